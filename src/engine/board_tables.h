// The board's large tables (grid, placed tiles, open cells, feature nodes), kept apart from the rest of the game
// state so that a copy moves only the part in use. The search copies a position several times an iteration; the
// tables are about 26 KiB in full, and a mid-game board uses a few of them.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>

#include "engine/limits.h"
#include "engine/tiles.h"

namespace carc {

// A tile on the board.
struct PlacedTile {
    int16_t x = 0, y = 0;
    uint8_t type = 0, rot = 0;
    uint16_t node_base = 0;          // segment i of this tile is node node_base + i
    bool operator==(const PlacedTile&) const = default;
};

// A cell the next tile can go to, with the edges its neighbours demand.
struct FrontierCell {
    uint32_t key = 0;               // row-major order: y then x, each biased by 32768 (16 bits each)
    uint16_t code = kFreeCode;      // the edge demanded on each side (a demand code, tiles.h demand_at)
    int x() const { return static_cast<int>(key & 0xFFFF) - 32768; }
    int y() const { return static_cast<int>(key >> 16) - 32768; }
    bool operator==(const FrontierCell&) const = default;
};

// Game's board tables. Every entry past a table's count, and every grid row outside the box the placed tiles lie
// in, holds its initial value: the board only grows, and the frontier clears the slot it gives up. So a copy moves
// the counted entries and the box's rows, and clears what the target used beyond them; the result is equal (==)
// to the source, entry for entry.
struct BoardTables {
    std::array<uint8_t, kGridSize * kGridSize> grid_{};  // placed index + 1, 0 = empty; wraps at kGridSize
    int16_t min_x_ = 0, max_x_ = 0, min_y_ = 0, max_y_ = 0;  // the box the placed tiles lie in
    std::array<PlacedTile, kMaxPlaced> placed_{};
    int num_placed_ = 0;
    std::array<FrontierCell, kMaxFrontier> frontier_{};  // sorted by (y, x)
    int frontier_size_ = 0;
    // Union-find over segment nodes with weighted union and relabelling: parent_ is always the root.
    int num_nodes_ = 0;
    std::array<int16_t, kMaxNodes> parent_{};
    std::array<int16_t, kMaxNodes> next_{};     // circular member list
    std::array<int16_t, kMaxNodes> size_{};
    std::array<int16_t, kMaxNodes> open_{};     // city/road: open edges (0 = complete)
    std::array<uint8_t, kMaxNodes> pennants_{};
    std::array<uint8_t, kMaxNodes> occupancy_{};  // figures (not markers) on the feature
    std::array<uint8_t, kMaxNodes> markers_{};
    std::array<uint8_t, kMaxNodes> node_tile_{};
    std::array<uint8_t, kMaxNodes> node_kind_{};  // the segment's SegKind (node_kind without the tile's record)

    BoardTables() = default;
    BoardTables(const BoardTables&) = default;  // a new position is written in full either way
    BoardTables& operator=(const BoardTables& o) {
        if (this != &o) copy_from(o);
        return *this;
    }
    bool operator==(const BoardTables&) const = default;

private:
    static size_t row_start(int y) { return static_cast<size_t>(y & (kGridSize - 1)) << kGridBits; }
    // Is row y (modulo the grid) one of the box's? The box spans fewer rows than the grid has.
    bool box_row(int y) const { return ((y - min_y_) & (kGridSize - 1)) <= max_y_ - min_y_; }

    // The first n entries of o's table, and the initial value over those this table used beyond them.
    template <class T, size_t N>
    static void copy_prefix(std::array<T, N>& to, const std::array<T, N>& from, int n, int used) {
        std::copy(from.begin(), from.begin() + n, to.begin());
        if (used > n) std::fill(to.begin() + n, to.begin() + used, T{});
    }

    void copy_from(const BoardTables& o) {
        for (int y = min_y_; y <= max_y_; ++y)
            if (!o.box_row(y)) std::memset(&grid_[row_start(y)], 0, kGridSize);
        for (int y = o.min_y_; y <= o.max_y_; ++y) std::memcpy(&grid_[row_start(y)], &o.grid_[row_start(y)], kGridSize);
        min_x_ = o.min_x_;
        max_x_ = o.max_x_;
        min_y_ = o.min_y_;
        max_y_ = o.max_y_;
        copy_prefix(placed_, o.placed_, o.num_placed_, num_placed_);
        num_placed_ = o.num_placed_;
        copy_prefix(frontier_, o.frontier_, o.frontier_size_, frontier_size_);
        frontier_size_ = o.frontier_size_;
        const int n = o.num_nodes_, used = num_nodes_;
        copy_prefix(parent_, o.parent_, n, used);
        copy_prefix(next_, o.next_, n, used);
        copy_prefix(size_, o.size_, n, used);
        copy_prefix(open_, o.open_, n, used);
        copy_prefix(pennants_, o.pennants_, n, used);
        copy_prefix(occupancy_, o.occupancy_, n, used);
        copy_prefix(markers_, o.markers_, n, used);
        copy_prefix(node_tile_, o.node_tile_, n, used);
        copy_prefix(node_kind_, o.node_kind_, n, used);
        num_nodes_ = n;
    }
};

}  // namespace carc
