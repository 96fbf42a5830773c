// Tile types as data: edges, feature segments, fields and the cities they touch, rotation tables.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/limits.h"

namespace carc {

// Sides in clockwise order. Bit masks use 1 << side.
enum Side : int { kNorth = 0, kEast = 1, kSouth = 2, kWest = 3 };

// Half-edges clockwise from the top-left: Nw Ne En Es Se Sw Ws Wn (bit i = half-edge i).
// Half-edge h lies on side h / 2.
inline constexpr int kNumHalves = 8;
inline constexpr std::array<const char*, 8> kHalfNames = {"Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"};
inline constexpr std::array<const char*, 4> kSideNames = {"N", "E", "S", "W"};
// Barn corners: NE, SE, SW, NW; corner c is the meeting point of half-edges kCornerHalves[c].
inline constexpr std::array<const char*, 4> kCornerNames = {"NE", "SE", "SW", "NW"};
inline constexpr int kCornerHalves[4][2] = {{1, 2}, {3, 4}, {5, 6}, {7, 0}};

// Edge kinds: the base game's, then the expansions' (expansions/tiles.inc). Values below kNoDemand (kEdgeBits bits a
// side in the demand codes).
enum class Edge : uint8_t {
    Field = 0,
    City = 1,
    Road = 2,
#define CARC_EDGE(name, value, letter, fits_any) name = value,
#include "engine/expansions/tiles.inc"
};
// The letter of an edge kind in the tile data (F, C, R, an expansion's), or '?'.
inline constexpr char edge_letter(Edge e) {
    switch (e) {
        case Edge::Field: return 'F';
        case Edge::City: return 'C';
        case Edge::Road: return 'R';
#define CARC_EDGE(name, value, letter, fits_any) \
    case Edge::name: return letter;
#include "engine/expansions/tiles.inc"
    }
    return '?';
}
// Bit e: edge kind e fits against every edge and joins nothing across it (expansions/tiles.inc `fits_any`).
inline constexpr unsigned kFitsAnyEdges = 0u
#define CARC_EDGE(name, value, letter, fits_any) | ((fits_any) ? 1u << (value) : 0u)
#include "engine/expansions/tiles.inc"
    ;
inline constexpr bool edge_fits_any(Edge e) { return (kFitsAnyEdges >> static_cast<unsigned>(e)) & 1u; }

enum class SegKind : uint8_t { City = 0, Road = 1, Field = 2, Cloister = 3 };
// Where a road stub that stops on the tile ends (tiles.md `r{S>x}`); None = the road runs through. The
// expansions' ends follow the base ones (expansions/tiles.inc).
enum class RoadEnd : uint8_t {
    None = 0,
    Crossing = 1,
    City = 2,
    Cloister = 3,
    DeadEnd = 4,
#define CARC_ROAD_END(name, value, text) name = value,
#include "engine/expansions/tiles.inc"
};

// A cell's demand code: the edge each side's neighbour demands there, kEdgeBits bits a side (N lowest), kNoDemand
// where nothing is demanded (no neighbour, or an edge that fits anything). Edge kinds 0..14 fit in it.
inline constexpr int kEdgeBits = 4;
inline constexpr unsigned kNoDemand = (1u << kEdgeBits) - 1;
inline constexpr uint16_t kFreeCode = 0xFFFF;                 // no demand on any side
inline constexpr int kHalfCodes = 1 << (2 * kEdgeBits);       // the demands of two sides
inline constexpr unsigned demand_at(unsigned code, int side) { return (code >> (kEdgeBits * side)) & kNoDemand; }
inline constexpr uint16_t with_demand(unsigned code, int side, unsigned edge) {
    return static_cast<uint16_t>((code & ~(kNoDemand << (kEdgeBits * side))) | (edge << (kEdgeBits * side)));
}

inline constexpr int opposite_side(int side) { return (side + 2) & 3; }
// The half-edge of the neighbouring tile that touches half-edge h.
inline constexpr int opposite_half(int h) { return ((((h >> 1) + 2) & 3) << 1) | (1 - (h & 1)); }
inline constexpr uint8_t rotate_sides(uint8_t mask, int rot) {
    return static_cast<uint8_t>(((mask << rot) | (mask >> (4 - rot))) & 0xF);
}
inline constexpr uint8_t rotate_halves(uint8_t mask, int rot) {
    const int s = 2 * rot;
    return static_cast<uint8_t>(((mask << s) | (mask >> (8 - s))) & 0xFF);
}

// One feature segment of a tile, in the tile's reference orientation.
struct Segment {
    SegKind kind = SegKind::Field;
    uint8_t sides = 0;       // City/Road: sides the segment reaches (bit = side)
    uint8_t halves = 0;      // Field: half-edges of the region (0 = inner field)
    uint8_t pennants = 0;    // City: pennants (shields)
    uint16_t adj_cities = 0; // Field: bit i = segment i (a city on this tile) touches this field
    RoadEnd road_end = RoadEnd::None;
    int8_t inner_index = 0;  // Field with no edge: 1 or 2 (scenario spots inner1 / inner2)
    uint8_t marks = 0;       // City/Road: the expansions' marks on it (SegMark bits)
};

// Marks an expansion puts on city or road segments (expansions/tiles.inc CARC_MARK): a bit each.
enum SegMark : uint8_t {
    kNoMarks = 0,
#define CARC_MARK(name, bit, text, column) kMark##name = 1u << (bit),
#include "engine/expansions/tiles.inc"
};

// Tile sets: the base game's, the expansions' (expansions/tiles.inc), and Other for a set no one declares.
enum class TileSetId : uint8_t {
    Base = 0,
#define CARC_TILE_SET(name, value, text, cells) name = value,
#include "engine/expansions/tiles.inc"
    Other = 31,
};

// Tiles with a role in an expansion's rules (expansions/tiles.inc CARC_ROLE_TILE): the abbey, the spring, ...
enum class TileRole : uint8_t {
    None = 0,
#define CARC_ROLE_TILE(tile_id, name, in_bag) name,
#include "engine/expansions/tiles.inc"
    Count
};

struct TileType {
    std::string id;       // e.g. "BASE-D", "WOF-U:2", "WHEEL-03"
    std::string set;      // BASE, RIVER1, ABBEYMAYOR, WOF, WHEELBOARD
    TileSetId set_id = TileSetId::Other;
    int count = 0;        // copies in the set's bag (0 for abbey and wheel cells)
    std::array<Edge, 4> edges{};
    std::vector<Segment> segments;  // cities, then roads, then fields, then the cloister
    bool cloister = false;
    // Every edge fits against anything and closes what touches it (an edge kind declared fits_any: the abbey's): the
    // tile goes where its neighbours' edges do not matter, and it completes their features instead of joining them.
    bool closes_neighbours = false;
    // The number on a symbol printed on some copies of a tile (the data's columns wheel1-3 count the copies with 1,
    // 2 or 3: the Wheel of Fortune's coloured wheels; each number is a type of its own), 0 = none.
    int symbol = 0;
    TileRole role = TileRole::None;
    // A cell of a fixed board printed in one piece (a tile set declared with cells: the id's last two digits), else -1.
    int board_col = -1, board_row = -1;
};

// A tile type turned by rot quarter turns clockwise: everything in the board's frame.
struct Oriented {
    std::array<Edge, 4> edges{};
    std::array<int8_t, 4> side_seg{};   // city/road segment at each side, -1 if none
    std::array<int8_t, 8> half_seg{};   // field segment at each half-edge, -1 if none
    std::array<uint8_t, 12> seg_sides{};
    std::array<uint8_t, 12> seg_halves{};
    uint16_t edge_code = 0;             // 4 x 4 bits of Edge, side-major (for fast matching)
    // The smallest rotation that looks the same on the board (symmetric tiles): only that one is offered.
    uint8_t canon_rot = 0;
    bool canonical = true;              // canon_rot == this rotation
};

inline constexpr int kMaxSegments = 12;

class TileSet {
public:
    // The project's tile data (src/engine/data/tiles.csv, embedded at build time).
    static const TileSet& instance() { return g_instance ? *g_instance : load(); }

