// Every keyboard, mouse and touch control of the game in one table, for Help > Controls (a touch screen shows
// the touch column, and only the rows that have one). The board (board_input.cpp) and the app (app_menus.cpp,
// app.cpp) implement them; change both together.
#pragma once

#include <vector>

#include "ui/core/i18n.h"

namespace carc::ui {

struct Shortcut {
    const char* keys;    // keyboard and mouse, e.g. "R, right-click"
    const char* touch;   // on a touch screen; nullptr: no touch control (a key only)
    const char* action;  // what it does
};

// The rows, in the language in use.
inline std::vector<Shortcut> shortcuts() {
    return {
        // TRANSLATORS: Help > Controls, the first column: keys, clicks and the mouse wheel. Keys keep the
        // names printed on them (R, H, F, Tab, Shift, Ctrl+Z, F10, Alt, Home, Backspace...).
        {C_("key", "Click a lit cell"),
         // TRANSLATORS: Help > Controls, the first column on a touch screen: taps, gestures and buttons.
         _("Tap a lit cell, then tap it again"),
         // TRANSLATORS: Help > Controls, the second column: what the control does.
         _("place the tile there (a touch's first tap shows it there)")},
        {C_("key", "R, right-click, click the tile in hand"),
         _("Rotate, a long press on the board, a tap on the tile in hand"),
         _("turn the tile to its next fitting rotation")},
        {C_("key", "Arrow keys (tile in hand)"), nullptr, _("move the placement cursor between lit cells")},
        {C_("key", "Enter"), nullptr,
         _("place the tile at the cursor, else where the hint shows it / put the follower on the chosen spot, else "
           "the hint's")},
        {C_("key", "Click a circle on the tile"), _("Tap a circle on the tile"),
         _("put a follower there (knight, thief, farmer, monk)")},
        {C_("key", "Tab, Shift+Tab"), nullptr, _("choose a follower spot")},
        {C_("key", "Space, Enter (no spot chosen, no hint)"), _("No follower"), _("no follower: end the turn")},
        {C_("key", "Backspace, Ctrl+Z"), _("Take back"),
         _("take back the tile placement (before the follower choice)")},
        {C_("key", "H, the Hint button"), _("Hint"),
         _("light up the move the Hard computer would make (tile and figure), without playing it")},
        {C_("key", "Drag, Shift+arrows (arrows when no tile is in hand)"), _("Drag one finger"),
         _("move the board")},
        {C_("key", "Wheel, + and -"), _("Pinch"), _("zoom")},
        {C_("key", "F, Home, 0"),
         // TRANSLATORS: the View menu's item Fit board, named as the menus name them.
         _("View > Fit board"), _("fit the whole board in view")},
        {C_("key", "Hover a feature or a figure"), nullptr,
         _("outline the whole feature and say who holds it")},
        {C_("key", "F10 or Alt"), nullptr, _("open the menus (arrows move, Enter chooses, Escape leaves)")},
        {C_("key", "Escape"), nullptr,
         _("close the window on top (help, settings, saved games, tiles left)")},
        {C_("key", "Enter (new game screen)"), nullptr, _("play")},
        {C_("key", "Escape (new game screen, final scores, a question)"), nullptr, _("close it")},
    };
}

}  // namespace carc::ui
