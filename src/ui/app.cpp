// App frame: SDL2 window + GL context, ImGui set-up with a HiDPI font atlas, menus, board, About box.
#include "ui/app.h"

#include <SDL.h>

#if defined(CARC_GLES3)
#include <GLES3/gl3.h>
#else
#include <SDL_opengl.h>
#endif

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "engine/game.h"
#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"
#include "ui/board_view.h"
#include "ui/tile_art.h"

#ifndef CARC_VERSION
#define CARC_VERSION "dev"
#endif

namespace carc::ui {
namespace {
constexpr float kFontSize = 17.0f;   // logical pixels
constexpr int kFramesAfterInput = 3;  // ImGui needs a couple of frames to settle after an input
}  // namespace

struct App::Impl {
    PlatformHooks hooks;
    std::string asset_dir;
    SDL_Window* window = nullptr;
    SDL_GLContext gl = nullptr;
    std::unique_ptr<Game> game;
    BoardView board;
    int frames_pending = kFramesAfterInput;
    bool quit = false;
    bool first_frame_done = false;
    bool show_about = false;
    bool show_controls = false;
    bool show_bag = false;
    float font_dpr = 0;      // the scale the font atlas was rasterised at
    Uint64 last_ticks = 0;

    float dpr() const {
        if (hooks.device_pixel_ratio) return std::max(1.0f, hooks.device_pixel_ratio());
        int w = 0, h = 0, dw = 0, dh = 0;
        SDL_GetWindowSize(window, &w, &h);
        SDL_GL_GetDrawableSize(window, &dw, &dh);
        return w > 0 ? std::max(1.0f, float(dw) / float(w)) : 1.0f;
    }

    // Rasterises the font at dpr scale so text stays sharp on HiDPI screens (web-platform.md 6.1).
    void load_fonts(float scale) {
        ImGuiIO& io = ImGui::GetIO();
        if (font_dpr != 0) ImGui_ImplOpenGL3_DestroyFontsTexture();
        io.Fonts->Clear();
        const std::string path = asset_dir + "/fonts/ui.ttf";
        ImFontConfig cfg;
        cfg.OversampleH = 2;
        ImFont* font = nullptr;
        if (FILE* f = std::fopen(path.c_str(), "rb")) {
            std::fclose(f);
            font = io.Fonts->AddFontFromFileTTF(path.c_str(), kFontSize * scale, &cfg);
        }
        if (!font) {
            std::fprintf(stderr, "carcassonne: font %s not found, using ImGui's built-in font\n", path.c_str());
            ImFontConfig def;
            def.SizePixels = 13.0f * scale;
            io.Fonts->AddFontDefault(&def);
        }
        io.FontGlobalScale = 1.0f / scale;
        font_dpr = scale;
        ImGui_ImplOpenGL3_CreateFontsTexture();
    }

    void new_game() {
        game = std::make_unique<Game>(Rules{}, 2);
        board.request_fit();
    }

    void menus() {
        if (!ImGui::BeginMainMenuBar()) return;
        if (ImGui::BeginMenu("Game")) {
            if (ImGui::MenuItem("New game")) new_game();
            if (hooks.can_quit) {
                ImGui::Separator();
                if (ImGui::MenuItem("Quit", "Ctrl+Q")) quit = true;
            }
            ImGui::EndMenu();
        }
        if (ImGui::BeginMenu("View")) {
            if (ImGui::MenuItem("Fit board", "F")) board.request_fit();
            if (ImGui::MenuItem("Zoom in", "+")) board.zoom_step(1);
            if (ImGui::MenuItem("Zoom out", "-")) board.zoom_step(-1);
            ImGui::Separator();
            ImGui::MenuItem("Tiles in the bag", nullptr, &show_bag);
            ImGui::EndMenu();
        }
        if (ImGui::BeginMenu("Help")) {
            if (ImGui::MenuItem("Controls")) show_controls = true;
            if (ImGui::MenuItem("About Carcassonne")) show_about = true;
            ImGui::EndMenu();
        }
        const char* version = "Carcassonne " CARC_VERSION;
        const float w = ImGui::CalcTextSize(version).x + ImGui::GetStyle().ItemSpacing.x * 2;
        ImGui::SameLine(std::max(ImGui::GetCursorPosX(), ImGui::GetWindowWidth() - w));
        ImGui::TextDisabled("%s", version);
        ImGui::EndMainMenuBar();
    }

