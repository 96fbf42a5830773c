// A table of devices playing one game by link, for the tests and the command line tool: each device its own
// LinkGame, links passed from the device that moved to the one whose move it is.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "engine/rng.h"
#include "link/link_game.h"

namespace carc::link {

struct LinkTable {
    std::vector<LinkGame> devices;  // devices[s] plays seat s
    std::vector<size_t> link_chars; // each link passed, in order: its length
    std::vector<std::string> links; // and its text
    std::string error;
    int early_draws = 0;            // times a device knew the next player's tile before passing its link

    // Creates the game on device 0 and has each other device open the invitation and join in seat order; false
    // with error when a step is refused.
    bool gather(const Rules& rules, int players, uint64_t seed);
    // Plays decisions chosen at random among the legal ones (and, with Abbey & Mayor, random abbey declarations)
    // until the game ends; each device's link goes to the device whose decision comes next. False with error.
    bool play(uint64_t seed, int max_messages = 3000);
    // Gives `link` to device `to`.
    bool pass(const std::string& link, int to);
};

}  // namespace carc::link
