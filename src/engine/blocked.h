// Blocked features: open roads, cities and cloisters that can never be completed because an empty cell they need
// can no longer be filled. The search's evaluation and the greedy player use it to value features that will only
// ever score as incomplete at the end of the game. Built on Game's public API only; no allocation.
#pragma once

#include "engine/game.h"

namespace carc {

// Will no drawn tile ever go into the empty cell (x, y) next to the board? No tile left in the bag
// and not the tile in hand fits its neighbours' edges (Game::unfillable; the bag only shrinks and neighbours only
// add demands, so this stays true). A cell that touches no tile is never judged so: a tile placed beside it later
// decides what it may take. A taken cell: false.
bool no_tile_fits(const Game& g, int x, int y);

// Can nothing ever go into the empty cell (x, y)? no_tile_fits, and no active expansion can fill it with a piece
// of its own (ExpansionHooks::fills_dead_cell: an abbey).
bool cell_dead(const Game& g, int x, int y);

// Is the feature of `node` blocked? A road or city that is not complete with an open edge facing a dead cell
// (cell_dead); a cloister not yet surrounded with a dead cell among the eight around its tile. Fields: never.
bool feature_blocked(const Game& g, int node);

// Road or city: how many of the feature's open edges face a dead cell (an edge counts once per member segment
// side, as Game::feature_open_edges counts them). 0 for a complete feature and for other kinds.
int blocked_open_edges(const Game& g, int node);

}  // namespace carc
