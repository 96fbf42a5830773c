// Inns & Cathedrals' record in the tile pictures (art_record.h): an inn beside every road segment marked with one
// and a cathedral in every city segment marked with one (the segments' marks, kMarkInn and kMarkCathedral),
// placed and painted by inns_cathedrals_art.cpp.
#pragma once

#include "art/expansions/art_record.h"
#include "engine/expansions/inns_cathedrals/state.h"

namespace art {

// Places the inns and cathedrals of tile `t` in `s` (landmarks, with clearings the city houses keep off).
void add_inns_cathedrals(Scene& s, const carc::TileType& t);
// Paints an inn or a cathedral at p.
bool inn_cathedral_at(const Scene& s, const Landmark& m, V p, RGB* col);

template <>
struct ArtRecord<carc::InnsCathedralsModule> {
    static constexpr ArtBuildFn kBuild = &add_inns_cathedrals;
    static constexpr ArtShadeFn kShade = &inn_cathedral_at;
};

}  // namespace art
