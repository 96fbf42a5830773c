// The app: one SDL2 window with an OpenGL (ES) 3 context, Dear ImGui, the menus and the board view.
// The platform entry points (src/platform/native, src/platform/web) own the main loop and call
// poll_events() / needs_frame() / render_frame().
#pragma once

#include <memory>
#include <string>

namespace carc::ui {

// What differs between the desktop and the browser, supplied by src/platform/.
struct PlatformHooks {
    // Device pixel ratio; null = derive it from the drawable and window sizes (desktop).
    float (*device_pixel_ratio)() = nullptr;
    // Called once, right after the first frame has been drawn (the web page's readiness signal).
    void (*first_frame)() = nullptr;
    bool can_quit = true;     // offer Game > Quit (not in a browser tab)
    bool gles = false;        // OpenGL ES 3.0 context (WebGL 2) instead of desktop OpenGL 3.2 core
};

class App {
public:
    App();
    ~App();
    App(const App&) = delete;
    App& operator=(const App&) = delete;

    // Creates the window, the GL context and ImGui; loads the font from asset_dir/fonts/ui.ttf.
    // On failure prints why to stderr and returns false.
    bool init(const PlatformHooks& hooks, const std::string& asset_dir);
    // Handles every pending SDL event. Returns false once the user has asked to quit.
    bool poll_events();
    // True while something changed or moves, i.e. while a new frame would look different.
    bool needs_frame() const;
    // Builds and draws one frame, then swaps buffers.
    void render_frame();
    void shutdown();

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace carc::ui
