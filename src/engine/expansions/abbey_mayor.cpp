// Abbey & Mayor (variants.md C): the 12 tiles, and per player an abbey, a mayor, a wagon and a barn.
// Abbey instead of a draw (C1-C4) and the end-of-game abbey round (C1b); mayor strength = pennants (C5, C6);
// barn corners and the three barn scorings (C7-C12); wagons and their moves after scoring (C13-C15).
#include "engine/expansions/abbey_mayor.h"

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

#include "engine/game.h"

namespace carc {
namespace {

constexpr int kDx[4] = {0, 1, 0, -1};
constexpr int kDy[4] = {-1, 0, 1, 0};

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

    static void setup(Game& g) {
        g.add_set_to_bag(TileSetId::AbbeyMayor);
        for (int p = 0; p < g.num_players_; ++p) {
            PlayerState& ps = g.players_[static_cast<size_t>(p)];
            ps.mayor = ps.wagon = ps.barn = ps.abbey = 1;
        }
    }

    // ---- Abbey (C1-C4, C1b) ----

    static bool any_hole(const Game& g) {
        for (int i = 0; i < g.frontier_size_; ++i)
            if (g.abbey_hole(g.frontier_[static_cast<size_t>(i)].x, g.frontier_[static_cast<size_t>(i)].y)) return true;
        return false;
    }

    static bool turn_start(const Game& g) {
        return g.players_[g.current_].abbey > 0 && g.room_for(tiles().abbey_type()) && any_hole(g);
    }

    // C1b: when the bag is empty, each player from the one after the last placer on may still place an abbey.
    static bool before_end(Game& g) {
        if (g.abbey_round_left_ < 0) g.abbey_round_left_ = static_cast<int8_t>(g.num_players_);
        else --g.abbey_round_left_;  // the player who just had an abbey turn
        while (g.abbey_round_left_ > 0) {
            if (turn_start(g)) {
                g.phase_ = Phase::TurnStart;
                return true;
            }
            g.current_ = static_cast<uint8_t>((g.current_ + 1) % g.num_players_);
            --g.abbey_round_left_;
        }
        return false;
    }

    // ---- Figures (C5, C7, C13) ----

    static void deploy_actions(const Game& g, ActionSink emit) {
        const PlayerState& ps = g.players_[g.current_];
        const PlacedTile& p = g.placed_[static_cast<size_t>(g.last_placed_)];
        const TileType& tt = tiles().type(p.type);
        auto free_feature = [&](size_t i) { return g.occupancy_[static_cast<size_t>(g.parent_[p.node_base + i])] == 0; };
        if (ps.mayor > 0)
            for (size_t i = 0; i < tt.segments.size(); ++i)
                if (tt.segments[i].kind == SegKind::City && free_feature(i)) emit(Action::deploy(Figure::Mayor, static_cast<int>(i)));
        if (ps.wagon > 0)
            for (size_t i = 0; i < tt.segments.size(); ++i)
                if (tt.segments[i].kind != SegKind::Field && free_feature(i)) emit(Action::deploy(Figure::Wagon, static_cast<int>(i)));
        if (ps.barn > 0)
            for (int c = 0; c < 4; ++c)
                if (g.barn_corner_node(c) >= 0) emit(Action::deploy(Figure::Barn, c));
    }

    static int deploy_node(const Game& g, const Action& a) {
        const PlayerState& ps = g.players_[g.current_];
        const PlacedTile& p = g.placed_[static_cast<size_t>(g.last_placed_)];
        const TileType& tt = tiles().type(p.type);
        if (a.figure == Figure::Barn) return ps.barn > 0 && a.spot < 4 ? g.barn_corner_node(a.spot) : -1;
        if (a.spot >= tt.segments.size()) return -1;
        const SegKind k = tt.segments[a.spot].kind;
        const int node = p.node_base + a.spot;
        if (g.occupancy_[static_cast<size_t>(g.parent_[static_cast<size_t>(node)])] != 0) return -1;
        if (a.figure == Figure::Mayor) return ps.mayor > 0 && k == SegKind::City ? node : -1;
        if (a.figure == Figure::Wagon) return ps.wagon > 0 && k != SegKind::Field ? node : -1;
        return -1;
    }

    // ---- Scoring step (C8-C11, C14, C15) ----

    // A scored wagon waits for its owner's decision instead of going straight home.
    static bool keep_scored_figure(Game& g, const FigureSlot& f, int root) {
        if (f.kind != Figure::Wagon || g.num_pending_ >= kMaxPlayers) return false;
        PendingWagon& w = g.pending_[g.num_pending_++];
        w.player = f.player;
        w.tile = f.tile;
        w.feature = static_cast<int16_t>(root);
        return true;
    }

