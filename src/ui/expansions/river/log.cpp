// The River in the game log: places counted from its spring, the table's first piece, and the spring's badge on
// the board. Its tiles are placed like any other, so it writes no lines of its own.
#include "ui/core/i18n.h"
#include "ui/core/log_texts.h"
#include "ui/expansions/river/record.h"

namespace carc::ui {
namespace {

using i18n::fmt;

bool spring_first(const Game& g) {
    return g.num_placed() > 0 && tiles().type(g.placed()[0].type).role == TileRole::Spring;
}

bool where(const Game& g, int x, int y, std::string* words) {
    if (!spring_first(g)) return false;
    const std::string off = distance_words(x - g.placed()[0].x, y - g.placed()[0].y);
    // TRANSLATORS: a place in the game log: on the River's spring, the game's first tile
    if (off.empty()) *words = _("on the spring");
    // TRANSLATORS: a place in the game log: %s is a distance such as "2 north" or "2 north and 3 east" from the
    // River's spring, the game's first tile
    else *words = fmt(_("%s of the spring"), off);
    return true;
}

bool first_badge(const Game& g, const char** word) {
    if (!spring_first(g)) return false;
    // TRANSLATORS: a small badge on the River's first tile, its spring (the log counts places from it: "2 north of
    // the spring"). Keep it short.
    *word = C_("first tile", "spring");
    return true;
}

}  // namespace

extern const LogTexts kRiverLog = {.where = &where, .first_badge = &first_badge};

}  // namespace carc::ui
