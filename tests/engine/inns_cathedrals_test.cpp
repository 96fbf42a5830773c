// Inns & Cathedrals rulings (variants.md F) beyond the published cases: the tile data's marks, an abbey closing an
// inn road (F11) and a two-tile cathedral city in both editions (F14), inn roads and cathedral cities worth nothing
// at the end (F2, F4), the large follower against a mayor (F9) and in a barn's farmer majority (F10), one large
// follower a player that comes back after scoring (F5), six players only with the expansion (F16).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/expansions/inns_cathedrals/inns_cathedrals.h"
#include "engine/game.h"
#include "engine/json_util.h"
#include "engine/rule_options.h"
#include "engine/scenario.h"
#include "engine/spots.h"

namespace carc {
namespace {

// The scores of a scenario, by colour ("red" -> points); empty (with a test failure) when it was refused.
json::Json scores_of(const std::string& text) {
    const ScenarioResult r = run_scenario(text);
    EXPECT_TRUE(r.ok) << r.error;
    if (!r.ok) return json::Json::object();
    const auto out = json::parse(r.output);
    return out ? *json::field(*out, "scores") : json::Json::object();
}

std::string scenario(const std::string& rules, const std::string& players, const std::string& setup,
                     const std::string& moves, bool final_scoring = false) {
    return R"({"format":"carcassonne-scenario/1","rules":)" + rules + R"(,"players":)" + players + R"(,"setup":[)" + setup +
           R"(],"moves":[)" + moves + R"(],"final_scoring":)" + (final_scoring ? "true" : "false") + "}";
}

const std::string kInns = R"({"game":"base","edition":"classic","expansions":["inns_cathedrals"]})";
const std::string kInnsAbbey = R"({"game":"base","edition":"classic","expansions":["abbey_mayor","inns_cathedrals"]})";

int count_marked(int type, unsigned mark) {
    const auto& segs = tiles().type(type).segments;
    return static_cast<int>(std::count_if(segs.begin(), segs.end(), [&](const Segment& s) { return (s.marks & mark) != 0; }));
}

TEST(InnsCathedralsTiles, MarksFollowTheData) {
    const std::vector<int> ic = tiles().of_set("IC");
    int copies = 0, inns = 0, cathedrals = 0;
    for (int t : ic) {
        copies += tiles().type(t).count;
        inns += tiles().type(t).count * count_marked(t, kMarkInn);
        cathedrals += tiles().type(t).count * count_marked(t, kMarkCathedral);
    }
    EXPECT_EQ(copies, 18);
    EXPECT_EQ(inns, 6);
    EXPECT_EQ(cathedrals, 2);
    // IC-X3-INN: of its three roads only the east one has the inn (F1).
    const int x3 = tiles().find("IC-X3-INN");
    ASSERT_GE(x3, 0);
    EXPECT_EQ(count_marked(x3, kMarkInn), 1);
    EXPECT_TRUE(tiles().type(x3).segments[static_cast<size_t>(spot_segment(x3, 0, "E"))].marks & kMarkInn);
    EXPECT_FALSE(tiles().type(x3).segments[static_cast<size_t>(spot_segment(x3, 0, "W"))].marks & kMarkInn);
    // The Wheel of Fortune's copy of an inn tile has no inn (F18).
    EXPECT_EQ(count_marked(tiles().find("WOF-IC-CcRG-S"), kMarkInn), 0);
}

TEST(InnsCathedralsTiles, AMarkColumnThatDisagreesIsRefused) {
    const std::string header = "set,id,count,edges_NESW,cities,roads,rivers,fields,cloister,pennants_total,wheel1,wheel2,wheel3,notes,inns,cathedrals\n";
    const std::string start = "BASE,BASE-D,4,CRFR,c1{N},r{EW},-,\"f{En,Wn}>c1 f{Es,Se,Sw,Ws}\",-,0,,,,,,\n";
    TileSet ok, bad, unknown;
    std::string why;
    EXPECT_TRUE(ok.parse(header + start + "IC,X,1,FRFR,-,r{EW}+inn,-,\"f{Nw,Ne,En,Wn} f{Es,Se,Sw,Ws}\",-,0,,,,,1,0\n", &why)) << why;
    EXPECT_FALSE(bad.parse(header + start + "IC,X,1,FRFR,-,r{EW},-,\"f{Nw,Ne,En,Wn} f{Es,Se,Sw,Ws}\",-,0,,,,,1,0\n", &why));
    EXPECT_NE(why.find("inns"), std::string::npos) << why;
    EXPECT_FALSE(unknown.parse(header + start + "IC,X,1,FRFR,-,r{EW}+well,-,\"f{Nw,Ne,En,Wn} f{Es,Se,Sw,Ws}\",-,0,,,,,0,0\n", &why));
}

TEST(InnsCathedrals, AnAbbeyClosesAnInnRoad) {  // F11: 2 tiles, 2 each; the abbey is not a tile of the road
    const json::Json s = scores_of(scenario(kInnsAbbey, R"(["red","blue"])",
        R"({"tile":"BASE-W","at":[0,0],"rot":0},
           {"tile":"IC-STR-INN","at":[1,0],"rot":0,"figure":{"player":"red","kind":"follower","spot":"E"}},
           {"tile":"BASE-B","at":[2,-1],"rot":0},{"tile":"BASE-B","at":[2,1],"rot":0},{"tile":"BASE-B","at":[3,0],"rot":0})",
        R"({"abbey":true,"at":[2,0]})"));
    EXPECT_EQ(s["red"], 4);
}

// F14: a cathedral city of two tiles, closed by three abbeys: 2 per tile in the first edition, 3 in Classic.
std::string two_tile_cathedral(const char* edition) {
    return scenario(std::string(R"({"game":"base","edition":")") + edition + R"(","expansions":["abbey_mayor","inns_cathedrals"]})",
        R"(["red","blue","green"])",
        R"({"tile":"IC-CATH","at":[0,0],"rot":0,"figure":{"player":"red","kind":"follower","spot":"N"}},
           {"tile":"BASE-E","at":[0,-1],"rot":180},
           {"abbey":true,"at":[1,0],"player":"blue"},{"abbey":true,"at":[-1,0],"player":"green"},
           {"tile":"BASE-B","at":[-1,1],"rot":0},{"tile":"BASE-B","at":[1,1],"rot":0},{"tile":"BASE-B","at":[0,2],"rot":0})",
        R"({"abbey":true,"at":[0,1]})");
}

TEST(InnsCathedrals, TwoTileCathedralCityByEdition) {
    EXPECT_EQ(scores_of(two_tile_cathedral("2000"))["red"], 4);
    EXPECT_EQ(scores_of(two_tile_cathedral("classic"))["red"], 6);
}

TEST(InnsCathedrals, OpenInnRoadsAndCathedralCitiesScoreNothingAtTheEnd) {  // F2, F4; a plain road still scores
    const json::Json s = scores_of(scenario(kInns, R"(["red","blue"])",
        R"({"tile":"IC-STR-INN","at":[0,0],"rot":0,"figure":{"player":"red","kind":"follower","spot":"E"}},
           {"tile":"IC-CATH","at":[5,5],"rot":0,"figure":{"player":"blue","kind":"big","spot":"N"}},
           {"tile":"BASE-U","at":[9,9],"rot":0,"figure":{"player":"red","kind":"follower","spot":"E"}})",
        "", /*final_scoring=*/true));
    EXPECT_EQ(s["red"], 1);
    EXPECT_EQ(s["blue"], 0);
}

