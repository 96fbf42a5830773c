// Inns & Cathedrals' record in the screen (ui/expansions/ui_record.h): its large follower in words (figures.cpp) and
// in the game log (log.cpp). The log writes its scores with the base game's lines: an inn road scores as a road, a
// cathedral city as a city, and the rule in brackets names the inn or the cathedral.
#pragma once

#include <span>

#include "engine/expansions/inns_cathedrals/state.h"
#include "ui/core/figure_words.h"
#include "ui/expansions/ui_record.h"

namespace carc::ui {

extern const LogTexts kInnsCathedralsLog;
extern const FigureWords kInnsCathedralsFigures[1];

template <>
struct UiRecord<InnsCathedralsModule> {
    static constexpr const LogTexts* kLogTexts = &kInnsCathedralsLog;
    static constexpr TileBandsFn kTileBands = nullptr;
    static constexpr std::span<const FigureWords> kFigures = kInnsCathedralsFigures;
    static constexpr std::span<const ScoreColumn> kScoreColumns = {};
    static constexpr const ExpansionCues* kCues = nullptr;
};

}  // namespace carc::ui
