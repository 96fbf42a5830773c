// How a game's set-up names an expansion in every format that carries it: saves, records and scenarios (the
// JSON "rules": "game", "expansions" and option keys), the command line (flags), page links, and the rules'
// one-line summary. Each expansion declares its RuleOptions (expansions/<name>/options.cpp) and sets it as
// `options` in its ExpansionHooks; rules_io, match, the command line and the app read them in registry order.
#pragma once

#include <string>
#include <vector>

#include "engine/game.h"

namespace carc {

// An option with named values (e.g. where a wagon may move on).
struct RuleChoice {
    const char* json_key = "";   // its key in the rules JSON ("wagon_move")
    const char* cli_flag = "";   // its command-line flag ("--wagon-move"), followed by one of the names
    const char* link_key = "";   // its page-link option ("wagon=adjacent")
    std::vector<const char*> names;  // its values, in the order of their numbers; names[0] is the default
    int (*get)(const Rules&) = nullptr;
    void (*set)(Rules&, int) = nullptr;
};

struct RuleOptions {
    const char* name = "";       // in JSON ("expansions": [...], or "game" for a game of its own) and --game
    bool own_game = false;       // a game of its own (GameKind), not an expansion added to the base game
    const char* cli_flag = "";   // the command-line flag that turns an expansion on ("--river"; "" for a game)
    const char* link_key = "";   // the page-link option that turns it on ("river", "abbey", "wheel")
    bool (*on)(const Rules&) = nullptr;
    void (*turn_on)(Rules&) = nullptr;
    void (*turn_off)(Rules&) = nullptr;  // a game of its own: back to the base game
    std::vector<RuleChoice> choices;
    // The rules' summary: a game's title, or what an expansion adds (" + River").
    std::string (*summary)(const Rules&) = nullptr;
    // Drops what cannot be played with it when it is on (a set-up screen or a page link asked for both).
    void (*settle)(Rules&) = nullptr;
    // Why rules that turn it on cannot be played (nullptr: they can), as a JSON reader (cli false) or the
    // command line (cli true) says it.
    const char* (*refusal)(const Rules&, bool cli) = nullptr;
    // The most players a game with it may have (0: no change from kBaseMaxPlayers).
    int max_players = 0;
    // The first record version whose games with it replay exactly, and what an older record is told.
    int record_version = 1;
    const char* predates = "";
};

// Calls f(options) for each registered expansion that has rule options, in registry order.
template <class F>
void for_each_rule_options(F&& f) {
    for (int i = 0; i < num_expansions(); ++i)
        if (const RuleOptions* o = expansion(i).options) f(*o);
}

// The most players these rules allow: kBaseMaxPlayers, or more when an expansion that is on allows more.
int max_players(const Rules& r);

// Rules with every expansion's settle applied: what a set-up screen or a page link starts.
Rules settled(Rules r);

}  // namespace carc
