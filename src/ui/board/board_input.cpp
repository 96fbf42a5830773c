// Board view input: mouse, touch and keys turned into camera moves (drag, pinch, wheel, arrows, +/-) and
// the player's choices (click, tap, long press, keyboard cursor, Tab/Enter).
#include <SDL.h>

#include <algorithm>
#include <cmath>

#include "ui/board/board_view.h"
#include "ui/board/board_draw.h"
#include "ui/core/session.h"
#include "ui/core/tile_geom.h"

namespace carc::ui {
namespace {

constexpr float kKeyPanSpeed = 700.0f;  // pixels per second while an arrow key is held
constexpr float kZoomStep = 1.25f;
constexpr double kLongPress = 0.5;      // seconds: a touch held this long rotates the tile
constexpr int kMouseMoves = 4;          // a mouse's motions, of at least kMouseTravel pixels in all, that end a
constexpr float kMouseTravel = 24.0f;   // touch layout

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
        stop_following();
        camera_.zoom_at(std::pow(1.15, double(dy)), mx, my);
        return true;
    }
    case SDL_MOUSEMOTION:
        touch_pointer_ = e.motion.which == SDL_TOUCH_MOUSEID;
        if (touch_pointer_) {
            mouse_moves_ = 0;
            mouse_travel_ = 0;
        } else if (turn_->touch_mode) {
            // A browser sends one motion to where a wheel event happens, and a phone's screen can send a stray one:
            // the layout for fingers stays until a mouse has moved in several steps over some distance, or clicks.
            // Each step's distance is capped, so one jump across the screen counts as one short step.
            const float step = std::min(12.0f, float(std::abs(e.motion.xrel) + std::abs(e.motion.yrel)));
            if (step > 0) {
                ++mouse_moves_;
                mouse_travel_ += step;
            }
            if (mouse_moves_ >= kMouseMoves && mouse_travel_ >= kMouseTravel) turn_->touch_mode = false;
        }
        return false;
    case SDL_MOUSEBUTTONDOWN:
        touch_pointer_ = e.button.which == SDL_TOUCH_MOUSEID;
        turn_->touch_mode = touch_pointer_;
        mouse_moves_ = 0;
        mouse_travel_ = 0;
        press_pos_ = {float(e.button.x), float(e.button.y)};
        return false;
    case SDL_MOUSEBUTTONUP:
        release_pos_ = {float(e.button.x), float(e.button.y)};
        return false;
    case SDL_FINGERDOWN:
    case SDL_FINGERMOTION:
    case SDL_FINGERUP: {
        const Finger p{e.tfinger.x * display_.x, e.tfinger.y * display_.y};
        const int64_t id = int64_t(e.tfinger.fingerId);
        turn_->touch_mode = true;
        mouse_moves_ = 0;
        mouse_travel_ = 0;
        if (e.type == SDL_FINGERUP) {
            fingers_.erase(id);
            pinch_update(false);
            return true;
        }
        if (e.type == SDL_FINGERDOWN) {
            fingers_[id] = p;
            if (fingers_.size() >= 2) {
                dragging_ = false;  // a pinch, not a drag
                press_.multi = true;
            }
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
        const SDL_Keycode key = e.key.keysym.sym;
        unsigned bit = 0;
        int dx = 0, dy = 0;
        switch (key) {
        case SDLK_LEFT: bit = 1; dx = -1; break;
        case SDLK_RIGHT: bit = 2; dx = 1; break;
        case SDLK_UP: bit = 4; dy = -1; break;
        case SDLK_DOWN: bit = 8; dy = 1; break;
        default: break;
        }
        if (bit) {
            if (!down) {
                keys_held_ &= ~bit;
                return true;
            }
            if (!keys_free) return false;
            // With a tile in hand the arrows move the placement cursor between legal cells; otherwise they pan.
            if (lit_phase() && !(e.key.keysym.mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI | KMOD_SHIFT))) {
                move_cursor(dx, dy);
                return true;
            }
            keys_held_ |= bit;
            stop_following();
            return true;
        }
        if (!down || !keys_free) return false;
        const bool ctrl = (e.key.keysym.mod & (KMOD_CTRL | KMOD_GUI)) != 0;
        if (ctrl && key == SDLK_z) return turn_->take_back();
        if (e.key.keysym.mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI)) return false;
        switch (key) {
        case SDLK_PLUS:
        case SDLK_EQUALS:
        case SDLK_KP_PLUS: zoom_step(1); return true;
        case SDLK_MINUS:
        case SDLK_KP_MINUS: zoom_step(-1); return true;
        case SDLK_f:
        case SDLK_HOME:
        case SDLK_0: fit_pending_ = true; return true;
        case SDLK_r: turn_->rotate(); return true;
        case SDLK_h: return session_->request_hint();
        case SDLK_BACKSPACE: return turn_->take_back();
        case SDLK_1:
        case SDLK_2:
        case SDLK_3:
        case SDLK_4:
        case SDLK_5:
        case SDLK_6:
        case SDLK_7:
        case SDLK_8:
        case SDLK_9:
            // Which kind of figure to deploy (the deploy bar's buttons, in figure order: key k + 1 for kind k).
            if (human_deploying() && key - SDLK_1 < kNumFigureKinds) return choose_kind(carc::Figure(key - SDLK_1));
            return false;
        case SDLK_TAB:
            if (marker_phase() && !markers_.empty()) {
                const int n = int(markers_.size());
                const int step = (e.key.keysym.mod & KMOD_SHIFT) ? n - 1 : 1;
                turn_->focus_marker = turn_->focus_marker < 0 ? (step == 1 ? 0 : n - 1) : (turn_->focus_marker + step) % n;
                return true;
            }
            return false;
        case SDLK_ESCAPE:
            turn_->focus_marker = -1;
            return true;
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
        case SDLK_SPACE: {
            PassButton pass;
            const bool can_pass = pass_button(&pass);  // a layer's decision can be declined (Space, or its button)
            if (lit_phase() && can_pass && key == SDLK_SPACE) return session_->submit(pass.action);
            // With no cell or circle picked, Enter takes the hint's move when one is shown.
            const std::vector<Action>& hint = session_->hint();
            const bool take_hint = key != SDLK_SPACE && !hint.empty();
            if (lit_phase()) {
                Cell c;
                if (turn_->display_cell(&c)) return place_at(c);
                if (take_hint && hint.front().kind == ActionKind::Place) return session_->submit(hint.front());
                move_cursor(0, 0);  // no cursor yet: put it on a legal cell
                return true;
            }
            if (marker_phase()) {  // Tab picks a marker, Enter takes it; else Space or Enter declines
                if (key != SDLK_SPACE && turn_->focus_marker >= 0 && turn_->focus_marker < int(markers_.size()))
                    return session_->submit(markers_[size_t(turn_->focus_marker)].action);
                if (take_hint && human_deploying()) return session_->submit(hint.front());
                if (human_deploying()) return turn_->skip_deploy();
                return can_pass && session_->submit(pass.action);  // no decline (a choice must be made): nothing
            }
            return false;
        }
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
        stop_following();
        camera_.pan_pixels(mid.x - pinch_mid_.x, mid.y - pinch_mid_.y);
        camera_.zoom_at(dist / pinch_dist_, mid.x, mid.y);
    }
    pinch_dist_ = dist;
    pinch_mid_ = mid;
}

