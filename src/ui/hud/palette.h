// Player colours and markings shared by the board and the panels: a colour-blind-safe palette
// (Okabe-Ito based) and a distinct glyph per seat colour, so players differ beyond colour.
#pragma once

#include <cstdint>

namespace carc::ui {

struct PlayerStyle {
    const char* name;        // the colour's name, as in the record and scenario formats
    uint32_t standard;       // IM_COL32-style 0xAABBGGRR, the classic meeple colour
    uint32_t safe;           // colour-blind-safe alternative
    uint32_t ink;            // a contrasting colour for text or a glyph drawn on the figure
    const char* glyph_name;  // the marking's name (circle, square, triangle, diamond, star)
    int glyph;               // index of the marking in figures.png's second row
};

// In seat-colour order: red, blue, green, yellow, black (kColorNames).
inline constexpr PlayerStyle kPlayerStyles[5] = {
    {"red", 0xFF2C2CD8u, 0xFF005ED5u, 0xFFFFFFFFu, "circle", 0},
    {"blue", 0xFFD0701Eu, 0xFFB27200u, 0xFFFFFFFFu, "square", 1},
    {"green", 0xFF3E9E2Au, 0xFF739E00u, 0xFFFFFFFFu, "triangle", 2},
    {"yellow", 0xFF1FD2F2u, 0xFF42E4F0u, 0xFF202020u, "diamond", 3},
    {"black", 0xFF303030u, 0xFF303030u, 0xFFFFFFFFu, "star", 4},
};

inline uint32_t player_color(int color_index, bool colorblind_safe) {
    const PlayerStyle& s = kPlayerStyles[color_index < 0 || color_index > 4 ? 0 : color_index];
    return colorblind_safe ? s.safe : s.standard;
}

}  // namespace carc::ui
