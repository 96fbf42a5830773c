// The expansions' parts of the panels, listed once.
#include "ui/expansions/hud_parts.h"

#include <vector>

namespace carc::ui::hud {

extern const HudPart kRiverHud;
extern const HudPart kAbbeyMayorHud;
extern const HudPart kWheelHud;

std::span<const HudPart* const> hud_parts() {
    static const HudPart* const kParts[] = {&kRiverHud, &kAbbeyMayorHud, &kWheelHud};
    return kParts;
}

std::span<const ScoreColumn> score_columns() {
    static const std::vector<ScoreColumn> columns = [] {
        std::vector<ScoreColumn> out(base_score_columns().begin(), base_score_columns().end());
        for (const HudPart* part : hud_parts())
            out.insert(out.end(), part->score_columns.begin(), part->score_columns.end());
        return out;
    }();
    return columns;
}

}  // namespace carc::ui::hud
