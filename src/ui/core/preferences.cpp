#include "ui/core/preferences.h"

#include "engine/json_util.h"
#include "engine/match.h"
#include "ui/core/i18n.h"

namespace carc::ui {
namespace {

constexpr const char* kFormat = "carcassonne-preferences";

// The yes/no settings, by their names in the record.
struct BoolField {
    const char* name;
    std::optional<bool> Preferences::*member;
};
constexpr BoolField kBoolFields[] = {
    {"colorblind_palette", &Preferences::colorblind_palette}, {"show_markings", &Preferences::show_markings},
    {"reduced_motion", &Preferences::reduced_motion},         {"show_dead_cells", &Preferences::show_dead_cells},
    {"follow_computer", &Preferences::follow_computer},       {"show_log", &Preferences::show_log},
    {"sound", &Preferences::sound},
};

}  // namespace

bool Preferences::operator==(const Preferences& o) const {
    for (const BoolField& f : kBoolFields)
        if (this->*f.member != o.*f.member) return false;
    if (text_scale != o.text_scale || volume != o.volume || language != o.language || setup.has_value() != o.setup.has_value()) return false;
    if (!setup) return true;
    if (setup->hide_remaining != o.setup->hide_remaining || !(setup->rules == o.setup->rules) ||
        setup->seats.size() != o.setup->seats.size())
        return false;
    for (size_t i = 0; i < setup->seats.size(); ++i) {
        const Seat &a = setup->seats[i], &b = o.setup->seats[i];
        if (a.name != b.name || a.color != b.color || a.computer != b.computer || a.level != b.level) return false;
    }
    return true;
}

std::string preferences_record(const Preferences& p) {
    json::OrderedJson j;
    j["format"] = kFormat;
    j["version"] = 1;
    json::OrderedJson settings = json::OrderedJson::object();
    if (p.text_scale) settings["text_scale"] = *p.text_scale;
    if (p.volume) settings["volume"] = *p.volume;
    for (const BoolField& f : kBoolFields)
        if (p.*f.member) settings[f.name] = *(p.*f.member);
    j["settings"] = settings;
    if (p.language) j["language"] = *p.language;
    if (p.setup) {
        // The seats and rules as a game record with no moves: read back with the records' own checks.
        const Match m(p.setup->rules, p.setup->seats, 1);
        json::OrderedJson setup;
        setup["game"] = json::OrderedJson::parse(m.to_record());
        setup["hide_remaining"] = p.setup->hide_remaining;
        j["setup"] = setup;
    }
    return json::dump(j);
}

std::optional<Preferences> read_preferences(std::string_view text, std::string* why) {
    auto fail = [why](const std::string& w) -> std::optional<Preferences> {
        if (why) *why = "the preferences are damaged: " + w;
        return std::nullopt;
    };
    const auto j = json::parse(text);
    if (!j || !j->is_object()) return fail("not a JSON object");
    if (json::get_string(*j, "format") != std::optional<std::string>(kFormat)) return fail("not a preferences record");
    Preferences p;
    if (const json::Json* s = json::field(*j, "settings")) {
        if (!s->is_object()) return fail("settings is not an object");
        if (const json::Json* t = json::field(*s, "text_scale")) {
            if (!t->is_number() || !(t->get<double>() >= 1.0 && t->get<double>() <= 2.0))
                return fail("text_scale must be a number from 1 to 2");
            p.text_scale = t->get<float>();
        }
        if (const json::Json* v = json::field(*s, "volume")) {
            if (!v->is_number() || !(v->get<double>() >= 0.0 && v->get<double>() <= 1.0))
                return fail("volume must be a number from 0 to 1");
            p.volume = v->get<float>();
        }
        for (const BoolField& f : kBoolFields)
            if (const json::Json* b = json::field(*s, f.name)) {
                if (!b->is_boolean()) return fail(std::string(f.name) + " must be true or false");
                p.*f.member = b->get<bool>();
            }
    }
    if (const json::Json* l = json::field(*j, "language")) {
        // A language this version does not ship is skipped (a newer version's choice).
        if (!l->is_string()) return fail("language must be a text");
        if (i18n::find_language(l->get<std::string>())) p.language = l->get<std::string>();
    }
    if (const json::Json* s = json::field(*j, "setup")) {
        const json::Json* game = s->is_object() ? json::field(*s, "game") : nullptr;
        if (!game || !game->is_object()) return fail("setup has no game");
        std::string error;
        const auto m = Match::from_record(json::dump(*game), &error);
        if (!m) return fail("setup: " + error);
        GameConfig c;
        c.rules = m->rules();
        c.seats = m->seats();
        if (const json::Json* h = json::field(*s, "hide_remaining")) {
            if (!h->is_boolean()) return fail("hide_remaining must be true or false");
            c.hide_remaining = h->get<bool>();
        }
        p.setup = c;
    }
    return p;
}

}  // namespace carc::ui
