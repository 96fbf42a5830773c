// The Wheel of Fortune's drawn parts (ui/expansions/ui_parts.h): its part of the panels (hud.cpp) and its board
// layer (layer.cpp).
#pragma once

#include <memory>

#include "engine/expansions/wheel/state.h"
#include "ui/expansions/ui_parts.h"

namespace carc::ui {

namespace hud {
extern const HudPart kWheelHud;
}
// The pig, the wheel's events, the crowns and the Plague.
std::unique_ptr<BoardLayer> make_wheel_layer();

template <>
struct UiParts<WheelModule> {
    static constexpr const hud::HudPart* kHudPart = &hud::kWheelHud;
    static constexpr MakeLayerFn kMakeLayer = &make_wheel_layer;
    static constexpr std::span<const FigureLook> kFigureLooks = {};
};

}  // namespace carc::ui
