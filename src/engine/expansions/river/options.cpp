// River I in the game's set-up: "expansions": ["river"], --river, the page link's "river".
#include "engine/expansions/river/river.h"
#include "engine/mark.h"
#include "engine/rule_options.h"

namespace carc {

const RuleOptions& river_options() {
    static const RuleOptions o = [] {
        RuleOptions x;
        x.name = "river";
        x.cli_flag = "--river";
        x.link_key = "river";
        x.on = [](const Rules& r) { return r.river; };
        x.turn_on = [](Rules& r) { r.river = true; };
        x.turn_off = [](Rules& r) { r.river = false; };
        // TRANSLATORS: what the River adds to the rules' summary after the game's title ("Classic + River"); keep the
        // leading " + "
        x.summary = [](const Rules&) { return std::string(N_(" + River")); };
        return x;
    }();
    return o;
}

}  // namespace carc
