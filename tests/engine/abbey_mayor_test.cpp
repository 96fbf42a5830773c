// Abbey & Mayor rulings (variants.md C) beyond the published cases: wagon destinations under both switches and
// the order of several wagons, barn joins and barns at the end, mayor strength, abbeys closing features, the
// end-of-game abbey round, and an Abbey & Mayor game saved and resumed at every decision.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "ai/players.h"
#include "engine/game.h"
#include "engine/json_util.h"
#include "engine/match.h"
#include "engine/rng.h"
#include "engine/scenario.h"
#include "engine/spots.h"

namespace carc {
namespace {

Rules am_rules(WagonRule w = WagonRule::Connected, Edition ed = Edition::Classic) {
    return Rules{GameKind::Base, ed, false, true, w};
}

struct Table {
    Game g;
    explicit Table(int players = 2, WagonRule w = WagonRule::Connected, Edition ed = Edition::Classic)
        : g(am_rules(w, ed), players, false) {}
    int put(const char* id, int x, int y, int rot_deg) {
        std::string why;
        EXPECT_TRUE(g.setup_tile(tiles().find(id), x, y, rot_deg / 90, &why)) << id << ": " << why;
        return g.num_placed() - 1;
    }
    int seg(int idx, const char* spot) const {
        const PlacedTile& p = g.placed()[idx];
        return spot_segment(p.type, p.rot, spot);
    }
    void figure(int player, Figure kind, int idx, const char* spot) {
        const int s = kind == Figure::Barn ? corner_index(spot) : seg(idx, spot);
        ASSERT_GE(s, 0) << spot;
        std::string why;
        EXPECT_TRUE(g.setup_figure(player, kind, idx, s, &why)) << why;
    }
    void place(const char* id, int x, int y, int rot_deg) {
        std::string why;
        if (g.phase() == Phase::TurnStart) {
            ASSERT_TRUE(g.apply(Action::of(ActionKind::DrawChoice), &why)) << why;
        }
        ASSERT_TRUE(g.apply(Action::draw(tiles().find(id)), &why)) << why;
        ASSERT_TRUE(g.apply(Action::place(x, y, rot_deg / 90), &why)) << why;
    }
    void deploy(Figure kind, const char* spot) {
        std::string why;
        const int s = kind == Figure::Barn ? corner_index(spot) : seg(g.last_placed(), spot);
        ASSERT_TRUE(g.apply(Action::deploy(kind, s), &why)) << why;
    }
    std::vector<std::string> wagon_targets() const {
        std::vector<std::string> out;
        for (const Action& a : g.legal_actions()) out.push_back(a.to_string());
        return out;
    }
    std::string target(int x, int y, const char* spot) const {
        const int idx = g.tile_at(x, y);
        return Action::at_spot(ActionKind::WagonMove, x, y, seg(idx, spot)).to_string();
    }
};

// S26's board: Blue's wagon on the road from the X crossing to the T tile's city gate.
void s26_board(Table& t) {
    t.put("BASE-X", 0, 0, 0);
    t.put("BASE-U", 1, 0, 0);
    const int u = t.put("BASE-U", 2, 0, 0);
    t.figure(1, Figure::Wagon, u, "E");
    t.g.setup_to_move(0);
    t.place("BASE-T", 3, 0, 90);
    ASSERT_EQ(t.g.phase(), Phase::Deploy);
    ASSERT_TRUE(t.g.apply(Action::pass()));
}

// C14 "connected" (first edition): the other roads of the crossing and the city the road runs into.
TEST(Wagon, ConnectedTargetsAreTheCrossingRoadsAndTheCityAtTheGate) {
    Table t;
    s26_board(t);
    EXPECT_EQ(t.g.player(1).score, 4);
    ASSERT_EQ(t.g.phase(), Phase::WagonMove);
    EXPECT_EQ(t.g.current_player(), 1);
    EXPECT_EQ(t.g.turn_player(), 0);
    std::vector<std::string> want = {t.target(0, 0, "N"), t.target(0, 0, "S"), t.target(0, 0, "W"), t.target(3, 0, "N"),
                                     "wagon return"};
    EXPECT_EQ(t.wagon_targets(), want);
    // Not a road of the crossing that is completed or occupied: a red thief on the west road rules it out.
    std::string why;
    EXPECT_FALSE(t.g.apply(Action::at_spot(ActionKind::WagonMove, 1, 0, 0), &why)) << "the scored road itself";
    EXPECT_FALSE(why.empty());
    ASSERT_TRUE(t.g.apply(Action::at_spot(ActionKind::WagonMove, 0, 0, t.seg(0, "N")), &why)) << why;
    EXPECT_EQ(t.g.phase(), Phase::Draw);
    EXPECT_EQ(t.g.turn_player(), 1);
    ASSERT_EQ(t.g.num_figures(), 1);
    EXPECT_EQ(t.g.figures()[0].kind, Figure::Wagon);
    EXPECT_EQ(t.g.figures()[0].player, 1);
    EXPECT_EQ(t.g.state<AbbeyMayorState>().supply[static_cast<size_t>(1)].wagon, 0);
}

TEST(Wagon, OccupiedFeaturesAreNoTarget) {
    Table t;
    const int x = t.put("BASE-X", 0, 0, 0);
    t.figure(0, Figure::Follower, x, "W");
    t.put("BASE-U", 1, 0, 0);
    const int u = t.put("BASE-U", 2, 0, 0);
    t.figure(1, Figure::Wagon, u, "E");
    t.g.setup_to_move(0);
    t.place("BASE-T", 3, 0, 90);
    ASSERT_TRUE(t.g.apply(Action::pass()));
    std::vector<std::string> want = {t.target(0, 0, "N"), t.target(0, 0, "S"), t.target(3, 0, "N"), "wagon return"};
    EXPECT_EQ(t.wagon_targets(), want);
    ASSERT_TRUE(t.g.apply(Action::of(ActionKind::WagonReturn)));
    EXPECT_EQ(t.g.state<AbbeyMayorState>().supply[static_cast<size_t>(1)].wagon, 1);
}

// C14 "adjacent" (newer rule): any unfinished, unoccupied road, city or cloister on the wagon's tile or the 8 around.
TEST(Wagon, AdjacentTargetsAreOnTheNineTiles) {
    Table t(2, WagonRule::Adjacent);
    s26_board(t);
    ASSERT_EQ(t.g.phase(), Phase::WagonMove);
    // Around (2,0): (1..3, -1..1) holds (1,0) U, (3,0) T; their roads are the scored one; T's city is open.
    std::vector<std::string> want = {t.target(3, 0, "N"), "wagon return"};
    EXPECT_EQ(t.wagon_targets(), want);
}

// With no destination a wagon goes home without a decision: a wagon on a cloister with no road into it.
TEST(Wagon, NoDestinationGoesHome) {
    Table t;  // the S06 board
    const int c = t.put("BASE-B", 1, 1, 0);
    t.figure(1, Figure::Wagon, c, "C");
    t.put("BASE-E", 1, 0, 0);
    t.put("BASE-E", 2, 1, 90);
    t.put("BASE-E", 1, 2, 180);
    t.put("BASE-E", 0, 1, 270);
    t.put("BASE-N", 0, 0, 0);
    t.put("BASE-N", 2, 0, 90);
    t.put("BASE-N", 2, 2, 180);
    t.g.setup_to_move(0);
    t.place("BASE-M", 0, 2, 270);
    ASSERT_TRUE(t.g.apply(Action::pass()));
    EXPECT_EQ(t.g.player(1).score, 9);
    EXPECT_EQ(t.g.phase(), Phase::Draw) << "no decision to make";
    EXPECT_EQ(t.g.state<AbbeyMayorState>().supply[static_cast<size_t>(1)].wagon, 1);
    EXPECT_EQ(t.g.num_figures(), 0);
}

// C15: several wagons released in one scoring decide in turn order from the active player.
TEST(Wagon, SeveralWagonsDecideInTurnOrderFromTheActivePlayer) {
    Table t(3);
    t.put("BASE-X", 0, 0, 0);
    const int a = t.put("BASE-U", 1, 0, 0);
    const int b = t.put("BASE-U", 3, 0, 0);
    t.figure(0, Figure::Wagon, a, "E");  // red
    t.figure(2, Figure::Wagon, b, "E");  // green
    t.put("BASE-X", 4, 0, 0);
    t.g.setup_to_move(1);                // blue joins the two halves and completes the road
    t.place("BASE-U", 2, 0, 0);
    ASSERT_TRUE(t.g.apply(Action::pass()));
    EXPECT_EQ(t.g.player(0).score, 5);  // X, U, U, U, X
    EXPECT_EQ(t.g.player(2).score, 5);
    ASSERT_EQ(t.g.phase(), Phase::WagonMove);
    ASSERT_EQ(t.g.state<AbbeyMayorState>().num_pending_wagons(), 2);
    EXPECT_EQ(t.g.current_player(), 2) << "green sits right after blue";
    const std::string green_to = t.target(4, 0, "N");
    ASSERT_TRUE(t.g.apply(*Action::parse(green_to)));
    EXPECT_EQ(t.g.current_player(), 0);
    // Green's wagon now stands on the north road of (4,0): no longer a destination for red.
    for (const std::string& s : t.wagon_targets()) EXPECT_NE(s, green_to);
    ASSERT_TRUE(t.g.apply(Action::of(ActionKind::WagonReturn)));
    EXPECT_EQ(t.g.phase(), Phase::Draw);
    EXPECT_EQ(t.g.turn_player(), 2);
}

// C6: a mayor's strength is the city's pennants; strength 0 wins nothing, a knight then takes the city.
TEST(Mayor, StrengthIsPennants) {
    {
        Table t;  // pennant-less 3-tile city (G has no pennant), a lone mayor: nobody scores
        const int e = t.put("BASE-E", 0, 0, 90);
        t.figure(0, Figure::Mayor, e, "E");
        t.put("BASE-G", 1, 0, 0);
        t.g.setup_to_move(1);
        t.place("BASE-E", 2, 0, 270);
        ASSERT_TRUE(t.g.apply(Action::pass()));
        EXPECT_EQ(t.g.player(0).score, 0);
        EXPECT_EQ(t.g.state<AbbeyMayorState>().supply[static_cast<size_t>(0)].mayor, 1) << "the mayor still comes back";
    }
    for (const char* middle : {"BASE-G", "BASE-F"}) {
        // A mayor and a knight in two halves that the middle tile joins: with no pennant (G) the knight wins
        // 2 x 3 = 6 alone; with one pennant (F) strength 1 ties the knight and both score 2 x (3 + 1) = 8.
        Table t;
        const int e = t.put("BASE-E", 0, 0, 90);
        t.figure(0, Figure::Mayor, e, "E");
        const int k = t.put("BASE-E", 2, 0, 270);
        t.figure(1, Figure::Follower, k, "W");
        t.g.setup_to_move(1);
        t.place(middle, 1, 0, 0);
        ASSERT_TRUE(t.g.apply(Action::pass()));
        const bool pennant = std::string(middle) == "BASE-F";
        EXPECT_EQ(t.g.player(0).score, pennant ? 8 : 0) << middle;
        EXPECT_EQ(t.g.player(1).score, pennant ? 8 : 6) << middle;
    }
}

// Mayors only in cities; wagons never on fields; a barn only where four field corners meet.
TEST(Figures, WhereEachKindMayStand) {
    Table t;
    t.put("BASE-U", 0, 0, 0);
    t.g.setup_to_move(0);
    t.place("BASE-D", 1, 0, 0);  // city N, road E-W, fields
    for (const Action& a : t.g.legal_actions()) {
        if (a.kind != ActionKind::Deploy) continue;
        const SegKind k = tiles().type(tiles().find("BASE-D")).segments[a.spot].kind;
        if (a.figure == Figure::Mayor) {
            EXPECT_EQ(k, SegKind::City);
        }
        if (a.figure == Figure::Wagon) {
            EXPECT_NE(k, SegKind::Field);
        }
        EXPECT_NE(a.figure, Figure::Barn) << "no corner of four tiles yet";
    }
}

// The barn's three scorings (C8, C10, C12) on one board: placing it on a farm without farmers scores nothing,
// a farmer's farm joined to it later scores 1 per completed city, and at the end the barn 4 per completed city.
TEST(Barn, JoinedFarmAndFinalScoring) {
    for (const Edition ed : {Edition::Classic, Edition::First2000}) {
        Table t(2, WagonRule::Connected, ed);
        t.put("BASE-H", 0, -1, 0);
        t.put("BASE-H", 1, -1, 0);
        t.put("BASE-E", 0, 0, 0);
        t.put("BASE-E", 1, 0, 0);
        t.put("BASE-E", 0, 1, 180);
        const int far = t.put("BASE-B", 3, 0, 0);
        t.figure(0, Figure::Follower, far, "Nw");  // red farmer on a separate farm
        t.g.setup_to_move(1);
        t.place("BASE-E", 1, 1, 180);
        t.deploy(Figure::Barn, "NW");  // blue's barn: the farm has no farmer, nothing scores
        EXPECT_EQ(t.g.player(1).score, 0);
        EXPECT_EQ(t.g.player(0).score, 0);
        // Red joins his farm to the barn's: B at (2,0) is all field.
        t.place("BASE-B", 2, 0, 0);
        ASSERT_TRUE(t.g.apply(Action::pass()));
        EXPECT_EQ(t.g.player(0).score, 2) << "1 per completed city (two 2-tile cities)";
        EXPECT_EQ(t.g.player(0).followers, 7) << "the farmer comes home";
        ASSERT_FALSE(t.g.events().empty());
        EXPECT_EQ(t.g.events().back().rule, ScoreRule::BarnJoined);
        // No follower may join a farm with a barn.
        t.place("BASE-B", 2, 1, 0);
        for (const Action& a : t.g.legal_actions())
            if (a.kind == ActionKind::Deploy && a.figure == Figure::Follower) {
                EXPECT_NE(tiles().type(tiles().find("BASE-B")).segments[a.spot].kind, SegKind::Field);
            }
        ASSERT_TRUE(t.g.apply(Action::pass()));
        t.g.final_scoring();
        EXPECT_EQ(t.g.player(1).score, 8) << "barn at the end: 4 per completed city, both editions";
        EXPECT_EQ(t.g.events().back().rule, ScoreRule::BarnFinal);
    }
}

// C7: not on a farm that already has a barn; C8: a barn on a farm with farmers scores 3 per city at once.
TEST(Barn, NotTwiceOnOneFarm) {
    Table t;
    t.put("BASE-E", 0, 0, 0);
    t.put("BASE-E", 1, 0, 0);
    const int w = t.put("BASE-E", 0, 1, 180);
    t.figure(0, Figure::Barn, w, "NE");
    t.put("BASE-B", 2, 0, 0);
    t.put("BASE-B", 2, 1, 0);
    t.g.setup_to_move(1);
    t.place("BASE-E", 1, 1, 180);
    for (const Action& a : t.g.legal_actions()) EXPECT_NE(a.figure == Figure::Barn && a.kind == ActionKind::Deploy, true) << a.to_string();
}

// C3/C4: the abbey closes a one-tile city (2 points) and can be the 9th tile of a cloister.
TEST(Abbey, ClosesWhatItTouches) {
    const std::string text = R"({"format": "carcassonne-scenario/1",
        "rules": {"game": "base", "expansions": ["abbey_mayor"]}, "players": ["red", "blue"],
        "setup": [
          {"tile": "BASE-E", "at": [1, -1], "rot": 180, "figure": {"player": "blue", "kind": "follower", "spot": "S"}},
          {"tile": "BASE-B", "at": [0, 0], "rot": 0, "figure": {"player": "red", "kind": "follower", "spot": "C"}},
          {"tile": "BASE-B", "at": [2, 0], "rot": 0},
          {"tile": "BASE-B", "at": [1, 1], "rot": 0},
          {"tile": "BASE-E", "at": [-1, -1]}, {"tile": "BASE-E", "at": [0, -1]},
          {"tile": "BASE-E", "at": [-1, 0], "rot": 270}, {"tile": "BASE-A", "at": [-1, 1]}, {"tile": "BASE-A", "at": [0, 1]}],
        "moves": [{"abbey": true, "at": [1, 0], "figure": {"kind": "follower", "spot": "C"}}]})";
    const ScenarioResult r = run_scenario(text);
    ASSERT_TRUE(r.ok) << r.error;
    const auto out = json::parse(r.output);
    ASSERT_TRUE(out);
    EXPECT_EQ((*out)["scores"]["blue"], 2) << r.output;  // the one-tile city
    EXPECT_EQ((*out)["scores"]["red"], 9) << r.output;   // the cloister's 9th tile
}

