// Saved games: autosave, named saves, list, validated load, delete, import and export names.
#include "ui/core/saves.h"
#include "ui/core/history.h"

#include <algorithm>
#include <cctype>
#include <ctime>

#include "engine/json_util.h"
#include "engine/match.h"
#include "ui/core/i18n.h"
#include "ui/core/preferences.h"

namespace carc::ui {
namespace {
constexpr int64_t kLastSaveTimeMs = 253402300799999;  // 9999-12-31 23:59:59.999 UTC
}  // namespace

std::string SaveInfo::shown_name() const { return autosave ? i18n::tr(name) : name; }

std::string SaveLibrary::app_json(const std::string& name, int64_t now_ms, bool entry, int64_t rev,
                                  const Session::Aids& aids) {
    json::OrderedJson j;
    j["name"] = name;
    j["saved_at"] = now_ms;
    if (entry) j["entry"] = true;
    if (rev > 0) j["rev"] = rev;
    if (aids.hints > 0) j["hints"] = aids.hints;
    if (aids.take_backs > 0) j["take_backs"] = aids.take_backs;
    return json::dump(j);
}

Session::Aids SaveLibrary::read_aids(const std::string& record) {
    Session::Aids a;
    const auto j = json::parse(record);
    const json::Json* app = j && j->is_object() ? json::field(*j, "app") : nullptr;
    if (!app || !app->is_object()) return a;
    if (const json::Json* h = json::field(*app, "hints")) a.hints = int(json::int_in(*h, 0, 1000000).value_or(0));
    if (const json::Json* t = json::field(*app, "take_backs")) a.take_backs = int(json::int_in(*t, 0, 1000000).value_or(0));
    return a;
}

std::string SaveLibrary::new_key(const char* prefix, int64_t now_ms) const {
    std::string base = prefix + std::to_string(now_ms);
    std::string key = base;
    const std::vector<std::string> existing = storage_ ? storage_->keys() : std::vector<std::string>{};
    for (int n = 2; std::find(existing.begin(), existing.end(), key) != existing.end(); ++n) key = base + "-" + std::to_string(n);
    return key;
}

const std::vector<SaveInfo>& SaveLibrary::list() const {
    if (list_valid_) return list_;
    std::vector<SaveInfo>& out = list_;
    out.clear();
    list_valid_ = true;
    if (!available()) return out;
    for (const std::string& key : storage_->keys()) {
        if (key == kPreferencesKey || is_history_key(key)) continue;  // the preferences, the history: no saves
        SaveInfo info;
        info.key = key;
        info.autosave = key == kAutosaveKey;
        info.name = key;
        const std::optional<std::string> text = storage_->get(key);
        if (!text) continue;
        // The list shows what a save holds; a damaged one is shown with the reason and can be deleted.
        if (auto j = json::parse(*text); j && j->is_object()) {
            if (const json::Json* app = json::field(*j, "app")) {
                if (auto e = json::field(*app, "entry"); e && e->is_boolean() && e->get<bool>()) info.autosave = true;
                // An imported file carries its own name and time: shown only when the name is printable
                // text and the time lies in the years 1970 to 9999 (otherwise the key, and no time).
                if (auto n = json::get_string(*app, "name"); n && !n->empty() && printable_text(*n, nullptr)) info.name = *n;
                if (const json::Json* t = json::field(*app, "saved_at"))
                    if (auto ms = json::int_in(*t, 0, kLastSaveTimeMs)) info.saved_at = *ms;
                if (auto id = json::get_string(*app, "link_id")) info.link_id = *id;
                if (const json::Json* l = json::field(*app, "link"))
                    if (auto seat = json::get_int(*l, "seat")) info.link_seat = static_cast<int>(*seat);
            }
        }
        info.rev = record_revision(*text);
        info.elsewhere = storage_->held_elsewhere(key);
        std::string error;
        auto m = Match::from_record(*text, &error);
        if (!m) {
            info.error = error;
        } else {
            info.rule_set = m->rules();
            for (size_t p = 0; p < m->seats().size(); ++p) {
                info.players.push_back(m->seats()[p].name);
                info.scores.push_back(m->game().player(static_cast<int>(p)).score);
            }
            info.turn = m->game().turn();
            info.finished = m->game().is_over();
            if (!info.link_id.empty() && !info.finished)
                info.link_waiting = m->game().is_chance() ? m->game().turn_player() : m->game().current_player();
        }
        if (info.autosave) info.name = info.finished ? N_("Finished game") : N_("Unfinished game");
        out.push_back(std::move(info));
    }
    std::stable_sort(out.begin(), out.end(), [](const SaveInfo& a, const SaveInfo& b) { return a.saved_at > b.saved_at; });
    return out;
}

bool SaveLibrary::autosave(const Session& s, const std::string& key, int64_t base_rev, int64_t now_ms, bool* written,
                           bool* stale, std::string* error) {
    if (written) *written = false;
    if (stale) *stale = false;
    if (!available()) {
        if (error) *error = _("saving is not available in this browser (private mode?)");
        return false;
    }
    if (!s.active()) return true;
    const auto& h = s.match().history();
    const bool started = std::any_of(h.begin(), h.end(), [](const Action& a) {
        return action_shape(a.kind) == ActionShape::Cell;  // a tile (or an expansion's piece) went on the board
    });
    if (!started && !s.link_game()) return true;  // (a game by link is kept from its invitation on: its secrets)
    list_valid_ = false;
    if (!storage_->put_revision(key, s.record(app_json("", now_ms, true, base_rev + 1, s.aids())), base_rev, stale, error)) return false;
    if (written) *written = true;
    return true;
}

const SaveInfo* SaveLibrary::newest_unfinished() const {
    for (const SaveInfo& i : list())  // newest first
        if (i.autosave && i.error.empty() && !i.finished) return &i;
    return nullptr;
}

bool SaveLibrary::is_entry(const std::string& key) const {
    for (const SaveInfo& i : list())
        if (i.key == key) return i.autosave;
    return false;
}

std::string SaveLibrary::save_as(const Session& s, const std::string& name, int64_t now_ms, std::string* error) {
    if (!available()) {
        if (error) *error = _("saving is not available in this browser (private mode?)");
        return "";
    }
    if (!s.active()) {
        if (error) *error = _("there is no game to save");
        return "";
    }
    const std::string key = new_key("save-", now_ms);
    list_valid_ = false;
    // TRANSLATORS: the name of a copy of a game saved without a name (stored with it, shown in Saved games).
    const std::string named = name.empty() ? std::string(_("Saved game")) : name;
    if (!storage_->put(key, s.record(app_json(named, now_ms)), error)) return "";
    return key;
}

std::optional<std::string> SaveLibrary::load(const std::string& key, std::string* error) const {
    if (!available()) {
        if (error) *error = _("saving is not available in this browser (private mode?)");
        return std::nullopt;
    }
    std::optional<std::string> text = storage_->get(key);
    if (!text) {
        if (error) *error = _("this save no longer exists");
        return std::nullopt;
    }
    std::string why;
    if (!Match::from_record(*text, &why)) {
        // TRANSLATORS: %s says why (the record is damaged, or from a newer version).
        if (error) *error = i18n::fmt(_("this save cannot be loaded: %s"), why);
        return std::nullopt;
    }
    return text;
}

bool SaveLibrary::remove(const std::string& key, std::string* error) {
    if (!available()) {
        if (error) *error = _("saving is not available in this browser (private mode?)");
        return false;
    }
    list_valid_ = false;
    return storage_->remove(key, error);
}

std::string SaveLibrary::import_text(const std::string& text, int64_t now_ms, std::string* error) {
    std::string why;
    if (!Match::from_record(text, &why)) {
        if (error) *error = why;  // e.g. "not a Carcassonne game record (...)"
        return "";
    }
    if (!available()) {
        if (error) *error = _("saving is not available in this browser (private mode?)");
        return "";
    }
    // Keep the file's own name and time if it has them; it is stored as it came (it replays identically).
    const std::string key = new_key("save-", now_ms);
    list_valid_ = false;
    if (!storage_->put(key, text, error)) return "";
    return key;
}

std::string SaveLibrary::export_file_name(const SaveInfo& info) {
    std::string name = "carcassonne";
    if (info.saved_at > 0) {
        const std::time_t t = static_cast<std::time_t>(info.saved_at / 1000);
        std::tm tm{};
#if defined(_WIN32)
        gmtime_s(&tm, &t);
#else
        gmtime_r(&t, &tm);
#endif
        char date[32];
        std::strftime(date, sizeof date, "-%Y-%m-%d", &tm);
        name += date;
    }
    std::string who;
    for (const std::string& p : info.players) who += (who.empty() ? "-" : "-vs-") + p;
    for (char c : who) {
        const unsigned char u = static_cast<unsigned char>(c);
        if (std::isalnum(u)) name += static_cast<char>(std::tolower(u));
        else if (name.back() != '-') name += '-';
    }
    while (!name.empty() && name.back() == '-') name.pop_back();
    return name + ".json";
}

}  // namespace carc::ui
