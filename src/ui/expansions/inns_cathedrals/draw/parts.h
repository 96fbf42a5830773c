// Inns & Cathedrals' drawn parts (ui/expansions/ui_parts.h): none, no help paragraph, final-table columns, supply
// on the scoreboard, board layer or figure looks of its own.
#pragma once

#include <span>

#include "engine/expansions/inns_cathedrals/state.h"
#include "ui/expansions/ui_parts.h"

namespace carc::ui {

template <>
struct UiParts<InnsCathedralsModule> {
    static constexpr const hud::HudPart* kHudPart = nullptr;
    static constexpr MakeLayerFn kMakeLayer = nullptr;
    static constexpr std::span<const FigureLook> kFigureLooks = {};
};

}  // namespace carc::ui
