// Final score table: categories add up to every player's score in self-played games, winners and ties.
#include "ui/final_table.h"

#include <gtest/gtest.h>

#include "ai/players.h"
#include "engine/match.h"

namespace carc::ui {
namespace {

// Plays a whole game with computer players of the given levels.
Match self_play(const Rules& rules, int players, uint64_t seed, int level) {
    std::vector<Seat> seats;
    static const char* const kNames[] = {"Anna", "Ben", "Cleo", "Dev", "Eli"};
    for (int p = 0; p < players; ++p) seats.push_back({kNames[p], p, true, level});
    Match m(rules, seats, seed);
    Rng rng(seed * 31 + 7);
    while (!m.game().is_over()) {
        const Action a = ai::choose(m.game(), level, rng);
        EXPECT_TRUE(m.apply(a)) << a.to_string();
    }
    return m;
}

TEST(FinalTable, CategoriesSumToScoresInSelfPlay) {
    std::array<int, kNumScoreCategories> seen{};
    for (uint64_t seed = 1; seed <= 12; ++seed) {
        Rules rules;
        rules.edition = seed % 2 ? Edition::Classic : Edition::First2000;
        const int players = 2 + static_cast<int>(seed % 4);
        const Match m = self_play(rules, players, seed, seed % 3 == 0 ? 0 : 1);
        const Game& g = m.game();
        ASSERT_TRUE(g.is_over());
        const FinalTable t = final_table(g);
        ASSERT_EQ(static_cast<int>(t.rows.size()), players);
        int best = -1;
        for (int p = 0; p < players; ++p) {
            const FinalTable::Row& r = t.rows[static_cast<size_t>(p)];
            int sum = 0;
            for (size_t c = 0; c < r.points.size(); ++c) {
                sum += r.points[c];
                if (r.points[c]) ++seen[c];
            }
            EXPECT_EQ(r.total, sum);
            EXPECT_EQ(r.total, g.player(p).score) << "seed " << seed << " player " << p;
            best = std::max(best, r.total);
        }
        EXPECT_EQ(t.best, best);
        ASSERT_FALSE(t.winners.empty());
        for (int p = 0; p < players; ++p) {
            const bool is_winner = std::find(t.winners.begin(), t.winners.end(), p) != t.winners.end();
            EXPECT_EQ(is_winner, t.rows[static_cast<size_t>(p)].total == best);
        }
    }
    // The base game's categories all occur over a dozen games; Other does not.
    for (ScoreCategory c : {ScoreCategory::Roads, ScoreCategory::Cities, ScoreCategory::Cloisters,
                            ScoreCategory::Incomplete, ScoreCategory::Farms})
        EXPECT_GT(seen[static_cast<size_t>(c)], 0) << score_category_name(c);
    EXPECT_EQ(seen[static_cast<size_t>(ScoreCategory::Other)], 0);
}

TEST(FinalTable, EventCategories) {
    ScoreEvent e;
    e.kind = EventKind::Road;
    EXPECT_EQ(score_category(e), ScoreCategory::Roads);
    e.final = true;
    EXPECT_EQ(score_category(e), ScoreCategory::Incomplete);
    e.kind = EventKind::City;
    EXPECT_EQ(score_category(e), ScoreCategory::Incomplete);
    e.final = false;
    EXPECT_EQ(score_category(e), ScoreCategory::Cities);
    e.kind = EventKind::Cloister;
    EXPECT_EQ(score_category(e), ScoreCategory::Cloisters);
    e.final = true;
    EXPECT_EQ(score_category(e), ScoreCategory::Incomplete);
    e.kind = EventKind::Farm;
    EXPECT_EQ(score_category(e), ScoreCategory::Farms);
    e.kind = EventKind::Barn;
    e.final = false;
    EXPECT_EQ(score_category(e), ScoreCategory::Farms);
    e.kind = EventKind::Fortune;
    EXPECT_EQ(score_category(e), ScoreCategory::Other);
}

TEST(FinalTable, TieAtTheStart) {
    // Nobody has scored yet: everybody shares the lead with 0.
    const Game g(Rules{}, 3);
    const FinalTable t = final_table(g);
    EXPECT_EQ(t.best, 0);
    EXPECT_EQ(t.winners, (std::vector<int>{0, 1, 2}));
    EXPECT_FALSE(t.any(ScoreCategory::Roads));
}

}  // namespace
}  // namespace carc::ui
