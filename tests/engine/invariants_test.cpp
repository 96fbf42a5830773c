// Randomised invariants over thousands of seeded self-played games for every rule set ({Classic, 2000} x
// {River off/on} x {Abbey & Mayor off/on}, both wagon-move switches, each with and without Inns & Cathedrals, and
// the Wheel of Fortune with and without Abbey & Mayor; 2 to 5 players, 6 with Inns & Cathedrals): copies compare equal and stay equal, legal actions are sorted and unique,
// figures are conserved per kind (crown spaces included), scores never fall, chance weights match the bag, the
// pig moves exactly by the drawn tile's number and only then, the game ends with an empty bag, and game
// records round-trip.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "ai/players.h"
#include "engine/expansions/abbey_mayor/abbey_mayor.h"
#include "engine/game.h"
#include "engine/match.h"
#include "engine/rng.h"
#include "engine/rule_options.h"

namespace carc {
namespace {

constexpr int kGamesPerRuleSet = 2000;
constexpr int kGamesPerInnsCathedralsSet = 1000;  // twelve more rule sets: half as many games each
constexpr int kMaxSteps = 2000;  // a base game has well under 400 steps

struct Totals {
    long steps = 0;
    long chance_steps = 0;
    long records = 0;
    long games_with_score = 0;
    long abbeys = 0, wagon_moves = 0, barns = 0, mayors = 0;
    long pig_moves = 0, crowns = 0, plague_returns = 0;
    long big_followers = 0, inn_roads = 0, cathedral_cities = 0;
    std::array<long, kWheelSegments> landings{};
};

void count_decision(const Action& a, Totals& totals) {
    if (a.kind == ActionKind::Abbey) ++totals.abbeys;
    if (a.kind == ActionKind::WagonMove) ++totals.wagon_moves;
    if (a.kind == ActionKind::Deploy && a.figure == Figure::Barn) ++totals.barns;
    if (a.kind == ActionKind::Deploy && a.figure == Figure::Mayor) ++totals.mayors;
    if (a.kind == ActionKind::Crown) ++totals.crowns;
    if (a.kind == ActionKind::PlagueReturn) ++totals.plague_returns;
    if (a.kind == ActionKind::Deploy && a.figure == Figure::Big) ++totals.big_followers;
}

// Each figure kind's count in a player's supply at the start of a game under these rules (the whole set).
const std::array<int, kNumFigureKinds>& start_supply(const Rules& rules) {
    static std::vector<std::pair<Rules, std::array<int, kNumFigureKinds>>> known;
    for (const auto& [r, s] : known)
        if (r == rules) return s;
    const Game fresh(rules, 2);
    std::array<int, kNumFigureKinds> s{};
    for (int k = 0; k < kNumFigureKinds; ++k) s[static_cast<size_t>(k)] = fresh.supply(0, static_cast<Figure>(k));
    known.emplace_back(rules, s);
    return known.back().second;
}

// The pig moved exactly by the wheel number of a drawn tile, and by nothing else; one event tells of the move.
::testing::AssertionResult pig_ok(const Game& before, const Action& a, const Game& after, Totals& totals) {
    if (after.state<WheelState>().pig_at() < 0 || after.state<WheelState>().pig_at() >= kWheelSegments) return ::testing::AssertionFailure() << "pig at " << after.state<WheelState>().pig_at();
    const int n = a.kind == ActionKind::Draw ? tiles().type(a.tile).symbol : 0;
    if (after.rules().game != GameKind::WheelOfFortune && (n != 0 || after.state<WheelState>().pig_at() != 0))
        return ::testing::AssertionFailure() << "a pig outside the Wheel of Fortune";
    const int want = (before.state<WheelState>().pig_at() + n) % kWheelSegments;
    if (after.state<WheelState>().pig_at() != want)
        return ::testing::AssertionFailure() << a.to_string() << " took the pig from " << before.state<WheelState>().pig_at() << " to " << after.state<WheelState>().pig
                                             << ", expected " << want;
    if (n == 0 || after.rules().game != GameKind::WheelOfFortune) return ::testing::AssertionSuccess();
    ++totals.pig_moves;
    ++totals.landings[static_cast<size_t>(want)];
    // The first new event is the landing segment's, with the move in it.
    const size_t first = before.events().size();
    if (after.events().size() <= first) return ::testing::AssertionFailure() << "a pig move without an event";
    const ScoreEvent& e = after.events()[first];
    if (e.moved_from != before.state<WheelState>().pig_at() || e.moved_to != want ||
        e.rule != static_cast<ScoreRule>(static_cast<int>(ScoreRule::WheelFortune) + want))
        return ::testing::AssertionFailure() << "the pig's event says " << int(e.moved_from) << " -> " << int(e.moved_to) << " rule "
                                             << score_rule_text(e.rule);
    return ::testing::AssertionSuccess();
}

// Checks that hold in every position. Returns false (after reporting) on the first broken one.
::testing::AssertionResult position_ok(const Game& g, std::vector<Action>& legal, std::array<int, kMaxPlayers>& last_scores) {
    const int np = g.num_players();
    // Figures are conserved per kind: supply + on the board (+ a wagon waiting for its move) == the set.
    const bool am = g.rules().abbey_mayor;
    const std::array<int, kNumFigureKinds>& set = start_supply(g.rules());
    if (set[0] != kFollowersPerPlayer) return ::testing::AssertionFailure() << set[0] << " followers at the start";
    std::array<std::array<int, kNumFigureKinds>, kMaxPlayers> on_board{};
    for (int i = 0; i < g.num_figures(); ++i) {
        const FigureSlot& f = g.figures()[i];
        if (!f.on_board) return ::testing::AssertionFailure() << "figure " << i << " listed but not on the board";
        if (f.player >= np) return ::testing::AssertionFailure() << "figure of unknown player " << int(f.player);
        if (set[static_cast<size_t>(f.kind)] == 0) return ::testing::AssertionFailure() << "a " << figure_name(f.kind) << " these rules do not have";
        if (f.tile >= g.num_placed()) return ::testing::AssertionFailure() << "figure on an unplaced tile";
        const SegKind k = g.node_kind(f.node);
        if (f.kind == Figure::Mayor && k != SegKind::City) return ::testing::AssertionFailure() << "a mayor outside a city";
        if (f.kind == Figure::Wagon && k == SegKind::Field) return ::testing::AssertionFailure() << "a wagon on a field";
        if (f.kind == Figure::Barn && k != SegKind::Field) return ::testing::AssertionFailure() << "a barn off a field";
        ++on_board[f.player][static_cast<size_t>(f.kind)];
    }
    for (int i = 0; i < g.state<AbbeyMayorState>().num_pending_wagons(); ++i) ++on_board[g.state<AbbeyMayorState>().pending_wagon(i).player][static_cast<size_t>(Figure::Wagon)];
    // Crown spaces: followers of known players, only in the Wheel of Fortune.
    for (int s = 0; s < kCrownSpaces; ++s) {
        const int p = g.state<WheelState>().crown_player(s);
        if (p < -1 || p >= np) return ::testing::AssertionFailure() << "crown space " << s << " holds player " << p;
        if (p >= 0 && g.rules().game != GameKind::WheelOfFortune) return ::testing::AssertionFailure() << "a crown outside the Wheel of Fortune";
        if (p >= 0) ++on_board[static_cast<size_t>(p)][static_cast<size_t>(Figure::Follower)];
    }
    if (g.phase() == Phase::Plague) {
        // The player deciding has a follower on a land tile, and every choice is one of theirs.
        bool has = false;
        for (int i = 0; i < g.num_figures(); ++i) has = has || (g.figures()[i].player == g.current_player() && g.figures()[i].kind != Figure::Barn);
        if (!has) return ::testing::AssertionFailure() << "player " << g.current_player() << " must choose a follower but has none on land";
        if (g.state<WheelState>().pig_at() != 5) return ::testing::AssertionFailure() << "a Plague decision with the pig on " << g.state<WheelState>().pig_at();
        if (g.drawn_tile() < 0) return ::testing::AssertionFailure() << "a Plague decision without the drawn tile in hand";
    }
    if (g.state<AbbeyMayorState>().num_pending_wagons() > 0 && g.phase() != Phase::WagonMove)
        return ::testing::AssertionFailure() << "wagons wait for a decision outside the WagonMove phase";
    if (am) {  // the count of abbey holes kept per placement is the count on the board
        int holes = 0;
        for (int i = 0; i < g.frontier_size(); ++i) holes += abbey_hole(g, g.frontier()[i].x(), g.frontier()[i].y());
        if (holes != g.state<AbbeyMayorState>().holes)
            return ::testing::AssertionFailure() << holes << " abbey holes on the board, " << g.state<AbbeyMayorState>().holes << " counted";
    }
    for (int p = 0; p < np; ++p) {
        const PlayerState& ps = g.player(p);
        const AbbeyMayorSupply& ams = g.state<AbbeyMayorState>().supply[static_cast<size_t>(p)];
        if (ps.followers != g.supply(p, Figure::Follower)) return ::testing::AssertionFailure() << "two follower counts";
        for (int k = 0; k < kNumFigureKinds; ++k) {
            const int want = set[static_cast<size_t>(k)];
            const Figure f = static_cast<Figure>(k);
            const bool am_figure = f == Figure::Mayor || f == Figure::Wagon || f == Figure::Barn;
            const int one = (am && am_figure) || (g.rules().inns_cathedrals && f == Figure::Big) ? 1 : 0;
            if (want != (k == 0 ? kFollowersPerPlayer : one))
                return ::testing::AssertionFailure() << "a set of " << want << " " << figure_name(static_cast<Figure>(k));
            const int supply = g.supply(p, static_cast<Figure>(k));
            if (supply + on_board[static_cast<size_t>(p)][static_cast<size_t>(k)] != want)
                return ::testing::AssertionFailure() << "player " << p << ": " << supply << " "
                                                     << figure_name(static_cast<Figure>(k)) << " in supply + "
                                                     << on_board[static_cast<size_t>(p)][static_cast<size_t>(k)]
                                                     << " on the board != " << want;
        }
        if (ams.abbey > (am ? 1 : 0)) return ::testing::AssertionFailure() << "player " << p << " has " << int(ams.abbey) << " abbeys";
        // Scores never fall.
        if (g.player(p).score < last_scores[static_cast<size_t>(p)])
            return ::testing::AssertionFailure() << "player " << p << " score fell from " << last_scores[static_cast<size_t>(p)]
                                                 << " to " << g.player(p).score;
        last_scores[static_cast<size_t>(p)] = g.player(p).score;
    }
    if (g.current_player() < 0 || g.current_player() >= np) return ::testing::AssertionFailure() << "bad current player";
    // Legal actions: sorted strictly ascending (so unique), non-empty until the game is over; the fixed-buffer
    // listing the search uses gives the same list.
    g.legal_actions(legal);
    static ActionList fixed;
    g.legal_actions(fixed);
    if (!std::equal(legal.begin(), legal.end(), fixed.begin(), fixed.end()))
        return ::testing::AssertionFailure() << "the two listings differ: " << legal.size() << " and " << fixed.size << " actions";
    if (g.is_over()) {
        if (!legal.empty()) return ::testing::AssertionFailure() << "legal actions after the game is over";
        return ::testing::AssertionSuccess();
    }
    if (legal.empty()) return ::testing::AssertionFailure() << "no legal action in phase " << int(g.phase());
    for (size_t i = 1; i < legal.size(); ++i)
        if (!(legal[i - 1] < legal[i]))
            return ::testing::AssertionFailure() << "legal actions not strictly ascending at " << i << ": "
                                                 << legal[i - 1].to_string() << " then " << legal[i].to_string();
    if (g.is_chance()) {
        // Chance weights are the remaining copies and add up to chance_total().
        long sum = 0;
        for (const Action& a : legal) {
            if (a.kind != ActionKind::Draw) return ::testing::AssertionFailure() << "non-draw in the chance step";
            const int w = g.chance_weight(a);
            if (w != g.remaining(a.tile) || w <= 0)
                return ::testing::AssertionFailure() << a.to_string() << " weight " << w << " but " << g.remaining(a.tile) << " left";
            sum += w;
        }
        if (sum != g.chance_total()) return ::testing::AssertionFailure() << "weights sum " << sum << " != " << g.chance_total();
        if (!g.rules().river && sum != g.bag_size()) return ::testing::AssertionFailure() << "weights sum " << sum << " != bag " << g.bag_size();
        if (sum <= 0) return ::testing::AssertionFailure() << "a draw with nothing to draw";
    } else {
        for (const Action& a : legal) {
            std::string why;
            if (!g.is_legal(a, &why)) return ::testing::AssertionFailure() << a.to_string() << " listed but not legal: " << why;
            if (g.phase() == Phase::Place && a.kind != ActionKind::Place) return ::testing::AssertionFailure() << "non-place in Place";
        }
        // Passing is always possible; only the Wheel of Fortune's crowns sort after it.
        if (g.phase() == Phase::Deploy && std::find(legal.begin(), legal.end(), Action::pass()) == legal.end())
            return ::testing::AssertionFailure() << "passing must always be possible";
        if (g.phase() == Phase::Deploy && legal.back() != Action::pass() && legal.back().kind != ActionKind::Crown)
            return ::testing::AssertionFailure() << legal.back().to_string() << " sorts after passing";
        if (g.phase() == Phase::WagonMove && legal.back() != Action::of(ActionKind::WagonReturn))
            return ::testing::AssertionFailure() << "a wagon can always go home";
        if (g.phase() == Phase::TurnStart && legal.size() < 2)
            return ::testing::AssertionFailure() << "an abbey turn without an abbey to place";
        for (const Action& a : legal)
            if ((g.phase() == Phase::Plague) != (a.kind == ActionKind::PlagueReturn))
                return ::testing::AssertionFailure() << a.to_string() << " in phase " << int(g.phase());
    }
    return ::testing::AssertionSuccess();
}

::testing::AssertionResult end_ok(const Game& g) {
    if (!g.is_over() || g.phase() != Phase::GameOver) return ::testing::AssertionFailure() << "not over";
    if (g.bag_size() != 0) return ::testing::AssertionFailure() << "game over with " << g.bag_size() << " tiles in the bag";
    if (!g.final_scored()) return ::testing::AssertionFailure() << "no final scoring";
    if (g.drawn_tile() != -1) return ::testing::AssertionFailure() << "a tile in hand at the end";
    // The event log explains every point.
    std::array<int, kMaxPlayers> sum{};
    for (const ScoreEvent& e : g.events())
        for (int p = 0; p < kMaxPlayers; ++p) sum[static_cast<size_t>(p)] += e.points[static_cast<size_t>(p)];
    for (int p = 0; p < g.num_players(); ++p)
        if (sum[static_cast<size_t>(p)] != g.player(p).score)
            return ::testing::AssertionFailure() << "events give player " << p << " " << sum[static_cast<size_t>(p)] << ", score is "
                                                 << g.player(p).score;
    // Every tile that left the bag is on the table or was discarded.
    int discarded = 0;
    for (const ScoreEvent& e : g.events()) discarded += e.kind == EventKind::Discard;
    const bool wheel = g.rules().game == GameKind::WheelOfFortune;
    int bag_start = 0;
    for (int t = 0; t < tiles().size(); ++t) {
        const TileType& tt = tiles().type(t);
        if (tt.set == (wheel ? "WOF" : "BASE") || (g.rules().river && tt.set == "RIVER1") ||
            (g.rules().abbey_mayor && tt.set == "ABBEYMAYOR") || (g.rules().inns_cathedrals && !wheel && tt.set == "IC"))
            bag_start += tt.count;
    }
    // With the river the start tile leaves the game (variants.md B1); the 16 wheel board cells never were in the bag.
    const int removed = (g.rules().river ? 1 : 0) - (wheel ? 16 : 0);
    int abbeys = 0;
    for (int p = 0; p < g.num_players(); ++p) abbeys += (g.rules().abbey_mayor ? 1 : 0) - g.state<AbbeyMayorState>().supply[static_cast<size_t>(p)].abbey;
    int abbeys_on_table = 0;
    for (int i = 0; i < g.num_placed(); ++i) abbeys_on_table += (tiles().type(g.placed()[i].type).role == TileRole::Abbey);
    if (abbeys != abbeys_on_table) return ::testing::AssertionFailure() << abbeys << " abbeys used, " << abbeys_on_table << " on the table";
    if (g.num_placed() - abbeys + discarded + removed != bag_start)
        return ::testing::AssertionFailure() << g.num_placed() << " placed + " << discarded << " discarded != " << bag_start;
    return ::testing::AssertionSuccess();
}

// A game driven through Game with our own chance draws and uniformly random decisions. `reused` is assigned every
// position on the way: it starts with the previous game's end (a larger board, more tiles and features), so an
// assignment must clear what the target held beyond the source's tables (board_tables.h).
// 2 to 5 players (6 where the rules allow it), by the seed.
int players_for(const Rules& rules, uint64_t seed) { return 2 + static_cast<int>(seed % static_cast<uint64_t>(max_players(rules) - 1)); }

void play_through_game(const Rules& rules, uint64_t seed, Totals& totals, Game& reused) {
    Rng rng(seed * 7919 + 1);
    const int np = players_for(rules, seed);
    Game g(rules, np);
    std::vector<Action> legal;
    std::array<int, kMaxPlayers> last{};
    int steps = 0;
    while (!g.is_over()) {
        ASSERT_TRUE(position_ok(g, legal, last)) << "seed " << seed << " step " << steps;
        Action a;
        if (g.is_chance()) {
            a = g.sample_chance(rng.next());
            ++totals.chance_steps;
        } else {
            a = legal[rng.below(static_cast<uint32_t>(legal.size()))];
            count_decision(a, totals);
        }
        Game copy = g;
        ASSERT_TRUE(copy == g) << "seed " << seed << " step " << steps << ": a copy differs";
        reused = g;
        ASSERT_TRUE(reused == g) << "seed " << seed << " step " << steps << ": an assigned copy differs";
        std::string why;
        ASSERT_TRUE(g.apply(a, &why)) << "seed " << seed << " step " << steps << ": " << a.to_string() << ": " << why;
        ASSERT_TRUE(pig_ok(copy, a, g, totals)) << "seed " << seed << " step " << steps;
        copy.play(a);  // play(), apply() without the check, has the same effect on a legal action
        ASSERT_TRUE(copy == g) << "seed " << seed << " step " << steps << ": play() differs from apply() after " << a.to_string();
        ASSERT_LT(++steps, kMaxSteps) << "seed " << seed << ": the game does not end";
    }
    ASSERT_TRUE(position_ok(g, legal, last)) << "seed " << seed << " at the end";
    ASSERT_TRUE(end_ok(g)) << "seed " << seed;
    reused = g;
    ASSERT_TRUE(reused == g) << "seed " << seed << " at the end: an assigned copy differs";
    // Nothing is legal once it is over.
    EXPECT_FALSE(g.apply(Action::pass()));
    EXPECT_FALSE(g.apply(Action::draw(0)));
    totals.steps += steps;
    for (const ScoreEvent& e : g.events()) {
        totals.inn_roads += e.rule == ScoreRule::InnRoadComplete;
        totals.cathedral_cities += e.rule == ScoreRule::CathedralComplete || e.rule == ScoreRule::CathedralSmall2000;
    }
    for (int p = 0; p < np; ++p)
        if (g.player(p).score > 0) {
            ++totals.games_with_score;
            break;
        }
}

// A game driven through Match (draws from the seed) by computer players (seat 0 greedy, the others random);
// at every 30th step the record is saved and loaded back.
void play_through_match(const Rules& rules, uint64_t seed, Totals& totals) {
    const int np = players_for(rules, seed);
    std::vector<Seat> seats;
    for (int p = 0; p < np; ++p) seats.push_back(Seat{"P" + std::to_string(p + 1), p, true, p == 0 ? 1 : 0});
    Match m(rules, seats, seed);
    Rng rng(seed ^ 0xABCDEFull);
    std::vector<Action> legal;
    std::array<int, kMaxPlayers> last{};
    int steps = 0;
    auto record_round_trip = [&]() {
        std::string error;
        const std::string text = m.to_record();
        const std::optional<Match> back = Match::from_record(text, &error);
        ASSERT_TRUE(back.has_value()) << "seed " << seed << " step " << steps << ": " << error;
        ASSERT_TRUE(back->game() == m.game()) << "seed " << seed << " step " << steps << ": reloaded game differs";
        ASSERT_EQ(back->history(), m.history()) << "seed " << seed << " step " << steps;
        ASSERT_EQ(back->seats(), m.seats());
        ASSERT_EQ(back->seed(), m.seed());
        ASSERT_EQ(back->draws(), m.draws());
        ASSERT_EQ(back->to_record(), text);
        ++totals.records;
    };
    while (!m.game().is_over()) {
        const Game& g = m.game();
        ASSERT_FALSE(g.is_chance()) << "Match leaves chance steps unresolved";
        ASSERT_TRUE(position_ok(g, legal, last)) << "match seed " << seed << " step " << steps;
        if (steps % 30 == 0) {
            ASSERT_NO_FATAL_FAILURE(record_round_trip());
        }
        const Action a = ai::choose(g, m.seats()[static_cast<size_t>(g.current_player())].level, rng);
        count_decision(a, totals);
        Match copy = m;
        ASSERT_TRUE(copy.game() == m.game());
        std::string why;
        ASSERT_TRUE(m.apply(a, &why)) << "match seed " << seed << ": " << a.to_string() << ": " << why;
        ASSERT_TRUE(copy.apply(a));
        ASSERT_TRUE(copy.game() == m.game()) << "match seed " << seed << " step " << steps;
        ASSERT_EQ(copy.history(), m.history());
        ASSERT_LT(++steps, kMaxSteps);
    }
    ASSERT_TRUE(position_ok(m.game(), legal, last));
    ASSERT_TRUE(end_ok(m.game())) << "match seed " << seed;
    ASSERT_NO_FATAL_FAILURE(record_round_trip());
    totals.steps += steps;
}

void run_rule_set(const Rules& rules, int games, uint64_t seed_base) {
    Totals totals;
    Game reused(rules, 2);
    for (int i = 0; i < games; ++i) {
        const uint64_t seed = seed_base + static_cast<uint64_t>(i);
        if (i % 20 == 0) ASSERT_NO_FATAL_FAILURE(play_through_match(rules, seed, totals));
        else ASSERT_NO_FATAL_FAILURE(play_through_game(rules, seed, totals, reused));
    }
    // The games really were played (guards against a loop that silently does nothing).
    EXPECT_GT(totals.steps, static_cast<long>(games) * 100);
    EXPECT_GT(totals.chance_steps, static_cast<long>(games) * 9 / 10 * 60);
    EXPECT_GE(totals.records, static_cast<long>(games) / 20 * 5);
    EXPECT_GT(totals.games_with_score, games * 9 / 10 * 9 / 10);
    if (rules.game == GameKind::WheelOfFortune) {
        // The pig moved (19 wheel tiles a game), landed everywhere, crowns were taken and Plagues decided.
        EXPECT_GT(totals.pig_moves, static_cast<long>(games) * 9 / 10 * 15);
        for (int s = 0; s < kWheelSegments; ++s) EXPECT_GT(totals.landings[static_cast<size_t>(s)], games) << "segment " << s;
        EXPECT_GT(totals.crowns, games / 4) << "followers put on crowns";
        EXPECT_GT(totals.plague_returns, games / 4) << "Plague decisions";
    }
    if (rules.abbey_mayor) {
        // The expansion's decisions really happened.
        EXPECT_GT(totals.abbeys, games / 4) << "abbeys placed";
        EXPECT_GT(totals.wagon_moves, games / 20) << "wagon decisions";
        EXPECT_GT(totals.barns, games / 4) << "barns placed";
        EXPECT_GT(totals.mayors, games / 4) << "mayors placed";
    }
    if (rules.inns_cathedrals) {
        EXPECT_GT(totals.big_followers, games / 2) << "large followers deployed";
        EXPECT_GT(totals.inn_roads, games / 10) << "completed inn roads scored";
        EXPECT_GT(totals.cathedral_cities, 0) << "completed cathedral cities scored (rare: a random player seldom closes one)";
    } else {
        EXPECT_EQ(totals.big_followers + totals.inn_roads + totals.cathedral_cities, 0) << "Inns & Cathedrals without it";
    }
}

// Every rule set: {Classic, 2000} x {River off/on} x {Abbey & Mayor off/on}, and with Abbey & Mayor both
// wagon-move switches. kGamesPerRuleSet games each, seeds apart.
struct RuleSetCase {
    std::string name;
    Rules rules;
    int games = kGamesPerRuleSet;
};

std::vector<RuleSetCase> rule_sets() {
    std::vector<RuleSetCase> v;
    static const char* kNames[] = {"Classic", "Classic_AbbeyMayor", "Classic_AbbeyMayorAdjacent", "Classic_River",
                                   "Classic_River_AbbeyMayor", "Classic_River_AbbeyMayorAdjacent", "Ed2000", "Ed2000_AbbeyMayor",
                                   "Ed2000_AbbeyMayorAdjacent", "Ed2000_River", "Ed2000_River_AbbeyMayor", "Ed2000_River_AbbeyMayorAdjacent"};
    int i = 0;
    for (const Edition ed : {Edition::Classic, Edition::First2000})
        for (const bool river : {false, true})
            for (int am = 0; am < 3; ++am)
                v.push_back(RuleSetCase{kNames[i++], Rules{GameKind::Base, ed, river, am > 0, am == 2 ? WagonRule::Adjacent : WagonRule::Connected}});
    // Inns & Cathedrals goes with every one of them (not with the Wheel of Fortune).
    const size_t base_sets = v.size();
    for (size_t k = 0; k < base_sets; ++k) {
        RuleSetCase c = v[k];
        c.name += "_InnsCathedrals";
        c.rules.inns_cathedrals = true;
        c.games = kGamesPerInnsCathedralsSet;
        v.push_back(c);
    }
    v.push_back(RuleSetCase{"Wheel", Rules{GameKind::WheelOfFortune, Edition::Classic, false, false, WagonRule::Connected}});
    v.push_back(RuleSetCase{"Wheel_AbbeyMayor", Rules{GameKind::WheelOfFortune, Edition::Classic, false, true, WagonRule::Connected}});
    return v;
}

class InvariantsRuleSet : public ::testing::TestWithParam<RuleSetCase> {};

TEST_P(InvariantsRuleSet, SeededGames) {
    const RuleSetCase& c = GetParam();
    uint64_t base = 1000;
    for (const char ch : c.name) base = base * 31 + static_cast<uint64_t>(ch);
    run_rule_set(c.rules, c.games, (base % 1000) * 100000 + 1000);
}

INSTANTIATE_TEST_SUITE_P(All, InvariantsRuleSet, ::testing::ValuesIn(rule_sets()),
                         [](const ::testing::TestParamInfo<RuleSetCase>& rule_set) { return rule_set.param.name; });

// Two games with the same seed and the same decisions are identical; the seed matters.
TEST(Invariants, MatchIsDeterministicInItsSeed) {
    const Rules rules;
    std::vector<Seat> seats = {Seat{"A", 0, true, 0}, Seat{"B", 1, true, 0}};
    auto play = [&](uint64_t seed) {
        Match m(rules, seats, seed);
        Rng rng(5);
        while (!m.game().is_over()) m.apply(ai::choose(m.game(), 0, rng));
        return m;
    };
    const Match a = play(77), b = play(77), c = play(78);
    EXPECT_TRUE(a.game() == b.game());
    EXPECT_EQ(a.history(), b.history());
    EXPECT_NE(a.history(), c.history());
}

}  // namespace
}  // namespace carc
