// The River in the tile pictures: its course on a tile, built into the scene's river paths and pools (the base
// shader paints them as water, with bridges where roads cross).
#pragma once

#include <cstdint>

#include "art/tile_scene.h"

namespace art {

// Adds the river of tile `t` (its river edges are the bits of `river_sides`, side N E S W) to `s`.
void add_rivers(Scene& s, const carc::TileType& t, uint8_t river_sides);

}  // namespace art
