// Deterministic maths for the art generator: 2D vectors, colours, our own sin/cos/atan2 (so the
// output does not depend on the C library's transcendental functions), integer hashing, value noise,
// distance helpers. Everything uses plain IEEE double operations (compile with -ffp-contract=off).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

namespace art {

inline constexpr double kPi = 3.14159265358979323846;

struct V {
    double x = 0, y = 0;
};
inline V operator+(V a, V b) { return {a.x + b.x, a.y + b.y}; }
inline V operator-(V a, V b) { return {a.x - b.x, a.y - b.y}; }
inline V operator*(V a, double s) { return {a.x * s, a.y * s}; }
inline double dot(V a, V b) { return a.x * b.x + a.y * b.y; }
inline double cross(V a, V b) { return a.x * b.y - a.y * b.x; }
inline double len(V a) { return std::sqrt(dot(a, a)); }  // sqrt is correctly rounded (IEEE)
inline V norm(V a) {
    const double l = len(a);
    return l > 0 ? a * (1.0 / l) : V{0, 0};
}
inline V perp(V a) { return {-a.y, a.x}; }
inline V lerp(V a, V b, double t) { return a + (b - a) * t; }
inline double clamp01(double t) { return t < 0 ? 0 : (t > 1 ? 1 : t); }
inline double smoothstep(double a, double b, double x) {
    const double t = clamp01((x - a) / (b - a));
    return t * t * (3 - 2 * t);
}

// sin / cos by range reduction and a Taylor series (|x| <= pi/2 after reduction).
inline double dsin(double x) {
    const double two_pi = 2 * kPi;
    x -= two_pi * std::floor(x / two_pi + 0.5);  // [-pi, pi]
    if (x > kPi / 2) x = kPi - x;
    if (x < -kPi / 2) x = -kPi - x;
    const double x2 = x * x;
    double term = x, sum = x;
    for (int n = 1; n < 12; ++n) {
        term *= -x2 / ((2 * n) * (2 * n + 1));
        sum += term;
    }
    return sum;
}
inline double dcos(double x) { return dsin(x + kPi / 2); }

inline double datan(double t) {
    bool neg = t < 0;
    if (neg) t = -t;
    bool inv = t > 1;
    if (inv) t = 1 / t;
    // atan(t) = pi/6 + atan((t - 1/sqrt3) / (1 + t/sqrt3)) for t > tan(pi/12)
    const double k = 0.57735026918962576451;  // 1/sqrt(3)
    bool shift = t > 0.26794919243112270647;
    if (shift) t = (t - k) / (1 + t * k);
    const double t2 = t * t;
    double term = t, sum = t;
    for (int n = 1; n < 16; ++n) {
        term *= -t2;
        sum += term / (2 * n + 1);
    }
    if (shift) sum += kPi / 6;
    if (inv) sum = kPi / 2 - sum;
    return neg ? -sum : sum;
}
inline double datan2(double y, double x) {
    if (x > 0) return datan(y / x);
    if (x < 0) return y >= 0 ? datan(y / x) + kPi : datan(y / x) - kPi;
    return y > 0 ? kPi / 2 : (y < 0 ? -kPi / 2 : 0);
}
inline V dir(double angle) { return {dcos(angle), dsin(angle)}; }

// Integer hash (lowbias32 by Chris Wellons' published constants).
inline uint32_t hash32(uint32_t x) {
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}
inline uint32_t hash3(uint32_t a, uint32_t b, uint32_t c) { return hash32(a ^ hash32(b ^ hash32(c + 0x9e3779b9U))); }
inline double hash01(uint32_t a, uint32_t b, uint32_t c) { return (hash3(a, b, c) >> 8) * (1.0 / 16777216.0); }
inline uint32_t hash_str(const char* s) {
    uint32_t h = 2166136261U;
    for (; *s; ++s) h = (h ^ static_cast<uint8_t>(*s)) * 16777619U;
    return h;
}

// Value noise with period `period` lattice cells over [0,1) (tileable), smooth interpolation.
inline double value_noise(double x, double y, int period, uint32_t seed) {
    const double fx = x * period, fy = y * period;
    const double ix = std::floor(fx), iy = std::floor(fy);
    const double tx = fx - ix, ty = fy - iy;
    const double sx = tx * tx * (3 - 2 * tx), sy = ty * ty * (3 - 2 * ty);
    auto at = [&](int i, int j) {
        const int a = ((i % period) + period) % period, b = ((j % period) + period) % period;
        return hash01(static_cast<uint32_t>(a), static_cast<uint32_t>(b), seed);
    };
    const int i = static_cast<int>(ix), j = static_cast<int>(iy);
    const double v00 = at(i, j), v10 = at(i + 1, j), v01 = at(i, j + 1), v11 = at(i + 1, j + 1);
    const double a = v00 + (v10 - v00) * sx, b = v01 + (v11 - v01) * sx;
    return a + (b - a) * sy;  // [0,1]
}
// Tileable and invariant under quarter turns about the tile centre, so fields join seamlessly
// between tiles in any rotation.
inline double tile_noise(double x, double y, int period, uint32_t seed) {
    return 0.25 * (value_noise(x, y, period, seed) + value_noise(1 - y, x, period, seed) +
                   value_noise(1 - x, 1 - y, period, seed) + value_noise(y, 1 - x, period, seed));
}

struct RGB {
    double r = 0, g = 0, b = 0;
};
inline RGB rgb(int r, int g, int b) { return {r / 255.0, g / 255.0, b / 255.0}; }
inline RGB mix(RGB a, RGB b, double t) { return {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t}; }
inline RGB scale(RGB a, double s) { return {a.r * s, a.g * s, a.b * s}; }
// A colour channel in [0, 1] as a byte, rounded.
inline uint8_t to8(double v) {
    const double x = v * 255.0 + 0.5;
    return static_cast<uint8_t>(x < 0 ? 0 : (x > 255 ? 255 : x));
}

inline double seg_dist(V p, V a, V b) {
    const V ab = b - a, ap = p - a;
    const double l2 = dot(ab, ab);
    const double t = l2 > 0 ? clamp01(dot(ap, ab) / l2) : 0;
    return len(ap - ab * t);
}

// A polyline with a bounding box, for fast "distance to a path" queries.
struct Path {
    std::vector<V> pts;
    double x0 = 1e9, y0 = 1e9, x1 = -1e9, y1 = -1e9;
    void add(V p) {
        pts.push_back(p);
        x0 = std::min(x0, p.x), y0 = std::min(y0, p.y), x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
    }
    // Distance to the path, or `far` when p is more than `reach` outside the bounding box.
    double dist(V p, double reach, double far = 1e9) const {
        if (p.x < x0 - reach || p.x > x1 + reach || p.y < y0 - reach || p.y > y1 + reach) return far;
        double d = far;
        for (size_t i = 1; i < pts.size(); ++i) {
            const V a = pts[i - 1], b = pts[i];
            if (p.x < std::min(a.x, b.x) - reach || p.x > std::max(a.x, b.x) + reach ||
                p.y < std::min(a.y, b.y) - reach || p.y > std::max(a.y, b.y) + reach)
                continue;
            d = std::min(d, seg_dist(p, a, b));
        }
        return d;
    }
};

// Cubic Hermite piece from a (tangent ta) to b (tangent tb), appended to path (without its first point
// when the path already has points).
inline void hermite(Path& path, V a, V ta, V b, V tb, int steps) {
    for (int i = path.pts.empty() ? 0 : 1; i <= steps; ++i) {
        const double t = static_cast<double>(i) / steps, t2 = t * t, t3 = t2 * t;
        const double h00 = 2 * t3 - 3 * t2 + 1, h10 = t3 - 2 * t2 + t, h01 = -2 * t3 + 3 * t2, h11 = t3 - t2;
        path.add(a * h00 + ta * h10 + b * h01 + tb * h11);
    }
}

// Point in polygon (even-odd).
inline bool in_poly(const std::vector<V>& poly, V p) {
    bool in = false;
    for (size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
        const V a = poly[i], b = poly[j];
        if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x) in = !in;
    }
    return in;
}
inline double poly_edge_dist(const std::vector<V>& poly, V p) {
    double d = 1e9;
    for (size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) d = std::min(d, seg_dist(p, poly[j], poly[i]));
    return d;
}
// Signed distance to a polygon: negative inside.
inline double poly_sd(const std::vector<V>& poly, V p) {
    const double d = poly_edge_dist(poly, p);
    return in_poly(poly, p) ? -d : d;
}
// Signed distance to a rounded box centred at the origin (negative inside).
inline double box_sd(V p, V half, double radius) {
    const double qx = std::fabs(p.x) - half.x + radius, qy = std::fabs(p.y) - half.y + radius;
    const double ox = std::max(qx, 0.0), oy = std::max(qy, 0.0);
    return std::sqrt(ox * ox + oy * oy) + std::min(std::max(qx, qy), 0.0) - radius;
}
inline double smin(double a, double b, double k) {
    const double h = clamp01(0.5 + 0.5 * (b - a) / k);
    return b + (a - b) * h - k * h * (1 - h);
}
// Circle through three points (centre, radius); returns false when they are (nearly) collinear.
inline bool circle3(V a, V b, V c, V* centre, double* radius) {
    const double d = 2 * (a.x * (b.y - c.y) + b.x * (c.y - a.y) + c.x * (a.y - b.y));
    if (std::fabs(d) < 1e-12) return false;
    const double a2 = dot(a, a), b2 = dot(b, b), c2 = dot(c, c);
    centre->x = (a2 * (b.y - c.y) + b2 * (c.y - a.y) + c2 * (a.y - b.y)) / d;
    centre->y = (a2 * (c.x - b.x) + b2 * (a.x - c.x) + c2 * (b.x - a.x)) / d;
    *radius = len(a - *centre);
    return true;
}

// 5-pointed star polygon (centre c, outer radius r, inner ratio k, first point up).
inline std::vector<V> star_poly(V c, double r, double k, int points = 5) {
    std::vector<V> out;
    for (int i = 0; i < 2 * points; ++i) {
        const double a = -kPi / 2 + i * kPi / points;
        out.push_back(c + dir(a) * (i % 2 ? r * k : r));
    }
    return out;
}

}  // namespace art
