// River I (variants.md B): the spring starts the table, river tiles come out of the bag first (the lake last
// among them), each continues the river without an immediate U-turn, then the normal bag follows.
#include "engine/expansions/river/river.h"

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

#include "engine/game.h"

namespace carc {
namespace {

constexpr int kDx[4] = {0, 1, 0, -1};
constexpr int kDy[4] = {-1, 0, 1, 0};

// A tile with a river: one with a river edge (the spring and the lake too).
bool has_river(const TileType& t) { return std::find(t.edges.begin(), t.edges.end(), Edge::River) != t.edges.end(); }

// The sides (bit s) of a turned tile with a river edge.
unsigned river_sides(const Oriented& o) {
    unsigned m = 0;
    for (int s = 0; s < 4; ++s)
        if (o.edges[static_cast<size_t>(s)] == Edge::River) m |= 1u << s;
    return m;
}

// The river types of the tile set (the spring is never in the bag), in data order.
const std::vector<int>& river_types() {
    static const std::vector<int> types = [] {
        std::vector<int> v;
        for (int t = 0; t < tiles().size(); ++t)
            if (has_river(tiles().type(t)) && tiles().type(t).role != TileRole::Spring) v.push_back(t);
        return v;
    }();
    return types;
}

}  // namespace

struct RiverRules {
    static bool enabled(const Rules& r) { return r.river && r.game == GameKind::Base; }

    static void setup(Game& g) { g.add_set_to_bag(TileSetId::River1); }

    // B1: the spring replaces the start tile, which leaves the game.
    static bool place_start(Game& g) {
        const TileSet& ts = tiles();
        const int spring = ts.role_type(TileRole::Spring);
        if (spring < 0) return false;
        g.take_from_bag(ts.start_type());
        std::string ignored;
        return g.setup_tile(spring, 0, 0, 0, &ignored);
    }

    // B2/B4: river tiles (not the lake) first, then the lake, then everything else.
    static void filter_draws(const Game& g, std::array<uint64_t, 2>& drawable) {
        std::array<uint64_t, 2> river{}, lake{};
        for (int t : river_types()) {
            if (!g.remaining(t)) continue;
            auto& m = tiles().type(t).role == TileRole::Lake ? lake : river;
            m[static_cast<size_t>(t) >> 6] |= 1ull << (t & 63);
        }
        if (river[0] | river[1]) drawable = {drawable[0] & river[0], drawable[1] & river[1]};
        else if (lake[0] | lake[1]) drawable = {drawable[0] & lake[0], drawable[1] & lake[1]};
    }

    // The side through which a river tile at (x, y) turned rot joins a river edge on the table, or -1.
    static int in_side(const Game& g, int type, int x, int y, int rot) {
        const Oriented& o = tiles().oriented(type, rot);
        for (int s = 0; s < 4; ++s) {
            if (!(river_sides(o) & (1u << s))) continue;
            const int n = g.tile_at(x + kDx[s], y + kDy[s]);
            if (n >= 0 && g.oriented_of(n).edges[static_cast<size_t>(opposite_side(s))] == Edge::River) return s;
        }
        return -1;
    }

    // +1 the river turns right on this tile, -1 left, 0 straight on (or the lake).
    static int turn(int type, int rot, int in) {
        const Oriented& o = tiles().oriented(type, rot);
        const int out_mask = static_cast<int>(river_sides(o)) & ~(1 << in);
        if (out_mask == 0) return 0;
        const int out = std::countr_zero(static_cast<unsigned>(out_mask));
        const int t = (out - opposite_side(in) + 4) & 3;
        return t == 1 ? 1 : (t == 3 ? -1 : 0);
    }

    // B2/B3: a river tile continues the river; only an immediate U-turn (two curves the same way in a row) is out.
    static bool placement_ok(const Game& g, int type, int x, int y, int rot) {
        if (!has_river(tiles().type(type))) return true;
        const int in = in_side(g, type, x, y, rot);
        if (in < 0) return false;
        const int prev = g.tile_at(x + kDx[in], y + kDy[in]);
        const int t = turn(type, rot, in);
        return !(t != 0 && prev == g.state<RiverState>().open_tile && t == g.state<RiverState>().turn);
    }

    // With no river tile left in the bag, nothing is staged, every placement is free and no placement moves the
    // river's open end.
    static uint16_t dormant(const Game& g) {
        for (int t : river_types())
            if (g.remaining(t)) return 0;
        return kHookDraw | kHookPlace | kHookPlaced;
    }

    static void tile_placed(Game& g, int idx, bool in_play) {
        const PlacedTile& p = g.placed()[static_cast<size_t>(idx)];
        if (!has_river(tiles().type(p.type))) return;
        if (in_play) {
            const int in = in_side(g, p.type, p.x, p.y, p.rot);
            const int prev = in >= 0 ? g.tile_at(p.x + kDx[in], p.y + kDy[in]) : -1;
            g.state<RiverState>().turn = static_cast<int8_t>(in >= 0 && prev >= 0 ? turn(p.type, p.rot, in) : 0);
            g.state<RiverState>().open_tile = static_cast<int16_t>(idx);
            return;
        }
        // Set-up: the river's open end is a river side facing an empty cell; no curve is known before it.
        const Oriented& o = tiles().oriented(p.type, p.rot);
        for (int s = 0; s < 4; ++s)
            if ((river_sides(o) & (1u << s)) && g.tile_at(p.x + kDx[s], p.y + kDy[s]) < 0) {
                g.state<RiverState>().open_tile = static_cast<int16_t>(idx);
                g.state<RiverState>().turn = 0;
            }
    }
};

const ExpansionHooks& RiverModule::hooks() {
    static const ExpansionHooks h = [] {
        ExpansionHooks x;
        x.name = "river";
        x.options = &river_options();
        x.enabled = &RiverRules::enabled;
        x.setup = &RiverRules::setup;
        x.place_start = &RiverRules::place_start;
        x.filter_draws = &RiverRules::filter_draws;
        x.placement_ok = &RiverRules::placement_ok;
        x.placement_rule = "the river must continue from its open end without an immediate U-turn";
        x.draw_rule = "the river comes first";
        x.tile_placed = &RiverRules::tile_placed;
        x.dormant = &RiverRules::dormant;
        return x;
    }();
    return h;
}

}  // namespace carc
