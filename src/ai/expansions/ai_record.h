// The record an expansion gives the computer players, AiRecord<Module> (ai/expansions/records.h says what it
// holds): each expansion's ai/expansions/<name>/record.h specializes it.
#pragma once

namespace carc::ai {

struct AiExpansionHooks;
template <class Module>
struct AiRecord;
// The search settings of an expansion that has none (one empty type per module, so that they can all be bases).
template <class Module>
struct NoSearchParams {};

}  // namespace carc::ai
