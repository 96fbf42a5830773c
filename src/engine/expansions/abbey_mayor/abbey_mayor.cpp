// Abbey & Mayor (variants.md C): the 12 tiles, and per player an abbey, a mayor, a wagon and a barn.
// Abbey instead of a draw (C1-C4) and the end-of-game abbey round (C1b); mayor strength = pennants (C5, C6);
// barn corners and the three barn scorings (C7-C12); wagons and their moves after scoring (C13-C15).
#include "engine/expansions/abbey_mayor/abbey_mayor.h"

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

#include "engine/blocked.h"
#include "engine/expansions/abbey_mayor/scenario.h"
#include "engine/game.h"

namespace carc {
namespace {

constexpr int kDx[4] = {0, 1, 0, -1};
constexpr int kDy[4] = {-1, 0, 1, 0};

AbbeyMayorState& st(Game& g) { return g.state<AbbeyMayorState>(); }
const AbbeyMayorState& st(const Game& g) { return g.state<AbbeyMayorState>(); }

// Is corner `corner` (0..3 = NE SE SW NW) of placed tile `placed_index` one field? Its node then in *field_node.
bool corner_is_field(const Game& g, int placed_index, int corner, int* field_node) {
    const Oriented& o = g.oriented_of(placed_index);
    const int a = o.half_seg[static_cast<size_t>(kCornerHalves[corner][0])];
    const int b = o.half_seg[static_cast<size_t>(kCornerHalves[corner][1])];
    if (a < 0 || a != b) return false;
    if (field_node) *field_node = g.placed()[static_cast<size_t>(placed_index)].node_base + a;
    return true;
}

// The city a `>city` road stub ends at: the only city on the tile, else the one whose edge lies nearest the
// stub's edge going round the tile (AM-2CRR: the E stub meets the N city, the S stub the W city).
int linked_city(const TileType& tt, int road_seg) {
    const int road_side = std::countr_zero(static_cast<unsigned>(tt.segments[static_cast<size_t>(road_seg)].sides));
    int best = -1, best_d = 99;
    for (size_t c = 0; c < tt.segments.size(); ++c) {
        if (tt.segments[c].kind != SegKind::City) continue;
        for (int s = 0; s < 4; ++s) {
            if (!(tt.segments[c].sides & (1 << s))) continue;
            const int d0 = (s - road_side + 4) & 3;
            const int d = std::min(d0, 4 - d0);
            if (d < best_d) {
                best_d = d;
                best = static_cast<int>(c);
            }
        }
    }
    return best;
}

}  // namespace

struct AbbeyMayorRules {
    static bool enabled(const Rules& r) { return r.abbey_mayor; }

    // The figure kinds of the expansion in a player's supply.
    template <class Supply>  // AbbeyMayorSupply, const or not
    static auto* supply_of(Supply& ps, Figure kind) {
        switch (kind) {
            case Figure::Mayor: return &ps.mayor;
            case Figure::Wagon: return &ps.wagon;
            case Figure::Barn: return &ps.barn;
            default: return static_cast<decltype(&ps.mayor)>(nullptr);
        }
    }
    static int supply(const Game& g, int player, Figure kind) {
        const uint8_t* n = supply_of(st(g).supply[static_cast<size_t>(player)], kind);
        return n ? *n : -1;
    }
    static bool change_supply(Game& g, int player, Figure kind, int delta) {
        uint8_t* n = supply_of(st(g).supply[static_cast<size_t>(player)], kind);
        if (n) *n = static_cast<uint8_t>(*n + delta);
        return n != nullptr;
    }
    static int decider(const Game& g) { return g.phase() == Phase::WagonMove ? st(g).pending[0].player : g.turn_player(); }

    static bool deploy_refusal(const Game&, const Action& a, std::string* why) {
        if (a.figure != Figure::Barn) return false;
        if (why) *why = "a barn needs a corner where four field corners meet, on a farm without a barn";
        return true;
    }

