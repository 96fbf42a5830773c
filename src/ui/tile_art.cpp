// Simple vector tile art from the engine's tile data: green field, walled cities, roads, cloisters, rivers.
#include "ui/tile_art.h"

#include <algorithm>
#include <bit>
#include <vector>

#include "engine/tiles.h"

namespace carc::ui {
namespace {

constexpr ImU32 kField = IM_COL32(104, 156, 68, 255);
constexpr ImU32 kFieldDark = IM_COL32(86, 135, 55, 255);
constexpr ImU32 kCity = IM_COL32(184, 152, 112, 255);
constexpr ImU32 kCityRoof = IM_COL32(160, 82, 62, 255);
constexpr ImU32 kWall = IM_COL32(92, 78, 66, 255);
constexpr ImU32 kRoad = IM_COL32(238, 228, 200, 255);
constexpr ImU32 kRoadEdge = IM_COL32(128, 116, 92, 255);
constexpr ImU32 kRiver = IM_COL32(66, 128, 204, 255);
constexpr ImU32 kRiverEdge = IM_COL32(40, 90, 150, 255);
constexpr ImU32 kCloister = IM_COL32(232, 218, 188, 255);
constexpr ImU32 kCloisterRoof = IM_COL32(176, 64, 52, 255);
constexpr ImU32 kOutline = IM_COL32(40, 48, 32, 255);
constexpr ImU32 kPennant = IM_COL32(36, 78, 170, 255);
constexpr ImU32 kWhite = IM_COL32(250, 250, 245, 255);

// Unit-square geometry: corners NW NE SE SW (corner c starts side c, clockwise), side midpoints N E S W.
const ImVec2 kCorner[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
const ImVec2 kMid[4] = {{0.5f, 0}, {1, 0.5f}, {0.5f, 1}, {0, 0.5f}};
const ImVec2 kCenter = {0.5f, 0.5f};

ImVec2 lerp(ImVec2 a, ImVec2 b, float t) { return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t}; }
ImVec2 quad(ImVec2 a, ImVec2 c, ImVec2 b, float t) {
    const float u = 1 - t;
    return {u * u * a.x + 2 * u * t * c.x + t * t * b.x, u * u * a.y + 2 * u * t * c.y + t * t * b.y};
}

struct Frame {
    ImVec2 origin;
    float size;
    ImVec2 operator()(ImVec2 p) const { return {origin.x + p.x * size, origin.y + p.y * size}; }
};

// Outline of a city that reaches the sides in `sides`: the tile corners it touches, joined by the tile
// edges it covers and by curved walls elsewhere. Star-shaped around its vertex average.
struct CityShape {
    std::vector<ImVec2> outline;             // unit coordinates
    std::vector<std::vector<ImVec2>> walls;  // the curved inner boundaries
};

CityShape city_shape(unsigned sides) {
    CityShape shape;
    const int n_sides = std::popcount(sides);
    int inc[4], n = 0;
    for (int c = 0; c < 4; ++c)
        if (sides & (1u << c) || sides & (1u << ((c + 3) & 3))) inc[n++] = c;
    if (n_sides == 4) {
        shape.outline.assign(std::begin(kCorner), std::end(kCorner));
        return shape;
    }
    constexpr int kSteps = 12;
    for (int k = 0; k < n; ++k) {
        const int p = inc[k], q = inc[(k + 1) % n];
        const int steps = (q - p + 4) % 4;
        shape.outline.push_back(kCorner[p]);
        if (steps == 1 && (sides & (1u << p))) continue;  // along a city edge of the tile
        const ImVec2 a = kCorner[p], b = kCorner[q], mid = lerp(a, b, 0.5f);
        ImVec2 control;
        if (steps == 1) {
            // A field side between two city corners: the wall bows in (a band, or a bay when 3 sides are city).
            control = lerp(mid, kCenter, n_sides == 3 ? 1.15f : 0.9f);
        } else {
            // Closing a cap or a corner city: bow towards the corners the city does not reach.
            ImVec2 avg{0, 0};
            int skipped = 0;
            for (int c = (p + 1) & 3; c != q; c = (c + 1) & 3, ++skipped) {
                avg.x += kCorner[c].x;
                avg.y += kCorner[c].y;
            }
            avg = {avg.x / skipped, avg.y / skipped};
            control = lerp(mid, avg, 0.6f);
        }
        std::vector<ImVec2> wall;
        for (int i = 0; i <= kSteps; ++i) wall.push_back(quad(a, control, b, float(i) / kSteps));
        shape.outline.insert(shape.outline.end(), wall.begin() + 1, wall.end() - 1);
        shape.walls.push_back(std::move(wall));
    }
    return shape;
}

ImVec2 average(const std::vector<ImVec2>& pts) {
    ImVec2 s{0, 0};
    for (const ImVec2& p : pts) s = {s.x + p.x, s.y + p.y};
    return {s.x / float(pts.size()), s.y / float(pts.size())};
}

// Fills a star-shaped polygon as a fan from `kernel` (ImGui 1.86 only fills convex polygons).
void fill_star(ImDrawList* dl, const Frame& f, const std::vector<ImVec2>& pts, ImVec2 kernel, ImU32 col) {
    const ImDrawListFlags saved = dl->Flags;
    dl->Flags &= ~ImDrawListFlags_AntiAliasedFill;
    dl->PathLineTo(f(kernel));
    for (const ImVec2& p : pts) dl->PathLineTo(f(p));
    dl->PathLineTo(f(pts.front()));
    dl->PathFillConvex(col);
    dl->Flags = saved;
}

void draw_city(ImDrawList* dl, const Frame& f, unsigned sides, int pennants) {
    const CityShape shape = city_shape(sides);
    const ImVec2 kernel = average(shape.outline);
    fill_star(dl, f, shape.outline, kernel, kCity);
    // A few roofs so a city reads as a town even when drawn small.
    const float s = f.size;
    if (s >= 24) {
        const ImVec2 roofs[3] = {lerp(kernel, {0.5f, 0.5f}, 0.1f), {kernel.x - 0.09f, kernel.y + 0.05f},
                                 {kernel.x + 0.09f, kernel.y + 0.03f}};
        for (const ImVec2& r : roofs) {
            dl->AddRectFilled(f({r.x - 0.035f, r.y - 0.02f}), f({r.x + 0.035f, r.y + 0.03f}), kCloister);
            dl->AddTriangleFilled(f({r.x - 0.045f, r.y - 0.02f}), f({r.x + 0.045f, r.y - 0.02f}),
                                  f({r.x, r.y - 0.07f}), kCityRoof);
        }
    }
    for (const auto& wall : shape.walls) {
        std::vector<ImVec2> pts;
        pts.reserve(wall.size());
        for (const ImVec2& p : wall) pts.push_back(f(p));
        dl->AddPolyline(pts.data(), int(pts.size()), kWall, 0, std::max(1.5f, s * 0.045f));
    }
    if (pennants > 0) {
        // A shield near the middle of the city.
        const ImVec2 c = lerp(kernel, kCenter, 0.35f);
        const ImVec2 p = {c.x + 0.12f, c.y - 0.12f};
        const float w = 0.07f, h = 0.09f;
        dl->AddQuadFilled(f({p.x - w, p.y - h}), f({p.x + w, p.y - h}), f({p.x + w, p.y + h * 0.3f}),
                          f({p.x - w, p.y + h * 0.3f}), kPennant);
        dl->AddTriangleFilled(f({p.x - w, p.y + h * 0.3f}), f({p.x + w, p.y + h * 0.3f}), f({p.x, p.y + h * 1.1f}),
                              kPennant);
        dl->AddLine(f({p.x - w * 0.5f, p.y - h * 0.4f}), f({p.x + w * 0.5f, p.y - h * 0.4f}), kWhite,
                    std::max(1.0f, s * 0.015f));
    }
}

// A road or river from side a to side b (through the middle), or a stub from side a to `end`.
void draw_path(ImDrawList* dl, const Frame& f, ImVec2 a, ImVec2 control, ImVec2 b, float width, ImU32 fill,
               ImU32 edge) {
    const float w = std::max(2.0f, f.size * width);
    dl->AddBezierQuadratic(f(a), f(control), f(b), edge, w + std::max(1.5f, f.size * 0.03f), 16);
    dl->AddBezierQuadratic(f(a), f(control), f(b), fill, w, 16);
}

void draw_cloister(ImDrawList* dl, const Frame& f) {
    dl->AddRectFilled(f({0.36f, 0.42f}), f({0.64f, 0.68f}), kCloister, f.size * 0.02f);
    dl->AddRect(f({0.36f, 0.42f}), f({0.64f, 0.68f}), kWall, f.size * 0.02f, 0, std::max(1.0f, f.size * 0.012f));
    dl->AddTriangleFilled(f({0.32f, 0.43f}), f({0.68f, 0.43f}), f({0.5f, 0.26f}), kCloisterRoof);
    dl->AddRectFilled(f({0.47f, 0.56f}), f({0.53f, 0.68f}), kWall);                      // door
    dl->AddLine(f({0.5f, 0.17f}), f({0.5f, 0.27f}), kWall, std::max(1.0f, f.size * 0.015f));  // cross
    dl->AddLine(f({0.46f, 0.205f}), f({0.54f, 0.205f}), kWall, std::max(1.0f, f.size * 0.015f));
}

}  // namespace

void draw_tile(ImDrawList* dl, ImVec2 top_left, float size, int type, int rot) {
    const TileSet& ts = tiles();
    const TileType& t = ts.type(type);
    const Oriented& o = ts.oriented(type, rot);
    const Frame f{top_left, size};
    dl->PushClipRect(f({0, 0}), f({1, 1}), true);  // walls and roads stop at the tile's edge

    dl->AddRectFilled(f({0, 0}), f({1, 1}), kField);
    if (size >= 32) {  // a little texture in the grass
        for (int i = 0; i < 6; ++i) {
            const float u = 0.12f + 0.15f * float(i), v = 0.2f + 0.13f * float((i * 5) % 6);
            dl->AddLine(f({u, v}), f({u + 0.03f, v - 0.04f}), kFieldDark, 1.0f);
        }
    }

    // Rivers (edges marked River), under everything else.
    int river_sides[4], n_river = 0;
    for (int s = 0; s < 4; ++s)
        if (o.edges[size_t(s)] == Edge::River) river_sides[n_river++] = s;
    if (n_river == 2) {
        draw_path(dl, f, kMid[river_sides[0]], kCenter, kMid[river_sides[1]], 0.16f, kRiver, kRiverEdge);
    } else if (n_river == 1) {
        draw_path(dl, f, kMid[river_sides[0]], lerp(kMid[river_sides[0]], kCenter, 0.5f), kCenter, 0.16f, kRiver,
                  kRiverEdge);
        dl->AddCircleFilled(f(kCenter), size * 0.16f, kRiver);
        dl->AddCircle(f(kCenter), size * 0.16f, kRiverEdge, 0, std::max(1.0f, size * 0.02f));
    }

    // Roads.
    bool crossing = false;
    for (size_t i = 0; i < t.segments.size(); ++i) {
        const Segment& seg = t.segments[i];
        if (seg.kind != SegKind::Road) continue;
        const unsigned sides = o.seg_sides[i];
        int ends[4], n = 0;
        for (int s = 0; s < 4; ++s)
            if (sides & (1u << s)) ends[n++] = s;
        if (n >= 2) {
            draw_path(dl, f, kMid[ends[0]], kCenter, kMid[ends[1]], 0.1f, kRoad, kRoadEdge);
        } else if (n == 1) {
            // A stub ends in the middle; one that leads into a city goes on to the city's wall.
            const ImVec2 a = kMid[ends[0]];
            const ImVec2 b = seg.road_end == RoadEnd::City ? lerp(a, kCenter, 1.45f) : kCenter;
            draw_path(dl, f, a, lerp(a, b, 0.5f), b, 0.1f, kRoad, kRoadEdge);
            crossing |= seg.road_end == RoadEnd::Crossing;
        }
    }
    if (crossing) {
        dl->AddRectFilled(f({0.4f, 0.4f}), f({0.6f, 0.6f}), kCloister);
        dl->AddRect(f({0.4f, 0.4f}), f({0.6f, 0.6f}), kWall, 0, 0, std::max(1.0f, size * 0.012f));
        dl->AddTriangleFilled(f({0.38f, 0.42f}), f({0.62f, 0.42f}), f({0.5f, 0.32f}), kCityRoof);
    }

    // Cities.
    for (size_t i = 0; i < t.segments.size(); ++i) {
        const Segment& seg = t.segments[i];
        if (seg.kind == SegKind::City && o.seg_sides[i] != 0) draw_city(dl, f, o.seg_sides[i], seg.pennants);
    }

    if (t.cloister || t.abbey) draw_cloister(dl, f);
    dl->PopClipRect();
    dl->AddRect(f({0, 0}), f({1, 1}), kOutline, 0, 0, std::max(1.0f, size * 0.01f));
}

}  // namespace carc::ui
