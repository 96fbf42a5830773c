// Draws one tile (city, road, field, cloister, river) with ImDrawList shapes; a stand-in for real tile art.
#pragma once

#include "imgui.h"

namespace carc::ui {

// Draws tile type `type` turned `rot` quarter turns clockwise into the screen square at `top_left`
// with side `size` pixels. Uses the engine's tile data (carc::tiles()).
void draw_tile(ImDrawList* dl, ImVec2 top_left, float size, int type, int rot);

// Marks segment `seg` of such a tile (a feature highlight): cities and the cloister by their shape, roads along
// their path (`line` under `fill`), fields by their area (tile_geom's raster).
void draw_segment_highlight(ImDrawList* dl, ImVec2 top_left, float size, int type, int rot, int seg, ImU32 fill,
                            ImU32 line);

}  // namespace carc::ui
