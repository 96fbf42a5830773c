// What an expansion adds to the panels (its help and its final-table columns), and the list of them.
#pragma once

#include <span>

#include "engine/game.h"
#include "ui/final_table.h"
#include "ui/hud.h"

namespace carc::ui::hud {

// One expansion's part of the panels. Every entry is optional (null: nothing to add).
struct HudPart {
    // How to play: its paragraph under the base rules, drawn when `rules` play the expansion.
    void (*rules_paragraph)(const Rules& rules) = nullptr;
    // A help tab of its own, between How to play and Controls: its title and its contents.
    const char* help_title = nullptr;
    void (*help_tab)(const HudMetrics& m) = nullptr;
    // Its columns of the final score table, after the base game's (shown when they scored).
    std::span<const ScoreColumn> score_columns = {};
};

// The expansions' parts, in the order the panels show them.
std::span<const HudPart* const> hud_parts();
// The final table's columns: the base game's, then each part's.
std::span<const ScoreColumn> score_columns();

}  // namespace carc::ui::hud
