// Shading a tile's picture: the colour of a Scene at a point of the unit tile (the wheel board's picture and the
// abbey's buildings are in the expansions' art, src/art/expansions/).
#include "art/expansions/abbey_mayor/abbey_art.h"
#include "art/expansions/art_record.h"
#include "art/expansions/wheel/wheel_art.h"
#include "art/tile_scene.h"
#include "art/tile_style.h"

namespace art {
namespace {

RGB field_colour(const Scene& s, V p) {
    // soft patches of lighter and darker grass, in a few flat steps (cheap to compress)
    double n = 0.6 * tile_noise(p.x, p.y, 4, 11) + 0.4 * tile_noise(p.x, p.y, 9, 12);
    n = std::floor(n * 7) / 7;
    RGB col = mix(kGrassDark, kGrassLight, 0.2 + 0.6 * n);
    col = mix(col, kGrass, 0.55);
    // grass tufts
    const int G = 10;
    const int ci = static_cast<int>(std::floor(p.x * G)), cj = static_cast<int>(std::floor(p.y * G));
    for (int j = cj - 1; j <= cj + 1; ++j)
        for (int i = ci - 1; i <= ci + 1; ++i) {
            if (i < 0 || j < 0 || i >= G || j >= G) continue;
            const uint32_t h = hash3(s.seed, static_cast<uint32_t>(i), static_cast<uint32_t>(j));
            if (h % 100 >= 30) continue;
            const V b{(i + 0.2 + 0.6 * hash01(h, 1, 0)) / G, (j + 0.45 + 0.4 * hash01(h, 2, 0)) / G};
            if (b.x < 0.04 || b.y < 0.06 || b.x > 0.96 || b.y > 0.96) continue;
            if (std::fabs(p.x - b.x) > 0.04 || p.y > b.y + 0.01 || p.y < b.y - 0.05) continue;
            const bool light = (h >> 12) % 3 == 0;
            for (int k = -1; k <= 1; ++k) {
                const V tip = b + V{k * 0.014, -0.03 - (k == 0 ? 0.008 : 0.0)};
                if (seg_dist(p, b + V{k * 0.004, 0}, tip) < 0.0042)
                    return light ? mix(col, kGrassLight, 0.7) : mix(col, kGrassDark, 0.75);
            }
        }
    // a few flowers
    const int F = 5;
    const int fi = static_cast<int>(std::floor(p.x * F)), fj = static_cast<int>(std::floor(p.y * F));
    if (fi >= 0 && fj >= 0 && fi < F && fj < F) {
        const uint32_t h = hash3(s.seed ^ 0x5bd1e995U, static_cast<uint32_t>(fi), static_cast<uint32_t>(fj));
        if (h % 100 < 35) {
            const V c{(fi + 0.2 + 0.6 * hash01(h, 3, 1)) / F, (fj + 0.2 + 0.6 * hash01(h, 4, 1)) / F};
            const double d = len(p - c);
            if (d < 0.011) return (h >> 10) % 2 ? rgb(250, 236, 120) : rgb(250, 250, 240);
        }
    }
    return col;
}

bool shield_at(V c, double sz, V p, RGB* out) {
    auto inside = [&](V q) {
        if (std::fabs(q.x) > 0.85 || q.y < -0.95 || q.y > 1.05) return false;
        if (q.y <= 0) return true;
        const double t = q.y / 1.05;
        return std::fabs(q.x) <= 0.85 * std::sqrt(std::max(0.0, 1 - t * t));
    };
    const V q = (p - c) * (1 / sz);
    if (!inside(q)) return false;
    const V q2 = (q - V{0, 0.02}) * (1 / 0.82);
    if (!inside(q2)) return *out = kOutline, true;
    const V q3 = (q - V{0, 0.04}) * (1 / 0.62);
    if (!inside(q3)) return *out = kWhite, true;
    // a white cross on blue
    if (std::fabs(q.x) < 0.1 || std::fabs(q.y + 0.08) < 0.1) return *out = kWhite, true;
    return *out = kShieldBlue, true;
}

bool house_at(const House& h, V p, RGB* out) {
    const V d = p - h.c;
    const double sd = box_sd(d, h.half, 0.006);
    if (sd > 0) return false;
    if (sd > -0.0065) return *out = kRoofEdge, true;
    const double along = h.ridge_x ? d.y : d.x;
    if (std::fabs(along) < 0.003) return *out = scale(h.roof, 0.6), true;
    *out = along < 0 ? mix(h.roof, kWhite, 0.12) : scale(h.roof, 0.8);
    return true;
}

bool cloister_at(const Scene& s, V p, RGB* out) {
    const double k = s.clo_s;
    const V d = (p - s.clo_c) * (1 / k);
    // garden
    const double g = box_sd(d, {0.2, 0.2}, 0.05);
    if (g > 0.012) return false;
    // chapel shadow, chapel, tower
    const V nave_c{0, 0.03};
    const V tower_c{0, -0.11};
    auto chapel = [&](V q, RGB* o) {
        const double t = box_sd(q - tower_c, {0.05, 0.05}, 0.004);
        if (t < 0) {
            if (t > -0.008) return *o = kRoofEdge, true;
            const V e = q - tower_c;
            // pyramid roof: four faces
            if (std::fabs(e.x) < 0.012 && std::fabs(e.y) < 0.012) return *o = rgb(240, 200, 80), true;
            if (std::fabs(e.x) > std::fabs(e.y)) return *o = e.x < 0 ? rgb(214, 88, 62) : rgb(150, 50, 38), true;
            return *o = e.y < 0 ? rgb(226, 100, 72) : rgb(170, 60, 44), true;
        }
        const double n = box_sd(q - nave_c, {0.08, 0.13}, 0.006);
        if (n < 0) {
            if (n > -0.008) return *o = kRoofEdge, true;
            const double x = q.x - nave_c.x;
            if (std::fabs(x) < 0.004) return *o = rgb(120, 40, 30), true;
            return *o = x < 0 ? rgb(214, 86, 60) : rgb(164, 56, 42), true;
        }
        return false;
    };
    if (chapel(d, out)) return true;
    const bool shadow = chapel(d - V{0.018, 0.018}, out);
    if (g > 0) return *out = rgb(40, 70, 30), true;
    RGB c;
    if (g > -0.03)
        c = mix(kHedge, rgb(90, 140, 64), smoothstep(-0.03, -0.005, g) * 0.5);
    else {
        c = kLawn;
        // flower beds
        const V beds[4] = {{-0.13, 0.13}, {0.13, 0.13}, {-0.13, -0.06}, {0.13, -0.06}};
        for (int i = 0; i < 4; ++i)
            if (len(d - beds[i]) < 0.022) c = i % 2 ? rgb(240, 90, 110) : rgb(250, 224, 90);
        // path from the door
        if (std::fabs(d.x) < 0.025 && d.y > 0.16) c = kRoad;
    }
    if (shadow) c = scale(c, 0.72);
    *out = c;
    return true;
}

}  // namespace

RGB shade(const Scene& s, V p) {
    // wheel board (drawn over everything of its cells)
    if (s.board_col >= 0) {
        RGB b;
        if (shade_board(V{s.board_col + p.x, s.board_row + p.y}, &b)) return b;
    }

    RGB col;
    bool done = false;
    // --- cloister / abbey (top) ---
    if (s.cloister && std::fabs(p.x - s.clo_c.x) < 0.27 && std::fabs(p.y - s.clo_c.y) < 0.27) {
        if (cloister_at(s, p, &col)) done = true;
    }
    // --- wheel badge ---
    if (!done && s.wheel > 0) done = wheel_badge_at(s, p, &col);
    if (done) return col;

    if (s.abbey) {
        col = field_colour(s, p);
        RGB b;
        if (abbey_at(p, &b)) {
            if (b.r == 0 && b.g == 0 && b.b == 0) return scale(col, 0.7);
            return b;
        }
        return col;
    }

    // --- base layers: field, river, city ---
    int which = -1;
    const double csd = s.cities.empty() ? -1e9 : city_sd_list(s.cities, p, &which);
    double rd = 1e9;
    for (const auto& r : s.rivers) rd = std::min(rd, r.dist(p, kRiverW + 0.05));
    double pond = 1e9;
    for (const auto& pd : s.ponds) {
        const double a = datan2(p.y - pd.c.y, p.x - pd.c.x);
        const double rr = pd.r * (1 + 0.06 * dsin(3 * a + 0.5) + 0.04 * dsin(5 * a + 1.7));
        pond = std::min(pond, len(p - pd.c) - rr);
    }
    const double water = std::min(rd - kRiverW, pond);  // < 0 in the water

    if (s.bridge_axis >= 0) {
        // the walled bridge joining the two caps: paved, walls on both sides, a shadow on the field below,
        // and dark arches where it passes under the other city's walls
        const double across = s.bridge_axis == 0 ? p.y - 0.5 : p.x - 0.5;
        const double a = std::fabs(across);
        if (csd <= 0 && a < 0.062) {
            if (a < 0.032) return mix(kStreet, kCityFill, 0.3);
            if (a < 0.05) return kWallStone;
            return scale(field_colour(s, p), across > 0 ? 0.7 : 0.9);
        }
        if (csd > 0 && which == 0 && a < 0.05 && s.cities[0].sd(p) < kWall + 0.02) return a < 0.032 ? rgb(52, 40, 32) : kWallTop;
    }
    if (csd > 0) {
        const CityShape& c = s.cities[static_cast<size_t>(which)];
        const double d = c.sd(p);
        if (d < 0.007) col = kWallOut;
        else if (d < kWall - 0.008) col = mix(kWallStone, rgb(128, 106, 86), smoothstep(0.007, kWall, d));
        else if (d < kWall) col = kWallTop;
        else {
            const double n = std::floor(tile_noise(p.x, p.y, 7, 21) * 5) / 5;
            col = mix(kCityFill, rgb(204, 170, 120), n);
            // crenellations: small merlons along the wall top
            if (d < kWall + 0.014) col = mix(col, rgb(160, 136, 108), 0.5);
            RGB h;
            bool in_house = false;
            for (const House& hs : s.houses)
                if (std::fabs(p.x - hs.c.x) < 0.08 && std::fabs(p.y - hs.c.y) < 0.08 && house_at(hs, p, &h)) {
                    col = h;
                    in_house = true;
                    break;
                }
            if (!in_house) {
                for (const House& hs : s.houses) {
                    const House sh{hs.c + V{0.012, 0.014}, hs.half, hs.ridge_x, hs.roof};
                    if (box_sd(p - sh.c, sh.half, 0.006) < 0) {
                        col = scale(col, 0.78);
                        break;
                    }
                }
            }
            for (const V& sc : s.shields) {
                RGB sh;
                if (shield_at(sc, s.icon ? 0.13 : 0.088, p, &sh)) col = sh;
                else if (shield_at(sc + V{0.01, 0.012}, s.icon ? 0.13 : 0.088, p, &sh)) col = scale(col, 0.75);
            }
        }
    } else if (water < 0) {
        // water with a darker bank and a few light ripples
        if (water > -kBank) col = kBankC;
        else {
            // deeper blue in the middle, a light ripple line along the river
            col = mix(rgb(56, 124, 196), kWater, smoothstep(-kBank - 0.002, -kBank - 0.03, water));
            if (rd < 1e8 && std::fabs(rd - 0.022) < 0.006 && pond > 0) col = mix(col, kWaterLight, 0.55);
            if (pond < -0.03 && std::fabs(pond + 0.05) < 0.006) col = mix(col, kWaterLight, 0.45);
        }
    } else {
        col = field_colour(s, p);
        // soft shadow round the city walls
        if (csd > -0.02) col = scale(col, 0.82 + 0.18 * smoothstep(-0.02, 0, -csd));
        if (water < 0.012) col = mix(col, rgb(90, 140, 70), 0.5);  // reeds/edge
    }

    // --- roads ---
    {
        double d = 1e9;
        const RoadPath* near = nullptr;
        for (const auto& r : s.roads) {
            const double x = r.path.dist(p, kRoadW + 0.03);
            if (x < d) d = x, near = &r;
        }
        if (near && d < kRoadW + 0.012) {
            const bool over_water = water < 0.012;
            if (over_water) {
                // bridge with parapets
                if (d < kRoadW - 0.018) col = kBridge;
                else if (d < kRoadW + 0.012) col = kBridgeEdge;
            } else if (csd > 0) {
                if (d < kRoadW) {
                    if (csd < kWall) col = kGate;
                    else if (near->through_city && !near->gate) col = d < kRoadW - kRoadEdge ? kStreet : rgb(150, 138, 118);
                }
            } else if (const double t = causeway_at(*near, p); t >= 0.0) {
                // stepping stones: flat slabs across the road's width, grass between them
                const double k = t / 0.08 - std::floor(t / 0.08);
                const double stone = std::max(std::fabs(k - 0.5) * 0.08 - 0.026, d - (kRoadW - 0.008));
                if (stone < 0) col = stone > -0.006 ? kRoadEdgeC : kRoad;
                else if (stone < 0.006) col = scale(col, 0.8);
            } else if (d < kRoadW) {
                col = d < kRoadW - kRoadEdge ? kRoad : kRoadEdgeC;
            } else if (d < kRoadW + 0.01) {
                col = scale(col, 0.86);  // soft shadow beside the road
            }
        }
    }

    // --- village square ---
    if (s.village) {
        const double r = len(p - s.village_c);
        if (r < 0.11) {
            if (r > 0.1) col = kOutline;
            else if (r > 0.05) {
                col = rgb(214, 204, 184);
                const double a = datan2(p.y - 0.5, p.x - 0.5);
                const double k = a / (kPi / 8);
                if (std::fabs(k - std::floor(k + 0.5)) < 0.05 || std::fabs(r - 0.075) < 0.003) col = rgb(176, 166, 148);
            } else if (r > 0.042) col = kOutline;
            else if (r > 0.028) col = rgb(160, 156, 150);
            else if (r > 0.022) col = rgb(60, 60, 70);
            else col = kWater;
        }
    }
    // --- dead end: a barrier and a bush ---
    if (s.dead_end) {
        const V a = s.dead_dir, b = perp(a);
        const V d = p - s.dead_p;
        const double along = dot(d, a), across = dot(d, b);
        const double bar = box_sd({across, along - 0.004}, {kRoadW + 0.02, 0.014}, 0.004);
        if (bar < 0) col = bar > -0.006 ? kOutline : rgb(140, 92, 52);
        const V bush = s.dead_p + a * 0.06;
        const double bd = len(p - bush);
        if (bd < 0.052) {
            col = bd > 0.046 ? rgb(30, 60, 26) : mix(rgb(60, 118, 48), rgb(110, 160, 70), clamp01(0.8 - len(p - bush - V{0.015, 0.015}) * 14));
        }
    }
    // --- the expansions' landmarks, over everything else (art_record.h) ---
    if (!s.landmarks.empty()) {
        const auto hooks = art_hooks();
        for (const Landmark& m : s.landmarks)
            if (std::fabs(p.x - m.c.x) < m.reach && std::fabs(p.y - m.c.y) < m.reach)
                hooks[static_cast<size_t>(m.part)].shade(s, m, p, &col);
    }
    return col;
}

void render_rows(const Scene& s, int size, int ss, int row0, int row1, uint8_t* out, int stride, int channels) {
    const double k = 1.0 / (ss * ss);
    for (int py = row0; py < row1; ++py)
        for (int px = 0; px < size; ++px) {
            double r = 0, g = 0, b = 0;
            for (int sy = 0; sy < ss; ++sy)
                for (int sx = 0; sx < ss; ++sx) {
                    const V p{(px + (sx + 0.5) / ss) / size, (py + (sy + 0.5) / ss) / size};
                    const RGB c = shade(s, p);
                    r += c.r, g += c.g, b += c.b;
                }
            uint8_t* o = out + static_cast<size_t>(py) * stride + static_cast<size_t>(px) * channels;
            o[0] = to8(r * k), o[1] = to8(g * k), o[2] = to8(b * k);
            if (channels == 4) o[3] = 255;
        }
}

}  // namespace art
