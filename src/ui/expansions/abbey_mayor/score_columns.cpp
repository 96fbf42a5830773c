// Abbey & Mayor's column of the final score table (ui/core/final_table.h): Barns.
#include "ui/core/i18n.h"
#include "ui/expansions/abbey_mayor/record.h"

namespace carc::ui {

extern const ScoreColumn kAbbeyMayorColumns[1] = {
    // TRANSLATORS: a column heading of the final score table (keep it short), and its tooltip.
    {N_("Barns"), N_("Barns"), [](EventKind k) { return k == EventKind::Barn; }},
};

}  // namespace carc::ui
