// Inns & Cathedrals in the tile pictures (see record.h): where an inn or a cathedral goes on a tile, from the marks
// of its segments, and how each looks.
//
// An inn is a tavern beside its road: a thatched hipped roof on an L-shaped house, a chimney with smoke, a hanging
// sign and barrels by the road. A cathedral stands on a paved square in the middle of its city: a slate roof on a
// cross-shaped church with a round apse, two west towers with spires (and their long shadows), a lantern with a
// gold cross over the crossing. (A cloister is a red chapel in a hedged garden; the abbey a red church with a dome
// beside a cloister quad.)
#include "art/expansions/inns_cathedrals/record.h"

#include "art/tile_style.h"

namespace art {
namespace {

using carc::SegKind;

enum Kind {
    kInn = 1,          // the wing at the +axis end
    kInnMirrored = 2,  // the wing at the -axis end
    kCathedral = 3,
};

// Light from the top left (north-west): a roof face whose outward direction points there is lit.
const V kLight{-0.70710678118654752440, -0.70710678118654752440};

// A landmark's own frame: x along its axis, y across (to the inn's back, away from its road), in units of its size.
struct Frame {
    V c, u, v;
    double k;
    V local(V p) const {
        const V d = p - c;
        return V{dot(d, u), dot(d, v)} * (1 / k);
    }
    V world(V l) const { return c + (u * l.x + v * l.y) * k; }
    double lit(V local_dir) const { return dot(u * local_dir.x + v * local_dir.y, kLight); }  // -1 .. 1
};
Frame frame_of(const Landmark& m) { return {m.c, m.axis, perp(m.axis), m.size}; }

double capsule(V p, V a, V b, double r) { return seg_dist(p, a, b) - r; }
double sgn(double x) { return x < 0 ? -1.0 : 1.0; }

// ------------------------------------------------------------------------------------------------
// The inn (local units: the main house is 0.2 x 0.12, its front faces the road at y = -0.06).

const V kMainHalf{0.1, 0.06};
const V kWingHalf{0.042, 0.052};
constexpr double kInnFront = 0.032;  // from the road's edge to the house front (the sign, barrels and the path)

V wing_c(double w) { return {0.058 * w, 0.072}; }
double inn_roof_sd(V q, double w) {
    return std::min(box_sd(q, kMainHalf, 0.014), box_sd(q - wing_c(w), kWingHalf, 0.014));
}

// Everything an inn must keep off, as a distance from p (negative: on it): the tile's border, the cities, the roads,
// the water, a village square, a cloister, a dead end and the clearings already made.
double inn_room(const Scene& s, V p) {
    double f = std::min(std::min(p.x, 1 - p.x), std::min(p.y, 1 - p.y)) - 0.035;
    if (!s.cities.empty()) f = std::min(f, -city_sd_list(s.cities, p, nullptr) - 0.025);
    for (const RoadPath& r : s.roads) f = std::min(f, r.path.dist(p, 0.4, 1) - kRoadW - 0.012);
    for (const Path& r : s.rivers) f = std::min(f, r.dist(p, 0.4, 1) - kRiverW - 0.02);
    for (const auto& pd : s.ponds) f = std::min(f, len(p - pd.c) - pd.r * 1.1 - 0.02);
    if (s.village) f = std::min(f, len(p - s.village_c) - 0.125);
    if (s.cloister) f = std::min(f, box_sd(p - s.clo_c, V{0.25, 0.25} * s.clo_s, 0.05) - 0.015);
    if (s.dead_end) f = std::min(f, len(p - (s.dead_p + s.dead_dir * 0.04)) - 0.1);
    for (const Clearing& c : s.clearings) f = std::min(f, seg_dist(p, c.a, c.b) - c.r);
    return f;
}

// The least room round an inn's house and wing in frame f (samples over both boxes).
double inn_fit(const Scene& s, const Frame& f, double w) {
    double least = 1e9;
    for (int j = 0; j <= 6; ++j)
        for (int i = 0; i <= 8; ++i) {
            const double a = i / 8.0 * 2 - 1, b = j / 6.0 * 2 - 1;
            least = std::min(least, inn_room(s, f.world(V{a * kMainHalf.x, b * kMainHalf.y})));
            least = std::min(least, inn_room(s, f.world(wing_c(w) + V{a * kWingHalf.x, b * kWingHalf.y})));
        }
    return least;
}

// The inn beside the road(s) of segment `seg`: the biggest that fits (one and a half times its units when it can),
// on the side and at the point along the road with the most room, preferring the road's middle.
void place_inn(Scene& s, int seg) {
    Landmark best;
    for (const double k : {1.5, 1.35, 1.2, 1.05, 0.9, 0.75}) {
        double best_score = -1e9;
        for (const RoadPath& r : s.roads) {
            if (r.seg != seg || r.path.pts.size() < 2) continue;
            const std::vector<V>& pts = r.path.pts;
            double total = 0;
            for (size_t i = 1; i < pts.size(); ++i) total += len(pts[i] - pts[i - 1]);
            for (int step = 3; step <= 17; ++step) {
                const double t = step / 20.0;
                // the point at t of the road's length, and the road's direction there
                double at = total * t;
                size_t i = 1;
                while (i + 1 < pts.size() && at > len(pts[i] - pts[i - 1])) at -= len(pts[i] - pts[i - 1]), ++i;
                const V tan = norm(pts[i] - pts[i - 1]);
                const V p = lerp(pts[i - 1], pts[i], clamp01(at / len(pts[i] - pts[i - 1])));
                for (const double side : {1.0, -1.0}) {
                    const V v = perp(tan) * side;  // from the road to the inn's back
                    const V u = perp(v) * -1.0;
                    const Frame f{p + v * (kRoadW + (kInnFront + kMainHalf.y) * k), u, v, k};
                    for (const double w : {1.0, -1.0}) {
                        const double score = inn_fit(s, f, w) - 0.03 * std::fabs(t - 0.5);
                        if (score > best_score + 1e-9) {
                            best_score = score;
                            best.kind = w > 0 ? kInn : kInnMirrored;
                            best.c = f.c;
                            best.axis = u;
                            best.size = k;
                        }
                    }
                }
            }
        }
        if (best_score == -1e9) return;  // no road drawn for the segment
        if (best_score >= 0) break;      // the biggest that fits; else the best of the smallest
    }
    best.reach = 0.24 * best.size;
    s.landmarks.push_back(best);
    const Frame f = frame_of(best);
    s.clearings.push_back({f.world({-0.05, 0.02}), f.world({0.05, 0.02}), 0.12 * best.size});
}

RGB mix_face(RGB dark, RGB light, double lit) { return mix(dark, light, 0.5 + 0.5 * lit); }

// A hipped roof over box `half` centred at the origin, at local q inside it: its colour (thatch courses parallel to
// the eaves, hip lines).
RGB hipped_roof(const Frame& f, V q, V half, RGB dark, RGB light, RGB line) {
    const double dx = half.x - std::fabs(q.x), dy = half.y - std::fabs(q.y);
    const V n = dy <= dx ? V{0, sgn(q.y)} : V{sgn(q.x), 0};
    const double eave = std::min(dx, dy);
    if (std::fabs(dx - dy) < 0.0035) return line;
    RGB c = mix_face(dark, light, f.lit(n));
    if (std::fmod(eave, 0.016) < 0.0045) c = scale(c, 0.9);
    return c;
}

bool inn_at(const Landmark& m, V p, RGB* col) {
    const Frame f = frame_of(m);
    const double w = m.kind == kInn ? 1.0 : -1.0;
    const V q = f.local(p);
    const RGB ink = rgb(78, 48, 24);
    // smoke from the chimney, drifting north-east (puffs that would leave the tile are not drawn)
    const V chim = V{-0.05 * w, 0.02};
    const V chim_w = f.world(chim);
    const double puffs[3][3] = {{0.03, -0.04, 0.013}, {0.052, -0.078, 0.017}, {0.068, -0.122, 0.021}};
    for (const auto& pf : puffs) {
        const V pc = chim_w + V{pf[0], pf[1]} * f.k;
        const double r = pf[2] * f.k;
        if (pc.x - r < 0.01 || pc.y - r < 0.01 || pc.x + r > 0.99 || pc.y + r > 0.99) continue;
        const double d = len(p - pc) - r;
        if (d < 0) {
            const double light = clamp01(0.6 - dot(p - pc, kLight) / r * 0.4);
            *col = mix(*col, mix(rgb(196, 196, 200), rgb(250, 250, 250), light), 0.8);
            return true;
        }
    }
    // chimney
    {
        const double d = box_sd(q - chim, {0.014, 0.014}, 0.003);
        if (d < 0) {
            if (d > -0.005) *col = ink;
            else if (len(q - chim) < 0.006) *col = rgb(40, 30, 26);
            else *col = rgb(164, 82, 58);
            return true;
        }
    }
    // the roofs: the main house over its wing
    const double roof = inn_roof_sd(q, w);
    if (roof < 0) {
        if (roof > -0.0065) {
            *col = ink;
            return true;
        }
        const RGB dark = rgb(170, 118, 50), light = rgb(234, 190, 96), line = rgb(128, 84, 36);
        if (box_sd(q, kMainHalf, 0.014) < 0) {
            *col = hipped_roof(f, q, kMainHalf, dark, light, line);
        } else {
            *col = hipped_roof(f, q - wing_c(w), kWingHalf, dark, light, line);
        }
        return true;
    }
    // the hanging sign by the road: a bracket from the wall, a gold board with a tankard
    const V sign{-0.064 * w, -0.091};
    {
        const double d = len(q - sign) - 0.025;
        if (d < 0) {
            if (d > -0.006) *col = ink;
            else {
                *col = rgb(240, 198, 72);
                // a tankard, upright on the tile whichever way the inn faces
                const V wv = (p - f.world(sign)) * (1 / f.k);
                if (box_sd(wv - V{-0.002, 0.002}, {0.0065, 0.009}, 0.002) < 0) *col = rgb(124, 70, 32);
                if (box_sd(wv - V{-0.002, -0.0085}, {0.0075, 0.0035}, 0.002) < 0) *col = rgb(252, 250, 240);
                if (std::fabs(len(wv - V{0.007, 0.002}) - 0.0055) < 0.0018 && wv.x > 0.005) *col = rgb(124, 70, 32);
            }
            return true;
        }
        if (capsule(q, V{sign.x, -kMainHalf.y}, sign, 0.004) < 0) {
            *col = ink;
            return true;
        }
    }
    // two barrels beside the door
    for (const V b : {V{0.072 * w, -0.083}, V{0.04 * w, -0.088}}) {
        const double r = len(q - b);
        if (r < 0.015) {
            if (r > 0.011) *col = ink;
            else if (std::fabs(r - 0.006) < 0.0018) *col = rgb(96, 64, 36);
            else *col = r < 0.004 ? rgb(120, 80, 44) : rgb(168, 112, 60);
            return true;
        }
    }
    // a trodden path from the door to the road
    if (box_sd(q - V{0, -0.085}, {0.017, 0.03}, 0.006) < 0) {
        *col = mix(kRoad, kRoadEdgeC, 0.25);
        return true;
    }
    // the house's shadow, to the south-east
    const V sh = f.local(p - V{0.017, 0.017} * f.k);
    if (inn_roof_sd(sh, w) < 0 || box_sd(sh - chim, {0.014, 0.014}, 0.003) < 0) {
        *col = scale(*col, 0.72);
        return true;
    }
    return false;
}

// ------------------------------------------------------------------------------------------------
// The cathedral (local units: x along the church, west front at -x, apse at +x; y across).

const V kTowers[2] = {{-0.255, -0.085}, {-0.255, 0.085}};
constexpr double kTowerHalf = 0.05;
const V kCrossing{0.08, 0};
constexpr double kPlazaHalf = 0.17, kPlazaR = 0.228;  // the paved square: a capsule along x
constexpr double kChurchScale = 1.12;                 // the church's units against the square's

// How far p lies inside city `ci` and off everything else a cathedral's square must not cover.
double city_room(const Scene& s, size_t ci, V p) {
    double f = std::min(std::min(p.x, 1 - p.x), std::min(p.y, 1 - p.y)) - 0.02;
    f = std::min(f, s.cities[ci].sd(p) - kWall - 0.012);
    for (size_t o = 0; o < s.cities.size(); ++o)
        if (o != ci) f = std::min(f, -s.cities[o].sd(p) - 0.02);
    for (const RoadPath& r : s.roads) f = std::min(f, r.path.dist(p, 0.4, 1) - kRoadW - 0.012);
    for (const Path& r : s.rivers) f = std::min(f, r.dist(p, 0.4, 1) - kRiverW - 0.02);
    for (const Clearing& c : s.clearings) f = std::min(f, seg_dist(p, c.a, c.b) - c.r);
    return f;
}

// The cathedral of city `ci`: the biggest square (up to the full size of a city that fills the tile) that fits in
// it, along the tile's x or y, nearest the tile's centre.
void place_cathedral(Scene& s, size_t ci) {
    Landmark best;
    best.kind = kCathedral;
    double best_score = -1e9;
    for (int j = 4; j <= 36; ++j)
        for (int i = 4; i <= 36; ++i) {
            const V c{i / 40.0, j / 40.0};
            if (s.cities[ci].sd(c) <= 0) continue;
            for (const V u : {V{1, 0}, V{0, 1}}) {
                for (int kk = 20; kk >= 8; --kk) {
                    const double k = kk / 20.0;
                    double room = 1e9;
                    for (int n = 0; n <= 4; ++n) room = std::min(room, city_room(s, ci, c + u * (kPlazaHalf * k * (n / 2.0 - 1))));
                    if (room < kPlazaR * k) continue;
                    const double score = k - 0.01 * len(c - kCentre);
                    if (score > best_score + 1e-9) {
                        best_score = score;
                        best.c = c;
                        best.axis = u;
                        best.size = k;
                    }
                    break;
                }
            }
        }
    if (best_score == -1e9) return;  // no room for even a small one
    best.reach = (kPlazaHalf + kPlazaR + 0.02) * best.size;
    s.landmarks.push_back(best);
    const Frame f = frame_of(best);
    s.clearings.push_back({f.world({-kPlazaHalf, 0}), f.world({kPlazaHalf, 0}), (kPlazaR + 0.004) * best.size});
}

// The church's roofs at local q: the height of the highest roof there (negative outside the church) and its colour.
double church_roof(const Frame& f, V q, RGB* out) {
    struct Piece {
        double h;   // height of the roof above its eaves (the largest wins)
        V n;        // outward direction of the face
        double ridge;  // distance to the piece's own ridge line
    };
    Piece best{-1, {0, 0}, 1};
    auto take = [&](double h, V n, double ridge) {
        if (h > best.h) best = {h, n, ridge};
    };
    // nave and choir (ridge along x)
    if (box_sd(q - V{-0.05, 0}, {0.19, 0.07}, 0.004) < 0 || box_sd(q - V{0.18, 0}, {0.06, 0.07}, 0.004) < 0)
        take(0.07 - std::fabs(q.y), {0, sgn(q.y)}, std::fabs(q.y));
    // apse: a half cone east of the choir
    {
        const V a = q - V{0.24, 0};
        const double r = len(a);
        if (a.x > 0 && r < 0.07) take(0.07 - r, norm(a), r);
    }
    // transept (ridge along y)
    if (box_sd(q - kCrossing, {0.055, 0.165}, 0.004) < 0)
        take(0.055 - std::fabs(q.x - kCrossing.x), {sgn(q.x - kCrossing.x), 0}, std::fabs(q.x - kCrossing.x));
    if (best.h < 0) return -1;
    const RGB dark = rgb(82, 92, 116), light = rgb(154, 166, 190);
    RGB c = mix_face(dark, light, f.lit(best.n));
    if (std::fmod(best.h, 0.016) < 0.003) c = scale(c, 0.86);  // courses of slates
    if (best.ridge < 0.004) c = rgb(58, 64, 82);
    *out = c;
    return best.h;
}

bool cathedral_at(const Landmark& m, V p, RGB* col) {
    const Frame f = frame_of(m);
    const Frame fc{f.c, f.u, f.v, f.k * kChurchScale};  // the church's own frame, a little bigger than the square's
    const V pq = f.local(p);   // the square
    const V q = fc.local(p);   // the church
    const RGB ink = kOutline;
    const RGB gold = rgb(242, 202, 82);
    // the lantern over the crossing, with a gold cross
    {
        const V e = q - kCrossing;
        const double r = len(e);
        if (r < 0.05) {
            if (r > 0.044) *col = ink;
            else if (box_sd(e, {0.03, 0.008}, 0.002) < 0 || box_sd(e - V{0.008, 0}, {0.008, 0.024}, 0.002) < 0) *col = gold;
            else if (box_sd(e, {0.036, 0.014}, 0.003) < 0 || box_sd(e - V{0.008, 0}, {0.014, 0.03}, 0.003) < 0) *col = ink;
            else {
                // eight faces
                const double a = datan2(e.y, e.x);
                const double sector = std::floor(a / (kPi / 4) + 0.5) * (kPi / 4);
                *col = mix_face(rgb(78, 88, 112), rgb(170, 180, 202), fc.lit(dir(sector)));
            }
            return true;
        }
    }
    // the west towers and their spires (four faces, a gold finial)
    for (const V t : kTowers) {
        const V e = q - t;
        const double d = box_sd(e, {kTowerHalf, kTowerHalf}, 0.004);
        if (d < 0) {
            if (d > -0.007) *col = ink;
            else if (len(e) < 0.011) *col = gold;
            else if (std::fabs(std::fabs(e.x) - std::fabs(e.y)) < 0.004) *col = rgb(48, 52, 66);
            else {
                const V n = std::fabs(e.x) > std::fabs(e.y) ? V{sgn(e.x), 0} : V{0, sgn(e.y)};
                *col = mix_face(rgb(66, 74, 96), rgb(150, 160, 186), fc.lit(n));
            }
            return true;
        }
    }
    // the church's roofs, outlined
    {
        RGB c;
        if (church_roof(fc, q, &c) >= 0) {
            RGB probe;
            bool edge = false;
            for (const V o : {V{0.006, 0}, V{-0.006, 0}, V{0, 0.006}, V{0, -0.006}})
                if (church_roof(fc, q + o, &probe) < 0) edge = true;
            *col = edge ? ink : c;
            return true;
        }
    }
    // buttresses along the nave and the choir
    {
        double d = 1e9;
        for (const double x : {-0.19, -0.125, -0.06, 0.18})
            for (const double sy : {-1.0, 1.0}) d = std::min(d, box_sd(q - V{x, 0.082 * sy}, {0.011, 0.018}, 0.003));
        for (const double a : {-0.8, 0.0, 0.8}) d = std::min(d, capsule(q, V{0.24, 0} + dir(a) * 0.06, V{0.24, 0} + dir(a) * 0.088, 0.011));
        if (d < 0) {
            *col = d > -0.0045 ? ink : rgb(196, 182, 154);
            return true;
        }
    }
    // the square (paving slabs, a kerb), with the church's and the spires' shadows on it
    const double plaza = seg_dist(pq, V{-kPlazaHalf, 0}, V{kPlazaHalf, 0}) - kPlazaR;
    RGB ground = *col;
    if (plaza < 0) {
        if (plaza > -0.005) ground = rgb(118, 102, 82);
        else if (plaza > -0.014) ground = rgb(184, 168, 140);
        else {
            ground = rgb(228, 218, 194);
            const double gx = std::fmod(pq.x + 1, 0.042), gy = std::fmod(pq.y + 1, 0.042);
            if (gx < 0.0035 || gy < 0.0035) ground = rgb(206, 194, 168);
        }
    }
    RGB probe;
    bool shadow = church_roof(fc, fc.local(p - V{0.022, 0.022} * f.k), &probe) >= 0;
    for (const V t : kTowers) {
        // a spire's long shadow, narrowing to its tip
        const V base = fc.world(t);
        const V d = V{0.7071, 0.7071};
        const double along = dot(p - base, d) / fc.k;
        const double across = std::fabs(cross(d, p - base)) / fc.k;
        if (along > 0 && along < 0.2 && across < kTowerHalf * (1 - along / 0.2)) shadow = true;
        if (box_sd(fc.local(p - V{0.02, 0.02} * f.k) - t, {kTowerHalf, kTowerHalf}, 0.004) < 0) shadow = true;
    }
    if (shadow) ground = scale(ground, 0.72);
    if (plaza < 0 || shadow) {
        *col = ground;
        return true;
    }
    return false;
}

}  // namespace

void add_inns_cathedrals(Scene& s, const carc::TileType& t) {
    if (t.board_col >= 0 || t.closes_neighbours) return;
    // cathedrals first: the inns keep off their squares
    for (size_t ci = 0; ci < s.cities.size(); ++ci) {
        const int seg = s.cities[ci].seg;
        if (seg >= 0 && (t.segments[static_cast<size_t>(seg)].marks & carc::kMarkCathedral)) place_cathedral(s, ci);
    }
    for (size_t i = 0; i < t.segments.size(); ++i)
        if (t.segments[i].kind == SegKind::Road && (t.segments[i].marks & carc::kMarkInn)) place_inn(s, static_cast<int>(i));
}

bool inn_cathedral_at(const Scene&, const Landmark& m, V p, RGB* col) {
    return m.kind == kCathedral ? cathedral_at(m, p, col) : inn_at(m, p, col);
}

}  // namespace art
