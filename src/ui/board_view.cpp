// Board view: tile drawing through the camera, pan (drag, touch, arrows) and zoom (wheel, pinch, +/-).
#include "ui/board_view.h"

#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "engine/game.h"
#include "ui/tile_art.h"

namespace carc::ui {
namespace {
constexpr ImU32 kTable = IM_COL32(38, 52, 40, 255);
constexpr ImU32 kTableLine = IM_COL32(48, 64, 50, 255);
constexpr ImU32 kOpenCell = IM_COL32(220, 230, 200, 70);
constexpr float kKeyPanSpeed = 700.0f;  // pixels per second while an arrow key is held
constexpr float kZoomStep = 1.25f;
}  // namespace

bool BoardView::handle_event(const SDL_Event& e, bool mouse_free, bool keys_free) {
    switch (e.type) {
    case SDL_MOUSEWHEEL: {
        if (!mouse_free) return false;
        // Wheel and trackpad pinch (ctrl+wheel) both zoom about the pointer.
        const float dy = e.wheel.preciseY != 0.0f ? e.wheel.preciseY : float(e.wheel.y);
        if (dy == 0.0f) return false;
        int mx = 0, my = 0;
        SDL_GetMouseState(&mx, &my);
        camera_.zoom_at(std::pow(1.15, double(dy)), mx, my);
        return true;
    }
    case SDL_MOUSEMOTION:
        touch_pointer_ = e.motion.which == SDL_TOUCH_MOUSEID;
        return false;
    case SDL_MOUSEBUTTONDOWN:
        touch_pointer_ = e.button.which == SDL_TOUCH_MOUSEID;
        press_pos_ = {float(e.button.x), float(e.button.y)};
        return false;
    case SDL_FINGERDOWN:
    case SDL_FINGERMOTION:
    case SDL_FINGERUP: {
        const Finger p{e.tfinger.x * display_.x, e.tfinger.y * display_.y};
        const int64_t id = int64_t(e.tfinger.fingerId);
        if (e.type == SDL_FINGERUP) {
            fingers_.erase(id);
            pinch_update(false);
            return true;
        }
        if (e.type == SDL_FINGERDOWN) {
            fingers_[id] = p;
            if (fingers_.size() >= 2) dragging_ = false;  // a pinch, not a drag
            pinch_update(false);
            return true;
        }
        fingers_[id] = p;
        if (fingers_.size() < 2) return false;  // one finger: SDL's synthetic mouse drives the pan
        pinch_update(true);
        return true;
    }
    case SDL_KEYDOWN:
    case SDL_KEYUP: {
        const bool down = e.type == SDL_KEYDOWN;
        unsigned bit = 0;
        switch (e.key.keysym.sym) {
        case SDLK_LEFT: bit = 1; break;
        case SDLK_RIGHT: bit = 2; break;
        case SDLK_UP: bit = 4; break;
        case SDLK_DOWN: bit = 8; break;
        default: break;
        }
        if (bit) {
            if (!down) {
                keys_held_ &= ~bit;
                return true;
            }
            if (!keys_free) return false;
            keys_held_ |= bit;
            return true;
        }
        if (!down || !keys_free || (e.key.keysym.mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI))) return false;
        switch (e.key.keysym.sym) {
        case SDLK_PLUS:
        case SDLK_EQUALS:
        case SDLK_KP_PLUS: zoom_step(1); return true;
        case SDLK_MINUS:
        case SDLK_KP_MINUS: zoom_step(-1); return true;
        case SDLK_f:
        case SDLK_HOME:
        case SDLK_0: fit_pending_ = true; return true;
        default: return false;
        }
    }
    case SDL_WINDOWEVENT:
        if (e.window.event == SDL_WINDOWEVENT_FOCUS_LOST) keys_held_ = 0;
        return false;
    default: return false;
    }
}

