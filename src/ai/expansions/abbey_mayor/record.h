// Abbey & Mayor's record for the computer players (ai/expansions/records.h); its hooks are in abbey_mayor.cpp.
#pragma once

#include "ai/expansions/ai_record.h"
#include "engine/expansions/abbey_mayor/state.h"

namespace carc::ai {

template <>
struct AiRecord<AbbeyMayorModule> {
    static constexpr int kEstimateTerms = 6;  // its terms of the fitted evaluation
    static constexpr const char* kWeightsName = "abbey-mayor";  // its row of the evaluation's weights
    using SearchParams = NoSearchParams<AbbeyMayorModule>;
    static const AiExpansionHooks* hooks();
};

}  // namespace carc::ai
