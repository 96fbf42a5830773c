// The greedy evaluation: a player's score plus what its figures on open features are likely worth.
#include "ai/evaluate.h"

#include <algorithm>

#include "ai/players.h"
#include "engine/blocked.h"

namespace carc::ai {

int open_feature_worth(const Game& g, int node, bool* is_field) {
    const SegKind k = g.node_kind(node);
    *is_field = false;
    switch (k) {
        case SegKind::Road:
            return 4 * g.feature_tiles(node) * 3 / 4 + 2;
        case SegKind::City: {
            const int tiles = g.feature_tiles(node), pennants = g.feature_pennants(node);
            // Between the unfinished (1x) and finished (2x) value; a city no tile to come can finish (blocked.h)
            // only ever scores as unfinished.
            if (feature_blocked(g, node)) return 4 * (tiles + pennants);
            return 4 * (tiles + pennants) * 3 / 2;
        }
        case SegKind::Cloister:
            // A cloister that can no longer be surrounded scores its tiles at the end, without the hope of 9.
            return 4 * (g.cloister_neighbours(g.node_tile(node)) + 1) + (feature_blocked(g, node) ? 0 : 4);
        case SegKind::Field: {
            *is_field = true;
            return 4 * std::min(g.feature_tiles(node), 12) / 2;
        }
    }
    return 0;
}

int evaluate(const Game& g, int p, const AiHookSet& hooks) {
    int v = 4 * g.player(p).score;
    const FigureSlot* figs = g.figures();
    for (int i = 0; i < g.num_figures(); ++i) {
        if (figs[i].player != p) continue;
        if (figs[i].kind != Figure::Follower && hooks.has(kAiFigureValue)) {
            int value = 0;
            bool valued = false;
            for (const AiExpansionHooks* h : hooks)
                if (h->figure_value && (valued = h->figure_value(g, figs[i], &value))) break;
            if (valued) {
                v += value;
                continue;
            }
        }
        bool field = false;
        int worth = open_feature_worth(g, figs[i].node, &field);
        if (!field && hooks.has(kAiFeatureWorth))
            for (const AiExpansionHooks* h : hooks)
                if (h->feature_worth) worth = h->feature_worth(g, figs[i].node, worth);
        v += worth;
        v -= field ? 6 : 3;  // a follower on the board is one fewer to use later (farmers never return)
    }
    const PlayerState& ps = g.player(p);
    v += ps.followers > 0 ? 2 : -8;
    if (hooks.has(kAiPositionValue))
        for (const AiExpansionHooks* h : hooks)
            if (h->position_value) v += h->position_value(g, p);
    return v;
}

int evaluate(const Game& g, int p) {
    return evaluate(g, p, active_ai_hooks(g.rules()));
}

int evaluation_margin(const Game& g, int me, const AiHookSet& hooks) {
    int best_other = -1 << 29;
    for (int q = 0; q < g.num_players(); ++q)
        if (q != me) best_other = std::max(best_other, evaluate(g, q, hooks));
    return evaluate(g, me, hooks) - best_other;
}

}  // namespace carc::ai
