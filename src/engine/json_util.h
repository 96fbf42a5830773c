// Exception-free helpers around nlohmann::json: parse and read fields with type checks (wasm has no exceptions).
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace carc::json {

using Json = nlohmann::json;
using OrderedJson = nlohmann::ordered_json;

// Parses text; nullopt when it is not valid JSON.
inline std::optional<Json> parse(std::string_view text) {
    Json j = Json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
    if (j.is_discarded()) return std::nullopt;
    return j;
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

inline std::optional<int64_t> get_int(const Json& obj, const char* key) {
    const Json* v = field(obj, key);
    if (!v || !v->is_number_integer()) return std::nullopt;
    return v->get<int64_t>();
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

}  // namespace carc::json
