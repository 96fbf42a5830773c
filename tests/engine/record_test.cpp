// The game record (save) format: round trip of a finished game, clear refusals of damaged or wrong records,
// robustness to random corruption, and undo within a turn.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "ai/players.h"
#include "engine/json_util.h"
#include "engine/match.h"
#include "engine/rng.h"

namespace carc {
namespace {

std::vector<Seat> two_seats() { return {Seat{"Ann", 0, false, 1}, Seat{"Bot", 1, true, 1}}; }

Match finished_game(uint64_t seed, int players = 3) {
    std::vector<Seat> seats;
    for (int p = 0; p < players; ++p) seats.push_back(Seat{"Player " + std::to_string(p + 1), (p + 2) % kMaxPlayers, true, p % 2});
    Match m(Rules{}, seats, seed);
    Rng rng(seed + 1);
    int guard = 0;
    while (!m.game().is_over() && ++guard < 2000) {
        const Game& g = m.game();
        const Action a = ai::choose(g, m.seats()[static_cast<size_t>(g.current_player())].level, rng);
        EXPECT_TRUE(m.apply(a)) << a.to_string();
    }
    EXPECT_TRUE(m.game().is_over());
    return m;
}

const Match& finished() {
    static const Match m = finished_game(20240601);
    return m;
}

// Loads text that must be refused; returns the message.
std::string refusal(const std::string& text) {
    std::string error;
    const std::optional<Match> m = Match::from_record(text, &error);
    EXPECT_FALSE(m.has_value()) << "accepted: " << text.substr(0, 200);
    EXPECT_FALSE(error.empty());
    return error;
}

json::Json record_json() {
    auto j = json::parse(finished().to_record());
    EXPECT_TRUE(j);
    return *j;
}

TEST(Record, FinishedGameRoundTrips) {
    const Match& m = finished();
    const std::string text = m.to_record();
    std::string error;
    const std::optional<Match> back = Match::from_record(text, &error);
    ASSERT_TRUE(back) << error;
    EXPECT_TRUE(back->game() == m.game());
    EXPECT_EQ(back->history(), m.history());
    EXPECT_EQ(back->seats(), m.seats());
    EXPECT_EQ(back->seed(), m.seed());
    EXPECT_EQ(back->rules(), m.rules());
    EXPECT_EQ(back->to_record(), text);
    // The record carries what the format says.
    const json::Json j = record_json();
    EXPECT_EQ(json::get_string(j, "format"), std::string(kRecordFormat));
    EXPECT_EQ(json::get_int(j, "version"), record_version_for(m.rules()));  // a base game: version 1
    EXPECT_EQ(record_version_for(m.rules()), 1);
    EXPECT_EQ(json::get_string(j, "seed"), std::to_string(m.seed()));
    ASSERT_TRUE(json::field(j, "final_scores"));
    const json::Json& fs = *json::field(j, "final_scores");
    ASSERT_EQ(fs.size(), 3u);
    for (int p = 0; p < 3; ++p) EXPECT_EQ(fs[static_cast<size_t>(p)].get<int>(), m.game().player(p).score);
    EXPECT_GT(m.game().player(0).score + m.game().player(1).score + m.game().player(2).score, 0);
}

// Saved records of every version must keep loading in later builds (docs/save-format.md). The files in
// tests/engine/data/ were written by the build of their version; never regenerate them, add new ones instead.
std::string data_file(const char* name) {
    const std::filesystem::path p = std::filesystem::path(CARC_ENGINE_TEST_DATA) / name;
    std::ifstream in(p, std::ios::binary);
    EXPECT_TRUE(in.good()) << p;
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

TEST(RecordFiles, Version1FinishedClassicGame) {
    const std::string text = data_file("record-v1-classic-3p.json");
    std::string error;
    const auto m = Match::from_record(text, &error);
    ASSERT_TRUE(m) << error;
    EXPECT_TRUE(m->game().is_over());
    EXPECT_EQ(m->seed(), 1234u);
    ASSERT_EQ(m->seats().size(), 3u);
    EXPECT_EQ(m->seats()[2].color, color_index("green"));
    EXPECT_EQ(m->seats()[1].level, 0);
    EXPECT_EQ(m->game().player(0).score, 85);
    EXPECT_EQ(m->game().player(1).score, 35);
    EXPECT_EQ(m->game().player(2).score, 88);
    // Saving it again writes the same record.
    EXPECT_EQ(*json::parse(m->to_record()), *json::parse(text));
}

TEST(RecordFiles, Version1UnfinishedRiverGameContinues) {
    const std::string text = data_file("record-v1-2000-river-unfinished.json");
    std::string error;
    const auto loaded = Match::from_record(text, &error);
    ASSERT_TRUE(loaded) << error;
    Match m = *loaded;
    EXPECT_FALSE(m.game().is_over());
    EXPECT_TRUE(m.rules().river);
    EXPECT_EQ(m.rules().edition, Edition::First2000);
    EXPECT_EQ(m.seed(), 987654321987654321ull);
    EXPECT_EQ(m.history().size(), json::parse(text)->at("actions").size());
    // The game goes on to its end from the seed.
    Rng rng(1);
    int guard = 0;
    while (!m.game().is_over() && ++guard < 2000) ASSERT_TRUE(m.apply(ai::choose(m.game(), 0, rng)));
    EXPECT_TRUE(m.game().is_over());
    EXPECT_EQ(m.game().bag_size(), 0);
}

// Version 2: an Abbey & Mayor game (with the river, first edition) saved while a wagon waits to move.
TEST(RecordFiles, Version2AbbeyMayorGameResumesAtAPendingWagon) {
    const std::string text = data_file("record-v2-2000-river-abbey-mayor-wagon-pending.json");
    std::string error;
    const auto loaded = Match::from_record(text, &error);
    ASSERT_TRUE(loaded) << error;
    Match m = *loaded;
    EXPECT_TRUE(m.rules().river && m.rules().abbey_mayor);
    EXPECT_EQ(m.game().phase(), Phase::WagonMove);
    ASSERT_GE(m.game().state<AbbeyMayorState>().num_pending_wagons(), 1);
    EXPECT_EQ(m.game().current_player(), m.game().state<AbbeyMayorState>().pending_wagon(0).player);
    EXPECT_TRUE(m.game().is_legal(*Action::parse("wagon 5,-3 0")));
    EXPECT_EQ(*json::parse(m.to_record(R"({"name": "River and Abbey & Mayor, a wagon waiting to move"})")), *json::parse(text));
    // The original game moved the wagon there; the game goes on to its end.
    ASSERT_TRUE(m.apply(*Action::parse("wagon 5,-3 0")));
    Rng rng(2);
    int guard = 0;
    while (!m.game().is_over() && ++guard < 2000) ASSERT_TRUE(m.apply(ai::choose(m.game(), 1, rng)));
    EXPECT_TRUE(m.game().is_over());
}

// Version 3: a Wheel of Fortune game with Abbey & Mayor saved after the pig landed on Plague, with three
// players' decisions to come (the active player's first).
TEST(RecordFiles, Version3WheelGameResumesAtAPendingPlagueDecision) {
    const std::string text = data_file("record-v3-wheel-abbey-mayor-plague-pending.json");
    std::string error;
    const auto loaded = Match::from_record(text, &error);
    ASSERT_TRUE(loaded) << error;
    Match m = *loaded;
    EXPECT_EQ(m.rules().game, GameKind::WheelOfFortune);
    EXPECT_TRUE(m.rules().abbey_mayor);
    EXPECT_EQ(m.game().phase(), Phase::Plague);
    EXPECT_EQ(m.game().state<WheelState>().pig_at(), 5);
    EXPECT_EQ(m.game().current_player(), m.game().turn_player());
    EXPECT_GE(m.game().drawn_tile(), 0);
    EXPECT_FALSE(m.can_undo());
    EXPECT_EQ(*json::parse(m.to_record(R"({"name": "Wheel of Fortune with Abbey & Mayor, two Plague decisions pending"})")), *json::parse(text));
    // The original game's decisions and placement, then the game goes on to its end.
    for (const char* a : {"plague -2,-2 1", "plague 5,5 0", "plague 4,-3 0"}) {
        EXPECT_EQ(m.game().phase(), Phase::Plague);
        ASSERT_TRUE(m.apply(*Action::parse(a), &error)) << a << ": " << error;
    }
    ASSERT_EQ(m.game().phase(), Phase::Place);
    ASSERT_TRUE(m.apply(*Action::parse("place -3,-2 r90"), &error)) << error;
    Rng rng(3);
    int guard = 0;
    while (!m.game().is_over() && ++guard < 2000) ASSERT_TRUE(m.apply(ai::choose(m.game(), 1, rng)));
    EXPECT_TRUE(m.game().is_over());
}

// Version 4: an Inns & Cathedrals game with Abbey & Mayor for six players (grey the sixth), saved when every
// player's large follower was on the table.
TEST(RecordFiles, Version4InnsCathedralsGameResumes) {
    const std::string text = data_file("record-v4-inns-cathedrals-abbey-mayor-6p.json");
    std::string error;
    const auto loaded = Match::from_record(text, &error);
    ASSERT_TRUE(loaded) << error;
    Match m = *loaded;
    EXPECT_TRUE(m.rules().inns_cathedrals);
    EXPECT_TRUE(m.rules().abbey_mayor);
    ASSERT_EQ(m.game().num_players(), 6);
    EXPECT_EQ(m.seats()[5].color, color_index("grey"));
    int bigs = 0;
    for (int i = 0; i < m.game().num_figures(); ++i) bigs += m.game().figures()[i].kind == Figure::Big;
    EXPECT_EQ(bigs, 6);
    for (int p = 0; p < 6; ++p) EXPECT_EQ(m.game().supply(p, Figure::Big), 0);
    EXPECT_EQ(*json::parse(m.to_record(R"({"name": "Inns & Cathedrals with Abbey & Mayor, six players, every large follower on the table"})")), *json::parse(text));
    // Without the expansion the same record is refused (six players, and the tiles and figures it names).
    json::Json j = *json::parse(text);
    j["rules"]["expansions"] = json::Json::array({"abbey_mayor"});
    j["version"] = 2;
    EXPECT_FALSE(Match::from_record(j.dump(), &error));
    Rng rng(4);
    int guard = 0;
    while (!m.game().is_over() && ++guard < 3000) ASSERT_TRUE(m.apply(ai::choose(m.game(), 1, rng)));
    EXPECT_TRUE(m.game().is_over());
}

TEST(Record, AppExtraIsKeptAndIgnoredOnLoad) {
    const std::string text = finished().to_record(R"({"camera": [1, 2]})");
    const auto j = json::parse(text);
    ASSERT_TRUE(j);
    ASSERT_TRUE(json::field(*j, "app"));
    std::string error;
    const auto back = Match::from_record(text, &error);
    ASSERT_TRUE(back) << error;
    EXPECT_TRUE(back->game() == finished().game());
}

TEST(Record, UnfinishedGameRoundTrips) {
    Match m(Rules{GameKind::Base, Edition::First2000, false, false, WagonRule::Connected}, two_seats(), 99);
    Rng rng(3);
    for (int i = 0; i < 25; ++i) ASSERT_TRUE(m.apply(ai::choose(m.game(), 0, rng)));
    const std::string text = m.to_record();
    EXPECT_FALSE(json::field(*json::parse(text), "final_scores"));
    std::string error;
    const auto back = Match::from_record(text, &error);
    ASSERT_TRUE(back) << error;
    EXPECT_TRUE(back->game() == m.game());
    EXPECT_EQ(back->rules().edition, Edition::First2000);
}

TEST(Record, RefusesNonJson) {
    EXPECT_NE(refusal("").find("JSON"), std::string::npos);
    EXPECT_NE(refusal("hello").find("JSON"), std::string::npos);
    EXPECT_NE(refusal("{\"format\": ").find("JSON"), std::string::npos);
    EXPECT_NE(refusal("[1, 2, 3]").find("object"), std::string::npos);
}

TEST(Record, RefusesTruncatedText) {
    const std::string text = finished().to_record();
    ASSERT_GT(text.size(), 200u);
    for (size_t cut : {size_t{1}, size_t{10}, text.size() / 4, text.size() / 2, text.size() * 3 / 4, text.size() - 20,
                       text.size() - 2}) {
        const std::string msg = refusal(text.substr(0, cut));
        EXPECT_NE(msg.find("truncated"), std::string::npos) << "cut at " << cut << ": " << msg;
    }
}

TEST(Record, RefusesWrongFormat) {
    json::Json j = record_json();
    j["format"] = "carcassonne-scenario/1";
    EXPECT_NE(refusal(j.dump()).find("format"), std::string::npos);
    j.erase("format");
    EXPECT_NE(refusal(j.dump()).find("format"), std::string::npos);
}

TEST(Record, RefusesNewerVersion) {
    json::Json j = record_json();
    j["version"] = 999;
    const std::string msg = refusal(j.dump());
    EXPECT_NE(msg.find("newer"), std::string::npos) << msg;
    EXPECT_NE(msg.find("999"), std::string::npos) << msg;
    j["version"] = 0;
    EXPECT_NE(refusal(j.dump()).find("version"), std::string::npos);
    j["version"] = "1";
    EXPECT_NE(refusal(j.dump()).find("version"), std::string::npos);
}

TEST(Record, RefusesBadSeed) {
    json::Json j = record_json();
    j["seed"] = "12ab";
    EXPECT_NE(refusal(j.dump()).find("seed"), std::string::npos);
    j["seed"] = "";
    EXPECT_NE(refusal(j.dump()).find("seed"), std::string::npos);
    j["seed"] = "-5";
    EXPECT_NE(refusal(j.dump()).find("seed"), std::string::npos);
    j["seed"] = "123456789012345678901234567890";
    EXPECT_NE(refusal(j.dump()).find("seed"), std::string::npos);
    j.erase("seed");
    EXPECT_NE(refusal(j.dump()).find("seed"), std::string::npos);
}

// ENGINE BUG (reported, not fixed here): docs/save-format.md defines `seed` as a 64-bit decimal string, but
// Match::from_record (src/engine/match.cpp, the digit loop after "the record has no valid seed") multiplies
// without an overflow check, so a 20-digit seed above 18446744073709551615 wraps silently: the record loads
// with another seed (99999999999999999999 becomes 7766279631452241919) and is re-saved with that one.
// The seed must be refused like any other bad seed.
TEST(Record, RefusesASeedBeyond64Bits) {
    json::Json j = record_json();
    j["seed"] = "18446744073709551615";  // the largest 64-bit value still loads
    std::string error;
    const auto max = Match::from_record(j.dump(), &error);
    ASSERT_TRUE(max) << error;
    EXPECT_EQ(max->seed(), 18446744073709551615ull);
    j["seed"] = "99999999999999999999";
    EXPECT_NE(refusal(j.dump()).find("seed"), std::string::npos);
    j["seed"] = "18446744073709551616";
    EXPECT_NE(refusal(j.dump()).find("seed"), std::string::npos);
}

TEST(Record, RefusesBadPlayers) {
    json::Json j = record_json();
    j["players"][1]["color"] = "pink";
    EXPECT_NE(refusal(j.dump()).find("colour"), std::string::npos);
    j = record_json();
    j["players"][1]["color"] = j["players"][0]["color"];
    EXPECT_NE(refusal(j.dump()).find("twice"), std::string::npos);
    j = record_json();
    j["players"] = json::Json::array({j["players"][0]});
    EXPECT_NE(refusal(j.dump()).find("2 to 5 players"), std::string::npos);  // a base game (6 only with Inns & Cathedrals)
    j["players"] = json::Json::array();
    EXPECT_NE(refusal(j.dump()).find("players"), std::string::npos);
    j.erase("players");
    EXPECT_NE(refusal(j.dump()).find("player"), std::string::npos);
}

TEST(Record, RefusesAnIllegalAction) {
    json::Json j = record_json();
    json::Json& acts = j["actions"];
    size_t at = 0;
    for (size_t i = 0; i < acts.size(); ++i)
        if (acts[i].get<std::string>().rfind("place ", 0) == 0 && i > 20) {
            at = i;
            break;
        }
    ASSERT_GT(at, 0u);
    acts[at] = "place 60,60 r0";  // far from every tile
    j.erase("final_scores");
    const std::string msg = refusal(j.dump());
    EXPECT_NE(msg.find("actions[" + std::to_string(at) + "]"), std::string::npos) << msg;
    EXPECT_NE(msg.find("does not touch"), std::string::npos) << msg;
}

TEST(Record, RefusesAnUnparseableAction) {
    json::Json j = record_json();
    j["actions"][5] = "jump 1,2";
    const std::string msg = refusal(j.dump());
    EXPECT_NE(msg.find("actions[5]"), std::string::npos) << msg;
    EXPECT_NE(msg.find("not an action"), std::string::npos) << msg;
    j["actions"][5] = 17;
    EXPECT_NE(refusal(j.dump()).find("actions[5]"), std::string::npos);
}

TEST(Record, RefusesWrongFinalScores) {
    // Each player's score is compared, the first as every other.
    const size_t players = record_json()["final_scores"].size();
    ASSERT_GE(players, 2u);
    for (size_t p = 0; p < players; ++p) {
        json::Json j = record_json();
        j["final_scores"][p] = j["final_scores"][p].get<int>() + 1;
        const std::string msg = refusal(j.dump());
        EXPECT_NE(msg.find("final_scores"), std::string::npos) << msg;
        EXPECT_NE(msg.find("player " + std::to_string(p + 1) + ")"), std::string::npos) << msg;
    }
    // Final scores on an unfinished game.
    json::Json k = record_json();
    k["actions"].erase(k["actions"].size() - 1);
    EXPECT_NE(refusal(k.dump()).find("not over"), std::string::npos);
}

TEST(Record, RecordedDrawsWinOverTheSeed) {
    // docs/save-format.md: the draws are part of `actions`; the seed only deals the draws that come later.
    Match m(Rules{}, two_seats(), 31);
    Rng rng(4);
    for (int i = 0; i < 20; ++i) ASSERT_TRUE(m.apply(ai::choose(m.game(), 0, rng)));
    json::Json j = *json::parse(m.to_record());
    j["seed"] = "32";
    std::string error;
    const auto other = Match::from_record(j.dump(), &error);
    ASSERT_TRUE(other) << error;
    EXPECT_TRUE(other->game() == m.game());
    EXPECT_EQ(other->history(), m.history());
    EXPECT_EQ(other->seed(), 32u);
    // The next draws follow each record's own seed: play the same decisions until the tiles differ.
    Match a = m, b = *other;
    Rng ra(9), rb(9);
    bool differed = false;
    for (int i = 0; i < 60 && !a.game().is_over() && !differed; ++i) {
        ASSERT_TRUE(a.apply(ai::choose(a.game(), 0, ra)));
        ASSERT_TRUE(b.apply(ai::choose(b.game(), 0, rb)));
        differed = a.history() != b.history();
    }
    EXPECT_TRUE(differed);
}

TEST(Record, SurvivesRandomCorruption) {
    const std::string text = finished().to_record();
    Rng rng(2024);
    int loaded = 0, refused = 0;
    for (int i = 0; i < 200; ++i) {
        std::string bad = text;
        const size_t pos = rng.below(static_cast<uint32_t>(bad.size()));
        const int mode = static_cast<int>(rng.below(3));
        if (mode == 0) bad[pos] = static_cast<char>(rng.below(256));
        else if (mode == 1) bad.erase(pos, 1 + rng.below(8));
        else bad.insert(pos, 1, "{}[],:\"0a- "[rng.below(11)]);
        std::string error;
        const std::optional<Match> m = Match::from_record(bad, &error);
        if (m) {
            ++loaded;
            // Whatever loads is a consistent game that saves and loads again.
            std::string e2;
            const auto again = Match::from_record(m->to_record(), &e2);
            ASSERT_TRUE(again) << e2;
            EXPECT_TRUE(again->game() == m->game());
        } else {
            ++refused;
            EXPECT_FALSE(error.empty());
            EXPECT_EQ(error.find('\n'), std::string::npos);
        }
    }
    EXPECT_EQ(loaded + refused, 200);
    EXPECT_GT(refused, 100);  // most damage is caught
}

TEST(Undo, RestoresTheStateBeforeThePlacementWithTheSameTile) {
    Match m(Rules{}, two_seats(), 7);
    Rng rng(11);
    for (int turn = 0; turn < 30 && !m.game().is_over(); ++turn) {
        // Start of a turn: the tile has been drawn; nothing to take back.
        ASSERT_EQ(m.game().phase(), Phase::Place);
        EXPECT_FALSE(m.can_undo());
        EXPECT_FALSE(m.undo());
        const Game before = m.game();
        const int tile = before.drawn_tile();
        ASSERT_GE(tile, 0);
        const std::vector<Action> legal = before.legal_actions();
        ASSERT_TRUE(m.apply(legal[rng.below(static_cast<uint32_t>(legal.size()))]));
        ASSERT_EQ(m.game().phase(), Phase::Deploy);
        EXPECT_TRUE(m.can_undo());
        ASSERT_TRUE(m.undo());
        EXPECT_TRUE(m.game() == before) << "turn " << turn;
        EXPECT_EQ(m.game().drawn_tile(), tile);
        EXPECT_FALSE(m.can_undo());
        // Play the turn for real: place, then deploy (or pass).
        ASSERT_TRUE(m.apply(ai::choose(m.game(), 1, rng)));
        ASSERT_TRUE(m.apply(ai::choose(m.game(), 1, rng)));
        // The turn ended and the next tile was drawn: undo cannot reach back across that draw.
        if (!m.game().is_over()) {
            EXPECT_EQ(m.history().back().kind, ActionKind::Draw);
            EXPECT_FALSE(m.can_undo());
            const Game now = m.game();
            EXPECT_FALSE(m.undo());
            EXPECT_TRUE(m.game() == now);
        }
    }
}

TEST(Undo, NothingAfterTheGameIsOver) {
    Match m = finished_game(5, 2);
    EXPECT_FALSE(m.can_undo());
    EXPECT_FALSE(m.undo());
}

// Undo gives the game a replay of the kept actions gives, in Classic, Abbey & Mayor and Wheel of Fortune games,
// both for a match played here and for one loaded from its record.
TEST(Undo, EqualsTheReplayOfTheKeptActions) {
    Rules am;
    am.abbey_mayor = true;
    Rules wheel;
    wheel.game = GameKind::WheelOfFortune;
    for (const Rules& rules : {Rules{}, am, wheel}) {
        Match m(rules, two_seats(), 31);
        Rng rng(32);
        int undone = 0;
        while (!m.game().is_over()) {
            ASSERT_TRUE(m.apply(ai::choose(m.game(), 0, rng)));
            if (!m.can_undo()) continue;
            std::string error;
            auto loaded = Match::from_record(m.to_record(), &error);
            ASSERT_TRUE(loaded) << error;
            Match here = m;
            ASSERT_TRUE(here.undo());
            ASSERT_TRUE(loaded->undo());
            auto replayed = Match::from_record(here.to_record(), &error);
            ASSERT_TRUE(replayed) << error;
            EXPECT_TRUE(here.game() == replayed->game()) << rules_summary(rules) << ", turn " << m.game().turn();
            EXPECT_TRUE(loaded->game() == replayed->game()) << rules_summary(rules) << ", turn " << m.game().turn();
            EXPECT_EQ(here.history(), replayed->history());
            EXPECT_EQ(loaded->history(), replayed->history());
            EXPECT_EQ(here.draws(), replayed->draws());
            ++undone;
        }
        EXPECT_GT(undone, 50) << rules_summary(rules);
    }
}

TEST(MatchApply, IllegalActionChangesNothing) {
    Match m(Rules{}, two_seats(), 8);
    const Match before = m;
    std::string why;
    EXPECT_FALSE(m.apply(Action::place(40, 40, 0), &why));
    EXPECT_FALSE(why.empty());
    EXPECT_FALSE(m.apply(Action::pass(), &why));
    EXPECT_TRUE(m.game() == before.game());
    EXPECT_EQ(m.history(), before.history());
}

}  // namespace
}  // namespace carc
