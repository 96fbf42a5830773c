// The published acceptance cases (the tests' copy in data/cases of the shared rules folder's cases/) through
// carc::run_scenario, a check that the copy matches that folder when it is present (CARC_SHARED_DIR, set in
// tests/engine/CMakeLists.txt), and a few cases rebuilt by
// hand with the Game API to check the score events in detail.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/json_util.h"
#include "engine/rng.h"
#include "engine/scenario.h"
#include "engine/spots.h"

namespace carc {
namespace {

namespace fs = std::filesystem;

const fs::path kCases = fs::path(CARC_CASES_DIR);
const fs::path kPublished = fs::path(CARC_SHARED_DIR) / "rules" / "cases";

std::string read_text(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::vector<std::string> case_names() {
    std::vector<std::string> names;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(kCases / "scenarios", ec))
        if (e.path().extension() == ".json") names.push_back(e.path().stem().string());
    std::sort(names.begin(), names.end());
    return names;
}

bool is_wheel(const json::Json& scenario) {
    const json::Json* rules = json::field(scenario, "rules");
    return rules && json::get_string(*rules, "game").value_or("base") == "wheel_of_fortune";
}

TEST(CasesFolder, HoldsThePublishedCases) {
    const std::vector<std::string> names = case_names();
    EXPECT_GE(names.size(), 30u) << "no cases found under " << kCases;
    int base = 0, wheel = 0;
    for (const std::string& n : names) {
        EXPECT_TRUE(fs::exists(kCases / "expected" / (n + ".json"))) << n << " has no expected result";
        const auto j = json::parse(read_text(kCases / "scenarios" / (n + ".json")));
        ASSERT_TRUE(j) << n;
        ++(is_wheel(*j) ? wheel : base);
    }
    EXPECT_GE(base, 20);
    EXPECT_GE(wheel, 9);  // W1-a, W1-b, W2, W8, W10-a..e
}

// The files of a cases folder (README, scenarios/, expected/), relative to it, sorted.
std::vector<std::string> case_files(const fs::path& root) {
    std::vector<std::string> out;
    std::error_code ec;
    for (const auto& e : fs::recursive_directory_iterator(root, ec))
        if (e.is_regular_file()) out.push_back(fs::relative(e.path(), root).generic_string());
    std::sort(out.begin(), out.end());
    return out;
}

TEST(CasesFolder, CopyMatchesThePublishedCases) {
    if (!fs::exists(kPublished / "scenarios")) GTEST_SKIP() << "no published cases at " << kPublished;
    const std::vector<std::string> ours = case_files(kCases), theirs = case_files(kPublished);
    EXPECT_EQ(ours, theirs) << "tests/engine/data/cases lists other files than " << kPublished;
    for (const std::string& f : theirs)
        EXPECT_EQ(read_text(kCases / f), read_text(kPublished / f)) << f << " differs from the published file; copy it again";
}

// The engine's tile catalogue (compiled into it from src/engine/data/tiles.csv) is a copy of the shared rules
// folder's; when that folder is present, the copy must still be the same file.
TEST(TileData, CopyMatchesTheSharedCatalogue) {
    const fs::path shared = fs::path(CARC_SHARED_DIR) / "rules" / "tiles.csv";
    if (!fs::exists(shared)) GTEST_SKIP() << "no shared tile catalogue at " << shared;
    EXPECT_EQ(read_text(fs::path(CARC_ENGINE_DATA) / "tiles.csv"), read_text(shared))
        << "src/engine/data/tiles.csv differs from " << shared << "; copy it again";
}

class PublishedCase : public ::testing::TestWithParam<std::string> {};

TEST_P(PublishedCase, MatchesExpected) {
    const std::string name = GetParam();
    const std::string text = read_text(kCases / "scenarios" / (name + ".json"));
    const auto scenario = json::parse(text);
    ASSERT_TRUE(scenario) << name << ": scenario is not JSON";
    const auto expected = json::parse(read_text(kCases / "expected" / (name + ".json")));
    ASSERT_TRUE(expected) << name << ": expected result is not JSON";
    const ScenarioResult r = run_scenario(text);

    if (json::get_bool(*expected, "refused").value_or(false)) {
        EXPECT_FALSE(r.ok) << name << " must be refused, got " << r.output;
        EXPECT_FALSE(r.error.empty()) << name << ": a refusal names the reason";
        EXPECT_EQ(r.error.find('\n'), std::string::npos) << name << ": the reason is one line";
        return;
    }
    ASSERT_TRUE(r.ok) << name << " refused: " << r.error;
    const auto out = json::parse(r.output);
    ASSERT_TRUE(out) << name << ": output is not JSON: " << r.output;
    const json::Json* got = json::field(*out, "scores");
    const json::Json* want = json::field(*expected, "scores");
    ASSERT_TRUE(got && want) << name;
    EXPECT_EQ(*got, *want) << name << ": got " << got->dump() << ", expected " << want->dump();
    // Every event names a known kind and the points add up to the scores.
    const json::Json* events = json::field(*out, "events");
    ASSERT_TRUE(events && events->is_array()) << name;
    json::Json sum = json::Json::object();
    for (const auto& [colour, pts] : got->items()) sum[colour] = 0;
    for (const json::Json& e : *events) {
        ASSERT_TRUE(json::get_string(e, "kind")) << name;
        const json::Json* pts = json::field(e, "points");
        ASSERT_TRUE(pts && pts->is_object()) << name;
        for (const auto& [colour, p] : pts->items()) sum[colour] = sum[colour].get<int>() + p.get<int>();
    }
    EXPECT_EQ(sum, *got) << name << ": events do not add up to the scores";
}

INSTANTIATE_TEST_SUITE_P(Shared, PublishedCase, ::testing::ValuesIn(case_names()),
                         [](const ::testing::TestParamInfo<std::string>& param_info) {
                             std::string s = param_info.param;
                             for (char& c : s)
                                 if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                             return s;
                         });

TEST(Scenario, RefusesBadInputWithAReason) {
    const std::vector<std::string> bad = {
        "",
        "not json",
        "[]",
        R"({"format": "carcassonne-scenario/2", "players": ["red", "blue"]})",
        R"({"format": "carcassonne-scenario/1", "players": ["red"]})",
        R"({"format": "carcassonne-scenario/1", "players": ["red", "pink"]})",
        R"({"format": "carcassonne-scenario/1", "players": ["red", "blue"], "moves": [{"tile": "BASE-Z", "at": [1, 0]}]})",
        R"({"format": "carcassonne-scenario/1", "players": ["red", "blue"], "moves": [{"tile": "BASE-E", "at": [1, 0], "rot": 45}]})",
        // BASE-E at (1,0): its west edge is a field, the start tile's east edge a road.
        R"({"format": "carcassonne-scenario/1", "players": ["red", "blue"], "moves": [{"tile": "BASE-E", "at": [1, 0]}]})",
        R"({"format": "carcassonne-scenario/1", "players": ["red", "blue"], "moves": [{"tile": "BASE-U", "at": [5, 5]}]})",
        R"({"format": "carcassonne-scenario/1", "players": ["red", "blue"],
            "moves": [{"tile": "BASE-U", "at": [1, 0], "figure": {"kind": "follower", "spot": "C"}}]})",
    };
    for (const std::string& text : bad) {
        const ScenarioResult r = run_scenario(text);
        EXPECT_FALSE(r.ok) << text;
        EXPECT_FALSE(r.error.empty()) << text;
    }
    const ScenarioResult edge = run_scenario(bad[8]);
    EXPECT_NE(edge.error.find("moves[0]"), std::string::npos) << edge.error;
    EXPECT_NE(edge.error.find("does not match"), std::string::npos) << edge.error;
}

