// The Wheel of Fortune in the tile pictures: the wheel board (its outline, and its picture painted into the 16 board
// tiles from the layout the board view shares, wheel_layout.h) and the badge of a wheel tile.
#pragma once

#include "art/art_math.h"
#include "art/tile_scene.h"

namespace art {

// Signed distance (negative inside) to the wheel board in board coordinates (4 x 4 cells).
double board_sd(V g);
// The wheel board picture at board coordinates g (4 x 4 cells); false outside the board.
bool shade_board(V g, RGB* out);
// The badge of a wheel tile (s.wheel > 0, 1 to 3) at p; false outside it.
bool wheel_badge_at(const Scene& s, V p, RGB* out);

}  // namespace art
