// The search player: a legal move in every phase of every rule set, the same move for the same seed, blind to the
// bag's future order, the iteration budget kept; analyse() for hints and reviews; level specs; the Easy level.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "ai/players.h"
#include "ai/search.h"
#include "engine/game.h"
#include "engine/match.h"
#include "engine/rng.h"

namespace carc::ai {
namespace {

struct RuleSet {
    const char* name;
    Rules rules;
};

std::vector<RuleSet> rule_sets() {
    return {{"classic", Rules{}},
            {"2000", Rules{GameKind::Base, Edition::First2000, false, false, WagonRule::Connected}},
            {"river", Rules{GameKind::Base, Edition::Classic, true, false, WagonRule::Connected}},
            {"abbey-mayor", Rules{GameKind::Base, Edition::Classic, false, true, WagonRule::Connected}},
            {"abbey-mayor-adjacent", Rules{GameKind::Base, Edition::First2000, false, true, WagonRule::Adjacent}},
            {"river-abbey-mayor", Rules{GameKind::Base, Edition::Classic, true, true, WagonRule::Connected}},
            {"wheel-of-fortune", Rules{GameKind::WheelOfFortune, Edition::Classic, false, false, WagonRule::Connected}},
            {"wheel-abbey-mayor", Rules{GameKind::WheelOfFortune, Edition::Classic, false, true, WagonRule::Connected}},
            {"inns-cathedrals-abbey-mayor", [] {
                 Rules r{GameKind::Base, Edition::Classic, false, true, WagonRule::Connected};
                 r.inns_cathedrals = true;
                 return r;
             }()}};
}

std::vector<Seat> seats(int n) {
    std::vector<Seat> s;
    for (int p = 0; p < n; ++p) s.push_back(Seat{kColorNames[p], p, true, kLevelMedium});
    return s;
}

constexpr SearchLimits kSmall{60, 0};

// Every rule set (the Wheel of Fortune's Plague and crown choices included), 2 and 3 players: the search's move is legal at every decision of games the greedy player plays
// (the search itself plays one seat at a few budgets' worth of cost), and a chance step gives a legal draw.
TEST(Search, LegalMoveInEveryPhaseOfEveryRuleSet) {
    for (const RuleSet& rs : rule_sets()) {
        int phases[8] = {};
        int bigs = 0;
        for (int players = 2; players <= 3; ++players) {
            Match m(rs.rules, seats(players), 7 + static_cast<uint64_t>(players));
            Rng rng(3);
            int decision = 0;
            while (!m.game().is_over()) {
                const Game& g = m.game();
                ++phases[static_cast<int>(g.phase())];
                // Search every Abbey & Mayor decision and figure choice, and every third placement.
                const bool rare = g.phase() != Phase::Place;
                Action a;
                if (rare || decision++ % 3 == 0) {
                    SearchStats st;
                    a = choose_search(g, kSmall, 11 + static_cast<uint64_t>(decision), &st);
                    std::string why;
                    ASSERT_TRUE(g.is_legal(a, &why)) << rs.name << " " << a.to_string() << ": " << why;
                    if (g.legal_actions().size() > 1) {
                        EXPECT_EQ(st.iterations, kSmall.iterations);
                    }
                    if (g.current_player() != 0) a = choose_greedy(g, rng);  // seat 0 plays the search's moves
                } else {
                    a = choose_greedy(g, rng);
                }
                bigs += a.kind == ActionKind::Deploy && a.figure == Figure::Big;
                ASSERT_TRUE(m.apply(a)) << rs.name;
            }
        }
        if (rs.rules.inns_cathedrals) {
            EXPECT_GT(bigs, 0) << rs.name << ": the large follower was never deployed";
        }
        EXPECT_GT(phases[static_cast<int>(Phase::Place)], 100) << rs.name;
        EXPECT_GT(phases[static_cast<int>(Phase::Deploy)], 100) << rs.name;
        if (rs.rules.abbey_mayor) {
            EXPECT_GT(phases[static_cast<int>(Phase::TurnStart)], 0) << rs.name;
            EXPECT_GT(phases[static_cast<int>(Phase::WagonMove)], 0) << rs.name;
        }
    }
}

TEST(Search, ChanceStepIsSampledNotSearched) {
    Game g(Rules{}, 2);
    ASSERT_TRUE(g.is_chance());
    SearchStats st;
    const Action a = choose_search(g, kSmall, 5, &st);
    EXPECT_EQ(a.kind, ActionKind::Draw);
    EXPECT_TRUE(g.is_legal(a));
    EXPECT_EQ(st.iterations, 0);
    // In the search the draw is a chance node too: a position just before a draw searches fine (the figure choice
    // of the first turn, whose every continuation starts with a draw).
    Match m(Rules{}, seats(2), 1);
    ASSERT_TRUE(m.apply(m.game().legal_actions()[0]));
    ASSERT_EQ(m.game().phase(), Phase::Deploy);
    const Action d = choose_search(m.game(), SearchLimits{200, 0}, 5, &st);
    EXPECT_TRUE(m.game().is_legal(d));
    EXPECT_EQ(st.iterations, 200);
}

// The figure after one's own placement gets the follow-up share of the budget; the placement the whole budget.
TEST(Search, FigureChoiceGetsTheFollowShareOfTheBudget) {
    Match m(Rules{}, seats(2), 4);
    Rng rng(2);
    while (m.game().phase() != Phase::Place) m.apply(choose_greedy(m.game(), rng));
    SearchStats st;
    const SearchLimits limits{400, 0, 0.25};
    const Action place = choose_search(m.game(), limits, 9, &st);
    EXPECT_EQ(st.iterations, 400);
    ASSERT_TRUE(m.apply(place));
    ASSERT_EQ(m.game().phase(), Phase::Deploy);
    ASSERT_GT(m.game().legal_actions().size(), 1);
    const Action figure = choose_search(m.game(), limits, 9, &st);
    EXPECT_TRUE(m.game().is_legal(figure));
    EXPECT_EQ(st.iterations, 100);
    // The levels spend a quarter on the figure.
    EXPECT_LT(level_limits(kLevelHard).follow_share, 1.0);
    SearchConfig c;
    std::string why;
    SearchLimits parsed;
    ASSERT_TRUE(parse_search_spec("iter:800,fig:0.5", &parsed, &c, &why)) << why;
    EXPECT_EQ(parsed.follow_share, 0.5);
    EXPECT_FALSE(parse_search_spec("iter:800,fig:0", &parsed, &c, &why));
    EXPECT_FALSE(parse_search_spec("iter:800,fig:1.5", &parsed, &c, &why));
}

Match midgame(const Rules& rules, uint64_t seed, int decisions) {
    Match m(rules, seats(2), seed);
    Rng rng(seed);
    for (int i = 0; i < decisions && !m.game().is_over(); ++i) m.apply(choose_greedy(m.game(), rng));
    while (!m.game().is_over() && m.game().phase() != Phase::Place) m.apply(choose_greedy(m.game(), rng));
    return m;
}

TEST(Search, DeterministicForASeed) {
    const Match m = midgame(Rules{}, 21, 30);
    SearchStats a, b;
    const Action x = choose_search(m.game(), SearchLimits{400, 0}, 99, &a);
    const Action y = choose_search(m.game(), SearchLimits{400, 0}, 99, &b);
    EXPECT_EQ(x, y);
    EXPECT_EQ(a.visits, b.visits);
    EXPECT_EQ(a.value, b.value);
    EXPECT_EQ(a.iterations, 400);
    // Another seed explores differently (different visit counts), which shows the seed is what decides.
    bool differs = false;
    for (uint64_t s = 100; s < 105 && !differs; ++s) {
        SearchStats c;
        choose_search(m.game(), SearchLimits{400, 0}, s, &c);
        differs = c.visits != a.visits || c.value != a.value;
    }
    EXPECT_TRUE(differs);
}

// The same game under another seed (the record's seed changed): the same position, another future bag order.
TEST(Search, NeverReadsTheFutureDraws) {
    int futures_differ = 0;
    for (uint64_t seed = 1; seed <= 6; ++seed) {
        const Match a = midgame(Rules{}, seed, 20 + 3 * static_cast<int>(seed));
        std::string record = a.to_record();
        const std::string from = "\"seed\": \"" + std::to_string(seed) + "\"";
        const size_t at = record.find(from);
        ASSERT_NE(at, std::string::npos) << record.substr(0, 300);
        record.replace(at, from.size(), "\"seed\": \"" + std::to_string(seed + 1000) + "\"");
        std::string error;
        std::optional<Match> b = Match::from_record(record, &error);
        ASSERT_TRUE(b) << error;
        ASSERT_TRUE(a.game() == b->game());
        const Action x = choose_search(a.game(), SearchLimits{300, 0}, 42);
        const Action y = choose_search(b->game(), SearchLimits{300, 0}, 42);
        EXPECT_EQ(x, y);
        // The two matches' next tiles: the futures really differ (for most seeds).
        Match ca = a, cb = *b;
        ASSERT_TRUE(ca.apply(x));
        ASSERT_TRUE(cb.apply(y));
        while (ca.game().phase() == Phase::Deploy) {
            ASSERT_TRUE(ca.apply(Action::pass()));
            ASSERT_TRUE(cb.apply(Action::pass()));
        }
        futures_differ += ca.game().drawn_tile() != cb.game().drawn_tile();
    }
    EXPECT_GE(futures_differ, 3);
}

TEST(Search, IterationBudgetAndTimeCap) {
    const Match m = midgame(Rules{}, 5, 10);
    SearchStats st;
    choose_search(m.game(), SearchLimits{123, 0}, 1, &st);
    EXPECT_EQ(st.iterations, 123);
    EXPECT_GT(st.visits, 0);
    EXPECT_LE(st.visits, 123);
    // A time cap far below what ten million iterations take stops the search early (no assertion on time itself).
    choose_search(m.game(), SearchLimits{10000000, 5}, 1, &st);
    EXPECT_GT(st.iterations, 0);
    EXPECT_LT(st.iterations, 10000000);
}

// A base game after 10 greedy decisions, at the next placement (the tree tests' position).
Match early_placement() {
    Match m(Rules{}, seats(2), 12);
    Rng rng(4);
    for (int i = 0; i < 10; ++i) m.apply(choose_greedy(m.game(), rng));
    while (m.game().phase() != Phase::Place) m.apply(choose_greedy(m.game(), rng));
    return m;
}

TEST(Search, TreeDepthInDrawsLimitsTheTree) {
    // td:0 keeps the tree to the mover's own turn (placements and the figures after them): everything after the
    // next draw is played out. Without a limit the tree grows about one node an iteration.
    const Match m = early_placement();
    ActionList places;
    m.game().legal_actions(places);
    const SearchLimits lim{1500, 0, 1.0};
    SearchConfig open = level_config(kLevelHard), flat = open;
    flat.tree_draws = 0;
    SearchStats so, sf;
    const Action ao = choose_search(m.game(), lim, 7, open, &so);
    const Action af = choose_search(m.game(), lim, 7, flat, &sf);
    EXPECT_TRUE(m.game().is_legal(ao));
    EXPECT_TRUE(m.game().is_legal(af));
    EXPECT_EQ(sf.iterations, 1500);
    EXPECT_GT(so.nodes, 1000);
    // The root, a node per placement tried and, below each, a draw node per figure choice tried (a tile has at most
    // 9 spots and passing): at most 1 + 10 per placement.
    EXPECT_LE(sf.nodes, 1 + places.size * 10);
    EXPECT_LT(sf.nodes, so.nodes / 2);
}

// Searches the position of `m` with config a and with b (the same limits and seed); both must play legal moves.
void search_both(const Match& m, const SearchLimits& lim, const SearchConfig& a, const SearchConfig& b, SearchStats* sa,
                 SearchStats* sb) {
    EXPECT_TRUE(m.game().is_legal(choose_search(m.game(), lim, 7, a, sa)));
    EXPECT_TRUE(m.game().is_legal(choose_search(m.game(), lim, 7, b, sb)));
}

// The same move, estimate and tree from both configurations.
void expect_same_search(const Match& m, const SearchLimits& lim, const SearchConfig& a, const SearchConfig& b) {
    SearchStats sa, sb;
    EXPECT_EQ(choose_search(m.game(), lim, 7, a, &sa), choose_search(m.game(), lim, 7, b, &sb));
    EXPECT_EQ(sa.value, sb.value);
    EXPECT_EQ(sa.nodes, sb.nodes);
}
// A tree option that works with the guided playouts' weights: without guided playouts (the default config) setting
// it must leave the search exactly as it was.
void expect_no_effect_unguided(const Match& m, const SearchLimits& lim, void (*set)(SearchConfig*)) {
    SearchConfig unguided, changed;
    set(&changed);
    expect_same_search(m, lim, unguided, changed);
}
// Config b changes config a's search: both play legal moves, with different estimates.
void expect_other_estimate(const Match& m, const SearchLimits& lim, const SearchConfig& a, const SearchConfig& b) {
    SearchStats sa, sb;
    search_both(m, lim, a, b, &sa, &sb);
    EXPECT_NE(sa.value, sb.value);
}

TEST(Search, TreeGuidedActsOnlyWithGuidedPlayouts) {
    // tg:on draws the untried placements of the tree's own nodes below the root with the playouts' cell weights: with
    // guided playouts the search goes another way (another estimate) and still plays a legal move; without guided
    // playouts there are no weights and it is the same search.
    const Match m = early_placement();
    const SearchLimits lim{1500, 0, 1.0};
    SearchConfig plain = level_config(kLevelHard);
    plain.tree_guided = false;
    SearchConfig tg = plain;
    tg.tree_guided = true;
    expect_other_estimate(m, lim, plain, tg);
    expect_no_effect_unguided(m, lim, [](SearchConfig* c) { c->tree_guided = true; });
}

TEST(Search, TreeWideningNarrowsThePlacementNodesBelowTheRoot) {
    // tw:K orders the placements of the tree's nodes below the root by a guided draw and considers only the first
    // 2 + K * sqrt(visits) of them: the same number of iterations goes back through replies already tried instead of
    // trying new ones, so the tree grows deeper (more chance nodes on the way down: more nodes in all) and the search
    // still plays a legal move; without guided playouts there are no weights and it is the same search.
    const Match m = early_placement();
    const SearchLimits lim{3000, 0, 1.0};
    SearchConfig plain = level_config(kLevelExpert), tw = plain;
    tw.tree_widen = 0.5;
    SearchStats sp, sw;
    search_both(m, lim, plain, tw, &sp, &sw);
    EXPECT_EQ(sp.iterations, sw.iterations);
    EXPECT_GT(sw.nodes, sp.nodes);
    EXPECT_NE(sw.value, sp.value);
    expect_no_effect_unguided(m, lim, [](SearchConfig* c) { c->tree_widen = 0.5; });
}

TEST(Search, PigAwareCrownWeightsActOnlyUnderTheWheel) {
    // crownpig:on weighs the playouts' crown spaces by the pig's reach: a Wheel of Fortune search sees other
    // playouts (another value), a base game offers no crown and is the same search.
    Match wheel(Rules{GameKind::WheelOfFortune, Edition::Classic, false, false, WagonRule::Connected}, seats(2), 12);
    Rng rng(4);
    while (wheel.game().phase() != Phase::Place) wheel.apply(choose_greedy(wheel.game(), rng));
    const SearchLimits lim{2000, 0, 1.0};
    SearchConfig plain = level_config(kLevelHard), pig = plain;
    pig.crown_pig = true;
    expect_other_estimate(wheel, lim, plain, pig);
    expect_same_search(early_placement(), lim, plain, pig);
}

TEST(Search, PlayoutFigureWeightsChangeTheEstimates) {
    // farm:N and pass:N are the playouts' weights of a farmer and of passing: other values make other playouts (another
    // estimate). With both at 0 a playout's figure choice that offers only fields and passing has no weight at all and
    // is drawn uniformly (base-game playouts meet such turns); the search still ends with a legal move.
    const Match m = early_placement();
    const SearchLimits lim{1500, 0, 1.0};
    SearchConfig plain = level_config(kLevelHard);
    plain.farmer_weight = SearchConfig{}.farmer_weight;  // the levels' playouts send no farmers; these do
    plain.cutoff_turns = 0;  // playouts to the end: farmend:K acts only on the last K tiles, which a cut playout never meets
    SearchConfig no_farmers = plain, none = plain;
    no_farmers.farmer_weight = 0;
    expect_other_estimate(m, lim, plain, no_farmers);
    none.farmer_weight = 0;
    none.pass_weight = 0;
    expect_other_estimate(m, lim, no_farmers, none);
    // open:on weighs knights and thieves by their feature's open edges; farmend:K lets farmers back in at the end.
    SearchConfig open = plain, late = no_farmers;
    open.open_figures = true;
    expect_other_estimate(m, lim, plain, open);
    late.farm_end = 20;
    expect_other_estimate(m, lim, no_farmers, late);
}

TEST(Search, CrownCostActsOnlyUnderTheWheel) {
    // crowncost:X charges the tree's crowns X points of final score: at a Wheel of Fortune figure choice that offers
    // crown spaces the estimates change and a cost larger than any crown can pay leaves the crowns unplayed; a base
    // game offers no crown and is the same search.
    Match wheel(Rules{GameKind::WheelOfFortune, Edition::Classic, false, false, WagonRule::Connected}, seats(2), 12);
    Rng rng(4);
    auto offers_crown = [](const Game& g) {
        if (g.is_chance() || g.phase() != Phase::Deploy) return false;
        for (const Action& a : g.legal_actions())
            if (a.kind == ActionKind::Crown) return true;
        return false;
    };
    while (!offers_crown(wheel.game())) wheel.apply(choose_greedy(wheel.game(), rng));
    const SearchLimits lim{1500, 0, 1.0};
    SearchConfig plain = level_config(kLevelHard), dear = plain;
    dear.crown_cost = 100;
    expect_other_estimate(wheel, lim, plain, dear);
    EXPECT_NE(choose_search(wheel.game(), lim, 7, dear, nullptr).kind, ActionKind::Crown);
    expect_same_search(early_placement(), lim, plain, dear);
}

TEST(Search, LevelLimits) {
    EXPECT_EQ(level_limits(kLevelMedium).iterations, 0);
    EXPECT_EQ(level_limits(kLevelRandom).iterations, 0);
    EXPECT_GT(level_limits(kLevelHard).iterations, 0);
    EXPECT_GT(level_limits(kLevelExpert).iterations, level_limits(kLevelHard).iterations);
    EXPECT_GT(level_limits(kLevelHard).time_ms, 0);
    EXPECT_GT(level_limits(kLevelExpert).time_ms, level_limits(kLevelHard).time_ms);
}

TEST(Search, AnalyseGivesALegalHintAndJudgesAPlayedMove) {
    const Match m = midgame(Rules{}, 8, 24);
    const Game& g = m.game();
    const Analysis an = analyse(g, SearchLimits{600, 0}, 3);
    ASSERT_EQ(an.player, g.current_player());
    Game c = g;
    ASSERT_TRUE(c.apply(an.best.first));
    ASSERT_EQ(c.phase(), Phase::Deploy);  // after a placement the same player chooses a figure: part of the hint
    ASSERT_TRUE(an.best.has_then);
    EXPECT_TRUE(c.apply(an.best.then)) << an.best.to_string();
    ASSERT_FALSE(an.top.empty());
    EXPECT_EQ(an.top[0].move, an.best);
    EXPECT_EQ(an.top[0].value, an.best_value);
    EXPECT_EQ(an.stats.iterations, 600);
    EXPECT_FALSE(an.has_played);

    // The best move itself loses nothing.
    const Analysis same = analyse(g, SearchLimits{600, 0}, 3, &an.best);
    ASSERT_TRUE(same.has_played);
    EXPECT_EQ(same.loss, 0);

    // The last placement in legal order with a pass: judged with enough iterations through it. It is worse than
    // the best, and the loss is the best move's value less the played move's, both from this analysis.
    const std::vector<Action> acts = g.legal_actions();
    Move worst{acts.back(), true, Action::pass()};
    const Analysis judged = analyse(g, SearchLimits{600, 0}, 3, &worst);
    ASSERT_TRUE(judged.has_played);
    EXPECT_EQ(judged.played.move, worst);
    EXPECT_GE(judged.played.visits, 64);
    ASSERT_NE(judged.best, worst);
    EXPECT_LT(judged.played.value, judged.best_value);
    EXPECT_GT(judged.loss, 0);
    EXPECT_DOUBLE_EQ(judged.loss, judged.best_value - judged.played.value);
    EXPECT_GT(judged.stats.iterations, 600);  // the extra iterations through the played move

    // A move that is not legal here is ignored.
    Move bad{Action::place(1000, 1000, 0), false, Action{}};
    EXPECT_FALSE(analyse(g, SearchLimits{50, 0}, 3, &bad).has_played);
    Move bad_then{acts[0], true, Action::of(ActionKind::WagonReturn)};
    EXPECT_FALSE(analyse(g, SearchLimits{50, 0}, 3, &bad_then).has_played);

    // No decision: nothing to analyse.
    EXPECT_EQ(analyse(Game(Rules{}, 2), SearchLimits{50, 0}, 3).player, -1);
}

// The playouts' placement sampler (fast_place): only legal placements, every legal placement of the position
// drawn about equally often (uniform like a pick from the full list); guided (4 + 8 per neighbouring tile), the
// mean number of neighbours of the drawn cell is the weighted mean; no sample where the position is not a placement.
TEST(Search, PlayoutPlacementSamplerIsUniformOverLegalPlacements) {
    for (const RuleSet& rs : rule_sets()) {
        // A placement step with a choice of at least 8 placements, some way into the game.
        Match m = midgame(rs.rules, 5, 24);
        Rng greedy_rng(2);
        while (!m.game().is_over() && (m.game().phase() != Phase::Place || m.game().legal_actions().size() < 8))
            m.apply(choose_greedy(m.game(), greedy_rng));
        const Game& g = m.game();
        ASSERT_EQ(g.phase(), Phase::Place) << rs.name;
        const std::vector<Action> legal = g.legal_actions();
        std::vector<int> count(legal.size(), 0);
        Rng rng(17);
        const SearchConfig uniform;
        const int n = 400 * static_cast<int>(legal.size());
        int drawn = 0;
        for (int i = 0; i < n; ++i) {
            Action a;
            if (!playout_placement(g, uniform, rng, &a)) continue;  // too few legal pairs: the playout lists them
            ++drawn;
            const auto it = std::find(legal.begin(), legal.end(), a);
            ASSERT_TRUE(it != legal.end()) << rs.name << " " << a.to_string();
            ++count[static_cast<size_t>(it - legal.begin())];
        }
        EXPECT_GT(drawn, n * 9 / 10) << rs.name;
        const double expect = static_cast<double>(drawn) / static_cast<double>(legal.size());
        for (size_t i = 0; i < legal.size(); ++i) {
            EXPECT_GT(count[i], expect * 0.7) << rs.name << " " << legal[i].to_string();
            EXPECT_LT(count[i], expect * 1.3) << rs.name << " " << legal[i].to_string();
        }
        // Guided: the mean number of neighbours of the chosen cell rises.
        auto neighbours = [&](const Action& a) {
            return (g.tile_at(a.x + 1, a.y) >= 0) + (g.tile_at(a.x - 1, a.y) >= 0) + (g.tile_at(a.x, a.y + 1) >= 0) +
                   (g.tile_at(a.x, a.y - 1) >= 0);
        };
        SearchConfig guided;
        guided.guide_near = 8;
        double sum_uniform = 0, sum_guided = 0;
        int nu = 0, ng = 0;
        for (int i = 0; i < 4000; ++i) {
            Action a;
            if (playout_placement(g, uniform, rng, &a)) sum_uniform += neighbours(a), ++nu;
            if (playout_placement(g, guided, rng, &a)) {
                ASSERT_TRUE(g.is_legal(a)) << rs.name;
                sum_guided += neighbours(a), ++ng;
            }
        }
        ASSERT_GT(nu, 0);
        ASSERT_GT(ng, 0);
        // Expected means: plain over the legal list, and weighted by 4 + 8 * neighbours.
        double plain = 0, weighted = 0, weights = 0;
        for (const Action& a : legal) {
            plain += neighbours(a);
            weighted += (4 + 8 * neighbours(a)) * neighbours(a);
            weights += 4 + 8 * neighbours(a);
        }
        EXPECT_NEAR(sum_uniform / nu, plain / static_cast<double>(legal.size()), 0.05) << rs.name;
        EXPECT_NEAR(sum_guided / ng, weighted / weights, 0.05) << rs.name;
    }
    // Not a placement step: no sample.
    Match m(Rules{}, seats(2), 3);
    Rng rng(1);
    while (m.game().phase() != Phase::Deploy) m.apply(choose_greedy(m.game(), rng));
    Action a;
    EXPECT_FALSE(playout_placement(m.game(), SearchConfig{}, rng, &a));
}

TEST(Search, ParsesLevelSpecs) {
    SearchLimits l;
    SearchConfig c;
    std::string why;
    ASSERT_TRUE(parse_search_spec("iter:2000", &l, &c, &why)) << why;
    EXPECT_EQ(l.iterations, 2000);
    EXPECT_EQ(l.time_ms, 0);
    ASSERT_TRUE(parse_search_spec("iter:50,time:300,cut:6,c:0.7,margin:0.25,scale:10,playout:random,prior:off,widen:2",
                                  &l, &c, &why))
        << why;
    EXPECT_EQ(l.iterations, 50);
    EXPECT_EQ(l.time_ms, 300);
    EXPECT_EQ(c.cutoff_turns, 6);
    EXPECT_DOUBLE_EQ(c.explore, 0.7);
    EXPECT_DOUBLE_EQ(c.margin_weight, 0.25);
    EXPECT_DOUBLE_EQ(c.margin_scale, 10);
    EXPECT_FALSE(c.smart_playouts);
    EXPECT_FALSE(c.prior);
    EXPECT_DOUBLE_EQ(c.widen, 2);
    EXPECT_TRUE(c.fast_place);
    EXPECT_FALSE(c.fitted_prior);
    ASSERT_TRUE(parse_search_spec("iter:50,rootev:fit,ev:fit", &l, &c, &why)) << why;
    EXPECT_TRUE(c.fitted_prior);
    EXPECT_TRUE(c.fitted_eval);
    EXPECT_FALSE(c.greedy_fit);
    ASSERT_TRUE(parse_search_spec("iter:50,ev:gfit", &l, &c, &why)) << why;
    EXPECT_TRUE(c.fitted_eval);
    EXPECT_TRUE(c.greedy_fit);
    ASSERT_TRUE(parse_search_spec("iter:50,ev:greedy", &l, &c, &why)) << why;
    EXPECT_FALSE(c.fitted_eval);
    EXPECT_FALSE(c.greedy_fit);
    EXPECT_FALSE(parse_search_spec("iter:50,ev:gfitx", &l, &c, &why));
    EXPECT_FALSE(parse_search_spec("iter:50,rootev:maybe", &l, &c, &why));
    EXPECT_EQ(c.leaf_mix, 0);
    ASSERT_TRUE(parse_search_spec("iter:50,mix:0.25", &l, &c, &why)) << why;
    EXPECT_DOUBLE_EQ(c.leaf_mix, 0.25);
    EXPECT_FALSE(parse_search_spec("iter:50,mix:1.5", &l, &c, &why));
    ASSERT_TRUE(parse_search_spec("iter:50,gn:3,go:5,fp:off", &l, &c, &why)) << why;
    EXPECT_EQ(c.guide_near, 3);
    EXPECT_EQ(c.guide_own, 5);
    EXPECT_FALSE(c.fast_place);
    EXPECT_EQ(c.crown_weight, SearchConfig{}.crown_weight);
    ASSERT_TRUE(parse_search_spec("iter:50,crown:7,crownsplit:on", &l, &c, &why)) << why;
    EXPECT_EQ(c.crown_weight, 7);
    EXPECT_TRUE(c.crown_split);
    ASSERT_TRUE(parse_search_spec("iter:50,crownsplit:off", &l, &c, &why)) << why;
    EXPECT_FALSE(c.crown_split);
    EXPECT_FALSE(c.crown_pig);
    ASSERT_TRUE(parse_search_spec("iter:50,crownpig:on", &l, &c, &why)) << why;
    EXPECT_TRUE(c.crown_pig);
    EXPECT_EQ(c.crown_cost, 0);
    ASSERT_TRUE(parse_search_spec("iter:50,crowncost:2.5", &l, &c, &why)) << why;
    EXPECT_EQ(c.crown_cost, 2.5);
    ASSERT_TRUE(parse_search_spec("iter:50,crowncost:-2", &l, &c, &why)) << why;
    EXPECT_EQ(c.crown_cost, -2);
    EXPECT_EQ(c.tree_draws, -1);
    ASSERT_TRUE(parse_search_spec("iter:50,td:1", &l, &c, &why)) << why;
    EXPECT_EQ(c.tree_draws, 1);
    EXPECT_FALSE(c.tree_guided);
    ASSERT_TRUE(parse_search_spec("iter:50,tg:on", &l, &c, &why)) << why;
    EXPECT_TRUE(c.tree_guided);
    EXPECT_EQ(c.tree_widen, 0);
    ASSERT_TRUE(parse_search_spec("iter:50,tw:0.5", &l, &c, &why)) << why;
    EXPECT_EQ(c.tree_widen, 0.5);
    EXPECT_EQ(c.farmer_weight, 2);
    EXPECT_EQ(c.pass_weight, 6);
    ASSERT_TRUE(parse_search_spec("iter:50,farm:0,pass:9", &l, &c, &why)) << why;
    EXPECT_EQ(c.farmer_weight, 0);
    EXPECT_EQ(c.pass_weight, 9);
    EXPECT_EQ(c.farm_end, -1);
    EXPECT_FALSE(c.open_figures);
    ASSERT_TRUE(parse_search_spec("iter:50,farmend:12,farmendw:5,open:on", &l, &c, &why)) << why;
    EXPECT_EQ(c.farm_end, 12);
    EXPECT_EQ(c.farm_end_weight, 5);
    EXPECT_TRUE(c.open_figures);
    for (const char* bad : {"iter:5,crown:-1", "iter:5,crown:x", "iter:5,crownsplit:yes", "iter:5,crownpig:1",
                            "iter:5,crowncost:-1001", "iter:5,crowncost:on", "iter:5,crowncost:-", "iter:5,c:-0",
                            "iter:5,tg:yes", "iter:5,tw:-1", "iter:5,tw:on", "iter:5,farm:-1",
                            "iter:5,pass:x", "iter:5,farmend:-2", "iter:5,farmendw:-1", "iter:5,open:1"}) {
        EXPECT_FALSE(parse_search_spec(bad, &l, &c, &why)) << bad;
    }
    for (const char* bad : {"", "iter:", "iter:0", "iter:x", "time:5", "iter:5,", "iter:5,,cut:2", "iter:5,foo:1",
                            "iter:5,c:-1", "iter:5,margin:2", "iter:5,playout:greedy", "iter:5,c:1.2.3", "iter:5,cut",
                            "iter:5,fp:yes", "iter:5,gn:-1", "iter:5,td:-1"}) {
        EXPECT_FALSE(parse_search_spec(bad, &l, &c, &why)) << bad;
        EXPECT_NE(why.find("iter:N"), std::string::npos) << bad;
    }
}

TEST(Players, EasyAndLevelsPlayLegally) {
    for (int level = 0; level < kNumLevels; ++level) {
        if (level == kLevelHard || level == kLevelExpert) continue;  // searched above; full budgets are slow here
        Match m(Rules{GameKind::Base, Edition::Classic, false, true, WagonRule::Connected}, seats(2), 4);
        Rng rng(9);
        while (!m.game().is_over()) {
            const Action a = choose(m.game(), level, rng);
            ASSERT_TRUE(m.apply(a)) << level_name(level) << " " << a.to_string();
        }
        EXPECT_STREQ(level_name(level_from_name(level_name(level))), level_name(level));
    }
}

}  // namespace
}  // namespace carc::ai
