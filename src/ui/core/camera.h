// The board camera: maps board cells (1 cell = 1 tile, y grows south) to screen pixels; pan, zoom, fit.
// Pure math with no ImGui/SDL so it is unit-tested natively (tests/ui/camera_test.cpp).
#pragma once

namespace carc::ui {

struct Vec2d {
    double x = 0, y = 0;
};

// Where the camera looks: the board point in the middle of the viewport and pixels per tile.
struct CameraView {
    Vec2d center;
    double scale = 100.0;
};

class Camera {
public:
    static constexpr double kMinScale = 12.0;   // pixels per tile when zoomed out furthest
    static constexpr double kMaxScale = 320.0;  // ... and zoomed in furthest
    static constexpr double kFitMaxScale = 150.0;  // "Fit board" never zooms in further than this

    // The viewport in screen pixels (logical, not framebuffer pixels).
    void set_viewport(double x, double y, double w, double h);
    double scale() const { return scale_; }
    Vec2d center() const { return center_; }  // board point shown in the middle of the viewport

    // Board point -> screen pixel, and back. Cell (x, y) covers board [x, x+1) x [y, y+1).
    Vec2d to_screen(Vec2d board) const;
    Vec2d to_board(Vec2d screen) const;

    // Moves the view so the board follows a drag of (dx, dy) screen pixels.
    void pan_pixels(double dx, double dy);
    // Multiplies the scale by factor (clamped), keeping the board point under screen point (sx, sy) fixed.
    void zoom_at(double factor, double sx, double sy);
    // Shows the cells [min_x, max_x] x [min_y, max_y] with a margin of `margin_tiles` around them.
    void fit(int min_x, int min_y, int max_x, int max_y, double margin_tiles = 0.75);
    void set_scale(double s);
    // The view fit() would choose, without moving the camera (for animated moves).
    CameraView fit_view(int min_x, int min_y, int max_x, int max_y, double margin_tiles = 0.75) const;
    CameraView view() const { return {center_, scale_}; }
    void set_view(const CameraView& v);
    // Moves a fraction t (0..1) of the way from the current view towards `target` (zoom moves geometrically).
    void approach(const CameraView& target, double t);

private:
    double vx_ = 0, vy_ = 0, vw_ = 1, vh_ = 1;
    Vec2d center_{0.5, 0.5};
    double scale_ = 100.0;
};

}  // namespace carc::ui
