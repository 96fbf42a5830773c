// The Wheel of Fortune rules one by one (wheel.md): pig arithmetic, each event's formula, crown payouts, the
// Plague's order and skips, a discarded wheel tile, Abbey & Mayor figures in the events, the crown and plague
// actions' text, scenario refusals, and a Plague decision saved and resumed through the game record.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "ai/players.h"
#include "engine/game.h"
#include "engine/expansions/wheel/wheel.h"
#include "engine/expansions/abbey_mayor/abbey_mayor.h"
#include "engine/json_util.h"
#include "engine/match.h"
#include "engine/rng.h"
#include "engine/scenario.h"
#include "engine/spots.h"

namespace carc {
namespace {

enum Seg { kFortune = 0, kTax = 1, kFamine = 2, kStorm = 3, kInquisition = 4, kPlague = 5 };

Rules wheel_rules(bool abbey_mayor = false) {
    return Rules{GameKind::WheelOfFortune, Edition::Classic, false, abbey_mayor, WagonRule::Connected};
}

// A wheel table built by hand: tiles and figures anywhere (set-up rules), the pig where the test wants it.
struct Wheel {
    Game g;
    explicit Wheel(int players = 2, bool abbey_mayor = false) : g(wheel_rules(abbey_mayor), players, false) {}
    int put(const char* id, int x, int y, int rot_deg) {
        std::string why;
        const int type = std::string(id) == "abbey" ? tiles().role_type(TileRole::Abbey) : tiles().find(id);
        EXPECT_TRUE(g.setup_tile(type, x, y, rot_deg / 90, &why)) << id << ": " << why;
        return g.num_placed() - 1;
    }
    void figure(int player, int idx, const char* spot, Figure kind = Figure::Follower) {
        const PlacedTile& p = g.placed()[idx];
        const int seg = spot_segment(p.type, p.rot, spot);
        ASSERT_GE(seg, 0) << spot;
        std::string why;
        EXPECT_TRUE(g.setup_figure(player, kind, idx, seg, &why)) << why;
    }
    void crown(int player, int segment) {
        std::string why;
        EXPECT_TRUE(setup_crown(g, player, segment, &why)) << why;
    }
    void start(int to_move, int pig) {
        std::string why;
        EXPECT_TRUE(setup_pig(g, pig, &why)) << why;
        g.setup_to_move(to_move);
    }
    // Draws a tile (the pig moves if it shows a wheel number). Returns the events it added.
    std::vector<ScoreEvent> draw(const char* id) {
        const size_t before = g.events().size();
        std::string why;
        EXPECT_TRUE(g.apply(Action::draw(tiles().find(id)), &why)) << id << ": " << why;
        return std::vector<ScoreEvent>(g.events().begin() + static_cast<long>(before), g.events().end());
    }
    // Draws a wheel tile and returns the event of the segment the pig landed on (expected to be `kind`).
    ScoreEvent landing(const char* id, EventKind kind) {
        const std::vector<ScoreEvent> ev = draw(id);
        EXPECT_FALSE(ev.empty()) << id << " moved no pig";
        if (ev.empty()) return ScoreEvent{};
        EXPECT_EQ(ev[0].kind, kind) << event_kind_name(ev[0].kind);
        return ev[0];
    }
    int score(int p) const { return g.player(p).score; }
};

// ---- The pig ----

TEST(WheelPig, MovesClockwiseByTheDrawnNumber) {
    const char* kTiles[4] = {nullptr, "WOF-U:1", "WOF-U:2", "WOF-U:3"};
    for (int from = 0; from < kWheelSegments; ++from)
        for (int n = 1; n <= 3; ++n) {
            Wheel w;
            w.start(0, from);
            const std::vector<ScoreEvent> ev = w.draw(kTiles[n]);
            const int to = (from + n) % kWheelSegments;
            EXPECT_EQ(w.g.state<WheelState>().pig_at(), to) << from << " + " << n;
            ASSERT_FALSE(ev.empty());
            EXPECT_EQ(ev[0].moved_from, from);
            EXPECT_EQ(ev[0].moved_to, to);
            EXPECT_EQ(ev[0].rule, static_cast<ScoreRule>(static_cast<int>(ScoreRule::WheelFortune) + to));
        }
    // cases.md W10, written out.
    const int kW10[5][3] = {{kFortune, 2, kFamine}, {kFortune, 3, kStorm}, {kInquisition, 3, kTax}, {kPlague, 1, kFortune}, {kStorm, 3, kFortune}};
    for (const auto& c : kW10) {
        Wheel w;
        w.start(1, c[0]);
        w.draw(kTiles[c[1]]);
        EXPECT_EQ(w.g.state<WheelState>().pig_at(), c[2]);
    }
}

TEST(WheelPig, OnlyWheelTilesMoveIt) {
    Wheel v;
    v.start(0, kTax);
    const std::vector<ScoreEvent> ev = v.draw("WOF-V");  // the one plain WOF-V
    EXPECT_TRUE(ev.empty());
    EXPECT_EQ(v.g.state<WheelState>().pig_at(), kTax);
    EXPECT_EQ(v.g.phase(), Phase::Place);
    // Setting up tiles that show wheel numbers never moves the pig (SCENARIO.md).
    Wheel s;
    s.put("WOF-U:3", 1, -1, 0);
    s.start(0, kFortune);
    EXPECT_EQ(s.g.state<WheelState>().pig_at(), kFortune);
    EXPECT_TRUE(s.g.events().empty());
}

// ---- The six events ----

TEST(WheelEvents, FortunePaysTheActivePlayerOnly) {
    Wheel w(3);
    w.start(2, kPlague);
    const std::vector<ScoreEvent> ev = w.draw("WOF-U:1");
    ASSERT_EQ(ev.size(), 1u);
    EXPECT_EQ(ev[0].kind, EventKind::Fortune);
    EXPECT_EQ(ev[0].player, 2);
    EXPECT_EQ(w.score(0), 0);
    EXPECT_EQ(w.score(1), 0);
    EXPECT_EQ(w.score(2), 3);
}

TEST(WheelEvents, TaxPerKnightPennantsPlusOwnKnights) {
    Wheel w;
    // One city of three tiles with 2 pennants (WOF-F, WOF-F, WOF-G in a row): red 2 knights, blue 1.
    const int f1 = w.put("WOF-F", 0, -6, 0), f2 = w.put("WOF-F", 1, -6, 0), g1 = w.put("WOF-G", 2, -6, 0);
    w.figure(0, f1, "E");
    w.figure(0, f2, "E");
    w.figure(1, g1, "E");
    // Another city without pennants: red 1 knight.
    const int cap = w.put("WOF-E", 6, -6, 0);
    w.figure(0, cap, "N");
    // A monk earns nothing from Tax.
    const int b = w.put("WOF-B", 9, -6, 0);
    w.figure(1, b, "C");
    w.start(0, kFortune);
    const ScoreEvent e = w.landing("WOF-U:1", EventKind::Tax);
    // Red: 2 x (2 + 2) + 1 x (0 + 1) = 9; blue: 1 x (2 + 1) = 3.
    EXPECT_EQ(e.points[0], 9);
    EXPECT_EQ(e.points[1], 3);
    EXPECT_EQ(w.score(0), 9);
    EXPECT_EQ(w.score(1), 3);
}

TEST(WheelEvents, FamineEveryFarmerOnePerCompletedCityOfItsFarm) {
    Wheel w;
    // A completed 2-tile city (two caps face to face); the farm south of it and the farm north of it.
    const int south = w.put("WOF-E", 0, -6, 0), north = w.put("WOF-E", 0, -7, 180);
    const int cl = w.put("WOF-B", 1, -6, 0);  // joins the south farm
    // An open city beside a farm: no point for it.
    const int open = w.put("WOF-E", 5, -6, 0);
    w.figure(0, south, "Se");  // red on the south farm
    w.figure(1, cl, "Ne");     // blue on the same farm: no majority, both score
    w.figure(0, north, "Nw");  // red again, on the north farm
    w.figure(1, open, "Se");   // blue beside an unfinished city
    w.start(1, kFortune);
    const ScoreEvent e = w.landing("WOF-U:2", EventKind::Famine);
    EXPECT_EQ(e.points[0], 2);
    EXPECT_EQ(e.points[1], 1);
}

TEST(WheelEvents, StormCountsFollowersMayorAndWagonInSupplyNotTheBarn) {
    Wheel w(2, /*abbey_mayor=*/true);
    const int c = w.put("WOF-F", 0, -6, 0);
    w.figure(0, c, "E", Figure::Mayor);   // red's mayor out
    const int u = w.put("WOF-U", 3, -6, 0);
    w.figure(0, u, "E");                  // one follower out
    w.crown(0, kTax);                     // one follower on a crown: not in supply
    w.start(1, kFortune);
    const ScoreEvent e = w.landing("WOF-U:3", EventKind::Storm);
    EXPECT_EQ(e.points[0], 5 + 1);      // 5 followers + the wagon (mayor on the table, barn never)
    EXPECT_EQ(e.points[1], 7 + 1 + 1);  // 7 followers + mayor + wagon
}

TEST(WheelEvents, InquisitionTwoPerMonkAbbeyIncluded) {
    Wheel w(2, /*abbey_mayor=*/true);
    const int abbey = w.put("abbey", 0, -6, 0);
    std::string why;
    ASSERT_TRUE(setup_take_abbey(w.g, 0, &why)) << why;
    w.figure(0, abbey, "C");              // red's monk on an abbey
    const int b = w.put("WOF-B", 3, -6, 0), a = w.put("WOF-A", 6, -6, 0);
    w.figure(1, b, "C");
    w.figure(1, a, "C");
    w.figure(0, a, "S");                  // a thief earns nothing
    w.start(0, kStorm);
    const ScoreEvent e = w.landing("WOF-U:1", EventKind::Inquisition);
    EXPECT_EQ(e.points[0], 2);
    EXPECT_EQ(e.points[1], 4);
}

TEST(WheelEvents, FamineIgnoresBarns) {
    Wheel w(2, /*abbey_mayor=*/true);
    const int south = w.put("WOF-E", 0, -6, 0);
    w.put("WOF-E", 0, -7, 180);
    const int b = w.put("WOF-B", 1, -6, 0);
    w.put("WOF-B", 0, -5, 0);
    w.put("WOF-B", 1, -5, 0);
    std::string why;
    // The barn at the corner where (0,-6), (1,-6), (0,-5) and (1,-5) meet: the SE corner of (0,-6).
    ASSERT_TRUE(w.g.setup_figure(1, Figure::Barn, south, 1, &why)) << why;
    w.figure(0, b, "Ne");
    w.start(0, kFortune);
    const ScoreEvent e = w.landing("WOF-U:2", EventKind::Famine);
    EXPECT_EQ(e.points[0], 1);  // red's farmer: 1 completed city
    EXPECT_EQ(e.points[1], 0);  // blue's barn is no farmer
}

// ---- Crowns ----

TEST(WheelCrowns, PayoutAloneAndShared) {
    {
        Wheel w;  // alone on a one-crown segment: 3
        w.crown(0, kFamine);
        w.start(1, kFortune);
        const std::vector<ScoreEvent> ev = w.draw("WOF-U:2");
        ASSERT_EQ(ev.size(), 2u);
        EXPECT_EQ(ev[1].kind, EventKind::Crown);
        EXPECT_EQ(ev[1].rule, ScoreRule::CrownAlone);
        EXPECT_EQ(ev[1].moved_to, kFamine);
        EXPECT_EQ(ev[1].points[0], 3);
        EXPECT_EQ(w.g.player(0).followers, kFollowersPerPlayer);
        EXPECT_EQ(w.g.state<WheelState>().crown_player(3), -1);
    }
    {
        Wheel w;  // alone on a two-crown segment: 6
        w.crown(1, kTax);
        w.start(0, kFortune);
        const std::vector<ScoreEvent> ev = w.draw("WOF-U:1");
        ASSERT_EQ(ev.size(), 2u);
        EXPECT_EQ(ev[1].rule, ScoreRule::CrownAlone);
        EXPECT_EQ(ev[1].points[1], 6);
    }
    {
        Wheel w;  // two players share: 3 each
        w.crown(0, kStorm);
        w.crown(1, kStorm);
        w.start(0, kFortune);
        const std::vector<ScoreEvent> ev = w.draw("WOF-U:3");
        ASSERT_EQ(ev.size(), 2u);
        EXPECT_EQ(ev[1].rule, ScoreRule::CrownShared);
        EXPECT_EQ(ev[1].points[0], 3);
        EXPECT_EQ(ev[1].points[1], 3);
        // Storm counted their supplies before the crowns came home: 6 each.
        EXPECT_EQ(ev[0].points[0], 6);
        EXPECT_EQ(w.score(0), 9);
    }
    {
        Wheel w;  // both crowns of one player: 3 + 3
        w.crown(0, kTax);
        w.crown(0, kTax);
        std::string why;
        EXPECT_FALSE(setup_crown(w.g, 1, kTax, &why));  // the segment is full
        w.start(1, kFortune);
        const std::vector<ScoreEvent> ev = w.draw("WOF-U:1");
        ASSERT_EQ(ev.size(), 2u);
        EXPECT_EQ(ev[1].rule, ScoreRule::CrownShared);
        EXPECT_EQ(ev[1].points[0], 6);
        EXPECT_EQ(w.g.player(0).followers, kFollowersPerPlayer);
        EXPECT_EQ(w.g.state<WheelState>().crown_followers(0), 0);
    }
}

TEST(WheelCrowns, PassedSegmentsDoNothingAndCrownsScoreNothingAtTheEnd) {
    Wheel w;
    w.crown(0, kTax);
    w.crown(1, kFamine);
    w.start(0, kFortune);
    w.draw("WOF-U:3");  // passes Tax and Famine
    EXPECT_EQ(w.g.state<WheelState>().crown_player(1), 0);
    EXPECT_EQ(w.g.state<WheelState>().crown_player(3), 1);
    const int before0 = w.score(0), before1 = w.score(1);
    w.g.final_scoring();
    EXPECT_EQ(w.score(0), before0);
    EXPECT_EQ(w.score(1), before1);
}

TEST(WheelCrowns, GreedyValuesACrownByWhereThePigCanGo) {
    // The pig on Fortune reaches Tax, Famine or Storm next; Inquisition only later. Both are one-crown segments.
    auto worth = [](int segment, int pig) {
        Wheel w;
        w.crown(0, segment);
        w.start(1, pig);
        return ai::evaluate(w.g, 0);
    };
    EXPECT_GT(worth(kFamine, kFortune), worth(kInquisition, kFortune));
    // From Storm, Inquisition is one step away and Famine five.
    EXPECT_GT(worth(kInquisition, kStorm), worth(kFamine, kStorm));
    // Alone on two crowns (6) is worth more than alone on one (3), at the same distance.
    EXPECT_GT(worth(kStorm, kFortune), worth(kFamine, kFortune));
}

TEST(WheelCrowns, DeployedInsteadOfAFigureOnTheTile) {
    Game g(wheel_rules(), 2);
    ASSERT_TRUE(g.apply(Action::draw(tiles().find("WOF-U"))) == false);  // no plain WOF-U in the bag
    ASSERT_TRUE(g.apply(Action::draw(tiles().find("WOF-B"))));
    ASSERT_TRUE(g.apply(Action::place(1, -1, 0)));
    ASSERT_EQ(g.phase(), Phase::Deploy);
    std::vector<Action> crowns;
    for (const Action& a : g.legal_actions())
        if (a.kind == ActionKind::Crown) crowns.push_back(a);
    ASSERT_EQ(crowns.size(), 6u);  // one per segment
    for (int s = 0; s < kWheelSegments; ++s) EXPECT_EQ(crowns[static_cast<size_t>(s)].spot, s);
    EXPECT_TRUE(g.legal_actions().back() == Action::segment(ActionKind::Crown, kPlague));  // crowns sort after pass
    ASSERT_TRUE(g.apply(Action::segment(ActionKind::Crown, kFortune)));
    EXPECT_EQ(g.state<WheelState>().crown_player(0), 0);
    EXPECT_EQ(g.player(0).followers, kFollowersPerPlayer - 1);
    EXPECT_EQ(g.phase(), Phase::Draw);  // the turn went on to scoring and the next player
    // Fortune is full now: blue may not go there, and no Crown action offers it.
    ASSERT_TRUE(g.apply(Action::draw(tiles().find("WOF-B"))));
    ASSERT_TRUE(g.apply(Action::place(3, -1, 0)));
    std::string why;
    EXPECT_FALSE(g.is_legal(Action::segment(ActionKind::Crown, kFortune), &why));
    EXPECT_NE(why.find("full"), std::string::npos) << why;
    for (const Action& a : g.legal_actions()) EXPECT_FALSE(a == Action::segment(ActionKind::Crown, kFortune));
    // A crown is never legal outside the Deploy phase, nor in a base game.
    EXPECT_TRUE(g.apply(Action::pass()));
    EXPECT_FALSE(g.is_legal(Action::segment(ActionKind::Crown, kTax)));
    Game base(Rules{}, 2);
    EXPECT_FALSE(base.is_legal(Action::segment(ActionKind::Crown, kTax)));
}

// ---- Plague ----

TEST(WheelPlague, ActivePlayerFirstThenClockwisePlayersWithoutFollowersSkipped) {
    Wheel w(3);
    const int t1 = w.put("WOF-U", 0, -6, 0), t2 = w.put("WOF-B", 3, -6, 0), t3 = w.put("WOF-E", 6, -6, 0);
    w.figure(0, t1, "E");   // red: a thief
    w.figure(0, t2, "C");   // red: a monk
    w.figure(2, t3, "Se");  // green: a farmer (any follower on land may go)
    w.crown(0, kPlague);    // crowns are no land: red's crown is safe, and scores after the decisions
    w.start(1, kFamine);    // blue is active and has nothing on the land
    const std::vector<ScoreEvent> ev = w.draw("WOF-U:3");
    ASSERT_EQ(ev.size(), 1u);
    EXPECT_EQ(ev[0].kind, EventKind::Plague);
    EXPECT_EQ(ev[0].rule, ScoreRule::WheelPlague);
    ASSERT_EQ(w.g.phase(), Phase::Plague);
    EXPECT_EQ(w.g.current_player(), 2);  // blue skipped, green next
    EXPECT_EQ(w.g.turn_player(), 1);
    const std::vector<Action> green = w.g.legal_actions();
    ASSERT_EQ(green.size(), 1u);
    EXPECT_EQ(green[0], Action::at_spot(ActionKind::PlagueReturn, 6, -6, spot_segment(tiles().find("WOF-E"), 0, "Se")));
    std::string why;
    EXPECT_FALSE(w.g.apply(Action::at_spot(ActionKind::PlagueReturn, 0, -6, spot_segment(tiles().find("WOF-U"), 0, "E")), &why));  // red's
    EXPECT_FALSE(why.empty());
    EXPECT_FALSE(w.g.apply(Action::pass()));
    ASSERT_TRUE(w.g.apply(green[0], &why)) << why;
    ASSERT_EQ(w.g.phase(), Phase::Plague);
    EXPECT_EQ(w.g.current_player(), 0);
    const std::vector<Action> red = w.g.legal_actions();
    ASSERT_EQ(red.size(), 2u);  // the thief and the monk, in board order
    ASSERT_TRUE(w.g.apply(red[1]));
    EXPECT_EQ(w.g.phase(), Phase::Place);  // all decided: the drawn tile is placed now
    EXPECT_EQ(w.g.current_player(), 1);
    EXPECT_EQ(w.g.player(2).followers, kFollowersPerPlayer);
    EXPECT_EQ(w.g.player(0).followers, kFollowersPerPlayer - 1);
    EXPECT_EQ(w.g.num_figures(), 1);
    // The log: the landing, each removal (whose, where), then the crowns of Plague.
    const std::vector<ScoreEvent>& all = w.g.events();
    ASSERT_EQ(all.size(), 4u);
    EXPECT_EQ(all[1].rule, ScoreRule::PlagueReturn);
    EXPECT_EQ(all[1].player, 2);
    EXPECT_EQ(all[1].x, 6);
    EXPECT_EQ(all[2].player, 0);
    EXPECT_EQ(all[2].x, red[1].x);
    for (int p = 0; p < 3; ++p) EXPECT_EQ(all[1].points[static_cast<size_t>(p)] + all[2].points[static_cast<size_t>(p)], 0);
    EXPECT_EQ(all[3].kind, EventKind::Crown);
    EXPECT_EQ(all[3].points[0], 6);
    EXPECT_EQ(w.score(0), 6);
}

TEST(WheelPlague, NobodyOnTheLandMeansNoDecision) {
    Wheel w;
    w.start(0, kStorm);
    w.draw("WOF-U:2");
    EXPECT_EQ(w.g.state<WheelState>().pig_at(), kPlague);
    EXPECT_EQ(w.g.phase(), Phase::Place);
}

TEST(WheelPlague, GreedySendsTheCheapestFollowerHome) {
    Wheel w;
    // Red: a knight in an open city of three tiles with two pennants, and a thief on a one-tile road stub.
    const int f1 = w.put("WOF-F", 0, -6, 0);
    w.put("WOF-F", 1, -6, 0);
    w.put("WOF-G", 2, -6, 0);
    w.figure(0, f1, "E");
    const int a = w.put("WOF-A", 6, -6, 0);
    w.figure(0, a, "S");
    w.start(0, kStorm);
    w.draw("WOF-U:2");
    ASSERT_EQ(w.g.phase(), Phase::Plague);
    ASSERT_EQ(w.g.legal_actions().size(), 2u);
    Rng rng(1);
    EXPECT_EQ(ai::choose_greedy(w.g, rng), Action::at_spot(ActionKind::PlagueReturn, 6, -6, spot_segment(tiles().find("WOF-A"), 0, "S")));
}

// ---- A discarded wheel tile has moved the pig ----

TEST(WheelDiscard, TheDiscardedTileStillTurnsThePig) {
    Wheel w;
    // Only the board's three road ends take a crossroads (WOF-X): close them with cloister road stubs.
    w.put("WOF-A", 2, -1, 0);
    w.put("WOF-A", -1, 1, 270);
    w.put("WOF-IC-CRG", 3, 4, 180);
    w.crown(1, kFortune);
    w.start(0, kPlague);
    const int x = tiles().find("WOF-X:1");
    ASSERT_FALSE(w.g.has_placement(x));
    const std::vector<ScoreEvent> ev = w.draw("WOF-X:1");
    EXPECT_EQ(w.g.state<WheelState>().pig_at(), kFortune);
    ASSERT_EQ(ev.size(), 3u);
    EXPECT_EQ(ev[0].kind, EventKind::Fortune);
    EXPECT_EQ(ev[1].kind, EventKind::Crown);
    EXPECT_EQ(ev[2].kind, EventKind::Discard);
    EXPECT_EQ(w.score(0), 3);
    EXPECT_EQ(w.score(1), 3);
    EXPECT_EQ(w.g.phase(), Phase::Draw);  // the same player draws again
    EXPECT_EQ(w.g.turn_player(), 0);
    EXPECT_EQ(w.g.remaining(x), 0);
}

// ---- Actions' text ----

TEST(WheelActions, TextFormsParseBack) {
    for (int s = 0; s < kWheelSegments; ++s) {
        const Action a = Action::segment(ActionKind::Crown, s);
        EXPECT_EQ(a.to_string(), std::string("crown ") + kWheelSegmentNames[s]);
        const auto back = Action::parse(a.to_string());
        ASSERT_TRUE(back);
        EXPECT_EQ(*back, a);
    }
    const Action p = Action::at_spot(ActionKind::PlagueReturn, 1, 0, 3);
    EXPECT_EQ(p.to_string(), "plague 1,0 3");
    ASSERT_TRUE(Action::parse("plague -4,12 0"));
    EXPECT_EQ(*Action::parse("plague -4,12 0"), Action::at_spot(ActionKind::PlagueReturn, -4, 12, 0));
    EXPECT_EQ(*Action::parse(p.to_string()), p);
    for (const char* bad : {"crown", "crown pig", "crown tax storm", "plague", "plague 1,0", "plague 1 0 3", "plague 1,0 x", "plague 1,0 99"})
        EXPECT_FALSE(Action::parse(bad)) << bad;
    EXPECT_EQ(static_cast<int>(ActionKind::Crown), 9);
    EXPECT_EQ(static_cast<int>(ActionKind::PlagueReturn), 10);
    EXPECT_EQ(static_cast<int>(Phase::GameOver), 5);
    EXPECT_EQ(static_cast<int>(Phase::Plague), 6);
    for (int space = 0; space < kCrownSpaces; ++space) {
        const int seg = WheelState::crown_segment(space);
        EXPECT_GE(space, kCrownFirst[seg]);
        EXPECT_LT(space, kCrownFirst[seg] + kCrownCount[seg]);
    }
}

// ---- Scenarios ----

std::string wheel_scenario(const std::string& wheel, const std::string& setup, const std::string& moves) {
    return R"({"format": "carcassonne-scenario/1", "rules": {"game": "wheel_of_fortune"}, "players": ["red", "blue", "green"],)" +
           (wheel.empty() ? std::string() : "\"wheel\": " + wheel + ",") + (setup.empty() ? std::string() : "\"setup\": " + setup + ",") +
           "\"moves\": " + moves + "}";
}

TEST(WheelScenario, PlagueDecisionsAndCrownFiguresRun) {
    const std::string setup = R"([{"tile": "WOF-D", "at": [0, -6], "figure": {"player": "red", "kind": "follower", "spot": "E"}},
                                  {"tile": "WOF-B", "at": [3, -6], "figure": {"player": "green", "kind": "follower", "spot": "C"}}])";
    const std::string moves = R"([{"tile": "WOF-U:2", "at": [1, -1], "rot": 0, "figure": {"kind": "follower", "crown": "tax"},
                                   "plague": {"red": {"at": [0, -6], "spot": "W"}, "green": {"at": [3, -6], "spot": "C"}}}])";
    const ScenarioResult r = run_scenario(wheel_scenario(R"({"pig": "storm", "crowns": {"plague": ["blue", "blue"]}})", setup, moves));
    ASSERT_TRUE(r.ok) << r.error;
    const auto out = json::parse(r.output);
    ASSERT_TRUE(out);
    EXPECT_EQ(json::get_int((*out)["scores"], "red"), 0);
    EXPECT_EQ(json::get_int((*out)["scores"], "blue"), 6);
    EXPECT_EQ(json::get_int((*out)["scores"], "green"), 0);
    // Plague events are not result kinds; the crown payout is.
    for (const json::Json& e : (*out)["events"]) EXPECT_NE(json::get_string(e, "kind").value_or(""), "plague");
    ASSERT_EQ((*out)["events"].size(), 1u);
    EXPECT_EQ(json::get_string((*out)["events"][0], "kind").value_or(""), "crown");
}

