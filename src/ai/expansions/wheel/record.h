// The Wheel of Fortune's record for the computer players (ai/expansions/records.h); its hooks are in wheel.cpp.
#pragma once

#include "ai/expansions/ai_record.h"
#include "ai/expansions/wheel/search_params.h"
#include "engine/expansions/wheel/state.h"

namespace carc::ai {

template <>
struct AiRecord<WheelModule> {
    static constexpr int kEstimateTerms = 5;  // its terms of the fitted evaluation
    static constexpr const char* kWeightsName = "wheel";  // its row of the evaluation's weights
    using SearchParams = WheelSearchParams;
    static const AiExpansionHooks* hooks();
};

}  // namespace carc::ai
