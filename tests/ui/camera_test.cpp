// Board camera: screen/board round trips, zoom about a fixed point, clamping, fit.
#include "ui/core/camera.h"

#include <gtest/gtest.h>

namespace carc::ui {
namespace {

Camera make(double w = 800, double h = 600) {
    Camera c;
    c.set_viewport(0, 20, w, h);
    return c;
}

TEST(Camera, ScreenBoardRoundTrip) {
    Camera c = make();
    c.pan_pixels(37, -12);
    c.zoom_at(1.7, 100, 200);
    const Vec2d b = c.to_board({321.5, 123.25});
    const Vec2d s = c.to_screen(b);
    EXPECT_NEAR(s.x, 321.5, 1e-9);
    EXPECT_NEAR(s.y, 123.25, 1e-9);
}

TEST(Camera, PanMovesBoardWithPointer) {
    Camera c = make();
    const Vec2d before = c.to_screen({2, 3});
    c.pan_pixels(50, -30);
    const Vec2d after = c.to_screen({2, 3});
    EXPECT_NEAR(after.x - before.x, 50, 1e-9);
    EXPECT_NEAR(after.y - before.y, -30, 1e-9);
}

TEST(Camera, ZoomKeepsPointUnderCursor) {
    Camera c = make();
    const Vec2d under = c.to_board({600, 100});
    c.zoom_at(2.0, 600, 100);
    const Vec2d still = c.to_board({600, 100});
    EXPECT_NEAR(under.x, still.x, 1e-9);
    EXPECT_NEAR(under.y, still.y, 1e-9);
}

TEST(Camera, ZoomIsClamped) {
    Camera c = make();
    for (int i = 0; i < 100; ++i) c.zoom_at(2.0, 0, 0);
    EXPECT_DOUBLE_EQ(c.scale(), Camera::kMaxScale);
    for (int i = 0; i < 100; ++i) c.zoom_at(0.5, 0, 0);
    EXPECT_DOUBLE_EQ(c.scale(), Camera::kMinScale);
}

TEST(Camera, FitShowsEveryCell) {
    Camera c = make();
    c.fit(-5, -2, 7, 3);
    for (const Vec2d corner : {Vec2d{-5, -2}, Vec2d{8, 4}}) {
        const Vec2d s = c.to_screen(corner);
        EXPECT_GE(s.x, 0);
        EXPECT_LE(s.x, 800);
        EXPECT_GE(s.y, 20);
        EXPECT_LE(s.y, 620);
    }
    // The board's middle is in the viewport's middle.
    const Vec2d mid = c.to_screen({1.5, 1.0});
    EXPECT_NEAR(mid.x, 400, 1e-9);
    EXPECT_NEAR(mid.y, 320, 1e-9);
}

TEST(Camera, FitOneTileDoesNotZoomInFurtherThanTheCap) {
    Camera c = make();
    c.fit(0, 0, 0, 0);
    EXPECT_DOUBLE_EQ(c.scale(), Camera::kFitMaxScale);
}

}  // namespace
}  // namespace carc::ui
