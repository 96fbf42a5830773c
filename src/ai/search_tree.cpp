// The search's tree: selection (UCB1 with progressive widening), expansion with move ordering, chance steps
// with common random numbers, and backup of rewards and margins.
#include "ai/search_tree.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "ai/estimate.h"
#include "ai/evaluate.h"

namespace carc::ai {

// x = m * 2^e with m in [1, 2), ln m = 2 atanh((m - 1) / (m + 1)).
double portable_log(double x) {
    int e = 0;
    while (x >= 2.0) {
        x *= 0.5;
        ++e;
    }
    const double t = (x - 1.0) / (x + 1.0), t2 = t * t;
    double term = t, sum = 0;
    for (int k = 1; k < 40; k += 2) {  // t <= 1/3: 20 terms are far below double precision
        sum += term / k;
        term *= t2;
    }
    return 2.0 * sum + e * 0.69314718055994530942;
}

Tree::Tree(const Game& root, const SearchConfig& cfg, uint64_t seed)
    : root_(root),
      scratch_(root),
      after_(root),
      after_deploy_(root),
      cfg_(cfg),
      hooks_(active_ai_hooks(root.rules())),
      rng_(seed),
      playout_(cfg, hooks_),
      seed_(seed) {
    root_.set_recording(false);
    nodes_.reserve(4096);
    edges_.reserve(32768);
    nodes_.push_back(make_node(root_));
}

void Tree::iterate(const Action* forced, int num_forced) {
    scratch_ = root_;  // an assignment moves only the tables in use (board_tables.h)
    Game& s = scratch_;
    path_.clear();
    int node = 0, draws = 0;
    // What the decisions each player made in the tree cost (the expansions' decision_cost).
    std::array<double, kMaxPlayers> cost{};
    while (!s.is_over()) {
        if (nodes_[static_cast<size_t>(node)].player < 0 && cfg_.tree_draws >= 0 && ++draws > cfg_.tree_draws)
            break;
        if (!nodes_[static_cast<size_t>(node)].expanded) expand(node, s);
        const Node& n = nodes_[static_cast<size_t>(node)];
        int e;
        if (n.player < 0) {
            e = chance_edge(n, s.sample_chance(draws_.next()));
        } else if (num_forced > 0) {
            e = find_edge(n, *forced);
            ++forced;
            --num_forced;
        } else {
            e = select(n, s);
        }
        const bool decision = n.player >= 0;
        if (node == 0) start_draws(e);
        if (decision && hooks_.has(kAiDecisionCost))
            add_cost(edges_[static_cast<size_t>(e)].action, &cost[static_cast<size_t>(n.player)]);
        s.apply(edges_[static_cast<size_t>(e)].action);
        path_.push_back({node, e});
        int child = edges_[static_cast<size_t>(e)].child;
        if (child < 0) {
            child = static_cast<int>(nodes_.size());
            nodes_.push_back(make_node(s));
            edges_[static_cast<size_t>(e)].child = child;
            node = child;
            if (decision && num_forced == 0) break;  // a new leaf: play out from here
        } else {
            node = child;
        }
    }
    std::array<double, kMaxPlayers> margin{};
    playout_.run(s, rng_, draws_, cost, &margin);
    ++nodes_[0].visits;
    for (const Step& st : path_) {
        Node& n = nodes_[static_cast<size_t>(st.node)];
        Edge& ed = edges_[static_cast<size_t>(st.edge)];
        ++ed.visits;
        if (st.node != 0) ++n.visits;
        if (n.player >= 0) {
            const double m = margin[static_cast<size_t>(n.player)];
            ed.margin += m;
            ed.reward += reward(m);
        }
    }
}

int Tree::best_edge(int node) const {
    const Node& n = nodes_[static_cast<size_t>(node)];
    int best = -1;
    for (int i = n.first; i < n.first + n.count; ++i) {
        const Edge& e = edges_[static_cast<size_t>(i)];
        if (e.visits == 0) continue;
        if (best < 0) {
            best = i;
            continue;
        }
        const Edge& b = edges_[static_cast<size_t>(best)];
        if (e.visits > b.visits || (e.visits == b.visits && e.reward / e.visits > b.reward / b.visits))
            best = i;
    }
    return best;
}

int Tree::edge_of(int node, const Action& a) const {
    const Node& n = nodes_[static_cast<size_t>(node)];
    for (int i = n.first; i < n.first + n.count; ++i)
        if (edges_[static_cast<size_t>(i)].action == a) return i;
    return -1;
}

// Common random numbers: the j-th iteration through each move at the root meets the same sequence of tiles
// (draw k comes from (seed, j, k), as a Match draws from its seed), so the moves are compared on equal luck.
void Tree::start_draws(int root_edge) {
    const uint64_t j = cfg_.common_draws
                           ? static_cast<uint64_t>(edges_[static_cast<size_t>(root_edge)].visits)
                           : rng_.next();
    draws_.stream = mix64(seed_ ^ mix64(j + 0x5EEDull));
    draws_.index = 0;
}

void Tree::add_cost(const Action& a, double* cost) const {
    for (const AiExpansionHooks* h : hooks_) {
        double c = 0;
        if (h->decision_cost && h->decision_cost(cfg_, a, &c)) *cost += c;
    }
}

Node Tree::make_node(const Game& s) {
    Node n;
    n.player = static_cast<int8_t>(s.is_over() || s.is_chance() ? -1 : s.current_player());
    return n;
}

void Tree::expand(int node, const Game& s) {
    s.legal_actions(acts_);
    Node& n = nodes_[static_cast<size_t>(node)];
    n.first = static_cast<int32_t>(edges_.size());
    n.count = acts_.size;
    n.expanded = true;
    for (const Action& a : acts_) {
        Edge e;
        e.action = a;
        edges_.push_back(e);
    }
    if (cfg_.prior && n.player >= 0 && n.count > 1 &&
        (node == 0 || s.phase() == Phase::Deploy ||
         ((hooks_.prior_phases >> static_cast<int>(s.phase())) & 1u) != 0)) {
        order_by_prior(node, s);
    } else if (cfg_.tree_widen > 0 && node != 0 && n.player >= 0 && n.count > 2 &&
               s.phase() == Phase::Place && guides_placements(cfg_)) {
        order_guided(node, s);
    }
}

// Orders a placement node's edges by a draw without replacement with the guided playouts' cell weights (each
// edge's key is an exponential variable with its weight as rate: the smallest first), so that progressive
// widening with tree_widen tries the likelier placements first and then chooses among them.
void Tree::order_guided(int node, const Game& s) {
    Node& n = nodes_[static_cast<size_t>(node)];
    std::array<int, ActionList::kCapacity> w;
    edge_weights(n, s, false, w.data());
    Edge* e = &edges_[static_cast<size_t>(n.first)];
    for (int i = 0; i < n.count; ++i) {
        const double u =
            (static_cast<double>(rng_.next() >> 11) + 1.0) * (1.0 / 9007199254740992.0);  // (0, 1]
        e[i].prior = -portable_log(1.0 / u) / w[static_cast<size_t>(i)];
    }
    std::stable_sort(e, e + n.count, [](const Edge& a, const Edge& b) { return a.prior > b.prior; });
    n.ordered = true;
    n.guided_order = true;
}

// Sorts the node's edges by the greedy player's idea of them: the evaluation after the action (after a
// placement: after its best figure choice). Done at the root, at figure choices and in the expansions'
// prior_phases, where it is cheap. With fitted_prior the root uses the fitted evaluation's margin instead.
void Tree::order_by_prior(int node, const Game& s) {
    Node& n = nodes_[static_cast<size_t>(node)];
    const int me = n.player;
    const bool fitted = cfg_.fitted_prior && node == 0;
    auto value = [&](const Game& g) {
        return fitted ? estimate_margin(g, me, &hooks_, estimate_fit(cfg_))
                      : static_cast<double>(evaluation_margin(g, me, hooks_));
    };
    Game& c = after_;
    Game& c2 = after_deploy_;
    ActionList& follow = follow_;
    for (int i = n.first; i < n.first + n.count; ++i) {
        Edge& e = edges_[static_cast<size_t>(i)];
        c = s;
        c.play(e.action);
        double v = value(c);
        if (!c.is_chance() && !c.is_over() && c.current_player() == me && c.phase() == Phase::Deploy) {
            c.legal_actions(follow);
            for (const Action& d : follow) {
                c2 = c;
                c2.play(d);
                v = std::max(v, value(c2));
            }
        }
        e.prior = v;
    }
    std::stable_sort(edges_.begin() + n.first, edges_.begin() + n.first + n.count,
                     [](const Edge& a, const Edge& b) { return a.prior > b.prior; });
    n.ordered = true;
}

int Tree::find_edge(const Node& n, const Action& a) const {
    for (int i = n.first; i < n.first + n.count; ++i)
        if (edges_[static_cast<size_t>(i)].action == a) return i;
    std::abort();  // callers force only legal actions
}

// UCB1 over mean rewards; an untried action first (a random one among them; at an unordered placement node
// with tree_guided, drawn with the guided playouts' cell weights).
int Tree::select(const Node& n, const Game& s) {
    int count = n.count;
    if (n.ordered) {
        // Progressive widening: the best few by prior first, more as the node is visited more.
        const double k = n.guided_order ? cfg_.tree_widen : cfg_.widen;
        const int allowed = 2 + static_cast<int>(k * std::sqrt(static_cast<double>(n.visits)));
        count = std::min(count, allowed);
        for (int i = n.first; i < n.first + count; ++i)
            if (edges_[static_cast<size_t>(i)].visits == 0) return i;
    }
    int untried = 0;
    for (int i = n.first; i < n.first + count; ++i) untried += edges_[static_cast<size_t>(i)].visits == 0;
    if (untried > 1 && cfg_.tree_guided && !n.ordered && s.phase() == Phase::Place && guides_placements(cfg_))
        return guided_untried(n, s);
    if (untried > 0) {
        int k = static_cast<int>(rng_.below(static_cast<uint32_t>(untried)));
        for (int i = n.first; i < n.first + count; ++i)
            if (edges_[static_cast<size_t>(i)].visits == 0 && k-- == 0) return i;
    }
    const double log_n = portable_log(static_cast<double>(std::max(1, n.visits)));
    int best = n.first;
    double best_v = -1e300;
    for (int i = n.first; i < n.first + count; ++i) {
        const Edge& e = edges_[static_cast<size_t>(i)];
        const double v = e.reward / e.visits + cfg_.explore * std::sqrt(log_n / e.visits);
        if (v > best_v) {
            best_v = v;
            best = i;
        }
    }
    return best;
}

// An untried placement of node n drawn with the playouts' cell weights.
int Tree::guided_untried(const Node& n, const Game& s) {
    std::array<int, ActionList::kCapacity> w;
    const int total = edge_weights(n, s, true, w.data());
    return n.first + draw_weighted(rng_, w.data(), n.count, total);
}

// The guided playouts' weights of node n's edges (0 for the tried ones when untried_only); returns the total.
int Tree::edge_weights(const Node& n, const Game& s, bool untried_only, int* w) const {
    const Edge* e = &edges_[static_cast<size_t>(n.first)];
    return guided_weights(
        s, cfg_, n.count, [&](int i) -> const Action& { return e[i].action; },
        [&](int i) { return untried_only && e[i].visits > 0; }, w);
}

double Tree::reward(double margin) const {
    const double sign = margin > 0 ? 1.0 : (margin < 0 ? -1.0 : 0.0);
    const double shaped = margin / (std::abs(margin) + cfg_.margin_scale);
    return (1.0 - cfg_.margin_weight) * sign + cfg_.margin_weight * shaped;
}

}  // namespace carc::ai
