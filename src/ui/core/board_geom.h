// Board interaction helpers as pure functions (no ImGui, no SDL), unit-tested in tests/ui/board_geom_test.cpp:
// the legal cells of a turn, which rotation to preview, the keyboard cursor's moves, marker hit tests and
// the timing of score highlights.
#pragma once

#include <string>
#include <vector>

#include "engine/action.h"

namespace carc {
class Game;
}

namespace carc::ui {

struct Cell {
    int x = 0, y = 0;
    bool operator==(const Cell&) const = default;
};

// The distinct cells of a list of Place actions (sorted row-major like the actions).
std::vector<Cell> legal_cells(const std::vector<Action>& places);  // cells of the Cell-shaped actions (placements)
// The legal rotations at one cell, ascending.
std::vector<int> rotations_at(const std::vector<Action>& places, Cell c);
// Rotations that fit somewhere on the board (the tile in hand can be turned to these), ascending.
std::vector<int> hand_rotations(const std::vector<Action>& places);

// The rotation to preview at a cell: the player's `wanted` rotation when it is legal there, else the next
// legal one clockwise from it; -1 when `legal` is empty.
int pick_rotation(const std::vector<int>& legal, int wanted);
// The legal rotation after `current`, clockwise (R / right-click / long-press): cycles through `legal` only.
int next_rotation(const std::vector<int>& legal, int current);

// The keyboard cursor: index of the cell an arrow key (dx, dy) moves to from `from` (the nearest cell that
// lies in that direction, preferring cells straight ahead, and a near cell beside over a far one across the
// board, e.g. the Wheel of Fortune's), or -1 when there is none.
int step_cursor(const std::vector<Cell>& cells, Cell from, int dx, int dy);
// The same from board point (bx, by) (the first press: from the middle of the view).
int step_cursor_from(const std::vector<Cell>& cells, double bx, double by, int dx, int dy);
// Index of the cell whose centre is nearest to board point (bx, by), or -1 when there are none.
int nearest_cell(const std::vector<Cell>& cells, double bx, double by);

// Index of the circle (centres cx/cy, common radius r) containing (px, py), the nearest one when several
// do, or -1.
int hit_circle(const std::vector<float>& cx, const std::vector<float>& cy, float r, float px, float py);

// The seconds between the final scores' highlights on the board (the board and the sounds space them so).
inline constexpr double kFinalScoreGap = 1.3;
// Start times of score highlights that arrive together: scores during play all start at `now`; final
// scores play one after another, `gap` seconds apart, after `busy_until` (the end of earlier highlights).
std::vector<double> stagger_starts(const std::vector<bool>& is_final, double now, double busy_until, double gap);

// The hover text of the feature containing `node`: its kind and size, complete or open, and who holds it with
// what (followers named by role; Abbey & Mayor: the mayor's strength = the city's pennants, a wagon counts 1).
std::string describe_feature(const Game& g, const std::vector<std::string>& names, int node);

}  // namespace carc::ui