    // Scenario set-up: where a mayor, wagon or barn would stand (C5, C7, C13).
    static int setup_figure_node(const Game& g, Figure kind, int placed_index, int spot, std::string* why, bool* known) {
        auto no = [&](const char* text) {
            if (why) *why = text;
            return -1;
        };
        if (kind != Figure::Mayor && kind != Figure::Wagon && kind != Figure::Barn) return -1;
        *known = true;
        int node = -1;
        if (kind == Figure::Barn) {
            if (spot < 0 || spot > 3 || !corner_is_field(g, placed_index, spot, &node)) return no("a barn needs a field corner");
            return node;
        }
        const PlacedTile& p = g.placed()[static_cast<size_t>(placed_index)];
        const TileType& tt = tiles().type(p.type);
        if (spot < 0 || spot >= static_cast<int>(tt.segments.size())) return no("no such spot on the tile");
        const SegKind k = tt.segments[static_cast<size_t>(spot)].kind;
        if (kind == Figure::Mayor && k != SegKind::City) return no("a mayor stands only in a city");
        if (kind == Figure::Wagon && k == SegKind::Field) return no("a wagon cannot stand on a field");
        return p.node_base + spot;
    }

    static void setup(Game& g) {
        g.add_set_to_bag(TileSetId::AbbeyMayor);
        for (int p = 0; p < g.num_players(); ++p) {
            AbbeyMayorSupply& ps = st(g).supply[static_cast<size_t>(p)];
            ps.mayor = ps.wagon = ps.barn = ps.abbey = 1;
        }
    }

    // ---- Abbey (C1-C4, C1b) ----

    // abbey_hole for a frontier cell (empty, next to the board): a side whose code demands an edge has a tile;
    // only the sides that demand nothing (no tile, or an abbey's edge) are looked up.
    static bool frontier_hole(const Game& g, const FrontierCell& fc) {
        for (int s = 0; s < 4; ++s)
            if (demand_at(fc.code, s) == kNoDemand && g.tile_at(fc.x() + kDx[s], fc.y() + kDy[s]) < 0) return false;
        return true;
    }

    // The count of holes after a placement: the cell it filled may have been one, and an empty neighbour may now
    // be one.
    static void tile_placed(Game& g, int idx, bool) {
        const PlacedTile& p = g.placed()[static_cast<size_t>(idx)];
        int change = -1;  // the cell was a hole unless some neighbour is empty
        for (int s = 0; s < 4; ++s) {
            const int nx = p.x + kDx[s], ny = p.y + kDy[s];
            if (g.tile_at(nx, ny) >= 0) continue;
            if (change < 0) change = 0;
            change += abbey_hole(g, nx, ny);
        }
        st(g).holes = static_cast<uint16_t>(st(g).holes + change);
    }

    static bool turn_start(const Game& g) {
        return st(g).supply[g.turn_player()].abbey > 0 && g.room_for(tiles().role_type(TileRole::Abbey)) && st(g).holes > 0;
    }

    // C1b: when the bag is empty, each player from the one after the last placer on may still place an abbey.
    static bool before_end(Game& g) {
        if (st(g).abbey_round_left < 0) st(g).abbey_round_left = static_cast<int8_t>(g.num_players());
        else --st(g).abbey_round_left;  // the player who just had an abbey turn
        while (st(g).abbey_round_left > 0) {
            if (turn_start(g)) {
                g.set_phase(Phase::TurnStart);
                return true;
            }
            g.set_turn_player(static_cast<uint8_t>((g.turn_player() + 1) % g.num_players()));
            --st(g).abbey_round_left;
        }
        return false;
    }

    // ---- Figures (C5, C7, C13) ----

