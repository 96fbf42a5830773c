// Tile geometry in unit coordinates: city shapes, road paths, a segment label raster and figure anchors.
#include "ui/core/tile_geom.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <memory>

#include "engine/tiles.h"

namespace carc::ui {
namespace {

const P2 kCorner[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
const P2 kMid[4] = {{0.5f, 0}, {1, 0.5f}, {0.5f, 1}, {0, 0.5f}};
const P2 kCentre = {0.5f, 0.5f};

P2 lerp(P2 a, P2 b, float t) { return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t}; }

float dist_to_segment(P2 p, P2 a, P2 b) {
    const float dx = b.x - a.x, dy = b.y - a.y;
    const float len2 = dx * dx + dy * dy;
    float t = len2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2 : 0;
    t = std::clamp(t, 0.0f, 1.0f);
    const float ex = a.x + dx * t - p.x, ey = a.y + dy * t - p.y;
    return std::sqrt(ex * ex + ey * ey);
}

float dist_to_path(P2 p, const PathShape& s) {
    float best = 1e9f;
    P2 prev = s.a;
    for (int i = 1; i <= 24; ++i) {
        const P2 q = bezier(s, float(i) / 24);
        best = std::min(best, dist_to_segment(p, prev, q));
        prev = q;
    }
    return best;
}

bool inside(const std::vector<P2>& poly, P2 p) {
    bool in = false;
    for (size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
        const P2 a = poly[i], b = poly[j];
        if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x) in = !in;
    }
    return in;
}

// First and last unit point of half-edge h along its side (clockwise order Nw Ne En Es Se Sw Ws Wn).
void half_edge(int h, P2* from, P2* to) {
    const int side = h / 2;
    const P2 a = kCorner[side], b = kCorner[(side + 1) & 3];
    const P2 m = lerp(a, b, 0.5f);
    if (h % 2 == 0) {
        *from = a;
        *to = m;
    } else {
        *from = m;
        *to = b;
    }
}

std::unique_ptr<TileGeom> build(int type, int rot) {
    const TileType& t = tiles().type(type);
    const Oriented& o = tiles().oriented(type, rot);
    auto g = std::make_unique<TileGeom>();
    constexpr int R = TileGeom::kRes;
    constexpr int kFree = -2, kBlock = -1;
    std::array<int, R * R> lab;
    lab.fill(kFree);
    const int nseg = int(t.segments.size());
    std::vector<std::vector<PathShape>> roads(static_cast<size_t>(nseg));
    std::vector<CityShape> cities(static_cast<size_t>(nseg));
    bool crossing = false;
    for (int s = 0; s < nseg; ++s) {
        const Segment& seg = t.segments[size_t(s)];
        if (seg.kind == SegKind::Road) {
            roads[size_t(s)] = road_paths(type, rot, s);
            crossing |= seg.road_end == RoadEnd::Crossing;
        }
        if (seg.kind == SegKind::City && o.seg_sides[size_t(s)]) cities[size_t(s)] = city_shape(o.seg_sides[size_t(s)]);
    }
    int cloister_seg = -1;
    for (int s = 0; s < nseg; ++s)
        if (t.segments[size_t(s)].kind == SegKind::Cloister) cloister_seg = s;
    const std::vector<TileBand> bands = tile_bands(o);

    for (int j = 0; j < R; ++j) {
        for (int i = 0; i < R; ++i) {
            const P2 p{(float(i) + 0.5f) / R, (float(j) + 0.5f) / R};
            int l = kFree;
            if (t.cloister && p.x >= kCloisterX0 && p.x <= kCloisterX1 && p.y >= kCloisterY0 && p.y <= kCloisterY1)
                l = cloister_seg;
            for (int s = 0; s < nseg && l == kFree; ++s)
                if (!cities[size_t(s)].outline.empty() && inside(cities[size_t(s)].outline, p)) l = s;
            if (l == kFree && crossing && p.x >= kCrossing0 && p.x <= kCrossing1 && p.y >= kCrossing0 && p.y <= kCrossing1)
                l = kBlock;
            for (int s = 0; s < nseg && l == kFree; ++s)
                for (const PathShape& ps : roads[size_t(s)])
                    if (dist_to_path(p, ps) <= kRoadWidth * 0.5f + 0.01f) l = s;
            for (const TileBand& band : bands)
                for (const PathShape& ps : band.pieces)
                    if (l == kFree && dist_to_path(p, ps) <= band.width * 0.5f + 0.01f) l = kBlock;
            lab[size_t(j * R + i)] = l;
        }
    }

    // Fields: flood from the half-edges each field touches, so roads and walls separate them.
    auto flood = [&](int si, int sj, int label) {
        std::vector<int> stack{sj * R + si};
        while (!stack.empty()) {
            const int k = stack.back();
            stack.pop_back();
            if (lab[size_t(k)] != kFree) continue;
            lab[size_t(k)] = label;
            const int x = k % R, y = k / R;
            if (x > 0) stack.push_back(k - 1);
            if (x < R - 1) stack.push_back(k + 1);
            if (y > 0) stack.push_back(k - R);
            if (y < R - 1) stack.push_back(k + R);
        }
    };
    for (int h = 0; h < kNumHalves; ++h) {
        const int f = o.half_seg[size_t(h)];
        if (f < 0 || t.segments[size_t(f)].kind != SegKind::Field) continue;
        P2 a, b;
        half_edge(h, &a, &b);
        for (int k = 0; k < R / 2; ++k) {
            const P2 p = lerp(a, b, (float(k) + 0.5f) / float(R / 2));
            const int i = std::clamp(int(p.x * R), 0, R - 1), j = std::clamp(int(p.y * R), 0, R - 1);
            if (lab[size_t(j * R + i)] == kFree) flood(i, j, f);
        }
    }
    // Inner fields (touching no edge) take the enclosed free areas, in order.
    std::vector<int> inner;
    for (int s = 0; s < nseg; ++s)
        if (t.segments[size_t(s)].kind == SegKind::Field && o.seg_halves[size_t(s)] == 0) inner.push_back(s);
    size_t next_inner = 0;
    for (int k = 0; k < R * R && next_inner < inner.size(); ++k)
        if (lab[size_t(k)] == kFree) flood(k % R, k / R, inner[next_inner++]);
    // Any free pixel left joins a neighbouring field.
    auto is_field = [&](int l) { return l >= 0 && t.segments[size_t(l)].kind == SegKind::Field; };
    for (bool changed = true; changed;) {
        changed = false;
        for (int k = 0; k < R * R; ++k) {
            if (lab[size_t(k)] != kFree) continue;
            const int x = k % R, y = k / R;
            const int nb[4] = {x > 0 ? k - 1 : -1, x < R - 1 ? k + 1 : -1, y > 0 ? k - R : -1, y < R - 1 ? k + R : -1};
            for (int n : nb)
                if (n >= 0 && is_field(lab[size_t(n)])) {
                    lab[size_t(k)] = lab[size_t(n)];
                    changed = true;
                    break;
                }
        }
    }
    for (int k = 0; k < R * R; ++k) g->label[size_t(k)] = int8_t(lab[size_t(k)] == kFree ? kBlock : lab[size_t(k)]);

    // Anchors. Roads: on the road; the cloister: on the building; cities and fields: the point deepest inside
    // the area (chamfer distance to anything else or the tile's edge), pulled a little towards the middle.
    std::array<int, R * R> dist{};
    g->anchor.assign(size_t(nseg), kCentre);
    for (int s = 0; s < nseg; ++s) {
        const Segment& seg = t.segments[size_t(s)];
        if (seg.kind == SegKind::Cloister) {
            g->anchor[size_t(s)] = {0.5f, 0.50f};
            continue;
        }
        if (seg.kind == SegKind::Road) {
            const auto& ps = roads[size_t(s)];
            if (ps.empty()) continue;
            const bool stub = std::popcount(unsigned(o.seg_sides[size_t(s)])) == 1;
            g->anchor[size_t(s)] = stub ? lerp(ps[0].a, kCentre, 0.3f) : bezier(ps[0], 0.5f);
            continue;
        }
        for (int k = 0; k < R * R; ++k) dist[size_t(k)] = g->label[size_t(k)] == s ? 1 << 20 : 0;
        auto relax = [&](int k, int x, int y, int dx, int dy, int w) {
            const int nx = x + dx, ny = y + dy;
            const int d = (nx < 0 || ny < 0 || nx >= R || ny >= R) ? w : dist[size_t(ny * R + nx)] + w;
            dist[size_t(k)] = std::min(dist[size_t(k)], d);
        };
        for (int y = 0; y < R; ++y)
            for (int x = 0; x < R; ++x) {
                const int k = y * R + x;
                if (!dist[size_t(k)]) continue;
                relax(k, x, y, -1, 0, 3);
                relax(k, x, y, 0, -1, 3);
                relax(k, x, y, -1, -1, 4);
                relax(k, x, y, 1, -1, 4);
            }
        for (int y = R - 1; y >= 0; --y)
            for (int x = R - 1; x >= 0; --x) {
                const int k = y * R + x;
                if (!dist[size_t(k)]) continue;
                relax(k, x, y, 1, 0, 3);
                relax(k, x, y, 0, 1, 3);
                relax(k, x, y, 1, 1, 4);
                relax(k, x, y, -1, 1, 4);
            }
        float best = -1e9f;
        int best_k = -1;
        for (int k = 0; k < R * R; ++k) {
            if (!dist[size_t(k)]) continue;
            const float cx = float(k % R) + 0.5f - R * 0.5f, cy = float(k / R) + 0.5f - R * 0.5f;
            const float score = float(std::min(dist[size_t(k)], 3 * R / 5)) / 3.0f - 0.3f * std::sqrt(cx * cx + cy * cy);
            if (score > best) {
                best = score;
                best_k = k;
            }
        }
        if (best_k >= 0) {
            g->anchor[size_t(s)] = {(float(best_k % R) + 0.5f) / R, (float(best_k / R) + 0.5f) / R};
        } else if (seg.kind == SegKind::Field && o.seg_halves[size_t(s)]) {
            // No area (should not happen): the middle of its half-edges, moved inwards.
            P2 sum{0, 0};
            int n = 0;
            for (int h = 0; h < kNumHalves; ++h)
                if (o.seg_halves[size_t(s)] & (1u << h)) {
                    P2 a, b;
                    half_edge(h, &a, &b);
                    const P2 m = lerp(lerp(a, b, 0.5f), kCentre, 0.25f);
                    sum = {sum.x + m.x, sum.y + m.y};
                    ++n;
                }
            g->anchor[size_t(s)] = {sum.x / float(n), sum.y / float(n)};
        }
    }
    return g;
}

}  // namespace

