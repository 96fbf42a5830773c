// Browser entry point: the app on the page's #canvas, driven by requestAnimationFrame through
// emscripten_set_main_loop (no ASYNCIFY). The only file that includes emscripten.h.
#include <emscripten.h>
#include <emscripten/html5.h>

#include "ui/app.h"

// From library_carc.js.
extern "C" void carc_web_ready();
extern "C" void carc_web_error(const char* message);

namespace {

float device_pixel_ratio() { return float(emscripten_get_device_pixel_ratio()); }

// The page's readiness signal (web/index.html hides its splash; tests and measure_load.mjs wait for it).
void first_frame() { carc_web_ready(); }

void step(void* arg) {
    auto* app = static_cast<carc::ui::App*>(arg);
    app->poll_events();
    // Nothing changed: skip the frame's GL work; the canvas keeps showing the last frame.
    if (app->needs_frame()) app->render_frame();
}

}  // namespace

int main() {
    static carc::ui::App app;  // lives for the page's lifetime
    carc::ui::PlatformHooks hooks;
    hooks.device_pixel_ratio = device_pixel_ratio;
    hooks.first_frame = first_frame;
    hooks.can_quit = false;
    hooks.gles = true;  // WebGL 2
    if (!app.init(hooks, "/assets")) {
        carc_web_error("The game could not start its WebGL 2 renderer.");
        return 1;
    }
    emscripten_set_main_loop_arg(step, &app, 0, 1);
    return 0;
}
