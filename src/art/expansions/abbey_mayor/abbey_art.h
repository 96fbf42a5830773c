// Abbey & Mayor in the tile pictures: the abbey tile's buildings.
#pragma once

#include "art/art_math.h"

namespace art {

// The abbey (a church to the north, a cloister quad to the south) at p of the unit tile, drawn over plain field:
// false where there is none; black marks its shadow.
bool abbey_at(V p, RGB* out);

}  // namespace art
