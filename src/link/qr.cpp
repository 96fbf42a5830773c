#include "link/qr.h"

#include <string>

#include "qrencode.h"

namespace carc::link {

QrCode qr_code(std::string_view text) {
    QrCode out;
    const std::string data(text);  // (libqrencode wants a terminated string)
    QRcode* code = QRcode_encodeString8bit(data.c_str(), 0, QR_ECLEVEL_L);
    if (!code) return out;
    out.width = code->width;
    out.dark.resize(static_cast<size_t>(code->width) * static_cast<size_t>(code->width));
    for (size_t i = 0; i < out.dark.size(); ++i) out.dark[i] = code->data[i] & 1;  // bit 0: the module is dark
    QRcode_free(code);
    return out;
}

}  // namespace carc::link
