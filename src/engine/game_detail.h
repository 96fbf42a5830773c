// Small helpers shared by the engine's rule files (board, features, scoring, turn, set-up); not part of its API.
#pragma once

#include <string>

namespace carc {

// The four sides N E S W: the step to the neighbour across each.
inline constexpr int kDx[4] = {0, 1, 0, -1};
inline constexpr int kDy[4] = {-1, 0, 1, 0};

// Sets *why (when asked for) and returns false: the refusal of a rule check.
inline bool set_why(std::string* why, const std::string& text) {
    if (why) *why = text;
    return false;
}

// "(x,y)", as refusals name a cell.
inline std::string cell_text(int x, int y) { return "(" + std::to_string(x) + "," + std::to_string(y) + ")"; }

}  // namespace carc
