// Wheel of Fortune: what the rest of the program may ask of the rule set (rules in wheel.cpp, state in state.h).
#pragma once

#include <array>
#include <string>

#include "engine/expansions/wheel/state.h"
#include "engine/limits.h"

namespace carc {

struct RuleOptions;
// How the game's set-up names the expansion (options.cpp; ExpansionHooks::options).
const RuleOptions& wheel_options();

class Game;

// Scenario set-up: where the pig stands (0..5), and a follower from the player's supply on the next empty crown
// space of a segment. False with *why (not a wheel game, the segment's spaces full, no follower).
bool setup_pig(Game& g, int segment, std::string* why);
bool setup_crown(Game& g, int player, int segment, std::string* why);

// What each player would score now if the pig landed on `segment` (Tax, Famine, Storm, the Inquisition, by the
// same rules as the event; 0 for Fortune, which pays whoever draws, and the Plague), added to points.
void wheel_event_points(const Game& g, int segment, std::array<int, kMaxPlayers>* points);

}  // namespace carc