    static void deploy_actions(const Game& g, ActionSink emit) {
        const AbbeyMayorSupply& ps = st(g).supply[g.turn_player()];
        const PlacedTile& p = g.placed()[static_cast<size_t>(g.last_placed())];
        const TileType& tt = tiles().type(p.type);
        auto free_feature = [&](size_t i) { return g.occupancy(p.node_base + i) == 0; };
        if (ps.mayor > 0)
            for (size_t i = 0; i < tt.segments.size(); ++i)
                if (tt.segments[i].kind == SegKind::City && free_feature(i)) emit(Action::deploy(Figure::Mayor, static_cast<int>(i)));
        if (ps.wagon > 0)
            for (size_t i = 0; i < tt.segments.size(); ++i)
                if (tt.segments[i].kind != SegKind::Field && free_feature(i)) emit(Action::deploy(Figure::Wagon, static_cast<int>(i)));
        if (ps.barn > 0)
            for (int c = 0; c < 4; ++c)
                if (barn_corner_node(g, c) >= 0) emit(Action::deploy(Figure::Barn, c));
    }

    static int deploy_node(const Game& g, const Action& a) {
        const AbbeyMayorSupply& ps = st(g).supply[g.turn_player()];
        const PlacedTile& p = g.placed()[static_cast<size_t>(g.last_placed())];
        const TileType& tt = tiles().type(p.type);
        if (a.figure == Figure::Barn) return ps.barn > 0 && a.spot < 4 ? barn_corner_node(g, a.spot) : -1;
        if (a.spot >= tt.segments.size()) return -1;
        const SegKind k = tt.segments[a.spot].kind;
        const int node = p.node_base + a.spot;
        if (g.occupancy(static_cast<size_t>(node)) != 0) return -1;
        if (a.figure == Figure::Mayor) return ps.mayor > 0 && k == SegKind::City ? node : -1;
        if (a.figure == Figure::Wagon) return ps.wagon > 0 && k != SegKind::Field ? node : -1;
        return -1;
    }

    // ---- Scoring step (C8-C11, C14, C15) ----

    // A scored wagon waits for its owner's decision instead of going straight home.
    static bool keep_scored_figure(Game& g, const FigureSlot& f, int root) {
        if (f.kind != Figure::Wagon || st(g).num_pending >= kMaxPlayers) return false;
        PendingWagon& w = st(g).pending[st(g).num_pending++];
        w.player = f.player;
        w.tile = f.tile;
        w.feature = static_cast<int16_t>(root);
        return true;
    }

    // Barn-farm scoring: the farmer majority gets per_city points per completed city; the farmers go home.
    static void score_barn_farm(Game& g, int root, ScoreRule rule, int per_city) {
        std::array<int, kMaxPlayers> strength{};
        for (int i = 0; i < g.num_figures(); ++i) {
            const FigureSlot& f = g.figures()[static_cast<size_t>(i)];
            if (f.kind != Figure::Barn && g.feature_root(f.node) == root) strength[f.player] += figure_weight(f.kind);
        }
        const int best = *std::max_element(strength.begin(), strength.end());
        if (best == 0) return;
        ScoreEvent e;
        e.kind = EventKind::Barn;
        e.rule = rule;
        e.turn = g.turn();
        e.node = static_cast<int16_t>(root);
        const PlacedTile& at = g.placed()[g.node_tile(root)];
        e.x = at.x;
        e.y = at.y;
        e.tiles = static_cast<uint8_t>(g.feature_tiles(root));
        const int cities = g.farm_completed_cities(root);
        e.cities = static_cast<uint8_t>(cities);
        for (int q = 0; q < g.num_players(); ++q)
            if (strength[static_cast<size_t>(q)] == best) e.points[static_cast<size_t>(q)] = static_cast<int16_t>(per_city * cities);
        g.add_event(e);
        g.return_figures(root);
    }

