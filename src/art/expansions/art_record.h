// What an expansion adds to the tile pictures through the scene's hooks, keyed by its engine module
// (src/expansions.inc): each expansion's folder src/art/expansions/<name>/ defines ArtRecord<Module> exactly once, in
// its record.h, which records.cpp lists in the order of src/expansions.inc. The primary template is declared and never
// defined, so a listed expansion without its record is a compile error (an incomplete type), and so is a second
// record for the same module (a redefinition). An ArtRecord has:
//   static constexpr ArtBuildFn kBuild   adds its landmarks (and their clearings) to a tile's scene, or nullptr
//   static constexpr ArtShadeFn kShade   paints one of its landmarks over the base picture, or nullptr
// build_scene calls every kBuild once the tile's cities, rivers and roads are laid out, before the shields, the
// badge and the houses, which keep off the clearings; shade calls the kShade of the expansion that placed a
// landmark at the points within its reach, last, over the fields, cities and roads.
#pragma once

#include <span>

#include "art/art_math.h"
#include "art/tile_scene.h"
#include "engine/tiles.h"

namespace art {

using ArtBuildFn = void (*)(Scene& s, const carc::TileType& t);
// The colour of landmark m at p, given the colour `col` of the picture beneath it there; false (col untouched)
// where it paints nothing.
using ArtShadeFn = bool (*)(const Scene& s, const Landmark& m, V p, RGB* col);

template <class Module>
struct ArtRecord;

struct ArtHooks {
    ArtBuildFn build = nullptr;
    ArtShadeFn shade = nullptr;
};

// Every expansion's hooks, in the order of src/expansions.inc (a Landmark's `part` indexes it).
std::span<const ArtHooks> art_hooks();

}  // namespace art
