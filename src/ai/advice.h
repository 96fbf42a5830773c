// The computer's advice as text messages: a request (a computer seat's move, a hint for a person, a review of
// a finished game) and its answer. The app sends requests to wherever the computer thinks (a Web Worker in
// the browser, a thread on the desktop, or at once) and both ends use this file, so they always agree.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/players.h"
#include "engine/action.h"

namespace carc::ai {

// Version of the messages; an answer to another version's request is an error, never a guess.
inline constexpr int kAdviceVersion = 1;

enum class AdviceKind : int { Move = 0, Hint = 1, Review = 2 };
const char* advice_kind_name(AdviceKind k);  // "move", "hint", "review"

struct AdviceRequest {
    AdviceKind kind = AdviceKind::Move;
    int level = kLevelMedium;  // Move: the seat's level; Hint and Review: the level whose choice is shown
    uint64_t seed = 1;         // the computer's own randomness (never the game's draws)
    int player = -1;           // Review: whose decisions are reviewed
    int first = 0, count = 0;  // Review: only the player's turns [first, first + count) of the game (count 0: all)
    std::string record;        // the game (Match::to_record); Move and Hint: a decision is awaited
};

// Review: one of the player's turns where the search's choice was expected to end the game clearly better.
// The moves in words ("the tile at 2,-1 turned 90°, a knight"); values are the expected final margin in points
// (the player's score less the best opponent's at the end), as the search estimated them.
struct ReviewItem {
    int turn = 0;
    int history = -1;  // where the played decision is in the game's history (Match::history)
    std::string played, best;
    std::vector<Action> played_actions, best_actions;  // the moves (a placement or choice, then its figure)
    double played_value = 0, best_value = 0;
};

struct AdviceAnswer {
    AdviceKind kind = AdviceKind::Move;
    std::string error;            // not empty: the request was refused (why)
    std::vector<Action> actions;  // Move: the decision; Hint: the placement, then the figure (or pass)
    std::vector<ReviewItem> review;
    int reviewed = 0;             // Review: how many of the player's turns were looked at
    int total = 0;                // Review: how many turns of the player the whole game has to look at
    int64_t iterations = 0;       // search iterations spent (0 for players without a search)
    int ms = 0;                   // thinking time in milliseconds
};

std::string to_text(const AdviceRequest& r);
std::string to_text(const AdviceAnswer& a);
// Reading a message: nullopt with *error on anything malformed (never a crash).
std::optional<AdviceRequest> request_from_text(std::string_view text, std::string* error);
std::optional<AdviceAnswer> answer_from_text(std::string_view text, std::string* error);

// Does what the request asks. A request the game refuses (a damaged record, a finished game, nobody to
// advise) gets an answer with `error` set.
AdviceAnswer advise(const AdviceRequest& r);
// The same from and to text: what the Web Worker and the desktop's thinking thread run.
std::string advise_text(std::string_view request_text);

// A review keeps the turns where the played move's expected margin is at least this many points below the
// search's choice.
inline constexpr double kReviewThreshold = 3.0;

}  // namespace carc::ai
