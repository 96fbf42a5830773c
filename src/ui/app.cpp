// App frame: SDL2 window + GL context, ImGui set-up with a HiDPI font atlas, menus, the session being played,
// the panels (hud.h) around the board view, About and Controls boxes.
#include "ui/app.h"

#include <SDL.h>

#if defined(CARC_GLES3)
#include <GLES3/gl3.h>
#else
#include <SDL_opengl.h>
#endif

#include <algorithm>
#include <cfloat>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <cstdlib>
#include <cstring>

#include "ai/players.h"
#include "engine/game.h"
#include "engine/json_util.h"
#include "engine/match.h"
#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_internal.h"  // the window order (Escape closes the topmost) and keyboard-opened menus
#include "imgui_impl_sdl.h"
#include "ui/board_cache.h"
#include "ui/board_view.h"
#include "ui/hud.h"
#include "ui/saves.h"
#include "ui/saves_window.h"
#include "ui/session.h"
#include "ui/shortcuts.h"
#include "ui/start_options.h"
#include "ui/tile_art.h"
#include "ui/tile_atlas.h"

#ifndef CARC_VERSION
#define CARC_VERSION "dev"
#endif

namespace carc::ui {
namespace {
constexpr float kFontSize = 17.0f;   // logical pixels
constexpr int kFramesAfterInput = 3;  // ImGui needs a couple of frames to settle after an input
// A finger leaves SDL's stand-in mouse where it lifted, so the tooltip of what was tapped (why a button is
// disabled, what a rule option means) would stay until the next tap: it goes after this many seconds.
constexpr double kTouchTooltipSeconds = 2.5;

// The game started without the new-game screen: you against one computer player, classic rules.
GameConfig default_game(uint64_t seed, bool all_computers) {
    GameConfig c;
    c.seed = seed;
    Seat you{all_computers ? "Computer 1" : "You", 0, all_computers, 1};
    Seat bot{all_computers ? "Computer 2" : "Computer", 1, true, 1};
    c.seats = {you, bot};
    return c;
}
}  // namespace

struct App::Impl {
    PlatformHooks hooks;
    std::string asset_dir;
    SDL_Window* window = nullptr;
    SDL_GLContext gl = nullptr;
    Session session;
    Settings settings;
    static inline TileAtlas atlas;  // one per process (the panels' tile drawer is a plain function)
    BoardView board;
    BoardCache board_cache;
    double time0 = 0;
    bool test_probe = false;
    std::string* capture = nullptr;  // read_pixels: where to put the frame being drawn
    int capture_w = 0, capture_h = 0;
    int frames_pending = 1;  // the first frame; more while the windows settle (last_layout)
    bool quit = false;
    bool first_frame_done = false;
    bool art_requested = false;  // after_first_frame
    bool layout_pass = false;  // render_frame() builds the frame without drawing it (init_step's last part)
    int init_stage = 0;  // App::init_step
    bool show_about = false;
    bool open_menu = false;            // F10 or a lone Alt: open the Game menu from the keyboard
    bool alt_alone = false;            // Alt is down and no other key came since
    bool finger_lifted = false;        // the last pointer input was a finger leaving the screen...
    double finger_lifted_at = 0;       // ...at this time (now()); the pointer counts as gone kTouchTooltipSeconds later
    bool finger_gone = false;          // and that has been drawn
    int menu_index = -1;               // the menu bar's open menu (0 Game, 1 View, 2 Help), -1 none
    int menu_step = 0;                 // Left/Right in an open menu: open the previous/next one
    // Saved games: every game's own entry updated after every action, the "Continue?" prompt at start, the
    // saves window.
    std::unique_ptr<SaveLibrary> saves;
    std::string game_key;              // the entry of the game on the board ("" until its first save)
    bool continue_decided = false;
    bool show_saves = false;
    std::string saves_status;
    SavesProbe saves_probe;            // where the saved games window drew its buttons (test probe)
    float menu_bar_height = 0;
    uint64_t last_layout = 0;          // the windows' sizes and places last frame
    double saves_status_at = -1;       // when saves_status last changed (it fades after a few seconds)
    std::string save_problem;          // the last failed save, shown until the next save works
    uint64_t saved_revision = ~0ull;
    int saved_generation = -1;
    std::string published_saves;
    ImVec2 continue_at{-1, -1};        // the prompt's Continue button (test probe), -1 when not shown
    float font_dpr = 0;      // the scale the font atlas was rasterised at
    Uint64 last_ticks = 0;

    // The shown windows' sizes and places, to see whether they have settled.
    static uint64_t layout_hash() {
        uint64_t sizes = 0;
        for (const ImGuiWindow* w : GImGui->Windows)
            if (w->Active)
                sizes = sizes * 1000003u + uint64_t(int64_t(w->Size.x * 7919 + w->Size.y)) + uint64_t(int64_t(w->Pos.x * 31 + w->Pos.y));
        return sizes;
    }

    float dpr() const {
        if (hooks.device_pixel_ratio) return std::max(1.0f, hooks.device_pixel_ratio());
        int w = 0, h = 0, dw = 0, dh = 0;
        SDL_GetWindowSize(window, &w, &h);
        SDL_GL_GetDrawableSize(window, &dw, &dh);
        return w > 0 ? std::max(1.0f, float(dw) / float(w)) : 1.0f;
    }

