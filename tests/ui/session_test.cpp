// Session: a person's placement and deployment, take-back, computer pacing, whole computer games, resume.
#include "ui/core/session.h"
#include "ui/expansions/wheel/log.h"

#include "ai/players.h"
#include "engine/rng.h"
#include "engine/tiles.h"
#include "ui/core/final_table.h"
#include "ui/core/log_texts.h"
#include "ui/core/thinker.h"
#include "ui/core/turn_controls.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>

namespace carc::ui {
namespace {

GameConfig config(bool first_computer, bool second_computer, uint64_t seed) {
    GameConfig c;
    c.seed = seed;
    c.seats = {Seat{"Anna", 0, first_computer, 1}, Seat{"Bert", 1, second_computer, 1}};
    return c;
}

TEST(Session, HumanPlacesAndDeploys) {
    Session s;
    s.start(config(false, true, 11));
    ASSERT_TRUE(s.human_to_move());
    EXPECT_EQ(s.game().phase(), Phase::Place);
    ASSERT_FALSE(s.legal_places().empty());
    const int drawn = s.game().drawn_tile();
    const Action a = s.legal_places().front();
    // An illegal rotation is refused when another one is legal there (never place illegally).
    EXPECT_FALSE(s.submit(Action::place(a.x + 50, a.y, a.rot)));
    ASSERT_TRUE(s.submit(Action::place(a.x, a.y, a.rot)));
    EXPECT_EQ(s.game().phase(), Phase::Deploy);
    EXPECT_EQ(s.game().num_placed(), 2);
    EXPECT_EQ(s.game().placed()[1].type, drawn);
    ASSERT_FALSE(s.legal_deploys().empty());
    // A farmer (farmers stay until the end, so the supply visibly drops).
    Action d = s.legal_deploys().front();
    for (const Action& x : s.legal_deploys()) {
        const PlacedTile& t = s.game().placed()[s.game().last_placed()];
        if (tiles().type(t.type).segments[x.spot].kind == SegKind::Field) d = x;
    }
    ASSERT_EQ(tiles().type(s.game().placed()[1].type).segments[d.spot].kind, SegKind::Field);
    const int before = s.game().player(0).followers;
    ASSERT_TRUE(s.submit(d));
    EXPECT_EQ(s.game().player(0).followers, before - 1);
    EXPECT_FALSE(s.human_to_move());
    EXPECT_EQ(s.thinking_player(), 1);
    EXPECT_EQ(s.last_tiles()[0], 1);
    EXPECT_EQ(s.last_tiles()[1], -1);
    // The log names the player and the role.
    const std::string& last = s.log().back().text;
    EXPECT_NE(last.find("Anna"), std::string::npos) << last;
    EXPECT_NE(last.find("farmer"), std::string::npos) << last;
}

TEST(Session, TakeBackKeepsTheDrawnTile) {
    Session s;
    s.start(config(false, true, 5));
    const int drawn = s.game().drawn_tile();
    const size_t places = s.legal_places().size();
    const uint64_t rev = s.revision();
    EXPECT_FALSE(s.can_take_back());
    const Action a = s.legal_places().back();
    ASSERT_TRUE(s.submit(Action::place(a.x, a.y, a.rot)));
    EXPECT_TRUE(s.can_take_back());
    ASSERT_TRUE(s.take_back());
    EXPECT_GT(s.revision(), rev);
    EXPECT_EQ(s.game().phase(), Phase::Place);
    EXPECT_EQ(s.game().drawn_tile(), drawn);
    EXPECT_EQ(s.game().num_placed(), 1);
    EXPECT_EQ(s.legal_places().size(), places);
    // Placed again somewhere else, skipped: the turn passes.
    const Action b = s.legal_places().front();
    ASSERT_TRUE(s.submit(Action::place(b.x, b.y, b.rot)));
    ASSERT_TRUE(s.submit(Action::pass()));
    EXPECT_FALSE(s.can_take_back());
    EXPECT_FALSE(s.take_back());
}

TEST(Session, ComputerWaitsForItsDelay) {
    Session s;
    s.computer_delay = 0.5;
    s.update(100.0);  // the clock before the game starts
    s.start(config(true, false, 3));
    EXPECT_EQ(s.thinking_player(), 0);
    EXPECT_TRUE(s.busy(100.0));
    const int placed = s.game().num_placed();
    s.update(100.2);
    EXPECT_EQ(s.game().num_placed(), placed) << "the computer moved before its delay";
    s.update(100.51);
    EXPECT_EQ(s.game().num_placed(), placed + 1) << "the computer did not place after its delay";
    EXPECT_EQ(s.game().phase(), Phase::Deploy);
    s.update(100.52);
    EXPECT_EQ(s.game().phase(), Phase::Deploy) << "the figure came at once";
    s.update(101.0);
    EXPECT_TRUE(s.human_to_move());
    EXPECT_EQ(s.thinking_player(), -1);
    EXPECT_FALSE(s.busy(101.0 + 5));
}

TEST(Session, ComputerGameFinishesWithGameOver) {
    Session s;
    s.computer_delay = 0.1;
    s.start(config(true, true, 2024));
    double t = 0;
    int steps = 0;
    while (!s.game_over() && steps < 5000) {
        t += 0.11;
        s.update(t);
        ++steps;
    }
    ASSERT_TRUE(s.game_over());
    EXPECT_EQ(s.game().bag_size(), 0);
    EXPECT_GE(s.game().num_placed(), 60);
    ASSERT_FALSE(s.log().empty());
    EXPECT_EQ(s.log().back().text.rfind("Game over", 0), 0u) << s.log().back().text;
    // Scores were announced, final ones included.
    const std::vector<ScoreAnim> scores = s.take_new_scores();
    EXPECT_TRUE(std::any_of(scores.begin(), scores.end(), [](const ScoreAnim& a) { return a.event.final; }));
    EXPECT_TRUE(s.take_new_scores().empty());

    // A replay of it: the log stands where the replay stands, and says "Game over" once, at the end only.
    auto game_overs = [](const Session& x) {
        return std::count_if(x.log().begin(), x.log().end(), [](const LogEntry& e) { return e.text.rfind("Game over", 0) == 0; });
    };
    const std::string record = s.record("");
    const size_t full = s.log().size();
    Session r;
    std::string why;
    ASSERT_TRUE(r.start_replay(record, &why)) << why;
    r.update(1.0);
    EXPECT_EQ(game_overs(r), 1);
    EXPECT_EQ(r.log().size(), full);
    r.replay_seek(5);
    r.update(2.0);
    EXPECT_EQ(game_overs(r), 0);
    EXPECT_LT(r.log().size(), full / 4);
    for (const LogEntry& e : r.log()) EXPECT_LE(e.turn, r.game().turn()) << e.text;
    r.replay_seek(r.replay_turns());
    r.update(3.0);
    EXPECT_EQ(game_overs(r), 1);
    EXPECT_EQ(r.log().size(), full);
}

TEST(Session, ResumeContinuesIdentically) {
    Session a;
    a.start(config(true, true, 77));
    for (int i = 0; i < 40; ++i) a.step_computer();
    const std::string record = a.record();
    Session b;
    std::string error;
    ASSERT_TRUE(b.resume(record, &error)) << error;
    EXPECT_TRUE(b.game() == a.game());
    EXPECT_EQ(b.record(), record);
    EXPECT_GT(b.generation(), 0);
    // Both continue the same way: the draws come from the seed, so the games stay equal move by move when
    // the same decisions are made.
    Session c;
    ASSERT_TRUE(c.resume(record, &error)) << error;
    for (int i = 0; i < 30 && !b.game_over(); ++i) {
        ASSERT_TRUE(b.step_computer());
        ASSERT_TRUE(c.step_computer());
        ASSERT_TRUE(b.game() == c.game()) << "diverged at step " << i;
    }
    // A damaged record is refused with a reason.
    Session d;
    EXPECT_FALSE(d.resume("{not a record", &error));
    EXPECT_FALSE(error.empty());
    EXPECT_FALSE(d.active());
}

// Words: a hot-seat player named "You" gets "Your tile", never "You's tile".
TEST(Session, PossessiveOfPlayerNames) {
    EXPECT_EQ(possessive("You"), "Your");
    EXPECT_EQ(possessive("Anna"), "Anna's");
    EXPECT_EQ(possessive("Computer 2"), "Computer 2's");
}

// The log is part of the game: after a reload it is rebuilt from the record, line for line as it was
// written while the game was played (who placed what, every score with its rule), finished games included.
TEST(Session, ResumeRebuildsTheLog) {
    for (const bool to_the_end : {false, true}) {
        Session a;
        a.start(config(true, true, 4242));
        if (to_the_end) a.play_out();
        else
            for (int i = 0; i < 90; ++i) a.step_computer();
        Session b;
        std::string error;
        ASSERT_TRUE(b.resume(a.record(), &error)) << error;
        std::vector<LogEntry> live = a.log(), rebuilt = b.log();
        ASSERT_FALSE(rebuilt.empty());
        if (!to_the_end) {
            EXPECT_EQ(rebuilt.back().text, "Game resumed");
            rebuilt.pop_back();
        }
        ASSERT_EQ(rebuilt.size(), live.size());
        int scores = 0;
        for (size_t i = 0; i < live.size(); ++i) {
            EXPECT_EQ(rebuilt[i].text, live[i].text) << "line " << i;
            EXPECT_EQ(rebuilt[i].player, live[i].player) << "line " << i;
            EXPECT_EQ(rebuilt[i].turn, live[i].turn) << "line " << i;
            scores += live[i].score;
        }
        EXPECT_GT(scores, 2) << "the game scored something";
        EXPECT_TRUE(b.take_new_scores().empty()) << "old scores are not animated again";
    }
}


// A thinker that keeps the requests until the test answers them (as a Web Worker answers in a later frame).
class HeldThinker : public Thinker {
public:
    std::vector<std::pair<uint64_t, std::string>> asked, answers;
    void ask(uint64_t ticket, const std::string& request) override { asked.emplace_back(ticket, request); }
    void take_answers(std::vector<std::pair<uint64_t, std::string>>* out) override {
        for (auto& a : answers) out->push_back(a);
        answers.clear();
    }
    bool has_answers() const override { return !answers.empty(); }
    // Answers the oldest request as the worker would.
    void answer_oldest() {
        ASSERT_FALSE(asked.empty());
        answers.emplace_back(asked.front().first, ai::advise_text(asked.front().second));
        asked.erase(asked.begin());
    }
};

TEST(SessionThinker, ComputerMoveArrivesLaterAndKeepsItsPace) {
    Session s;
    HeldThinker t;
    s.set_thinker(&t);
    s.computer_delay = 0.5;
    s.update(10.0);
    s.start(config(true, false, 3));
    s.update(10.1);
    ASSERT_EQ(t.asked.size(), 1u) << "the request goes out at once, while the delay runs";
    const int placed = s.game().num_placed();
    s.update(11.0);
    EXPECT_EQ(s.game().num_placed(), placed) << "no decision before the answer";
    EXPECT_TRUE(s.busy(11.0));
    t.answer_oldest();
    s.update(11.01);
    EXPECT_EQ(s.game().num_placed(), placed + 1);
    EXPECT_EQ(s.game().phase(), Phase::Deploy);
    ASSERT_EQ(t.asked.size(), 1u) << "the figure is asked for while the placement is on show";
    t.answer_oldest();
    s.update(11.02);
    EXPECT_EQ(s.game().phase(), Phase::Deploy) << "the figure waits for its pace";
    s.update(11.4);
    EXPECT_TRUE(s.human_to_move());
    EXPECT_EQ(s.think_stats().thinker_moves, 2);
    EXPECT_EQ(s.think_stats().local_moves, 0);
}

// A game whose computer moves first, with its first request sent to a held thinker (at time 1.0).
struct FirstRequest {
    Session s;
    HeldThinker t;
    explicit FirstRequest(double computer_delay = 0) {
        s.set_thinker(&t);
        s.computer_delay = computer_delay;
        s.start(config(true, false, 3));
        s.update(1.0);
    }
};

TEST(SessionThinker, OnlyWaitingWhileTheAnswerIsAwaited) {
    FirstRequest f(0.5);
    Session& s = f.s;
    HeldThinker& t = f.t;
    ASSERT_EQ(t.asked.size(), 1u);
    EXPECT_TRUE(s.busy(1.2));
    EXPECT_TRUE(s.only_waiting(1.2)) << "nothing moves until the worker answers";
    t.answer_oldest();
    EXPECT_FALSE(s.only_waiting(1.2)) << "an answer to pick up: a frame at once";
    s.update(1.2);
    EXPECT_EQ(s.game().phase(), Phase::Deploy);
    EXPECT_TRUE(s.only_waiting(1.25)) << "the figure's decision is awaited";
    t.answer_oldest();
    s.update(1.3);
    EXPECT_EQ(s.game().phase(), Phase::Deploy) << "the figure waits for its pace";
    EXPECT_FALSE(s.only_waiting(1.3)) << "a decision waiting for its pace is drawn at the full rate";
    s.update(1.8);
    ASSERT_TRUE(s.human_to_move());
    EXPECT_FALSE(s.only_waiting(1.8)) << "a person to move: nobody waits for the thinker";
}

TEST(SessionThinker, AnswersToAChangedGameAreIgnored) {
    FirstRequest f;
    Session& s = f.s;
    HeldThinker& t = f.t;
    ASSERT_EQ(t.asked.size(), 1u);
    s.start(config(true, false, 4));  // a new game while the computer thinks
    t.answer_oldest();
    s.update(1.1);
    EXPECT_EQ(s.think_stats().stale, 1);
    EXPECT_EQ(s.game().num_placed(), 1) << "the old game's answer was played in the new one";
    ASSERT_EQ(t.asked.size(), 1u) << "the new game's computer asks again";
    t.answer_oldest();
    s.update(1.2);
    EXPECT_EQ(s.game().num_placed(), 2);
}

TEST(SessionThinker, UnusableAnswersLetTheComputerDecideHere) {
    FirstRequest f;
    Session& s = f.s;
    HeldThinker& t = f.t;
    ASSERT_EQ(t.asked.size(), 1u);
    t.answers.emplace_back(t.asked.front().first, "{\"advice\":1,\"kind\":\"move\",\"actions\":[\"place 40,40 r0\"]}");
    t.asked.clear();
    s.update(1.1);
    EXPECT_EQ(s.game().num_placed(), 2);
    EXPECT_EQ(s.think_stats().local_moves, 1);
    EXPECT_EQ(s.think_stats().thinker_moves, 0);
}

TEST(SessionThinker, WholeGameThroughTheThinker) {
    Session s;
    InlineThinker t;
    s.set_thinker(&t);
    s.computer_delay = 0;
    s.start(config(true, true, 99));
    double now = 0;
    for (int i = 0; i < 4000 && !s.game_over(); ++i) s.update(now += 0.01);
    ASSERT_TRUE(s.game_over());
    EXPECT_EQ(s.think_stats().local_moves, 0);
    EXPECT_EQ(s.think_stats().thinker_moves, static_cast<int>(s.match().history().size()) - s.match().draws());
}

TEST(SessionThinker, HintShowsThePlacementAndFigureUntilTheGameMovesOn) {
    for (const bool follow : {true, false}) {
        Session s;
        HeldThinker t;
        s.set_thinker(&t);
        s.start(config(false, true, 12));
        ASSERT_TRUE(s.can_hint());
        ASSERT_TRUE(s.request_hint());
        EXPECT_TRUE(s.hint_pending());
        EXPECT_TRUE(s.hint().empty());
        t.answer_oldest();
        s.update(0.1);
        ASSERT_EQ(s.hint().size(), 2u);
        const Action place = s.hint()[0], figure = s.hint()[1];
        EXPECT_EQ(place.kind, ActionKind::Place);
        EXPECT_TRUE(std::find(s.legal_places().begin(), s.legal_places().end(), place) != s.legal_places().end());
        if (follow) {
            // The tile placed where the hint said: its figure is still shown, until the figure step is over.
            ASSERT_TRUE(s.submit(place));
            ASSERT_EQ(s.hint().size(), 1u);
            EXPECT_TRUE(s.hint()[0] == figure);
            ASSERT_TRUE(s.submit(Action::pass()));
            EXPECT_TRUE(s.hint().empty());
        } else {
            // Placed elsewhere: the hint was for another position.
            const auto other = std::find_if(s.legal_places().begin(), s.legal_places().end(),
                                            [&](const Action& a) { return !(a == place); });
            ASSERT_NE(other, s.legal_places().end());
            ASSERT_TRUE(s.submit(*other));
            EXPECT_TRUE(s.hint().empty()) << "a hint belongs to the position it was asked for";
        }
    }
    // Without a thinker there is no hint.
    Session plain;
    plain.start(config(false, true, 12));
    EXPECT_FALSE(plain.request_hint());
}

TEST(Session, AnnouncesEachNewLogLineOnce) {
    Session a;
    a.start(config(true, true, 4242));
    EXPECT_EQ(a.take_announcement().rfind("New game: ", 0), 0u) << "the first line is said";
    EXPECT_EQ(a.take_announcement(), "") << "nothing new, nothing said";
    std::string said;
    for (int i = 0; i < 40; ++i) {
        a.step_computer();
        const std::string t = a.take_announcement();
        if (!t.empty()) said += t + "\n";
    }
    std::string logged;
    for (size_t i = 1; i < a.log().size(); ++i) logged += a.log()[i].text + "\n";
    EXPECT_EQ(said, logged) << "every line after the first, once, in order";
    // A resumed game does not read out its history, only what follows it.
    Session b;
    std::string error;
    ASSERT_TRUE(b.resume(a.record(), &error)) << error;
    EXPECT_EQ(b.take_announcement(), "Game resumed");
}

// Wheel of Fortune: the log names every pig's walk (from where the last one stopped, with its event's points),
// the crowns' payouts and the followers the Plague sends home; it is rebuilt line for line after a reload; the
// Plague's choices are offered to the player who decides; computer players wait while the board shows the wheel.
// The last tile each player placed (a Place or an Abbey in their turn), by replaying the match's history.
std::vector<int> last_tiles_by_replay(const Match& m) {
    std::vector<int> last(m.seats().size(), -1);
    Game g(m.rules(), static_cast<int>(m.seats().size()));
    for (const Action& a : m.history()) {
        const int p = g.turn_player();
        g.apply(a);
        if (a.kind == ActionKind::Place || a.kind == ActionKind::Abbey) last[static_cast<size_t>(p)] = g.num_placed() - 1;
    }
    return last;
}

// Hot-seat games where every decision goes through submit(): each kind a person makes is taken, a draw
// is refused, placements are sometimes taken back, and the last-tile marks always equal those of a
// replay of the history and those of the game resumed from its record.
TEST(Session, SubmitTakesEveryDecisionOfAPerson) {
    GameConfig classic = config(false, false, 21);
    GameConfig am = classic;
    am.rules.abbey_mayor = true;
    GameConfig wheel = classic;
    wheel.rules.game = GameKind::WheelOfFortune;
    for (const GameConfig& c : {classic, am, wheel}) {
        Session s;
        s.start(c);
        Rng rng(22);
        std::vector<int> kinds(16, 0);
        int taken_back = 0;
        while (!s.game_over()) {
            ASSERT_TRUE(s.human_to_move());
            std::string why;
            EXPECT_FALSE(s.submit(Action::draw(0), &why));
            EXPECT_EQ(why, "it is not your decision now");
            const Action a = ai::choose(s.game(), 0, rng);
            ASSERT_TRUE(s.submit(a, &why)) << a.to_string() << ": " << why;
            ++kinds[static_cast<size_t>(a.kind)];
            if (a.kind == ActionKind::Place && rng.below(3) == 0) {
                ASSERT_TRUE(s.take_back());
                ++taken_back;
                ASSERT_EQ(s.game().phase(), Phase::Place);
            }
            ASSERT_EQ(s.last_tiles(), last_tiles_by_replay(s.match())) << rules_summary(c.rules);
            Session resumed;
            std::string error;
            ASSERT_TRUE(resumed.resume(s.record(), &error)) << error;
            ASSERT_EQ(s.last_tiles(), resumed.last_tiles())
                << rules_summary(c.rules) << ", turn " << s.game().turn();
        }
        EXPECT_GT(taken_back, 5);
        EXPECT_GT(kinds[static_cast<size_t>(ActionKind::Deploy)], 0);
        EXPECT_GT(kinds[static_cast<size_t>(ActionKind::Pass)], 0);
        if (c.rules.abbey_mayor) {
            EXPECT_GT(kinds[static_cast<size_t>(ActionKind::Abbey)], 0);
        }
        if (c.rules.game == GameKind::WheelOfFortune) {
            EXPECT_GT(kinds[static_cast<size_t>(ActionKind::PlagueReturn)], 0);
        }
    }
}

// Each tile's log line says where it went, counted from the start tile (or the wheel board's edge, with its
// column or row when straight above, below or beside it); the words name a cell where a tile was placed.
TEST(Session, LogSaysWhereEachTileWent) {
    for (const bool wheel : {false, true}) {
        GameConfig c = config(true, true, 31);
        if (wheel) c.rules.game = GameKind::WheelOfFortune;
        Session a;
        a.start(c);
        while (!a.game_over()) ASSERT_TRUE(a.step_computer());
        const Game& g = a.game();
        int x0 = g.placed()[0].x, x1 = x0, y0 = g.placed()[0].y, y1 = y0;
        bool board = false;
        for (int k = 0; k < g.num_placed(); ++k)
            if (tiles().type(g.placed()[k].type).board_col >= 0) {
                if (!board) x0 = x1 = g.placed()[k].x, y0 = y1 = g.placed()[k].y;
                board = true;
                x0 = std::min<int>(x0, g.placed()[k].x), x1 = std::max<int>(x1, g.placed()[k].x);
                y0 = std::min<int>(y0, g.placed()[k].y), y1 = std::max<int>(y1, g.placed()[k].y);
            }
        EXPECT_EQ(board, wheel);
        auto placed_at = [&](int x, int y) {
            for (int k = 0; k < g.num_placed(); ++k)
                if (g.placed()[k].x == x && g.placed()[k].y == y) return true;
            return false;
        };
        int lines = 0, columns = 0;
        for (const LogEntry& e : a.log()) {
            const size_t at = e.text.find("placed a tile");
            if (at == std::string::npos) continue;
            ++lines;
            const std::string where = e.text.substr(e.text.rfind(", ") + 2);
            int n = 0, m = 0, k = 0;
            char d1[8] = "", d2[8] = "", nth[8] = "", what[8] = "";
            if (wheel && std::sscanf(where.c_str(), "%d %7s of the wheel's %7s %7s", &n, d1, nth, what) == 4) {
                k = nth[0] - '1';
                const bool column = std::string(what) == "column";
                EXPECT_TRUE(k >= 0 && k < 4) << where;
                const std::string d = d1;
                const int x = column ? x0 + k : (d == "west" ? x0 - n : x1 + n);
                const int y = column ? (d == "north" ? y0 - n : y1 + n) : y0 + k;
                EXPECT_EQ(column, d == "north" || d == "south") << where;
                EXPECT_TRUE(placed_at(x, y)) << where;
                ++columns;
                continue;
            }
            const char* start = wheel ? "the wheel" : "the start tile";
            EXPECT_NE(where.find(start), std::string::npos) << where;
            const int read = std::sscanf(where.c_str(), "%d %7s and %d %7s", &n, d1, &m, d2);
            if (read == 4) {
                const int dy = std::string(d1) == "north" ? -n : n, dx = std::string(d2) == "west" ? -m : m;
                // A tile that far beyond the start tile's (or the wheel board's) corner.
                EXPECT_TRUE(placed_at(dx < 0 ? x0 + dx : x1 + dx, dy < 0 ? y0 + dy : y1 + dy)) << where;
            } else if (!wheel) {
                ASSERT_GE(std::sscanf(where.c_str(), "%d %7s", &n, d1), 2) << where;
                const std::string d = d1;
                EXPECT_TRUE(placed_at(d == "west" ? x0 - n : d == "east" ? x0 + n : x0, d == "north" ? y0 - n : d == "south" ? y0 + n : y0))
                    << where;
            }
        }
        EXPECT_GE(lines, 60);
        if (wheel) {
            EXPECT_GT(columns, 0) << "tiles straight above, below or beside the wheel board";
        }
    }
}

// With the River the log counts places from the spring, the table's first piece (the River's LogTexts::where), and
// the spring's own tile is "on the spring".
TEST(Session, RiverLogCountsFromTheSpring) {
    GameConfig c = config(true, true, 5);
    c.rules.river = true;
    Session a;
    a.start(c);
    while (!a.game_over()) ASSERT_TRUE(a.step_computer());
    ASSERT_EQ(tiles().type(a.game().placed()[0].type).role, TileRole::Spring) << tiles().type(a.game().placed()[0].type).id;
    int lines = 0;
    for (const LogEntry& e : a.log()) {
        if (e.text.find("placed a tile") == std::string::npos) continue;
        ++lines;
        EXPECT_NE(e.text.find(" of the spring"), std::string::npos) << e.text;
        EXPECT_EQ(e.text.find("start tile"), std::string::npos) << e.text;
    }
    EXPECT_GE(lines, 60);
}

// Inns & Cathedrals with six players (the sixth in grey): the large follower has its own log line and review words,
// inn roads and cathedral cities score with the base game's lines naming their rule, and the final table needs no
// column of its own (its scores go to Roads and Cities, and the totals are the players' scores).
TEST(Session, InnsCathedralsSixPlayersLog) {
    bool big_line = false, inn_line = false, cathedral_line = false, zero_line = false;
    for (uint64_t seed = 1; seed <= 6 && !(big_line && inn_line && cathedral_line && zero_line); ++seed) {
        GameConfig c;
        c.seed = seed;
        c.rules.inns_cathedrals = true;
        for (int k = 0; k < 6; ++k) c.seats.push_back(Seat{std::string(1, char('A' + k)), k, true, 1});
        Session a;
        a.start(c);
        ASSERT_EQ(a.game().num_players(), 6);
        while (!a.game_over()) ASSERT_TRUE(a.step_computer());
        for (const LogEntry& e : a.log()) {
            big_line |= e.text.find("placed a tile and the large follower, ") != std::string::npos;
            inn_line |= e.text.find("(road with an inn: 2 points per tile)") != std::string::npos;
            cathedral_line |= e.text.find("(city with a cathedral:") != std::string::npos ||
                              e.text.find("(unfinished city with a cathedral: no points)") != std::string::npos;
            EXPECT_EQ(e.text.find(" big"), std::string::npos) << e.text;  // the engine's file word never shows
            // An unfinished inn road or cathedral city pays its majority nothing: the line names them with +0.
            if (e.text.find(": no points)") != std::string::npos) {
                zero_line = true;
                EXPECT_EQ(e.text.find("nobody scores"), std::string::npos) << e.text;
                EXPECT_NE(e.text.find(" +0"), std::string::npos) << e.text;
            }
        }
        const Game& g = a.game();
        const FinalTable t = final_table(g, base_score_columns());
        ASSERT_EQ(t.rows.size(), 6u);
        for (int p = 0; p < 6; ++p) {
            int sum = 0;
            for (int v : t.rows[size_t(p)].points) sum += v;
            EXPECT_EQ(sum, g.player(p).score) << "player " << p << " seed " << seed;
        }
    }
    EXPECT_TRUE(big_line) << "a computer placed its large follower in six games";
    EXPECT_TRUE(inn_line) << "an inn road scored";
    EXPECT_TRUE(cathedral_line) << "a cathedral city scored";
    EXPECT_TRUE(zero_line) << "an unfinished inn road or cathedral city held at the end";
    // The large follower as a move in the after-game review.
    for (const LogTexts* t : log_texts()) {
        std::string words;
        if (t->move && t->move(Game(Rules{}, 2, false), Action::deploy(Figure::Big, 0), &words)) {
            EXPECT_EQ(words, "the large follower");
            return;
        }
    }
    ADD_FAILURE() << "no log texts name the large follower as a move";
}

TEST(Session, WheelOfFortuneLog) {
    GameConfig c = config(true, true, 10);
    c.rules.game = GameKind::WheelOfFortune;
    Session a;
    a.start(c);
    int plague_turns = 0;
    while (!a.game_over()) {
        if (a.game().phase() == Phase::Plague) {
            ++plague_turns;
            EXPECT_FALSE(a.legal_decisions().empty());
            for (const Action& x : a.legal_decisions()) EXPECT_EQ(x.kind, ActionKind::PlagueReturn);
        } else {
            for (const Action& x : a.legal_decisions()) EXPECT_NE(x.kind, ActionKind::PlagueReturn);
        }
        ASSERT_TRUE(a.step_computer());
    }
    EXPECT_GT(plague_turns, 0) << "seed 10 has Plagues with followers on the land";
    const char* kNames[] = {"Fortune", "Tax", "Famine", "Storm", "Inquisition", "Plague"};
    int pig = 0, moves = 0, crowns = 0, homes = 0;
    for (const LogEntry& e : a.log()) {
        int steps = 0;
        char seg[32] = "";
        // "Anna's tile moves the pig 2 segments to Famine: ...": the player whose tile it was, then the walk.
        const size_t at = e.text.find(" tile moves the pig ");
        const char* walk = at == std::string::npos ? "" : e.text.c_str() + at + 20;
        if (std::sscanf(walk, "%d segment%*[s] to %31[A-Za-z]:", &steps, seg) == 2 ||
            std::sscanf(walk, "%d segment to %31[A-Za-z]:", &steps, seg) == 2) {
            const std::string whose = e.text.substr(0, at);
            EXPECT_TRUE(std::any_of(a.config().seats.begin(), a.config().seats.end(),
                                    [&](const Seat& s) { return possessive(s.name) == whose; }))
                << e.text;
            pig = (pig + steps) % 6;
            EXPECT_STREQ(seg, kNames[pig]) << e.text;
            EXPECT_TRUE(e.score);
            ++moves;
        }
        crowns += e.text.rfind("Crowns of ", 0) == 0;
        homes += e.text.rfind("Plague: ", 0) == 0 && e.text.find(" goes home") != std::string::npos;
    }
    EXPECT_EQ(pig, a.game().state<WheelState>().pig_at());
    int pig_events = 0, crown_events = 0, plague_events = 0;
    for (const ScoreEvent& e : a.game().events()) {
        pig_events += is_pig_move(e);
        crown_events += e.kind == EventKind::Crown;
        plague_events += e.rule == ScoreRule::PlagueReturn;
    }
    EXPECT_EQ(moves, pig_events);
    EXPECT_EQ(crowns, crown_events);
    EXPECT_EQ(homes, plague_events);
    EXPECT_GT(moves, 10);
    EXPECT_GT(crowns, 0);
    EXPECT_GT(homes, 0);
    Session b;
    std::string error;
    ASSERT_TRUE(b.resume(a.record(), &error)) << error;
    ASSERT_EQ(b.log().size(), a.log().size());
    for (size_t i = 0; i < a.log().size(); ++i) EXPECT_EQ(b.log()[i].text, a.log()[i].text) << "line " << i;
    // The board holds the computer players while it shows the wheel; then they go on.
    Session h;
    h.computer_delay = 0.1;
    h.update(10.0);
    h.start(c);
    h.hold_computers_until(12.0);
    const int placed = h.game().num_placed();
    h.update(11.0);
    EXPECT_EQ(h.game().num_placed(), placed) << "a computer moved while the board showed the wheel";
    EXPECT_TRUE(h.busy(11.0));
    h.update(12.1);
    EXPECT_EQ(h.game().num_placed(), placed + 1);
}
}  // namespace
}  // namespace carc::ui

