// Random and greedy computer players.
#include "ai/players.h"

#include "ai/evaluate.h"
#include "ai/search.h"

#include <algorithm>
#include <array>
#include <string_view>
#include <vector>

namespace carc::ai {
namespace {

// Rough worth (in points x 4, to keep integers) of an unfinished feature for its owner.
int open_feature_worth(const Game& g, int node, bool* is_field) {
    const SegKind k = g.node_kind(node);
    *is_field = false;
    switch (k) {
        case SegKind::Road: return 4 * g.feature_tiles(node) * 3 / 4 + 2;
        case SegKind::City: {
            const int tiles = g.feature_tiles(node), pennants = g.feature_pennants(node);
            return 4 * (tiles + pennants) * 3 / 2;  // between the unfinished (1x) and finished (2x) value
        }
        case SegKind::Cloister: return 4 * (g.cloister_neighbours(g.node_tile(node)) + 1) + 4;
        case SegKind::Field: {
            *is_field = true;
            return 4 * std::min(g.feature_tiles(node), 12) / 2;
        }
    }
    return 0;
}

// Wheel of Fortune: how likely (in thousandths) the pig pays segment `seg`'s crowns. The next move comes from
// the wheel tiles still in the bag (their numbers 1-3 say which segments it can reach next); each later move is
// taken to land on any segment alike (1 in 6), and a landing after the next one counts half (the follower is
// away from the table until then, and others may share the segment meanwhile). Against the same player
// ignoring crowns, weights 1/2 for later landings and a cost of 10 per crown follower did better than full
// weight and a cost of 3 in 2- and 3-player self-play (which lost in 3-player games).
int crown_landing_permille(const Game& g, int seg) {
    std::array<int, 4> by_number{};
    const TileSet& ts = tiles();
    for (int t = 0; t < ts.size(); ++t)
        if (ts.type(t).wheel > 0) by_number[static_cast<size_t>(ts.type(t).wheel)] += g.remaining(t);
    const int moves = by_number[1] + by_number[2] + by_number[3];
    if (moves == 0) return 0;
    const int step = (seg - g.pig() + kWheelSegments) % kWheelSegments;
    const int next = step >= 1 && step <= 3 ? 1000 * by_number[static_cast<size_t>(step)] / moves : 0;
    int miss_later = 1000;  // (5/6) ^ (moves - 1)
    for (int i = 1; i < moves && miss_later > 0; ++i) miss_later = miss_later * 5 / 6;
    return next + (1000 - next) * (1000 - miss_later) / 2000;
}

// Expected worth (points x 4) of player p's followers on crown spaces: the segment's payout (3 alone on one
// crown, 6 alone on two, 3 when shared) times the chance the pig gets there, less a follower's absence.
int crowns_worth(const Game& g, int p) {
    int v = 0;
    for (int seg = 0; seg < kWheelSegments; ++seg) {
        int mine = 0, taken = 0;
        for (int s = kCrownFirst[seg]; s < kCrownFirst[seg] + kCrownCount[seg]; ++s) {
            mine += g.crown_player(s) == p;
            taken += g.crown_player(s) >= 0;
        }
        if (mine == 0) continue;
        const int payout = taken == 1 ? 3 * kCrownCount[seg] : 3 * mine;
        v += 4 * payout * crown_landing_permille(g, seg) / 1000 - 10 * mine;
    }
    return v;
}

}  // namespace

int evaluate(const Game& g, int p) {
    int v = 4 * g.player(p).score;
    const FigureSlot* figs = g.figures();
    for (int i = 0; i < g.num_figures(); ++i) {
        if (figs[i].player != p) continue;
        if (figs[i].kind == Figure::Barn) {
            // Abbey & Mayor: a barn pays 4 per completed city of its farm at the end.
            v += 4 * 4 * g.farm_completed_cities(figs[i].node);
            continue;
        }
        bool field = false;
        int worth = open_feature_worth(g, figs[i].node, &field);
        // A mayor is as strong as the city's pennants: in a city without pennants he wins nothing.
        if (figs[i].kind == Figure::Mayor && g.feature_pennants(figs[i].node) == 0) worth /= 4;
        v += worth;
        v -= field ? 6 : 3;  // a follower on the board is one fewer to use later (farmers never return)
    }
    if (g.rules().game == GameKind::WheelOfFortune) v += crowns_worth(g, p);
    const PlayerState& ps = g.player(p);
    v += ps.followers > 0 ? 2 : -8;
    // Abbey & Mayor figures still in supply keep their options open; an abbey is worth little at the very end.
    // A wagon at home is worth little: moving it after a scoring is a free deployment.
    if (!g.is_over()) v += 4 * ps.mayor + ps.wagon + 6 * ps.barn + (g.in_abbey_round() ? 0 : 8 * ps.abbey);
    return v;
}

int evaluation_margin(const Game& g, int me) {
    int best_other = -1 << 29;
    for (int q = 0; q < g.num_players(); ++q)
        if (q != me) best_other = std::max(best_other, evaluate(g, q));
    return evaluate(g, me) - best_other;
}

Action choose_random(const Game& g, Rng& rng) {
    if (g.is_chance()) return g.sample_chance(rng.next());
    const std::vector<Action> acts = g.legal_actions();
    return acts[rng.below(static_cast<uint32_t>(acts.size()))];
}

Action choose_greedy(const Game& g, Rng& rng) {
    if (g.is_chance()) return g.sample_chance(rng.next());
    const int me = g.current_player();
    const std::vector<Action> acts = g.legal_actions();
    if (acts.size() == 1) return acts[0];
    Action best = acts[0];
    int best_v = -1 << 30;
    int ties = 0;
    std::vector<Action> follow;
    auto consider = [&](const Action& a, int v) {
        if (v > best_v) {
            best_v = v;
            best = a;
            ties = 1;
        } else if (v == best_v && rng.below(static_cast<uint32_t>(++ties)) == 0) {
            best = a;
        }
    };
    for (const Action& a : acts) {
        Game c = g;
        c.set_recording(false);
        c.apply(a);
        int v;
        if (g.phase() == Phase::Place || g.phase() == Phase::TurnStart) {
            // Look one decision further: the best deployment after this placement.
            v = -1 << 30;
            if (c.phase() == Phase::Deploy) {
                c.legal_actions(follow);
                for (const Action& d : follow) {
                    Game c2 = c;
                    c2.apply(d);
                    v = std::max(v, evaluation_margin(c2, me));
                }
            } else {
                v = evaluation_margin(c, me);
            }
        } else {
            v = evaluation_margin(c, me);
        }
        consider(a, v);
    }
    return best;
}

namespace {
constexpr const char* kLevelNames[kNumLevels] = {"random", "medium", "easy", "hard", "expert"};
}

const char* level_name(int level) { return level >= 0 && level < kNumLevels ? kLevelNames[level] : "unknown"; }

int level_from_name(const char* name) {
    for (int i = 0; i < kNumLevels; ++i)
        if (std::string_view(name) == kLevelNames[i]) return i;
    return -1;
}

Action choose_easy(const Game& g, Rng& rng) {
    if (!g.is_chance() && rng.below(3) == 0) return choose_random(g, rng);
    return choose_greedy(g, rng);
}

Action choose(const Game& g, int level, Rng& rng) {
    switch (level) {
        case kLevelRandom: return choose_random(g, rng);
        case kLevelEasy: return choose_easy(g, rng);
        case kLevelHard:
        case kLevelExpert: return choose_level_search(g, level, rng.next());
        default: return choose_greedy(g, rng);
    }
}

}  // namespace carc::ai
