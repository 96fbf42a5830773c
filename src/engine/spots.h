// Spot names in the board's frame (scenario format): N E S W, half-edges Nw..Wn, inner1/inner2, C, barn corners.
#pragma once

#include <string>
#include <string_view>

#include "engine/game.h"

namespace carc {

// The segment of a tile of `type` turned `rot` that the spot names, or -1. Barn corners are not segments:
// use corner_index for them.
int spot_segment(int type, int rot, std::string_view spot);
// 0..3 for NE SE SW NW, else -1.
int corner_index(std::string_view spot);
// A name for segment `seg` of a tile of `type` turned `rot` (the first side / half-edge it touches).
std::string segment_spot_name(int type, int rot, int seg);
// A word for what a follower on this segment is: knight, thief, farmer, monk.
const char* segment_role(SegKind k);
// The feature word of a segment kind: "city", "road", "field", "cloister".
const char* segment_kind_name(SegKind k);

}  // namespace carc
