// Desktop entry point: the app in a window, sleeping in SDL_WaitEventTimeout while nothing changes.
//   carcassonne [--frames N] [--options OPTS] [--screenshot FILE.ppm] [--save-dir DIR] [--version]
//   --frames: draw N frames and exit 0 (a smoke test under Xvfb); --options: start options as in the web page's
//   URL query (app.h), e.g. "play&seed=7"; --screenshot: after the frames, save the window as a PPM picture;
//   --save-dir: where saved games go (default $XDG_DATA_HOME/carcassonne/saves or ~/.local/share/...).
#include <SDL.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "platform/native/file_storage.h"
#include "platform/native/thread_thinker.h"
#include "ui/app.h"

#ifndef CARC_VERSION
#define CARC_VERSION "dev"
#endif

int main(int argc, char** argv) {
    int max_frames = -1;
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
        } else if (std::strcmp(argv[i], "--version") == 0) {
            std::printf("carcassonne %s\n", CARC_VERSION);
            return 0;
        } else {
            std::fprintf(stderr, "usage: carcassonne [--frames N] [--options OPTS] [--screenshot FILE.ppm] [--save-dir DIR] [--version]\n");
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
    carc::platform::FileStorage storage(save_dir.empty() ? carc::platform::FileStorage::default_dir() : save_dir);
    if (storage.available()) hooks.storage = &storage;
    else std::fprintf(stderr, "carcassonne: saved games are off (cannot use the save folder)\n");
    hooks.thinker = &thinker;
    if (!app.init(hooks, assets)) return 1;
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
