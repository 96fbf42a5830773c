// The QR code of a game's link, for a phone at the same table (libqrencode).
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace carc::link {

struct QrCode {
    int width = 0;                 // modules per side (0: the text does not fit a QR code)
    std::vector<uint8_t> dark;     // width * width, row by row: 1 = a dark module
    bool at(int x, int y) const { return dark[static_cast<size_t>(y) * static_cast<size_t>(width) + static_cast<size_t>(x)] != 0; }
};

// The text as a QR code in byte mode at the lowest error correction (the most room: up to 2,953 bytes).
QrCode qr_code(std::string_view text);

}  // namespace carc::link
