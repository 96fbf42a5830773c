// The Wheel of Fortune on the New game screen (ui/core/rule_texts.h): a game of its own, with the classic scoring.
#pragma once

#include "engine/expansions/wheel/state.h"
#include "engine/mark.h"
#include "ui/core/rule_texts.h"

namespace carc::ui {

template <>
struct UiRuleTexts<WheelModule> {
    static const RuleTexts* texts() {
        static const RuleTexts t = [] {
            RuleTexts x;
            // TRANSLATORS: the name of the expansion and game "Carcassonne: The Wheel of Fortune".
            x.label = N_("Wheel of Fortune");
            x.tip = N_("71 tiles around the wheel board. Tiles with a coloured wheel move the pig round the wheel; the "
                       "segment it stops on scores (or plagues) everybody, and pays the followers on its crowns.");
            x.edition_note = N_("The Wheel of Fortune is played with the classic scoring.");
            return x;
        }();
        return &t;
    }
};

}  // namespace carc::ui
