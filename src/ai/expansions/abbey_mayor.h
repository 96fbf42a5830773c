// Abbey & Mayor's hooks for the computer players (ai/expansion_hooks.h).
#pragma once

namespace carc::ai {

// Its terms of the fitted evaluation (AiExpansionHooks::estimate_terms).
inline constexpr int kAbbeyMayorEstimateTerms = 6;

struct AiExpansionHooks;
const AiExpansionHooks& abbey_mayor_ai_hooks();

}  // namespace carc::ai
