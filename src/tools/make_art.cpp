// carcassonne-make-art: renders the game's art (tile atlas, figure sprites, web icons) from the tile data
// with our own software rasterizer (4 x 4 supersampling). Deterministic: same bytes on every run.
//
//   carcassonne-make-art [OUT_DIR]          write tiles.png, figures.png, icon-*.png (default: repo assets/)
//   carcassonne-make-art --check DIR        regenerate into a temp folder, compare with DIR; exit 0 if equal
//   carcassonne-make-art --sample OUT.png   a debug board: tiles joined edge to edge, and the wheel board
//   carcassonne-make-art --tiles ID,ID.. OUT.png   those tiles side by side, 3x enlarged (to look at one closely)
//   carcassonne-make-art --closeup ID,ID.. SIZE OUT.png   those tiles rendered at SIZE px each, as the app's close-ups
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <string>
#include <thread>
#include <vector>

#include "engine/tiles.h"
#include "art/art_math.h"
#include "art/tile_scene.h"

#include <zlib.h>

// stb_image_write's own deflate is weaker than zlib's; use zlib (level 9) for smaller PNGs.
static unsigned char* carc_zlib_compress(unsigned char* data, int data_len, int* out_len, int quality) {
    uLongf cap = compressBound(static_cast<uLong>(data_len));
    auto* out = static_cast<unsigned char*>(std::malloc(cap));
    if (!out) return nullptr;
    if (compress2(out, &cap, data, static_cast<uLong>(data_len), quality < 9 ? 9 : quality) != Z_OK) {
        std::free(out);
        return nullptr;
    }
    *out_len = static_cast<int>(cap);
    return out;
}
#define STBIW_ZLIB_COMPRESS carc_zlib_compress
#define STB_IMAGE_WRITE_IMPLEMENTATION
#define STBI_WRITE_NO_STDIO
#include <stb/stb_image_write.h>

#ifndef CARC_ASSETS_DIR
#define CARC_ASSETS_DIR "assets"
#endif

using namespace art;
namespace fs = std::filesystem;

namespace {

constexpr int kCell = 128;                      // atlas cell
constexpr int kBleed = 2;                       // pixels of edge bleed round each tile picture
constexpr int kContent = kCell - 2 * kBleed;    // the tile picture: 124 x 124
constexpr int kCols = 16;
constexpr int kSS = 4;                          // supersampling per axis

struct Image {
    int w = 0, h = 0, n = 3;
    std::vector<uint8_t> px;
    Image() = default;
    Image(int w_, int h_, int n_) : w(w_), h(h_), n(n_), px(static_cast<size_t>(w_) * h_ * n_, 0) {}
    uint8_t* at(int x, int y) { return &px[(static_cast<size_t>(y) * w + x) * n]; }
    const uint8_t* at(int x, int y) const { return &px[(static_cast<size_t>(y) * w + x) * n]; }
};

std::vector<uint8_t> encode_png(const Image& img) {
    stbi_write_png_compression_level = 9;
    std::vector<uint8_t> out;
    stbi_write_png_to_func(
        [](void* ctx, void* data, int size) {
            auto* v = static_cast<std::vector<uint8_t>*>(ctx);
            const auto* b = static_cast<const uint8_t*>(data);
            v->insert(v->end(), b, b + size);
        },
        &out, img.w, img.h, img.n, img.px.data(), img.w * img.n);
    return out;
}

bool write_file(const fs::path& path, const std::vector<uint8_t>& bytes) {
    std::ofstream f(path, std::ios::binary);
    f.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    return static_cast<bool>(f);
}

// Render one tile picture (kContent^2) into the atlas cell at (cx, cy), then bleed its border outwards.
void render_cell(const Scene& s, Image& atlas, int cx, int cy) {
    render_rows(s, kContent, kSS, 0, kContent, atlas.at(cx * kCell + kBleed, cy * kCell + kBleed), atlas.w * 3, 3);
    // bleed: copy the nearest content pixel into the border ring
    for (int y = 0; y < kCell; ++y)
        for (int x = 0; x < kCell; ++x) {
            const int ix = std::clamp(x, kBleed, kBleed + kContent - 1), iy = std::clamp(y, kBleed, kBleed + kContent - 1);
            if (ix == x && iy == y) continue;
            std::memcpy(atlas.at(cx * kCell + x, cy * kCell + y), atlas.at(cx * kCell + ix, cy * kCell + iy), 3);
        }
}

void parallel_for(int n, const std::function<void(int)>& fn) {
    const int threads = std::max(1, std::min(4, static_cast<int>(std::thread::hardware_concurrency())));
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t)
        pool.emplace_back([&, t] {
            for (int i = t; i < n; i += threads) fn(i);
        });
    for (auto& th : pool) th.join();
}

