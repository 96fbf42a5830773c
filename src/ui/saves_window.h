// The "Saved games" window and the "Continue?" prompt (Dear ImGui), over a SaveLibrary.
#pragma once

#include <cstdint>
#include <string>

#include "imgui.h"
#include "ui/saves.h"

namespace carc::ui {

// File export/import differ per platform (a download and a file picker in the browser).
struct SaveFileHooks {
    void (*download)(const std::string& file_name, const std::string& text) = nullptr;
    void (*pick_file)() = nullptr;
    int (*take_imported)(std::string* text) = nullptr;  // 0 nothing yet, 1 text, -1 error message
};

struct SavesRequests {
    bool load = false;       // resume `record`
    std::string record;
};

// Draws the window while *open: the list (name, date, rules, players and scores, finished or not),
// Load / Delete / Export per save, "Save current game as…" and "Import from file…". Messages (a refused
// save, a full storage) go to *status, shown in the window.
SavesRequests draw_saves_window(bool* open, SaveLibrary& lib, const Session& session, const SaveFileHooks& files,
                                int64_t now_ms, std::string* status);

// At start: if an unfinished autosave exists, asks "Continue?" once. Returns true with *record when the
// player chose to continue; sets *decided when the prompt is done (either way). *continue_at gets the
// centre of the Continue button while the prompt shows (for the browser tests' probe), else stays.
bool draw_continue_prompt(SaveLibrary& lib, bool* decided, std::string* record, ImVec2* continue_at = nullptr);

}  // namespace carc::ui
