// Writing a played match as a scenario file and its expected result (scenario_writer.h).
#include "engine/scenario_writer.h"

#include "engine/action.h"
#include "engine/game.h"
#include "engine/json_util.h"
#include "engine/rules_io.h"
#include "engine/scenario_hooks.h"
#include "engine/spots.h"
#include "engine/tiles.h"

namespace carc {

namespace {

// The name of the spot a deployed figure stands on: a corner figure's field corner, else the segment's spot on
// the tile placed this turn.
std::string deploy_spot(const Game& g, const Action& a) {
    const PlacedTile& p = g.placed()[g.last_placed()];
    return is_corner_figure(a.figure) ? std::string(kCornerNames[a.spot & 3]) : segment_spot_name(p.type, p.rot, a.spot);
}

}  // namespace

std::string ScenarioWriting::deciding_colour(const Game& g) const {
    return kColorNames[match.seats()[static_cast<size_t>(g.current_player())].color];
}

std::string scenario_of(const Match& m) {
    json::OrderedJson j;
    j["format"] = "carcassonne-scenario/1";
    json::OrderedJson rules = rules_to_json(m.rules());
    j["rules"] = rules;
    json::OrderedJson players = json::OrderedJson::array();
    for (const Seat& s : m.seats()) players.push_back(kColorNames[s.color]);
    j["players"] = players;
    ScenarioWriting w{m};
    Game g(m.rules(), static_cast<int>(m.seats().size()));
    for (const Action& a : m.history()) {
        bool written = false;
        for_each_scenario_hooks([&](const ScenarioHooks& h) { written = written || (h.write_action && h.write_action(w, g, a)); });
        if (written) continue;
        switch (a.kind) {
            case ActionKind::Draw: {
                g.apply(a);
                bool in_hand = g.phase() == Phase::Place;
                for_each_scenario_hooks([&](const ScenarioHooks& h) { in_hand = in_hand || (h.holds_drawn_tile && h.holds_drawn_tile(g)); });
                if (in_hand)
                    w.cur = json::OrderedJson{{"tile", tiles().type(a.tile).id}};
                else
                    w.moves.push_back(json::OrderedJson{{"discard", tiles().type(a.tile).id}});
                continue;
            }
            case ActionKind::Place:
                w.cur["at"] = {a.x, a.y};
                w.cur["rot"] = a.rot * 90;
                break;
            case ActionKind::Deploy:
                w.cur["figure"] = json::OrderedJson{{"kind", figure_name(a.figure)}, {"spot", deploy_spot(g, a)}};
                w.moves.push_back(w.cur);
                break;
            case ActionKind::Pass:
                w.moves.push_back(w.cur);
                break;
            default:
                break;
        }
        g.apply(a);
    }
    j["moves"] = w.moves;
    j["final_scoring"] = true;
    return json::dump(j, 1);
}

std::string expected_of(const Match& m, const std::string& source) {
    json::OrderedJson j;
    json::OrderedJson scores;
    for (size_t p = 0; p < m.seats().size(); ++p)
        scores[kColorNames[m.seats()[p].color]] = m.game().player(static_cast<int>(p)).score;
    j["scores"] = scores;
    j["source"] = source;
    return json::dump(j, 1);
}

}  // namespace carc
