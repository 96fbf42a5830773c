// Wheel of Fortune in scenario files: the "wheel" section (pig and crowns), the moves' "plague" decisions and
// crown figures, and writing these moves.
#pragma once

#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/json_util.h"
#include "engine/scenario_hooks.h"

namespace carc {

// "fortune, tax, famine, storm, inquisition, plague", for messages.
std::string segment_list();
// The scenario's "wheel": {"pig": SEGMENT, "crowns": {SEGMENT: [colours]}}; false with *why.
bool read_wheel(Game& game, const std::vector<std::string>& players, const json::Json& w, std::string* why);
// The Plague's decisions after a draw, from the move's "plague" map (null: none given); false with *why when
// a required decision is missing or an entry names a player with none to make.
bool resolve_plague(Game& game, const std::vector<std::string>& players, const json::Json* plague, std::string* why);

// The expansion's scenario hooks (ExpansionHooks::scenario).
const ScenarioHooks& wheel_scenario();

}  // namespace carc