// ---- Cases rebuilt with the Game API ----

struct Table {
    Game g;
    explicit Table(Edition ed) : g(Rules{GameKind::Base, ed, false, false, WagonRule::Connected}, 2, false) {}
    int put(const char* id, int x, int y, int rot_deg) {
        std::string why;
        EXPECT_TRUE(g.setup_tile(tiles().find(id), x, y, rot_deg / 90, &why)) << id << ": " << why;
        return g.num_placed() - 1;
    }
    void figure(int player, int idx, const char* spot) {
        const PlacedTile& p = g.placed()[idx];
        const int seg = spot_segment(p.type, p.rot, spot);
        ASSERT_GE(seg, 0) << spot;
        std::string why;
        EXPECT_TRUE(g.setup_figure(player, Figure::Follower, idx, seg, &why)) << why;
    }
    // One turn: draw, place, then deploy a follower on `spot` or pass.
    void move(const char* id, int x, int y, int rot_deg, const char* spot = nullptr) {
        std::string why;
        ASSERT_EQ(g.phase(), Phase::Draw);
        ASSERT_TRUE(g.apply(Action::draw(tiles().find(id)), &why)) << why;
        ASSERT_EQ(g.phase(), Phase::Place);
        ASSERT_TRUE(g.apply(Action::place(x, y, rot_deg / 90), &why)) << why;
        ASSERT_EQ(g.phase(), Phase::Deploy);
        if (spot) {
            const PlacedTile& p = g.placed()[g.last_placed()];
            ASSERT_TRUE(g.apply(Action::deploy(Figure::Follower, spot_segment(p.type, p.rot, spot)), &why)) << why;
        } else {
            ASSERT_TRUE(g.apply(Action::pass(), &why)) << why;
        }
    }
    int score(int p) const { return g.player(p).score; }
};

