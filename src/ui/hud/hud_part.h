// What an expansion adds to the panels (its help, its supply on the scoreboard, the prompts and the tile in hand in
// its phases), and the list of them. Its final-table columns are in its ImGui-free record (kScoreColumns,
// ui/expansions/ui_record.h).
#pragma once

#include <span>
#include <string>

#include "engine/game.h"
#include "imgui.h"
#include "ui/hud/hud.h"

namespace carc::ui::hud {

// Which tile the hand panel shows in a phase: the drawn tile, the tile just placed, or none.
enum class HandShows { Nothing, DrawnTile, PlacedTile };

// One expansion's part of the panels. Every entry is optional (null: nothing to add). Its names (help title
// and menu item) are English marked with N_, translated where shown (i18n::tr); the texts its
// functions return are translated already.
struct HudPart {
    // How to play: its paragraph under the base rules, drawn when `rules` play the expansion.
    void (*rules_paragraph)(const Rules& rules) = nullptr;
    // A help tab of its own, between How to play and Controls: its title, its Help menu item and its contents.
    const char* help_title = nullptr;
    const char* help_menu = nullptr;
    void (*help_tab)(const HudMetrics& m) = nullptr;
    // The scoreboard row: its figures in player p's supply, drawn from `at` (x, the top of the followers'
    // row `height` high) in `col`; returns the x where the row goes on (at.x when it draws nothing).
    float (*supply_chips)(const Rules& rules, const Game& g, int p, ImDrawList* dl, ImVec2 at, float height,
                          ImU32 col, float em) = nullptr;
    // The scoreboard row's tooltip: lines about player p's supply.
    void (*supply_tooltip)(const Rules& rules, const Game& g, int p) = nullptr;
    // The tile the hand panel shows in `ph` (Nothing when `ph` is not its phase).
    HandShows (*hand)(Phase ph) = nullptr;
    // What the person should do in one of its phases, after the player's name ("" when not its phase).
    std::string (*prompt)(const Game& g, bool touch) = nullptr;
    // Deploy: the prompt when the legal deploys include its own (null: they do not), to tap or to click.
    const char* (*deploy_prompt)(const Session& s, bool touch) = nullptr;
    // Why Rotate (no_follower false) or No follower waits in one of its phases (null: not its phase).
    const char* (*decide_first)(Phase ph, bool no_follower) = nullptr;
    // A game by link: the choice, declared a turn ahead, of a turn that starts with something else than a draw
    // (docs/play-by-link.md), as the check box that asks it for player p's next turn says it; null when p has
    // nothing to choose (nothing that can take a draw's place).
    const char* (*next_turn_instead_of_draw)(const Game& g, int p) = nullptr;
};

// The check box of a game by link's turn-ahead choice for player p (HudPart::next_turn_instead_of_draw), or null.
const char* next_turn_instead_of_draw(const Game& g, int p);

// The expansions' parts, in the order the panels show them: each one's UiParts (ui/expansions/parts.cpp).
std::span<const HudPart* const> hud_parts();

}  // namespace carc::ui::hud
