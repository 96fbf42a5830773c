// libFuzzer target: scenario files (carc::run_scenario). Either a result JSON with every player's score in a
// sane range, or a one-line refusal; never a crash (run under AddressSanitizer and UBSan).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "engine/json_util.h"
#include "engine/scenario.h"
#include "fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace carc;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const ScenarioResult r = run_scenario(text);
    if (!r.ok) {
        fuzz::require_one_line(r.error);
        return 0;
    }
    const auto out = json::parse(r.output);
    fuzz::require(out.has_value() && out->is_object(), "result is not a JSON object");
    const json::Json* scores = json::field(*out, "scores");
    fuzz::require(scores && scores->is_object() && scores->size() >= 2, "result has no scores");
    // All tiles of base + river + abbey & mayor together cannot give any player more than this.
    for (const auto& [who, pts] : scores->items())
        fuzz::require(json::int_in(pts, 0, 1000).has_value(), "score out of range for", who);
    return 0;
}
