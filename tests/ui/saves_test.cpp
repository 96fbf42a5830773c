// Saved games: autosave and named saves round-trip; damaged, foreign and newer records are refused with a
// message and never hide the other saves; full or missing storage is reported and nothing is lost; the player's
// preferences round-trip beside them.
#include "ui/core/saves.h"

#include <gtest/gtest.h>

#include "ai/players.h"
#include "ui/core/preferences.h"
#include "engine/rng.h"

namespace carc::ui {
namespace {

GameConfig two_players() {
    GameConfig c;
    c.seed = 77;
    Seat a;
    a.name = "Anna";
    a.color = 0;
    Seat b;
    b.name = "Computer";
    b.color = 1;
    b.computer = true;
    c.seats = {a, b};
    return c;
}

// Plays n decisions through the session: the person's with the greedy player's choice, the computer's
// through update() (no delay).
void play(Session& s, int n) {
    Rng rng(5);
    s.computer_delay = 0;
    static double now = 0;
    for (int i = 0; i < n && !s.game_over(); ++i) {
        if (!s.human_to_move()) {
            s.update(now += 1);
            continue;
        }
        const Action a = ai::choose(s.game(), 1, rng);
        std::string why;
        ASSERT_TRUE(s.submit(a, &why)) << why;
    }
}

// One window's autosave of its game's entry: each write raises the entry's revision it is based on.
bool store_entry(SaveLibrary& lib, const Session& s, const std::string& key, int64_t* rev, int64_t now, std::string* err,
                 bool* stale = nullptr) {
    bool written = false, refused = false;
    const bool ok = lib.autosave(s, key, *rev, now, &written, &refused, err);
    if (written) ++*rev;
    if (stale) *stale = refused;
    return ok;
}

TEST(Saves, AutosaveResumesTheSameGame) {
    MemoryStorage store;
    SaveLibrary lib(&store);
    Session s;
    s.start(two_players());
    play(s, 25);
    std::string err;
    int64_t rev = 0;
    ASSERT_TRUE(store_entry(lib, s, "game-1000", &rev, 1000, &err)) << err;
    EXPECT_EQ(rev, 1);
    auto text = lib.load("game-1000", &err);
    ASSERT_TRUE(text) << err;
    Session t;
    ASSERT_TRUE(t.resume(*text, &err)) << err;
    EXPECT_TRUE(t.game() == s.game());
    EXPECT_EQ(t.match().history(), s.match().history());
    EXPECT_EQ(t.game().drawn_tile(), s.game().drawn_tile());
}

TEST(Saves, ListShowsNamesPlayersScoresNewestFirst) {
    MemoryStorage store;
    SaveLibrary lib(&store);
    Session s;
    s.start(two_players());
    play(s, 10);
    std::string err;
    const std::string k1 = lib.save_as(s, "Morning game", 5000, &err);
    ASSERT_FALSE(k1.empty()) << err;
    play(s, 10);
    const std::string k2 = lib.save_as(s, "Later", 9000, &err);
    ASSERT_FALSE(k2.empty()) << err;
    EXPECT_NE(k1, k2);
    const auto list = lib.list();
    ASSERT_EQ(list.size(), 2u);
    EXPECT_EQ(list[0].name, "Later");
    EXPECT_EQ(list[1].name, "Morning game");
    EXPECT_EQ(list[0].players, (std::vector<std::string>{"Anna", "Computer"}));
    EXPECT_EQ(list[0].scores.size(), 2u);
    EXPECT_EQ(rules_summary(list[0].rule_set), "Classic");
    EXPECT_TRUE(list[0].error.empty());
    EXPECT_EQ(SaveLibrary::export_file_name(list[0]), "carcassonne-1970-01-01-anna-vs-computer.json");
    ASSERT_TRUE(lib.remove(k1, &err)) << err;
    EXPECT_EQ(lib.list().size(), 1u);
}

// Starting a new game never replaces an unfinished one: each game has its own entry, kept up to date while
// it is played; an untouched game leaves none; named copies are not entries; old single-slot saves still are.
TEST(Saves, EveryUnfinishedGameKeepsItsOwnEntry) {
    MemoryStorage store;
    SaveLibrary lib(&store);
    std::string err;
    Session a;
    a.start(two_players());
    const std::string ka = lib.new_game_key(1000);
    int64_t rev_a = 0, rev_b = 0;
    ASSERT_TRUE(store_entry(lib, a, ka, &rev_a, 1000, &err)) << err;
    EXPECT_TRUE(lib.list().empty()) << "a game without a placed tile is not stored";
    EXPECT_EQ(rev_a, 0);
    play(a, 6);
    ASSERT_TRUE(store_entry(lib, a, ka, &rev_a, 1000, &err)) << err;
    GameConfig other = two_players();
    other.seed = 91;
    other.seats[0].name = "Bea";
    Session b;
    b.start(other);
    play(b, 4);
    const std::string kb = lib.new_game_key(1000);  // the same second: still a key of its own
    EXPECT_NE(ka, kb);
    ASSERT_TRUE(store_entry(lib, b, kb, &rev_b, 2000, &err)) << err;
    play(a, 4);  // the first game goes on in its own entry
    ASSERT_TRUE(store_entry(lib, a, ka, &rev_a, 3000, &err)) << err;
    EXPECT_EQ(rev_a, 2);
    const std::string copy = lib.save_as(a, "Bookmark", 4000, &err);
    ASSERT_FALSE(copy.empty()) << err;
    store.records[kAutosaveKey] = *store.get(kb);  // a save from the single-slot release
    const auto& list = lib.list();
    ASSERT_EQ(list.size(), 4u);
    int entries = 0;
    for (const SaveInfo& i : list) {
        EXPECT_TRUE(i.error.empty()) << i.key << ": " << i.error;
        EXPECT_FALSE(i.finished);
        entries += i.autosave;
        EXPECT_EQ(i.name, i.key == copy ? "Bookmark" : "Unfinished game");
    }
    EXPECT_EQ(entries, 3);
    EXPECT_TRUE(lib.is_entry(ka));
    EXPECT_TRUE(lib.is_entry(kAutosaveKey));
    EXPECT_FALSE(lib.is_entry(copy));
    ASSERT_NE(lib.newest_unfinished(), nullptr);
    EXPECT_EQ(lib.newest_unfinished()->key, ka);  // the one played last
    Session ra, rb;
    ASSERT_TRUE(ra.resume(*lib.load(ka, &err), &err)) << err;
    ASSERT_TRUE(rb.resume(*lib.load(kb, &err), &err)) << err;
    EXPECT_TRUE(ra.game() == a.game());
    EXPECT_TRUE(rb.game() == b.game());
    EXPECT_EQ(rb.config().seats[0].name, "Bea");
}

// One game open in two windows: a write based on an older revision than the stored entry is refused, and the
// stored entry keeps every move of the window that wrote it; the refused window reloads the newer game.
TEST(Saves, AWriteBasedOnAnOlderRevisionIsRefused) {
    MemoryStorage store;
    SaveLibrary lib_a(&store), lib_b(&store);  // two windows over one storage
    std::string err;
    Session a;
    a.start(two_players());
    play(a, 6);
    int64_t rev_a = 0;
    ASSERT_TRUE(store_entry(lib_a, a, "game-1", &rev_a, 1000, &err)) << err;
    // The second window opens the game and plays on.
    Session b;
    const std::optional<std::string> opened = lib_b.load("game-1", &err);
    ASSERT_TRUE(opened) << err;
    ASSERT_TRUE(b.resume(*opened, &err)) << err;
    int64_t rev_b = record_revision(*opened);
    EXPECT_EQ(rev_b, 1);
    play(b, 4);
    ASSERT_TRUE(store_entry(lib_b, b, "game-1", &rev_b, 2000, &err)) << err;
    EXPECT_EQ(rev_b, 2);
    // The first window, still at revision 1, plays its own moves: its write is refused.
    play(a, 2);
    bool stale = false;
    EXPECT_FALSE(store_entry(lib_a, a, "game-1", &rev_a, 3000, &err, &stale));
    EXPECT_TRUE(stale);
    EXPECT_EQ(rev_a, 1);
    const std::optional<std::string> stored = store.get("game-1");
    ASSERT_TRUE(stored);
    EXPECT_EQ(record_revision(*stored), 2);
    Session again;
    ASSERT_TRUE(again.resume(*stored, &err)) << err;
    EXPECT_EQ(again.match().history(), b.match().history()) << "the stored game has every move of the second window";
    // Reloaded at revision 2, the first window's next write goes through.
    ASSERT_TRUE(a.resume(*stored, &err)) << err;
    rev_a = record_revision(*stored);
    play(a, 2);
    ASSERT_TRUE(store_entry(lib_a, a, "game-1", &rev_a, 4000, &err, &stale)) << err;
    EXPECT_FALSE(stale);
    EXPECT_EQ(record_revision(*store.get("game-1")), 3);
    // Named copies and imports are not revised: they are written whole.
    EXPECT_EQ(record_revision(*store.get(lib_a.save_as(a, "Copy", 5000, &err))), 0);
}

TEST(Saves, DamagedForeignAndNewerRecordsAreRefusedAndDoNotHideOthers) {
    MemoryStorage store;
    SaveLibrary lib(&store);
    Session s;
    s.start(two_players());
    play(s, 12);
    std::string err;
    const std::string good = lib.save_as(s, "Good", 100, &err);
    ASSERT_FALSE(good.empty());
    std::string text = *store.get(good);
    store.records["save-damaged"] = text.substr(0, text.size() / 2);
    store.records["save-foreign"] = R"({"format": "something-else", "version": 1})";
    std::string newer = text;
    newer.replace(newer.find("\"version\": 1"), 12, "\"version\": 7");
    store.records["save-newer"] = newer;
    const auto list = lib.list();
    ASSERT_EQ(list.size(), 4u);
    int damaged = 0;
    for (const SaveInfo& i : list) {
        if (i.key == good) {
            EXPECT_TRUE(i.error.empty());
            continue;
        }
        ++damaged;
        EXPECT_FALSE(i.error.empty()) << i.key;
    }
    EXPECT_EQ(damaged, 3);
    EXPECT_FALSE(lib.load("save-damaged", &err));
    EXPECT_NE(err.find("damaged or truncated"), std::string::npos) << err;
    EXPECT_FALSE(lib.load("save-foreign", &err));
    EXPECT_NE(err.find("not a Carcassonne game record"), std::string::npos) << err;
    EXPECT_FALSE(lib.load("save-newer", &err));
    EXPECT_NE(err.find("newer version"), std::string::npos) << err;
    EXPECT_TRUE(lib.load(good, &err)) << err;
    EXPECT_EQ(lib.import_text("not json", 1, &err), "");
    EXPECT_NE(err.find("not valid JSON"), std::string::npos) << err;
    EXPECT_NE(lib.import_text(text, 2, &err), "") << err;
}

TEST(Saves, FullOrMissingStorageIsReportedAndTheGameGoesOn) {
    MemoryStorage store;
    store.capacity = 10;  // nothing fits
    SaveLibrary lib(&store);
    Session s;
    s.start(two_players());
    std::string err;
    play(s, 1);  // a game with a tile placed (an untouched game is not stored)
    int64_t rev = 0;
    EXPECT_FALSE(store_entry(lib, s, "game-1", &rev, 1, &err));
    EXPECT_EQ(err, "storage is full");
    play(s, 3);  // the game is unaffected
    EXPECT_GT(s.match().history().size(), 3u);
    MemoryStorage off;
    off.usable = false;
    SaveLibrary none(&off);
    EXPECT_FALSE(none.available());
    EXPECT_FALSE(store_entry(none, s, "game-1", &rev, 1, &err));
    EXPECT_NE(err.find("not available"), std::string::npos);
    EXPECT_TRUE(none.list().empty());
}

}  // namespace
}  // namespace carc::ui

