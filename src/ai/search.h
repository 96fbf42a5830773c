// The search computer player (Hard, Expert), hints and move review: Monte Carlo tree search over the
// engine's public action API, with the tile draws as chance steps sampled from the tiles left.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "ai/expansion_params.h"
#include "ai/players.h"
#include "engine/game.h"
#include "engine/rng.h"

namespace carc::ai {

// How much a search may do: an iteration budget (what makes results reproducible from a seed) and a time cap
// in milliseconds (0 = none; when the cap stops a search early, the move depends on the machine's speed).
struct SearchLimits {
    int iterations = 0;
    int time_ms = 0;
    // The figure chosen right after one's own placement (Phase::Deploy) has few options and needs fewer
    // iterations than the placement: its budget and time cap are this share of the above.
    double follow_share = 1.0;
};

// The limits of a computer level (players.h: kLevelHard, kLevelExpert). Levels that do not search get {0, 0}.
SearchLimits level_limits(int level);

// How the search plays. The defaults are what the levels use (docs/ai.md says how each was measured); the
// command line tool's arena takes other values to compare them (parse_search_spec). The expansions' own settings
// come from ExpansionSearchParams (expansion_params.h).
struct SearchConfig : ExpansionSearchParams {
    double explore = 0.3;      // exploration constant of the selection rule (rewards lie in [-1, 1])
    int cutoff_turns = 0;      // playouts stop after this many turns and evaluate the position; 0 = play to the end
    bool fitted_eval = false;  // ... with the fitted evaluation (estimate.h); false: the greedy evaluation
    bool greedy_fit = false;   // the fitted evaluation's weights are those fitted to the greedy player's self-play
    // A playout's margins are mixed with the fitted evaluation's margins at the first turn start the playout meets:
    // (1 - leaf_mix) x the playout's + leaf_mix x the evaluation's; 0 = the playout's alone.
    double leaf_mix = 0;
    bool fitted_prior = false;  // the root's moves are ordered by the fitted evaluation's margin, not the greedy one
    double margin_scale = 20;  // reward = win/loss (+-1, draw 0) mixed with margin / (|margin| + margin_scale)
    double margin_weight = 0.5;  // share of the margin part in the reward
    bool smart_playouts = true;  // playouts decide by cheap rules, e.g. where figures go (false: uniformly at random)
    int playout_candidates = 0;  // playout placements: the best by the greedy evaluation of this many random ones (0, 1: random)
    // Guided playout placements (smart playouts, playout_candidates <= 1): a placement's chance is proportional to
    // 4 + guide_near * (tiles next to its cell) + guide_own * (the mover's open features on those tiles); 0, 0: uniform.
    int guide_near = 0;
    int guide_own = 0;
    // Playout placements drawn by trying random (frontier cell, rotation) pairs until one is legal (the same
    // distribution as picking among all legal placements, without listing them); false: list them all.
    bool fast_place = true;
    // Smart playouts' weights of a farmer and of passing (passing weighs twice as much with one follower left); the
    // other figures weigh 4-14 (Playout::deploy_weight in playout.cpp).
    int farmer_weight = 2;
    int pass_weight = 6;
    // ... a farmer weighs farm_end_weight instead once at most farm_end tiles are left in the bag (-1 = never).
    int farm_end = -1;
    int farm_end_weight = 4;
    // Knights and thieves weighed by their feature's open edges (a small city or a road with one open end is
    // likelier to be finished): an unfinished city 12 / 8 / 4 with 1 / 2 / more open edges, a road 6 / 4 with 1 /
    // more; false: 8 and 4 whatever the edges.
    bool open_figures = false;
    // The tree's depth in draws: no node is grown below the tree_draws-th draw after the root (the guided playout
    // plays from there); -1 = no limit.
    int tree_draws = -1;
    // The tree's own placement nodes below the root (unordered) try their untried placements in an order drawn with
    // the guided playouts' cell weights instead of uniformly, so the tree's players place as the playouts' do.
    bool tree_guided = false;
    // Progressive widening at the tree's placement nodes below the root (guided playouts): their placements are
    // ordered by a draw with the playouts' cell weights and only the first 2 + tree_widen * sqrt(visits) are
    // considered; 0 = off (every placement is tried once before any is chosen again).
    double tree_widen = 0;
    bool common_draws = true;  // the j-th iteration through each root move meets the same tiles (common random numbers)
    bool prior = true;         // order the root's moves and figure-like choices by the greedy evaluation...
    double widen = 1.0;        // ...and consider the best 2 + widen * sqrt(visits) of them (progressive widening)
};

// How a computer level's search plays (Hard and Expert alike; hints and reviews use it too): the defaults above
// with guided playout placements (guide_near 4, guide_own 8), which cost about twice as much per iteration; at
// half the iterations they won more often against Medium than the plain playouts on the same deals (docs/ai.md).
// The tree draws its untried placements with the playouts' weights (tree_guided), the playouts send no farmers
// (farmer_weight 0) and the reward is three quarters margin (margin_weight 0.75). Playouts stop after 10 turns
// and score the position there with the fitted evaluation (cutoff_turns, fitted_eval), at a larger iteration
// budget than full playouts would have had in the same time (levels.cpp).
SearchConfig level_config(int level);

// What a search did. value: the chosen move's expected final margin for the player who made it (own score
// less the best other score at the end of the game, in points), averaged over the iterations through it.
struct SearchStats {
    int iterations = 0;
    int elapsed_ms = 0;
    double value = 0;
    int visits = 0;  // iterations through the chosen move
    int nodes = 0;   // nodes the tree grew (decisions and draws)
};

// The move of the player to move (a chance step is sampled from `seed` instead, with no search). Legal in `g`;
// deterministic for (g, limits.iterations, seed, config) unless the time cap stops it first. Reads only what the
// Game exposes: the order of the bag does not exist in a Game, and draws inside the search come from `seed`.
Action choose_search(const Game& g, const SearchLimits& limits, uint64_t seed, SearchStats* stats = nullptr);
Action choose_search(const Game& g, const SearchLimits& limits, uint64_t seed, const SearchConfig& config,
                     SearchStats* stats);
// A searching level's move (Hard, Expert): choose_search with level_limits(level) and level_config(level). The
// page's choose() and the worker's move both call it, so they cannot differ.
Action choose_level_search(const Game& g, int level, uint64_t seed, SearchStats* stats = nullptr);

// Tests: one placement as the search's playouts draw it (fast_place's sampling, weighted by guide_near and
// guide_own), or false (not a placement step, or too few legal placements: the playout then lists them all).
bool playout_placement(const Game& g, const SearchConfig& config, Rng& rng, Action* out);

// A player's move as a hint shows it and a review judges it: the first decision and, when the same player decides
// again right after it (the figure, or passing, after placing a tile or a piece chosen instead of a draw), that
// decision too.
struct Move {
    Action first;
    bool has_then = false;
    Action then;
    std::string to_string() const;  // "place 1,0 r90, deploy follower 2"
    bool operator==(const Move&) const = default;
};

struct MoveEstimate {
    Move move;
    double value = 0;  // expected final margin (points) for the player to move after this move
    int visits = 0;    // iterations that went through it (more = a surer estimate)
};

struct Analysis {
    int player = -1;            // who decides in the analysed position (-1: a chance step or the game is over)
    Move best;                  // the hint: the move the search rates highest (most visited)
    double best_value = 0;      // its expected final margin
    std::vector<MoveEstimate> top;  // the most visited first moves (up to 5), each with its best follow-up
    bool has_played = false;    // a played move was given and is legal
    MoveEstimate played;        // the played move's estimate (searched through as much as needed to compare)
    double loss = 0;            // best_value - played.value, never below 0: points the played move gave away
    SearchStats stats;
};

// Analyses the position for the player to move: the best move (hint), and when `played` is given, how much worse
// than the best it is expected to be (review). A played move not legal in g is ignored (has_played stays false).
// No decision to make (chance step, game over): player = -1 and nothing else is set.
Analysis analyse(const Game& g, const SearchLimits& limits, uint64_t seed, const Move* played = nullptr,
                 const SearchConfig& config = level_config(kLevelHard));

// Arena and tests: a search level written as "iter:N" with optional ",time:MS", ",fig:SHARE", ",cut:TURNS",
// ",ev:fit|gfit|greedy" (gfit: the weights fitted to the greedy player), ",rootev:fit|greedy", ",mix:L", ",c:X",
// ",margin:W", ",scale:S", ",playout:random|smart", ",prior:on|off", ",widen:K", ",pk:N", ",crn:on|off",
// ",gn:N", ",go:N", ",fp:on|off", ",farm:N", ",pass:N", ",farmend:TILES", ",farmendw:N", ",open:on|off", ",td:K",
// ",tg:on|off", ",tw:K", and the keys of the expansions' own settings (expansion_params.h). False with *why when the
// text is not one.
bool parse_search_spec(std::string_view text, SearchLimits* limits, SearchConfig* config, std::string* why);

}  // namespace carc::ai
