// The history of finished games (ui/core/history.h) over an in-memory store: kept once, newest first, out of the
// saved games list, read back with what the statistics need, exported and imported, storage full reported; and the
// statistics themselves against sums made here from the games' own events.
#include "ui/core/history.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "ai/players.h"
#include "ui/core/saves.h"

namespace carc::ui {
namespace {

// You against one computer at `level`: every decision made by the computer players' code (yours at Medium), the
// help taken set by hand.
Session finished_game(uint64_t seed, int level, Session::Aids aids = {}, bool river = false) {
    GameConfig c;
    c.seed = seed;
    c.rules.river = river;
    c.seats = {Seat{"You", 0, true, ai::kLevelMedium}, Seat{"Computer", 1, true, level}};
    Session played;
    played.start(c);
    played.play_out();
    // The same game with the first seat a person's: the record says so.
    c.seats[0].computer = false;
    std::string record = played.record();
    const std::string from = R"("computer": true)";
    EXPECT_NE(record.find(from), std::string::npos) << record.substr(0, 300);
    record.replace(record.find(from), from.size(), R"("computer": false)");
    Session s;
    std::string error;
    EXPECT_TRUE(s.resume(record, &error)) << error;
    EXPECT_TRUE(s.game_over());
    s.set_aids(aids);
    return s;
}

TEST(History, KeptOnceNewestFirstAndNotAmongTheSavedGames) {
    MemoryStorage store;
    GameHistory h(&store);
    const Session a = finished_game(3, ai::kLevelEasy), b = finished_game(4, ai::kLevelRandom, {2, 1});
    std::string error;
    ASSERT_TRUE(h.add(a, "game-1", 1000, &error)) << error;
    ASSERT_TRUE(h.add(b, "game-2", 2000, &error)) << error;
    ASSERT_TRUE(h.add(b, "game-2", 3000, &error)) << "the same game again replaces its record";
    EXPECT_TRUE(h.has("game-1"));
    EXPECT_FALSE(h.has("game-3"));
    const auto& list = h.list();
    ASSERT_EQ(list.size(), 2u);
    EXPECT_EQ(list[0].key, "history-game-2");
    EXPECT_EQ(list[0].finished_at, 3000);
    EXPECT_EQ(list[0].aids.hints, 2);
    EXPECT_EQ(list[0].aids.take_backs, 1);
    EXPECT_EQ(list[0].opponents, "Random");
    EXPECT_EQ(list[1].opponents, "Easy");
    EXPECT_EQ(list[1].you, 0);
    for (int p = 0; p < 2; ++p) EXPECT_EQ(list[1].scores[size_t(p)], a.game().player(p).score);
    // The saved games list does not show the history.
    SaveLibrary lib(&store);
    EXPECT_TRUE(lib.list().empty());
    // An unfinished game is not kept.
    Session running;
    GameConfig c;
    c.seats = {Seat{"You", 0, false, 1}, Seat{"Computer", 1, true, 1}};
    running.start(c);
    EXPECT_FALSE(h.add(running, "game-9", 4000, &error));
}

TEST(History, WhatAGameSaysOfThePersonMatchesItsEvents) {
    const Session s = finished_game(11, ai::kLevelMedium);
    std::string why;
    const auto h = read_history("history-x", history_record(s, 5), &why);
    ASSERT_TRUE(h) << why;
    const Game& g = s.game();
    const int you = g.player(0).score, other = g.player(1).score;
    EXPECT_EQ(h->you, 0);
    EXPECT_EQ(h->margin, you - other);
    EXPECT_EQ(h->won, you >= other);
    int points = 0, road = 0, city = 0;
    for (const ScoreEvent& e : g.events()) {
        points += std::max(0, int(e.points[0]));
        if ((e.majority & 1) && e.rule == ScoreRule::RoadComplete) road = std::max(road, int(e.tiles));
        if ((e.majority & 1) && e.rule == ScoreRule::CityComplete) city = std::max(city, int(e.tiles));
    }
    int sum = 0;
    for (int k : h->points) sum += k;
    EXPECT_EQ(sum, points);
    EXPECT_EQ(sum, you) << "every point the person scored is in one kind";
    EXPECT_EQ(h->longest_road, road);
    EXPECT_EQ(h->biggest_city, city);
    EXPECT_GT(h->turns, 60);
    // Damaged, foreign, newer or unfinished records are refused.
    std::string text = history_record(s, 5);
    EXPECT_FALSE(read_history("k", text.substr(0, text.size() / 2), &why));
    EXPECT_FALSE(read_history("k", R"({"format":"carcassonne-record"})", &why));
    std::string newer = text;
    newer.replace(newer.find("\"version\":1"), 11, "\"version\":2");
    EXPECT_FALSE(read_history("k", newer, &why));
    EXPECT_NE(why.find("newer"), std::string::npos) << why;
}

TEST(History, StatisticsPerRulesAndOpponentsWithAidedGamesApart) {
    std::vector<HistoryGame> games;
    std::map<std::string, int> count;
    for (uint64_t seed = 1; seed <= 6; ++seed) {
        const int level = seed <= 4 ? ai::kLevelEasy : ai::kLevelRandom;
        const Session::Aids aids = seed == 2 ? Session::Aids{1, 0} : Session::Aids{};
        const auto h = read_history("history-" + std::to_string(seed),
                                    history_record(finished_game(seed, level, aids, seed == 4), int64_t(seed)), nullptr);
        ASSERT_TRUE(h);
        games.push_back(*h);
    }
    std::vector<const HistoryGame*> all;
    for (const HistoryGame& g : games) all.push_back(&g);
    const std::vector<StatsRow> rows = statistics(all);
    // Classic vs Easy: seeds 1 and 3; aided: seed 2; Classic + River vs Easy: seed 4; Classic vs Random: 5 and 6.
    ASSERT_EQ(rows.size(), 4u);
    int total = 0;
    for (const StatsRow& r : rows) {
        total += r.games;
        int wins = 0, best = 0;
        double score = 0;
        for (const HistoryGame& g : games)
            if (rules_text(g.rules) == r.rules && g.opponents == r.opponents && (g.aids.hints > 0) == r.aided) {
                wins += g.won;
                best = std::max(best, g.scores[0]);
                score += g.scores[0];
            }
        EXPECT_EQ(r.wins, wins) << r.rules << " " << r.opponents;
        EXPECT_EQ(r.best_score, best);
        EXPECT_NEAR(r.average_score, score / r.games, 1e-9);
    }
    EXPECT_EQ(total, 6);
    const auto aided = std::find_if(rows.begin(), rows.end(), [](const StatsRow& r) { return r.aided; });
    ASSERT_NE(aided, rows.end());
    EXPECT_EQ(aided->games, 1);
    EXPECT_EQ(aided->opponents, "Easy");
}

TEST(History, ExportImportAndAFullStore) {
    MemoryStorage store;
    GameHistory h(&store);
    std::string error;
    ASSERT_TRUE(h.add(finished_game(3, ai::kLevelEasy), "game-1", 1000, &error));
    ASSERT_TRUE(h.add(finished_game(5, ai::kLevelEasy), "game-2", 2000, &error));
    const std::string file = h.export_text(3000);
    MemoryStorage other;
    GameHistory there(&other);
    EXPECT_EQ(there.import_text(file, &error), 2) << error;
    EXPECT_EQ(there.import_text(file, &error), 0) << "games kept already are skipped";
    ASSERT_EQ(there.list().size(), 2u);
    EXPECT_EQ(there.list()[0].record, h.list()[0].record);
    EXPECT_EQ(there.import_text("{\"format\":\"carcassonne-record\"}", &error), -1);
    EXPECT_FALSE(error.empty());
    // A store that holds nothing more: the import says so, and what was there stays.
    MemoryStorage full;
    full.records["history-kept"] = other.records.begin()->second;
    full.capacity = 10;
    GameHistory small(&full);
    error.clear();
    EXPECT_EQ(small.import_text(file, &error), -1);
    EXPECT_EQ(error, "storage is full");
    EXPECT_EQ(small.list().size(), 1u);
    EXPECT_FALSE(small.add(finished_game(7, ai::kLevelEasy), "game-3", 4000, &error));
    EXPECT_EQ(small.list().size(), 1u);
    EXPECT_EQ(GameHistory::export_file_name(0), "carcassonne-history-1970-01-01.json");
}

TEST(History, AidsAreKeptWithTheSavedGame) {
    GameConfig c;
    c.seed = 9;
    c.seats = {Seat{"You", 0, false, 1}, Seat{"Computer", 1, true, 1}};
    Session s;
    s.start(c);
    ASSERT_TRUE(s.submit(s.legal_places().front()));
    ASSERT_TRUE(s.take_back());
    EXPECT_EQ(s.aids().take_backs, 1);
    s.set_aids({3, 1});
    const std::string record = s.record(SaveLibrary::app_json("", 1, true, 1, s.aids()));
    const Session::Aids back = SaveLibrary::read_aids(record);
    EXPECT_EQ(back.hints, 3);
    EXPECT_EQ(back.take_backs, 1);
    EXPECT_EQ(SaveLibrary::read_aids(s.record(SaveLibrary::app_json("", 1))).hints, 0);
}

}  // namespace
}  // namespace carc::ui