// F9: a city of 4 tiles (two bands between two caps) completed by blue: red's large follower (2) against blue's
// mayor (the city's pennants).
json::Json mayor_against_big(const char* band2) {
    return scores_of(scenario(kInnsAbbey, R"(["red","blue"])",
        std::string(R"({"tile":"BASE-E","at":[-1,0],"rot":90,"figure":{"player":"red","kind":"big","spot":"E"}},
           {"tile":"BASE-F","at":[0,0],"rot":0},
           {"tile":")") + band2 + R"(","at":[1,0],"rot":0,"figure":{"player":"blue","kind":"mayor","spot":"E"}})",
        R"({"tile":"BASE-E","at":[2,0],"rot":270})"));
}

TEST(InnsCathedrals, TheLargeFollowerAgainstAMayor) {
    const json::Json one = mayor_against_big("BASE-G");  // 1 pennant: 2 against 1
    EXPECT_EQ(one["red"], 10);
    EXPECT_EQ(one["blue"], 0);
    const json::Json two = mayor_against_big("BASE-F");  // 2 pennants: a tie, both score
    EXPECT_EQ(two["red"], 12);
    EXPECT_EQ(two["blue"], 12);
}

// F10: a barn placed on a farm where red's large farmer meets one of blue's farmers: red's majority takes the 3
// points of the completed city; with a normal follower instead it is a tie.
json::Json barn_on(const char* red_kind) {
    return scores_of(scenario(kInnsAbbey, R"(["red","blue"])",
        std::string(R"({"tile":"BASE-E","at":[0,0],"rot":0,"figure":{"player":"red","kind":")") + red_kind + R"(","spot":"Se"}},
           {"tile":"BASE-E","at":[0,-1],"rot":180},
           {"tile":"BASE-B","at":[1,0],"rot":0,"figure":{"player":"blue","kind":"follower","spot":"Nw"}},
           {"tile":"BASE-B","at":[0,1],"rot":0})",
        R"({"tile":"BASE-B","at":[1,1],"rot":0,"figure":{"kind":"barn","spot":"NW"}})"));
}

