// The Wheel of Fortune's columns of the final score table (ui/core/final_table.h): Wheel and Crowns.
#include "ui/core/i18n.h"
#include "ui/expansions/wheel/record.h"

namespace carc::ui {

// The wheel's events (and the Plague, which pays nothing) in one column, the crowns in another.
extern const ScoreColumn kWheelColumns[2] = {
    // TRANSLATORS: a column heading of the final score table (keep it short), and its tooltip.
    {N_("Wheel"), N_("The wheel's events: Fortune, Tax, Famine, Storm, Inquisition"),
     [](EventKind k) {
         return (k >= EventKind::Fortune && k <= EventKind::Inquisition) || k == EventKind::Plague;
     }},
    // TRANSLATORS: a column heading of the final score table (keep it short), and its tooltip.
    {N_("Crowns"), N_("Followers on the crowns, paid when the pig stopped on their segment"),
     [](EventKind k) { return k == EventKind::Crown; }},
};

}  // namespace carc::ui
