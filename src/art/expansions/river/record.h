// The River's record in the tile pictures (art_record.h): no hooks; the base scene lays its course out through
// river_art.h (add_rivers) and paints it as water, with bridges where roads cross.
#pragma once

#include "art/expansions/art_record.h"
#include "engine/expansions/river/state.h"

namespace art {

template <>
struct ArtRecord<carc::RiverModule> {
    static constexpr ArtBuildFn kBuild = nullptr;
    static constexpr ArtShadeFn kShade = nullptr;
};

}  // namespace art
