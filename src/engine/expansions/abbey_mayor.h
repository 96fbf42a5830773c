// Abbey & Mayor: the hook table of the expansion (rules in abbey_mayor.cpp).
#pragma once

#include "engine/expansion.h"

namespace carc {

const ExpansionHooks& abbey_mayor_hooks();

}  // namespace carc