    // Rasterises the font at dpr x the player's text size, so text stays sharp on HiDPI screens
    // (web-platform.md 6.1) and "Text size" enlarges every text: panels, menus, the turn banner, windows.
    // upload = false (start-up, before the GL context exists) only rasterises the atlas; the GL backend uploads
    // it when it creates its device objects.
    void load_fonts(float dpr_now, float text_scale, bool upload = true) {
        const float scale = dpr_now * text_scale;
        ImGuiIO& io = ImGui::GetIO();
        if (font_dpr != 0 && upload) ImGui_ImplOpenGL3_DestroyFontsTexture();
        io.Fonts->Clear();
        const std::string path = asset_dir + "/fonts/ui.ttf";
        ImFontConfig cfg;
        // Horizontal oversampling keeps small text smooth at 1x; at 1.5x and more the pixels are small enough
        // without it, and rasterising the atlas (on the main thread, at start-up) takes half the time.
        cfg.OversampleH = scale < 1.5f ? 2 : 1;
        ImFont* font = nullptr;
        if (FILE* f = std::fopen(path.c_str(), "rb")) {
            std::fclose(f);
            // Latin-1 plus general punctuation (dashes, ellipsis, arrows) and the multiplication sign.
            static const ImWchar kRanges[] = {0x0020, 0x00FF, 0x2010, 0x2027, 0x2190, 0x21FF, 0};
            font = io.Fonts->AddFontFromFileTTF(path.c_str(), kFontSize * scale, &cfg, kRanges);
        }
        if (!font) {
            std::fprintf(stderr, "carcassonne: font %s not found, using ImGui's built-in font\n", path.c_str());
            ImFontConfig def;
            def.SizePixels = 13.0f * scale;
            io.Fonts->AddFontDefault(&def);
        }
        io.FontGlobalScale = 1.0f / dpr_now;
        font_dpr = scale;
        settings.font_scale_applied = text_scale;
        if (upload) {
            ImGui_ImplOpenGL3_CreateFontsTexture();
        } else {
            unsigned char* pixels = nullptr;
            int w = 0, h = 0;
            io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);  // rasterised now, uploaded with the GL objects
        }
    }

    static void draw_atlas_tile(ImDrawList* dl, ImVec2 top_left, float size, int type, int rot) {
        atlas.draw_tile(dl, type, rot, top_left, size);
    }

    double now() const { return double(SDL_GetPerformanceCounter()) / double(SDL_GetPerformanceFrequency()) - time0; }

    // A new game: it gets its own saved entry at its first action; the previous game keeps its own.
    void start(const GameConfig& config) {
        session.start(config);
        game_key.clear();
        board.request_fit();
    }

    // Start options (PlatformHooks::options).
    void apply_options() {
        const std::string& o = hooks.options;
        std::string v;
        uint64_t seed = 0;
        std::string why;
        // Numbers from the URL are checked; a bad one is ignored (the default stays) and said on the console.
        auto say = [&] {
            if (!why.empty()) std::fprintf(stderr, "carcassonne: %s\n", why.c_str());
            why.clear();
        };
        whole_option(o, "seed", 1, UINT64_MAX, &seed, &why);
        say();
        if (option(o, "fast")) {  // for tests: the computer decides at once, the camera jumps
            session.computer_delay = 0.03;
            settings.reduced_motion = true;
        }
        double d = 0;
        if (real_option(o, "delay", 0.0, 10.0, &d, &why)) session.computer_delay = d;
        say();
        if (real_option(o, "text", 1.0, 2.0, &d, &why)) settings.text_scale = float(d);
        say();
        test_probe = option(o, "test");
        const bool autoplay = option(o, "autoplay");
        // No game exists until the player starts or continues one, unless the options ask for one.
        if (option(o, "play") || autoplay) {
            settings.show_new_game = false;
            continue_decided = true;  // a game was asked for: no "Continue?" prompt
            GameConfig config = default_game(seed, autoplay);
            if (option(o, "wheel")) config.rules.game = GameKind::WheelOfFortune;
            config.rules.river = option(o, "river") && !option(o, "wheel");
            config.rules.abbey_mayor = option(o, "abbey");
            if (option(o, "wagon", &v) && v == "adjacent") config.rules.wagon = WagonRule::Adjacent;
            if (option(o, "edition", &v) && v == "2000" && config.rules.game != GameKind::WheelOfFortune)
                config.rules.edition = Edition::First2000;  // (the wheel is played with the classic scoring)
            uint64_t level = 0;  // the computer seats' level (ai/players.h numbers)
            if (whole_option(o, "level", 0, ai::kNumLevels - 1, &level, &why))
                for (Seat& seat : config.seats)
                    if (seat.computer) seat.level = static_cast<int>(level);
            say();
            start(config);
            if (autoplay) session.play_out();
        }
    }

    // The tile art and the figures. In the browser they are decoded off the main thread and arrive after the
    // first frames (the new game screen needs neither; the board draws simple shapes until then).
    void load_art() {
        if (hooks.load_texture_async) {
            hooks.load_texture_async("tiles.png", tiles_arrived, this);
            hooks.load_texture_async("figures.png", figures_arrived, this);
            return;
        }
        if (!atlas.load_tiles((asset_dir + "/tiles.png").c_str()))
            std::fprintf(stderr, "carcassonne: %s (drawing tiles without the atlas)\n", atlas.error().c_str());
        else
            set_hud_tile_drawer(draw_atlas_tile);
        if (!atlas.load_figures((asset_dir + "/figures.png").c_str()))
            std::fprintf(stderr, "carcassonne: %s (drawing simple figures)\n", atlas.error().c_str());
    }

