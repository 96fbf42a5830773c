// Every keyboard, mouse and touch control of the game in one table, for Help > Controls (a touch screen shows
// the touch column, and only the rows that have one). The board (board_input.cpp) and the app (app_menus.cpp,
// app.cpp) implement them; change both together.
#pragma once

namespace carc::ui {

struct Shortcut {
    const char* keys;    // keyboard and mouse, e.g. "R, right-click"
    const char* touch;   // on a touch screen; nullptr: no touch control (a key only)
    const char* action;  // what it does
};

inline constexpr Shortcut kShortcuts[] = {
    {"Click a lit cell", "Tap a lit cell, then tap it again", "place the tile there (a touch's first tap shows it there)"},
    {"R, right-click, click the tile in hand", "Rotate, a long press on the board, a tap on the tile in hand",
     "turn the tile to its next fitting rotation"},
    {"Arrow keys (tile in hand)", nullptr, "move the placement cursor between lit cells"},
    {"Enter", nullptr, "place the tile at the cursor / put the follower on the chosen spot"},
    {"Click a circle on the tile", "Tap a circle on the tile", "put a follower there (knight, thief, farmer, monk)"},
    {"Tab, Shift+Tab", nullptr, "choose a follower spot"},
    {"Space, Enter (no spot chosen)", "No follower", "no follower: end the turn"},
    {"Backspace, Ctrl+Z", "Take back", "take back the tile placement (before the follower choice)"},
    {"H, the Hint button", "Hint", "light up the move the Hard computer would make (tile and figure), without playing it"},
    {"Drag, Shift+arrows (arrows when no tile is in hand)", "Drag one finger", "move the board"},
    {"Wheel, + and -", "Pinch", "zoom"},
    {"F, Home, 0", "View > Fit board", "fit the whole board in view"},
    {"Hover a feature or a figure", nullptr, "outline the whole feature and say who holds it"},
    {"F10 or Alt", nullptr, "open the menus (arrows move, Enter chooses, Escape leaves)"},
    {"Escape", nullptr, "close the window on top (help, settings, saved games, tiles left)"},
    {"Enter (new game screen)", nullptr, "play"},
    {"Escape (new game screen, final scores, a question)", nullptr, "close it"},
};

}  // namespace carc::ui
