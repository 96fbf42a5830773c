// The match: a game with its seats, seed and history; resolves chance from the seed, undo, and the
// versioned game record (save) format documented in docs/save-format.md.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/game.h"

namespace carc {

// The newest record version this build reads: the highest of the expansions' (RuleOptions::record_version). It
// writes the oldest version that knows every rule the game uses: 1 for base games (with or without the river), 2
// for Abbey & Mayor games, 3 for Wheel of Fortune games, 4 for Inns & Cathedrals games (docs/save-format.md).
int newest_record_version();
int record_version_for(const Rules& rules);
inline constexpr const char* kRecordFormat = "carcassonne-record";

// Player colours in seat-colour order; the scenario format names players by these.
// Seat colours; the last ones only where the rules allow that many players (max_players).
inline constexpr const char* kColorNames[kMaxPlayers] = {"red", "blue", "green", "yellow", "black", "grey"};
int color_index(std::string_view name);  // -1 if unknown
// Why these seat colours (indexes into kColorNames, each once) cannot play under these rules: too many players, or a
// colour only games with more players have (nullopt: they can).
std::optional<std::string> seats_refusal(const Rules& rules, const std::vector<int>& colors);

// Printable text: well-formed UTF-8 (letters of any script are fine) without control characters (C0 such
// as newline or tab, DEL, C1), line or paragraph separators, or bidirectional controls that would reorder
// the text around it. False with *why saying what is wrong and where.
bool printable_text(std::string_view text, std::string* why);
// Player names: printable text of 1 to kMaxNameBytes bytes.
inline constexpr size_t kMaxNameBytes = 64;
bool valid_player_name(std::string_view name, std::string* why);
// The name made valid: unprintable characters and broken UTF-8 dropped, cut to kMaxNameBytes on a character
// boundary, "Player" if nothing is left. A Match applies it to names that come from a text field.
std::string printable_name(std::string_view name);

struct Seat {
    std::string name;
    int color = 0;          // index into kColorNames
    bool computer = false;
    int level = 1;          // computer strength (0 = random, 1 = greedy, ...)
    bool operator==(const Seat&) const = default;
};

// Text form of rules for records and scenarios. rules_from_json_text-style parsing lives in match.cpp.
std::string rules_summary(const Rules& r);

// Where a match's tile draws come from: its seed, or outside it (a game played by link: src/link/ works each draw
// out from the players' revealed values and applies it as a Draw action).
enum class Chance : uint8_t { Seed, Outside };

class Match {
public:
    // Seat names that are not valid player names are made so (printable_name), so that every record a match
    // writes loads again.
    Match(const Rules& rules, std::vector<Seat> seats, uint64_t seed, Chance chance = Chance::Seed);

    const Game& game() const { return game_; }
    const Rules& rules() const { return rules_; }
    const std::vector<Seat>& seats() const { return seats_; }
    uint64_t seed() const { return seed_; }
    const std::vector<Action>& history() const { return history_; }
    int draws() const { return draws_; }

    // Applies a player's decision, then resolves any draws from the seed. False (and nothing changes)
    // when the action is not legal; *why says what is wrong. With Chance::Outside draws are left to the caller,
    // which applies them here as Draw actions.
    bool apply(const Action& a, std::string* why = nullptr);
    // Take back the current player's decisions of this turn (never the tile draw). False when there is
    // nothing to take back. Restores a copy of the game kept at the start of the turn's decisions (no replay).
    bool can_undo() const;
    bool undo();

    // The game record (save) as JSON text, and loading one back with full validation.
    std::string to_record(const std::string& extra_json_object = "") const;
    // Returns the match, or nullopt with *error naming what is wrong (never crashes on any input).
    static std::optional<Match> from_record(std::string_view text, std::string* error);

private:
    Rules rules_;
    std::vector<Seat> seats_;
    uint64_t seed_ = 0;
    Chance chance_ = Chance::Seed;
    Game game_;
    std::vector<Action> history_;
    int undo_floor_ = 0;  // history index where the current turn's decisions begin (undo never goes below it)
    Game turn_start_;     // the game after history_[0, undo_floor_): what undo() restores
    int draws_ = 0;
    void resolve_chance();
    void note_turn_point();
    bool replay(const std::vector<Action>& actions, std::string* error);
};

}  // namespace carc
