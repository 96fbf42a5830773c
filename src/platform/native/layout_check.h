// The desktop app's layout check: shows the game's screens one after another and lists every text that does not
// fit (a label wider than its room, a widget past its window's side, a window that cuts its content off), read
// from the app's item probe by the rule the browser tests use (tests/web/language.test.mjs). With the start
// options' `lang` and `text` and the window's size, pixel ratio and pointer it checks one language at one size.
#pragma once

#include "ui/app/app.h"

namespace carc::platform {

// PlatformHooks::publish_probe for the check: keeps the last probe (the `test` start option must be on).
void keep_probe(const char* json);

// With a game in progress (the `play` start option): the game at the player's placement, then the new game
// screen, the help, the tiles left, the settings and the saved games; with a finished game (`autoplay`): the
// final table. Prints the language the app speaks ("layout check: language CODE") and one line per text cut off
// ("cut off: SCREEN: WHAT"), and returns how many were cut off, or -1 when a screen did not come within a minute
// (said on stderr).
int check_layout(ui::App& app, bool finished);

}  // namespace carc::platform
