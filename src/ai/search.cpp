// The search player: Monte Carlo tree search with chance nodes for the tile draws (docs/ai.md).
#include "ai/search.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdlib>

#include "ai/players.h"
#include "engine/rng.h"

namespace carc::ai {
namespace {

// ln(x) for x >= 1 from + - * / only (correctly rounded everywhere), so that a search picks the same moves
// natively and in wasm: x = m * 2^e with m in [1, 2), ln m = 2 atanh((m - 1) / (m + 1)).
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

// Whether placements are drawn with cell weights (guide_near, guide_own) at all.
bool guides_placements(const SearchConfig& cfg) { return cfg.guide_near > 0 || cfg.guide_own > 0; }

// Weight of a playout placement into cell (x, y): 4 + guide_near per tile next to the cell + guide_own per segment
// of those tiles in one of the mover's unfinished features (own: their roots as bits, or null), counted up to 4.
int cell_weight(const Game& s, int x, int y, const uint64_t* own, const SearchConfig& cfg) {
    constexpr int kDx[4] = {0, 1, 0, -1}, kDy[4] = {-1, 0, 1, 0};
    int near = 0, mine = 0;
    for (int d = 0; d < 4; ++d) {
        const int t = s.tile_at(x + kDx[d], y + kDy[d]);
        if (t < 0) continue;
        ++near;
        if (!own) continue;
        const PlacedTile& pt = s.placed()[t];
        const int nseg = static_cast<int>(tiles().type(pt.type).segments.size());
        for (int k = 0; k < nseg; ++k) {
            const int root = s.feature_root(pt.node_base + k);
            mine += static_cast<int>((own[static_cast<size_t>(root >> 6)] >> (root & 63)) & 1);
        }
    }
    return 4 + cfg.guide_near * near + cfg.guide_own * std::min(mine, 4);
}

// Roots of player me's unfinished features (figures that are not barns) as bits over the nodes; false: none.
bool own_roots(const Game& s, int me, std::array<uint64_t, kMaxNodes / 64>* own) {
    *own = {};
    bool any = false;
    const FigureSlot* figs = s.figures();
    for (int i = 0; i < s.num_figures(); ++i) {
        const FigureSlot& f = figs[i];
        if (!f.on_board || f.player != me || f.kind == Figure::Barn) continue;
        if (s.node_kind(f.node) == SegKind::Field || s.feature_complete(f.node)) continue;
        const int root = s.feature_root(f.node);
        (*own)[static_cast<size_t>(root >> 6)] |= uint64_t{1} << (root & 63);
        any = true;
    }
    return any;
}

// Weights of n actions for a guided draw (action(i); row-major, so the rotations of one cell are next to each other
// and the cell is weighed once): a placement its cell's weight, any other action 4, an action for which skip(i)
// holds 0. Writes w[0..n) and returns the total.
template <class ActionAt, class Skip>
int guided_weights(const Game& s, const SearchConfig& cfg, int n, ActionAt action, Skip skip, int* w) {
    std::array<uint64_t, kMaxNodes / 64> own;
    const bool any_own = cfg.guide_own > 0 && own_roots(s, s.current_player(), &own);
    int total = 0, cell_w = 4;
    bool have_cell = false;
    int16_t cx = 0, cy = 0;
    for (int i = 0; i < n; ++i) {
        const Action& a = action(i);
        if (a.kind == ActionKind::Place && (!have_cell || a.x != cx || a.y != cy)) {
            have_cell = true;
            cx = a.x;
            cy = a.y;
            cell_w = cell_weight(s, cx, cy, any_own ? own.data() : nullptr, cfg);
        }
        total += w[i] = skip(i) ? 0 : (a.kind == ActionKind::Place ? cell_w : 4);
    }
    return total;
}

// An index in [0, n) drawn with weights w (total > 0).
int draw_weighted(Rng& rng, const int* w, int n, int total) {
    int r = static_cast<int>(rng.below(static_cast<uint32_t>(total)));
    for (int i = 0; i < n; ++i)
        if ((r -= w[i]) < 0) return i;
    return 0;
}

// A playout placement without listing them all: a random frontier cell and rotation until the pair is legal
// (uniform over the legal placements), kept with probability weight / maximum weight when guided. False after
// too many tries (few legal placements): the caller lists them.
bool sample_placement(const Game& s, const SearchConfig& cfg, Rng& rng, Action* out) {
    const int fs = s.frontier_size();
    if (fs <= 0 || s.drawn_tile() < 0) return false;
    const bool guided = cfg.smart_playouts && guides_placements(cfg);
    std::array<uint64_t, kMaxNodes / 64> own;
    const bool any_own = guided && cfg.guide_own > 0 && own_roots(s, s.current_player(), &own);
    // The largest weight a cell can have (the own-feature part only when the mover has open features): a pair is
    // kept with probability weight / wmax, tested before the dearer legality test (the same odds either way).
    const int wmax = 4 + 4 * cfg.guide_near + (any_own ? 4 * cfg.guide_own : 0);
    const TileSet& ts = tiles();
    const int type = s.drawn_tile();
    for (int tries = 0; tries < 64; ++tries) {
        const uint64_t r = rng.next();
        const FrontierCell& fc = s.frontier()[static_cast<size_t>((r >> 2) % static_cast<uint64_t>(fs))];
        const int rot = static_cast<int>(r & 3);
        if (!(ts.fitting_rotations(type, fc.code) & (1u << rot))) continue;
        if (guided && static_cast<int>(rng.below(static_cast<uint32_t>(wmax))) >= cell_weight(s, fc.x, fc.y, any_own ? own.data() : nullptr, cfg))
            continue;
        const Action a = Action::place(fc.x, fc.y, rot);
        if (!s.is_legal(a)) continue;
        *out = a;
        return true;
    }
    return false;
}

struct Edge {
    Action action;
    int32_t child = -1;
    int32_t visits = 0;
    double reward = 0;  // sum of rewards for the player who decides at the edge's node
    double margin = 0;  // sum of final margins (points) for that player
    double prior = 0;   // ordered nodes only: a cheap evaluation of the action, or (tree_widen) its key in a guided draw
};

struct Node {
    int32_t first = 0, count = 0;  // edges [first, first + count)
    int32_t visits = 0;
    int8_t player = -1;            // who decides here; -1 = a chance step (the draw)
    bool expanded = false;
    bool ordered = false;          // edges sorted best first by prior: progressive widening applies
    bool guided_order = false;     // ordered by a guided draw (tree_widen), not by prior
};

class Tree {
public:
    Tree(const Game& root, const SearchConfig& cfg, uint64_t seed) : root_(root), cfg_(cfg), rng_(seed), seed_(seed) {
        root_.set_recording(false);
        nodes_.reserve(4096);
        edges_.reserve(32768);
        nodes_.push_back(make_node(root_));
    }

