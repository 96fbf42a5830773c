// Final score table: categories add up to every player's score in self-played games, winners and ties.
#include "ui/core/final_table.h"

#include <gtest/gtest.h>

#include <span>
#include <vector>

#include "ai/players.h"
#include "engine/match.h"

namespace carc::ui {
namespace {

// The columns as the panels list them (ui/expansions/parts.cpp): the base game's four, then Barns (Abbey
// & Mayor), Wheel and Crowns (the Wheel of Fortune).
enum class ScoreCategory : int { Roads = 0, Cities, Cloisters, Farms, Barns, Wheel, Crowns };
constexpr int kNumScoreCategories = 7;
std::span<const ScoreColumn> columns() {
    static const std::vector<ScoreColumn> cols = [] {
        std::vector<ScoreColumn> out(base_score_columns().begin(), base_score_columns().end());
        out.push_back({"Barns", "", [](EventKind k) { return k == EventKind::Barn; }});
        out.push_back({"Wheel", "", [](EventKind k) {
                           return (k >= EventKind::Fortune && k <= EventKind::Inquisition) ||
                                  k == EventKind::Plague;
                       }});
        out.push_back({"Crowns", "", [](EventKind k) { return k == EventKind::Crown; }});
        return out;
    }();
    return cols;
}
const char* score_category_name(ScoreCategory c) {
    return columns()[static_cast<size_t>(c)].name;
}
ScoreCategory score_category(const ScoreEvent& e) {
    return static_cast<ScoreCategory>(score_column(columns(), e));
}
FinalTable final_table(const Game& g) {
    return ui::final_table(g, columns());
}

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
    std::array<int, kNumScoreCategories> seen{}, seen_unfinished{};
    for (uint64_t seed = 1; seed <= 12; ++seed) {
        Rules rules;
        rules.edition = seed % 2 ? Edition::Classic : Edition::First2000;
        const int players = 2 + static_cast<int>(seed % 4);
        const Match m = self_play(rules, players, seed, seed % 3 == 0 ? 0 : 1);
        const Game& g = m.game();
        ASSERT_TRUE(g.is_over());
        const FinalTable t = final_table(g);
        ASSERT_EQ(static_cast<int>(t.rows.size()), players);
        // Every column equals the sum of the events of its kind, and its unfinished part the sum of the
        // end-of-game events of unfinished roads, cities and cloisters, computed here independently.
        for (int p = 0; p < players; ++p) {
            std::array<int, kNumScoreCategories> kind{}, unfinished{};
            for (const ScoreEvent& e : g.events()) {
                const int v = e.points[static_cast<size_t>(p)];
                const int k = e.kind == EventKind::Road       ? 0
                              : e.kind == EventKind::City     ? 1
                              : e.kind == EventKind::Cloister ? 2
                              : e.kind == EventKind::Farm     ? 3
                              : e.kind == EventKind::Barn     ? 4
                              : e.kind == EventKind::Crown    ? 6
                                                              : 5;
                kind[static_cast<size_t>(k)] += v;
                if (e.final && k <= 2) unfinished[static_cast<size_t>(k)] += v;
            }
            const FinalTable::Row& r = t.rows[static_cast<size_t>(p)];
            EXPECT_EQ(r.points, std::vector<int>(kind.begin(), kind.end()))
                << "seed " << seed << " player " << p;
            EXPECT_EQ(r.unfinished, std::vector<int>(unfinished.begin(), unfinished.end()))
                << "seed " << seed << " player " << p;
        }
        int best = -1;
        for (int p = 0; p < players; ++p) {
            const FinalTable::Row& r = t.rows[static_cast<size_t>(p)];
            int sum = 0;
            for (size_t c = 0; c < r.points.size(); ++c) {
                sum += r.points[c];
                if (r.points[c]) ++seen[c];
                if (r.unfinished[c]) ++seen_unfinished[c];
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
    // The base game's categories all occur over a dozen games, unfinished cloisters in their own column
    // (an earlier table counted them apart, so it showed Cloisters 0 while the log scored them); no barns,
    // nothing else.
    for (ScoreCategory c : {ScoreCategory::Roads, ScoreCategory::Cities, ScoreCategory::Cloisters, ScoreCategory::Farms})
        EXPECT_GT(seen[static_cast<size_t>(c)], 0) << score_category_name(c);
    for (ScoreCategory c : {ScoreCategory::Roads, ScoreCategory::Cities, ScoreCategory::Cloisters})
        EXPECT_GT(seen_unfinished[static_cast<size_t>(c)], 0) << score_category_name(c);
    EXPECT_EQ(seen[static_cast<size_t>(ScoreCategory::Barns)], 0);
    EXPECT_EQ(seen[static_cast<size_t>(ScoreCategory::Wheel)], 0);
    EXPECT_EQ(seen[static_cast<size_t>(ScoreCategory::Crowns)], 0);
}

TEST(FinalTable, WheelOfFortuneColumns) {
    // Self-played Wheel of Fortune games (greedy players, who put followers on crowns): the wheel's events and
    // the crowns get their own columns, which with the others add up to every score.
    int wheel = 0, crowns = 0;
    for (uint64_t seed = 1; seed <= 4; ++seed) {
        Rules rules;
        rules.game = GameKind::WheelOfFortune;
        rules.abbey_mayor = seed % 2 == 0;
        const Match m = self_play(rules, 2 + static_cast<int>(seed % 3), seed, 1);
        const Game& g = m.game();
        ASSERT_TRUE(g.is_over());
        const FinalTable t = final_table(g);
        for (int p = 0; p < g.num_players(); ++p) {
            int events = 0, crown = 0;
            for (const ScoreEvent& e : g.events()) {
                const int v = e.points[static_cast<size_t>(p)];
                if (e.kind == EventKind::Crown) crown += v;
                else if (e.kind >= EventKind::Fortune && e.kind <= EventKind::Inquisition) events += v;
            }
            const FinalTable::Row& r = t.rows[static_cast<size_t>(p)];
            EXPECT_EQ(r.points[static_cast<size_t>(ScoreCategory::Wheel)], events);
            EXPECT_EQ(r.points[static_cast<size_t>(ScoreCategory::Crowns)], crown);
            EXPECT_EQ(r.total, g.player(p).score) << "seed " << seed << " player " << p;
            wheel += events;
            crowns += crown;
        }
    }
    EXPECT_GT(wheel, 0);
    EXPECT_GT(crowns, 0);
}

TEST(FinalTable, EventCategories) {
    ScoreEvent e;
    e.kind = EventKind::Road;
    EXPECT_EQ(score_category(e), ScoreCategory::Roads);
    EXPECT_FALSE(scored_unfinished(e));
    e.final = true;
    EXPECT_EQ(score_category(e), ScoreCategory::Roads);
    EXPECT_TRUE(scored_unfinished(e));
    e.kind = EventKind::City;
    EXPECT_EQ(score_category(e), ScoreCategory::Cities);
    EXPECT_TRUE(scored_unfinished(e));
    e.kind = EventKind::Cloister;
    EXPECT_EQ(score_category(e), ScoreCategory::Cloisters);
    EXPECT_TRUE(scored_unfinished(e));
    e.kind = EventKind::Farm;
    EXPECT_EQ(score_category(e), ScoreCategory::Farms);
    EXPECT_FALSE(scored_unfinished(e));
    e.kind = EventKind::Barn;
    EXPECT_EQ(score_category(e), ScoreCategory::Barns);
    for (EventKind k : {EventKind::Fortune, EventKind::Tax, EventKind::Famine, EventKind::Storm, EventKind::Inquisition}) {
        e.kind = k;
        EXPECT_EQ(score_category(e), ScoreCategory::Wheel);
        EXPECT_FALSE(scored_unfinished(e));
    }
    e.kind = EventKind::Crown;
    EXPECT_EQ(score_category(e), ScoreCategory::Crowns);
}

TEST(FinalTable, TieAtTheStart) {
    // Nobody has scored yet: everybody shares the lead with 0.
    const Game g(Rules{}, 3);
    const FinalTable t = final_table(g);
    EXPECT_EQ(t.best, 0);
    EXPECT_EQ(t.winners, (std::vector<int>{0, 1, 2}));
    EXPECT_FALSE(t.any(static_cast<int>(ScoreCategory::Roads)));
}

}  // namespace
}  // namespace carc::ui
