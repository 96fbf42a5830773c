// A game by link at the screen (Session): two devices pass links; decisions go into the device's messages; the
// record keeps the game by link and loads back to it; nobody plays another device's seat.
#include <gtest/gtest.h>

#include "ui/core/saves.h"
#include "ui/core/storage.h"
#include "ui/core/session.h"

namespace carc::ui {
namespace {

std::vector<Seat> two_people() { return {Seat{"Anna", 0}, Seat{"Ben", 1}}; }

// Plays this device's decisions (the first legal of each kind) until the decision passes on.
void play_my_turn(Session& s) {
    int guard = 0;
    while (s.human_to_move() && guard++ < 20) {
        std::string why;
        const Action a = !s.legal_places().empty()     ? s.legal_places().front()
                         : !s.legal_decisions().empty() ? s.legal_decisions().front()
                                                        : Action::pass();
        ASSERT_TRUE(s.submit(a, &why)) << why;
    }
}

TEST(LinkSession, TwoDevicesPlayByLinkAndReload) {
    std::string why;
    std::optional<link::LinkGame> made = link::LinkGame::create(Rules{}, two_people(), &why);
    ASSERT_TRUE(made) << why;
    Session anna, ben;
    anna.start_link(*made);
    EXPECT_FALSE(anna.human_to_move());  // no tile before every seat has joined
    std::optional<link::LinkGame> opened = link::LinkGame::open(anna.link_game()->link(), &why);
    ASSERT_TRUE(opened) << why;
    ben.start_link(*opened);
    ASSERT_TRUE(ben.join_link(1, &why)) << why;
    EXPECT_FALSE(ben.human_to_move());
    EXPECT_EQ(ben.thinking_player(), -1);  // another device's seat is nobody's to play here
    EXPECT_FALSE(ben.busy(0));              // and the screen does not redraw while it waits

    link::Received got;
    ASSERT_TRUE(anna.receive_link(ben.link_game()->link(), &got, &why)) << why;
    ASSERT_TRUE(anna.human_to_move());
    EXPECT_GE(anna.game().drawn_tile(), 0);

    // A placement taken back, then made again.
    ASSERT_FALSE(anna.legal_places().empty());
    ASSERT_TRUE(anna.submit(anna.legal_places().front(), &why)) << why;
    ASSERT_TRUE(anna.can_take_back());
    ASSERT_TRUE(anna.take_back());
    EXPECT_EQ(anna.game().phase(), Phase::Place);
    play_my_turn(anna);
    EXPECT_FALSE(anna.human_to_move());
    EXPECT_EQ(anna.link_game()->waiting_for(), 1);

    // The record keeps the game by link: loaded on the same device, it is the same game and seat.
    const std::string record = anna.record(SaveLibrary::app_json("", 1000, true, 1));
    Session again;
    ASSERT_TRUE(again.resume(record, &why)) << why;
    ASSERT_NE(again.link_game(), nullptr);
    EXPECT_EQ(again.link_game()->my_seat(), 0);
    EXPECT_EQ(again.match().history(), anna.match().history());
    EXPECT_EQ(again.link_game()->link(), anna.link_game()->link());

    // Ben gets Anna's move: her placement is in his log, and his turn begins.
    const size_t lines = ben.log().size();
    ASSERT_TRUE(ben.receive_link(anna.link_game()->link(), &got, &why)) << why;
    EXPECT_EQ(got.added, 1);
    EXPECT_GT(ben.log().size(), lines);
    EXPECT_TRUE(ben.human_to_move());
    // (Ben's device has drawn his tile after Anna's move; hers has not.)
    const std::vector<Action>& hb = ben.match().history();
    ASSERT_GT(hb.size(), anna.match().history().size());
    EXPECT_EQ(std::vector<Action>(hb.begin(), hb.begin() + static_cast<std::ptrdiff_t>(anna.match().history().size())),
              anna.match().history());
    // A link of another game is refused and changes nothing.
    std::optional<link::LinkGame> other = link::LinkGame::create(Rules{}, two_people(), &why);
    ASSERT_TRUE(other);
    EXPECT_FALSE(ben.receive_link(other->link(), &got, &why));
    EXPECT_TRUE(ben.human_to_move());
}

TEST(LinkSession, SavedListNamesTheGameAndWhoseMoveItIs) {
    std::string why;
    std::optional<link::LinkGame> made = link::LinkGame::create(Rules{}, two_people(), &why);
    ASSERT_TRUE(made) << why;
    Session anna;
    anna.start_link(*made);
    MemoryStorage store;
    SaveLibrary lib(&store);
    bool written = false, stale = false;
    // Kept from its invitation on (its secrets are in it), before any tile is placed.
    ASSERT_TRUE(lib.autosave(anna, "game-1", 0, 1000, &written, &stale, &why)) << why;
    EXPECT_TRUE(written);
    ASSERT_EQ(lib.list().size(), 1u);
    EXPECT_EQ(lib.list()[0].link_id, link_id_text(anna.link_game()->id()));
    EXPECT_EQ(lib.list()[0].link_seat, 0);
}

}  // namespace
}  // namespace carc::ui
