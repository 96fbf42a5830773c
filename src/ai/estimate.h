// The fitted evaluation: each player's expected final score from a position, for the search's cut-off playouts.
// Its terms are what a player holds on the board (roads, cities, cloisters that may still be finished or can no
// longer be, farms and the cities they would score, followers left); its weights are fitted per rule set and per
// stage of the game by scripts/fit_evaluation.py from playout self-play (estimate_weights.inc) or, for comparison,
// from the greedy player's self-play (estimate_weights_greedy.inc).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>

#include "ai/expansions/records.h"
#include "ai/search.h"
#include "engine/game.h"

namespace carc::ai {

struct AiHookSet;

// The terms of one player's estimate, in order (estimate_term_names gives their names): the base game's, then each
// expansion's own (AiRecord<Module>::kEstimateTerms, in the order of src/expansions.inc).
inline constexpr int kBaseEstimateTerms = 14;
inline constexpr int kEstimateTerms = kBaseEstimateTerms + kExpansionEstimateTerms;
using EstimateTerms = std::array<double, kEstimateTerms>;
const char* const* estimate_term_names();

// Stages of the game by tiles left in the bag (8 tiles each, the last one open-ended): each has its own weights.
inline constexpr int kEstimateStages = 10;
inline int estimate_stage(const Game& g) { return std::min(g.bag_size() / 8, kEstimateStages - 1); }

// The rule sets with weights of their own, rows of the weights: Classic, the first edition, then one per expansion
// (AiRecord<Module>::kWeightsName, in the order of src/expansions.inc). A game's rules use the row of the last
// expansion in that order that is in play, else their edition's.
inline constexpr int kEstimateClassic = 0, kEstimateFirst2000 = 1, kEstimateFirstExpansion = 2;
inline constexpr int kEstimateRuleSets = kEstimateFirstExpansion + static_cast<int>(kExpansionWeightsNames.size());
int estimate_rules(const Rules& r);
// The row's name: "classic", "2000", or the expansion's kWeightsName.
const char* estimate_rules_name(int rule_set);

// Which self-play a set of weights was fitted to: the search's playouts (what the levels use) or the greedy player's.
enum class EstimateFit { Playout = 0, Greedy = 1 };
// The weights a search's config asks for (SearchConfig::greedy_fit).
inline EstimateFit estimate_fit(const SearchConfig& c) {
    return c.greedy_fit ? EstimateFit::Greedy : EstimateFit::Playout;
}

// A feature with figures on it that count in majorities (not markers), with each player's strength there (a figure
// counting its city's pennants, as the mayor, counts those) and the most of them: its holders have that most.
struct HeldFeature {
    int root = -1;
    std::array<int, kMaxPlayers> strength{};
    int most = 0;
};
// The held features of g, each once, in the order of their first figure; returns how many.
int held_features(const Game& g, std::array<HeldFeature, kMaxFigures>* out);

// Every player's terms in g (players who hold a feature: those with the most strength on it, a mayor counting
// the city's pennants). hooks: the active expansions' (active_ai_hooks(g.rules()) when null).
void estimate_terms(const Game& g, std::array<EstimateTerms, kMaxPlayers>* out, const AiHookSet* hooks = nullptr);

// Every player's expected final score: score now plus the fitted weights times the terms.
void estimate_final_scores(const Game& g, std::array<double, kMaxPlayers>* out, const AiHookSet* hooks = nullptr,
                           EstimateFit fit = EstimateFit::Playout);

// Each of the np players' value less the best other player's value.
void margins_of(const std::array<double, kMaxPlayers>& v, int np, std::array<double, kMaxPlayers>* out);

// The player's expected final score less the best other player's.
double estimate_margin(const Game& g, int player, const AiHookSet* hooks = nullptr, EstimateFit fit = EstimateFit::Playout);

// For fitting the weights: one game of `players` seats, every choice made by the search's playout policy for
// `config` and every draw from `seed`; `at_turn` sees the position at the start of every turn (a tile to draw),
// and the finished game is returned.
Game playout_self_play(const Rules& rules, int players, uint64_t seed, const SearchConfig& config,
                       const std::function<void(const Game&)>& at_turn);

// The same with every choice made by the greedy player (players.h: choose_greedy), for the weights fitted to it.
Game greedy_self_play(const Rules& rules, int players, uint64_t seed, const std::function<void(const Game&)>& at_turn);

// The playout policy the committed weights were fitted on (evaldata's default): guided placements (guide_near 4,
// guide_own 8) with the playouts' default figure weights, farmers included, so the terms for farms and farmers
// see games in which farmers are played.
SearchConfig fit_playout_config();

}  // namespace carc::ai
