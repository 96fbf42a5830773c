// Shared parts of carcassonne-cli's commands (args.h).
#include "cli/args.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>

namespace carc::cli {

bool read_file(const char* path, size_t max_bytes, std::string* out, std::string* why) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        *why = "a folder, not a file";
        return false;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        *why = "cannot read the file";
        return false;
    }
    // Read in pieces and stop past the limit, so that a huge or endless input (/dev/zero) is refused, not
    // read into memory.
    out->clear();
    char buf[65536];
    while (in) {
        in.read(buf, sizeof buf);
        out->append(buf, static_cast<size_t>(in.gcount()));
        if (out->size() > max_bytes) {
            *why = "larger than " + std::to_string(max_bytes >> 20) + " MiB, too large to read";
            return false;
        }
    }
    if (in.bad()) {
        *why = "cannot read the file";
        return false;
    }
    return true;
}

bool write_file(const std::string& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    if (!out) return false;
    out << text;
    return static_cast<bool>(out);
}

std::string one_line(std::string s) {
    std::replace(s.begin(), s.end(), '\n', ' ');
    return s;
}

int refuse(const std::string& line) {
    std::fprintf(stderr, "%s\n", one_line(line).c_str());
    return kBadInput;
}

int parse_rule_option(int argc, char** argv, int* i, Rules* rules, std::string* why) {
    const std::string a = argv[*i];
    const char* v = *i + 1 < argc ? argv[*i + 1] : nullptr;
    auto is = [&](const char* want) { return v && std::strcmp(v, want) == 0; };
    auto bad = [&](const char* values) {
        *why = a + ": expected " + values + (v ? ", got \"" + std::string(v).substr(0, 40) + "\"" : std::string(", got nothing"));
        return -1;
    };
    if (a == "--river") { rules->river = true; return 1; }
    if (a == "--abbey-mayor") { rules->abbey_mayor = true; return 1; }
    if (a == "--game") {
        if (is("base")) rules->game = GameKind::Base;
        else if (is("wheel_of_fortune")) rules->game = GameKind::WheelOfFortune;
        else return bad("base or wheel_of_fortune");
    } else if (a == "--edition") {
        if (is("classic")) rules->edition = Edition::Classic;
        else if (is("2000")) rules->edition = Edition::First2000;
        else return bad("classic or 2000");
    } else if (a == "--wagon-move") {
        if (is("connected")) rules->wagon = WagonRule::Connected;
        else if (is("adjacent")) rules->wagon = WagonRule::Adjacent;
        else return bad("connected or adjacent");
    } else {
        return 0;
    }
    ++*i;
    return 1;
}

bool playable(const Rules& r) {
    if (r.game == GameKind::WheelOfFortune && r.river) {
        std::fprintf(stderr, "the river cannot be played with the Wheel of Fortune (the wheel board is the start)\n");
        return false;
    }
    if (r.game == GameKind::WheelOfFortune && r.edition != Edition::Classic) {
        std::fprintf(stderr, "the Wheel of Fortune is played with the classic scoring (--edition classic)\n");
        return false;
    }
    return true;
}

bool parse_number(const char* option, const char* text, uint64_t lo, uint64_t hi, uint64_t* out, std::string* why) {
    *why = std::string(option) + ": expected a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) +
           ", got \"" + std::string(text).substr(0, 40) + "\"";
    if (!*text) return false;
    uint64_t v = 0;
    for (const char* c = text; *c; ++c) {
        if (*c < '0' || *c > '9') return false;
        const uint64_t digit = static_cast<uint64_t>(*c - '0');
        if (v > (std::numeric_limits<uint64_t>::max() - digit) / 10) return false;  // beyond 2^64-1
        v = v * 10 + digit;
    }
    if (v < lo || v > hi) return false;
    *out = v;
    return true;
}

bool parse_arena_player(const char* option, const char* text, ArenaPlayer* out, std::string* why) {
    out->name = text;
    const int level = ai::level_from_name(text);
    if (level >= 0) {
        out->level = level;
        return true;
    }
    if (std::strncmp(text, "iter:", 5) == 0 && ai::parse_search_spec(text, &out->limits, &out->config, why)) {
        out->spec = true;
        *why = "";
        return true;
    }
    *why = std::string(option) + ": expected random, easy, medium, hard, expert or iter:N[,...] (" +
           (std::strncmp(text, "iter:", 5) == 0 ? *why : "got \"" + std::string(text).substr(0, 40) + "\"") + ")";
    return false;
}

}  // namespace carc::cli
