// The final score table: every player's points summed by column (the base game's kinds of feature, then the
// expansions' columns) from the game's score events, with the part scored at the end for unfinished features
// told apart. Pure logic (no ImGui), unit-tested.
#pragma once

#include <span>
#include <vector>

#include "engine/game.h"

namespace carc::ui {

// One column of the table: its heading, the heading's tooltip and the kinds of score event it sums.
struct ScoreColumn {
    const char* name;                   // "Roads", "Cities", ... (English, marked N_: i18n::tr where shown)
    const char* tip;                    // what the column counts (English, as `name`)
    bool (*collects)(EventKind kind);   // the events whose points go into this column
    const char* narrow_name = nullptr;  // the heading on a narrow screen (null: `name`; English, as `name`)
};

// The base game's columns, always shown: Roads, Cities, Cloisters, Farms.
std::span<const ScoreColumn> base_score_columns();
// The final table's columns: the base game's, then each expansion's (kScoreColumns of its UiRecord, in the order
// of src/expansions.inc; ui/expansions/records.cpp).
std::span<const ScoreColumn> score_columns();

// Which column one event's points belong to: the first of `columns` that collects its kind (-1: none).
int score_column(std::span<const ScoreColumn> columns, const ScoreEvent& e);
// True for points of a road, city or cloister left unfinished, scored at the end.
bool scored_unfinished(const ScoreEvent& e);

struct FinalTable {
    struct Row {
        std::vector<int> points;      // per column: every point of that kind
        std::vector<int> unfinished;  // per column: of which unfinished features at the end
        int total = 0;  // the sum of points; equals game.player(p).score
    };
    std::vector<Row> rows;     // one per player, in seat order
    std::vector<int> winners;  // players with the highest total (more than one: a tie)
    int best = 0;              // the highest total
    // True when the column has points for any player (the table may hide empty columns).
    bool any(int column) const;
    bool any_unfinished() const;
};

// Sums game.events() per player and column (works at any time, not only once the game is over).
FinalTable final_table(const Game& game, std::span<const ScoreColumn> columns);

}  // namespace carc::ui
