// What an expansion writes in the game log: the lines of its own decisions and of its own events. One LogTexts
// per expansion that has any, named by its UiRecord (ui/expansions/ui_record.h).
#pragma once

#include <string>
#include <vector>

#include "engine/game.h"
#include "ui/core/session.h"

namespace carc::ui {

// The players' names as the log writes them.
struct LogNames {
    const GameConfig* config = nullptr;
    std::string name(int p) const {  // "?" for no such player
        if (p < 0 || p >= static_cast<int>(config->seats.size())) return "?";
        return config->seats[static_cast<size_t>(p)].name;
    }
    // "Anna +4, Bob +2" for an event's points ("nobody scores": none).
    std::string points(const ScoreEvent& e) const;
};

// Every text is in the player's language (ui/core/i18n.h), one whole sentence per line.
struct LogTexts {
    // The line of decision `a` of the player who decides in g (before it is applied); false: not this
    // expansion's kind. `where` says where the tile placed this turn went ("1 north of the start tile") for a
    // decision right after the placement (the line ends with it), else it is empty.
    bool (*decision)(const Game& g, const Action& a, const LogNames& names, const std::string& where,
                     std::string* line) = nullptr;
    // The line of event e in g and the player it is about (-1: nobody in particular); false: the base writes
    // it ("<feature>: <points> (<rule>)").
    bool (*event)(const Game& g, const ScoreEvent& e, const LogNames& names, std::string* line, int* player) = nullptr;
    // The feature of the expansion's event kinds that the base line writes, e.g. "barn with 2 completed cities";
    // false: not this expansion's kind.
    bool (*feature)(const ScoreEvent& e, std::string* words) = nullptr;
    // An action of the expansion's kinds as a move in the after-game review (g: before it), e.g. "the mayor";
    // false: not this expansion's kind.
    bool (*move)(const Game& g, const Action& a, std::string* words) = nullptr;
    // Where cell (x, y) lies, when the table's first piece is the expansion's (the River's spring, the Wheel of
    // Fortune's board): "2 north of the spring"; false: not its piece (the base counts from the start tile).
    bool (*where)(const Game& g, int x, int y, std::string* words) = nullptr;
    // The badge on the table's first piece, when that piece is the expansion's: a short word ("spring"), or "" for
    // none; false: not its piece (the base's badge says "start").
    bool (*first_badge)(const Game& g, const char** word) = nullptr;
};

// A distance on the board in words, counted in cells from a place: "2 north", "2 north and 3 east" ("" for none).
std::string distance_words(int dx, int dy);

// Every expansion's log texts, in registry order (ui/expansions/records.cpp).
const std::vector<const LogTexts*>& log_texts();

}  // namespace carc::ui
