// Perft-style counts of legal placements from the normal start, some verified by hand, some regression values.
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "engine/game.h"

namespace carc {
namespace {

int type_of(const char* id) {
    const int t = tiles().find(id);
    EXPECT_GE(t, 0) << id;
    return t;
}

int count_places(const Game& g) {
    int n = 0;
    for (const Action& a : g.legal_actions()) {
        EXPECT_EQ(a.kind, ActionKind::Place);
        ++n;
    }
    return n;
}

// Legal Place actions for `id` drawn as the first tile of a normal game under rules `r`.
int placements_at_start(const char* id, const Rules& r = Rules{}) {
    Game g(r, 2);
    std::string why;
    EXPECT_TRUE(g.apply(Action::draw(type_of(id)), &why)) << why;
    EXPECT_EQ(g.phase(), Phase::Place) << id;
    return count_places(g);
}

// Placements at the start of every type of tile set `set`, by id.
std::map<std::string, int> placements_per_type(const char* set, const Rules& r = Rules{}) {
    std::map<std::string, int> per_type;
    for (int t : tiles().of_set(set)) per_type[tiles().type(t).id] = placements_at_start(tiles().type(t).id.c_str(), r);
    return per_type;
}

int total_of(const std::map<std::string, int>& per_type) {
    int total = 0;
    for (const auto& [id, n] : per_type) total += n;
    return total;
}

Rules with_inns_cathedrals() {
    Rules r;
    r.inns_cathedrals = true;
    return r;
}

// Hand-verified from first principles.
//
// The normal start is BASE-D at (0,0) rot 0: north C, east R, south F, west R. Four cells touch it:
//   (0,-1) needs its south edge C;  (1,0) needs west R;  (-1,0) needs east R;  (0,1) needs north F.
// Turning a tile r quarter turns clockwise puts its reference edge (s - r) mod 4 on side s. Rotations that look
// the same on the board are offered once.
//
// BASE-B (FFFF, cloister; 1 distinct rotation): only (0,1) -> 1.
// BASE-C (CCCC; 1 distinct rotation): only (0,-1) -> 1.
// BASE-U (FRFR, road east-west; 2 distinct rotations: r0 = E-W road, r90 = N-S road):
//   (1,0) r0, (-1,0) r0, (0,1) r0 (north F); (0,-1) never (no city) -> 3.
// BASE-E (CFFF, city north; 4 rotations): (0,-1) r180 (city south) -> 1; (1,0), (-1,0) need a road -> 0;
//   (0,1) any rotation without the city north: r90, r180, r270 -> 3. Total 4.
// BASE-V (FFRR, road south-west; 4 rotations): r0 = FFRR, r90 = RFFR, r180 = RRFF, r270 = FRRF (N E S W).
//   (0,-1) no city -> 0; (1,0) west R: r0, r90 -> 2; (-1,0) east R: r180, r270 -> 2; (0,1) north F: r0, r270 -> 2.
//   Total 6.
// BASE-X (RRRR; 1 distinct rotation): (1,0) and (-1,0) -> 2; north F and south C impossible.
// BASE-D (CRFR; 4 rotations): r0 = CRFR, r90 = RCRF, r180 = FRCR, r270 = RFRC.
//   (0,-1) south C: r180 -> 1; (1,0) west R: r0, r180 -> 2; (-1,0) east R: r0, r180 -> 2; (0,1) north F: r180 -> 1.
//   Total 6.
// BASE-A (FFRF, cloister with a road south): r0 = FFRF, r90 = FFFR, r180 = RFFF, r270 = FRFF.
//   (1,0) west R: r90 -> 1; (-1,0) east R: r270 -> 1; (0,1) north F: r0, r90, r270 -> 3. Total 5.
// BASE-W (FRRR, crossing): r0 = FRRR, r90 = RFRR, r180 = RRFR, r270 = RRRF.
//   (1,0) west R: r0, r90, r180 -> 3; (-1,0) east R: r0, r180, r270 -> 3; (0,1) north F: r0 -> 1. Total 7.
// BASE-L (CRRR): r0 = CRRR, r90 = RCRR, r180 = RRCR, r270 = RRRC.
//   (0,-1) south C: r180 -> 1; (1,0): r0, r90, r180 -> 3; (-1,0): r0, r180, r270 -> 3; (0,1) north F: none. Total 7.
TEST(Perft, HandVerifiedPlacementsAtTheStart) {
    EXPECT_EQ(placements_at_start("BASE-B"), 1);
    EXPECT_EQ(placements_at_start("BASE-C"), 1);
    EXPECT_EQ(placements_at_start("BASE-U"), 3);
    EXPECT_EQ(placements_at_start("BASE-E"), 4);
    EXPECT_EQ(placements_at_start("BASE-V"), 6);
    EXPECT_EQ(placements_at_start("BASE-X"), 2);
    EXPECT_EQ(placements_at_start("BASE-D"), 6);
    EXPECT_EQ(placements_at_start("BASE-A"), 5);
    EXPECT_EQ(placements_at_start("BASE-W"), 7);
    EXPECT_EQ(placements_at_start("BASE-L"), 7);
}

TEST(Perft, HandVerifiedCellsForBaseU) {
    Game g(Rules{}, 2);
    ASSERT_TRUE(g.apply(Action::draw(type_of("BASE-U"))));
    const std::vector<Action> acts = g.legal_actions();
    ASSERT_EQ(acts.size(), 3u);
    // Sorted row-major: (-1,0), (1,0), then (0,1); all with the east-west road (r0).
    EXPECT_EQ(acts[0], Action::place(-1, 0, 0));
    EXPECT_EQ(acts[1], Action::place(1, 0, 0));
    EXPECT_EQ(acts[2], Action::place(0, 1, 0));
    // The symmetric twin r180 is the same placement: legal, applied as r0.
    EXPECT_TRUE(g.is_legal(Action::place(1, 0, 2)));
    EXPECT_FALSE(g.is_legal(Action::place(1, 0, 1)));  // north-south road against the start tile's road end
    EXPECT_FALSE(g.is_legal(Action::place(0, -1, 0)));  // field against the city
    EXPECT_FALSE(g.is_legal(Action::place(2, 0, 0)));   // touches nothing
    EXPECT_FALSE(g.is_legal(Action::place(0, 0, 0)));   // taken
    Game twin = g;
    ASSERT_TRUE(g.apply(Action::place(1, 0, 0)));
    ASSERT_TRUE(twin.apply(Action::place(1, 0, 2)));
    EXPECT_TRUE(g == twin);
}

// Regression values: computed once with the engine (commit 440f872) and checked stable; they are not derived by
// hand. If a rules change moves them on purpose, recompute and update them here.
TEST(Perft, RegressionAllBaseTypesAtTheStart) {
    const std::map<std::string, int> per_type = placements_per_type("BASE");
    EXPECT_EQ(total_of(per_type), 104);
    // The same under the first edition: scoring differs, placement does not.
    Rules first;
    first.edition = Edition::First2000;
    EXPECT_EQ(placements_per_type("BASE", first), per_type);
    const std::map<std::string, int> want = {
        {"BASE-A", 5}, {"BASE-B", 1}, {"BASE-C", 1}, {"BASE-D", 6}, {"BASE-E", 4}, {"BASE-F", 2},
        {"BASE-G", 2}, {"BASE-H", 4}, {"BASE-I", 4}, {"BASE-J", 6}, {"BASE-K", 6}, {"BASE-L", 7},
        {"BASE-M", 4}, {"BASE-N", 4}, {"BASE-O", 6}, {"BASE-P", 6}, {"BASE-Q", 4}, {"BASE-R", 4},
        {"BASE-S", 5}, {"BASE-T", 5}, {"BASE-U", 3}, {"BASE-V", 6}, {"BASE-W", 7}, {"BASE-X", 2},
    };
    EXPECT_EQ(per_type, want);
    // BASE-H (city caps north and south, CFCF) looks the same turned half round, yet offers both half turns north
    // and south of the start tile (4, where the picture has 2): its field lists the cities it touches in the data's
    // order, which differs between the twins, so they are not found alike. Collapsing them would renumber the
    // segments of recorded placements (a deploy's spot), so it waits for a record version that maps them.
}

struct TwoPly {
    long first = 0;    // (place, deploy-or-pass) pairs for the first tile
    long leaves = 0;   // (place, deploy-or-pass, place) sequences
};

// First tile A: every placement, every deployment or pass; then the next player draws B and places it.
TwoPly two_ply(const char* a, const char* b) {
    TwoPly out;
    Game g(Rules{}, 2);
    EXPECT_TRUE(g.apply(Action::draw(type_of(a))));
    for (const Action& place : g.legal_actions()) {
        Game g1 = g;
        EXPECT_TRUE(g1.apply(place));
        for (const Action& deploy : g1.legal_actions()) {
            Game g2 = g1;
            EXPECT_TRUE(g2.apply(deploy)) << deploy.to_string();
            EXPECT_EQ(g2.turn_player(), 1);
            ++out.first;
            EXPECT_TRUE(g2.apply(Action::draw(type_of(b))));
            if (g2.phase() == Phase::Place) out.leaves += count_places(g2);
        }
    }
    return out;
}

TEST(Perft, RegressionTwoPly) {
    // Regression values (computed with the engine, see above).
    const TwoPly vu = two_ply("BASE-V", "BASE-U");
    EXPECT_EQ(vu.first, 24);
    EXPECT_EQ(vu.leaves, 120);
    const TwoPly le = two_ply("BASE-L", "BASE-E");
    EXPECT_EQ(le.first, 56);
    EXPECT_EQ(le.leaves, 264);
    const TwoPly dd = two_ply("BASE-D", "BASE-D");
    EXPECT_EQ(dd.first, 30);
    EXPECT_EQ(dd.leaves, 260);
    // Hand check of the first count for BASE-V: 6 placements (see above), each with 3 segments (road and two
    // fields) free for a follower, plus passing: 6 x (3 + 1) = 24. A follower on a field next to the start
    // tile's field is still allowed: no figure is on the board yet.
}

// Every placement of the first tile `id` with Inns & Cathedrals, and every figure choice after it (a follower or the
// large follower on each free segment, or none).
long ic_place_and_deploy(const char* id) {
    Game g(with_inns_cathedrals(), 2);
    EXPECT_TRUE(g.apply(Action::draw(type_of(id))));
    long n = 0;
    for (const Action& place : g.legal_actions()) {
        Game g1 = g;
        EXPECT_TRUE(g1.apply(place));
        n += static_cast<long>(g1.legal_actions().size());
    }
    return n;
}

TEST(Perft, InnsCathedralsAtTheStart) {
    // Hand-verified. IC-CATH is a city on all four sides: only the cell north of the start tile offers a city edge
    // (BASE-D's north), and its four turns look alike, so one placement. Its one city segment takes a follower or
    // the large follower, or the player places nothing: 3.
    EXPECT_EQ(placements_at_start("IC-CATH", with_inns_cathedrals()), 1);
    EXPECT_EQ(ic_place_and_deploy("IC-CATH"), 3);
    // IC-STR-INN is a straight road (with an inn) like BASE-U: the same 3 placements (see HandVerifiedCellsForBaseU);
    // on each, the road and the two fields take either figure, or none: 3 x (3 x 2 + 1) = 21.
    EXPECT_EQ(placements_at_start("IC-STR-INN", with_inns_cathedrals()), placements_at_start("BASE-U"));
    EXPECT_EQ(ic_place_and_deploy("IC-STR-INN"), 21);
    // Regression values (computed with the engine) for every type of the set.
    const std::map<std::string, int> per_type = placements_per_type("IC", with_inns_cathedrals());
    EXPECT_EQ(total_of(per_type), 73);
    const std::map<std::string, int> want = {
        {"IC-2C3P", 4}, {"IC-2CV", 4}, {"IC-2CX", 3}, {"IC-3C", 4}, {"IC-4C", 4}, {"IC-C1F2", 4},
        {"IC-C2RGP", 3}, {"IC-CATH", 1}, {"IC-CLO2", 3}, {"IC-CRC-INN", 6}, {"IC-CRG", 5}, {"IC-CV-INN", 6},
        {"IC-CcRC-INN", 6}, {"IC-CcRG-E", 5}, {"IC-CcRG-S-INN", 5}, {"IC-STR-INN", 3}, {"IC-X3-INN", 7},
    };
    EXPECT_EQ(per_type, want);
    // IC-4C (four city caps around one inner field) looks the same turned any way but offers its four turns north
    // of the start tile, for the reason BASE-H offers two (RegressionAllBaseTypesAtTheStart).
}

}  // namespace
}  // namespace carc
