// Wheel of Fortune: the state the rule set keeps in a game (the pig, the Plague's round, the crown spaces).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace carc {

struct ExpansionHooks;

// The six segments of the wheel, clockwise from Fortune (wheel.md section 1), and the 9 crown spaces:
// Fortune 0; Tax 1, 2; Famine 3; Storm 4, 5; Inquisition 6; Plague 7, 8.
inline constexpr int kWheelSegments = 6;
inline constexpr int kCrownSpaces = 9;
inline constexpr int kCrownFirst[kWheelSegments] = {0, 1, 3, 4, 6, 7};   // first crown space of each segment
inline constexpr int kCrownCount[kWheelSegments] = {1, 2, 1, 2, 1, 2};   // crown spaces of each segment
// The segments' names (the pig's positions, and the crown segments of ActionKind::Crown).
inline constexpr const char* kWheelSegmentNames[kWheelSegments] = {"fortune", "tax", "famine", "storm", "inquisition", "plague"};
// The index of a segment's name in kWheelSegmentNames, -1 if unknown.
int wheel_segment_index(std::string_view name);

struct WheelState {
    uint8_t pig = 0;            // the pig's segment, 0..5 clockwise from Fortune
    uint8_t plague_player = 0;  // Plague: the player deciding now
    int8_t plague_left = 0;     // Plague: players still to decide, counting plague_player
    std::array<int8_t, kCrownSpaces> crowns{-1, -1, -1, -1, -1, -1, -1, -1, -1};  // the player on each crown space
    bool operator==(const WheelState&) const = default;

    int pig_at() const { return pig; }  // the pig's segment
    // The segment of a crown space (0..8), or -1.
    static int crown_segment(int space) {
        constexpr int kSeg[kCrownSpaces] = {0, 1, 1, 2, 3, 3, 4, 5, 5};
        return space >= 0 && space < kCrownSpaces ? kSeg[space] : -1;
    }
    // Who stands on a crown space (-1 when empty). Crown followers are not in Game::figures(): they are on no
    // land tile, and not in the supply either.
    int crown_player(int space) const { return space >= 0 && space < kCrownSpaces ? crowns[static_cast<size_t>(space)] : -1; }
    // Followers of player p on crown spaces.
    int crown_followers(int p) const {
        int n = 0;
        for (const int8_t c : crowns) n += c == p;
        return n;
    }
};

struct WheelModule {
    using State = WheelState;
    static const ExpansionHooks& hooks();
    static constexpr unsigned kMarkerFigures = 0;
    static constexpr unsigned kCornerFigures = 0;
    static constexpr unsigned kPennantFigures = 0;
};

}  // namespace carc
