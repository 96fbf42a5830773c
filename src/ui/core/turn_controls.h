// The turn's controls: the person's choices while deciding (the rotation wanted for the tile in hand, the
// selected and hovered cell, the kind of figure chosen, the focused marker) and their requests (rotate, take
// back, no follower). One object, owned by the app, that the board view and the panels both read and change.
#pragma once

#include "engine/game.h"
#include "ui/core/board_geom.h"

namespace carc::ui {

class Session;

class TurnControls {
  public:
    void attach(Session* session) { session_ = session; }

    // The person at this screen places the drawn tile / deploys a figure now.
    bool placing() const;
    bool deploying() const;

    // The cell the tile in hand is shown on: the hovered cell, else the selected one (false: none).
    bool display_cell(Cell* c) const;
    // The rotation shown at cell c: the wanted one if it fits there, else the first that does.
    int shown_rotation(Cell c) const;
    // How many quarter turns of the tile fit at the shown cell, a symmetric tile's look-alike turns counted
    // (a straight road fits two ways that look the same); -1: no cell shown.
    int rotations_here() const;
    // How many different-looking rotations fit at the shown cell (what Rotate steps through there); -1: none shown.
    int looks_here() const;
    // The tile in hand fits in one quarter turn only, wherever it goes (a symmetric tile never does).
    bool one_rotation_anywhere() const;

    // Requests. rotate: the next rotation that fits (at the shown cell, else anywhere); take_back: undo the
    // person's last decision; skip_deploy: no figure on the placed tile.
    void rotate();
    bool take_back();
    bool skip_deploy();
    // The panels ask while they draw; the app runs the requests once per frame after them (true: any ran).
    enum Request : unsigned { kRotate = 1, kTakeBack = 2, kSkipDeploy = 4 };
    void request(Request r) { requests_ |= r; }
    bool run_requests();

    int wanted_rot = 0;        // the rotation the person chose last
    int hand_rot = -1;         // the rotation previewed for the tile in hand (-1: no tile in hand), set by the board
    bool sel_valid = false;    // the selected cell (keyboard cursor, or a tap on touch screens)
    Cell sel;
    bool hover_valid = false;  // the legal cell under the mouse
    Cell hover;
    carc::Figure deploy_kind = carc::Figure::Follower;  // the kind of figure the markers offer
    int focus_marker = -1;     // the marker Tab moved to
    bool touch_mode = false;   // the last pointer input was a finger (bigger markers, say "Tap")

  private:
    Session* session_ = nullptr;
    unsigned requests_ = 0;
};

}  // namespace carc::ui