P2 bezier(const PathShape& p, float t) {
    const float u = 1 - t;
    return {u * u * p.a.x + 2 * u * t * p.c.x + t * t * p.b.x, u * u * p.a.y + 2 * u * t * p.c.y + t * t * p.b.y};
}

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
        const P2 a = kCorner[p], b = kCorner[q], mid = lerp(a, b, 0.5f);
        P2 control;
        if (steps == 1) {
            // A field side between two city corners: the wall bows in (a band, or a bay when 3 sides are city).
            control = lerp(mid, kCentre, n_sides == 3 ? 1.15f : 0.9f);
        } else {
            // Closing a cap or a corner city: bow towards the corners the city does not reach.
            P2 avg{0, 0};
            int skipped = 0;
            for (int c = (p + 1) & 3; c != q; c = (c + 1) & 3, ++skipped) {
                avg.x += kCorner[c].x;
                avg.y += kCorner[c].y;
            }
            avg = {avg.x / float(skipped), avg.y / float(skipped)};
            // (a corner city stays near the diagonal, leaving room for a road in the opposite corner)
            control = lerp(mid, avg, steps == 2 ? 0.25f : 0.6f);
        }
        std::vector<P2> wall;
        for (int i = 0; i <= kSteps; ++i) wall.push_back(bezier({a, control, b}, float(i) / kSteps));
        shape.outline.insert(shape.outline.end(), wall.begin() + 1, wall.end() - 1);
        shape.walls.push_back(std::move(wall));
    }
    return shape;
}

