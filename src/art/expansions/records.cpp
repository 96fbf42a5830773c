// The expansions' art records (art_record.h) as the list the scene reads: each expansion's ArtRecord, in the
// order of src/expansions.inc.
#include <array>
#include <span>

#include "art/expansions/art_record.h"
#include "engine/expansions/registry.h"

#include "art_records.inc"  // every expansion's record.h (generated from src/expansions.inc)

namespace art {
namespace {

template <class... M>
constexpr std::array<ArtHooks, sizeof...(M)> hooks_of(carc::ModuleList<M...>) {
    return {ArtHooks{ArtRecord<M>::kBuild, ArtRecord<M>::kShade}...};
}

constexpr auto kHooks = hooks_of(carc::RegisteredModules{});

}  // namespace

std::span<const ArtHooks> art_hooks() { return kHooks; }

}  // namespace art
