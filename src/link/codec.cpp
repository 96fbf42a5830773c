#include "link/codec.h"

#include <cstring>

namespace carc::link {

void ByteWriter::varint(uint64_t v) {
    while (v >= 0x80) {
        out_.push_back(static_cast<uint8_t>(v | 0x80));
        v >>= 7;
    }
    out_.push_back(static_cast<uint8_t>(v));
}

void ByteWriter::raw(std::span<const uint8_t> b) { out_.insert(out_.end(), b.begin(), b.end()); }

void ByteWriter::text(std::string_view s) {
    varint(s.size());
    out_.insert(out_.end(), s.begin(), s.end());
}

bool ByteReader::u8(uint8_t* v) {
    if (!ok_ || pos_ >= b_.size()) return ok_ = false;
    *v = b_[pos_++];
    return true;
}

bool ByteReader::varint(uint64_t* v, uint64_t max) {
    uint64_t r = 0;
    for (int shift = 0; shift < 64; shift += 7) {
        uint8_t byte = 0;
        if (!u8(&byte)) return false;
        if (shift == 63 && byte > 1) break;  // more than 64 bits
        r |= static_cast<uint64_t>(byte & 0x7f) << shift;
        if (!(byte & 0x80)) {
            // One way to write each number: a last byte of 0 after others is refused.
            if (byte == 0 && shift > 0) break;
            if (r > max) break;
            *v = r;
            return true;
        }
    }
    return ok_ = false;
}

bool ByteReader::zigzag(int64_t* v) {
    uint64_t u = 0;
    if (!varint(&u)) return false;
    *v = static_cast<int64_t>(u >> 1) ^ -static_cast<int64_t>(u & 1);
    return true;
}

bool ByteReader::raw_into(uint8_t* out, size_t n) {
    if (!ok_ || b_.size() - pos_ < n) return ok_ = false;
    if (n) std::memcpy(out, b_.data() + pos_, n);
    pos_ += n;
    return true;
}

bool ByteReader::text(std::string* s, size_t max_bytes) {
    uint64_t n = 0;
    if (!varint(&n, max_bytes) || left() < n) return ok_ = false;
    s->assign(reinterpret_cast<const char*>(b_.data() + pos_), static_cast<size_t>(n));
    pos_ += static_cast<size_t>(n);
    return true;
}

bool ByteReader::bytes(Bytes* out, size_t n) {
    if (!ok_ || b_.size() - pos_ < n) return ok_ = false;
    out->assign(b_.begin() + static_cast<std::ptrdiff_t>(pos_), b_.begin() + static_cast<std::ptrdiff_t>(pos_ + n));
    pos_ += n;
    return true;
}

namespace {
constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
int digit(char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '-') return 62;
    if (c == '_') return 63;
    return -1;
}
}  // namespace

std::string base64url(std::span<const uint8_t> bytes) {
    std::string out;
    out.reserve((bytes.size() * 4 + 2) / 3);
    size_t i = 0;
    for (; i + 3 <= bytes.size(); i += 3) {
        const uint32_t v = static_cast<uint32_t>(bytes[i]) << 16 | static_cast<uint32_t>(bytes[i + 1]) << 8 | bytes[i + 2];
        for (int k = 18; k >= 0; k -= 6) out += kAlphabet[(v >> k) & 63];
    }
    const size_t rest = bytes.size() - i;
    if (rest == 1) {
        const uint32_t v = static_cast<uint32_t>(bytes[i]) << 16;
        out += kAlphabet[(v >> 18) & 63];
        out += kAlphabet[(v >> 12) & 63];
    } else if (rest == 2) {
        const uint32_t v = static_cast<uint32_t>(bytes[i]) << 16 | static_cast<uint32_t>(bytes[i + 1]) << 8;
        out += kAlphabet[(v >> 18) & 63];
        out += kAlphabet[(v >> 12) & 63];
        out += kAlphabet[(v >> 6) & 63];
    }
    return out;
}

std::optional<Bytes> from_base64url(std::string_view text) {
    if (text.size() % 4 == 1) return std::nullopt;
    Bytes out;
    out.reserve(text.size() * 3 / 4);
    uint32_t acc = 0;
    int bits = 0;
    for (const char c : text) {
        const int d = digit(c);
        if (d < 0) return std::nullopt;
        acc = (acc << 6) | static_cast<uint32_t>(d);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out.push_back(static_cast<uint8_t>(acc >> bits));
            acc &= (1u << bits) - 1;
        }
    }
    if (acc != 0) return std::nullopt;  // leftover bits must be zero: one text for each byte string
    return out;
}

}  // namespace carc::link
