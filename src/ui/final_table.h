// The final score table: every player's points summed by category from the game's score events.
// Pure logic (no ImGui), so it is unit-tested natively.
#pragma once

#include <array>
#include <vector>

#include "engine/game.h"

namespace carc::ui {

// Score categories as the final table shows them. During-game road, city and cloister scores count in
// their own category; the same features scored at the end (unfinished) count as Incomplete; farms
// (and barns) count as Farms whenever they score. Other: expansion scores (fortune, tax, ...).
enum class ScoreCategory : int { Roads = 0, Cities, Cloisters, Incomplete, Farms, Other };
inline constexpr int kNumScoreCategories = 6;
const char* score_category_name(ScoreCategory c);  // "Roads", "Cities", ...

// Which category one event's points belong to.
ScoreCategory score_category(const ScoreEvent& e);

struct FinalTable {
    struct Row {
        std::array<int, kNumScoreCategories> points{};
        int total = 0;  // the sum of points; equals game.player(p).score
    };
    std::vector<Row> rows;     // one per player, in seat order
    std::vector<int> winners;  // players with the highest total (more than one: a tie)
    int best = 0;              // the highest total
    // True when the category has points for any player (the table may hide empty columns).
    bool any(ScoreCategory c) const;
};

// Sums game.events() per player and category (works at any time, not only once the game is over).
FinalTable final_table(const Game& game);

}  // namespace carc::ui
