// A render cache for the board's still layer (table, tiles, open cells): drawn into an offscreen texture
// only when the view or the board changes, then shown as one textured quad per frame, so a frame costs
// about the same with 1 tile or 72 on the board. May be dropped at any time (needs a GL context).
#pragma once

#include <cstdint>

#include "imgui.h"

namespace carc::ui {

class BoardCache {
public:
    BoardCache() = default;
    ~BoardCache() = default;
    BoardCache(const BoardCache&) = delete;
    BoardCache& operator=(const BoardCache&) = delete;

    // Renders `dl` (screen coordinates, covering [min, max]) into the texture at `fb_scale` pixels per
    // logical pixel. False when offscreen rendering is not available (draw directly then).
    bool render(ImDrawList* dl, ImVec2 min, ImVec2 max, ImVec2 fb_scale);
    ImTextureID texture() const { return reinterpret_cast<ImTextureID>(static_cast<intptr_t>(tex_)); }
    void release();

private:
    unsigned int tex_ = 0, fbo_ = 0;
    int w_ = 0, h_ = 0;
    bool failed_ = false;
};

}  // namespace carc::ui