std::vector<PathShape> road_paths(int type, int rot, int seg) {
    const TileType& t = tiles().type(type);
    if (seg < 0 || seg >= int(t.segments.size()) || t.segments[size_t(seg)].kind != SegKind::Road) return {};
    const Oriented& o = tiles().oriented(type, rot);
    const unsigned sides = o.seg_sides[size_t(seg)];
    int ends[4], n = 0;
    for (int s = 0; s < 4; ++s)
        if (sides & (1u << s)) ends[n++] = s;
    std::vector<PathShape> out;
    if (n >= 2) {
        for (int k = 1; k < n; ++k) out.push_back({kMid[ends[0]], kCentre, kMid[ends[k]]});
    } else if (n == 1) {
        // A stub ends in the middle; one that leads into a city goes on to the city's wall.
        const P2 a = kMid[ends[0]];
        const P2 b = t.segments[size_t(seg)].road_end == RoadEnd::City ? lerp(a, kCentre, 1.45f) : kCentre;
        out.push_back({a, lerp(a, b, 0.5f), b});
    }
    return out;
}

int TileGeom::at(float u, float v) const {
    const int i = std::clamp(int(u * kRes), 0, kRes - 1), j = std::clamp(int(v * kRes), 0, kRes - 1);
    return label[size_t(j * kRes + i)];
}

