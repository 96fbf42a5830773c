// The one interface between the computer players (evaluation, search, playouts, advice) and each expansion's
// own rules of thumb (expansions/<name>/): a table of hooks per expansion, and the set a game's rules turn on.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "ai/estimate.h"
#include "ai/search.h"
#include "engine/game.h"
#include "engine/rng.h"

namespace carc::ai {

// What an expansion adds to the computer players. Every pointer may be null ("nothing to add"). The base code
// calls a kind of hook only when an active expansion has one (AiHookSet's bits and masks), so a game pays
// nothing for expansions that are off.
struct AiExpansionHooks {
    // Evaluation (players.h evaluate, in points x 4). figure_value: the worth for its owner of one of its
    // figures other than a follower; false: valued as a follower on its feature. position_value: what else
    // player p's position is worth (figures off the land tiles, supplies).
    bool (*figure_value)(const Game&, const FigureSlot&, int* value) = nullptr;
    int (*position_value)(const Game&, int p) = nullptr;
    // The worth (points x 4) of an unfinished road or city for a figure on it, given the base evaluation's `worth`
    // (open_feature_worth): an expansion that changes what the feature scores says what it is worth instead.
    int (*feature_worth)(const Game&, int node, int worth) = nullptr;

    // The fitted evaluation (estimate.h): estimate_terms terms of its own, named by estimate_term_names;
    // add_estimate_terms writes each player's into (*out)[p][first + k].
    int estimate_terms = 0;
    const char* const* estimate_term_names = nullptr;
    void (*add_estimate_terms)(const Game&, int first, std::array<EstimateTerms, kMaxPlayers>* out) = nullptr;

    // The search's tree: true with *cost when a decision costs its player points of final score (the tree's
    // rewards count the cost; the playouts' own decisions cost nothing).
    bool (*decision_cost)(const SearchConfig&, const Action&, double* cost) = nullptr;
    // Phases (bit 1 << Phase) whose decisions the tree orders by the greedy evaluation, as it does a figure
    // choice.
    uint32_t prior_phases = 0;

    // Smart playouts. deploy_weight: the weight of a Deploy-phase action of this expansion's, or -1 when not
    // its own; asked only about the action kinds in weighed_kinds (bit 1 << ActionKind) and the Deploy
    // actions of the figures in weighed_figures (bit 1 << Figure). scale_deploy_weights then rescales all of
    // the weights (w[i] for acts[i]); true when it changed any.
    int (*deploy_weight)(const Game&, const Action&, const SearchConfig&) = nullptr;
    uint32_t weighed_kinds = 0, weighed_figures = 0;
    bool (*scale_deploy_weights)(const ActionList& acts, const SearchConfig&, int* w) = nullptr;
    // A choice in a phase with no base playout rule: true with *out, or false when not its own (uniform
    // then).
    bool (*playout_choice)(const Game&, const ActionList&, Rng&, Action* out) = nullptr;

    // Arena specs (parse_search_spec): false when the key is not its own; else *ok says whether the value
    // read into *config. spec_help: its keys as the refusal lists them (" ,key:VALUE" each).
    bool (*spec_item)(std::string_view key, std::string_view value, SearchConfig* config, bool* ok) = nullptr;
    const char* spec_help = "";

    // Advice: one of its actions in words (advice.cpp describe); false when not its own.
    bool (*describe)(const Game&, const Action&, std::string* out) = nullptr;
};

// Whether action a is among the kinds (bit 1 << ActionKind) and Deploy figures (bit 1 << Figure) of a mask
// pair (AiExpansionHooks::weighed_kinds, weighed_figures).
inline bool weighs(uint32_t kinds, uint32_t figures, const Action& a) {
    return ((kinds >> static_cast<int>(a.kind)) & 1u) != 0 ||
           (a.kind == ActionKind::Deploy && ((figures >> static_cast<int>(a.figure)) & 1u) != 0);
}

// Which kinds of hooks a set of expansions has (AiHookSet::bits).
enum AiHookBit : uint16_t {
    kAiFigureValue = 1 << 0,
    kAiPositionValue = 1 << 1,
    kAiDecisionCost = 1 << 2,
    kAiScaleDeployWeights = 1 << 3,
    kAiPlayoutChoice = 1 << 4,
    kAiDescribe = 1 << 5,
    kAiEstimateTerms = 1 << 6,
    kAiFeatureWorth = 1 << 7,
};

// The hooks of every expansion, in the order of src/expansions.inc (the engine's expansion(i) is the same
// expansion): each one's AiRecord<Module>::hooks() (ai/expansions/records.h), an empty table where that is null.
inline constexpr int kNumAiExpansions = kNumExpansions;
const AiExpansionHooks& ai_expansion(int i);

// The hooks of the expansions that a game's rules turn on, in registry order.
struct AiHookSet {
    std::array<const AiExpansionHooks*, kNumAiExpansions> list{};
    std::array<int, kNumAiExpansions> estimate_first{};  // where list[i]'s estimate terms start
    int size = 0;
    uint16_t bits = 0;                                // AiHookBit: which kinds of hooks they have
    uint32_t prior_phases = 0;                        // the union of their prior_phases
    uint32_t weighed_kinds = 0, weighed_figures = 0;  // the unions of theirs

    bool has(AiHookBit b) const { return (bits & b) != 0; }
    // Whether any of them has a deploy_weight for action a.
    bool weighs(const Action& a) const { return ai::weighs(weighed_kinds, weighed_figures, a); }
    const AiExpansionHooks* const* begin() const { return list.data(); }
    const AiExpansionHooks* const* end() const { return list.data() + size; }
};

// The active expansions' hooks for these rules.
AiHookSet active_ai_hooks(const Rules& rules);

}  // namespace carc::ai