// S04: a city of 4 tiles, one of them (BASE-I) with both caps in it... rebuilt from cases/scenarios/S04.json.
TEST(GameCases, S04CityCountsTilesNotSegments) {
    Table t(Edition::Classic);
    const int i = t.put("BASE-I", 1, 1, 0);
    t.figure(0, i, "N");
    t.put("BASE-N", 1, 0, 270);
    t.put("BASE-N", 0, 0, 180);
    t.g.setup_to_move(0);
    EXPECT_EQ(t.g.player(0).followers, 6);
    t.move("BASE-N", 0, 1, 90);
    EXPECT_EQ(t.score(0), 8);
    EXPECT_EQ(t.score(1), 0);
    ASSERT_EQ(t.g.events().size(), 1u);
    const ScoreEvent& e = t.g.events()[0];
    EXPECT_EQ(e.kind, EventKind::City);
    EXPECT_EQ(e.rule, ScoreRule::CityComplete);
    EXPECT_EQ(e.tiles, 4);
    EXPECT_EQ(e.pennants, 0);
    EXPECT_FALSE(e.final);
    EXPECT_EQ(e.points[0], 8);
    // The knight came back.
    EXPECT_EQ(t.g.player(0).followers, 7);
    EXPECT_EQ(t.g.num_figures(), 0);
    // The next player is to move.
    EXPECT_EQ(t.g.turn_player(), 1);
}

// S05: two knights of different players tie in a completed 4-tile city with a pennant: both score 10.
TEST(GameCases, S05TiedKnightsBothScore) {
    Table t(Edition::Classic);
    const int e1 = t.put("BASE-E", 0, 0, 90);
    t.figure(0, e1, "E");
    t.put("BASE-G", 1, 0, 0);
    t.put("BASE-U", 1, 1, 0);
    t.put("BASE-U", 2, 1, 0);
    t.put("BASE-U", 3, 1, 0);
    const int e2 = t.put("BASE-E", 3, 0, 270);
    t.figure(1, e2, "W");
    t.g.setup_to_move(0);
    t.move("BASE-F", 2, 0, 0);
    EXPECT_EQ(t.score(0), 10);
    EXPECT_EQ(t.score(1), 10);
    ASSERT_EQ(t.g.events().size(), 1u);
    const ScoreEvent& e = t.g.events()[0];
    EXPECT_EQ(e.kind, EventKind::City);
    EXPECT_EQ(e.rule, ScoreRule::CityComplete);
    EXPECT_EQ(e.tiles, 4);
    EXPECT_EQ(e.pennants, 1);
    EXPECT_EQ(e.points[0], 10);
    EXPECT_EQ(e.points[1], 10);
    EXPECT_EQ(t.g.player(0).followers, 7);
    EXPECT_EQ(t.g.player(1).followers, 7);
}

// S07: a follower put into a 2-tile city that the same placement completes scores and returns at once.
// Classic: 2 per tile = 4. First edition: the 2-tile exception, 1 per tile = 2.
TEST(GameCases, S07TwoTileCityUnderBothEditions) {
    struct Want {
        Edition ed;
        int points;
        ScoreRule rule;
    };
    for (const Want w : {Want{Edition::Classic, 4, ScoreRule::CityComplete}, Want{Edition::First2000, 2, ScoreRule::CitySmall2000}}) {
        Table t(w.ed);
        t.put("BASE-E", 0, 0, 0);
        t.g.setup_to_move(0);
        t.move("BASE-E", 0, -1, 180, "S");
        EXPECT_EQ(t.score(0), w.points);
        EXPECT_EQ(t.score(1), 0);
        ASSERT_EQ(t.g.events().size(), 1u);
        EXPECT_EQ(t.g.events()[0].kind, EventKind::City);
        EXPECT_EQ(t.g.events()[0].rule, w.rule);
        EXPECT_EQ(t.g.events()[0].tiles, 2);
        EXPECT_EQ(t.g.player(0).followers, 7);  // scored and returned in the same turn
        EXPECT_EQ(t.g.num_figures(), 0);
    }
}

