// WebStorage: C++ side of savestore.js.
#include "platform/web/web_storage.h"

#include <cstdlib>

extern "C" {
int carc_saves_available();
int carc_saves_put(const char* key, const char* text);
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

}  // namespace

bool WebStorage::available() const { return carc_saves_available() != 0; }

bool WebStorage::put(const std::string& key, const std::string& text, std::string* error) {
    if (carc_saves_put(key.c_str(), text.c_str())) return true;
    if (error) {
        *error = take(carc_saves_take_error());
        if (error->empty()) *error = "saving is not available in this browser";
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
    if (error) *error = "the save could not be deleted";
    return false;
}

std::string WebStorage::take_async_error() { return take(carc_saves_take_error()); }

void download_text(const std::string& file_name, const std::string& text) { carc_saves_download(file_name.c_str(), text.c_str()); }

void pick_file() { carc_saves_pick_file(); }

bool imported_file_waiting() { return carc_saves_import_waiting() != 0; }

int take_imported_file(std::string* text) {
    char* p = nullptr;
    const int r = carc_saves_take_import(&p);
    if (r != 0) *text = take(p);
    return r;
}

}  // namespace carc::platform
