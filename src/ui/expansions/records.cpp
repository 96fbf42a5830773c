// The expansions' ImGui-free records (ui_record.h) as the lists the session, the tile geometry, the figures' words
// and the final table read: each expansion's UiRecord, in the order of src/expansions.inc.
#include <array>
#include <span>
#include <utility>
#include <vector>

#include "engine/expansions/registry.h"
#include "engine/spots.h"
#include "ui/core/figure_words.h"
#include "ui/core/final_table.h"
#include "ui/core/log_texts.h"
#include "ui/core/sound.h"
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

template <class... M>
constexpr std::array<std::span<const FigureWords>, sizeof...(M)> figures_of(ModuleList<M...>) {
    return {UiRecord<M>::kFigures...};
}

template <class... M>
constexpr std::array<std::span<const ScoreColumn>, sizeof...(M)> score_columns_of(ModuleList<M...>) {
    return {UiRecord<M>::kScoreColumns...};
}

template <class... M>
constexpr std::array<const ExpansionCues*, sizeof...(M)> cues_of(ModuleList<M...>) {
    return {UiRecord<M>::kCues...};
}

}  // namespace

const std::vector<const ExpansionCues*>& expansion_cues() {
    static const std::vector<const ExpansionCues*> all = [] {
        std::vector<const ExpansionCues*> out;
        for (const ExpansionCues* c : cues_of(RegisteredModules{}))
            if (c) out.push_back(c);
        return out;
    }();
    return all;
}

const std::vector<const LogTexts*>& log_texts() {
    static const std::vector<const LogTexts*> all = [] {
        std::vector<const LogTexts*> out;
        for (const LogTexts* t : log_texts_of(RegisteredModules{}))
            if (t) out.push_back(t);
        return out;
    }();
    return all;
}

std::span<const FigureWords> figure_words() {
    static const std::vector<FigureWords> all = [] {
        std::vector<FigureWords> out;
        for (std::span<const FigureWords> kinds : figures_of(RegisteredModules{}))
            out.insert(out.end(), kinds.begin(), kinds.end());
        return out;
    }();
    return all;
}

const FigureWords* find_figure_words(carc::Figure kind) {
    for (const FigureWords& w : figure_words())
        if (w.kind == kind) return &w;
    return nullptr;
}

const char* figure_word(carc::Figure kind) {
    const FigureWords* w = find_figure_words(kind);
    return w ? w->name : figure_name(kind);
}

const char* figure_role(carc::Figure kind, carc::SegKind feature) {
    if (kind == carc::Figure::Follower) return segment_role(feature);
    const FigureWords* w = find_figure_words(kind);
    return w && w->role ? w->role(feature) : figure_word(kind);
}

std::span<const ScoreColumn> score_columns() {
    static const std::vector<ScoreColumn> columns = [] {
        std::vector<ScoreColumn> out(base_score_columns().begin(), base_score_columns().end());
        for (std::span<const ScoreColumn> own : score_columns_of(RegisteredModules{}))
            out.insert(out.end(), own.begin(), own.end());
        return out;
    }();
    return columns;
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
