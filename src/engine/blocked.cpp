// Blocked features: roads, cities and cloisters that can never be completed because an empty cell they need can no
// longer be filled by any tile still to come. For the search's evaluation and the greedy player, which value such
// features at their end-of-game worth only. Uses Game's public API only; walks the feature's circular member list
// and keeps nothing on the heap.
#include "engine/blocked.h"

namespace carc {
namespace {

// The four sides N E S W: the step to the neighbour across each.
constexpr int kStepX[4] = {0, 1, 0, -1};
constexpr int kStepY[4] = {-1, 0, 1, 0};

// The open sides of member node `n` of a road or city: sides its segment touches whose neighbour cell is empty
// (put_tile closes a side as soon as a neighbour is placed there: joined, or closed by an edge that fits anything).
unsigned open_sides(const Game& g, int n, int* x, int* y) {
    const int tile = g.node_tile(n);
    const PlacedTile& p = g.placed()[static_cast<size_t>(tile)];
    const unsigned sides = g.oriented_of(tile).seg_sides[static_cast<size_t>(n - p.node_base)] & 0xFu;
    *x = p.x;
    *y = p.y;
    unsigned open = 0;
    for (int s = 0; s < 4; ++s)
        if (((sides >> s) & 1u) && g.tile_at(p.x + kStepX[s], p.y + kStepY[s]) < 0) open |= 1u << s;
    return open;
}

// Road or city: the open edges that face a dead cell, counting up to `limit` of them.
int dead_edges(const Game& g, int node, int limit) {
    int left = g.feature_open_edges(node);  // open edges not yet visited: the walk stops when none are left
    int dead = 0;
    int n = node;
    while (left > 0) {
        int x = 0, y = 0;
        const unsigned open = open_sides(g, n, &x, &y);
        for (int s = 0; s < 4; ++s) {
            if (!((open >> s) & 1u)) continue;
            --left;
            if (cell_dead(g, x + kStepX[s], y + kStepY[s]) && ++dead >= limit) return dead;
        }
        n = g.feature_next(n);
        if (n == node) break;
    }
    return dead;
}

}  // namespace

bool no_tile_fits(const Game& g, int x, int y) { return g.unfillable(x, y); }

bool cell_dead(const Game& g, int x, int y) {
    if (!no_tile_fits(g, x, y)) return false;
    for (int i = 0; i < num_expansions(); ++i) {
        const ExpansionHooks& h = expansion(i);
        if (h.fills_dead_cell && h.enabled(g.rules()) && h.fills_dead_cell(g, x, y)) return false;
    }
    return true;
}

bool feature_blocked(const Game& g, int node) {
    const SegKind k = g.node_kind(node);
    if (k == SegKind::City || k == SegKind::Road) return dead_edges(g, node, 1) > 0;
    if (k != SegKind::Cloister) return false;
    // A cloister needs all eight cells around its tile.
    const PlacedTile& p = g.placed()[static_cast<size_t>(g.node_tile(node))];
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
            if ((dx || dy) && cell_dead(g, p.x + dx, p.y + dy)) return true;
    return false;
}

int blocked_open_edges(const Game& g, int node) {
    const SegKind k = g.node_kind(node);
    if (k != SegKind::City && k != SegKind::Road) return 0;
    return dead_edges(g, node, 4 * kMaxPlaced);
}

}  // namespace carc
