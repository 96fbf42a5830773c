// The game's language: chosen at start, changed from View > Language while a game goes on (app_internal.h
// Language). Its catalogue (assets/lang/<code>.mo) is read from the asset folder on the desktop and fetched by the
// page in the browser; once it is in, the texts kept across frames (the log) are made again in it, the fonts get
// the glyphs it needs, and the page is told.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <sstream>

#include "ui/app_internal.h"
#include "ui/i18n.h"

namespace carc::ui::app {

namespace {

// The desktop's languages, most preferred first: LANGUAGE (a list), then LC_ALL, LC_MESSAGES, LANG.
std::vector<std::string> desktop_languages() {
    std::vector<std::string> out;
    if (const char* list = std::getenv("LANGUAGE")) {
        std::stringstream s(list);
        for (std::string item; std::getline(s, item, ':');)
            if (!item.empty()) out.push_back(item);
    }
    for (const char* var : {"LC_ALL", "LC_MESSAGES", "LANG"})
        if (const char* v = std::getenv(var); v && *v && std::string(v) != "C" && std::string(v) != "POSIX") {
            out.push_back(v);
            break;
        }
    return out;
}

std::vector<std::string> split_commas(const std::string& text) {
    std::vector<std::string> out;
    std::stringstream s(text);
    for (std::string item; std::getline(s, item, ',');)
        if (!item.empty()) out.push_back(item);
    return out;
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
        core.hooks.preferred_languages ? split_commas(core.hooks.preferred_languages()) : desktop_languages();
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
    if (core_->hooks.load_catalog) {
        core_->hooks.load_catalog(code.c_str(), arrived, new Arrival{this, code});
        return;
    }
    const std::string path = core_->asset_dir + "/lang/" + code + ".mo";
    std::ifstream in(path, std::ios::binary);
    std::stringstream bytes;
    if (in) bytes << in.rdbuf();
    else std::fprintf(stderr, "carcassonne: cannot read %s\n", path.c_str());
    installed(code, bytes.str());
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
        core_->want_frames(2);
        return;
    }
    problem.clear();
    core_->session.rename_made_up(names_before);
    core_->session.retranslate();
    core_->want_frames(4);
    if (core_->hooks.language_changed) core_->hooks.language_changed(code.c_str(), mo.data(), mo.size());
    if (by_player) prefs_->keep_language(*core_, code);
}

}  // namespace carc::ui::app