// S15: one farmer next to three completed 2-tile cities. Classic: one farm event, 3 cities x 3 = 9.
// First edition: each city scored on its own, 4 points each = 12 in three events.
TEST(GameCases, S15FarmUnderBothEditions) {
    for (const Edition ed : {Edition::Classic, Edition::First2000}) {
        Table t(ed);
        const int h = t.put("BASE-H", 0, 0, 0);
        t.figure(0, h, "En");  // blue is player 0 here
        t.put("BASE-H", 1, 0, 0);
        t.put("BASE-E", 0, -1, 180);
        t.put("BASE-E", 0, 1, 0);
        t.g.setup_to_move(0);
        t.move("BASE-E", 1, -1, 180);
        EXPECT_EQ(t.score(0), 0) << "cities completed with no knight score nothing";
        EXPECT_TRUE(t.g.events().empty());
        t.g.final_scoring();
        std::vector<ScoreEvent> farms;
        for (const ScoreEvent& e : t.g.events()) {
            EXPECT_TRUE(e.final);
            EXPECT_EQ(e.kind, EventKind::Farm);
            farms.push_back(e);
        }
        if (ed == Edition::Classic) {
            EXPECT_EQ(t.score(0), 9);
            ASSERT_EQ(farms.size(), 1u);
            EXPECT_EQ(farms[0].rule, ScoreRule::FarmClassic);
            EXPECT_EQ(farms[0].cities, 3);
            EXPECT_EQ(farms[0].points[0], 9);
        } else {
            EXPECT_EQ(t.score(0), 12);
            ASSERT_EQ(farms.size(), 3u);
            for (const ScoreEvent& e : farms) {
                EXPECT_EQ(e.rule, ScoreRule::Farm2000);
                EXPECT_EQ(e.cities, 1);
                EXPECT_EQ(e.points[0], 4);
            }
        }
        EXPECT_EQ(t.score(1), 0);
        // Final scoring is idempotent.
        const int before = t.score(0);
        t.g.final_scoring();
        EXPECT_EQ(t.score(0), before);
        EXPECT_TRUE(t.g.final_scored());
    }
}

// S14: farms with a farmer each; classic 6 / 3, first edition 8 / 4 (cases.md).
TEST(GameCases, S14FarmersUnderBothEditions) {
    for (const Edition ed : {Edition::Classic, Edition::First2000}) {
        Table t(ed);
        const int h = t.put("BASE-H", 0, 0, 0);
        t.figure(0, h, "En");
        t.put("BASE-E", 0, -1, 180);
        const int e = t.put("BASE-E", 0, 1, 0);
        t.figure(1, e, "Es");
        t.g.setup_to_move(0);
        t.move("BASE-E", 0, 2, 90);
        t.g.final_scoring();
        if (ed == Edition::Classic) {
            EXPECT_EQ(t.score(0), 6);
            EXPECT_EQ(t.score(1), 3);
        } else {
            EXPECT_EQ(t.score(0), 8);
            EXPECT_EQ(t.score(1), 4);
        }
    }
}

// S06-like: a cloister surrounded on all 8 sides scores 9 the moment the last neighbour is placed.
TEST(GameCases, SurroundedCloisterScoresNine) {
    Table t(Edition::Classic);
    const int c = t.put("BASE-B", 0, 0, 0);
    t.figure(0, c, "C");
    t.put("BASE-B", -1, -1, 0);
    t.put("BASE-B", 0, -1, 0);
    t.put("BASE-B", 1, -1, 0);
    t.put("BASE-E", -1, 0, 270);  // cities facing outwards, fields towards the cloister
    t.put("BASE-E", 1, 0, 90);
    t.put("BASE-E", -1, 1, 270);
    t.put("BASE-E", 1, 1, 90);
    t.g.setup_to_move(1);
    EXPECT_EQ(t.g.cloister_neighbours(c), 7);
    t.move("BASE-E", 0, 1, 180);
    EXPECT_EQ(t.score(0), 9);
    EXPECT_EQ(t.score(1), 0);
    ASSERT_EQ(t.g.events().size(), 1u);
    EXPECT_EQ(t.g.events()[0].kind, EventKind::Cloister);
    EXPECT_EQ(t.g.events()[0].rule, ScoreRule::CloisterComplete);
    EXPECT_EQ(t.g.player(0).followers, 7);
}

