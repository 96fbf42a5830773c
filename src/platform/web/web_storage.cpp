// WebStorage: C++ side of savestore.js.
#include "platform/web/web_storage.h"

#include <cstdlib>

#include "ui/core/i18n.h"

extern "C" {
int carc_saves_available();
int carc_saves_put(const char* key, const char* text, double base);
int carc_saves_claim(const char* key);
void carc_saves_release(const char* key);
int carc_saves_elsewhere(const char* key);
void carc_saves_take_over(const char* key);
int carc_saves_events_waiting();
char* carc_saves_take_events();
int carc_saves_keeping();
void carc_saves_ask_to_keep();
int carc_saves_remove(const char* key);
char* carc_saves_get(const char* key);
char* carc_saves_keys();
char* carc_saves_take_error();
void carc_saves_download(const char* name, const char* text);
void carc_saves_pick_file();
int carc_saves_take_import(char** out);
int carc_saves_import_waiting();
}

namespace carc::platform {
namespace {

std::string take(char* p) {
    std::string s = p ? p : "";
    std::free(p);
    return s;
}

// A reason from savestore.js ("full", or "failed:" and the browser's own words) in the player's language.
std::string reason(const std::string& code) {
    const size_t colon = code.find(':');
    const std::string kind = code.substr(0, colon), detail = colon == std::string::npos ? "" : code.substr(colon + 1);
    if (kind.empty()) return "";
    if (kind == "blocked") return _("close the game's other windows so that it can update its storage");
    if (kind == "no-storage") return _("this browser does not let the game store anything");
    if (kind == "no-answer") return _("the save storage did not answer");
    if (kind == "newer-version") return _("a newer version of the game was opened in another window: reload this one to keep saving");
    if (kind == "full") return _("storage is full");
    if (kind == "too-large") return _("the file is too large to be a game record");
    if (kind == "unreadable") return _("the file could not be read");
    // TRANSLATORS: %s is the browser's own reason, in the browser's words.
    if (kind == "unavailable") return i18n::fmt(_("saving is not available (%s)"), detail);
    if (detail.empty()) return _("the save failed");
    return detail;  // the browser's words
}

}  // namespace

bool WebStorage::available() const { return carc_saves_available() != 0; }

bool WebStorage::put(const std::string& key, const std::string& text, std::string* error) {
    if (carc_saves_put(key.c_str(), text.c_str(), -1) == 1) return true;
    if (error) {
        *error = reason(take(carc_saves_take_error()));
        if (error->empty()) *error = _("saving is not available in this browser");
    }
    return false;
}

std::optional<std::string> WebStorage::get(const std::string& key) const {
    char* p = carc_saves_get(key.c_str());
    if (!p) return std::nullopt;
    return take(p);
}

std::vector<std::string> WebStorage::keys() const {
    const std::string all = take(carc_saves_keys());
    std::vector<std::string> out;
    size_t start = 0;
    while (start < all.size()) {
        size_t nl = all.find('\n', start);
        if (nl == std::string::npos) nl = all.size();
        if (nl > start) out.push_back(all.substr(start, nl - start));
        start = nl + 1;
    }
    return out;
}

bool WebStorage::remove(const std::string& key, std::string* error) {
    if (carc_saves_remove(key.c_str())) return true;
    if (error) *error = _("the save could not be deleted");
    return false;
}

std::string WebStorage::take_async_error() { return reason(take(carc_saves_take_error())); }

bool WebStorage::put_revision(const std::string& key, const std::string& text, int64_t base, bool* stale, std::string* error) {
    if (stale) *stale = false;
    switch (carc_saves_put(key.c_str(), text.c_str(), static_cast<double>(base))) {
    case 1: return true;  // a refusal inside the transaction comes later, as a Stale event
    case 2:
        if (stale) *stale = true;
        if (error) *error = _("the game was played on in another window");
        return false;
    default:
        if (error) {
            *error = reason(take(carc_saves_take_error()));
            if (error->empty()) *error = _("saving is not available in this browser");
        }
        return false;
    }
}

bool WebStorage::claim(const std::string& key) { return carc_saves_claim(key.c_str()) != 0; }

void WebStorage::release(const std::string& key) { carc_saves_release(key.c_str()); }

bool WebStorage::held_elsewhere(const std::string& key) const { return carc_saves_elsewhere(key.c_str()) != 0; }

void WebStorage::take_over(const std::string& key) { carc_saves_take_over(key.c_str()); }

bool WebStorage::events_waiting() { return carc_saves_events_waiting() != 0; }

std::vector<ui::StorageEvent> WebStorage::take_events() {
    using Kind = ui::StorageEvent::Kind;
    std::vector<ui::StorageEvent> out;
    const std::string all = take(carc_saves_take_events());
    size_t start = 0;
    while (start < all.size()) {
        size_t nl = all.find('\n', start);
        if (nl == std::string::npos) nl = all.size();
        const std::string line = all.substr(start, nl - start);
        start = nl + 1;
        if (line.size() < 2 || line[1] != '\t') continue;
        const char k = line[0];
        const Kind kind = k == 'S' ? Kind::Stale : k == 'L' ? Kind::Lost : k == 'T' ? Kind::Taken : Kind::Changed;
        out.push_back({kind, line.substr(2)});
    }
    return out;
}

ui::SaveStorage::Keeping WebStorage::keeping() const {
    switch (carc_saves_keeping()) {
    case 1: return Keeping::Kept;
    case 2: return Keeping::Evictable;
    default: return Keeping::Unknown;
    }
}

void WebStorage::ask_to_keep() { carc_saves_ask_to_keep(); }

void download_text(const std::string& file_name, const std::string& text) { carc_saves_download(file_name.c_str(), text.c_str()); }

void pick_file() { carc_saves_pick_file(); }

bool imported_file_waiting() { return carc_saves_import_waiting() != 0; }

int take_imported_file(std::string* text) {
    char* p = nullptr;
    const int r = carc_saves_take_import(&p);
    if (r > 0) *text = take(p);
    if (r < 0) *text = reason(take(p));
    return r;
}

}  // namespace carc::platform
