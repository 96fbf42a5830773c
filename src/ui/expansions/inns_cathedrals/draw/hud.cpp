// Inns & Cathedrals' part of the panels: its paragraph in How to play and the large follower in each player's
// supply on the scoreboard (a follower's icon, bigger: filled while in supply, an outline while on the board).
#include "engine/expansions/inns_cathedrals/state.h"
#include "imgui.h"
#include "ui/core/i18n.h"
#include "ui/expansions/inns_cathedrals/draw/parts.h"
#include "ui/hud/hud_internal.h"
#include "ui/hud/hud_part.h"

namespace carc::ui::hud {
namespace {

void inns_cathedrals_paragraph(const Rules& rules) {
    if (!rules.inns_cathedrals) return;
    ImGui::TextUnformatted(
        // TRANSLATORS: How to play, the Inns & Cathedrals expansion's paragraph ("Inns & Cathedrals" is its name, as
        // on the New game screen; grey is the sixth player's colour).
        _("Inns & Cathedrals: each player also has a large follower, placed instead of a follower wherever one "
          "could go. Wherever a majority decides who scores it counts as two followers, but it adds nothing to "
          "what the feature is worth. A road with an inn scores 2 points per tile when completed, and nothing if "
          "it is still open at the end. A city with a cathedral scores 3 points per tile and per pennant when "
          "completed, and nothing if it is still open at the end. A sixth player may join, in grey."));
}

bool has_big(const Game& g, int p) {
    return g.state<InnsCathedralsState>().big[static_cast<size_t>(p)] != 0;
}

// Supply: the large follower after the followers, as their icon a third bigger (bright: in supply; dim outline: on
// the board).
float supply_chips(const Rules& rules, const Game& g, int p, ImDrawList* dl, ImVec2 at, float fh, ImU32 col,
                   float em) {
    if (!rules.inns_cathedrals) return at.x;
    const bool have = has_big(g, p);
    const float h = fh * kLargeFollowerScale;
    const float w = h * 0.82f;
    draw_meeple(dl, {at.x + w * 0.5f, at.y + fh * 0.95f - h * 0.45f}, h * 0.9f,  // its feet on the followers' line
                have ? col : IM_COL32(150, 160, 146, 150), have);
    return at.x + w + em * 0.4f;
}

void supply_tooltip(const Rules& rules, const Game& g, int p) {
    if (!rules.inns_cathedrals) return;
    // TRANSLATORS: a line of the scoreboard's tooltip on a player (Inns & Cathedrals): whether their large follower
    // is in their supply or on the board
    ImGui::TextUnformatted(has_big(g, p) ? _("Large follower: in supply") : _("Large follower: on the board"));
}

}  // namespace

extern const HudPart kInnsCathedralsHud = {
    .rules_paragraph = inns_cathedrals_paragraph,
    .supply_chips = supply_chips,
    .supply_tooltip = supply_tooltip,
};

}  // namespace carc::ui::hud
