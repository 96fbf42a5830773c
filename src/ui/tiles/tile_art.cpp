// Simple vector tile art from the engine's tile data: green field, walled cities, roads, cloisters, and the
// bands the expansions lay across their tiles.
#include "ui/tiles/tile_art.h"

#include <algorithm>
#include <bit>
#include <vector>

#include "engine/tiles.h"
#include "ui/core/tile_geom.h"

namespace carc::ui {
namespace {

constexpr ImU32 kField = IM_COL32(104, 156, 68, 255);
constexpr ImU32 kFieldDark = IM_COL32(86, 135, 55, 255);
constexpr ImU32 kCity = IM_COL32(184, 152, 112, 255);
constexpr ImU32 kCityRoof = IM_COL32(160, 82, 62, 255);
constexpr ImU32 kWall = IM_COL32(92, 78, 66, 255);
constexpr ImU32 kRoad = IM_COL32(238, 228, 200, 255);
constexpr ImU32 kRoadEdge = IM_COL32(128, 116, 92, 255);
constexpr ImU32 kCloister = IM_COL32(232, 218, 188, 255);
constexpr ImU32 kCloisterRoof = IM_COL32(176, 64, 52, 255);
constexpr ImU32 kOutline = IM_COL32(40, 48, 32, 255);
constexpr ImU32 kPennant = IM_COL32(36, 78, 170, 255);
constexpr ImU32 kWhite = IM_COL32(250, 250, 245, 255);
static_assert(rgba(1, 2, 3, 4) == IM_COL32(1, 2, 3, 4), "TileBand colours are ImU32");

// The tile's centre in unit coordinates.
const ImVec2 kCenter = {0.5f, 0.5f};

ImVec2 lerp(ImVec2 a, ImVec2 b, float t) { return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t}; }

struct Frame {
    ImVec2 origin;
    float size;
    ImVec2 operator()(ImVec2 p) const { return {origin.x + p.x * size, origin.y + p.y * size}; }
};

ImVec2 iv(P2 p) { return {p.x, p.y}; }

ImVec2 average(const std::vector<P2>& pts) {
    ImVec2 s{0, 0};
    for (const P2& p : pts) s = {s.x + p.x, s.y + p.y};
    return {s.x / float(pts.size()), s.y / float(pts.size())};
}

// Fills a star-shaped polygon as a fan from `kernel` (ImGui 1.86 only fills convex polygons).
void fill_star(ImDrawList* dl, const Frame& f, const std::vector<P2>& pts, ImVec2 kernel, ImU32 col) {
    const ImDrawListFlags saved = dl->Flags;
    dl->Flags &= ~ImDrawListFlags_AntiAliasedFill;
    dl->PathLineTo(f(kernel));
    for (const P2& p : pts) dl->PathLineTo(f(iv(p)));
    dl->PathLineTo(f(iv(pts.front())));
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
        for (const P2& p : wall) pts.push_back(f(iv(p)));
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

// A road or band piece from side a to side b (through the middle), or a stub from side a to `end`.
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

    // The expansions' bands (a river), under everything else.
    for (const TileBand& band : tile_bands(o)) {
        for (const PathShape& ps : band.pieces)
            draw_path(dl, f, iv(ps.a), iv(ps.c), iv(ps.b), band.width, band.fill, band.outline);
        if (band.pool_radius > 0) {
            dl->AddCircleFilled(f(iv(band.pool_at)), size * band.pool_radius, band.fill);
            dl->AddCircle(f(iv(band.pool_at)), size * band.pool_radius, band.outline, 0, std::max(1.0f, size * 0.02f));
        }
    }

    // Roads.
    bool crossing = false;
    for (size_t i = 0; i < t.segments.size(); ++i) {
        const Segment& seg = t.segments[i];
        if (seg.kind != SegKind::Road) continue;
        for (const PathShape& ps : road_paths(type, rot, int(i)))
            draw_path(dl, f, iv(ps.a), iv(ps.c), iv(ps.b), kRoadWidth, kRoad, kRoadEdge);
        crossing |= seg.road_end == RoadEnd::Crossing;
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

    if (t.cloister) draw_cloister(dl, f);
    dl->PopClipRect();
    dl->AddRect(f({0, 0}), f({1, 1}), kOutline, 0, 0, std::max(1.0f, size * 0.01f));
}

void draw_segment_highlight(ImDrawList* dl, ImVec2 top_left, float size, int type, int rot, int seg, ImU32 fill,
                            ImU32 line) {
    const TileType& t = tiles().type(type);
    if (seg < 0 || seg >= int(t.segments.size())) return;
    const Oriented& o = tiles().oriented(type, rot);
    const Frame f{top_left, size};
    const float lw = std::max(2.0f, size * 0.035f);
    dl->PushClipRect(f({0, 0}), f({1, 1}), true);
    switch (t.segments[size_t(seg)].kind) {
    case SegKind::City: {
        const CityShape shape = city_shape(o.seg_sides[size_t(seg)]);
        fill_star(dl, f, shape.outline, average(shape.outline), fill);
        std::vector<ImVec2> pts;
        for (const P2& p : shape.outline) pts.push_back(f(iv(p)));
        dl->AddPolyline(pts.data(), int(pts.size()), line, ImDrawFlags_Closed, lw);
        break;
    }
    case SegKind::Road:
        for (const PathShape& ps : road_paths(type, rot, seg)) {
            dl->AddBezierQuadratic(f(iv(ps.a)), f(iv(ps.c)), f(iv(ps.b)), line, size * kRoadWidth * 1.7f, 16);
            dl->AddBezierQuadratic(f(iv(ps.a)), f(iv(ps.c)), f(iv(ps.b)), fill, size * kRoadWidth * 0.9f, 16);
        }
        break;
    case SegKind::Cloister:
        dl->AddRectFilled(f({kCloisterX0, kCloisterY0}), f({kCloisterX1, kCloisterY1}), fill, size * 0.04f);
        dl->AddRect(f({kCloisterX0, kCloisterY0}), f({kCloisterX1, kCloisterY1}), line, size * 0.04f, 0, lw);
        break;
    case SegKind::Field: {
        // The field's area from the label raster, row by row.
        const TileGeom& g = tile_geom(type, rot);
        constexpr int R = TileGeom::kRes;
        const float px = size / R;
        for (int j = 0; j < R; ++j) {
            for (int i = 0; i < R;) {
                if (g.label[size_t(j * R + i)] != seg) {
                    ++i;
                    continue;
                }
                int e = i;
                while (e < R && g.label[size_t(j * R + e)] == seg) ++e;
                dl->AddRectFilled({top_left.x + float(i) * px, top_left.y + float(j) * px},
                                  {top_left.x + float(e) * px, top_left.y + float(j + 1) * px}, fill);
                i = e;
            }
        }
        break;
    }
    }
    dl->PopClipRect();
}

}  // namespace carc::ui