    // C8: a barn put on this tile scores its farm at once when farmers stand on it. C10: this tile joined a farm
    // with farmers to a farm with a barn.
    static void score_barns_after_placement(Game& g, int t, const PlacedTile& p) {
        for (int i = 0; i < g.num_figures(); ++i) {
            const FigureSlot& f = g.figures()[static_cast<size_t>(i)];
            if (f.kind == Figure::Barn && f.tile == t && f.player == g.turn_player()) {
                score_barn_farm(g, g.feature_root(f.node), ScoreRule::BarnPlaced, 3);
                break;
            }
        }
        // C10: this tile joined a farm with farmers to a farm with a barn.
        const TileType& tt = tiles().type(p.type);
        int done[kMaxSegments];
        int ndone = 0;
        for (size_t i = 0; i < tt.segments.size(); ++i) {
            if (tt.segments[i].kind != SegKind::Field) continue;
            const int root = g.feature_root(p.node_base + i);
            if (std::find(done, done + ndone, root) != done + ndone) continue;
            done[ndone++] = root;
            if (g.markers(root) > 0 && g.occupancy(root) > 0)
                score_barn_farm(g, root, ScoreRule::BarnJoined, 1);
        }
    }

    static void after_scoring(Game& g) {
        const int t = g.last_placed();
        const PlacedTile& p = g.placed()[static_cast<size_t>(t)];
        // A player's one barn is on the board exactly when it is not in their supply.
        bool barn_out = false;
        for (int q = 0; q < g.num_players(); ++q) barn_out = barn_out || st(g).supply[static_cast<size_t>(q)].barn == 0;
        if (barn_out) score_barns_after_placement(g, t, p);
        // C15: released wagons decide in turn order from the active player.
        if (st(g).num_pending > 1) {
            const int np = g.num_players(), cur = g.turn_player();
            std::stable_sort(st(g).pending.begin(), st(g).pending.begin() + st(g).num_pending, [&](const PendingWagon& a, const PendingWagon& b) {
                return (a.player - cur + np) % np < (b.player - cur + np) % np;
            });
        }
        next_wagon(g);
    }

    // Where the first pending wagon may go, sorted (C14): incomplete, unoccupied roads, cities, cloisters,
    // connected to the scored feature through the tiles' own links, or on the 9 tiles around the wagon.
    static void wagon_targets(const Game& g, std::vector<Action>& out) {
        out.clear();
        if (st(g).num_pending == 0) return;
        const PendingWagon& w = st(g).pending[0];
        auto consider = [&](int idx, int seg) {
            const PlacedTile& p = g.placed()[static_cast<size_t>(idx)];
            const SegKind k = tiles().type(p.type).segments[static_cast<size_t>(seg)].kind;
            if (k == SegKind::Field) return;
            const int node = p.node_base + seg;
            if (g.occupancy(static_cast<size_t>(node)) != 0) return;
            if (g.feature_complete(node)) return;
            out.push_back(Action::at_spot(ActionKind::WagonMove, p.x, p.y, seg));
        };
        if (g.rules().wagon == WagonRule::Adjacent) {
            const PlacedTile& from = g.placed()[w.tile];
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx) {
                    const int idx = g.tile_at(from.x + dx, from.y + dy);
                    if (idx < 0) continue;
                    const size_t nseg = tiles().type(g.placed()[static_cast<size_t>(idx)].type).segments.size();
                    for (size_t s = 0; s < nseg; ++s) consider(idx, static_cast<int>(s));
                }
        } else {
            const int root = g.feature_root(w.feature);
            int n = root;
            do {
                const int idx = g.node_tile(n);
                const PlacedTile& p = g.placed()[static_cast<size_t>(idx)];
                const TileType& tt = tiles().type(p.type);
                const int seg = n - p.node_base;
                const Segment& s = tt.segments[static_cast<size_t>(seg)];
                for (size_t o = 0; o < tt.segments.size(); ++o) {
                    const int other = static_cast<int>(o);
                    if (other == seg) continue;
                    const Segment& t = tt.segments[o];
                    bool linked = false;
                    if (s.kind == SegKind::Road && s.road_end == RoadEnd::City) linked = other == linked_city(tt, seg);
                    else if (s.kind == SegKind::Road && s.road_end == RoadEnd::Cloister) linked = t.kind == SegKind::Cloister;
                    else if (s.kind == SegKind::Road && s.road_end == RoadEnd::Crossing)
                        linked = t.kind == SegKind::Road && t.road_end == RoadEnd::Crossing;
                    if (s.kind == SegKind::City && t.kind == SegKind::Road && t.road_end == RoadEnd::City)
                        linked = linked_city(tt, other) == seg;
                    if (s.kind == SegKind::Cloister && t.kind == SegKind::Road && t.road_end == RoadEnd::Cloister) linked = true;
                    if (linked) consider(idx, other);
                }
                n = g.feature_next(n);
            } while (n != root);
        }
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
    }

