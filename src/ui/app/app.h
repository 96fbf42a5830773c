// The app: one SDL2 window with an OpenGL (ES) 3 context, Dear ImGui, the menus and the board view.
// The platform entry points (src/platform/native, src/platform/web) own the main loop and call
// poll_events() / needs_frame() / render_frame().
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "ui/core/storage.h"
#include "ui/core/thinker.h"
#include "ui/hud/saves_window.h"

namespace carc::ui {

// What differs between the desktop and the browser, supplied by src/platform/.
struct PlatformHooks {
    // Device pixel ratio; null = derive it from the drawable and window sizes (desktop).
    float (*device_pixel_ratio)() = nullptr;
    // True when the main pointer is a finger (a phone or tablet): the texts say "Tap" from the start.
    bool (*coarse_pointer)() = nullptr;
    // Called once, right after the first frame has been drawn (the web page's readiness signal).
    void (*first_frame)() = nullptr;
    bool can_quit = true;     // offer Game > Quit (not in a browser tab)
    int window_width = 1024;  // the window's size when it opens (desktop; the browser's canvas fills the page)
    int window_height = 720;
    bool gles = false;        // OpenGL ES 3.0 context (WebGL 2) instead of desktop OpenGL 3.2 core
    // Start options, "key=value&key&..." (the page's URL query, or the desktop app's --options):
    //   play       start a game at once (you against one computer player), no new-game screen
    //              (without it, no game exists until the player starts or continues one)
    //   seed=N     that game's seed
    //   river, abbey, wagon=adjacent, inns, edition=2000   that game's rules (River, Abbey & Mayor, ...: each
    //              expansion's RuleOptions::link_key)
    //   players=N  that game's seats: you and N - 1 computer players (2 up to what its rules allow)
    //   level=N    that game's computer seats play at level N (ai/players.h: 2 easy, 1 medium, 3 hard, 4 expert)
    //   fast       computer players decide almost at once (tests); delay=S sets the pause in seconds
    //   text=N     text size (1 .. 2, as Settings > Text size)
    //   sound      the game's sounds on (as Settings > Sound)
    //   autoplay   computer players on every seat, the whole game played out before the first frame; with
    //              turns=N only its first N turns (a game in progress); with `you` the first seat is the person's,
    //              its decisions made as the Medium computer would
    //   link       with play: that game is one played by link, its invitation made here (docs/play-by-link.md)
    //   test       publish the board's probe (BoardView::probe_json) after every frame
    std::string options;
    // Games by link: the page's address without its fragment, which a link is made from (null or "": the desktop,
    // whose links are the part from "#play=" on, to paste into the game).
    std::string (*page_address)() = nullptr;
    // Hands a text (a game's link) to the device's share sheet (the Web Share API); null = the device has none.
    void (*share_text)(const char* title, const char* text) = nullptr;
    // Copies a text to the clipboard; null = SDL's clipboard.
    void (*copy_text)(const char* text) = nullptr;
    // Receives the probe after each frame when the `test` option is on (the page keeps it for tests).
    void (*publish_probe)(const char* json) = nullptr;
    // Saved games: IndexedDB in the browser, files on the desktop; null = no saving (the game still goes on).
    SaveStorage* storage = nullptr;
    SaveFileHooks files;                     // export as a file / import from a file (browser)
    // With the `test` option: the saved games and the current game's action count, after each change.
    void (*publish_saves)(const char* json) = nullptr;
    // Says the game's new log lines to screen readers (the page's aria-live region); null = nobody to tell.
    void (*announce)(const char* text) = nullptr;
    // Loads a picture of the app's art (a file name: "tiles.png") into a new GL texture without holding up the
    // start: decoded off the main thread, it arrives after the first frames through done(user, texture, width,
    // height) on the main thread (texture 0 if it failed). Null = the app decodes the file itself in init().
    // Where the computer thinks, hints and reviews (a Web Worker, a thread); null = computer decisions within
    // the frame, and no hints or reviews.
    Thinker* thinker = nullptr;
    void (*load_texture_async)(const char* name, void (*done)(void* user, unsigned texture, int w, int h),
                               void* user) = nullptr;
    // The player's languages, most preferred first ("de-AT,en"): the browser's, or the desktop's LANGUAGE /
    // LC_ALL / LC_MESSAGES / LANG. Null = none (English unless the player chose).
    std::string (*preferred_languages)() = nullptr;
    // Loads the catalogue of a language (assets/lang/<code>.mo) and hands its bytes to done(user, data, size) on
    // the main thread, size 0 if it failed. Null = the app reads the file from its asset folder at once.
    void (*load_catalog)(const char* code, void (*done)(void* user, const char* data, size_t size), void* user) = nullptr;
    // The game now speaks `code`, from the catalogue `data` (empty for English): the page's own texts and its
    // lang attribute follow. Null = nothing else to tell.
    void (*language_changed)(const char* code, const char* data, size_t size) = nullptr;
    // After each frame drawn: the text fields on screen, `count` boxes of four floats (left, top, right, bottom in
    // window coordinates), the one being edited (its index, -1 for none) and that one's hint. The browser's page
    // puts its own text input over the field being edited and hands what it receives to type_text() and
    // end_text_entry(). Null = the keyboard's text comes as SDL's own text events (the desktop).
    void (*text_fields)(const float* boxes, int count, int active, const char* hint) = nullptr;
    // Draws a character the app's font lacks (a name in Chinese, Japanese, Korean, ...) with the device's own
    // fonts: code point `cp`, `px` pixels tall with its baseline `baseline` pixels down, white on nothing, into
    // `alpha` (w x h coverage bytes, at most `cap`), and its advance. False if it cannot. Null = such
    // characters show as "?" (the desktop, whose font file has none).
    bool (*draw_glyph)(unsigned cp, int px, int baseline, unsigned char* alpha, int cap, int* w, int* h,
                       float* advance) = nullptr;
};

class App {
public:
    App();
    ~App();
    App(const App&) = delete;
    App& operator=(const App&) = delete;

