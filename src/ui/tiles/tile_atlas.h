// The generated tile atlas and figure sprites (assets/tiles.png, assets/figures.png, made by
// carcassonne-make-art) as OpenGL (ES 3 / WebGL 2) textures, with UV helpers for ImDrawList.
//
// Atlas layout (see src/tools/make_art.cpp): tile type i of carc::tiles() sits in cell (i % 16, i / 16),
// cells are 128 x 128 px, the picture is the inner 124 x 124 px and the 2 px ring round it repeats its
// edge pixels (bleed), so linear / mipmapped sampling does not pick up the neighbouring cell.
// figures.png: row 0 = 64 x 64 figure sprites (the follower, the farmer, then the expansions' figures, which their
// FigureLook names by column: board/board_layer.h), row 1 = five 32 x 32 marking glyphs; greyscale with a dark
// outline, to be tinted with the player colour (ImDrawList tint = vertex colour, a multiply). Below them a row of
// 128 x 128 token sprites in full colour (drawn untinted), by index; a board layer names its own.
//
// Needs a current GL context. stb_image must be implemented in exactly one .cpp of the app
// (#define STB_IMAGE_IMPLEMENTATION before #include <stb/stb_image.h> or "stb_image.h"); this file does not.
#pragma once

#include <cstdint>
#include <string>

#include "imgui.h"
#include "ui/tiles/tile_detail.h"

namespace carc::ui {

struct UvRect {
    ImVec2 min, max;  // top-left, bottom-right
};

// UVs for ImDrawList::AddImageQuad(tex, p1, p2, p3, p4, uv[0], uv[1], uv[2], uv[3]) where p1..p4 are the
// screen corners top-left, top-right, bottom-right, bottom-left.
struct UvQuad {
    ImVec2 uv[4];
};

// The base game's figure sprites, by column of figures.png's first row; the columns after them are the expansions'.
enum class Sprite { Follower = 0, Farmer = 1 };
enum class Mark { Circle = 0, Square, Triangle, Diamond, Star };
inline constexpr int kSheetMarks = 5;  // the marking glyphs figures.png has (a palette's later ones are drawn)

class TileAtlas {
public:
    static constexpr int kCell = 128;
    static constexpr int kBleed = 2;
    static constexpr int kColumns = 16;
    static constexpr int kFigureSize = 64;
    static constexpr int kMarkSize = 32;
    static constexpr int kTokenSize = 128;

    TileAtlas() = default;
    ~TileAtlas();
    TileAtlas(const TileAtlas&) = delete;
    TileAtlas& operator=(const TileAtlas&) = delete;

    // Load PNG files into textures. Return false and set error() on failure.
    bool load_tiles(const char* path);
    bool load_figures(const char* path);
    // Take over textures made elsewhere (the browser decodes the PNG files: PlatformHooks::load_texture_async);
    // the atlas owns them from then on. Return false and set error() when the size does not fit.
    bool adopt_tiles(unsigned int tex, int w, int h);
    bool adopt_figures(unsigned int tex, int w, int h);
    void release();  // delete the textures (call while the GL context is alive)

    bool tiles_ready() const { return tiles_tex_ != 0; }
    bool figures_ready() const { return figures_tex_ != 0; }
    // Token sprite `i` is there (an older figures.png without the token row still gives the figures).
    bool token_ready(int i) const {
        return figures_tex_ != 0 && i >= 0 && figures_h_ >= kFigureSize + kMarkSize + kTokenSize &&
               figures_w_ >= (i + 1) * kTokenSize;
    }
    ImTextureID tiles_texture() const { return to_id(tiles_tex_); }
    ImTextureID figures_texture() const { return to_id(figures_tex_); }
    const std::string& error() const { return error_; }

    // The picture of tile type `type` (index into carc::tiles()), reference orientation.
    UvRect tile_uv(int type) const;
    // The same picture turned `rot` quarter turns clockwise (the engine's rotation).
    UvQuad tile_quad(int type, int rot) const { return rotate(tile_uv(type), rot); }
    static UvQuad rotate(UvRect r, int rot);

    UvRect figure_uv(int sprite) const;  // column `sprite` of the first row
    UvRect mark_uv(Mark m) const;
    UvRect token_uv(int i) const;

    // Draw tile `type` turned `rot` into the square [min, min + size]; a tile drawn bigger than the atlas holds
    // gets its close-up picture once it is rendered (TileDetail).
    void draw_tile(ImDrawList* dl, int type, int rot, ImVec2 min, float size, ImU32 tint = IM_COL32_WHITE) const;
    // Draw figure sprite `sprite` (Sprite, or an expansion's column) tinted with the player colour, or a marking
    // glyph (in a contrasting colour, e.g. black or white, drawn over the figure at about half its size) centred at
    // `centre`.
    void draw_figure(ImDrawList* dl, int sprite, ImVec2 centre, float size, ImU32 colour) const;
    void draw_mark(ImDrawList* dl, Mark m, ImVec2 centre, float size, ImU32 colour) const;
    // Token sprite `i` in a square of side `size` centred at `centre`; x_scale in [-1, 1] narrows the picture,
    // and mirrors it when negative. `tint` fades it (alpha).
    void draw_token(ImDrawList* dl, int i, ImVec2 centre, float size, float x_scale = 1,
                    ImU32 tint = IM_COL32_WHITE) const;

    // Renders waiting close-up pictures for about `budget_ms` (once a frame); true when one became ready.
    bool step_detail(double budget_ms) { return detail_.step(budget_ms); }
    const TileDetail& detail() const { return detail_; }

private:
    static ImTextureID to_id(unsigned int tex) { return reinterpret_cast<ImTextureID>(static_cast<intptr_t>(tex)); }
    bool load(const char* path, unsigned int* tex, int* w, int* h);
    bool check_tiles();
    unsigned int tiles_tex_ = 0, figures_tex_ = 0;
    mutable TileDetail detail_;  // a cache filled as tiles are drawn
    int tiles_w_ = 0, tiles_h_ = 0, figures_w_ = 0, figures_h_ = 0;
    std::string error_;
};

}  // namespace carc::ui