    static void tiles_arrived(void*, unsigned texture, int w, int h) {
        if (texture == 0)
            std::fprintf(stderr, "carcassonne: tiles.png could not be loaded (drawing tiles without the atlas)\n");
        else if (!atlas.adopt_tiles(texture, w, h))
            std::fprintf(stderr, "carcassonne: %s (drawing tiles without the atlas)\n", atlas.error().c_str());
        else
            set_hud_tile_drawer(draw_atlas_tile);
        redraw();
    }
    static void figures_arrived(void*, unsigned texture, int w, int h) {
        if (texture == 0)
            std::fprintf(stderr, "carcassonne: figures.png could not be loaded (drawing simple figures)\n");
        else if (!atlas.adopt_figures(texture, w, h))
            std::fprintf(stderr, "carcassonne: %s (drawing simple figures)\n", atlas.error().c_str());
        redraw();
    }
    // Something arrived between frames: an event makes the next poll_events() ask for new frames.
    static void redraw() {
        SDL_Event e{};
        e.type = SDL_USEREVENT;
        SDL_PushEvent(&e);
    }

    static int64_t wall_ms() {
        return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch()).count();
    }

    // After every action: the game goes to its own entry (created at its first action), so starting
    // another game never replaces an unfinished one.
    void autosave() {
        if (!saves || !session.active() || !continue_decided || session.replaying()) return;
        if (session.revision() == saved_revision && session.generation() == saved_generation) return;
        saved_revision = session.revision();
        saved_generation = session.generation();
        std::string err;
        const bool has_key = !game_key.empty();
        const std::string key = has_key ? game_key : saves->new_game_key(wall_ms());
        if (saves->autosave(session, key, wall_ms(), &err)) {
            save_problem.clear();
            // The entry exists once something was stored under it.
            if (!has_key && hooks.storage->get(key)) game_key = key;
        } else {
            save_problem = err;
        }
    }

    // Loads a saved game. An unfinished game's own entry goes on being updated; a named copy continues
    // in a new entry (the copy stays as it was); a finished game opens as a replay.
    void resume(const std::string& record, const std::string& key) {
        std::string err;
        auto m = Match::from_record(record, &err);
        // A finished game opens as a replay, turn by turn; an unfinished one goes on.
        const bool ok = m && (m->game().is_over() ? session.start_replay(record, &err) : session.resume(record, &err));
        frames_pending = std::max(frames_pending, kFramesAfterInput);  // new windows need a frame to size themselves
        if (ok) {
            settings.show_new_game = false;
            game_key = saves && !key.empty() && saves->is_entry(key) ? key : std::string();
            saved_revision = session.revision();  // nothing new to store until the next action
            saved_generation = session.generation();
            board.request_fit();
        } else {
            saves_status = "This game cannot be loaded: " + err;
            show_saves = true;
        }
    }

    void save_windows() {
        if (!saves) return;
        if (!continue_decided) {
            std::string record, key;
            continue_at = {-1, -1};
            switch (draw_continue_prompt(*saves, &record, &key, &continue_at)) {
            case ContinueChoice::None: break;
            case ContinueChoice::Continue:
                continue_decided = true;
                resume(record, key);
                break;
            case ContinueChoice::NewGame:
                continue_decided = true;
                settings.show_new_game = true;
                break;
            case ContinueChoice::SavedGames:
                continue_decided = true;
                show_saves = true;
                break;
            }
            if (continue_decided) {
                ImGui::SetWindowFocus(nullptr);  // the keyboard goes back to the board
                frames_pending = std::max(frames_pending, kFramesAfterInput);
            }
        }
        if (session.replaying()) replay_bar();
        const std::string status_before = saves_status;
        const SavesRequests r = draw_saves_window(&show_saves, *saves, session, hooks.files, wall_ms(), &saves_status,
                                                  game_key, &saves_probe);
        if (saves_status != status_before) saves_status_at = now();
        if (r.load) resume(r.record, r.key);
        if (hooks.storage) {
            const std::string late = hooks.storage->take_async_error();
            if (!late.empty()) save_problem = late;
        }
        if (!save_problem.empty()) {
            const ImGuiIO& io = ImGui::GetIO();
            ImGui::SetNextWindowPos({io.DisplaySize.x * 0.5f, io.DisplaySize.y - 12}, ImGuiCond_Always, {0.5f, 1.0f});
            ImGui::SetNextWindowBgAlpha(0.92f);
            if (ImGui::Begin("##saveproblem", nullptr,
                             ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoNav |
                                 ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoSavedSettings)) {
                ImGui::TextColored({1.0f, 0.8f, 0.7f, 1.0f}, "The game could not be saved: %s", save_problem.c_str());
                ImGui::TextUnformatted("You can keep playing; export the game from Game > Saved games to keep it.");
            }
            ImGui::End();
        }
    }

    // Stepping through a finished game: first / previous / next / last turn, and closing the replay.
    void replay_bar() {
        const ImGuiIO& io = ImGui::GetIO();
        ImGui::SetNextWindowPos({io.DisplaySize.x * 0.5f, io.DisplaySize.y - 16}, ImGuiCond_Always, {0.5f, 1.0f});
        ImGui::SetNextWindowBgAlpha(0.94f);
        if (ImGui::Begin("Replay", nullptr,
                         ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove |
                             ImGuiWindowFlags_NoSavedSettings)) {
            const int pos = session.replay_position(), total = session.replay_turns();
            const uint64_t before = session.revision();
            const ImVec2 b{64, 40};
            if (ImGui::Button("First", b)) session.replay_seek(0);
            ImGui::SameLine();
            if (ImGui::Button("Back", b) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_PageUp))) session.replay_seek(pos - 1);
            ImGui::SameLine();
            ImGui::AlignTextToFramePadding();
            if (pos >= total) ImGui::Text("  the end (%d turns)  ", total);
            else ImGui::Text("  turn %d of %d  ", pos + 1, total);
            ImGui::SameLine();
            if (ImGui::Button("Next", b) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_PageDown))) session.replay_seek(pos + 1);
            ImGui::SameLine();
            if (ImGui::Button("Last", b)) session.replay_seek(total);
            ImGui::SameLine();
            if (ImGui::Button("Close replay", {0, b.y})) {
                session.replay_seek(total);
                session.stop_replay();
                saved_revision = session.revision();  // a finished game that was only looked at: no autosave
                saved_generation = session.generation();
            }
            if (session.revision() != before) frames_pending = std::max(frames_pending, kFramesAfterInput);
        }
        ImGui::End();
    }

    // Test mode: a tooltip is on screen.
    static bool tooltip_shown() {
        for (const ImGuiWindow* w : GImGui->Windows)
            if (w->Active && (w->Flags & ImGuiWindowFlags_Tooltip)) return true;
        return false;
    }

    // Test mode: what the app shows (open windows, menus, text size, the saved games window's buttons).
    std::string app_probe() const {
        const ImGuiIO& io = ImGui::GetIO();
        auto xy = [](ImVec2 v) { return json::Json::array({v.x, v.y}); };
        json::Json rows = json::Json::array();
        for (const SavesProbe::Row& r : saves_probe.rows) rows.push_back({{"key", r.key}, {"load", xy(r.load)}, {"del", xy(r.del)}, {"export", xy(r.exp)}});
        json::Json j = {
            {"popup", ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel)},
            {"wantKeys", io.WantCaptureKeyboard},
            {"navWindow", GImGui->NavWindow ? GImGui->NavWindow->Name : ""},
            {"windows",
             {{"about", show_about}, {"help", settings.show_help}, {"settings", settings.show_settings},
              {"tilesLeft", settings.show_tiles_left}, {"saves", show_saves}, {"newGame", settings.show_new_game},
              {"continue", !continue_decided}, {"modal", settings.modal_open}}},
            {"tooltip", tooltip_shown()},
            {"textScale", settings.text_scale},
            {"fontPx", ImGui::GetFontSize()},
            {"menuBar", menu_bar_height},
            {"display", xy(io.DisplaySize)},
            {"ai", ai_probe()},
            {"saves",
             {{"open", saves_probe.open}, {"rows", rows}, {"available", saves_probe.available},
              {"importFile", xy(saves_probe.import_file)}, {"status", saves_probe.status},
              {"confirmDelete", xy(saves_probe.confirm_delete)},
              {"confirmKeep", xy(saves_probe.confirm_keep)}, {"right", saves_probe.right}}}};
        return j.dump();
    }

    // Test mode: the computer's requests and answers (Session::think_stats), the hint and the review.
    json::Json ai_probe() const {
        const Session::ThinkStats& st = session.think_stats();
        json::Json hint = json::Json::array();
        for (const Action& a : session.hint()) hint.push_back(a.to_string());
        static const char* const kReview[] = {"none", "pending", "ready", "failed"};
        return {{"asked", st.asked}, {"answered", st.answered}, {"thinkerMoves", st.thinker_moves},
                {"localMoves", st.local_moves}, {"stale", st.stale}, {"lastMs", st.last_ms}, {"hint", hint},
                {"awaiting", session.awaiting_computer()},
                {"hintPending", session.hint_pending()}, {"canHint", session.active() && session.can_hint()},
                {"review", kReview[static_cast<int>(session.review_state())]},
                {"reviewItems", session.review().review.size()}, {"reviewed", session.review().reviewed},
                {"reviewError", session.review().error}};
    }

    // Test mode: the saves and the game's progress, for browser tests of persistence.
    void publish_saves_state() {
        if (!test_probe || !hooks.publish_saves || !saves) return;
        std::string j = "{\"available\":" + std::string(saves->available() ? "true" : "false") + ",\"actions\":" +
                        std::to_string(session.active() ? session.match().history().size() : 0) +
                        ",\"continueDecided\":" + (continue_decided ? "true" : "false") + ",\"continueAt\":[" +
                        std::to_string(int(continue_at.x)) + "," + std::to_string(int(continue_at.y)) + "],\"problem\":\"" +
                        (save_problem.empty() ? "" : "yes") + "\",\"running\":\"" + game_key + "\",\"saves\":[";
        bool first = true;
        for (const SaveInfo& i : saves->list()) {
            j += std::string(first ? "" : ",") + "{\"key\":\"" + i.key + "\",\"ok\":" + (i.error.empty() ? "true" : "false") +
                 ",\"finished\":" + (i.finished ? "true" : "false") + ",\"entry\":" + (i.autosave ? "true" : "false") +
                 ",\"turn\":" + std::to_string(i.turn) + "}";
            first = false;
        }
        j += "]}";
        if (continue_decided) continue_at = {-1, -1};
        if (j != published_saves) {
            published_saves = j;
            hooks.publish_saves(j.c_str());
        }
    }

    void menus() {
        if (!ImGui::BeginMainMenuBar()) return;
        if (open_menu) {  // from the keyboard: the Game menu opens with its first item lit
            open_menu = false;
            ImGui::OpenPopup("Game");
            GImGui->NavDisableHighlight = false;
            GImGui->NavDisableMouseHover = true;
        }
        // Left / Right in an open menu opens the neighbouring one, as desktop menus do (the app takes these
        // keys from ImGui 1.86, which would only light the next title).
        static const char* const kMenus[] = {"Game", "View", "Help"};
        if (menu_step != 0 && menu_index >= 0) {
            ImGui::OpenPopup(kMenus[(menu_index + menu_step + 3) % 3]);
            GImGui->NavDisableHighlight = false;
            GImGui->NavDisableMouseHover = true;
        }
        menu_step = 0;
        menu_index = -1;
        if (ImGui::BeginMenu("Game")) {
            menu_index = 0;
            if (ImGui::MenuItem("New game...")) settings.show_new_game = true;
            if (ImGui::MenuItem("Saved games...", nullptr, false, saves != nullptr)) show_saves = true;
            if (ImGui::MenuItem("Quick game against the computer")) {
                settings.show_new_game = false;
                continue_decided = true;
                start(default_game(0, false));
            }
            ImGui::Separator();
            if (ImGui::MenuItem("Take back the tile", "Backspace", false, session.active() && session.can_take_back()))
                board.take_back();
            if (ImGui::MenuItem("Fit the board in view", "F", false, session.active())) board.request_fit();
            if (session.has_thinker() &&
                ImGui::MenuItem("Show a hint", "H", false, session.active() && session.can_hint()))
                session.request_hint();
            if (hooks.can_quit) {
                ImGui::Separator();
                if (ImGui::MenuItem("Quit", "Ctrl+Q")) quit = true;
            }
            ImGui::EndMenu();
        }
        if (ImGui::BeginMenu("View")) {
            menu_index = 1;
            if (ImGui::MenuItem("Fit board", "F")) board.request_fit();
            if (ImGui::MenuItem("Zoom in", "+")) board.zoom_step(1);
            if (ImGui::MenuItem("Zoom out", "-")) board.zoom_step(-1);
            ImGui::Separator();
            hud_menu_items(settings);
            ImGui::EndMenu();
        }
        if (ImGui::BeginMenu("Help")) {
            menu_index = 2;
            if (ImGui::MenuItem("How to play")) settings.help_tab = 0;
            if (ImGui::MenuItem("The Wheel of Fortune")) settings.help_tab = 2;
            if (ImGui::MenuItem("Controls")) settings.help_tab = 1;
            ImGui::Separator();
            if (ImGui::MenuItem("About Carcassonne")) show_about = true;
            ImGui::EndMenu();
        }
        const char* version = "Carcassonne " CARC_VERSION;
        const float w = ImGui::CalcTextSize(version).x + ImGui::GetStyle().ItemSpacing.x * 2;
        if (ImGui::GetCursorPosX() + w <= ImGui::GetWindowWidth()) {  // only where it fits (phones, large text)
            ImGui::SameLine(ImGui::GetWindowWidth() - w);
            ImGui::TextDisabled("%s", version);
        }
        ImGui::EndMainMenuBar();
    }

    // Escape closes the window on top (About, Help, Settings, Tiles left, Saved games), one per press.
    // Modals (new game, final scores, Continue?, a question) and open menus handle Escape themselves.
    void escape_closes_topmost() {
        if (!ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) return;
        if (settings.modal_open || !continue_decided ||
            ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel))
            return;
        struct Closable {
            const char* name;
            bool* open;
        };
        const Closable list[] = {{"About", &show_about},
                                 {"Help", &settings.show_help},
                                 {"Settings", &settings.show_settings},
                                 {"Tiles left", &settings.show_tiles_left},
                                 {"Saved games", &show_saves}};
        bool* top = nullptr;
        int top_order = -1;
        for (const Closable& c : list) {
            if (!*c.open) continue;
            ImGuiWindow* w = ImGui::FindWindowByName(c.name);
            if (!w || !w->WasActive) continue;
            // Windows are kept in display order, back to front.
            for (int i = 0; i < GImGui->Windows.Size; ++i)
                if (GImGui->Windows[i] == w && i > top_order) {
                    top_order = i;
                    top = c.open;
                }
        }
        if (top) {
            *top = false;
            ImGui::FocusWindow(nullptr);  // the keyboard goes back to the board
        }
    }

    void windows() {
        const ImVec2 centre{ImGui::GetIO().DisplaySize.x * 0.5f, ImGui::GetIO().DisplaySize.y * 0.5f};
        if (show_about) {
            ImGui::SetNextWindowPos(centre, ImGuiCond_Appearing, {0.5f, 0.5f});
            if (ImGui::Begin("About", &show_about, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse)) {
                ImGui::Text("Carcassonne for the browser, version %s", CARC_VERSION);
                ImGui::Separator();
                ImGui::TextUnformatted("A fan implementation of the tile-laying game, for the desktop and the web.");
                ImGui::TextUnformatted("Built with SDL2, Dear ImGui and the Open Sans font.");
            }
            ImGui::End();
        }
        // No game yet and nothing asked: say how to start one.
        if (!session.active() && !settings.show_new_game && continue_decided && !show_saves) {
            ImGui::SetNextWindowPos(centre, ImGuiCond_Always, {0.5f, 0.5f});
            if (ImGui::Begin("##nogame", nullptr,
                             ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                 ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove)) {
                ImGui::TextUnformatted("No game on the table.");
                const float bh = ImGui::GetFontSize() * 2.0f;
                if (ImGui::Button("New game", {ImGui::GetFontSize() * 7, bh})) settings.show_new_game = true;
                ImGui::SameLine();
                if (ImGui::Button("Saved games", {ImGui::GetFontSize() * 7, bh})) show_saves = true;
            }
            ImGui::End();
        }
    }
};

