// Board view: attaching a session, the camera's fit, the frame (area changes, keys, sync with the game,
// hover) and keeping the turn's state in step with the game.
#include "ui/board/board_view.h"

#include <SDL.h>

#include <algorithm>
#include <cmath>

#include "ui/board/board_draw.h"
#include "ui/core/session.h"
#include "ui/core/tile_geom.h"
#include "ui/hud/hud.h"

namespace carc::ui {
namespace {

constexpr float kBannerPad = 70.0f;     // pixels at the top of the board kept for the turn banner when fitting

}  // namespace

void BoardView::attach(Session* session, const Settings* settings, const TileAtlas* atlas, BoardCache* cache,
                       TurnControls* turn) {
    cache_ = cache;
    session_ = session;
    turn_ = turn ? turn : &own_turn_;
    turn_->attach(session);
    settings_ = settings;
    atlas_ = atlas;
}

ImVec2 BoardView::screen(double bx, double by) const {
    const Vec2d p = camera_.to_screen({bx, by});
    return {float(p.x), float(p.y)};
}

void BoardView::fit() {
    if (!session_ || !session_->active()) {
        camera_.fit(0, 0, 0, 0);
        return;
    }
    const Game& game = session_->game();
    int x0 = 1 << 30, y0 = 1 << 30, x1 = -(1 << 30), y1 = -(1 << 30);
    for (int i = 0; i < game.num_placed(); ++i) {
        const PlacedTile& p = game.placed()[i];
        x0 = std::min<int>(x0, p.x);
        y0 = std::min<int>(y0, p.y);
        x1 = std::max<int>(x1, p.x);
        y1 = std::max<int>(y1, p.y);
    }
    if (game.num_placed() == 0) x0 = y0 = x1 = y1 = 0;
    // Room for the open cells around the board (where the next tile goes) while the game goes on.
    camera_.set_view(fit_view(x0, y0, x1, y1, game.is_over() ? 0.6 : 1.2));
    // Before the turn banner was first drawn its height is a guess: fit again once it is known.
    refit_after_banner_ = !banner_measured();
    cam_target_ = camera_.view();
}

// Fits the cells into the board area below the turn banner.
CameraView BoardView::fit_view(int x0, int y0, int x1, int y1, double margin) {
    // Below the turn banner as drawn last frame (it grows with the text size), else a typical height.
    const float banner = banner_measured() ? banner_max_.y - area_min_.y + 6 : kBannerPad;
    const float pad = std::min(banner, (area_max_.y - area_min_.y) * 0.35f);
    const float below = std::min(bottom_inset_, (area_max_.y - area_min_.y) * 0.4f);
    camera_.set_viewport(area_min_.x, area_min_.y + pad, area_max_.x - area_min_.x, area_max_.y - area_min_.y - pad - below);
    const CameraView v = camera_.fit_view(x0, y0, x1, y1, margin);
    camera_.set_viewport(area_min_.x, area_min_.y, area_max_.x - area_min_.x, area_max_.y - area_min_.y);
    // The same board point in the middle of the padded area, seen from the whole area.
    CameraView out = v;
    out.center.y -= (pad - below) * 0.5 / v.scale;
    return out;
}

void BoardView::set_bottom_inset(float px) {
    if (std::fabs(px - bottom_inset_) > 2 && now_ - fit_at_ < 1.0) fit_pending_ = true;
    bottom_inset_ = px;
}

void BoardView::on_game_change(double now) {
    const Game& g = session_->game();
    const bool new_game = generation_ != session_->generation();
    generation_ = session_->generation();
    revision_ = session_->revision();
    if (new_game) {
        scores_.clear();
        ghosts_.clear();
        figures_seen_.clear();
        figures_seen_x_.clear();
        figures_seen_y_.clear();
        figures_seen_farmer_.clear();
        figures_seen_scale_.clear();
        fit_pending_ = true;
        zoomed_from_.reset();
        for (const auto& layer : layers_) layer->on_change(scene(), true);
        placed_count_ = g.num_placed();
        session_->take_new_scores();  // nothing to animate from before
    }
    // The cells to choose from: the tile in hand's, or a layer's cell decision's.
    LayerPhase phase;
    const BoardLayer* own = human_layer(&phase);
    cell_actions_ = own && phase.cells ? own->cell_actions(scene()) : std::vector<Action>{};
    cell_tile_ = own && phase.cells && !cell_actions_.empty() ? own->cell_tile(cell_actions_[0]) : -1;
    cells_ = legal_cells(own && phase.cells ? cell_actions_ : session_->legal_places());
    if (!human_deploying()) turn_->deploy_kind = carc::Figure::Follower;
    // The keyboard cursor stays through the follower step, so after a take-back Enter places the tile
    // where it was (the cell is legal again); it goes only when a new tile is in hand elsewhere.
    if (turn_->sel_valid && lit_phase() && std::find(cells_.begin(), cells_.end(), turn_->sel) == cells_.end()) turn_->sel_valid = false;
    turn_->hover_valid = false;
    turn_->focus_marker = -1;
    // Open cells that no tile left in the bag can ever fill.
    dead_.clear();
    for (int i = 0; i < g.frontier_size(); ++i) {
        const FrontierCell& f = g.frontier()[i];
        if (!g.fillable(f.x(), f.y())) dead_.push_back({f.x(), f.y()});
    }
    // The camera moves only when the player asks (drag, zoom, Fit), with two exceptions that pan (never zoom) just
    // enough: a setting, follow the computer's tiles, brings a computer's new tile into view; and the tile a
    // person just placed is brought wholly into view for its follower step.
    if (g.num_placed() != placed_count_) {
        const bool grew = g.num_placed() > placed_count_;
        placed_count_ = g.num_placed();
        int who = -1;  // whose tile the newest one is
        const std::vector<int>& last = session_->last_tiles();
        for (size_t p = 0; p < last.size(); ++p)
            if (last[p] == g.num_placed() - 1) who = int(p);
        const auto& seats = session_->config().seats;
        const bool computer = who >= 0 && who < int(seats.size()) && seats[size_t(who)].computer;
        if (grew && !new_game && computer && settings_ && settings_->follow_computer) {
            const PlacedTile& t = g.placed()[g.num_placed() - 1];
            keep_visible({t.x, t.y});
        }
        // The tile a person just placed is wholly in view for its follower step, its circles with it (a lit
        // cell at the board's edge would otherwise leave them under the side panel or off the screen).
        if (grew && !new_game && who >= 0 && !computer && human_deploying()) {
            const PlacedTile& t = g.placed()[g.num_placed() - 1];
            keep_visible({t.x, t.y});
        }
    }

    // A person's new turn: at least one lit cell in view.
    if (lit_phase() && lit_turn_ != g.turn()) {
        lit_turn_ = g.turn();
        turn_->sel_valid = false;  // the keyboard cursor starts afresh (not on the last turn's cell, perhaps out of view)
        if (!new_game && !fit_pending_) show_lit_cells();  // (a fit to come shows the board whole)
    }

    track_figures(now, new_game);
    if (!new_game)
        for (const auto& layer : layers_) layer->on_change(scene(), false);
}

void BoardView::sync(double now) {
    if (!session_ || !session_->active()) return;
    if (generation_ != session_->generation() || revision_ != session_->revision()) on_game_change(now);
    take_scores(now);
    compute_markers();
    touch_zoom_deploy();
    turn_->hand_rot = -1;
    if (human_placing()) {
        Cell c;
        if (turn_->display_cell(&c)) turn_->hand_rot = turn_->shown_rotation(c);
        else turn_->hand_rot = pick_rotation(hand_rotations(session_->legal_places()), turn_->wanted_rot);
    } else if (session_->game().drawn_tile() >= 0 && session_->game().phase() == Phase::Place) {
        turn_->hand_rot = 0;
    }
}

void BoardView::frame(ImVec2 area_min, ImVec2 area_max, double now, float dt) {
    ImGuiIO& io = ImGui::GetIO();
    now_ = now;
    display_ = io.DisplaySize;
    // The window (or the panels) changed size: keep what was in view in view, around the same middle,
    // shrinking the scale only when the view no longer fits. The scale is measured against the area in which
    // it was chosen (a zoom, a fit), so a phone turned sideways and back gets its scale back.
    const float ow = area_max_.x - area_min_.x, oh = area_max_.y - area_min_.y;
    const float nw = area_max.x - area_min.x, nh = area_max.y - area_min.y;
    if (std::fabs(camera_.view().scale - resized_scale_) > 1e-9 || chosen_w_ <= 1) {
        chosen_scale_ = camera_.view().scale;
        chosen_w_ = ow;
        chosen_h_ = oh;
    }
    if (area_known_ && ow > 1 && oh > 1 && nw > 1 && nh > 1 && (ow != nw || oh != nh)) {
        const CameraView before = camera_.view();
        camera_.set_viewport(area_min.x, area_min.y, nw, nh);
        const double scale = chosen_scale_ * std::min(1.0, double(std::min(nw / chosen_w_, nh / chosen_h_)));
        camera_.set_view({before.center, scale});
        if (cam_anim_) cam_target_.scale *= scale / before.scale;
    }
    resized_scale_ = camera_.view().scale;
    area_known_ = nw > 1 && nh > 1;
    area_min_ = area_min;
    area_max_ = area_max;
    camera_.set_viewport(area_min.x, area_min.y, area_max.x - area_min.x, area_max.y - area_min.y);
    if (session_ && session_->active() && generation_ != session_->generation()) on_game_change(now);
    if (refit_after_banner_ && banner_measured()) fit_pending_ = true;
    if (fit_pending_) {
        fit();
        fit_at_ = now;
        fit_pending_ = false;
        cam_anim_ = false;
    }
    // A hint that has just come: its cell is brought into view (a zoomed-in phone may not show it), its
    // rotation becomes the one previewed, so that placing the tile on the hinted cell plays the hint, and the
    // keyboard cursor goes to it, so that Enter plays it (not the cell the mouse last passed over).
    const bool hinted = session_ && !session_->hint().empty();
    if (hinted && !hint_seen_)
        for (const Action& a : session_->hint())
            if (a.kind == ActionKind::Place) {
                keep_visible({a.x, a.y}, ImGui::GetFontSize() + 8);  // with the "Hint" label over its frame
                turn_->wanted_rot = a.rot;
                if (!turn_->touch_mode && std::find(cells_.begin(), cells_.end(), Cell{a.x, a.y}) != cells_.end()) {
                    turn_->sel = {a.x, a.y};
                    turn_->sel_valid = true;
                }
            }
    hint_seen_ = hinted;
    pointer(now);
    pan_held_keys(dt);
    animate_camera(dt);
    sync(now);
    if (!session_ || !session_->active()) {
        ImDrawList* dl = ImGui::GetBackgroundDrawList();
        dl->AddRectFilled(area_min, area_max, kTable);
        return;
    }

    // What the mouse is over (not after a touch: the pointer then stays where the finger was lifted).
    turn_->hover_valid = false;
    hover_marker_ = -1;
    locate_newest();
    const bool mouse_here = !io.WantCaptureMouse && !touch_pointer_ && ImGui::IsMousePosValid() &&
                            io.MousePos.x >= area_min.x && io.MousePos.y >= area_min.y && io.MousePos.x < area_max.x &&
                            io.MousePos.y < area_max.y && !(dragging_ && press_.moved) && !newest_hit(io.MousePos);
    if (mouse_here && lit_phase()) {
        const Vec2d b = camera_.to_board({io.MousePos.x, io.MousePos.y});
        const Cell c{int(std::floor(b.x)), int(std::floor(b.y))};
        if (std::find(cells_.begin(), cells_.end(), c) != cells_.end()) {
            turn_->hover = c;
            turn_->hover_valid = true;
            turn_->sel = c;  // the keyboard cursor continues from where the mouse was
            turn_->sel_valid = true;
        }
    }
    if (mouse_here && marker_phase()) {
        std::vector<float> xs, ys;
        for (const Marker& m : markers_) {
            xs.push_back(m.pos.x);
            ys.push_back(m.pos.y);
        }
        hover_marker_ = hit_circle(xs, ys, marker_radius() * 1.15f, io.MousePos.x, io.MousePos.y);
    }
    if (human_placing()) {
        Cell c;
        if (turn_->display_cell(&c)) turn_->hand_rot = turn_->shown_rotation(c);
    }

    ImDrawList* dl = ImGui::GetBackgroundDrawList();
    dl->PushClipRect(area_min, area_max);
    draw_board(dl);
    draw_hint(dl);
    draw_review(dl);
    draw_overlays(dl);
    draw_newest(dl);
    draw_flash(dl);
    const BoardScene sc = scene();
    for (const auto& layer : layers_) layer->draw_banner(sc, dl);
    dl->PopClipRect();

    // Reading aid: the feature (or the follower) under the mouse, outlined, and who holds it.
    auto layer_tooltip = [&] {  // a layer's piece under the mouse, explained
        for (const auto& layer : layers_)
            if (layer->tooltip(sc, io.MousePos)) return true;
        return false;
    };
    // (Not while a window has the focus, Settings or Help: the board's words would stand beside it, stale.)
    const bool reading = mouse_here && !ImGui::IsWindowFocused(ImGuiFocusedFlags_AnyWindow);
    if (reading && hover_marker_ < 0 && !turn_->hover_valid && !marker_phase() && !layer_tooltip()) {
        const Game& g = session_->game();
        const Vec2d b = camera_.to_board({io.MousePos.x, io.MousePos.y});
        const int x = int(std::floor(b.x)), y = int(std::floor(b.y));
        const int idx = g.tile_at(x, y);
        if (idx >= 0) {
            const PlacedTile& t = g.placed()[idx];
            int seg = segment_at(t.type, t.rot, float(b.x - x), float(b.y - y));
            // A figure covers more than its segment's pixels under it: prefer the figure's feature.
            const float s = tile_px();
            for (int i = 0; i < g.num_figures(); ++i) {
                const FigureSlot& f = g.figures()[i];
                P2 apart;
                if (!f.on_board || f.tile != idx || placed_apart(f.kind, f.spot, &apart)) continue;
                const P2 a = segment_anchor(t.type, t.rot, f.spot);
                const ImVec2 p = screen(t.x + a.x, t.y + a.y);
                if (std::hypot(p.x - io.MousePos.x, p.y - io.MousePos.y) < s * 0.16f) seg = f.spot;
            }
            if (seg >= 0) {
                const int node = int(t.node_base) + seg;
                ImDrawList* fg = ImGui::GetBackgroundDrawList();
                fg->PushClipRect(area_min, area_max);
                draw_feature(fg, feature_parts(node), IM_COL32(255, 255, 255, 45), IM_COL32(255, 255, 255, 170));
                fg->PopClipRect();
                ImGui::BeginTooltip();  // wrapped, so a long holder list stays on a narrow screen
                ImGui::PushTextWrapPos(std::min(ImGui::GetFontSize() * 24, io.DisplaySize.x - 24));
                ImGui::TextUnformatted(feature_text(node).c_str());
                ImGui::PopTextWrapPos();
                ImGui::EndTooltip();
            }
        }
    }
    banner();
    deploy_bar();
    ++frames_drawn_;
}

}  // namespace carc::ui
