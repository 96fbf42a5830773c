// Small drawing helpers shared by the board view's files and its layers: the table's colour, colour fades,
// easing, text with a halo that reads on any tile, the points that float up from a score.
#pragma once

#include <algorithm>
#include <cstdint>

#include "imgui.h"

namespace carc::ui {

inline constexpr ImU32 kTable = IM_COL32(38, 52, 40, 255);  // the table under the board

inline ImU32 with_alpha(uint32_t c, float a) {
    const int alpha = std::clamp(int(float((c >> 24) & 0xFF) * a), 0, 255);
    return (c & 0x00FFFFFFu) | (uint32_t(alpha) << 24);
}

inline float ease_out(float t) { return 1 - (1 - t) * (1 - t); }

// Text with a dark halo so it reads on any tile.
void halo_text(ImDrawList* dl, float size, ImVec2 p, ImU32 col, const char* text, float alpha = 1);

// "+4 +2": each player's points in their colour on a light plate, centred at `at` (font size `fs`).
// `colours[p]` is player p's colour; players with no points are left out.
void draw_points(ImDrawList* dl, ImVec2 at, float fs, const int16_t* points, const uint32_t* colours, int players,
                 float alpha);

}  // namespace carc::ui
