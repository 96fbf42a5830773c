// Readers of the values in an arena's search spec (internal to src/ai): parse_search_spec and the expansions'
// own spec keys (expansion_hooks.h spec_item) use them.
#pragma once

#include <string_view>

namespace carc::ai {

// Digits only (at most 9), from lo to hi.
bool parse_spec_int(std::string_view v, int lo, int hi, int* out);
// A decimal like 0.5, 20 or -2 (an optional minus, digits and at most one point), from lo to hi.
bool parse_spec_decimal(std::string_view v, double lo, double hi, double* out);
// v is one of two words: *out = (v == yes).
bool parse_spec_switch(std::string_view v, std::string_view yes, std::string_view no, bool* out);

}  // namespace carc::ai
