// The Wheel of Fortune in the game log: a follower on a crown, the pig's moves and their events, crown
// payouts, the Plague's returns; and a follower on a crown as a move in the after-game review.
#include "ui/expansions/wheel/log.h"

#include <algorithm>

#include "art/expansions/wheel/wheel_layout.h"
#include "engine/spots.h"
#include "ui/core/figure_words.h"
#include "ui/core/i18n.h"
#include "ui/core/log_texts.h"
#include "ui/expansions/wheel/record.h"

namespace carc::ui {

const char* wheel_segment_title(int segment) {
    return segment >= 0 && segment < wheel_layout::kSegments ? wheel_layout::kSegmentNames[segment] : "?";
}

bool is_wheel_event(const ScoreEvent& e) {
    return e.kind == EventKind::Fortune || e.kind == EventKind::Tax || e.kind == EventKind::Famine || e.kind == EventKind::Storm ||
           e.kind == EventKind::Inquisition || e.kind == EventKind::Plague || e.kind == EventKind::Crown;
}

bool is_pig_move(const ScoreEvent& e) { return is_wheel_event(e) && e.kind != EventKind::Crown && e.rule != ScoreRule::PlagueReturn; }

namespace {

using i18n::fmt;

bool decision(const Game& g, const Action& a, const LogNames& names, const std::string& where, std::string* line) {
    if (a.kind != ActionKind::Crown) return false;
    const std::string who = names.name(g.current_player());
    switch (a.spot) {
        // TRANSLATORS: a line of the game log: %1$s is a player's name, %2$s where the tile went ("1 north of the
        // start tile"); Fortune is a segment of the Wheel of Fortune (also the next five: the other segments)
        case 0: *line = fmt(_("%1$s placed a tile and a follower on a crown of Fortune, %2$s"), who, where); break;
        case 1: *line = fmt(_("%1$s placed a tile and a follower on a crown of Tax, %2$s"), who, where); break;
        case 2: *line = fmt(_("%1$s placed a tile and a follower on a crown of Famine, %2$s"), who, where); break;
        case 3: *line = fmt(_("%1$s placed a tile and a follower on a crown of Storm, %2$s"), who, where); break;
        case 4: *line = fmt(_("%1$s placed a tile and a follower on a crown of Inquisition, %2$s"), who, where); break;
        default: *line = fmt(_("%1$s placed a tile and a follower on a crown of Plague, %2$s"), who, where); break;
    }
    return true;
}

// "Crowns of Famine: Anna +3 (crown: ...); they go home": the crowns of the segment the pig landed on score.
std::string crowns_line(int segment, const std::string& points, const std::string& rule) {
    switch (segment) {
        // TRANSLATORS: a score in the game log: the followers on the crowns of the Fortune segment of the Wheel of
        // Fortune score and go home; %1$s is the points ("Anna +3, Ben +3"), %2$s the rule (also the next five)
        case 0: return fmt(_("Crowns of Fortune: %1$s (%2$s); they go home"), points, rule);
        case 1: return fmt(_("Crowns of Tax: %1$s (%2$s); they go home"), points, rule);
        case 2: return fmt(_("Crowns of Famine: %1$s (%2$s); they go home"), points, rule);
        case 3: return fmt(_("Crowns of Storm: %1$s (%2$s); they go home"), points, rule);
        case 4: return fmt(_("Crowns of Inquisition: %1$s (%2$s); they go home"), points, rule);
        default: break;
    }
    return fmt(_("Crowns of Plague: %1$s (%2$s); they go home"), points, rule);
}

// "Anna's tile moves the pig 2 segments to Famine: ...": the tile just drawn moved the pig (wheel.md D3).
std::string pig_line(const ScoreEvent& e, const LogNames& names) {
    const std::string who = names.name(e.player);
    const bool you = is_you(who);
    const int steps = (e.moved_to - e.moved_from + kWheelSegments) % kWheelSegments;
    if (e.kind == EventKind::Plague) {
        if (you)
            // TRANSLATORS: a line of the game log about the player at the screen: the tile they drew moved the pig on
            // the Wheel of Fortune to the Plague segment, and everyone, starting with them, sends a follower home
            return fmt(P_("Your tile moves the pig %d segment to Plague: everyone sends a follower on a tile home, from You",
                          "Your tile moves the pig %d segments to Plague: everyone sends a follower on a tile home, from You",
                          steps),
                       steps);
        // TRANSLATORS: the same about another player: %1$s is their name (twice)
        return fmt(P_("%1$s's tile moves the pig %2$d segment to Plague: everyone sends a follower on a tile home, from %1$s",
                      "%1$s's tile moves the pig %2$d segments to Plague: everyone sends a follower on a tile home, from %1$s",
                      steps),
                   who, steps);
    }
    const std::string segment = i18n::tr(wheel_segment_title(e.moved_to)), rule = i18n::tr(score_rule_text(e.rule));
    if (you)
        // TRANSLATORS: a score in the game log about the player at the screen: the tile they drew moved the pig on
        // the Wheel of Fortune; %2$s is the segment it landed on ("Famine"), %3$s the points ("Anna +2, Ben +1"),
        // %4$s the rule of the segment's event
        return fmt(P_("Your tile moves the pig %1$d segment to %2$s: %3$s (%4$s)",
                      "Your tile moves the pig %1$d segments to %2$s: %3$s (%4$s)", steps),
                   steps, segment, names.points(e), rule);
    // TRANSLATORS: the same about another player: %1$s is their name
    return fmt(P_("%1$s's tile moves the pig %2$d segment to %3$s: %4$s (%5$s)",
                  "%1$s's tile moves the pig %2$d segments to %3$s: %4$s (%5$s)", steps),
               who, steps, segment, names.points(e), rule);
}

bool event(const Game& g, const ScoreEvent& e, const LogNames& names, std::string* line, int* player) {
    if (!is_wheel_event(e)) return false;
    *player = e.kind == EventKind::Plague ? static_cast<int>(e.player) : -1;
    if (e.kind == EventKind::Crown) {
        *line = crowns_line(e.moved_to, names.points(e), i18n::tr(score_rule_text(e.rule)));
    } else if (e.rule == ScoreRule::PlagueReturn) {
        const bool role = e.figure == Figure::Follower && e.node >= 0 && e.node < kMaxNodes;
        const char* what = i18n::tr(role ? segment_role(g.node_kind(e.node)) : figure_word(e.figure));
        const std::string who = names.name(e.player);
        // TRANSLATORS: a line of the game log about the player at the screen: the Plague sends their figure home;
        // %s is the figure ("knight", "monk", "follower", "mayor", ...)
        if (is_you(who)) *line = fmt(_("Plague: Your %s goes home"), what);
        // TRANSLATORS: the same about another player: %1$s is their name, %2$s the figure ("knight", "monk", ...)
        else *line = fmt(_("Plague: %1$s's %2$s goes home"), who, what);
    } else {
        *line = pig_line(e, names);
    }
    return true;
}

// A follower on a crown as a move in the after-game review.
bool move(const Game&, const Action& a, std::string* words) {
    if (a.kind != ActionKind::Crown) return false;
    switch (a.spot) {
        // TRANSLATORS: a move in the after-game review: a follower on a crown of the Fortune segment of the Wheel of
        // Fortune (also the next five: the other segments)
        case 0: *words = _("crown fortune"); break;
        case 1: *words = _("crown tax"); break;
        case 2: *words = _("crown famine"); break;
        case 3: *words = _("crown storm"); break;
        case 4: *words = _("crown inquisition"); break;
        default: *words = _("crown plague"); break;
    }
    return true;
}

// The wheel board's cells on the table (the first piece of a Wheel of Fortune game): their bounds; false: none.
bool board_bounds(const Game& g, int* x0, int* y0, int* x1, int* y1) {
    bool any = false;
    for (int k = 0; k < g.num_placed(); ++k) {
        const PlacedTile& p = g.placed()[k];
        if (tiles().type(p.type).board_col < 0) continue;
        if (!any) *x0 = *x1 = p.x, *y0 = *y1 = p.y;
        any = true;
        *x0 = std::min<int>(*x0, p.x), *x1 = std::max<int>(*x1, p.x);
        *y0 = std::min<int>(*y0, p.y), *y1 = std::max<int>(*y1, p.y);
    }
    return any;
}

// Places counted from the wheel board's edge; one straight above, below or beside it says which of its columns
// or rows ("1 north of the wheel's 2nd column from the west").
bool where(const Game& g, int x, int y, std::string* words) {
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    if (!board_bounds(g, &x0, &y0, &x1, &y1)) return false;
    const int dx = x < x0 ? x - x0 : x > x1 ? x - x1 : 0, dy = y < y0 ? y - y0 : y > y1 ? y - y1 : 0;
    const std::string off = distance_words(dx, dy);
    // TRANSLATORS: a place in the game log: on the Wheel of Fortune's board
    if (off.empty()) return *words = _("on the wheel"), true;
    const char* text = nullptr;
    if (dx == 0) {
        switch (x - x0) {
            // TRANSLATORS: a place in the game log: %s is a distance such as "2 north", "1 south" (straight above
            // or below the Wheel of Fortune's board, which is 4 tiles wide); also the next three
            case 0: text = _("%s of the wheel's 1st column from the west"); break;
            case 1: text = _("%s of the wheel's 2nd column from the west"); break;
            case 2: text = _("%s of the wheel's 3rd column from the west"); break;
            case 3: text = _("%s of the wheel's 4th column from the west"); break;
            default: break;
        }
    } else if (dy == 0) {
        switch (y - y0) {
            // TRANSLATORS: a place in the game log: %s is a distance such as "2 west", "1 east" (straight beside
            // the Wheel of Fortune's board, which is 4 tiles high); also the next three
            case 0: text = _("%s of the wheel's 1st row from the north"); break;
            case 1: text = _("%s of the wheel's 2nd row from the north"); break;
            case 2: text = _("%s of the wheel's 3rd row from the north"); break;
            case 3: text = _("%s of the wheel's 4th row from the north"); break;
            default: break;
        }
    }
    // TRANSLATORS: a place in the game log: %s is a distance such as "2 north and 3 east" from the Wheel of
    // Fortune's board
    *words = fmt(text ? text : _("%s of the wheel"), off);
    return true;
}

// The wheel board needs no badge.
bool first_badge(const Game& g, const char** word) {
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    if (!board_bounds(g, &x0, &y0, &x1, &y1)) return false;
    *word = "";
    return true;
}

}  // namespace

extern const LogTexts kWheelLog = {&decision, &event, nullptr, &move, &where, &first_badge};

}  // namespace carc::ui
