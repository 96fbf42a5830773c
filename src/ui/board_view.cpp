// Board view: the table, the turn's interaction (legal cells, preview, rotation, follower markers), score
// highlights and reading aids, pan (drag, touch, arrows) and zoom (wheel, pinch, +/-).
#include "ui/board_view.h"

#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "engine/spots.h"
#include "imgui_internal.h"  // the probe asks which windows cover a point
#include "engine/json_util.h"
#include "ui/board_cache.h"
#include "ui/board_draw.h"
#include "ui/final_table.h"
#include "ui/hud.h"
#include "ui/palette.h"
#include "ui/session.h"
#include "ui/tile_art.h"
#include "ui/tile_atlas.h"
#include "ui/tile_geom.h"

namespace carc::ui {
namespace {

// The atlas sprite of a figure on the board.
Figure sprite_of(carc::Figure kind, bool on_field) {
    switch (kind) {
        case carc::Figure::Mayor: return Figure::Mayor;
        case carc::Figure::Wagon: return Figure::Wagon;
        case carc::Figure::Barn: return Figure::Barn;
        default: return on_field ? Figure::Farmer : Figure::Follower;
    }
}
constexpr ImU32 kTable = IM_COL32(38, 52, 40, 255);
constexpr ImU32 kTableLine = IM_COL32(48, 64, 50, 255);
constexpr ImU32 kOpenCell = IM_COL32(220, 230, 200, 60);
constexpr ImU32 kLegalFill = IM_COL32(255, 230, 120, 46);
constexpr ImU32 kLegalLine = IM_COL32(255, 226, 110, 210);
constexpr ImU32 kDeadMark = IM_COL32(230, 200, 190, 90);
constexpr float kKeyPanSpeed = 700.0f;  // pixels per second while an arrow key is held
constexpr float kZoomStep = 1.25f;
constexpr double kLongPress = 0.5;      // seconds: a touch held this long rotates the tile
constexpr double kHighlight = 1.5;      // seconds a scored feature stays highlighted
constexpr double kFinalGap = 1.3;       // seconds between the final scores' highlights
constexpr double kGhostTime = 0.9;
constexpr float kBannerPad = 70.0f;     // pixels at the top of the board kept for the turn banner when fitting

}  // namespace

void halo_text(ImDrawList* dl, float size, ImVec2 p, ImU32 col, const char* text, float alpha) {
    ImFont* font = ImGui::GetFont();
    const ImU32 dark = IM_COL32(0, 0, 0, int(170 * alpha));
    for (int dx = -1; dx <= 1; ++dx)
        for (int dy = -1; dy <= 1; ++dy)
            if (dx || dy) dl->AddText(font, size, {p.x + float(dx) * 1.5f, p.y + float(dy) * 1.5f}, dark, text);
    dl->AddText(font, size, p, col, text);
}

void draw_points(ImDrawList* dl, ImVec2 at, float fs, const int16_t* points, const uint32_t* colours, int players,
                 float alpha) {
    std::vector<std::pair<std::string, ImU32>> labels;
    for (int p = 0; p < players; ++p) {
        if (points[p] <= 0) continue;
        char num[16];
        std::snprintf(num, sizeof num, "+%d", points[p]);
        labels.push_back({num, colours[p]});
    }
    float total = 0;
    for (const auto& l : labels) total += ImGui::GetFont()->CalcTextSizeA(fs, 1e9f, 0, l.first.c_str()).x + 8;
    float x = at.x - total * 0.5f;
    for (const auto& l : labels) {
        const float w = ImGui::GetFont()->CalcTextSizeA(fs, 1e9f, 0, l.first.c_str()).x;
        // A light plate under the number so dark player colours read on the board.
        dl->AddRectFilled({x - 4, at.y - fs * 0.55f}, {x + w + 4, at.y + fs * 0.55f}, IM_COL32(250, 248, 235, int(200 * alpha)), 6);
        dl->AddText(ImGui::GetFont(), fs, {x, at.y - fs * 0.5f}, with_alpha(l.second, alpha), l.first.c_str());
        x += w + 8;
    }
}

void BoardView::attach(Session* session, const Settings* settings, const TileAtlas* atlas, BoardCache* cache) {
    cache_ = cache;
    session_ = session;
    settings_ = settings;
    atlas_ = atlas;
}

ImVec2 BoardView::screen(double bx, double by) const {
    const Vec2d p = camera_.to_screen({bx, by});
    return {float(p.x), float(p.y)};
}

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

// ------------------------------------------------------------------------------------------------ input

bool BoardView::handle_event(const SDL_Event& e, bool mouse_free, bool keys_free) {
    switch (e.type) {
    case SDL_MOUSEWHEEL: {
        if (!mouse_free) return false;
        // Wheel and trackpad pinch (ctrl+wheel) both zoom about the pointer.
        const float dy = e.wheel.preciseY != 0.0f ? e.wheel.preciseY : float(e.wheel.y);
        if (dy == 0.0f) return false;
        int mx = 0, my = 0;
        SDL_GetMouseState(&mx, &my);
        stop_following();
        camera_.zoom_at(std::pow(1.15, double(dy)), mx, my);
        return true;
    }
    case SDL_MOUSEMOTION:
        touch_pointer_ = e.motion.which == SDL_TOUCH_MOUSEID;
        if (!touch_pointer_ && (std::abs(e.motion.xrel) + std::abs(e.motion.yrel)) > 0) touch_mode_ = false;
        return false;
    case SDL_MOUSEBUTTONDOWN:
        touch_pointer_ = e.button.which == SDL_TOUCH_MOUSEID;
        touch_mode_ = touch_pointer_;
        press_pos_ = {float(e.button.x), float(e.button.y)};
        return false;
    case SDL_FINGERDOWN:
    case SDL_FINGERMOTION:
    case SDL_FINGERUP: {
        const Finger p{e.tfinger.x * display_.x, e.tfinger.y * display_.y};
        const int64_t id = int64_t(e.tfinger.fingerId);
        touch_mode_ = true;
        if (e.type == SDL_FINGERUP) {
            fingers_.erase(id);
            pinch_update(false);
            return true;
        }
        if (e.type == SDL_FINGERDOWN) {
            fingers_[id] = p;
            if (fingers_.size() >= 2) {
                dragging_ = false;  // a pinch, not a drag
                press_.multi = true;
            }
            pinch_update(false);
            return true;
        }
        fingers_[id] = p;
        if (fingers_.size() < 2) return false;  // one finger: SDL's synthetic mouse drives the pan
        pinch_update(true);
        return true;
    }
    case SDL_KEYDOWN:
    case SDL_KEYUP: {
        const bool down = e.type == SDL_KEYDOWN;
        const SDL_Keycode key = e.key.keysym.sym;
        unsigned bit = 0;
        int dx = 0, dy = 0;
        switch (key) {
        case SDLK_LEFT: bit = 1; dx = -1; break;
        case SDLK_RIGHT: bit = 2; dx = 1; break;
        case SDLK_UP: bit = 4; dy = -1; break;
        case SDLK_DOWN: bit = 8; dy = 1; break;
        default: break;
        }
        if (bit) {
            if (!down) {
                keys_held_ &= ~bit;
                return true;
            }
            if (!keys_free) return false;
            // With a tile in hand the arrows move the placement cursor between legal cells; otherwise they pan.
            if (lit_phase() && !(e.key.keysym.mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI | KMOD_SHIFT))) {
                move_cursor(dx, dy);
                return true;
            }
            keys_held_ |= bit;
            stop_following();
            return true;
        }
        if (!down || !keys_free) return false;
        const bool ctrl = (e.key.keysym.mod & (KMOD_CTRL | KMOD_GUI)) != 0;
        if (ctrl && key == SDLK_z) return take_back();
        if (e.key.keysym.mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI)) return false;
        switch (key) {
        case SDLK_PLUS:
        case SDLK_EQUALS:
        case SDLK_KP_PLUS: zoom_step(1); return true;
        case SDLK_MINUS:
        case SDLK_KP_MINUS: zoom_step(-1); return true;
        case SDLK_f:
        case SDLK_HOME:
        case SDLK_0: fit_pending_ = true; return true;
        case SDLK_r: rotate(); return true;
        case SDLK_h: return session_->request_hint();
        case SDLK_BACKSPACE: return take_back();
        case SDLK_1:
        case SDLK_2:
        case SDLK_3:
        case SDLK_4:
            // Abbey & Mayor: which figure to deploy (follower, mayor, wagon, barn).
            if (human_deploying()) return choose_kind(carc::Figure(key - SDLK_1));
            return false;
        case SDLK_TAB:
            if ((human_deploying() || human_wagon() || human_plague()) && !markers_.empty()) {
                const int n = int(markers_.size());
                const int step = (e.key.keysym.mod & KMOD_SHIFT) ? n - 1 : 1;
                focus_marker_ = focus_marker_ < 0 ? (step == 1 ? 0 : n - 1) : (focus_marker_ + step) % n;
                return true;
            }
            return false;
        case SDLK_ESCAPE:
            focus_marker_ = -1;
            return true;
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
        case SDLK_SPACE:
            if (human_abbey() && key == SDLK_SPACE) return session_->submit(no_abbey_action());
            if (lit_phase()) {
                Cell c;
                if (display_cell(&c)) return place_at(c);
                move_cursor(0, 0);  // no cursor yet: put it on a legal cell
                return true;
            }
            if (human_plague()) {  // the Plague: a follower must go home (Tab picks it, Enter sends it)
                if (key != SDLK_SPACE && focus_marker_ >= 0 && focus_marker_ < int(markers_.size()))
                    return session_->submit(markers_[size_t(focus_marker_)].action);
                return false;
            }
            if (human_deploying() || human_wagon()) {
                if (key != SDLK_SPACE && focus_marker_ >= 0 && focus_marker_ < int(markers_.size()))
                    return session_->submit(markers_[size_t(focus_marker_)].action);
                return human_wagon() ? session_->submit(Action::wagon_return()) : skip_deploy();
            }
            return false;
        default: return false;
        }
    }
    case SDL_WINDOWEVENT:
        if (e.window.event == SDL_WINDOWEVENT_FOCUS_LOST) keys_held_ = 0;
        return false;
    default: return false;
    }
}

