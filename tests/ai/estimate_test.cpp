// The fitted evaluation (ai/estimate.h): its terms on set-up positions, the rule sets' weights, and that the
// committed weights predict playout self-play's final scores better than the score alone. And the greedy
// evaluation's worth of a blocked city and cloister (ai/evaluate.h).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <string>

#include "ai/estimate.h"
#include "ai/evaluate.h"
#include "ai/players.h"
#include "ai/search.h"
#include "engine/expansions/wheel/wheel.h"

namespace carc::ai {
namespace {

int type_of(const char* id) {
    const int t = tiles().find(id);
    EXPECT_GE(t, 0) << id;
    return t;
}

int term(const char* name) {
    for (int k = 0; k < kEstimateTerms; ++k)
        if (std::string(estimate_term_names()[k]) == name) return k;
    ADD_FAILURE() << "no term " << name;
    return 0;
}

// A table with one BASE-D (a city cap open to the north, a road east-west) at (0,0); *city: its city's node.
Game open_city_cap(int* city) {
    Game g(Rules{}, 2, false);
    std::string why;
    EXPECT_TRUE(g.setup_tile(type_of("BASE-D"), 0, 0, 0, &why)) << why;
    const PlacedTile& p = g.placed()[0];
    *city = p.node_base + tiles().oriented(p.type, p.rot).side_seg[0];
    return g;
}

// Every tile leaves the bag: no open cell can be filled any more.
void empty_bag(Game& g) {
    for (int ty = 0; ty < tiles().size(); ++ty)
        while (g.remaining(ty) > 0) g.take_from_bag(ty);
}

TEST(Estimate, AClosedCityAddsNothingToCome) {
    Game g(Rules{}, 2, false);
    std::string why;
    // BASE-D (city cap north, road east-west) at (0,0) and another turned 180 degrees above it: two caps facing
    // each other close a city of two tiles.
    ASSERT_TRUE(g.setup_tile(type_of("BASE-D"), 0, 0, 0, &why)) << why;
    ASSERT_TRUE(g.setup_tile(type_of("BASE-D"), 0, -1, 2, &why)) << why;
    const PlacedTile& p = g.placed()[0];
    const int city_seg = tiles().oriented(p.type, p.rot).side_seg[0];
    ASSERT_GE(city_seg, 0);
    ASSERT_TRUE(g.setup_figure(0, Figure::Follower, 0, city_seg, &why)) << why;
    ASSERT_EQ(g.feature_open_edges(p.node_base + city_seg), 0);
    std::array<EstimateTerms, kMaxPlayers> t;
    estimate_terms(g, &t);
    for (const char* name : {"city_one_open", "city_more_open", "cities", "city_blocked"})
        EXPECT_EQ(t[0][static_cast<size_t>(term(name))], 0) << name;
    EXPECT_EQ(t[0][static_cast<size_t>(term("supply"))], g.player(0).followers);
    EXPECT_EQ(t[0][static_cast<size_t>(term("bias"))], 1);
}

// A road from a cloister (BASE-A at (0,0), its road running south) counts its tile and one road while it is open;
// a second BASE-A turned 180 degrees below it closes the road between the two cloisters, which then adds nothing.
TEST(Estimate, AClosedRoadAddsNothingToCome) {
    Game g(Rules{}, 2, false);
    std::string why;
    ASSERT_TRUE(g.setup_tile(type_of("BASE-A"), 0, 0, 0, &why)) << why;
    const PlacedTile& p = g.placed()[0];
    const int road_seg = tiles().oriented(p.type, p.rot).side_seg[2];
    ASSERT_GE(road_seg, 0);
    ASSERT_TRUE(g.setup_figure(0, Figure::Follower, 0, road_seg, &why)) << why;
    std::array<EstimateTerms, kMaxPlayers> t;
    estimate_terms(g, &t);
    EXPECT_EQ(t[0][static_cast<size_t>(term("road_tiles"))], 1);
    EXPECT_EQ(t[0][static_cast<size_t>(term("roads"))], 1);
    ASSERT_TRUE(g.setup_tile(type_of("BASE-A"), 0, 1, 2, &why)) << why;
    ASSERT_EQ(g.feature_open_edges(p.node_base + road_seg), 0);
    estimate_terms(g, &t);
    for (const char* name : {"road_tiles", "roads", "road_tiles_blocked"})
        EXPECT_EQ(t[0][static_cast<size_t>(term(name))], 0) << name;
}

TEST(Estimate, OpenCityHeldByTheMostFigures) {
    int city = -1;
    Game g = open_city_cap(&city);
    std::string why;
    ASSERT_TRUE(g.setup_figure(1, Figure::Follower, 0, g.node_segment(city), &why)) << why;
    std::array<EstimateTerms, kMaxPlayers> t;
    estimate_terms(g, &t);
    EXPECT_EQ(t[1][static_cast<size_t>(term("city_one_open"))], 1);  // one tile, no pennant, one open edge
    EXPECT_EQ(t[1][static_cast<size_t>(term("cities"))], 1);
    EXPECT_EQ(t[0][static_cast<size_t>(term("cities"))], 0);
    // Once no tile left can close it, the same city counts as blocked.
    empty_bag(g);
    estimate_terms(g, &t);
    EXPECT_EQ(t[1][static_cast<size_t>(term("city_one_open"))], 0);
    EXPECT_EQ(t[1][static_cast<size_t>(term("city_blocked"))], 1);
}

TEST(Estimate, EveryTermHasItsOwnName) {
    std::set<std::string> names;
    for (int k = 0; k < kEstimateTerms; ++k) {
        ASSERT_NE(estimate_term_names()[k], nullptr) << k;
        names.insert(estimate_term_names()[k]);
    }
    EXPECT_EQ(static_cast<int>(names.size()), kEstimateTerms);
    EXPECT_EQ(term("supply"), kBaseEstimateTerms - 1);  // the base game's terms come first
    EXPECT_GE(term("am_abbey"), kBaseEstimateTerms);
    EXPECT_GE(term("wheel_crowns"), kBaseEstimateTerms);
}

// With Abbey & Mayor a mayor is as strong as its city's pennants: two pennants beat one follower, and a mayor
// alone in a city without pennants holds nothing. The supplies are terms of their own.
TEST(Estimate, AMayorHoldsACityByItsPennants) {
    Rules r;
    r.abbey_mayor = true;
    Game g(r, 2, false);
    std::string why;
    auto city_spot = [&](int idx) { return tiles().oriented(g.placed()[static_cast<size_t>(idx)].type, 0).side_seg[1]; };
    ASSERT_TRUE(g.setup_tile(type_of("BASE-F"), 0, 0, 0, &why)) << why;  // city east-west with a pennant
    ASSERT_TRUE(g.setup_figure(1, Figure::Mayor, 0, city_spot(0), &why)) << why;
    ASSERT_TRUE(g.setup_tile(type_of("BASE-F"), 2, 0, 0, &why)) << why;
    ASSERT_TRUE(g.setup_figure(0, Figure::Follower, 1, city_spot(1), &why)) << why;
    ASSERT_TRUE(g.setup_tile(type_of("BASE-G"), 1, 0, 0, &why)) << why;  // joins them: 3 tiles, 2 pennants
    std::array<EstimateTerms, kMaxPlayers> t;
    estimate_terms(g, &t);
    EXPECT_EQ(t[1][static_cast<size_t>(term("cities"))], 1);
    EXPECT_EQ(t[1][static_cast<size_t>(term("city_more_open"))], 3 + 2);
    EXPECT_EQ(t[0][static_cast<size_t>(term("cities"))], 0);
    EXPECT_EQ(t[0][static_cast<size_t>(term("am_mayor"))], 1);
    EXPECT_EQ(t[1][static_cast<size_t>(term("am_mayor"))], 0);
    EXPECT_EQ(t[0][static_cast<size_t>(term("am_abbey"))], 1);
    EXPECT_EQ(t[0][static_cast<size_t>(term("am_abbey_hole"))], 0);  // no hole on the board for it

    Game lone(r, 2, false);
    ASSERT_TRUE(lone.setup_tile(type_of("BASE-G"), 0, 0, 0, &why)) << why;  // no pennant
    ASSERT_TRUE(lone.setup_figure(0, Figure::Mayor, 0, tiles().oriented(lone.placed()[0].type, 0).side_seg[1], &why)) << why;
    estimate_terms(lone, &t);
    for (int p = 0; p < 2; ++p) EXPECT_EQ(t[static_cast<size_t>(p)][static_cast<size_t>(term("cities"))], 0) << p;
}

// Under the Wheel of Fortune: a follower on a crown space and what Tax would pay a knight now.
TEST(Estimate, WheelCrownsAndTax) {
    Rules r;
    r.game = GameKind::WheelOfFortune;
    Game g(r, 2, false);
    std::string why;
    ASSERT_TRUE(setup_crown(g, 0, 1, &why)) << why;
    ASSERT_TRUE(g.setup_tile(type_of("WOF-F"), 20, 20, 0, &why)) << why;  // a city with a pennant
    const PlacedTile& p = g.placed()[static_cast<size_t>(g.num_placed() - 1)];
    ASSERT_TRUE(g.setup_figure(1, Figure::Follower, g.num_placed() - 1, tiles().oriented(p.type, 0).side_seg[1], &why)) << why;
    std::array<EstimateTerms, kMaxPlayers> t;
    estimate_terms(g, &t);
    EXPECT_EQ(t[0][static_cast<size_t>(term("wheel_crown_followers"))], 1);
    EXPECT_EQ(t[1][static_cast<size_t>(term("wheel_crown_followers"))], 0);
    EXPECT_GT(t[0][static_cast<size_t>(term("wheel_crowns"))], 0);
    EXPECT_EQ(t[1][static_cast<size_t>(term("wheel_tax"))], 1 * (1 + 1));  // one knight, one pennant
    EXPECT_EQ(t[0][static_cast<size_t>(term("wheel_tax"))], 0);
    // Nothing of Abbey & Mayor's in a game without it.
    EXPECT_EQ(t[0][static_cast<size_t>(term("am_abbey"))], 0);
}

TEST(GreedyEvaluation, ABlockedCityIsWorthItsUnfinishedValue) {
    int city = -1;
    Game g = open_city_cap(&city);
    bool field = true;
    EXPECT_EQ(open_feature_worth(g, city, &field), 4 * 3 / 2);  // one tile: between 1x and 2x, in quarter points
    EXPECT_FALSE(field);
    empty_bag(g);
    EXPECT_EQ(open_feature_worth(g, city, &field), 4);  // no tile can finish it: 1x
}

TEST(GreedyEvaluation, ABlockedCloisterLosesTheHopeOfNine) {
    Game g(Rules{}, 2, false);
    std::string why;
    ASSERT_TRUE(g.setup_tile(type_of("BASE-B"), 0, 0, 0, &why)) << why;  // a cloister in fields
    int cloister = -1;
    const TileType& tt = tiles().type(g.placed()[0].type);
    for (size_t i = 0; i < tt.segments.size(); ++i)
        if (tt.segments[i].kind == SegKind::Cloister) cloister = g.placed()[0].node_base + static_cast<int>(i);
    ASSERT_GE(cloister, 0);
    bool field = false;
    EXPECT_EQ(open_feature_worth(g, cloister, &field), 4 * 1 + 4);
    empty_bag(g);
    EXPECT_EQ(open_feature_worth(g, cloister, &field), 4 * 1);
}

TEST(Estimate, RuleSetsAndStages) {
    Rules r;
    EXPECT_STREQ(estimate_rules_name(estimate_rules(r)), "classic");
    r.edition = Edition::First2000;
    EXPECT_STREQ(estimate_rules_name(estimate_rules(r)), "2000");
    r.river = true;
    EXPECT_STREQ(estimate_rules_name(estimate_rules(r)), "river");
    r.abbey_mayor = true;
    EXPECT_STREQ(estimate_rules_name(estimate_rules(r)), "abbey-mayor");
    r.inns_cathedrals = true;
    EXPECT_STREQ(estimate_rules_name(estimate_rules(r)), "inns-cathedrals");
    r.inns_cathedrals = false;
    r.game = GameKind::WheelOfFortune;
    EXPECT_STREQ(estimate_rules_name(estimate_rules(r)), "wheel");
    const Game g(Rules{}, 2);
    EXPECT_EQ(estimate_stage(g), std::min(g.bag_size() / 8, kEstimateStages - 1));
}

// A player's margin is its estimate less the best other player's, in positions of a three-player playout game.
TEST(Estimate, MarginAgainstTheBestOther) {
    int checked = 0;
    playout_self_play(Rules{}, 3, 77, fit_playout_config(), [&](const Game& g) {
        std::array<double, kMaxPlayers> v;
        estimate_final_scores(g, &v);
        for (int p = 0; p < 3; ++p) {
            const double other = std::max(v[static_cast<size_t>((p + 1) % 3)], v[static_cast<size_t>((p + 2) % 3)]);
            EXPECT_DOUBLE_EQ(estimate_margin(g, p), v[static_cast<size_t>(p)] - other);
        }
        ++checked;
    });
    EXPECT_GT(checked, 60);
}

// The committed weights against playout self-play on seeds the fit never saw: the estimate's error must be well
// under the error of expecting no more points at all (the weights match the terms and each rule set).
TEST(Estimate, CommittedWeightsPredictPlayoutGames) {
    const SearchConfig cfg = fit_playout_config();
    Rules rules[3];
    rules[1].abbey_mayor = true;
    rules[2].game = GameKind::WheelOfFortune;
    for (const Rules& r : rules) {
        double se_fit = 0, se_none = 0;
        for (uint64_t seed = 900000; seed < 900040; ++seed) {
            // Each turn's estimate and score per player, judged once the game's final scores are known.
            std::vector<std::array<double, 4>> at;
            const Game end = playout_self_play(r, 2, seed, cfg, [&](const Game& g) {
                std::array<double, kMaxPlayers> est;
                estimate_final_scores(g, &est);
                at.push_back({est[0], est[1], static_cast<double>(g.player(0).score),
                              static_cast<double>(g.player(1).score)});
            });
            for (const auto& [est0, est1, score0, score1] : at) {
                const double final0 = end.player(0).score, final1 = end.player(1).score;
                se_fit += std::pow(est0 - final0, 2) + std::pow(est1 - final1, 2);
                se_none += std::pow(score0 - final0, 2) + std::pow(score1 - final1, 2);
            }
        }
        EXPECT_LT(se_fit, 0.25 * se_none) << estimate_rules_name(estimate_rules(r));
    }
}

// The weights fitted to the greedy player's self-play (ev:gfit) on greedy games the fit never saw: well under the
// error of no more points, and under the error of the weights fitted to playouts, which expect fewer points.
TEST(Estimate, GreedyWeightsPredictGreedyGames) {
    Rules rules[3];
    rules[1].abbey_mayor = true;
    rules[2].game = GameKind::WheelOfFortune;
    for (const Rules& r : rules) {
        double se_greedy = 0, se_playout = 0, se_none = 0;
        for (uint64_t seed = 900000; seed < 900020; ++seed) {
            std::vector<std::array<double, 6>> at;
            const Game end = greedy_self_play(r, 2, seed, [&](const Game& g) {
                std::array<double, kMaxPlayers> greedy, playout;
                estimate_final_scores(g, &greedy, nullptr, EstimateFit::Greedy);
                estimate_final_scores(g, &playout, nullptr, EstimateFit::Playout);
                at.push_back({greedy[0], greedy[1], playout[0], playout[1], static_cast<double>(g.player(0).score),
                              static_cast<double>(g.player(1).score)});
            });
            const double final0 = end.player(0).score, final1 = end.player(1).score;
            for (const auto& [g0, g1, p0, p1, s0, s1] : at) {
                se_greedy += std::pow(g0 - final0, 2) + std::pow(g1 - final1, 2);
                se_playout += std::pow(p0 - final0, 2) + std::pow(p1 - final1, 2);
                se_none += std::pow(s0 - final0, 2) + std::pow(s1 - final1, 2);
            }
        }
        EXPECT_LT(se_greedy, 0.25 * se_none) << estimate_rules_name(estimate_rules(r));
        EXPECT_LT(se_greedy, se_playout) << estimate_rules_name(estimate_rules(r));
    }
}

}  // namespace
}  // namespace carc::ai
