// Saved games on the desktop: one JSON file per save in a folder (default: $XDG_DATA_HOME/carcassonne/saves
// or ~/.local/share/carcassonne/saves). Writes go to a temporary file that is renamed over the old one.
// Several processes may share the folder: a process holds a game by an advisory lock on "<key>.lock" while it
// plays it; another asks for it by creating "<key>.take", which the holder sees when it next looks (at most
// every half second) and answers by letting the lock go. A game entry's compare and set runs under the lock
// of the folder's ".write.lock".
#pragma once

#include <chrono>
#include <map>
#include <set>
#include <string>

#include "ui/core/storage.h"

namespace carc::platform {

class FileStorage : public ui::SaveStorage {
public:
    explicit FileStorage(std::string dir);
    static std::string default_dir();
    bool available() const override { return ok_; }
    bool put(const std::string& key, const std::string& text, std::string* error) override;
    std::optional<std::string> get(const std::string& key) const override;
    std::vector<std::string> keys() const override;
    bool remove(const std::string& key, std::string* error) override;
    bool put_revision(const std::string& key, const std::string& text, int64_t base, bool* stale, std::string* error) override;
    bool claim(const std::string& key) override;
    void release(const std::string& key) override;
    bool held_elsewhere(const std::string& key) const override;
    void take_over(const std::string& key) override;
    std::vector<ui::StorageEvent> take_events() override;
    bool events_waiting() override;
    ~FileStorage() override;

private:
    std::string dir_;
    bool ok_ = false;
    std::map<std::string, int> held_;   // key -> the open descriptor that holds its lock
    std::set<std::string> taking_;      // take_over() asked; waiting for the holder to let go
    std::chrono::steady_clock::time_point next_look_{};
    long long dir_stamp_ = 0;           // the folder's modification time when last looked at
    std::string path(const std::string& key) const;
    std::string safe(const std::string& key) const;
    void look();                        // take-over requests, locks that came free, other processes' writes
};

}  // namespace carc::platform
