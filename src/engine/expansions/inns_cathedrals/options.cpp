// Inns & Cathedrals in the game's set-up: "expansions": ["inns_cathedrals"], --inns-cathedrals, the page link's
// "inns"; base games only (variants.md F18), up to six players (F16); records of its games need version 4.
#include "engine/expansions/inns_cathedrals/inns_cathedrals.h"
#include "engine/mark.h"
#include "engine/rule_options.h"

namespace carc {

const RuleOptions& inns_cathedrals_options() {
    static const RuleOptions o = [] {
        RuleOptions x;
        x.name = "inns_cathedrals";
        x.cli_flag = "--inns-cathedrals";
        x.link_key = "inns";
        x.on = [](const Rules& r) { return r.inns_cathedrals; };
        x.turn_on = [](Rules& r) { r.inns_cathedrals = true; };
        x.turn_off = [](Rules& r) { r.inns_cathedrals = false; };
        // TRANSLATORS: what Inns & Cathedrals adds to the rules' summary after the game's title ("Classic + Inns &
        // Cathedrals"); keep the leading " + "
        x.summary = [](const Rules&) { return std::string(N_(" + Inns & Cathedrals")); };
        // A game of its own (the Wheel of Fortune) has its own tiles and no large followers.
        x.settle = [](Rules& r) {
            if (r.game != GameKind::Base) r.inns_cathedrals = false;
        };
        x.refusal = [](const Rules& r, bool) -> const char* {
            if (r.game != GameKind::Base)
                return "Inns & Cathedrals is played with the base game only (the Wheel of Fortune has its own tiles and "
                       "no large followers)";
            return nullptr;
        };
        x.max_players = 6;
        x.record_version = 4;
        x.predates = "the Inns & Cathedrals rules";
        return x;
    }();
    return o;
}

}  // namespace carc
