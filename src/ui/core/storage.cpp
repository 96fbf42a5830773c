// SaveStorage's revision check for storages that answer at once (memory, files).
#include "ui/core/storage.h"

#include "engine/json_util.h"
#include "ui/core/i18n.h"

namespace carc::ui {

int64_t record_revision(const std::string& text) {
    const auto j = json::parse(text);
    if (!j || !j->is_object()) return 0;
    const json::Json* app = json::field(*j, "app");
    if (!app) return 0;
    const json::Json* rev = json::field(*app, "rev");
    if (!rev) return 0;
    return json::int_in(*rev, 0, int64_t(1) << 52).value_or(0);
}

bool SaveStorage::put_revision(const std::string& key, const std::string& text, int64_t base, bool* stale, std::string* error) {
    if (stale) *stale = false;
    if (const std::optional<std::string> stored = get(key); stored && record_revision(*stored) > base) {
        if (stale) *stale = true;
        if (error) *error = _("the game was played on in another window");
        return false;
    }
    return put(key, text, error);
}

}  // namespace carc::ui
