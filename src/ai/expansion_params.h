// The expansions' own search settings gathered into one base of SearchConfig (search.h): one base per
// expansion that has settings.
#pragma once

#include "ai/expansions/wheel.h"

namespace carc::ai {

struct ExpansionSearchParams : WheelSearchParams {};

}  // namespace carc::ai
