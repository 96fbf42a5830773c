// The search's playout policy (internal to src/ai): how a game is played on from a tree leaf (smart or random
// choices, guided placements) and the margins it ends with.
#pragma once

#include <array>
#include <cstdint>

#include "ai/expansion_hooks.h"
#include "ai/search.h"
#include "engine/game.h"
#include "engine/rng.h"

namespace carc::ai {

// Whether placements are drawn with cell weights (guide_near, guide_own) at all.
inline bool guides_placements(const SearchConfig& cfg) {
    return cfg.guide_near > 0 || cfg.guide_own > 0;
}

// Weight of a playout placement into cell (x, y): 4 + guide_near per tile next to the cell + guide_own per
// segment of those tiles in one of the mover's unfinished features (own: their roots as bits, or null),
// counted up to 4.
int cell_weight(const Game& s, int x, int y, const uint64_t* own, const SearchConfig& cfg);

// Roots of player me's unfinished features (figures not on fields) as bits over the nodes; false: none.
bool own_roots(const Game& s, int me, std::array<uint64_t, kMaxNodes / 64>* own);

// Weights of n actions for a guided draw (action(i); row-major, so the rotations of one cell are next to each
// other and the cell is weighed once): a placement its cell's weight, any other action 4, an action for which
// skip(i) holds 0. Writes w[0..n) and returns the total.
template <class ActionAt, class Skip>
int guided_weights(const Game& s, const SearchConfig& cfg, int n, ActionAt action, Skip skip, int* w) {
    std::array<uint64_t, kMaxNodes / 64> own;
    const bool any_own = cfg.guide_own > 0 && own_roots(s, s.current_player(), &own);
    int total = 0, cell_w = 4;
    bool have_cell = false;
    int16_t cx = 0, cy = 0;
    for (int i = 0; i < n; ++i) {
        const Action& a = action(i);
        if (a.kind == ActionKind::Place && (!have_cell || a.x != cx || a.y != cy)) {
            have_cell = true;
            cx = a.x;
            cy = a.y;
            cell_w = cell_weight(s, cx, cy, any_own ? own.data() : nullptr, cfg);
        }
        total += w[i] = skip(i) ? 0 : (a.kind == ActionKind::Place ? cell_w : 4);
    }
    return total;
}

// An index in [0, n) drawn with weights w (total > 0).
int draw_weighted(Rng& rng, const int* w, int n, int total);

// A playout placement without listing them all: a random frontier cell and rotation until the pair is legal
// (uniform over the legal placements), kept with probability weight / maximum weight when guided. False after
// too many tries (few legal placements): the caller lists them.
bool sample_placement(const Game& s, const SearchConfig& cfg, Rng& rng, Action* out);

// The tile draws of one iteration: draw k of the stream comes from (stream, k), as a Match draws from its
// seed.
struct DrawStream {
    uint64_t stream = 0;
    int index = 0;
    uint64_t next() { return draw_random(stream, static_cast<uint64_t>(index++)); }
};

// Plays positions out by the config's playout rules. Keeps scratch buffers between playouts.
class Playout {
  public:
    Playout(const SearchConfig& cfg, const AiHookSet& hooks) : cfg_(cfg), hooks_(hooks) {}

    // Plays s on (to the end, or cutoff_turns turns and an evaluation), with choices from rng and tile draws
    // from draws, and writes each player's margin in points: each player's score less its cost, less the best
    // other.
    void run(Game& s, Rng& rng, DrawStream& draws, const std::array<double, kMaxPlayers>& cost,
             std::array<double, kMaxPlayers>* margin);

    // One choice of the playout policy in s (a chance step: a draw from draws).
    Action choose(const Game& s, Rng& rng, DrawStream& draws) { return action(s, rng, draws); }

  private:
    SearchConfig cfg_;
    AiHookSet hooks_;  // the game's active expansions
    ActionList acts_;
    Game scratch_{Rules{}, 2};

    int deploy_weight(const Game& s, const Action& a) const;
    Action action(const Game& s, Rng& rng, DrawStream& draws);
    Action guided_placement(const Game& s, Rng& rng);
};

}  // namespace carc::ai
