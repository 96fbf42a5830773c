// Board view, the turn: what the person to move may do now, the lit cells and rotations of the tile in hand,
// the markers of the figures they may place, and the requests (rotate, place, take back, no follower).
#include <algorithm>
#include <cmath>

#include "engine/spots.h"
#include "ui/board/board_view.h"
#include "ui/board/board_draw.h"
#include "ui/core/figure_words.h"
#include "ui/core/session.h"
#include "ui/core/tile_geom.h"

namespace carc::ui {

bool BoardView::human_placing() const { return turn_->placing(); }

bool BoardView::human_deploying() const { return turn_->deploying(); }

const BoardLayer* BoardView::human_layer(LayerPhase* phase) const {
    if (!session_ || !session_->active() || !session_->human_to_move()) return nullptr;
    LayerPhase p;
    for (const auto& layer : layers_)
        if (layer->phase(session_->game().phase(), &p)) {
            if (phase) *phase = p;
            return layer.get();
        }
    return nullptr;
}

bool BoardView::lit_phase() const {
    LayerPhase p;
    return human_placing() || (human_layer(&p) && p.cells);
}

bool BoardView::marker_phase() const {
    LayerPhase p;
    return human_deploying() || (human_layer(&p) && !p.cells);
}

bool BoardView::pass_button(PassButton* out) const {
    const BoardLayer* layer = human_layer();
    return layer && layer->pass(scene(), out);
}

bool BoardView::placed_apart(carc::Figure kind, int spot, P2* at) const {
    for (const auto& layer : layers_)
        if (layer->figure_point(kind, spot, at)) return true;
    return false;
}

bool BoardView::is_deploy(const Action& a) const {
    if (a.kind == ActionKind::Deploy) return true;
    for (const auto& layer : layers_)
        if (layer->deploys(a)) return true;
    return false;
}

bool BoardView::place_at(Cell c) {
    if (human_layer()) {  // a layer's cell decision
        for (const Action& a : cell_actions_)
            if (a.x == c.x && a.y == c.y) return session_->submit(a);
        return false;
    }
    const int rot = turn_->shown_rotation(c);
    if (rot < 0) return false;
    turn_->wanted_rot = rot;
    return session_->submit(Action::place(c.x, c.y, rot));
}

bool BoardView::choose_kind(carc::Figure f) {
    for (const Action& a : session_->legal_deploys())
        if (is_deploy(a) && a.figure == f) {
            turn_->deploy_kind = f;
            turn_->focus_marker = -1;
            compute_markers();
            return true;
        }
    return false;
}

float BoardView::marker_radius() const {
    // At least 40 CSS px across on touch screens (and on small screens), comfortable with a mouse.
    const bool touchy = turn_->touch_mode || display_.x < 600;
    const float min_r = touchy ? 21.0f : 13.0f;
    return std::max(min_r, std::min(tile_px() * 0.13f, 28.0f));
}

// Touch screens: when a person's figure circles (finger-sized) are too close on screen to stand apart, the camera
// zooms in, once per decision, so each circle can be told and tapped: about the placed tile's centre for a figure,
// and for a layer's markers across tiles (a wagon's destinations) onto their middle, no further than keeps them
// all in view. Once that decision is made (or taken back), the view it zoomed in from comes back, unless the
// player has moved the camera since (a Fit before placing stays a Fit).
void BoardView::touch_zoom_deploy() {
    LayerPhase phase;
    const bool across = human_layer(&phase) && phase.zoom;  // a layer's markers across tiles
    if (zoomed_from_ && !(human_deploying() || across)) {
        const CameraView v = cam_anim_ ? cam_target_ : camera_.view();
        const bool untouched = std::fabs(v.scale / zoomed_to_.scale - 1) < 0.01 &&
                               std::hypot(v.center.x - zoomed_to_.center.x, v.center.y - zoomed_to_.center.y) * v.scale < 2;
        if (untouched) {
            cam_target_ = *zoomed_from_;
            cam_anim_ = true;
        }
        zoomed_from_.reset();
    }
    if (!(human_deploying() || across) || !(turn_->touch_mode || display_.x < 600) || cam_anim_) return;
    if (fit_pending_ || refit_after_banner_) return;  // a fit is still to come (a game just loaded): zoom after it
    const Game& g = session_->game();
    const int placed = g.last_placed();
    const int key = placed * 8 + (across ? 1 + session_->deciding_player() : 0);
    if (key == zoomed_for_) return;
    zoomed_for_ = key;
    const float r = marker_radius();
    // How close the circles would stand where their figures go (before they push each other apart, off the tile
    // where it has no room for them).
    std::vector<ImVec2> at;
    if (across) {
        for (const Marker& m : markers_)
            if (m.space < 0) at.push_back(m.pos);
    } else {
        at = marker_anchors_;
    }
    float closest = 1e9f;
    for (size_t i = 0; i < at.size(); ++i)
        for (size_t j = i + 1; j < at.size(); ++j)
            closest = std::min(closest, std::hypot(at[j].x - at[i].x, at[j].y - at[i].y));
    if (closest >= r * 1.9f) return;
    // Apart by a diameter and a bit, as far as the camera zooms.
    const double factor = std::clamp(double(r * 2.3f) / std::max(double(closest), 1.0), 1.3, across ? 4.0 : 2.5);
    const CameraView now = camera_.view();
    CameraView to = now;
    to.scale = std::min(Camera::kMaxScale, now.scale * factor);
    if (!across) {  // the tile's centre stays where it is
        const PlacedTile& t = g.placed()[placed];
        const double px = t.x + 0.5, py = t.y + 0.5;
        if (to.scale <= now.scale * 1.05) return;
        to.center.x = px - (px - now.center.x) * now.scale / to.scale;
        to.center.y = py - (py - now.center.y) * now.scale / to.scale;
        // ... unless that leaves it (with its circles and their labels round it) past the board's edge: then
        // as much of it as there is room for comes in from that edge.
        Camera cam = camera_;
        cam.set_view(to);
        const Vec2d tl = cam.to_screen({double(t.x), double(t.y)});
        const double s = to.scale, m = 2.5 * r;
        const double left = area_min_.x + m, right = area_max_.x - m;
        const double top = (banner_measured() ? banner_max_.y : area_min_.y + 60) + m, bottom = area_max_.y - m;
        double dx = 0, dy = 0;
        if (tl.x < left) dx = left - tl.x;
        else if (tl.x + s > right) dx = std::max(left - tl.x, right - (tl.x + s));
        if (tl.y < top) dy = top - tl.y;
        else if (tl.y + s > bottom) dy = std::max(top - tl.y, bottom - (tl.y + s));
        to.center.x -= dx / s;
        to.center.y -= dy / s;
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
    zoomed_from_ = now;
    zoomed_to_ = to;
}

void spread_markers(std::vector<BoardMarker>& markers, const std::vector<ImVec2>& tile_tl, float r, float s,
                    size_t movable) {
    std::vector<P2> at, tl;
    for (size_t i = 0; i < markers.size(); ++i) {
        at.push_back({markers[i].pos.x, markers[i].pos.y});
        tl.push_back({tile_tl[i].x, tile_tl[i].y});
    }
    spread_circles(at, tl, r, s, movable);
    for (size_t i = 0; i < markers.size(); ++i) markers[i].pos = {at[i].x, at[i].y};
}

void BoardView::compute_markers() {
    markers_.clear();
    const Game& g = session_->game();
    if (const BoardLayer* layer = human_layer()) {  // a layer's decision: its markers only
        layer->add_markers(scene(), markers_);
        if (turn_->focus_marker >= int(markers_.size())) turn_->focus_marker = -1;
        return;
    }
    if (!human_deploying()) return;
    const PlacedTile& t = g.placed()[g.last_placed()];
    const TileType& tt = tiles().type(t.type);
    // The kind of figure shown: the one chosen, else the first kind that can go on this tile.
    bool any_of_kind = false;
    for (const Action& a : session_->legal_deploys())
        any_of_kind |= is_deploy(a) && a.figure == turn_->deploy_kind;
    if (!any_of_kind)
        for (const Action& a : session_->legal_deploys())
            if (a.kind == ActionKind::Deploy) {
                turn_->deploy_kind = a.figure;
                break;
            }
    for (const Action& a : session_->legal_deploys()) {
        if (a.kind != ActionKind::Deploy || a.figure != turn_->deploy_kind) continue;
        P2 at;
        if (placed_apart(a.figure, a.spot, &at)) {  // on a corner of the tile, not on a feature
            markers_.push_back({a, screen(t.x + at.x, t.y + at.y), figure_word(a.figure), a.figure, false, "corner"});
            continue;
        }
        if (a.spot >= tt.segments.size()) continue;
        const P2 p = segment_anchor(t.type, t.rot, a.spot);
        const SegKind k = tt.segments[a.spot].kind;
        const char* role = figure_role(a.figure, k);
        // In a field the follower, and a figure that lies there as a farmer does, shows lying.
        const FigureLook* look = find_figure_look(a.figure);
        const bool lies = a.figure == carc::Figure::Follower || (look && look->field_sprite >= 0);
        markers_.push_back({a, screen(t.x + p.x, t.y + p.y), role, a.figure, lies && k == SegKind::Field,
                            segment_kind_name(k)});
    }
    // The layers' markers off the tile (they stay where they are: the Wheel's crowns); the tile's markers closer
    // than their size (small fields beside a road, a crown beside the tile) push away until none overlap.
    const size_t on_tile = markers_.size();
    marker_anchors_.clear();
    for (const Marker& m : markers_) marker_anchors_.push_back(m.pos);
    for (const auto& layer : layers_) layer->add_markers(scene(), markers_);
    spread_markers(markers_, std::vector<ImVec2>(markers_.size(), screen(t.x, t.y)), marker_radius(), tile_px(), on_tile);
    if (turn_->focus_marker >= int(markers_.size())) turn_->focus_marker = -1;
}

}  // namespace carc::ui
