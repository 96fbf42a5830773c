// Abbey & Mayor's hooks for the computer players (ai/expansion_hooks.h).
#pragma once

namespace carc::ai {

struct AiExpansionHooks;
const AiExpansionHooks& abbey_mayor_ai_hooks();

}  // namespace carc::ai