    // Barn-farm scoring: the farmer majority gets per_city points per completed city; the farmers go home.
    static void score_barn_farm(Game& g, int root, ScoreRule rule, int per_city) {
        std::array<int, kMaxPlayers> strength{};
        for (int i = 0; i < g.num_figures_; ++i) {
            const FigureSlot& f = g.figures_[static_cast<size_t>(i)];
            if (f.kind != Figure::Barn && g.parent_[f.node] == root) ++strength[f.player];
        }
        const int best = *std::max_element(strength.begin(), strength.end());
        if (best == 0) return;
        ScoreEvent e;
        e.kind = EventKind::Barn;
        e.rule = rule;
        e.turn = g.turn_;
        e.node = static_cast<int16_t>(root);
        const PlacedTile& at = g.placed_[g.node_tile_[static_cast<size_t>(root)]];
        e.x = at.x;
        e.y = at.y;
        e.tiles = static_cast<uint8_t>(g.feature_tiles(root));
        const int cities = g.farm_completed_cities(root);
        e.cities = static_cast<uint8_t>(cities);
        for (int q = 0; q < g.num_players_; ++q)
            if (strength[static_cast<size_t>(q)] == best) e.points[static_cast<size_t>(q)] = static_cast<int16_t>(per_city * cities);
        g.add_event(e);
        g.return_figures(root);
    }

    static void after_scoring(Game& g) {
        const int t = g.last_placed_;
        const PlacedTile& p = g.placed_[static_cast<size_t>(t)];
        // C8: a barn put on this tile scores its farm at once when farmers stand on it.
        for (int i = 0; i < g.num_figures_; ++i) {
            const FigureSlot& f = g.figures_[static_cast<size_t>(i)];
            if (f.kind == Figure::Barn && f.tile == t && f.player == g.current_) {
                score_barn_farm(g, g.parent_[f.node], ScoreRule::BarnPlaced, 3);
                break;
            }
        }
        // C10: this tile joined a farm with farmers to a farm with a barn.
        const TileType& tt = tiles().type(p.type);
        int done[kMaxSegments];
        int ndone = 0;
        for (size_t i = 0; i < tt.segments.size(); ++i) {
            if (tt.segments[i].kind != SegKind::Field) continue;
            const int root = g.parent_[p.node_base + i];
            if (std::find(done, done + ndone, root) != done + ndone) continue;
            done[ndone++] = root;
            if (g.barns_[static_cast<size_t>(root)] > 0 && g.occupancy_[static_cast<size_t>(root)] > 0)
                score_barn_farm(g, root, ScoreRule::BarnJoined, 1);
        }
        // C15: released wagons decide in turn order from the active player.
        if (g.num_pending_ > 1) {
            const int np = g.num_players_, cur = g.current_;
            std::stable_sort(g.pending_.begin(), g.pending_.begin() + g.num_pending_, [&](const PendingWagon& a, const PendingWagon& b) {
                return (a.player - cur + np) % np < (b.player - cur + np) % np;
            });
        }
        next_wagon(g);
    }

    // Where the first pending wagon may go, sorted (C14): incomplete, unoccupied roads, cities, cloisters,
    // connected to the scored feature through the tiles' own links, or on the 9 tiles around the wagon.
    static void wagon_targets(const Game& g, std::vector<Action>& out) {
        out.clear();
        if (g.num_pending_ == 0) return;
        const PendingWagon& w = g.pending_[0];
        auto consider = [&](int idx, int seg) {
            const PlacedTile& p = g.placed_[static_cast<size_t>(idx)];
            const SegKind k = tiles().type(p.type).segments[static_cast<size_t>(seg)].kind;
            if (k == SegKind::Field) return;
            const int node = p.node_base + seg;
            if (g.occupancy_[static_cast<size_t>(g.parent_[static_cast<size_t>(node)])] != 0) return;
            if (g.feature_complete(node)) return;
            out.push_back(Action::wagon_move(p.x, p.y, seg));
        };
        if (g.rules_.wagon == WagonRule::Adjacent) {
            const PlacedTile& from = g.placed_[w.tile];
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx) {
                    const int idx = g.tile_at(from.x + dx, from.y + dy);
                    if (idx < 0) continue;
                    const size_t nseg = tiles().type(g.placed_[static_cast<size_t>(idx)].type).segments.size();
                    for (size_t s = 0; s < nseg; ++s) consider(idx, static_cast<int>(s));
                }
        } else {
            const int root = g.parent_[static_cast<size_t>(w.feature)];
            int n = root;
            do {
                const int idx = g.node_tile_[static_cast<size_t>(n)];
                const PlacedTile& p = g.placed_[static_cast<size_t>(idx)];
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
                n = g.next_[static_cast<size_t>(n)];
            } while (n != root);
        }
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
    }

