// The greedy evaluation's internal parts (src/ai only), shared by the greedy player and the search.
#pragma once

#include "engine/game.h"

namespace carc::ai {

// Player me's evaluation (players.h evaluate) less the best other player's.
int evaluation_margin(const Game& g, int me);

}  // namespace carc::ai
