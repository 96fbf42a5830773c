// The tile pictures' shared look: geometry, palette and helpers of tile_scene.cpp and tile_shade.cpp.
#pragma once

#include <cstddef>
#include <vector>

#include "art/art_math.h"
#include "art/tile_scene.h"

namespace art {

// Geometry (tile units).
inline constexpr double kRoadW = 0.058;     // road half width (including its edge lines)
inline constexpr double kRoadEdge = 0.014;  // edge line width
inline constexpr double kRiverW = 0.075;    // river half width
inline constexpr double kBank = 0.016;
inline constexpr double kWall = 0.04;       // city wall width (inside the city boundary)

// Corners NW NE SE SW (side s runs from corner s to s+1), side midpoints, inward normal of each side.
inline constexpr V kCorner[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
inline constexpr V kMid[4] = {{0.5, 0}, {1, 0.5}, {0.5, 1}, {0, 0.5}};
inline constexpr V kIn[4] = {{0, 1}, {-1, 0}, {0, -1}, {1, 0}};
inline constexpr V kCentre{0.5, 0.5};

// Palette.
inline const RGB kGrass = rgb(118, 166, 70);
inline const RGB kGrassDark = rgb(82, 128, 50);
inline const RGB kGrassLight = rgb(150, 190, 90);
inline const RGB kCityFill = rgb(222, 190, 136);
inline const RGB kWallOut = rgb(72, 56, 44);
inline const RGB kWallStone = rgb(132, 110, 88);
inline const RGB kWallTop = rgb(186, 166, 136);
inline const RGB kGate = rgb(58, 42, 32);
inline const RGB kRoof = rgb(198, 74, 52);
inline const RGB kRoofEdge = rgb(96, 38, 28);
inline const RGB kRoad = rgb(238, 222, 176);
inline const RGB kRoadEdgeC = rgb(146, 120, 82);
inline const RGB kStreet = rgb(206, 194, 172);
inline const RGB kBridge = rgb(204, 196, 184);
inline const RGB kBridgeEdge = rgb(96, 88, 80);
inline const RGB kWater = rgb(70, 140, 210);
inline const RGB kWaterLight = rgb(140, 196, 240);
inline const RGB kBankC = rgb(40, 90, 140);
inline const RGB kShieldBlue = rgb(30, 84, 184);
inline const RGB kWhite = rgb(250, 250, 246);
inline const RGB kOutline = rgb(40, 36, 34);
inline const RGB kHedge = rgb(64, 116, 50);
inline const RGB kLawn = rgb(150, 198, 96);
inline const RGB kStoneLight = rgb(238, 228, 206);

// Signed distance to the nearest city wall (the largest sd of `cities`); *which, when given, is its index.
inline double city_sd_list(const std::vector<CityShape>& cities, V p, int* which) {
    double best = -1e9;
    for (size_t i = 0; i < cities.size(); ++i) {
        const double d = cities[i].sd(p);
        if (d > best) {
            best = d;
            if (which) *which = static_cast<int>(i);
        }
    }
    return best;
}

// Distance along the causeway part of road r from the tile centre, or negative when p is not on one.
double causeway_at(const RoadPath& r, V p);

// Side s (0..3 = N E S W) is in the bit mask of sides.
inline bool has_side(uint8_t mask, int s) { return (mask >> s) & 1; }
// Road or river centre line between two sides, or from a side to a point (tile_scene.cpp).
void side_to_side(Path& p, int a, int b, double bulge = 0);

}  // namespace art
