// The registry of the computer players' expansion hooks: the order here is the order in which their hooks
// run.
#include "ai/expansion_hooks.h"

#include <string_view>

#include "ai/expansions/abbey_mayor.h"
#include "ai/expansions/wheel.h"
#include "engine/expansion.h"

namespace carc::ai {
namespace {

using HooksFn = const AiExpansionHooks& (*)();

// Is the engine's expansion of this name on under these rules?
bool engine_enabled(std::string_view name, const Rules& rules) {
    for (int i = 0; i < num_expansions(); ++i)
        if (name == expansion(i).name) return expansion(i).enabled(rules);
    return false;
}

constexpr HooksFn kRegistry[] = {&abbey_mayor_ai_hooks, &wheel_ai_hooks};

}  // namespace

static_assert(sizeof(kRegistry) / sizeof(kRegistry[0]) == kNumAiExpansions,
              "kNumAiExpansions must count the registry");
static_assert(kAbbeyMayorEstimateTerms + kWheelEstimateTerms == kExpansionEstimateTerms,
              "kExpansionEstimateTerms must count the registry's estimate terms");

const AiExpansionHooks& ai_expansion(int i) {
    return kRegistry[i]();
}

AiHookSet active_ai_hooks(const Rules& rules) {
    AiHookSet set;
    int first_term = kBaseEstimateTerms;  // every registered expansion's terms have their place, on or off
    for (int i = 0; i < kNumAiExpansions; ++i) {
        const AiExpansionHooks& h = ai_expansion(i);
        first_term += h.estimate_terms;
        if (!engine_enabled(h.name, rules)) continue;
        set.estimate_first[static_cast<size_t>(set.size)] = first_term - h.estimate_terms;
        set.list[static_cast<size_t>(set.size++)] = &h;
        if (h.add_estimate_terms) set.bits |= kAiEstimateTerms;
        set.prior_phases |= h.prior_phases;
        if (h.figure_value) set.bits |= kAiFigureValue;
        if (h.position_value) set.bits |= kAiPositionValue;
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
