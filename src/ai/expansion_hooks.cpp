// The computer players' hooks of every expansion, from each one's AiRecord (ai/expansions/records.h), in the order
// of the engine's registry.
#include "ai/expansion_hooks.h"

#include "ai/expansions/records.h"
#include "engine/expansion.h"

namespace carc::ai {
namespace {

using HooksFn = const AiExpansionHooks* (*)();

template <class... M>
constexpr std::array<HooksFn, sizeof...(M)> record_table(ModuleList<M...>) {
    return {&AiRecord<M>::hooks...};
}

constexpr auto kRegistry = record_table(RegisteredModules{});

}  // namespace

const AiExpansionHooks& ai_expansion(int i) {
    static const AiExpansionHooks kNone;
    const AiExpansionHooks* h = kRegistry[static_cast<size_t>(i)]();
    return h ? *h : kNone;
}

AiHookSet active_ai_hooks(const Rules& rules) {
    AiHookSet set;
    int first_term = kBaseEstimateTerms;  // every registered expansion's terms have their place, on or off
    for (int i = 0; i < kNumAiExpansions; ++i) {
        const AiExpansionHooks& h = ai_expansion(i);
        first_term += h.estimate_terms;
        if (!expansion(i).enabled(rules)) continue;
        set.estimate_first[static_cast<size_t>(set.size)] = first_term - h.estimate_terms;
        set.list[static_cast<size_t>(set.size++)] = &h;
        if (h.add_estimate_terms) set.bits |= kAiEstimateTerms;
        set.prior_phases |= h.prior_phases;
        if (h.figure_value) set.bits |= kAiFigureValue;
        if (h.position_value) set.bits |= kAiPositionValue;
        if (h.feature_worth) set.bits |= kAiFeatureWorth;
        if (h.decision_cost) set.bits |= kAiDecisionCost;
        if (h.deploy_weight) {
            set.weighed_kinds |= h.weighed_kinds;
            set.weighed_figures |= h.weighed_figures;
        }
        if (h.scale_deploy_weights) set.bits |= kAiScaleDeployWeights;
        if (h.playout_choice) set.bits |= kAiPlayoutChoice;
        if (h.describe) set.bits |= kAiDescribe;
    }
    return set;
}

}  // namespace carc::ai
