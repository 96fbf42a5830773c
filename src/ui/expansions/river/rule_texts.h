// The River on the New game screen (ui/core/rule_texts.h).
#pragma once

#include "engine/expansions/river/state.h"
#include "engine/mark.h"
#include "ui/core/rule_texts.h"

namespace carc::ui {

template <>
struct UiRuleTexts<RiverModule> {
    static const RuleTexts* texts() {
        static const RuleTexts t = [] {
            RuleTexts x;
            // TRANSLATORS: the name of the expansion "The River".
            x.label = N_("River");
            x.tip = N_("12 river tiles are played first, from the spring to the lake, each one continuing the river (no "
                       "two turns the same way in a row); then the usual bag.");
            x.unavailable_tip = N_("Not with the Wheel of Fortune: the wheel board is the start, and the river needs the "
                                   "spring.");
            x.unavailable_hint = N_("No River with the Wheel of Fortune: the wheel board is the start, and the river "
                                    "needs the spring.");
            return x;
        }();
        return &t;
    }
};

}  // namespace carc::ui
