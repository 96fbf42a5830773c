// The board layers of the expansions: each one's maker, and the one place that lists them all.
#pragma once

#include <memory>
#include <vector>

namespace carc::ui {

class BoardLayer;

// One layer of each expansion that draws on the board, in drawing order.
std::vector<std::unique_ptr<BoardLayer>> make_board_layers();

// The Abbey & Mayor layer: the abbey's holes, the wagon's moves, the mayor, wagon and barn figures.
std::unique_ptr<BoardLayer> make_abbey_mayor_layer();
// The Wheel of Fortune layer: the pig, the wheel's events, the crowns and the Plague.
std::unique_ptr<BoardLayer> make_wheel_layer();

}  // namespace carc::ui
