// Abbey & Mayor in scenario files: the moves' "wagon" decisions.
#pragma once

#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/json_util.h"

namespace carc {

// The decisions of wagons whose feature scored, from the move's "wagon" map (null: none given); false with
// *why when a required decision is missing or an entry has no wagon to decide for.
bool resolve_wagons(Game& game, const std::vector<std::string>& players, const json::Json* wagon, std::string* why);

}  // namespace carc