// Two fingers: zoom by the change of their distance, pan by the move of their midpoint.
void BoardView::pinch_update(bool apply) {
    if (fingers_.size() < 2) {
        pinch_dist_ = 0;
        return;
    }
    auto it = fingers_.begin();
    const Finger a = it->second;
    const Finger b = (++it)->second;
    const float dist = std::hypot(a.x - b.x, a.y - b.y);
    const ImVec2 mid{(a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f};
    if (apply && pinch_dist_ > 1.0f && dist > 1.0f) {
        camera_.pan_pixels(mid.x - pinch_mid_.x, mid.y - pinch_mid_.y);
        camera_.zoom_at(dist / pinch_dist_, mid.x, mid.y);
    }
    pinch_dist_ = dist;
    pinch_mid_ = mid;
}

void BoardView::fit(const Game& game) {
    if (game.num_placed() == 0) {
        camera_.fit(0, 0, 0, 0);
        return;
    }
    int x0 = 1 << 30, y0 = 1 << 30, x1 = -(1 << 30), y1 = -(1 << 30);
    for (int i = 0; i < game.num_placed(); ++i) {
        const PlacedTile& p = game.placed()[i];
        x0 = std::min<int>(x0, p.x);
        y0 = std::min<int>(y0, p.y);
        x1 = std::max<int>(x1, p.x);
        y1 = std::max<int>(y1, p.y);
    }
    camera_.fit(x0, y0, x1, y1);
}

void BoardView::zoom_step(int steps) {
    const ImVec2 c{(area_min_.x + area_max_.x) * 0.5f, (area_min_.y + area_max_.y) * 0.5f};
    camera_.zoom_at(std::pow(double(kZoomStep), double(steps)), c.x, c.y);
}

void BoardView::frame(const Game& game, ImVec2 area_min, ImVec2 area_max, float dt) {
    ImGuiIO& io = ImGui::GetIO();
    display_ = io.DisplaySize;
    area_min_ = area_min;
    area_max_ = area_max;
    camera_.set_viewport(area_min.x, area_min.y, area_max.x - area_min.x, area_max.y - area_min.y);
    if (fit_pending_) {
        fit(game);
        fit_pending_ = false;
    }

    // Mouse (and one-finger touch, which SDL turns into the left button): drag pans.
    // Positions, not io.MouseDelta: a touch press makes the pointer jump to the finger in that same frame.
    // The drag starts where the button went down, even if the pointer moved on before this frame.
    for (int b = 0; b < 3; ++b) {
        if (ImGui::IsMouseClicked(b) && !io.WantCaptureMouse && fingers_.size() < 2 && ImGui::IsMousePosValid()) {
            dragging_ = true;
            drag_last_ = press_pos_;
        }
    }
    if (dragging_) {
        if (!ImGui::IsMouseDown(0) && !ImGui::IsMouseDown(1) && !ImGui::IsMouseDown(2)) {
            dragging_ = false;
        } else if (fingers_.size() < 2 && ImGui::IsMousePosValid()) {
            camera_.pan_pixels(io.MousePos.x - drag_last_.x, io.MousePos.y - drag_last_.y);
            drag_last_ = io.MousePos;
        }
    }
    if (keys_held_) {
        const float d = kKeyPanSpeed * std::min(dt, 0.1f);
        // Arrow keys move the view over the board (the board moves the other way).
        camera_.pan_pixels((keys_held_ & 1 ? d : 0) - (keys_held_ & 2 ? d : 0),
                           (keys_held_ & 4 ? d : 0) - (keys_held_ & 8 ? d : 0));
    }

    ImDrawList* dl = ImGui::GetBackgroundDrawList();
    dl->PushClipRect(area_min, area_max);
    dl->AddRectFilled(area_min, area_max, kTable);
    const float s = float(camera_.scale());
    // A faint grid of cells so panning is visible even far from the tiles.
    if (s >= 20) {
        const Vec2d b0 = camera_.to_board({area_min.x, area_min.y});
        const Vec2d b1 = camera_.to_board({area_max.x, area_max.y});
        for (int x = int(std::floor(b0.x)); x <= int(std::ceil(b1.x)); ++x) {
            const float sx = float(camera_.to_screen({double(x), 0}).x);
            dl->AddLine({sx, area_min.y}, {sx, area_max.y}, kTableLine);
        }
        for (int y = int(std::floor(b0.y)); y <= int(std::ceil(b1.y)); ++y) {
            const float sy = float(camera_.to_screen({0, double(y)}).y);
            dl->AddLine({area_min.x, sy}, {area_max.x, sy}, kTableLine);
        }
    }
    // Open cells where a tile could go next.
    for (int i = 0; i < game.frontier_size(); ++i) {
        const FrontierCell& c = game.frontier()[i];
        const Vec2d p = camera_.to_screen({double(c.x), double(c.y)});
        dl->AddRect({float(p.x) + 3, float(p.y) + 3}, {float(p.x) + s - 3, float(p.y) + s - 3}, kOpenCell, s * 0.06f,
                    0, std::max(1.0f, s * 0.015f));
    }
    for (int i = 0; i < game.num_placed(); ++i) {
        const PlacedTile& p = game.placed()[i];
        const Vec2d tl = camera_.to_screen({double(p.x), double(p.y)});
        if (tl.x > area_max.x || tl.y > area_max.y || tl.x + s < area_min.x || tl.y + s < area_min.y) continue;
        const float sh = std::max(2.0f, s * 0.04f);
        dl->AddRectFilled({float(tl.x) + sh, float(tl.y) + sh}, {float(tl.x) + s + sh, float(tl.y) + s + sh},
                          IM_COL32(0, 0, 0, 90));
        draw_tile(dl, {float(tl.x), float(tl.y)}, s, p.type, p.rot);
    }
    dl->PopClipRect();

    // What is under the pointer.
    // (Not after a touch: the pointer then stays where the finger was lifted.)
    if (!io.WantCaptureMouse && !dragging_ && !touch_pointer_ && ImGui::IsMousePosValid()) {
        const Vec2d b = camera_.to_board({io.MousePos.x, io.MousePos.y});
        const int x = int(std::floor(b.x)), y = int(std::floor(b.y));
        const int idx = game.tile_at(x, y);
        if (idx >= 0 && io.MousePos.y >= area_min.y) {
            const PlacedTile& p = game.placed()[idx];
            ImGui::SetTooltip("%s at (%d, %d), turned %d\xC2\xB0", tiles().type(p.type).id.c_str(), x, y, p.rot * 90);
        }
    }
}

}  // namespace carc::ui
