// Wheel of Fortune (wheel.md, variants.md D): the pig, moved by a drawn tile's wheel number before the tile is
// placed (D3); the six events (D4); the crown spaces, deployed instead of a figure on the tile (D2) and scored
// when the pig lands on their segment; the Plague's decisions (phase Plague). The wheel board itself is placed by
// Game's constructor (tiles.md 5.2), and its ring cells score like tiles through the base rules (D1).
#include "engine/expansions/wheel/wheel.h"

#include <algorithm>
#include <array>
#include <vector>

#include "engine/expansions/wheel/scenario.h"
#include "engine/game.h"

namespace carc {

int wheel_segment_index(std::string_view name) {
    for (int s = 0; s < kWheelSegments; ++s)
        if (name == kWheelSegmentNames[s]) return s;
    return -1;
}

namespace {

WheelState& st(Game& g) { return g.state<WheelState>(); }
const WheelState& st(const Game& g) { return g.state<WheelState>(); }

}  // namespace

bool setup_pig(Game& g, int segment, std::string* why) {
    if (g.rules().game != GameKind::WheelOfFortune) {
        if (why) *why = "the pig belongs to wheel_of_fortune games";
        return false;
    }
    if (segment < 0 || segment >= kWheelSegments) {
        if (why) *why = "the pig stands on one of the six segments";
        return false;
    }
    st(g).pig = static_cast<uint8_t>(segment);
    return true;
}

bool setup_crown(Game& g, int player, int segment, std::string* why) {
    auto no = [&](const std::string& text) {
        if (why) *why = text;
        return false;
    };
    if (g.rules().game != GameKind::WheelOfFortune) return no("crown spaces belong to wheel_of_fortune games");
    if (player < 0 || player >= g.num_players()) return no("unknown player");
    if (segment < 0 || segment >= kWheelSegments) return no("unknown segment");
    if (g.player(player).followers == 0) return no("no follower left in supply");
    for (int s = kCrownFirst[segment]; s < kCrownFirst[segment] + kCrownCount[segment]; ++s)
        if (st(g).crowns[static_cast<size_t>(s)] < 0) {
            st(g).crowns[static_cast<size_t>(s)] = static_cast<int8_t>(player);
            g.change_supply(player, Figure::Follower, -1);
            return true;
        }
    return no(std::string("the crown spaces of ") + kWheelSegmentNames[segment] + " are full (" +
              std::to_string(kCrownCount[segment]) + ")");
}

struct WheelRules {
    static bool enabled(const Rules& r) { return r.game == GameKind::WheelOfFortune; }
    // The game's own tiles in the bag, and the wheel board (4 x 4 cells) on the table as the start.
    static void setup(Game& g) {
        g.add_set_to_bag(TileSetId::WheelOfFortune);
        const TileSet& ts = tiles();
        for (int t = 0; t < ts.size(); ++t)
            if (ts.type(t).board_col >= 0) g.put_tile(t, ts.type(t).board_col, ts.type(t).board_row, 0);
    }
    static int decider(const Game& g) { return st(g).plague_player; }

    // Followers in the Wheel of Fortune's sense: every figure but the barn (wheel.md 7: mayor and wagon are
    // followers, the barn is a special figure). Figures on the table are on land tiles; crowns are kept apart.
    static bool is_follower(const FigureSlot& f) { return !is_marker_figure(f.kind); }

    static ScoreEvent wheel_event(const Game& g, int from, int to) {
        ScoreEvent e;
        e.kind = to == 5 ? EventKind::Plague : static_cast<EventKind>(static_cast<int>(EventKind::Fortune) + to);
        e.rule = static_cast<ScoreRule>(static_cast<int>(ScoreRule::WheelFortune) + to);
        e.turn = g.turn();
        e.moved_from = static_cast<uint8_t>(from);
        e.moved_to = static_cast<uint8_t>(to);
        e.player = g.turn_player();
        return e;
    }

