// Inns & Cathedrals' record for the computer players (ai/expansions/records.h); its hooks are in
// inns_cathedrals.cpp. The large follower is a Deploy action like a follower's, valued on its feature.
#pragma once

#include "ai/expansions/ai_record.h"
#include "engine/expansions/inns_cathedrals/state.h"

namespace carc::ai {

template <>
struct AiRecord<InnsCathedralsModule> {
    static constexpr int kEstimateTerms = 5;  // its terms of the fitted evaluation (inns_cathedrals.cpp)
    static constexpr const char* kWeightsName = "inns-cathedrals";  // its row of the evaluation's weights
    using SearchParams = NoSearchParams<InnsCathedralsModule>;
    static const AiExpansionHooks* hooks();
};

}  // namespace carc::ai
