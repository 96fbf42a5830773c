// Tile atlas and figure sprites as GL textures (see tile_atlas.h).
#include "ui/tiles/tile_atlas.h"

#include <cstdint>

#include "ui/tiles/gl.h"

// The implementation (STB_IMAGE_IMPLEMENTATION) lives in one other .cpp of the app.
#if __has_include(<stb/stb_image.h>)
#include <stb/stb_image.h>
#else
#include "stb_image.h"
#endif

#include "engine/tiles.h"

namespace carc::ui {

TileAtlas::~TileAtlas() {
    // Textures belong to the GL context; the owner calls release() before destroying the context.
}

void TileAtlas::release() {
    if (tiles_tex_) glDeleteTextures(1, &tiles_tex_);
    if (figures_tex_) glDeleteTextures(1, &figures_tex_);
    tiles_tex_ = figures_tex_ = 0;
    detail_.release();
}

bool TileAtlas::load(const char* path, unsigned int* tex, int* w, int* h) {
    int n = 0;
    unsigned char* px = stbi_load(path, w, h, &n, 4);
    if (!px) {
        error_ = std::string("cannot load ") + path + ": " + stbi_failure_reason();
        return false;
    }
    if (*tex) glDeleteTextures(1, tex);
    const GLuint t = make_mipmapped_texture(*w, *h, px);
    stbi_image_free(px);
    *tex = t;
    return true;
}

bool TileAtlas::check_tiles() {
    const int rows = (carc::tiles().size() + kColumns - 1) / kColumns;
    if (tiles_w_ != kColumns * kCell || tiles_h_ < rows * kCell) {
        error_ = "tiles.png does not match the tile data: regenerate it with carcassonne-make-art";
        if (tiles_tex_) glDeleteTextures(1, &tiles_tex_);
        tiles_tex_ = 0;
        return false;
    }
    return true;
}

bool TileAtlas::load_tiles(const char* path) {
    if (!load(path, &tiles_tex_, &tiles_w_, &tiles_h_)) return false;
    return check_tiles();
}

bool TileAtlas::load_figures(const char* path) { return load(path, &figures_tex_, &figures_w_, &figures_h_); }

bool TileAtlas::adopt_tiles(unsigned int tex, int w, int h) {
    if (tiles_tex_) glDeleteTextures(1, &tiles_tex_);
    tiles_tex_ = tex;
    tiles_w_ = w;
    tiles_h_ = h;
    return check_tiles();
}

bool TileAtlas::adopt_figures(unsigned int tex, int w, int h) {
    if (figures_tex_) glDeleteTextures(1, &figures_tex_);
    figures_tex_ = tex;
    figures_w_ = w;
    figures_h_ = h;
    if (w < 5 * kFigureSize || h < kFigureSize + kMarkSize) {
        error_ = "figures.png is smaller than its layout: regenerate it with carcassonne-make-art";
        if (figures_tex_) glDeleteTextures(1, &figures_tex_);
        figures_tex_ = 0;
        return false;
    }
    return true;
}


UvRect TileAtlas::tile_uv(int type) const {
    if (tiles_w_ <= 0 || tiles_h_ <= 0 || type < 0) return {{0, 0}, {0, 0}};
    const float x0 = static_cast<float>((type % kColumns) * kCell + kBleed);
    const float y0 = static_cast<float>((type / kColumns) * kCell + kBleed);
    const float s = static_cast<float>(kCell - 2 * kBleed);
    const float w = static_cast<float>(tiles_w_), h = static_cast<float>(tiles_h_);
    return {{x0 / w, y0 / h}, {(x0 + s) / w, (y0 + s) / h}};
}

UvQuad TileAtlas::rotate(UvRect r, int rot) {
    // image corners clockwise from the top-left; screen corner j shows image corner (j - rot) mod 4
    const ImVec2 c[4] = {r.min, {r.max.x, r.min.y}, r.max, {r.min.x, r.max.y}};
    UvQuad q;
    for (int j = 0; j < 4; ++j) q.uv[j] = c[((j - rot) % 4 + 4) % 4];
    return q;
}

UvRect TileAtlas::figure_uv(int sprite) const {
    if (figures_w_ <= 0) return {{0, 0}, {0, 0}};
    const float w = static_cast<float>(figures_w_), h = static_cast<float>(figures_h_);
    const float x0 = static_cast<float>(sprite * kFigureSize);
    return {{x0 / w, 0}, {(x0 + kFigureSize) / w, kFigureSize / h}};
}

UvRect TileAtlas::mark_uv(Mark m) const {
    if (figures_w_ <= 0) return {{0, 0}, {0, 0}};
    const float w = static_cast<float>(figures_w_), h = static_cast<float>(figures_h_);
    const float x0 = static_cast<float>(static_cast<int>(m) * kMarkSize);
    return {{x0 / w, kFigureSize / h}, {(x0 + kMarkSize) / w, (kFigureSize + kMarkSize) / h}};
}

void TileAtlas::draw_tile(ImDrawList* dl, int type, int rot, ImVec2 min, float size, ImU32 tint) const {
    if (!tiles_tex_) return;
    const float device_px = size * ImGui::GetIO().DisplayFramebufferScale.x;
    const unsigned int close_up = detail_.texture(type, device_px, ImGui::GetTime());
    const UvQuad q = close_up ? rotate({{0, 0}, {1, 1}}, rot) : tile_quad(type, rot);
    dl->AddImageQuad(close_up ? to_id(close_up) : tiles_texture(), min, {min.x + size, min.y}, {min.x + size, min.y + size}, {min.x, min.y + size},
                     q.uv[0], q.uv[1], q.uv[2], q.uv[3], tint);
}

void TileAtlas::draw_figure(ImDrawList* dl, int sprite, ImVec2 centre, float size, ImU32 colour) const {
    if (!figures_tex_) return;
    const UvRect r = figure_uv(sprite);
    const float h = size * 0.5f;
    dl->AddImage(figures_texture(), {centre.x - h, centre.y - h}, {centre.x + h, centre.y + h}, r.min, r.max, colour);
}

void TileAtlas::draw_mark(ImDrawList* dl, Mark m, ImVec2 centre, float size, ImU32 colour) const {
    if (!figures_tex_) return;
    const UvRect r = mark_uv(m);
    const float h = size * 0.5f;
    dl->AddImage(figures_texture(), {centre.x - h, centre.y - h}, {centre.x + h, centre.y + h}, r.min, r.max, colour);
}

UvRect TileAtlas::token_uv(int i) const {
    if (!token_ready(i)) return {{0, 0}, {0, 0}};
    const float w = static_cast<float>(figures_w_), h = static_cast<float>(figures_h_);
    const float x0 = static_cast<float>(i * kTokenSize);
    const float y0 = static_cast<float>(kFigureSize + kMarkSize);
    return {{x0 / w, y0 / h}, {(x0 + kTokenSize) / w, (y0 + kTokenSize) / h}};
}

void TileAtlas::draw_token(ImDrawList* dl, int i, ImVec2 centre, float size, float x_scale, ImU32 tint) const {
    if (!token_ready(i)) return;
    const UvRect r = token_uv(i);
    const float h = size * 0.5f, hx = h * x_scale;  // a negative x_scale mirrors the picture
    dl->AddImageQuad(figures_texture(), {centre.x - hx, centre.y - h}, {centre.x + hx, centre.y - h},
                     {centre.x + hx, centre.y + h}, {centre.x - hx, centre.y + h}, r.min, {r.max.x, r.min.y}, r.max,
                     {r.min.x, r.max.y}, tint);
}

}  // namespace carc::ui