    // Settles pending wagons that have nowhere to go; stops at the first one with a choice (phase WagonMove).
    static void next_wagon(Game& g) {
        std::vector<Action> targets;
        while (g.num_pending_ > 0) {
            wagon_targets(g, targets);
            if (!targets.empty()) {
                g.phase_ = Phase::WagonMove;
                return;
            }
            pop_wagon(g, true);
        }
        if (g.phase_ == Phase::WagonMove) g.phase_ = Phase::Deploy;  // the turn's decisions are all made
    }

    static void pop_wagon(Game& g, bool home) {
        if (home) ++g.players_[g.pending_[0].player].wagon;
        for (int i = 1; i < g.num_pending_; ++i) g.pending_[static_cast<size_t>(i - 1)] = g.pending_[static_cast<size_t>(i)];
        g.pending_[static_cast<size_t>(--g.num_pending_)] = PendingWagon{};
    }

    // ---- The expansion's phases: TurnStart (abbey or draw) and WagonMove ----

    static void phase_actions(const Game& g, ActionSink emit) {
        if (g.phase_ == Phase::WagonMove) {
            std::vector<Action> targets;
            wagon_targets(g, targets);
            for (const Action& a : targets) emit(a);
            emit(Action::wagon_return());
            return;
        }
        if (g.players_[g.current_].abbey > 0 && g.room_for(tiles().abbey_type()))
            for (int i = 0; i < g.frontier_size_; ++i) {
                const FrontierCell& fc = g.frontier_[static_cast<size_t>(i)];
                if (g.abbey_hole(fc.x, fc.y)) emit(Action::abbey(fc.x, fc.y));
            }
        emit(g.in_abbey_round() ? Action::pass() : Action::draw_choice());
    }

    static bool phase_legal(const Game& g, const Action& a, std::string* why) {
        auto no = [&](const char* text) {
            if (why) *why = text;
            return false;
        };
        if (g.phase_ == Phase::WagonMove) {
            if (a.kind == ActionKind::WagonReturn) return true;
            if (a.kind != ActionKind::WagonMove) return no("move the wagon or take it home");
            std::vector<Action> targets;
            wagon_targets(g, targets);
            if (std::binary_search(targets.begin(), targets.end(), a)) return true;
            return no(g.rules_.wagon == WagonRule::Adjacent
                          ? "a wagon moves to an unfinished, unoccupied road, city or cloister on its tile or the 8 around it"
                          : "a wagon moves to an unfinished, unoccupied road, city or cloister connected to the feature that scored");
        }
        if (a.kind == ActionKind::Abbey) {
            if (g.players_[g.current_].abbey == 0) return no("no abbey left in supply");
            if (!g.room_for(tiles().abbey_type())) return no("the table is full");
            if (!g.abbey_hole(a.x, a.y)) return no("the abbey needs an empty cell with tiles on all four sides");
            return true;
        }
        if (g.in_abbey_round()) {
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
                const int idx = g.put_tile(tiles().abbey_type(), a.x, a.y, 0);
                g.last_placed_ = static_cast<int16_t>(idx);
                --g.players_[g.current_].abbey;
                g.phase_ = Phase::Deploy;
                return;
            }
            case ActionKind::DrawChoice: g.phase_ = Phase::Draw; return;
            case ActionKind::Pass: g.end_turn(); return;  // declines the abbey in the end-of-game round
            case ActionKind::WagonMove: {
                const int idx = g.tile_at(a.x, a.y);
                const int player = g.pending_[0].player;
                pop_wagon(g, false);
                g.add_figure(player, Figure::Wagon, idx, a.spot, g.placed_[static_cast<size_t>(idx)].node_base + a.spot);
                break;
            }
            case ActionKind::WagonReturn: pop_wagon(g, true); break;
            default: return;
        }
        next_wagon(g);
        if (g.phase_ == Phase::Deploy) g.end_turn();
    }

    // C12: each barn owner on a farm scores 4 per completed city of that farm (once per farm and player).
    static void final_scoring(Game& g) {
        std::vector<int> barn_farms;
        for (int i = 0; i < g.num_figures_; ++i) {
            const FigureSlot& f = g.figures_[static_cast<size_t>(i)];
            if (f.kind != Figure::Barn) continue;
            const int root = g.parent_[f.node];
            if (std::find(barn_farms.begin(), barn_farms.end(), root) == barn_farms.end()) barn_farms.push_back(root);
        }
        std::sort(barn_farms.begin(), barn_farms.end());
        for (int root : barn_farms) {
            const int cities = g.farm_completed_cities(root);
            ScoreEvent e;
            e.kind = EventKind::Barn;
            e.rule = ScoreRule::BarnFinal;
            e.final = true;
            e.turn = g.turn_;
            e.node = static_cast<int16_t>(root);
            e.cities = static_cast<uint8_t>(cities);
            e.tiles = static_cast<uint8_t>(g.feature_tiles(root));
            const PlacedTile& at = g.placed_[g.node_tile_[static_cast<size_t>(root)]];
            e.x = at.x;
            e.y = at.y;
            for (int i = 0; i < g.num_figures_; ++i) {
                const FigureSlot& f = g.figures_[static_cast<size_t>(i)];
                if (f.kind == Figure::Barn && g.parent_[f.node] == root) e.points[f.player] = static_cast<int16_t>(4 * cities);
            }
            g.add_event(e);
        }
    }
};

