// Abbey & Mayor in the game's set-up: "expansions": ["abbey_mayor"] and "wagon_move", --abbey-mayor and
// --wagon-move, the page link's "abbey" and "wagon"; records of its games need version 2.
#include "engine/expansions/abbey_mayor/abbey_mayor.h"
#include "engine/mark.h"
#include "engine/rule_options.h"

namespace carc {

const RuleOptions& abbey_mayor_options() {
    static const RuleOptions o = [] {
        RuleOptions x;
        x.name = "abbey_mayor";
        x.cli_flag = "--abbey-mayor";
        x.link_key = "abbey";
        x.on = [](const Rules& r) { return r.abbey_mayor; };
        x.turn_on = [](Rules& r) { r.abbey_mayor = true; };
        x.turn_off = [](Rules& r) { r.abbey_mayor = false; };
        RuleChoice wagon;
        wagon.json_key = "wagon_move";
        wagon.cli_flag = "--wagon-move";
        wagon.link_key = "wagon";
        wagon.names = {"connected", "adjacent"};
        wagon.get = [](const Rules& r) { return static_cast<int>(r.wagon); };
        wagon.set = [](Rules& r, int v) { r.wagon = static_cast<WagonRule>(v); };
        x.choices = {wagon};
        x.summary = [](const Rules& r) {
            // TRANSLATORS: what Abbey & Mayor adds to the rules' summary after the game's title ("Classic + Abbey &
            // Mayor"), with the wagons' rule or without it; keep the leading " + "
            return std::string(r.wagon == WagonRule::Adjacent ? N_(" + Abbey & Mayor (wagons to adjacent tiles)")
                                                              : N_(" + Abbey & Mayor"));
        };
        x.record_version = 2;
        x.predates = "the complete Abbey & Mayor rules (wagon moves, barn scoring, the final abbey round)";
        return x;
    }();
    return o;
}

}  // namespace carc
