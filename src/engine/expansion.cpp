// The registry of expansions: the order here is the order in which their hooks run.
#include "engine/expansion.h"

#include "engine/expansions/abbey_mayor.h"
#include "engine/expansions/river.h"
#include "engine/expansions/wheel.h"

namespace carc {
namespace {

using HooksFn = const ExpansionHooks& (*)();
constexpr HooksFn kRegistry[] = {&river_hooks, &abbey_mayor_hooks, &wheel_hooks};

}  // namespace

static_assert(sizeof(kRegistry) / sizeof(kRegistry[0]) == kNumExpansions, "kNumExpansions must count the registry");

const ExpansionHooks& expansion(int i) { return kRegistry[i](); }

}  // namespace carc