void BoardView::zoom_step(int steps) {
    stop_following();
    const ImVec2 c{(area_min_.x + area_max_.x) * 0.5f, (area_min_.y + area_max_.y) * 0.5f};
    camera_.zoom_at(std::pow(double(kZoomStep), double(steps)), c.x, c.y);
}

void BoardView::move_cursor(int dx, int dy) {
    if (cells_.empty()) return;
    turn_->touch_mode = false;
    int idx = -1;
    if (!turn_->sel_valid) {
        // The first press picks the legal cell nearest the middle of the view in the arrow's direction (Enter, or
        // none that way: the nearest).
        const Vec2d mid = camera_.to_board({(area_min_.x + area_max_.x) * 0.5, (area_min_.y + area_max_.y) * 0.5});
        if (dx != 0 || dy != 0) idx = step_cursor_from(cells_, mid.x, mid.y, dx, dy);
        if (idx < 0) idx = nearest_cell(cells_, mid.x, mid.y);
    } else {
        idx = step_cursor(cells_, turn_->sel, dx, dy);
        if (idx < 0) return;
    }
    turn_->sel = cells_[size_t(idx)];
    turn_->sel_valid = true;
    turn_->hover_valid = false;
    keep_visible(turn_->sel);
}

Camera BoardView::heading() const {
    Camera cam = camera_;
    if (cam_anim_) cam.set_view(cam_target_);
    return cam;
}

