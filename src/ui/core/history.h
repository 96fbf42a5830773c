// The history of finished games and the statistics drawn from it. Every game finished at this screen is kept
// as one record in the save storage ("history-<time>", which the saved games list skips): its whole game record
// (so it can be replayed), when it ended and the help taken. Deleting a saved game leaves its history. Pure logic.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ui/core/session.h"
#include "ui/core/storage.h"

namespace carc::ui {

inline constexpr const char* kHistoryPrefix = "history-";
inline bool is_history_key(std::string_view key) { return key.starts_with(kHistoryPrefix); }

// Points by kind of feature in the statistics: roads, cities, cloisters, farms, everything else (an expansion's).
enum class PointKind { Road, City, Cloister, Farm, Other };
inline constexpr int kPointKinds = 5;

struct HistoryGame {
    std::string key;
    int64_t finished_at = 0;         // milliseconds since 1970
    std::string record;              // the game record (docs/save-format.md)
    Rules rules;
    std::vector<Seat> seats;
    std::vector<int> scores;
    int turns = 0;                   // tiles placed by the players
    Session::Aids aids;
    // The person at this screen when exactly one seat was a person (else -1: only computers, or several people).
    int you = -1;
    bool won = false;                // `you` has the top score (a shared top counts)
    int margin = 0;                  // `you`'s score less the best other score
    int longest_road = 0;            // the longest road `you` completed (tiles), 0 if none
    int biggest_city = 0;            // the biggest city `you` completed (tiles)
    std::array<int, kPointKinds> points{};  // `you`'s points by kind
    // The computer seats' levels, strongest first, as the filter and the statistics group them ("" when none).
    std::string opponents;
};

// The record of a finished game for the history (JSON), with the help taken in it.
std::string history_record(const Session& s, int64_t now_ms);
// Reads one back (the game is replayed and checked); nullopt with *why when it is damaged or foreign.
std::optional<HistoryGame> read_history(const std::string& key, std::string_view text, std::string* why);
// The opponents' text for a set of seats: the computer levels, strongest first, joined by " + " ("Hard",
// "Easy + Easy"), in the language in use; "" when there is no computer seat.
std::string opponents_text(const std::vector<Seat>& seats);

class GameHistory {
public:
    explicit GameHistory(SaveStorage* storage) : storage_(storage) {}
    // Keeps a finished game under "history-" + `id` (the same id keeps one record: a game is kept once).
    bool add(const Session& s, const std::string& id, int64_t now_ms, std::string* error);
    bool has(const std::string& id) const;
    // Every kept game that reads, newest first (cached until the history changes); *damaged counts the others.
    const std::vector<HistoryGame>& list(int* damaged = nullptr) const;
    void invalidate() { valid_ = false; }
    // All of it as one file's text, and a file's games added (those already kept are skipped): how many were added,
    // or -1 with *error when the file is not a history (or storage failed; what was added before stays).
    std::string export_text(int64_t now_ms) const;
    int import_text(std::string_view text, std::string* error);
    static std::string export_file_name(int64_t now_ms);  // "carcassonne-history-YYYY-MM-DD.json"

private:
    SaveStorage* storage_;
    mutable std::vector<HistoryGame> list_;
    mutable int damaged_ = 0;
    mutable bool valid_ = false;
};

// One row of the statistics: the games of one person against one set of opponents under one rule set.
struct StatsRow {
    std::string rules;      // rules_text
    std::string opponents;  // opponents_text
    bool aided = false;     // games in which hints or take-backs were used, counted apart
    int games = 0, wins = 0;
    double average_score = 0, average_margin = 0;
    int best_score = 0, longest_road = 0, biggest_city = 0;
    std::array<int, kPointKinds> points{};  // totals by kind
};
// The rows for the games that have a person at this screen (HistoryGame::you), sorted by rules, then opponents,
// then unaided before aided.
std::vector<StatsRow> statistics(const std::vector<const HistoryGame*>& games);

}  // namespace carc::ui
