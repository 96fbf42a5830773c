// Start options from a URL query: every number range-checked, anything else ignored with a reason.
#include "ui/core/start_options.h"

#include <gtest/gtest.h>

namespace carc::ui {
namespace {

TEST(StartOptions, KeysAndValues) {
    std::string v;
    EXPECT_TRUE(option("play&seed=7&fast", "play"));
    EXPECT_TRUE(option("play&seed=7&fast", "seed", &v));
    EXPECT_EQ(v, "7");
    EXPECT_FALSE(option("play&seeds=7", "seed")) << "a longer key is another key";
    EXPECT_FALSE(option("", "play"));
    EXPECT_TRUE(option("&&text=&", "text", &v));
    EXPECT_EQ(v, "");
}

TEST(StartOptions, WholeNumbersAreRangeChecked) {
    uint64_t x = 99;
    std::string why;
    EXPECT_TRUE(whole_option("seed=18446744073709551615", "seed", 1, UINT64_MAX, &x, &why));
    EXPECT_EQ(x, UINT64_MAX);
    EXPECT_TRUE(whole_option("seed=1", "seed", 1, UINT64_MAX, &x, &why));  // both ends of the range are in it
    EXPECT_EQ(x, 1u);
    for (const char* bad : {"seed=18446744073709551616", "seed=-1", "seed=abc", "seed=", "seed=1e5", "seed=0",
                            "seed=99999999999999999999999", "seed=%31"}) {
        x = 99;
        why.clear();
        EXPECT_FALSE(whole_option(bad, "seed", 1, UINT64_MAX, &x, &why)) << bad;
        EXPECT_EQ(x, 99u) << bad << ": the default stays";
        EXPECT_NE(why.find("ignored"), std::string::npos) << bad;
    }
    why.clear();
    EXPECT_FALSE(whole_option("play", "seed", 1, 9, &x, &why));
    EXPECT_EQ(why, "") << "absent is not an error";
}

TEST(StartOptions, RealNumbersAreFiniteAndInRange) {
    double d = -1;
    std::string why;
    EXPECT_TRUE(real_option("text=1.5", "text", 1.0, 2.0, &d, &why));
    EXPECT_DOUBLE_EQ(d, 1.5);
    EXPECT_TRUE(real_option("delay=0", "delay", 0.0, 10.0, &d, &why));
    EXPECT_DOUBLE_EQ(d, 0.0);
    EXPECT_TRUE(real_option("text=2", "text", 1.0, 2.0, &d, &why));  // both ends of the range are in it
    EXPECT_DOUBLE_EQ(d, 2.0);
    EXPECT_TRUE(real_option("text=1.0", "text", 1.0, 2.0, &d, &why));
    EXPECT_DOUBLE_EQ(d, 1.0);
    for (const char* bad : {"text=nan", "text=inf", "text=-1", "text=3", "text=1e0", "text=1..5", "text=.", "text=",
                            "text=0x1", "text=1.5.", "text=1234567890123"}) {
        d = -1;
        why.clear();
        EXPECT_FALSE(real_option(bad, "text", 1.0, 2.0, &d, &why)) << bad;
        EXPECT_EQ(d, -1) << bad;
        EXPECT_FALSE(why.empty()) << bad;
    }
}

// players=N: the default game's seats grow to N, each new one a computer in the next colour (the sixth grey).
TEST(StartOptions, PlayersAddComputerSeatsInTheNextColours) {
    GameConfig c;
    c.seats = {Seat{"You", 0, false, 1}, Seat{"Computer", 1, true, 1}};
    seat_players(c, 6, false);
    ASSERT_EQ(c.seats.size(), 6u);
    for (int k = 0; k < 6; ++k) {
        EXPECT_EQ(c.seats[size_t(k)].color, k);
        EXPECT_EQ(c.seats[size_t(k)].computer, k > 0);
    }
    EXPECT_STREQ(kColorNames[c.seats[5].color], "grey");
    EXPECT_EQ(c.seats[0].name, "You");
    EXPECT_EQ(c.seats[1].name, "Computer 1");
    EXPECT_EQ(c.seats[5].name, "Computer 5");
    GameConfig two;
    two.seats = {Seat{"You", 0, false, 1}, Seat{"Computer", 1, true, 1}};
    seat_players(two, 2, false);
    EXPECT_EQ(two.seats[1].name, "Computer");  // as without the option
    GameConfig all;
    all.seats = {Seat{"Computer 1", 0, true, 1}, Seat{"Computer 2", 1, true, 1}};
    seat_players(all, 3, true);
    ASSERT_EQ(all.seats.size(), 3u);
    EXPECT_EQ(all.seats[2].name, "Computer 3");
}

}  // namespace
}  // namespace carc::ui