    // Settles pending wagons that have nowhere to go; stops at the first one with a choice (phase WagonMove).
    static void next_wagon(Game& g) {
        std::vector<Action> targets;
        while (st(g).num_pending > 0) {
            wagon_targets(g, targets);
            if (!targets.empty()) {
                g.set_phase(Phase::WagonMove);
                return;
            }
            pop_wagon(g, true);
        }
        if (g.phase() == Phase::WagonMove) g.set_phase(Phase::Deploy);  // the turn's decisions are all made
    }

    static void pop_wagon(Game& g, bool home) {
        if (home) ++st(g).supply[st(g).pending[0].player].wagon;
        for (int i = 1; i < st(g).num_pending; ++i) st(g).pending[static_cast<size_t>(i - 1)] = st(g).pending[static_cast<size_t>(i)];
        st(g).pending[static_cast<size_t>(--st(g).num_pending)] = PendingWagon{};
    }

    // ---- The expansion's phases: TurnStart (abbey or draw) and WagonMove ----

    static void phase_actions(const Game& g, ActionSink emit) {
        if (g.phase() == Phase::WagonMove) {
            std::vector<Action> targets;
            wagon_targets(g, targets);
            for (const Action& a : targets) emit(a);
            emit(Action::of(ActionKind::WagonReturn));
            return;
        }
        if (st(g).supply[g.turn_player()].abbey > 0 && g.room_for(tiles().role_type(TileRole::Abbey)))
            for (int i = 0; i < g.frontier_size(); ++i) {
                const FrontierCell& fc = g.frontier()[static_cast<size_t>(i)];
                if (frontier_hole(g, fc)) emit(Action::at(ActionKind::Abbey, fc.x(), fc.y()));
            }
        emit(st(g).in_abbey_round() ? Action::pass() : Action::of(ActionKind::DrawChoice));
    }

    static bool phase_legal(const Game& g, const Action& a, std::string* why) {
        auto no = [&](const char* text) {
            if (why) *why = text;
            return false;
        };
        if (g.phase() == Phase::WagonMove) {
            if (a.kind == ActionKind::WagonReturn) return true;
            if (a.kind != ActionKind::WagonMove) return no("move the wagon or take it home");
            std::vector<Action> targets;
            wagon_targets(g, targets);
            if (std::binary_search(targets.begin(), targets.end(), a)) return true;
            return no(g.rules().wagon == WagonRule::Adjacent
                          ? "a wagon moves to an unfinished, unoccupied road, city or cloister on its tile or the 8 around it"
                          : "a wagon moves to an unfinished, unoccupied road, city or cloister connected to the feature that scored");
        }
        if (a.kind == ActionKind::Abbey) {
            if (st(g).supply[g.turn_player()].abbey == 0) return no("no abbey left in supply");
            if (!g.room_for(tiles().role_type(TileRole::Abbey))) return no("the table is full");
            if (!abbey_hole(g, a.x, a.y)) return no("the abbey needs an empty cell with tiles on all four sides");
            return true;
        }
        if (st(g).in_abbey_round()) {
            if (a.kind == ActionKind::Pass) return true;
            return no("the bag is empty: place the abbey or pass");
        }
        if (a.kind == ActionKind::DrawChoice) return true;
        if (a.kind == ActionKind::Draw) return no("choose to draw or to place the abbey first");
        return no("place the abbey or draw a tile");
    }