// Two fingers: zoom by the change of their distance, pan by the move of their midpoint.
void BoardView::pinch_update(bool apply) {
    if (fingers_.size() < 2) {
        pinch_dist_ = 0;
        return;
    }
    auto it = fingers_.begin();
    const Finger a = it->second;
    const Finger b = (++it)->second;
    const float dist = std::hypot(a.x - b.x, a.y - b.y);
    const ImVec2 mid{(a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f};
    if (apply && pinch_dist_ > 1.0f && dist > 1.0f) {
        stop_following();
        camera_.pan_pixels(mid.x - pinch_mid_.x, mid.y - pinch_mid_.y);
        camera_.zoom_at(dist / pinch_dist_, mid.x, mid.y);
    }
    pinch_dist_ = dist;
    pinch_mid_ = mid;
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
    camera_.set_viewport(area_min_.x, area_min_.y + pad, area_max_.x - area_min_.x, area_max_.y - area_min_.y - pad);
    const CameraView v = camera_.fit_view(x0, y0, x1, y1, margin);
    camera_.set_viewport(area_min_.x, area_min_.y, area_max_.x - area_min_.x, area_max_.y - area_min_.y);
    // The same board point in the middle of the padded area, seen from the whole area.
    CameraView out = v;
    out.center.y -= pad * 0.5 / v.scale;
    return out;
}

void BoardView::zoom_step(int steps) {
    stop_following();
    const ImVec2 c{(area_min_.x + area_max_.x) * 0.5f, (area_min_.y + area_max_.y) * 0.5f};
    camera_.zoom_at(std::pow(double(kZoomStep), double(steps)), c.x, c.y);
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
    if (human_abbey()) return session_->submit(Action::abbey(c.x, c.y));
    const int rot = shown_rotation(c);
    if (rot < 0) return false;
    wanted_rot_ = rot;
    return session_->submit(Action::place(c.x, c.y, rot));
}

bool BoardView::take_back() { return session_ && session_->active() && session_->take_back(); }

bool BoardView::skip_deploy() { return human_deploying() && session_->submit(Action::pass()); }

void BoardView::move_cursor(int dx, int dy) {
    if (cells_.empty()) return;
    touch_mode_ = false;
    int idx = -1;
    if (!sel_valid_) {
        // The first press picks the legal cell nearest the middle of the view.
        const Vec2d mid = camera_.to_board({(area_min_.x + area_max_.x) * 0.5, (area_min_.y + area_max_.y) * 0.5});
        idx = nearest_cell(cells_, mid.x, mid.y);
    } else {
        idx = step_cursor(cells_, sel_, dx, dy);
        if (idx < 0) return;
    }
    sel_ = cells_[size_t(idx)];
    sel_valid_ = true;
    hover_valid_ = false;
    keep_visible(sel_);
}

void BoardView::keep_visible(Cell c) {
    const float s = tile_px();
    const ImVec2 p = screen(c.x, c.y);
    const float m = std::min(s * 0.5f, 40.0f);
    float dx = 0, dy = 0;
    if (p.x < area_min_.x + m) dx = area_min_.x + m - p.x;
    if (p.x + s > area_max_.x - m) dx = area_max_.x - m - (p.x + s);
    if (p.y < area_min_.y + m + 60) dy = area_min_.y + m + 60 - p.y;  // below the turn banner
    if (p.y + s > area_max_.y - m) dy = area_max_.y - m - (p.y + s);
    if (dx != 0 || dy != 0) {
        cam_target_ = camera_.view();
        cam_target_.center.x -= dx / s;
        cam_target_.center.y -= dy / s;
        cam_anim_ = true;
    }
}

void BoardView::click(int button, ImVec2 pos) {
    if (!session_ || !session_->active()) return;
    if (button == 1) {  // right-click rotates
        rotate();
        return;
    }
    if (button != 0) return;
    const Vec2d b = camera_.to_board({pos.x, pos.y});
    const Cell c{int(std::floor(b.x)), int(std::floor(b.y))};
    if (lit_phase()) {
        if (std::find(cells_.begin(), cells_.end(), c) == cells_.end()) return;
        // Touch screens have no hover: the first tap shows the tile there, a second tap places it.
        if (press_.touch && !(sel_valid_ && sel_ == c)) {
            sel_ = c;
            sel_valid_ = true;
            return;
        }
        place_at(c);
        return;
    }
    if (human_deploying() || human_wagon() || human_plague()) {
        std::vector<float> xs, ys;
        for (const Marker& m : markers_) {
            xs.push_back(m.pos.x);
            ys.push_back(m.pos.y);
        }
        const int k = hit_circle(xs, ys, marker_radius() * 1.15f, pos.x, pos.y);
        if (k >= 0) session_->submit(markers_[size_t(k)].action);
    }
}

Action BoardView::no_abbey_action() const {
    return session_->game().state<AbbeyMayorState>().in_abbey_round() ? Action::pass() : Action::draw_choice();
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

void BoardView::long_press(ImVec2 pos) {
    if (!human_placing()) return;
    const Vec2d b = camera_.to_board({pos.x, pos.y});
    const Cell c{int(std::floor(b.x)), int(std::floor(b.y))};
    if (std::find(cells_.begin(), cells_.end(), c) != cells_.end()) {
        if (!(sel_valid_ && sel_ == c)) {
            sel_ = c;
            sel_valid_ = true;
        }
    }
    rotate();
}

// Mouse (and one-finger touch, which SDL turns into the left button): drag pans, a press released where
// it started clicks, a touch held still rotates.
void BoardView::pointer(double now) {
    ImGuiIO& io = ImGui::GetIO();
    const bool in_area = press_pos_.x >= area_min_.x && press_pos_.y >= area_min_.y && press_pos_.x < area_max_.x &&
                         press_pos_.y < area_max_.y;
    for (int b = 0; b < 3; ++b) {
        if (ImGui::IsMouseClicked(b) && !io.WantCaptureMouse && fingers_.size() < 2 && ImGui::IsMousePosValid() &&
            in_area) {
            dragging_ = true;
            drag_last_ = press_pos_;
            press_ = Press{};
            press_.active = true;
            press_.button = b;
            press_.pos = press_pos_;
            press_.time = now;
            press_.touch = touch_pointer_;
        }
    }
    if (fingers_.size() >= 2) press_.multi = true;
    if (press_.active && ImGui::IsMousePosValid()) {
        const float slop = press_.touch ? 14.0f : 6.0f;
        if (std::hypot(io.MousePos.x - press_.pos.x, io.MousePos.y - press_.pos.y) > slop) press_.moved = true;
    }
    if (dragging_) {
        if (!ImGui::IsMouseDown(0) && !ImGui::IsMouseDown(1) && !ImGui::IsMouseDown(2)) {
            dragging_ = false;
        } else if (fingers_.size() < 2 && ImGui::IsMousePosValid()) {
            const float dx = io.MousePos.x - drag_last_.x, dy = io.MousePos.y - drag_last_.y;
            if (dx != 0 || dy != 0) {
                if (press_.moved) stop_following();
                camera_.pan_pixels(dx, dy);
                cam_target_.center = camera_.view().center;
            }
            drag_last_ = io.MousePos;
        }
    }
    if (press_.active) {
        if (press_.touch && !press_.moved && !press_.multi && !press_.long_fired && now - press_.time >= kLongPress &&
            ImGui::IsMouseDown(press_.button)) {
            press_.long_fired = true;
            long_press(press_.pos);
        }
        if (ImGui::IsMouseReleased(press_.button) || !ImGui::IsMouseDown(press_.button)) {
            press_.active = false;
            if (!press_.moved && !press_.multi && !press_.long_fired) click(press_.button, press_.pos);
        }
    }
}

bool BoardView::animating(double now) const {
    if (keys_held_ || cam_anim_) return true;
    if (press_.active && press_.touch && !press_.long_fired) return true;  // waiting for a long press
    for (const ScoreHighlight& s : scores_)
        if (now < s.start + kHighlight + 0.1) return true;
    for (const Ghost& g : ghosts_)
        if (now < g.start + kGhostTime + 0.05) return true;
    return wheel_animating(now);
}

float BoardView::marker_radius() const {
    // At least 40 CSS px across on touch screens (and on small screens), comfortable with a mouse.
    const bool touchy = touch_mode_ || display_.x < 600;
    const float min_r = touchy ? 21.0f : 13.0f;
    return std::max(min_r, std::min(tile_px() * 0.13f, 28.0f));
}

// ------------------------------------------------------------------------------------------ game state

std::vector<std::pair<int, int>> BoardView::feature_parts(int node) const {
    std::vector<std::pair<int, int>> out;
    if (node < 0) return out;
    const Game& g = session_->game();
    std::vector<int> nodes;
    g.feature_nodes(node, nodes);
    for (int n : nodes) out.push_back({g.node_tile(n), g.node_segment(n)});
    return out;
}

BoardView::Ghost BoardView::ghost_of(int seat, double bx, double by, bool farmer, double now) const {
    const int colour = session_->config().seats[size_t(seat)].color;
    Ghost gh;
    gh.bx = bx;
    gh.by = by;
    gh.colour = player_color(colour, settings_ && settings_->colorblind_palette);
    gh.farmer = farmer;
    gh.glyph = kPlayerStyles[std::clamp(colour, 0, 4)].glyph;
    gh.ink = kPlayerStyles[std::clamp(colour, 0, 4)].ink;
    gh.start = now;
    return gh;
}

std::vector<uint32_t> BoardView::seat_colours() const {
    std::vector<uint32_t> out;
    for (const Seat& seat : session_->config().seats) out.push_back(player_color(seat.color, settings_ && settings_->colorblind_palette));
    return out;
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
        fit_pending_ = true;
        wheel_game_change(now, true);
        placed_count_ = g.num_placed();
        session_->take_new_scores();  // nothing to animate from before
    }
    cells_ = legal_cells(human_abbey() ? session_->legal_abbeys() : session_->legal_places());
    if (!human_deploying()) deploy_kind_ = carc::Figure::Follower;
    // The keyboard cursor stays through the follower step, so after a take-back Enter places the tile
    // where it was (the cell is legal again); it goes only when a new tile is in hand elsewhere.
    if (sel_valid_ && lit_phase() && std::find(cells_.begin(), cells_.end(), sel_) == cells_.end()) sel_valid_ = false;
    hover_valid_ = false;
    focus_marker_ = -1;
    // Open cells that no tile left in the bag can ever fill.
    dead_.clear();
    for (int i = 0; i < g.frontier_size(); ++i) {
        const FrontierCell& f = g.frontier()[i];
        if (!g.fillable(f.x, f.y)) dead_.push_back({f.x, f.y});
    }
    // The camera moves only when the player asks (drag, zoom, Fit). The one exception is a setting: follow
    // the computer's tiles, which pans (never zooms) just enough to bring a computer's new tile into view.
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
    }

    // Followers that left the board go home (a short fade).
    std::vector<FigureKey> now_keys;
    std::vector<float> xs, ys;
    std::vector<uint8_t> farmers;
    for (int i = 0; i < g.num_figures(); ++i) {
        const FigureSlot& f = g.figures()[i];
        if (!f.on_board || f.kind == carc::Figure::Barn) continue;
        const PlacedTile& t = g.placed()[f.tile];
        const P2 a = segment_anchor(t.type, t.rot, f.spot);
        now_keys.push_back({f.player, int(f.kind), f.tile, f.spot});
        xs.push_back(float(t.x) + a.x);
        ys.push_back(float(t.y) + a.y);
        farmers.push_back(g.node_kind(f.node) == SegKind::Field);
    }
    if (!new_game) {
        for (size_t i = 0; i < figures_seen_.size(); ++i) {
            if (std::find(now_keys.begin(), now_keys.end(), figures_seen_[i]) != now_keys.end()) continue;
            const int seat = figures_seen_[i].player;
            if (seat >= int(session_->config().seats.size())) continue;
            ghosts_.push_back(ghost_of(seat, figures_seen_x_[i], figures_seen_y_[i], figures_seen_farmer_[i] != 0, now));
        }
        wheel_game_change(now, false);
    }
    figures_seen_ = now_keys;
    figures_seen_x_ = xs;
    figures_seen_y_ = ys;
    figures_seen_farmer_ = farmers;
}

