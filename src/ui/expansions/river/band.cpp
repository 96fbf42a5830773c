// The River's band over its tiles: where the water runs, how wide and in which colours.
#include "ui/expansions/river/record.h"

#include "engine/tiles.h"

namespace carc::ui {
namespace {

constexpr float kRiverWidth = 0.16f;  // of the tile side
constexpr float kPoolRadius = 0.16f;
constexpr uint32_t kRiver = rgba(66, 128, 204, 255);
constexpr uint32_t kRiverEdge = rgba(40, 90, 150, 255);

const P2 kMid[4] = {{0.5f, 0}, {1, 0.5f}, {0.5f, 1}, {0, 0.5f}};
const P2 kCentre = {0.5f, 0.5f};

P2 lerp(P2 a, P2 b, float t) { return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t}; }

}  // namespace

std::vector<TileBand> river_bands(const Oriented& o) {
    int sides[4], n = 0;
    for (int s = 0; s < 4; ++s)
        if (o.edges[size_t(s)] == Edge::River) sides[n++] = s;
    if (n != 1 && n != 2) return {};
    TileBand band;
    band.width = kRiverWidth;
    band.fill = kRiver;
    band.outline = kRiverEdge;
    if (n == 2) {
        band.pieces = {{kMid[sides[0]], kCentre, kMid[sides[1]]}};
    } else {
        band.pieces = {{kMid[sides[0]], lerp(kMid[sides[0]], kCentre, 0.5f), kCentre}};
        band.pool_at = kCentre;
        band.pool_radius = kPoolRadius;
    }
    return {band};
}

}  // namespace carc::ui
