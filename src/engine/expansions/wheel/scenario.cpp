// Wheel of Fortune in scenario files (SCENARIO.md): the "wheel" section and the moves' "plague" decisions.
#include "engine/expansions/wheel/scenario.h"

#include <optional>

#include "engine/expansions/wheel/wheel.h"
#include "engine/scenario_read.h"

namespace carc {

using namespace scenario_read;

std::string segment_list() {
    std::string s;
    for (int i = 0; i < kWheelSegments; ++i) s += std::string(i ? ", " : "") + kWheelSegmentNames[i];
    return s;
}

// The scenario's "wheel": {"pig": SEGMENT, "crowns": {SEGMENT: [colours]}} (SCENARIO.md): the crown followers
// come out of their owners' supplies.
bool read_wheel(Game& game, const std::vector<std::string>& players, const json::Json& w, std::string* why) {
    if (!w.is_object()) {
        *why = "must be an object {\"pig\": ..., \"crowns\": {...}}";
        return false;
    }
    for (const auto& [key, value] : w.items())
        if (key != "pig" && key != "crowns") {
            *why = "unknown field " + json::quoted(key) + " (pig, crowns)";
            return false;
        }
    if (const json::Json* pig = json::field(w, "pig")) {
        const int seg = pig->is_string() ? wheel_segment_index(pig->get_ref<const std::string&>()) : -1;
        if (seg < 0) {
            *why = "pig must name a segment (" + segment_list() + ")";
            return false;
        }
        if (!setup_pig(game, seg, why)) return false;
    }
    if (const json::Json* crowns = json::field(w, "crowns")) {
        if (!crowns->is_object()) {
            *why = "crowns must map segments to lists of players";
            return false;
        }
        for (const auto& [name, list] : crowns->items()) {
            const int seg = wheel_segment_index(name);
            if (seg < 0) {
                *why = "crowns: unknown segment " + json::quoted(name) + " (" + segment_list() + ")";
                return false;
            }
            if (!list.is_array()) {
                *why = "crowns." + name + ": must be a list of players";
                return false;
            }
            for (const json::Json& p : list) {
                const int player = player_of(players, p);
                if (player < 0) {
                    *why = "crowns." + name + ": " + json::dump(p) + " is not one of the players";
                    return false;
                }
                if (!setup_crown(game, player, seg, why)) {
                    *why = "crowns." + name + ": " + players[static_cast<size_t>(player)] + ": " + *why;
                    return false;
                }
            }
        }
    }
    return true;
}

// After a draw that moved the pig onto Plague: each player who must send a follower home has an entry in the
// move's "plague" map ({"red": {"at": [x, y], "spot": "E"}}, the follower's tile and the spot it stands on).
// A required decision that is missing, and an entry for a player who has none to make, are refused.
bool resolve_plague(Game& game, const std::vector<std::string>& players, const json::Json* plague, std::string* why) {
    std::vector<std::string> used;
    while (game.phase() == Phase::Plague) {
        const int p = game.current_player();
        const std::string& colour = players[static_cast<size_t>(p)];
        const json::Json* d = plague ? json::field(*plague, colour.c_str()) : nullptr;
        if (!d) {
            *why = "plague: the pig landed on Plague and " + colour + " has followers on land tiles: " + colour +
                   " must name the one that goes home";
            return false;
        }
        used.push_back(colour);
        int x = 0, y = 0, spot = -1;
        if (!read_target(game, *d, Figure::Follower, "plague." + colour, "{\"at\": [x, y], \"spot\": ...}", &x, &y, &spot, why))
            return false;
        if (!game.apply(Action::at_spot(ActionKind::PlagueReturn, x, y, spot), why)) {
            *why = "plague." + colour + ": no follower of " + colour + " stands there (" + cell_text(x, y) + " " +
                   json::get_string(*d, "spot").value_or("?") + ")";
            return false;
        }
    }
    if (const std::optional<std::string> colour = unused_entry(plague, used)) {
        *why = "plague." + *colour + ": " + *colour +
               " has no decision to make here (the pig did not land on Plague, or no follower of theirs is on a land tile)";
        return false;
    }
    return true;
}

}  // namespace carc
