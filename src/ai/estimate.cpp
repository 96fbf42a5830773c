// The fitted evaluation: each player's terms (what it holds on the board) and its expected final score.
#include "ai/estimate.h"

#include <algorithm>

#include "ai/expansion_hooks.h"
#include "ai/playout.h"
#include "ai/players.h"
#include "engine/blocked.h"

namespace carc::ai {
namespace {

enum Term {
    kBias = 0,
    kRoadTiles,        // tiles of the roads held that can still be finished
    kRoads,            // how many such roads
    kRoadTilesBlocked, // tiles of the roads held that can no longer be finished
    kCityOneOpen,      // tiles + pennants of the cities held with one open edge that can still be finished
    kCityMoreOpen,     // ... with two or more open edges
    kCities,           // how many such cities
    kCityBlocked,      // tiles + pennants of the cities held that can no longer be finished
    kCloisterPoints,   // 1 + neighbours of the cloisters held that can still be surrounded
    kCloisters,        // how many such cloisters
    kCloisterBlocked,  // 1 + neighbours of the cloisters held that can no longer be surrounded
    kFarmPoints,       // what the farms held would score now (completed cities they touch, 3 each; first edition 4)
    kFarmers,          // farmers on the board
    kSupply,           // followers in supply
};
static_assert(kSupply + 1 == kBaseEstimateTerms);

constexpr const char* kBaseTermNames[kBaseEstimateTerms] = {
    "bias", "road_tiles", "roads", "road_tiles_blocked", "city_one_open", "city_more_open", "cities",
    "city_blocked", "cloister_points", "cloisters", "cloister_blocked", "farm_points", "farmers", "supply",
};

// The base game's names, then every registered expansion's.
std::array<const char*, kEstimateTerms> all_term_names() {
    std::array<const char*, kEstimateTerms> names{};
    int k = 0;
    for (const char* n : kBaseTermNames) names[static_cast<size_t>(k++)] = n;
    for (int i = 0; i < kNumAiExpansions; ++i)
        for (int j = 0; j < ai_expansion(i).estimate_terms; ++j)
            names[static_cast<size_t>(k++)] = ai_expansion(i).estimate_term_names[j];
    return names;
}

// Weights [fit][rule set][stage][term] (scripts/fit_evaluation.py writes the files).
constexpr double kWeights[2][kEstimateRuleSets][kEstimateStages][kEstimateTerms] = {
    {
#include "ai/estimate_weights.inc"
    },
    {
#include "ai/estimate_weights_greedy.inc"
    },
};


}  // namespace

const char* const* estimate_term_names() {
    static const std::array<const char*, kEstimateTerms> names = all_term_names();
    return names.data();
}

int estimate_rules(const Rules& r) {
    for (int i = kNumExpansions - 1; i >= 0; --i)
        if (expansion(i).enabled(r)) return kEstimateFirstExpansion + i;
    return r.edition == Edition::First2000 ? kEstimateFirst2000 : kEstimateClassic;
}

const char* estimate_rules_name(int rule_set) {
    if (rule_set == kEstimateClassic) return "classic";
    if (rule_set == kEstimateFirst2000) return "2000";
    return kExpansionWeightsNames[static_cast<size_t>(rule_set - kEstimateFirstExpansion)];
}

int held_features(const Game& g, std::array<HeldFeature, kMaxFigures>* out) {
    int num = 0;
    for (int i = 0; i < g.num_figures(); ++i) {
        const FigureSlot& f = g.figures()[i];
        if (!f.on_board || is_marker_figure(f.kind)) continue;
        const int root = g.feature_root(f.node);
        int h = 0;
        while (h < num && (*out)[static_cast<size_t>(h)].root != root) ++h;
        if (h == num) (*out)[static_cast<size_t>(num++)] = HeldFeature{root, {}, 0};
        HeldFeature& fh = (*out)[static_cast<size_t>(h)];
        int& s = fh.strength[f.player];
        s += is_pennant_figure(f.kind) ? g.feature_pennants(root) : figure_weight(f.kind);
        fh.most = std::max(fh.most, s);
    }
    return num;
}

void estimate_terms(const Game& g, std::array<EstimateTerms, kMaxPlayers>* out, const AiHookSet* hooks) {
    for (EstimateTerms& t : *out) t.fill(0);
    const int np = g.num_players();
    for (int i = 0; i < g.num_figures(); ++i) {
        const FigureSlot& f = g.figures()[i];
        if (f.on_board && !is_marker_figure(f.kind) && g.node_kind(f.node) == SegKind::Field) (*out)[f.player][kFarmers] += 1;
    }
    std::array<HeldFeature, kMaxFigures> held;
    const int num_held = held_features(g, &held);
    const int city_points = g.rules().edition == Edition::First2000 ? 4 : 3;
    for (int h = 0; h < num_held; ++h) {
        const HeldFeature& fh = held[static_cast<size_t>(h)];
        const int most = fh.most;
        if (most == 0) continue;  // only mayors in a city without pennants: nobody scores it
        const int root = fh.root;
        EstimateTerms add{};
        switch (g.node_kind(root)) {
            case SegKind::Road: {
                const int tiles = g.feature_tiles(root);
                if (g.feature_open_edges(root) == 0) break;  // scored when completed: nothing more to come
                if (feature_blocked(g, root)) {
                    add[kRoadTilesBlocked] = tiles;
                } else {
                    add[kRoadTiles] = tiles;
                    add[kRoads] = 1;
                }
                break;
            }
            case SegKind::City: {
                const int open = g.feature_open_edges(root);
                if (open == 0) break;
                const int value = g.feature_tiles(root) + g.feature_pennants(root);
                if (feature_blocked(g, root)) {
                    add[kCityBlocked] = value;
                } else {
                    add[open == 1 ? kCityOneOpen : kCityMoreOpen] = value;
                    add[kCities] = 1;
                }
                break;
            }
            case SegKind::Cloister: {
                const int points = 1 + g.cloister_neighbours(g.node_tile(root));
                if (feature_blocked(g, root)) {
                    add[kCloisterBlocked] = points;
                } else {
                    add[kCloisterPoints] = points;
                    add[kCloisters] = 1;
                }
                break;
            }
            case SegKind::Field:
                add[kFarmPoints] = city_points * g.farm_completed_cities(root);
                break;
        }
        for (int p = 0; p < np; ++p) {
            if (fh.strength[static_cast<size_t>(p)] != most) continue;
            EstimateTerms& mine = (*out)[static_cast<size_t>(p)];
            for (size_t k = 0; k < mine.size(); ++k) mine[k] += add[k];
        }
    }
    for (int p = 0; p < np; ++p) {
        (*out)[static_cast<size_t>(p)][kBias] = 1;
        (*out)[static_cast<size_t>(p)][kSupply] = g.player(p).followers;
    }
    AiHookSet own;
    if (!hooks) {
        own = active_ai_hooks(g.rules());
        hooks = &own;
    }
    if (hooks->has(kAiEstimateTerms))
        for (int i = 0; i < hooks->size; ++i)
            if (hooks->list[static_cast<size_t>(i)]->add_estimate_terms)
                hooks->list[static_cast<size_t>(i)]->add_estimate_terms(g, hooks->estimate_first[static_cast<size_t>(i)], out);
}

void estimate_final_scores(const Game& g, std::array<double, kMaxPlayers>* out, const AiHookSet* hooks, EstimateFit fit) {
    std::array<EstimateTerms, kMaxPlayers> terms;
    estimate_terms(g, &terms, hooks);
    const double (&w)[kEstimateTerms] =
        kWeights[static_cast<int>(fit)][estimate_rules(g.rules())][estimate_stage(g)];
    out->fill(0);
    for (int p = 0; p < g.num_players(); ++p) {
        double v = g.player(p).score;
        for (int k = 0; k < kEstimateTerms; ++k) v += w[k] * terms[static_cast<size_t>(p)][static_cast<size_t>(k)];
        (*out)[static_cast<size_t>(p)] = v;
    }
}

void margins_of(const std::array<double, kMaxPlayers>& v, int np, std::array<double, kMaxPlayers>* out) {
    for (int p = 0; p < np; ++p) {
        double other = -1e300;
        for (int q = 0; q < np; ++q)
            if (q != p) other = std::max(other, v[static_cast<size_t>(q)]);
        (*out)[static_cast<size_t>(p)] = v[static_cast<size_t>(p)] - other;
    }
}

double estimate_margin(const Game& g, int player, const AiHookSet* hooks, EstimateFit fit) {
    std::array<double, kMaxPlayers> v, m{};
    estimate_final_scores(g, &v, hooks, fit);
    margins_of(v, g.num_players(), &m);
    return m[static_cast<size_t>(player)];
}

Game playout_self_play(const Rules& rules, int players, uint64_t seed, const SearchConfig& config,
                       const std::function<void(const Game&)>& at_turn) {
    Game g(rules, players);
    g.set_recording(false);
    Playout playout(config, active_ai_hooks(rules));
    Rng rng(mix64(seed ^ 0x5e1fu));
    DrawStream draws{seed, 0};
    while (!g.is_over()) {
        if (g.is_chance()) at_turn(g);
        g.play(playout.choose(g, rng, draws));
    }
    return g;
}

Game greedy_self_play(const Rules& rules, int players, uint64_t seed, const std::function<void(const Game&)>& at_turn) {
    Game g(rules, players);
    g.set_recording(false);
    Rng rng(mix64(seed ^ 0x9e3du)), draws(mix64(seed ^ 0xd7a3u));
    while (!g.is_over()) {
        if (g.is_chance()) {
            at_turn(g);
            g.play(g.sample_chance(draws.next()));
        } else {
            g.play(choose_greedy(g, rng));
        }
    }
    return g;
}

SearchConfig fit_playout_config() {
    SearchConfig c;
    c.guide_near = 4;
    c.guide_own = 8;
    return c;
}

}  // namespace carc::ai