    // D3: a tile with a wheel number n moves the pig n segments clockwise; the landing segment's event runs on
    // the board as it is (the tile is not placed yet), then that segment's crowns score and go home. A discarded
    // tile has moved the pig too: the discard is decided after this (Game::finish_draw).
    static bool tile_drawn(Game& g, int type) {
        const int n = tiles().type(type).symbol;
        if (n == 0) return false;
        const int from = st(g).pig;
        const int to = (from + n) % kWheelSegments;
        st(g).pig = static_cast<uint8_t>(to);
        ScoreEvent e = wheel_event(g, from, to);
        switch (to) {
            case 0: e.points[g.turn_player()] = 3; break;
            case 1: tax(g, e); break;
            case 2: famine(g, e); break;
            case 3: storm(g, e); break;
            case 4: inquisition(g, e); break;
            default: break;
        }
        g.add_event(e);
        if (to == 5) {
            st(g).plague_player = g.turn_player();
            st(g).plague_left = static_cast<int8_t>(g.num_players());
            if (next_plague(g)) return true;  // decisions first; the crowns score after them
        }
        score_crowns(g, to);
        return false;
    }

    // Tax: for each knight, the pennants of its city plus the knights its owner has in that city; so a player
    // with k knights in a city of p pennants scores k * (p + k) there. No majority.
    static void tax(const Game& g, ScoreEvent& e) {
        std::vector<int> cities;
        for (int i = 0; i < g.num_figures(); ++i) {
            const FigureSlot& f = g.figures()[static_cast<size_t>(i)];
            const int root = g.feature_root(f.node);
            if (is_follower(f) && g.node_kind(root) == SegKind::City && std::find(cities.begin(), cities.end(), root) == cities.end())
                cities.push_back(root);
        }
        for (const int root : cities) {
            std::array<int, kMaxPlayers> knights{};
            for (int i = 0; i < g.num_figures(); ++i) {
                const FigureSlot& f = g.figures()[static_cast<size_t>(i)];
                if (is_follower(f) && g.feature_root(f.node) == root) ++knights[f.player];
            }
            const int pennants = g.feature_pennants(root);
            for (int p = 0; p < g.num_players(); ++p) {
                const int k = knights[static_cast<size_t>(p)];
                e.points[static_cast<size_t>(p)] = static_cast<int16_t>(e.points[static_cast<size_t>(p)] + k * (pennants + k));
            }
        }
    }

    // Famine: each farmer 1 point per completed city of its farm; no majority; barns are not farmers.
    static void famine(const Game& g, ScoreEvent& e) {
        for (int i = 0; i < g.num_figures(); ++i) {
            const FigureSlot& f = g.figures()[static_cast<size_t>(i)];
            if (!is_follower(f) || g.node_kind(f.node) != SegKind::Field) continue;
            e.points[f.player] = static_cast<int16_t>(e.points[f.player] + g.farm_completed_cities(f.node));
        }
    }

    // Storm: 1 point per follower in supply (every figure kind that is not a marker: with Abbey & Mayor also the
    // mayor and the wagon, not the barn).
    static void storm(const Game& g, ScoreEvent& e) {
        for (int p = 0; p < g.num_players(); ++p) {
            int n = 0;
            for (int k = 0; k < kNumFigureKinds; ++k)
                if (!is_marker_figure(static_cast<Figure>(k))) n += g.supply(p, static_cast<Figure>(k));
            e.points[static_cast<size_t>(p)] = static_cast<int16_t>(n);
        }
    }

    // Inquisition: 2 points per monk, a follower on a cloister (or, with Abbey & Mayor, on an abbey).
    static void inquisition(const Game& g, ScoreEvent& e) {
        for (int i = 0; i < g.num_figures(); ++i) {
            const FigureSlot& f = g.figures()[static_cast<size_t>(i)];
            if (is_follower(f) && g.node_kind(f.node) == SegKind::Cloister) e.points[f.player] = static_cast<int16_t>(e.points[f.player] + 2);
        }
    }

