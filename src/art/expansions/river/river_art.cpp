// The River in the tile pictures: its course on a tile (see river_art.h).
#include "art/expansions/river/river_art.h"

#include "art/tile_style.h"

namespace art {

using carc::Edge;

// The river's course on a tile: a path between its two river sides (bulging away from a city or a cloister towards
// a road), or from its one river side to a pool (the spring, the lake).
void add_rivers(Scene& s, const carc::TileType& t, uint8_t river_sides) {
    std::vector<int> rs;
    for (int side = 0; side < 4; ++side)
        if (has_side(river_sides, side)) rs.push_back(side);
    if (rs.size() == 2) {
        Path p;
        double bulge = 0;
        if (((rs[0] + 2) & 3) == rs[1]) {
            // bulge towards a road side, away from a city or the cloister's side
            const V plus_dir = perp(kIn[rs[0]]);
            double score_plus = 0;
            for (int q = 0; q < 4; ++q) {
                if (q == rs[0] || q == rs[1]) continue;
                const double sgn = dot(kIn[q], plus_dir) < 0 ? 1 : -1;  // side q lies in +plus_dir
                double sc = 0;
                if (t.edges[q] == Edge::Road) sc = 1;
                if (t.edges[q] == Edge::City) sc = -1;
                if (t.edges[q] == Edge::Field && t.cloister) sc = -1;
                score_plus += sgn * sc;
            }
            bulge = score_plus < 0 ? -0.035 : 0.035;
        }
        side_to_side(p, rs[0], rs[1], bulge);
        s.rivers.push_back(p);
    } else if (rs.size() == 1) {
        const int side = rs[0];
        const V c = t.role == carc::TileRole::Lake ? V{0.52, 0.5} : V{0.5, 0.5};
        const double r = t.role == carc::TileRole::Lake ? 0.27 : 0.12;
        Path p;
        p.add(kMid[side]);
        p.add(c);
        s.rivers.push_back(p);
        s.ponds.push_back({c, r});
    }
}

}  // namespace art
