// The app's parts (app*.cpp): what every part shares (AppCore), the menus, the saved games, the test probe and
// the start-up steps. Not for use outside the app files.
#pragma once

#include <SDL.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "imgui.h"
#include "ui/app/app.h"
#include "ui/board/board_cache.h"
#include "ui/board/board_view.h"
#include "link/qr.h"
#include "ui/core/preferences.h"
#include "ui/core/saves.h"
#include "ui/core/session.h"
#include "ui/core/sound.h"
#include "ui/hud/hud.h"
#include "ui/hud/history_window.h"
#include "ui/hud/saves_window.h"
#include "ui/tiles/tile_atlas.h"

#ifndef CARC_VERSION
#define CARC_VERSION "dev"
#endif

struct ImGuiWindow;  // imgui_internal.h

namespace carc::ui::app {

inline constexpr int kFramesAfterInput = 3;  // ImGui needs a couple of frames to settle after an input
// The code of the SDL_USEREVENT that App::end_text_entry() sends (code 0: something arrived, draw again).
inline constexpr Sint32 kEndTextEntry = 1;
// While the only thing that moves is the thinking indicator (Session::only_waiting): a frame this often, so the
// drawing leaves the CPU (and a software GPU) to the search and the page's frames stay short.
inline constexpr double kWaitingFrameSeconds = 1.0 / 12.0;

// The game on screen and what shows it: the session, the board, the panels, the window. Every part
// of the app works on it.
// The glyphs the font atlas is made with beyond Latin-1 and punctuation.
struct FontGlyphs {
    int sets = 0;                  // whole alphabets (kGlyphs... bits)
    std::vector<uint16_t> others;  // single characters of other scripts (a name in Chinese, ...), sorted, at most kMaxOthers
    static constexpr size_t kMaxOthers = 512;
    FontGlyphs& operator|=(const FontGlyphs& o);
    bool operator==(const FontGlyphs&) const = default;
};

struct AppCore {
    PlatformHooks hooks;
    std::string asset_dir;
    SDL_Window* window = nullptr;
    SDL_GLContext gl = nullptr;
    Session session;
    Settings settings;
    Hud hud;          // the panels around the board
    TileAtlas atlas;  // the tile art and the figures, for the board and the panels
    TurnControls turn;  // the turn's controls, read and changed by the board and the panels
    BoardView board;
    BoardCache board_cache;
    double time0 = 0;
    int frames_pending = 1;  // the first frame; more while the windows settle
    bool quit = false;
    float font_dpr = 0;  // the scale the font atlas was rasterised at
    FontGlyphs font_glyphs;  // the glyphs beyond Latin-1 it has
    int font_drawn = 0;        // of its others, how many the platform drew (PlatformHooks::draw_glyph)
    float font_ascent = 0.8f;  // the font's baseline, a fraction of its size down from the line's top (once built)
    // The language the texts are in, or the one whose catalogue is on its way: the font's glyphs are made for it
    // at once, so that the catalogue's arrival does not rasterise the font again (app_language.cpp).
    std::string language_shown = "en";
    // The glyphs beyond Latin-1 of the text typed in this visit and of the names of the last set-up kept: a name in
    // another alphabet than the language's shows in its own letters.
    FontGlyphs typed_glyphs;

    // Seconds since the start (time0).
    double now() const {
        return double(SDL_GetPerformanceCounter()) / double(SDL_GetPerformanceFrequency()) - time0;
    }
    // The device pixel ratio: the platform's, or the drawable's size over the window's.
    float dpr() const;
    // Asks for at least n more frames.
    void want_frames(int n) { frames_pending = std::max(frames_pending, n); }
};

// Saved games: every game's own entry updated after every action, the "Continue?" prompt at start, the saved
// games window, and the replay of a finished game (app_autosave.cpp).
struct GameSaves {
    std::unique_ptr<SaveLibrary> lib;  // null = no storage (no saving; the game still goes on)
    std::string game_key;              // the entry of the game on the board ("" until its first save)
    int64_t game_rev = 0;              // the revision of that entry this window last read or wrote
    std::string taking;                // a game asked from the window that plays it ("Play it here"), until it comes
    std::string notice;                // why the board changed without the player (the game was played elsewhere),
                                       // in English (translated where shown)
    bool continue_decided = false;     // the "Continue?" prompt was answered (or is not needed)
    bool show = false;                 // the saved games window
    std::string status;                // the saved games window's message
    double status_at = -1;             // when status last changed (it fades after a few seconds)
    std::string problem;               // the last failed save, shown until the next save works
    uint64_t saved_revision = ~0ull;
    int saved_generation = -1;
    ImVec2 continue_at{-1, -1};  // the prompt's Continue button (test probe), -1 when not shown
    SavesProbe probe;            // where the saved games window drew its buttons (test probe)
    // The finished games (history.h), in the same storage: a game that ends at this screen is kept there once.
    std::unique_ptr<GameHistory> history;
    bool show_history = false;         // the history and statistics window
    std::string history_status;        // its message
    HistoryProbe history_probe;
    ImVec2 replay_slider[2] = {{-1, -1}, {-1, -1}};  // the replay's slider (test probe)
    ImVec2 play_on_at{-1, -1};                        // its "Play on from here" button
    ImVec2 elsewhere_at{-1, -1}; // the "Play it here" button of the game continued elsewhere (test probe)

