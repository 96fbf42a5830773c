// The River's part of the panels: its paragraph in How to play.
#include "imgui.h"
#include "ui/core/i18n.h"
#include "ui/expansions/river/draw/parts.h"
#include "ui/hud/hud_part.h"

namespace carc::ui::hud {
namespace {

void river_paragraph(const Rules& rules) {
    if (!rules.river) return;
    ImGui::TextUnformatted(
        // TRANSLATORS: How to play, the River expansion's paragraph ("River" is its name, as on the New game
        // screen).
        _("River: the river tiles come first, from the spring to the lake; each one continues the river, and "
          "it never turns the same way twice in a row. Then the usual bag."));
}

}  // namespace

extern const HudPart kRiverHud = {.rules_paragraph = river_paragraph};

}  // namespace carc::ui::hud
