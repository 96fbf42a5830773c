// Draws one tile (city, road, field, cloister, river) with ImDrawList shapes; a stand-in for real tile art.
#pragma once

#include "imgui.h"

namespace carc::ui {

// Draws tile type `type` turned `rot` quarter turns clockwise into the screen square at `top_left`
// with side `size` pixels. Uses the engine's tile data (carc::tiles()).
void draw_tile(ImDrawList* dl, ImVec2 top_left, float size, int type, int rot);

}  // namespace carc::ui
