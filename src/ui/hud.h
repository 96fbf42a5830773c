// The panels around the board: new game screen, scoreboard, tile counter, game log, final score table,
// help (shortcuts) and settings. Immediate-mode (Dear ImGui): called once per frame by the app.
#pragma once

#include "imgui.h"
#include "ui/session.h"

namespace carc::ui {

// Player-chosen presentation settings (kept by the app; persisted later with the saves).
struct Settings {
    float text_scale = 1.0f;        // 1.0 .. 2.0, "larger text"
    bool colorblind_palette = false;
    bool show_markings = true;      // a glyph per player on every figure and in the scoreboard
    bool reduced_motion = false;    // no floating points or slides
    bool show_dead_cells = true;    // mark cells no remaining tile can fill
    bool show_help = false;         // the shortcuts panel
    bool show_log = true;
    bool show_new_game = true;      // the new game screen (shown at start)
};

// What the player asked for through the panels this frame (the app carries it out).
struct HudRequests {
    bool start_game = false;        // with `config`
    GameConfig config;
    bool take_back = false;
    bool skip_deploy = false;
    bool rotate = false;            // rotate the tile in hand to the next legal rotation
    bool fit_board = false;
};

// Screen areas: where the board may draw (the panels take the rest). Portrait phones put the
// panels below the board; wide screens put them on the right.
struct HudLayout {
    ImVec2 board_min{0, 0}, board_max{0, 0};
    bool portrait = false;
};

// Draws all panels for this frame. `top` is the menu bar's height. Returns the requests.
HudRequests draw_hud(const Session& session, Settings& settings, float top, HudLayout* layout);

}  // namespace carc::ui
