// Wheel of Fortune: the hook table of the rule set (rules in wheel.cpp).
#pragma once

#include "engine/expansion.h"

namespace carc {

const ExpansionHooks& wheel_hooks();

}  // namespace carc