TEST(InnsCathedrals, TheLargeFarmerCountsTwoWhenABarnScores) {
    const json::Json big = barn_on("big");
    EXPECT_EQ(big["red"], 3);
    EXPECT_EQ(big["blue"], 0);
    const json::Json plain = barn_on("follower");
    EXPECT_EQ(plain["red"], 3);
    EXPECT_EQ(plain["blue"], 3);
}

TEST(InnsCathedrals, OneLargeFollowerThatComesBackAfterScoring) {  // F5
    Rules r;
    r.inns_cathedrals = true;
    Game g(r, 2, /*normal_start=*/false);
    std::string why;
    ASSERT_TRUE(g.setup_tile(tiles().find("BASE-U"), 0, 0, 0, &why)) << why;
    g.setup_to_move(0);
    EXPECT_EQ(g.supply(0, Figure::Big), 1);
    auto big_offered = [&] {
        for (const Action& a : g.legal_actions())
            if (a.kind == ActionKind::Deploy && a.figure == Figure::Big) return true;
        return false;
    };
    // Red: a crossing west of the road, the large follower on its road; blue passes; red closes the road.
    ASSERT_TRUE(g.apply(Action::draw(tiles().find("BASE-W")), &why)) << why;
    ASSERT_TRUE(g.apply(Action::place(-1, 0, 0), &why)) << why;
    EXPECT_TRUE(big_offered());
    ASSERT_TRUE(g.apply(Action::deploy(Figure::Big, spot_segment(tiles().find("BASE-W"), 0, "E")), &why)) << why;
    EXPECT_EQ(g.supply(0, Figure::Big), 0);
    ASSERT_TRUE(g.apply(Action::draw(tiles().find("BASE-B")), &why)) << why;
    ASSERT_TRUE(g.apply(Action::place(0, 1, 0), &why)) << why;
    ASSERT_TRUE(g.apply(Action::pass(), &why)) << why;
    ASSERT_TRUE(g.apply(Action::draw(tiles().find("BASE-U")), &why)) << why;
    ASSERT_TRUE(g.apply(Action::place(1, 0, 0), &why)) << why;
    EXPECT_FALSE(big_offered()) << "the large follower is on the table";
    EXPECT_FALSE(g.is_legal(Action::deploy(Figure::Big, spot_segment(tiles().find("BASE-U"), 0, "N")), &why));
    ASSERT_TRUE(g.apply(Action::pass(), &why)) << why;
    ASSERT_TRUE(g.apply(Action::draw(tiles().find("BASE-W")), &why)) << why;
    ASSERT_TRUE(g.apply(Action::place(2, 0, 2), &why)) << why;  // the road is closed: 3 tiles
    ASSERT_TRUE(g.apply(Action::pass(), &why)) << why;
    EXPECT_EQ(g.player(0).score, 4);  // the crossing, two straights and the far crossing: 4 tiles, not doubled
    EXPECT_EQ(g.supply(0, Figure::Big), 1);
}

TEST(InnsCathedrals, SixPlayersOnlyWithTheExpansion) {  // F16
    Rules base, ic, wheel_ic;
    ic.inns_cathedrals = true;
    wheel_ic.inns_cathedrals = true;
    wheel_ic.game = GameKind::WheelOfFortune;
    EXPECT_EQ(max_players(base), 5);
    EXPECT_EQ(max_players(ic), 6);
    EXPECT_FALSE(InnsCathedralsModule::hooks().enabled(wheel_ic));
    EXPECT_FALSE(settled(wheel_ic).inns_cathedrals);
}

}  // namespace
}  // namespace carc
