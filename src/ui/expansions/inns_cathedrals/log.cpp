// Inns & Cathedrals in the game log: the large follower placed, and as a move in the after-game review. Its scores
// are the base game's lines (a road, a city), whose rule in brackets names the inn or the cathedral.
#include "ui/core/i18n.h"
#include "ui/core/log_texts.h"
#include "ui/expansions/inns_cathedrals/record.h"

namespace carc::ui {
namespace {

using i18n::fmt;

bool decision(const Game& g, const Action& a, const LogNames& names, const std::string& where, std::string* line) {
    if (a.kind != ActionKind::Deploy || a.figure != Figure::Big) return false;
    // TRANSLATORS: a line of the game log: %1$s is a player's name, %2$s where the tile went ("1 north of the start
    // tile"); the large follower is the Inns & Cathedrals expansion's figure that counts as two followers
    *line = fmt(_("%1$s placed a tile and the large follower, %2$s"), names.name(g.current_player()), where);
    return true;
}

bool move(const Game&, const Action& a, std::string* words) {
    if (a.kind != ActionKind::Deploy || a.figure != Figure::Big) return false;
    // TRANSLATORS: a figure as a move in the after-game review ("Played: the tile 1 north of the start tile, the
    // large follower")
    *words = _("the large follower");
    return true;
}

}  // namespace

extern const LogTexts kInnsCathedralsLog = {&decision, nullptr, nullptr, &move};

}  // namespace carc::ui
