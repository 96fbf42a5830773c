// Abbey & Mayor's sounds (ui/core/sound.h): the abbey is set down as a tile is; the wagon moving on is a figure
// deployed.
#include "ui/core/sound.h"
#include "ui/expansions/abbey_mayor/record.h"

namespace carc::ui {
namespace {

bool action_cue(const Action& a, Cue* cue) {
    if (a.kind == ActionKind::Abbey) *cue = Cue::Place;
    else if (a.kind == ActionKind::WagonMove) *cue = Cue::Follower;
    else return false;
    return true;
}

}  // namespace

const ExpansionCues kAbbeyMayorCues{action_cue, nullptr};

}  // namespace carc::ui
