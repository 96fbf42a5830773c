// Hardened input: every way a scenario, a record or a save can carry odd data is refused with one
// line naming the entry, never a crash or a silently wrong result. One test per class of input, then a
// deterministic mutation run over scenarios and records (a short fuzzing pass inside ctest).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <iterator>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "ai/players.h"
#include "engine/game.h"
#include "engine/json_util.h"
#include "engine/match.h"
#include "engine/rng.h"
#include "engine/scenario.h"

namespace carc {
namespace {

namespace fs = std::filesystem;
using json::Json;

const fs::path kCases = fs::path(CARC_CASES_DIR);  // the tests' own copy of the published cases
const fs::path kData = fs::path(CARC_ENGINE_TEST_DATA);

std::string read_text(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

Json scenario(Json setup = nullptr) {
    Json j = {{"format", "carcassonne-scenario/1"}, {"players", {"red", "blue"}}};
    if (!setup.is_null()) j["setup"] = std::move(setup);
    return j;
}

// Runs a scenario that must be refused; returns the one-line reason.
std::string refused(const std::string& text) {
    const ScenarioResult r = run_scenario(text);
    EXPECT_FALSE(r.ok) << "accepted: " << r.output.substr(0, 300);
    EXPECT_FALSE(r.error.empty());
    EXPECT_EQ(r.error.find('\n'), std::string::npos) << r.error;
    return r.error;
}

Json accepted(const std::string& text) {
    const ScenarioResult r = run_scenario(text);
    EXPECT_TRUE(r.ok) << r.error;
    if (!r.ok) return Json::object();
    const auto out = json::parse(r.output);
    EXPECT_TRUE(out);
    return out ? *out : Json::object();
}

// The base game's 72 tiles, one id per copy, in data order.
std::vector<std::string> base_bag() {
    std::vector<std::string> ids;
    for (int t : tiles().of_set("BASE"))
        for (int c = 0; c < tiles().type(t).count; ++c) ids.push_back(tiles().type(t).id);
    return ids;
}

// Tiles far apart (no two touch), so any rotation fits: cell i of a grid with `gap` cells between tiles.
Json scattered(const std::vector<std::string>& ids, int per_row, int gap) {
    Json setup = Json::array();
    for (size_t i = 0; i < ids.size(); ++i)
        setup.push_back({{"tile", ids[i]}, {"at", {gap * static_cast<int>(i % per_row), gap * static_cast<int>(i / per_row)}}, {"rot", 0}});
    return setup;
}

// ---- Scenario: the setup is counted against the bag --------------------------------------------------

TEST(InputScenario, SetupCannotUseMoreCopiesThanTheRuleSetHas) {
    // The rule set has 3 BASE-L: a fourth is refused at the entry that asks for it.
    Json s = scenario(scattered({"BASE-L", "BASE-L", "BASE-L"}, 10, 3));
    EXPECT_EQ(accepted(s.dump())["scores"]["red"], 0);
    s["setup"] = scattered({"BASE-L", "BASE-L", "BASE-L", "BASE-L"}, 10, 3);
    const std::string msg = refused(s.dump());
    EXPECT_NE(msg.find("setup[3]"), std::string::npos) << msg;
    EXPECT_NE(msg.find("BASE-L"), std::string::npos) << msg;
    EXPECT_NE(msg.find("3 copies"), std::string::npos) << msg;
}

TEST(InputScenario, ASetupWithMoreCopiesOfATileThanTheBagHoldsIsRefused) {
    // 73 copies of BASE-L (the bag has 3) and one move: refused at the first copy beyond the bag, before
    // anything is written past the engine's tables.
    Json s = scenario(scattered(std::vector<std::string>(73, "BASE-L"), 10, 3));
    s["moves"] = Json::array({{{"tile", "BASE-D"}, {"at", {0, 1}}, {"rot", 90}, {"figure", {{"kind", "follower"}, {"spot", "N"}}}}});
    const std::string msg = refused(s.dump());
    EXPECT_EQ(msg.rfind("setup[3]: BASE-L", 0), 0u) << msg;
}

TEST(InputScenario, SetupRefusesTilesOfOtherSetsAndStrayAbbeys) {
    // A river tile in a game without the river, a Wheel of Fortune tile in a base game.
    EXPECT_NE(refused(scenario(scattered({"R1-CV"}, 10, 3)).dump()).find("not in this rule set"), std::string::npos);
    EXPECT_NE(refused(scenario(scattered({"WOF-U"}, 10, 3)).dump()).find("setup[0]"), std::string::npos);
    // With the river the same tile is fine.
    Json river = scenario(scattered({"R1-CV"}, 10, 3));
    river["rules"] = {{"expansions", {"river"}}};
    accepted(river.dump());
    // Abbeys are not in any bag: each player owns one, and only with abbey_mayor. 100 abbeys plus the
    // 72 tiles of the bag would not fit on any table.
    Json abbeys = scenario(Json::array({{{"abbey", true}, {"at", {0, 0}}}}));
    const std::string msg = refused(abbeys.dump());
    EXPECT_NE(msg.find("setup[0]"), std::string::npos) << msg;
    EXPECT_NE(msg.find("abbey_mayor"), std::string::npos) << msg;
}

// ---- Scenario: a setup never scores ------------------------------------------------------------------

TEST(InputScenario, ASetupThatUsesTheWholeBagDoesNotScore) {
    Json s = scenario(scattered(base_bag(), 9, 2));
    for (Json& e : s["setup"])
        if (e["tile"] == "BASE-B") {
            e["figure"] = {{"player", "red"}, {"kind", "follower"}, {"spot", "C"}};
            break;
        }
    s["final_scoring"] = false;
    Json out = accepted(s.dump());
    EXPECT_EQ(out["scores"]["red"], 0);
    EXPECT_EQ(out["events"].size(), 0u);
    // Asked for, final scoring runs once and its event is reported.
    s["final_scoring"] = true;
    out = accepted(s.dump());
    EXPECT_EQ(out["scores"]["red"], 1);  // a lone cloister: 1 point
    ASSERT_EQ(out["events"].size(), 1u);
    EXPECT_EQ(out["events"][0]["move"], "final");
    EXPECT_EQ(out["events"][0]["kind"], "cloister");
    // And no move can follow.
    s["moves"] = Json::array({{{"discard", "BASE-B"}}});
    EXPECT_NE(refused(s.dump()).find("moves[0]"), std::string::npos);
}

// ---- The frontier: never cut short -------------------------------------------------------------------

// Every cell where some rotation of `type` may legally go, found cell by cell through can_place.
std::set<std::pair<int, int>> legal_cells_brute(const Game& g, int type) {
    std::set<std::pair<int, int>> cells;
    static constexpr int kD[4][2] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
    for (int i = 0; i < g.num_placed(); ++i)
        for (const auto& d : kD) {
            const int x = g.placed()[i].x + d[0], y = g.placed()[i].y + d[1];
            for (int rot = 0; rot < 4; ++rot)
                if (g.can_place(type, x, y, rot)) cells.insert({x, y});
        }
    return cells;
}

TEST(InputFrontier, AScatteredSetupKeepsEveryOpenCell) {
    // 64 tiles that touch nothing: 256 open cells. Every one must be kept: an open-cell list that dropped some
    // would miss legal placements and discard tiles that fit.
    const std::vector<std::string> bag = base_bag();
    Game g(Rules{}, 2, /*normal_start=*/false);
    std::string why;
    for (int i = 0; i < 64; ++i)
        ASSERT_TRUE(g.setup_tile(tiles().find(bag[static_cast<size_t>(i)]), 3 * (i % 8), 3 * (i / 8), 0, &why)) << why;
    g.setup_to_move(0);
    EXPECT_EQ(g.frontier_size(), 256);
    int checked = 0;
    for (int t = 0; t < tiles().size(); ++t) {
        if (g.remaining(t) == 0) continue;
        const std::set<std::pair<int, int>> brute = legal_cells_brute(g, t);
        EXPECT_EQ(g.has_placement(t), !brute.empty()) << tiles().type(t).id;
        Game h = g;
        ASSERT_TRUE(h.apply(Action::draw(t), &why)) << why;
        std::set<std::pair<int, int>> offered;
        if (h.phase() == Phase::Place)
            for (const Action& a : h.legal_actions()) offered.insert({a.x, a.y});
        EXPECT_EQ(offered, brute) << tiles().type(t).id;
        ++checked;
    }
    EXPECT_GE(checked, 3);
}

TEST(InputFrontier, ARiverTileAtTheEndOfAScatteredSetupIsPlacedNotDiscarded) {
    // The scenario form: 60 scattered base tiles open 232 cells or more, then a river tile whose river ends
    // lead into cells beyond the first 232. Another river tile fits only there, so it must be placed there
    // and its discard refused; a list that dropped those cells would accept the discard and refuse the
    // placement ("fits nowhere").
    const std::vector<std::string> bag = base_bag();
    std::vector<std::string> ids(bag.begin(), bag.begin() + 60);
    ids.push_back("R1-STR");
    Json s = scenario(scattered(ids, 8, 3));
    s["rules"] = {{"expansions", {"river"}}};
    const Json& last = s["setup"][60];
    ASSERT_EQ(last["at"], Json({12, 21}));
    s["moves"] = Json::array({{{"discard", "R1-STR"}}});
    const std::string msg = refused(s.dump());
    EXPECT_NE(msg.find("moves[0]: R1-STR fits on the board"), std::string::npos) << msg;
    s["moves"] = Json::array({{{"tile", "R1-STR"}, {"at", {13, 21}}, {"rot", 0}}});
    Json out = accepted(s.dump());  // not const: a missing key must fail the test, not assert
    EXPECT_EQ(out["scores"]["red"], 0);
}

// ---- Numbers: read as written, in range --------------------------------------------------------------

TEST(InputNumbers, ACoordinateOf2To64Minus1IsNotMinus1) {
    // BASE-U fits west of the start tile at (-1,0); 2^64-1 must not be read as -1.
    Json s = scenario();
    s["moves"] = Json::array({{{"tile", "BASE-U"}, {"at", {-1, 0}}, {"rot", 0}}});
    accepted(s.dump());
    std::string text = s.dump();
    const size_t at = text.find("[-1,0]");
    ASSERT_NE(at, std::string::npos);
    text.replace(at, 6, "[18446744073709551615,0]");
    const std::string msg = refused(text);
    EXPECT_NE(msg.find("moves[0]"), std::string::npos) << msg;
    EXPECT_NE(msg.find("coordinates must lie within"), std::string::npos) << msg;
    EXPECT_NE(msg.find("18446744073709551615"), std::string::npos) << msg;
    // Just beyond the range, either way, and a fraction.
    for (const char* v : {"[10001,0]", "[-10001,0]", "[9223372036854775808,0]", "[-9223372036854775809,0]", "[-1.0,0]"}) {
        std::string t = s.dump();
        t.replace(t.find("[-1,0]"), 6, v);
        EXPECT_NE(refused(t).find("moves[0]"), std::string::npos) << v;
    }
}

Match finished_game(uint64_t seed) {
    std::vector<Seat> seats = {Seat{"Ann", 0, false, 1}, Seat{"Bot", 1, true, 0}};
    Match m(Rules{}, seats, seed);
    Rng rng(seed + 1);
    int guard = 0;
    while (!m.game().is_over() && ++guard < 2000) EXPECT_TRUE(m.apply(ai::choose(m.game(), 0, rng)));
    return m;
}

const std::string& record_text() {
    static const std::string text = finished_game(4242).to_record();
    return text;
}

std::string record_refusal(const std::string& text) {
    std::string error;
    const std::optional<Match> m = Match::from_record(text, &error);
    EXPECT_FALSE(m.has_value()) << "accepted: " << text.substr(0, 200);
    EXPECT_FALSE(error.empty());
    EXPECT_EQ(error.find('\n'), std::string::npos) << error;
    return error;
}

// Replaces the first occurrence of `from` in the record text.
std::string edited(std::string text, const std::string& from, const std::string& to) {
    const size_t at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    if (at != std::string::npos) text.replace(at, from.size(), to);
    return text;
}

TEST(InputNumbers, RecordFinalScoresBeyondRangeAreRefused) {
    const Json j = *json::parse(record_text());
    const int64_t s0 = j["final_scores"][0].get<int64_t>();
    const std::string written = "\"final_scores\": [\n  " + std::to_string(s0);
    ASSERT_NE(record_text().find(written), std::string::npos);
    for (int64_t extra : {int64_t{1} << 32, int64_t{1} << 33, (int64_t{1} << 32) * 1000}) {
        const std::string msg = record_refusal(edited(record_text(), written, "\"final_scores\": [\n  " + std::to_string(s0 + extra)));
        EXPECT_NE(msg.find("final_scores"), std::string::npos) << msg;
    }
    // 2^64 + score does not fit any integer: refused too.
    EXPECT_NE(record_refusal(edited(record_text(), written, "\"final_scores\": [\n  18446744073709551616")).find("final_scores"),
              std::string::npos);
}

TEST(InputNumbers, RecordVersionsAreReadAsWritten) {
    const std::string v1 = "\"version\": 1";
    ASSERT_NE(record_text().find(v1), std::string::npos);
    // -1 is not a version: invalid, not "unknown version -1" as if it had been read.
    std::string msg = record_refusal(edited(record_text(), v1, "\"version\": -1"));
    EXPECT_NE(msg.find("invalid record version -1"), std::string::npos) << msg;
    msg = record_refusal(edited(record_text(), v1, "\"version\": 0"));
    EXPECT_NE(msg.find("invalid record version 0"), std::string::npos) << msg;
    // 2^64-1 is a (far) newer version, never -1.
    msg = record_refusal(edited(record_text(), v1, "\"version\": 18446744073709551615"));
    EXPECT_NE(msg.find("newer"), std::string::npos) << msg;
    EXPECT_NE(msg.find("18446744073709551615"), std::string::npos) << msg;
    msg = record_refusal(edited(record_text(), v1, "\"version\": 1.5"));
    EXPECT_NE(msg.find("version"), std::string::npos) << msg;
}

TEST(InputNumbers, RecordSeatLevelAndComputerAreChecked) {
    const std::string level = "\"level\": 1";
    ASSERT_NE(record_text().find(level), std::string::npos);
    for (const char* bad : {"\"level\": 10", "\"level\": -1", "\"level\": 18446744073709551615", "\"level\": \"1\""}) {
        const std::string msg = record_refusal(edited(record_text(), level, bad));
        EXPECT_NE(msg.find("players[0]: level"), std::string::npos) << bad << ": " << msg;
    }
    const std::string msg = record_refusal(edited(record_text(), "\"computer\": false", "\"computer\": \"no\""));
    EXPECT_NE(msg.find("players[0]: computer"), std::string::npos) << msg;
}

// ---- Names: printable text ---------------------------------------------------------------------------

TEST(InputNames, PlayerNamesMustBePrintableText) {
    const std::string ann = "\"name\": \"Ann\"";
    ASSERT_NE(record_text().find(ann), std::string::npos);
    // Letters of any script, spaces and punctuation are fine, also next to the ranges refused below (a no-break
    // space after the C1 controls, a narrow no-break space after the bidirectional embeddings).
    for (const char* good : {"Zo\u00eb", "\u6771\u4eac \u592a\u90ce", "\u0410\u043d\u043d\u0430 (2)", "O'Brien-Smith", "\U0001F3B2 dice",
                             "A\u00a0B", "A\u202fB"}) {
        std::string error;
        const std::string text = edited(record_text(), ann, std::string("\"name\": \"") + good + "\"");
        const auto m = Match::from_record(text, &error);
        ASSERT_TRUE(m) << good << ": " << error;
        EXPECT_EQ(m->seats()[0].name, good);
    }
    // Control characters, line separators and bidirectional overrides are not: each range from its first to its
    // last character.
    for (const char* bad : {"Ann\\nBob", "Ann\\tBob", "Ann\\u0000", "Ann\\u001f", "\\u007f", "Ann\\u0085", "Ann\\u009f",
                            "Ann\\u2028", "Ann\\u2029", "\\u202aevil", "\\u202eevil", "x\\u2066y", "x\\u2069y"}) {
        const std::string msg = record_refusal(edited(record_text(), ann, std::string("\"name\": \"") + bad + "\""));
        EXPECT_NE(msg.find("players[0]: name"), std::string::npos) << bad << ": " << msg;
        EXPECT_NE(msg.find("control character"), std::string::npos) << bad << ": " << msg;
    }
    EXPECT_NE(record_refusal(edited(record_text(), ann, "\"name\": \"\"")).find("players[0]: name"), std::string::npos);
    EXPECT_NE(record_refusal(edited(record_text(), ann, "\"name\": \"" + std::string(65, 'a') + "\"")).find("players[0]: name"),
              std::string::npos);
}

TEST(InputNames, ANewMatchKeepsOnlyPrintableNamesSoItsRecordsLoadAgain) {
    // Names typed or pasted into the new game screen: control characters are dropped, long names cut at a
    // character boundary, and the record loads again.
    std::string accents;
    for (int i = 0; i < 40; ++i) accents += "\u00e9";  // 80 bytes
    const std::vector<Seat> seats = {Seat{"Ann\nBob\u202e", 0, false, 1}, Seat{accents, 1, true, 1}, Seat{"", 2, true, 0},
                                     Seat{"x\xc3", 3, true, 0}};
    Match m(Rules{}, seats, 1);
    EXPECT_EQ(m.seats()[0].name, "AnnBob");
    EXPECT_EQ(m.seats()[1].name.size(), 64u);
    EXPECT_EQ(m.seats()[1].name, accents.substr(0, 64));
    EXPECT_EQ(m.seats()[2].name, "Player");
    EXPECT_EQ(m.seats()[3].name, "x");  // a broken UTF-8 byte dropped
    std::string error;
    const auto back = Match::from_record(m.to_record(), &error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(back->seats(), m.seats());
    // Valid names are kept exactly.
    Match ok(Rules{}, {Seat{"Zo\u00eb", 0, false, 1}, Seat{"  two  spaces ", 1, false, 1}}, 1);
    EXPECT_EQ(ok.seats()[0].name, "Zo\u00eb");
    EXPECT_EQ(ok.seats()[1].name, "  two  spaces ");
}

// ---- Trailing data -----------------------------------------------------------------------------------

TEST(InputTrailing, DataAfterTheJsonIsRefused) {
    const std::string nul_garbage = std::string("\0garbage", 8);
    // Records.
    for (const std::string& tail : {nul_garbage, std::string("\0", 1), std::string(" x"), std::string("{}")}) {
        const std::string msg = record_refusal(record_text() + tail);
        EXPECT_NE(msg.find("after"), std::string::npos) << msg;
    }
    std::string error;
    EXPECT_TRUE(Match::from_record(record_text() + " \n\t\r\n", &error)) << error;  // white space is fine
    // Scenarios.
    const std::string text = scenario().dump();
    accepted(text + "\n");
    for (const std::string& tail : {nul_garbage, std::string("\0", 1), std::string("]")}) {
        const std::string msg = refused(text + tail);
        EXPECT_EQ(msg.rfind("file: ", 0), 0u) << msg;
        EXPECT_NE(msg.find("after"), std::string::npos) << msg;
    }
    // A NUL inside is not JSON either.
    const std::string msg = refused(text.substr(0, 10) + std::string("\0", 1) + text.substr(10));
    EXPECT_NE(msg.find("not valid JSON"), std::string::npos) << msg;
}

// ---- The span limit and its message agree ------------------------------------------------------------

TEST(InputSpan, TheMessageNamesTheLimitThatIsAccepted) {
    // Two tiles 125 apart make a board 126 cells wide: accepted. 126 apart (127 cells): refused, and the
    // message names 126 as the limit.
    Json s = scenario(Json::array({{{"tile", "BASE-B"}, {"at", {0, 0}}}, {{"tile", "BASE-B"}, {"at", {125, 0}}}}));
    accepted(s.dump());
    s["setup"][1]["at"] = {126, 0};
    std::string msg = refused(s.dump());
    EXPECT_NE(msg.find("setup[1]"), std::string::npos) << msg;
    EXPECT_NE(msg.find(" 126 "), std::string::npos) << msg;
    s["setup"][1]["at"] = {0, -126};
    msg = refused(s.dump());
    EXPECT_NE(msg.find(" 126 "), std::string::npos) << msg;
}

// ---- Mutation fuzzing: no crash, ok or one line ------------------------------------------------------

// Deterministic structure-aware mutations: bytes, JSON punctuation, boundary numbers, repeated or spliced
// list entries (the way a setup overfills the bag), truncation and trailing bytes.
class Mutator {
public:
    explicit Mutator(uint64_t seed) : rng_(seed) {}

    std::string mutate(std::string text, const std::vector<std::string>& corpus) {
        // Half of the time change the parsed JSON tree, so that the result is still JSON and reaches the rules;
        // otherwise change the text itself.
        if (rng_.below(2) == 0) {
            if (auto j = json::parse(text)) {
                const int rounds = 1 + static_cast<int>(rng_.below(3));
                for (int r = 0; r < rounds; ++r) mutate_tree(*j, corpus);
                return j->dump();
            }
        }
        const int rounds = 1 + static_cast<int>(rng_.below(4));
        for (int r = 0; r < rounds && !text.empty(); ++r) text = once(std::move(text), corpus);
        return text;
    }

private:
    Rng rng_;

    static void collect(Json& j, std::vector<Json*>& out) {
        out.push_back(&j);
        if (j.is_structured())
            for (Json& c : j) collect(c, out);
    }

    Json boundary_number() {
        static const Json kValues[] = {Json(0), Json(-1), Json(1), Json(90), Json(180), Json(270), Json(45), Json(-90),
                                       Json(10000), Json(-10000), Json(10001), Json(125), Json(126), Json(-126),
                                       Json(32767), Json(32768), Json(65536), Json(2147483648ll), Json(4294967296ll),
                                       Json(INT64_MAX), Json(INT64_MIN), Json(UINT64_MAX), Json(uint64_t{1} << 63),
                                       Json(0.5), Json(-0.0), Json(1e300)};
        return kValues[rng_.below(sizeof kValues / sizeof *kValues)];
    }

    Json some_string() {
        static const char* kStrings[] = {"", "x", "BASE-L", "BASE-D", "BASE-C", "BASE-X", "R1-CV", "R1-SPRING", "R1-LAKE",
                                         "WOF-U:2", "WOF-U", "WHEEL-03", "AM-ABBEY", "AM-A", "Nw", "inner1", "inner2", "C",
                                         "N", "NE", "follower", "mayor", "barn", "wagon", "red", "blue", "black", "pink",
                                         "river", "abbey_mayor", "2000", "classic", "wheel_of_fortune", "adjacent",
                                         "a\nb", "\u202e", "place 0,-1 r0", "draw BASE-X", "deploy follower 11", "pass",
                                         "18446744073709551615", "fortune", "plague", "return"};
        return kStrings[rng_.below(sizeof kStrings / sizeof *kStrings)];
    }

    void mutate_tree(Json& root, const std::vector<std::string>& corpus) {
        std::vector<Json*> nodes;
        collect(root, nodes);
        Json& n = *nodes[rng_.below(static_cast<uint32_t>(nodes.size()))];
        switch (rng_.below(6)) {
            case 0: n = boundary_number(); break;
            case 1: n = some_string(); break;
            case 2:  // an array entry repeated (a setup or a move list overfilled), removed, or moved
                if (n.is_array() && !n.empty()) {
                    const size_t i = rng_.below(static_cast<uint32_t>(n.size()));
                    const int what = static_cast<int>(rng_.below(3));
                    if (what == 0) {
                        const Json e = n[i];
                        for (uint32_t k = 0, reps = 1 + rng_.below(90); k < reps; ++k) n.push_back(e);
                    } else if (what == 1) {
                        n.erase(i);
                    } else {
                        std::swap(n[i], n[rng_.below(static_cast<uint32_t>(n.size()))]);
                    }
                } else {
                    n = Json::array({boundary_number(), boundary_number()});
                }
                break;
            case 3:  // a key removed, or one added
                if (n.is_object() && !n.empty() && rng_.below(2) == 0) {
                    auto it = n.begin();
                    std::advance(it, rng_.below(static_cast<uint32_t>(n.size())));
                    n.erase(it);
                } else if (n.is_object()) {
                    static const char* kKeys[] = {"setup", "moves", "figure", "figures", "at", "tile", "rot", "abbey",
                                                  "discard", "player", "kind", "spot", "crown", "wagon", "plague",
                                                  "to_move", "final_scoring", "wheel", "rules", "version", "seed",
                                                  "final_scores", "level", "computer", "name", "color", "expansions"};
                    n[kKeys[rng_.below(sizeof kKeys / sizeof *kKeys)]] = rng_.below(2) ? boundary_number() : some_string();
                }
                break;
            case 4: n = rng_.below(2) ? Json(true) : Json(nullptr); break;
            default: {  // a value from another input of the corpus
                auto other = json::parse(corpus[rng_.below(static_cast<uint32_t>(corpus.size()))]);
                if (!other) break;
                std::vector<Json*> theirs;
                collect(*other, theirs);
                const Json pick = *theirs[rng_.below(static_cast<uint32_t>(theirs.size()))];
                n = pick;
                break;
            }
        }
    }

    size_t pos(const std::string& s) { return rng_.below(static_cast<uint32_t>(s.size())); }

    std::string once(std::string s, const std::vector<std::string>& corpus) {
        static const char* kNumbers[] = {"0", "-1", "1", "2", "90", "270", "360", "-90", "10000", "-10000", "10001",
                                         "32767", "32768", "-32769", "65535", "2147483647", "2147483648", "4294967296",
                                         "9223372036854775807", "9223372036854775808", "18446744073709551615",
                                         "18446744073709551616", "-9223372036854775809", "1e400", "-0", "0.5", "1e2"};
        static const char* kTokens[] = {"{", "}", "[", "]", ",", ":", "\"", "null", "true", "false", "\\u0000", "\\n",
                                        "\"setup\"", "\"moves\"", "\"figure\"", "\"at\"", "\"tile\"", "\"BASE-C\"",
                                        "\"R1-SPRING\"", "\"AM-ABBEY\"", "\"abbey\"", "\"discard\"", "\"red\"", "\"final_scoring\""};
        switch (rng_.below(9)) {
            case 0: s[pos(s)] = static_cast<char>(rng_.below(256)); break;
            case 1: s.erase(pos(s), 1 + rng_.below(16)); break;
            case 2: s.insert(pos(s), kTokens[rng_.below(sizeof kTokens / sizeof *kTokens)]); break;
            case 3: {  // a number (with its sign) replaced by a boundary value
                std::vector<size_t> starts;
                for (size_t i = 0; i < s.size(); ++i) {
                    const bool digit = s[i] >= '0' && s[i] <= '9';
                    const bool after_digit = i > 0 && s[i - 1] >= '0' && s[i - 1] <= '9';
                    if (digit && !after_digit) starts.push_back(i > 0 && s[i - 1] == '-' ? i - 1 : i);
                }
                if (starts.empty()) break;
                const size_t a = starts[rng_.below(static_cast<uint32_t>(starts.size()))];
                size_t b = s[a] == '-' ? a + 1 : a;
                while (b < s.size() && s[b] >= '0' && s[b] <= '9') ++b;
                s.replace(a, b - a, kNumbers[rng_.below(sizeof kNumbers / sizeof *kNumbers)]);
                break;
            }
            case 4: {  // an object inside a list repeated many times (a setup entry 80 times over)
                const size_t open = s.find('{', pos(s));
                if (open == std::string::npos || open == 0) break;
                int depth = 0;
                size_t close = open;
                for (; close < s.size(); ++close) {
                    if (s[close] == '{') ++depth;
                    if (s[close] == '}' && --depth == 0) break;
                }
                if (close >= s.size()) break;
                const std::string obj = s.substr(open, close - open + 1);
                std::string copies;
                const int n = 1 + static_cast<int>(rng_.below(80));
                for (int i = 0; i < n; ++i) copies += "," + obj;
                s.insert(close + 1, copies);
                break;
            }
            case 5: {  // splice: a piece of another input
                const std::string& o = corpus[rng_.below(static_cast<uint32_t>(corpus.size()))];
                if (o.empty()) break;
                const size_t a = pos(o);
                s.insert(pos(s), o.substr(a, 1 + rng_.below(200)));
                break;
            }
            case 6: s.resize(pos(s)); break;
            case 7: s += std::string("\0", 1) + "garbage"; break;
            default: {  // a string value replaced
                const size_t q = s.find('"', pos(s));
                if (q == std::string::npos) break;
                const size_t e = s.find('"', q + 1);
                if (e == std::string::npos) break;
                static const char* kStrings[] = {"", "x", "BASE-L", "BASE-D", "R1-CV", "WOF-U:2", "WHEEL-03", "AM-ABBEY",
                                                 "Nw", "inner2", "C", "NE", "mayor", "barn", "wagon", "black", "a\\nb",
                                                 "\\u202e", "place 0,-1 r0", "draw BASE-X", "deploy follower 11"};
                s.replace(q + 1, e - q - 1, kStrings[rng_.below(sizeof kStrings / sizeof *kStrings)]);
                break;
            }
        }
        return s;
    }
};

std::vector<std::string> scenario_corpus() {
    std::vector<std::string> corpus;
    std::error_code ec;
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(kCases / "scenarios", ec))
        if (e.path().extension() == ".json") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    for (const fs::path& p : files) corpus.push_back(read_text(p));
    // Scattered set-ups and an overfull one (InputFrontier, InputScenario above), as seeds.
    corpus.push_back(scenario(scattered(base_bag(), 9, 2)).dump());
    corpus.push_back(scenario(scattered(std::vector<std::string>(20, "BASE-L"), 10, 3)).dump());
    return corpus;
}

void check_scenario_outcome(const std::string& input, int i) {
    const ScenarioResult r = run_scenario(input);
    if (r.ok) {
        const auto out = json::parse(r.output);
        ASSERT_TRUE(out) << "iteration " << i;
        ASSERT_TRUE(out->contains("scores")) << "iteration " << i;
        // Never garbage: scores stay within what a game of 72 + 12 + 12 tiles can give.
        for (const auto& [who, pts] : (*out)["scores"].items()) {
            ASSERT_TRUE(pts.is_number_integer()) << who;
            EXPECT_GE(pts.get<int64_t>(), 0) << "iteration " << i << ": " << input.substr(0, 300);
            EXPECT_LE(pts.get<int64_t>(), 1000) << "iteration " << i << ": " << input.substr(0, 300);
        }
    } else {
        ASSERT_FALSE(r.error.empty()) << "iteration " << i;
        ASSERT_EQ(r.error.find('\n'), std::string::npos) << "iteration " << i << ": " << r.error;
    }
}

TEST(InputFuzz, ScenarioMutationsNeverCrash) {
    const std::vector<std::string> corpus = scenario_corpus();
    ASSERT_GE(corpus.size(), 3u);
    Mutator mut(20261123);
    Rng pick(5);
    constexpr int kIterations = 30000;
    int ok = 0;
    for (int i = 0; i < kIterations; ++i) {
        const std::string input = mut.mutate(corpus[pick.below(static_cast<uint32_t>(corpus.size()))], corpus);
        check_scenario_outcome(input, i);
        ok += run_scenario(input).ok;
        if (HasFatalFailure()) return;
    }
    EXPECT_GT(ok, kIterations / 50);  // enough mutations still run to reach the rules
    std::printf("scenario mutations: %d run, %d refused\n", ok, kIterations - ok);
}

TEST(InputFuzz, RecordMutationsNeverCrash) {
    std::vector<std::string> corpus = {record_text(), read_text(kData / "record-v1-classic-3p.json"),
                                       read_text(kData / "record-v1-2000-river-unfinished.json")};
    Mutator mut(777);
    Rng pick(6);
    constexpr int kIterations = 8000;
    int loaded = 0;
    for (int i = 0; i < kIterations; ++i) {
        const std::string input = mut.mutate(corpus[pick.below(static_cast<uint32_t>(corpus.size()))], corpus);
        std::string error;
        const std::optional<Match> m = Match::from_record(input, &error);
        if (m) {
            ++loaded;
            for (const Seat& s : m->seats()) ASSERT_EQ(s.name.find('\n'), std::string::npos);
            std::string again;
            ASSERT_TRUE(Match::from_record(m->to_record(), &again)) << again;
        } else {
            ASSERT_FALSE(error.empty()) << "iteration " << i;
            ASSERT_EQ(error.find('\n'), std::string::npos) << "iteration " << i << ": " << error;
        }
    }
    EXPECT_GT(loaded, kIterations / 50);
    std::printf("record mutations: %d loaded, %d refused\n", loaded, kIterations - loaded);
}

// Inputs that once failed, kept as regression tests in tests/engine/data/regress/: scenario-*.json run as
// scenarios, record-*.json load as records; with "-refused-" in the name they must be refused (one line),
// otherwise they must run or be refused cleanly.
TEST(InputFuzz, RegressionInputsStayHandled) {
    std::error_code ec;
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(kData / "regress", ec)) files.push_back(e.path());
    std::sort(files.begin(), files.end());
    int n = 0;
    for (const fs::path& p : files) {
        const std::string name = p.filename().string();
        const std::string text = read_text(p);
        const bool must_refuse = name.find("-refused-") != std::string::npos;
        if (name.rfind("scenario-", 0) == 0) {
            if (must_refuse) {
                refused(text);
            } else {
                check_scenario_outcome(text, n);
            }
        } else if (name.rfind("record-", 0) == 0) {
            std::string error;
            const bool ok = Match::from_record(text, &error).has_value();
            if (must_refuse) {
                EXPECT_FALSE(ok) << name;
            }
            if (!ok) {
                EXPECT_EQ(error.find('\n'), std::string::npos) << name;
            }
        } else {
            ADD_FAILURE() << "regression input with an unknown prefix: " << name;
        }
        ++n;
    }
    EXPECT_GE(n, 8) << "regression inputs missing under " << (kData / "regress");
}

}  // namespace
}  // namespace carc
