// Inns & Cathedrals on the New game screen (ui/core/rule_texts.h).
#pragma once

#include "engine/expansions/inns_cathedrals/state.h"
#include "engine/mark.h"
#include "ui/core/rule_texts.h"

namespace carc::ui {

template <>
struct UiRuleTexts<InnsCathedralsModule> {
    static const RuleTexts* texts() {
        static const RuleTexts t = [] {
            RuleTexts x;
            // TRANSLATORS: the name of the expansion "Inns & Cathedrals".
            x.label = N_("Inns & Cathedrals");
            x.tip = N_("18 more tiles and a sixth player (grey). Each player gets a large follower that counts as two. "
                       "A finished road with an inn scores 2 per tile and a finished city with a cathedral 3 per tile "
                       "and pennant, but unfinished at the end they score nothing.");
            x.unavailable_tip = N_("Not with the Wheel of Fortune: it has its own tiles and no large followers.");
            x.unavailable_hint = N_("No Inns & Cathedrals with the Wheel of Fortune: it has its own tiles.");
            return x;
        }();
        return &t;
    }
};

}  // namespace carc::ui