Image render_tiles() {
    const auto& ts = carc::tiles();
    const int rows = (ts.size() + kCols - 1) / kCols;
    Image atlas(kCols * kCell, rows * kCell, 3);
    parallel_for(ts.size(), [&](int i) {
        const Scene s = build_scene(ts.type(i));
        render_cell(s, atlas, i % kCols, i / kCols);
    });
    return atlas;
}

// ---------------------------------------------------------------------------------------------
// Figures: greyscale sprites with a dark outline, meant to be tinted (multiplied) by a player colour.

struct Part {
    std::function<double(V)> sd;  // negative inside
    double fill = 0.95;           // grey level
    double outline = 0.055;       // outline width (sprite units)
    bool shaded = true;
};

const double kInk = 0.16;

// Paint parts (in order) into an RGBA cell; sprite coordinates u in [-1, 1]^2.
void render_sprite(Image& img, int x0, int y0, int size, const std::vector<Part>& parts) {
    for (int py = 0; py < size; ++py)
        for (int px = 0; px < size; ++px) {
            double acc = 0, cov = 0;
            for (int sy = 0; sy < kSS; ++sy)
                for (int sx = 0; sx < kSS; ++sx) {
                    const V u{(px + (sx + 0.5) / kSS) / size * 2 - 1, (py + (sy + 0.5) / kSS) / size * 2 - 1};
                    bool hit = false;
                    double grey = 0;
                    for (const Part& part : parts) {
                        const double d = part.sd(u);
                        if (d >= 0) continue;
                        hit = true;
                        if (d > -part.outline) {
                            grey = kInk;
                        } else {
                            grey = part.fill;
                            if (part.shaded) {
                                // light from the top left, a soft darker rim for volume
                                grey *= 1.0 - 0.12 * clamp01((u.x + u.y + 1.2) / 2.4);
                                grey *= 1.0 - 0.1 * smoothstep(-part.outline - 0.1, -part.outline, d);
                            }
                        }
                    }
                    if (hit) acc += grey, cov += 1;
                }
            uint8_t* o = img.at(x0 + px, y0 + py);
            const double a = cov / (kSS * kSS);
            const double g = cov > 0 ? acc / cov : kInk;  // transparent pixels carry the outline colour
            o[0] = o[1] = o[2] = to8(g);
            o[3] = to8(a);
        }
}

double capsule(V p, V a, V b, double r) { return seg_dist(p, a, b) - r; }

double meeple_sd(V p) {
    double d = len(p - V{0, -0.5}) - 0.3;
    d = smin(d, capsule(p, {0, -0.16}, {0, 0.24}, 0.33), 0.12);
    d = smin(d, capsule(p, {-0.64, 0.08}, {-0.1, -0.12}, 0.19), 0.14);
    d = smin(d, capsule(p, {0.64, 0.08}, {0.1, -0.12}, 0.19), 0.14);
    d = smin(d, capsule(p, {-0.16, 0.3}, {-0.5, 0.7}, 0.23), 0.12);
    d = smin(d, capsule(p, {0.16, 0.3}, {0.5, 0.7}, 0.23), 0.12);
    d = std::max(d, p.y - 0.88);  // flat feet
    // the notch between the legs
    d = std::max(d, -(len(p - V{0, 1.04}) - 0.34));
    return d;
}

void render_pig(Image& img, int x0, int y0, int size);

