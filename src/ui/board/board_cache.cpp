// The board's still layer in an offscreen texture (see board_cache.h).
#include "ui/board/board_cache.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "ui/tiles/gl.h"

#include "imgui_impl_opengl3.h"

namespace carc::ui {

bool BoardCache::render(ImDrawList* dl, ImVec2 min, ImVec2 max, ImVec2 fb_scale) {
    if (failed_) return false;
    const int w = std::max(1, int(std::lround((max.x - min.x) * fb_scale.x)));
    const int h = std::max(1, int(std::lround((max.y - min.y) * fb_scale.y)));
    if (!tex_ || w != w_ || h != h_) {
        release();
        glGenTextures(1, &tex_);
        glBindTexture(GL_TEXTURE_2D, tex_);
        glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, w, h, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
        glGenFramebuffers(1, &fbo_);
        glBindFramebuffer(GL_FRAMEBUFFER, fbo_);
        glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, tex_, 0);
        const bool ok = glCheckFramebufferStatus(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        if (!ok) {
            release();
            failed_ = true;
            return false;
        }
        w_ = w;
        h_ = h;
    }
    ImDrawData data;
    ImDrawList* lists[1] = {dl};
    data.Valid = true;
    data.CmdLists = lists;
    data.CmdListsCount = 1;
    data.TotalVtxCount = dl->VtxBuffer.Size;
    data.TotalIdxCount = dl->IdxBuffer.Size;
    data.DisplayPos = min;
    data.DisplaySize = {float(w) / fb_scale.x, float(h) / fb_scale.y};
    data.FramebufferScale = fb_scale;
    glBindFramebuffer(GL_FRAMEBUFFER, fbo_);
    glViewport(0, 0, w, h);
    glClearColor(0, 0, 0, 1);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(&data);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    return true;
}

void BoardCache::release() {
    if (fbo_) glDeleteFramebuffers(1, &fbo_);
    if (tex_) glDeleteTextures(1, &tex_);
    fbo_ = tex_ = 0;
    w_ = h_ = 0;
}

}  // namespace carc::ui
