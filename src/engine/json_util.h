// Exception-free helpers around nlohmann::json: parse and read fields with type checks (wasm has no exceptions).
#pragma once

#include <cstdint>
#include <limits>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace carc::json {

using Json = nlohmann::json;
using OrderedJson = nlohmann::ordered_json;

// Why a text was not read as one JSON value.
struct ParseError {
    bool trailing = false;  // a complete JSON value, then more than white space (e.g. a NUL byte and garbage)
    size_t byte = 0;        // where the parser stopped (1-based, as the parser counts)
};

namespace detail {

// Records where parsing failed; accepts everything else (it builds nothing).
struct ErrorSax : nlohmann::json_sax<Json> {
    size_t position = 0;
    bool null() override { return true; }
    bool boolean(bool) override { return true; }
    bool number_integer(number_integer_t) override { return true; }
    bool number_unsigned(number_unsigned_t) override { return true; }
    bool number_float(number_float_t, const string_t&) override { return true; }
    bool string(string_t&) override { return true; }
    bool binary(binary_t&) override { return true; }
    bool start_object(std::size_t) override { return true; }
    bool key(string_t&) override { return true; }
    bool end_object() override { return true; }
    bool start_array(std::size_t) override { return true; }
    bool end_array() override { return true; }
    bool parse_error(std::size_t pos, const std::string&, const nlohmann::detail::exception&) override {
        position = pos;
        return false;
    }
};

// Is text one complete JSON value? With strict = false, anything may follow the value.
inline bool accepts(std::string_view text, bool strict, size_t* error_byte) {
    ErrorSax sax;
    const bool ok = Json::sax_parse(text.begin(), text.end(), &sax, Json::input_format_t::json, strict);
    if (!ok && error_byte) *error_byte = sax.position;
    return ok;
}

}  // namespace detail

// Parses text as exactly one JSON value (white space around it is allowed, nothing else); nullopt when it
// is not valid JSON or has data after the value. The JSON parser reads a NUL byte as the end of the input,
// so a NUL anywhere is refused here (it can never be part of valid JSON text).
inline std::optional<Json> parse(std::string_view text, ParseError* err = nullptr) {
    ParseError e;
    const size_t nul = text.find('\0');
    if (nul != std::string_view::npos) {
        e.byte = nul + 1;
        e.trailing = detail::accepts(text.substr(0, nul), /*strict=*/true, nullptr);
        if (err) *err = e;
        return std::nullopt;
    }
    Json j = Json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
    if (!j.is_discarded()) return j;
    detail::accepts(text, /*strict=*/true, &e.byte);
    e.trailing = detail::accepts(text, /*strict=*/false, nullptr);
    if (err) *err = e;
    return std::nullopt;
}

// One line for a parse failure, e.g. "not valid JSON (byte 12)" or "data after the JSON text (byte 61)".
inline std::string parse_error_text(const ParseError& e) {
    return std::string(e.trailing ? "data after the JSON text" : "not valid JSON") + " (byte " + std::to_string(e.byte) + ")";
}

inline const Json* field(const Json& obj, const char* key) {
    if (!obj.is_object()) return nullptr;
    auto it = obj.find(key);
    return it == obj.end() ? nullptr : &*it;
}

inline std::optional<std::string> get_string(const Json& obj, const char* key) {
    const Json* v = field(obj, key);
    if (!v || !v->is_string()) return std::nullopt;
    return v->get_ref<const std::string&>();
}

// The value as an integer within [lo, hi]; nullopt when it is not an integer or lies outside. Integers
// above 2^63-1 are stored unsigned by the parser: they are compared as such, never wrapped to negatives.
inline std::optional<int64_t> int_in(const Json& v, int64_t lo, int64_t hi) {
    if (v.is_number_unsigned()) {
        const uint64_t u = v.get<uint64_t>();
        if (hi < 0 || u > static_cast<uint64_t>(hi) || static_cast<int64_t>(u) < lo) return std::nullopt;
        return static_cast<int64_t>(u);
    }
    if (!v.is_number_integer()) return std::nullopt;
    const int64_t i = v.get<int64_t>();
    if (i < lo || i > hi) return std::nullopt;
    return i;
}

// An integer field that fits in int64 (larger ones are refused, not wrapped).
inline std::optional<int64_t> get_int(const Json& obj, const char* key) {
    const Json* v = field(obj, key);
    if (!v) return std::nullopt;
    return int_in(*v, std::numeric_limits<int64_t>::min(), std::numeric_limits<int64_t>::max());
}

inline std::optional<bool> get_bool(const Json& obj, const char* key) {
    const Json* v = field(obj, key);
    if (!v || !v->is_boolean()) return std::nullopt;
    return v->get<bool>();
}

// Serialises without throwing on invalid UTF-8 (it is replaced).
template <class J>
inline std::string dump(const J& j, int indent = -1) {
    return j.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

// A string from the input, quoted for a one-line message: at most max_bytes of it, JSON-escaped to plain
// ASCII (a newline, a control character or a bidirectional override in the input never reaches the message).
inline std::string quoted(std::string_view text, size_t max_bytes = 60) {
    const Json j = std::string(text.substr(0, max_bytes));
    std::string q = j.dump(-1, ' ', /*ensure_ascii=*/true, nlohmann::json::error_handler_t::replace);
    if (text.size() > max_bytes) q += "...";
    return q;
}

}  // namespace carc::json
