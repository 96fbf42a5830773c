// The expansions' own search settings gathered into one base of SearchConfig (search.h): each expansion's
// AiRecord<Module>::SearchParams (ai/expansions/records.h).
#pragma once

#include "ai/expansions/records.h"

namespace carc::ai {

struct ExpansionSearchParams : AllSearchParams {};

}  // namespace carc::ai