Image render_figures() {
    Image img(5 * 64, 64 + 32 + 128, 4);
    // follower
    render_sprite(img, 0, 0, 64, {{[](V p) { return meeple_sd((p - V{0, 0.06}) * (1 / 0.84)) * 0.84; }}});
    // lying follower (farmer): head to the left, lower in the cell
    render_sprite(img, 64, 0, 64, {{[](V p) {
                      const V q = (p - V{0, 0.28}) * (1 / 0.86);
                      return meeple_sd(V{-q.y, q.x}) * 0.86;
                  }}});
    // mayor: bigger, with a hat
    render_sprite(img, 128, 0, 64,
                  {{[](V p) {
                       const V q = (p - V{0, 0.1}) * (1 / 0.98);
                       double d = meeple_sd(q) * 0.98;
                       d = std::min(d, box_sd(p - V{0, -0.6}, {0.42, 0.065}, 0.05));
                       d = std::min(d, box_sd(p - V{0, -0.79}, {0.24, 0.17}, 0.06));
                       return d;
                   }},
                   {[](V p) { return box_sd(p - V{0, -0.68}, {0.23, 0.04}, 0.01); }, 0.45, 0.0, false}});
    // wagon
    {
        auto wheel = [](V c) {
            return [c](V p) { return len(p - c) - 0.27; };
        };
        auto spokes = [](V c) {
            return [c](V p) {
                const V d = p - c;
                const double r = len(d);
                if (r > 0.2) return 1.0;
                if (r < 0.065) return -1.0;
                const double a = std::min(std::fabs(d.x), std::fabs(d.y));
                const double b = std::min(std::fabs(d.x - d.y), std::fabs(d.x + d.y)) * 0.7071;
                return std::min(a, b) - 0.03;
            };
        };
        render_sprite(img, 192, 0, 64,
                      {{[](V p) { return capsule(p, {0.55, 0.2}, {0.92, 0.36}, 0.05); }},
                       {[](V p) {
                           double d = box_sd(p - V{-0.04, 0.08}, {0.64, 0.22}, 0.06);
                           const V q = p - V{-0.04, -0.1};
                           const double arch = std::max(len(V{q.x / 0.58, q.y / 0.55}) - 1, q.y);
                           return std::min(d, arch * 0.5);
                       }},
                       {[](V p) { return std::max(std::fabs(p.x + 0.04) - 0.005, box_sd(p - V{-0.04, -0.3}, {0.5, 0.3}, 0)); },
                        0.6, 0.0, false},
                       {[](V p) { return box_sd(p - V{-0.04, 0.1}, {0.6, 0.02}, 0); }, 0.6, 0.0, false},
                       {wheel({-0.38, 0.4})},
                       {spokes({-0.38, 0.4}), 0.55, 0.0, false},
                       {wheel({0.3, 0.4})},
                       {spokes({0.3, 0.4}), 0.55, 0.0, false}});
    }
    // barn
    render_sprite(img, 256, 0, 64,
                  {{[](V p) {
                       static const std::vector<V> shape = {{-0.66, 0.86}, {0.66, 0.86}, {0.66, -0.12}, {0.34, -0.62},
                                                            {0, -0.82},    {-0.34, -0.62}, {-0.66, -0.12}};
                       return poly_sd(shape, p) - 0.03;
                   }},
                   {[](V p) {
                        // roof band
                        const double outer = poly_sd({{-0.86, 0.02}, {0, -0.93}, {0.86, 0.02}, {0.74, 0.1}, {0, -0.74}, {-0.74, 0.1}}, p);
                        return outer - 0.02;
                    },
                    0.78},
                   {[](V p) { return box_sd(p - V{0, 0.5}, {0.28, 0.36}, 0.02); }, 0.7, 0.05, false},
                   {[](V p) {
                        const V q = p - V{0, 0.5};
                        if (std::fabs(q.x) > 0.24 || std::fabs(q.y) > 0.32) return 1.0;
                        return std::min(std::fabs(q.x * 0.79 - q.y * 0.6), std::fabs(q.x * 0.79 + q.y * 0.6)) - 0.03;
                    },
                    kInk, 0.0, false},
                   {[](V p) { return box_sd(p - V{0, -0.3}, {0.12, 0.12}, 0.02); }, 0.35, 0.05, false}});
    // marking glyphs (white with a dark outline), 32 x 32 in the second row
    const double ow = 0.16;
    render_sprite(img, 0, 64, 32, {{[](V p) { return len(p) - 0.72; }, 1.0, ow, false}});
    render_sprite(img, 32, 64, 32, {{[](V p) { return box_sd(p, {0.64, 0.64}, 0.1); }, 1.0, ow, false}});
    render_sprite(img, 64, 64, 32,
                  {{[](V p) { return poly_sd({{0, -0.8}, {0.84, 0.66}, {-0.84, 0.66}}, p) - 0.04; }, 1.0, ow, false}});
    render_sprite(img, 96, 64, 32,
                  {{[](V p) { return poly_sd({{0, -0.84}, {0.84, 0}, {0, 0.84}, {-0.84, 0}}, p) - 0.03; }, 1.0, ow, false}});
    render_sprite(img, 128, 64, 32,
                  {{[](V p) {
                       static const std::vector<V> st = star_poly({0, 0.06}, 0.9, 0.46);
                       return poly_sd(st, p) - 0.03;
                   },
                   1.0, ow, false}});
    // the Wheel of Fortune's pig, 128 x 128 in full colour below the glyphs
    render_pig(img, 0, 96, 128);
    return img;
}