    static void phase_apply(Game& g, const Action& a) {
        switch (a.kind) {
            case ActionKind::Abbey: {
                const int idx = g.put_tile(tiles().role_type(TileRole::Abbey), a.x, a.y, 0);
                tile_placed(g, idx, true);  // the hole it filled (the other expansions' hooks follow drawn tiles only)
                g.set_last_placed(idx);
                --st(g).supply[g.turn_player()].abbey;
                g.set_phase(Phase::Deploy);
                return;
            }
            case ActionKind::DrawChoice: g.set_phase(Phase::Draw); return;
            case ActionKind::Pass: g.end_turn(); return;  // declines the abbey in the end-of-game round
            case ActionKind::WagonMove: {
                const int idx = g.tile_at(a.x, a.y);
                const int player = st(g).pending[0].player;
                pop_wagon(g, false);
                g.add_figure(player, Figure::Wagon, idx, a.spot, g.placed()[static_cast<size_t>(idx)].node_base + a.spot);
                break;
            }
            case ActionKind::WagonReturn: pop_wagon(g, true); break;
            default: return;
        }
        next_wagon(g);
        if (g.phase() == Phase::Deploy) g.end_turn();
    }

    // C12: each barn owner on a farm scores 4 per completed city of that farm (once per farm and player).
    static void final_scoring(Game& g) {
        std::vector<int> barn_farms;
        for (int i = 0; i < g.num_figures(); ++i) {
            const FigureSlot& f = g.figures()[static_cast<size_t>(i)];
            if (f.kind != Figure::Barn) continue;
            const int root = g.feature_root(f.node);
            if (std::find(barn_farms.begin(), barn_farms.end(), root) == barn_farms.end()) barn_farms.push_back(root);
        }
        std::sort(barn_farms.begin(), barn_farms.end());
        for (int root : barn_farms) {
            const int cities = g.farm_completed_cities(root);
            ScoreEvent e;
            e.kind = EventKind::Barn;
            e.rule = ScoreRule::BarnFinal;
            e.final = true;
            e.turn = g.turn();
            e.node = static_cast<int16_t>(root);
            e.cities = static_cast<uint8_t>(cities);
            e.tiles = static_cast<uint8_t>(g.feature_tiles(root));
            const PlacedTile& at = g.placed()[g.node_tile(root)];
            e.x = at.x;
            e.y = at.y;
            for (int i = 0; i < g.num_figures(); ++i) {
                const FigureSlot& f = g.figures()[static_cast<size_t>(i)];
                if (f.kind == Figure::Barn && g.feature_root(f.node) == root) e.points[f.player] = static_cast<int16_t>(4 * cities);
            }
            g.add_event(e);
        }
    }
};

bool abbey_hole(const Game& g, int x, int y) {
    if (g.tile_at(x, y) >= 0) return false;
    for (int s = 0; s < 4; ++s)
        if (g.tile_at(x + kDx[s], y + kDy[s]) < 0) return false;
    return true;
}

// C1-C4, C1b: an abbey fits any edges but goes only into a cell with tiles on all four sides. It may still fill a
// cell no tile fits while some player has one, unless an empty neighbour is itself a cell no tile fits (that one
// could only take an abbey once this cell is filled, so neither ever is).
static bool abbey_fills_dead_cell(const Game& g, int x, int y) {
    bool abbey_left = false;
    for (int p = 0; p < g.num_players() && !abbey_left; ++p) abbey_left = st(g).supply[static_cast<size_t>(p)].abbey > 0;
    if (!abbey_left) return false;
    for (int s = 0; s < 4; ++s) {
        const int nx = x + kDx[s], ny = y + kDy[s];
        if (g.tile_at(nx, ny) < 0 && no_tile_fits(g, nx, ny)) return false;
    }
    return true;
}

