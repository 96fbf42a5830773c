// Board interaction helpers and tile geometry: rotations, the keyboard cursor, hit tests, score timing,
// segment labels and figure anchors for every tile type and rotation.
#include "ui/core/board_geom.h"

#include <gtest/gtest.h>

#include <cmath>

#include "engine/game.h"
#include "engine/tiles.h"
#include "ui/core/figure_words.h"
#include "ui/core/tile_geom.h"

namespace carc::ui {
namespace {

TEST(BoardGeom, LegalCellsAndRotations) {
    const std::vector<Action> places = {Action::place(0, -1, 0), Action::place(0, -1, 2), Action::place(-1, 0, 1),
                                        Action::place(1, 0, 3)};
    const std::vector<Cell> cells = legal_cells(places);
    ASSERT_EQ(cells.size(), 3u);
    EXPECT_EQ(cells[0], (Cell{0, -1}));
    EXPECT_EQ(rotations_at(places, {0, -1}), (std::vector<int>{0, 2}));
    EXPECT_EQ(hand_rotations(places), (std::vector<int>{0, 1, 2, 3}));
    // The wanted rotation when legal, else the next legal one clockwise.
    EXPECT_EQ(pick_rotation({0, 2}, 2), 2);
    EXPECT_EQ(pick_rotation({0, 2}, 1), 2);
    EXPECT_EQ(pick_rotation({0, 2}, 3), 0);
    EXPECT_EQ(pick_rotation({}, 1), -1);
    // R cycles through legal rotations only.
    EXPECT_EQ(next_rotation({0, 2}, 0), 2);
    EXPECT_EQ(next_rotation({0, 2}, 2), 0);
    EXPECT_EQ(next_rotation({3}, 3), 3);
}

TEST(BoardGeom, CursorMovesToTheNearestCellInTheDirection) {
    const std::vector<Cell> cells = {{0, -1}, {-1, 0}, {1, 0}, {0, 1}, {3, 1}};
    EXPECT_EQ(step_cursor(cells, {0, -1}, 0, 1), 3);   // down: straight ahead beats diagonal
    EXPECT_EQ(step_cursor(cells, {-1, 0}, 1, 0), 2);   // right
    EXPECT_EQ(step_cursor(cells, {1, 0}, 1, 0), 4);    // right again: (3, 1)
    EXPECT_EQ(step_cursor(cells, {3, 1}, 1, 0), -1);   // nothing further right
    // Around the Wheel of Fortune's 4 x 4 board (x, y 0..3): down from above it goes to the near cell beside it,
    // not across the board.
    const std::vector<Cell> wheel = {{0, -1}, {1, -1}, {2, -1}, {3, -1}, {-1, 0}, {4, 0}, {1, 4}, {2, 4}};
    EXPECT_EQ(step_cursor(wheel, {1, -1}, 0, 1), 4);
    EXPECT_EQ(step_cursor(wheel, {2, -1}, 0, 1), 5);
    // The first press, from the middle of the view: the nearest cell that way.
    EXPECT_EQ(step_cursor_from(cells, 0.5, 0.5, 1, 0), 2);
    EXPECT_EQ(step_cursor_from(cells, 0.5, 0.5, 0, -1), 0);
    EXPECT_EQ(step_cursor_from(cells, 5.0, 0.5, 1, 0), -1);
    EXPECT_EQ(nearest_cell(cells, 0.4, 1.6), 3);
    EXPECT_EQ(nearest_cell({}, 0, 0), -1);
}

TEST(BoardGeom, HitCircleAndStagger) {
    EXPECT_EQ(hit_circle({10, 30}, {10, 10}, 8, 25, 12), 1);
    EXPECT_EQ(hit_circle({10, 30}, {10, 10}, 8, 20, 30), -1);
    EXPECT_EQ(hit_circle({10, 14}, {10, 10}, 8, 13, 10), 1);  // the nearest of two
    // Scores during play all start now; final scores one after another after them.
    const std::vector<double> t = stagger_starts({false, true, true}, 10.0, 10.0, 1.5);
    ASSERT_EQ(t.size(), 3u);
    EXPECT_DOUBLE_EQ(t[0], 10.0);
    EXPECT_DOUBLE_EQ(t[1], 11.5);
    EXPECT_DOUBLE_EQ(t[2], 13.0);
    const std::vector<double> u = stagger_starts({true, true}, 10.0, 12.0, 1.0);
    EXPECT_DOUBLE_EQ(u[0], 12.0);
    EXPECT_DOUBLE_EQ(u[1], 13.0);
}

// Every segment of every tile, turned every way: its figure stands inside the tile on a point labelled with
// that segment (a knight in its city, a thief on its road, a farmer in its field, a monk on the cloister).
TEST(TileGeom, AnchorsLieOnTheirSegments) {
    const TileSet& ts = tiles();
    int checked = 0;
    for (int type = 0; type < ts.size(); ++type) {
        const TileType& t = ts.type(type);
        if (t.board_col >= 0) continue;  // wheel board cells: no figures on the land art
        for (int rot = 0; rot < 4; ++rot) {
            const TileGeom& g = tile_geom(type, rot);
            ASSERT_EQ(g.anchor.size(), t.segments.size()) << t.id;
            for (size_t s = 0; s < t.segments.size(); ++s) {
                const P2 a = g.anchor[s];
                EXPECT_GT(a.x, 0.05f) << t.id << " r" << rot << " seg " << s;
                EXPECT_LT(a.x, 0.95f) << t.id << " r" << rot << " seg " << s;
                EXPECT_GT(a.y, 0.05f) << t.id << " r" << rot << " seg " << s;
                EXPECT_LT(a.y, 0.95f) << t.id << " r" << rot << " seg " << s;
                if (t.segments[s].kind == SegKind::City && tiles().oriented(type, rot).seg_sides[s] == 0) continue;
                // The label check covers the base game and the river; expansion tiles with bridges, inner
                // fields and gates only need their figures on the tile (the procedural shapes are simpler).
                if ((t.set == "BASE" || t.set == "RIVER1") && (t.segments[s].kind == SegKind::Field || t.segments[s].kind == SegKind::City ||
                    t.segments[s].kind == SegKind::Road)) {
                    EXPECT_EQ(g.at(a.x, a.y), int(s)) << t.id << " r" << rot << " seg " << s;
                }
                ++checked;
            }
        }
    }
    EXPECT_GT(checked, 500);
}

TEST(TileGeom, RoadSplitsFieldsAndTurnsWithTheTile) {
    const int u = tiles().find("BASE-U");  // straight road W-E, a field north and a field south
    ASSERT_GE(u, 0);
    const TileType& t = tiles().type(u);
    int road = -1;
    for (size_t s = 0; s < t.segments.size(); ++s)
        if (t.segments[s].kind == SegKind::Road) road = int(s);
    const TileGeom& g0 = tile_geom(u, 0);
    EXPECT_EQ(g0.at(0.5f, 0.5f), road);
    const int north = g0.at(0.5f, 0.15f), south = g0.at(0.5f, 0.85f);
    EXPECT_NE(north, south);
    EXPECT_EQ(t.segments[size_t(north)].kind, SegKind::Field);
    // Turned a quarter: the road runs north-south, the fields lie east and west.
    const TileGeom& g1 = tile_geom(u, 1);
    EXPECT_EQ(g1.at(0.5f, 0.15f), road);
    EXPECT_EQ(g1.at(0.85f, 0.5f), north);
    EXPECT_EQ(g1.at(0.15f, 0.5f), south);
    // A cloister's monk stands on the cloister.
    const int b = tiles().find("BASE-B");
    const TileType& tb = tiles().type(b);
    for (size_t s = 0; s < tb.segments.size(); ++s) {
        if (tb.segments[s].kind == SegKind::Cloister) {
            EXPECT_EQ(segment_at(b, 0, 0.5f, 0.5f), int(s));
        }
    }
}

TEST(BoardGeom, HoverTextGivesEachHoldersStrength) {
    Rules rules;
    rules.abbey_mayor = true;
    Game g(rules, 2, false);
    std::string why;
    // BASE-C: a city on all four sides with one pennant; AM tiles around it are not needed for the text.
    ASSERT_TRUE(g.setup_tile(tiles().find("BASE-C"), 0, 0, 0, &why)) << why;
    ASSERT_TRUE(g.setup_tile(tiles().find("BASE-C"), 1, 0, 0, &why)) << why;
    ASSERT_TRUE(g.setup_figure(0, Figure::Mayor, 0, 0, &why)) << why;
    ASSERT_TRUE(g.setup_figure(0, Figure::Follower, 1, 0, &why)) << why;
    ASSERT_TRUE(g.setup_figure(1, Figure::Wagon, 1, 0, &why)) << why;
    const std::vector<std::string> names = {"Ann", "Bob"};
    const int node = g.placed()[0].node_base;
    EXPECT_EQ(describe_feature(g, names, node),
              "City, 2 tiles, 2 pennants, open \xE2\x80\x94 Ann (knight, mayor, strength 2; strength 3), Bob (city wagon)");
    // A plain follower reads as its player and its role alone ("Bob (knight)"), with no strength.
    Game base(Rules{}, 2, false);
    ASSERT_TRUE(base.setup_tile(tiles().find("BASE-C"), 0, 0, 0, &why)) << why;
    ASSERT_TRUE(base.setup_figure(1, Figure::Follower, 0, 0, &why)) << why;
    EXPECT_EQ(describe_feature(base, names, base.placed()[0].node_base),
              "City, 1 tile, 1 pennant, open \xE2\x80\x94 Bob (knight)");
}

// Inns & Cathedrals: the large follower is named in the words it registers, and counts two ("strength 2" said
// where it is not the count of figures).
TEST(BoardGeom, HoverTextNamesTheLargeFollowerByItsRoleAndStrength) {
    Rules rules;
    rules.inns_cathedrals = true;
    Game g(rules, 2, false);
    std::string why;
    ASSERT_TRUE(g.setup_tile(tiles().find("BASE-C"), 0, 0, 0, &why)) << why;
    ASSERT_TRUE(g.setup_tile(tiles().find("BASE-C"), 1, 0, 0, &why)) << why;
    ASSERT_TRUE(g.setup_figure(0, Figure::Big, 0, 0, &why)) << why;
    ASSERT_TRUE(g.setup_figure(1, Figure::Follower, 1, 0, &why)) << why;
    const std::vector<std::string> names = {"Ann", "Bob"};
    EXPECT_EQ(describe_feature(g, names, g.placed()[0].node_base),
              "City, 2 tiles, 2 pennants, open \xE2\x80\x94 Ann (large knight; strength 2), Bob (knight)");
    ASSERT_TRUE(g.setup_tile(tiles().find("BASE-C"), 2, 0, 0, &why)) << why;
    ASSERT_TRUE(g.setup_figure(1, Figure::Follower, 2, 0, &why)) << why;
    EXPECT_EQ(describe_feature(g, names, g.placed()[0].node_base),
              "City, 3 tiles, 3 pennants, open \xE2\x80\x94 Ann (large knight; strength 2), Bob (2 knights)");
}

// A figure on a feature is named by its role where it has role words: the follower ("knight"), the large follower
// ("large thief"); a kind without them by its name ("mayor").
TEST(FigureWords, RoleNamesOnFeatures) {
    EXPECT_STREQ(figure_role(Figure::Follower, SegKind::City), "knight");
    EXPECT_STREQ(figure_role(Figure::Follower, SegKind::Cloister), "monk");
    EXPECT_STREQ(figure_role(Figure::Big, SegKind::City), "large knight");
    EXPECT_STREQ(figure_role(Figure::Big, SegKind::Road), "large thief");
    EXPECT_STREQ(figure_role(Figure::Big, SegKind::Field), "large farmer");
    EXPECT_STREQ(figure_role(Figure::Big, SegKind::Cloister), "large monk");
    EXPECT_STREQ(figure_role(Figure::Mayor, SegKind::City), "mayor");
}

// The figure kinds the expansions bring are registered with their words (ui/core/figure_words.h): the base screen
// finds their names and buttons there, the follower's are its own.
TEST(FigureWords, EachExpansionsKindsAreRegistered) {
    EXPECT_EQ(find_figure_words(Figure::Follower), nullptr);
    EXPECT_STREQ(figure_word(Figure::Follower), "follower");
    for (int k = 1; k < kNumFigureKinds; ++k) {
        const FigureWords* w = find_figure_words(Figure(k));
        ASSERT_NE(w, nullptr) << figure_name(Figure(k));
        EXPECT_EQ(w->kind, Figure(k));
        EXPECT_STRNE(w->name, "");
        EXPECT_STRNE(w->button, "");
        EXPECT_NE(std::string(w->tip).find("(key %d)"), std::string::npos) << w->tip;
    }
    EXPECT_STREQ(figure_word(Figure::Mayor), "mayor");
    EXPECT_STREQ(find_figure_words(Figure::Wagon)->button, "Wagon");
    EXPECT_EQ(find_figure_words(Figure::Barn)->count(3), "3 barns");
    EXPECT_STREQ(figure_word(Figure::Big), "large follower");
    EXPECT_STREQ(find_figure_words(Figure::Big)->button, "Large follower");
    EXPECT_NE(std::string(find_figure_words(Figure::Big)->tip).find("counts as two followers"), std::string::npos);
    EXPECT_EQ(find_figure_words(Figure::Big)->count, nullptr);  // one a player
}

// A tile's figure circles, one on every spot of every tile type in every rotation, never overlap: at the furthest
// zoom out (12 px a tile, circles much larger than the tile: they stand off it) and in (320 px: each circle wholly
// on its tile), with a mouse's and a finger's radius (13 and 21 px, 28 at full zoom).
TEST(Markers, NoTwoCirclesOverlapOnAnyTileAtAnyZoom) {
    struct Zoom {
        float s, r;
        bool on_tile;
    };
    const Zoom zooms[] = {{12, 13, false}, {12, 21, false}, {60, 13, false}, {150, 21, false}, {320, 28, true}, {320, 21, true}};
    int crowded = 0;  // tiles whose circles had to leave the tile
    for (int type = 0; type < static_cast<int>(tiles().size()); ++type)
        for (int rot = 0; rot < 4; ++rot)
            for (const Zoom& z : zooms) {
                const TileType& tt = tiles().type(type);
                std::vector<P2> at, tl(tt.segments.size(), P2{100, 200});
                for (size_t seg = 0; seg < tt.segments.size(); ++seg) {
                    const P2 a = segment_anchor(type, rot, static_cast<int>(seg));
                    at.push_back({100 + a.x * z.s, 200 + a.y * z.s});
                }
                spread_circles(at, tl, z.r, z.s);
                bool off = false;
                for (size_t i = 0; i < at.size(); ++i) {
                    for (size_t j = i + 1; j < at.size(); ++j)
                        ASSERT_GE(std::hypot(at[i].x - at[j].x, at[i].y - at[j].y), 2 * z.r)
                            << tt.id << " turned " << rot << " at " << z.s << " px: spots " << i << " and " << j;
                    off |= at[i].x - z.r < 100 - 0.01f || at[i].x + z.r > 100 + z.s + 0.01f ||
                           at[i].y - z.r < 200 - 0.01f || at[i].y + z.r > 200 + z.s + 0.01f;
                }
                if (z.on_tile) {
                    EXPECT_FALSE(off) << tt.id << " turned " << rot << ": a circle over the tile's edge at " << z.s << " px";
                }
                crowded += off;
            }
    EXPECT_GT(crowded, 0) << "the smallest zooms have circles larger than the tile";
}

}  // namespace
}  // namespace carc::ui