// ---------------------------------------------------------------------------------------------
// The Wheel of Fortune's pig: a coloured sprite (not tinted), seen from the side, nose to the right.

struct ColourPart {
    std::function<double(V)> sd;  // negative inside
    RGB fill;
    double outline = 0.045;       // sprite units; 0 = none
    bool shaded = true;
};

void render_colour_sprite(Image& img, int x0, int y0, int size, const std::vector<ColourPart>& parts) {
    const RGB ink = rgb(62, 30, 36);
    for (int py = 0; py < size; ++py)
        for (int px = 0; px < size; ++px) {
            double r = 0, g = 0, b = 0, cov = 0;
            for (int sy = 0; sy < kSS; ++sy)
                for (int sx = 0; sx < kSS; ++sx) {
                    const V u{(px + (sx + 0.5) / kSS) / size * 2 - 1, (py + (sy + 0.5) / kSS) / size * 2 - 1};
                    bool hit = false;
                    RGB c;
                    for (const ColourPart& part : parts) {
                        const double d = part.sd(u);
                        if (d >= 0) continue;
                        hit = true;
                        if (d > -part.outline) {
                            c = ink;
                        } else {
                            c = part.fill;
                            if (part.shaded) {
                                // light from the top left, a soft darker rim for volume
                                c = scale(c, 1.06 - 0.16 * clamp01((u.x * 0.4 + u.y + 0.6) / 1.6));
                                c = scale(c, 1.0 - 0.1 * smoothstep(-part.outline - 0.12, -part.outline, d));
                            }
                        }
                    }
                    if (hit) r += c.r, g += c.g, b += c.b, cov += 1;
                }
            uint8_t* o = img.at(x0 + px, y0 + py);
            if (cov > 0) {
                o[0] = to8(r / cov), o[1] = to8(g / cov), o[2] = to8(b / cov);
            } else {
                o[0] = 62, o[1] = 30, o[2] = 36;  // transparent pixels carry the outline colour
            }
            o[3] = to8(cov / (kSS * kSS));
        }
}

double ellipse_sd(V p, V c, V r) {
    const V q = p - c;
    return (len(V{q.x / r.x, q.y / r.y}) - 1) * std::min(r.x, r.y);
}

void render_pig(Image& img, int x0, int y0, int size) {
    const RGB pink = rgb(246, 170, 182), deep = rgb(226, 128, 146), dark = rgb(70, 34, 40);
    auto leg = [](double x) { return [x](V p) { return box_sd(p - V{x, 0.52}, {0.085, 0.2}, 0.06); }; };
    render_colour_sprite(
        img, x0, y0, size,
        {
            // the far legs (darker), then the near ones
            {leg(-0.34), deep},
            {leg(0.3), deep},
            // the curly tail: a small loop on a short stroke from the rump
            {[](V p) {
                 const double loop = std::fabs(len(p - V{-0.82, -0.1}) - 0.09) - 0.032;
                 return std::min(loop, capsule(p, {-0.7, 0.0}, {-0.76, -0.04}, 0.032));
             },
             deep, 0.028},
            // body and head in one piece
            {[](V p) {
                 double d = ellipse_sd(p, {-0.1, 0.12}, {0.66, 0.44});
                 d = smin(d, len(p - V{0.46, -0.08}) - 0.36, 0.18);
                 return d;
             },
             pink},
            {leg(-0.5), pink},
            {leg(0.14), pink},
            // the ear, folded forward
            {[](V p) { return poly_sd({{0.3, -0.3}, {0.5, -0.58}, {0.6, -0.28}}, p) - 0.05; }, deep},
            // the snout and its nostrils
            {[](V p) { return ellipse_sd(p, {0.82, 0.0}, {0.13, 0.16}); }, deep},
            {[](V p) { return std::min(ellipse_sd(p, {0.8, -0.05}, {0.025, 0.045}), ellipse_sd(p, {0.86, 0.05}, {0.025, 0.045})); },
             dark, 0.0, false},
            // the eye with a light spot
            {[](V p) { return len(p - V{0.56, -0.16}) - 0.055; }, dark, 0.0, false},
            {[](V p) { return len(p - V{0.57, -0.18}) - 0.018; }, rgb(255, 255, 255), 0.0, false},
            // a cheek
            {[](V p) { return ellipse_sd(p, {0.5, 0.06}, {0.09, 0.06}); }, rgb(240, 140, 156), 0.0, false},
        });
}

