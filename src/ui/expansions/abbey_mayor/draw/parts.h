// Abbey & Mayor's drawn parts (ui/expansions/ui_parts.h): its part of the panels (hud.cpp) and its board layer
// (layer.cpp).
#pragma once

#include <memory>

#include "engine/expansions/abbey_mayor/state.h"
#include "ui/expansions/ui_parts.h"

namespace carc::ui {

namespace hud {
extern const HudPart kAbbeyMayorHud;
}
// The abbey's holes, the wagon's moves, the mayor, wagon and barn figures.
std::unique_ptr<BoardLayer> make_abbey_mayor_layer();

template <>
struct UiParts<AbbeyMayorModule> {
    static constexpr const hud::HudPart* kHudPart = &hud::kAbbeyMayorHud;
    static constexpr MakeLayerFn kMakeLayer = &make_abbey_mayor_layer;
};

}  // namespace carc::ui