void BoardView::sync(double now) {
    if (!session_ || !session_->active()) return;
    if (generation_ != session_->generation() || revision_ != session_->revision()) on_game_change(now);
    // New scores: highlight the features (final scores one after another).
    std::vector<ScoreAnim> fresh = session_->take_new_scores();
    wheel_take_events(fresh, now);  // the pig's walks and their events are shown at the wheel
    if (!fresh.empty()) {
        double busy_until = now;
        for (const ScoreHighlight& s : scores_) busy_until = std::max(busy_until, s.start + kFinalGap);
        std::vector<bool> finals;
        for (const ScoreAnim& a : fresh) finals.push_back(a.event.final);
        const std::vector<double> starts = stagger_starts(finals, now, busy_until, kFinalGap);
        for (size_t i = 0; i < fresh.size(); ++i) {
            if (fresh[i].event.kind == EventKind::Discard) continue;
            ScoreHighlight h;
            h.event = fresh[i].event;
            h.start = starts[i];
            h.parts = feature_parts(h.event.node);
            scores_.push_back(std::move(h));
        }
    }
    scores_.erase(std::remove_if(scores_.begin(), scores_.end(),
                                 [&](const ScoreHighlight& s) { return now > s.start + kHighlight + 0.1; }),
                  scores_.end());
    ghosts_.erase(std::remove_if(ghosts_.begin(), ghosts_.end(),
                                 [&](const Ghost& g) { return now > g.start + kGhostTime + 0.05; }),
                  ghosts_.end());
    compute_markers();
    touch_zoom_deploy();
    hand_rot_ = -1;
    if (human_placing()) {
        Cell c;
        if (display_cell(&c)) hand_rot_ = shown_rotation(c);
        else hand_rot_ = pick_rotation(hand_rotations(session_->legal_places()), wanted_rot_);
    } else if (session_->game().drawn_tile() >= 0 && session_->game().phase() == Phase::Place) {
        hand_rot_ = 0;
    }
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

std::string BoardView::feature_text(int node) const {
    std::vector<std::string> names;
    for (const auto& seat : session_->config().seats) names.push_back(seat.name);
    return describe_feature(session_->game(), names, node);
}

// ----------------------------------------------------------------------------------------------- frame

void BoardView::frame(ImVec2 area_min, ImVec2 area_max, double now, float dt) {
    ImGuiIO& io = ImGui::GetIO();
    now_ = now;
    display_ = io.DisplaySize;
    // The window (or the panels) changed size: keep what was in view in view, around the same middle,
    // shrinking the scale only when the old view no longer fits.
    const float ow = area_max_.x - area_min_.x, oh = area_max_.y - area_min_.y;
    const float nw = area_max.x - area_min.x, nh = area_max.y - area_min.y;
    if (area_known_ && ow > 1 && oh > 1 && nw > 1 && nh > 1 && (ow != nw || oh != nh)) {
        const CameraView before = camera_.view();
        camera_.set_viewport(area_min.x, area_min.y, nw, nh);
        camera_.set_view({before.center, before.scale * std::min(1.0, double(std::min(nw / ow, nh / oh)))});
        if (cam_anim_) cam_target_.scale *= std::min(1.0, double(std::min(nw / ow, nh / oh)));
    }
    area_known_ = nw > 1 && nh > 1;
    area_min_ = area_min;
    area_max_ = area_max;
    camera_.set_viewport(area_min.x, area_min.y, area_max.x - area_min.x, area_max.y - area_min.y);
    if (session_ && session_->active() && generation_ != session_->generation()) on_game_change(now);
    if (refit_after_banner_ && banner_measured()) fit_pending_ = true;
    if (fit_pending_) {
        fit();
        fit_pending_ = false;
        cam_anim_ = false;
    }
    pointer(now);
    if (keys_held_) {
        const float d = kKeyPanSpeed * std::min(dt, 0.1f);
        // Arrow keys move the view over the board (the board moves the other way).
        camera_.pan_pixels((keys_held_ & 1 ? d : 0) - (keys_held_ & 2 ? d : 0),
                           (keys_held_ & 4 ? d : 0) - (keys_held_ & 8 ? d : 0));
    }
    if (cam_anim_) {
        const bool reduced = settings_ && settings_->reduced_motion;
        const CameraView v = camera_.view();
        const double off = std::hypot(v.center.x - cam_target_.center.x, v.center.y - cam_target_.center.y) * v.scale;
        if (reduced || (off < 0.5 && std::fabs(v.scale / cam_target_.scale - 1) < 0.003)) {
            camera_.set_view(cam_target_);
            cam_anim_ = false;
        } else {
            camera_.approach(cam_target_, 1 - std::exp(-double(std::min(dt, 0.1f)) * 9.0));
        }
    }
    sync(now);
    if (!session_ || !session_->active()) {
        ImDrawList* dl = ImGui::GetBackgroundDrawList();
        dl->AddRectFilled(area_min, area_max, kTable);
        return;
    }

    // What the mouse is over (not after a touch: the pointer then stays where the finger was lifted).
    hover_valid_ = false;
    hover_marker_ = -1;
    const bool mouse_here = !io.WantCaptureMouse && !touch_pointer_ && ImGui::IsMousePosValid() &&
                            io.MousePos.x >= area_min.x && io.MousePos.y >= area_min.y && io.MousePos.x < area_max.x &&
                            io.MousePos.y < area_max.y && !(dragging_ && press_.moved);
    if (mouse_here && lit_phase()) {
        const Vec2d b = camera_.to_board({io.MousePos.x, io.MousePos.y});
        const Cell c{int(std::floor(b.x)), int(std::floor(b.y))};
        if (std::find(cells_.begin(), cells_.end(), c) != cells_.end()) {
            hover_ = c;
            hover_valid_ = true;
            sel_ = c;  // the keyboard cursor continues from where the mouse was
            sel_valid_ = true;
        }
    }
    if (mouse_here && (human_deploying() || human_wagon() || human_plague())) {
        std::vector<float> xs, ys;
        for (const Marker& m : markers_) {
            xs.push_back(m.pos.x);
            ys.push_back(m.pos.y);
        }
        hover_marker_ = hit_circle(xs, ys, marker_radius() * 1.15f, io.MousePos.x, io.MousePos.y);
    }
    if (human_placing()) {
        Cell c;
        if (display_cell(&c)) hand_rot_ = shown_rotation(c);
    }

    ImDrawList* dl = ImGui::GetBackgroundDrawList();
    dl->PushClipRect(area_min, area_max);
    draw_board(dl);
    draw_hint(dl);
    draw_overlays(dl);
    wheel_banner(dl);
    dl->PopClipRect();

    // Reading aid: the feature (or the follower) under the mouse, outlined, and who holds it.
    if (mouse_here && hover_marker_ < 0 && !hover_valid_ && !human_deploying() && !human_wagon() && !human_plague() &&
        !wheel_tooltip(io.MousePos)) {
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
                if (!f.on_board || f.tile != idx || f.kind == carc::Figure::Barn) continue;
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
                ImGui::SetTooltip("%s", feature_text(node).c_str());
            }
        }
    }
    banner();
    deploy_bar();
    ++frames_drawn_;
}

