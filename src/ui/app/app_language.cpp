// The game's language: chosen at start, changed from View > Language while a game goes on (app_internal.h
// Language). Its catalogue (assets/lang/<code>.mo) is read from the asset folder on the desktop and fetched by the
// page in the browser; once it is in, the texts kept across frames (the log) are made again in it, the fonts get
// the glyphs it needs, and the page is told.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>

#include "ui/app/app_internal.h"
#include "ui/core/i18n.h"

namespace carc::ui::app {

namespace {

// The items of a list ("de-AT,de,en" with sep ','), empty ones skipped. (No string streams: the web build has
// no iostreams, which would add about 100 KB to its code.)
std::vector<std::string> split(const std::string& text, char sep) {
    std::vector<std::string> out;
    size_t from = 0;
    while (from <= text.size()) {
        const size_t to = std::min(text.find(sep, from), text.size());
        if (to > from) out.push_back(text.substr(from, to - from));
        from = to + 1;
    }
    return out;
}

// The desktop's languages, most preferred first: LANGUAGE (a list), then LC_ALL, LC_MESSAGES, LANG.
std::vector<std::string> desktop_languages() {
    std::vector<std::string> out;
    if (const char* list = std::getenv("LANGUAGE")) out = split(list, ':');
    for (const char* var : {"LC_ALL", "LC_MESSAGES", "LANG"})
        if (const char* v = std::getenv(var); v && *v && std::string(v) != "C" && std::string(v) != "POSIX") {
            out.push_back(v);
            break;
        }
    return out;
}

// A file's bytes; false if it cannot be read.
bool read_file(const std::string& path, std::string* out) {
    FILE* f = std::fopen(path.c_str(), "rb");
    if (!f) return false;
    char buf[16384];
    for (size_t n; (n = std::fread(buf, 1, sizeof buf, f)) > 0;) out->append(buf, n);
    const bool ok = !std::ferror(f);
    std::fclose(f);
    return ok;
}

struct Arrival {
    Language* language;
    std::string code;
};

void arrived(void* user, const char* data, size_t size) {
    std::unique_ptr<Arrival> a(static_cast<Arrival*>(user));
    a->language->installed(a->code, std::string(data ? data : "", data ? size : 0));
}

}  // namespace

void Language::start(AppCore& core, PlayerPrefs& prefs, const std::string& option) {
    core_ = &core;
    prefs_ = &prefs;
    std::vector<std::string> wanted;
    if (!option.empty()) wanted.push_back(option);
    if (prefs.kept.language) wanted.push_back(*prefs.kept.language);
    const std::vector<std::string> platform =
        core.hooks.preferred_languages ? split(core.hooks.preferred_languages(), ',') : desktop_languages();
    wanted.insert(wanted.end(), platform.begin(), platform.end());
    const std::string code = i18n::pick_language(wanted);
    by_player = false;
    if (code != "en") load(code);
}

void Language::choose(const std::string& code) {
    if (!core_ || !i18n::find_language(code) || code == loading) return;
    by_player = true;
    problem.clear();
    if (code == "en") {
        loading.clear();
        installed(code, "");
        return;
    }
    load(code);
}

void Language::load(const std::string& code) {
    loading = code;
    core_->language_shown = code;
    if (core_->hooks.load_catalog) {
        core_->hooks.load_catalog(code.c_str(), arrived, new Arrival{this, code});
        return;
    }
    const std::string path = core_->asset_dir + "/lang/" + code + ".mo";
    std::string bytes;
    if (!read_file(path, &bytes)) {
        std::fprintf(stderr, "carcassonne: cannot read %s\n", path.c_str());
        bytes.clear();
    }
    installed(code, bytes);
}

void Language::installed(const std::string& code, const std::string& mo) {
    if (code != loading && code != "en") return;  // the player chose another one meanwhile
    loading.clear();
    std::string error;
    const std::vector<std::string> names_before = made_up_names();
    if (!i18n::set_language(code, mo, &error)) {
        std::fprintf(stderr, "carcassonne: the %s catalogue: %s\n", code.c_str(), error.c_str());
        const i18n::Language* l = i18n::find_language(code);
        // TRANSLATORS: in View > Language when a language's file could not be loaded; %s is the language's name.
        problem = i18n::fmt(_("%s could not be loaded. Check the connection and try again."), l ? l->name : code);
        core_->language_shown = i18n::language();
        core_->want_frames(2);
        return;
    }
    problem.clear();
    core_->language_shown = code;
    core_->session.rename_made_up(names_before);
    core_->session.retranslate();
    core_->want_frames(4);
    if (core_->hooks.language_changed) core_->hooks.language_changed(code.c_str(), mo.data(), mo.size());
    if (by_player) prefs_->keep_language(*core_, code);
}

}  // namespace carc::ui::app
