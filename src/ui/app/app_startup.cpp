// The app's start-up: the start options, the font atlas, the art, and the init steps up to the first frame.
#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iterator>

#include "ai/players.h"
#include "engine/rule_options.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"
#include "imgui_internal.h"  // touch_scroll: the window under the finger and its scrolling
#include "ui/app/app_internal.h"
#include "ui/app/item_probe.h"
#include "ui/core/i18n.h"
#include "ui/core/start_options.h"
#include "ui/tiles/tile_art.h"

namespace carc::ui {
namespace app {
namespace {

constexpr float kFontSize = 17.0f;  // logical pixels

void draw_atlas_tile(void* atlas, ImDrawList* dl, ImVec2 top_left, float size, int type, int rot) {
    static_cast<TileAtlas*>(atlas)->draw_tile(dl, type, rot, top_left, size);
}

// Something arrived between frames: an event makes the next poll_events() ask for new frames.
void redraw() {
    SDL_Event e{};
    e.type = SDL_USEREVENT;
    SDL_PushEvent(&e);
}

// The tile art arrived (user: the AppCore).
void tiles_arrived(void* user, unsigned texture, int w, int h) {
    AppCore& core = *static_cast<AppCore*>(user);
    if (texture == 0)
        std::fprintf(stderr, "carcassonne: tiles.png could not be loaded (drawing tiles without the atlas)\n");
    else if (!core.atlas.adopt_tiles(texture, w, h))
        std::fprintf(stderr, "carcassonne: %s (drawing tiles without the atlas)\n", core.atlas.error().c_str());
    else
        core.hud.set_tile_drawer(draw_atlas_tile, &core.atlas);
    redraw();
}

// The figures arrived (user: the AppCore).
void figures_arrived(void* user, unsigned texture, int w, int h) {
    AppCore& core = *static_cast<AppCore*>(user);
    if (texture == 0)
        std::fprintf(stderr, "carcassonne: figures.png could not be loaded (drawing simple figures)\n");
    else if (!core.atlas.adopt_figures(texture, w, h))
        std::fprintf(stderr, "carcassonne: %s (drawing simple figures)\n", core.atlas.error().c_str());
    redraw();
}

// The tile art and the figures. In the browser they are decoded off the main thread and arrive after the
// first frames (the new game screen needs neither; the board draws simple shapes until then).
void load_art(AppCore& core) {
    if (core.hooks.load_texture_async) {
        core.hooks.load_texture_async("tiles.png", tiles_arrived, &core);
        core.hooks.load_texture_async("figures.png", figures_arrived, &core);
        return;
    }
    TileAtlas& atlas = core.atlas;
    if (!atlas.load_tiles((core.asset_dir + "/tiles.png").c_str()))
        std::fprintf(stderr, "carcassonne: %s (drawing tiles without the atlas)\n", atlas.error().c_str());
    else
        core.hud.set_tile_drawer(draw_atlas_tile, &atlas);
    if (!atlas.load_figures((core.asset_dir + "/figures.png").c_str()))
        std::fprintf(stderr, "carcassonne: %s (drawing simple figures)\n", atlas.error().c_str());
}

// Start options (PlatformHooks::options).
void apply_options(AppCore& core, GameSaves& saves, TestProbe& probe, LinkPlay& link) {
    const std::string& o = core.hooks.options;
    Session& session = core.session;
    Settings& settings = core.settings;
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
    if (option(o, "sound")) settings.sound = true;
    probe.on = option(o, "test");
    item_probe::set_on(probe.on);
    const bool autoplay = option(o, "autoplay");
    // autoplay&you: the person's seat stays a person's, its decisions made as the Medium computer would (a game of
    // the person's, played out for tests).
    const bool you_too = autoplay && option(o, "you");
    // No game exists until the player starts or continues one, unless the options ask for one.
    if (option(o, "play") || autoplay) {
        settings.show_new_game = false;
        saves.continue_decided = true;  // a game was asked for: no "Continue?" prompt
        GameConfig config = default_game(seed, autoplay && !you_too);
        if (option(o, "edition", &v) && v == "2000") config.rules.edition = Edition::First2000;
        for_each_rule_options([&](const RuleOptions& r) {  // each expansion's key, and its options' keys
            if (option(o, r.link_key)) r.turn_on(config.rules);
            for (const RuleChoice& c : r.choices)
                for (size_t k = 0; k < c.names.size(); ++k)
                    if (option(o, c.link_key, &v) && v == c.names[k]) c.set(config.rules, int(k));
        });
        config.rules = settled(config.rules);  // what cannot be played together: the game of its own wins
        uint64_t players = 0;  // how many seats: 2 up to what the rules allow (Inns & Cathedrals: 6)
        if (whole_option(o, "players", 2, uint64_t(max_players(config.rules)), &players, &why))
            seat_players(config, int(players), autoplay && !you_too);
        say();
        uint64_t level = 0;  // the computer seats' level (ai/players.h numbers)
        if (whole_option(o, "level", 0, ai::kNumLevels - 1, &level, &why))
            for (Seat& seat : config.seats)
                if (seat.computer) seat.level = static_cast<int>(level);
        say();
        if (option(o, "link") && !autoplay) {
            // play&link: the game is one by link, its invitation made here (every other seat a person's device).
            for (size_t k = 0; k < config.seats.size(); ++k)
                if (config.seats[k].computer) {
                    config.seats[k].computer = false;
                    config.seats[k].name = i18n::fmt(_("Player %d"), static_cast<int>(k + 1));
                }
            link.start(core, saves, config);
            return;
        }
        saves.start(core, config);
        // autoplay: the computers play the game out, or its first `turns` turns (a game in progress to look at).
        uint64_t turns = 0;
        const bool some = autoplay && whole_option(o, "turns", 1, 10000, &turns, &why);
        Rng rng(seed | 1);
        while (autoplay && !session.game_over() && (!some || uint64_t(session.game().turn()) < turns)) {
            const bool moved = session.human_to_move() ? you_too && session.submit(ai::choose(session.game(), ai::kLevelMedium, rng))
                                                       : session.step_computer();
            if (!moved) break;
        }
        say();
    }
}

// ImGui's context and the app's green-dark style.
void create_imgui() {
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
    style.DisabledAlpha = 0.38f;  // a button that does nothing now looks it (0.6 read as usable)
    style.Colors[ImGuiCol_MenuBarBg] = {0.13f, 0.16f, 0.13f, 1.0f};
    style.Colors[ImGuiCol_WindowBg] = {0.10f, 0.12f, 0.10f, 1.0f};  // opaque: no text shows through a window
    style.Colors[ImGuiCol_PopupBg] = {0.12f, 0.14f, 0.12f, 1.0f};  // opaque: no text shows through a menu
    style.Colors[ImGuiCol_Header] = {0.26f, 0.43f, 0.24f, 0.8f};
    style.Colors[ImGuiCol_HeaderHovered] = {0.33f, 0.55f, 0.30f, 0.9f};
    style.Colors[ImGuiCol_HeaderActive] = {0.38f, 0.62f, 0.34f, 1.0f};
    style.Colors[ImGuiCol_TitleBg] = {0.16f, 0.24f, 0.16f, 1.0f};
    style.Colors[ImGuiCol_TitleBgActive] = {0.22f, 0.36f, 0.21f, 1.0f};
    style.Colors[ImGuiCol_Button] = {0.26f, 0.43f, 0.24f, 0.6f};
    style.Colors[ImGuiCol_ButtonHovered] = {0.33f, 0.55f, 0.30f, 0.9f};
}

// SDL and the window. False (and why on stderr) on failure.
bool create_window(AppCore& core) {
    // Keys only while the canvas or the page's text input beside it has focus: both are in #stage (web/index.html),
    // where SDL listens; other HTML elements keep their keys (web-platform.md 6.4).
    SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#stage");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER | SDL_INIT_EVENTS) != 0) {
        std::fprintf(stderr, "carcassonne: SDL_Init failed: %s\n", SDL_GetError());
        return false;
    }
    if (core.hooks.gles) {
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
    core.window = SDL_CreateWindow("Carcassonne", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                   core.hooks.window_width, core.hooks.window_height,
                                   SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    if (!core.window) {
        std::fprintf(stderr, "carcassonne: cannot open a window: %s\n", SDL_GetError());
        return false;
    }
    return true;
}

}  // namespace

GameConfig default_game(uint64_t seed, bool all_computers) {
    GameConfig c;
    c.seed = seed;
    // TRANSLATORS: the name of the computer player in a quick game against the computer.
    const std::string computer = _("Computer");
    Seat you{all_computers ? i18n::fmt(_("Computer %d"), 1) : std::string(_("You")), 0, all_computers, 1};
    Seat bot{all_computers ? i18n::fmt(_("Computer %d"), 2) : computer, 1, true, 1};
    c.seats = {you, bot};
    return c;
}

FontGlyphs& FontGlyphs::operator|=(const FontGlyphs& o) {
    sets |= o.sets;
    if (o.others.empty()) return *this;
    std::vector<uint16_t> all;
    std::set_union(others.begin(), others.end(), o.others.begin(), o.others.end(), std::back_inserter(all));
    if (all.size() > kMaxOthers) all.resize(kMaxOthers);
    others = std::move(all);
    return *this;
}

FontGlyphs glyphs_needed(const AppCore& core) {
    const i18n::Language* l = i18n::find_language(core.language_shown);
    FontGlyphs glyphs = core.typed_glyphs;
    glyphs.sets |= (l && l->latin_ext ? kGlyphsLatinExt : 0) | (l && l->cyrillic ? kGlyphsCyrillic : 0);
    if (core.session.active())
        for (const Seat& seat : core.session.config().seats) glyphs |= glyphs_of(seat.name);
    return glyphs;
}

FontGlyphs glyphs_of(std::string_view text) {
    FontGlyphs glyphs;
    for (size_t i = 0; i < text.size();) {
        // The code point of a sequence of two or three bytes (U+0080 to U+FFFF; longer ones are skipped).
        const auto c = static_cast<unsigned char>(text[i]);
        const size_t n = (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 1;
        if (n == 1 || n == 4 || i + n > text.size()) {
            i += n;
            continue;
        }
        unsigned cp = c & (n == 2 ? 0x1F : 0x0F);
        for (size_t k = 1; k < n; ++k) cp = (cp << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
        i += n;
        if (cp >= 0x100 && cp <= 0x17F) glyphs.sets |= kGlyphsLatinExt;
        else if (cp >= 0x400 && cp <= 0x45F) glyphs.sets |= kGlyphsCyrillic;
        else if (cp >= 0x180 && !(cp >= 0x2010 && cp <= 0x2027) && !(cp >= 0x2190 && cp <= 0x21FF) &&
                 !(cp >= 0xD800 && cp <= 0xDFFF) && cp != 0xFEFF) {
            const auto at = std::lower_bound(glyphs.others.begin(), glyphs.others.end(), uint16_t(cp));
            if (at == glyphs.others.end() || *at != cp) glyphs.others.insert(at, uint16_t(cp));
        }
    }
    if (glyphs.others.size() > FontGlyphs::kMaxOthers) glyphs.others.resize(FontGlyphs::kMaxOthers);
    return glyphs;
}

// Rasterises the font at dpr x the player's text size, so text stays sharp on HiDPI screens
// (web-platform.md 6.1) and "Text size" enlarges every text: panels, menus, the turn banner, windows.
void load_fonts(AppCore& core, float dpr_now, float text_scale, bool upload) {
    const float scale = dpr_now * text_scale;
    core.font_glyphs = glyphs_needed(core);
    ImGuiIO& io = ImGui::GetIO();
    if (core.font_dpr != 0 && upload) ImGui_ImplOpenGL3_DestroyFontsTexture();
    io.Fonts->Clear();
    const std::string path = core.asset_dir + "/fonts/ui.ttf";
    ImFontConfig cfg;
    // Horizontal oversampling keeps small text smooth at 1x; at 1.5x and more the pixels are small enough
    // without it, and rasterising the atlas (on the main thread, at start-up) takes half the time.
    cfg.OversampleH = scale < 1.5f ? 2 : 1;
    ImFont* font = nullptr;
    if (FILE* f = std::fopen(path.c_str(), "rb")) {
        std::fclose(f);
        // Latin-1 plus general punctuation (dashes, ellipsis, arrows) and the multiplication sign; Latin
        // Extended-A (Polish, Czech) or Cyrillic (Russian) only while the language needs them, and the letters of
        // every language's own name (View > Language).
        static ImVector<ImWchar> ranges;
        ImFontGlyphRangesBuilder glyphs;
        static const ImWchar kBase[] = {0x0020, 0x00FF, 0x2010, 0x2027, 0x2190, 0x21FF, 0};
        static const ImWchar kLatinExtA[] = {0x0100, 0x017F, 0};
        static const ImWchar kCyrillic[] = {0x0400, 0x045F, 0};
        glyphs.AddRanges(kBase);
        if (core.font_glyphs.sets & kGlyphsLatinExt) glyphs.AddRanges(kLatinExtA);
        if (core.font_glyphs.sets & kGlyphsCyrillic) glyphs.AddRanges(kCyrillic);
        for (const i18n::Language& l : i18n::languages()) glyphs.AddText(l.name);
        ranges.clear();
        glyphs.BuildRanges(&ranges);
        font = io.Fonts->AddFontFromFileTTF(path.c_str(), kFontSize * scale, &cfg, ranges.Data);
    }
    if (!font) {
        std::fprintf(stderr, "carcassonne: font %s not found, using ImGui's built-in font\n", path.c_str());
        ImFontConfig def;
        def.SizePixels = 13.0f * scale;
        io.Fonts->AddFontDefault(&def);
    }
    // Characters of other scripts (a player named in Chinese): drawn by the device's own fonts where the platform
    // can (PlatformHooks::draw_glyph), as glyphs of their own in the atlas; else they show as "?".
    struct Drawn {
        int rect;
        int w, h;
        std::vector<uint8_t> alpha;
    };
    std::vector<Drawn> drawn;
    if (font && core.hooks.draw_glyph && !core.font_glyphs.others.empty()) {
        const int px = int(std::lround(kFontSize * scale));
        const int baseline = int(std::lround(core.font_ascent * float(px)));
        std::vector<uint8_t> buf(size_t(px) * size_t(px) * 4);
        for (const uint16_t cp : core.font_glyphs.others) {
            int w = 0, h = 0;
            float advance = 0;
            if (!core.hooks.draw_glyph(cp, px, baseline, buf.data(), int(buf.size()), &w, &h, &advance) || w <= 0 || h <= 0)
                continue;
            const int rect = io.Fonts->AddCustomRectFontGlyph(font, ImWchar(cp), w, h, advance, {0, 0});
            drawn.push_back({rect, w, h, std::vector<uint8_t>(buf.begin(), buf.begin() + long(w) * h)});
        }
    }
    unsigned char* pixels = nullptr;
    int tw = 0, th = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &tw, &th);  // rasterised now (uploaded below, or with the GL objects)
    for (const Drawn& d : drawn)
        if (const ImFontAtlasCustomRect* r = io.Fonts->GetCustomRectByIndex(d.rect); r && r->IsPacked())
            for (int y = 0; y < d.h; ++y)
                for (int x = 0; x < d.w; ++x) {
                    unsigned char* p = pixels + (size_t(r->Y + y) * size_t(tw) + size_t(r->X + x)) * 4;
                    p[0] = p[1] = p[2] = 255;
                    p[3] = d.alpha[size_t(y) * size_t(d.w) + size_t(x)];
                }
    core.font_drawn = int(drawn.size());
    if (font && font->FontSize > 0) core.font_ascent = font->Ascent / font->FontSize;
    io.FontGlobalScale = 1.0f / dpr_now;
    core.font_dpr = scale;
    core.settings.font_scale_applied = text_scale;
    if (upload) ImGui_ImplOpenGL3_CreateFontsTexture();  // (the atlas's pixels as set above)
}

void touch_style(bool touch) {
    ImGuiStyle& style = ImGui::GetStyle();
    const float pad = touch ? std::max(3.0f, (kTouchTarget - ImGui::GetFontSize()) / 2) : 3.0f;
    style.FramePadding = {touch ? std::max(4.0f, pad) : 4.0f, pad};
    ImGuiIO& io = ImGui::GetIO();
    io.ConfigWindowsResizeFromEdges = !touch;    // no thin resize borders under a finger
    io.ConfigWindowsMoveFromTitleBarOnly = touch;  // a drag inside a window scrolls it (touch_scroll)
}

void touch_scroll(bool touch, TouchDrag& drag) {
    ImGuiContext& g = *GImGui;
    ImGuiWindow*& target = drag.target;
    bool& scrolling = drag.scrolling;
    if (!touch || !ImGui::IsMouseDown(0)) {
        target = nullptr;
        scrolling = false;
        return;
    }
    if (ImGui::IsMouseClicked(0)) {
        // The window under the finger, or the nearest one around it, that has content to scroll to.
        target = nullptr;
        for (ImGuiWindow* w = g.HoveredWindow; w; w = w->ParentWindow)
            if (w->ScrollMax.y > 0 && !(w->Flags & (ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_MenuBar))) {
                target = w;
                break;
            }
        // Not when the finger went down on the window's title bar (it moves the window) or its scroll bar.
        if (target && (target->TitleBarRect().Contains(g.IO.MouseClickedPos[0]) ||
                       g.ActiveId == ImGui::GetWindowScrollbarID(target, ImGuiAxis_Y)))
            target = nullptr;
        scrolling = false;
    }
    if (!target) return;
    if (!scrolling && std::fabs(ImGui::GetMouseDragDelta(0).y) > 10.0f) {
        scrolling = true;
        ImGui::ClearActiveID();  // the button the drag started on is not pressed by it
        ImGui::SetScrollY(target, target->Scroll.y - ImGui::GetMouseDragDelta(0).y);
    } else if (scrolling) {
        ImGui::SetScrollY(target, target->Scroll.y - g.IO.MouseDelta.y);
    }
}

}  // namespace app

bool App::init(const PlatformHooks& hooks, const std::string& asset_dir) {
    begin_init(hooks, asset_dir);
    int r = 1;
    while (r > 0) r = init_step();
    return r == 0;
}

void App::begin_init(const PlatformHooks& hooks, const std::string& asset_dir) {
    Impl& m = *impl_;
    m.core.hooks = hooks;
    m.core.asset_dir = asset_dir;
    m.init_stage = 0;
}

int App::init_step(bool gl_ready) {
    Impl& m = *impl_;
    app::AppCore& core = m.core;
    const PlatformHooks& hooks = core.hooks;
    switch (m.init_stage) {
    case 0: {  // no GL yet: the player's preferences (the text size, the language), ImGui and the font's atlas
        m.prefs.load(core);
        std::string lang;
        option(hooks.options, "lang", &lang);
        m.language.start(core, m.prefs, lang);
        app::create_imgui();
        // The font at the device's pixel ratio when the platform knows it without a window (the browser);
        // otherwise the GL step below rasterises it once the window says.
        if (hooks.device_pixel_ratio) app::load_fonts(core, core.dpr(), core.settings.text_scale, false);
        break;
    }
    case 1:  // SDL and the window
        if (!gl_ready) return 2;
        if (!app::create_window(core)) return -1;
        break;
    case 2: {  // the GL context
        core.gl = SDL_GL_CreateContext(core.window);
        if (!core.gl) {
            std::fprintf(stderr, "carcassonne: cannot create an OpenGL%s 3 context: %s\n", hooks.gles ? " ES" : "",
                         SDL_GetError());
            return -1;
        }
        SDL_GL_MakeCurrent(core.window, core.gl);
        SDL_GL_SetSwapInterval(1);
        break;
    }
    case 3: {  // ImGui's platform and renderer back ends
        ImGui_ImplSDL2_InitForOpenGL(core.window, core.gl);
        ImGui_ImplOpenGL3_Init(hooks.gles ? "#version 300 es" : "#version 150");
        break;
    }
    case 4:  // the GL objects: ImGui's shaders and the font texture
        if (!hooks.device_pixel_ratio) app::load_fonts(core, core.dpr(), core.settings.text_scale, false);
        ImGui_ImplOpenGL3_CreateDeviceObjects();
        break;
    case 5:  // the art (natively; the browser's after the first frame), the board, the saves and the start options
        // A touch screen (a phone): the layout for fingers from the first frame.
        if (hooks.coarse_pointer && hooks.coarse_pointer()) core.turn.touch_mode = true;
        if (!hooks.load_texture_async) app::load_art(core);
        core.time0 = 0;
        core.time0 = core.now();
        core.board.attach(&core.session, &core.settings, &core.atlas, &core.board_cache, &core.turn);
        core.session.set_thinker(hooks.thinker);
        if (hooks.storage) {
            m.saves.lib = std::make_unique<SaveLibrary>(hooks.storage);
            m.saves.history = std::make_unique<GameHistory>(hooks.storage);
        }
        else m.saves.continue_decided = true;
        app::apply_options(core, m.saves, m.probe, m.link);
        m.prefs.settle(core);
        if (!m.saves.continue_decided) {
            // An unfinished game: ask "Continue?" first; the new game screen comes if the player declines.
            if (m.saves.lib->newest_unfinished()) core.settings.show_new_game = false;
            else m.saves.continue_decided = true;
        }
        m.last_ticks = SDL_GetPerformanceCounter();
        break;
    case 6:
        // A bare ImGui frame, the menu bar alone: the browser compiles each wasm function on its first call, and
        // this takes ImGui's frame machinery out of the next part's task (which was 25-35 ms in Lighthouse's runs).
        ImGui_ImplOpenGL3_NewFrame();
        ImGui_ImplSDL2_NewFrame();
        ImGui::NewFrame();
        m.menus.draw(core, m.saves, m.language);
        ImGui::EndFrame();
        break;
    case 7:
        // The tile table, in a part of its own when the first frame shows the new game screen (its heading draws
        // three tiles): parsed in the layout frame, it made that the start-up's longest task (8 of 20-30 ms).
        // Behind the Continue? prompt it waits until after the first frame.
        if (core.settings.show_new_game) (void)tiles();
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
    if (m.core.hooks.load_texture_async && !m.art_requested) {
        m.art_requested = true;
        app::load_art(m.core);
    }
    (void)tiles();  // the built-in tile table, parsed once (10-20 ms in a browser)
}

}  // namespace carc::ui