void BoardView::draw_tile_pic(ImDrawList* dl, ImVec2 top_left, float size, int type, int rot) const {
    if (atlas_ && atlas_->tiles_ready()) atlas_->draw_tile(dl, type, rot, top_left, size);
    else draw_tile(dl, top_left, size, type, rot);
}

void BoardView::draw_figure(ImDrawList* dl, ImVec2 centre, float size, int seat, int sprite_index, float alpha) const {
    const Figure sprite = Figure(sprite_index);
    const bool farmer = sprite == Figure::Farmer;
    const auto& seats = session_->config().seats;
    const int colour = seat >= 0 && seat < int(seats.size()) ? seats[size_t(seat)].color : 0;
    const PlayerStyle& style = kPlayerStyles[std::clamp(colour, 0, 4)];
    const ImU32 col = with_alpha(player_color(colour, settings_ && settings_->colorblind_palette), alpha);
    if (atlas_ && atlas_->figures_ready()) {
        // A soft shadow, then the sprite tinted in the player's colour.
        dl->AddCircleFilled({centre.x + size * 0.05f, centre.y + size * 0.34f}, size * (farmer ? 0.3f : 0.22f),
                            IM_COL32(0, 0, 0, int(60 * alpha)), 20);
        atlas_->draw_figure(dl, sprite, centre, size, col);
    } else {
        dl->AddCircleFilled(centre, size * 0.3f, col, 20);
        dl->AddCircle(centre, size * 0.3f, IM_COL32(20, 20, 20, int(220 * alpha)), 20, 2);
    }
    if (settings_ && settings_->show_markings && size >= 18) {
        const ImVec2 m{centre.x, centre.y + size * (farmer ? 0.02f : 0.04f)};
        if (atlas_ && atlas_->figures_ready())
            atlas_->draw_mark(dl, Mark(style.glyph), m, size * 0.3f, with_alpha(style.ink, alpha));
    }
}

void BoardView::draw_feature(ImDrawList* dl, const std::vector<std::pair<int, int>>& parts, ImU32 fill,
                             ImU32 line) const {
    const Game& g = session_->game();
    const float s = tile_px();
    for (const auto& [tile, seg] : parts) {
        if (tile < 0 || tile >= g.num_placed()) continue;
        const PlacedTile& t = g.placed()[tile];
        draw_segment_highlight(dl, screen(t.x, t.y), s, t.type, t.rot, seg, fill, line);
    }
}

// The still layer: the table, open cells, tiles, last-tile frames (cached in a texture when possible).
void BoardView::draw_still(ImDrawList* dl) {
    const Game& game = session_->game();
    const ImVec2 area_min = area_min_, area_max = area_max_;
    dl->AddRectFilled(area_min, area_max, kTable);
    const float s = tile_px();
    // A faint grid of cells so panning is visible even far from the tiles.
    if (s >= 20) {
        const Vec2d b0 = camera_.to_board({area_min.x, area_min.y});
        const Vec2d b1 = camera_.to_board({area_max.x, area_max.y});
        for (int x = int(std::floor(b0.x)); x <= int(std::ceil(b1.x)); ++x) {
            const float sx = screen(x, 0).x;
            dl->AddLine({sx, area_min.y}, {sx, area_max.y}, kTableLine);
        }
        for (int y = int(std::floor(b0.y)); y <= int(std::ceil(b1.y)); ++y) {
            const float sy = screen(0, y).y;
            dl->AddLine({area_min.x, sy}, {area_max.x, sy}, kTableLine);
        }
    }
    auto visible = [&](ImVec2 tl) { return !(tl.x > area_max.x || tl.y > area_max.y || tl.x + s < area_min.x || tl.y + s < area_min.y); };
    const bool placing = lit_phase();
    // Open cells where a tile could go; the ones no tile left can fill get a faint X.
    for (int i = 0; i < game.frontier_size(); ++i) {
        const FrontierCell& c = game.frontier()[i];
        const ImVec2 p = screen(c.x, c.y);
        if (!visible(p)) continue;
        const Cell cell{c.x, c.y};
        if (placing && std::find(cells_.begin(), cells_.end(), cell) != cells_.end()) continue;
        if (game.is_over()) continue;
        const bool dead = settings_ && settings_->show_dead_cells &&
                          std::find(dead_.begin(), dead_.end(), cell) != dead_.end();
        if (dead) {
            const float m = s * 0.32f, w = std::max(1.0f, s * 0.025f);
            dl->AddLine({p.x + m, p.y + m}, {p.x + s - m, p.y + s - m}, kDeadMark, w);
            dl->AddLine({p.x + s - m, p.y + m}, {p.x + m, p.y + s - m}, kDeadMark, w);
        } else {
            dl->AddRect({p.x + 3, p.y + 3}, {p.x + s - 3, p.y + s - 3}, kOpenCell, s * 0.06f, 0, std::max(1.0f, s * 0.015f));
        }
    }
    // The tiles.
    for (int i = 0; i < game.num_placed(); ++i) {
        const PlacedTile& p = game.placed()[i];
        const ImVec2 tl = screen(p.x, p.y);
        if (!visible(tl)) continue;
        const float sh = std::max(2.0f, s * 0.035f);
        dl->AddRectFilled({tl.x + sh, tl.y + sh}, {tl.x + s + sh, tl.y + s + sh}, IM_COL32(0, 0, 0, 80));
        draw_tile_pic(dl, tl, s, p.type, p.rot);
    }
    // The last tile each player placed: a thin frame in their colour.
    const std::vector<int>& last = session_->last_tiles();
    const auto& seats = session_->config().seats;
    for (size_t p = 0; p < last.size() && p < seats.size(); ++p) {
        if (last[p] < 0 || last[p] >= game.num_placed()) continue;
        const PlacedTile& t = game.placed()[last[p]];
        const ImVec2 tl = screen(t.x, t.y);
        const float w = std::clamp(s * 0.03f, 1.5f, 3.5f);
        const ImU32 col = player_color(seats[p].color, settings_ && settings_->colorblind_palette);
        dl->AddRect({tl.x + w * 0.5f, tl.y + w * 0.5f}, {tl.x + s - w * 0.5f, tl.y + s - w * 0.5f}, col, 0, 0, w);
    }
}

