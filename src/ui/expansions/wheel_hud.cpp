// The Wheel of Fortune's part of the panels: the Wheel and Crowns columns of the final table.
#include "ui/expansions/hud_parts.h"

namespace carc::ui::hud {
namespace {

// The wheel's events (and the Plague, which pays nothing) in one column, the crowns in another.
constexpr ScoreColumn kColumns[] = {
    {"Wheel", "The wheel's events: Fortune, Tax, Famine, Storm, Inquisition",
     [](EventKind k) {
         return (k >= EventKind::Fortune && k <= EventKind::Inquisition) || k == EventKind::Plague;
     }},
    {"Crowns", "Followers on the crowns, paid when the pig stopped on their segment",
     [](EventKind k) { return k == EventKind::Crown; }},
};

}  // namespace

extern const HudPart kWheelHud = {
    .score_columns = kColumns,
};

}  // namespace carc::ui::hud
