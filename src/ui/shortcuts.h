// Every keyboard, mouse and touch control of the game in one table, for the help panel and the Controls
// window. The board (board_input.cpp) and the app (app_menus.cpp, app.cpp) implement them; change both together.
#pragma once

namespace carc::ui {

struct Shortcut {
    const char* keys;    // e.g. "R, right-click, long-press"
    const char* action;  // what it does
};

inline constexpr Shortcut kShortcuts[] = {
    {"Click / tap a lit cell", "place the tile there (touch: the first tap previews, the second places)"},
    {"R, right-click, long-press, click the tile in hand", "turn the tile to its next fitting rotation"},
    {"Arrow keys (tile in hand)", "move the placement cursor between lit cells"},
    {"Enter", "place the tile at the cursor / put the follower on the chosen spot"},
    {"Click / tap a circle on the tile", "put a follower there (knight, thief, farmer, monk)"},
    {"Tab, Shift+Tab", "choose a follower spot"},
    {"Space, Enter (no spot chosen)", "no follower: end the turn"},
    {"Backspace, Ctrl+Z", "take back the tile placement (before the follower choice)"},
    {"H, the Hint button", "light up the move the Hard computer would make (tile and figure), without playing it"},
    {"Drag (mouse or one finger), Shift+arrows (arrows when no tile is in hand)", "move the board"},
    {"Wheel, pinch, + and -", "zoom"},
    {"F, Home, 0", "fit the whole board in view"},
    {"Hover a feature or a figure", "outline the whole feature and say who holds it"},
    {"F10 or Alt", "open the menus (arrows move, Enter chooses, Escape leaves)"},
    {"Escape", "close the window on top (help, settings, saved games, tiles left)"},
};
inline constexpr int kNumShortcuts = int(sizeof(kShortcuts) / sizeof(kShortcuts[0]));

}  // namespace carc::ui
