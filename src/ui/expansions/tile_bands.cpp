// The bands the expansions lay across their tiles (tile_geom.h's tile_bands), one line per expansion with one.
#include "ui/expansions/river_art.h"
#include "ui/tile_geom.h"

namespace carc::ui {

std::vector<TileBand> tile_bands(const Oriented& o) {
    std::vector<TileBand> out;
    for (TileBandsFn bands : {&river_bands})
        for (TileBand& b : bands(o)) out.push_back(std::move(b));
    return out;
}

}  // namespace carc::ui
