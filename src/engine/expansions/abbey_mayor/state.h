// Abbey & Mayor: the state the expansion keeps in a game (figure supplies, wagons waiting, the abbey round).
#pragma once

#include <array>
#include <cstdint>

#include "engine/action.h"
#include "engine/limits.h"

namespace carc {

struct ExpansionHooks;

// Where a wagon may move on after its feature scored (Rules::wagon): a feature connected to the scored one, or
// one on a tile next to it.
enum class WagonRule : uint8_t { Connected = 0, Adjacent = 1 };

// A wagon whose feature scored this turn, waiting for its owner to move it or take it home.
struct PendingWagon {
    uint8_t player = 0;
    uint8_t tile = 0;       // placed index of the tile it stood on
    int16_t feature = -1;   // a node of the feature that scored
    bool operator==(const PendingWagon&) const = default;
};

// What each player has in supply besides followers.
struct AbbeyMayorSupply {
    uint8_t mayor = 0, wagon = 0, barn = 0, abbey = 0;
    bool operator==(const AbbeyMayorSupply&) const = default;
};

struct AbbeyMayorState {
    std::array<AbbeyMayorSupply, kMaxPlayers> supply{};
    std::array<PendingWagon, kMaxPlayers> pending{};
    uint8_t num_pending = 0;
    int8_t abbey_round_left = -1;  // players still to be offered their abbey at the end, -1 before that round
    uint16_t holes = 0;            // empty cells with tiles on all four sides (where an abbey may go), kept per placement
    bool operator==(const AbbeyMayorState&) const = default;

    // Wagons waiting for a decision (the first one decides now, in phase WagonMove).
    int num_pending_wagons() const { return num_pending; }
    const PendingWagon& pending_wagon(int i) const { return pending[static_cast<size_t>(i)]; }
    // Is the end-of-game abbey round on?
    bool in_abbey_round() const { return abbey_round_left >= 0; }
};

struct AbbeyMayorModule {
    using State = AbbeyMayorState;
    static const ExpansionHooks& hooks();
    static constexpr unsigned kMarkerFigures = 1u << static_cast<unsigned>(Figure::Barn);
    static constexpr unsigned kCornerFigures = 1u << static_cast<unsigned>(Figure::Barn);
    static constexpr unsigned kPennantFigures = 1u << static_cast<unsigned>(Figure::Mayor);
};

}  // namespace carc