// C1b: after the last tile, players still holding an abbey may place it, clockwise from the player after the
// one who placed the last tile; drawing is no longer possible, passing is.
TEST(Abbey, EndOfGameRound) {
    int rounds_seen = 0;
    for (uint64_t seed = 1; seed <= 60; ++seed) {
        Game g(am_rules(), 3);
        Rng rng(seed);
        int last_placer = -1;
        bool in_round = false;
        int expect_next = -1;
        while (!g.is_over()) {
            if (g.is_chance()) {
                g.apply(g.sample_chance(rng.next()));
                continue;
            }
            std::vector<Action> legal = g.legal_actions();
            if (g.state<AbbeyMayorState>().in_abbey_round() && g.phase() == Phase::TurnStart) {
                EXPECT_EQ(g.bag_size(), 0);
                EXPECT_EQ(legal.back(), Action::pass());
                EXPECT_FALSE(g.is_legal(Action::of(ActionKind::DrawChoice)));
                EXPECT_GT(g.state<AbbeyMayorState>().supply[static_cast<size_t>(g.current_player())].abbey, 0);
                if (!in_round) {
                    in_round = true;
                    ++rounds_seen;
                    // The first player offered is the first after the last placer who holds an abbey.
                    int q = (last_placer + 1) % 3;
                    while (g.state<AbbeyMayorState>().supply[static_cast<size_t>(q)].abbey == 0) q = (q + 1) % 3;
                    expect_next = q;
                }
                EXPECT_EQ(g.current_player(), expect_next) << "seed " << seed;
            }
            // Prefer abbeys so that rounds happen; otherwise random.
            Action a = legal[rng.below(static_cast<uint32_t>(legal.size()))];
            if (g.phase() == Phase::TurnStart && g.bag_size() > 0) a = legal.back();  // keep the abbeys for the end
            if (g.phase() == Phase::TurnStart && g.state<AbbeyMayorState>().in_abbey_round() && legal.size() > 1) a = legal[0];
            if (g.phase() == Phase::Place || a.kind == ActionKind::Abbey) last_placer = g.turn_player();
            if (g.state<AbbeyMayorState>().in_abbey_round() && g.phase() == Phase::TurnStart) {
                int q = (g.current_player() + 1) % 3;
                int guard = 0;
                while (g.state<AbbeyMayorState>().supply[static_cast<size_t>(q)].abbey == 0 && guard++ < 3) q = (q + 1) % 3;
                expect_next = q;
            }
            ASSERT_TRUE(g.apply(a));
        }
        EXPECT_TRUE(g.final_scored());
    }
    EXPECT_GT(rounds_seen, 10);
}

