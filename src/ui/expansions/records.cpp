// The expansions' ImGui-free records (ui_record.h) as the lists the session and the tile geometry read: each
// expansion's UiRecord, in the order of src/expansions.inc.
#include <array>
#include <utility>
#include <vector>

#include "engine/expansions/registry.h"
#include "ui/core/log_texts.h"
#include "ui/core/tile_geom.h"
#include "ui/expansions/ui_record.h"

#include "ui_records.inc"  // every expansion's record.h (generated from src/expansions.inc)

namespace carc::ui {
namespace {

template <class... M>
constexpr std::array<const LogTexts*, sizeof...(M)> log_texts_of(ModuleList<M...>) {
    return {UiRecord<M>::kLogTexts...};
}

template <class... M>
constexpr std::array<TileBandsFn, sizeof...(M)> tile_bands_of(ModuleList<M...>) {
    return {UiRecord<M>::kTileBands...};
}

}  // namespace

const std::vector<const LogTexts*>& log_texts() {
    static const std::vector<const LogTexts*> all = [] {
        std::vector<const LogTexts*> out;
        for (const LogTexts* t : log_texts_of(RegisteredModules{}))
            if (t) out.push_back(t);
        return out;
    }();
    return all;
}

std::vector<TileBand> tile_bands(const Oriented& o) {
    static constexpr auto kBands = tile_bands_of(RegisteredModules{});
    std::vector<TileBand> out;
    for (TileBandsFn bands : kBands)
        if (bands)
            for (TileBand& b : bands(o)) out.push_back(std::move(b));
    return out;
}

}  // namespace carc::ui
