// The Wheel of Fortune on the board as pure functions (no ImGui, no SDL), unit-tested in
// tests/ui/wheel_geom_test.cpp: where the wheel board lies in the game's grid, where its crown spaces and
// segments are, and the pig's walk round the wheel (its angle, hop and facing at any moment of a move).
#pragma once

#include "engine/game.h"

namespace carc::ui {

struct WheelPoint {
    double x = 0, y = 0;  // board cells (the game's grid), y down
};

// The grid cell of the wheel board's top-left corner, from the placed board cells; false when the game has no
// wheel board (or not yet).
bool wheel_origin(const Game& g, int* x, int* y);

// Relative to the wheel board's top-left corner (cells): the wheel's centre, a point at `degrees` clockwise
// from the top and `radius` cells from the centre, a crown space's centre (0..8).
WheelPoint wheel_point(double degrees, double radius);
WheelPoint crown_point(int space);
// Segment 0..5's middle angle (degrees clockwise from the top): 60 * segment.
double segment_degrees(int segment);
// The segment (0..5) under a point relative to the board's corner, or -1 outside the wheel's face.
int segment_at_point(double x, double y);

// How the wheel's layer times the pig's walk and what follows it (seconds), for its drawing and its sounds.
inline constexpr double kPigStepSeconds = 0.35;  // per segment of the walk
inline constexpr double kPigAfterScores = 0.8;   // it sets off this long after the same step's other scores show
inline constexpr double kCrownPayDelay = 0.7;    // the crowns pay this long after the event
inline constexpr double kAfterWheelEvent = 1.6;  // computer players wait this long after the pig stopped (to read)

// The pig's pose during a move of `steps` segments from segment `from`, `elapsed` seconds after it began,
// one segment every `seconds_per_segment` (each step eases in and out, with a small hop).
struct PigPose {
    double degrees = 0;   // clockwise from the top (the pig's place on the wheel)
    double hop = 0;       // 0..1: how high it is in its hop (0 = on the wheel)
    double facing = 1;    // -1..1: the picture's x scale (1 = nose to the right; it turns round on the sides)
    bool done = true;     // the move is over (the pose is the landing segment's)
};
PigPose pig_pose(int from, int steps, double elapsed, double seconds_per_segment);
// The pose of a pig standing on a segment.
PigPose pig_rest(int segment);
// The picture's x scale at an angle: full to the right over the top, mirrored over the bottom, narrow on the
// sides where the pig turns round (walking clockwise it goes right at the top and left at the bottom).
double pig_facing(double degrees);

}  // namespace carc::ui
