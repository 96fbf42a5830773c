// The kinds of figure the expansions bring, as the screen names them: each expansion's UiRecord lists its own
// (ui/expansions/ui_record.h, kFigures), so that the base screen loops over them and names none. The follower is
// the base game's and named by the base code (by the feature it stands on: knight, thief, farmer, monk).
#pragma once

#include <span>
#include <string>

#include "engine/action.h"
#include "engine/tiles.h"

namespace carc::ui {

// One kind of figure in words. The texts are English marked with N_ (translated where shown, i18n::tr); `count`
// returns its text translated already.
struct FigureWords {
    carc::Figure kind = carc::Figure::Follower;
    // One figure as players read it ("mayor"): the board's hover text, the label of its circles, the log.
    const char* name = "";
    // Several of one player's on one feature ("2 mayors"), translated (P_); null: a player has only one.
    std::string (*count)(int n) = nullptr;
    // The deploy bar's button choosing the kind ("Mayor") and its tooltip, %d its key ("Show where the Mayor can
    // go (key %d)").
    const char* button = "";
    const char* tip = "";
    // A figure that stands on features as a follower does, named by the feature like one ("large knight"); null:
    // `name` wherever it stands.
    const char* (*role)(carc::SegKind feature) = nullptr;
};

// Every expansion's figure kinds, in the order of src/expansions.inc (ui/expansions/records.cpp).
std::span<const FigureWords> figure_words();
// The words of a kind an expansion registers (null: the follower, or a kind none registers).
const FigureWords* find_figure_words(carc::Figure kind);
// One figure of `kind` in English, marked for the catalogue (i18n::tr to show it): its registered name, else the
// engine's (figure_name: "follower").
const char* figure_word(carc::Figure kind);
// A figure of `kind` standing on a feature of kind `feature` (marked English): the follower and a kind with role
// words by the feature ("knight", "large knight"), any other kind by its name.
const char* figure_role(carc::Figure kind, carc::SegKind feature);

}  // namespace carc::ui
