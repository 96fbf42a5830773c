// The River's drawn part (ui/expansions/ui_parts.h): its paragraph in How to play (hud.cpp). It draws nothing on
// the board beyond its tiles, so it has no board layer.
#pragma once

#include "engine/expansions/river/state.h"
#include "ui/expansions/ui_parts.h"

namespace carc::ui {

namespace hud {
extern const HudPart kRiverHud;
}

template <>
struct UiParts<RiverModule> {
    static constexpr const hud::HudPart* kHudPart = &hud::kRiverHud;
    static constexpr MakeLayerFn kMakeLayer = nullptr;
    static constexpr std::span<const FigureLook> kFigureLooks = {};
};

}  // namespace carc::ui
