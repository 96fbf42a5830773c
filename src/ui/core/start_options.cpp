#include "ui/core/start_options.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "ui/core/i18n.h"

namespace carc::ui {

bool option(const std::string& opts, const char* key, std::string* value) {
    size_t pos = 0;
    const size_t n = std::strlen(key);
    while (pos <= opts.size()) {
        size_t end = opts.find('&', pos);
        if (end == std::string::npos) end = opts.size();
        const std::string item = opts.substr(pos, end - pos);
        if (item.compare(0, n, key) == 0 && (item.size() == n || item[n] == '=')) {
            if (value) *value = item.size() > n ? item.substr(n + 1) : "";
            return true;
        }
        pos = end + 1;
    }
    return false;
}

namespace {

bool refuse(const char* key, const std::string& v, const std::string& range, std::string* why) {
    if (why) *why = std::string("option ") + key + "=" + v.substr(0, 40) + " ignored: " + range;
    return false;
}

}  // namespace

bool whole_option(const std::string& opts, const char* key, uint64_t lo, uint64_t hi, uint64_t* out, std::string* why) {
    std::string v;
    if (!option(opts, key, &v)) return false;
    const std::string range = "a whole number from " + std::to_string(lo) + " to " + std::to_string(hi);
    if (v.empty() || v.size() > 20 || v.find_first_not_of("0123456789") != std::string::npos) return refuse(key, v, range, why);
    uint64_t x = 0;
    for (char c : v) {
        const uint64_t d = uint64_t(c - '0');
        if (x > (UINT64_MAX - d) / 10) return refuse(key, v, range, why);  // past 2^64 - 1
        x = x * 10 + d;
    }
    if (x < lo || x > hi) return refuse(key, v, range, why);
    *out = x;
    return true;
}

bool real_option(const std::string& opts, const char* key, double lo, double hi, double* out, std::string* why) {
    std::string v;
    if (!option(opts, key, &v)) return false;
    char buf[64];
    std::snprintf(buf, sizeof buf, "a number from %g to %g", lo, hi);
    // Digits with at most one point: no sign, exponent, "inf" or "nan".
    const bool shape = !v.empty() && v.size() <= 12 && v.find_first_not_of("0123456789.") == std::string::npos &&
                       v.find('.') == v.rfind('.') && v != ".";
    if (!shape) return refuse(key, v, buf, why);
    const double x = std::strtod(v.c_str(), nullptr);
    if (!std::isfinite(x) || x < lo || x > hi) return refuse(key, v, buf, why);
    *out = x;
    return true;
}

void seat_players(GameConfig& c, int n, bool all_computers) {
    // With the person and several computers, the computers are told apart by number.
    if (!all_computers && n > 2 && c.seats.size() > 1) c.seats[1].name = i18n::fmt(_("Computer %d"), 1);
    while (static_cast<int>(c.seats.size()) < n) {
        const int k = static_cast<int>(c.seats.size());
        c.seats.push_back(Seat{i18n::fmt(_("Computer %d"), all_computers ? k + 1 : k), k, true, 1});
    }
}

}  // namespace carc::ui
