// Computer players: pick an action for the player to move, through the engine's public API only.
#pragma once

#include "engine/game.h"
#include "engine/rng.h"

namespace carc::ai {

// Uniformly random legal action (chance steps are sampled by their weights).
Action choose_random(const Game& g, Rng& rng);

// Greedy: the placement and deployment with the best immediate gain, counting what the player's
// figures on open features are likely worth, less the same for the best opponent. Ties broken by rng.
Action choose_greedy(const Game& g, Rng& rng);

// Value of the position for player p: score plus the expected worth of p's figures on open features.
int evaluate(const Game& g, int p);

// Dispatch by level: 0 random, 1+ greedy.
Action choose(const Game& g, int level, Rng& rng);

}  // namespace carc::ai
