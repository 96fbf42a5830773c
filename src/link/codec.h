// Bytes for links: a writer and a bounds-checked reader (unsigned LEB128 varints, zigzag for signed values,
// length-prefixed strings), and base64url without padding (RFC 4648 §5), the alphabet a URL fragment keeps as is.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace carc::link {

using Bytes = std::vector<uint8_t>;

class ByteWriter {
public:
    void u8(uint8_t v) { out_.push_back(v); }
    void varint(uint64_t v);
    void zigzag(int64_t v) { varint((static_cast<uint64_t>(v) << 1) ^ static_cast<uint64_t>(v >> 63)); }
    void raw(std::span<const uint8_t> b);
    void text(std::string_view s);  // varint length, then the bytes
    const Bytes& bytes() const { return out_; }
    Bytes take() { return std::move(out_); }

private:
    Bytes out_;
};

// Every read fails (returns false / nullopt) once past the end; ok() stays false after the first failure.
class ByteReader {
public:
    explicit ByteReader(std::span<const uint8_t> b) : b_(b) {}
    bool u8(uint8_t* v);
    bool varint(uint64_t* v, uint64_t max = UINT64_MAX);
    bool zigzag(int64_t* v);
    template <size_t N> bool raw(std::array<uint8_t, N>* out) { return raw_into(out->data(), N); }
    bool text(std::string* s, size_t max_bytes);
    bool bytes(Bytes* out, size_t n);
    size_t left() const { return ok_ ? b_.size() - pos_ : 0; }
    size_t pos() const { return pos_; }
    bool ok() const { return ok_; }
    bool at_end() const { return ok_ && pos_ == b_.size(); }

private:
    bool raw_into(uint8_t* out, size_t n);
    std::span<const uint8_t> b_;
    size_t pos_ = 0;
    bool ok_ = true;
};

std::string base64url(std::span<const uint8_t> bytes);
// nullopt when a character is outside the alphabet or the length cannot be a whole number of bytes.
std::optional<Bytes> from_base64url(std::string_view text);

}  // namespace carc::link
