// Abbey & Mayor in scenario files (SCENARIO.md): abbeys in the set-up and as moves, declined abbeys ("pass"),
// the moves' "wagon" decisions, barn results, and writing these moves.
#include "engine/expansions/abbey_mayor/scenario.h"

#include <algorithm>
#include <optional>

#include "engine/expansions/abbey_mayor/abbey_mayor.h"
#include "engine/match.h"
#include "engine/scenario_read.h"
#include "engine/spots.h"

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

namespace {

// A set-up entry {"abbey": true, "at": ...}: the abbey tile; one per player, and only with the expansion.
ScenarioRead setup_abbey(const Game& game, const json::Json& e, int* type, std::string* label, std::string* why) {
    if (!json::get_bool(e, "abbey").value_or(false)) return ScenarioRead::NotMine;
    *type = tiles().role_type(TileRole::Abbey);
    *label = "abbey";
    if (!game.rules().abbey_mayor) {
        *why = "an abbey needs the abbey_mayor expansion";
        return ScenarioRead::Failed;
    }
    int abbeys = 0;
    for (int i = 0; i < game.num_placed(); ++i) abbeys += game.placed()[i].type == *type;
    if (abbeys >= game.num_players()) {
        *why = "more abbeys than players (each player has one)";
        return ScenarioRead::Failed;
    }
    return ScenarioRead::Done;
}

// A set-up abbey comes out of its owner's supply: the entry's "player", else the player of its first figure.
bool setup_abbey_owner(Game& game, const std::vector<std::string>& players, const json::Json& e, int idx, std::string* why) {
    if (game.placed()[idx].type != tiles().role_type(TileRole::Abbey)) return true;
    const json::Json* first = json::field(e, "figure");
    if (!first)
        if (const json::Json* list = json::field(e, "figures"); list && list->is_array() && list->size() > 0) first = &(*list)[0];
    const json::Json* owner = json::field(e, "player");
    if (!owner && first && first->is_object()) owner = json::field(*first, "player");
    if (!owner) return true;
    const int p = player_of(players, *owner);
    if (p < 0) {
        *why = "the abbey's player is not one of the players";
        return false;
    }
    return setup_take_abbey(game, p, why);
}

bool check_wagon_key(const Rules& rules, const json::Json& m, std::string* why) {
    const json::Json* wagon = json::field(m, "wagon");
    if (wagon && !rules.abbey_mayor) *why = "wagon decisions need abbey_mayor";
    else if (wagon && !wagon->is_object()) *why = "wagon must map players to decisions";
    else return true;
    return false;
}

// Before a draw: a player who could place the abbey instead chooses to draw.
void choose_draw(Game& game) {
    if (game.phase() == Phase::TurnStart) game.apply(Action::of(ActionKind::DrawChoice));
}

// {"pass": true}: the player to move declines the end-of-game abbey (this implementation's addition).
ScenarioRead pass_move(Game& game, const json::Json& m, std::string* why) {
    if (!json::field(m, "pass")) return ScenarioRead::NotMine;
    if (!game.state<AbbeyMayorState>().in_abbey_round() || game.phase() != Phase::TurnStart ||
        !json::get_bool(m, "pass").value_or(false)) {
        *why = "\"pass\": true only declines an abbey in the end-of-game abbey round";
        return ScenarioRead::Failed;
    }
    game.apply(Action::pass());
    return ScenarioRead::Done;
}

// {"abbey": true, "at": [x, y]}: the player to move places their abbey instead of drawing.
ScenarioRead abbey_move(Game& game, const json::Json& m, int x, int y, std::string* label, std::string* why) {
    if (!json::get_bool(m, "abbey").value_or(false)) return ScenarioRead::NotMine;
    if (json::field(m, "plague")) {
        *why = "plague decisions follow a drawn tile (an abbey turns no pig)";
        return ScenarioRead::Failed;
    }
    *label = "abbey at " + cell_text(x, y);
    if (game.phase() != Phase::TurnStart) {
        *why = *label + ": the player has no abbey or there is no hole with tiles on all four sides";
        return ScenarioRead::Failed;
    }
    if (!game.apply(Action::at(ActionKind::Abbey, x, y), why)) {
        *why = *label + ": " + *why;
        return ScenarioRead::Failed;
    }
    return ScenarioRead::Done;
}

int abbey_tile() { return tiles().role_type(TileRole::Abbey); }

bool wagon_decisions(Game& game, const std::vector<std::string>& players, const json::Json& m, std::string* why) {
    return resolve_wagons(game, players, json::field(m, "wagon"), why);
}

void barn_fields(const ScoreEvent& ev, json::OrderedJson& o) {
    if (ev.kind == EventKind::Barn) o["cities"] = ev.cities;
}

// Writes the expansion's actions: a placed abbey (after the declined ones held back so far), a declined
// end-of-game abbey (held back: written only if a placed abbey follows), a wagon's move or return under
// "wagon" of the move whose scoring set it free, by its owner's colour.
bool write_action(ScenarioWriting& w, Game& g, const Action& a) {
    switch (a.kind) {
        case ActionKind::Abbey:
            for (; w.held > 0; --w.held) w.moves.push_back(json::OrderedJson{{"pass", true}});
            w.cur = json::OrderedJson{{"abbey", true}, {"at", {a.x, a.y}}};
            break;
        case ActionKind::Pass:
            if (g.phase() != Phase::TurnStart) return false;
            ++w.held;
            break;
        case ActionKind::WagonReturn:
            w.moves.back()["wagon"][w.deciding_colour(g)] = "return";
            break;
        case ActionKind::WagonMove: {
            const PlacedTile& p = g.placed()[g.tile_at(a.x, a.y)];
            w.moves.back()["wagon"][w.deciding_colour(g)] =
                json::OrderedJson{{"at", {a.x, a.y}}, {"spot", segment_spot_name(p.type, p.rot, a.spot)}};
            break;
        }
        default:
            return false;
    }
    g.apply(a);
    return true;
}

}  // namespace

const ScenarioHooks& abbey_mayor_scenario() {
    static const ScenarioHooks h = [] {
        ScenarioHooks x;
        x.setup_key = "abbey";
        x.setup_piece = &setup_abbey;
        x.setup_placed = &setup_abbey_owner;
        x.check_move = &check_wagon_key;
        x.before_draw = &choose_draw;
        x.special_move = &pass_move;
        x.move_key = "abbey";
        x.place_move = &abbey_move;
        x.piece_tile = &abbey_tile;
        x.after_move = &wagon_decisions;
        x.event_fields = &barn_fields;
        x.write_action = &write_action;
        return x;
    }();
    return h;
}

}  // namespace carc
