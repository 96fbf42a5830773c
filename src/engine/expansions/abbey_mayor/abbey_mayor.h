// Abbey & Mayor: what the rest of the program may ask of the expansion (rules in abbey_mayor.cpp, state in state.h).
#pragma once

#include <string>

#include "engine/expansions/abbey_mayor/state.h"

namespace carc {

struct RuleOptions;
// How the game's set-up names the expansion (options.cpp; ExpansionHooks::options).
const RuleOptions& abbey_mayor_options();

class Game;

// Is (x, y) an empty cell with tiles on all four sides (a hole the abbey can fill)?
bool abbey_hole(const Game& g, int x, int y);
// Barn corner (0..3 = NE SE SW NW) of the tile just placed: the field node there, or -1 when no barn can go.
int barn_corner_node(const Game& g, int corner);
// Scenario set-up: an abbey on the table came out of this player's supply. False with *why.
bool setup_take_abbey(Game& g, int player, std::string* why);

}  // namespace carc