// ---------------------------------------------------------------------------------------------
// Web icons: a stylised tile (a city with a pennant, a road to its gate).

carc::TileType icon_tile() {
    carc::TileType t;
    t.id = "ICON";
    t.edges = {carc::Edge::City, carc::Edge::Field, carc::Edge::Road, carc::Edge::Field};
    carc::Segment city;
    city.kind = carc::SegKind::City;
    city.sides = 1;
    city.pennants = 1;
    carc::Segment road;
    road.kind = carc::SegKind::Road;
    road.sides = 4;
    road.road_end = carc::RoadEnd::City;
    carc::Segment field;
    field.kind = carc::SegKind::Field;
    field.halves = 0xFC;
    t.segments = {city, road, field};
    return t;
}

Image render_icon(int size, bool maskable) {
    const Scene s = build_scene(icon_tile(), true);
    Image img(size, size, 4);
    const double half = maskable ? 0.3 : 0.44;  // tile half size (image units)
    const double rc = maskable ? 0.07 : 0.1;    // corner radius (image units)
    const V centre{0.5, 0.5};
    for (int py = 0; py < size; ++py)
        for (int px = 0; px < size; ++px) {
            double r = 0, g = 0, b = 0, a = 0;
            for (int sy = 0; sy < kSS; ++sy)
                for (int sx = 0; sx < kSS; ++sx) {
                    const V u{(px + (sx + 0.5) / kSS) / size, (py + (sy + 0.5) / kSS) / size};
                    const double d = box_sd(u - centre, {half, half}, rc);
                    RGB c;
                    double alpha = 1;
                    if (d < 0) {
                        const V t = (u - centre) * (0.5 / half) + V{0.5, 0.5};
                        c = d > -0.008 ? rgb(44, 36, 30) : shade(s, t);
                    } else if (maskable) {
                        const double rr = len(u - centre);
                        c = mix(rgb(52, 96, 64), rgb(30, 62, 44), smoothstep(0.2, 0.75, rr));
                        const double sh = box_sd(u - centre - V{0.012, 0.02}, {half, half}, rc);
                        if (sh < 0.02) c = scale(c, 0.75 + 0.25 * smoothstep(-0.01, 0.02, sh));
                    } else {
                        const double sh = box_sd(u - centre - V{0.01, 0.018}, {half, half}, rc);
                        c = rgb(0, 0, 0);
                        alpha = 0.45 * (1 - smoothstep(-0.02, 0.025, sh));
                    }
                    r += c.r * alpha, g += c.g * alpha, b += c.b * alpha, a += alpha;
                }
            uint8_t* o = img.at(px, py);
            const double k = 1.0 / (kSS * kSS);
            if (a > 0) {
                o[0] = to8(r / a), o[1] = to8(g / a), o[2] = to8(b / a);
            } else {
                o[0] = 44, o[1] = 36, o[2] = 30;
            }
            o[3] = to8(a * k);
        }
    return img;
}

// ---------------------------------------------------------------------------------------------

struct Output {
    std::string name;
    std::vector<uint8_t> bytes;
};

std::vector<Output> render_all(Image* atlas_out = nullptr) {
    std::vector<Output> out;
    Image atlas = render_tiles();
    out.push_back({"tiles.png", encode_png(atlas)});
    out.push_back({"figures.png", encode_png(render_figures())});
    out.push_back({"icon-192.png", encode_png(render_icon(192, false))});
    out.push_back({"icon-512.png", encode_png(render_icon(512, false))});
    out.push_back({"icon-maskable-512.png", encode_png(render_icon(512, true))});
    if (atlas_out) *atlas_out = std::move(atlas);
    return out;
}