    // Creates the window, the GL context and ImGui; loads the font from asset_dir/fonts/ui.ttf.
    // On failure prints why to stderr and returns false. The same as begin_init() and init_step() until done.
    bool init(const PlatformHooks& hooks, const std::string& asset_dir);
    // The start-up in small steps, for the browser: one step per task, so that none holds the page for long.
    // begin_init() only keeps the hooks; each init_step() does the next part and returns 1 while parts remain,
    // 0 when the app is ready for frames, -1 on failure (why is on stderr). The first part needs no GL (ImGui and
    // the font's atlas); gl_ready says whether the later ones may create the context yet (the page warms the GPU
    // up on a worker meanwhile): while it is false, the step does nothing and returns 2. The GL parts are the
    // window, the context, ImGui's back ends, its shaders and font texture: one step each; then the board and the
    // saves, a bare ImGui frame, the tile table (for the new game screen) and a layout frame.
    void begin_init(const PlatformHooks& hooks, const std::string& asset_dir);
    int init_step(bool gl_ready = true);
    // What the first frame does not need, for the browser to do once it is on screen: the art's download (with
    // load_texture_async; otherwise the art was loaded by init_step) and the tile table (parsed on first use in any
    // case; here so that the first game does not wait for it).
    void after_first_frame();
    // Handles every pending SDL event. Returns false once the user has asked to quit.
    bool poll_events();
    // Text from the platform's own text input (PlatformHooks::text_fields), in order with the other input: takes
    // back the last `erase` characters it typed (an input method's composition as it changes), then types `text`
    // (UTF-8) into the field being edited.
    void type_text(int erase, const char* text);
    // Ends the editing of the text field being edited, keeping its text (the phone's keyboard was closed).
    void end_text_entry();
    // A game's link (an address with "#play=", or that part): opened at the next frame, into the saved game it
    // belongs to, or as an invitation to take a seat in (app_link.cpp).
    void open_link(const std::string& text);
    // True while something changed or moves, i.e. while a new frame would look different (while only the
    // thinking indicator turns, a few times a second).
    bool needs_frame() const;
    // How long a loop that can sleep may wait for an event when needs_frame() is false (milliseconds).
    int idle_wait_ms() const;
    // Builds and draws one frame, then swaps buffers.
    void render_frame();
    // Renders n frames back to back and waits for the GPU (frame-cost measurements).
    void force_frames(int n);
    // Reads back the last frame (RGB, bottom-up rows) for screenshots; false without a window.
    bool read_pixels(int* w, int* h, std::string* rgb);
    // Opens one of the app's windows as its menu item does, by the probe's name ("newGame", "help", "tilesLeft",
    // "settings", "saves", "history"), and closes the others; "" closes them all. False for an unknown name (nothing
    // changes) or the saved games and the history without storage. For the desktop app's layout check.
    bool show_window(const std::string& name);
    // The sound's state (JSON: on, open, the cues queued and started by kind), for tests.
    std::string sound_state() const;
    void shutdown();

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace carc::ui
