// River I (variants.md B) as a game: the spring starts the table, river tiles are drawn first and the lake last
// among them, then the normal bag; in a scenario the moves choose the draws (only placement rules apply).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/json_util.h"
#include "engine/rng.h"
#include "engine/scenario.h"

namespace carc {
namespace {

bool has_river(int type) {
    const auto& e = tiles().type(type).edges;
    return std::find(e.begin(), e.end(), Edge::River) != e.end();
}

TEST(River, DrawOrderIsRiverThenLakeThenTheRest) {
    for (const bool am : {false, true})
        for (const Edition ed : {Edition::Classic, Edition::First2000})
            for (uint64_t seed = 1; seed <= 40; ++seed) {
                Game g(Rules{GameKind::Base, ed, true, am, WagonRule::Connected}, 2 + static_cast<int>(seed % 4));
                ASSERT_EQ(g.num_placed(), 1);
                EXPECT_EQ(tiles().type(g.placed()[0].type).role, TileRole::Spring);
                EXPECT_EQ(g.remaining(tiles().start_type()), 3) << "the start tile leaves the game";
                Rng rng(seed);
                std::vector<int> drawn;
                while (!g.is_over()) {
                    if (g.is_chance()) {
                        const Action a = g.sample_chance(rng.next());
                        drawn.push_back(a.tile);
                        ASSERT_TRUE(g.apply(a));
                    } else {
                        const std::vector<Action> legal = g.legal_actions();
                        ASSERT_FALSE(legal.empty());
                        ASSERT_TRUE(g.apply(legal[rng.below(static_cast<uint32_t>(legal.size()))]));
                    }
                }
                ASSERT_GE(drawn.size(), 11u);
                for (size_t i = 0; i < 10; ++i) EXPECT_TRUE(has_river(drawn[i]) && tiles().type(drawn[i]).role != TileRole::Lake) << i;
                EXPECT_EQ(tiles().type(drawn[10]).role, TileRole::Lake);
                for (size_t i = 11; i < drawn.size(); ++i) EXPECT_FALSE(has_river(drawn[i])) << i;
            }
}

TEST(River, GamesRefuseOtherTilesWhileTheRiverLasts) {
    Game g(Rules{GameKind::Base, Edition::Classic, true, false, WagonRule::Connected}, 2);
    std::string why;
    EXPECT_FALSE(g.is_legal(Action::draw(tiles().find("BASE-U")), &why));
    EXPECT_NE(why.find("river"), std::string::npos) << why;
    EXPECT_FALSE(g.is_legal(Action::draw(tiles().find("R1-LAKE")), &why));
    EXPECT_TRUE(g.is_legal(Action::draw(tiles().find("R1-STR")), &why)) << why;
}

TEST(River, ScenarioMovesChooseTheDraws) {
    // A base tile while river tiles are still in the bag: fine in a scenario (SCENARIO.md, the bag paragraph).
    const ScenarioResult r = run_scenario(R"({"format": "carcassonne-scenario/1", "rules": {"expansions": ["river"]},
        "players": ["red", "blue"],
        "moves": [{"tile": "R1-STR", "at": [1, 0]},
                  {"tile": "BASE-B", "at": [1, -1], "figure": {"kind": "follower", "spot": "C"}}],
        "final_scoring": true})");
    ASSERT_TRUE(r.ok) << r.error;
    EXPECT_EQ((*json::parse(r.output))["scores"]["blue"], 3) << r.output;  // the monk: 1 + 2 neighbours
    // But a river tile must still continue the river.
    const ScenarioResult bad = run_scenario(R"({"format": "carcassonne-scenario/1", "rules": {"expansions": ["river"]},
        "players": ["red", "blue"], "moves": [{"tile": "R1-STR", "at": [0, -1], "rot": 90}]})");
    ASSERT_FALSE(bad.ok);
    EXPECT_NE(bad.error.find("moves[0]"), std::string::npos) << bad.error;
}

}  // namespace
}  // namespace carc
