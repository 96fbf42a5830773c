// The turn's controls (turn_controls.h): the shown rotation and cell, and the person's requests.
#include "ui/core/turn_controls.h"

#include <algorithm>

#include "engine/tiles.h"
#include "ui/core/session.h"

namespace carc::ui {

bool TurnControls::placing() const {
    return session_ && session_->active() && session_->human_to_move() && session_->game().phase() == Phase::Place;
}

bool TurnControls::deploying() const {
    return session_ && session_->active() && session_->human_to_move() && session_->game().phase() == Phase::Deploy;
}

bool TurnControls::display_cell(Cell* c) const {
    if (hover_valid) {
        *c = hover;
        return true;
    }
    if (sel_valid) {
        *c = sel;
        return true;
    }
    return false;
}

int TurnControls::shown_rotation(Cell c) const {
    return pick_rotation(rotations_at(session_->legal_places(), c), wanted_rot);
}

namespace {

// Quarter turns of the drawn tile that look like one of `rots` (the legal places list one turn of each look).
int turns_like(const Game& g, const std::vector<int>& rots) {
    int n = 0;
    for (int r = 0; r < 4; ++r)
        if (std::find(rots.begin(), rots.end(), tiles().oriented(g.drawn_tile(), r).canon_rot) != rots.end()) ++n;
    return n;
}

}  // namespace

int TurnControls::rotations_here() const {
    Cell c;
    if (!placing() || !display_cell(&c)) return -1;
    return turns_like(session_->game(), rotations_at(session_->legal_places(), c));
}

int TurnControls::looks_here() const {
    Cell c;
    if (!placing() || !display_cell(&c)) return -1;
    return static_cast<int>(rotations_at(session_->legal_places(), c).size());
}

bool TurnControls::one_rotation_anywhere() const {
    return placing() && turns_like(session_->game(), hand_rotations(session_->legal_places())) == 1;
}

void TurnControls::rotate() {
    if (!placing()) return;
    Cell c;
    const std::vector<int> rots =
        display_cell(&c) ? rotations_at(session_->legal_places(), c) : hand_rotations(session_->legal_places());
    const int r = next_rotation(rots, pick_rotation(rots, wanted_rot));
    if (r >= 0) wanted_rot = r;
}

bool TurnControls::take_back() { return session_ && session_->active() && session_->take_back(); }

bool TurnControls::skip_deploy() { return deploying() && session_->submit(Action::pass()); }

bool TurnControls::run_requests() {
    const unsigned r = requests_;
    requests_ = 0;
    if (r & kTakeBack) take_back();
    if (r & kSkipDeploy) skip_deploy();
    if (r & kRotate) rotate();
    return r != 0;
}

}  // namespace carc::ui