App::App() : impl_(std::make_unique<Impl>()) {}
App::~App() { shutdown(); }

bool App::init(const PlatformHooks& hooks, const std::string& asset_dir) {
    begin_init(hooks, asset_dir);
    int r = 1;
    while (r > 0) r = init_step();
    return r == 0;
}

void App::begin_init(const PlatformHooks& hooks, const std::string& asset_dir) {
    Impl& m = *impl_;
    m.hooks = hooks;
    m.asset_dir = asset_dir;
    m.init_stage = 0;
}

int App::init_step(bool gl_ready) {
    Impl& m = *impl_;
    const PlatformHooks& hooks = m.hooks;
    switch (m.init_stage) {
    case 0: {  // no GL yet: ImGui and the font's atlas
        IMGUI_CHECKVERSION();
        ImGui::CreateContext();
        ImGuiIO& io = ImGui::GetIO();
        io.IniFilename = nullptr;  // no imgui.ini: nothing to write on the web, nothing to litter natively
        io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
        ImGui::StyleColorsDark();
        ImGuiStyle& style = ImGui::GetStyle();
        style.WindowRounding = 6;
        style.FrameRounding = 4;
        style.PopupRounding = 4;
        style.WindowPadding = {10, 8};
        style.Colors[ImGuiCol_MenuBarBg] = {0.13f, 0.16f, 0.13f, 1.0f};
        style.Colors[ImGuiCol_WindowBg] = {0.10f, 0.12f, 0.10f, 0.96f};
        style.Colors[ImGuiCol_PopupBg] = {0.12f, 0.14f, 0.12f, 0.98f};
        style.Colors[ImGuiCol_Header] = {0.26f, 0.43f, 0.24f, 0.8f};
        style.Colors[ImGuiCol_HeaderHovered] = {0.33f, 0.55f, 0.30f, 0.9f};
        style.Colors[ImGuiCol_HeaderActive] = {0.38f, 0.62f, 0.34f, 1.0f};
        style.Colors[ImGuiCol_TitleBg] = {0.16f, 0.24f, 0.16f, 1.0f};
        style.Colors[ImGuiCol_TitleBgActive] = {0.22f, 0.36f, 0.21f, 1.0f};
        style.Colors[ImGuiCol_Button] = {0.26f, 0.43f, 0.24f, 0.6f};
        style.Colors[ImGuiCol_ButtonHovered] = {0.33f, 0.55f, 0.30f, 0.9f};
        // The font at the device's pixel ratio when the platform knows it without a window (the browser);
        // otherwise the GL step below rasterises it once the window says.
        if (hooks.device_pixel_ratio) m.load_fonts(m.dpr(), m.settings.text_scale, false);
        break;
    }
    case 1: {  // SDL and the window
        if (!gl_ready) return 2;
        // Keys only while the canvas has focus, so HTML inputs next to it keep theirs (web-platform.md 6.4).
        SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
        if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER | SDL_INIT_EVENTS) != 0) {
            std::fprintf(stderr, "carcassonne: SDL_Init failed: %s\n", SDL_GetError());
            return -1;
        }
        if (hooks.gles) {
            SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
            SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
            SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
        } else {
            SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, SDL_GL_CONTEXT_FORWARD_COMPATIBLE_FLAG);
            SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
            SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
            SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 2);
        }
        SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
        SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
        SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
        m.window = SDL_CreateWindow("Carcassonne", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1024, 720,
                                    SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
        if (!m.window) {
            std::fprintf(stderr, "carcassonne: cannot open a window: %s\n", SDL_GetError());
            return -1;
        }
        break;
    }
    case 2: {  // the GL context
        m.gl = SDL_GL_CreateContext(m.window);
        if (!m.gl) {
            std::fprintf(stderr, "carcassonne: cannot create an OpenGL%s 3 context: %s\n", hooks.gles ? " ES" : "",
                         SDL_GetError());
            return -1;
        }
        SDL_GL_MakeCurrent(m.window, m.gl);
        SDL_GL_SetSwapInterval(1);
        break;
    }
    case 3: {  // ImGui's platform and renderer back ends
        ImGui_ImplSDL2_InitForOpenGL(m.window, m.gl);
        ImGui_ImplOpenGL3_Init(hooks.gles ? "#version 300 es" : "#version 150");
        break;
    }
    case 4:  // the GL objects: ImGui's shaders and the font texture
        if (!hooks.device_pixel_ratio) m.load_fonts(m.dpr(), m.settings.text_scale, false);
        ImGui_ImplOpenGL3_CreateDeviceObjects();
        break;
    case 5:  // the art (natively; the browser's after the first frame), the board, the saves and the start options
        if (hooks.coarse_pointer && hooks.coarse_pointer()) m.board.set_touch_mode(true);
        if (!hooks.load_texture_async) m.load_art();
        m.time0 = 0;
        m.time0 = m.now();
        m.board.attach(&m.session, &m.settings, &m.atlas, &m.board_cache);
        m.session.set_thinker(hooks.thinker);
        if (hooks.storage) m.saves = std::make_unique<SaveLibrary>(hooks.storage);
        else m.continue_decided = true;
        m.apply_options();
        if (!m.continue_decided) {
            // An unfinished game: ask "Continue?" first; the new game screen comes if the player declines.
            if (m.saves->newest_unfinished()) m.settings.show_new_game = false;
            else m.continue_decided = true;
        }
        m.last_ticks = SDL_GetPerformanceCounter();
        break;
    case 6:
        // A bare ImGui frame, the menu bar alone: the browser compiles each wasm function on its first call, and
        // this takes ImGui's frame machinery out of the next part's task (which was 25-35 ms in Lighthouse's runs).
        ImGui_ImplOpenGL3_NewFrame();
        ImGui_ImplSDL2_NewFrame();
        ImGui::NewFrame();
        m.menus();
        ImGui::EndFrame();
        break;
    case 7:
        // The tile table, in a part of its own when the first frame shows the new game screen (its heading draws
        // three tiles): parsed in the layout frame, it made that the start-up's longest task (8 of 20-30 ms).
        // Behind the Continue? prompt it waits until after the first frame.
        if (m.settings.show_new_game) (void)tiles();
        break;
    case 8:
        // A frame built and not drawn. ImGui shows an auto-sized window only in the second frame it is in (the
        // first measures it), so without this the first frame on screen would be the menu bar over an empty
        // background, and the new game screen or the Continue? prompt would come one frame later.
        m.layout_pass = true;
        render_frame();
        m.layout_pass = false;
        break;
    default:
        return 0;
    }
    ++m.init_stage;
    return m.init_stage > 8 ? 0 : 1;
}

