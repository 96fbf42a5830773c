// Rules <-> JSON for records and scenarios.
#include "engine/rules_io.h"

namespace carc {

json::OrderedJson rules_to_json(const Rules& r) {
    json::OrderedJson j;
    j["game"] = r.game == GameKind::WheelOfFortune ? "wheel_of_fortune" : "base";
    j["edition"] = r.edition == Edition::First2000 ? "2000" : "classic";
    json::OrderedJson ex = json::OrderedJson::array();
    if (r.river) ex.push_back("river");
    if (r.abbey_mayor) ex.push_back("abbey_mayor");
    j["expansions"] = ex;
    j["wagon_move"] = r.wagon == WagonRule::Adjacent ? "adjacent" : "connected";
    return j;
}

bool rules_from_json(const json::Json& j, Rules* out, std::string* why) {
    Rules r;
    if (!j.is_object()) {
        *why = "must be an object";
        return false;
    }
    if (const json::Json* g = json::field(j, "game")) {
        if (!g->is_string()) { *why = "game must be a string"; return false; }
        const std::string& s = g->get_ref<const std::string&>();
        if (s == "base") r.game = GameKind::Base;
        else if (s == "wheel_of_fortune") r.game = GameKind::WheelOfFortune;
        else { *why = "unknown game " + json::quoted(s) + " (base or wheel_of_fortune)"; return false; }
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
            if (s == "river") r.river = true;
            else if (s == "abbey_mayor") r.abbey_mayor = true;
            else { *why = "unknown expansion " + json::quoted(s) + " (river, abbey_mayor)"; return false; }
        }
    }
    if (const json::Json* w = json::field(j, "wagon_move")) {
        if (!w->is_string()) { *why = "wagon_move must be a string"; return false; }
        const std::string& s = w->get_ref<const std::string&>();
        if (s == "connected") r.wagon = WagonRule::Connected;
        else if (s == "adjacent") r.wagon = WagonRule::Adjacent;
        else { *why = "unknown wagon_move " + json::quoted(s) + " (connected or adjacent)"; return false; }
    }
    if (r.game == GameKind::WheelOfFortune && r.river) {
        *why = "the river cannot be played with the Wheel of Fortune (the wheel board is the start)";
        return false;
    }
    if (r.game == GameKind::WheelOfFortune && r.edition != Edition::Classic) {
        *why = "the Wheel of Fortune is played with the classic scoring (edition \"classic\")";
        return false;
    }
    *out = r;
    return true;
}

}  // namespace carc