TEST(WheelScenario, ADiscardedTileTurnsThePigAndCarriesThePlagueDecisions) {
    // The board's three road ends closed (as in WheelDiscard): a crossroads fits nowhere. Red's monk stands on
    // one of the closing tiles; the crossroads shows a 1 and the pig stands on Inquisition.
    const std::string setup = R"([{"tile": "WOF-A", "at": [2, -1], "figure": {"player": "red", "kind": "follower", "spot": "C"}},
                                  {"tile": "WOF-A", "at": [-1, 1], "rot": 270}, {"tile": "WOF-IC-CRG", "at": [3, 4], "rot": 180}])";
    const std::string with = R"([{"discard": "WOF-X:1", "plague": {"red": {"at": [2, -1], "spot": "C"}}},
                                 {"tile": "WOF-B", "at": [1, -1], "figure": {"kind": "follower", "crown": "fortune"}}])";
    const ScenarioResult r = run_scenario(wheel_scenario(R"({"pig": "inquisition", "crowns": {"plague": ["green"]}})", setup, with));
    ASSERT_TRUE(r.ok) << r.error;
    const auto out = json::parse(r.output);
    ASSERT_TRUE(out);
    EXPECT_EQ(json::get_int((*out)["scores"], "green"), 6);  // alone on Plague's two crowns
    EXPECT_EQ(json::get_int((*out)["scores"], "red"), 0);
    const ScenarioResult missing = run_scenario(wheel_scenario(R"({"pig": "inquisition"})", setup, R"([{"discard": "WOF-X:1"}])"));
    EXPECT_FALSE(missing.ok);
    EXPECT_NE(missing.error.find("moves[0]: plague"), std::string::npos) << missing.error;
}