namespace carc::ui {
namespace {

// A finished game stays replayable turn by turn: each step shows the board of that turn, nobody plays.
TEST(Replay, StepsThroughAFinishedGame) {
    GameConfig c = two_players();
    c.seats[0].computer = true;
    Session s;
    s.start(c);
    s.play_out();
    ASSERT_TRUE(s.game_over());
    const std::string record = s.record();
    const Game end = s.game();
    Session r;
    std::string err;
    ASSERT_TRUE(r.start_replay(record, &err)) << err;
    ASSERT_TRUE(r.replaying());
    EXPECT_EQ(r.replay_position(), r.replay_turns());
    EXPECT_GE(r.replay_turns(), 70);  // about one turn per tile
    EXPECT_TRUE(r.game() == end);
    r.replay_seek(0);
    EXPECT_EQ(r.game().num_placed(), 1);          // the start tile
    EXPECT_EQ(r.game().phase(), Phase::Place);    // with the first drawn tile in hand
    EXPECT_FALSE(r.human_to_move());
    r.update(1000);                               // nobody moves while replaying
    EXPECT_EQ(r.game().num_placed(), 1);
    r.replay_seek(10);
    EXPECT_EQ(r.game().num_placed(), 11);
    EXPECT_EQ(r.game().turn(), 10);
    r.replay_seek(r.replay_turns());
    EXPECT_TRUE(r.game() == end);
}

// The player's preferences: the settings they changed and the last set-up round-trip; the saved games list does
// not take the record for a game; a damaged record is refused with the reason and nothing else is lost.
TEST(Preferences, RoundTripAndStayOutOfTheSavedGames) {
    Preferences p;
    p.text_scale = 1.5f;
    p.colorblind_palette = true;
    p.follow_computer = false;
    p.sound = true;
    p.volume = 0.25f;
    p.language = "pl";
    GameConfig setup = two_players();
    setup.seed = 0;
    setup.rules.abbey_mayor = true;
    setup.rules.wagon = WagonRule::Adjacent;
    setup.seats[1].level = 3;
    setup.hide_remaining = true;
    p.setup = setup;
    const std::string text = preferences_record(p);
    std::string why;
    const auto back = read_preferences(text, &why);
    ASSERT_TRUE(back) << why;
    EXPECT_TRUE(*back == p);
    EXPECT_FALSE(back->show_markings.has_value()) << "a setting the player never changed stays unset";
    ASSERT_TRUE(back->setup);
    EXPECT_EQ(back->setup->seats[1].level, 3);
    EXPECT_TRUE(back->setup->rules.abbey_mayor);
    EXPECT_EQ(back->setup->rules.wagon, WagonRule::Adjacent);
    EXPECT_TRUE(back->setup->hide_remaining);
    EXPECT_EQ(back->language, std::optional<std::string>("pl"));
    EXPECT_EQ(back->sound, std::optional<bool>(true));
    EXPECT_EQ(back->volume, std::optional<float>(0.25f));
    // A volume out of range is damage.
    std::string loud = text;
    loud.replace(loud.find("0.25"), 4, "1.5");
    EXPECT_FALSE(read_preferences(loud, &why));
    // A language this version does not ship (a newer version's choice) is skipped; a wrong type is damage.
    std::string unknown_language = text;
    unknown_language.replace(unknown_language.find("\"pl\""), 4, "\"xx\"");
    const auto skipped = read_preferences(unknown_language, &why);
    ASSERT_TRUE(skipped) << why;
    EXPECT_FALSE(skipped->language.has_value());
    std::string wrong_type = text;
    wrong_type.replace(wrong_type.find("\"pl\""), 4, "7");
    EXPECT_FALSE(read_preferences(wrong_type, &why));

    MemoryStorage storage;
    SaveLibrary lib(&storage);
    Session s;
    s.start(two_players());
    play(s, 6);
    bool written = false, stale = false;
    std::string err;
    ASSERT_TRUE(lib.autosave(s, lib.new_game_key(1000), 0, 1000, &written, &stale, &err)) << err;
    ASSERT_TRUE(storage.put(kPreferencesKey, text, &err));
    lib.invalidate();
    ASSERT_EQ(lib.list().size(), 1u);
    EXPECT_TRUE(lib.list()[0].error.empty());
    EXPECT_NE(lib.list()[0].key, kPreferencesKey);

    // Damaged records: each says what is wrong.
    const std::pair<std::string, std::string> damaged[] = {
        {"{", "not a JSON object"},
        {R"({"format":"carcassonne-record"})", "not a preferences record"},
        {R"({"format":"carcassonne-preferences","settings":{"text_scale":7}})", "text_scale"},
        {R"({"format":"carcassonne-preferences","settings":{"show_log":"yes"}})", "show_log"},
        {R"({"format":"carcassonne-preferences","setup":{"game":{"format":"carcassonne-record"}}})", "setup"},
    };
    for (const auto& [bad, says] : damaged) {
        why.clear();
        EXPECT_FALSE(read_preferences(bad, &why)) << bad;
        EXPECT_NE(why.find(says), std::string::npos) << bad << ": " << why;
    }
    // A newer version's field is skipped.
    const auto newer = read_preferences(R"({"format":"carcassonne-preferences","version":2,"settings":{"show_log":false,"music":1}})", &why);
    ASSERT_TRUE(newer) << why;
    EXPECT_EQ(newer->show_log, std::optional<bool>(false));
}

}  // namespace
}  // namespace carc::ui
