// Capacity: every fixed-size table of the game state holds the largest game of every rule set, and input that
// would need more (tile data with too many types, a scenario set-up, moves onto a full table) is refused with a reason, never written past the end.
#include <gtest/gtest.h>

#include <string>

#include "engine/game.h"
#include "engine/match.h"
#include "engine/scenario.h"

namespace carc {
namespace {

TEST(Capacity, LargestGameOfEveryRuleSetFits) {
    int checked = 0;
    for (const GameKind game : {GameKind::Base, GameKind::WheelOfFortune})
        for (const Edition ed : {Edition::Classic, Edition::First2000})
            for (const bool river : {false, true})
                for (const bool am : {false, true})
                    for (const bool ic : {false, true}) {
                        if (game == GameKind::WheelOfFortune && (river || ic)) continue;
                        Rules rules{game, ed, river, am, WagonRule::Connected};
                        rules.inns_cathedrals = ic;
                        const Game g(rules, kMaxPlayers);
                        // Everything that can reach the table: what is on it, the whole bag, every player's abbey.
                        const int placed = g.num_placed() + g.bag_size() + (am ? kMaxPlayers : 0);
                        int nodes = 0;
                        for (int i = 0; i < g.num_placed(); ++i) nodes += static_cast<int>(tiles().type(g.placed()[i].type).segments.size());
                        for (int t = 0; t < tiles().size(); ++t)
                            nodes += g.remaining(t) * static_cast<int>(tiles().type(t).segments.size());
                        if (am) nodes += kMaxPlayers * static_cast<int>(tiles().type(tiles().role_type(TileRole::Abbey)).segments.size());
                        EXPECT_LE(placed, kMaxPlaced) << rules_summary(rules);
                        EXPECT_LE(nodes, kMaxNodes) << rules_summary(rules);
                        ++checked;
                    }
    EXPECT_EQ(checked, 20);
}

// The tile data may hold up to kMaxTileTypes types (the bag, its masks and Action::tile have room for that
// many): that many load, one more is refused with a reason.
TEST(Capacity, TileDataBeyondTheTypeTablesIsRefused) {
    auto data = [](int types) {
        std::string csv = "set,id,count,edges_NESW,cities,roads,rivers,fields,cloister,pennants_total,wheel1,wheel2,wheel3,notes\n"
                          "BASE,BASE-D,4,CRFR,c1{N},r{EW},-,\"f{En,Wn}>c1 f{Es,Se,Sw,Ws}\",-,0,,,,\n";
        for (int i = 1; i < types; ++i)
            csv += "BASE,T" + std::to_string(i) + ",1,FFFF,-,-,-,\"f{Nw,Ne,En,Es,Se,Sw,Ws,Wn}\",Y,0,,,,\n";
        return csv;
    };
    TileSet full, over;
    std::string why;
    ASSERT_TRUE(full.parse(data(kMaxTileTypes), &why)) << why;
    EXPECT_EQ(full.size(), kMaxTileTypes);
    EXPECT_FALSE(over.parse(data(kMaxTileTypes + 1), &why));
    EXPECT_NE(why.find("more than " + std::to_string(kMaxTileTypes) + " tile types"), std::string::npos) << why;
}

std::string row_scenario(const char* tile, int count, bool with_move) {
    std::string s = R"({"format": "carcassonne-scenario/1", "players": ["red", "blue"], "setup": [)";
    for (int i = 0; i < count; ++i)
        s += std::string(i ? "," : "") + R"({"tile": ")" + tile + R"(", "at": [)" + std::to_string(i - 60) + ", 0]}";
    s += "]";
    if (with_move) s += std::string(R"(, "moves": [{"tile": ")") + tile + R"(", "at": [)" + std::to_string(count - 60) + ", 0]}]";
    return s + "}";
}

TEST(Capacity, OversizedScenarioSetUpIsRefused) {
    // A set-up is counted against the rule set's bag, so no scenario can overfill the tables: the
    // copy beyond the bag is refused (BASE-U has 8 copies, BASE-X one).
    const ScenarioResult r = run_scenario(row_scenario("BASE-U", kMaxPlaced + 1, false));
    ASSERT_FALSE(r.ok);
    EXPECT_NE(r.error.find("setup[8]"), std::string::npos) << r.error;
    EXPECT_NE(r.error.find("8 copies"), std::string::npos) << r.error;
    const ScenarioResult x = run_scenario(row_scenario("BASE-X", kMaxNodes / 8 + 1, false));
    ASSERT_FALSE(x.ok);
    EXPECT_NE(x.error.find("setup[1]"), std::string::npos) << x.error;
}

TEST(Capacity, MovesOntoAFullTableAreRefused) {
    // The whole bag fits the tables (LargestGameOfEveryRuleSetFits), so only the Game API, which places
    // set-up tiles without a bag, can fill the table; a scenario cannot (OversizedScenarioSetUpIsRefused).
    ASSERT_FALSE(run_scenario(row_scenario("BASE-U", kMaxPlaced, true)).ok);
    // A game on a full table: the tile fits nowhere, so it is discarded and nothing is written.
    Game g(Rules{}, 2, false);
    std::string why;
    for (int i = 0; i < kMaxPlaced; ++i) ASSERT_TRUE(g.setup_tile(tiles().find("BASE-U"), i - 60, 0, 0, &why)) << why;
    EXPECT_FALSE(g.setup_tile(tiles().find("BASE-U"), kMaxPlaced - 60, 0, 0, &why));
    g.setup_to_move(0);
    // A crossing would fit at either end of the row, but there is no room left.
    EXPECT_FALSE(g.has_placement(tiles().find("BASE-X")));
    ASSERT_TRUE(g.apply(Action::draw(tiles().find("BASE-X")), &why)) << why;
    EXPECT_EQ(g.num_placed(), kMaxPlaced);
    EXPECT_NE(g.phase(), Phase::Place);
}

}  // namespace
}  // namespace carc
