// Shared parts of carcassonne-cli's commands: files, refusals, numbers, rule options, computer players.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "ai/players.h"
#include "ai/search.h"
#include "engine/game.h"

namespace carc::cli {

// The exit status for bad input (arguments or files).
inline constexpr int kBadInput = 2;

// The parsers refuse larger texts themselves (scenario 4 MiB, record 8 MiB); the reader stops a little above.
inline constexpr size_t kMaxInputBytes = 16u << 20;

// The most games one command plays: a billion games, days of work but never "forever".
inline constexpr uint64_t kMaxGames = 1000000000;

// Reads a whole file of at most max_bytes; false with *why otherwise (missing, a folder, too large).
bool read_file(const char* path, size_t max_bytes, std::string* out, std::string* why);

// Writes text as the whole file at path; false when it cannot be written.
bool write_file(const std::string& path, const std::string& text);

// Single-line reason: newlines in a message would break the one-line contract.
std::string one_line(std::string s);

// One line on stderr naming what was refused; the exit status for bad input.
int refuse(const std::string& line);

// Reads one rule-set option at argv[*i] (advancing *i past its value). 0: not a rule option, 1: read, -1: bad
// (*why then says which values the option takes).
int parse_rule_option(int argc, char** argv, int* i, Rules* rules, std::string* why);

// The rules this build can play, or a message why not.
bool playable(const Rules& r);
// False with *why when these rules do not take that many players (--players; 6 only with an expansion for six).
bool players_fit(const Rules& r, uint64_t players, std::string* why);

// The usage text's RULES lines: the game, the edition, each expansion's flag and options.
std::string rule_flags_usage();

// A whole decimal number from lo to hi: digits only (no sign, no spaces, no hex), no wrap or clamping.
// The reason names the option and the accepted range.
bool parse_number(const char* option, const char* text, uint64_t lo, uint64_t hi, uint64_t* out, std::string* why);

// An arena player: a named level, or a search with its own budget and settings.
struct ArenaPlayer {
    std::string name;
    int level = ai::kLevelMedium;
    bool spec = false;  // true: search with limits and config below
    ai::SearchLimits limits;
    ai::SearchConfig config;
};

// Reads a computer player named on the command line by option: a level name (random easy medium hard expert) or
// a search spec iter:N[,...]. False with *why naming the option and the accepted values.
bool parse_arena_player(const char* option, const char* text, ArenaPlayer* out, std::string* why);

}  // namespace carc::cli
