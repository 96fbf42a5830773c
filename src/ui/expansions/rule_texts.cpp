// The expansions' New game texts (ui/core/rule_texts.h), in the order of src/expansions.inc.
#include <array>

#include "engine/expansions/registry.h"
#include "ui/core/rule_texts.h"

#include "ui_rule_texts.inc"  // every expansion's rule_texts.h (generated from src/expansions.inc)

namespace carc::ui {
namespace {

using TextsFn = const RuleTexts* (*)();

template <class... M>
constexpr std::array<TextsFn, sizeof...(M)> texts_of(ModuleList<M...>) {
    return {&UiRuleTexts<M>::texts...};
}

}  // namespace

const RuleTexts* rule_texts(int expansion) {
    static constexpr auto kTexts = texts_of(RegisteredModules{});
    return expansion >= 0 && expansion < static_cast<int>(kTexts.size()) ? kTexts[static_cast<size_t>(expansion)]() : nullptr;
}

}  // namespace carc::ui