void BoardView::draw_board(ImDrawList* dl) {
    const Game& game = session_->game();
    const ImVec2 area_min = area_min_, area_max = area_max_;
    const float s = tile_px();
    auto visible = [&](ImVec2 tl) { return !(tl.x > area_max.x || tl.y > area_max.y || tl.x + s < area_min.x || tl.y + s < area_min.y); };
    const bool placing = lit_phase();
    const auto& seats = session_->config().seats;
    // The still layer, from the cache when it is still valid.
    bool drawn = false;
    if (cache_) {
        const ImGuiIO& io = ImGui::GetIO();
        const CameraView v = camera_.view();
        const StillKey key{v.center.x, v.center.y, v.scale, area_min.x, area_min.y, area_max.x, area_max.y,
                           io.DisplayFramebufferScale.x, session_->revision(), session_->generation(),
                           settings_ ? (settings_->show_dead_cells ? 1 : 0) | (settings_->colorblind_palette ? 2 : 0) : 0,
                           placing, atlas_ && atlas_->tiles_ready()};
        if (!still_valid_ || !(key == still_key_)) {
            if (!still_dl_) still_dl_ = std::make_unique<ImDrawList>(ImGui::GetDrawListSharedData());
            ImDrawList* sd = still_dl_.get();
            sd->_ResetForNewFrame();
            sd->Flags = ImGui::GetBackgroundDrawList()->Flags;
            sd->PushTextureID(io.Fonts->TexID);
            sd->PushClipRect(area_min, area_max);
            draw_still(sd);
            sd->PopClipRect();
            still_valid_ = cache_->render(sd, area_min, area_max, io.DisplayFramebufferScale);
            still_key_ = key;
            ++still_renders_;
        }
        if (still_valid_) {
            dl->AddImage(cache_->texture(), area_min, area_max, {0, 1}, {1, 0});
            drawn = true;
        }
    }
    if (!drawn) draw_still(dl);
    // Score highlights.
    for (const ScoreHighlight& h : scores_) {
        const double age = now_ - h.start;
        if (age < 0 || age > kHighlight) continue;
        const float fade = age > kHighlight - 0.4 ? float((kHighlight - age) / 0.4) : 1.0f;
        int scorer = -1;
        for (int p = 0; p < int(seats.size()); ++p)
            if (h.event.points[size_t(p)] > 0) scorer = p;
        const uint32_t base = scorer >= 0 ? player_color(seats[size_t(scorer)].color, settings_ && settings_->colorblind_palette)
                                          : IM_COL32(255, 255, 255, 255);
        draw_feature(dl, h.parts, with_alpha(base, 0.38f * fade), with_alpha(IM_COL32(255, 250, 220, 255), fade));
    }
    draw_wheel_live(dl);  // Wheel of Fortune: the lit segment, the followers on the crowns
    // The turn: legal cells and the preview of the tile in hand.
    if (placing) {
        for (const Cell& c : cells_) {
            const ImVec2 p = screen(c.x, c.y);
            if (!visible(p)) continue;
            dl->AddRectFilled({p.x + 2, p.y + 2}, {p.x + s - 2, p.y + s - 2}, kLegalFill, s * 0.05f);
            dl->AddRect({p.x + 2, p.y + 2}, {p.x + s - 2, p.y + s - 2}, kLegalLine, s * 0.05f, 0, std::max(1.5f, s * 0.02f));
        }
        Cell c;
        if (display_cell(&c)) {
            const bool abbey = human_abbey();
            const int rot = abbey ? 0 : shown_rotation(c);
            const ImVec2 p = screen(c.x, c.y);
            if (rot >= 0) {
                draw_tile_pic(dl, p, s, abbey ? tiles().abbey_type() : game.drawn_tile(), rot);
                dl->AddRectFilled(p, {p.x + s, p.y + s}, IM_COL32(255, 255, 255, 28));
            }
            const float w = std::max(2.5f, s * 0.03f);
            dl->AddRect({p.x - w * 0.5f, p.y - w * 0.5f}, {p.x + s + w * 0.5f, p.y + s + w * 0.5f},
                        IM_COL32(255, 236, 140, 255), 0, 0, w);
            // Which rotations fit here: small ticks along the bottom.
            const std::vector<int> rots = abbey ? std::vector<int>{} : rotations_at(session_->legal_places(), c);
            if (rots.size() > 1 && s >= 60) {
                char buf[32];
                std::snprintf(buf, sizeof buf, "%d/%d", int(std::find(rots.begin(), rots.end(), rot) - rots.begin()) + 1,
                              int(rots.size()));
                const float fs = ImGui::GetFontSize() * 0.85f;
                const ImVec2 ts = ImGui::GetFont()->CalcTextSizeA(fs, 1e9f, 0, buf);
                halo_text(dl, fs, {p.x + s - ts.x - 5, p.y + s - ts.y - 3}, IM_COL32(255, 255, 255, 255), buf);
            }
        }
    }
    // Figures, back to front.
    struct Fig {
        ImVec2 pos;
        int player;
        Figure sprite;
    };
    std::vector<Fig> figs;
    for (int i = 0; i < game.num_figures(); ++i) {
        const FigureSlot& f = game.figures()[i];
        if (!f.on_board) continue;
        const PlacedTile& t = game.placed()[f.tile];
        if (f.kind == carc::Figure::Barn) {  // on the corner where four fields meet
            static const float kCorner[4][2] = {{1, 0}, {1, 1}, {0, 1}, {0, 0}};
            const int c = std::min<int>(f.spot, 3);
            figs.push_back({screen(t.x + kCorner[c][0], t.y + kCorner[c][1]), f.player, Figure::Barn});
            continue;
        }
        const P2 a = segment_anchor(t.type, t.rot, f.spot);
        figs.push_back({screen(t.x + a.x, t.y + a.y), f.player, sprite_of(f.kind, game.node_kind(f.node) == SegKind::Field)});
    }
    std::sort(figs.begin(), figs.end(), [](const Fig& a, const Fig& b) { return a.pos.y < b.pos.y; });
    const float fsize = std::max(14.0f, s * 0.36f);
    for (const Fig& f : figs) draw_figure(dl, f.pos, f.sprite == Figure::Barn || f.sprite == Figure::Mayor ? fsize * 1.15f : fsize, f.player, int(f.sprite), 1.0f);
    draw_pig(dl);
    // Followers going home: they rise and fade (only fade with reduced motion).
    const bool reduced = settings_ && settings_->reduced_motion;
    for (const Ghost& g : ghosts_) {
        const float t = float(std::clamp((now_ - g.start) / kGhostTime, 0.0, 1.0));
        ImVec2 p = screen(g.bx, g.by);
        if (!reduced) p.y -= ease_out(t) * std::min(s * 0.6f, 70.0f);
        const float a = 1 - t;
        const float size = fsize * (reduced ? 1.0f : 1 - 0.3f * t);
        if (atlas_ && atlas_->figures_ready()) {
            atlas_->draw_figure(dl, g.farmer ? Figure::Farmer : Figure::Follower, p, size, with_alpha(g.colour, a));
        } else {
            dl->AddCircleFilled(p, size * 0.3f, with_alpha(g.colour, a), 20);
        }
    }
}

