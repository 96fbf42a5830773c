// Features: the union-find over tile segments, feature queries, and figures on features.
#include "engine/game.h"

#include <algorithm>

#include "engine/game_detail.h"

namespace carc {

int Game::add_figure(int player, Figure kind, int placed_index, int spot, int node) {
    FigureSlot& f = figures_[static_cast<size_t>(num_figures_++)];
    f.player = static_cast<uint8_t>(player);
    f.kind = kind;
    f.on_board = true;
    f.tile = static_cast<uint8_t>(placed_index);
    f.spot = static_cast<uint8_t>(spot);
    f.node = static_cast<uint16_t>(node);
    const size_t root = static_cast<size_t>(parent_[static_cast<size_t>(node)]);
    if (is_marker_figure(kind)) ++markers_[root];
    else ++occupancy_[root];
    return num_figures_ - 1;
}

void Game::return_figures(int root) {
    int w = 0;
    for (int i = 0; i < num_figures_; ++i) {
        const FigureSlot f = figures_[static_cast<size_t>(i)];
        if (!is_marker_figure(f.kind) && parent_[f.node] == root) {
            --occupancy_[static_cast<size_t>(root)];
            if (f.kind != Figure::Follower && (hook_bits_ & kHookKeep)) {
                bool kept = false;
                for_each_hook([&](const ExpansionHooks& h) { if (!kept && h.keep_scored_figure) kept = h.keep_scored_figure(*this, f, root); });
                if (kept) continue;
            }
            if (f.kind == Figure::Follower) ++players_[f.player].followers;
            else change_supply(f.player, f.kind, 1);
            continue;
        }
        figures_[static_cast<size_t>(w++)] = f;
    }
    for (int i = w; i < num_figures_; ++i) figures_[static_cast<size_t>(i)] = FigureSlot{};
    num_figures_ = w;
}

int Game::feature_tiles(int node) const {
    const int root = parent_[static_cast<size_t>(node)];
    uint64_t seen[2] = {0, 0};
    int count = 0;
    int n = root;
    do {
        const int t = node_tile_[static_cast<size_t>(n)];
        const uint64_t bit = 1ull << (t & 63);
        if (!(seen[t >> 6] & bit)) {
            seen[t >> 6] |= bit;
            ++count;
        }
        n = next_[static_cast<size_t>(n)];
    } while (n != root);
    return count;
}

void Game::feature_nodes(int node, std::vector<int>& out) const {
    out.clear();
    const int root = parent_[static_cast<size_t>(node)];
    int n = root;
    do {
        out.push_back(n);
        n = next_[static_cast<size_t>(n)];
    } while (n != root);
    std::sort(out.begin(), out.end());
}

bool Game::feature_complete(int node) const {
    const SegKind k = node_kind(node);
    if (k == SegKind::Cloister) return cloister_neighbours(node_tile(node)) == 8;
    if (k == SegKind::Field) return false;
    return open_[static_cast<size_t>(parent_[static_cast<size_t>(node)])] == 0;
}

int Game::feature_open_edges(int node) const {
    const SegKind k = node_kind(node);
    if (k != SegKind::City && k != SegKind::Road) return 0;
    return open_[static_cast<size_t>(parent_[static_cast<size_t>(node)])];
}

bool Game::feature_occupied(int node) const {
    const size_t root = static_cast<size_t>(parent_[static_cast<size_t>(node)]);
    return occupancy_[root] > 0 || markers_[root] > 0;
}

int Game::cloister_neighbours(int placed_index) const {
    const PlacedTile& p = placed_[static_cast<size_t>(placed_index)];
    int n = 0;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
            if ((dx || dy) && at_near(p.x + dx, p.y + dy) >= 0) ++n;
    return n;
}

int Game::farm_completed_cities(int node) const {
    const int root = parent_[static_cast<size_t>(node)];
    int found[kMaxNodes / 2];
    int count = 0;
    int n = root;
    do {
        const PlacedTile& p = placed_[node_tile_[static_cast<size_t>(n)]];
        const Segment& seg = tiles().type(p.type).segments[static_cast<size_t>(n - p.node_base)];
        for (int c = 0; seg.adj_cities >> c; ++c) {
            if (!(seg.adj_cities & (1u << c))) continue;
            const int city = parent_[p.node_base + static_cast<size_t>(c)];
            if (open_[static_cast<size_t>(city)] == 0 && std::find(found, found + count, city) == found + count &&
                count < kMaxNodes / 2)
                found[count++] = city;
        }
        n = next_[static_cast<size_t>(n)];
    } while (n != root);
    return count;
}

void Game::remove_figure(int i) {
    const FigureSlot f = figures_[static_cast<size_t>(i)];
    const size_t root = static_cast<size_t>(parent_[f.node]);
    if (is_marker_figure(f.kind)) --markers_[root];
    else --occupancy_[root];
    change_supply(f.player, f.kind, 1);
    for (int k = i + 1; k < num_figures_; ++k) figures_[static_cast<size_t>(k - 1)] = figures_[static_cast<size_t>(k)];
    figures_[static_cast<size_t>(--num_figures_)] = FigureSlot{};
}

}  // namespace carc