void BoardView::keep_visible(Cell c, float above) {
    const Camera cam = heading();
    const float s = float(cam.scale());
    const Vec2d q = cam.to_screen({double(c.x), double(c.y)});
    const ImVec2 p{float(q.x), float(q.y)};
    const float m = std::min(s * 0.5f, 40.0f);
    float dx = 0, dy = 0;
    if (p.x < area_min_.x + m) dx = area_min_.x + m - p.x;
    if (p.x + s > area_max_.x - m) dx = area_max_.x - m - (p.x + s);
    // Below the turn banner (as tall as it was drawn; about 60 px before that).
    const float top = (banner_measured() ? std::max(area_min_.y + m, banner_max_.y + std::min(m, 24.0f)) : area_min_.y + m + 60) + above;
    if (p.y < top) dy = top - p.y;  // (where the area is too short for both, the top and a label over it win)
    else if (p.y + s > area_max_.y - m) dy = area_max_.y - m - (p.y + s);
    if (dx != 0 || dy != 0) {
        cam_target_ = cam.view();
        cam_target_.center.x -= dx / s;
        cam_target_.center.y -= dy / s;
        cam_anim_ = true;
    }
}

void BoardView::show_lit_cells() {
    if (cells_.empty()) return;
    const Camera cam = heading();
    const float s = float(cam.scale());
    const float top = banner_measured() ? std::max(area_min_.y, banner_max_.y) : area_min_.y + 60;
    // Lit cells in view mostly under the turn banner come out from under it, where the board can move down that
    // far without a lit cell in view leaving it at the bottom. (An edge under it moves nothing: the camera stays
    // put where it can.)
    if (banner_measured()) {
        float under = 0, lowest = -1e9f;
        for (const Cell& c : cells_) {
            const Vec2d q = cam.to_screen({double(c.x), double(c.y)});
            const float x = float(q.x), y = float(q.y);
            if (x + s <= area_min_.x || x >= area_max_.x || y + s <= area_min_.y || y >= area_max_.y) continue;
            lowest = std::max(lowest, y + s);
            if (x + s > banner_min_.x && x < banner_max_.x && banner_max_.y - y > s * 0.4f)
                under = std::max(under, banner_max_.y + 6 - y);
        }
        if (under > 0 && lowest + under <= area_max_.y - 4) {
            cam_target_ = cam.view();
            cam_target_.center.y -= under / s;
            cam_anim_ = true;
            return;
        }
    }
    for (const Cell& c : cells_) {
        const Vec2d q = cam.to_screen({double(c.x), double(c.y)});
        // Most of the cell in the open part is enough: it can be seen and hit.
        if (q.x + s * 0.25 >= area_min_.x && q.x + s * 0.75 <= area_max_.x && q.y + s * 0.25 >= top &&
            q.y + s * 0.75 <= area_max_.y)
            return;
    }
    const Vec2d mid = cam.to_board({(area_min_.x + area_max_.x) * 0.5, (top + area_max_.y) * 0.5});
    keep_visible(cells_[size_t(nearest_cell(cells_, mid.x, mid.y))]);
}

void BoardView::click(int button, ImVec2 pos) {
    if (!session_ || !session_->active()) return;
    if (button == 1) {  // right-click rotates
        turn_->rotate();
        return;
    }
    if (button != 0) return;
    if (newest_hit(pos)) {  // the pointer to another player's newest tile
        show_tile(newest_.tile);
        return;
    }
    const Vec2d b = camera_.to_board({pos.x, pos.y});
    const Cell c{int(std::floor(b.x)), int(std::floor(b.y))};
    if (lit_phase()) {
        if (std::find(cells_.begin(), cells_.end(), c) == cells_.end()) return;
        // Touch screens have no hover: the first tap shows the tile there, a second tap places it.
        if (press_.touch && !(turn_->sel_valid && turn_->sel == c)) {
            turn_->sel = c;
            turn_->sel_valid = true;
            return;
        }
        place_at(c);
        return;
    }
    if (marker_phase()) {
        std::vector<float> xs, ys;
        for (const Marker& m : markers_) {
            xs.push_back(m.pos.x);
            ys.push_back(m.pos.y);
        }
        const int k = hit_circle(xs, ys, marker_radius() * 1.15f, pos.x, pos.y);
        if (k >= 0) session_->submit(markers_[size_t(k)].action);
    }
}

