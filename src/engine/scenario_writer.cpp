// Writing a played match as a scenario file and its expected result (scenario_writer.h).
#include "engine/scenario_writer.h"

#include "engine/action.h"
#include "engine/game.h"
#include "engine/json_util.h"
#include "engine/rules_io.h"
#include "engine/spots.h"
#include "engine/tiles.h"

namespace carc {

namespace {

// The colour of the player who decides now in g (the player to move, a wagon owner or a Plague player).
std::string deciding_colour(const Match& m, const Game& g) {
    return kColorNames[m.seats()[static_cast<size_t>(g.current_player())].color];
}

// Expansion moves: Abbey & Mayor (abbeys, barns, wagons) and the Wheel of Fortune (crowns, the Plague).

// Writes the end-of-game abbeys declined so far as {"pass": true} moves, and clears the count.
void write_declined_abbeys(int* pending_passes, json::OrderedJson* moves) {
    for (; *pending_passes > 0; --*pending_passes) moves->push_back(json::OrderedJson{{"pass", true}});
}

// The move that places an abbey at the action's square.
json::OrderedJson abbey_move(const Action& a) {
    return json::OrderedJson{{"abbey", true}, {"at", {a.x, a.y}}};
}

// The name of the spot a deployed figure stands on: a barn's field corner, else the segment's spot on the
// tile placed this turn.
std::string deploy_spot(const Game& g, const Action& a) {
    const PlacedTile& p = g.placed()[g.last_placed()];
    return a.figure == Figure::Barn ? std::string(kCornerNames[a.spot & 3])
                                    : segment_spot_name(p.type, p.rot, a.spot);
}

// Writes a wagon's move (or its return) under "wagon" of the move whose scoring set it free, by its owner's
// colour. g is the game before the action.
void write_wagon(const Match& m, const Game& g, const Action& a, json::OrderedJson* move) {
    const std::string colour = deciding_colour(m, g);
    if (a.kind == ActionKind::WagonReturn) {
        (*move)["wagon"][colour] = "return";
    } else {
        const PlacedTile& p = g.placed()[g.tile_at(a.x, a.y)];
        (*move)["wagon"][colour] =
            json::OrderedJson{{"at", {a.x, a.y}}, {"spot", segment_spot_name(p.type, p.rot, a.spot)}};
    }
}

// The figure of a crown: a follower on the wheel segment the action names.
json::OrderedJson crown_figure(const Action& a) {
    return json::OrderedJson{{"kind", "follower"}, {"crown", kWheelSegmentNames[a.spot % kWheelSegments]}};
}

// Writes a Plague return under "plague" of the drawn tile's move, by the returning player's colour. g is the
// game before the action.
void write_plague_return(const Match& m, const Game& g, const Action& a, json::OrderedJson* cur) {
    const std::string colour = deciding_colour(m, g);
    const PlacedTile& p = g.placed()[g.tile_at(a.x, a.y)];
    (*cur)["plague"][colour] =
        json::OrderedJson{{"at", {a.x, a.y}}, {"spot", segment_spot_name(p.type, p.rot, a.spot)}};
}

// The discard of a drawn tile that fitted nowhere after its Plague returns, with those returns.
json::OrderedJson plague_discard(json::OrderedJson* cur) {
    json::OrderedJson discard{{"discard", (*cur)["tile"]}};
    discard["plague"] = (*cur)["plague"];
    return discard;
}

}  // namespace

std::string scenario_of(const Match& m) {
    json::OrderedJson j;
    j["format"] = "carcassonne-scenario/1";
    json::OrderedJson rules = rules_to_json(m.rules());
    j["rules"] = rules;
    json::OrderedJson players = json::OrderedJson::array();
    for (const Seat& s : m.seats()) players.push_back(kColorNames[s.color]);
    j["players"] = players;
    json::OrderedJson moves = json::OrderedJson::array();
    Game g(m.rules(), static_cast<int>(m.seats().size()));
    json::OrderedJson cur;
    int pending_passes = 0;
    for (const Action& a : m.history()) {
        switch (a.kind) {
            case ActionKind::Draw: {
                g.apply(a);
                if (g.phase() == Phase::Place || g.phase() == Phase::Plague)
                    cur = json::OrderedJson{{"tile", tiles().type(a.tile).id}};
                else
                    moves.push_back(json::OrderedJson{{"discard", tiles().type(a.tile).id}});
                continue;
            }
            case ActionKind::PlagueReturn: {
                write_plague_return(m, g, a, &cur);
                g.apply(a);
                if (g.phase() != Phase::Plague && g.phase() != Phase::Place)
                    moves.push_back(plague_discard(&cur));  // the tile fitted nowhere
                continue;
            }
            case ActionKind::Crown:
                cur["figure"] = crown_figure(a);
                moves.push_back(cur);
                break;
            case ActionKind::Place:
                cur["at"] = {a.x, a.y};
                cur["rot"] = a.rot * 90;
                break;
            case ActionKind::Abbey:
                write_declined_abbeys(&pending_passes, &moves);
                cur = abbey_move(a);
                break;
            case ActionKind::Deploy:
                cur["figure"] =
                    json::OrderedJson{{"kind", figure_name(a.figure)}, {"spot", deploy_spot(g, a)}};
                moves.push_back(cur);
                break;
            case ActionKind::Pass:
                if (g.phase() == Phase::TurnStart)
                    ++pending_passes;
                else
                    moves.push_back(cur);
                break;
            case ActionKind::WagonMove:
            case ActionKind::WagonReturn:
                write_wagon(m, g, a, &moves.back());
                break;
            default:
                break;
        }
        g.apply(a);
    }
    j["moves"] = moves;
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
