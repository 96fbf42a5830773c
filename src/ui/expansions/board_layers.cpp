// The list of board layers: every expansion that draws on the board is registered here.
#include "ui/expansions/board_layers.h"

#include "ui/board_layer.h"

namespace carc::ui {

std::vector<std::unique_ptr<BoardLayer>> make_board_layers() {
    std::vector<std::unique_ptr<BoardLayer>> out;
    out.push_back(make_abbey_mayor_layer());
    out.push_back(make_wheel_layer());
    return out;
}

}  // namespace carc::ui
