// Actions as text: to_string / parse round trips for every kind, and refusal of malformed text.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/action.h"
#include "engine/tiles.h"

namespace carc {
namespace {

void expect_round_trip(const Action& a) {
    const std::string text = a.to_string();
    const std::optional<Action> back = Action::parse(text);
    ASSERT_TRUE(back.has_value()) << "could not parse \"" << text << "\"";
    EXPECT_EQ(*back, a) << text;
    EXPECT_EQ(back->key(), a.key()) << text;
    EXPECT_EQ(back->to_string(), text);
}

TEST(ActionText, KnownForms) {
    EXPECT_EQ(Action::draw(tiles().find("BASE-D")).to_string(), "draw BASE-D");
    EXPECT_EQ(Action::place(1, -2, 1).to_string(), "place 1,-2 r90");
    EXPECT_EQ(Action::at(ActionKind::Abbey, 3, 0).to_string(), "abbey 3,0");
    EXPECT_EQ(Action::of(ActionKind::DrawChoice).to_string(), "draw-choice");
    EXPECT_EQ(Action::deploy(Figure::Follower, 3).to_string(), "deploy follower 3");
    EXPECT_EQ(Action::deploy(Figure::Mayor, 0).to_string(), "deploy mayor 0");
    EXPECT_EQ(Action::deploy(Figure::Wagon, 2).to_string(), "deploy wagon 2");
    EXPECT_EQ(Action::deploy(Figure::Barn, 0).to_string(), "deploy barn NE");
    EXPECT_EQ(Action::deploy(Figure::Barn, 3).to_string(), "deploy barn NW");
    EXPECT_EQ(Action::deploy(Figure::Big, 4).to_string(), "deploy big 4");
    EXPECT_EQ(Action::pass().to_string(), "pass");
    EXPECT_EQ(Action::at_spot(ActionKind::WagonMove, 2, 0, 5).to_string(), "wagon 2,0 5");
    EXPECT_EQ(Action::of(ActionKind::WagonReturn).to_string(), "wagon return");
}

TEST(ActionText, DrawRoundTripsForEveryTileType) {
    for (int t = 0; t < tiles().size(); ++t) {
        expect_round_trip(Action::draw(t));
        EXPECT_EQ(Action::draw(t).to_string(), "draw " + tiles().type(t).id);
    }
}

TEST(ActionText, PlaceAndAbbeyRoundTrip) {
    const int coords[] = {0, 1, -1, 7, -13, 127, -128, 999, -30000, 30000};
    for (int x : coords)
        for (int y : coords) {
            for (int r = 0; r < 4; ++r) expect_round_trip(Action::place(x, y, r));
            expect_round_trip(Action::at(ActionKind::Abbey, x, y));
        }
}

TEST(ActionText, DeployPassAndWagonRoundTrip) {
    for (int f = 0; f < 3; ++f)
        for (int s = 0; s < kMaxSegments; ++s) expect_round_trip(Action::deploy(static_cast<Figure>(f), s));
    for (int c = 0; c < 4; ++c) expect_round_trip(Action::deploy(Figure::Barn, c));
    for (int s = 0; s < kMaxSegments; ++s) expect_round_trip(Action::deploy(Figure::Big, s));
    expect_round_trip(Action::pass());
    expect_round_trip(Action::of(ActionKind::DrawChoice));
    expect_round_trip(Action::of(ActionKind::WagonReturn));
    for (int s = 0; s < kMaxSegments; ++s) expect_round_trip(Action::at_spot(ActionKind::WagonMove, -4, 9, s));
}

TEST(ActionText, ParsedValuesAreRight) {
    const auto p = Action::parse("place -3,12 r270");
    ASSERT_TRUE(p);
    EXPECT_EQ(p->kind, ActionKind::Place);
    EXPECT_EQ(p->x, -3);
    EXPECT_EQ(p->y, 12);
    EXPECT_EQ(p->rot, 3);
    const auto d = Action::parse("deploy barn SW");
    ASSERT_TRUE(d);
    EXPECT_EQ(d->figure, Figure::Barn);
    EXPECT_EQ(d->spot, 2);
    const auto w = Action::parse("wagon 5,-6 4");
    ASSERT_TRUE(w);
    EXPECT_EQ(w->kind, ActionKind::WagonMove);
    EXPECT_EQ(w->x, 5);
    EXPECT_EQ(w->y, -6);
    EXPECT_EQ(w->spot, 4);
}

TEST(ActionText, RejectsMalformedText) {
    const std::vector<std::string> bad = {
        "",
        " ",
        "place 1 r90",           // no y
        "place 1,2",             // no rotation
        "place 1,2 r45",         // not a quarter turn
        "place 1,2 r360",
        "place 1,2 90",
        "place a,2 r0",
        "place 1,2 r0 extra",
        "place 99999999999,0 r0",  // huge numbers
        "place 0,-99999999999 r0",
        "place 40000,0 r0",          // outside the board's coordinate range
        "place 1,2 r9999999999",
        "place 1,,2 r0",
        "place -,2 r0",
        "draw NOPE",
        "draw",
        "draw BASE-D BASE-E",
        "draw base-d",
        "deploy follower 99",
        "deploy follower -1",
        "deploy follower 12",
        "deploy follower",
        "deploy follower x",
        "deploy follower 99999999999",
        "deploy knight 1",
        "deploy barn N",
        "deploy barn 0",
        "abbey 1",
        "abbey",
        "wagon 1,2",
        "wagon 1,2 99",
        "wagon back",
        "pass now",
        "Pass",
        "draw-choice 1",
        "undo",
        "\x01\x02\xff",
    };
    for (const std::string& text : bad) EXPECT_FALSE(Action::parse(text).has_value()) << "accepted \"" << text << "\"";
}

TEST(ActionOrder, KeyIsATotalOrder) {
    // kind first, then row-major cells, then rotation.
    EXPECT_LT(Action::draw(5), Action::place(-100, -100, 0));
    EXPECT_LT(Action::place(5, -1, 3), Action::place(-5, 0, 0));
    EXPECT_LT(Action::place(-5, 0, 0), Action::place(-4, 0, 0));
    EXPECT_LT(Action::place(0, 0, 0), Action::place(0, 0, 1));
    EXPECT_LT(Action::deploy(Figure::Follower, 11), Action::pass());
    EXPECT_LT(Action::deploy(Figure::Follower, 2), Action::deploy(Figure::Follower, 3));
    EXPECT_FALSE(Action::place(1, 1, 1) < Action::place(1, 1, 1));
    EXPECT_NE(Action::place(1, 2, 0), Action::place(2, 1, 0));
}

}  // namespace
}  // namespace carc