    // Starts a new game: it gets its own saved entry at its first action; the previous game keeps its own.
    void start(AppCore& core, const GameConfig& config);
    // Goes on with a game by link (a new one, one opened from a link): its own entry from now on.
    void start_link(AppCore& core, const link::LinkGame& g);
    // The game now on the board gets its own entry at its next save (the previous one's is let go).
    void new_entry(AppCore& core);
    // "Play on from here" in a replay: the game in `record` goes on as a new game with its own entry.
    void play_on(AppCore& core, const std::string& record);
    // Game > Replay this game: the game being played, stepped through from its start; closing the replay goes back
    // to it as it was (its entry is neither released nor written meanwhile).
    void replay_current(AppCore& core);
    std::string replay_return;     // that game's record while its replay is shown ("" otherwise)
    Session::Aids replay_aids;
    // The replay bar's Close: back to the game being played, or a finished game's end.
    void close_replay(AppCore& core);
    // After every action: stores the game in its own entry (created at its first action), so starting another
    // game never replaces an unfinished one. Does nothing without storage, during a replay or before the
    // "Continue?" prompt is answered.
    void autosave(AppCore& core);
    // Loads a saved game. An unfinished game's own entry goes on being updated (and is held by this window); a
    // named copy continues in a new entry (the copy stays as it was); a finished game opens as a replay. A
    // failure is said in the saves window.
    void resume(AppCore& core, const std::string& record, const std::string& key);
    // A write of the entry `key` was refused (another window played on): shows the stored, newer game instead.
    void reload_newer(AppCore& core, const std::string& key);
    // "Play it here": asks the window that plays the game `key` to let it go; it is resumed when it comes.
    void take_over(AppCore& core, const std::string& key);
    // What other windows did: a refused write reloads the newer game, a game taken elsewhere is only shown
    // here from then on, a game asked for arrives, the list is re-read.
    void storage_events(AppCore& core);
    // Draws the "Continue?" prompt (until answered), the replay bar (during a replay), the saved games window
    // and the note about a failed save; carries out what the player chose in them.
    void draw(AppCore& core);
    // True while the saves window needs frames without input: a fading message, an imported file arriving.
    bool needs_frame(const AppCore& core, double now) const;
};

// Games played by link (app_link.cpp, docs/play-by-link.md): making the invitation, opening a link into the saved
// game it belongs to (or taking a seat from an invitation), the window with the link to send on, and the window to
// paste a link into.
struct LinkPlay {
    std::string to_open;           // a link to open at the next frame (the page's address had one, or it was pasted)
    std::optional<link::LinkGame> invitation;  // an invitation opened here: the seat to take is asked
    bool show_share = false;       // the window with the link to send
    bool show_paste = false;       // Game > Open a game link...
    std::string paste;             // that window's text
    std::string message;           // what the last link said (a refusal, an old link, cheating), in its own window
    int offered = -1;              // the game's messages when the link was last offered
    double copied_at = -1;         // when the link was last copied ("Copied" for a moment)
    bool show_qr = false;          // the link's QR code in the window, for a phone at the same table
    std::string qr_text;           // the text the QR code below is of
    link::QrCode qr;
    // The moves a link brought, shown turn by turn: the replay steps on by itself to the game as it now stands and
    // closes there, unless the player takes the replay bar (then it is theirs to close).
    int auto_step = -1;            // the replay position it last set (-1: not stepping)
    double auto_at = 0;            // when it did
    // Where the windows drew their buttons (test probe).
    ImVec2 copy_at{-1, -1}, close_at{-1, -1}, open_at{-1, -1}, message_ok_at{-1, -1};
    std::vector<ImVec2> seat_at;   // the invitation's free seats' buttons, by seat (-1: taken)
    // The New game screen's "Make the invitation": a new game by link with this device in seat 0.
    void start(AppCore& core, GameSaves& saves, const GameConfig& config);
    void open(AppCore& core, GameSaves& saves, const std::string& text);
    // The link to send, as an address (the page's, with "#play=" and the link) or, on the desktop, from "#play=".
    std::string address(const AppCore& core) const;
    void draw(AppCore& core, GameSaves& saves);
    bool window_open() const { return invitation.has_value() || show_paste || !message.empty() || !to_open.empty(); }
    std::string probe_json(const AppCore& core) const;
};

// The player's preferences (preferences.h) in the save storage: read at start, before the fonts; a setting the
// player changes, and the set-up of a game started from the new game screen, are written at once
// (app_prefs.cpp). Options in the address (text=, ...) apply to this visit only.
struct PlayerPrefs {
    Preferences kept;  // what the storage holds (or will)
    Settings seen;     // the settings as they were last frame
    bool loaded = false;

