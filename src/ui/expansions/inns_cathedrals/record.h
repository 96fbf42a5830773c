// Inns & Cathedrals' record in the screen (ui/expansions/ui_record.h): nothing of its own. The log writes its scores
// with the base game's lines (its score rules name themselves); its large follower has no line of its own.
#pragma once

#include <span>

#include "engine/expansions/inns_cathedrals/state.h"
#include "ui/expansions/ui_record.h"

namespace carc::ui {

template <>
struct UiRecord<InnsCathedralsModule> {
    static constexpr const LogTexts* kLogTexts = nullptr;
    static constexpr TileBandsFn kTileBands = nullptr;
    static constexpr std::span<const FigureWords> kFigures = {};
};

}  // namespace carc::ui