TEST(WheelScenario, RefusesWhatTheRulesDoNotAllow) {
    const std::string red_thief = R"([{"tile": "WOF-D", "at": [0, -6], "figure": {"player": "red", "kind": "follower", "spot": "E"}}])";
    const std::string to_plague = R"([{"tile": "WOF-U:2", "at": [1, -1], "rot": 0}])";
    struct Bad {
        std::string text, words;
    };
    const std::vector<Bad> bad = {
        {wheel_scenario(R"({"pig": "mud"})", "", to_plague), "pig must name a segment"},
        {wheel_scenario(R"({"pig": 3})", "", to_plague), "pig must name a segment"},
        {wheel_scenario(R"({"crowns": {"storm": ["red", "blue", "green"]}})", "", to_plague), "full"},
        {wheel_scenario(R"({"crowns": {"moon": ["red"]}})", "", to_plague), "unknown segment"},
        {wheel_scenario(R"({"crowns": {"tax": ["pink"]}})", "", to_plague), "not one of the players"},
        {wheel_scenario(R"({"crowns": {"tax": "red"}})", "", to_plague), "list"},
        {wheel_scenario(R"({"pig": "storm", "dog": 1})", "", to_plague), "unknown field"},
        // The pig lands on Plague and red has a follower on the land: red's decision is required.
        {wheel_scenario(R"({"pig": "storm"})", red_thief, to_plague), "must name the one that goes home"},
        // Blue has nothing on the land: no decision of blue's may be given.
        {wheel_scenario(R"({"pig": "storm"})", red_thief,
                        R"([{"tile": "WOF-U:2", "at": [1, -1], "plague": {"red": {"at": [0, -6], "spot": "E"}, "blue": {"at": [0, -6], "spot": "E"}}}])"),
         "no decision"},
        // Not on Plague at all.
        {wheel_scenario("", red_thief, R"([{"tile": "WOF-U:1", "at": [1, -1], "plague": {"red": {"at": [0, -6], "spot": "E"}}}])"),
         "no decision"},
        // Red names a spot where no follower of red's stands.
        {wheel_scenario(R"({"pig": "storm"})", red_thief, R"([{"tile": "WOF-U:2", "at": [1, -1], "plague": {"red": {"at": [0, -6], "spot": "Es"}}}])"),
         "no follower of red"},
        {wheel_scenario(R"({"crowns": {"fortune": ["blue"]}})", "",
                        R"([{"tile": "WOF-B", "at": [1, -1], "figure": {"kind": "follower", "crown": "fortune"}}])"),
         "full"},
        {wheel_scenario("", "", R"([{"tile": "WOF-B", "at": [1, -1], "figure": {"kind": "follower", "crown": "heaven"}}])"), "crown must name"},
        {wheel_scenario("", "", R"([{"tile": "WOF-B", "at": [1, -1], "figure": {"kind": "follower", "crown": "tax", "spot": "C"}}])"), "not both"},
        {R"({"format": "carcassonne-scenario/1", "players": ["red", "blue"], "wheel": {"pig": "tax"}})", "only for wheel_of_fortune"},
        {R"({"format": "carcassonne-scenario/1", "rules": {"game": "wheel_of_fortune", "expansions": ["river"]}, "players": ["red", "blue"]})", "river"},
        {R"({"format": "carcassonne-scenario/1", "rules": {"game": "wheel_of_fortune", "edition": "2000"}, "players": ["red", "blue"]})", "classic"},
        {R"({"format": "carcassonne-scenario/1", "rules": {"game": "wheel_of_fortune"}, "players": ["red", "blue"], "setup": [{"tile": "WHEEL-00", "at": [9, 9]}]})",
         "unknown tile"},
    };
    for (const Bad& b : bad) {
        const ScenarioResult r = run_scenario(b.text);
        EXPECT_FALSE(r.ok) << b.text;
        EXPECT_NE(r.error.find(b.words), std::string::npos) << r.error << "\n  for " << b.text;
        EXPECT_EQ(r.error.find('\n'), std::string::npos) << r.error;
    }
    // A Mayor on a crown is refused (Abbey & Mayor wheel game).
    const ScenarioResult mayor = run_scenario(
        R"({"format": "carcassonne-scenario/1", "rules": {"game": "wheel_of_fortune", "expansions": ["abbey_mayor"]}, "players": ["red", "blue"],
            "moves": [{"tile": "WOF-B", "at": [1, -1], "figure": {"kind": "mayor", "crown": "tax"}}]})");
    EXPECT_FALSE(mayor.ok);
    EXPECT_NE(mayor.error.find("only a follower"), std::string::npos) << mayor.error;
}

