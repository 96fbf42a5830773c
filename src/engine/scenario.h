// Scenario files (docs/scenarios.md): a position plus moves, played under the full rules and scored.
#pragma once

#include <string>
#include <string_view>

namespace carc {

struct ScenarioResult {
    bool ok = false;
    std::string output;  // the result JSON (when ok)
    std::string error;   // one line naming the entry and the reason (when !ok)
};

// Runs a scenario given as JSON text. Never crashes on bad input: it returns ok = false with a reason.
ScenarioResult run_scenario(std::string_view text);

}  // namespace carc
