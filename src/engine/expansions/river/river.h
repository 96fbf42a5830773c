// River I: what the rest of the program may ask of the expansion (rules in river.cpp, state in state.h).
#pragma once

#include "engine/expansions/river/state.h"
