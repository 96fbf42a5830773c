// The Wheel of Fortune's board layer: the pig walking round the wheel segment by segment, the segment it
// stops on lit with a banner naming the event and its points, figures on the crown spaces, the crowns to
// deploy on and the Plague's choice. The wheel's picture itself is in the board tiles (the cached still
// layer); everything here is drawn live each frame.
#include <algorithm>
#include <array>
#include <cmath>

#include "art/expansions/wheel/wheel_layout.h"
#include "engine/json_util.h"
#include "engine/spots.h"
#include "ui/board/board_draw.h"
#include "ui/board/board_layer.h"
#include "ui/core/figure_words.h"
#include "ui/core/i18n.h"
#include "ui/core/session.h"
#include "ui/core/tile_geom.h"
#include "ui/expansions/wheel/draw/parts.h"
#include "ui/expansions/wheel/geom.h"
#include "ui/expansions/wheel/log.h"
#include "ui/hud/hud.h"
#include "ui/hud/palette.h"
#include "ui/tiles/tile_atlas.h"

namespace carc::ui {
namespace L = wheel_layout;
namespace {

constexpr int kPigToken = 0;         // the pig's sprite: token 0 of figures.png (nose to the right)
constexpr double kFxTime = 2.8;      // seconds the landing segment stays lit, with the banner and the points
constexpr float kPi = 3.14159265f;

ImU32 segment_colour(int k, float alpha) {
    const unsigned char* c = L::kSegmentRGB[std::clamp(k, 0, L::kSegments - 1)];
    return IM_COL32(c[0], c[1], c[2], int(255 * std::clamp(alpha, 0.0f, 1.0f)));
}

// ImGui's angle (0 = right, clockwise) of an angle in degrees clockwise from the top.
float imgui_angle(double degrees) {
    return float(degrees) * kPi / 180 - kPi / 2;
}

class WheelLayer : public BoardLayer {
  public:
    void on_change(const BoardScene& sc, bool new_game) override;
    void take_events(const BoardScene& sc, std::vector<ScoreAnim>& fresh,
                     std::vector<FigureGhost>& ghosts) override;
    double busy_until() const override { return wheel_ ? wheel_busy_until_ : 0; }
    bool animating(const BoardScene& sc) const override;
    bool phase(Phase p, LayerPhase* out) const override {
        if (p != Phase::Plague) return false;
        *out = {"plague", false, false};
        return true;
    }
    void add_markers(const BoardScene& sc, std::vector<BoardMarker>& out) const override;
    bool deploys(const Action& a) const override {
        return a.kind == ActionKind::Crown;
    }  // a follower on a crown
    bool human_text(const BoardScene& sc, const TurnWho& who, std::string* title,
                    std::string* hint) const override;
    bool wait_text(const BoardScene& sc, const TurnWho& who, std::string* title) const override;
    void deploy_text(const BoardScene& sc, const std::vector<BoardMarker>& markers, bool touch,
                     const char** title, const char** hint) const override;
    void draw_live(const BoardScene& sc,
                   ImDrawList* dl) const override;  // the lit segment, the figures on the crowns
    void draw_over_figures(const BoardScene& sc, ImDrawList* dl) const override;  // the pig
    void draw_effects(const BoardScene& sc,
                      ImDrawList* dl) const override;  // the event's points, the figures it paid
    void draw_banner(const BoardScene& sc, ImDrawList* dl) const override;
    bool tooltip(const BoardScene& sc, ImVec2 mouse) const override;  // the segment or crown under the mouse
    const char* probe_key() const override { return "wheel"; }
    std::string probe(const BoardScene& sc, const std::vector<BoardMarker>& markers) const override;

  private:
    struct PigMove {
        int from = 0, steps = 0;
        double start = 0, step_time = 0;
        double arrival() const { return start + steps * step_time; }
    };
    struct WheelFx {  // a wheel event shown from `start` (the pig's arrival)
        ScoreEvent event;
        double start = 0;
    };
    bool wheel_ = false;  // the game has a wheel board, its top-left cell:
    int wheel_x_ = 0, wheel_y_ = 0;
    std::vector<PigMove> pig_moves_;  // queued and running walks (the game's pig is already there)
    std::vector<WheelFx> wheel_fx_;
    std::array<int8_t, kCrownSpaces> crowns_seen_{};
    std::array<double, kCrownSpaces> crown_arrived_{};  // when a follower was last put on each crown space
    std::vector<std::pair<int, int>>
        crown_left_;  // (space, player): followers seen leaving a crown this sync
    double wheel_busy_until_ = 0;

