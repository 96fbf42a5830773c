// The greedy evaluation's internal parts (src/ai only), shared by the greedy player, the search and the
// expansions' hooks.
#pragma once

#include "ai/expansion_hooks.h"
#include "engine/game.h"

namespace carc::ai {

// Rough worth (in points x 4, to keep integers) of an unfinished feature for its owner; *is_field: a field.
int open_feature_worth(const Game& g, int node, bool* is_field);

// players.h evaluate with the hooks of the game's active expansions already looked up.
int evaluate(const Game& g, int p, const AiHookSet& hooks);

// Player me's evaluation less the best other player's.
int evaluation_margin(const Game& g, int me, const AiHookSet& hooks);

}  // namespace carc::ai
