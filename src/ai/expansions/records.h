// The computer players' record of each expansion, keyed by its engine module: AiRecord<Module>, defined once by
// each expansion's ai/expansions/<name>/record.h (included here through a list generated from src/expansions.inc).
// An expansion without a record is a compile error (AiRecord<Module> is incomplete), and so is a second one
// (a redefinition). A record has:
//   kEstimateTerms   its terms of the fitted evaluation (AiExpansionHooks::estimate_terms; 0: none)
//   kWeightsName     the name of its row of the evaluation's weights (estimate.h), as scripts/fit_evaluation.py
//                    and the strength script name the rule set
//   SearchParams     its search settings, a base of SearchConfig (NoSearchParams<Module>: none)
//   hooks()          its AiExpansionHooks, or nullptr when the computer players need nothing of it
#pragma once

#include <array>

#include "ai/expansions/ai_record.h"
#include "engine/expansions/registry.h"

#include "ai_records.inc"  // every expansion's record.h (generated)

namespace carc::ai {

template <class... M>
constexpr int estimate_terms_of(ModuleList<M...>) {
    return (0 + ... + AiRecord<M>::kEstimateTerms);
}
// Every expansion's terms of the fitted evaluation together.
inline constexpr int kExpansionEstimateTerms = estimate_terms_of(RegisteredModules{});

template <class... M>
constexpr std::array<const char*, sizeof...(M)> weights_names_of(ModuleList<M...>) {
    return {AiRecord<M>::kWeightsName...};
}
// Every expansion's row name of the evaluation's weights, in the order of src/expansions.inc.
inline constexpr auto kExpansionWeightsNames = weights_names_of(RegisteredModules{});

template <class... M>
struct SearchParamsOf : AiRecord<M>::SearchParams... {};
template <class... M>
SearchParamsOf<M...> search_params_of(ModuleList<M...>);
// Every expansion's search settings, one base each.
using AllSearchParams = decltype(search_params_of(RegisteredModules{}));

}  // namespace carc::ai
