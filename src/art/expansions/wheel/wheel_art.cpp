// The Wheel of Fortune in the tile pictures: the wheel board's outline and picture, and the badge of a wheel tile
// (see wheel_art.h).
#include "art/expansions/wheel/wheel_art.h"

#include "art/expansions/wheel/wheel_layout.h"
#include "art/tile_style.h"

namespace art {
namespace {

// Digits 1..3 as strokes in a box [-0.5, 0.5]^2.
std::vector<Path> digit_paths(int d) {
    std::vector<Path> out;
    auto arc = [](Path& p, V c, double r, double a0, double a1, int n) {
        for (int i = 0; i <= n; ++i) p.add(c + dir(a0 + (a1 - a0) * i / n) * r);
    };
    Path p;
    if (d == 1) {
        p.add({-0.2, -0.28});
        p.add({0.04, -0.46});
        p.add({0.04, 0.46});
        out.push_back(p);
    } else if (d == 2) {
        arc(p, {0, -0.18}, 0.27, kPi * 1.05, kPi * 2.25, 16);
        p.add({-0.29, 0.46});
        p.add({0.32, 0.46});
        out.push_back(p);
    } else {
        arc(p, {-0.01, -0.22}, 0.24, kPi * 1.1, kPi * 2.5, 16);
        Path q;
        arc(q, {-0.01, 0.2}, 0.27, kPi * 1.5, kPi * 2.9, 16);
        out.push_back(p);
        out.push_back(q);
    }
    return out;
}

RGB wheel_colour(int n) {
    switch (n) {
        case 1: return rgb(30, 140, 120);
        case 2: return rgb(226, 128, 30);
        default: return rgb(186, 40, 60);
    }
}

// Icon of wheel segment k at local coordinates q (unit ~ icon radius); returns coverage colour.
bool segment_icon(int k, V q, RGB* out) {
    const RGB ink = rgb(252, 246, 226);
    switch (k) {
        case 0: {  // Fortune: a star
            static const std::vector<V> star = star_poly({0, 0.05}, 1.0, 0.45);
            if (in_poly(star, q)) return *out = ink, true;
            return false;
        }
        case 1: {  // Tax: a coin stack
            for (int i = 0; i < 3; ++i) {
                const V c{0, 0.45 - i * 0.35};
                const double d = box_sd(q - c, {0.75, 0.17}, 0.15);
                if (d < 0) return *out = (d > -0.09 ? rgb(90, 60, 120) : ink), true;
            }
            return false;
        }
        case 2: {  // Famine: an empty bowl
            const double rr = len(q - V{0, -0.1});
            if (q.y > -0.1 && rr < 0.85) return *out = (rr > 0.74 || q.y < 0.0 ? rgb(110, 60, 20) : ink), true;
            if (box_sd(q - V{0, 0.85}, {0.35, 0.08}, 0.04) < 0) return *out = ink, true;
            return false;
        }
        case 3: {  // Storm: a lightning bolt
            static const std::vector<V> bolt = {{0.25, -1.0}, {-0.45, 0.1}, {-0.02, 0.1}, {-0.3, 1.0},
                                                {0.5, -0.2},  {0.05, -0.2}, {0.4, -1.0}};
            if (in_poly(bolt, q)) return *out = ink, true;
            return false;
        }
        case 4: {  // Inquisition: a flame
            const double d = std::min(len(q - V{0, 0.35}) - 0.55,
                                      poly_sd({{-0.5, 0.2}, {0.1, -1.0}, {0.5, 0.2}}, q));
            if (d < 0) {
                const double inner = std::min(len(q - V{0, 0.5}) - 0.28, poly_sd({{-0.26, 0.45}, {0.05, -0.25}, {0.28, 0.45}}, q));
                return *out = (inner < 0 ? rgb(250, 210, 90) : ink), true;
            }
            return false;
        }
        default: {  // Plague: a skull
            const double head = len(q - V{0, -0.15}) - 0.7;
            const double jaw = box_sd(q - V{0, 0.5}, {0.38, 0.3}, 0.1);
            if (std::min(head, jaw) < 0) {
                if (len(q - V{-0.27, -0.1}) < 0.19 || len(q - V{0.27, -0.1}) < 0.19) return *out = rgb(50, 60, 30), true;
                if (std::fabs(q.x) < 0.05 && q.y > 0.35) return *out = rgb(50, 60, 30), true;
                return *out = ink, true;
            }
            return false;
        }
    }
}

// Crown glyph inside a unit circle.
bool crown_glyph(V q, RGB* out) {
    static const std::vector<V> crown = {{-0.62, 0.42}, {-0.7, -0.35}, {-0.33, 0.02}, {0, -0.52},
                                         {0.33, 0.02},  {0.7, -0.35},  {0.62, 0.42}};
    const double d = poly_sd(crown, q);
    if (d < 0) return *out = (d > -0.09 ? rgb(120, 80, 10) : rgb(246, 198, 50)), true;
    if (d < 0.02) return *out = rgb(120, 80, 10), true;
    return false;
}

}  // namespace

double board_sd(V g) { return box_sd(g - V{2, 2}, {1.5, 1.5}, 0.22); }

// The wheel board picture at board coordinates g (4 x 4 cells); false outside the board.
bool shade_board(V g, RGB* out) {
    const double bsd = board_sd(g);
    if (bsd > 0.006) return false;
    if (bsd > -0.006) return *out = kOutline, true;
    if (bsd > -0.05) return *out = mix(rgb(120, 80, 48), rgb(150, 104, 64), smoothstep(-0.05, -0.006, bsd)), true;
    if (bsd > -0.058) return *out = rgb(80, 54, 34), true;
    namespace L = carc::wheel_layout;
    const V c{L::kCentreX, L::kCentreY};
    const V d = g - c;
    const double r = len(d);
    // crown spaces (the same places as the board view's, from one table)
    for (double deg : L::kCrownDegrees) {
        const double a = deg * kPi / 180;
        const V cc = c + V{dsin(a), -dcos(a)} * L::kCrownRadius;
        const double dd = len(g - cc);
        if (dd < L::kCrownDisc) {
            if (dd > L::kCrownDisc - 0.012) return *out = kOutline, true;
            RGB gl;
            if (crown_glyph((g - cc) * (1 / 0.09), &gl)) return *out = gl, true;
            return *out = rgb(248, 238, 210), true;
        }
    }
    // parchment background
    RGB bg = mix(rgb(232, 214, 170), rgb(214, 190, 140), smoothstep(0.8, 2.1, r));
    const double wr = L::kWheelRadius, rr = L::kRimRadius;
    if (r > rr + 0.01) return *out = bg, true;
    if (r > rr) return *out = kOutline, true;
    if (r > wr + 0.01) return *out = mix(rgb(110, 72, 40), rgb(150, 102, 58), smoothstep(wr + 0.01, rr, r)), true;
    if (r > wr) return *out = kOutline, true;
    // segments
    double th = datan2(d.x, -d.y);  // clockwise from the top
    if (th < 0) th += 2 * kPi;
    const int k = static_cast<int>(std::floor((th + kPi / 6) / (kPi / 3))) % 6;
    // spoke lines between segments
    const double bound = (k * kPi / 3) - kPi / 6;
    double dist_line = 1e9;
    for (double b : {bound, bound + kPi / 3}) {
        const V u{dsin(b), -dcos(b)};
        if (dot(d, u) > 0) dist_line = std::min(dist_line, std::fabs(cross(u, d)));
    }
    if (r < L::kHubRadius) {
        if (r > L::kHubRadius - 0.01) return *out = kOutline, true;
        return *out = r < 0.07 ? rgb(80, 54, 34) : rgb(150, 102, 58), true;
    }
    if (dist_line < 0.022) return *out = (dist_line < 0.008 ? rgb(120, 80, 44) : rgb(240, 226, 190)), true;
    // the segment's picture near the hub; the pig walks round the outer part
    const double a = k * kPi / 3;
    const V ic = c + V{dsin(a), -dcos(a)} * L::kIconRadius;
    RGB ico;
    if (segment_icon(k, (g - ic) * (1 / L::kIconSize), &ico)) return *out = ico, true;
    RGB sc = rgb(L::kSegmentRGB[k][0], L::kSegmentRGB[k][1], L::kSegmentRGB[k][2]);
    if (r < 0.3) sc = mix(sc, kWhite, 0.35);
    *out = mix(sc, scale(sc, 0.86), smoothstep(0.4, wr, r));
    return true;
}

// The badge of a wheel tile (s.wheel > 0, 1 to 3) at p: a disc in the number's colour with the number in white,
// ringed in white with teeth, at s.badge_c; false outside it.
bool wheel_badge_at(const Scene& s, V p, RGB* out) {
    RGB col;
    const V d = p - s.badge_c;
    const double r = len(d);
    if (r < 0.115) {
        if (r > 0.103) {
            col = kOutline;
        } else if (r > 0.088) {
            col = kWhite;
            // wheel teeth
            double th = datan2(d.y, d.x);
            const double k = th / (kPi / 4);
            if (std::fabs(k - std::floor(k + 0.5)) < 0.18) col = wheel_colour(s.wheel);
        } else {
            col = wheel_colour(s.wheel);
            for (const Path& dp : digit_paths(s.wheel)) {
                Path scaled;
                for (const V& q : dp.pts) scaled.add(s.badge_c + q * 0.12);
                if (scaled.dist(p, 0.05) < 0.014) col = kWhite;
            }
        }
        *out = col;
        return true;
    }
    return false;
}

}  // namespace art
