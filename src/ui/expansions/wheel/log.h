// The Wheel of Fortune's events as the log and the wheel layer name them.
#pragma once

#include "engine/game.h"

namespace carc::ui {

// "Fortune" .. "Plague" (segment 0..5), "?" for none: in English (i18n::tr translates it where it is shown).
const char* wheel_segment_title(int segment);
// The events of the wheel: the pig's moves, crown payouts, Plague returns.
bool is_wheel_event(const ScoreEvent& e);
// The pig's moves alone (one per wheel tile drawn: moved_from -> moved_to).
bool is_pig_move(const ScoreEvent& e);

}  // namespace carc::ui
