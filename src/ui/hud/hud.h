// The panels around the board: new game screen, scoreboard, tile counter, game log, final score table,
// help (shortcuts) and settings. Immediate-mode (Dear ImGui): called once per frame by the app.
#pragma once

#include <memory>
#include <string>

#include "imgui.h"
#include "ui/core/session.h"
#include "ui/core/turn_controls.h"

namespace carc::ui {

// Settings::help_tab of the first expansion's own help tab (the others follow it).
inline constexpr int kFirstExpansionHelpTab = 2;

// Player-chosen presentation settings (kept by the app; persisted later with the saves).
struct Settings {
    float text_scale = 1.0f;        // 1.0 .. 2.0, "larger text"
    bool colorblind_palette = false;
    bool show_markings = true;      // a glyph per player on every figure and in the scoreboard
    bool reduced_motion = false;    // no floating points or slides
    bool show_dead_cells = true;    // mark cells no remaining tile can fill
    bool follow_computer = true;    // pan to bring each computer tile into view (off: the camera moves only when asked)
    bool show_help = false;         // the help window (how to play, controls)
    int help_tab = -1;              // a request to open the help window at a tab: 0 how to play, 1 controls,
                                    // kFirstExpansionHelpTab and up: the expansions' tabs, in their order
    bool show_log = true;
    bool sound = false;             // the game's sounds (off until the player turns them on)
    float volume = 0.7f;            // 0 .. 1
    bool show_new_game = true;      // the new game screen (shown at start)
    bool modal_open = false;        // set by Hud::draw: a modal (new game screen, final scores) is up this frame
    bool show_settings = false;     // the settings window
    bool show_tiles_left = false;   // the "Tiles left" window (every type still in the bag)
    // The text scale the app's font atlas is already rasterised with (the app may rasterise at
    // dpr * text_scale for crisp large text and set this to text_scale); the panels scale the rest
    // (text_scale / font_scale_applied) per window. 1 = the atlas is at the normal size.
    float font_scale_applied = 1.0f;
};

// What the player asked for through the panels this frame (the app carries it out).
struct HudRequests {
    bool start_game = false;        // with `config`
    bool start_link = false;        // with `config`: a game by link (its invitation made on this device)
    int link_next_turn = -1;        // a game by link: 1 = this device's next turn instead of a draw, 0 = a draw
    GameConfig config;
    bool fit_board = false;
    bool hint = false;              // light up the Hard computer's choice (Session::request_hint)
    int review_player = -1;         // review this player's turns (Session::request_review)
    int review_show = -1;           // show this review item on the board (Session::show_review)
    int show_tile = -1;             // bring this placed tile into view and frame it (a log line chosen)
    bool redraw = false;            // a panel measured something new that the next frames lay out
};

// Screen areas: where the board may draw (the panels take the rest). Portrait phones put the
// panels below the board; wide screens put them on the right.
struct HudLayout {
    ImVec2 board_min{0, 0}, board_max{0, 0};
    bool portrait = false;
    bool says_hint = true;  // the panels show the line of what to do (else the turn banner says it)
};


// This frame's panel measures (set by Hud::draw), also used by the app's own windows to match the panels.
struct HudMetrics {
    float scale = 1.0f;  // the panel text scale (Settings::text_scale / Settings::font_scale_applied)
    float em = 17.0f;    // the panel font size in logical pixels
    bool phone = false;  // portrait / narrow layout: bigger touch targets
    bool touch = false;  // the player uses a touch screen (TurnControls::touch_mode)
    float top = 0;       // the menu bar's height
};

// The centre of the item ImGui drew last: where the browser tests' probes say a button is.
ImVec2 last_item_centre();

// A review's expected final margin in words: "expected to end 6 points behind" / "... ahead" / "... level".
std::string margin_words(double margin);

// How the panels draw a tile picture (default: draw_tile from tile_art.h); `user` is the pointer given to
// Hud::set_tile_drawer.
using HudTileDrawer = void (*)(void* user, ImDrawList* dl, ImVec2 top_left, float size, int type, int rot);

namespace hud {
struct State;
}

// The panels and their own state (the new game screen's draft, the final table's closing, the log's scroll,
// what the tile buttons showed). One per app, kept between frames.
class Hud {
public:
    Hud();
    ~Hud();
    Hud(const Hud&) = delete;
    Hud& operator=(const Hud&) = delete;

    // Draws all panels for this frame. `top` is the menu bar's height. Returns the requests.
    // `turn`: the turn's controls the panels show (the rotation in hand) and ask (rotate, take back, ...).
    HudRequests draw(const Session& session, Settings& settings, float top, HudLayout* layout, TurnControls& turn);
    // The panels' state this frame as JSON, for browser tests: the tile buttons (rectangles, enabled), the
    // tile card's title, the hint line, the text scale in use.
    std::string probe_json() const;
    // This frame's measures (those of the last draw()).
    const HudMetrics& metrics() const;
    // The set-up the new game screen offers when no game on the table gives one (the last one the player started,
    // kept in their preferences); without it, you against a Medium computer.
    void remember_setup(const GameConfig& setup);
    // Switches the tile pictures to drawer(user, ...) (e.g. the tile atlas); null = draw_tile from tile_art.h.
    void set_tile_drawer(HudTileDrawer drawer, void* user);

private:
    std::unique_ptr<hud::State> state_;
};

// The panels' toggles (Game log, Tiles left, Help, Settings) as menu items, for the app's View menu.
void hud_menu_items(Settings& settings);

}  // namespace carc::ui
