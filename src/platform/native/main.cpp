// Desktop entry point: the app in a window, sleeping in SDL_WaitEventTimeout while nothing changes.
//   carcassonne [--frames N] [--version]   (--frames: draw N frames and exit 0, a smoke test under Xvfb)
#include <SDL.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "ui/app.h"

#ifndef CARC_VERSION
#define CARC_VERSION "dev"
#endif

int main(int argc, char** argv) {
    int max_frames = -1;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--frames") == 0 && i + 1 < argc) {
            max_frames = std::atoi(argv[++i]);
        } else if (std::strcmp(argv[i], "--version") == 0) {
            std::printf("carcassonne %s\n", CARC_VERSION);
            return 0;
        } else {
            std::fprintf(stderr, "usage: carcassonne [--frames N] [--version]\n");
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

    carc::ui::App app;
    carc::ui::PlatformHooks hooks;
    hooks.can_quit = true;
    hooks.gles = false;
    if (!app.init(hooks, assets)) return 1;
    int frames = 0;
    while (app.poll_events()) {
        if (max_frames >= 0 && frames >= max_frames) break;
        if (app.needs_frame() || max_frames >= 0) {
            app.render_frame();
            ++frames;
        } else {
            SDL_WaitEventTimeout(nullptr, 1000);  // nothing changes: sleep until an event comes
        }
    }
    if (max_frames >= 0) std::printf("carcassonne: drew %d frames\n", frames);
    app.shutdown();
    return 0;
}