bool write_all(const fs::path& dir, const std::vector<Output>& outs) {
    std::error_code ec;
    fs::create_directories(dir, ec);
    for (const auto& o : outs) {
        if (!write_file(dir / o.name, o.bytes)) {
            std::fprintf(stderr, "cannot write %s\n", (dir / o.name).string().c_str());
            return false;
        }
        std::printf("%-24s %8zu bytes\n", o.name.c_str(), o.bytes.size());
    }
    return true;
}

std::vector<uint8_t> read_file(const fs::path& p) {
    std::ifstream f(p, std::ios::binary);
    return std::vector<uint8_t>(std::istreambuf_iterator<char>(f), {});
}

// Copy atlas cell `type` rotated `rot` quarter turns clockwise to (x0, y0) of `dst` (content only).
void blit_tile(const Image& atlas, int type, int rot, Image& dst, int x0, int y0) {
    const int cx = (type % kCols) * kCell + kBleed, cy = (type / kCols) * kCell + kBleed;
    for (int y = 0; y < kContent; ++y)
        for (int x = 0; x < kContent; ++x) {
            // destination (x, y) shows source point rotated back
            int sx = x, sy = y;
            for (int r = 0; r < rot; ++r) {
                const int nx = sy, ny = kContent - 1 - sx;
                sx = nx, sy = ny;
            }
            std::memcpy(dst.at(x0 + x, y0 + y), atlas.at(cx + sx, cy + sy), 3);
        }
}

int sample_board(const fs::path& out) {
    Image atlas = render_tiles();
    const auto& ts = carc::tiles();
    const int W = 7, H = 5;
    Image img(kContent * (W + 5), kContent * H, 3);
    std::memset(img.px.data(), 40, img.px.size());
    // greedy fill with the bag's tiles whose edges are all the base game's (field, city, road) that match the left
    // and upper neighbours
    const auto base_edge = [](carc::Edge e) { return e == carc::Edge::Field || e == carc::Edge::City || e == carc::Edge::Road; };
    std::vector<int> cand;
    for (int i = 0; i < ts.size(); ++i)
        if (ts.type(i).board_col < 0 && std::all_of(ts.type(i).edges.begin(), ts.type(i).edges.end(), base_edge)) cand.push_back(i);
    std::vector<std::array<carc::Edge, 4>> placed(static_cast<size_t>(W * H));
    for (int y = 0; y < H; ++y)
        for (int x = 0; x < W; ++x) {
            const uint32_t h = hash3(77, static_cast<uint32_t>(x), static_cast<uint32_t>(y));
            bool ok = false;
            for (size_t k = 0; k < cand.size() && !ok; ++k) {
                const int type = cand[(h + k * 7) % cand.size()];
                for (int rot = 0; rot < 4 && !ok; ++rot) {
                    const auto& e = ts.oriented(type, (rot + static_cast<int>(h >> 8)) & 3).edges;
                    if (x > 0 && placed[static_cast<size_t>(y * W + x - 1)][1] != e[3]) continue;
                    if (y > 0 && placed[static_cast<size_t>((y - 1) * W + x)][2] != e[0]) continue;
                    placed[static_cast<size_t>(y * W + x)] = e;
                    blit_tile(atlas, type, (rot + static_cast<int>(h >> 8)) & 3, img, x * kContent, y * kContent);
                    ok = true;
                }
            }
        }
    // the river tiles in a chain: spring, straight, curve ..., and the wheel board on the right
    for (int i = 0; i < ts.size(); ++i) {
        const auto& t = ts.type(i);
        if (t.board_col >= 0) blit_tile(atlas, i, 0, img, (W + 1 + t.board_col) * kContent, t.board_row * kContent);
    }
    struct P {
        const char* id;
        int rot, x, y;
    };
    const P river[] = {{"R1-SPRING", 2, W, 4}, {"R1-STR", 0, W + 1, 4}, {"R1-XR", 1, W + 2, 4}, {"R1-CLO", 0, W + 3, 4},
                       {"R1-LAKE", 0, W + 4, 4}};
    for (const P& p : river) blit_tile(atlas, ts.find(p.id), p.rot, img, p.x * kContent, p.y * kContent);
    return write_file(out, encode_png(img)) ? 0 : 1;
}

