// Building a tile's picture from its data. Unit tile: x east, y south, (0,0) = NW corner.
#include "art/tile_scene.h"

#include "art/expansions/art_record.h"
#include "art/expansions/river/river_art.h"
#include "art/expansions/wheel/wheel_art.h"
#include "art/tile_style.h"

#include <bit>

namespace art {
namespace {

using carc::Edge;
using carc::RoadEnd;
using carc::SegKind;

// Disc through the two ends of side s, bulging `depth` into the tile.
std::pair<V, double> side_disc(int s, double depth) {
    const V a = kCorner[s], b = kCorner[(s + 1) & 3];
    V c;
    double r = 0;
    circle3(a, b, kMid[s] + kIn[s] * depth, &c, &r);
    return {c, r};
}

}  // namespace

void side_to_side(Path& p, int a, int b, double bulge) {
    if (((a + 2) & 3) == b) {
        const int n = 24;
        for (int i = 0; i <= n; ++i) {
            const double t = static_cast<double>(i) / n;
            const double s = dsin(kPi * t);
            const V side = perp(kIn[a]);
            p.add(lerp(kMid[a], kMid[b], t) + side * (bulge * s * s));
        }
        return;
    }
    // quarter circle round the shared corner; Hermite tangents 0.828 ~ a circular arc of radius 0.5
    hermite(p, kMid[a], kIn[a] * 0.828, kMid[b], kIn[b] * -0.828, 24);
}

double CityShape::sd(V p) const {
    if (whole) return 10;
    double d = -1e9;
    for (const auto& [c, r] : discs) d = std::max(d, r - len(p - c));
    if (!holes.empty()) {
        double h = 1e9;
        for (const auto& [c, r] : holes) h = std::min(h, len(p - c) - r);
        d = std::max(d, h);
    }
    if (!outside.empty()) {
        double h = 1e9;
        for (const auto& [c, r] : outside) h = std::min(h, len(p - c) - r);
        d = std::max(d, h);
    }
    return d;
}

// Where road r crosses a field that lies on both of its sides (causeway_sides), it is drawn as stepping
// stones with grass between them, so the field reads as one. Returns the distance along that part of the
// road from the tile's centre, or a negative number when p is not on such a part.
double causeway_at(const RoadPath& r, V p) {
    for (int side = 0; side < 4; ++side) {
        if (!(r.causeway_sides >> side & 1u)) continue;
        const double t = dot(p - V{0.5, 0.5}, (kMid[side] - V{0.5, 0.5}) * 2.0);
        if (t > 0.0) return t;
    }
    return -1.0;
}

Scene build_scene(const carc::TileType& t, bool icon) {
    Scene s;
    s.seed = hash_str(t.id.c_str());
    s.icon = icon;
    s.board_col = t.board_col;
    s.board_row = t.board_row;
    s.wheel = t.symbol;
    s.abbey = t.role == carc::TileRole::Abbey;
    const bool is_board = t.board_col >= 0;

    uint8_t river_sides = 0, road_sides_all = 0;
    for (int side = 0; side < 4; ++side)
        if (t.edges[side] == Edge::River) river_sides |= static_cast<uint8_t>(1 << side);
    for (const auto& seg : t.segments)
        if (seg.kind == SegKind::Road) road_sides_all |= seg.sides;

    // --- cities ---------------------------------------------------------------------------------
    std::vector<const carc::Segment*> city_segs;
    for (const auto& seg : t.segments)
        if (seg.kind == SegKind::City) city_segs.push_back(&seg);
    auto is_band = [](uint8_t m) { return m == 0x5 || m == 0xA; };
    for (size_t ci = 0; ci < city_segs.size(); ++ci) {
        const auto& seg = *city_segs[ci];
        CityShape c;
        c.pennants = seg.pennants;
        c.seg = static_cast<int>(&seg - t.segments.data());
        const int n = std::popcount(static_cast<unsigned>(seg.sides));
        if (n == 4) {
            c.whole = true;
        } else if (n == 1) {
            const int side = std::countr_zero(static_cast<unsigned>(seg.sides));
            double depth = icon ? 0.48 : 0.3;
            // a cap facing a band city on the same tile (AM-2C3): shallower, leaving a field between
            for (const auto* o : city_segs)
                if (o != &seg && is_band(o->sides) && !has_side(o->sides, side)) depth = 0.22;
            c.discs.push_back(side_disc(side, depth));
        } else if (n == 2 && is_band(seg.sides)) {
            bool other_band = false;
            for (const auto* o : city_segs)
                if (o != &seg && is_band(o->sides)) other_band = true;
            if (other_band && ci == 1) {
                // AM-2C4: the second band is drawn as two caps joined under the first city
                for (int side = 0; side < 4; ++side)
                    if (has_side(seg.sides, side)) c.discs.push_back(side_disc(side, 0.2));
                s.bridge_axis = has_side(seg.sides, 1) ? 0 : 1;
            } else {
                for (int side = 0; side < 4; ++side) {
                    if (has_side(seg.sides, side)) continue;
                    double depth = other_band ? 0.4 : 0.25;
                    for (const auto* o : city_segs)
                        if (o != &seg && has_side(o->sides, side)) depth = 0.46;
                    c.holes.push_back(side_disc(side, depth));
                }
            }
        } else if (n == 2) {
            // corner city: sides a and a+1 share corner a+1
            int a = 0;
            while (!(has_side(seg.sides, a) && has_side(seg.sides, (a + 1) & 3))) ++a;
            const V k = kCorner[(a + 1) & 3], o = kCorner[(a + 3) & 3];
            double tdiag = (road_sides_all || river_sides) ? 0.53 : 0.6;
            if (is_board) tdiag = 0.32;
            const V d = lerp(k, o, tdiag);
            V cc;
            double r = 0;
            circle3(kCorner[a], kCorner[(a + 2) & 3], d, &cc, &r);
            if (len(k - cc) < r)
                c.discs.push_back({cc, r});
            else
                c.outside.push_back({cc, r});
        } else {  // three sides
            for (int side = 0; side < 4; ++side)
                if (!has_side(seg.sides, side)) c.holes.push_back(side_disc(side, 0.3));
        }
        s.cities.push_back(c);
    }
    // A city point test that respects the tile square.
    auto city_at = [&](V p, int* which) {
        if (s.cities.empty()) return -1e9;
        return city_sd_list(s.cities, p, which);
    };

    // --- rivers ---------------------------------------------------------------------------------
    add_rivers(s, t, river_sides);

    // --- cloister / abbey ------------------------------------------------------------------------
    if (t.cloister && !s.abbey) {
        s.cloister = true;
        if (river_sides) {
            // on the bank away from the river (R1-CLO: north bank)
            s.clo_c = V{0.5, 0.25};
            for (int side = 0; side < 4; ++side)
                if (t.edges[side] != Edge::River && !has_side(road_sides_all, side)) s.clo_c = kMid[side] + kIn[side] * 0.23;
            s.clo_s = 0.72;
        }
    }

    // --- roads ----------------------------------------------------------------------------------
    const carc::Segment* field_single = nullptr;  // a one-half field next to a city (AM-CRC1/2)
    for (const auto& seg : t.segments)
        if (seg.kind == SegKind::Field && std::popcount(static_cast<unsigned>(seg.halves)) == 1 && seg.adj_cities)
            field_single = &seg;
    for (const auto& seg : t.segments) {
        if (seg.kind != SegKind::Road) continue;
        const int seg_index = static_cast<int>(&seg - t.segments.data());
        const int n = std::popcount(static_cast<unsigned>(seg.sides));
        if (seg.road_end == RoadEnd::None) {
            std::vector<int> ss;
            for (int side = 0; side < 4; ++side)
                if (has_side(seg.sides, side)) ss.push_back(side);
            if (n == 2) {
                RoadPath rp;
                const int a = ss[0], b = ss[1];
                const bool adjacent = ((a + 2) & 3) != b;
                int iso_side = -1;
                if (adjacent && field_single && !s.cities.empty()) {
                    const int h = std::countr_zero(static_cast<unsigned>(field_single->halves));
                    const int hs = h / 2;
                    if (hs == a || hs == b) iso_side = hs;
                }
                if (iso_side >= 0) {
                    // the curve bends up to touch the city wall, isolating the field on iso_side
                    const int other = iso_side == a ? b : a;
                    const V q = (kMid[iso_side] + kCentre) * 0.5;
                    // nearest wall point to q
                    V best = q;
                    double bd = 1e9;
                    for (int i = 0; i <= 200; ++i)
                        for (int j = 0; j <= 200; ++j) {
                            const V p{i / 200.0, j / 200.0};
                            if (std::fabs(city_at(p, nullptr)) > 0.004) continue;
                            const double d = len(p - q);
                            if (d < bd) bd = d, best = p;
                        }
                    const double e = 1e-3;
                    const V g = norm(V{city_at(best + V{e, 0}, nullptr) - city_at(best - V{e, 0}, nullptr),
                                       city_at(best + V{0, e}, nullptr) - city_at(best - V{0, e}, nullptr)});
                    const V touch = best - g * (kRoadW - 0.004);
                    V tang = perp(g);
                    if (dot(tang, kMid[other] - kMid[iso_side]) < 0) tang = tang * -1.0;
                    hermite(rp.path, kMid[iso_side], kIn[iso_side] * 0.45, touch, tang * 0.45, 16);
                    hermite(rp.path, touch, tang * 0.9, kMid[other], kIn[other] * -0.9, 20);
                } else {
                    side_to_side(rp.path, a, b);
                }
                rp.through_city = !s.cities.empty();
                rp.seg = seg_index;
                for (int side : ss)
                    for (const auto& f : t.segments)
                        if (f.kind == SegKind::Field && (f.halves >> (2 * side) & 3u) == 3u)
                            rp.causeway_sides |= static_cast<uint8_t>(1u << side);
                s.roads.push_back(rp);
            } else {
                // a road with three open ends (AM-T): a straight pair and a stub to the centre
                int a = -1, b = -1, c = -1;
                for (int x : ss)
                    for (int y : ss)
                        if (((x + 2) & 3) == y && a < 0) a = x, b = y;
                for (int x : ss)
                    if (x != a && x != b) c = x;
                RoadPath r1, r2;
                side_to_side(r1.path, a, b);
                r2.path.add(kMid[c]);
                r2.path.add(kCentre);
                r1.seg = r2.seg = seg_index;
                s.roads.push_back(r1);
                s.roads.push_back(r2);
            }
            continue;
        }
        const int side = std::countr_zero(static_cast<unsigned>(seg.sides));
        RoadPath rp;
        rp.seg = seg_index;
        switch (seg.road_end) {
            case RoadEnd::Crossing:
                rp.path.add(kMid[side]);
                rp.path.add(kCentre);
                s.village = true;
                break;
            case RoadEnd::Cloister:
                rp.path.add(kMid[side]);
                rp.path.add(s.clo_c);
                break;
            case RoadEnd::DeadEnd:
                rp.path.add(kMid[side]);
                rp.path.add(kMid[side] + kIn[side] * 0.4);
                s.dead_end = true;
                s.dead_p = kMid[side] + kIn[side] * 0.4;
                s.dead_dir = kIn[side];
                break;
            case RoadEnd::Wheel: {
                const V g0{static_cast<double>(t.board_col), static_cast<double>(t.board_row)};
                double d = 0;
                while (d < 1 && board_sd(g0 + kMid[side] + kIn[side] * d) > 0) d += 0.005;
                rp.path.add(kMid[side]);
                rp.path.add(kMid[side] + kIn[side] * (d + 0.06));
                break;
            }
            case RoadEnd::City: {
                rp.gate = true;
                const V m = kMid[side], q = m + kIn[side] * 0.25;
                // the city whose wall is nearest to q
                int target = -1;
                {
                    double bd = 1e9;
                    for (size_t i = 0; i < s.cities.size(); ++i) {
                        const double d = -s.cities[i].sd(q);
                        if (d < bd) bd = d, target = static_cast<int>(i);
                    }
                }
                // straight ahead?
                double hit = -1;
                for (double d = 0; d < 0.95; d += 0.0025)
                    if (s.cities[static_cast<size_t>(target)].sd(m + kIn[side] * d) > 0) {
                        hit = d;
                        break;
                    }
                bool straight = hit >= 0;
                if (straight) {
                    // only when no other city is in the way
                    for (size_t i = 0; i < s.cities.size(); ++i)
                        if (static_cast<int>(i) != target)
                            for (double d = 0; d < hit; d += 0.0025)
                                if (s.cities[i].sd(m + kIn[side] * d) > -0.02) straight = false;
                }
                if (straight) {
                    rp.path.add(m);
                    rp.path.add(m + kIn[side] * (hit + 0.08));
                } else {
                    const CityShape& c = s.cities[static_cast<size_t>(target)];
                    V best = q;
                    double bd = 1e9;
                    for (int i = 0; i <= 200; ++i)
                        for (int j = 0; j <= 200; ++j) {
                            const V p{i / 200.0, j / 200.0};
                            if (std::fabs(c.sd(p)) > 0.004) continue;
                            const double d = len(p - q);
                            if (d < bd) bd = d, best = p;
                        }
                    const double e = 1e-3;
                    const V g = norm(V{c.sd(best + V{e, 0}) - c.sd(best - V{e, 0}), c.sd(best + V{0, e}) - c.sd(best - V{0, e})});
                    const double l = len(best - m);
                    hermite(rp.path, m, kIn[side] * (l * 1.1), best, g * (l * 1.1), 20);
                    rp.path.add(best + g * 0.08);
                }
                break;
            }
            case RoadEnd::None:
                break;
        }
        s.roads.push_back(rp);
    }

    auto road_dist = [&](V p) {
        double d = 1e9;
        for (const auto& r : s.roads) d = std::min(d, r.path.dist(p, 0.3));
        return d;
    };
    auto river_dist = [&](V p) {
        double d = 1e9;
        for (const auto& r : s.rivers) d = std::min(d, r.dist(p, 0.3));
        for (const auto& pd : s.ponds) d = std::min(d, len(p - pd.c) - pd.r + kRiverW);
        return d;
    };

    // --- the expansions' landmarks (art_record.h) --------------------------------------------------
    {
        const auto hooks = art_hooks();
        for (size_t k = 0; k < hooks.size(); ++k) {
            if (!hooks[k].build) continue;
            const size_t first = s.landmarks.size();
            hooks[k].build(s, t);
            for (size_t i = first; i < s.landmarks.size(); ++i) s.landmarks[i].part = static_cast<int>(k);
        }
    }
    auto clearing_dist = [&](V p) {  // distance outside the nearest clearing (negative inside)
        double d = 1e9;
        for (const Clearing& c : s.clearings) d = std::min(d, seg_dist(p, c.a, c.b) - c.r);
        return d;
    };

    // --- shields --------------------------------------------------------------------------------
    for (size_t ci = 0; ci < s.cities.size(); ++ci) {
        for (int k = 0; k < s.cities[ci].pennants; ++k) {
            V best{0.5, 0.5};
            double bs = -1e9;
            for (int i = 1; i < 48; ++i)
                for (int j = 1; j < 48; ++j) {
                    const V p{i / 48.0, j / 48.0};
                    double sc = s.cities[ci].sd(p) - kWall;
                    for (size_t o = 0; o < s.cities.size(); ++o)
                        if (o < ci) sc = std::min(sc, -s.cities[o].sd(p));
                    sc = std::min(sc, std::min(std::min(p.x, 1 - p.x), std::min(p.y, 1 - p.y)) - 0.02);
                    sc = std::min(sc, road_dist(p) - kRoadW);
                    for (const V& o : s.shields) sc = std::min(sc, len(p - o) - 0.2);
                    if (!s.clearings.empty()) sc = std::min(sc, clearing_dist(p) - 0.06);
                    sc -= 0.02 * len(p - kCentre);
                    if (sc > bs + 1e-9) bs = sc, best = p;
                }
            s.shields.push_back(best);
        }
    }

    // --- wheel badge ----------------------------------------------------------------------------
    if (t.symbol > 0) {
        const V cands[4] = {{0.84, 0.16}, {0.84, 0.84}, {0.16, 0.84}, {0.16, 0.16}};
        s.badge_c = cands[0];
        for (const V& c : cands) {
            if (city_at(c, nullptr) > -0.14) continue;
            if (road_dist(c) < kRoadW + 0.13) continue;
            if (clearing_dist(c) < 0.12) continue;
            s.badge_c = c;
            break;
        }
    }

    // --- houses ---------------------------------------------------------------------------------
    for (size_t ci = 0; ci < s.cities.size(); ++ci) {
        const CityShape& c = s.cities[ci];
        const double step = 0.125;
        for (int j = 0; j < 8; ++j)
            for (int i = 0; i < 8; ++i) {
                const uint32_t h = hash3(s.seed, static_cast<uint32_t>(i * 16 + j), static_cast<uint32_t>(ci + 7));
                if (h % 100 < (icon ? 0u : 30u)) continue;
                const double u = hash01(h, 1, 2), v = hash01(h, 3, 4);
                House hs;
                hs.c = {(i + 0.5 + 0.4 * (u - 0.5)) * step, (j + 0.5 + 0.4 * (v - 0.5)) * step};
                hs.ridge_x = (h >> 8) & 1;
                const double lx = 0.052 + 0.01 * hash01(h, 5, 6), ly = 0.036;
                hs.half = hs.ridge_x ? V{lx, ly} : V{ly, lx};
                const double rt = hash01(h, 7, 8);
                hs.roof = mix(kRoof, rgb(170, 60, 44), rt);
                bool ok = true;
                const V corners[5] = {hs.c, hs.c + hs.half, hs.c - hs.half, hs.c + V{hs.half.x, -hs.half.y},
                                      hs.c + V{-hs.half.x, hs.half.y}};
                for (const V& p : corners) {
                    if (c.sd(p) < kWall + 0.012) ok = false;
                    for (size_t o = 0; o < s.cities.size(); ++o)
                        if (o < ci && s.cities[o].sd(p) > -0.02) ok = false;
                    if (p.x < 0.025 || p.y < 0.025 || p.x > 0.975 || p.y > 0.975) ok = false;
                    if (is_board && board_sd(V{t.board_col + p.x, t.board_row + p.y}) < 0.03) ok = false;
                }
                if (!ok) continue;
                const double rad = len(hs.half);
                if (road_dist(hs.c) < kRoadW + rad + 0.015) continue;
                if (river_dist(hs.c) < kRiverW + rad + 0.02) continue;
                for (const V& sh : s.shields)
                    if (len(hs.c - sh) < rad + (icon ? 0.15 : 0.1)) ok = false;
                for (const House& o : s.houses)
                    if (std::fabs(o.c.x - hs.c.x) < o.half.x + hs.half.x + 0.012 &&
                        std::fabs(o.c.y - hs.c.y) < o.half.y + hs.half.y + 0.012)
                        ok = false;
                if (s.wheel && len(hs.c - s.badge_c) < rad + 0.13) ok = false;
                if (clearing_dist(hs.c) < rad + 0.01) ok = false;
                if (ok) s.houses.push_back(hs);
            }
    }
    return s;
}

}  // namespace art
