// Abbey & Mayor's part of the panels: the Barns column of the final table.
#include "ui/expansions/hud_parts.h"

namespace carc::ui::hud {
namespace {

constexpr ScoreColumn kColumns[] = {
    {"Barns", "Barns", [](EventKind k) { return k == EventKind::Barn; }},
};

}  // namespace

extern const HudPart kAbbeyMayorHud = {
    .score_columns = kColumns,
};

}  // namespace carc::ui::hud