void App::after_first_frame() {
    Impl& m = *impl_;
    if (m.hooks.load_texture_async && !m.art_requested) {
        m.art_requested = true;
        m.load_art();
    }
    (void)tiles();  // the built-in tile table, parsed once (10-20 ms in a browser)
}

bool App::poll_events() {
    Impl& m = *impl_;
    const ImGuiIO& io = ImGui::GetIO();
    SDL_Event e;
    // ImGui 1.86 keeps only a key's state per frame: a key pressed and released within one batch of events
    // would never look pressed to the panels. Such a release waits for the next frame.
    Uint32 pressed_now[8] = {};
    int npressed = 0;
    SDL_Event deferred[8];
    int ndeferred = 0;
    while (SDL_PollEvent(&e)) {
        if (e.type == SDL_KEYDOWN && npressed < 8) pressed_now[npressed++] = e.key.keysym.scancode;
        if (e.type == SDL_KEYUP && ndeferred < 8 &&
            std::find(pressed_now, pressed_now + npressed, Uint32(e.key.keysym.scancode)) != pressed_now + npressed) {
            deferred[ndeferred++] = e;
            continue;
        }
        if ((e.type == SDL_KEYDOWN || e.type == SDL_KEYUP) && m.menu_index >= 0 &&
            (e.key.keysym.sym == SDLK_LEFT || e.key.keysym.sym == SDLK_RIGHT)) {
            if (e.type == SDL_KEYDOWN) m.menu_step = e.key.keysym.sym == SDLK_LEFT ? -1 : 1;
            m.frames_pending = kFramesAfterInput;
            continue;  // not for ImGui, not for the board
        }
        ImGui_ImplSDL2_ProcessEvent(&e);
        // Input needs a few frames for ImGui to settle; art that arrived (redraw()) changes no layout: one frame.
        m.frames_pending = e.type == SDL_USEREVENT ? std::max(m.frames_pending, 1) : kFramesAfterInput;
        if (e.type == SDL_QUIT) m.quit = true;
        if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_q && (e.key.keysym.mod & KMOD_CTRL) && m.hooks.can_quit)
            m.quit = true;
        if (e.type == SDL_KEYDOWN && !e.key.repeat) {
            const SDL_Keycode k = e.key.keysym.sym;
            if (k == SDLK_F10) m.open_menu = true;

            m.alt_alone = k == SDLK_LALT || k == SDLK_RALT;
        }
        if (e.type == SDL_KEYUP && (e.key.keysym.sym == SDLK_LALT || e.key.keysym.sym == SDLK_RALT) && m.alt_alone) {
            m.alt_alone = false;
            m.open_menu = true;
        }
        if (e.type == SDL_MOUSEBUTTONDOWN) m.alt_alone = false;
        if (e.type == SDL_MOUSEBUTTONUP && e.button.which == SDL_TOUCH_MOUSEID) {
            m.finger_lifted = true;
            m.finger_lifted_at = m.now();
            m.finger_gone = false;
        } else if (e.type == SDL_FINGERDOWN || e.type == SDL_MOUSEBUTTONDOWN ||
                   (e.type == SDL_MOUSEMOTION && e.motion.which != SDL_TOUCH_MOUSEID)) {
            m.finger_lifted = false;
        }
        // Nothing reaches the board behind a modal (new game, final scores, Continue?, a question).
        const bool modal = m.settings.modal_open || !m.continue_decided ||
                           ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel);
        m.board.handle_event(e, !io.WantCaptureMouse && !modal, !io.WantCaptureKeyboard && !modal);
    }
    for (int i = 0; i < ndeferred; ++i) SDL_PushEvent(&deferred[i]);  // seen after the next frame
    return !m.quit;
}