// ---- Save and resume at a pending Plague decision; undo never reaches behind it ----

TEST(WheelRecord, PlagueDecisionSavesAndResumesExactly) {
    std::vector<Seat> seats = {Seat{"A", 0, true, 1}, Seat{"B", 1, true, 1}, Seat{"C", 2, true, 1}};
    bool found = false;
    for (uint64_t seed = 1; seed < 200 && !found; ++seed) {
        Match m(wheel_rules(), seats, seed);
        Rng rng(seed);
        while (!m.game().is_over() && m.game().phase() != Phase::Plague) ASSERT_TRUE(m.apply(ai::choose(m.game(), 1, rng)));
        if (m.game().phase() != Phase::Plague) continue;
        found = true;
        EXPECT_FALSE(m.can_undo());  // the draw and the pig's move are never taken back
        const std::string text = m.to_record();
        EXPECT_EQ(json::get_int(*json::parse(text), "version"), 3);
        std::string error;
        std::optional<Match> back = Match::from_record(text, &error);
        ASSERT_TRUE(back) << error;
        EXPECT_TRUE(back->game() == m.game());
        EXPECT_EQ(back->game().phase(), Phase::Plague);
        EXPECT_EQ(back->game().current_player(), m.game().current_player());
        EXPECT_FALSE(back->can_undo());
        // Both go on the same way, and a decision made is not taken back by the next player's undo.
        const Action a = back->game().legal_actions().front();
        ASSERT_TRUE(back->apply(a));
        ASSERT_TRUE(m.apply(a));
        EXPECT_TRUE(back->game() == m.game());
        EXPECT_FALSE(m.can_undo());
        while (m.game().phase() == Phase::Plague) ASSERT_TRUE(m.apply(m.game().legal_actions().front()));
        ASSERT_EQ(m.game().phase(), Phase::Place);
        const std::vector<Action> history = m.history();
        ASSERT_TRUE(m.apply(m.game().legal_actions().front()));  // the placement can be taken back...
        ASSERT_TRUE(m.undo());
        EXPECT_EQ(m.history(), history);  // ...but only to the placement, after every Plague decision
        EXPECT_EQ(m.game().phase(), Phase::Place);
    }
    EXPECT_TRUE(found) << "no seeded game reached a Plague decision";
}

