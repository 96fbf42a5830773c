// Inns & Cathedrals' record for the computer players: nothing of its own yet. The large follower is a Deploy action
// like a follower's, which the greedy evaluation and the playouts value through the engine's figure weights, and
// inn roads and cathedral cities score through the engine.
#pragma once

#include "ai/expansions/ai_record.h"
#include "engine/expansions/inns_cathedrals/state.h"

namespace carc::ai {

template <>
struct AiRecord<InnsCathedralsModule> {
    static constexpr int kEstimateTerms = 0;
    using SearchParams = NoSearchParams<InnsCathedralsModule>;
    static const AiExpansionHooks* hooks() { return nullptr; }
};

}  // namespace carc::ai