// An Abbey & Mayor game saves and resumes exactly at every decision, wagon moves and abbey choices included.
TEST(Record, AbbeyMayorGameResumesAtEveryDecision) {
    int wagon_points = 0, abbey_points = 0;
    for (uint64_t seed = 3; seed < 9; ++seed) {
        std::vector<Seat> seats = {Seat{"A", 0, true, 1}, Seat{"B", 1, true, 0}, Seat{"C", 2, true, 1}};
        Match m(Rules{GameKind::Base, Edition::Classic, true, true, WagonRule::Connected}, seats, seed);
        Rng rng(seed);
        while (!m.game().is_over()) {
            const Phase ph = m.game().phase();
            const std::string text = m.to_record();
            std::string error;
            const std::optional<Match> back = Match::from_record(text, &error);
            ASSERT_TRUE(back) << error;
            ASSERT_TRUE(back->game() == m.game());
            ASSERT_EQ(json::get_int(*json::parse(text), "version"), 2);
            wagon_points += ph == Phase::WagonMove;
            abbey_points += ph == Phase::TurnStart;
            const Action a = ai::choose(m.game(), seats[static_cast<size_t>(m.game().current_player())].level, rng);
            ASSERT_TRUE(m.apply(a)) << a.to_string();
        }
    }
    EXPECT_GT(wagon_points, 0);
    EXPECT_GT(abbey_points, 0);
}

