// The "Saved games" window and the "Continue?" prompt (Dear ImGui), over a SaveLibrary.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

#include "imgui.h"
#include "ui/core/saves.h"

namespace carc::ui {

struct HudMetrics;  // ui/hud/hud.h

// File export/import differ per platform (a download and a file picker in the browser).
struct SaveFileHooks {
    void (*download)(const std::string& file_name, const std::string& text) = nullptr;
    void (*pick_file)() = nullptr;
    int (*take_imported)(std::string* text) = nullptr;  // 0 nothing yet, 1 text, -1 error message
    bool (*import_waiting)() = nullptr;  // a picked file has arrived (the app draws a frame to take it)
    std::string (*saved_where)(const std::string& file_name) = nullptr;  // where an export went, in words
};

struct SavesRequests {
    bool load = false;       // resume `record`, stored under `key`
    bool take_over = false;  // "Play it here": take the game `key` from the window that plays it
    std::string record;
    std::string key;
};

// Where the window's buttons were drawn this frame (for the browser tests' probe; -1 = not drawn).
struct SavesProbe {
    struct Row {
        std::string key;
        ImVec2 load{-1, -1}, del{-1, -1}, exp{-1, -1};
    };
    bool open = false;
    bool available = false;            // the window says saving is not available
    ImVec2 import_file{-1, -1};        // the "Import from file..." button
    std::string status;                // the message shown in the window
    std::string keeping;               // whether the browser keeps the games: kept, evictable, unknown
    std::vector<Row> rows;
    ImVec2 confirm_delete{-1, -1}, confirm_keep{-1, -1};
    float right = 0;  // the rightmost edge of any button (must stay on screen)
};

// Draws the window while *open: every game (unfinished ones first marked as such, the one being played
// marked "playing now", one played in another window marked so, with "Play it here" for Load and no
// Delete), with Load / Export / Delete (Delete asks first), "Save a copy" and "Import from file", and whether
// the browser keeps the games. `running_key`: the entry of the game being played ("" if none). Messages (a refused save, a full
// storage, "Deleted.") go to *status, shown in the window for a few seconds. `metrics`: the panels' measures
// (the menu bar's height, the tooltips' text size).
SavesRequests draw_saves_window(const HudMetrics& metrics, bool* open, SaveLibrary& lib, const Session& session,
                                const SaveFileHooks& files, int64_t now_ms, std::string* status, const std::string& running_key = "",
                                SavesProbe* probe = nullptr);

// What the player chose in the "Continue?" prompt.
enum class ContinueChoice { None, Continue, NewGame, SavedGames, TakeOver };

// At start, when an unfinished game exists: "Continue" (the newest one), "Saved games" (when there are
// others) or "New game". A modal: it dims and blocks what is behind it. On Continue, *record and *key get
// the game. When another window plays that game, the prompt says so and offers "Play it here" (TakeOver,
// *key gets the game). *continue_at gets the centre of the Continue button while it shows (browser tests'
// probe).
ContinueChoice draw_continue_prompt(const HudMetrics& metrics, SaveLibrary& lib, std::string* record, std::string* key,
                                    ImVec2* continue_at = nullptr);

// What the saved games' and the history's windows share. begin_list_window: ImGui::Begin for a list window, centred
// below the menu bar, width_em x height_em at most (the whole screen below the menu bar where the screen is narrow:
// *narrow), opaque; End() follows whatever it returns. fade_status: a window's message cleared a few seconds after
// it last changed (*shown and *since: the caller's memory of it). local_time_text: a time (ms since 1970) as the
// player's local "YYYY-MM-DD HH:MM", "-" for none.
bool begin_list_window(const HudMetrics& metrics, const char* title_id, bool* open, float width_em, float height_em,
                       bool* narrow);
void fade_status(std::string* status, std::string* shown, double* since);
std::string local_time_text(int64_t ms);

// The width of buttons drawn the same width: `least`, or as wide as the widest label needs (a translation may be
// longer than the English).
float button_width(float least, std::initializer_list<const char*> labels);

}  // namespace carc::ui