namespace carc::ui {
namespace {

// A symmetric tile (a straight road, a city across the tile) fits two quarter turns that look the same: the
// turn's controls count both, so "only this rotation fits" is not said of it; an asymmetric tile's count is
// its distinct legal rotations.
TEST(TurnControls, SymmetricTilesCountTheirLookAlikeTurns) {
    int symmetric_seen = 0, asymmetric_seen = 0;
    for (uint64_t seed = 1; seed < 400 && (symmetric_seen == 0 || asymmetric_seen == 0); ++seed) {
        Session s;
        s.start(config(false, true, seed));
        TurnControls turn;
        turn.attach(&s);
        const int tile = s.game().drawn_tile();
        const bool symmetric = tiles().oriented(tile, 2).canon_rot != 2;
        for (const Action& a : s.legal_places()) {
            turn.sel_valid = true;
            turn.sel = Cell{a.x, a.y};
            const int distinct = int(rotations_at(s.legal_places(), turn.sel).size());
            int looks = 0;
            for (int r = 0; r < 4; ++r)
                looks += tiles().oriented(tile, r).canon_rot == tiles().oriented(tile, a.rot).canon_rot;
            if (symmetric) {
                EXPECT_GE(turn.rotations_here(), 2) << "seed " << seed;
                EXPECT_EQ(turn.rotations_here(), distinct * looks) << "seed " << seed;
                ++symmetric_seen;
            } else {
                EXPECT_EQ(turn.rotations_here(), distinct) << "seed " << seed;
                ++asymmetric_seen;
            }
        }
        if (symmetric) {
            EXPECT_FALSE(turn.one_rotation_anywhere()) << "seed " << seed;
        }
    }
    EXPECT_GT(symmetric_seen, 0);
    EXPECT_GT(asymmetric_seen, 0);
}

// A turn's number as its player counts it: the game's turns go round the table, so two players' 33rd turn of the
// game (turn 32 from 0) is the 17th of the player whose turn it is; each player's first turn is their turn 1.
TEST(Session, TurnNumbersAsPlayersCountThem) {
    EXPECT_EQ(player_turn_number(32, 2), 17);
    EXPECT_EQ(player_turn_number(33, 2), 17);
    EXPECT_EQ(player_turn_number(34, 2), 18);
    for (int t = 0; t < 6; ++t) EXPECT_EQ(player_turn_number(t, 6), 1);
    EXPECT_EQ(player_turn_number(6, 6), 2);
    // In a game of three played to the end, every player's turns are numbered 1, 2, 3... with none left out or
    // doubled.
    Game g(Rules{}, 3);
    Rng rng(5);
    std::vector<int> next(3, 1);
    int counted = -1;  // a discarded tile is drawn again in the same turn
    while (!g.is_over()) {
        if (g.is_chance()) {
            if (g.turn() != counted) {
                EXPECT_EQ(player_turn_number(g.turn(), 3), next[size_t(g.turn_player())]) << "turn " << g.turn();
                ++next[size_t(g.turn_player())];
                counted = g.turn();
            }
            ASSERT_TRUE(g.apply(g.sample_chance(rng.next())));
        } else {
            const std::vector<Action> legal = g.legal_actions();
            ASSERT_TRUE(g.apply(legal[rng.below(static_cast<uint32_t>(legal.size()))]));
        }
    }
    EXPECT_EQ(next[0] + next[1] + next[2] - 3, g.turn());
    EXPECT_GE(g.turn(), 60);
}

}  // namespace
}  // namespace carc::ui