// The hint (Session::hint): the tile shown where the Hard computer would put it, in its rotation, framed in
// gold, with a ring on the spot where its figure would go. Only lit: nothing is played.
void BoardView::draw_hint(ImDrawList* dl) {
    const std::vector<Action>& hint = session_->hint();
    if (hint.empty()) return;
    const Game& game = session_->game();
    const float s = tile_px();
    const ImU32 gold = IM_COL32(255, 210, 60, 255);
    const float w = std::max(3.0f, s * 0.045f);
    int type = -1, rot = 0, tx = 0, ty = 0;
    for (const Action& a : hint) {
        if (a.kind == ActionKind::Place || a.kind == ActionKind::Abbey) {
            type = a.kind == ActionKind::Abbey ? tiles().abbey_type() : game.drawn_tile();
            rot = a.rot;
            tx = a.x;
            ty = a.y;
            const ImVec2 p = screen(a.x, a.y);
            if (type >= 0) draw_tile_pic(dl, p, s, type, rot);
            dl->AddRectFilled(p, {p.x + s, p.y + s}, IM_COL32(255, 220, 90, 40));
            dl->AddRect({p.x - w, p.y - w}, {p.x + s + w, p.y + s + w}, gold, s * 0.06f, 0, w);
            halo_text(dl, ImGui::GetFontSize(), {p.x + 4, p.y - ImGui::GetFontSize() - w - 2}, gold, "Hint");
        } else if (a.kind == ActionKind::Deploy || a.kind == ActionKind::WagonMove) {
            if (a.kind == ActionKind::WagonMove || type < 0) {  // on a tile already on the board
                const int t = a.kind == ActionKind::WagonMove ? game.tile_at(a.x, a.y) : game.last_placed();
                if (t < 0) continue;
                type = game.placed()[t].type;
                rot = game.placed()[t].rot;
                tx = game.placed()[t].x;
                ty = game.placed()[t].y;
            }
            ImVec2 c;
            if (a.figure == carc::Figure::Barn) {
                static const float kCorner[4][2] = {{1, 0}, {1, 1}, {0, 1}, {0, 0}};
                const int k = std::min<int>(a.spot, 3);
                c = screen(tx + kCorner[k][0], ty + kCorner[k][1]);
            } else {
                const P2 q = segment_anchor(type, rot, a.spot);
                c = screen(tx + q.x, ty + q.y);
            }
            const float r = std::max(9.0f, s * 0.13f);
            dl->AddCircleFilled(c, r, IM_COL32(255, 220, 90, 70), 24);
            dl->AddCircle(c, r, gold, 24, w * 0.8f);
        }
    }
}

void BoardView::draw_overlays(ImDrawList* dl) {
    const float s = tile_px();
    const auto& seats = session_->config().seats;
    // Follower markers on the placed tile: a ring with a ghost figure, labelled with the role.
    if (human_deploying() || human_wagon() || human_plague()) {
        const float r = marker_radius();
        const int me = session_->deciding_player();
        const int colour = me >= 0 ? seats[size_t(me)].color : 0;
        const ImU32 pc = player_color(colour, settings_ && settings_->colorblind_palette);
        const float fs = std::max(12.0f, ImGui::GetFontSize() * 0.8f);
        for (size_t i = 0; i < markers_.size(); ++i) {
            const Marker& m = markers_[i];
            const bool hot = int(i) == hover_marker_ || int(i) == focus_marker_;
            if (hot && m.action.kind == ActionKind::Deploy && m.figure != carc::Figure::Barn) {
                // Show the feature the follower would join.
                const Game& g = session_->game();
                const int node = int(g.placed()[g.last_placed()].node_base) + m.action.spot;
                draw_feature(dl, feature_parts(node), IM_COL32(255, 255, 255, 50), IM_COL32(255, 255, 255, 200));
            }
            if (m.plague) {
                // The Plague: a pulsing ring round the follower itself (it stays visible), lit when pointed at.
                const float pulse = settings_ && settings_->reduced_motion ? 0.5f : 0.5f + 0.5f * std::sin(float(now_) * 6.0f);
                dl->AddCircleFilled(m.pos, r * 1.1f, hot ? IM_COL32(255, 240, 190, 110) : IM_COL32(255, 255, 255, 40), 32);
                dl->AddCircle(m.pos, r * (1.05f + 0.12f * pulse), hot ? IM_COL32(255, 200, 40, 255) : IM_COL32(255, 236, 150, 230), 32,
                              hot ? 4.0f : 2.5f);
            } else {
                dl->AddCircleFilled(m.pos, r, hot ? IM_COL32(255, 246, 200, 235) : IM_COL32(250, 246, 230, 190), 32);
                dl->AddCircle(m.pos, r, hot ? IM_COL32(255, 200, 40, 255) : IM_COL32(40, 40, 30, 220), 32, hot ? 3.5f : 2.0f);
                const bool farmer = m.farmer;
                draw_figure(dl, {m.pos.x, m.pos.y - (farmer ? 0 : r * 0.05f)}, r * 1.55f, me, int(sprite_of(m.figure, farmer)),
                            hot ? 1.0f : 0.75f);
            }
            // The role's label goes on the side of the circle where it covers no other marker.
            const ImVec2 ts = ImGui::GetFont()->CalcTextSizeA(fs, 1e9f, 0, m.role);
            const ImVec2 cands[4] = {{m.pos.x - ts.x * 0.5f, m.pos.y + r + 1},
                                     {m.pos.x - ts.x * 0.5f, m.pos.y - r - 1 - ts.y},
                                     {m.pos.x + r + 3, m.pos.y - ts.y * 0.5f},
                                     {m.pos.x - r - 3 - ts.x, m.pos.y - ts.y * 0.5f}};
            ImVec2 tp = cands[0];
            for (const ImVec2& cand : cands) {
                bool clear = true;
                for (size_t j = 0; j < markers_.size() && clear; ++j) {
                    if (j == i) continue;
                    const ImVec2 o = markers_[j].pos;
                    const float nx = std::clamp(o.x, cand.x - 4, cand.x + ts.x + 4), ny = std::clamp(o.y, cand.y, cand.y + ts.y);
                    if (std::hypot(nx - o.x, ny - o.y) < r + 2) clear = false;
                }
                if (clear) {
                    tp = cand;
                    break;
                }
            }
            dl->AddRectFilled({tp.x - 4, tp.y}, {tp.x + ts.x + 4, tp.y + ts.y}, IM_COL32(20, 24, 20, 200), 4);
            dl->AddText(ImGui::GetFont(), fs, tp, hot ? IM_COL32(255, 226, 120, 255) : IM_COL32(255, 255, 255, 255), m.role);
        }
        (void)pc;
    }
    // Points floating up from the scored features, in the scorers' colours.
    const bool reduced = settings_ && settings_->reduced_motion;
    const Game& g = session_->game();
    const std::vector<uint32_t> colours = seat_colours();
    for (const ScoreHighlight& h : scores_) {
        const double age = now_ - h.start;
        if (age < 0 || age > kHighlight) continue;
        const float t = float(age / kHighlight);
        ImVec2 at;
        if (h.event.node >= 0 && g.node_tile(h.event.node) < g.num_placed()) {
            const PlacedTile& pt = g.placed()[g.node_tile(h.event.node)];
            const P2 a = segment_anchor(pt.type, pt.rot, g.node_segment(h.event.node));
            at = screen(pt.x + a.x, pt.y + a.y);
        } else {
            at = screen(h.event.x + 0.5, h.event.y + 0.5);
        }
        if (!reduced) at.y -= ease_out(t) * std::clamp(s * 0.7f, 30.0f, 80.0f);
        const float alpha = t > 0.7f ? (1 - t) / 0.3f : 1.0f;
        const float fs = std::clamp(s * 0.3f, 20.0f, 38.0f);
        draw_points(dl, at, fs, h.event.points.data(), colours.data(), int(seats.size()), alpha);
    }
    draw_wheel_fx(dl);
}

