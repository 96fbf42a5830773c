// Shared parts of carcassonne-cli's commands (args.h).
#include "cli/args.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>

#include "engine/rule_options.h"
#include "engine/rules_io.h"

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
    auto bad = [&](const std::string& values) {
        *why = a + ": expected " + values + (v ? ", got \"" + std::string(v).substr(0, 40) + "\"" : std::string(", got nothing"));
        return -1;
    };
    // a value among `names`: its index, -1 if none
    auto pick = [&](const std::vector<const char*>& names) {
        for (size_t k = 0; k < names.size(); ++k)
            if (v && std::strcmp(v, names[k]) == 0) return static_cast<int>(k);
        return -1;
    };
    int taken = 0;  // 1: a flag alone, 2: a flag and its value, -1: refused
    for_each_rule_options([&](const RuleOptions& o) {
        if (taken || o.own_game || a != o.cli_flag) return;
        o.turn_on(*rules);
        taken = 1;
    });
    if (taken) return 1;
    if (a == "--game") {
        std::vector<const char*> games{"base"};
        std::vector<const RuleOptions*> own{nullptr};
        for_each_rule_options([&](const RuleOptions& o) {
            if (!o.own_game) return;
            games.push_back(o.name);
            own.push_back(&o);
        });
        const int k = pick(games);
        if (k < 0) return bad(listed(games));
        if (k == 0) rules->game = GameKind::Base;
        else own[static_cast<size_t>(k)]->turn_on(*rules);
    } else if (a == "--edition") {
        const int k = pick({"classic", "2000"});
        if (k < 0) return bad("classic or 2000");
        rules->edition = k == 0 ? Edition::Classic : Edition::First2000;
    } else {
        for_each_rule_options([&](const RuleOptions& o) {
            for (const RuleChoice& c : o.choices) {
                if (taken || a != c.cli_flag) continue;
                const int k = pick(c.names);
                if (k < 0) taken = bad(listed(c.names));
                else {
                    c.set(*rules, k);
                    taken = 2;
                }
            }
        });
        if (taken <= 0) return taken;
    }
    ++*i;
    return 1;
}

bool playable(const Rules& r) {
    bool ok = true;
    for_each_rule_options([&](const RuleOptions& o) {
        if (ok && o.refusal && o.on(r))
            if (const char* no = o.refusal(r, true)) {
                std::fprintf(stderr, "%s\n", no);
                ok = false;
            }
    });
    return ok;
}

bool players_fit(const Rules& r, uint64_t players, std::string* why) {
    const int most = max_players(r);
    if (players <= static_cast<uint64_t>(most)) return true;
    std::string with;
    for_each_rule_options([&](const RuleOptions& o) {
        if (o.max_players >= static_cast<int>(players) && *o.cli_flag) with += std::string(with.empty() ? "" : " or ") + o.cli_flag;
    });
    *why = "--players: these rules take 2 to " + std::to_string(most) + " players" +
           (with.empty() ? "" : " (" + std::to_string(players) + " with " + with + ")");
    return false;
}

std::string rule_flags_usage() {
    std::string games = "base", flags, choices;
    for_each_rule_options([&](const RuleOptions& o) {
        if (o.own_game) games += std::string("|") + o.name;
        else flags += std::string(" [") + o.cli_flag + "]";
        for (const RuleChoice& c : o.choices) {
            std::string names;
            for (const char* n : c.names) names += (names.empty() ? "" : "|") + std::string(n);
            choices += std::string(" [") + c.cli_flag + " " + names + "]";
        }
    });
    return "RULES: [--game " + games + "] [--edition classic|2000]" + flags + "\n      " + choices + "\n";
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