// The tile types named in a comma-separated list; false (with a message) when one is unknown.
bool parse_ids(const std::string& ids, std::vector<int>* types) {
    const auto& ts = carc::tiles();
    for (size_t start = 0; start <= ids.size();) {
        const size_t comma = std::min(ids.find(',', start), ids.size());
        const std::string id = ids.substr(start, comma - start);
        const int type = ts.find(id);
        if (type < 0) {
            std::fprintf(stderr, "no tile %s\n", id.c_str());
            return false;
        }
        types->push_back(type);
        start = comma + 1;
    }
    return true;
}

// The named tiles side by side, each enlarged 3x (nearest pixel), for a close look at their pictures.
int show_tiles(const std::string& ids, const fs::path& out) {
    std::vector<int> types;
    if (!parse_ids(ids, &types)) return 2;
    const Image atlas = render_tiles();
    constexpr int kScale = 3;
    const int n = static_cast<int>(types.size());
    Image img(kContent * kScale * n, kContent * kScale, 3);
    for (int k = 0; k < n; ++k) {
        const int cx = (types[static_cast<size_t>(k)] % kCols) * kCell + kBleed;
        const int cy = (types[static_cast<size_t>(k)] / kCols) * kCell + kBleed;
        for (int y = 0; y < kContent * kScale; ++y)
            for (int x = 0; x < kContent * kScale; ++x)
                std::memcpy(img.at(k * kContent * kScale + x, y), atlas.at(cx + x / kScale, cy + y / kScale), 3);
    }
    return write_file(out, encode_png(img)) ? 0 : 1;
}

// The named tiles side by side, each rendered at `size` px as the app renders its close-ups (src/ui/tiles/
// tile_detail.cpp: the same shader, 2 x 2 samples a pixel below 1024 px, one from 1024), with a 4 px gap.
int show_closeups(const std::string& ids, int size, const fs::path& out) {
    std::vector<int> types;
    if (!parse_ids(ids, &types) || size < 16 || size > 2048) return 2;
    const int n = static_cast<int>(types.size()), gap = 4;
    Image img(n * size + (n - 1) * gap, size, 3);
    std::memset(img.px.data(), 40, img.px.size());
    parallel_for(n, [&](int k) {
        const Scene s = build_scene(carc::tiles().type(types[static_cast<size_t>(k)]));
        render_rows(s, size, size >= 1024 ? 1 : 2, 0, size, img.at(k * (size + gap), 0), img.w * 3, 3);
    });
    return write_file(out, encode_png(img)) ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc >= 3 && std::strcmp(argv[1], "--check") == 0) {
        const fs::path dir = argv[2];
        const fs::path tmp = fs::temp_directory_path() / ("carc-art-check-" + std::to_string(hash32(static_cast<uint32_t>(
                                                                                  reinterpret_cast<uintptr_t>(&dir)))));
        const auto outs = render_all();
        if (!write_all(tmp, outs)) return 2;
        int bad = 0;
        for (const auto& o : outs) {
            if (read_file(tmp / o.name) != read_file(dir / o.name)) {
                std::fprintf(stderr, "%s differs from %s: run carcassonne-make-art %s\n", o.name.c_str(),
                             (dir / o.name).string().c_str(), dir.string().c_str());
                ++bad;
            }
        }
        std::error_code ec;
        fs::remove_all(tmp, ec);
        if (bad) return 1;
        std::printf("art is up to date\n");
        return 0;
    }
    if (argc >= 3 && std::strcmp(argv[1], "--sample") == 0) return sample_board(argv[2]);
    if (argc >= 4 && std::strcmp(argv[1], "--tiles") == 0) return show_tiles(argv[2], argv[3]);
    if (argc >= 5 && std::strcmp(argv[1], "--closeup") == 0) return show_closeups(argv[2], std::atoi(argv[3]), argv[4]);
    if (argc >= 2 && (std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0)) {
        std::printf("usage: carcassonne-make-art [OUT_DIR] | --check DIR | --sample OUT.png | --tiles ID,ID.. OUT.png\n"
                    "       | --closeup ID,ID.. SIZE OUT.png\n");
        return 0;
    }
    const fs::path dir = argc >= 2 ? fs::path(argv[1]) : fs::path(CARC_ASSETS_DIR);
    return write_all(dir, render_all()) ? 0 : 1;
}