    int size() const { return static_cast<int>(types_.size()); }
    const TileType& type(int i) const { return types_[static_cast<size_t>(i)]; }
    const Oriented& oriented(int type, int rot) const { return oriented_[static_cast<size_t>(type * 4 + rot)]; }
    // Index of a tile id ("BASE-D", "WOF-U:2"), or -1.
    int find(std::string_view id) const;
    // Every type of one set, in data order.
    std::vector<int> of_set(std::string_view set) const;
    // Rotations (bit r, canonical ones only) of `type` that fit a cell whose neighbours demand `code` (a demand
    // code: demand_at).
    uint8_t fitting_rotations(int type, unsigned code) const {
        const Fit& f = fit_[static_cast<size_t>(type)];
        return static_cast<uint8_t>(f.north_east_canonical[code & (kHalfCodes - 1)] & f.south_west[(code >> (2 * kEdgeBits)) & (kHalfCodes - 1)]);
    }
    // Every rotation (symmetric twins too) whose edges meet the demands of `code`.
    uint8_t fits_edges(int type, unsigned code) const {
        const Fit& f = fit_[static_cast<size_t>(type)];
        return static_cast<uint8_t>(f.north_east[code & (kHalfCodes - 1)] & f.south_west[(code >> (2 * kEdgeBits)) & (kHalfCodes - 1)]);
    }
    // The types (bit t) with a rotation whose edges meet the demands of `code` (fits_edges(t, code) != 0).
    std::array<uint64_t, kMaxTileTypes / 64> types_fitting(unsigned code) const {
        const TypeMasks& ne = types_north_east_[code & (kHalfCodes - 1)];
        const TypeMasks& sw = types_south_west_[(code >> (2 * kEdgeBits)) & (kHalfCodes - 1)];
        std::array<uint64_t, kMaxTileTypes / 64> m{};
        for (int rot = 0; rot < 4; ++rot)
            for (size_t w = 0; w < m.size(); ++w) m[w] |= ne[static_cast<size_t>(rot)][w] & sw[static_cast<size_t>(rot)][w];
        return m;
    }
    // type(t).cloister without reaching into the type's record (the scoring's 3x3 scan after every placement).
    bool is_cloister(int type) const { return (cloister_bits_[static_cast<size_t>(type) >> 6] >> (type & 63)) & 1u; }
    int start_type() const { return start_; }
    // The type with that role, or -1 (none in the data).
    int role_type(TileRole r) const { return roles_[static_cast<size_t>(r)]; }

