// What an expansion registers with the screen, keyed by its engine module (src/expansions.inc), in two records
// that each expansion's folder src/ui/expansions/<name>/ defines exactly once:
//   UiRecord<Module>  in <name>/record.h, with no ImGui: what the session and the tile geometry read (the target
//                     carc_ui_core), listed by records.cpp;
//   UiParts<Module>   in <name>/draw/parts.h, with ImGui: what the panels and the board view draw (the target
//                     carc_ui), listed by parts.cpp (ui_parts.h).
// The primary templates are declared and never defined, so a listed expansion without its record is a compile
// error (an incomplete type), and so is a second record for the same module (a redefinition). A UiRecord has:
//   static constexpr const LogTexts* kLogTexts  its lines in the game log (ui/core/log_texts.h), or nullptr
//   static constexpr TileBandsFn kTileBands     the bands it lays across its tiles (ui/core/tile_geom.h), or nullptr
//   static constexpr std::span<const FigureWords> kFigures
//                                               the kinds of figure it brings, in words (ui/core/figure_words.h):
//                                               their names, the deploy bar's buttons; empty when none
//   static constexpr std::span<const ScoreColumn> kScoreColumns
//                                               its columns of the final score table after the base game's
//                                               (ui/core/final_table.h; shown when they scored); empty when none
//   static constexpr const ExpansionCues* kCues the sounds of its decisions and events (ui/core/sound.h), or nullptr
#pragma once

#include <span>

#include "ui/core/figure_words.h"
#include "ui/core/final_table.h"
#include "ui/core/sound.h"
#include "ui/core/tile_geom.h"

namespace carc::ui {

struct LogTexts;

template <class Module>
struct UiRecord;

}  // namespace carc::ui
