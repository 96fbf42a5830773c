// The search's playout policy: smart or uniformly random choices, guided placements and the playout's
// margins.
#include "ai/playout.h"

#include <algorithm>

#include "ai/estimate.h"
#include "ai/evaluate.h"

namespace carc::ai {

namespace {

// The placed indices of the tiles next to cell (x, y) into t; returns how many.
inline __attribute__((always_inline)) int neighbours(const Game& s, int x, int y, int* t) {
    constexpr int kDx[4] = {0, 1, 0, -1}, kDy[4] = {-1, 0, 1, 0};
    int n = 0;
    for (int d = 0; d < 4; ++d) {
        const int i = s.tile_at(x + kDx[d], y + kDy[d]);
        if (i >= 0) t[n++] = i;
    }
    return n;
}

// Segments of the tiles t[0..n) in one of the features whose roots own marks, counted up to 4.
int own_segments(const Game& s, const int* t, int n, const uint64_t* own) {
    int mine = 0;
    for (int j = 0; j < n; ++j) {
        const PlacedTile& pt = s.placed()[t[j]];
        const int nseg = static_cast<int>(tiles().type(pt.type).segments.size());
        for (int k = 0; k < nseg; ++k) {
            const int root = s.feature_root(pt.node_base + k);
            mine += static_cast<int>((own[static_cast<size_t>(root >> 6)] >> (root & 63)) & 1);
        }
    }
    return std::min(mine, 4);
}

}  // namespace

int cell_weight(const Game& s, int x, int y, const uint64_t* own, const SearchConfig& cfg) {
    int t[4];
    const int n = neighbours(s, x, y, t);
    return 4 + cfg.guide_near * n + (own ? cfg.guide_own * own_segments(s, t, n, own) : 0);
}

bool own_roots(const Game& s, int me, std::array<uint64_t, kMaxNodes / 64>* own) {
    *own = {};
    bool any = false;
    const FigureSlot* figs = s.figures();
    for (int i = 0; i < s.num_figures(); ++i) {
        const FigureSlot& f = figs[i];
        if (!f.on_board || f.player != me) continue;
        if (s.node_kind(f.node) == SegKind::Field || s.feature_complete(f.node)) continue;
        const int root = s.feature_root(f.node);
        (*own)[static_cast<size_t>(root >> 6)] |= uint64_t{1} << (root & 63);
        any = true;
    }
    return any;
}

int draw_weighted(Rng& rng, const int* w, int n, int total) {
    int r = static_cast<int>(rng.below(static_cast<uint32_t>(total)));
    for (int i = 0; i < n; ++i)
        if ((r -= w[i]) < 0) return i;
    return 0;
}

bool sample_placement(const Game& s, const SearchConfig& cfg, Rng& rng, Action* out) {
    const int fs = s.frontier_size();
    if (fs <= 0 || s.drawn_tile() < 0) return false;
    const bool guided = cfg.smart_playouts && guides_placements(cfg);
    std::array<uint64_t, kMaxNodes / 64> own;
    const bool any_own = guided && cfg.guide_own > 0 && own_roots(s, s.current_player(), &own);
    // The largest weight a cell can have (the own-feature part only when the mover has open features): a pair
    // is kept with probability weight / wmax, tested before the dearer legality test (the same odds either
    // way).
    const int wmax = 4 + 4 * cfg.guide_near + (any_own ? 4 * cfg.guide_own : 0);
    const TileSet& ts = tiles();
    const int type = s.drawn_tile();
    for (int tries = 0; tries < 64; ++tries) {
        const uint64_t r = rng.next();
        const FrontierCell& fc = s.frontier()[static_cast<size_t>((r >> 2) % static_cast<uint64_t>(fs))];
        const int rot = static_cast<int>(r & 3);
        if (!(ts.fitting_rotations(type, fc.code) & (1u << rot))) continue;
        if (guided) {
            // Kept when keep < the cell's weight (cell_weight): the part for the tiles next to it, plus for the mover's
            // features 0 to 4 x guide_own, which is counted only when keep falls in that range.
            const int keep = static_cast<int>(rng.below(static_cast<uint32_t>(wmax)));
            int t[4];
            const int n = neighbours(s, fc.x(), fc.y(), t);
            const int w = 4 + cfg.guide_near * n;
            if (keep >= w && (!any_own || keep >= w + 4 * cfg.guide_own ||
                              keep >= w + cfg.guide_own * own_segments(s, t, n, own.data())))
                continue;
        }
        const Action a = Action::place(fc.x(), fc.y(), rot);
        if (!s.is_legal(a)) continue;
        *out = a;
        return true;
    }
    return false;
}

bool playout_placement(const Game& g, const SearchConfig& config, Rng& rng, Action* out) {
    return g.phase() == Phase::Place && sample_placement(g, config, rng, out);
}

// Weight of a deploy choice in a smart playout: figures where they usually pay, farmers rarely.
int Playout::deploy_weight(const Game& s, const Action& a) const {
    const PlayerState& ps = s.player(s.current_player());
    if (a.kind == ActionKind::Pass) return ps.followers <= 1 ? 2 * cfg_.pass_weight : cfg_.pass_weight;
    if (hooks_.weighs(a))
        for (const AiExpansionHooks* h : hooks_) {
            if (!h->deploy_weight || !weighs(h->weighed_kinds, h->weighed_figures, a)) continue;
            const int w = h->deploy_weight(s, a, cfg_);
            if (w >= 0) return w;
        }
    if (a.kind != ActionKind::Deploy) return 3;  // an expansion's alternative to a figure on the tile
    const int node = s.placed()[s.last_placed()].node_base + a.spot;
    switch (s.node_kind(node)) {
        case SegKind::Cloister:
            return 10;
        case SegKind::City: {
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
            return cfg_.farm_end >= 0 && s.bag_size() <= cfg_.farm_end ? cfg_.farm_end_weight
                                                                       : cfg_.farmer_weight;
    }
    return 1;
}

Action Playout::action(const Game& s, Rng& rng, DrawStream& draws) {
    if (s.is_chance()) return s.sample_chance(draws.next());
    if (cfg_.fast_place && s.phase() == Phase::Place && cfg_.playout_candidates <= 1) {
        Action a;
        if (sample_placement(s, cfg_, rng, &a)) return a;
    }
    s.legal_actions(acts_);
    if (acts_.size == 1 || !cfg_.smart_playouts)
        return acts_[static_cast<int>(rng.below(static_cast<uint32_t>(acts_.size)))];
    switch (s.phase()) {
        case Phase::Deploy: {
            int total = 0;
            std::array<int, ActionList::kCapacity> w;
            for (int i = 0; i < acts_.size; ++i)
                total += w[static_cast<size_t>(i)] = deploy_weight(s, acts_[i]);
            if (hooks_.has(kAiScaleDeployWeights)) {
                bool scaled = false;
                for (const AiExpansionHooks* h : hooks_)
                    if (h->scale_deploy_weights && h->scale_deploy_weights(acts_, cfg_, w.data()))
                        scaled = true;
                if (scaled) {
                    total = 0;
                    for (int i = 0; i < acts_.size; ++i) total += w[static_cast<size_t>(i)];
                }
            }
            if (total == 0) break;  // farm:0 and pass:0 with only fields on offer: uniformly
            return acts_[draw_weighted(rng, w.data(), acts_.size, total)];
        }
        case Phase::Place: {
            if (cfg_.playout_candidates <= 1 && guides_placements(cfg_)) return guided_placement(s, rng);
            // The best of a few random placements by the greedy evaluation (a whole greedy scan costs too
            // much).
            if (cfg_.playout_candidates <= 1) break;
            const int me = s.current_player();
            Action best = acts_[0];
            int best_v = -1 << 30;
            for (int k = 0; k < cfg_.playout_candidates; ++k) {
                const Action a = acts_[static_cast<int>(rng.below(static_cast<uint32_t>(acts_.size)))];
                scratch_ = s;
                scratch_.play(a);
                const int v = evaluation_margin(scratch_, me, hooks_);
                if (v > best_v) {
                    best_v = v;
                    best = a;
                }
            }
            return best;
        }
        default:
            // A phase of an expansion's own: its rule, if it has one.
            if (hooks_.has(kAiPlayoutChoice))
                for (const AiExpansionHooks* h : hooks_) {
                    Action a;
                    if (h->playout_choice && h->playout_choice(s, acts_, rng, &a)) return a;
                }
            break;
    }
    return acts_[static_cast<int>(rng.below(static_cast<uint32_t>(acts_.size)))];
}

// A placement drawn with weights (SearchConfig::guide_near, guide_own) among all of them in acts_.
Action Playout::guided_placement(const Game& s, Rng& rng) {
    std::array<int, ActionList::kCapacity> w;
    const int total = guided_weights(
        s, cfg_, acts_.size, [&](int i) -> const Action& { return acts_[i]; }, [](int) { return false; },
        w.data());
    return acts_[draw_weighted(rng, w.data(), acts_.size, total)];
}

// Plays s on (to the end, or cutoff_turns turns and an evaluation) and writes each player's margin in points,
// each player's score less its cost.
void Playout::run(Game& s, Rng& rng, DrawStream& draws, const std::array<double, kMaxPlayers>& cost,
                  std::array<double, kMaxPlayers>* margin) {
    const int stop_turn = cfg_.cutoff_turns > 0 ? s.turn() + cfg_.cutoff_turns : 1 << 30;
    const int np = s.num_players();
    // The fitted evaluation at the first turn start (leaf_mix), each player's less its cost.
    bool have_leaf = false;
    std::array<double, kMaxPlayers> leaf{};
    while (!s.is_over() && s.turn() < stop_turn) {
        if (cfg_.leaf_mix > 0 && !have_leaf && s.is_chance()) {
            estimate_final_scores(s, &leaf, &hooks_, estimate_fit(cfg_));
            for (int p = 0; p < np; ++p) leaf[static_cast<size_t>(p)] -= cost[static_cast<size_t>(p)];
            have_leaf = true;
        }
        s.play(action(s, rng, draws));
    }
    std::array<double, kMaxPlayers> v{};
    if (!s.is_over() && cfg_.fitted_eval) estimate_final_scores(s, &v, &hooks_, estimate_fit(cfg_));
    for (int p = 0; p < np; ++p) {
        double& vp = v[static_cast<size_t>(p)];
        if (s.is_over()) vp = s.player(p).score;
        else if (!cfg_.fitted_eval) vp = evaluate(s, p, hooks_) / 4.0;
        vp -= cost[static_cast<size_t>(p)];
    }
    margins_of(v, np, margin);
    if (have_leaf) {
        std::array<double, kMaxPlayers> leaf_margin{};
        margins_of(leaf, np, &leaf_margin);
        for (int p = 0; p < np; ++p)
            (*margin)[static_cast<size_t>(p)] =
                (1 - cfg_.leaf_mix) * (*margin)[static_cast<size_t>(p)] + cfg_.leaf_mix * leaf_margin[static_cast<size_t>(p)];
    }
}

}  // namespace carc::ai