bool App::needs_frame() const {
    const Impl& m = *impl_;
    const double now = m.now();
    // A message in the saved games window fades after a few seconds: draw until it has.
    const bool status = !m.saves_status.empty() && m.show_saves && now - m.saves_status_at < 7.0;
    // A picked file arrives after the click that asked for it, with no input event to wake the app.
    const bool imported = m.show_saves && m.hooks.files.import_waiting && m.hooks.files.import_waiting();
    const bool tip_goes = m.finger_lifted && !m.finger_gone && now - m.finger_lifted_at >= kTouchTooltipSeconds;
    return tip_goes || m.frames_pending > 0 || m.board.animating(now) || m.session.busy(now) || status || imported;
}

void App::render_frame() {
    Impl& m = *impl_;
    const Uint64 now = SDL_GetPerformanceCounter();
    const float dt = float(double(now - m.last_ticks) / double(SDL_GetPerformanceFrequency()));
    m.last_ticks = now;
    const float dpr = m.dpr();
    // Moved to another screen, browser zoom, or a new text size.
    const float text_scale = std::clamp(m.settings.text_scale, 1.0f, 2.0f);
    if (std::fabs(dpr * text_scale - m.font_dpr) > 0.01f) m.load_fonts(dpr, text_scale);

    const double t = m.now();
    m.session.update(t);

    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    {
        // Dear ImGui 1.86 activates a menu item with Space only; players expect Enter too (menus and
        // questions: a popup is open). After the backend's NewFrame, which clears the nav inputs.
        ImGuiIO& io = ImGui::GetIO();
        const int enter = io.KeyMap[ImGuiKey_Enter], pad_enter = io.KeyMap[ImGuiKey_KeyPadEnter];
        const bool down = (enter >= 0 && io.KeysDown[enter]) || (pad_enter >= 0 && io.KeysDown[pad_enter]);
        if (down && ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel))
            io.NavInputs[ImGuiNavInput_Activate] = 1.0f;
        // A while after a finger lifted, nothing is under the pointer any more (the backend sets it every frame).
        if (m.finger_lifted && !io.MouseDown[0] && t - m.finger_lifted_at >= kTouchTooltipSeconds) {
            io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
            m.finger_gone = true;
        }
    }
    ImGui::NewFrame();
    m.escape_closes_topmost();
    m.menus();
    const float top = ImGui::GetFrameHeight();  // the main menu bar's height
    m.menu_bar_height = top;
    HudLayout layout;
    HudInput hud_in;
    hud_in.hand_rot = m.board.hand_rot();
    hud_in.rotations_here = m.board.rotations_here();
    hud_in.touch = m.board.touch_mode();
    const HudRequests req = draw_hud(m.session, m.settings, top, &layout, hud_in);
    if (layout.board_max.x <= layout.board_min.x || layout.board_max.y <= layout.board_min.y) {
        layout.board_min = {0, top};
        layout.board_max = ImGui::GetIO().DisplaySize;
    }
    m.board.frame(layout.board_min, layout.board_max, t, dt);
    m.windows();
    m.save_windows();
    ImGui::Render();
    // The panels' requests.
    if (req.start_game) {
        m.settings.show_new_game = false;
        m.start(req.config);
    }
    if (req.take_back) m.board.take_back();
    if (req.skip_deploy) m.board.skip_deploy();
    if (req.rotate) m.board.rotate();
    if (req.fit_board) m.board.request_fit();
    if (req.hint) m.session.request_hint();
    if (req.review_player >= 0) m.session.request_review(req.review_player);
    if (req.start_game || req.take_back || req.skip_deploy || req.rotate || req.fit_board || req.hint || req.review_player >= 0)
        m.frames_pending = kFramesAfterInput;
    if (req.start_game) m.continue_decided = true;
    m.autosave();
    if (m.layout_pass) {
        m.last_layout = m.layout_hash();
        return;
    }

    int fw = 0, fh = 0;
    SDL_GL_GetDrawableSize(m.window, &fw, &fh);
    glViewport(0, 0, fw, fh);
    glClearColor(0.15f, 0.2f, 0.15f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    if (m.capture) {
        m.capture_w = fw;
        m.capture_h = fh;
        m.capture->assign(size_t(fw) * size_t(fh) * 3, '\0');
        glPixelStorei(GL_PACK_ALIGNMENT, 1);
        glReadPixels(0, 0, fw, fh, GL_RGB, GL_UNSIGNED_BYTE, m.capture->data());
    }
    SDL_GL_SwapWindow(m.window);

    if (m.frames_pending > 0) --m.frames_pending;
    // A window still settling its size (an auto-sized one after its content changed): draw until it has,
    // so nothing stays clipped until the next mouse move.
    const uint64_t sizes = m.layout_hash();
    if (sizes != m.last_layout) m.frames_pending = std::max(m.frames_pending, 2);
    m.last_layout = sizes;
    // Keep drawing a couple of frames after the last animation step, so its final state is on screen.
    if (m.board.animating(t) || m.session.busy(t)) m.frames_pending = std::max(m.frames_pending, 2);
    if (!m.first_frame_done) {
        m.first_frame_done = true;
        if (m.hooks.first_frame) m.hooks.first_frame();
    }
    if (m.hooks.announce) {
        const std::string said = m.session.take_announcement();
        if (!said.empty()) m.hooks.announce(said.c_str());
    }
    if (m.test_probe && m.hooks.publish_probe) {
        std::string probe = m.board.probe_json();
        probe.pop_back();  // the board's object, with the panels' and the app's state added
        probe += ",\"hud\":" + hud_probe_json() + ",\"app\":" + m.app_probe() + "}";
        m.hooks.publish_probe(probe.c_str());
    }
    m.publish_saves_state();
}

void App::force_frames(int n) {
    for (int i = 0; i < n; ++i) render_frame();
    glFinish();
}

bool App::read_pixels(int* w, int* h, std::string* rgb) {
    Impl& m = *impl_;
    if (!m.window) return false;
    // Draw one more frame and read it back before it is swapped away.
    m.capture = rgb;
    render_frame();
    m.capture = nullptr;
    *w = m.capture_w;
    *h = m.capture_h;
    return !rgb->empty();
}

void App::shutdown() {
    Impl& m = *impl_;
    if (!m.window) return;
    if (ImGui::GetCurrentContext()) {
        m.atlas.release();
        m.board_cache.release();
        ImGui_ImplOpenGL3_Shutdown();
        ImGui_ImplSDL2_Shutdown();
        ImGui::DestroyContext();
    }
    if (m.gl) SDL_GL_DeleteContext(m.gl);
    SDL_DestroyWindow(m.window);
    m.window = nullptr;
    m.gl = nullptr;
    SDL_Quit();
}

}  // namespace carc::ui
