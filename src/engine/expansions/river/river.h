// River I: what the rest of the program may ask of the expansion (rules in river.cpp, state in state.h).
#pragma once

#include "engine/expansions/river/state.h"

namespace carc {

struct RuleOptions;
// How the game's set-up names the expansion (options.cpp; ExpansionHooks::options).
const RuleOptions& river_options();

}  // namespace carc