    // One iteration: down the tree (through `forced` decisions first, when given), a playout, and back up.
    void iterate(const Action* forced = nullptr, int num_forced = 0) {
        Game s = root_;
        path_.clear();
        int node = 0, draws = 0;
        std::array<double, kMaxPlayers> cost{};  // crown_cost of the crowns each player chose in the tree
        while (!s.is_over()) {
            if (nodes_[static_cast<size_t>(node)].player < 0 && cfg_.tree_draws >= 0 && ++draws > cfg_.tree_draws) break;
            if (!nodes_[static_cast<size_t>(node)].expanded) expand(node, s);
            const Node& n = nodes_[static_cast<size_t>(node)];
            int e;
            if (n.player < 0) {
                e = chance_edge(n, s.sample_chance(next_draw()));
            } else if (num_forced > 0) {
                e = find_edge(n, *forced);
                ++forced;
                --num_forced;
            } else {
                e = select(n, s);
            }
            const bool decision = n.player >= 0;
            if (node == 0) start_draws(e);
            if (decision && edges_[static_cast<size_t>(e)].action.kind == ActionKind::Crown)
                cost[static_cast<size_t>(n.player)] += cfg_.crown_cost;
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
        playout(s, cost, &margin);
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

    int root_player() const { return nodes_[0].player; }
    // The most visited edge of a node (ties: the higher mean reward, then the earlier action), or -1.
    int best_edge(int node) const {
        const Node& n = nodes_[static_cast<size_t>(node)];
        int best = -1;
        for (int i = n.first; i < n.first + n.count; ++i) {
            const Edge& e = edges_[static_cast<size_t>(i)];
            if (e.visits == 0) continue;
            if (best < 0) { best = i; continue; }
            const Edge& b = edges_[static_cast<size_t>(best)];
            if (e.visits > b.visits || (e.visits == b.visits && e.reward / e.visits > b.reward / b.visits)) best = i;
        }
        return best;
    }
    const Edge& edge(int i) const { return edges_[static_cast<size_t>(i)]; }
    const Node& node(int i) const { return nodes_[static_cast<size_t>(i)]; }
    int num_nodes() const { return static_cast<int>(nodes_.size()); }
    // The edge of `node` whose action is a, or -1.
    int edge_of(int node, const Action& a) const {
        const Node& n = nodes_[static_cast<size_t>(node)];
        for (int i = n.first; i < n.first + n.count; ++i)
            if (edges_[static_cast<size_t>(i)].action == a) return i;
        return -1;
    }

private:
    struct Step {
        int node, edge;
    };
    Game root_;
    SearchConfig cfg_;
    Rng rng_;
    std::vector<Node> nodes_;
    std::vector<Edge> edges_;
    std::vector<Step> path_;
    ActionList acts_;
    Game scratch_{Rules{}, 2};
    uint64_t seed_ = 0, draw_stream_ = 0;
    int draw_index_ = 0;

    // Common random numbers: the j-th iteration through each move at the root meets the same sequence of tiles
    // (draw k comes from (seed, j, k), as a Match draws from its seed), so the moves are compared on equal luck.
    void start_draws(int root_edge) {
        const uint64_t j = cfg_.common_draws ? static_cast<uint64_t>(edges_[static_cast<size_t>(root_edge)].visits) : rng_.next();
        draw_stream_ = mix64(seed_ ^ mix64(j + 0x5EEDull));
        draw_index_ = 0;
    }
    uint64_t next_draw() { return draw_random(draw_stream_, static_cast<uint64_t>(draw_index_++)); }

    static Node make_node(const Game& s) {
        Node n;
        n.player = static_cast<int8_t>(s.is_over() || s.is_chance() ? -1 : s.current_player());
        return n;
    }

    void expand(int node, const Game& s) {
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
            (node == 0 || s.phase() == Phase::Deploy || s.phase() == Phase::WagonMove)) {
            order_by_prior(node, s);
        } else if (cfg_.tree_widen > 0 && node != 0 && n.player >= 0 && n.count > 2 && s.phase() == Phase::Place &&
                   guides_placements(cfg_)) {
            order_guided(node, s);
        }
    }

    // Orders a placement node's edges by a draw without replacement with the guided playouts' cell weights (each
    // edge's key is an exponential variable with its weight as rate: the smallest first), so that progressive
    // widening with tree_widen tries the likelier placements first and then chooses among them.
    void order_guided(int node, const Game& s) {
        Node& n = nodes_[static_cast<size_t>(node)];
        std::array<int, ActionList::kCapacity> w;
        edge_weights(n, s, false, w.data());
        Edge* e = &edges_[static_cast<size_t>(n.first)];
        for (int i = 0; i < n.count; ++i) {
            const double u = (static_cast<double>(rng_.next() >> 11) + 1.0) * (1.0 / 9007199254740992.0);  // (0, 1]
            e[i].prior = -portable_log(1.0 / u) / w[static_cast<size_t>(i)];
        }
        std::stable_sort(e, e + n.count, [](const Edge& a, const Edge& b) { return a.prior > b.prior; });
        n.ordered = true;
        n.guided_order = true;
    }

    // Margin by the greedy evaluation (players.h evaluate) for player me.
    static int eval_margin(const Game& s, int me) {
        int other = -1 << 29;
        for (int q = 0; q < s.num_players(); ++q)
            if (q != me) other = std::max(other, evaluate(s, q));
        return evaluate(s, me) - other;
    }

    // Sorts the node's edges by the greedy player's idea of them: the evaluation after the action (after a
    // placement: after its best figure choice). Done at the root and at figure and wagon choices, where it is cheap.
    void order_by_prior(int node, const Game& s) {
        Node& n = nodes_[static_cast<size_t>(node)];
        const int me = n.player;
        ActionList follow;
        for (int i = n.first; i < n.first + n.count; ++i) {
            Edge& e = edges_[static_cast<size_t>(i)];
            Game c = s;
            c.apply(e.action);
            int v = eval_margin(c, me);
            if (!c.is_chance() && !c.is_over() && c.current_player() == me && c.phase() == Phase::Deploy) {
                c.legal_actions(follow);
                for (const Action& d : follow) {
                    Game c2 = c;
                    c2.apply(d);
                    v = std::max(v, eval_margin(c2, me));
                }
            }
            e.prior = v;
        }
        std::stable_sort(edges_.begin() + n.first, edges_.begin() + n.first + n.count,
                         [](const Edge& a, const Edge& b) { return a.prior > b.prior; });
        n.ordered = true;
    }

    int find_edge(const Node& n, const Action& a) const {
        for (int i = n.first; i < n.first + n.count; ++i)
            if (edges_[static_cast<size_t>(i)].action == a) return i;
        std::abort();  // callers force only legal actions
    }
    int chance_edge(const Node& n, const Action& a) const { return find_edge(n, a); }

    // UCB1 over mean rewards; an untried action first (a random one among them; at an unordered placement node with
    // tree_guided, drawn with the guided playouts' cell weights).
    int select(const Node& n, const Game& s) {
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
    int guided_untried(const Node& n, const Game& s) {
        std::array<int, ActionList::kCapacity> w;
        const int total = edge_weights(n, s, true, w.data());
        return n.first + draw_weighted(rng_, w.data(), n.count, total);
    }

    // The guided playouts' weights of node n's edges (0 for the tried ones when untried_only); returns the total.
    int edge_weights(const Node& n, const Game& s, bool untried_only, int* w) const {
        const Edge* e = &edges_[static_cast<size_t>(n.first)];
        return guided_weights(
            s, cfg_, n.count, [&](int i) -> const Action& { return e[i].action; },
            [&](int i) { return untried_only && e[i].visits > 0; }, w);
    }

    double reward(double margin) const {
        const double sign = margin > 0 ? 1.0 : (margin < 0 ? -1.0 : 0.0);
        const double shaped = margin / (std::abs(margin) + cfg_.margin_scale);
        return (1.0 - cfg_.margin_weight) * sign + cfg_.margin_weight * shaped;
    }

    // Weight of a deploy choice in a smart playout: figures where they usually pay, farmers rarely.
    int deploy_weight(const Game& s, const Action& a) const {
        const PlayerState& ps = s.player(s.current_player());
        if (a.kind == ActionKind::Pass) return ps.followers <= 1 ? 2 * cfg_.pass_weight : cfg_.pass_weight;
        if (a.kind == ActionKind::Crown) {
            if (!cfg_.crown_pig) return cfg_.crown_weight;
            // The pig's next move goes 1-3 segments on: a segment within reach can pay soon, the others wait for two
            // moves; a two-crown segment with a follower on it already pays 3 instead of 6 alone.
            const int step = (a.spot - s.state<WheelState>().pig_at() + kWheelSegments) % kWheelSegments;
            int w = step >= 1 && step <= 3 ? 2 * cfg_.crown_weight : std::max(1, cfg_.crown_weight / 3);
            if (kCrownCount[a.spot] == 2 && s.state<WheelState>().crown_player(kCrownFirst[a.spot]) >= 0) w = std::max(1, w / 2);
            return w;
        }
        if (a.kind != ActionKind::Deploy) return 3;  // another expansion's alternative to a figure on the tile
        if (a.figure == Figure::Barn) return 3;
        if (a.figure == Figure::Wagon) return 3;
        const int node = s.placed()[s.last_placed()].node_base + a.spot;
        switch (s.node_kind(node)) {
            case SegKind::Cloister: return 10;
            case SegKind::City: {
                if (a.figure == Figure::Mayor) return s.feature_pennants(node) > 0 ? 4 : 1;
                const int open = s.feature_open_edges(node);
                if (open == 0) return 14;
                if (!cfg_.open_figures) return 8;
                return open == 1 ? 12 : open == 2 ? 8 : 4;
            }
            case SegKind::Road: {
                const int open = s.feature_open_edges(node);
                if (open == 0) return 8;
                return cfg_.open_figures && open == 1 ? 6 : 4;
            }
            case SegKind::Field:
                return cfg_.farm_end >= 0 && s.bag_size() <= cfg_.farm_end ? cfg_.farm_end_weight : cfg_.farmer_weight;
        }
        return 1;
    }

    Action playout_action(const Game& s) {
        if (s.is_chance()) return s.sample_chance(next_draw());
        if (cfg_.fast_place && s.phase() == Phase::Place && cfg_.playout_candidates <= 1) {
            Action a;
            if (sample_placement(s, cfg_, rng_, &a)) return a;
        }
        s.legal_actions(acts_);
        if (acts_.size == 1 || !cfg_.smart_playouts) return acts_[static_cast<int>(rng_.below(static_cast<uint32_t>(acts_.size)))];
        switch (s.phase()) {
            case Phase::TurnStart: {
                // Abbey & Mayor: draw mostly; in the final abbey round an abbey always scores, so place one.
                int abbeys = 0;
                for (const Action& a : acts_) abbeys += a.kind == ActionKind::Abbey;
                const bool final_round = s.state<AbbeyMayorState>().in_abbey_round();
                if (abbeys == 0 || (!final_round && rng_.below(8) != 0)) {
                    for (const Action& a : acts_)
                        if (a.kind != ActionKind::Abbey) return a;
                }
                int k = static_cast<int>(rng_.below(static_cast<uint32_t>(abbeys)));
                for (const Action& a : acts_)
                    if (a.kind == ActionKind::Abbey && k-- == 0) return a;
                return acts_[0];
            }
            case Phase::Deploy: {
                int crowns = 0;
                if (cfg_.crown_split)
                    for (const Action& a : acts_) crowns += a.kind == ActionKind::Crown;
                int total = 0;
                std::array<int, ActionList::kCapacity> w;
                for (int i = 0; i < acts_.size; ++i) {
                    int wi = deploy_weight(s, acts_[i]);
                    // Split: the crown spaces together weigh crown_weight (each of the others is scaled up instead).
                    if (crowns > 1 && acts_[i].kind != ActionKind::Crown) wi *= crowns;
                    total += w[static_cast<size_t>(i)] = wi;
                }
                if (total == 0) break;  // farm:0 and pass:0 with only fields on offer: uniformly
                return acts_[draw_weighted(rng_, w.data(), acts_.size, total)];
            }
            case Phase::Place: {
                if (cfg_.playout_candidates <= 1 && guides_placements(cfg_)) return guided_placement(s);
                // The best of a few random placements by the greedy evaluation (a whole greedy scan costs too much).
                if (cfg_.playout_candidates <= 1) break;
                const int me = s.current_player();
                Action best = acts_[0];
                int best_v = -1 << 30;
                for (int k = 0; k < cfg_.playout_candidates; ++k) {
                    const Action a = acts_[static_cast<int>(rng_.below(static_cast<uint32_t>(acts_.size)))];
                    scratch_ = s;
                    scratch_.apply(a);
                    const int v = eval_margin(scratch_, me);
                    if (v > best_v) {
                        best_v = v;
                        best = a;
                    }
                }
                return best;
            }
            default: break;
        }
        return acts_[static_cast<int>(rng_.below(static_cast<uint32_t>(acts_.size)))];
    }

    // A placement drawn with weights (SearchConfig::guide_near, guide_own) among all of them in acts_.
    Action guided_placement(const Game& s) {
        std::array<int, ActionList::kCapacity> w;
        const int total = guided_weights(
            s, cfg_, acts_.size, [&](int i) -> const Action& { return acts_[i]; }, [](int) { return false; }, w.data());
        return acts_[draw_weighted(rng_, w.data(), acts_.size, total)];
    }

    // Plays s on (to the end, or cutoff_turns turns and an evaluation) and writes each player's margin in points,
    // each player's score less its cost.
    void playout(Game& s, const std::array<double, kMaxPlayers>& cost, std::array<double, kMaxPlayers>* margin) {
        const int stop_turn = cfg_.cutoff_turns > 0 ? s.turn() + cfg_.cutoff_turns : 1 << 30;
        while (!s.is_over() && s.turn() < stop_turn) s.apply(playout_action(s));
        std::array<double, kMaxPlayers> v{};
        const int np = s.num_players();
        for (int p = 0; p < np; ++p)
            v[static_cast<size_t>(p)] =
                (s.is_over() ? s.player(p).score : evaluate(s, p) / 4.0) - cost[static_cast<size_t>(p)];
        for (int p = 0; p < np; ++p) {
            double other = -1e300;
            for (int q = 0; q < np; ++q)
                if (q != p) other = std::max(other, v[static_cast<size_t>(q)]);
            (*margin)[static_cast<size_t>(p)] = v[static_cast<size_t>(p)] - other;
        }
    }
};

using Clock = std::chrono::steady_clock;

int elapsed_ms(Clock::time_point t0) {
    return static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t0).count());
}

// Runs up to `iterations` iterations (the time cap checked every 32); returns how many ran.
int run(Tree& tree, int iterations, int time_ms, Clock::time_point t0, const Action* forced = nullptr, int num_forced = 0) {
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

bool playout_placement(const Game& g, const SearchConfig& config, Rng& rng, Action* out) {
    return g.phase() == Phase::Place && sample_placement(g, config, rng, out);
}

SearchLimits level_limits(int level) {
    switch (level) {
        case kLevelHard: return {20000, 2500, 0.25};
        case kLevelExpert: return {45000, 7500, 0.25};
        default: return {0, 0};
    }
}

SearchConfig level_config(int level) {
    SearchConfig c;
    if (level == kLevelHard || level == kLevelExpert) {
        c.guide_near = 4;
        c.guide_own = 8;
    }
    // Expert's tree places as its playouts do (docs/ai.md, sessions 18-19), its playouts send no farmers (session
    // 22) and its reward leans on the final margin (session 23).
    if (level == kLevelExpert) {
        c.tree_guided = true;
        c.farmer_weight = 0;
        c.margin_weight = 0.75;
    }
    return c;
}

Action choose_level_search(const Game& g, int level, uint64_t seed, SearchStats* stats) {
    return choose_search(g, level_limits(level), seed, level_config(level), stats);
}

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

std::string Move::to_string() const { return first.to_string() + (has_then ? ", " + then.to_string() : std::string()); }

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
    std::stable_sort(order.begin(), order.end(), [&](int a, int c) { return tree.edge(a).visits > tree.edge(c).visits; });
    for (size_t i = 0; i < order.size() && i < 5; ++i) out.top.push_back(estimate_through(tree, order[i]));

    if (played) {
        Game c = g;
        c.set_recording(false);
        bool legal = c.apply(played->first);
        if (legal && played->has_then)
            legal = !c.is_chance() && !c.is_over() && c.current_player() == out.player && c.apply(played->then);
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
                out.stats.iterations += run(tree, want - p.visits, limits.time_ms > 0 ? limits.time_ms * 3 / 2 : 0, t0, forced, nforced);
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

namespace {

bool parse_int(std::string_view v, int lo, int hi, int* out) {
    if (v.empty() || v.size() > 9) return false;
    int x = 0;
    for (char ch : v) {
        if (ch < '0' || ch > '9') return false;
        x = x * 10 + (ch - '0');
    }
    if (x < lo || x > hi) return false;
    *out = x;
    return true;
}

// A decimal like 0.5, 20 or -2 (an optional minus, digits and at most one point), from lo to hi.
bool parse_decimal(std::string_view v, double lo, double hi, double* out) {
    const bool minus = !v.empty() && v[0] == '-';
    if (minus && lo >= 0) return false;  // not even "-0" where the range has no negative numbers
    if (minus) v.remove_prefix(1);
    if (v.empty() || v.size() > 12) return false;
    double x = 0, scale = 0;
    for (char ch : v) {
        if (ch == '.') {
            if (scale != 0) return false;
            scale = 1;
            continue;
        }
        if (ch < '0' || ch > '9') return false;
        if (scale != 0) {
            scale /= 10;
            x += (ch - '0') * scale;
        } else {
            x = x * 10 + (ch - '0');
        }
    }
    if (minus) x = -x;
    if (v == "." || x < lo || x > hi) return false;
    *out = x;
    return true;
}

// v is one of two words: *out = (v == yes).
bool either(std::string_view v, std::string_view yes, std::string_view no, bool* out) {
    if (v != yes && v != no) return false;
    *out = v == yes;
    return true;
}

}  // namespace

bool parse_search_spec(std::string_view text, SearchLimits* limits, SearchConfig* config, std::string* why) {
    SearchLimits l;
    SearchConfig c;
    bool have_iter = false, ok_all = true;
    std::string_view rest = text;
    while (!rest.empty()) {
        const size_t comma = rest.find(',');
        const std::string_view item = rest.substr(0, comma);
        rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
        if (comma != std::string_view::npos && rest.empty()) break;  // a trailing comma: refused below
        const size_t colon = item.find(':');
        const std::string_view key = item.substr(0, colon), v = colon == std::string_view::npos ? std::string_view() : item.substr(colon + 1);
        bool ok = colon != std::string_view::npos;
        if (!ok) {
        } else if (key == "iter") {
            ok = parse_int(v, 1, 10000000, &l.iterations);
        } else if (key == "time") {
            ok = parse_int(v, 0, 3600000, &l.time_ms);
        } else if (key == "fig") {
            ok = parse_decimal(v, 0.001, 1, &l.follow_share);
        } else if (key == "cut") {
            ok = parse_int(v, 0, 1000, &c.cutoff_turns);
        } else if (key == "c") {
            ok = parse_decimal(v, 0, 100, &c.explore);
        } else if (key == "margin") {
            ok = parse_decimal(v, 0, 1, &c.margin_weight);
        } else if (key == "scale") {
            ok = parse_decimal(v, 0.001, 10000, &c.margin_scale);
        } else if (key == "prior") {
            ok = either(v, "on", "off", &c.prior);
        } else if (key == "crn") {
            ok = either(v, "on", "off", &c.common_draws);
        } else if (key == "pk") {
            ok = parse_int(v, 0, 64, &c.playout_candidates);
        } else if (key == "gn") {
            ok = parse_int(v, 0, 1000, &c.guide_near);
        } else if (key == "go") {
            ok = parse_int(v, 0, 1000, &c.guide_own);
        } else if (key == "fp") {
            ok = either(v, "on", "off", &c.fast_place);
        } else if (key == "crown") {
            ok = parse_int(v, 0, 1000, &c.crown_weight);
        } else if (key == "crownsplit") {
            ok = either(v, "on", "off", &c.crown_split);
        } else if (key == "crownpig") {
            ok = either(v, "on", "off", &c.crown_pig);
        } else if (key == "crowncost") {
            ok = parse_decimal(v, -1000, 1000, &c.crown_cost);
        } else if (key == "farm") {
            ok = parse_int(v, 0, 1000, &c.farmer_weight);
        } else if (key == "pass") {
            ok = parse_int(v, 0, 1000, &c.pass_weight);
        } else if (key == "farmend") {
            ok = parse_int(v, -1, 1000, &c.farm_end);
        } else if (key == "farmendw") {
            ok = parse_int(v, 0, 1000, &c.farm_end_weight);
        } else if (key == "open") {
            ok = either(v, "on", "off", &c.open_figures);
        } else if (key == "tg") {
            ok = either(v, "on", "off", &c.tree_guided);
        } else if (key == "tw") {
            ok = parse_decimal(v, 0, 1000, &c.tree_widen);
        } else if (key == "td") {
            ok = parse_int(v, 0, 1000, &c.tree_draws);
        } else if (key == "widen") {
            ok = parse_decimal(v, 0, 1000, &c.widen);
        } else if (key == "playout") {
            ok = either(v, "smart", "random", &c.smart_playouts);
        } else {
            ok = false;
        }
        ok_all = ok;
        if (!ok) break;
        have_iter = have_iter || key == "iter";
    }
    if (!ok_all || !have_iter || (!text.empty() && text.back() == ',')) {
        if (why)
            *why = "expected iter:N with optional ,time:MS ,fig:SHARE ,cut:TURNS ,c:X ,margin:W ,scale:S ,playout:random|smart "
                   ",prior:on|off ,widen:K ,pk:N ,crn:on|off ,gn:N ,go:N ,fp:on|off ,crown:N ,crownsplit:on|off ,crownpig:on|off "
                   ",crowncost:X ,farm:N ,pass:N ,farmend:TILES ,farmendw:N ,open:on|off ,td:K ,tg:on|off ,tw:K; got \"" + std::string(text.substr(0, 60)) + "\"";
        return false;
    }
    *limits = l;
    *config = c;
    return true;
}

}  // namespace carc::ai