// Undo in an Abbey & Mayor game goes back to the start of the turn, never into the previous player's turn.
TEST(Record, UndoStopsAtTheTurnStart) {
    std::vector<Seat> seats = {Seat{"A", 0, false, 1}, Seat{"B", 1, false, 1}};
    Match m(am_rules(), seats, 99);
    Rng rng(4);
    int checked = 0;
    while (!m.game().is_over() && checked < 400) {
        const Game& g = m.game();
        if (g.phase() == Phase::TurnStart || (g.phase() == Phase::Place && m.history().back().kind == ActionKind::Draw)) {
            EXPECT_FALSE(m.can_undo()) << "at the start of a turn";
        }
        const Game before = g;
        const Action a = ai::choose(g, 0, rng);
        ASSERT_TRUE(m.apply(a));
        if (m.can_undo()) {
            Match copy = m;
            ASSERT_TRUE(copy.undo());
            EXPECT_EQ(copy.game().turn(), m.game().turn());
            EXPECT_FALSE(copy.can_undo());
        }
        ++checked;
    }
}

TEST(Record, RefusesWhatItCannotReplay) {
    std::vector<Seat> seats = {Seat{"A", 0, false, 1}, Seat{"B", 1, false, 1}};
    Match m(am_rules(), seats, 5);
    json::Json j = *json::parse(m.to_record());
    j["version"] = 1;
    std::string error;
    EXPECT_FALSE(Match::from_record(j.dump(), &error));
    EXPECT_NE(error.find("Abbey & Mayor"), std::string::npos) << error;
    j["version"] = 2;
    j["rules"]["game"] = "wheel_of_fortune";
    j["rules"]["expansions"] = json::Json::array();
    EXPECT_FALSE(Match::from_record(j.dump(), &error));
    EXPECT_NE(error.find("Wheel of Fortune"), std::string::npos) << error;
}

}  // namespace
}  // namespace carc