    // Every tile type still in the bag, drawn as it comes out, with how many copies are left.
    void bag_window() {
        const ImGuiIO& io = ImGui::GetIO();
        ImGui::SetNextWindowSize({io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.6f}, ImGuiCond_FirstUseEver);
        ImGui::SetNextWindowPos({io.DisplaySize.x - 12, 40}, ImGuiCond_FirstUseEver, {1, 0});
        if (ImGui::Begin("Tiles in the bag", &show_bag)) {
            const float cell = 64, pad = ImGui::GetStyle().ItemSpacing.x;
            const int per_row = std::max(1, int((ImGui::GetContentRegionAvail().x + pad) / (cell + pad)));
            int shown = 0;
            for (int i = 0; i < tiles().size(); ++i) {
                const int left = game->remaining(i);
                if (left <= 0) continue;
                if (shown++ % per_row != 0) ImGui::SameLine();
                ImGui::BeginGroup();
                const ImVec2 p = ImGui::GetCursorScreenPos();
                draw_tile(ImGui::GetWindowDrawList(), p, cell, i, 0);
                ImGui::Dummy({cell, cell});
                ImGui::Text("%d\xC3\x97", left);
                ImGui::EndGroup();
                if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tiles().type(i).id.c_str());
            }
            if (shown == 0) ImGui::TextUnformatted("The bag is empty.");
        }
        ImGui::End();
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
        if (show_controls) {
            ImGui::SetNextWindowPos(centre, ImGuiCond_Appearing, {0.5f, 0.5f});
            if (ImGui::Begin("Controls", &show_controls,
                             ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse)) {
                ImGui::BulletText("Pan: drag with the mouse or one finger, or hold the arrow keys");
                ImGui::BulletText("Zoom: mouse wheel, trackpad or two-finger pinch, + and - keys");
                ImGui::BulletText("Fit the whole board: F (View > Fit board)");
            }
            ImGui::End();
        }
        if (show_bag) bag_window();
        // Status line, bottom left.
        const ImGuiIO& io = ImGui::GetIO();
        ImGui::SetNextWindowPos({8, io.DisplaySize.y - 8}, ImGuiCond_Always, {0, 1});
        ImGui::SetNextWindowBgAlpha(0.55f);
        if (ImGui::Begin("##status", nullptr,
                         ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoNav |
                             ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoInputs |
                             ImGuiWindowFlags_NoSavedSettings)) {
            ImGui::Text("Tiles on the board: %d   In the bag: %d   Zoom: %d%%", game->num_placed(), game->bag_size(),
                        int(std::lround(board.camera().scale())));
        }
        ImGui::End();
    }
};

App::App() : impl_(std::make_unique<Impl>()) {}
App::~App() { shutdown(); }

bool App::init(const PlatformHooks& hooks, const std::string& asset_dir) {
    Impl& m = *impl_;
    m.hooks = hooks;
    m.asset_dir = asset_dir;
    // Keys only while the canvas has focus, so HTML inputs next to it keep theirs (web-platform.md 6.4).
    SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER | SDL_INIT_EVENTS) != 0) {
        std::fprintf(stderr, "carcassonne: SDL_Init failed: %s\n", SDL_GetError());
        return false;
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
        return false;
    }
    m.gl = SDL_GL_CreateContext(m.window);
    if (!m.gl) {
        std::fprintf(stderr, "carcassonne: cannot create an OpenGL%s 3 context: %s\n", hooks.gles ? " ES" : "",
                     SDL_GetError());
        return false;
    }
    SDL_GL_MakeCurrent(m.window, m.gl);
    SDL_GL_SetSwapInterval(1);

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
    ImGui_ImplSDL2_InitForOpenGL(m.window, m.gl);
    ImGui_ImplOpenGL3_Init(hooks.gles ? "#version 300 es" : "#version 150");
    m.load_fonts(m.dpr());
    m.new_game();
    m.last_ticks = SDL_GetPerformanceCounter();
    return true;
}

bool App::poll_events() {
    Impl& m = *impl_;
    const ImGuiIO& io = ImGui::GetIO();
    SDL_Event e;
    while (SDL_PollEvent(&e)) {
        ImGui_ImplSDL2_ProcessEvent(&e);
        m.frames_pending = kFramesAfterInput;
        if (e.type == SDL_QUIT) m.quit = true;
        if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_q && (e.key.keysym.mod & KMOD_CTRL) && m.hooks.can_quit)
            m.quit = true;
        m.board.handle_event(e, !io.WantCaptureMouse, !io.WantCaptureKeyboard);
    }
    return !m.quit;
}

bool App::needs_frame() const { return impl_->frames_pending > 0 || impl_->board.animating(); }

void App::render_frame() {
    Impl& m = *impl_;
    const Uint64 now = SDL_GetPerformanceCounter();
    const float dt = float(double(now - m.last_ticks) / double(SDL_GetPerformanceFrequency()));
    m.last_ticks = now;
    const float dpr = m.dpr();
    if (std::fabs(dpr - m.font_dpr) > 0.01f) m.load_fonts(dpr);  // moved to another screen, or browser zoom

    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGui::NewFrame();
    m.menus();
    const ImGuiIO& io = ImGui::GetIO();
    const float top = ImGui::GetFrameHeight();  // the main menu bar's height
    m.board.frame(*m.game, {0, top}, io.DisplaySize, dt);
    m.windows();
    ImGui::Render();

    int fw = 0, fh = 0;
    SDL_GL_GetDrawableSize(m.window, &fw, &fh);
    glViewport(0, 0, fw, fh);
    glClearColor(0.15f, 0.2f, 0.15f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    SDL_GL_SwapWindow(m.window);

    if (m.frames_pending > 0) --m.frames_pending;
    if (!m.first_frame_done) {
        m.first_frame_done = true;
        if (m.hooks.first_frame) m.hooks.first_frame();
    }
}

void App::shutdown() {
    Impl& m = *impl_;
    if (!m.window) return;
    if (ImGui::GetCurrentContext()) {
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
