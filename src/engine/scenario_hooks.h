// What an expansion adds to scenario files (SCENARIO.md) and to writing a match as one: its keys in set-up
// entries and moves, a section of its own, its fields of result events, and how its actions are written.
// Each expansion's table sits in expansions/<name>/scenario.cpp and is reached through its ExpansionHooks.
#pragma once

#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/json_util.h"

namespace carc {

class Match;

// What a hook made of an entry: not its own (the base or another expansion reads it), read, or refused.
enum class ScenarioRead : uint8_t { NotMine, Done, Failed };

// A match being written as a scenario: the moves so far, the move being built, and moves held back until a
// later one shows they matter (declined end-of-game abbeys are written only before a placed one).
struct ScenarioWriting {
    explicit ScenarioWriting(const Match& m) : match(m) {}
    const Match& match;
    json::OrderedJson moves = json::OrderedJson::array();
    json::OrderedJson cur;
    int held = 0;
    // The colour of the player who decides now in g.
    std::string deciding_colour(const Game& g) const;
};

struct ScenarioHooks {
    // Set-up entries: a key that puts one of the expansion's pieces on the table instead of "tile"; the piece's
    // tile type, and its label for messages (Failed with *why). setup_placed runs after the base placed the
    // entry's tile at placed index idx, before its figures.
    const char* setup_key = nullptr;
    ScenarioRead (*setup_piece)(const Game&, const json::Json& entry, int* type, std::string* label,
                                std::string* why) = nullptr;
    bool (*setup_placed)(Game&, const std::vector<std::string>& players, const json::Json& entry, int idx,
                         std::string* why) = nullptr;

    // A top-level section of the expansion's own, read after the set-up (false with *why).
    const char* section = nullptr;
    bool (*read_section)(Game&, const std::vector<std::string>& players, const json::Json&, std::string* why) = nullptr;

    // Moves. check_move refuses keys of the expansion's that the rules or their shape do not allow;
    // special_move plays a move of its own that is neither a tile nor a discard; move_key is a key that puts
    // a piece at the move's "at" instead of a drawn tile (place_move plays it, and *label names it in
    // messages); piece_tile is that piece's tile type, which no move may name as a drawn tile.
    bool (*check_move)(const Rules&, const json::Json& move, std::string* why) = nullptr;
    // Before the move's tile (or discard) is drawn: a step the expansion's turn needs first.
    void (*before_draw)(Game&) = nullptr;
    ScenarioRead (*special_move)(Game&, const json::Json& move, std::string* why) = nullptr;
    const char* move_key = nullptr;
    ScenarioRead (*place_move)(Game&, const json::Json& move, int x, int y, std::string* label, std::string* why) = nullptr;
    int (*piece_tile)() = nullptr;
    // After a tile came out of the bag: the decisions the draw opened, from the move's keys.
    bool (*after_draw)(Game&, const std::vector<std::string>& players, const json::Json& move, std::string* why) = nullptr;
    // A figure of the move that goes somewhere other than a spot of the placed tile (the move's `label` for
    // messages).
    ScenarioRead (*figure_move)(Game&, const json::Json& figure, const std::string& label, std::string* why) = nullptr;
    // After the figure step: the decisions the scoring opened, from the move's keys.
    bool (*after_move)(Game&, const std::vector<std::string>& players, const json::Json& move, std::string* why) = nullptr;

    // Result events: the expansion's notices that are not results, and the fields its events add.
    bool (*hidden_event)(const ScoreEvent&) = nullptr;
    void (*event_fields)(const ScoreEvent&, json::OrderedJson& out) = nullptr;

    // Writing: true while g, after a draw, is in an expansion phase with the drawn tile still in hand;
    // write_action writes and applies an action of the expansion's (false: not its own, nothing done).
    bool (*holds_drawn_tile)(const Game&) = nullptr;
    bool (*write_action)(ScenarioWriting&, Game& g, const Action& a) = nullptr;
};

// Calls f(hooks) for each registered expansion that has scenario hooks, in registry order (whether or not the
// rules turn it on: the hooks themselves refuse what the rules do not allow).
template <class F>
void for_each_scenario_hooks(F&& f) {
    for (int i = 0; i < num_expansions(); ++i)
        if (const ScenarioHooks* h = expansion(i).scenario) f(*h);
}

}  // namespace carc
