// The board: placing tiles, the open cells next to the board (frontier) and placement legality.
#include "engine/game.h"

#include <algorithm>

#include "engine/game_detail.h"

namespace carc {
namespace {

constexpr int kPopcount4[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};

constexpr const char* kSideWords[4] = {"north", "east", "south", "west"};

}  // namespace

const Oriented& Game::oriented_of(int placed_index) const {
    const PlacedTile& p = placed_[static_cast<size_t>(placed_index)];
    return tiles().oriented(p.type, p.rot);
}

FrontierCell Game::make_frontier_cell(int x, int y) const {
    FrontierCell fc;
    fc.key = cell_key(x, y);
    fc.code = kFreeCode;
    const bool near = x >= min_x_ - 1 && x <= max_x_ + 1 && y >= min_y_ - 1 && y <= max_y_ + 1;
    for (int s = 0; s < 4; ++s) {
        const int n = near ? at_near(x + kDx[s], y + kDy[s]) : tile_at(x + kDx[s], y + kDy[s]);
        if (n < 0) continue;
        const Edge e = oriented_of(n).edges[static_cast<size_t>(opposite_side(s))];
        if (edge_fits_any(e)) continue;  // an edge that fits anything demands nothing
        fc.code = with_demand(fc.code, s, static_cast<unsigned>(e));
    }
    return fc;
}

int Game::frontier_pos_from(uint32_t key, int hint) const {
    // A walk from a nearby position: the neighbours of a cell lie within a row or so of it in this order.
    int p = std::clamp(hint, 0, frontier_size_);
    while (p > 0 && frontier_[static_cast<size_t>(p - 1)].key >= key) --p;
    while (p < frontier_size_ && frontier_[static_cast<size_t>(p)].key < key) ++p;
    return p;
}

void Game::update_frontier_after(int x, int y) {
    const uint32_t filled_key = cell_key(x, y);
    const int filled = frontier_pos(filled_key);
    // The filled cell's slot: a new neighbour to its west or east takes it over (their keys are next to its key, so
    // the order holds without moving anything), or a new one to its north (the cells between move up one);
    // otherwise it is closed.
    bool hole = filled < frontier_size_ && frontier_[static_cast<size_t>(filled)].key == filled_key;
    const Oriented& here = oriented_of(at_near(x, y));
    // Adds or refreshes the empty neighbour across side s: only its side facing (x, y) changes. Inlined by force:
    // clang (and so the wasm build) otherwise calls it four times out of line.
    auto touch = [&](int s) __attribute__((always_inline)) {
        const int nx = x + kDx[s], ny = y + kDy[s];
        if (at_near(nx, ny) >= 0) return;
        const uint32_t key = cell_key(nx, ny);
        int pos = 0;
        bool present = false;
        if (hole && (s == 1 || s == 3)) {
            pos = s == 3 ? filled - 1 : filled + 1;
            present = pos >= 0 && pos < frontier_size_ && frontier_[static_cast<size_t>(pos)].key == key;
            if (!present) {
                pos = filled;
                hole = false;
            }
        } else if (hole && s == 0) {
            // A new neighbour to the north goes in before the filled cell: the cells between move up into the
            // filled cell's slot (one row's worth), not the rest of the frontier twice.
            pos = frontier_pos_from(key, filled);
            present = frontier_[static_cast<size_t>(pos)].key == key;  // pos <= filled: the filled cell's key is larger
            if (!present) {
                std::copy_backward(frontier_.begin() + pos, frontier_.begin() + filled, frontier_.begin() + filled + 1);
                hole = false;
            }
        } else {
            pos = frontier_pos_from(key, filled);
            present = pos < frontier_size_ && frontier_[static_cast<size_t>(pos)].key == key;
            if (!present) {
                if (frontier_size_ >= static_cast<int>(frontier_.size())) return;  // never: kMaxFrontier = 4 * kMaxPlaced
                std::copy_backward(frontier_.begin() + pos, frontier_.begin() + frontier_size_,
                                   frontier_.begin() + frontier_size_ + 1);
                ++frontier_size_;
            }
        }
        FrontierCell& fc = frontier_[static_cast<size_t>(pos)];
        if (!present) {
            fc = FrontierCell{};
            fc.key = key;
        }
        const Edge e = here.edges[static_cast<size_t>(s)];
        if (edge_fits_any(e)) return;  // an edge that fits anything demands nothing
        const int side = opposite_side(s);  // the neighbour's side that faces the new tile
        fc.code = with_demand(fc.code, side, static_cast<unsigned>(e));
    };
    touch(3);
    touch(1);
    touch(0);
    if (hole) {
        std::copy(frontier_.begin() + filled + 1, frontier_.begin() + frontier_size_, frontier_.begin() + filled);
        --frontier_size_;
        frontier_[static_cast<size_t>(frontier_size_)] = FrontierCell{};
    }
    touch(2);
}

void Game::unite(int a, int b) {
    int ra = parent_[static_cast<size_t>(a)], rb = parent_[static_cast<size_t>(b)];
    if (ra == rb) return;
    if (size_[static_cast<size_t>(ra)] < size_[static_cast<size_t>(rb)]) std::swap(ra, rb);
    // Relabel the smaller set so that parent_ always names the root.
    int n = rb;
    do {
        parent_[static_cast<size_t>(n)] = static_cast<int16_t>(ra);
        n = next_[static_cast<size_t>(n)];
    } while (n != rb);
    std::swap(next_[static_cast<size_t>(ra)], next_[static_cast<size_t>(rb)]);
    size_[static_cast<size_t>(ra)] = static_cast<int16_t>(size_[static_cast<size_t>(ra)] + size_[static_cast<size_t>(rb)]);
    open_[static_cast<size_t>(ra)] = static_cast<int16_t>(open_[static_cast<size_t>(ra)] + open_[static_cast<size_t>(rb)]);
    pennants_[static_cast<size_t>(ra)] = static_cast<uint8_t>(pennants_[static_cast<size_t>(ra)] + pennants_[static_cast<size_t>(rb)]);
    occupancy_[static_cast<size_t>(ra)] = static_cast<uint8_t>(occupancy_[static_cast<size_t>(ra)] + occupancy_[static_cast<size_t>(rb)]);
    markers_[static_cast<size_t>(ra)] = static_cast<uint8_t>(markers_[static_cast<size_t>(ra)] + markers_[static_cast<size_t>(rb)]);
}

int Game::num_tiles_laid() const {
    int n = 0;
    for (int i = 0; i < num_placed_; ++i)
        if (tiles().type(placed_[static_cast<size_t>(i)].type).board_col < 0) ++n;
    return n;
}

int Game::put_tile(int type, int x, int y, int rot) {
    const int idx = num_placed_++;
    PlacedTile& p = placed_[static_cast<size_t>(idx)];
    p.x = static_cast<int16_t>(x);
    p.y = static_cast<int16_t>(y);
    p.type = static_cast<uint8_t>(type);
    p.rot = static_cast<uint8_t>(rot);
    p.node_base = static_cast<uint16_t>(num_nodes_);
    if (idx == 0) {
        min_x_ = max_x_ = static_cast<int16_t>(x);
        min_y_ = max_y_ = static_cast<int16_t>(y);
    } else {
        min_x_ = static_cast<int16_t>(std::min<int>(min_x_, x));
        max_x_ = static_cast<int16_t>(std::max<int>(max_x_, x));
        min_y_ = static_cast<int16_t>(std::min<int>(min_y_, y));
        max_y_ = static_cast<int16_t>(std::max<int>(max_y_, y));
    }
    grid_[static_cast<size_t>(cell(x, y))] = static_cast<uint8_t>(idx + 1);
    const TileSet& ts = tiles();
    const TileType& tt = ts.type(type);
    const Oriented& o = ts.oriented(type, rot);
    for (size_t i = 0; i < tt.segments.size(); ++i) {
        const int n = num_nodes_++;
        const size_t un = static_cast<size_t>(n);
        parent_[un] = static_cast<int16_t>(n);
        next_[un] = static_cast<int16_t>(n);
        size_[un] = 1;
        const SegKind k = tt.segments[i].kind;
        open_[un] = (k == SegKind::City || k == SegKind::Road) ? static_cast<int16_t>(kPopcount4[o.seg_sides[i] & 0xF]) : 0;
        pennants_[un] = tt.segments[i].pennants;
        occupancy_[un] = 0;
        markers_[un] = 0;
        node_tile_[un] = static_cast<uint8_t>(idx);
        node_kind_[un] = static_cast<uint8_t>(k);
    }
    for (int s = 0; s < 4; ++s) {
        const int nidx = at_near(x + kDx[s], y + kDy[s]);
        if (nidx < 0) continue;
        const PlacedTile& np = placed_[static_cast<size_t>(nidx)];
        const Oriented& no = ts.oriented(np.type, np.rot);
        const int os = opposite_side(s);
        const int my_seg = o.side_seg[static_cast<size_t>(s)];
        const int their_seg = no.side_seg[static_cast<size_t>(os)];
        // An edge that fits anything joins nothing: it closes the feature it touches.
        if (edge_fits_any(o.edges[static_cast<size_t>(s)])) {
            if (their_seg >= 0) --open_[static_cast<size_t>(parent_[np.node_base + static_cast<size_t>(their_seg)])];
            continue;
        }
        if (edge_fits_any(no.edges[static_cast<size_t>(os)])) {
            if (my_seg >= 0) --open_[static_cast<size_t>(parent_[p.node_base + static_cast<size_t>(my_seg)])];
            continue;
        }
        if (my_seg >= 0 && their_seg >= 0) {
            const int a = p.node_base + my_seg, b = np.node_base + their_seg;
            unite(a, b);
            open_[static_cast<size_t>(parent_[static_cast<size_t>(a)])] -= 2;
        }
        for (int h = 2 * s; h < 2 * s + 2; ++h) {
            const int mf = o.half_seg[static_cast<size_t>(h)];
            const int tf = no.half_seg[static_cast<size_t>(opposite_half(h))];
            if (mf >= 0 && tf >= 0) unite(p.node_base + mf, np.node_base + tf);
        }
    }
    update_frontier_after(x, y);
    return idx;
}

bool Game::placement_hooks_ok(int type, int x, int y, int rot) const {
    bool ok = true;
    for_each_hook([&](const ExpansionHooks& h) {
        if (ok && h.placement_ok && !h.placement_ok(*this, type, x, y, rot)) ok = false;
    });
    return ok;
}

std::string Game::edge_mismatch(const FrontierCell& fc, int type, int x, int y, int rot) const {
    const Oriented& o = tiles().oriented(type, rot);
    for (int s = 0; s < 4; ++s) {
        const unsigned demand = demand_at(fc.code, s);
        if (demand == kNoDemand) continue;
        const Edge want = static_cast<Edge>(demand);
        const Edge have = o.edges[static_cast<size_t>(s)];
        if (have != want)
            return std::string(kSideWords[s]) + " edge " + edge_letter(have) + " does not match " +
                   kSideWords[opposite_side(s)] + " edge " + edge_letter(want) + " of " + cell_text(x + kDx[s], y + kDy[s]);
    }
    return "the edges do not match";
}

bool Game::can_place(int type, int x, int y, int rot, std::string* why) const {
    if (type < 0 || type >= tiles().size()) return set_why(why, "unknown tile");
    if (rot < 0 || rot > 3) return set_why(why, "rotation must be 0, 90, 180 or 270");
    if (!in_span(x, y)) return set_why(why, "the board cannot be more than " + std::to_string(kMaxSpan + 1) + " cells wide or tall");
    if (tile_at(x, y) >= 0) return set_why(why, cell_text(x, y) + " is already taken");
    const FrontierCell fc = make_frontier_cell(x, y);
    bool has_neighbour = false;
    for (int s = 0; s < 4; ++s) has_neighbour = has_neighbour || tile_at(x + kDx[s], y + kDy[s]) >= 0;
    if (!has_neighbour) return set_why(why, cell_text(x, y) + " does not touch any tile");
    if (!edges_fit(fc, type, rot)) return set_why(why, edge_mismatch(fc, type, x, y, rot));
    if (hook_bits_ & kHookPlace) {
        std::string rule;
        for_each_hook([&](const ExpansionHooks& h) {
            if (rule.empty() && h.placement_ok && !h.placement_ok(*this, type, x, y, rot)) rule = h.placement_rule;
        });
        if (!rule.empty()) return set_why(why, rule);
    }
    return true;
}

bool Game::has_placement(int type) const {
    if (!room_for(type)) return false;  // a full table takes nothing more (only oversized scenario set-ups get here)
    const TileSet& ts = tiles();
    const bool hooked = (hook_bits_ & kHookPlace) != 0;
    for (int i = 0; i < frontier_size_; ++i) {
        const FrontierCell& fc = frontier_[static_cast<size_t>(i)];
        const unsigned rots = ts.fitting_rotations(type, fc.code);
        if (!rots || !in_span(fc.x(), fc.y())) continue;
        if (!hooked) return true;
        for (int rot = 0; rot < 4; ++rot)
            if ((rots & (1u << rot)) && placement_hooks_ok(type, fc.x(), fc.y(), rot)) return true;
    }
    return false;
}

bool Game::edges_meet(int type, int x, int y) const {
    const FrontierCell* fc = find_frontier(x, y);
    return fc && type >= 0 && type < tiles().size() && tiles().fits_edges(type, fc->code) != 0;
}

bool Game::bag_fits(unsigned code) const {
    const std::array<uint64_t, kMaxTileTypes / 64> fit = tiles().types_fitting(code);
    for (size_t w = 0; w < fit.size(); ++w)
        if (fit[w] & in_bag_[w]) return true;
    return false;
}

bool Game::fillable(int x, int y) const {
    const FrontierCell* fc = find_frontier(x, y);
    return fc && bag_fits(fc->code);
}

bool Game::unfillable(int x, int y) const {
    // Every empty cell that touches a tile is a frontier cell.
    const FrontierCell* fc = find_frontier(x, y);
    return fc && !bag_fits(fc->code) && !(drawn_ >= 0 && tiles().fits_edges(drawn_, fc->code));
}

}  // namespace carc
