// The app's start options ("key=value&key&...": the page's URL query or the desktop app's --options) as pure
// functions, so that whatever a URL carries is read with range checks (tests/ui/start_options_test.cpp).
#pragma once

#include <cstdint>
#include <string>

#include "ui/core/session.h"  // GameConfig

namespace carc::ui {

// Is `key` among the options (alone or as key=value)? *value gets the text after '=' ("" when none).
bool option(const std::string& opts, const char* key, std::string* value = nullptr);

// A decimal whole number in [lo, hi] for `key`: true and *out set when present and valid; false when absent;
// false and *why set when present but not such a number (the caller keeps its default and says so).
bool whole_option(const std::string& opts, const char* key, uint64_t lo, uint64_t hi, uint64_t* out, std::string* why);
// The same for a decimal number with an optional fraction ("0.5", "2"), finite and in [lo, hi].
bool real_option(const std::string& opts, const char* key, double lo, double hi, double* out, std::string* why);

// The start option players=N on a default game (you and a computer, or two computers with `all_computers`):
// computer seats added up to n players, each in the next colour, numbered "Computer 1", "Computer 2", ... (the
// person stays "You").
void seat_players(GameConfig& c, int n, bool all_computers);

}  // namespace carc::ui
