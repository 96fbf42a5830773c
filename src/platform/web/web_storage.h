// Saved games in the browser's IndexedDB (through savestore.js): records, revisions, the Web Lock of the game
// each tab plays, whether the browser keeps the store; plus file export and import.
#pragma once

#include <string>

#include "ui/core/storage.h"

namespace carc::platform {

class WebStorage : public ui::SaveStorage {
public:
    bool available() const override;
    bool put(const std::string& key, const std::string& text, std::string* error) override;
    std::optional<std::string> get(const std::string& key) const override;
    std::vector<std::string> keys() const override;
    bool remove(const std::string& key, std::string* error) override;
    std::string take_async_error() override;
    bool put_revision(const std::string& key, const std::string& text, int64_t base, bool* stale, std::string* error) override;
    bool claim(const std::string& key) override;
    void release(const std::string& key) override;
    bool held_elsewhere(const std::string& key) const override;
    void take_over(const std::string& key) override;
    std::vector<ui::StorageEvent> take_events() override;
    bool events_waiting() override;
    Keeping keeping() const override;
    void ask_to_keep() override;
};

// Offers a record as a file download.
void download_text(const std::string& file_name, const std::string& text);
// Opens the file picker; the text arrives later through take_imported_file().
void pick_file();
// 0 nothing yet, 1 *text is the chosen file's content, -1 *text is an error message.
int take_imported_file(std::string* text);
bool imported_file_waiting();

}  // namespace carc::platform