void BoardView::long_press(ImVec2 pos) {
    if (!human_placing()) return;
    const Vec2d b = camera_.to_board({pos.x, pos.y});
    const Cell c{int(std::floor(b.x)), int(std::floor(b.y))};
    if (std::find(cells_.begin(), cells_.end(), c) != cells_.end()) {
        if (!(turn_->sel_valid && turn_->sel == c)) {
            turn_->sel = c;
            turn_->sel_valid = true;
        }
    }
    turn_->rotate();
}

// Mouse (and one-finger touch, which SDL turns into the left button): drag pans, a press released where
// it started clicks, a touch held still rotates.
void BoardView::pointer(double now) {
    ImGuiIO& io = ImGui::GetIO();
    const bool in_area = press_pos_.x >= area_min_.x && press_pos_.y >= area_min_.y && press_pos_.x < area_max_.x &&
                         press_pos_.y < area_max_.y;
    for (int b = 0; b < 3; ++b) {
        if (ImGui::IsMouseClicked(b) && !io.WantCaptureMouse && fingers_.size() < 2 && ImGui::IsMousePosValid() &&
            in_area) {
            dragging_ = true;
            drag_last_ = press_pos_;
            press_ = Press{};
            press_.active = true;
            press_.button = b;
            press_.pos = press_pos_;
            press_.time = now;
            press_.touch = touch_pointer_;
            // The board stops where it is under a press (a pan after a computer's move, a zoom): a tap lands on
            // what the player saw under the finger.
            cam_anim_ = false;
        }
    }
    if (fingers_.size() >= 2) press_.multi = true;
    if (press_.active && ImGui::IsMousePosValid()) {
        const float slop = press_.touch ? 14.0f : 6.0f;
        if (std::hypot(io.MousePos.x - press_.pos.x, io.MousePos.y - press_.pos.y) > slop) press_.moved = true;
    }
    if (dragging_) {
        // The pointer's way since the last frame, the frame the button went up included: a move and the release
        // can come in one frame, and the board follows the pointer to where it was let go (not further: a move
        // after the release pans nothing).
        const bool down = ImGui::IsMouseDown(0) || ImGui::IsMouseDown(1) || ImGui::IsMouseDown(2);
        const ImVec2 at = down ? io.MousePos : release_pos_;
        if (fingers_.size() < 2 && ImGui::IsMousePosValid()) {
            const float dx = at.x - drag_last_.x, dy = at.y - drag_last_.y;
            if (dx != 0 || dy != 0) {
                if (press_.moved) stop_following();
                camera_.pan_pixels(dx, dy);
                cam_target_.center = camera_.view().center;
            }
            drag_last_ = at;
        }
        if (!down) dragging_ = false;
    }
    if (press_.active) {
        if (press_.touch && !press_.moved && !press_.multi && !press_.long_fired && now - press_.time >= kLongPress &&
            ImGui::IsMouseDown(press_.button)) {
            press_.long_fired = true;
            long_press(press_.pos);
        }
        if (ImGui::IsMouseReleased(press_.button) || !ImGui::IsMouseDown(press_.button)) {
            press_.active = false;
            if (!press_.moved && !press_.multi && !press_.long_fired) click(press_.button, press_.pos);
        }
    }
}

// Arrow keys held down move the view over the board (the board moves the other way).
void BoardView::pan_held_keys(float dt) {
    if (!keys_held_) return;
    const float d = kKeyPanSpeed * std::min(dt, 0.1f);
    camera_.pan_pixels((keys_held_ & 1 ? d : 0) - (keys_held_ & 2 ? d : 0), (keys_held_ & 4 ? d : 0) - (keys_held_ & 8 ? d : 0));
}

}  // namespace carc::ui
