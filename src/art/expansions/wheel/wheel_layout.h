// Where things are on the Wheel of Fortune board, in board cells (the 4 x 4 board's top-left corner is
// (0, 0), y down): one table for the art generator (which paints the wheel into the 16 board tiles) and
// the board view (which draws the pig, the lit segment and the figures on the crowns live), so the two
// always agree. Header-only constants.
#pragma once

#include "engine/mark.h"

namespace carc::wheel_layout {

inline constexpr int kSegments = 6;     // 0..5 = Fortune, Tax, Famine, Storm, Inquisition, Plague, clockwise
inline constexpr int kCrownSpaces = 9;  // Fortune 0; Tax 1, 2; Famine 3; Storm 4, 5; Inquisition 6; Plague 7, 8

// The wheel's centre, its painted radius (segments end there, the rim follows), the hub's radius.
inline constexpr double kCentreX = 2.0, kCentreY = 2.0;
inline constexpr double kWheelRadius = 1.08;
inline constexpr double kRimRadius = 1.19;
inline constexpr double kHubRadius = 0.2;
// Segment k spans the angles (k - 0.5) * 60 .. (k + 0.5) * 60 degrees, clockwise from the top.
inline constexpr double kSegmentDegrees = 60.0;
// Each segment's picture sits on its middle line at this radius, this big (radius of its disc).
inline constexpr double kIconRadius = 0.5, kIconSize = 0.16;
// The pig walks round the wheel at this radius (outside the pictures), drawn this big (the side of its square).
inline constexpr double kPigRadius = 0.83, kPigSize = 0.44;

// Crown spaces: angle (degrees clockwise from the top) on a circle of kCrownRadius, disc radius kCrownDisc.
// Cells (wheel.md section 6): Fortune on the border of (1,0)/(2,0); Tax x2 in (3,1); Famine in (3,2);
// Storm in (2,3) and (1,3); Inquisition in (0,2); Plague x2 in (0,1).
inline constexpr double kCrownRadius = 1.335, kCrownDisc = 0.13;
inline constexpr double kCrownDegrees[kCrownSpaces] = {0, 50, 70, 110, 165, 195, 250, 290, 310};
inline constexpr int kCrownSegment[kCrownSpaces] = {0, 1, 1, 2, 3, 3, 4, 5, 5};

// The segments' names (their events), in English: translated where shown (i18n::tr).
inline constexpr const char* kSegmentNames[kSegments] = {
    // TRANSLATORS: a segment of the Wheel of Fortune, named after the event it brings (on the wheel, in Help,
    // on the board and in the log).
    N_("Fortune"),
    // TRANSLATORS: a segment of the Wheel of Fortune (its event).
    N_("Tax"),
    // TRANSLATORS: a segment of the Wheel of Fortune (its event).
    N_("Famine"),
    // TRANSLATORS: a segment of the Wheel of Fortune (its event).
    N_("Storm"),
    // TRANSLATORS: a segment of the Wheel of Fortune (its event).
    N_("Inquisition"),
    // TRANSLATORS: a segment of the Wheel of Fortune (its event).
    N_("Plague"),
};
// The segments' colours (red, green, blue).
inline constexpr unsigned char kSegmentRGB[kSegments][3] = {
    {238, 192, 56}, {140, 92, 176}, {206, 124, 52}, {82, 112, 168}, {170, 48, 52}, {104, 140, 62}};

}  // namespace carc::wheel_layout
