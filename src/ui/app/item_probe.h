// What the test probe reports of the panels' widgets: every interactive item Dear ImGui laid out in the last
// frame (its label, its box on screen, its window), and the windows whose content is cut off, through the
// item hooks Dear ImGui calls when built with IMGUI_ENABLE_TEST_ENGINE (they record nothing unless on).
#pragma once

#include "engine/json_util.h"

namespace carc::ui::item_probe {

void set_on(bool on);      // from the next frame on, record the items of each frame
void new_frame();          // before ImGui::NewFrame(): forget the last frame's items
// [[label, x, y, w, h, window, label width, past the window's side, room for the label, checked], ...] of the
// items seen in the last frame and not scrolled out of view (a label wider than its room, or a box past its
// window's side, is cut off; checked: a check box or radio button that is on).
json::Json items();
// The texts cut off in the last frame, one line each for a player to read: every item whose label is wider than
// its room by more than half a pixel or whose box runs past its window's side, and every clipped window. The
// layout checks (the browser tests and the desktop app's --layout-check) all read this list.
json::Json cut_off();
// {window name: [scroll y, its greatest value]} of the windows shown that have content to scroll to.
json::Json scrolls();

}  // namespace carc::ui::item_probe