// A follower cannot join a feature that is already occupied (anywhere, by anyone).
TEST(GameCases, OccupiedFeatureRefusesAFollower) {
    Table t(Edition::Classic);
    const int u = t.put("BASE-U", 0, 0, 0);  // road east-west
    t.figure(1, u, "E");
    t.g.setup_to_move(0);
    std::string why;
    ASSERT_TRUE(t.g.apply(Action::draw(tiles().find("BASE-U")), &why)) << why;
    ASSERT_TRUE(t.g.apply(Action::place(1, 0, 0), &why)) << why;
    const PlacedTile& p = t.g.placed()[t.g.last_placed()];
    const int road = spot_segment(p.type, p.rot, "W");
    EXPECT_FALSE(t.g.apply(Action::deploy(Figure::Follower, road), &why));
    EXPECT_FALSE(why.empty());
    for (const Action& a : t.g.legal_actions()) EXPECT_NE(a, Action::deploy(Figure::Follower, road));
    EXPECT_TRUE(t.g.apply(Action::deploy(Figure::Follower, spot_segment(p.type, p.rot, "Nw")), &why)) << why;
}

// ---- Further cases built from the rulings in variants.md (the kept-back cases are not published) ----

// variants.md A5/A5b (the S20 kind of board): one completed city (BASE-G capped by two BASE-E) touched by four
// separate farms. Blue has farmers on two of them (north and south of G), Red on one (west cap).
// Classic: each farm on its own, 3 per city: Blue 3 + 3 = 6, Red 3. First edition: the city once, to the
// majority of all farmers around it: Blue (2) beats Red (1), Blue 4, Red 0.
TEST(GameCases, OneCityTouchedBySeveralFarms) {
    for (const Edition ed : {Edition::Classic, Edition::First2000}) {
        Table t(ed);
        const int g = t.put("BASE-G", 0, 0, 0);
        const int w = t.put("BASE-E", -1, 0, 90);
        t.put("BASE-E", 1, 0, 270);
        t.figure(0, g, "Nw");
        t.figure(0, g, "Se");
        t.figure(1, w, "Nw");
        ASSERT_TRUE(t.g.feature_complete(t.g.placed()[g].node_base + 0));
        t.g.final_scoring();
        if (ed == Edition::Classic) {
            EXPECT_EQ(t.score(0), 6);
            EXPECT_EQ(t.score(1), 3);
        } else {
            EXPECT_EQ(t.score(0), 4);
            EXPECT_EQ(t.score(1), 0);
        }
    }
}

// A8: the majority takes all. Two red knights against one blue knight in a city of 4 tiles with 2 pennants.
TEST(GameCases, MajorityTakesTheCity) {
    for (const Edition ed : {Edition::Classic, Edition::First2000}) {
        Table t(ed);
        const int cap = t.put("BASE-E", -1, 0, 90);
        const int f0 = t.put("BASE-F", 0, 0, 0);
        const int f1 = t.put("BASE-F", 1, 0, 0);
        t.figure(0, cap, "E");
        t.figure(0, f0, "E");
        t.figure(1, f1, "W");
        t.g.setup_to_move(1);
        t.move("BASE-E", 2, 0, 270);
        EXPECT_EQ(t.score(0), 12);  // 2 x (4 tiles + 2 pennants), no 2-tile exception
        EXPECT_EQ(t.score(1), 0);
        EXPECT_EQ(t.g.player(0).followers, 7);
        EXPECT_EQ(t.g.player(1).followers, 7);  // the losing knight comes back too
    }
}

