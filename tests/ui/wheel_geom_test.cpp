// The Wheel of Fortune on the board: the crown spaces where wheel.md section 6 puts them (and on the segments the
// engine gives them), the wheel board found in a game, segments under points, the pig's walk.
#include "ui/expansions/wheel/geom.h"

#include <gtest/gtest.h>

#include <cmath>

#include "art/expansions/wheel/wheel_layout.h"
#include "engine/game.h"

namespace carc::ui {
namespace {
namespace L = wheel_layout;

TEST(WheelGeom, CrownSpacesSitInTheCellsOfTheRules) {
    // wheel.md section 6: Fortune on the border of cells (1,0)/(2,0); Tax x2 in (3,1); Famine in (3,2); Storm in
    // (2,3) and (1,3); Inquisition in (0,2); Plague x2 in (0,1).
    const int cells[L::kCrownSpaces][2] = {{-1, 0}, {3, 1}, {3, 1}, {3, 2}, {2, 3}, {1, 3}, {0, 2}, {0, 1}, {0, 1}};
    for (int s = 0; s < L::kCrownSpaces; ++s) {
        const WheelPoint p = crown_point(s);
        SCOPED_TRACE(s);
        EXPECT_EQ(int(std::floor(p.y)), cells[s][1]);
        if (cells[s][0] < 0) EXPECT_NEAR(p.x, 2.0, 1e-9);  // on the border of two cells
        else EXPECT_EQ(int(std::floor(p.x)), cells[s][0]);
        // The whole disc on the parchment: off the wheel's rim, inside the board.
        EXPECT_GT(std::hypot(p.x - L::kCentreX, p.y - L::kCentreY) - L::kCrownDisc, L::kRimRadius);
        EXPECT_GT(p.x - L::kCrownDisc, 0.25);
        EXPECT_LT(p.x + L::kCrownDisc, 3.75);
        // Each crown space lies in the direction of its own segment (within the segment's 60 degrees).
        const double d = std::fabs(L::kCrownDegrees[s] - segment_degrees(L::kCrownSegment[s]));
        EXPECT_LE(std::min(d, 360 - d), 30.0);
        // The same segment as the engine's.
        EXPECT_EQ(L::kCrownSegment[s], WheelState::crown_segment(s));
    }
    EXPECT_EQ(WheelState::crown_segment(L::kCrownSpaces), -1);
}

TEST(WheelGeom, SegmentsUnderPoints) {
    for (int k = 0; k < L::kSegments; ++k) {
        const WheelPoint p = wheel_point(segment_degrees(k), 0.7);
        EXPECT_EQ(segment_at_point(p.x, p.y), k);
        // The pig's path lies on the segment's face.
        const WheelPoint q = wheel_point(segment_degrees(k), L::kPigRadius);
        EXPECT_EQ(segment_at_point(q.x, q.y), k);
    }
    EXPECT_EQ(segment_at_point(0.1, 0.1), -1);                   // a corner of the board
    EXPECT_EQ(segment_at_point(L::kCentreX, L::kCentreY), -1);   // the hub
    // Fortune at the top, Tax upper right, Famine lower right, Storm at the bottom, Inquisition lower left, Plague upper left.
    EXPECT_EQ(segment_at_point(2.0, 1.2), 0);
    EXPECT_EQ(segment_at_point(2.6, 1.6), 1);
    EXPECT_EQ(segment_at_point(2.6, 2.4), 2);
    EXPECT_EQ(segment_at_point(2.0, 2.8), 3);
    EXPECT_EQ(segment_at_point(1.4, 2.4), 4);
    EXPECT_EQ(segment_at_point(1.4, 1.6), 5);
}

TEST(WheelGeom, WheelBoardInAGame) {
    Rules r;
    r.game = GameKind::WheelOfFortune;
    const Game g(r, 3);
    int x = 99, y = 99;
    ASSERT_TRUE(wheel_origin(g, &x, &y));
    // The 16 board cells are placed from that corner.
    for (int row = 0; row < 4; ++row)
        for (int col = 0; col < 4; ++col) EXPECT_GE(g.tile_at(x + col, y + row), 0) << col << "," << row;
    EXPECT_LT(g.tile_at(x - 1, y), 0);
    EXPECT_LT(g.tile_at(x + 4, y + 3), 0);
    const Game base(Rules{}, 2);
    EXPECT_FALSE(wheel_origin(base, &x, &y));
}

TEST(WheelGeom, PigWalksSegmentBySegment) {
    const double dt = 0.35;
    // Before the move, half-way through each step (between two segments, hopping), and after it.
    PigPose p = pig_pose(4, 3, 0.0, dt);  // Inquisition -> Plague -> Fortune -> Tax
    EXPECT_FALSE(p.done);
    EXPECT_NEAR(p.degrees, 240, 1e-9);
    p = pig_pose(4, 3, dt * 0.5, dt);
    EXPECT_NEAR(p.degrees, 270, 1e-9);
    EXPECT_NEAR(p.hop, 1.0, 1e-9);
    p = pig_pose(4, 3, dt * 1.5, dt);
    EXPECT_NEAR(p.degrees, 330, 1e-9);
    p = pig_pose(4, 3, dt * 2.5, dt);
    EXPECT_NEAR(p.degrees, 30, 1e-9);  // across the top, not back round
    EXPECT_GT(p.facing, 0.99);         // nose to the right at the top
    p = pig_pose(4, 3, dt * 3, dt);
    EXPECT_TRUE(p.done);
    EXPECT_NEAR(p.degrees, 60, 1e-9);
    EXPECT_EQ(p.hop, 0);
    // The angle never goes backwards during a move.
    double last = -1;
    for (int i = 0; i <= 100; ++i) {
        const PigPose q = pig_pose(0, 3, dt * 3 * i / 100.0, dt);
        EXPECT_GE(q.degrees, last - 1e-9);
        last = q.degrees;
    }
    // Walking clockwise: nose to the right at the top, to the left at the bottom, turning round on the sides.
    EXPECT_NEAR(pig_rest(0).facing, 1, 1e-9);
    EXPECT_NEAR(pig_rest(3).facing, -1, 1e-9);
    EXPECT_NEAR(std::fabs(pig_facing(90)), 0, 1e-9);
    for (int k = 0; k < L::kSegments; ++k) EXPECT_EQ(std::fabs(pig_rest(k).facing), 1.0);  // never thin at rest
    // A zero-length move is just the rest pose.
    EXPECT_TRUE(pig_pose(2, 0, 0.1, dt).done);
    EXPECT_NEAR(pig_pose(2, 0, 0.1, dt).degrees, 120, 1e-9);
}

}  // namespace
}  // namespace carc::ui
