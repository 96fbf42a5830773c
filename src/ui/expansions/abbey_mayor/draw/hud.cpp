// Abbey & Mayor's part of the panels: its paragraph in How to play, the supply of mayor, wagon, barn and abbey on
// the scoreboard, and the prompts of the abbey and wagon decisions.
#include <cfloat>

#include "engine/expansions/abbey_mayor/state.h"
#include "imgui.h"
#include "ui/core/i18n.h"
#include "ui/expansions/abbey_mayor/draw/parts.h"
#include "ui/hud/hud_part.h"

namespace carc::ui::hud {
namespace {

void abbey_mayor_paragraph(const Rules& rules) {
    if (!rules.abbey_mayor) return;
    ImGui::TextUnformatted(
        // TRANSLATORS: How to play, the Abbey & Mayor expansion's paragraph ("Abbey & Mayor" is its name, as
        // on the New game screen).
        _("Abbey & Mayor: instead of drawing, you may put your abbey into a hole with tiles on all four "
          "sides; it fits any edges, closes what it touches and scores as a cloister. The mayor goes only "
          "into a city and counts as many followers as the city has pennants (none: it counts nothing). The "
          "wagon stands on a road, city or cloister; when that scores it may move on to an unfinished, "
          "unoccupied one or go home. The barn goes on a tile corner where four fields meet, on a farm "
          "without a barn: the farmers already in that farm score it at once and go home, farmers who join "
          "it later score it too, and the barn scores its farm at the end (the log names each rule and its "
          "points). Left-over abbeys may be placed after the last tile."));
}

// Supply: M mayor, W wagon, B barn, A abbey (bright: in supply; dim: used).
float supply_chips(const Rules& rules, const Game& g, int p, ImDrawList* dl, ImVec2 at, float fh, ImU32 col,
                   float em) {
    if (!rules.abbey_mayor) return at.x;
    const AbbeyMayorSupply& ps = g.state<AbbeyMayorState>().supply[static_cast<size_t>(p)];
    float fx = at.x;
    const float fy = at.y;
    const float fs = ImGui::GetFontSize() * 0.8f;
    const struct {
        const char* letter;
        int have;
    } kinds[] = {
        // TRANSLATORS: the scoreboard's one-letter mark for the mayor in a player's supply.
        {C_("supply", "M"), ps.mayor},
        // TRANSLATORS: the scoreboard's one-letter mark for the wagon in a player's supply.
        {C_("supply", "W"), ps.wagon},
        // TRANSLATORS: the scoreboard's one-letter mark for the barn in a player's supply.
        {C_("supply", "B"), ps.barn},
        // TRANSLATORS: the scoreboard's one-letter mark for the abbey in a player's supply.
        {C_("supply", "A"), ps.abbey},
    };
    for (const auto& k : kinds) {
        dl->AddText(ImGui::GetFont(), fs, {fx, fy + fh / 2 - fs / 2},
                    k.have ? col : IM_COL32(120, 128, 116, 140), k.letter);
        fx += ImGui::GetFont()->CalcTextSizeA(fs, FLT_MAX, 0, k.letter).x + em * 0.25f;
    }
    fx += em * 0.2f;
    return fx;
}

// The legend of the marks: one line a figure, its mark, its name and whether it is in the supply.
void supply_tooltip(const Rules& rules, const Game& g, int p) {
    if (!rules.abbey_mayor) return;
    const AbbeyMayorSupply& ps = g.state<AbbeyMayorState>().supply[static_cast<size_t>(p)];
    const struct {
        const char* letter;
        const char* name;
        int have;
    } kinds[] = {
        {C_("supply", "M"), _("mayor"), ps.mayor},
        {C_("supply", "W"), _("wagon"), ps.wagon},
        {C_("supply", "B"), _("barn"), ps.barn},
        // TRANSLATORS: the abbey tile in the scoreboard's legend of a player's supply ("A: abbey, in supply").
        {C_("supply", "A"), C_("supply", "abbey"), ps.abbey},
    };
    for (const auto& k : kinds)
        ImGui::TextUnformatted(
            // TRANSLATORS: the scoreboard's legend of a player's supply, one line a figure: %1$s its one-letter
            // mark, %2$s its name ("M: mayor, in supply"); then the same for a figure on the board
            (k.have ? i18n::fmt(_("%1$s: %2$s, in supply"), k.letter, k.name)
                    : i18n::fmt(_("%1$s: %2$s, on the board"), k.letter, k.name))
                .c_str());
}

// The wagon moves with the tile just placed in hand.
HandShows hand(Phase ph) {
    return ph == Phase::WagonMove ? HandShows::PlacedTile : HandShows::Nothing;
}

std::string prompt(const Game& g, bool touch) {
    if (g.phase() == Phase::TurnStart) {
        if (g.state<AbbeyMayorState>().in_abbey_round())
            // TRANSLATORS: No abbey, Draw a tile and Wagon goes home are the buttons of those names.
            return touch ? _("Tap a lit hole to place your abbey there, or No abbey.")
                         : _("Click a lit hole to place your abbey there, or No abbey.");
        return touch ? _("Tap a lit hole to place your abbey there, or Draw a tile.")
                     : _("Click a lit hole to place your abbey there, or Draw a tile.");
    }
    if (g.phase() == Phase::WagonMove)
        return touch ? _("Your wagon's feature scored: tap a lit spot to move the wagon on, or Wagon goes home.")
                     : _("Your wagon's feature scored: click a lit spot to move the wagon on, or Wagon goes home.");
    return "";
}

const char* decide_first(Phase ph, bool no_follower) {
    // TRANSLATORS: why a button waits (its tooltip) while a player decides about the abbey.
    if (ph == Phase::TurnStart && !no_follower) return _("Place your abbey or draw a tile first");
    // TRANSLATORS: why a button waits (its tooltip) while a player moves the wagon.
    if (ph == Phase::WagonMove) return _("Decide where your wagon goes first");
    return nullptr;
}

const char* abbey_instead_of_draw(const Game& g, int p) {
    if (!g.rules().abbey_mayor || g.state<AbbeyMayorState>().supply[static_cast<size_t>(p)].abbey <= 0) return nullptr;
    // TRANSLATORS: a check box in a game by link: the player's next turn places the abbey and draws no tile (the
    // choice is made a turn ahead so that nobody can see the draw first)
    return _("Next turn: place my abbey instead of drawing");
}

}  // namespace

extern const HudPart kAbbeyMayorHud = {
    .rules_paragraph = abbey_mayor_paragraph,
    .supply_chips = supply_chips,
    .supply_tooltip = supply_tooltip,
    .hand = hand,
    .prompt = prompt,
    .decide_first = decide_first,
    .next_turn_instead_of_draw = abbey_instead_of_draw,
};

}  // namespace carc::ui::hud
