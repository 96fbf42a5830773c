// Abbey & Mayor in scenario files (SCENARIO.md): the moves' "wagon" decisions.
#include "engine/expansions/abbey_mayor/scenario.h"

#include <algorithm>
#include <optional>

#include "engine/scenario_read.h"

namespace carc {

using namespace scenario_read;

// After a move: every wagon whose feature scored gets its owner's decision from the move's "wagon" map
// ({"blue": {"at": [x, y], "spot": "N"}} or {"blue": "return"}). A target names any spot of the feature the
// wagon goes to. Decisions the rules need are required; entries for wagons without a choice are refused.
bool resolve_wagons(Game& game, const std::vector<std::string>& players, const json::Json* wagon, std::string* why) {
    std::vector<std::string> used;
    while (game.phase() == Phase::WagonMove) {
        const int p = game.current_player();
        const std::string& colour = players[static_cast<size_t>(p)];
        const json::Json* d = wagon ? json::field(*wagon, colour.c_str()) : nullptr;
        if (!d) {
            *why = "wagon: " + colour + "'s wagon scored and has somewhere to go: a decision (a target or \"return\") is required";
            return false;
        }
        if (std::find(used.begin(), used.end(), colour) != used.end()) {
            *why = "wagon: " + colour + " has one wagon, decided already";
            return false;
        }
        used.push_back(colour);
        if (d->is_string() && d->get_ref<const std::string&>() == "return") {
            game.apply(Action::of(ActionKind::WagonReturn));
            continue;
        }
        int x = 0, y = 0, spot = -1;
        if (!read_target(game, *d, Figure::Wagon, "wagon." + colour, "\"return\" or {\"at\": [x, y], \"spot\": ...}", &x, &y,
                         &spot, why))
            return false;
        const int idx = game.tile_at(x, y);
        const int root = game.feature_root(game.placed()[idx].node_base + spot);
        Action chosen = Action::at_spot(ActionKind::WagonMove, x, y, spot);
        if (!game.is_legal(chosen)) {
            for (const Action& a : game.legal_actions()) {
                if (a.kind != ActionKind::WagonMove) continue;
                const int t = game.tile_at(a.x, a.y);
                if (game.feature_root(game.placed()[t].node_base + a.spot) == root) {
                    chosen = a;
                    break;
                }
            }
        }
        if (!game.apply(chosen, why)) {
            *why = "wagon." + colour + ": " + cell_text(x, y) + " " + *why;
            return false;
        }
    }
    if (const std::optional<std::string> colour = unused_entry(wagon, used)) {
        *why = "wagon." + *colour + ": no wagon of " + *colour + " has a decision to make after this move";
        return false;
    }
    return true;
}

}  // namespace carc
