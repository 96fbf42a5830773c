// Abbey & Mayor's part of the panels: its paragraph in How to play and the Barns column of the final table.
#include "imgui.h"
#include "ui/expansions/hud_parts.h"

namespace carc::ui::hud {
namespace {

void abbey_mayor_paragraph(const Rules& rules) {
    if (!rules.abbey_mayor) return;
    ImGui::TextUnformatted(
        "Abbey & Mayor: instead of drawing, you may put your abbey into a hole with tiles on all four sides; it "
        "fits any edges, closes what it touches and scores as a cloister. The mayor goes only into a city and "
        "counts as many followers as the city has pennants (none: it counts nothing). The wagon stands on a "
        "road, city or cloister; when that scores it may move on to an unfinished, unoccupied one or go home. "
        "The barn goes on a tile corner where four fields meet, on a farm without a barn: the farmers already "
        "in that farm score it at once and go home, farmers who join it later score it too, and the barn "
        "scores its farm at the end (the log names each rule and its points). Left-over abbeys may be placed "
        "after the last tile.");
}

constexpr ScoreColumn kColumns[] = {
    {"Barns", "Barns", [](EventKind k) { return k == EventKind::Barn; }},
};

}  // namespace

extern const HudPart kAbbeyMayorHud = {
    .rules_paragraph = abbey_mayor_paragraph,
    .score_columns = kColumns,
};

}  // namespace carc::ui::hud
