// Saved games on the desktop: one JSON file per save in a folder (default: $XDG_DATA_HOME/carcassonne/saves
// or ~/.local/share/carcassonne/saves). Writes go to a temporary file that is renamed over the old one.
#pragma once

#include <string>

#include "ui/storage.h"

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

private:
    std::string dir_;
    bool ok_ = false;
    std::string path(const std::string& key) const;
};

}  // namespace carc::platform