    // Parse tiles CSV text; on failure returns false and sets *error. Public for tests.
    bool parse(std::string_view csv, std::string* error);

private:
    static const TileSet* g_instance;
    static const TileSet& load();
    std::vector<TileType> types_;
    std::vector<Oriented> oriented_;
    // Per type: the rotations that meet a code's demands on two sides at once (half the code each: north and
    // east, south and west), the first table keeping only canonical rotations. 768 bytes a type, two lookups a
    // test, where a table over every whole code would take 64 KB a type.
    struct Fit {
        uint8_t north_east_canonical[kHalfCodes] = {};
        uint8_t north_east[kHalfCodes] = {};
        uint8_t south_west[kHalfCodes] = {};
    };
    std::vector<Fit> fit_;
    // The same tables turned around: per 6-bit half of a code and rotation, the types (bit t) whose rotation meets
    // the half's demands (for types_fitting: a cell's test against every type at once).
    using TypeMasks = std::array<std::array<uint64_t, kMaxTileTypes / 64>, 4>;
    std::array<TypeMasks, kHalfCodes> types_north_east_{}, types_south_west_{};
    std::array<uint64_t, kMaxTileTypes / 64> cloister_bits_{};  // bit t: type t has a cloister
    int start_ = -1;
    std::array<int, static_cast<size_t>(TileRole::Count)> roles_{};
    void build_oriented();
};

inline const TileSet& tiles() { return TileSet::instance(); }

}  // namespace carc
