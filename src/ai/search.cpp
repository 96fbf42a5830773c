// The search player's entry points: a move (choose_search) and a position's analysis for hints and reviews,
// both from a Monte Carlo tree search with chance nodes for the tile draws (search_tree.h, docs/ai.md).
#include "ai/search.h"

#include <algorithm>
#include <chrono>

#include "ai/search_tree.h"

namespace carc::ai {
namespace {

using Clock = std::chrono::steady_clock;

int elapsed_ms(Clock::time_point t0) {
    return static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t0).count());
}

// Runs up to `iterations` iterations (the time cap checked every 32); returns how many ran.
int run(Tree& tree, int iterations, int time_ms, Clock::time_point t0, const Action* forced = nullptr,
        int num_forced = 0) {
    int done = 0;
    while (done < iterations) {
        tree.iterate(forced, num_forced);
        ++done;
        if (time_ms > 0 && (done & 31) == 0 && elapsed_ms(t0) >= time_ms) break;
    }
    return done;
}

bool single_decision(const Game& g, Action* only) {
    ActionList acts;
    g.legal_actions(acts);
    if (acts.size != 1) return false;
    *only = acts[0];
    return true;
}

// The move through root edge e: the edge and, when the same player decides next, that node's best edge.
MoveEstimate estimate_through(const Tree& tree, int e, const Action* then = nullptr) {
    MoveEstimate m;
    const Edge& first = tree.edge(e);
    m.move.first = first.action;
    const Edge* last = &first;
    if (first.child >= 0) {
        const Node& c = tree.node(first.child);
        if (c.player == tree.root_player() && c.expanded) {
            const int te = then ? tree.edge_of(first.child, *then) : tree.best_edge(first.child);
            if (te >= 0 && tree.edge(te).visits > 0) {
                m.move.has_then = true;
                m.move.then = tree.edge(te).action;
                last = &tree.edge(te);
            }
        }
    }
    m.visits = last->visits;
    m.value = last->visits > 0 ? last->margin / last->visits : 0.0;
    return m;
}

}  // namespace

Action choose_search(const Game& g, const SearchLimits& limits, uint64_t seed, SearchStats* stats) {
    return choose_search(g, limits, seed, SearchConfig{}, stats);
}

Action choose_search(const Game& g, const SearchLimits& limits, uint64_t seed, const SearchConfig& config,
                     SearchStats* stats) {
    const Clock::time_point t0 = Clock::now();
    if (stats) *stats = SearchStats{};
    if (g.is_chance()) return g.sample_chance(mix64(seed));
    Action only;
    if (single_decision(g, &only)) return only;
    Tree tree(g, config, seed);
    int budget = limits.iterations, cap = limits.time_ms;
    if (g.phase() == Phase::Deploy && limits.follow_share < 1.0) {
        budget = static_cast<int>(budget * limits.follow_share);
        cap = static_cast<int>(cap * limits.follow_share);
        if (limits.time_ms > 0) cap = std::max(cap, 1);
    }
    const int done = run(tree, std::max(1, budget), cap, t0);
    const int e = tree.best_edge(0);
    const Edge& best = tree.edge(e);
    if (stats) {
        stats->iterations = done;
        stats->elapsed_ms = elapsed_ms(t0);
        stats->visits = best.visits;
        stats->value = best.margin / best.visits;
        stats->nodes = tree.num_nodes();
    }
    return best.action;
}

std::string Move::to_string() const {
    return first.to_string() + (has_then ? ", " + then.to_string() : std::string());
}

Analysis analyse(const Game& g, const SearchLimits& limits, uint64_t seed, const Move* played,
                 const SearchConfig& config) {
    Analysis out;
    if (g.is_over() || g.is_chance()) return out;
    const Clock::time_point t0 = Clock::now();
    out.player = g.current_player();
    Tree tree(g, config, seed);
    out.stats.iterations = run(tree, std::max(1, limits.iterations), limits.time_ms, t0);
    const int best = tree.best_edge(0);
    const MoveEstimate b = estimate_through(tree, best);
    out.best = b.move;
    out.best_value = b.value;
    // The most visited first moves.
    std::vector<int> order;
    for (int i = tree.node(0).first; i < tree.node(0).first + tree.node(0).count; ++i)
        if (tree.edge(i).visits > 0) order.push_back(i);
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int c) { return tree.edge(a).visits > tree.edge(c).visits; });
    for (size_t i = 0; i < order.size() && i < 5; ++i) out.top.push_back(estimate_through(tree, order[i]));

    if (played) {
        Game c = g;
        c.set_recording(false);
        bool legal = c.apply(played->first);
        if (legal && played->has_then)
            legal =
                !c.is_chance() && !c.is_over() && c.current_player() == out.player && c.apply(played->then);
        if (legal) {
            // Search through the played move until its estimate rests on enough iterations to compare with
            // the best (a quarter of the best's, at least 64), within the same time cap.
            Action forced[2] = {played->first, played->then};
            const int nforced = played->has_then ? 2 : 1;
            const int want = std::max(64, b.visits / 4);
            auto through = [&] {
                const int e = tree.edge_of(0, played->first);
                return estimate_through(tree, e, played->has_then ? &played->then : nullptr);
            };
            MoveEstimate p = through();
            if (p.visits < want) {
                out.stats.iterations +=
                    run(tree, want - p.visits, limits.time_ms > 0 ? limits.time_ms * 3 / 2 : 0, t0, forced,
                        nforced);
                p = through();
            }
            p.move = *played;
            out.has_played = true;
            out.played = p;
            out.loss = std::max(0.0, out.best_value - p.value);
            if (p.move == out.best) out.loss = 0;
        }
    }
    out.stats.elapsed_ms = elapsed_ms(t0);
    out.stats.visits = b.visits;
    out.stats.value = b.value;
    out.stats.nodes = tree.num_nodes();
    return out;
}

}  // namespace carc::ai
