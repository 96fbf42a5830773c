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
    const char* glyph_name;  // the marking's name (circle, square, triangle, diamond, star, cross)
    int glyph;               // index of the marking (figures.png's second row has the first five; hud draws all)
};

// In seat-colour order: red, blue, green, yellow, black, grey (kColorNames). Grey is a light grey, far from the
// black figures, the dark table and the tiles' greens and browns; its colour-blind-safe variant is lighter still
// (apart from the Okabe-Ito colours by lightness as well), and it is marked with a cross.
inline constexpr int kNumPlayerStyles = 6;
inline constexpr PlayerStyle kPlayerStyles[kNumPlayerStyles] = {
    {"red", 0xFF2C2CD8u, 0xFF005ED5u, 0xFFFFFFFFu, "circle", 0},
    {"blue", 0xFFD0701Eu, 0xFFB27200u, 0xFFFFFFFFu, "square", 1},
    {"green", 0xFF3E9E2Au, 0xFF739E00u, 0xFFFFFFFFu, "triangle", 2},
    {"yellow", 0xFF1FD2F2u, 0xFF42E4F0u, 0xFF202020u, "diamond", 3},
    {"black", 0xFF303030u, 0xFF303030u, 0xFFFFFFFFu, "star", 4},
    {"grey", 0xFFBAB6B4u, 0xFFD2D2D2u, 0xFF202020u, "cross", 5},
};

// The style of seat colour `color_index` (a colour out of range: the first).
inline const PlayerStyle& player_style(int color_index) {
    return kPlayerStyles[color_index < 0 || color_index >= kNumPlayerStyles ? 0 : color_index];
}

inline uint32_t player_color(int color_index, bool colorblind_safe) {
    const PlayerStyle& s = player_style(color_index);
    return colorblind_safe ? s.safe : s.standard;
}

}  // namespace carc::ui
