// Abbey & Mayor in scenario files: abbeys in the set-up and as moves, declined abbeys, the moves' "wagon"
// decisions, barn results, and writing these moves.
#pragma once

#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/json_util.h"
#include "engine/scenario_hooks.h"

namespace carc {

// The decisions of wagons whose feature scored, from the move's "wagon" map (null: none given); false with
// *why when a required decision is missing or an entry has no wagon to decide for.
bool resolve_wagons(Game& game, const std::vector<std::string>& players, const json::Json* wagon, std::string* why);

// The expansion's scenario hooks (ExpansionHooks::scenario).
const ScenarioHooks& abbey_mayor_scenario();

}  // namespace carc
