// Writing a played match as a scenario file (the format run_scenario reads) and its expected result.
#pragma once

#include <string>

#include "engine/match.h"

namespace carc {

// The match as scenario JSON text (one-space indent, no final newline): its rules, the seats' colours, and
// every move from the normal start (tiles, discards, abbeys, figures, crowns, wagon and Plague decisions),
// with final scoring. A player who declines the end-of-game abbey before another places one is written
// {"pass": true}.
std::string scenario_of(const Match& m);

// The scenario's expected result as JSON text (one-space indent, no final newline): each colour's current
// score under "scores", and source under "source".
std::string expected_of(const Match& m, const std::string& source);

}  // namespace carc
