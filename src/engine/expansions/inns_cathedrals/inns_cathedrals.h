// Inns & Cathedrals: what the rest of the program may ask of the expansion (rules in inns_cathedrals.cpp, state in
// state.h).
#pragma once

#include "engine/expansions/inns_cathedrals/state.h"

namespace carc {

class Game;
struct RuleOptions;
// How the game's set-up names the expansion (options.cpp; ExpansionHooks::options).
const RuleOptions& inns_cathedrals_options();

// The marks (SegMark bits: inn, cathedral) on any segment of the road or city that node belongs to.
unsigned feature_marks(const Game& g, int node);

}  // namespace carc