    // Crowns of the landing segment: alone on a one-crown segment 3, alone on a two-crown segment 6, two
    // followers 3 each (also both of one player); then they go home. Nothing to score: no event.
    static void score_crowns(Game& g, int seg) {
        const int first = kCrownFirst[seg], count = kCrownCount[seg];
        int occupied = 0;
        for (int s = first; s < first + count; ++s) occupied += st(g).crowns[static_cast<size_t>(s)] >= 0;
        if (occupied == 0) return;
        ScoreEvent e;
        e.kind = EventKind::Crown;
        e.rule = occupied == 1 ? ScoreRule::CrownAlone : ScoreRule::CrownShared;
        e.turn = g.turn();
        e.moved_from = e.moved_to = static_cast<uint8_t>(seg);
        e.player = g.turn_player();
        const int each = occupied == 1 ? 3 * count : 3;
        for (int s = first; s < first + count; ++s) {
            const int p = st(g).crowns[static_cast<size_t>(s)];
            if (p < 0) continue;
            e.points[static_cast<size_t>(p)] = static_cast<int16_t>(e.points[static_cast<size_t>(p)] + each);
            g.change_supply(p, Figure::Follower, 1);
            st(g).crowns[static_cast<size_t>(s)] = -1;
        }
        g.add_event(e);
    }

    // ---- Plague: each player from the active one, clockwise, sends one follower on a land tile home ----

    static bool has_land_follower(const Game& g, int p) {
        for (int i = 0; i < g.num_figures(); ++i)
            if (g.figures()[static_cast<size_t>(i)].player == p && is_follower(g.figures()[static_cast<size_t>(i)])) return true;
        return false;
    }

    // Skips players without a follower on the land; true (phase Plague) when one must decide.
    static bool next_plague(Game& g) {
        while (st(g).plague_left > 0) {
            if (has_land_follower(g, st(g).plague_player)) {
                g.set_phase(Phase::Plague);
                return true;
            }
            st(g).plague_player = static_cast<uint8_t>((st(g).plague_player + 1) % g.num_players());
            --st(g).plague_left;
        }
        return false;
    }

    // The figure of the deciding player on segment a.spot of the tile at (a.x, a.y), or -1.
    static int plague_figure(const Game& g, const Action& a) {
        const int idx = g.tile_at(a.x, a.y);
        if (idx < 0) return -1;
        for (int i = 0; i < g.num_figures(); ++i) {
            const FigureSlot& f = g.figures()[static_cast<size_t>(i)];
            if (f.player == st(g).plague_player && is_follower(f) && f.tile == idx && f.spot == a.spot) return i;
        }
        return -1;
    }

    static void phase_actions(const Game& g, ActionSink emit) {
        std::vector<Action> out;
        for (int i = 0; i < g.num_figures(); ++i) {
            const FigureSlot& f = g.figures()[static_cast<size_t>(i)];
            if (f.player != st(g).plague_player || !is_follower(f)) continue;
            const PlacedTile& p = g.placed()[f.tile];
            out.push_back(Action::at_spot(ActionKind::PlagueReturn, p.x, p.y, f.spot));
        }
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
        for (const Action& a : out) emit(a);
    }

    static bool phase_legal(const Game& g, const Action& a, std::string* why) {
        if (a.kind == ActionKind::PlagueReturn && plague_figure(g, a) >= 0) return true;
        if (why) *why = "the Plague: choose one of your followers on a land tile to send home";
        return false;
    }

