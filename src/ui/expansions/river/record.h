// The River's record in the screen (ui/expansions/ui_record.h): the water band across its tiles (band.cpp), and the
// log's places counted from its spring (log.cpp).
#pragma once

#include <span>
#include <vector>

#include "engine/expansions/river/state.h"
#include "ui/core/tile_geom.h"
#include "ui/expansions/ui_record.h"

namespace carc::ui {

// The river on a tile turned as placed: two river edges joined through the middle, or one river edge running
// to a pool at the centre (the spring, the lake); empty on a tile without river edges.
std::vector<TileBand> river_bands(const Oriented& o);

extern const LogTexts kRiverLog;

template <>
struct UiRecord<RiverModule> {
    static constexpr const LogTexts* kLogTexts = &kRiverLog;
    static constexpr TileBandsFn kTileBands = &river_bands;
    static constexpr std::span<const FigureWords> kFigures = {};
    static constexpr std::span<const ScoreColumn> kScoreColumns = {};
    static constexpr const ExpansionCues* kCues = nullptr;
};

}  // namespace carc::ui
