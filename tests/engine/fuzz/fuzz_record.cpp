// libFuzzer target: game records (carc::Match::from_record, what "replay", "Continue" and import read).
// A loaded record must save and load again to the same game; a refusal is one line; never a crash.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/match.h"
#include "fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace carc;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::string error;
    const auto m = Match::from_record(text, &error);
    if (!m) {
        fuzz::require_one_line(error);
        return 0;
    }
    for (const Seat& s : m->seats()) fuzz::require(valid_player_name(s.name, nullptr), "a loaded name is not printable:", s.name);
    std::string again_error;
    const auto again = Match::from_record(m->to_record(), &again_error);
    fuzz::require(again.has_value(), "a loaded record does not load after saving:", again_error);
    fuzz::require(again->game() == m->game() && again->history() == m->history(), "saving changed the game");
    return 0;
}