// The turn banner at the top of the board: whose turn, what to do, the tile in hand (click it to rotate).
void BoardView::banner() {
    const Game& g = session_->game();
    const auto& seats = session_->config().seats;
    const int p = session_->deciding_player();
    int humans = 0;
    for (const Seat& st : seats) humans += st.computer ? 0 : 1;
    char title[160] = "", hint[200] = "";
    const std::string name = p >= 0 && p < int(seats.size()) ? seats[size_t(p)].name : "";
    const bool touchy = touch_mode_;
    if (g.is_over()) {
        const auto& log = session_->log();
        std::snprintf(title, sizeof title, "%s", !log.empty() ? log.back().text.c_str() : "Game over");
    } else if (session_->replaying()) {
        std::snprintf(title, sizeof title, "Replay: %s turn %d", possessive(name).c_str(), g.turn() + 1);
    } else if (human_placing()) {
        if (humans == 1) std::snprintf(title, sizeof title, "Your turn: place the tile");
        else std::snprintf(title, sizeof title, "%s: place the tile", name.c_str());
        Cell at;
        const bool one = display_cell(&at) && rotations_at(session_->legal_places(), at).size() == 1;
        std::snprintf(hint, sizeof hint, "%s%s", one ? "Only this rotation fits here. " : "",
                      touchy ? "Tap a lit cell to try it there, tap again to place. Hold to rotate."
                             : "Click a lit cell to place it. R or right-click rotates; arrows + Enter work too.");
    } else if (human_abbey() && g.state<AbbeyMayorState>().in_abbey_round()) {
        std::snprintf(title, sizeof title, "%s", humans == 1 ? "Last chance: place your abbey?" : (name + ": last chance for the abbey").c_str());
        std::snprintf(hint, sizeof hint, "%s", touchy ? "Tap a lit hole for the abbey, or No abbey."
                                                      : "Click a lit hole to put your abbey there, or No abbey (Space).");
    } else if (human_abbey()) {
        std::snprintf(title, sizeof title, "%s", humans == 1 ? "Your turn: place your abbey?" : (name + ": place your abbey?").c_str());
        std::snprintf(hint, sizeof hint, "%s",
                      touchy ? "Tap a lit hole for the abbey, or Draw a tile."
                             : "Click a lit hole to put your abbey there, or Draw a tile (Space).");
    } else if (human_wagon()) {
        std::snprintf(title, sizeof title, "%s", humans == 1 ? "Move your wagon?" : (possessive(name) + " wagon: move it?").c_str());
        std::snprintf(hint, sizeof hint, "%s",
                      touchy ? "Tap a lit spot for the wagon, or Wagon goes home."
                             : "Click a lit spot to move the wagon there (Tab + Enter), or send it home (Space).");
    } else if (human_plague()) {
        if (!wheel_ready()) {
            std::snprintf(title, sizeof title, "The pig walks round the wheel...");
        } else {
            std::snprintf(title, sizeof title, "%s", humans == 1 ? "Plague: send one of your followers home"
                                                                 : (name + ": send a follower home (Plague)").c_str());
            std::snprintf(hint, sizeof hint, "%s",
                          touchy ? "Tap one of your lit followers: it goes back to your supply."
                                 : "Click one of your lit followers to send it home (or Tab + Enter).");
        }
    } else if (human_deploying()) {
        const bool figures = session_->config().rules.abbey_mayor;  // the mayor, the wagon, the barn too
        const bool crowns = std::any_of(markers_.begin(), markers_.end(), [](const Marker& m) { return m.crown >= 0; });
        std::snprintf(title, sizeof title, "%s",
                      markers_.empty() ? (figures ? "No figure can go on this tile" : "No follower can go on this tile")
                                       : (figures ? "Place a figure?" : "Place a follower?"));
        std::snprintf(hint, sizeof hint, "%s",
                      markers_.empty() ? (touchy ? "Tap No follower to end the turn. Take back lifts the tile."
                                                 : "No follower (Space) ends the turn. Backspace takes the tile back.")
                      : touchy         ? (crowns ? "Tap a circle (on the tile or a crown), or No follower. Take back lifts the tile."
                                                 : "Tap a circle, or No follower. Take back lifts the tile.")
                      : crowns ? "Click a circle on the tile or a lit crown (Tab + Enter), or No follower (Space). Backspace takes the tile back."
                               : "Click a circle (Tab + Enter), or No follower (Space). Backspace takes the tile back.");
    } else if (!pig_now().done) {
        // A wheel tile was drawn: the pig's walk is shown before anyone goes on (nobody is thinking meanwhile).
        int steps = 0;
        for (const PigMove& m : pig_moves_)
            if (now_ >= m.start && now_ < m.arrival()) steps = m.steps;
        std::snprintf(title, sizeof title, "The pig walks %d segment%s round the wheel", steps, steps == 1 ? "" : "s");
    } else if (p >= 0) {
        static const char* dots[4] = {"", ".", "..", "..."};
        if (g.phase() == Phase::Plague)
            std::snprintf(title, sizeof title, "Plague: %s chooses a follower to send home%s", name.c_str(), dots[int(now_ * 3) % 4]);
        else
            std::snprintf(title, sizeof title, "%s is thinking%s", name.c_str(), dots[int(now_ * 3) % 4]);
    }
    const ImVec2 centre{(area_min_.x + area_max_.x) * 0.5f, area_min_.y + 8};
    ImGui::SetNextWindowPos(centre, ImGuiCond_Always, {0.5f, 0});
    ImGui::SetNextWindowBgAlpha(0.82f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 10);
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                                   ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoMove;
    if (ImGui::Begin("##turn", nullptr, flags)) {
        const float icon = std::min(56.0f, (area_max_.y - area_min_.y) * 0.09f);
        const bool hand = g.drawn_tile() >= 0 && g.phase() == Phase::Place && hand_rot_ >= 0;
        if (hand) {
            const ImVec2 pos = ImGui::GetCursorScreenPos();
            if (ImGui::InvisibleButton("##hand", {icon, icon})) rotate();
            draw_tile_pic(ImGui::GetWindowDrawList(), pos, icon, g.drawn_tile(), hand_rot_);
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("The tile in hand (click to rotate)");
            ImGui::SameLine();
        }
        ImGui::BeginGroup();
        if (p >= 0 && p < int(seats.size()) && !g.is_over()) {
            const ImVec2 c = ImGui::GetCursorScreenPos();
            const float h = ImGui::GetTextLineHeight();
            ImGui::GetWindowDrawList()->AddCircleFilled({c.x + h * 0.4f, c.y + h * 0.5f}, h * 0.36f,
                                                        player_color(seats[size_t(p)].color, settings_ && settings_->colorblind_palette));
            ImGui::Dummy({h * 0.9f, h});
            ImGui::SameLine();
        }
        ImGui::TextUnformatted(title);
        // A short board (a small window, large text): the title only, so the banner leaves the board usable.
        if (hint[0] && (area_max_.y - area_min_.y) > ImGui::GetFontSize() * 22) {
            const float avail = std::max(200.0f, (area_max_.x - area_min_.x) - 60 - (hand ? icon : 0));
            ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + std::min(avail, 520.0f));
            ImGui::TextDisabled("%s", hint);
            ImGui::PopTextWrapPos();
        }
        ImGui::EndGroup();
        ++banner_frames_;
        banner_min_ = ImGui::GetWindowPos();
        banner_max_ = {banner_min_.x + ImGui::GetWindowSize().x, banner_min_.y + ImGui::GetWindowSize().y};
    }
    ImGui::End();
    ImGui::PopStyleVar();
}

// The decision bar. Under a person's placed tile: the figure kinds to choose from (Abbey & Mayor), take
// the tile back, or no follower. At the start of a turn with an abbey to place: draw a tile instead. After
// a wagon's feature scored: send the wagon home.
void BoardView::deploy_bar() {
    skip_pos_ = undo_pos_ = {-1, -1};
    for (ImVec2& k : kind_pos_) k = {-1, -1};
    bar_min_ = bar_max_ = {0, 0};
    const bool deploying = human_deploying(), abbey = human_abbey(), wagon = human_wagon();
    if (!deploying && !abbey && !wagon) return;
    const Game& g = session_->game();
    ImVec2 p{(area_min_.x + area_max_.x) * 0.5f, area_max_.y - 70};
    if (deploying) {
        const PlacedTile& t = g.placed()[g.last_placed()];
        p = screen(t.x + 0.5, t.y + 1.0);
        p.y += std::max(marker_radius() * 0.4f, 8.0f);
    }
    // Under the tile; above it when the bar (as tall as last frame) would leave the board at the bottom.
    const float bar_h = bar_max_.y > bar_min_.y ? bar_max_.y - bar_min_.y : 60.0f;
    // Wheel of Fortune: also above it when below it the bar would hide a lit crown space.
    const float bar_w = bar_max_.x > bar_min_.x ? bar_max_.x - bar_min_.x : 200.0f;
    auto hides_crown = [&](ImVec2 at) {
        for (const Marker& m : markers_)
            if (m.crown >= 0 && m.pos.x > at.x - bar_w * 0.5f - marker_radius() && m.pos.x < at.x + bar_w * 0.5f + marker_radius() &&
                m.pos.y > at.y - marker_radius() && m.pos.y < at.y + bar_h + marker_radius())
                return true;
        return false;
    };
    if (deploying && (p.y + bar_h > area_max_.y - 8 || hides_crown(p))) {
        const PlacedTile& t = g.placed()[g.last_placed()];
        p.y = screen(t.x + 0.5, t.y).y - bar_h - std::max(marker_radius() * 0.4f, 8.0f);
    }
    p.x = std::clamp(p.x, area_min_.x + 130, area_max_.x - 130);
    p.y = std::clamp(p.y, area_min_.y + 70, std::max(area_min_.y + 70, area_max_.y - bar_h - 8));
    ImGui::SetNextWindowPos(p, ImGuiCond_Always, {0.5f, 0});
    ImGui::SetNextWindowBgAlpha(0.85f);
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                                   ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoMove;
    const float h = (touch_mode_ || display_.x < 600) ? 42.0f : 0.0f;
    auto centre = [] {
        const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
        return ImVec2{(a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f};
    };
    if (ImGui::Begin("##deploy", nullptr, flags)) {
        if (deploying) {
            // Which kinds of figure can go on this tile (a follower, the mayor, the wagon, the barn).
            bool can[kNumFigureKinds] = {};
            int kinds = 0;
            for (const Action& a : session_->legal_deploys()) {
                const int k = a.kind == ActionKind::Crown ? 0 : int(a.figure);  // a crown takes a follower
                if ((a.kind == ActionKind::Deploy || a.kind == ActionKind::Crown) && !can[k]) {
                    can[k] = true;
                    ++kinds;
                }
            }
            if (kinds > 1 || (kinds == 1 && !can[0])) {
                static const char* kLabels[kNumFigureKinds] = {"Follower", "Mayor", "Wagon", "Barn"};
                bool first = true;
                for (int k = 0; k < kNumFigureKinds; ++k) {
                    if (!can[k]) continue;
                    if (!first) ImGui::SameLine();
                    first = false;
                    const bool on = deploy_kind_ == carc::Figure(k);
                    if (on) ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(86, 160, 72, 255));
                    char label[32];
                    std::snprintf(label, sizeof label, "%d %s", k + 1, kLabels[k]);
                    if (ImGui::Button(label, {0, h})) choose_kind(carc::Figure(k));
                    if (on) ImGui::PopStyleColor();
                    kind_pos_[k] = centre();
                    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Show where the %s can go (key %d)", kLabels[k], k + 1);
                }
            }
            if (session_->can_take_back()) {
                if (ImGui::Button("Take back", {0, h})) take_back();
                undo_pos_ = centre();
                ImGui::SameLine();
            }
            if (ImGui::Button("No follower", {0, h})) skip_deploy();
            skip_pos_ = centre();
        } else if (abbey) {
            const bool last_round = g.state<AbbeyMayorState>().in_abbey_round();  // after the last tile: place it now or never
            if (ImGui::Button(last_round ? "No abbey" : "Draw a tile", {0, h})) session_->submit(no_abbey_action());
            skip_pos_ = centre();
            if (ImGui::IsItemHovered())
                ImGui::SetTooltip("%s", last_round ? "End the game without placing your abbey (Space)"
                                                   : "Keep the abbey for later and draw a tile (Space)");
        } else {
            if (ImGui::Button("Wagon goes home", {0, h})) session_->submit(Action::wagon_return());
            skip_pos_ = centre();
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("The wagon goes back to your supply (Space)");
        }
        bar_min_ = ImGui::GetWindowPos();
        bar_max_ = {bar_min_.x + ImGui::GetWindowSize().x, bar_min_.y + ImGui::GetWindowSize().y};
        // A click on the bar leaves the keyboard with the board (Space, Tab, Enter, 1-4 go on working).
        if (ImGui::IsWindowFocused() && !ImGui::IsAnyItemActive()) ImGui::SetWindowFocus(nullptr);
    }
    ImGui::End();
}

