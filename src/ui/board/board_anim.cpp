// Board view animations: the camera's moves, scored features lit one after another with their points
// floating up, and followers going home.
#include <algorithm>
#include <cmath>

#include "engine/spots.h"
#include "ui/board/board_view.h"
#include "ui/board/board_draw.h"
#include "ui/hud/hud.h"
#include "ui/hud/palette.h"
#include "ui/core/session.h"
#include "ui/tiles/tile_atlas.h"
#include "ui/core/tile_geom.h"

namespace carc::ui {
namespace {

constexpr double kHighlight = 1.5;      // seconds a scored feature stays highlighted
constexpr double kGhostTime = 0.9;      // seconds a follower going home takes

}  // namespace

bool BoardView::animating(double now) const {
    if (keys_held_ || cam_anim_ || (flash_tile_ >= 0 && now < flash_until_ + 0.05)) return true;
    if (press_.active && press_.touch && !press_.long_fired) return true;  // waiting for a long press
    for (const ScoreHighlight& s : scores_)
        if (now < s.start + kHighlight + 0.1) return true;
    for (const Ghost& g : ghosts_)
        if (now < g.start + kGhostTime + 0.05) return true;
    BoardScene sc = scene();
    sc.now = now;
    for (const auto& layer : layers_)
        if (layer->animating(sc)) return true;
    return false;
}

FigureGhost BoardScene::ghost_of(int seat, double bx, double by, bool farmer, double start) const {
    const int colour = session->config().seats[size_t(seat)].color;
    FigureGhost gh;
    gh.bx = bx;
    gh.by = by;
    gh.colour = player_color(colour, settings && settings->colorblind_palette);
    gh.farmer = farmer;
    gh.glyph = player_style(colour).glyph;
    gh.ink = player_style(colour).ink;
    gh.start = start;
    return gh;
}

// One frame of the camera's animated move towards cam_target_ (there at once with reduced motion).
void BoardView::animate_camera(float dt) {
    if (!cam_anim_) return;
    const bool reduced = settings_ && settings_->reduced_motion;
    const CameraView v = camera_.view();
    const double off = std::hypot(v.center.x - cam_target_.center.x, v.center.y - cam_target_.center.y) * v.scale;
    if (reduced || (off < 0.5 && std::fabs(v.scale / cam_target_.scale - 1) < 0.003)) {
        camera_.set_view(cam_target_);
        cam_anim_ = false;
    } else {
        // (Nearly there in a quarter of a second: a tap on a circle soon after a zoom finds it where it stays.)
        camera_.approach(cam_target_, 1 - std::exp(-double(std::min(dt, 0.1f)) * 12.0));
    }
}

// Followers that left the board since the last change go home (a short fade).
void BoardView::track_figures(double now, bool new_game) {
    const Game& g = session_->game();
    std::vector<FigureKey> now_keys;
    std::vector<float> xs, ys;
    std::vector<uint8_t> farmers;
    std::vector<float> scales;
    for (int i = 0; i < g.num_figures(); ++i) {
        const FigureSlot& f = g.figures()[i];
        P2 apart;
        if (!f.on_board || placed_apart(f.kind, f.spot, &apart)) continue;
        const PlacedTile& t = g.placed()[f.tile];
        const P2 a = segment_anchor(t.type, t.rot, f.spot);
        now_keys.push_back({f.player, int(f.kind), f.tile, f.spot});
        xs.push_back(float(t.x) + a.x);
        ys.push_back(float(t.y) + a.y);
        farmers.push_back(g.node_kind(f.node) == SegKind::Field);
        // It goes home as a follower: as big as it stands when it has a follower's shape (a large follower).
        const FigureLook* look = find_figure_look(f.kind);
        scales.push_back(look && look->sprite == int(Sprite::Follower) ? look->scale : 1.0f);
    }
    if (!new_game) {
        for (size_t i = 0; i < figures_seen_.size(); ++i) {
            if (std::find(now_keys.begin(), now_keys.end(), figures_seen_[i]) != now_keys.end()) continue;
            const int seat = figures_seen_[i].player;
            if (seat >= int(session_->config().seats.size())) continue;
            ghosts_.push_back(scene().ghost_of(seat, figures_seen_x_[i], figures_seen_y_[i], figures_seen_farmer_[i] != 0, now));
            ghosts_.back().scale = figures_seen_scale_[i];
        }
    }
    figures_seen_ = now_keys;
    figures_seen_x_ = xs;
    figures_seen_y_ = ys;
    figures_seen_farmer_ = farmers;
    figures_seen_scale_ = scales;
}

// New scores: the features lit (final scores one after another); finished highlights and ghosts dropped.
void BoardView::take_scores(double now) {
    std::vector<ScoreAnim> fresh = session_->take_new_scores();
    // The layers' own events are shown by them (the wheel's pig walks); computer players may wait for them.
    const BoardScene sc = scene();
    for (const auto& layer : layers_) {
        layer->take_events(sc, fresh, ghosts_);
        if (layer->busy_until() > now) session_->hold_computers_until(layer->busy_until());
    }
    if (!fresh.empty()) {
        double busy_until = now;
        for (const ScoreHighlight& s : scores_) busy_until = std::max(busy_until, s.start + kFinalScoreGap);
        std::vector<bool> finals;
        for (const ScoreAnim& a : fresh) finals.push_back(a.event.final);
        const std::vector<double> starts = stagger_starts(finals, now, busy_until, kFinalScoreGap);
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
}

// Scored features lit in the scorer's colour, fading out.
void BoardView::draw_score_highlights(ImDrawList* dl) const {
    const auto& seats = session_->config().seats;
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
}

// Followers going home: they rise and fade (only fade with reduced motion). `fsize`: a figure's size.
void BoardView::draw_ghosts(ImDrawList* dl, float fsize) const {
    const float s = tile_px();
    const bool reduced = settings_ && settings_->reduced_motion;
    for (const Ghost& g : ghosts_) {
        const float t = float(std::clamp((now_ - g.start) / kGhostTime, 0.0, 1.0));
        ImVec2 p = screen(g.bx, g.by);
        if (!reduced) p.y -= ease_out(t) * std::min(s * 0.6f, 70.0f);
        const float a = 1 - t;
        const float size = fsize * g.scale * (reduced ? 1.0f : 1 - 0.3f * t);
        if (atlas_ && atlas_->figures_ready()) {
            atlas_->draw_figure(dl, int(g.farmer ? Sprite::Farmer : Sprite::Follower), p, size, with_alpha(g.colour, a));
        } else {
            dl->AddCircleFilled(p, size * 0.3f, with_alpha(g.colour, a), 20);
        }
    }
}

// Points floating up from the scored features, in the scorers' colours.
void BoardView::draw_score_points(ImDrawList* dl) const {
    const float s = tile_px();
    const auto& seats = session_->config().seats;
    const bool reduced = settings_ && settings_->reduced_motion;
    const Game& g = session_->game();
    const std::vector<uint32_t> colours = scene().seat_colours();
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
}

}  // namespace carc::ui
