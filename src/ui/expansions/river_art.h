// The River on its tiles: the water band from the river edges (a TileBand of tile_geom.h), with colours.
#pragma once

#include <vector>

#include "ui/tile_geom.h"

namespace carc::ui {

// The river on a tile turned as placed: two river edges joined through the middle, or one river edge running
// to a pool at the centre (the spring, the lake); empty on a tile without river edges.
std::vector<TileBand> river_bands(const Oriented& o);

}  // namespace carc::ui
