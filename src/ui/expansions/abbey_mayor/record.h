// Abbey & Mayor's record in the screen (ui/expansions/ui_record.h): its lines in the game log (log.cpp).
#pragma once

#include "engine/expansions/abbey_mayor/state.h"
#include "ui/expansions/ui_record.h"

namespace carc::ui {

extern const LogTexts kAbbeyMayorLog;

template <>
struct UiRecord<AbbeyMayorModule> {
    static constexpr const LogTexts* kLogTexts = &kAbbeyMayorLog;
    static constexpr TileBandsFn kTileBands = nullptr;
};

}  // namespace carc::ui
