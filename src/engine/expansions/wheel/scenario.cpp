// Wheel of Fortune in scenario files (SCENARIO.md): the "wheel" section, the moves' "plague" decisions and
// crown figures, the Plague's notices left out of results, and writing these moves.
#include "engine/expansions/wheel/scenario.h"

#include <optional>

#include "engine/expansions/wheel/wheel.h"
#include "engine/match.h"
#include "engine/scenario_read.h"
#include "engine/spots.h"

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

namespace {

bool wheel_section(Game& game, const std::vector<std::string>& players, const json::Json& w, std::string* why) {
    if (game.rules().game != GameKind::WheelOfFortune) {
        *why = "only for wheel_of_fortune games";
        return false;
    }
    return read_wheel(game, players, w, why);
}

bool check_plague_key(const Rules& rules, const json::Json& m, std::string* why) {
    const json::Json* plague = json::field(m, "plague");
    if (plague && rules.game != GameKind::WheelOfFortune) *why = "plague decisions belong to wheel_of_fortune games";
    else if (plague && !plague->is_object()) *why = "plague must map players to the follower they send home";
    else return true;
    return false;
}

bool plague_decisions(Game& game, const std::vector<std::string>& players, const json::Json& m, std::string* why) {
    return resolve_plague(game, players, json::field(m, "plague"), why);
}

// A move's figure {"kind": "follower", "crown": SEGMENT}: a follower on the segment's crown spaces instead of
// on the placed tile.
ScenarioRead crown_figure(Game& game, const json::Json& f, const std::string& label, std::string* why) {
    const json::Json* crown = json::field(f, "crown");
    if (!crown) return ScenarioRead::NotMine;
    auto no = [&](const std::string& text) {
        *why = text;
        return ScenarioRead::Failed;
    };
    if (game.rules().game != GameKind::WheelOfFortune) return no("crown spaces belong to wheel_of_fortune games");
    const int seg = crown->is_string() ? wheel_segment_index(crown->get_ref<const std::string&>()) : -1;
    if (seg < 0) return no("crown must name a segment (" + segment_list() + ")");
    if (json::field(f, "spot")) return no("a figure stands on a crown or on a spot, not both");
    Figure kind;
    if (!read_kind(f, &kind, why)) return ScenarioRead::Failed;
    if (kind != Figure::Follower) return no("only a follower goes on a crown space");
    if (!game.apply(Action::segment(ActionKind::Crown, seg), why))
        return no(label + ": crown " + kWheelSegmentNames[seg] + ": " + *why);
    return ScenarioRead::Done;
}

// The Plague's events are notices (the pig landed, a follower went home without points), not results.
bool plague_notice(const ScoreEvent& ev) { return ev.kind == EventKind::Plague; }

bool holds_tile(const Game& g) { return g.phase() == Phase::Plague; }

// Writes a crown figure (the move is complete), or a Plague return under "plague" of the drawn tile's move by
// the returning player's colour; a drawn tile that fits nowhere after the returns becomes a discard move with
// those returns.
bool write_action(ScenarioWriting& w, Game& g, const Action& a) {
    if (a.kind == ActionKind::Crown) {
        w.cur["figure"] = json::OrderedJson{{"kind", "follower"}, {"crown", kWheelSegmentNames[a.spot % kWheelSegments]}};
        w.moves.push_back(w.cur);
        g.apply(a);
        return true;
    }
    if (a.kind != ActionKind::PlagueReturn) return false;
    const PlacedTile& p = g.placed()[g.tile_at(a.x, a.y)];
    w.cur["plague"][w.deciding_colour(g)] =
        json::OrderedJson{{"at", {a.x, a.y}}, {"spot", segment_spot_name(p.type, p.rot, a.spot)}};
    g.apply(a);
    if (g.phase() != Phase::Plague && g.phase() != Phase::Place) {
        json::OrderedJson discard{{"discard", w.cur["tile"]}};
        discard["plague"] = w.cur["plague"];
        w.moves.push_back(discard);
    }
    return true;
}

}  // namespace

const ScenarioHooks& wheel_scenario() {
    static const ScenarioHooks h = [] {
        ScenarioHooks x;
        x.section = "wheel";
        x.read_section = &wheel_section;
        x.check_move = &check_plague_key;
        x.after_draw = &plague_decisions;
        x.figure_move = &crown_figure;
        x.hidden_event = &plague_notice;
        x.holds_drawn_tile = &holds_tile;
        x.write_action = &write_action;
        return x;
    }();
    return h;
}

}  // namespace carc
