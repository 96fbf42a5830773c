// The computer levels' search settings: how much Hard and Expert search, and how each of them plays.
#include "ai/search.h"

namespace carc::ai {

SearchLimits level_limits(int level) {
    switch (level) {
        case kLevelHard:
            return {55000, 2500, 0.25};
        case kLevelExpert:
            return {130000, 7500, 0.25};
        default:
            return {0, 0};
    }
}

SearchConfig level_config(int level) {
    SearchConfig c;
    if (level != kLevelHard && level != kLevelExpert) return c;
    c.guide_near = 4;
    c.guide_own = 8;
    // Playouts stop after 10 turns and the fitted evaluation (estimate.h) scores the position: an iteration
    // costs a third to a sixth as much in the first half of a game, and at equal time this won in every rule set.
    c.cutoff_turns = 10;
    c.fitted_eval = true;
    // ... with the weights fitted to the greedy player's games (ev:gfit): a playout cut after 10 turns hands the
    // evaluation a position that players who score, not random ones, will play on; against the playout-fitted
    // weights at equal iterations these won in Classic and the Wheel of Fortune and held even with Abbey & Mayor.
    c.greedy_fit = true;
    // The tree places as its playouts do, the playouts send no farmers and the reward leans on the final margin
    // (docs/ai.md says how each was measured). Hard and Expert differ only in their budgets (level_limits).
    c.tree_guided = true;
    c.farmer_weight = 0;
    c.margin_weight = 0.75;
    return c;
}

Action choose_level_search(const Game& g, int level, uint64_t seed, SearchStats* stats) {
    return choose_search(g, level_limits(level), seed, level_config(level), stats);
}

}  // namespace carc::ai
