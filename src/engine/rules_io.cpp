// Rules <-> JSON for records and scenarios: the game, the edition, the expansions and their options (each
// expansion's names come from its RuleOptions).
#include "engine/rules_io.h"

#include "engine/rule_options.h"

namespace carc {

std::string listed(const std::vector<const char*>& names, const char* last) {
    std::string s;
    for (size_t i = 0; i < names.size(); ++i) s += std::string(i == 0 ? "" : i + 1 == names.size() ? last : ", ") + names[i];
    return s;
}

json::OrderedJson rules_to_json(const Rules& r) {
    json::OrderedJson j;
    std::string game = "base";
    json::OrderedJson ex = json::OrderedJson::array();
    for_each_rule_options([&](const RuleOptions& o) {
        if (!o.on(r)) return;
        if (o.own_game) game = o.name;
        else ex.push_back(o.name);
    });
    j["game"] = game;
    j["edition"] = r.edition == Edition::First2000 ? "2000" : "classic";
    j["expansions"] = ex;
    for_each_rule_options([&](const RuleOptions& o) {
        for (const RuleChoice& c : o.choices) j[c.json_key] = c.names[static_cast<size_t>(c.get(r))];
    });
    return j;
}

bool rules_from_json(const json::Json& j, Rules* out, std::string* why) {
    Rules r;
    if (!j.is_object()) {
        *why = "must be an object";
        return false;
    }
    std::vector<const char*> games{"base"}, expansions;
    for_each_rule_options([&](const RuleOptions& o) { (o.own_game ? games : expansions).push_back(o.name); });
    auto find = [](const std::string& s, bool own_game) {
        const RuleOptions* found = nullptr;
        for_each_rule_options([&](const RuleOptions& o) { if (!found && o.own_game == own_game && s == o.name) found = &o; });
        return found;
    };
    if (const json::Json* g = json::field(j, "game")) {
        if (!g->is_string()) { *why = "game must be a string"; return false; }
        const std::string& s = g->get_ref<const std::string&>();
        if (s == "base") r.game = GameKind::Base;
        else if (const RuleOptions* o = find(s, true)) o->turn_on(r);
        else { *why = "unknown game " + json::quoted(s) + " (" + listed(games) + ")"; return false; }
    }
    if (const json::Json* e = json::field(j, "edition")) {
        if (!e->is_string()) { *why = "edition must be a string"; return false; }
        const std::string& s = e->get_ref<const std::string&>();
        if (s == "classic") r.edition = Edition::Classic;
        else if (s == "2000") r.edition = Edition::First2000;
        else { *why = "unknown edition " + json::quoted(s) + " (classic or 2000)"; return false; }
    }
    if (const json::Json* x = json::field(j, "expansions")) {
        if (!x->is_array()) { *why = "expansions must be a list"; return false; }
        for (const json::Json& e : *x) {
            if (!e.is_string()) { *why = "expansions must be strings"; return false; }
            const std::string& s = e.get_ref<const std::string&>();
            if (const RuleOptions* o = find(s, false)) o->turn_on(r);
            else { *why = "unknown expansion " + json::quoted(s) + " (" + listed(expansions, ", ") + ")"; return false; }
        }
    }
    bool ok = true;
    for_each_rule_options([&](const RuleOptions& o) {
        for (const RuleChoice& c : o.choices) {
            const json::Json* v = ok ? json::field(j, c.json_key) : nullptr;
            if (!v) continue;
            const std::string key = c.json_key;
            if (!v->is_string()) {
                *why = key + " must be a string";
                ok = false;
                continue;
            }
            const std::string& s = v->get_ref<const std::string&>();
            int value = -1;
            for (size_t i = 0; i < c.names.size(); ++i)
                if (s == c.names[i]) value = static_cast<int>(i);
            if (value < 0) {
                *why = "unknown " + key + " " + json::quoted(s) + " (" + listed(c.names) + ")";
                ok = false;
                continue;
            }
            c.set(r, value);
        }
    });
    if (!ok) return false;
    for_each_rule_options([&](const RuleOptions& o) {
        if (ok && o.refusal && o.on(r))
            if (const char* no = o.refusal(r, false)) {
                *why = no;
                ok = false;
            }
    });
    if (!ok) return false;
    *out = r;
    return true;
}

int max_players(const Rules& r) {
    int most = kBaseMaxPlayers;
    for_each_rule_options([&](const RuleOptions& o) { if (o.max_players > most && o.on(r)) most = o.max_players; });
    return most;
}

Rules settled(Rules r) {
    for_each_rule_options([&](const RuleOptions& o) { if (o.settle && o.on(r)) o.settle(r); });
    return r;
}

}  // namespace carc
