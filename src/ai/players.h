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

// Easy: the greedy move two times in three, any legal move the third (a beginner can win).
Action choose_easy(const Game& g, Rng& rng);

// Value of the position for player p: score plus the expected worth of p's figures on open features.
int evaluate(const Game& g, int p);

// Computer levels. The number is what records store (seats' "level"), so old records keep their meaning:
// 0 was random and 1 greedy before the other levels existed.
enum Level : int { kLevelRandom = 0, kLevelMedium = 1, kLevelEasy = 2, kLevelHard = 3, kLevelExpert = 4 };
inline constexpr int kNumLevels = 5;
const char* level_name(int level);  // "random", "medium", "easy", "hard", "expert"
int level_from_name(const char* name);  // -1 when unknown

// Dispatch by level: random, easy, medium = greedy; hard and expert search (search.h, level_limits), seeded
// from rng.
Action choose(const Game& g, int level, Rng& rng);

}  // namespace carc::ai
