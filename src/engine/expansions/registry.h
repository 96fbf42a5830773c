// The registered expansions, in the order their hooks run: the modules of src/expansions.inc. Adding an
// expansion is its folder (state.h with its module struct, its rules) and its line in that list.
#pragma once

#include <tuple>

#include "engine/action.h"
#include "engine_states.inc"  // every expansion's state.h (generated from src/expansions.inc)

namespace carc {

// A module struct has: State (its part of a game's state) and hooks() (its ExpansionHooks), and the traits of
// its figure kinds as bit masks over Figure values: kMarkerFigures (figures that stand on a feature without
// occupying it, so never count for a majority: the barn) and kPennantFigures (figures whose strength in a city
// is its pennants: the mayor) and kCornerFigures (figures that stand on a tile corner 0..3 = NE SE SW NW instead of
// a segment: the barn). It may also have kDoubleFigures: figures that count as two followers wherever a majority is
// decided (the large follower).
template <class M>
constexpr unsigned double_figures_of() {
    if constexpr (requires { M::kDoubleFigures; }) return M::kDoubleFigures;
    else return 0u;
}
template <class... M>
struct ModuleList {
    using States = std::tuple<typename M::State...>;
    static constexpr int kCount = sizeof...(M);
    static constexpr unsigned kMarkerFigures = (0u | ... | M::kMarkerFigures);
    static constexpr unsigned kPennantFigures = (0u | ... | M::kPennantFigures);
    static constexpr unsigned kCornerFigures = (0u | ... | M::kCornerFigures);
    static constexpr unsigned kDoubleFigures = (0u | ... | double_figures_of<M>());
};

// The modules of src/expansions.inc, in its order.
template <class Void, class... M>
struct ListedModules {
    using type = ModuleList<M...>;
};
using RegisteredModules = ListedModules<void
#define CARC_EXPANSION(folder, Module) , Module
#include "expansions.inc"
                                        >::type;

// Every expansion's state, held by value in each Game (copied and compared with it).
using ExpansionStates = RegisteredModules::States;
inline constexpr int kNumExpansions = RegisteredModules::kCount;
inline constexpr unsigned kMarkerFigures = RegisteredModules::kMarkerFigures;
inline constexpr unsigned kPennantFigures = RegisteredModules::kPennantFigures;
inline constexpr unsigned kCornerFigures = RegisteredModules::kCornerFigures;
inline constexpr unsigned kDoubleFigures = RegisteredModules::kDoubleFigures;

// The registered traits of a figure kind.
constexpr bool is_marker_figure(Figure k) { return (kMarkerFigures >> static_cast<unsigned>(k)) & 1u; }
constexpr bool is_pennant_figure(Figure k) { return (kPennantFigures >> static_cast<unsigned>(k)) & 1u; }
constexpr bool is_corner_figure(Figure k) { return (kCornerFigures >> static_cast<unsigned>(k)) & 1u; }
// What a figure that occupies a feature counts for in a majority (a pennant figure: the city's pennants instead).
constexpr int figure_weight(Figure k) { return (kDoubleFigures >> static_cast<unsigned>(k)) & 1u ? 2 : 1; }

}  // namespace carc
