// What a player chose that outlasts a game: the presentation settings they changed and the set-up of the last
// game they started from the new game screen. Kept as one record in the save storage (kPreferencesKey, which the
// saved games list skips), read at start and written when the player changes one of them. Pure logic.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "ui/core/session.h"

namespace carc::ui {

inline constexpr const char* kPreferencesKey = "preferences";

struct Preferences {
    // The settings of the same names (hud.h Settings); unset: the game's default for this screen.
    std::optional<float> text_scale;  // 1 .. 2
    std::optional<bool> colorblind_palette, show_markings, reduced_motion, show_dead_cells, follow_computer, show_log, sound;
    std::optional<float> volume;      // 0 .. 1
    // The language the player chose (i18n.h's codes: "de"); unset: the platform's preferred one.
    std::optional<std::string> language;
    // The last game started from the new game screen: its seats, rules and options (no seed).
    std::optional<GameConfig> setup;

    bool operator==(const Preferences& o) const;
};

// The record's text (JSON).
std::string preferences_record(const Preferences& p);
// Reads a record back; nullopt with *why when it is damaged or not a preferences record. Fields it does not
// know are skipped (a newer version's record still gives what this one knows).
std::optional<Preferences> read_preferences(std::string_view text, std::string* why);

}  // namespace carc::ui
