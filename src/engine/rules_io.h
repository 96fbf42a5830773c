// Rules as JSON: the "rules" object shared by game records and scenario files.
#pragma once

#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/json_util.h"

namespace carc {

json::OrderedJson rules_to_json(const Rules& r);
// Reads {"game", "edition", "expansions", "wagon_move"}; missing fields take their defaults.
bool rules_from_json(const json::Json& j, Rules* out, std::string* why);

// Names as messages list them: "a, b or c" (`last`: the joint before the last name).
std::string listed(const std::vector<const char*>& names, const char* last = " or ");

}  // namespace carc
