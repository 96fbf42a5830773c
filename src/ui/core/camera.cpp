// Board camera math (see camera.h).
#include "ui/core/camera.h"

#include <algorithm>
#include <cmath>

namespace carc::ui {

void Camera::set_viewport(double x, double y, double w, double h) {
    vx_ = x;
    vy_ = y;
    vw_ = std::max(1.0, w);
    vh_ = std::max(1.0, h);
}

Vec2d Camera::to_screen(Vec2d b) const {
    return {vx_ + vw_ * 0.5 + (b.x - center_.x) * scale_, vy_ + vh_ * 0.5 + (b.y - center_.y) * scale_};
}

Vec2d Camera::to_board(Vec2d s) const {
    return {center_.x + (s.x - vx_ - vw_ * 0.5) / scale_, center_.y + (s.y - vy_ - vh_ * 0.5) / scale_};
}

void Camera::pan_pixels(double dx, double dy) {
    center_.x -= dx / scale_;
    center_.y -= dy / scale_;
}

void Camera::set_scale(double s) { scale_ = std::clamp(s, kMinScale, kMaxScale); }

void Camera::zoom_at(double factor, double sx, double sy) {
    const Vec2d before = to_board({sx, sy});
    set_scale(scale_ * factor);
    const Vec2d after = to_board({sx, sy});
    center_.x += before.x - after.x;
    center_.y += before.y - after.y;
}

CameraView Camera::fit_view(int min_x, int min_y, int max_x, int max_y, double margin_tiles) const {
    const double w = (max_x - min_x + 1) + 2 * margin_tiles;
    const double h = (max_y - min_y + 1) + 2 * margin_tiles;
    CameraView v;
    v.scale = std::clamp(std::min({vw_ / w, vh_ / h, kFitMaxScale}), kMinScale, kMaxScale);
    v.center = {(min_x + max_x + 1) * 0.5, (min_y + max_y + 1) * 0.5};
    return v;
}

void Camera::fit(int min_x, int min_y, int max_x, int max_y, double margin_tiles) {
    set_view(fit_view(min_x, min_y, max_x, max_y, margin_tiles));
}

void Camera::set_view(const CameraView& v) {
    set_scale(v.scale);
    center_ = v.center;
}

void Camera::approach(const CameraView& target, double t) {
    t = std::clamp(t, 0.0, 1.0);
    center_.x += (target.center.x - center_.x) * t;
    center_.y += (target.center.y - center_.y) * t;
    set_scale(scale_ * std::pow(target.scale / scale_, t));
}

}  // namespace carc::ui
