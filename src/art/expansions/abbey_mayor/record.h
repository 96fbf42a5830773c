// Abbey & Mayor's record in the tile pictures (art_record.h): no hooks; the base shader paints the abbey tile's
// buildings through abbey_art.h (abbey_at).
#pragma once

#include "art/expansions/art_record.h"
#include "engine/expansions/abbey_mayor/state.h"

namespace art {

template <>
struct ArtRecord<carc::AbbeyMayorModule> {
    static constexpr ArtBuildFn kBuild = nullptr;
    static constexpr ArtShadeFn kShade = nullptr;
};

}  // namespace art
