// The Wheel of Fortune in the game's set-up: "game": "wheel_of_fortune", --game wheel_of_fortune, the page
// link's "wheel"; played with the classic scoring and without the River (the wheel board is the start);
// records of its games need version 3.
#include "engine/expansions/wheel/wheel.h"
#include "engine/mark.h"
#include "engine/rule_options.h"

namespace carc {

const RuleOptions& wheel_options() {
    static const RuleOptions o = [] {
        RuleOptions x;
        x.name = "wheel_of_fortune";
        x.own_game = true;
        x.link_key = "wheel";
        x.on = [](const Rules& r) { return r.game == GameKind::WheelOfFortune; };
        x.turn_on = [](Rules& r) { r.game = GameKind::WheelOfFortune; };
        x.turn_off = [](Rules& r) { r.game = GameKind::Base; };
        // TRANSLATORS: the game's title in the rules' summary ("Wheel of Fortune")
        x.summary = [](const Rules&) { return std::string(N_("Wheel of Fortune")); };
        x.settle = [](Rules& r) {
            r.river = false;
            r.edition = Edition::Classic;
        };
        x.refusal = [](const Rules& r, bool cli) -> const char* {
            if (r.river) return "the river cannot be played with the Wheel of Fortune (the wheel board is the start)";
            if (r.edition != Edition::Classic)
                return cli ? "the Wheel of Fortune is played with the classic scoring (--edition classic)"
                           : "the Wheel of Fortune is played with the classic scoring (edition \"classic\")";
            return nullptr;
        };
        x.record_version = 3;
        x.predates = "the Wheel of Fortune rules (pig, crowns, events)";
        return x;
    }();
    return o;
}

}  // namespace carc
