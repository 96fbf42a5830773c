// Abbey & Mayor's record in the screen (ui/expansions/ui_record.h): its lines in the game log (log.cpp), its
// figures in words, the mayor, the wagon and the barn (figures.cpp), its column of the final table
// (score_columns.cpp) and its sounds (cues.cpp).
#pragma once

#include <span>

#include "engine/expansions/abbey_mayor/state.h"
#include "ui/core/figure_words.h"
#include "ui/expansions/ui_record.h"

namespace carc::ui {

extern const LogTexts kAbbeyMayorLog;
extern const FigureWords kAbbeyMayorFigures[3];
extern const ScoreColumn kAbbeyMayorColumns[1];
extern const ExpansionCues kAbbeyMayorCues;

template <>
struct UiRecord<AbbeyMayorModule> {
    static constexpr const LogTexts* kLogTexts = &kAbbeyMayorLog;
    static constexpr TileBandsFn kTileBands = nullptr;
    static constexpr std::span<const FigureWords> kFigures = kAbbeyMayorFigures;
    static constexpr std::span<const ScoreColumn> kScoreColumns = kAbbeyMayorColumns;
    static constexpr const ExpansionCues* kCues = &kAbbeyMayorCues;
};

}  // namespace carc::ui
