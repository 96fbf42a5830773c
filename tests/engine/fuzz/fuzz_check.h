// Shared by the fuzz targets: a broken promise stops the fuzzer with the message (it keeps the input).
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>

namespace carc::fuzz {

inline void require(bool ok, const char* what, const std::string& detail = "") {
    if (ok) return;
    std::fprintf(stderr, "fuzz check failed: %s %s\n", what, detail.substr(0, 300).c_str());
    std::abort();
}

// A refusal is one non-empty line.
inline void require_one_line(const std::string& error) {
    require(!error.empty(), "empty refusal");
    require(error.find('\n') == std::string::npos && error.find('\r') == std::string::npos, "refusal is not one line:", error);
}

}  // namespace carc::fuzz
