// Board view, the turn: what the person to move may do now, the lit cells and rotations of the tile in hand,
// the markers of the figures they may place, and the requests (rotate, place, take back, no follower).
#include <algorithm>
#include <cmath>

#include "engine/spots.h"
#include "ui/board_view.h"
#include "ui/board_draw.h"
#include "ui/session.h"
#include "ui/tile_geom.h"

namespace carc::ui {

bool BoardView::human_placing() const {
    return session_ && session_->active() && session_->human_to_move() && session_->game().phase() == Phase::Place;
}

bool BoardView::human_deploying() const {
    return session_ && session_->active() && session_->human_to_move() && session_->game().phase() == Phase::Deploy;
}

bool BoardView::human_abbey() const {
    return session_ && session_->active() && session_->human_to_move() && session_->game().phase() == Phase::TurnStart;
}

bool BoardView::human_wagon() const {
    return session_ && session_->active() && session_->human_to_move() && session_->game().phase() == Phase::WagonMove;
}

bool BoardView::display_cell(Cell* c) const {
    if (hover_valid_) {
        *c = hover_;
        return true;
    }
    if (sel_valid_) {
        *c = sel_;
        return true;
    }
    return false;
}

int BoardView::rotations_here() const {
    Cell c;
    if (!human_placing() || !display_cell(&c)) return -1;
    return int(rotations_at(session_->legal_places(), c).size());
}

int BoardView::shown_rotation(Cell c) const {
    return pick_rotation(rotations_at(session_->legal_places(), c), wanted_rot_);
}

void BoardView::rotate() {
    if (!human_placing()) return;
    Cell c;
    if (display_cell(&c)) {
        const std::vector<int> rots = rotations_at(session_->legal_places(), c);
        const int r = next_rotation(rots, pick_rotation(rots, wanted_rot_));
        if (r >= 0) wanted_rot_ = r;
    } else {
        const std::vector<int> rots = hand_rotations(session_->legal_places());
        const int r = next_rotation(rots, pick_rotation(rots, wanted_rot_));
        if (r >= 0) wanted_rot_ = r;
    }
}

bool BoardView::place_at(Cell c) {
    if (human_abbey()) return session_->decide(Action::abbey(c.x, c.y));
    const int rot = shown_rotation(c);
    if (rot < 0) return false;
    wanted_rot_ = rot;
    return session_->place(c.x, c.y, rot);
}

bool BoardView::take_back() { return session_ && session_->active() && session_->take_back(); }

bool BoardView::skip_deploy() { return human_deploying() && session_->skip_deploy(); }

Action BoardView::no_abbey_action() const {
    return session_->game().in_abbey_round() ? Action::pass() : Action::draw_choice();
}

bool BoardView::choose_kind(carc::Figure f) {
    for (const Action& a : session_->legal_deploys())
        if ((a.kind == ActionKind::Deploy && a.figure == f) || (a.kind == ActionKind::Crown && f == carc::Figure::Follower)) {
            deploy_kind_ = f;
            focus_marker_ = -1;
            compute_markers();
            return true;
        }
    return false;
}

float BoardView::marker_radius() const {
    // At least 40 CSS px across on touch screens (and on small screens), comfortable with a mouse.
    const bool touchy = touch_mode_ || display_.x < 600;
    const float min_r = touchy ? 21.0f : 13.0f;
    return std::max(min_r, std::min(tile_px() * 0.13f, 28.0f));
}

// Touch screens: when a person's figure circles (finger-sized) are too close on screen to stand apart, the camera
// zooms in, once per decision, so each circle can be told and tapped: about the placed tile's centre for a figure,
// and for a wagon's destinations (across tiles) onto their middle, no further than keeps them all in view.
void BoardView::touch_zoom_deploy() {
    const bool wagon = human_wagon();
    if (!(human_deploying() || wagon) || !(touch_mode_ || display_.x < 600) || cam_anim_) return;
    if (fit_pending_ || refit_after_banner_) return;  // a fit is still to come (a game just loaded): zoom after it
    const Game& g = session_->game();
    const int placed = g.last_placed();
    const int key = placed * 8 + (wagon ? 1 + session_->deciding_player() : 0);
    if (key == zoomed_for_) return;
    zoomed_for_ = key;
    const float r = marker_radius();
    float closest = 1e9f;
    for (size_t i = 0; i < markers_.size(); ++i)
        for (size_t j = i + 1; j < markers_.size(); ++j)
            if (markers_[i].crown < 0 && markers_[j].crown < 0)
                closest = std::min(closest, std::hypot(markers_[j].pos.x - markers_[i].pos.x,
                                                       markers_[j].pos.y - markers_[i].pos.y));
    if (closest >= r * 1.9f) return;
    // Apart by a diameter and a bit, as far as the camera zooms.
    const double factor = std::clamp(double(r * 2.3f) / std::max(double(closest), 1.0), 1.3, wagon ? 4.0 : 2.5);
    const CameraView now = camera_.view();
    CameraView to = now;
    to.scale = std::min(Camera::kMaxScale, now.scale * factor);
    if (!wagon) {  // the tile's centre stays where it is
        const PlacedTile& t = g.placed()[placed];
        const double px = t.x + 0.5, py = t.y + 0.5;
        if (to.scale <= now.scale * 1.05) return;
        to.center.x = px - (px - now.center.x) * now.scale / to.scale;
        to.center.y = py - (py - now.center.y) * now.scale / to.scale;
    } else {  // the destinations' middle goes to the view's centre, and every destination stays in view
        double lo_x = 1e300, hi_x = -1e300, lo_y = 1e300, hi_y = -1e300;
        for (const Marker& m : markers_) {
            const Vec2d b = camera_.to_board({m.pos.x, m.pos.y});
            lo_x = std::min(lo_x, b.x);
            hi_x = std::max(hi_x, b.x);
            lo_y = std::min(lo_y, b.y);
            hi_y = std::max(hi_y, b.y);
        }
        // Room: the board area less a circle and its label each side, and the turn banner at the top.
        const double room_w = double(area_max_.x - area_min_.x) - 4.0 * r, room_h = double(area_max_.y - area_min_.y) - 4.0 * r - 120.0;
        if (hi_x > lo_x) to.scale = std::min(to.scale, room_w / (hi_x - lo_x));
        if (hi_y > lo_y) to.scale = std::min(to.scale, room_h / (hi_y - lo_y));
        if (to.scale <= now.scale * 1.05) return;
        to.center = {(lo_x + hi_x) * 0.5, (lo_y + hi_y) * 0.5};
    }
    cam_target_ = to;
    cam_anim_ = true;
}

// Markers closer than their size push each other apart, each staying on its tile (tile_tl: the tile's top-left
// corner on screen, one per marker).
void BoardView::spread_markers(const std::vector<ImVec2>& tile_tl) {
    const float r = marker_radius(), s = tile_px();
    const float inset = std::min(r * 0.9f, s * 0.5f);
    for (int iter = 0; iter < 24; ++iter) {
        bool moved = false;
        for (size_t i = 0; i < markers_.size(); ++i)
            for (size_t j = i + 1; j < markers_.size(); ++j) {
                ImVec2& a = markers_[i].pos;
                ImVec2& b = markers_[j].pos;
                float dx = b.x - a.x, dy = b.y - a.y;
                float d = std::hypot(dx, dy);
                const float want = r * 2.15f;
                if (d >= want) continue;
                if (d < 0.01f) {
                    dx = 1;
                    dy = 0.3f;
                    d = std::hypot(dx, dy);
                }
                const float push = (want - d) * 0.5f / d;
                a = {a.x - dx * push, a.y - dy * push};
                b = {b.x + dx * push, b.y + dy * push};
                moved = true;
            }
        for (size_t i = 0; i < markers_.size(); ++i) {
            const ImVec2 tl = tile_tl[i];
            ImVec2& m = markers_[i].pos;
            m = {std::clamp(m.x, tl.x + inset, tl.x + s - inset), std::clamp(m.y, tl.y + inset, tl.y + s - inset)};
        }
        if (!moved) break;
    }
}

void BoardView::compute_markers() {
    markers_.clear();
    const Game& g = session_->game();
    if (human_plague()) {
        wheel_markers();
        if (focus_marker_ >= int(markers_.size())) focus_marker_ = -1;
        return;
    }
    if (human_wagon()) {
        // Where the wagon may go: a marker on every unoccupied feature it can reach, across the board.
        std::vector<ImVec2> tiles_tl;
        for (const Action& a : session_->legal_wagon_moves()) {
            const int ti = g.tile_at(a.x, a.y);
            if (ti < 0) continue;
            const PlacedTile& t = g.placed()[ti];
            const TileType& tt = tiles().type(t.type);
            if (a.spot >= tt.segments.size()) continue;
            const P2 p = segment_anchor(t.type, t.rot, a.spot);
            markers_.push_back({a, screen(t.x + p.x, t.y + p.y), "wagon", carc::Figure::Wagon, false,
                                segment_kind_name(tt.segments[a.spot].kind)});
            tiles_tl.push_back(screen(t.x, t.y));
        }
        spread_markers(tiles_tl);  // two destinations on one tile
        if (focus_marker_ >= int(markers_.size())) focus_marker_ = -1;
        return;
    }
    if (!human_deploying()) return;
    const PlacedTile& t = g.placed()[g.last_placed()];
    const TileType& tt = tiles().type(t.type);
    // The kind of figure shown: the one chosen, else the first kind that can go on this tile.
    bool any_of_kind = false;
    for (const Action& a : session_->legal_deploys())
        any_of_kind |= (a.kind == ActionKind::Deploy && a.figure == deploy_kind_) ||
                       (a.kind == ActionKind::Crown && deploy_kind_ == carc::Figure::Follower);  // followers on crowns
    if (!any_of_kind)
        for (const Action& a : session_->legal_deploys())
            if (a.kind == ActionKind::Deploy) {
                deploy_kind_ = a.figure;
                break;
            }
    for (const Action& a : session_->legal_deploys()) {
        if (a.kind != ActionKind::Deploy || a.figure != deploy_kind_) continue;
        if (a.figure == carc::Figure::Barn) {
            // Barns stand on a tile corner: 0..3 = NE, SE, SW, NW.
            static const float kCorner[4][2] = {{1, 0}, {1, 1}, {0, 1}, {0, 0}};
            if (a.spot > 3) continue;
            markers_.push_back({a, screen(t.x + kCorner[a.spot][0], t.y + kCorner[a.spot][1]), "barn", a.figure, false, "corner"});
            continue;
        }
        if (a.spot >= tt.segments.size()) continue;
        const P2 p = segment_anchor(t.type, t.rot, a.spot);
        const SegKind k = tt.segments[a.spot].kind;
        const char* role = a.figure == carc::Figure::Follower ? segment_role(k) : figure_name(a.figure);
        markers_.push_back({a, screen(t.x + p.x, t.y + p.y), role, a.figure,
                            a.figure == carc::Figure::Follower && k == SegKind::Field, segment_kind_name(k)});
    }
    // Markers closer than their size (small fields beside a road, ...) push each other apart, staying on the tile.
    spread_markers(std::vector<ImVec2>(markers_.size(), screen(t.x, t.y)));
    wheel_markers();  // Wheel of Fortune: the free crown spaces, after the tile's markers (they stay on the wheel)
    if (focus_marker_ >= int(markers_.size())) focus_marker_ = -1;
}

}  // namespace carc::ui
