// River I: the hook table of the river expansion (rules in river.cpp).
#pragma once

#include "engine/expansion.h"

namespace carc {

const ExpansionHooks& river_hooks();

}  // namespace carc
