// Abbey & Mayor's drawn parts (ui/expansions/ui_parts.h): its part of the panels (hud.cpp), its board layer
// (layer.cpp) and how its figures look on the board.
#pragma once

#include <memory>
#include <span>

#include "engine/expansions/abbey_mayor/state.h"
#include "ui/board/board_layer.h"
#include "ui/expansions/ui_parts.h"

namespace carc::ui {

// The mayor, the wagon and the barn: their sprites (figures.png's columns after the farmer, as make_art draws them)
// and sizes; none of them goes into a field as a farmer does (the barn stands on a corner: its layer's
// figure_point).
inline constexpr FigureLook kAbbeyMayorLooks[] = {
    {Figure::Mayor, 2, -1, 1.15f},
    {Figure::Wagon, 3, -1, 1.0f},
    {Figure::Barn, 4, -1, 1.15f},
};

namespace hud {
extern const HudPart kAbbeyMayorHud;
}
// The abbey's holes, the wagon's moves, the barns' corners.
std::unique_ptr<BoardLayer> make_abbey_mayor_layer();

template <>
struct UiParts<AbbeyMayorModule> {
    static constexpr const hud::HudPart* kHudPart = &hud::kAbbeyMayorHud;
    static constexpr MakeLayerFn kMakeLayer = &make_abbey_mayor_layer;
    static constexpr std::span<const FigureLook> kFigureLooks = kAbbeyMayorLooks;
};

}  // namespace carc::ui