const TileGeom& tile_geom(int type, int rot) {
    static std::vector<std::unique_ptr<TileGeom>> cache;
    const size_t k = size_t(type) * 4 + size_t(rot & 3);
    if (cache.size() <= k) cache.resize(size_t(tiles().size()) * 4);
    if (!cache[k]) cache[k] = build(type, rot & 3);
    return *cache[k];
}

void spread_circles(std::vector<P2>& at, const std::vector<P2>& tile_tl, float r, float s, size_t movable) {
    movable = std::min(movable, at.size());
    // One round of pushes: each pair closer than `want` moves apart along the line between them, half each (all
    // of it for a circle beside one that stays).
    auto push = [&](float want) {
        bool moved = false;
        for (size_t i = 0; i < movable; ++i)
            for (size_t j = i + 1; j < at.size(); ++j) {
                float dx = at[j].x - at[i].x, dy = at[j].y - at[i].y;
                float d = std::hypot(dx, dy);
                if (d >= want) continue;
                if (d < 0.01f) {  // on one point: apart sideways, by their order
                    dx = 1;
                    dy = 0.3f;
                    d = std::hypot(dx, dy);
                }
                const bool both = j < movable;
                const float k = (want - d) * (both ? 0.5f : 1.0f) / d;
                at[i] = {at[i].x - dx * k, at[i].y - dy * k};
                if (both) at[j] = {at[j].x + dx * k, at[j].y + dy * k};
                moved = true;
            }
        return moved;
    };
    // On their tiles: kept a radius in from the edges (the middle, on a tile narrower than a circle).
    const float inset = std::min(r, s * 0.5f);
    for (int iter = 0; iter < 24; ++iter) {
        const bool moved = push(r * 2.15f);
        for (size_t i = 0; i < movable; ++i)
            at[i] = {std::clamp(at[i].x, tile_tl[i].x + inset, tile_tl[i].x + s - inset),
                     std::clamp(at[i].y, tile_tl[i].y + inset, tile_tl[i].y + s - inset)};
        if (!moved) return;
    }
    // No room on the tiles: free pushes until every pair stands apart (a few circles settle in a few rounds).
    for (int iter = 0; iter < 400 && push(r * 2.15f); ++iter) {
    }
}

}  // namespace carc::ui