    // Reads the record into core.settings and the new game screen's set-up.
    void load(AppCore& core);
    // After start-up's options: the settings from here on are compared with these.
    void settle(const AppCore& core) { seen = core.settings; }
    // Each frame: keeps each setting that changed since last frame (once no control is held: a slider is kept
    // when let go).
    void watch(AppCore& core);
    // A game started from the new game screen: its set-up is kept.
    void started(AppCore& core, const GameConfig& setup);
    // The player chose a language: it is kept.
    void keep_language(AppCore& core, const std::string& code);
    void write(AppCore& core);
};

// The game's language (app_language.cpp): at start the address's lang=, else the player's kept choice, else the
// platform's preferred languages; View > Language changes it while a game goes on. A catalogue that cannot be
// loaded leaves the language as it was and says so in the menu.
struct Language {
    std::string loading;   // the language whose catalogue is on its way ("" none)
    bool by_player = false;  // it was chosen in the menu (kept in the preferences once it is in)
    std::string problem;   // why the last choice failed, shown in View > Language

    // At start, after the preferences were read: the language to speak, loaded (the app keeps core and prefs).
    void start(AppCore& core, PlayerPrefs& prefs, const std::string& option);
    void choose(const std::string& code);  // from the menu
    // A catalogue came in (empty: it could not be loaded).
    void installed(const std::string& code, const std::string& mo);

private:
    AppCore* core_ = nullptr;
    PlayerPrefs* prefs_ = nullptr;
    void load(const std::string& code);
};

// The menu bar with its keyboard handling, Escape for the topmost window, the About box and the "no game"
// prompt (app_menus.cpp).
struct Menus {
    bool show_about = false;
    bool open_menu = false;  // F10 or a lone Alt: open the Game menu from the keyboard
    bool alt_alone = false;  // Alt is down and no other key came since
    int menu_index = -1;     // the menu bar's open menu (0 Game, 1 View, 2 Help), -1 none
    int menu_step = 0;       // Left/Right in an open menu: open the previous/next one
    float bar_height = 0;    // the menu bar's height this frame
    bool open_link_paste = false;  // Game > Open a game link... was chosen (LinkPlay shows its window)
    bool open_link_share = false;  // Game > Send the game on...
    bool link_window = false;      // a window of a game link is up (LinkPlay::window_open): no "no game" prompt

    // Left/Right while a menu is open: steps to the neighbouring menu next frame. True when the event was
    // taken (it goes neither to ImGui nor to the board).
    bool take_menu_step(const SDL_Event& e);
    // Watches the keys that open the Game menu: F10, and Alt pressed and released alone.
    void watch_keys(const SDL_Event& e);
    // Draws the main menu bar (Game, View, Help, the version) and carries out its items.
    void draw(AppCore& core, GameSaves& saves, Language& language);
    // Escape closes the window on top (About, Help, Settings, Tiles left, Saved games), one per press;
    // modals and open menus handle Escape themselves.
    void escape_closes_topmost(AppCore& core, GameSaves& saves);
    // The About box, and with no game and nothing asked, a prompt to start or load one.
    void windows(AppCore& core, GameSaves& saves);
};

// The game's sounds through SDL's audio (app_sound.cpp): off until the player turns them on in Settings; then the
// device is open, silent while the window is hidden, and each frame queues the cues of what happened
// (sound.h CueWatcher) at the moments the board shows it. The cues are watched with the sound off too, so that
// turning it on plays nothing of the past.
struct GameSound {
    CueWatcher watcher;
    Mixer mixer;
    SDL_AudioDeviceID device = 0;
    bool failed = false;       // the device could not be opened (said once on stderr; the game goes on silent)
    bool hidden = false;       // the window (the page) is hidden
    float volume = 0;          // the volume the device callback uses (copied under the device's lock)
    std::vector<int> queued = std::vector<int>(kCueKinds, 0);  // cues handed to the mixer, by kind (test probe)