    bool wheel_ready(
        const BoardScene& sc) const;  // no walk or event still to show (the Plague's lights wait for it)
    ImVec2 wheel_screen(const BoardScene& sc,
                        WheelPoint p) const;  // a point relative to the wheel board's corner
    PigPose pig_now(const BoardScene& sc) const;
};

}  // namespace

bool WheelLayer::wheel_ready(const BoardScene& sc) const {
    for (const PigMove& m : pig_moves_)
        if (sc.now < m.arrival()) return false;
    return true;
}

ImVec2 WheelLayer::wheel_screen(const BoardScene& sc, WheelPoint p) const {
    return sc.screen(wheel_x_ + p.x, wheel_y_ + p.y);
}

PigPose WheelLayer::pig_now(const BoardScene& sc) const {
    for (const PigMove& m : pig_moves_) {
        if (sc.now < m.start) return pig_rest(m.from);
        if (sc.now < m.arrival()) return pig_pose(m.from, m.steps, sc.now - m.start, m.step_time);
    }
    return pig_rest(sc.session->game().state<WheelState>().pig_at());
}

void WheelLayer::on_change(const BoardScene& sc, bool new_game) {
    const double now = sc.now;
    const Game& g = sc.session->game();
    if (new_game) {
        wheel_ = wheel_origin(g, &wheel_x_, &wheel_y_);
        pig_moves_.clear();
        wheel_fx_.clear();
        crown_left_.clear();
        wheel_busy_until_ = 0;
        for (int s = 0; s < kCrownSpaces; ++s) crowns_seen_[size_t(s)] = int8_t(g.state<WheelState>().crown_player(s));
        crown_arrived_.fill(-10);
        return;
    }
    if (!wheel_) return;
    // Followers leaving the crowns go home like the others (take_events makes their ghosts: with the
    // payout, or at once after a take-back).
    for (int s = 0; s < kCrownSpaces; ++s) {
        const int was = crowns_seen_[size_t(s)], is = g.state<WheelState>().crown_player(s);
        if (was >= 0 && is != was) crown_left_.push_back({s, was});
        if (is >= 0 && is != was)
            crown_arrived_[size_t(s)] = now;  // a follower just put there: a ring spreads from it
        crowns_seen_[size_t(s)] = int8_t(is);
    }
}

void WheelLayer::take_events(const BoardScene& sc, std::vector<ScoreAnim>& fresh,
                             std::vector<FigureGhost>& ghosts) {
    const double now = sc.now;
    if (!wheel_) {
        crown_left_.clear();
        return;
    }
    const bool reduced = sc.reduced_motion();
    // The turn's own scores (a city completed by the last tile) are seen first; then the pig walks.
    bool others = false;
    for (const ScoreAnim& a : fresh) others |= !is_wheel_event(a.event) && a.event.kind != EventKind::Discard;
    std::vector<ScoreAnim> keep;
    double crowns_at = -1;
    for (const ScoreAnim& a : fresh) {
        const ScoreEvent& e = a.event;
        if (!is_wheel_event(e)) {
            keep.push_back(a);
            continue;
        }
        if (is_pig_move(e)) {
            PigMove m;
            m.from = e.moved_from;
            m.steps = (e.moved_to - e.moved_from + kWheelSegments) % kWheelSegments;
            m.step_time = reduced ? 0 : kPigStepSeconds;
            m.start = std::max(now + (others ? kPigAfterScores : 0.0), wheel_busy_until_);
            pig_moves_.push_back(m);
            wheel_fx_.push_back({e, m.arrival()});
            wheel_busy_until_ = m.arrival() + (reduced ? 0.5 : kAfterWheelEvent);
            crowns_at = m.arrival() + (reduced ? 0.2 : kCrownPayDelay);
        } else if (e.kind == EventKind::Crown) {
            // After the event (or, after a Plague, after the last follower went home: now).
            const double t = crowns_at >= 0 ? crowns_at : now;
            wheel_fx_.push_back({e, t});
            // The paid followers rise from their crowns when the payout shows. A follower put there in the
            // same step (a crown deployment, then the next player's draw paid it) was never seen on the
            // board: it goes home from a space of its segment all the same.
            std::vector<int> used;
            for (int p = 0; p < kMaxPlayers && p < int(sc.session->config().seats.size()); ++p) {
                const int n = e.points[size_t(p)] <= 0           ? 0
                              : e.rule == ScoreRule::CrownShared ? e.points[size_t(p)] / 3
                                                                 : 1;
                for (int k = 0; k < n; ++k) {
                    int space = -1;
                    for (size_t i = 0; i < crown_left_.size() && space < 0; ++i)
                        if (crown_left_[i].second == p &&
                            WheelState::crown_segment(crown_left_[i].first) == e.moved_to) {
                            space = crown_left_[i].first;
                            crown_left_.erase(crown_left_.begin() + std::ptrdiff_t(i));
                        }
                    for (int sp = 0; sp < kCrownSpaces && space < 0; ++sp)
                        if (WheelState::crown_segment(sp) == e.moved_to &&
                            std::find(used.begin(), used.end(), sp) == used.end() &&
                            crowns_seen_[size_t(sp)] < 0)
                            space = sp;
                    if (space < 0) continue;
                    used.push_back(space);
                    const WheelPoint cp = crown_point(space);
                    ghosts.push_back(sc.ghost_of(p, wheel_x_ + cp.x, wheel_y_ + cp.y, false, t));
                }
            }
            wheel_busy_until_ = std::max(wheel_busy_until_, t + (reduced ? 0.4 : 1.0));
        }
        // A Plague removal: its follower's ghost rises at once (on_game_change), the log names it.
    }
    for (const auto& [space, player] : crown_left_) {  // taken back: home at once
        const WheelPoint cp = crown_point(space);
        ghosts.push_back(sc.ghost_of(player, wheel_x_ + cp.x, wheel_y_ + cp.y, false, now));
    }
    crown_left_.clear();
    fresh.swap(keep);
    wheel_fx_.erase(std::remove_if(wheel_fx_.begin(), wheel_fx_.end(),
                                   [&](const WheelFx& f) { return now > f.start + kFxTime; }),
                    wheel_fx_.end());
    pig_moves_.erase(std::remove_if(pig_moves_.begin(), pig_moves_.end(),
                                    [&](const PigMove& m) { return now > m.arrival() + 0.1; }),
                     pig_moves_.end());
}

bool WheelLayer::animating(const BoardScene& sc) const {
    const double now = sc.now;
    if (!wheel_) return false;
    for (const PigMove& m : pig_moves_)
        if (now < m.arrival() + 0.1) return true;
    for (const WheelFx& f : wheel_fx_)
        if (now < f.start + kFxTime + 0.1) return true;
    for (double t : crown_arrived_)
        if (now < t + 1.0) return true;
    return sc.human_to_move(Phase::Plague);  // the lit Plague segment pulses while the choice is made
}

// Crown spaces to deploy on (with the follower markers), or the followers the Plague may send home.
void WheelLayer::add_markers(const BoardScene& sc, std::vector<BoardMarker>& out) const {
    if (!wheel_) return;
    const Game& g = sc.session->game();
    if (sc.human_to_move(Phase::Deploy) && sc.deploy_kind == carc::Figure::Follower) {
        for (const Action& a : sc.session->legal_deploys()) {
            if (a.kind != ActionKind::Crown) continue;
            // The engine fills a segment's crown spaces in order: light the first free one.
            for (int s = 0; s < kCrownSpaces; ++s) {
                if (WheelState::crown_segment(s) != a.spot || g.state<WheelState>().crown_player(s) >= 0) continue;
                BoardMarker m{a,
                              wheel_screen(sc, crown_point(s)),
                              wheel_segment_title(a.spot),
                              carc::Figure::Follower,
                              false,
                              "crown"};
                m.space = s;
                out.push_back(m);
                break;
            }
        }
    }
    if (sc.human_to_move(Phase::Plague) && wheel_ready(sc)) {
        for (const Action& a : sc.session->legal_decisions()) {
            if (a.kind != ActionKind::PlagueReturn) continue;
            const int ti = g.tile_at(a.x, a.y);
            if (ti < 0) continue;
            const PlacedTile& t = g.placed()[ti];
            carc::Figure kind = carc::Figure::Follower;
            for (int i = 0; i < g.num_figures(); ++i)
                if (g.figures()[i].tile == ti && g.figures()[i].spot == a.spot &&
                    g.figures()[i].player == g.current_player())
                    kind = g.figures()[i].kind;
            const SegKind k = tiles().type(t.type).segments[a.spot].kind;
            const P2 p = segment_anchor(t.type, t.rot, a.spot);
            BoardMarker m{a,
                          sc.screen(t.x + p.x, t.y + p.y),
                          kind == carc::Figure::Follower ? segment_role(k) : figure_word(kind),
                          kind,
                          kind == carc::Figure::Follower && k == SegKind::Field,
                          segment_kind_name(k)};
            m.ring = true;
            out.push_back(m);
        }
    }
}

void WheelLayer::draw_live(const BoardScene& sc, ImDrawList* dl) const {
    if (!wheel_) return;
    const Game& g = sc.session->game();
    const float s = sc.tile_px();
    const bool reduced = sc.reduced_motion();
    const ImVec2 c = wheel_screen(sc, {L::kCentreX, L::kCentreY});
    // The segment the pig stopped on, lit while its event is shown (and Plague while its choices are made).
    int lit = -1;
    double age = 0;
    for (const WheelFx& f : wheel_fx_)
        if (is_pig_move(f.event) && sc.now >= f.start && sc.now < f.start + kFxTime) {
            lit = f.event.moved_to;
            age = sc.now - f.start;
        }
    float fade = lit >= 0 ? float(std::min(1.0, (kFxTime - age) / 0.5)) : 1.0f;
    if (lit < 0 && g.phase() == Phase::Plague && wheel_ready(sc)) {
        lit = 5;
        age = sc.now;
        fade = 1;
    }
    if (lit >= 0) {
        const float pulse = reduced ? 0.6f : 0.5f + 0.5f * std::sin(float(age) * 2 * kPi * 1.4f);
        const float r0 = float(L::kHubRadius) * s, r1 = float(L::kWheelRadius) * s;
        const float a0 = imgui_angle(segment_degrees(lit) - 30), a1 = imgui_angle(segment_degrees(lit) + 30);
        // An annular sector, filled as thin convex slices.
        constexpr int kSlices = 12;
        const ImU32 fill = IM_COL32(255, 250, 225, int((70 + 90 * pulse) * fade));
        for (int i = 0; i < kSlices; ++i) {
            const float b0 = a0 + (a1 - a0) * float(i) / kSlices,
                        b1 = a0 + (a1 - a0) * float(i + 1) / kSlices;
            const ImVec2 q[4] = {{c.x + std::cos(b0) * r0, c.y + std::sin(b0) * r0},
                                 {c.x + std::cos(b0) * r1, c.y + std::sin(b0) * r1},
                                 {c.x + std::cos(b1) * r1, c.y + std::sin(b1) * r1},
                                 {c.x + std::cos(b1) * r0, c.y + std::sin(b1) * r0}};
            dl->AddConvexPolyFilled(q, 4, fill);
        }
        dl->PathArcTo(c, r1, a0, a1, 24);
        dl->PathArcTo(c, r0, a1, a0, 8);
        dl->PathStroke(IM_COL32(255, 214, 90, int(255 * fade)), ImDrawFlags_Closed,
                       std::max(2.5f, s * (0.03f + 0.02f * pulse)));
        // A glow on the rim beside the segment.
        dl->PathArcTo(c, float(L::kRimRadius) * s + 2, a0, a1, 24);
        dl->PathStroke(IM_COL32(255, 226, 120, int(160 * fade * (0.5f + 0.5f * pulse))), 0,
                       std::max(3.0f, s * 0.05f));
    }
    // Followers on the crown spaces, standing on their discs; one just put there sends out a ring.
    const float fsize = std::max(14.0f, s * 0.36f);
    const std::vector<uint32_t> colours = sc.seat_colours();
    for (int sp = 0; sp < kCrownSpaces; ++sp) {
        const int p = g.state<WheelState>().crown_player(sp);
        if (p < 0) continue;
        const ImVec2 at = wheel_screen(sc, crown_point(sp));
        const float t = float((sc.now - crown_arrived_[size_t(sp)]) / 0.9);
        if (t >= 0 && t < 1 && p < int(colours.size()))
            dl->AddCircle(at, float(L::kCrownDisc) * s * (1 + (reduced ? 0.5f : 1.5f * t)),
                          with_alpha(colours[size_t(p)], 1 - t), 28, std::max(2.0f, s * 0.03f));
        sc.draw_figure(dl, {at.x, at.y - s * 0.05f}, fsize, p, int(Sprite::Follower), 1.0f);
    }
}

void WheelLayer::draw_over_figures(const BoardScene& sc, ImDrawList* dl) const {
    if (!wheel_) return;
    const float s = sc.tile_px();
    const PigPose pose = pig_now(sc);
    const bool reduced = sc.reduced_motion();
    const ImVec2 at = wheel_screen(sc, wheel_point(pose.degrees, L::kPigRadius));
    const float size = float(L::kPigSize) * s;
    const float hop = reduced ? 0.0f : float(pose.hop) * 0.16f * s;
    // A shadow on the wheel that shrinks as the pig hops.
    const float sh = size * (0.34f - 0.08f * float(pose.hop));
    {
        // ImGui 1.86 has no ellipse: a circle path squashed vertically.
        const ImVec2 shadow{at.x, at.y + size * 0.34f};
        constexpr int kN = 20;
        for (int i = 0; i < kN; ++i) {
            const float a = 2 * kPi * float(i) / kN;
            dl->PathLineTo({shadow.x + std::cos(a) * sh, shadow.y + std::sin(a) * sh * 0.28f});
        }
        dl->PathFillConvex(IM_COL32(0, 0, 0, 70));
    }
    const ImVec2 body{at.x, at.y - hop};
    if (sc.atlas && sc.atlas->token_ready(kPigToken)) {
        sc.atlas->draw_token(dl, kPigToken, body, size, float(pose.facing));
        return;
    }
    // Without the art: a pink body, a head on the side it faces.
    const float dir = pose.facing < 0 ? -1.0f : 1.0f;
    dl->AddCircleFilled(body, size * 0.3f, IM_COL32(246, 170, 182, 255), 24);
    dl->AddCircleFilled({body.x + dir * size * 0.28f, body.y - size * 0.06f}, size * 0.17f,
                        IM_COL32(246, 170, 182, 255), 20);
    dl->AddCircleFilled({body.x + dir * size * 0.42f, body.y - size * 0.04f}, size * 0.07f,
                        IM_COL32(226, 128, 146, 255), 12);
    dl->AddCircle(body, size * 0.3f, IM_COL32(62, 30, 36, 255), 24, 2);
}

// The event's points float up from the landing segment (the crowns' from their spaces), and the figures it
// paid (knights for Tax, farmers for Famine, monks for Inquisition) get a ring in their owner's colour.
void WheelLayer::draw_effects(const BoardScene& sc, ImDrawList* dl) const {
    if (!wheel_) return;
    const Game& g = sc.session->game();
    const float s = sc.tile_px();
    const bool reduced = sc.reduced_motion();
    const std::vector<uint32_t> colours = sc.seat_colours();
    const int players = std::min<int>(int(colours.size()), kMaxPlayers);
    for (const WheelFx& f : wheel_fx_) {
        const double age = sc.now - f.start;
        if (age < 0 || age > kFxTime) continue;
        const ScoreEvent& e = f.event;
        const float t = float(age / kFxTime);
        const float alpha = t > 0.7f ? (1 - t) / 0.3f : 1.0f;
        ImVec2 at;
        if (e.kind == EventKind::Crown) {
            WheelPoint mid{0, 0};
            int n = 0;
            for (int sp = 0; sp < kCrownSpaces; ++sp)
                if (WheelState::crown_segment(sp) == e.moved_to) {
                    const WheelPoint p = crown_point(sp);
                    mid.x += p.x;
                    mid.y += p.y;
                    ++n;
                }
            at = wheel_screen(sc, {mid.x / std::max(n, 1), mid.y / std::max(n, 1)});
        } else {
            at = wheel_screen(sc, wheel_point(segment_degrees(e.moved_to), 0.62));
        }
        if (!reduced) at.y -= ease_out(t) * std::clamp(s * 0.7f, 30.0f, 80.0f);
        draw_points(dl, at, std::clamp(s * 0.3f, 20.0f, 38.0f), e.points.data(), colours.data(), players,
                    alpha);
        if (e.kind != EventKind::Tax && e.kind != EventKind::Famine && e.kind != EventKind::Inquisition)
            continue;
        const SegKind want = e.kind == EventKind::Tax      ? SegKind::City
                             : e.kind == EventKind::Famine ? SegKind::Field
                                                           : SegKind::Cloister;
        const float ring = reduced ? 1.0f : 1.0f + 0.25f * std::sin(float(age) * 2 * kPi * 1.4f);
        for (int i = 0; i < g.num_figures(); ++i) {
            const FigureSlot& fig = g.figures()[i];
            if (!fig.on_board || is_marker_figure(fig.kind) || g.node_kind(fig.node) != want) continue;
            if (e.kind == EventKind::Famine && g.farm_completed_cities(fig.node) == 0) continue;
            if (fig.player >= players || e.points[fig.player] <= 0) continue;
            const PlacedTile& pt = g.placed()[fig.tile];
            const P2 a = segment_anchor(pt.type, pt.rot, fig.spot);
            dl->AddCircle(sc.screen(pt.x + a.x, pt.y + a.y), std::max(12.0f, s * 0.22f) * ring,
                          with_alpha(colours[fig.player], alpha), 28, std::max(2.5f, s * 0.03f));
        }
    }
}

// The banner at the wheel: the event's name in its colour and who scored what ("Tax: Anna +4, Ben +2"), the
// crowns' payout under it. Above the wheel, kept inside the board below the turn banner.
void WheelLayer::draw_banner(const BoardScene& sc, ImDrawList* dl) const {
    // While a person chooses the Plague's follower the turn banner names the event: nothing may hide a
    // choice.
    if (!wheel_ || (sc.human_to_move(Phase::Plague) && wheel_ready(sc))) return;
    const WheelFx* ev = nullptr;
    const WheelFx* crowns = nullptr;
    for (const WheelFx& f : wheel_fx_) {
        if (sc.now < f.start || sc.now > f.start + kFxTime) continue;
        if (is_pig_move(f.event)) ev = &f;
        if (f.event.kind == EventKind::Crown) crowns = &f;
    }
    if (!ev && !crowns) return;
    const auto& seats = sc.session->config().seats;
    const std::vector<uint32_t> colours = sc.seat_colours();
    const ScoreEvent& e = ev ? ev->event : crowns->event;
    const double age = sc.now - (ev ? ev->start : crowns->start);
    const float alpha = float(std::min({1.0, age / 0.2, (kFxTime - age) / 0.5}));
    ImFont* font = ImGui::GetFont();
    const float fs = ImGui::GetFontSize(), big = fs * 1.35f, pad = fs * 0.6f;
    // Lines of (text, colour dot) pieces.
    struct Piece {
        std::string text;
        int seat = -1;  // a player's name: a dot in their colour before it
    };
    std::vector<std::vector<Piece>> lines;
    auto points_line = [&](const ScoreEvent& x, const char* lead) {
        std::vector<Piece> line;
        if (lead) line.push_back({lead});
        for (size_t p = 0; p < seats.size() && p < x.points.size(); ++p)
            if (x.points[p] > 0) line.push_back({seats[p].name + " +" + std::to_string(x.points[p]), int(p)});
        // TRANSLATORS: on the Wheel of Fortune's banner, when the event or the crowns paid no one.
        if (line.size() == (lead ? 1u : 0u)) line.push_back({_("nobody scores")});
        return line;
    };
    if (ev) {
        if (e.kind == EventKind::Plague) {
            // The sentence around the player's name, which has a dot in their colour before it.
            // TRANSLATORS: on the Wheel of Fortune's banner; %s is the name of the player who drew the tile.
            const std::string text = _("Each player sends a follower on a tile home, from %s");
            const size_t at = std::min(text.find("%s"), text.find("%1$s"));
            const size_t after = at == std::string::npos ? at : text.find('s', at) + 1;
            std::vector<Piece> line;
            auto words = [&](std::string part) {
                const size_t a = part.find_first_not_of(' '), b = part.find_last_not_of(' ');
                if (a != std::string::npos) line.push_back({part.substr(a, b + 1 - a)});
            };
            words(text.substr(0, at));
            line.push_back({seats[std::min<size_t>(e.player, seats.size() - 1)].name, int(e.player)});
            if (after != std::string::npos) words(text.substr(after));
            lines.push_back(line);
        } else {
            lines.push_back(points_line(e, nullptr));
        }
    }
    // TRANSLATORS: on the Wheel of Fortune's banner, before the players the crowns paid ("Crowns: Anna +3").
    if (crowns) lines.push_back(points_line(crowns->event, _("Crowns:")));
    const char* title = i18n::tr(wheel_segment_title(e.moved_to));
    // Measure.
    float w = font->CalcTextSizeA(big, 1e9f, 0, title).x;
    const float dot = fs * 0.7f;
    auto line_width = [&](const std::vector<Piece>& line) {
        float x = 0;
        for (const Piece& p : line)
            x += font->CalcTextSizeA(fs, 1e9f, 0, p.text.c_str()).x + (p.seat >= 0 ? dot + fs * 0.25f : 0) +
                 fs * 0.5f;
        return x - fs * 0.5f;
    };
    for (const auto& line : lines) w = std::max(w, line_width(line));
    const float h = big + float(lines.size()) * fs * 1.25f + pad * 2;
    w += pad * 2;
    const ImVec2 top = wheel_screen(sc, {L::kCentreX, 0.1});
    float x = top.x - w * 0.5f, y = top.y - h - 6;
    const float min_y = std::max(sc.area_min.y, sc.banner_bottom) + 6;
    x = std::clamp(x, sc.area_min.x + 6, std::max(sc.area_min.x + 6, sc.area_max.x - w - 6));
    y = std::clamp(y, min_y, std::max(min_y, sc.area_max.y - h - 6));
    const ImU32 edge = segment_colour(e.moved_to, alpha);
    dl->AddRectFilled({x + 3, y + 4}, {x + w + 3, y + h + 4}, IM_COL32(0, 0, 0, int(90 * alpha)), fs * 0.5f);
    dl->AddRectFilled({x, y}, {x + w, y + h}, IM_COL32(244, 234, 206, int(245 * alpha)), fs * 0.5f);
    dl->AddRect({x, y}, {x + w, y + h}, edge, fs * 0.5f, 0, std::max(3.0f, fs * 0.2f));
    const float tw = font->CalcTextSizeA(big, 1e9f, 0, title).x;
    const unsigned char* rgb = L::kSegmentRGB[e.moved_to % L::kSegments];
    // The title in a darker shade of the segment's colour, so it reads on the parchment.
    dl->AddText(font, big, {x + (w - tw) * 0.5f, y + pad * 0.8f},
                IM_COL32(rgb[0] * 2 / 3, rgb[1] * 2 / 3, rgb[2] * 2 / 3, int(255 * alpha)), title);
    float ly = y + pad * 0.8f + big + fs * 0.15f;
    for (const auto& line : lines) {
        float lx = x + (w - line_width(line)) * 0.5f;
        for (const Piece& p : line) {
            if (p.seat >= 0 && p.seat < int(colours.size())) {
                dl->AddCircleFilled({lx + dot * 0.5f, ly + fs * 0.55f}, dot * 0.5f,
                                    with_alpha(colours[size_t(p.seat)], alpha), 16);
                dl->AddCircle({lx + dot * 0.5f, ly + fs * 0.55f}, dot * 0.5f,
                              IM_COL32(40, 30, 20, int(200 * alpha)), 16, 1.2f);
                lx += dot + fs * 0.25f;
            }
            dl->AddText(font, fs, {lx, ly}, IM_COL32(50, 36, 24, int(255 * alpha)), p.text.c_str());
            lx += font->CalcTextSizeA(fs, 1e9f, 0, p.text.c_str()).x + fs * 0.5f;
        }
        ly += fs * 1.25f;
    }
}

bool WheelLayer::tooltip(const BoardScene& sc, ImVec2 mouse) const {
    if (!wheel_) return false;
    const Game& g = sc.session->game();
    const Vec2d b = sc.to_board(mouse);
    const double x = b.x - wheel_x_, y = b.y - wheel_y_;
    const auto& seats = sc.session->config().seats;
    // Who holds a crown space: a player's follower, or nobody.
    auto who = [&](int p) -> std::string {
        // TRANSLATORS: a crown space of the Wheel of Fortune that nobody holds, in a tooltip.
        if (p < 0 || p >= int(seats.size())) return C_("crown space", "free");
        const std::string& name = seats[size_t(p)].name;
        // TRANSLATORS: a follower on a crown space of the Wheel of Fortune, in a tooltip.
        return is_you(name) ? _("Your follower")
                            // TRANSLATORS: a player's follower on a crown space, in a tooltip; %s is the
                            // name.
                            : i18n::fmt(_("%s's follower"), name);
    };
    for (int sp = 0; sp < kCrownSpaces; ++sp) {
        const WheelPoint c = crown_point(sp);
        if (std::hypot(x - c.x, y - c.y) > L::kCrownDisc * 1.3) continue;
        static const char* const kCrownOf[kWheelSegments] = {
            // TRANSLATORS: a tooltip on a crown space beside a segment of the Wheel of Fortune; %s is who
            // holds it ("Anna's follower", "free").
            N_("Crown of Fortune: %s"),
            // TRANSLATORS: a tooltip on a crown space; %s is who holds it ("Anna's follower", "free").
            N_("Crown of Tax: %s"),
            // TRANSLATORS: a tooltip on a crown space; %s is who holds it ("Anna's follower", "free").
            N_("Crown of Famine: %s"),
            // TRANSLATORS: a tooltip on a crown space; %s is who holds it ("Anna's follower", "free").
            N_("Crown of Storm: %s"),
            // TRANSLATORS: a tooltip on a crown space; %s is who holds it ("Anna's follower", "free").
            N_("Crown of Inquisition: %s"),
            // TRANSLATORS: a tooltip on a crown space; %s is who holds it ("Anna's follower", "free").
            N_("Crown of Plague: %s")};
        ImGui::SetTooltip("%s", i18n::fmt(i18n::tr(kCrownOf[WheelState::crown_segment(sp)]),
                                          who(g.state<WheelState>().crown_player(sp)))
                                    .c_str());
        return true;
    }
    const int k = segment_at_point(x, y);
    if (k < 0) return false;
    static const char* const kWhat[kWheelSegments] = {
        // TRANSLATORS: a tooltip on a segment of the Wheel of Fortune: what its event does (Fortune, Tax,
        // Famine, Storm, Inquisition, Plague in turn).
        N_("the player who drew the tile scores 3"),
        N_("each knight scores the pennants of its city plus its owner's knights there"),
        N_("each farmer scores 1 per completed city of its farm"),
        N_("each player scores 1 per follower in supply"),
        N_("each monk scores 2"),
        N_("each player, from the one who drew the tile, sends a follower on a tile home")};
    std::string crowns;
    for (int sp = 0; sp < kCrownSpaces; ++sp)
        if (WheelState::crown_segment(sp) == k)
            // TRANSLATORS: between the holders of a segment's crown spaces, "Anna's follower, free".
            crowns += (crowns.empty() ? "" : _(", ")) + who(g.state<WheelState>().crown_player(sp));
    const char* title = i18n::tr(wheel_segment_title(k));
    const char* what = i18n::tr(kWhat[k]);
    const std::string head = g.state<WheelState>().pig_at() == k
                                 // TRANSLATORS: a tooltip on a segment of the Wheel of Fortune: %1$s is its
                                 // name, %2$s what its event does.
                                 ? i18n::fmt(_("%1$s (the pig is here): %2$s."), title, what)
                                 // TRANSLATORS: %1$s is a segment's name, %2$s what its event does.
                                 : i18n::fmt(_("%1$s: %2$s."), title, what);
    // TRANSLATORS: a tooltip on a segment of the Wheel of Fortune, under its event: who holds its crown
    // spaces.
    ImGui::SetTooltip("%s\n%s", head.c_str(), i18n::fmt(_("Crowns: %s"), crowns).c_str());
    return true;
}

std::string WheelLayer::probe(const BoardScene& sc, const std::vector<BoardMarker>& markers) const {
    if (!wheel_) return "null";
    const Game& g = sc.session->game();
    const PigPose pose = pig_now(sc);
    const ImVec2 c = wheel_screen(sc, {L::kCentreX, L::kCentreY});
    const float s = sc.tile_px();
    json::Json crowns = json::Json::array();
    for (int sp = 0; sp < kCrownSpaces; ++sp) {
        const ImVec2 p = wheel_screen(sc, crown_point(sp));
        bool lit = false;
        for (const BoardMarker& m : markers) lit |= m.space == sp;
        crowns.push_back({{"space", sp},
                          {"segment", WheelState::crown_segment(sp)},
                          {"player", g.state<WheelState>().crown_player(sp)},
                          {"cx", std::round(p.x * 10) / 10},
                          {"cy", std::round(p.y * 10) / 10},
                          {"r", std::round(L::kCrownDisc * s * 10) / 10},
                          {"lit", lit}});
    }
    int lit = -1;
    std::string event;
    for (const WheelFx& f : wheel_fx_)
        if (sc.now >= f.start && sc.now <= f.start + kFxTime && is_pig_move(f.event)) {
            lit = f.event.moved_to;
            event = wheel_segment_title(f.event.moved_to);
        }
    if (lit < 0 && g.phase() == Phase::Plague && wheel_ready(sc)) lit = 5;
    json::Json j = {{"pig", g.state<WheelState>().pig_at()},
                    {"angle", std::round(pose.degrees * 10) / 10},
                    {"walking", !pose.done},
                    {"ready", wheel_ready(sc)},
                    {"centre", {std::round(c.x * 10) / 10, std::round(c.y * 10) / 10}},
                    {"radius", std::round(L::kWheelRadius * s * 10) / 10},
                    {"crowns", crowns},
                    {"lit", lit},
                    {"event", event},
                    {"plague", g.phase() == Phase::Plague}};
    return j.dump();
}

bool WheelLayer::human_text(const BoardScene& sc, const TurnWho& who, std::string* title,
                            std::string* hint) const {
    if (!sc.human_to_move(Phase::Plague)) return false;
    // The prompt is the Plague's from the start; while the pig still walks there, the line under it says so
    // (the followers light up when it arrives).
    *title = who.humans == 1 ? _("Plague: send one of your followers home")
                             // TRANSLATORS: %s is the name of the player who chooses.
                             : i18n::fmt(_("%s: send a follower home (Plague)"), who.name);
    if (!wheel_ready(sc))
        *hint = _("The pig is on its way to the Plague; then your followers light up.");
    else
        *hint = who.touch ? _("Tap one of your lit followers: it goes back to your supply.")
                          : _("Click one of your lit followers to send it home (or Tab + Enter).");
    return true;
}

bool WheelLayer::wait_text(const BoardScene& sc, const TurnWho& who, std::string* title) const {
    if (!wheel_) return false;
    if (!pig_now(sc).done) {
        // A wheel tile was drawn: the pig's walk is shown before anyone goes on (nobody is thinking
        // meanwhile).
        int steps = 0;
        for (const PigMove& m : pig_moves_)
            if (sc.now >= m.start && sc.now < m.arrival()) steps = m.steps;
        *title = i18n::fmt(P_("The pig walks %d segment round the wheel",
                              "The pig walks %d segments round the wheel", steps),
                           steps);
    } else if (who.player >= 0 && sc.game().phase() == Phase::Plague) {
        static const char* dots[4] = {"", ".", "..", "..."};
        *title =
            // TRANSLATORS: the turn banner while a computer (or a player at another screen) chooses; %s is its
            // name. Dots that come and go follow it.
            i18n::fmt(_("Plague: %s chooses a follower to send home"), who.name) + dots[int(sc.now * 3) % 4];
    } else {
        return false;
    }
    return true;
}

void WheelLayer::deploy_text(const BoardScene&, const std::vector<BoardMarker>& markers, bool touch,
                             const char**, const char** hint) const {
    if (!std::any_of(markers.begin(), markers.end(), [](const BoardMarker& m) { return m.space >= 0; }))
        return;
    // TRANSLATORS: the turn banner's hint while a follower may go on the tile or a crown; No follower and
    // Take back are the buttons of those names.
    *hint = touch ? _("Tap a circle (on the tile or a crown), or No follower. Take back lifts the tile.")
                  : _("Click a circle on the tile or a lit crown (Tab + Enter), or No follower (Space). "
                      "Backspace takes the tile back.");
}

std::unique_ptr<BoardLayer> make_wheel_layer() {
    return std::make_unique<WheelLayer>();
}

}  // namespace carc::ui