namespace carc {
namespace {

// The computer players make every Abbey & Mayor decision through the public action API: abbeys, mayors,
// wagons (and their moves) and barns all happen in greedy games, and every choice is legal.
TEST(ComputerPlayers, UseEveryAbbeyMayorDecision) {
    int abbeys = 0, mayors = 0, wagons = 0, wagon_moves = 0, barns = 0;
    for (uint64_t seed = 1; seed <= 8; ++seed) {
        std::vector<Seat> seats = {Seat{"A", 0, true, 1}, Seat{"B", 1, true, 1}, Seat{"C", 2, true, seed % 2 ? 0 : 1}};
        Match m(Rules{GameKind::Base, seed % 3 ? Edition::Classic : Edition::First2000, seed % 2 == 0, true,
                      seed % 4 == 0 ? WagonRule::Adjacent : WagonRule::Connected},
                seats, seed);
        Rng rng(seed * 13);
        while (!m.game().is_over()) {
            const Action a = ai::choose(m.game(), seats[static_cast<size_t>(m.game().current_player())].level, rng);
            std::string why;
            ASSERT_TRUE(m.apply(a, &why)) << a.to_string() << ": " << why;
            abbeys += a.kind == ActionKind::Abbey;
            wagon_moves += a.kind == ActionKind::WagonMove;
            mayors += a.kind == ActionKind::Deploy && a.figure == Figure::Mayor;
            wagons += a.kind == ActionKind::Deploy && a.figure == Figure::Wagon;
            barns += a.kind == ActionKind::Deploy && a.figure == Figure::Barn;
        }
    }
    EXPECT_GT(abbeys, 8);
    EXPECT_GT(mayors, 8);
    EXPECT_GT(wagons, 8);
    EXPECT_GT(wagon_moves, 2);
    EXPECT_GT(barns, 8);
}

}  // namespace
}  // namespace carc