    static void phase_apply(Game& g, const Action& a) {
        const int i = plague_figure(g, a);
        if (a.kind != ActionKind::PlagueReturn || i < 0) return;
        const FigureSlot f = g.figures()[static_cast<size_t>(i)];
        ScoreEvent e;
        e.kind = EventKind::Plague;
        e.rule = ScoreRule::PlagueReturn;
        e.turn = g.turn();
        e.moved_from = e.moved_to = 5;
        e.player = f.player;
        e.figure = f.kind;
        e.node = static_cast<int16_t>(f.node);
        e.x = g.placed()[f.tile].x;
        e.y = g.placed()[f.tile].y;
        g.remove_figure(i);
        g.add_event(e);
        st(g).plague_player = static_cast<uint8_t>((st(g).plague_player + 1) % g.num_players());
        --st(g).plague_left;
        if (next_plague(g)) return;
        score_crowns(g, 5);
        g.finish_draw();
    }

    // ---- D2: a follower on a crown space instead of a figure on the tile just placed ----

    static bool crown_free(const Game& g, int seg) {
        for (int s = kCrownFirst[seg]; s < kCrownFirst[seg] + kCrownCount[seg]; ++s)
            if (st(g).crowns[static_cast<size_t>(s)] < 0) return true;
        return false;
    }

    static void deploy_alternatives(const Game& g, ActionSink emit) {
        if (g.player(g.turn_player()).followers == 0) return;
        for (int seg = 0; seg < kWheelSegments; ++seg)
            if (crown_free(g, seg)) emit(Action::segment(ActionKind::Crown, seg));
    }

    static bool deploy_alternative_legal(const Game& g, const Action& a, std::string* why) {
        auto no = [&](const std::string& text) {
            if (why) *why = text;
            return false;
        };
        if (a.kind != ActionKind::Crown) return no("deploy a figure, put a follower on a crown space, or pass");
        if (a.spot >= kWheelSegments) return no("no such segment of the wheel");
        if (g.player(g.turn_player()).followers == 0) return no("no follower left in supply");
        if (!crown_free(g, a.spot))
            return no(std::string("the crown spaces of ") + kWheelSegmentNames[a.spot] + " are full");
        return true;
    }

    static void deploy_alternative_apply(Game& g, const Action& a) {
        for (int s = kCrownFirst[a.spot]; s < kCrownFirst[a.spot] + kCrownCount[a.spot]; ++s)
            if (st(g).crowns[static_cast<size_t>(s)] < 0) {
                st(g).crowns[static_cast<size_t>(s)] = static_cast<int8_t>(g.turn_player());
                g.change_supply(g.turn_player(), Figure::Follower, -1);
                return;
            }
    }
};

void wheel_event_points(const Game& g, int segment, std::array<int, kMaxPlayers>* points) {
    ScoreEvent e;
    switch (segment) {
        case 1: WheelRules::tax(g, e); break;
        case 2: WheelRules::famine(g, e); break;
        case 3: WheelRules::storm(g, e); break;
        case 4: WheelRules::inquisition(g, e); break;
        default: return;
    }
    for (int p = 0; p < g.num_players(); ++p) (*points)[static_cast<size_t>(p)] += e.points[static_cast<size_t>(p)];
}

const ExpansionHooks& WheelModule::hooks() {
    static const ExpansionHooks h = [] {
        ExpansionHooks x;
        x.name = "wheel_of_fortune";
        x.options = &wheel_options();
        x.enabled = &WheelRules::enabled;
        x.own_game = true;
        x.setup = &WheelRules::setup;
        x.phases = 1u << static_cast<unsigned>(Phase::Plague);
        x.tile_drawn = &WheelRules::tile_drawn;
        x.deploy_alternatives = &WheelRules::deploy_alternatives;
        x.deploy_alternative_legal = &WheelRules::deploy_alternative_legal;
        x.deploy_alternative_apply = &WheelRules::deploy_alternative_apply;
        x.decider = &WheelRules::decider;
        x.phase_actions = &WheelRules::phase_actions;
        x.phase_legal = &WheelRules::phase_legal;
        x.phase_apply = &WheelRules::phase_apply;
        x.scenario = &wheel_scenario();
        return x;
    }();
    return h;
}

}  // namespace carc
