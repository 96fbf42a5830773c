// The final score table: every player's points summed by feature kind from the game's score events, with
// the part scored at the end for unfinished features told apart. Pure logic (no ImGui), unit-tested.
#pragma once

#include <array>
#include <vector>

#include "engine/game.h"

namespace carc::ui {

// The table's columns: one per kind of feature (whenever it scored: completed during the game or
// unfinished at the end), barns, and the Wheel of Fortune's: the wheel's events (fortune, tax, famine, storm,
// inquisition) and the crowns.
enum class ScoreCategory : int { Roads = 0, Cities, Cloisters, Farms, Barns, Wheel, Crowns };
inline constexpr int kNumScoreCategories = 7;
const char* score_category_name(ScoreCategory c);  // "Roads", "Cities", ...

// Which column one event's points belong to (its kind; e.final says whether they were end-of-game points).
ScoreCategory score_category(const ScoreEvent& e);
// True for points of a road, city or cloister left unfinished, scored at the end.
bool scored_unfinished(const ScoreEvent& e);

struct FinalTable {
    struct Row {
        std::array<int, kNumScoreCategories> points{};      // every point of that kind
        std::array<int, kNumScoreCategories> unfinished{};  // of which: unfinished features at the end
        int total = 0;  // the sum of points; equals game.player(p).score
    };
    std::vector<Row> rows;     // one per player, in seat order
    std::vector<int> winners;  // players with the highest total (more than one: a tie)
    int best = 0;              // the highest total
    // True when the category has points for any player (the table may hide empty columns).
    bool any(ScoreCategory c) const;
    bool any_unfinished() const;
};

// Sums game.events() per player and category (works at any time, not only once the game is over).
FinalTable final_table(const Game& game);

}  // namespace carc::ui
