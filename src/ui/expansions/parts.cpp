// The expansions' drawn parts (ui_parts.h) as the lists the panels and the board view read (its layers and the
// looks of the figures they bring): each expansion's UiParts, in the order of src/expansions.inc.
#include <array>
#include <span>
#include <vector>

#include "engine/expansions/registry.h"
#include "ui/board/board_layer.h"
#include "ui/expansions/ui_parts.h"
#include "ui/hud/hud_part.h"

#include "ui_parts.inc"  // every expansion's draw/parts.h (generated from src/expansions.inc)

namespace carc::ui {
namespace {

template <class... M>
constexpr std::array<const hud::HudPart*, sizeof...(M)> hud_parts_of(ModuleList<M...>) {
    return {UiParts<M>::kHudPart...};
}

template <class... M>
constexpr std::array<MakeLayerFn, sizeof...(M)> layer_makers_of(ModuleList<M...>) {
    return {UiParts<M>::kMakeLayer...};
}

template <class... M>
constexpr std::array<std::span<const FigureLook>, sizeof...(M)> looks_of(ModuleList<M...>) {
    return {UiParts<M>::kFigureLooks...};
}

}  // namespace

std::span<const FigureLook> figure_looks() {
    static const std::vector<FigureLook> all = [] {
        std::vector<FigureLook> out;
        for (std::span<const FigureLook> looks : looks_of(RegisteredModules{}))
            out.insert(out.end(), looks.begin(), looks.end());
        return out;
    }();
    return all;
}

const FigureLook* find_figure_look(carc::Figure kind) {
    for (const FigureLook& look : figure_looks())
        if (look.kind == kind) return &look;
    return nullptr;
}

std::vector<std::unique_ptr<BoardLayer>> make_board_layers() {
    std::vector<std::unique_ptr<BoardLayer>> out;
    for (MakeLayerFn make : layer_makers_of(RegisteredModules{}))
        if (make) out.push_back(make());
    return out;
}

namespace hud {

std::span<const HudPart* const> hud_parts() {
    static const std::vector<const HudPart*> parts = [] {
        std::vector<const HudPart*> out;
        for (const HudPart* part : hud_parts_of(RegisteredModules{}))
            if (part) out.push_back(part);
        return out;
    }();
    return parts;
}

const char* next_turn_instead_of_draw(const Game& g, int p) {
    for (const HudPart* part : hud_parts())
        if (part->next_turn_instead_of_draw)
            if (const char* label = part->next_turn_instead_of_draw(g, p)) return label;
    return nullptr;
}

}  // namespace hud
}  // namespace carc::ui
