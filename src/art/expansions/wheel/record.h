// The Wheel of Fortune's record in the tile pictures (art_record.h): no hooks; the base scene and shader draw the
// wheel board and the wheel tiles' badge through wheel_art.h.
#pragma once

#include "art/expansions/art_record.h"
#include "engine/expansions/wheel/state.h"

namespace art {

template <>
struct ArtRecord<carc::WheelModule> {
    static constexpr ArtBuildFn kBuild = nullptr;
    static constexpr ArtShadeFn kShade = nullptr;
};

}  // namespace art
