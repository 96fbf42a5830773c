// Board view: the newest tile of another player (a computer's, or in hot-seat the previous player's) is never
// lost. When it lies off the board's area or under the turn banner, a round pointer in the player's colour at
// the area's edge shows its picture and points at it; a tap on the pointer brings the tile into view.
#include <algorithm>
#include <cmath>

#include "ui/board/board_view.h"
#include "ui/board/board_draw.h"
#include "ui/hud/hud.h"
#include "ui/hud/palette.h"
#include "ui/core/session.h"

namespace carc::ui {

void BoardView::locate_newest() {
    newest_ = Newest{};
    const Game& g = session_->game();
    const int n = g.num_placed() - 1;
    const std::vector<int>& last = session_->last_tiles();
    const auto& seats = session_->config().seats;
    int who = -1;
    for (size_t p = 0; p < last.size() && p < seats.size(); ++p)
        if (last[p] == n) who = int(p);
    if (who < 0 || n < 0) return;
    int humans = 0;
    for (const Seat& s : seats) humans += s.computer ? 0 : 1;
    if (!seats[size_t(who)].computer && !(humans > 1 && who != g.turn_player())) return;
    newest_.tile = n;
    newest_.player = who;
    // The board's open part: the area less the turn banner's band at its top.
    const float r = std::max(22.0f, ImGui::GetFontSize() * 1.1f);
    float top = area_min_.y;
    if (banner_max_.x > banner_min_.x && banner_max_.y > top) top = banner_max_.y;
    const ImVec2 lo{area_min_.x, top}, hi = area_max_;
    // Hidden: the middle half of the tile is not wholly in the open part, or the buttons under a tile cover it.
    const float s = tile_px();
    const PlacedTile& t = g.placed()[n];
    const ImVec2 tl = screen(t.x, t.y);
    const ImVec2 a{tl.x + s * 0.25f, tl.y + s * 0.25f}, b{tl.x + s * 0.75f, tl.y + s * 0.75f};
    const bool inside = a.x >= lo.x && a.y >= lo.y && b.x <= hi.x && b.y <= hi.y;
    const bool under_bar = bar_max_.x > bar_min_.x && a.x < bar_max_.x && b.x > bar_min_.x && a.y < bar_max_.y && b.y > bar_min_.y;
    if (inside && !under_bar) return;
    newest_.hidden = true;
    newest_.r = r;
    // The pointer sits where the line from the open part's middle to the tile leaves it.
    const float m = r + 8;
    const ImVec2 c{(lo.x + hi.x) * 0.5f, (lo.y + hi.y) * 0.5f};
    const float hx = std::max(1.0f, (hi.x - lo.x) * 0.5f - m), hy = std::max(1.0f, (hi.y - lo.y) * 0.5f - m);
    const float dx = tl.x + s * 0.5f - c.x, dy = tl.y + s * 0.5f - c.y;
    const float k = std::min(std::fabs(dx) > 1e-3f ? hx / std::fabs(dx) : 1e9f, std::fabs(dy) > 1e-3f ? hy / std::fabs(dy) : 1e9f);
    newest_.at = k >= 1 ? ImVec2{c.x + dx, c.y + dy} : ImVec2{c.x + dx * k, c.y + dy * k};
    // Not over the person's own tile (the one previewed on a cell, or just placed): slid along its edge, to
    // whichever side is free nearest.
    ImVec2 own_a, own_b;
    bool own = false;
    Cell shown;
    if (human_placing() && turn_->display_cell(&shown)) {
        own_a = screen(shown.x, shown.y);
        own = true;
    } else if (human_deploying() && g.last_placed() >= 0) {
        const PlacedTile& mine = g.placed()[g.last_placed()];
        own_a = screen(mine.x, mine.y);
        own = true;
    }
    if (own && k < 1) {
        own_b = {own_a.x + s, own_a.y + s};
        const float reach = r * 1.6f;  // the ring and its arrowhead
        auto clear = [&](ImVec2 p) {
            return p.x + reach < own_a.x || p.x - reach > own_b.x || p.y + reach < own_a.y || p.y - reach > own_b.y;
        };
        const bool side = std::fabs(newest_.at.x - (c.x - hx)) < 1 || std::fabs(newest_.at.x - (c.x + hx)) < 1;
        for (float step = r; !clear(newest_.at) && step < std::max(hi.x - lo.x, hi.y - lo.y); step += r) {
            bool moved = false;
            for (const float d : {step, -step}) {
                ImVec2 p = newest_.at;
                if (side) p.y = std::clamp(p.y + d, c.y - hy, c.y + hy);
                else p.x = std::clamp(p.x + d, c.x - hx, c.x + hx);
                if (clear(p)) {
                    newest_.at = p;
                    moved = true;
                    break;
                }
            }
            if (moved) break;
        }
    }
    newest_.toward = {tl.x + s * 0.5f - newest_.at.x, tl.y + s * 0.5f - newest_.at.y};
}

bool BoardView::newest_hit(ImVec2 pos) const {
    return newest_.hidden && std::hypot(pos.x - newest_.at.x, pos.y - newest_.at.y) <= newest_.r * 1.15f;
}

// Brings a placed tile to the middle of the open part of the board (an animated pan, the zoom kept): the newest
// tile when its pointer is pressed, any tile when its log line is chosen (framed for a moment then).
void BoardView::show_tile(int index) {
    if (!session_ || !session_->active() || index < 0 || index >= session_->game().num_placed()) return;
    const PlacedTile& t = session_->game().placed()[index];
    const float s = tile_px();
    float top = area_min_.y;
    if (banner_max_.x > banner_min_.x && banner_max_.y > top) top = banner_max_.y;
    const double below = (top - area_min_.y) * 0.5;  // the open part's middle lies this far below the area's
    cam_target_ = camera_.view();
    cam_target_.center = {t.x + 0.5, t.y + 0.5 - below / s};
    cam_anim_ = true;
    refit_after_banner_ = false;
    flash_tile_ = index;
    flash_until_ = now_ + 2.0;
}

void BoardView::draw_flash(ImDrawList* dl) const {
    if (flash_tile_ < 0 || now_ >= flash_until_ || flash_tile_ >= session_->game().num_placed()) return;
    const PlacedTile& t = session_->game().placed()[flash_tile_];
    const float s = tile_px();
    const ImVec2 tl = screen(t.x, t.y);
    // Three pulses, fading out (steady with reduced motion).
    const double left = flash_until_ - now_;
    const bool still = settings_ && settings_->reduced_motion;
    const float pulse = still ? 1.0f : float(0.55 + 0.45 * std::cos((2.0 - left) * 3 * 3.14159265));
    // A white frame in a wide gold glow: unlike the lit cells' thin gold frames.
    const float w = std::clamp(s * 0.05f, 3.0f, 6.0f);
    const double fade = std::min(1.0, left / 0.4);
    for (int k = 3; k >= 1; --k) {
        const float g = w * (1.0f + 1.2f * float(k));
        dl->AddRect({tl.x - g * 0.5f, tl.y - g * 0.5f}, {tl.x + s + g * 0.5f, tl.y + s + g * 0.5f},
                    IM_COL32(255, 200, 60, int(70 * pulse * fade)), s * 0.05f, 0, g);
    }
    dl->AddRect({tl.x - w * 0.5f, tl.y - w * 0.5f}, {tl.x + s + w * 0.5f, tl.y + s + w * 0.5f},
                IM_COL32(255, 255, 255, int(255 * pulse * fade)), s * 0.04f, 0, w);
}

void BoardView::draw_newest(ImDrawList* dl) const {
    if (!newest_.hidden) return;
    const auto& seats = session_->config().seats;
    const ImU32 col = player_color(seats[size_t(newest_.player)].color, settings_ && settings_->colorblind_palette);
    const float r = newest_.r;
    const ImVec2 p = newest_.at;
    const float len = std::max(1e-3f, std::hypot(newest_.toward.x, newest_.toward.y));
    const ImVec2 u{newest_.toward.x / len, newest_.toward.y / len}, v{-u.y, u.x};
    // The arrowhead outside the ring, towards the tile.
    const ImVec2 tip{p.x + u.x * r * 1.55f, p.y + u.y * r * 1.55f};
    const ImVec2 b1{p.x + u.x * r * 0.9f + v.x * r * 0.55f, p.y + u.y * r * 0.9f + v.y * r * 0.55f};
    const ImVec2 b2{p.x + u.x * r * 0.9f - v.x * r * 0.55f, p.y + u.y * r * 0.9f - v.y * r * 0.55f};
    dl->AddTriangleFilled(tip, b1, b2, col);
    dl->AddTriangle(tip, b1, b2, IM_COL32(20, 24, 20, 230), 1.5f);
    dl->AddCircleFilled(p, r, IM_COL32(20, 24, 20, 235), 32);
    dl->AddCircle(p, r, col, 32, 3.5f);
    const PlacedTile& t = session_->game().placed()[newest_.tile];
    const float side = r * 1.15f;
    draw_tile_pic(dl, {p.x - side * 0.5f, p.y - side * 0.5f}, side, t.type, t.rot);
    dl->AddRect({p.x - side * 0.5f, p.y - side * 0.5f}, {p.x + side * 0.5f, p.y + side * 0.5f}, col, 0, 0, 2.0f);
}

}  // namespace carc::ui
