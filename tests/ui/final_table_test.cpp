// Final score table over the columns the expansions register (score_columns(): the base game's, then each
// expansion's record's, as the final table's window shows them): every kind of score event has its one column, and
// the columns add up to every player's score in self-played games of every rule set; winners and ties.
#include "ui/core/final_table.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <span>
#include <string>
#include <vector>

#include "ai/players.h"
#include "engine/match.h"

namespace carc::ui {
namespace {

std::span<const ScoreColumn> columns() {
    return score_columns();
}

// The column each kind of score event belongs in, by its heading (nullptr: none, the event carries no points).
// A kind an expansion adds is not handled here until its column is chosen (the switch has no default).
const char* expected_column(EventKind k) {
    switch (k) {
        case EventKind::Road: return "Roads";
        case EventKind::City: return "Cities";
        case EventKind::Cloister: return "Cloisters";
        case EventKind::Farm: return "Farms";
        case EventKind::Discard: return nullptr;
        case EventKind::Barn: return "Barns";
        case EventKind::Fortune:
        case EventKind::Tax:
        case EventKind::Famine:
        case EventKind::Storm:
        case EventKind::Inquisition:
        case EventKind::Plague: return "Wheel";
        case EventKind::Crown: return "Crowns";
    }
    return nullptr;
}

// The index of the registered column with this heading, or -1.
int column_named(const char* name) {
    const std::span<const ScoreColumn> cols = columns();
    for (size_t c = 0; c < cols.size(); ++c)
        if (std::strcmp(cols[c].name, name) == 0) return static_cast<int>(c);
    return -1;
}

// Every event kind the engine has (event_kind_name knows it).
std::vector<EventKind> event_kinds() {
    std::vector<EventKind> out;
    for (int k = 0; k < kEventKinds; ++k)
        if (std::strcmp(event_kind_name(static_cast<EventKind>(k)), "?") != 0) out.push_back(static_cast<EventKind>(k));
    return out;
}

// Plays a whole game with computer players of the given level.
Match self_play(const Rules& rules, int players, uint64_t seed, int level) {
    std::vector<Seat> seats;
    static const char* const kNames[] = {"Anna", "Ben", "Cleo", "Dev", "Eli", "Fay"};
    for (int p = 0; p < players; ++p) seats.push_back({kNames[p], p, true, level});
    Match m(rules, seats, seed);
    Rng rng(seed * 31 + 7);
    while (!m.game().is_over()) {
        const Action a = ai::choose(m.game(), level, rng);
        EXPECT_TRUE(m.apply(a)) << a.to_string();
    }
    return m;
}

// Checks the table of a finished game against its events: each column holds the points of the events that
// belong in it (expected_column), its unfinished part those scored at the end for unfinished roads, cities and
// cloisters, and the columns add up to the player's score. Adds each column's non-zero cells to `seen`.
void check_table(const Game& g, const std::string& what, std::vector<int>* seen, std::vector<int>* seen_unfinished) {
    const std::span<const ScoreColumn> cols = columns();
    const FinalTable t = final_table(g, cols);
    ASSERT_EQ(static_cast<int>(t.rows.size()), g.num_players()) << what;
    int best = -1;
    for (int p = 0; p < g.num_players(); ++p) {
        std::vector<int> points(cols.size(), 0), unfinished(cols.size(), 0);
        for (const ScoreEvent& e : g.events()) {
            const int v = e.points[static_cast<size_t>(p)];
            const char* name = expected_column(e.kind);
            if (!name) {
                EXPECT_EQ(v, 0) << what << ": " << event_kind_name(e.kind);
                continue;
            }
            const int c = column_named(name);
            ASSERT_GE(c, 0) << name;
            points[static_cast<size_t>(c)] += v;
            if (e.final && (e.kind == EventKind::Road || e.kind == EventKind::City || e.kind == EventKind::Cloister))
                unfinished[static_cast<size_t>(c)] += v;
        }
        const FinalTable::Row& r = t.rows[static_cast<size_t>(p)];
        EXPECT_EQ(r.points, points) << what << " player " << p;
        EXPECT_EQ(r.unfinished, unfinished) << what << " player " << p;
        int sum = 0;
        for (size_t c = 0; c < r.points.size(); ++c) {
            sum += r.points[c];
            if (r.points[c]) ++(*seen)[c];
            if (r.unfinished[c]) ++(*seen_unfinished)[c];
        }
        EXPECT_EQ(sum, g.player(p).score) << what << " player " << p;
        EXPECT_EQ(r.total, g.player(p).score) << what << " player " << p;
        best = std::max(best, r.total);
    }
    EXPECT_EQ(t.best, best) << what;
    ASSERT_FALSE(t.winners.empty()) << what;
    for (int p = 0; p < g.num_players(); ++p) {
        const bool is_winner = std::find(t.winners.begin(), t.winners.end(), p) != t.winners.end();
        EXPECT_EQ(is_winner, t.rows[static_cast<size_t>(p)].total == best) << what;
    }
}

TEST(FinalTable, EveryEventKindHasItsOneColumn) {
    // The base game's four columns come first, in their order.
    const std::span<const ScoreColumn> cols = columns();
    ASSERT_GE(cols.size(), base_score_columns().size());
    for (size_t c = 0; c < base_score_columns().size(); ++c) EXPECT_STREQ(cols[c].name, base_score_columns()[c].name);
    // Each kind of event is collected by exactly the column it belongs in (or by none), so the table shows
    // every point once.
    for (const EventKind k : event_kinds()) {
        std::vector<std::string> collecting;
        for (const ScoreColumn& col : cols)
            if (col.collects(k)) collecting.push_back(col.name);
        const char* want = expected_column(k);
        if (!want) {
            EXPECT_TRUE(collecting.empty()) << event_kind_name(k);
            continue;
        }
        EXPECT_EQ(collecting, std::vector<std::string>{want}) << event_kind_name(k);
        ScoreEvent e;
        e.kind = k;
        EXPECT_EQ(score_column(cols, e), column_named(want)) << event_kind_name(k);
    }
    // No column that nothing fills.
    for (const ScoreColumn& col : cols) {
        const std::vector<EventKind> kinds = event_kinds();
        EXPECT_TRUE(std::any_of(kinds.begin(), kinds.end(), [&](EventKind k) { return col.collects(k); })) << col.name;
    }
}

TEST(FinalTable, UnfinishedIsTheEndScoringOfRoadsCitiesAndCloisters) {
    ScoreEvent e;
    for (const EventKind k : event_kinds()) {
        e.kind = k;
        e.final = false;
        EXPECT_FALSE(scored_unfinished(e)) << event_kind_name(k);
        e.final = true;
        EXPECT_EQ(scored_unfinished(e), k == EventKind::Road || k == EventKind::City || k == EventKind::Cloister)
            << event_kind_name(k);
    }
}

TEST(FinalTable, CategoriesSumToScoresInSelfPlay) {
    std::vector<int> seen(columns().size(), 0), seen_unfinished(columns().size(), 0);
    for (uint64_t seed = 1; seed <= 12; ++seed) {
        Rules rules;
        rules.edition = seed % 2 ? Edition::Classic : Edition::First2000;
        const int players = 2 + static_cast<int>(seed % 4);
        const Match m = self_play(rules, players, seed, seed % 3 == 0 ? 0 : 1);
        ASSERT_TRUE(m.game().is_over());
        check_table(m.game(), "seed " + std::to_string(seed), &seen, &seen_unfinished);
    }
    // The base game's columns all fill over a dozen games, unfinished cloisters in their own column; the
    // expansions' columns stay empty.
    for (const char* name : {"Roads", "Cities", "Cloisters", "Farms"})
        EXPECT_GT(seen[static_cast<size_t>(column_named(name))], 0) << name;
    for (const char* name : {"Roads", "Cities", "Cloisters"})
        EXPECT_GT(seen_unfinished[static_cast<size_t>(column_named(name))], 0) << name;
    for (size_t c = base_score_columns().size(); c < columns().size(); ++c) EXPECT_EQ(seen[c], 0) << columns()[c].name;
}

TEST(FinalTable, ExpansionsColumnsSumToScoresInSelfPlay) {
    // Greedy players: Abbey & Mayor (barns), Inns & Cathedrals with six players, the River, and the Wheel of
    // Fortune with and without Abbey & Mayor (its events and crowns).
    std::vector<int> seen(columns().size(), 0), seen_unfinished(columns().size(), 0);
    struct Case {
        const char* name;
        Rules rules;
        int players;
    };
    std::vector<Case> cases;
    Rules am;
    am.abbey_mayor = true;
    Rules ic;
    ic.inns_cathedrals = true;
    Rules river;
    river.river = true;
    Rules wheel;
    wheel.game = GameKind::WheelOfFortune;
    Rules wheel_am = wheel;
    wheel_am.abbey_mayor = true;
    cases.push_back({"abbey_mayor", am, 3});
    cases.push_back({"abbey_mayor", am, 4});
    cases.push_back({"inns_cathedrals", ic, 6});
    cases.push_back({"river", river, 2});
    cases.push_back({"wheel", wheel, 2});
    cases.push_back({"wheel", wheel, 4});
    cases.push_back({"wheel_abbey_mayor", wheel_am, 3});
    cases.push_back({"wheel_abbey_mayor", wheel_am, 2});
    for (size_t i = 0; i < cases.size(); ++i) {
        const Match m = self_play(cases[i].rules, cases[i].players, 1 + i, 1);
        ASSERT_TRUE(m.game().is_over());
        check_table(m.game(), std::string(cases[i].name) + " " + std::to_string(cases[i].players) + " players", &seen,
                    &seen_unfinished);
    }
    for (const char* name : {"Barns", "Wheel", "Crowns"})
        EXPECT_GT(seen[static_cast<size_t>(column_named(name))], 0) << name;
}

TEST(FinalTable, TieAtTheStart) {
    // Nobody has scored yet: everybody shares the lead with 0.
    const Game g(Rules{}, 3);
    const FinalTable t = final_table(g, columns());
    EXPECT_EQ(t.best, 0);
    EXPECT_EQ(t.winners, (std::vector<int>{0, 1, 2}));
    for (size_t c = 0; c < columns().size(); ++c) EXPECT_FALSE(t.any(static_cast<int>(c))) << columns()[c].name;
}

}  // namespace
}  // namespace carc::ui