    void frame(AppCore& core);
    void window_event(Uint8 event);  // SDL_WINDOWEVENT_HIDDEN / SHOWN / MINIMIZED / RESTORED
    void close();
    // The probe's "sound" object: {"on":..,"open":..,"queued":{..},"started":{..}}.
    std::string probe_json(const AppCore& core) const;

private:
    void open();
    static void callback(void* user, Uint8* stream, int len);
};

// The browser tests' view of the app (PlatformHooks' `test` option, app_probe.cpp).
struct TestProbe {
    bool on = false;              // the `test` start option
    std::string published_saves;  // the saves' state last published

    // After a frame: publishes the board's, the panels' and the app's state (publish_probe) and the saved
    // games' (publish_saves, when it changed). Does nothing unless `on`.
    void publish(const AppCore& core, const Menus& menus, GameSaves& saves, GameSound& sound, const LinkPlay& link);
};

// Start-up (app_startup.cpp).
// The game started without the new-game screen: you against one computer player (or two computer players
// with all_computers), classic rules.
GameConfig default_game(uint64_t seed, bool all_computers);
// Rasterises the font at dpr x the player's text size; upload = false (before the GL context exists) only
// rasterises the atlas, which the GL back end uploads when it creates its device objects.
void load_fonts(AppCore& core, float dpr_now, float text_scale, bool upload = true);
// The glyphs beyond Latin-1 that the language shown (or about to be: its catalogue on its way), the text typed and
// the players' names of the game on the board need; a new atlas is made when they change.
constexpr int kGlyphsLatinExt = 1, kGlyphsCyrillic = 2;
FontGlyphs glyphs_needed(const AppCore& core);
// The glyphs beyond Latin-1 that a text (UTF-8) has letters of.
FontGlyphs glyphs_of(std::string_view text);
// After ImGui::NewFrame(): on a touch screen every frame (button, checkbox, radio button, slider, the menu
// bar, a window's title bar and close button) is at least kTouchTarget pixels tall; else ImGui's own sizes.
void touch_style(bool touch);
// After ImGui::NewFrame(): on a touch screen a finger dragged up or down inside a window scrolls its content
// (ImGui would move the window); the button it started on is not pressed. `drag` carries the drag between frames.
struct TouchDrag {
    ImGuiWindow* target = nullptr;  // the window the finger scrolls (null: none)
    bool scrolling = false;         // the finger has moved far enough to scroll
};
void touch_scroll(bool touch, TouchDrag& drag);
constexpr float kTouchTarget = 44.0f;

}  // namespace carc::ui::app

namespace carc::ui {

// The app's state: its parts, the start-up's progress and the frame's own bookkeeping.
struct App::Impl {
    app::AppCore core;
    app::GameSaves saves;
    app::PlayerPrefs prefs;
    app::Language language;
    app::Menus menus;
    app::TestProbe probe;
    app::GameSound sound;
    app::LinkPlay link;
    // Start-up (app_startup.cpp).
    int init_stage = 0;           // App::init_step
    bool layout_pass = false;     // render_frame() builds the frame without drawing it (init_step's last part)
    bool first_frame_done = false;
    bool art_requested = false;  // after_first_frame
    // The frame (app.cpp).
    std::string* capture = nullptr;  // read_pixels: where to put the frame being drawn
    int capture_w = 0, capture_h = 0;
    uint64_t last_layout = 0;       // the windows' sizes and places last frame
    Uint64 last_ticks = 0;
    double last_frame_at = 0;       // now() when the last frame was drawn
    bool finger_lifted = false;     // the last pointer input was a finger leaving the screen...
    double finger_lifted_at = 0;    // ...at this time (now()); the pointer counts as gone a while later
    bool finger_gone = false;       // and that has been drawn
    bool finger_down = false;       // a finger is on the screen...
    double finger_down_at = 0;      // ...since (now())
    bool long_press = false;        // ...and has been held still long enough to ask for the tooltips
    // A press in this batch of events: the pointer counts as where it went down for pin_frames frames (two when
    // it was released in the same batch: the press's frame and the release's), whatever moves came after.
    ImVec2 pin_pos{0, 0};
    int pin_frames = 0;
    bool held_down = false;  // a button press waits for the next frame: ImGui sees the pointer there, the buttons up
    ImVec2 held_down_pos;
    int held_down_frames = 0;  // frames drawn while it was held back
    app::TouchDrag touch_drag;      // a finger scrolling a window (touch_scroll)
};

}  // namespace carc::ui
