// Runs scenario files: set up the table, play the moves through Game::apply, report points and events.
#include "engine/scenario.h"

#include <algorithm>
#include <optional>
#include <vector>

#include "engine/game.h"
#include "engine/scenario_hooks.h"
#include "engine/scenario_read.h"
#include "engine/json_util.h"
#include "engine/rule_options.h"
#include "engine/match.h"
#include "engine/rules_io.h"
#include "engine/spots.h"

namespace carc {
namespace scenario_read {

namespace {
constexpr int64_t kMaxCoordinate = 10000;
}  // namespace

std::string cell_text(int x, int y) { return "(" + std::to_string(x) + "," + std::to_string(y) + ")"; }

bool read_cell(const json::Json& entry, int* x, int* y, std::string* why) {
    const json::Json* at = json::field(entry, "at");
    if (!at || !at->is_array() || at->size() != 2 || !(*at)[0].is_number_integer() || !(*at)[1].is_number_integer()) {
        *why = "\"at\" must be [x, y] with integers";
        return false;
    }
    // Compared as read: a number beyond 64 bits, or 2^64-1, is out of range, never wrapped to a small one.
    const auto vx = json::int_in((*at)[0], -kMaxCoordinate, kMaxCoordinate);
    const auto vy = json::int_in((*at)[1], -kMaxCoordinate, kMaxCoordinate);
    if (!vx || !vy) {
        *why = "coordinates must lie within -10000..10000 (got " + json::dump(*at) + ")";
        return false;
    }
    *x = static_cast<int>(*vx);
    *y = static_cast<int>(*vy);
    return true;
}

bool read_rot(const json::Json& entry, int* rot, std::string* why) {
    const json::Json* rv = json::field(entry, "rot");
    if (!rv) {
        *rot = 0;
        return true;
    }
    const auto r = json::int_in(*rv, 0, 270);
    if (!r || (*r != 0 && *r != 90 && *r != 180 && *r != 270)) {
        *why = "\"rot\" must be 0, 90, 180 or 270";
        return false;
    }
    *rot = static_cast<int>(*r / 90);
    return true;
}

bool read_kind(const json::Json& fig, Figure* kind, std::string* why) {
    const auto k = json::get_string(fig, "kind");
    if (!json::field(fig, "kind")) {
        *kind = Figure::Follower;
        return true;
    }
    if (!k) {
        *why = "figure kind must be a string";
        return false;
    }
    for (int f = 0; f < kNumFigureKinds; ++f)
        if (*k == figure_name(static_cast<Figure>(f))) {
            *kind = static_cast<Figure>(f);
            return true;
        }
    std::string names;
    for (int f = 0; f < kNumFigureKinds; ++f) names += std::string(f ? ", " : "") + figure_name(static_cast<Figure>(f));
    *why = "unknown figure kind " + json::quoted(*k) + " (" + names + ")";
    return false;
}

// The spot of a figure on the tile at placed index idx: a segment, or (a corner figure) a corner.
bool resolve_spot(const Game& g, int idx, Figure kind, const json::Json& fig, int* spot, std::string* why) {
    const auto name = json::get_string(fig, "spot");
    if (!name) {
        *why = "figure needs a \"spot\"";
        return false;
    }
    const PlacedTile& p = g.placed()[idx];
    if (is_corner_figure(kind)) {
        *spot = corner_index(*name);
        if (*spot < 0) {
            *why = std::string("a ") + figure_name(kind) + " stands on a corner: NE, SE, SW or NW (got " + json::quoted(*name) + ")";
            return false;
        }
        return true;
    }
    *spot = spot_segment(p.type, p.rot, *name);
    if (*spot < 0) {
        *why = "bad field: spot " + json::quoted(*name) + " names no feature of " + tiles().type(p.type).id + " at " +
               cell_text(p.x, p.y);
        return false;
    }
    return true;
}

int player_of(const std::vector<std::string>& players, const json::Json& v) {
    if (!v.is_string()) return -1;
    for (size_t i = 0; i < players.size(); ++i)
        if (players[i] == v.get_ref<const std::string&>()) return static_cast<int>(i);
    return -1;
}

// A decision's target {"at": [x, y], "spot": S} in the entry `label` of a move's decision map ("key.red"):
// the cell of a tile on the table and the segment (or corner) the spot names there.
bool read_target(const Game& game, const json::Json& d, Figure kind, const std::string& label, const std::string& shape,
                 int* x, int* y, int* spot, std::string* why) {
    if (!d.is_object() || !read_cell(d, x, y, why)) {
        *why = label + ": must be " + shape;
        return false;
    }
    const int idx = game.tile_at(*x, *y);
    if (idx < 0) {
        *why = label + ": no tile at " + cell_text(*x, *y);
        return false;
    }
    if (!resolve_spot(game, idx, kind, d, spot, why)) {
        *why = label + ": " + *why;
        return false;
    }
    return true;
}

// The first player named in a decision map who had no decision to make (not in `used`), if any.
std::optional<std::string> unused_entry(const json::Json* map, const std::vector<std::string>& used) {
    if (map)
        for (const auto& [colour, value] : map->items())
            if (std::find(used.begin(), used.end(), colour) == used.end()) return colour;
    return std::nullopt;
}

}  // namespace scenario_read

using namespace scenario_read;

ScenarioResult run_scenario(std::string_view text) {
    ScenarioResult res;
    auto fail = [&](const std::string& why) {
        res.ok = false;
        res.error = why;
        return res;
    };
    if (text.size() > (4u << 20)) return fail("file: too large for a scenario");
    json::ParseError perr;
    const auto parsed = json::parse(text, &perr);
    if (!parsed) return fail("file: " + json::parse_error_text(perr));
    const json::Json& j = *parsed;
    if (!j.is_object()) return fail("file: the scenario must be a JSON object");
    const auto format = json::get_string(j, "format");
    if (!format || *format != "carcassonne-scenario/1")
        return fail("format: expected \"carcassonne-scenario/1\"");
    Rules rules;
    std::string why;
    if (const json::Json* rj = json::field(j, "rules"))
        if (!rules_from_json(*rj, &rules, &why)) return fail("rules: " + why);

    const json::Json* pj = json::field(j, "players");
    if (!pj || !pj->is_array() || pj->size() < 2 || pj->size() > static_cast<size_t>(kMaxPlayers))
        return fail("players: a list of 2 to " + std::to_string(max_players(rules)) + " colours is required");
    std::vector<std::string> players;
    std::vector<int> colors;
    for (size_t i = 0; i < pj->size(); ++i) {
        const json::Json& p = (*pj)[i];
        if (!p.is_string() || color_index(p.get_ref<const std::string&>()) < 0) {
            std::string names;
            for (const char* c : kColorNames) names += std::string(names.empty() ? "" : ", ") + c;
            return fail("players[" + std::to_string(i) + "]: unknown colour (" + names + ")");
        }
        colors.push_back(color_index(p.get_ref<const std::string&>()));
        for (const std::string& o : players)
            if (o == p.get_ref<const std::string&>()) return fail("players[" + std::to_string(i) + "]: colour used twice");
        players.push_back(p.get_ref<const std::string&>());
    }
    const int np = static_cast<int>(players.size());
    if (const auto no = seats_refusal(rules, colors)) return fail("players: " + *no);

    const json::Json* setup = json::field(j, "setup");
    if (setup && !setup->is_array()) return fail("setup: must be a list");
    Game game(rules, np, /*normal_start=*/setup == nullptr);
    game.set_recording(true);
    game.set_free_draws(true);  // the moves choose the draws (SCENARIO.md, the bag paragraph)

    if (setup) {
        // The table and the bag hold the rule set's tiles: a setup takes its tiles out of the bag and can
        // never use more copies than the rule set has (nor tiles from another set).
        const Game full_bag(rules, np, /*normal_start=*/false);
        std::string setup_keys;  // the expansions' keys for a piece instead of a tile, for messages
        for_each_scenario_hooks([&](const ScenarioHooks& h) {
            if (h.setup_key) setup_keys += std::string(" (or \"") + h.setup_key + "\": true)";
        });
        for (size_t i = 0; i < setup->size(); ++i) {
            const json::Json& e = (*setup)[i];
            const std::string where = "setup[" + std::to_string(i) + "]";
            if (!e.is_object()) return fail(where + ": must be an object");
            int x = 0, y = 0, rot = 0;
            if (!read_cell(e, &x, &y, &why)) return fail(where + ": " + why);
            int type = -1;
            std::string label;
            ScenarioRead piece = ScenarioRead::NotMine;
            for_each_scenario_hooks([&](const ScenarioHooks& h) {
                if (piece == ScenarioRead::NotMine && h.setup_piece) piece = h.setup_piece(game, e, &type, &label, &why);
            });
            if (piece == ScenarioRead::Failed) return fail(where + ": " + why);
            if (piece == ScenarioRead::NotMine) {
                const auto id = json::get_string(e, "tile");
                if (!id) return fail(where + ": needs \"tile\"" + setup_keys);
                type = tiles().find(*id);
                if (type < 0 || tiles().type(type).board_col >= 0) return fail(where + ": unknown tile " + json::quoted(*id));
                if (!read_rot(e, &rot, &why)) return fail(where + ": " + why);
                label = *id;
                const int copies = full_bag.remaining(type);
                if (copies == 0) return fail(where + ": " + *id + " is not in this rule set (" + rules_summary(rules) + ")");
                if (game.remaining(type) == 0)
                    return fail(where + ": " + *id + ": the rule set has " + std::to_string(copies) +
                                (copies == 1 ? " copy" : " copies") + " and the setup already placed " +
                                (copies == 1 ? "it" : "them all"));
            }
            if (!game.setup_tile(type, x, y, rot, &why))
                return fail(where + ": " + label + " at " + cell_text(x, y) + " rot " + std::to_string(rot * 90) + ": " + why);
            const int idx = game.num_placed() - 1;
            std::vector<const json::Json*> figs;
            if (const json::Json* f = json::field(e, "figure")) figs.push_back(f);
            if (const json::Json* fl = json::field(e, "figures")) {
                if (!fl->is_array()) return fail(where + ": figures must be a list");
                for (const json::Json& f : *fl) figs.push_back(&f);
            }
            bool placed_ok = true;
            for_each_scenario_hooks([&](const ScenarioHooks& h) {
                if (placed_ok && h.setup_placed) placed_ok = h.setup_placed(game, players, e, idx, &why);
            });
            if (!placed_ok) return fail(where + ": " + why);
            for (const json::Json* f : figs) {
                if (!f->is_object()) return fail(where + ": a figure must be an object");
                const json::Json* pl = json::field(*f, "player");
                const int player = pl ? player_of(players, *pl) : -1;
                if (player < 0) return fail(where + ": figure needs a \"player\" from the player list");
                Figure kind;
                if (!read_kind(*f, &kind, &why)) return fail(where + ": " + why);
                int spot = -1;
                if (!resolve_spot(game, idx, kind, *f, &spot, &why)) return fail(where + ": " + why);
                if (!game.setup_figure(player, kind, idx, spot, &why)) return fail(where + ": " + why);
            }
        }
    }
    bool section_ok = true;
    for_each_scenario_hooks([&](const ScenarioHooks& h) {
        if (const json::Json* sj = h.section && section_ok ? json::field(j, h.section) : nullptr) {
            section_ok = h.read_section(game, players, *sj, &why);
            if (!section_ok) why = std::string(h.section) + ": " + why;
        }
    });
    if (!section_ok) return fail(why);
    if (const json::Json* tm = json::field(j, "to_move")) {
        const int p = player_of(players, *tm);
        if (p < 0) return fail("to_move: not one of the players");
        game.setup_to_move(p);
    } else {
        game.setup_to_move(0);
    }

    const size_t events_before = game.events().size();
    std::vector<int> event_move(events_before, -2);
    const json::Json* moves = json::field(j, "moves");
    if (moves && !moves->is_array()) return fail("moves: must be a list");
    const size_t nmoves = moves ? moves->size() : 0;
    // Runs each expansion's hook `step` of a move in turn until one refuses (false with *why).
    auto all_hooks = [&](auto step) {
        bool ok = true;
        for_each_scenario_hooks([&](const ScenarioHooks& h) { ok = ok && step(h); });
        return ok;
    };
    // The first expansion's hook that takes a part of a move (Done or Failed), else NotMine.
    auto first_hook = [&](auto step) {
        ScenarioRead r = ScenarioRead::NotMine;
        for_each_scenario_hooks([&](const ScenarioHooks& h) { if (r == ScenarioRead::NotMine) r = step(h); });
        return r;
    };
    std::string move_keys = "\"tile\"";  // what a move may name, for messages
    std::vector<std::string> more_keys{"discard"};
    for_each_scenario_hooks([&](const ScenarioHooks& h) { if (h.move_key) more_keys.push_back(h.move_key); });
    for (size_t k = 0; k < more_keys.size(); ++k)
        move_keys += std::string(k + 1 < more_keys.size() ? ", \"" : " or \"") + more_keys[k] + "\"";
    auto is_piece = [&](int type) {
        bool piece = false;
        for_each_scenario_hooks([&](const ScenarioHooks& h) { piece = piece || (h.piece_tile && h.piece_tile() == type); });
        return piece;
    };
    auto before_draw = [&] {
        for_each_scenario_hooks([&](const ScenarioHooks& h) { if (h.before_draw) h.before_draw(game); });
    };
    for (size_t i = 0; i < nmoves; ++i) {
        const json::Json& m = (*moves)[i];
        const std::string where = "moves[" + std::to_string(i) + "]";
        if (!m.is_object()) return fail(where + ": must be an object");
        if (game.is_over()) return fail(where + ": the game is already over (no tiles left)");
        if (!all_hooks([&](const ScenarioHooks& h) { return !h.check_move || h.check_move(rules, m, &why); }))
            return fail(where + ": " + why);
        auto after_draw = [&] {
            return all_hooks([&](const ScenarioHooks& h) { return !h.after_draw || h.after_draw(game, players, m, &why); });
        };
        if (const json::Json* d = json::field(m, "discard")) {
            if (!d->is_string()) return fail(where + ": discard must name a tile");
            const int type = tiles().find(d->get_ref<const std::string&>());
            if (type < 0) return fail(where + ": unknown tile " + json::quoted(d->get_ref<const std::string&>()));
            before_draw();
            if (game.has_placement(type))
                return fail(where + ": " + tiles().type(type).id + " fits on the board, so it cannot be discarded");
            if (!game.apply(Action::draw(type), &why)) return fail(where + ": " + why);
            if (!after_draw()) return fail(where + ": " + why);
            event_move.resize(game.events().size(), static_cast<int>(i));
            continue;
        }
        const ScenarioRead special = first_hook([&](const ScenarioHooks& h) {
            return h.special_move ? h.special_move(game, m, &why) : ScenarioRead::NotMine;
        });
        if (special == ScenarioRead::Failed) return fail(where + ": " + why);
        if (special == ScenarioRead::Done) {
            event_move.resize(game.events().size(), static_cast<int>(i));
            continue;
        }
        int x = 0, y = 0, rot = 0;
        if (!read_cell(m, &x, &y, &why)) return fail(where + ": " + why);
        std::string label;
        const ScenarioRead piece = first_hook([&](const ScenarioHooks& h) {
            return h.place_move ? h.place_move(game, m, x, y, &label, &why) : ScenarioRead::NotMine;
        });
        if (piece == ScenarioRead::Failed) return fail(where + ": " + why);
        if (piece == ScenarioRead::NotMine) {
            const auto id = json::get_string(m, "tile");
            if (!id) return fail(where + ": needs " + move_keys);
            const int type = tiles().find(*id);
            if (type < 0 || tiles().type(type).board_col >= 0 || is_piece(type))
                return fail(where + ": unknown tile " + json::quoted(*id));
            if (!read_rot(m, &rot, &why)) return fail(where + ": " + why);
            label = *id + " at " + cell_text(x, y) + " rot " + std::to_string(rot * 90);
            before_draw();
            if (!game.apply(Action::draw(type), &why)) return fail(where + ": " + label + ": " + why);
            if (!after_draw()) return fail(where + ": " + why);
            if (game.phase() != Phase::Place)
                return fail(where + ": " + label + ": the tile fits nowhere on the board (it must be discarded)");
            if (!game.apply(Action::place(x, y, rot), &why)) return fail(where + ": " + label + ": " + why);
        }
        if (const json::Json* f = json::field(m, "figure")) {
            if (!f->is_object()) return fail(where + ": figure must be an object");
            if (const json::Json* pl = json::field(*f, "player"))
                if (player_of(players, *pl) != game.turn_player())
                    return fail(where + ": the figure is placed by the player to move (" + players[static_cast<size_t>(game.turn_player())] + ")");
            const ScenarioRead elsewhere = first_hook([&](const ScenarioHooks& h) {
                return h.figure_move ? h.figure_move(game, *f, label, &why) : ScenarioRead::NotMine;
            });
            if (elsewhere == ScenarioRead::Failed) return fail(where + ": " + why);
            if (elsewhere == ScenarioRead::NotMine) {
                Figure kind;
                if (!read_kind(*f, &kind, &why)) return fail(where + ": " + why);
                int spot = -1;
                if (!resolve_spot(game, game.last_placed(), kind, *f, &spot, &why)) return fail(where + ": " + label + ": " + why);
                if (!game.apply(Action::deploy(kind, spot), &why)) {
                    const auto name = json::get_string(*f, "spot");
                    return fail(where + ": " + label + ": " + figure_name(kind) + " on " + name.value_or("?") + ": " + why);
                }
            }
        } else {
            game.apply(Action::pass());
        }
        if (!all_hooks([&](const ScenarioHooks& h) { return !h.after_move || h.after_move(game, players, m, &why); }))
            return fail(where + ": " + why);
        event_move.resize(game.events().size(), static_cast<int>(i));
    }
    const auto final_flag = json::get_bool(j, "final_scoring");
    if (json::field(j, "final_scoring") && !final_flag) return fail("final_scoring: must be true or false");
    if (final_flag.value_or(false)) game.final_scoring();
    event_move.resize(game.events().size(), -1);

    json::OrderedJson out;
    json::OrderedJson scores;
    for (int p = 0; p < np; ++p) scores[players[static_cast<size_t>(p)]] = game.player(p).score;
    out["scores"] = scores;
    json::OrderedJson events = json::OrderedJson::array();
    for (size_t e = events_before; e < game.events().size(); ++e) {
        const ScoreEvent& ev = game.events()[e];
        bool hidden = ev.kind == EventKind::Discard;  // no points, not a result kind (nor an expansion's notices)
        for_each_scenario_hooks([&](const ScenarioHooks& h) { hidden = hidden || (h.hidden_event && h.hidden_event(ev)); });
        if (hidden) continue;
        json::OrderedJson o;
        if (ev.final || event_move[e] == -1) o["move"] = "final";
        else o["move"] = event_move[e];
        o["kind"] = event_kind_name(ev.kind);
        if (ev.kind == EventKind::Road || ev.kind == EventKind::City || ev.kind == EventKind::Cloister) o["tiles"] = ev.tiles;
        if (ev.kind == EventKind::City) o["pennants"] = ev.pennants;
        if (ev.kind == EventKind::Farm) o["cities"] = ev.cities;
        for_each_scenario_hooks([&](const ScenarioHooks& h) { if (h.event_fields) h.event_fields(ev, o); });
        json::OrderedJson pts = json::OrderedJson::object();
        for (int p = 0; p < np; ++p)
            if (ev.points[static_cast<size_t>(p)] != 0) pts[players[static_cast<size_t>(p)]] = ev.points[static_cast<size_t>(p)];
        o["points"] = pts;
        o["rule"] = score_rule_text(ev.rule);
        events.push_back(o);
    }
    out["events"] = events;
    res.ok = true;
    res.output = json::dump(out, 1);
    return res;
}

}  // namespace carc
