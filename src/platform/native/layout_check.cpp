// The desktop app's layout check (layout_check.h).
#include "platform/native/layout_check.h"

#include <SDL.h>

#include <cstdio>
#include <functional>
#include <string>

#include "engine/json_util.h"

namespace carc::platform {
namespace {

std::string g_probe;

bool flag(const json::Json& obj, const char* key) { return json::get_bool(obj, key).value_or(false); }

const json::Json& app_of(const json::Json& probe) {
    static const json::Json none = json::Json::object();
    const json::Json* a = json::field(probe, "app");
    return a ? *a : none;
}

// Draws frames until `ready` holds for the probe (true), or a minute has gone by (false). Animations run on the
// clock, so the limit is time, not frames.
bool frames_until(ui::App& app, const std::function<bool(const json::Json&)>& ready) {
    const Uint64 start = SDL_GetTicks64();
    while (SDL_GetTicks64() - start < 60000) {
        app.poll_events();
        app.render_frame();
        if (const auto j = json::parse(g_probe); j && ready(*j)) return true;
    }
    return false;
}

void draw_frames(ui::App& app, int n) {
    for (int i = 0; i < n; ++i) {
        app.poll_events();
        app.render_frame();
    }
}

// Prints the texts cut off in the probe's last frame (the probe's own list, item_probe::cut_off) and returns how
// many there are.
int report_cut(const std::string& screen) {
    const auto j = json::parse(g_probe);
    if (!j) {
        std::fprintf(stderr, "layout check: %s: no probe\n", screen.c_str());
        return 1;
    }
    const json::Json* cut = json::field(app_of(*j), "cutOff");
    if (!cut || !cut->is_array()) {
        std::fprintf(stderr, "layout check: %s: the probe has no list of texts cut off\n", screen.c_str());
        return 1;
    }
    for (const json::Json& c : *cut) std::printf("cut off: %s: %s\n", screen.c_str(), c.is_string() ? c.get<std::string>().c_str() : "?");
    return int(cut->size());
}

// Says the language the app speaks, for the caller to compare with the one asked for (a catalogue that did not
// load leaves the app in English); true.
bool say_language(const json::Json& probe) {
    std::printf("layout check: language %s\n", json::get_string(app_of(probe), "language").value_or("?").c_str());
    return true;
}

}  // namespace

void keep_probe(const char* json) { g_probe = json; }

int check_layout(ui::App& app, bool finished) {
    int found = 0;
    auto screen = [&](const char* name, const std::function<bool(const json::Json&)>& ready) {
        if (!frames_until(app, ready)) {
            std::fprintf(stderr, "layout check: %s did not come within a minute\n", name);
            return false;
        }
        draw_frames(app, 6);  // as the browser test: the layout settles (windows sized to their content)
        found += report_cut(name);
        return true;
    };
    if (finished) {
        const bool ok = screen("the final table", [](const json::Json& j) {
            return flag(j, "over") && json::field(j, "final") && !flag(j, "animating") && say_language(j);
        });
        return ok ? found : -1;
    }
    if (!screen("the game", [](const json::Json& j) {
            return json::get_string(j, "phase").value_or("") == "place" && !flag(j, "cameraMoving") && say_language(j);
        }))
        return -1;
    const char* const windows[][2] = {{"newGame", "the new game screen"}, {"help", "the help"}, {"tilesLeft", "the tiles left"},
                                      {"settings", "the settings"}, {"saves", "the saved games"},
                                      {"history", "the history"}};
    for (const auto& [key, name] : windows) {
        if (!app.show_window(key)) {
            std::fprintf(stderr, "layout check: %s cannot be opened\n", name);
            return -1;
        }
        const std::string k = key;
        const bool ok = screen(name, [&k](const json::Json& j) {
            const json::Json& a = app_of(j);
            const json::Json* w = json::field(a, "windows");
            const json::Json* s = json::field(a, "saves");
            const bool open = k == "saves" ? s && flag(*s, "open") : w && flag(*w, k.c_str());
            return open && !flag(a, "popup");
        });
        if (!ok) return -1;
        app.show_window("");
    }
    return found;
}

}  // namespace carc::platform
