// Desktop entry point: the app in a window, sleeping in SDL_WaitEventTimeout while nothing changes.
//   carcassonne [--frames N] [--options OPTS] [--screenshot FILE.ppm] [--save-dir DIR] [--window WxH]
//               [--pixel-ratio R] [--touch] [--layout-check] [--version]
//   --frames: draw N frames and exit 0 (a smoke test under Xvfb); --options: start options as in the web page's
//   URL query (app.h), e.g. "play&seed=7"; --screenshot: after the frames, save the window as a PPM picture;
//   --save-dir: where saved games go (default $XDG_DATA_HOME/carcassonne/saves or ~/.local/share/...);
//   --window: the window's size (default 1024x720); --pixel-ratio: lay out and draw the text as on a screen of
//   that device pixel ratio (1-4), as a phone's browser does; --touch: the pointer is a finger (touch mode);
//   --layout-check: show the screens one after another and list every text cut off (layout_check.h; the
//   options need `test`, and `play` or `autoplay`), exit 1 if there is any.
#include <SDL.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "platform/native/file_storage.h"
#include "platform/native/layout_check.h"
#include "platform/native/thread_thinker.h"
#include "ui/app/app.h"
#include "ui/core/start_options.h"

#ifndef CARC_VERSION
#define CARC_VERSION "dev"
#endif

namespace {
float g_pixel_ratio = 0;
}  // namespace

int main(int argc, char** argv) {
    int max_frames = -1, width = 1024, height = 720;
    bool touch = false, layout_check = false;
    std::string options, screenshot, save_dir;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--frames") == 0 && i + 1 < argc) {
            max_frames = std::atoi(argv[++i]);
        } else if (std::strcmp(argv[i], "--options") == 0 && i + 1 < argc) {
            options = argv[++i];
        } else if (std::strcmp(argv[i], "--save-dir") == 0 && i + 1 < argc) {
            save_dir = argv[++i];
        } else if (std::strcmp(argv[i], "--screenshot") == 0 && i + 1 < argc) {
            screenshot = argv[++i];
        } else if (std::strcmp(argv[i], "--window") == 0 && i + 1 < argc) {
            if (std::sscanf(argv[++i], "%dx%d", &width, &height) != 2 || width < 200 || height < 200 || width > 8192 ||
                height > 8192) {
                std::fprintf(stderr, "carcassonne: --window: expected WxH, 200-8192 each (e.g. 390x844)\n");
                return 2;
            }
        } else if (std::strcmp(argv[i], "--pixel-ratio") == 0 && i + 1 < argc) {
            g_pixel_ratio = static_cast<float>(std::atof(argv[++i]));
            if (!(g_pixel_ratio >= 1 && g_pixel_ratio <= 4)) {
                std::fprintf(stderr, "carcassonne: --pixel-ratio: expected 1 to 4\n");
                return 2;
            }
        } else if (std::strcmp(argv[i], "--touch") == 0) {
            touch = true;
        } else if (std::strcmp(argv[i], "--layout-check") == 0) {
            layout_check = true;
        } else if (std::strcmp(argv[i], "--version") == 0) {
            std::printf("carcassonne %s\n", CARC_VERSION);
            return 0;
        } else {
            std::fprintf(stderr,
                         "usage: carcassonne [--frames N] [--options OPTS] [--screenshot FILE.ppm] [--save-dir DIR] "
                         "[--window WxH] [--pixel-ratio R] [--touch] [--layout-check] [--version]\n");
            return 2;
        }
    }
    // Assets live next to the executable (the build stages them in bin/assets); CARC_ASSETS overrides.
    std::string assets;
    if (const char* env = std::getenv("CARC_ASSETS")) {
        assets = env;
    } else if (char* base = SDL_GetBasePath()) {
        assets = std::string(base) + "assets";
        SDL_free(base);
    } else {
        assets = "assets";
    }

    carc::platform::ThreadThinker thinker;  // the computer thinks beside the window (outlives the app)
    carc::ui::App app;
    carc::ui::PlatformHooks hooks;
    hooks.can_quit = true;
    hooks.gles = false;
    hooks.options = options;
    hooks.window_width = width;
    hooks.window_height = height;
    if (g_pixel_ratio > 0) hooks.device_pixel_ratio = [] { return g_pixel_ratio; };
    if (touch) hooks.coarse_pointer = [] { return true; };
    if (layout_check) hooks.publish_probe = carc::platform::keep_probe;
    carc::platform::FileStorage storage(save_dir.empty() ? carc::platform::FileStorage::default_dir() : save_dir);
    if (storage.available()) hooks.storage = &storage;
    else std::fprintf(stderr, "carcassonne: saved games are off (cannot use the save folder)\n");
    hooks.thinker = &thinker;
    if (!app.init(hooks, assets)) return 1;
    if (layout_check) {
        const bool finished = carc::ui::option(options, "autoplay");  // the start option, as the app reads it
        const int cut = carc::platform::check_layout(app, finished);
        app.shutdown();
        if (cut < 0) return 1;
        std::printf("layout check: %d text%s cut off\n", cut, cut == 1 ? "" : "s");
        return cut == 0 ? 0 : 1;
    }
    int frames = 0;
    while (app.poll_events()) {
        if (max_frames >= 0 && frames >= max_frames) break;
        if (app.needs_frame() || max_frames >= 0) {
            app.render_frame();
            ++frames;
        } else {
            SDL_WaitEventTimeout(nullptr, app.idle_wait_ms());  // nothing to draw: sleep until an event or a due frame
        }
    }
    if (max_frames >= 0) std::printf("carcassonne: drew %d frames\n", frames);
    // With the `sound` option, what the sound did (tests/ui/app_sound.sh).
    if (max_frames >= 0 && carc::ui::option(options, "sound")) std::printf("carcassonne: sound %s\n", app.sound_state().c_str());
    if (!screenshot.empty()) {
        int w = 0, h = 0;
        std::string rgb;
        if (app.read_pixels(&w, &h, &rgb)) {
            if (FILE* f = std::fopen(screenshot.c_str(), "wb")) {
                std::fprintf(f, "P6\n%d %d\n255\n", w, h);
                for (int y = h - 1; y >= 0; --y) std::fwrite(rgb.data() + size_t(y) * size_t(w) * 3, 1, size_t(w) * 3, f);
                std::fclose(f);
            }
        }
    }
    app.shutdown();
    return 0;
}
