// The Wheel of Fortune's geometry on the board and the pig's walk (see geom.h).
#include "ui/expansions/wheel/geom.h"

#include <algorithm>
#include <cmath>

#include "engine/tiles.h"
#include "art/expansions/wheel/wheel_layout.h"

namespace carc::ui {
namespace L = wheel_layout;
namespace {
constexpr double kPi = 3.14159265358979323846;
double smooth(double t) { return t * t * (3 - 2 * t); }
}  // namespace

bool wheel_origin(const Game& g, int* x, int* y) {
    for (int i = 0; i < g.num_placed(); ++i) {
        const PlacedTile& p = g.placed()[i];
        const TileType& t = tiles().type(p.type);
        if (t.board_col < 0) continue;
        *x = p.x - t.board_col;
        *y = p.y - t.board_row;
        return true;
    }
    return false;
}

WheelPoint wheel_point(double degrees, double radius) {
    const double a = degrees * kPi / 180;
    return {L::kCentreX + std::sin(a) * radius, L::kCentreY - std::cos(a) * radius};
}

WheelPoint crown_point(int space) {
    if (space < 0 || space >= L::kCrownSpaces) return {L::kCentreX, L::kCentreY};
    return wheel_point(L::kCrownDegrees[space], L::kCrownRadius);
}

double segment_degrees(int segment) { return L::kSegmentDegrees * segment; }

int segment_at_point(double x, double y) {
    const double dx = x - L::kCentreX, dy = y - L::kCentreY;
    const double r = std::hypot(dx, dy);
    if (r < L::kHubRadius || r > L::kWheelRadius) return -1;
    double deg = std::atan2(dx, -dy) * 180 / kPi;  // clockwise from the top
    if (deg < 0) deg += 360;
    return int(std::floor((deg + L::kSegmentDegrees / 2) / L::kSegmentDegrees)) % L::kSegments;
}

double pig_facing(double degrees) { return std::clamp(std::cos(degrees * kPi / 180) * 4, -1.0, 1.0); }

PigPose pig_rest(int segment) {
    PigPose p;
    p.degrees = segment_degrees(((segment % L::kSegments) + L::kSegments) % L::kSegments);
    p.facing = pig_facing(p.degrees);
    return p;
}

PigPose pig_pose(int from, int steps, double elapsed, double seconds_per_segment) {
    if (steps <= 0 || seconds_per_segment <= 0 || elapsed >= steps * seconds_per_segment) return pig_rest(from + std::max(steps, 0));
    if (elapsed <= 0) {
        PigPose p = pig_rest(from);
        p.done = false;
        return p;
    }
    const int step = std::min(steps - 1, int(elapsed / seconds_per_segment));
    const double t = (elapsed - step * seconds_per_segment) / seconds_per_segment;
    PigPose p;
    p.degrees = std::fmod(segment_degrees(from) + L::kSegmentDegrees * (step + smooth(t)), 360.0);
    p.hop = std::sin(t * kPi);
    p.facing = pig_facing(p.degrees);
    p.done = false;
    return p;
}

}  // namespace carc::ui
