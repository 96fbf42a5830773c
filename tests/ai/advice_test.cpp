// Advice messages: requests and answers read back what was written, bad messages get a reason (never a crash),
// and the answers are legal decisions of the game they were asked about.
#include "ai/advice.h"

#include <gtest/gtest.h>

#include "engine/match.h"

namespace carc::ai {
namespace {

Match sample_match(uint64_t seed, int decisions) {
    Match m(Rules{}, {Seat{"Anna", 0, false, 1}, Seat{"Bert", 1, true, kLevelMedium}}, seed);
    Rng rng(seed);
    for (int i = 0; i < decisions && !m.game().is_over(); ++i) m.apply(choose(m.game(), kLevelMedium, rng));
    return m;
}

AdviceRequest request(AdviceKind kind, const Match& m, uint64_t seed = 9) {
    AdviceRequest r;
    r.kind = kind;
    r.level = kLevelMedium;
    r.seed = seed;
    r.player = m.game().current_player();
    r.record = m.to_record();
    return r;
}

TEST(Advice, RequestReadsBackWhatWasWritten) {
    const Match m = sample_match(5, 12);
    AdviceRequest r = request(AdviceKind::Hint, m, 18446744073709551615ull);
    r.level = kLevelExpert;
    std::string why;
    const auto back = request_from_text(to_text(r), &why);
    ASSERT_TRUE(back) << why;
    EXPECT_EQ(back->kind, AdviceKind::Hint);
    EXPECT_EQ(back->level, kLevelExpert);
    EXPECT_EQ(back->seed, 18446744073709551615ull);
    EXPECT_EQ(back->player, r.player);
    EXPECT_EQ(back->record, r.record);
}

TEST(Advice, AnswerReadsBackWhatWasWritten) {
    AdviceAnswer a;
    a.kind = AdviceKind::Review;
    a.actions = {Action::place(1, -2, 3), Action::deploy(Figure::Follower, 2)};
    ReviewItem item;
    item.turn = 7;
    item.history = 21;
    item.played = "the tile at 0,1";
    item.best = "the tile at 2,0 turned 90\u00b0, a knight";
    item.played_actions = {Action::place(0, 1, 0)};
    item.best_actions = {Action::place(2, 0, 1), Action::deploy(Figure::Follower, 1)};
    item.played_value = -4.5;
    item.best_value = 3.25;
    a.review.push_back(item);
    a.reviewed = 30;
    a.total = 36;
    a.iterations = 123456;
    a.ms = 987;
    std::string why;
    const auto back = answer_from_text(to_text(a), &why);
    ASSERT_TRUE(back) << why;
    EXPECT_EQ(back->actions, a.actions);
    ASSERT_EQ(back->review.size(), 1u);
    EXPECT_EQ(back->review[0].turn, 7);
    EXPECT_EQ(back->review[0].best, "the tile at 2,0 turned 90\u00b0, a knight");
    EXPECT_DOUBLE_EQ(back->review[0].played_value, -4.5);
    EXPECT_EQ(back->review[0].history, 21);
    EXPECT_EQ(back->review[0].played_actions, item.played_actions);
    EXPECT_EQ(back->review[0].best_actions, item.best_actions);
    EXPECT_EQ(back->reviewed, 30);
    EXPECT_EQ(back->total, 36);
    EXPECT_EQ(back->iterations, 123456);
    EXPECT_EQ(back->ms, 987);
}

TEST(Advice, BadRequestsGetAReason) {
    const Match m = sample_match(5, 3);
    const std::string good = to_text(request(AdviceKind::Move, m));
    const char* bad[] = {"", "{", "[]", "null", "{\"advice\":2,\"kind\":\"move\"}", "{\"advice\":1,\"kind\":\"dance\"}",
                         "{\"advice\":1,\"kind\":\"move\",\"level\":1,\"seed\":\"-1\",\"record\":\"{}\"}",
                         "{\"advice\":1,\"kind\":\"move\",\"level\":99,\"seed\":\"1\",\"record\":\"{}\"}",
                         "{\"advice\":1,\"kind\":\"move\",\"level\":1,\"seed\":\"1\",\"record\":\"{}\"}",
                         "{\"advice\":1,\"kind\":\"move\",\"level\":1,\"seed\":\"1\",\"record\":\"{\",\"player\":9}"};
    for (const char* text : bad) {
        std::string why;
        const auto a = answer_from_text(advise_text(text), &why);
        ASSERT_TRUE(a) << "the answer to a bad request must still read: " << why;
        EXPECT_FALSE(a->error.empty()) << text;
        EXPECT_TRUE(a->actions.empty()) << text;
    }
    // Every cut of a good request is refused or answered, never a crash.
    for (size_t n = 0; n < good.size(); n += 7) {
        std::string why;
        const auto a = answer_from_text(advise_text(good.substr(0, n)), &why);
        ASSERT_TRUE(a) << why;
        EXPECT_FALSE(a->error.empty());
    }
    // Answers that do not read are refused with a reason.
    for (const char* text : {"{}", "{\"advice\":1,\"kind\":\"move\"}", "{\"advice\":1,\"kind\":\"move\",\"actions\":[\"fly\"]}",
                             "{\"advice\":1,\"kind\":\"review\",\"actions\":[]}"}) {
        std::string why;
        EXPECT_FALSE(answer_from_text(text, &why)) << text;
        EXPECT_FALSE(why.empty());
    }
}

TEST(Advice, MoveIsALegalDecisionAndRepeatsWithTheSeed) {
    for (uint64_t seed : {1u, 2u, 3u}) {
        for (int decisions : {0, 1, 25, 80}) {
            const Match m = sample_match(seed, decisions);
            if (m.game().is_over()) continue;
            const AdviceAnswer a = advise(request(AdviceKind::Move, m, seed * 31));
            ASSERT_TRUE(a.error.empty()) << a.error;
            ASSERT_EQ(a.actions.size(), 1u);
            EXPECT_TRUE(m.game().is_legal(a.actions[0])) << a.actions[0].to_string();
            EXPECT_EQ(advise(request(AdviceKind::Move, m, seed * 31)).actions, a.actions);
        }
    }
}

// The worker's move for a searching level is the one the level plays on the page (same budget, same playouts):
// the page's choose() with the generator the advice seeds.
TEST(Advice, SearchingLevelMoveIsTheLevelsOwn) {
    // Late in a game (a search of the level's budget is quick), in positions where the plain playouts choose
    // another move than the level's guided ones.
    for (int decisions : {110, 114}) {
        const Match m = sample_match(2, decisions);
        ASSERT_FALSE(m.game().is_over());
        ASSERT_FALSE(m.game().is_chance());
        for (int level : {kLevelHard, kLevelExpert}) {
            AdviceRequest r = request(AdviceKind::Move, m, 5);
            r.level = level;
            const AdviceAnswer a = advise(r);
            ASSERT_TRUE(a.error.empty()) << a.error;
            ASSERT_EQ(a.actions.size(), 1u);
            Rng rng(mix64(5 ^ 0xAD71CEull));
            EXPECT_EQ(a.actions[0], choose(m.game(), level, rng)) << level_name(level) << " after " << decisions;
        }
    }
}

TEST(Advice, HintIsThePlacementAndTheFigure) {
    const Match m = sample_match(8, 10);
    ASSERT_EQ(m.game().phase(), Phase::Place);
    AdviceRequest r = request(AdviceKind::Hint, m);
    r.level = kLevelHard;
    const AdviceAnswer a = advise(r);
    ASSERT_TRUE(a.error.empty()) << a.error;
    ASSERT_EQ(a.actions.size(), 2u);
    EXPECT_EQ(a.actions[0].kind, ActionKind::Place);
    EXPECT_TRUE(a.actions[1].kind == ActionKind::Deploy || a.actions[1].kind == ActionKind::Pass);
    Game g = m.game();
    for (const Action& x : a.actions) ASSERT_TRUE(g.apply(x)) << x.to_string();
}

TEST(Advice, ReviewListsTheTurnsThatGaveAwayPoints) {
    // A game where player 0 plays at random against a greedy player: a review must find turns to criticise.
    Match m(Rules{}, {Seat{"Anna", 0, false, 1}, Seat{"Bert", 1, true, kLevelMedium}}, 21);
    Rng rng(21);
    while (!m.game().is_over())
        m.apply(m.game().current_player() == 0 ? choose_random(m.game(), rng) : choose(m.game(), kLevelMedium, rng));
    AdviceRequest r = request(AdviceKind::Review, m);
    r.player = 0;
    const AdviceAnswer a = advise(r);
    ASSERT_TRUE(a.error.empty()) << a.error;
    EXPECT_GE(a.reviewed, 30) << "every turn of the player is looked at (36 tiles each in a 2-player game)";
    EXPECT_LE(a.reviewed, 40);
    ASSERT_FALSE(a.review.empty()) << "random moves against a greedy player never gave away 3 points?";
    int last_turn = -1;
    for (const ReviewItem& item : a.review) {
        EXPECT_GE(item.best_value - item.played_value, kReviewThreshold);
        EXPECT_GT(item.turn, last_turn) << "in game order";
        last_turn = item.turn;
        EXPECT_EQ(item.played.rfind("the tile at ", 0), 0u) << item.played;
        EXPECT_NE(item.played, item.best);
        // The moves as actions: the played one is the game's own, at its place in the history.
        ASSERT_GE(item.history, 0);
        ASSERT_LT(item.history, static_cast<int>(m.history().size()));
        ASSERT_FALSE(item.played_actions.empty());
        EXPECT_EQ(item.played_actions[0], m.history()[static_cast<size_t>(item.history)]);
        ASSERT_FALSE(item.best_actions.empty());
        EXPECT_EQ(item.best_actions[0].kind, ActionKind::Place);
        EXPECT_NE(item.played_actions, item.best_actions);
    }
    EXPECT_EQ(a.total, a.reviewed) << "a whole review looks at every turn";
    EXPECT_GT(a.iterations, 0);
    // The answer survives its text form.
    std::string why;
    const auto back = answer_from_text(to_text(a), &why);
    ASSERT_TRUE(back) << why;
    EXPECT_EQ(back->review.size(), a.review.size());
    // Asked for in parts (as the app does, to show its progress), the parts cover the same turns once each.
    int seen = 0;
    for (int first = 0; first < a.total; first += 13) {
        AdviceRequest part = r;
        part.first = first;
        part.count = 13;
        std::string err;
        const auto read = request_from_text(to_text(part), &err);
        ASSERT_TRUE(read) << err;
        EXPECT_EQ(read->first, first);
        EXPECT_EQ(read->count, 13);
        const AdviceAnswer pa = advise(*read);
        ASSERT_TRUE(pa.error.empty()) << pa.error;
        EXPECT_EQ(pa.total, a.total);
        EXPECT_EQ(pa.reviewed, std::min(13, a.total - first));
        seen += pa.reviewed;
    }
    EXPECT_EQ(seen, a.total);
    // A review of an unfinished game, or of a player the game does not have, is refused.
    EXPECT_FALSE(advise(request(AdviceKind::Review, sample_match(3, 20))).error.empty());
    r.player = 3;
    EXPECT_FALSE(advise(r).error.empty());
}

TEST(Advice, FinishedOrDamagedGamesAreRefused) {
    Match m = sample_match(4, 100000);
    ASSERT_TRUE(m.game().is_over());
    EXPECT_NE(advise(request(AdviceKind::Move, m)).error.find("over"), std::string::npos);
    AdviceRequest r = request(AdviceKind::Hint, sample_match(4, 5));
    r.record.resize(r.record.size() / 2);
    EXPECT_NE(advise(r).error.find("refused"), std::string::npos);
}

}  // namespace
}  // namespace carc::ai
