// Inns & Cathedrals' drawn parts (ui/expansions/ui_parts.h): its part of the panels (hud.cpp: its paragraph in How to
// play, the large follower in the scoreboard's supply) and the large follower's look on the board. Inns and
// cathedrals are in the tiles' pictures; their scores go into the final table's Roads and Cities; it has no board
// layer.
#pragma once

#include <span>

#include "engine/expansions/inns_cathedrals/state.h"
#include "ui/board/board_layer.h"
#include "ui/expansions/ui_parts.h"
#include "ui/tiles/tile_atlas.h"

namespace carc::ui {

namespace hud {
extern const HudPart kInnsCathedralsHud;
}

// The large follower: the follower's figure a third bigger again (lying in a field as a farmer does), so that it
// reads as the big one beside followers even on a phone's small tiles.
inline constexpr float kLargeFollowerScale = 1.35f;
inline constexpr FigureLook kInnsCathedralsLooks[] = {
    {Figure::Big, int(Sprite::Follower), int(Sprite::Farmer), kLargeFollowerScale},
};

template <>
struct UiParts<InnsCathedralsModule> {
    static constexpr const hud::HudPart* kHudPart = &hud::kInnsCathedralsHud;
    static constexpr MakeLayerFn kMakeLayer = nullptr;
    static constexpr std::span<const FigureLook> kFigureLooks = kInnsCathedralsLooks;
};

}  // namespace carc::ui
