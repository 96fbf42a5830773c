// Inns & Cathedrals: the state the expansion keeps in a game (each player's large follower in supply).
#pragma once

#include <array>
#include <cstdint>

#include "engine/action.h"
#include "engine/limits.h"

namespace carc {

struct ExpansionHooks;

struct InnsCathedralsState {
    std::array<uint8_t, kMaxPlayers> big{};  // 1 while the player's large follower is in their supply
    bool operator==(const InnsCathedralsState&) const = default;
};

// The module as the registry lists it (inns_cathedrals.cpp): the large follower counts as two followers wherever
// a majority is decided (variants.md F6).
struct InnsCathedralsModule {
    using State = InnsCathedralsState;
    static const ExpansionHooks& hooks();
    static constexpr unsigned kMarkerFigures = 0;
    static constexpr unsigned kCornerFigures = 0;
    static constexpr unsigned kPennantFigures = 0;
    static constexpr unsigned kDoubleFigures = 1u << static_cast<unsigned>(Figure::Big);
};

}  // namespace carc
