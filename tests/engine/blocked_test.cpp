// Blocked features (engine/blocked.h): roads, cities and cloisters that can never be completed because a cell they
// need can no longer take any tile. Set-up positions (a city, a road with one dead end of two, a completed city, a
// cloister, fields, the tile in hand, abbey holes) and seeded random games of every rule set checked against a
// brute-force answer that compares the edges of every tile left by hand (not Game::fillable's fit tables).
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "engine/blocked.h"
#include "engine/expansions/abbey_mayor/abbey_mayor.h"
#include "engine/game.h"
#include "engine/rng.h"

namespace carc {
namespace {

constexpr int kDx[4] = {0, 1, 0, -1};
constexpr int kDy[4] = {-1, 0, 1, 0};

// ---- The brute-force answer ----

bool touches_board(const Game& g, int x, int y) {
    for (int s = 0; s < 4; ++s)
        if (g.tile_at(x + kDx[s], y + kDy[s]) >= 0) return true;
    return false;
}

// Does a tile of `type` turned `rot` meet the edges of the placed neighbours of (x, y)? A neighbour's edge that
// fits anything (the abbey's) demands nothing, as on the board.
bool edges_meet(const Game& g, int type, int rot, int x, int y) {
    const Oriented& o = tiles().oriented(type, rot);
    for (int s = 0; s < 4; ++s) {
        const int n = g.tile_at(x + kDx[s], y + kDy[s]);
        if (n < 0) continue;
        const PlacedTile& p = g.placed()[static_cast<size_t>(n)];
        const Edge want = tiles().oriented(p.type, p.rot).edges[static_cast<size_t>((s + 2) % 4)];
        if (!edge_fits_any(want) && o.edges[static_cast<size_t>(s)] != want) return false;
    }
    return true;
}

// Some tile left in the bag, or the tile in hand, in some rotation, fits the empty cell (x, y).
bool some_tile_fits(const Game& g, int x, int y) {
    for (int t = 0; t < tiles().size(); ++t) {
        if (g.remaining(t) == 0 && t != g.drawn_tile()) continue;
        for (int rot = 0; rot < 4; ++rot)
            if (edges_meet(g, t, rot, x, y)) return true;
    }
    return false;
}

bool tile_dead(const Game& g, int x, int y) { return touches_board(g, x, y) && !some_tile_fits(g, x, y); }

// Abbey & Mayor: an abbey in some supply, and every empty neighbour can still take a tile.
bool abbey_can_come(const Game& g, int x, int y) {
    if (!g.rules().abbey_mayor) return false;
    bool any = false;
    const AbbeyMayorState& st = g.state<AbbeyMayorState>();
    for (int p = 0; p < g.num_players(); ++p) any = any || st.supply[static_cast<size_t>(p)].abbey > 0;
    if (!any) return false;
    for (int s = 0; s < 4; ++s)
        if (g.tile_at(x + kDx[s], y + kDy[s]) < 0 && tile_dead(g, x + kDx[s], y + kDy[s])) return false;
    return true;
}

// The brute-force answer for one position, each cell computed once.
class Oracle {
public:
    explicit Oracle(const Game& g) : g_(g) {}
    bool dead(int x, int y) {
        if (g_.tile_at(x, y) >= 0) return false;
        const auto key = std::make_pair(x, y);
        const auto it = cache_.find(key);
        if (it != cache_.end()) return it->second;
        const bool d = tile_dead(g_, x, y) && !abbey_can_come(g_, x, y);
        cache_.emplace(key, d);
        return d;
    }

private:
    const Game& g_;
    std::map<std::pair<int, int>, bool> cache_;
};

struct EdgeCount {
    int open = 0, dead = 0;
};

// Road or city: its open edges (member segment sides with an empty cell across) and those facing a dead cell.
EdgeCount count_edges(const Game& g, Oracle& oracle, int node) {
    std::vector<int> members;
    g.feature_nodes(node, members);
    EdgeCount c;
    for (const int n : members) {
        const PlacedTile& p = g.placed()[static_cast<size_t>(g.node_tile(n))];
        const uint8_t sides = tiles().oriented(p.type, p.rot).seg_sides[static_cast<size_t>(n - p.node_base)];
        for (int s = 0; s < 4; ++s) {
            if (!(sides & (1 << s)) || g.tile_at(p.x + kDx[s], p.y + kDy[s]) >= 0) continue;
            ++c.open;
            if (oracle.dead(p.x + kDx[s], p.y + kDy[s])) ++c.dead;
        }
    }
    return c;
}

bool cloister_dead(const Game& g, Oracle& oracle, int placed_index) {
    const PlacedTile& p = g.placed()[static_cast<size_t>(placed_index)];
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
            if ((dx || dy) && oracle.dead(p.x + dx, p.y + dy)) return true;
    return false;
}

struct Tally {
    long checked = 0, blocked = 0, cloisters_blocked = 0, cloisters_open = 0, edges_dead = 0;
};

// Every road, city and cloister not complete, each feature once, and every frontier cell, against the oracle.
::testing::AssertionResult position_ok(const Game& g, Tally& tally) {
    Oracle oracle(g);
    for (int i = 0; i < g.frontier_size(); ++i) {
        const FrontierCell& fc = g.frontier()[static_cast<size_t>(i)];
        if (cell_dead(g, fc.x(), fc.y()) != oracle.dead(fc.x(), fc.y()))
            return ::testing::AssertionFailure() << "cell (" << fc.x() << "," << fc.y() << "): cell_dead "
                                                 << cell_dead(g, fc.x(), fc.y());
    }
    std::vector<bool> seen(static_cast<size_t>(kMaxNodes), false);
    for (int t = 0; t < g.num_placed(); ++t) {
        const PlacedTile& p = g.placed()[static_cast<size_t>(t)];
        const int segments = static_cast<int>(tiles().type(p.type).segments.size());
        for (int s = 0; s < segments; ++s) {
            const int node = p.node_base + s;
            const SegKind k = g.node_kind(node);
            if (k == SegKind::Field) {
                if (feature_blocked(g, node) || blocked_open_edges(g, node) != 0)
                    return ::testing::AssertionFailure() << "a field reported blocked";
                continue;
            }
            if (g.feature_complete(node)) {
                if (feature_blocked(g, node) || blocked_open_edges(g, node) != 0)
                    return ::testing::AssertionFailure() << "a complete feature reported blocked, node " << node;
                continue;
            }
            if (k == SegKind::Cloister) {
                const bool want = cloister_dead(g, oracle, t);
                if (feature_blocked(g, node) != want)
                    return ::testing::AssertionFailure() << "cloister on tile " << t << ": blocked " << !want
                                                         << ", oracle " << want;
                if (blocked_open_edges(g, node) != 0) return ::testing::AssertionFailure() << "a cloister counts edges";
                ++tally.checked;
                ++(want ? tally.cloisters_blocked : tally.cloisters_open);
                continue;
            }
            const size_t root = static_cast<size_t>(g.feature_root(node));
            if (seen[root]) continue;
            seen[root] = true;
            const EdgeCount c = count_edges(g, oracle, node);
            if (c.open != g.feature_open_edges(node))
                return ::testing::AssertionFailure() << "node " << node << ": " << c.open
                                                     << " open edges, the engine counts " << g.feature_open_edges(node);
            if (feature_blocked(g, node) != (c.dead > 0) || blocked_open_edges(g, node) != c.dead)
                return ::testing::AssertionFailure() << "node " << node << ": blocked " << feature_blocked(g, node)
                                                     << " with " << blocked_open_edges(g, node)
                                                     << " dead edges, oracle " << c.dead << " of " << c.open;
            ++tally.checked;
            if (c.dead > 0) ++tally.blocked;
            tally.edges_dead += c.dead;
        }
    }
    return ::testing::AssertionSuccess();
}

// Random 2-player games of the rules, every Place and Deploy position checked.
Tally random_games(const Rules& rules, int games, uint64_t seed_base) {
    Tally tally;
    std::vector<Action> legal;
    for (int i = 0; i < games; ++i) {
        Game g(rules, 2);
        g.set_recording(false);
        Rng rng(seed_base + static_cast<uint64_t>(i));
        int steps = 0;
        while (!g.is_over() && steps++ < 4000) {
            if (g.phase() == Phase::Place || g.phase() == Phase::Deploy) {
                const ::testing::AssertionResult ok = position_ok(g, tally);
                EXPECT_TRUE(ok) << "seed " << seed_base + static_cast<uint64_t>(i) << " turn " << g.turn();
                if (!ok) return tally;
            }
            if (g.is_chance()) {
                g.apply(g.sample_chance(rng.next()));
            } else {
                g.legal_actions(legal);
                g.apply(legal[rng.below(static_cast<uint32_t>(legal.size()))]);
            }
        }
        EXPECT_TRUE(g.is_over()) << "seed " << seed_base + static_cast<uint64_t>(i);
    }
    return tally;
}

// ---- Set-up positions ----

int type_of(const char* id) {
    const int t = tiles().find(id);
    EXPECT_GE(t, 0) << id;
    return t;
}

struct Table {
    Game g;
    explicit Table(const Rules& rules = Rules{}) : g(rules, 2, false) {}
    int put(const char* id, int x, int y, int rot) {
        std::string why;
        EXPECT_TRUE(g.setup_tile(type_of(id), x, y, rot, &why)) << id << ": " << why;
        return g.num_placed() - 1;
    }
    // Node of the segment of placed tile `idx` at side s (road or city).
    int side_node(int idx, int s) const {
        const PlacedTile& p = g.placed()[static_cast<size_t>(idx)];
        const int seg = tiles().oriented(p.type, p.rot).side_seg[static_cast<size_t>(s)];
        EXPECT_GE(seg, 0);
        return p.node_base + seg;
    }
    int kind_node(int idx, SegKind k) const {
        const PlacedTile& p = g.placed()[static_cast<size_t>(idx)];
        const TileType& tt = tiles().type(p.type);
        for (size_t i = 0; i < tt.segments.size(); ++i)
            if (tt.segments[i].kind == k) return p.node_base + static_cast<int>(i);
        ADD_FAILURE() << "no such segment";
        return -1;
    }
    // Every tile of a type that fits (x, y) leaves the bag, except `keep` (an id, or nullptr).
    void empty_bag_for(int x, int y, const char* keep = nullptr) {
        const int kept = keep ? type_of(keep) : -1;
        for (int t = 0; t < tiles().size(); ++t) {
            if (t == kept) continue;
            bool fits = false;
            for (int rot = 0; rot < 4; ++rot) fits = fits || edges_meet(g, t, rot, x, y);
            while (fits && g.remaining(t) > 0) g.take_from_bag(t);
        }
    }
    void empty_bag() {
        for (int t = 0; t < tiles().size(); ++t)
            while (g.remaining(t) > 0) g.take_from_bag(t);
    }
};

TEST(Blocked, OpenCityBlockedOnceNoTileFitsItsCell) {
    Table tb;
    const int e = tb.put("BASE-E", 0, 0, 0);  // city cap facing north: the city's one open edge faces (0,-1)
    const int city = tb.side_node(e, kNorth);
    EXPECT_FALSE(feature_blocked(tb.g, city));
    EXPECT_EQ(blocked_open_edges(tb.g, city), 0);
    tb.empty_bag_for(0, -1, "BASE-C");  // only the one four-sided city is left to fit
    EXPECT_EQ(tb.g.remaining(type_of("BASE-C")), 1);
    EXPECT_TRUE(tb.g.fillable(0, -1));
    EXPECT_FALSE(feature_blocked(tb.g, city));
    EXPECT_EQ(blocked_open_edges(tb.g, city), 0);
    tb.g.take_from_bag(type_of("BASE-C"));
    EXPECT_FALSE(tb.g.fillable(0, -1));
    EXPECT_TRUE(cell_dead(tb.g, 0, -1));
    EXPECT_TRUE(feature_blocked(tb.g, city));
    EXPECT_EQ(blocked_open_edges(tb.g, city), 1);
    EXPECT_EQ(tb.g.feature_open_edges(city), 1);
}

TEST(Blocked, CompletedCityIsNotBlocked) {
    Table tb;
    const int a = tb.put("BASE-E", 0, 0, 0);
    tb.put("BASE-E", 0, -1, 2);  // city cap facing south closes the city
    const int city = tb.side_node(a, kNorth);
    tb.empty_bag();
    ASSERT_TRUE(tb.g.feature_complete(city));
    EXPECT_TRUE(cell_dead(tb.g, 1, 0));  // every cell around is dead, the city needs none of them
    EXPECT_FALSE(feature_blocked(tb.g, city));
    EXPECT_EQ(blocked_open_edges(tb.g, city), 0);
}

TEST(Blocked, RoadWithOneDeadEndOfTwo) {
    Table tb;
    const int u = tb.put("BASE-U", 0, 0, 0);  // straight road west-east
    const int e = tb.put("BASE-E", 1, -1, 2);  // city cap facing south: (1,0) wants a city north and a road west
    const int road = tb.side_node(u, kEast);
    EXPECT_FALSE(feature_blocked(tb.g, road));
    tb.empty_bag_for(1, 0);
    EXPECT_TRUE(tb.g.fillable(-1, 0));  // plain road tiles still fit the west end
    EXPECT_FALSE(tb.g.fillable(1, 0));
    EXPECT_EQ(tb.g.feature_open_edges(road), 2);
    EXPECT_TRUE(feature_blocked(tb.g, road));
    EXPECT_EQ(blocked_open_edges(tb.g, road), 1);
    EXPECT_TRUE(feature_blocked(tb.g, tb.side_node(e, kSouth)));  // the city faces the same dead cell
    EXPECT_EQ(blocked_open_edges(tb.g, tb.side_node(e, kSouth)), 1);
    // Both ends dead: no road tile at all is left.
    tb.empty_bag_for(-1, 0);
    EXPECT_EQ(blocked_open_edges(tb.g, road), 2);
}

TEST(Blocked, CityWithTwoDeadEdgesOfThree) {
    Table tb;
    const int r = tb.put("BASE-R", 0, 0, 0);  // one city open north, east and west
    const int city = tb.side_node(r, kNorth);
    tb.put("BASE-U", 1, -1, 1);  // road south onto (1,0), field west onto (0,-1)
    EXPECT_EQ(tb.g.feature_open_edges(city), 3);
    tb.empty_bag_for(1, 0);   // wants a road north and a city west
    EXPECT_EQ(blocked_open_edges(tb.g, city), 1);
    tb.empty_bag_for(0, -1);  // wants a field east and a city south
    EXPECT_TRUE(tb.g.fillable(-1, 0));  // the four-sided city still fits the west edge
    EXPECT_TRUE(feature_blocked(tb.g, city));
    EXPECT_EQ(blocked_open_edges(tb.g, city), 2);
    EXPECT_EQ(tb.g.feature_open_edges(city), 3);
}

TEST(Blocked, CloisterNextToDeadCell) {
    Table tb;
    const int b = tb.put("BASE-B", 0, 0, 0);  // cloister in fields on all four sides
    const int cloister = tb.kind_node(b, SegKind::Cloister);
    tb.put("BASE-E", 1, -1, 1);  // city east onto (2,-1); its field side south onto (1,0)
    EXPECT_FALSE(feature_blocked(tb.g, cloister));
    // (1,1) touches no tile: Game::fillable says no, but a tile beside it later decides what it takes.
    EXPECT_FALSE(tb.g.fillable(1, 1));
    EXPECT_FALSE(cell_dead(tb.g, 1, 1));
    tb.empty_bag_for(1, 0);  // (1,0) wants fields north and west: every such tile leaves
    EXPECT_TRUE(cell_dead(tb.g, 1, 0));
    EXPECT_TRUE(feature_blocked(tb.g, cloister));
    EXPECT_EQ(blocked_open_edges(tb.g, cloister), 0);
}

TEST(Blocked, CloisterBlockedByADiagonalCell) {
    Table tb;
    const int b = tb.put("BASE-B", 0, 0, 0);
    tb.put("BASE-B", 1, 0, 0);
    tb.put("BASE-B", -1, 0, 0);
    tb.put("BASE-B", 0, 1, 0);
    tb.put("BASE-B", 0, -1, 0);
    const int cloister = tb.kind_node(b, SegKind::Cloister);
    // The four diagonal cells touch two tiles each and want fields on two sides: most tiles fit.
    EXPECT_FALSE(feature_blocked(tb.g, cloister));
    tb.empty_bag_for(1, 1);
    EXPECT_TRUE(cell_dead(tb.g, 1, 1));
    EXPECT_TRUE(feature_blocked(tb.g, cloister));
}

TEST(Blocked, FieldsAreNeverBlocked) {
    Table tb;
    const int e = tb.put("BASE-E", 0, 0, 0);
    tb.empty_bag();
    const int field = tb.kind_node(e, SegKind::Field);
    EXPECT_TRUE(cell_dead(tb.g, 0, 1));
    EXPECT_FALSE(feature_blocked(tb.g, field));
    EXPECT_EQ(blocked_open_edges(tb.g, field), 0);
    EXPECT_TRUE(feature_blocked(tb.g, tb.side_node(e, kNorth)));
}

TEST(Blocked, TheTileInHandCanStillFillTheCell) {
    Table tb;
    const int e = tb.put("BASE-E", 0, 0, 0);
    const int city = tb.side_node(e, kNorth);
    tb.empty_bag_for(0, -1, "BASE-C");
    std::string why;
    ASSERT_TRUE(tb.g.apply(Action::draw(type_of("BASE-C")), &why)) << why;
    ASSERT_EQ(tb.g.phase(), Phase::Place);
    EXPECT_FALSE(tb.g.fillable(0, -1));  // the bag has none left: the one in hand is not in it
    EXPECT_FALSE(cell_dead(tb.g, 0, -1));
    EXPECT_FALSE(feature_blocked(tb.g, city));
    // Placed there, the four-sided city joins the city; no tile with a city edge is left for its three new ends.
    ASSERT_TRUE(tb.g.apply(Action::place(0, -1, 0), &why)) << why;
    EXPECT_FALSE(tb.g.feature_complete(city));
    EXPECT_EQ(tb.g.feature_open_edges(city), 3);
    EXPECT_EQ(blocked_open_edges(tb.g, city), 3);
}

TEST(Blocked, AnAbbeyCanStillFillAHole) {
    Rules rules;
    rules.abbey_mayor = true;
    Table tb(rules);
    // (0,0) is a hole with a city cap facing it from every side: only four-sided cities fit.
    const int n = tb.put("BASE-E", 0, -1, 2);
    tb.put("BASE-E", 1, 0, 3);
    tb.put("BASE-E", 0, 1, 0);
    tb.put("BASE-E", -1, 0, 1);
    const int city = tb.side_node(n, kSouth);
    EXPECT_FALSE(feature_blocked(tb.g, city));
    tb.empty_bag_for(0, 0);
    EXPECT_FALSE(tb.g.fillable(0, 0));
    EXPECT_FALSE(feature_blocked(tb.g, city));  // each player still has an abbey for the hole
    std::string why;
    ASSERT_TRUE(setup_take_abbey(tb.g, 0, &why)) << why;
    EXPECT_FALSE(feature_blocked(tb.g, city));
    ASSERT_TRUE(setup_take_abbey(tb.g, 1, &why)) << why;
    EXPECT_TRUE(feature_blocked(tb.g, city));
    EXPECT_EQ(blocked_open_edges(tb.g, city), 1);
}

TEST(Blocked, NoAbbeyForACellBesideAnotherDeadCell) {
    Rules rules;
    rules.abbey_mayor = true;
    Table tb(rules);
    const int a = tb.put("BASE-E", 0, 0, 0);
    tb.put("BASE-E", 1, 0, 0);
    const int city = tb.side_node(a, kNorth);
    tb.empty_bag();
    // (0,-1) and (1,-1) both take no tile, and neither can become a hole while the other is empty.
    EXPECT_TRUE(cell_dead(tb.g, 0, -1));
    EXPECT_TRUE(feature_blocked(tb.g, city));
    // A lone dead cell whose other neighbours touch no tile yet may still become a hole for an abbey.
    Table lone(rules);
    const int b = lone.put("BASE-E", 0, 0, 0);
    lone.empty_bag_for(0, -1);
    EXPECT_FALSE(lone.g.fillable(0, -1));
    EXPECT_FALSE(feature_blocked(lone.g, lone.side_node(b, kNorth)));
}

// ---- Random games ----

TEST(Blocked, RandomBaseGamesMatchBruteForce) {
    const Tally t = random_games(Rules{}, 200, 5000);
    EXPECT_GT(t.checked, 200L * 100);
    EXPECT_GT(t.blocked, 200L) << "roads and cities found blocked";
    EXPECT_GT(t.edges_dead, t.blocked);
    EXPECT_GT(t.cloisters_blocked, 20L);
    EXPECT_GT(t.cloisters_open, 200L);
}

struct RuleSetCase {
    const char* name;
    Rules rules;
};

class BlockedRuleSet : public ::testing::TestWithParam<RuleSetCase> {};

TEST_P(BlockedRuleSet, RandomGamesMatchBruteForce) {
    const Tally t = random_games(GetParam().rules, 60, 9000);
    EXPECT_GT(t.checked, 60L * 100);
    EXPECT_GT(t.blocked, 60L) << "roads and cities found blocked";
}

std::vector<RuleSetCase> rule_sets() {
    constexpr WagonRule kWagon = WagonRule::Connected;
    return {RuleSetCase{"River", Rules{GameKind::Base, Edition::Classic, true, false, kWagon}},
            RuleSetCase{"AbbeyMayor", Rules{GameKind::Base, Edition::Classic, false, true, kWagon}},
            RuleSetCase{"River_AbbeyMayor", Rules{GameKind::Base, Edition::Classic, true, true, kWagon}},
            RuleSetCase{"Wheel", Rules{GameKind::WheelOfFortune, Edition::Classic, false, false, kWagon}},
            RuleSetCase{"Wheel_AbbeyMayor", Rules{GameKind::WheelOfFortune, Edition::Classic, false, true, kWagon}}};
}

INSTANTIATE_TEST_SUITE_P(All, BlockedRuleSet, ::testing::ValuesIn(rule_sets()),
                         [](const ::testing::TestParamInfo<RuleSetCase>& rule_set) {
                             return std::string(rule_set.param.name);
                         });

}  // namespace
}  // namespace carc
