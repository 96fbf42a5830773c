// Saved games over a SaveStorage: the autosave after every action, named saves, the list with what each
// save holds, loading with full validation, deleting, export and import. Pure logic (no SDL/GL/ImGui).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ui/core/session.h"
#include "ui/core/storage.h"

namespace carc::ui {

// Every game played at this screen has its own entry, kept up to date after every action until the player
// deletes it ("game-<time>"). Releases before 0.2 kept one slot under "autosave"; it is still read as an entry.
inline constexpr const char* kAutosaveKey = "autosave";

struct SaveInfo {
    std::string key;
    std::string name;                  // the player's name for a copy; "Unfinished game" / "Finished game" for an entry
                                       // (in English: shown_name() translates it)
    int64_t saved_at = 0;              // milliseconds since 1970 (0 = unknown)
    Rules rule_set;                    // the rules (rules_text says them in the player's language)
    std::vector<std::string> players;
    std::vector<int> scores;
    int turn = 0;
    bool finished = false;
    bool autosave = false;             // a game's own entry (updated while it is played), not a named copy
    int64_t rev = 0;                   // the entry's revision (record_revision)
    bool elsewhere = false;            // another window (tab, process) is playing this game now
    std::string error;                 // non-empty: this record is damaged, foreign or from a newer version
    // A game played by link: its id as links carry it (hex), this device's seat (-1: it only watches) and the seat
    // whose move the game waits for (-1: none).
    std::string link_id;
    int link_seat = -1, link_waiting = -1;

    // The name as the player reads it: an entry's in the language in use.
    std::string shown_name() const;
};

class SaveLibrary {
public:
    explicit SaveLibrary(SaveStorage* storage) : storage_(storage) {}
    bool available() const { return storage_ && storage_->available(); }

    // Every save, newest first; damaged ones are listed with their error (they never hide the others).
    // Cached until the library writes or deletes a save (reading a save replays the whole game).
    const std::vector<SaveInfo>& list() const;
    // A key for a new game's own entry ("game-<time>", unique among the stored keys).
    std::string new_game_key(int64_t now_ms) const { return new_key("game-", now_ms); }
    // Stores the session's game under its entry `key` (after every action) as revision base_rev + 1, unless
    // the stored entry is newer than base_rev (another window played on: false with *stale set; a browser
    // says so later, by a Stale event). A game in which no tile has been placed yet is not stored (true,
    // nothing written, *written false): starting a game and leaving it leaves no entry.
    bool autosave(const Session& s, const std::string& key, int64_t base_rev, int64_t now_ms, bool* written, bool* stale,
                  std::string* error);
    // The newest unfinished game entry that loads, or nullptr (what "Continue" offers at start).
    const SaveInfo* newest_unfinished() const;
    // True when `key` is a game's own entry (updated while played) rather than a named copy.
    bool is_entry(const std::string& key) const;
    // Stores a named copy of it under a new key; returns the key ("" on failure). A copy is not updated
    // as the game goes on; loading it continues in a new entry.
    std::string save_as(const Session& s, const std::string& name, int64_t now_ms, std::string* error);
    // The record text of a save after validating it by a full replay; nullopt with *error if refused.
    std::optional<std::string> load(const std::string& key, std::string* error) const;
    bool remove(const std::string& key, std::string* error);
    // Forgets the cached list (another window stored, deleted, opened or closed a game).
    void invalidate() { list_valid_ = false; }
    SaveStorage* storage() const { return storage_; }
    // Import a record from a file: validated first, then stored under a new key. Returns the key or "".
    std::string import_text(const std::string& text, int64_t now_ms, std::string* error);
    // A file name for exporting a save ("carcassonne-YYYY-MM-DD-anna-vs-computer.json", the save's date).
    static std::string export_file_name(const SaveInfo& info);

    // The "app" object stored with each record (name, time); parsed back by list().
    // `entry`: a game's own entry (true) or a named copy (false); `rev`: an entry's revision (0: none written).
    // `aids`: the help taken in the game (Session::aids), written when there was any.
    static std::string app_json(const std::string& name, int64_t now_ms, bool entry = false, int64_t rev = 0,
                                const Session::Aids& aids = {});
    // The help taken in a saved game (its "app" object; none when it says nothing).
    static Session::Aids read_aids(const std::string& record);

private:
    SaveStorage* storage_;
    mutable std::vector<SaveInfo> list_;
    mutable bool list_valid_ = false;
    std::string new_key(const char* prefix, int64_t now_ms) const;
};

}  // namespace carc::ui
