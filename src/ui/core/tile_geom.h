// Where things are on a tile, in unit coordinates (0..1, y down, the tile turned as placed): city outlines,
// road paths, which segment covers a point, and where a figure stands on each segment. Pure functions of the
// engine's tile data (no ImGui), shared by the procedural tile art, the board's highlights and hit tests,
// and unit-tested in tests/ui/tile_geom_test.cpp.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace carc {
struct Oriented;
}

namespace carc::ui {

struct P2 {
    float x = 0, y = 0;
};

// Outline of a city that reaches the sides in `sides` (bit = side N E S W): the tile corners it touches,
// joined by the tile edges it covers and by curved walls elsewhere. Star-shaped around its vertex average.
struct CityShape {
    std::vector<P2> outline;             // unit coordinates, clockwise
    std::vector<std::vector<P2>> walls;  // the curved inner boundaries (polylines)
};
CityShape city_shape(unsigned sides);

// A road piece (or a band's): the quadratic Bezier a -> c -> b.
struct PathShape {
    P2 a, c, b;
};
inline constexpr float kRoadWidth = 0.1f;  // of the tile side
// The drawn pieces of road segment `seg` of tile `type` turned `rot` (empty if seg is not a road).
std::vector<PathShape> road_paths(int type, int rot, int seg);
P2 bezier(const PathShape& p, float t);

// A colour packed as ImGui's ImU32 (IM_COL32): red in the low byte, alpha in the high one.
inline constexpr uint32_t rgba(unsigned r, unsigned g, unsigned b, unsigned a) {
    return (a << 24) | (b << 16) | (g << 8) | r;
}

// A band an expansion lays across the fields of its tiles (a river): drawn under the roads as outlined pieces
// of path, with an outlined pool round `pool_at` when pool_radius > 0; no figure stands on its pieces.
struct TileBand {
    std::vector<PathShape> pieces;
    float width = 0;                 // of the tile side
    uint32_t fill = 0, outline = 0;  // rgba()
    P2 pool_at;
    float pool_radius = 0;  // of the tile side
};
// One expansion's bands on a tile turned as placed (empty when it has none there).
using TileBandsFn = std::vector<TileBand> (*)(const Oriented& o);
// Every expansion's bands on a tile turned as placed, in drawing order (each one's UiRecord: ui/expansions/records.cpp).
std::vector<TileBand> tile_bands(const Oriented& o);

// The cloister building's footprint (also the abbey's), and the village square of road crossings.
inline constexpr float kCloisterX0 = 0.32f, kCloisterX1 = 0.68f, kCloisterY0 = 0.20f, kCloisterY1 = 0.68f;
inline constexpr float kCrossing0 = 0.38f, kCrossing1 = 0.62f;

// A tile type turned `rot`, rasterised into segment labels, plus the figure position of every segment.
struct TileGeom {
    static constexpr int kRes = 40;
    std::array<int8_t, kRes * kRes> label{};  // segment index, or -1 (a building no figure can stand on)
    std::vector<P2> anchor;                   // per segment: where its figure stands / its marker goes
    int at(float u, float v) const;           // label at a unit point (clamped into the tile)
};
// Cached per (type, rot); built on first use.
const TileGeom& tile_geom(int type, int rot);
// The segment under unit point (u, v) of a tile of `type` turned `rot`, or -1.
inline int segment_at(int type, int rot, float u, float v) { return tile_geom(type, rot).at(u, v); }
inline P2 segment_anchor(int type, int rot, int seg) { return tile_geom(type, rot).anchor[static_cast<size_t>(seg)]; }

// Circles of radius r (screen pixels) moved from where they stand (`at`) until no two overlap: pushed apart
// within their tiles (top-left corners `tile_tl`, side s), each wholly on its tile where the tile is large enough;
// where a tile at this zoom has no room for its circles, they are pushed on past its edges, over the neighbours.
// Circles from index `movable` on stay where they are (markers off the tiles); the others keep clear of them too.
void spread_circles(std::vector<P2>& at, const std::vector<P2>& tile_tl, float r, float s, size_t movable = SIZE_MAX);

}  // namespace carc::ui
