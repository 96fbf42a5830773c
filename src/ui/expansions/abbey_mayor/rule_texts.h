// Abbey & Mayor on the New game screen (ui/core/rule_texts.h): its checkbox and the wagon's rule.
#pragma once

#include "engine/expansions/abbey_mayor/state.h"
#include "engine/mark.h"
#include "ui/core/rule_texts.h"

namespace carc::ui {

template <>
struct UiRuleTexts<AbbeyMayorModule> {
    static const RuleTexts* texts() {
        static const RuleTexts t = [] {
            RuleTexts x;
            // TRANSLATORS: the name of the expansion "Abbey & Mayor".
            x.label = N_("Abbey & Mayor");
            x.tip = N_("12 more tiles, and for each player an abbey (placed into a hole instead of drawing), a mayor "
                       "(strength: the city's pennants), a wagon (moves on after its feature scores) and a barn (on a "
                       "corner where four fields meet; scores farms).");
            RuleChoiceTexts wagon;
            // TRANSLATORS: Abbey & Mayor's wagon rule in the new game screen: the label "A wagon moves on to", then two
            // radio buttons, "a connected feature" and "a feature on a neighbouring tile"; the label and each choice
            // read as one sentence.
            wagon.intro = N_("A wagon moves on to");
            // TRANSLATORS: the first choice after "A wagon moves on to" (Abbey & Mayor's wagon rule).
            wagon.labels.push_back(N_("a connected feature"));
            wagon.tips.push_back(N_("After its feature scores, a wagon may go to an unoccupied, unfinished road, city or "
                                    "cloister connected to the scored one (or home). The first edition's rule."));
            // TRANSLATORS: the second choice after "A wagon moves on to" (Abbey & Mayor's wagon rule).
            wagon.labels.push_back(N_("a feature on a neighbouring tile"));
            wagon.tips.push_back(N_("After its feature scores, a wagon may go to an unoccupied, unfinished road, city or "
                                    "cloister on its tile or on one of the 8 tiles around it (or home). The newer rule."));
            x.choices.push_back(wagon);
            return x;
        }();
        return &t;
    }
};

}  // namespace carc::ui
