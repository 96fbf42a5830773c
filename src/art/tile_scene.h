// Tile pictures as data: a Scene (city shapes, road and river paths, buildings, badges) built from a
// carc::TileType, and a shader that returns the colour at a point of the unit tile. Our own art.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/tiles.h"
#include "art/art_math.h"

namespace art {

// A city region: union of discs (`discs`, sd = r - |p - c|) or the tile minus field discs (`holes`).
struct CityShape {
    bool whole = false;
    std::vector<std::pair<V, double>> discs;   // inside any disc
    std::vector<std::pair<V, double>> holes;   // tile minus these discs
    std::vector<std::pair<V, double>> outside; // inside the tile and outside these discs (concave corner)
    int pennants = 0;
    int seg = -1;  // the city segment of the tile type it draws (index into TileType::segments)
    // Signed distance to the wall (positive inside the city); large inside a whole-tile city.
    double sd(V p) const;
};

struct RoadPath {
    Path path;
    bool gate = false;     // stops at a city gate (clipped at the wall)
    bool through_city = false;
    // Sides where one field lies on both sides of this road (AM-CBR's south): the road crosses that field
    // on a raised causeway, so the picture does not cut the field in two.
    uint8_t causeway_sides = 0;
    int seg = -1;  // the road segment of the tile type it draws (index into TileType::segments)
};

struct House {
    V c, half;
    bool ridge_x = true;
    RGB roof;
};

// A feature an expansion's art adds to the scene (src/art/expansions/art_record.h): placed by its build hook,
// painted by its shade hook over the base picture within `reach` of `c`. `kind`, `axis` and `size` mean what that
// expansion says; `part` is its place in the list of expansions (set by build_scene).
struct Landmark {
    int part = -1;
    int kind = 0;
    V c;
    V axis{1, 0};
    double size = 1;
    double reach = 0;
};

// Ground that the shields, the city houses and the wheel badge keep off: within r of the segment a-b (a disc when
// a == b).
struct Clearing {
    V a, b;
    double r = 0;
};

struct Scene {
    uint32_t seed = 1;
    std::vector<CityShape> cities;  // painted last to first (the first city lies on top)
    std::vector<RoadPath> roads;
    std::vector<Path> rivers;
    struct Pond {
        V c;
        double r;
    };
    std::vector<Pond> ponds;
    bool village = false;
    V village_c{0.5, 0.5};
    bool dead_end = false;
    V dead_p, dead_dir;
    bool cloister = false;
    V clo_c{0.5, 0.5};
    double clo_s = 1;
    bool abbey = false;
    // AM-2C4: the second city's two caps are one city, joined by a walled bridge over the fields (which stay
    // one each) that passes under the first city; bridge_axis 0 = east-west, 1 = north-south, -1 = none.
    int bridge_axis = -1;
    std::vector<House> houses;
    std::vector<V> shields;
    std::vector<Landmark> landmarks;  // the expansions' features (their art's build hooks)
    std::vector<Clearing> clearings;  // kept free of shields, houses and the badge (the landmarks' ground)
    int wheel = 0;
    V badge_c;
    int board_col = -1, board_row = -1;  // wheel board cell
    bool icon = false;                   // app icon variant (bigger details)
};

// Defined in tile_scene.cpp: build_scene, CityShape::sd; in tile_shade.cpp: shade, render_rows.
Scene build_scene(const carc::TileType& t, bool icon = false);
RGB shade(const Scene& s, V p);
// Rows [row0, row1) of the scene's picture at `size` x `size` pixels, `ss` x `ss` samples per pixel averaged:
// pixel (x, y) goes to out + y * stride + x * channels as R, G, B (and 255 when channels is 4).
void render_rows(const Scene& s, int size, int ss, int row0, int row1, uint8_t* out, int stride, int channels);

}  // namespace art