int barn_corner_node(const Game& g, int corner) {
    if (g.last_placed() < 0 || corner < 0 || corner > 3) return -1;
    const PlacedTile& p = g.placed()[static_cast<size_t>(g.last_placed())];
    // Corner c of the tile: the other three tiles around that point, and their corner facing it.
    static constexpr int kOff[4][3][3] = {
        {{1, 0, 3}, {0, -1, 1}, {1, -1, 2}},    // NE: east (its NW), north (its SE), north-east (its SW)
        {{1, 0, 2}, {0, 1, 0}, {1, 1, 3}},      // SE: east (SW), south (NE), south-east (NW)
        {{-1, 0, 1}, {0, 1, 3}, {-1, 1, 0}},    // SW: west (SE), south (NW), south-west (NE)
        {{-1, 0, 0}, {0, -1, 2}, {-1, -1, 1}},  // NW: west (NE), north (SW), north-west (SE)
    };
    int node = -1;
    if (!corner_is_field(g, g.last_placed(), corner, &node)) return -1;
    for (const auto& off : kOff[corner]) {
        const int n = g.tile_at(p.x + off[0], p.y + off[1]);
        if (n < 0 || !corner_is_field(g, n, off[2], nullptr)) return -1;
    }
    if (g.markers(node) > 0) return -1;
    return node;
}

bool setup_take_abbey(Game& g, int player, std::string* why) {
    auto no = [&](const char* text) {
        if (why) *why = text;
        return false;
    };
    if (player < 0 || player >= g.num_players()) return no("unknown player");
    if (st(g).supply[static_cast<size_t>(player)].abbey == 0) return no("no abbey left in supply");
    --st(g).supply[static_cast<size_t>(player)].abbey;
    return true;
}

const ExpansionHooks& AbbeyMayorModule::hooks() {
    static const ExpansionHooks h = [] {
        ExpansionHooks x;
        x.name = "abbey_mayor";
        x.options = &abbey_mayor_options();
        x.enabled = &AbbeyMayorRules::enabled;
        x.phases = (1u << static_cast<unsigned>(Phase::TurnStart)) | (1u << static_cast<unsigned>(Phase::WagonMove));
        x.setup = &AbbeyMayorRules::setup;
        x.turn_start = &AbbeyMayorRules::turn_start;
        x.tile_placed = &AbbeyMayorRules::tile_placed;
        x.fills_dead_cell = &abbey_fills_dead_cell;
        x.turn_phase = Phase::TurnStart;
        x.deploy_actions = &AbbeyMayorRules::deploy_actions;
        x.deploy_node = &AbbeyMayorRules::deploy_node;
        x.keep_scored_figure = &AbbeyMayorRules::keep_scored_figure;
        x.after_scoring = &AbbeyMayorRules::after_scoring;
        x.decider = &AbbeyMayorRules::decider;
        x.phase_actions = &AbbeyMayorRules::phase_actions;
        x.supply = &AbbeyMayorRules::supply;
        x.change_supply = &AbbeyMayorRules::change_supply;
        x.deploy_refusal = &AbbeyMayorRules::deploy_refusal;
        x.setup_figure_node = &AbbeyMayorRules::setup_figure_node;
        x.phase_legal = &AbbeyMayorRules::phase_legal;
        x.phase_apply = &AbbeyMayorRules::phase_apply;
        x.before_end = &AbbeyMayorRules::before_end;
        x.final_scoring = &AbbeyMayorRules::final_scoring;
        x.scenario = &abbey_mayor_scenario();
        return x;
    }();
    return h;
}

}  // namespace carc
