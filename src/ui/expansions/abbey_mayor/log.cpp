// Abbey & Mayor in the game log: the abbey placed, the expansion's figures placed, the wagon's move or return,
// barns scoring like farms; and its moves in the after-game review.
#include "engine/spots.h"
#include "ui/core/i18n.h"
#include "ui/core/log_texts.h"
#include "ui/expansions/abbey_mayor/record.h"

namespace carc::ui {
namespace {

using i18n::fmt;

// "Anna's wagon moves on to a road" ("Your wagon ..." for the person at the screen).
std::string wagon_move_line(const std::string& who, SegKind kind) {
    const bool you = is_you(who);
    switch (kind) {
        case SegKind::City:
            // TRANSLATORS: a line of the game log about the player at the screen (the next one: about another
            // player, %s is their name); also the next six (a road, a field, a cloister)
            return you ? _("Your wagon moves on to a city") : fmt(_("%s's wagon moves on to a city"), who);
        case SegKind::Road:
            return you ? _("Your wagon moves on to a road") : fmt(_("%s's wagon moves on to a road"), who);
        case SegKind::Field:
            return you ? _("Your wagon moves on to a field") : fmt(_("%s's wagon moves on to a field"), who);
        case SegKind::Cloister: break;
    }
    return you ? _("Your wagon moves on to a cloister") : fmt(_("%s's wagon moves on to a cloister"), who);
}

bool decision(const Game& g, const Action& a, const LogNames& names, const std::string& where, std::string* line) {
    const std::string who = names.name(g.current_player());
    if (a.kind == ActionKind::Abbey) {
        // TRANSLATORS: a line of the game log: %s is a player's name
        *line = fmt(_("%s placed the abbey"), who);
    } else if (a.kind == ActionKind::Deploy && a.figure == Figure::Mayor) {
        // TRANSLATORS: a line of the game log: %1$s is a player's name, %2$s where the tile went ("1 north of the
        // start tile"); also the next two (the wagon, the barn)
        *line = fmt(_("%1$s placed a tile and the mayor, %2$s"), who, where);
    } else if (a.kind == ActionKind::Deploy && a.figure == Figure::Wagon) {
        *line = fmt(_("%1$s placed a tile and the wagon, %2$s"), who, where);
    } else if (a.kind == ActionKind::Deploy && a.figure == Figure::Barn) {
        *line = fmt(_("%1$s placed a tile and the barn, %2$s"), who, where);
    } else if (a.kind == ActionKind::WagonMove) {
        const int t = g.tile_at(a.x, a.y);
        if (t < 0) return false;
        *line = wagon_move_line(who, tiles().type(g.placed()[t].type).segments[a.spot].kind);
    } else if (a.kind == ActionKind::WagonReturn) {
        // TRANSLATORS: a line of the game log about the player at the screen (the next one: about another player,
        // %s is their name)
        *line = is_you(who) ? _("Your wagon goes home") : fmt(_("%s's wagon goes home"), who);
    } else {
        return false;
    }
    return true;
}

bool feature(const ScoreEvent& e, std::string* words) {
    if (e.kind != EventKind::Barn) return false;
    // TRANSLATORS: a barn scored in the game log, before its points ("barn with 2 completed cities: Anna +6 (...)")
    *words = fmt(P_("barn with %d completed city", "barn with %d completed cities", e.cities), e.cities);
    return true;
}

bool move(const Game&, const Action& a, std::string* words) {
    if (a.kind == ActionKind::Abbey) {
        // TRANSLATORS: a move in the after-game review: %1$d,%2$d is the cell the abbey went to
        *words = fmt(_("the abbey at %1$d,%2$d"), a.x, a.y);
    } else if (a.kind == ActionKind::DrawChoice) {
        // TRANSLATORS: a move in the after-game review: drawing a tile instead of placing the abbey
        *words = _("drawing a tile");
    } else if (a.kind == ActionKind::Deploy && a.figure == Figure::Mayor) {
        // TRANSLATORS: a figure as a move in the after-game review ("Played: the tile 1 north of the start tile, the
        // mayor"); also the next two
        *words = _("the mayor");
    } else if (a.kind == ActionKind::Deploy && a.figure == Figure::Wagon) {
        *words = _("the wagon");
    } else if (a.kind == ActionKind::Deploy && a.figure == Figure::Barn) {
        *words = _("the barn");
    } else {
        return false;
    }
    return true;
}

}  // namespace

extern const LogTexts kAbbeyMayorLog = {&decision, nullptr, &feature, &move};

}  // namespace carc::ui
