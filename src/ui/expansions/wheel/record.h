// The Wheel of Fortune's record in the screen (ui/expansions/ui_record.h): its lines in the game log (log.cpp), its
// columns of the final table (score_columns.cpp) and its sounds: the pig's walk and the events (cues.cpp).
#pragma once

#include <span>

#include "engine/expansions/wheel/state.h"
#include "ui/expansions/ui_record.h"

namespace carc::ui {

extern const LogTexts kWheelLog;
extern const ScoreColumn kWheelColumns[2];
extern const ExpansionCues kWheelCues;

template <>
struct UiRecord<WheelModule> {
    static constexpr const LogTexts* kLogTexts = &kWheelLog;
    static constexpr TileBandsFn kTileBands = nullptr;
    static constexpr std::span<const FigureWords> kFigures = {};
    static constexpr std::span<const ScoreColumn> kScoreColumns = kWheelColumns;
    static constexpr const ExpansionCues* kCues = &kWheelCues;
};

}  // namespace carc::ui
