// The registry's hook tables, in the order of RegisteredModules.
#include "engine/expansions/registry.h"

#include "engine/expansion.h"

namespace carc {
namespace {

template <class... M>
constexpr std::array<const ExpansionHooks& (*)(), sizeof...(M)> hook_table(ModuleList<M...>) {
    return {&M::hooks...};
}

constexpr auto kHooks = hook_table(RegisteredModules{});

}  // namespace

const ExpansionHooks& expansion(int i) { return kHooks[static_cast<size_t>(i)](); }

}  // namespace carc
