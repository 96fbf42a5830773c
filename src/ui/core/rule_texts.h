// How the New game screen shows each expansion's rule option (the engine's RuleOptions, rule_options.h): the words
// of its checkbox (or, for a game of its own, its radio button), what it says when the chosen game cannot have it,
// and the words of its choices. Each expansion gives them in src/ui/expansions/<name>/rule_texts.h as
// UiRuleTexts<Module> (texts(): nullptr when it has no rule option), listed by expansions/rule_texts.cpp; the screen
// loops over the engine's rule options and reads these, so it names no expansion. The texts are marked with N_ and
// translated where they are drawn.
#pragma once

#include <vector>

namespace carc::ui {

struct RuleChoiceTexts {
    const char* intro = "";           // the words before the choices ("A wagon moves on to")
    std::vector<const char*> labels;  // one per value of the engine's RuleChoice, in its order
    std::vector<const char*> tips;
};

struct RuleTexts {
    const char* label = "";
    const char* tip = "";
    // The tooltip and the line under the options when the chosen game cannot have it (nullptr: always offered).
    const char* unavailable_tip = nullptr;
    const char* unavailable_hint = nullptr;
    // A game of its own that keeps one scoring (its settle sets the edition): why the other is not offered.
    const char* edition_note = nullptr;
    std::vector<RuleChoiceTexts> choices;  // in the order of RuleOptions::choices
};

template <class Module>
struct UiRuleTexts;

// The texts of registered expansion i (the engine's expansion(i)), or nullptr.
const RuleTexts* rule_texts(int expansion);

}  // namespace carc::ui