// ---- Board queries of the expansion (public members of Game) ----

bool Game::abbey_hole(int x, int y) const {
    if (tile_at(x, y) >= 0) return false;
    for (int s = 0; s < 4; ++s)
        if (tile_at(x + kDx[s], y + kDy[s]) < 0) return false;
    return true;
}

bool Game::corner_is_field(int placed_index, int corner, int* field_node) const {
    const Oriented& o = oriented_of(placed_index);
    const int a = o.half_seg[static_cast<size_t>(kCornerHalves[corner][0])];
    const int b = o.half_seg[static_cast<size_t>(kCornerHalves[corner][1])];
    if (a < 0 || a != b) return false;
    if (field_node) *field_node = placed_[static_cast<size_t>(placed_index)].node_base + a;
    return true;
}

int Game::barn_corner_node(int corner) const {
    if (last_placed_ < 0 || corner < 0 || corner > 3) return -1;
    const PlacedTile& p = placed_[static_cast<size_t>(last_placed_)];
    // Corner c of the tile: the other three tiles around that point, and their corner facing it.
    static constexpr int kOff[4][3][3] = {
        {{1, 0, 3}, {0, -1, 1}, {1, -1, 2}},    // NE: east (its NW), north (its SE), north-east (its SW)
        {{1, 0, 2}, {0, 1, 0}, {1, 1, 3}},      // SE: east (SW), south (NE), south-east (NW)
        {{-1, 0, 1}, {0, 1, 3}, {-1, 1, 0}},    // SW: west (SE), south (NW), south-west (NE)
        {{-1, 0, 0}, {0, -1, 2}, {-1, -1, 1}},  // NW: west (NE), north (SW), north-west (SE)
    };
    int node = -1;
    if (!corner_is_field(last_placed_, corner, &node)) return -1;
    for (const auto& off : kOff[corner]) {
        const int n = tile_at(p.x + off[0], p.y + off[1]);
        if (n < 0 || !corner_is_field(n, off[2], nullptr)) return -1;
    }
    if (barns_[static_cast<size_t>(parent_[static_cast<size_t>(node)])] > 0) return -1;
    return node;
}

const ExpansionHooks& abbey_mayor_hooks() {
    static const ExpansionHooks h = [] {
        ExpansionHooks x;
        x.name = "abbey_mayor";
        x.enabled = &AbbeyMayorRules::enabled;
        x.phases = (1u << static_cast<unsigned>(Phase::TurnStart)) | (1u << static_cast<unsigned>(Phase::WagonMove));
        x.setup = &AbbeyMayorRules::setup;
        x.turn_start = &AbbeyMayorRules::turn_start;
        x.deploy_actions = &AbbeyMayorRules::deploy_actions;
        x.deploy_node = &AbbeyMayorRules::deploy_node;
        x.keep_scored_figure = &AbbeyMayorRules::keep_scored_figure;
        x.after_scoring = &AbbeyMayorRules::after_scoring;
        x.phase_actions = &AbbeyMayorRules::phase_actions;
        x.phase_legal = &AbbeyMayorRules::phase_legal;
        x.phase_apply = &AbbeyMayorRules::phase_apply;
        x.before_end = &AbbeyMayorRules::before_end;
        x.final_scoring = &AbbeyMayorRules::final_scoring;
        return x;
    }();
    return h;
}

}  // namespace carc