// ------------------------------------------------------------------------------------------- test probe

std::string BoardView::probe_json() const {
    std::string out = "{";
    char buf[256];
    if (!session_ || !session_->active()) return "{\"active\":false}";
    const Game& g = session_->game();
    // Until the board has caught up with a change made this frame (e.g. by its own buttons), say so.
    const char* phase = revision_ != session_->revision() || generation_ != session_->generation() ? "sync"
                        : g.is_over() ? "over"
                        : human_placing()   ? "place"
                        : human_deploying() ? "deploy"
                        : human_abbey()     ? "abbey"
                        : human_wagon()     ? "wagon"
                        : human_plague()    ? "plague"
                                            : "computer";
    std::snprintf(buf, sizeof buf,
                  "\"active\":true,\"phase\":\"%s\",\"player\":%d,\"turn\":%d,\"placed\":%d,\"bag\":%d,\"over\":%s,"
                  "\"generation\":%d,\"revision\":%llu,\"frames\":%d,\"handRot\":%d,\"scale\":%.2f,\"touch\":%s,"
                  "\"cameraMoving\":%s,\"stillRenders\":%d,",
                  phase, session_->deciding_player(), g.turn(), g.num_placed(), g.bag_size(), g.is_over() ? "true" : "false",
                  session_->generation(), static_cast<unsigned long long>(session_->revision()), frames_drawn_, hand_rot_,
                  camera_.scale(), touch_mode_ ? "true" : "false", cam_anim_ ? "true" : "false", still_renders_);
    out += buf;
    const ImVec2 o = screen(0, 0);
    std::snprintf(buf, sizeof buf, "\"origin\":[%.2f,%.2f],", o.x, o.y);
    out += buf;
    std::snprintf(buf, sizeof buf, "\"area\":[%.1f,%.1f,%.1f,%.1f],\"banner\":[%.1f,%.1f,%.1f,%.1f],", area_min_.x,
                  area_min_.y, area_max_.x, area_max_.y, banner_min_.x, banner_min_.y, banner_max_.x, banner_max_.y);
    out += buf;
    out += "\"scores\":[";
    for (int p = 0; p < g.num_players(); ++p) {
        std::snprintf(buf, sizeof buf, "%s%d", p ? "," : "", g.player(p).score);
        out += buf;
    }
    out += "],\"cells\":[";
    const float s = tile_px();
    // Covered by a window (the turn banner, the deploy bar, any panel): a click there would not reach the board.
    auto covered = [&](ImVec2 q) {
        // The board's own windows (the turn banner, the buttons under a placed tile), then every other one.
        auto in = [&](ImVec2 a, ImVec2 b) { return b.x > a.x && q.x >= a.x && q.x < b.x && q.y >= a.y && q.y < b.y; };
        if (in(banner_min_, banner_max_) || in(bar_min_, bar_max_)) return true;
        for (ImGuiWindow* w : GImGui->Windows) {
            if (!(w->Active || w->WasActive) || w->Hidden || (w->Flags & ImGuiWindowFlags_NoInputs)) continue;
            if (w->Rect().Contains(q)) return true;
        }
        return false;
    };
    bool first = true;
    if (lit_phase()) {
        for (const Cell& c : cells_) {
            const ImVec2 p = screen(c.x + 0.5, c.y + 0.5);
            const bool vis = p.x > area_min_.x + 4 && p.y > area_min_.y + 4 && p.x < area_max_.x - 4 &&
                             p.y < area_max_.y - 4 && !covered(p);
            std::snprintf(buf, sizeof buf, "%s{\"x\":%d,\"y\":%d,\"cx\":%.1f,\"cy\":%.1f,\"visible\":%s}", first ? "" : ",",
                          c.x, c.y, p.x, p.y, vis ? "true" : "false");
            out += buf;
            first = false;
        }
    }
    out += "],\"preview\":";
    Cell c;
    if (human_placing() && display_cell(&c)) {
        std::snprintf(buf, sizeof buf, "{\"x\":%d,\"y\":%d,\"rot\":%d}", c.x, c.y, shown_rotation(c));
        out += buf;
    } else {
        out += "null";
    }
    out += ",\"markers\":[";
    first = true;
    for (const Marker& m : markers_) {
        std::snprintf(buf, sizeof buf,
                      "%s{\"spot\":%d,\"role\":\"%s\",\"figure\":\"%s\",\"feature\":\"%s\",\"cx\":%.1f,\"cy\":%.1f,\"r\":%.1f,"
                      "\"visible\":%s,\"crown\":%d,\"plague\":%s}",
                      first ? "" : ",", m.action.spot, m.role, figure_name(m.figure), m.feature, m.pos.x, m.pos.y, marker_radius(),
                      covered(m.pos) ? "false" : "true", m.crown, m.plague ? "true" : "false");
        out += buf;
        first = false;
    }
    std::snprintf(buf, sizeof buf, "],\"skip\":[%.1f,%.1f],\"takeBack\":[%.1f,%.1f],\"tile\":%.1f,\"animating\":%s", skip_pos_.x,
                  skip_pos_.y, undo_pos_.x, undo_pos_.y, s, animating(now_) ? "true" : "false");
    out += buf;
    out += ",\"kinds\":[";
    for (int k = 0; k < kNumFigureKinds; ++k) {
        std::snprintf(buf, sizeof buf, "%s[%.1f,%.1f]", k ? "," : "", kind_pos_[k].x, kind_pos_[k].y);
        out += buf;
    }
    out += "]";
    // The players, the game log's lines and the final table's numbers (the browser tests check that the
    // table agrees with the log).
    json::Json names = json::Json::array(), log = json::Json::array();
    for (const Seat& seat : session_->config().seats) names.push_back(seat.name);
    for (const LogEntry& e : session_->log()) log.push_back(e.text);
    out += ",\"names\":" + names.dump() + ",\"log\":" + log.dump();
    out += ",\"wheel\":" + wheel_probe();
    if (g.is_over()) {
        const FinalTable t = final_table(g);
        json::Json cols = json::Json::array(), rows = json::Json::array();
        for (int k = 0; k < kNumScoreCategories; ++k) cols.push_back(score_category_name(static_cast<ScoreCategory>(k)));
        for (const FinalTable::Row& r : t.rows) rows.push_back({{"points", r.points}, {"unfinished", r.unfinished}, {"total", r.total}});
        out += ",\"final\":{\"columns\":" + cols.dump() + ",\"rows\":" + rows.dump() + "}";
    }
    return out + "}";
}

}  // namespace carc::ui
