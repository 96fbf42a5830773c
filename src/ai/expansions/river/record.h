// The River's record for the computer players: nothing of its own (its tiles are placed like any other).
#pragma once

#include "ai/expansions/ai_record.h"
#include "engine/expansions/river/state.h"

namespace carc::ai {

template <>
struct AiRecord<RiverModule> {
    static constexpr int kEstimateTerms = 0;
    static constexpr const char* kWeightsName = "river";  // its row of the evaluation's weights
    using SearchParams = NoSearchParams<RiverModule>;
    static const AiExpansionHooks* hooks() { return nullptr; }
};

}  // namespace carc::ai
