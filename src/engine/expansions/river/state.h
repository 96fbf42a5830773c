// River I: the state the expansion keeps in a game (where the river is open and which way it last turned).
#pragma once

#include <cstdint>

namespace carc {

struct ExpansionHooks;

struct RiverState {
    int8_t turn = 0;        // turn direction of the last river curve (+1 right, -1 left, 0 none)
    int16_t open_tile = -1;  // placed index of the tile whose river end is still open
    bool operator==(const RiverState&) const = default;
};

// The module as the registry lists it: its state type and its hook table (river.cpp).
struct RiverModule {
    using State = RiverState;
    static const ExpansionHooks& hooks();
    static constexpr unsigned kMarkerFigures = 0;
    static constexpr unsigned kCornerFigures = 0;
    static constexpr unsigned kPennantFigures = 0;
};

}  // namespace carc