// A4 (the S13 kind): an unfinished cloister with 4 neighbours at game end scores 1 + 4 = 5.
TEST(GameCases, UnfinishedCloisterAtTheEnd) {
    Table t(Edition::Classic);
    const int c = t.put("BASE-B", 0, 0, 0);
    t.figure(1, c, "C");
    t.put("BASE-B", 0, -1, 0);
    t.put("BASE-B", -1, -1, 0);
    t.put("BASE-E", 1, 0, 90);
    t.put("BASE-E", 1, 1, 90);
    EXPECT_EQ(t.g.cloister_neighbours(c), 4);
    t.g.final_scoring();
    EXPECT_EQ(t.score(1), 5);
    ASSERT_EQ(t.g.events().size(), 1u);
    EXPECT_EQ(t.g.events()[0].rule, ScoreRule::CloisterIncomplete);
    EXPECT_TRUE(t.g.events()[0].final);
}

// A closed road loop of four curves is complete: 1 point per tile, 4.
TEST(GameCases, RoadLoopIsComplete) {
    Table t(Edition::Classic);
    const int a = t.put("BASE-V", 0, 0, 270);  // road east + south
    t.put("BASE-V", 1, 0, 0);                  // west + south
    t.put("BASE-V", 0, 1, 180);                // north + east
    t.figure(0, a, "E");
    t.g.setup_to_move(0);
    t.move("BASE-V", 1, 1, 90);                // west + north closes the loop
    EXPECT_EQ(t.score(0), 4);
    ASSERT_EQ(t.g.events().size(), 1u);
    EXPECT_EQ(t.g.events()[0].kind, EventKind::Road);
    EXPECT_EQ(t.g.events()[0].rule, ScoreRule::RoadComplete);
    EXPECT_EQ(t.g.events()[0].tiles, 4);
}

// feature_open_edges: a city's or road's open edges, 0 once it is complete; fields and cloisters have none.
TEST(GameCases, OpenEdgesCountDownToComplete) {
    Table t(Edition::Classic);
    const auto node = [&](int idx, const char* spot) {
        const PlacedTile& p = t.g.placed()[idx];
        return p.node_base + spot_segment(p.type, p.rot, spot);
    };
    const int g = t.put("BASE-G", 0, 0, 0);  // a city through the tile, west to east
    const int city = node(g, "E");
    EXPECT_EQ(t.g.feature_open_edges(city), 2);
    t.put("BASE-E", -1, 0, 90);  // a cap on the west
    EXPECT_EQ(t.g.feature_open_edges(city), 1);
    EXPECT_FALSE(t.g.feature_complete(city));
    t.put("BASE-E", 1, 0, 270);  // and on the east
    EXPECT_EQ(t.g.feature_open_edges(city), 0);
    EXPECT_TRUE(t.g.feature_complete(city));
    EXPECT_EQ(t.g.feature_open_edges(node(g, "Nw")), 0);  // a field
    const int v = t.put("BASE-V", 0, 2, 270);  // a road bend east + south
    EXPECT_EQ(t.g.feature_open_edges(node(v, "E")), 2);
    t.put("BASE-V", 1, 2, 0);  // west + south: longer, still two open ends
    EXPECT_EQ(t.g.feature_open_edges(node(v, "E")), 2);
    t.put("BASE-A", 0, 3, 180);  // a cloister ends the road south of the first bend
    EXPECT_EQ(t.g.feature_open_edges(node(v, "E")), 1);
}

// run_scenario never crashes on damaged files: it runs them or refuses with one line.
TEST(Scenario, SurvivesRandomCorruptionOfThePublishedCases) {
    Rng rng(77);
    int runs = 0;
    for (const std::string& name : case_names()) {
        const std::string text = read_text(kCases / "scenarios" / (name + ".json"));
        ASSERT_FALSE(text.empty());
        for (int i = 0; i < 40; ++i) {
            std::string bad = text;
            const size_t pos = rng.below(static_cast<uint32_t>(bad.size()));
            switch (rng.below(3)) {
                case 0: bad[pos] = "0123456789-[]{},:\"x "[rng.below(20)]; break;
                case 1: bad.erase(pos, 1 + rng.below(6)); break;
                default: bad.insert(pos, 1, static_cast<char>(rng.below(256))); break;
            }
            const ScenarioResult r = run_scenario(bad);
            if (r.ok) {
                EXPECT_TRUE(json::parse(r.output).has_value());
            } else {
                EXPECT_FALSE(r.error.empty());
                EXPECT_EQ(r.error.find('\n'), std::string::npos) << r.error;
            }
            ++runs;
        }
    }
    EXPECT_GE(runs, 1000);
}

}  // namespace
}  // namespace carc