TEST(WheelRecord, OlderRecordVersionsAreRefusedForTheWheel) {
    std::vector<Seat> seats = {Seat{"A", 0, false, 1}, Seat{"B", 1, false, 1}};
    Match m(wheel_rules(), seats, 9);
    json::Json j = *json::parse(m.to_record());
    EXPECT_EQ(json::get_int(j, "version"), 3);
    EXPECT_EQ(record_version_for(Rules{}), 1);
    EXPECT_EQ(record_version_for(wheel_rules(true)), 3);
    std::string error;
    EXPECT_TRUE(Match::from_record(j.dump(), &error)) << error;
    j["version"] = 2;
    EXPECT_FALSE(Match::from_record(j.dump(), &error));
    EXPECT_NE(error.find("Wheel of Fortune"), std::string::npos) << error;
    j["version"] = 4;  // a later version (Inns & Cathedrals') still reads a Wheel game
    EXPECT_TRUE(Match::from_record(j.dump(), &error)) << error;
    j["version"] = newest_record_version() + 1;
    EXPECT_FALSE(Match::from_record(j.dump(), &error));
    EXPECT_NE(error.find("newer"), std::string::npos) << error;
}

// ---- Tiles counted as players count them ----

// The 4x4 wheel board is 16 cells of the board but no tile anybody laid: a whole game lays each of the 71 land
// tiles or discards it, and num_tiles_laid() says so where num_placed() counts 16 more. In the base game the start
// tile is one of the 72 laid.
TEST(WheelBoard, TilesLaidLeaveOutTheWheelBoard) {
    for (const bool wheel : {true, false}) {
        const Rules rules = wheel ? wheel_rules() : Rules{};
        Game g(rules, 3);
        EXPECT_EQ(g.num_tiles_laid(), wheel ? 0 : 1);
        Rng rng(wheel ? 11 : 12);
        while (!g.is_over()) {
            const std::vector<Action> legal = g.legal_actions();
            ASSERT_TRUE(g.apply(g.is_chance() ? g.sample_chance(rng.next())
                                              : legal[rng.below(static_cast<uint32_t>(legal.size()))]));
        }
        int discarded = 0;
        for (const ScoreEvent& e : g.events()) discarded += e.kind == EventKind::Discard;
        EXPECT_EQ(g.num_tiles_laid() + discarded, wheel ? 71 : 72);
        EXPECT_EQ(g.num_placed() - g.num_tiles_laid(), wheel ? 16 : 0);
    }
}

}  // namespace
}  // namespace carc
