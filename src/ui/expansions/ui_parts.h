// What an expansion draws, keyed by its engine module: UiParts<Module>, defined exactly once by each expansion's
// src/ui/expansions/<name>/draw/parts.h and listed by parts.cpp (ui_record.h has the ImGui-free record and says
// why a missing or a second record does not compile). A UiParts has:
//   static constexpr const hud::HudPart* kHudPart  its part of the panels (ui/hud/hud_part.h), or nullptr
//   static constexpr MakeLayerFn kMakeLayer        makes its board layer (ui/board/board_layer.h), or nullptr
//   static constexpr std::span<const FigureLook> kFigureLooks
//                                                  how the kinds of figure it brings are drawn (their sprite and
//                                                  size, ui/board/board_layer.h); empty when none
#pragma once

#include <memory>
#include <span>

#include "ui/board/board_layer.h"  // FigureLook, BoardLayer

namespace carc::ui {

namespace hud {
struct HudPart;
}

using MakeLayerFn = std::unique_ptr<BoardLayer> (*)();

template <class Module>
struct UiParts;

}  // namespace carc::ui
