// The player's preferences in the save storage: the settings they changed and the last new game's set-up.
#include <cstdio>

#include "ui/app/app_internal.h"

namespace carc::ui::app {
namespace {

// The kept settings: each Preferences field and its Settings field.
struct KeptBool {
    std::optional<bool> Preferences::*pref;
    bool Settings::*setting;
};
constexpr KeptBool kKeptBools[] = {
    {&Preferences::colorblind_palette, &Settings::colorblind_palette},
    {&Preferences::show_markings, &Settings::show_markings},
    {&Preferences::reduced_motion, &Settings::reduced_motion},
    {&Preferences::show_dead_cells, &Settings::show_dead_cells},
    {&Preferences::follow_computer, &Settings::follow_computer},
    {&Preferences::show_log, &Settings::show_log},
    {&Preferences::sound, &Settings::sound},
};

SaveStorage* storage(const AppCore& core) {
    SaveStorage* s = core.hooks.storage;
    return s && s->available() ? s : nullptr;
}

}  // namespace

void PlayerPrefs::load(AppCore& core) {
    loaded = true;
    SaveStorage* s = storage(core);
    const std::optional<std::string> text = s ? s->get(kPreferencesKey) : std::nullopt;
    if (!text) return;
    std::string why;
    const std::optional<Preferences> p = read_preferences(*text, &why);
    if (!p) {
        // The defaults, until the player changes a setting (which writes a whole new record).
        std::fprintf(stderr, "carcassonne: %s; using the default settings\n", why.c_str());
        return;
    }
    kept = *p;
    if (kept.text_scale) core.settings.text_scale = *kept.text_scale;
    if (kept.volume) core.settings.volume = *kept.volume;
    for (const KeptBool& k : kKeptBools)
        if (kept.*k.pref) core.settings.*k.setting = *(kept.*k.pref);
    if (kept.setup) {
        core.hud.remember_setup(*kept.setup);
        for (const Seat& seat : kept.setup->seats) core.typed_glyphs |= glyphs_of(seat.name);
    }
}

void PlayerPrefs::watch(AppCore& core) {
    if (!loaded || ImGui::IsAnyItemActive()) return;
    const Settings& now = core.settings;
    Preferences next = kept;
    if (now.text_scale != seen.text_scale) next.text_scale = now.text_scale;
    if (now.volume != seen.volume) next.volume = now.volume;
    for (const KeptBool& k : kKeptBools)
        if (now.*k.setting != seen.*k.setting) next.*k.pref = now.*k.setting;
    seen = now;
    if (next == kept) return;
    kept = next;
    write(core);
}

void PlayerPrefs::started(AppCore& core, const GameConfig& setup) {
    GameConfig c = setup;
    c.seed = 0;
    kept.setup = c;
    core.hud.remember_setup(c);
    write(core);
}

void PlayerPrefs::keep_language(AppCore& core, const std::string& code) {
    if (kept.language == code) return;
    kept.language = code;
    write(core);
}

void PlayerPrefs::write(AppCore& core) {
    SaveStorage* s = storage(core);
    if (!s) return;
    std::string error;
    if (!s->put(kPreferencesKey, preferences_record(kept), &error))
        std::fprintf(stderr, "carcassonne: the settings could not be kept: %s\n", error.c_str());
}

}  // namespace carc::ui::app