namespace carc {
namespace {

// The scenario format's wagon decisions (SCENARIO.md): required when the wagon has somewhere to go, refused
// when it has none, and a target may name any spot of the destination feature.
std::string s26_with(const std::string& wagon_json, const char* rules_extra = "") {
    return std::string(R"({"format": "carcassonne-scenario/1",
        "rules": {"game": "base", "expansions": ["abbey_mayor"])") + rules_extra + R"(}, "players": ["red", "blue"],
        "setup": [{"tile": "BASE-X", "at": [0, 0]}, {"tile": "BASE-U", "at": [1, 0]},
                  {"tile": "BASE-U", "at": [2, 0], "figure": {"player": "blue", "kind": "wagon", "spot": "E"}},
                  {"tile": "BASE-U", "at": [0, -2], "rot": 90}],
        "moves": [{"tile": "BASE-T", "at": [3, 0], "rot": 90)" + wagon_json + R"(},
                  {"tile": "BASE-V", "at": [0, 1], "rot": 90}],
        "final_scoring": true})";
}

TEST(ScenarioWagon, DecisionsAreRequiredAndChecked) {
    // Missing decision: refused.
    ScenarioResult r = run_scenario(s26_with(""));
    ASSERT_FALSE(r.ok);
    EXPECT_NE(r.error.find("blue"), std::string::npos) << r.error;
    // Home: blue keeps the 4 points, nothing more at the end.
    r = run_scenario(s26_with(R"(, "wagon": {"blue": "return"})"));
    ASSERT_TRUE(r.ok) << r.error;
    EXPECT_EQ((*json::parse(r.output))["scores"]["blue"], 4);
    // To the crossing's north road: at the end that road (the X tile alone) scores 1.
    r = run_scenario(s26_with(R"(, "wagon": {"blue": {"at": [0, 0], "spot": "N"}})"));
    ASSERT_TRUE(r.ok) << r.error;
    EXPECT_EQ((*json::parse(r.output))["scores"]["blue"], 5);
    // Into the T tile's city (named by any of its spots): at the end an unfinished 1-tile city, 1 point.
    r = run_scenario(s26_with(R"(, "wagon": {"blue": {"at": [3, 0], "spot": "E"}})"));
    ASSERT_TRUE(r.ok) << r.error;
    EXPECT_EQ((*json::parse(r.output))["scores"]["blue"], 5);
    // The crossing's south road becomes part of a road the second move builds: 2 tiles at the end.
    r = run_scenario(s26_with(R"(, "wagon": {"blue": {"at": [0, 0], "spot": "S"}})"));
    ASSERT_TRUE(r.ok) << r.error;
    EXPECT_EQ((*json::parse(r.output))["scores"]["blue"], 6);
    // Not connected (a road elsewhere), the scored road itself, or a player with nothing to decide: refused.
    EXPECT_FALSE(run_scenario(s26_with(R"(, "wagon": {"blue": {"at": [0, -2], "spot": "E"}})")).ok);
    EXPECT_FALSE(run_scenario(s26_with(R"(, "wagon": {"blue": {"at": [1, 0], "spot": "E"}})")).ok);
    EXPECT_FALSE(run_scenario(s26_with(R"(, "wagon": {"blue": "return", "red": "return"})")).ok);
    // Adjacent rule: the crossing is two tiles away, so not a destination; the T city is.
    EXPECT_FALSE(run_scenario(s26_with(R"(, "wagon": {"blue": {"at": [0, 0], "spot": "N"}})", R"(, "wagon_move": "adjacent")")).ok);
    EXPECT_TRUE(run_scenario(s26_with(R"(, "wagon": {"blue": {"at": [3, 0], "spot": "N"}})", R"(, "wagon_move": "adjacent")")).ok);
}

}  // namespace
}  // namespace carc
