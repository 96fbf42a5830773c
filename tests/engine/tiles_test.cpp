// Tile data (src/engine/data/tiles.csv as loaded by TileSet): set sizes, pennants, field consistency,
// rotation helpers, canonical rotations and spot names.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <set>
#include <string>

#include "engine/spots.h"
#include "engine/tiles.h"

namespace carc {
namespace {

int set_total(std::string_view set) {
    int n = 0;
    for (int t : tiles().of_set(set)) n += tiles().type(t).count;
    return n;
}

int type_of(std::string_view id) {
    const int t = tiles().find(id);
    EXPECT_GE(t, 0) << "no tile " << id;
    return t;
}

TEST(TileData, BaseSetHas72TilesIncludingTheStart) {
    EXPECT_EQ(set_total("BASE"), 72);
    EXPECT_EQ(tiles().of_set("BASE").size(), 24u);  // BASE-A .. BASE-X
    ASSERT_GE(tiles().start_type(), 0);
    EXPECT_EQ(tiles().type(tiles().start_type()).id, "BASE-D");
    EXPECT_EQ(tiles().type(type_of("BASE-D")).count, 4);  // 3 + the start tile
    EXPECT_EQ(tiles().type(type_of("BASE-V")).count, 9);
    EXPECT_EQ(tiles().type(type_of("BASE-U")).count, 8);
    EXPECT_EQ(tiles().type(type_of("BASE-C")).count, 1);
}

TEST(TileData, RiverHas12Tiles) {
    EXPECT_EQ(set_total("RIVER1"), 12);
    ASSERT_GE(tiles().role_type(TileRole::Spring), 0);
    ASSERT_GE(tiles().role_type(TileRole::Lake), 0);
    EXPECT_EQ(tiles().type(tiles().role_type(TileRole::Spring)).id, "R1-SPRING");
    EXPECT_EQ(tiles().type(tiles().role_type(TileRole::Lake)).role, TileRole::Lake);
    for (int t : tiles().of_set("RIVER1")) {
        const auto& e = tiles().type(t).edges;
        EXPECT_NE(std::find(e.begin(), e.end(), Edge::River), e.end()) << tiles().type(t).id;
    }
}

TEST(TileData, AbbeyMayorHas12LandTilesAndTheAbbey) {
    int land = 0, abbeys = 0;
    for (int t : tiles().of_set("ABBEYMAYOR")) {
        if (tiles().type(t).role == TileRole::Abbey) ++abbeys;
        else land += tiles().type(t).count;
    }
    EXPECT_EQ(land, 12);
    EXPECT_EQ(abbeys, 1);
    ASSERT_GE(tiles().role_type(TileRole::Abbey), 0);
    EXPECT_EQ(tiles().type(tiles().role_type(TileRole::Abbey)).id, "AM-ABBEY");
    EXPECT_EQ(tiles().type(tiles().role_type(TileRole::Abbey)).count, 0);  // one per player, not in the bag
    // The abbey is the one tile whose edges all fit anything: it closes its neighbours' features.
    for (int t = 0; t < tiles().size(); ++t)
        EXPECT_EQ(tiles().type(t).closes_neighbours, t == tiles().role_type(TileRole::Abbey)) << tiles().type(t).id;
}

TEST(TileData, WheelOfFortuneHas71LandTilesAnd19WheelTiles) {
    int total = 0;
    int by_number[4] = {0, 0, 0, 0};
    for (int t : tiles().of_set("WOF")) {
        const TileType& tt = tiles().type(t);
        EXPECT_EQ(tt.id.rfind("WOF-", 0), 0u) << tt.id;
        ASSERT_GE(tt.symbol, 0);
        ASSERT_LE(tt.symbol, 3);
        total += tt.count;
        by_number[tt.symbol] += tt.count;
        // A `:n` variant shows wheel n, a plain id none.
        const size_t colon = tt.id.find(':');
        if (colon == std::string::npos) EXPECT_EQ(tt.symbol, 0) << tt.id;
        else EXPECT_EQ(tt.id.substr(colon + 1), std::to_string(tt.symbol)) << tt.id;
    }
    EXPECT_EQ(total, 71);
    EXPECT_EQ(by_number[1], 11);
    EXPECT_EQ(by_number[2], 5);
    EXPECT_EQ(by_number[3], 3);
    EXPECT_EQ(by_number[1] + by_number[2] + by_number[3], 19);
    // WOF-U: 8 copies, all of them with a wheel (3 x 1, 3 x 2, 2 x 3).
    EXPECT_EQ(tiles().type(type_of("WOF-U:1")).count, 3);
    EXPECT_EQ(tiles().type(type_of("WOF-U:2")).count, 3);
    EXPECT_EQ(tiles().type(type_of("WOF-U:3")).count, 2);
}

TEST(TileData, WheelBoardHas16DistinctCells) {
    const std::vector<int> cells = tiles().of_set("WHEELBOARD");
    EXPECT_EQ(cells.size(), 16u);
    std::set<std::pair<int, int>> seen;
    for (int t : cells) {
        const TileType& tt = tiles().type(t);
        EXPECT_GE(tt.board_col, 0);
        EXPECT_LT(tt.board_col, 4);
        EXPECT_GE(tt.board_row, 0);
        EXPECT_LT(tt.board_row, 4);
        EXPECT_EQ(tt.count, 0) << tt.id;
        seen.insert({tt.board_col, tt.board_row});
    }
    EXPECT_EQ(seen.size(), 16u);
    // Only wheel board cells have a board position.
    for (int t = 0; t < tiles().size(); ++t)
        if (tiles().type(t).set != "WHEELBOARD") {
            EXPECT_EQ(tiles().type(t).board_col, -1) << tiles().type(t).id;
        }
}

TEST(TileData, BaseSetHas10Pennants) {
    int pennants = 0;
    for (int t : tiles().of_set("BASE")) {
        int on_tile = 0;
        for (const Segment& s : tiles().type(t).segments) on_tile += s.pennants;
        pennants += on_tile * tiles().type(t).count;
    }
    EXPECT_EQ(pennants, 10);
    int c_pennants = 0;
    for (const Segment& s : tiles().type(type_of("BASE-C")).segments) c_pennants += s.pennants;
    EXPECT_EQ(c_pennants, 1);
}

TEST(TileData, FieldHalvesAreConsistent) {
    for (int t = 0; t < tiles().size(); ++t) {
        const TileType& tt = tiles().type(t);
        uint8_t covered = 0;
        for (const Segment& s : tt.segments) {
            if (s.kind != SegKind::Field) continue;
            EXPECT_EQ(covered & s.halves, 0) << tt.id << ": a half-edge lies in two fields";
            covered = static_cast<uint8_t>(covered | s.halves);
            if (s.halves == 0) {
                EXPECT_GT(s.inner_index, 0) << tt.id << ": an edgeless field needs inner1/inner2";
            }
        }
        for (int side = 0; side < 4; ++side) {
            if (tt.edges[static_cast<size_t>(side)] != Edge::Field) continue;
            EXPECT_TRUE(covered & (1 << (2 * side))) << tt.id << " side " << kSideNames[static_cast<size_t>(side)];
            EXPECT_TRUE(covered & (1 << (2 * side + 1))) << tt.id << " side " << kSideNames[static_cast<size_t>(side)];
        }
        // City and road edges never carry a field half in the base set.
        if (tt.set == "BASE") {
            for (int side = 0; side < 4; ++side) {
                if (tt.edges[static_cast<size_t>(side)] == Edge::City) {
                    EXPECT_FALSE(covered & (3 << (2 * side))) << tt.id << ": field on a city edge";
                }
            }
        }
    }
}

TEST(TileData, CitiesAndRoadsMatchTheEdges) {
    for (int t = 0; t < tiles().size(); ++t) {
        const TileType& tt = tiles().type(t);
        for (int side = 0; side < 4; ++side) {
            int cities = 0, roads = 0;
            for (const Segment& s : tt.segments) {
                if (!(s.sides & (1 << side))) continue;
                if (s.kind == SegKind::City) ++cities;
                if (s.kind == SegKind::Road) ++roads;
            }
            const Edge e = tt.edges[static_cast<size_t>(side)];
            EXPECT_EQ(cities, e == Edge::City ? 1 : 0) << tt.id << " side " << side;
            if (e == Edge::Road) {
                EXPECT_EQ(roads, 1) << tt.id << " side " << side;
            }
            if (e == Edge::Field || e == Edge::City) {
                EXPECT_EQ(roads, 0) << tt.id << " side " << side;
            }
        }
    }
}

TEST(Rotation, OppositeHalf) {
    EXPECT_EQ(opposite_half(0), 5);  // Nw touches the Sw of the tile above
    EXPECT_EQ(opposite_half(1), 4);  // Ne - Se
    EXPECT_EQ(opposite_half(2), 7);  // En - Wn of the tile to the east
    EXPECT_EQ(opposite_half(3), 6);  // Es - Ws
    for (int h = 0; h < kNumHalves; ++h) {
        EXPECT_EQ(opposite_half(opposite_half(h)), h);
        EXPECT_EQ(opposite_half(h) / 2, opposite_side(h / 2));
        EXPECT_NE(opposite_half(h), h);
    }
    EXPECT_EQ(opposite_side(kNorth), kSouth);
    EXPECT_EQ(opposite_side(kWest), kEast);
}

TEST(Rotation, RotateSidesAndHalves) {
    EXPECT_EQ(rotate_sides(0b0001, 1), 0b0010);  // N -> E
    EXPECT_EQ(rotate_sides(0b1000, 1), 0b0001);  // W -> N
    EXPECT_EQ(rotate_sides(0b0011, 2), 0b1100);  // N+E -> S+W
    EXPECT_EQ(rotate_sides(0b0101, 1), 0b1010);
    EXPECT_EQ(rotate_sides(0b1011, 3), 0b1101);  // N+E+W turned 270: W+N+S
    EXPECT_EQ(rotate_halves(0x01, 1), 0x04);  // Nw -> En
    EXPECT_EQ(rotate_halves(0x80, 1), 0x02);  // Wn -> Ne
    EXPECT_EQ(rotate_halves(0x03, 2), 0x30);  // Nw+Ne -> Se+Sw
    EXPECT_EQ(rotate_halves(0xC0, 3), 0x30);  // Ws+Wn -> Se+Sw
    for (int m = 0; m < 16; ++m) {
        EXPECT_EQ(rotate_sides(static_cast<uint8_t>(m), 0), m);
        EXPECT_EQ(rotate_sides(rotate_sides(static_cast<uint8_t>(m), 1), 3), m);
    }
    for (int m = 0; m < 256; ++m) {
        EXPECT_EQ(rotate_halves(static_cast<uint8_t>(m), 0), m);
        EXPECT_EQ(rotate_halves(rotate_halves(static_cast<uint8_t>(m), 2), 2), m);
    }
}

TEST(Rotation, OrientedTablesFollowTheReference) {
    for (int t = 0; t < tiles().size(); ++t) {
        const TileType& tt = tiles().type(t);
        for (int r = 0; r < 4; ++r) {
            const Oriented& o = tiles().oriented(t, r);
            for (int s = 0; s < 4; ++s)
                EXPECT_EQ(o.edges[static_cast<size_t>(s)], tt.edges[static_cast<size_t>((s - r) & 3)]) << tt.id << " r" << r;
            for (size_t i = 0; i < tt.segments.size(); ++i) {
                EXPECT_EQ(o.seg_sides[i], rotate_sides(tt.segments[i].sides, r)) << tt.id;
                EXPECT_EQ(o.seg_halves[i], rotate_halves(tt.segments[i].halves, r)) << tt.id;
            }
            for (int s = 0; s < 4; ++s) {
                const int seg = o.side_seg[static_cast<size_t>(s)];
                if (seg >= 0) {
                    EXPECT_TRUE(o.seg_sides[static_cast<size_t>(seg)] & (1 << s)) << tt.id;
                }
            }
        }
    }
}

int distinct_rotations(std::string_view id) {
    const int t = type_of(id);
    std::set<int> canon;
    int canonical = 0;
    for (int r = 0; r < 4; ++r) {
        canon.insert(tiles().oriented(t, r).canon_rot);
        if (tiles().oriented(t, r).canonical) ++canonical;
    }
    EXPECT_EQ(static_cast<int>(canon.size()), canonical) << id;
    return canonical;
}

TEST(Rotation, CanonicalRotations) {
    EXPECT_EQ(distinct_rotations("BASE-B"), 1);
    EXPECT_EQ(distinct_rotations("BASE-C"), 1);
    EXPECT_EQ(distinct_rotations("BASE-X"), 1);
    EXPECT_EQ(distinct_rotations("BASE-U"), 2);
    EXPECT_EQ(distinct_rotations("BASE-F"), 2);
    EXPECT_EQ(distinct_rotations("BASE-V"), 4);
    EXPECT_EQ(distinct_rotations("BASE-D"), 4);
    const int u = type_of("BASE-U");
    EXPECT_EQ(tiles().oriented(u, 2).canon_rot, 0);
    EXPECT_EQ(tiles().oriented(u, 3).canon_rot, 1);
    // Twins look the same on the board.
    for (int t = 0; t < tiles().size(); ++t)
        for (int r = 0; r < 4; ++r)
            EXPECT_EQ(tiles().oriented(t, r).edge_code, tiles().oriented(t, tiles().oriented(t, r).canon_rot).edge_code)
                << tiles().type(t).id << " r" << r;
}

TEST(Rotation, TypesFittingAgreesWithEachTypesTest) {
    // For every demand code: the types types_fitting names are exactly those with a rotation that fits_edges
    // accepts, and a fitting rotation exists exactly when a canonical one does.
    int named = 0, codes = 0;
    for (unsigned c = 0; c < 4096; ++c) {
        // Each side demands an edge kind (0-6) or nothing (7 here, kNoDemand in the code).
        unsigned code = kFreeCode;
        for (int s = 0; s < 4; ++s) {
            const unsigned d = (c >> (3 * s)) & 7u;
            code = with_demand(code, s, d == 7 ? kNoDemand : d);
        }
        ++codes;
        const std::array<uint64_t, kMaxTileTypes / 64> m = tiles().types_fitting(code);
        for (int t = 0; t < tiles().size(); ++t) {
            const bool bit = (m[static_cast<size_t>(t) >> 6] >> (t & 63)) & 1u;
            ASSERT_EQ(bit, tiles().fits_edges(t, code) != 0) << tiles().type(t).id << " code " << code;
            ASSERT_EQ(bit, tiles().fitting_rotations(t, code) != 0) << tiles().type(t).id << " code " << code;
            named += bit;
        }
        for (int t = tiles().size(); t < kMaxTileTypes; ++t) ASSERT_FALSE((m[static_cast<size_t>(t) >> 6] >> (t & 63)) & 1u);
    }
    EXPECT_EQ(codes, 4096);
    EXPECT_GT(named, 4096);  // the loop saw the types: most codes admit several
    // The free code (no demands on any side) admits every type.
    const std::array<uint64_t, kMaxTileTypes / 64> all = tiles().types_fitting(kFreeCode);
    int free_count = 0;
    for (const uint64_t w : all) free_count += std::popcount(w);
    EXPECT_EQ(free_count, tiles().size());
}

TEST(Spots, NamedExamples) {
    const int d = type_of("BASE-D");  // c1{N}, r{EW}, f{En,Wn}>c1, f{Es,Se,Sw,Ws}
    EXPECT_EQ(spot_segment(d, 0, "N"), 0);
    EXPECT_EQ(spot_segment(d, 0, "E"), 1);
    EXPECT_EQ(spot_segment(d, 0, "W"), 1);
    EXPECT_EQ(spot_segment(d, 0, "S"), -1);
    EXPECT_EQ(spot_segment(d, 0, "En"), 2);
    EXPECT_EQ(spot_segment(d, 0, "Wn"), 2);
    EXPECT_EQ(spot_segment(d, 0, "Se"), 3);
    EXPECT_EQ(spot_segment(d, 0, "Nw"), -1);  // that half belongs to the city edge
    EXPECT_EQ(spot_segment(d, 0, "C"), -1);
    // Turned 90: the city faces east, the road runs north-south.
    EXPECT_EQ(spot_segment(d, 1, "E"), 0);
    EXPECT_EQ(spot_segment(d, 1, "N"), 1);
    EXPECT_EQ(spot_segment(d, 1, "Ne"), 2);
    EXPECT_EQ(spot_segment(d, 1, "Ws"), 3);
    EXPECT_EQ(segment_spot_name(d, 0, 0), "N");
    EXPECT_EQ(segment_spot_name(d, 2, 0), "S");
    EXPECT_EQ(segment_spot_name(d, 0, 1), "E");
    EXPECT_EQ(spot_segment(d, 0, "bogus"), -1);
    EXPECT_EQ(spot_segment(d, 4, "N"), -1);
    const int b = type_of("BASE-B");
    EXPECT_EQ(segment_spot_name(b, 3, spot_segment(b, 3, "C")), "C");
    const int am = type_of("AM-2C4");  // two inner fields
    EXPECT_GE(spot_segment(am, 0, "inner1"), 0);
    EXPECT_GE(spot_segment(am, 0, "inner2"), 0);
    EXPECT_NE(spot_segment(am, 0, "inner1"), spot_segment(am, 0, "inner2"));
    EXPECT_EQ(corner_index("NE"), 0);
    EXPECT_EQ(corner_index("NW"), 3);
    EXPECT_EQ(corner_index("N"), -1);
}

TEST(Spots, SegmentNamesRoundTripOnEveryTileAndRotation) {
    int checked = 0;
    for (int t = 0; t < tiles().size(); ++t) {
        const TileType& tt = tiles().type(t);
        for (int r = 0; r < 4; ++r)
            for (int seg = 0; seg < static_cast<int>(tt.segments.size()); ++seg) {
                const std::string name = segment_spot_name(t, r, seg);
                EXPECT_NE(name, "?") << tt.id << " r" << r << " seg " << seg;
                EXPECT_EQ(spot_segment(t, r, name), seg) << tt.id << " r" << r << " " << name;
                ++checked;
            }
    }
    EXPECT_GT(checked, 1000);
}

}  // namespace
}  // namespace carc
