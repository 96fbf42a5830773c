// Board view windows: the turn banner at the top of the board and the decision bar under a placed tile.
#include <algorithm>
#include <cfloat>

#include "ui/board/board_view.h"
#include "ui/board/board_draw.h"
#include "ui/hud/hud.h"
#include "ui/core/figure_words.h"
#include "ui/core/i18n.h"
#include "ui/hud/palette.h"
#include "ui/core/session.h"
#include "ui/core/tile_geom.h"

namespace carc::ui {
using i18n::fmt;
namespace {

// The deploy bar's button for a kind of figure, and its tooltip (%d: the kind's key), translated: the follower's,
// or the words its expansion registers (FigureWords).
struct KindTexts {
    const char* label;
    const char* tip;
};

KindTexts kind_texts(carc::Figure k) {
    if (k == carc::Figure::Follower)
        // TRANSLATORS: a button choosing the kind of figure to place, and its tooltip (%d is the button's
        // key).
        return {_("Follower"), _("Show where the Follower can go (key %d)")};
    if (const FigureWords* w = find_figure_words(k)) return {i18n::tr(w->button), i18n::tr(w->tip)};
    return {figure_name(k), ""};
}

}  // namespace

// The turn banner at the top of the board: whose turn, what to do, the tile in hand (click it to rotate).
void BoardView::banner() {
    const Game& g = session_->game();
    const auto& seats = session_->config().seats;
    const int p = session_->deciding_player();
    int humans = 0;
    for (const Seat& st : seats) humans += st.computer ? 0 : 1;
    std::string title, hint;
    const std::string name = p >= 0 && p < int(seats.size()) ? seats[size_t(p)].name : "";
    const bool touchy = turn_->touch_mode;
    const BoardScene sc = scene();
    const TurnWho who{name, p, humans, touchy};
    std::string layer_title, layer_hint;
    int dots_left = 0;  // dots of "thinking..." not shown this frame
    if (g.is_over()) {
        const auto& log = session_->log();
        title = !log.empty() ? log.back().text : _("Game over");
    } else if (session_->replaying()) {
        // TRANSLATORS: the turn banner of a replay; %d is the turn's number as the player counts their own turns.
        const int nth = player_turn_number(g.turn(), g.num_players());
        title = is_you(name) ? fmt(_("Replay: Your turn %d"), nth)
                             // TRANSLATORS: the turn banner of a replay; %1$s is a player's name, %2$d the
                             // turn's number as the player counts their own turns.
                             : fmt(_("Replay: %1$s's turn %2$d"), name, nth);
    } else if (session_->elsewhere()) {
        title = _("Continued in another window");
    } else if (human_placing()) {
        title = humans == 1 ? _("Your turn: place the tile")
                            // TRANSLATORS: %s is the name of the player placing the tile.
                            : fmt(_("%s: place the tile"), name);
        Cell at;
        const bool one = turn_->display_cell(&at) && turn_->rotations_here() == 1;
        const char* how =
            touchy ? _("Tap a lit cell to try it there, tap again to place. Hold to rotate.")
                   : _("Click a lit cell to place it. R or right-click rotates; arrows + Enter work too.");
        // TRANSLATORS: %s is the sentences that follow: how to place the tile.
        hint = one ? fmt(_("Only this rotation fits here. %s"), how) : how;
    } else if (const BoardLayer* layer = human_layer(); layer && layer->human_text(sc, who, &layer_title, &layer_hint)) {
        title = layer_title;
        hint = layer_hint;
    } else if (human_deploying()) {
        std::string own;
        const bool kinds = offers_figure_kinds(*session_);  // a follower, the mayor, a wagon, ... to choose from
        if (humans > 1)  // at one screen, several people: whose follower step it is
            // TRANSLATORS: %s is the name of the player placing a follower.
            own = markers_.empty() ? fmt(_("%s: no follower can go on this tile"), name)
                  // TRANSLATORS: %s is the name of the player placing a figure (a follower, the mayor, a wagon, ...).
                  : kinds ? fmt(_("%s: place a figure?"), name)
                          // TRANSLATORS: %s is the name of the player placing a follower.
                          : fmt(_("%s: place a follower?"), name);
        else
            // TRANSLATORS: the turn banner while a figure may be placed (a follower, the mayor, a wagon, ...).
            own = markers_.empty() ? _("No follower can go on this tile") : kinds ? _("Place a figure?") : _("Place a follower?");
        const char* say = own.c_str();
        const char* help;
        if (markers_.empty())
            // TRANSLATORS: the turn banner's hint when the placed tile takes no follower; No follower and
            // Take back are the buttons of those names.
            help = touchy ? _("Tap No follower to end the turn. Take back lifts the tile.")
                          : _("No follower (Space) ends the turn. Backspace takes the tile back.");
        else if (offers_figure_kinds(*session_))
            // TRANSLATORS: the turn banner's hint while a figure may be placed, of several kinds (follower, wagon,
            // mayor, ...) chosen on the buttons under the tile; No figure is the button that places none.
            help = touchy ? _("Tap a circle, or No figure. Take back lifts the tile.")
                          : _("Click a circle (Tab + Enter), or No figure (Space). Backspace takes the tile back.");
        else
            // TRANSLATORS: the turn banner's hint while a follower may be placed.
            help = touchy ? _("Tap a circle, or No follower. Take back lifts the tile.")
                          : _("Click a circle (Tab + Enter), or No follower (Space). Backspace takes the tile back.");
        for (const auto& l : layers_) l->deploy_text(sc, markers_, touchy, &say, &help);  // their figures and places
        title = say;
        hint = help;
    } else if (std::any_of(layers_.begin(), layers_.end(), [&](const auto& l) { return l->wait_text(sc, who, &layer_title); })) {
        title = layer_title;  // a layer shows something, or names the wait
    } else if (p >= 0 && session_->link_game()) {
        // TRANSLATORS: the turn banner of a game by link while another player moves on their own device; %s: their
        // name. While seats are free: the players who have not joined yet.
        title = session_->link_game()->gathering() ? _("Waiting for the players to join") : fmt(_("Waiting for %s's move"), name);
    } else if (p >= 0) {
        static const char* dots[4] = {"", ".", "..", "..."};
        const int n = int(now_ * 3) % 4;
        // TRANSLATORS: the turn banner while a computer player decides; %s is its name. Dots that come and go
        // follow it.
        title = fmt(_("%s is thinking"), name) + dots[n];
        dots_left = 3 - n;
    }
    const ImVec2 centre{(area_min_.x + area_max_.x) * 0.5f, area_min_.y + 8};
    ImGui::SetNextWindowPos(centre, ImGuiCond_Always, {0.5f, 0});
    // With a hint line (a person's turn) the banner has one width whatever the line says, so it does not change
    // width (and move its edges) as the pointer goes from cell to cell.
    // (On a touch screen at least a finger's size: a tap on it rotates the tile.)
    const float icon = std::max(turn_->touch_mode ? 44.0f : 0.0f, std::min(56.0f, (area_max_.y - area_min_.y) * 0.09f));
    const bool hand = g.drawn_tile() >= 0 && g.phase() == Phase::Place && turn_->hand_rot >= 0;
    // A short board (a small window, large text) shows the title only, unless the panels have no room for the
    // line of what to do either. Where the panels say it, the banner's line (with its keys) is for a player's
    // first two turns of a game: after them the banner is one line, and covers less of the board.
    const bool learning = p >= 0 && player_turn_number(g.turn(), g.num_players()) <= 2;
    const bool show_hint = !hint.empty() && (!panel_hint_ || (learning && (area_max_.y - area_min_.y) > ImGui::GetFontSize() * 22));
    const float hint_w = std::min(std::max(200.0f, (area_max_.x - area_min_.x) - 60 - (hand ? icon : 0)), 520.0f);
    if (show_hint) {
        const ImGuiStyle& style = ImGui::GetStyle();
        const float w = std::min(area_max_.x - area_min_.x - 16,
                                 hint_w + (hand ? icon + style.ItemSpacing.x : 0) + style.WindowPadding.x * 2);
        ImGui::SetNextWindowSizeConstraints({w, 0}, {w, FLT_MAX});
    }
    ImGui::SetNextWindowBgAlpha(0.82f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 10);
    // The banner lets clicks and taps through to the board (a lit cell under it takes the tile), except on its
    // tile in hand, which rotates the tile.
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const bool on_hand = hand && mouse.x >= banner_hand_min_.x && mouse.x < banner_hand_max_.x &&
                         mouse.y >= banner_hand_min_.y && mouse.y < banner_hand_max_.y;
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                                   ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoMove |
                                   (on_hand ? 0 : ImGuiWindowFlags_NoInputs);
    banner_hand_min_ = banner_hand_max_ = {0, 0};
    if (ImGui::Begin("##turn", nullptr, flags)) {
        if (hand) {
            const ImVec2 pos = ImGui::GetCursorScreenPos();
            banner_hand_min_ = pos;
            banner_hand_max_ = {pos.x + icon, pos.y + icon};
            if (ImGui::InvisibleButton("##hand", {icon, icon})) turn_->rotate();
            draw_tile_pic(ImGui::GetWindowDrawList(), pos, icon, g.drawn_tile(), turn_->hand_rot);
            if (ImGui::IsItemHovered())
                ImGui::SetTooltip("%s", turn_->touch_mode ? _("The tile in hand (tap to rotate)")
                                                          : _("The tile in hand (click to rotate)"));
            ImGui::SameLine();
        }
        ImGui::BeginGroup();
        if (p >= 0 && p < int(seats.size()) && !g.is_over()) {
            const ImVec2 c = ImGui::GetCursorScreenPos();
            const float h = ImGui::GetTextLineHeight();
            ImGui::GetWindowDrawList()->AddCircleFilled({c.x + h * 0.4f, c.y + h * 0.5f}, h * 0.36f,
                                                        player_color(seats[size_t(p)].color, settings_ && settings_->colorblind_palette));
            // A light ring, so a black player's dot shows on the dark banner.
            ImGui::GetWindowDrawList()->AddCircle({c.x + h * 0.4f, c.y + h * 0.5f}, h * 0.36f, IM_COL32(235, 235, 225, 170),
                                                  0, 1.2f);
            ImGui::Dummy({h * 0.9f, h});
            ImGui::SameLine();
        }
        ImGui::TextUnformatted(title.c_str());
        if (dots_left > 0) {  // "thinking" keeps the width of its three dots as they come and go
            ImGui::SameLine(0, 0);
            ImGui::Dummy({ImGui::CalcTextSize(".").x * float(dots_left), ImGui::GetTextLineHeight()});
        }
        if (show_hint) {
            ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + hint_w);
            ImGui::TextDisabled("%s", hint.c_str());
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

// The decision bar. Under a person's placed tile: the figure kinds to choose from (when there are more than
// followers), take the tile back, or no follower. In a layer's decision that can be declined: its button.
void BoardView::deploy_bar() {
    skip_pos_ = undo_pos_ = {-1, -1};
    for (ImVec2& k : kind_pos_) k = {-1, -1};
    bar_min_ = bar_max_ = {0, 0};
    const bool deploying = human_deploying();
    PassButton pass;
    if (!deploying && !pass_button(&pass)) return;
    const Game& g = session_->game();
    ImVec2 p{(area_min_.x + area_max_.x) * 0.5f, area_max_.y - 70};
    // The placed tile's markers with their labels reach past the tile: the bar keeps clear of them.
    const float gap = std::max(marker_radius() * 0.4f, 8.0f);
    const float label_h = std::max(12.0f, ImGui::GetFontSize() * 0.8f) + 2;
    float below = 0, above = 0;  // the lowest and highest point the tile and its markers take
    if (deploying) {
        const PlacedTile& t = g.placed()[g.last_placed()];
        below = screen(t.x, t.y + 1.0).y;
        above = screen(t.x, t.y).y;
        for (const Marker& m : markers_)
            if (m.space < 0) {
                below = std::max(below, m.pos.y + marker_radius() + label_h);
                above = std::min(above, m.pos.y - marker_radius() - label_h);
            }
        p = {screen(t.x + 0.5, t.y).x, below + gap};
    }
    // Under the tile; above it when the bar (as tall as last frame) would leave the board at the bottom.
    const float bar_h = bar_size_.y;
    // Also above it when below it the bar would hide a lit marker off the tiles.
    const float bar_w = bar_size_.x;
    auto hides_space = [&](ImVec2 at) {
        for (const Marker& m : markers_)
            if (m.space >= 0 && m.pos.x > at.x - bar_w * 0.5f - marker_radius() && m.pos.x < at.x + bar_w * 0.5f + marker_radius() &&
                m.pos.y > at.y - marker_radius() && m.pos.y < at.y + bar_h + marker_radius())
                return true;
        return false;
    };
    // A figure already on the board under the bar (its top-centre at `at`), such as a neighbour's thief.
    auto hides_figure = [&](ImVec2 at) {
        const float r = figure_px() * 0.5f;
        for (int i = 0; i < g.num_figures(); ++i) {
            const FigureSlot& f = g.figures()[i];
            if (!f.on_board) continue;
            const PlacedTile& t = g.placed()[f.tile];
            const P2 a = figure_anchor(f);
            const ImVec2 c = screen(t.x + a.x, t.y + a.y);
            if (c.x > at.x - bar_w * 0.5f - r && c.x < at.x + bar_w * 0.5f + r && c.y > at.y - r && c.y < at.y + bar_h + r)
                return true;
        }
        return false;
    };
    // Kept inside the board's width (as the bar is drawn); fits when also inside its height.
    const float half = std::min(bar_w * 0.5f + 4, (area_max_.x - area_min_.x) * 0.5f);
    auto inside = [&](ImVec2 at) { return ImVec2{std::clamp(at.x, area_min_.x + half, area_max_.x - half), at.y}; };
    auto fits = [&](ImVec2 at) { return at.y >= area_min_.y + 70 && at.y + bar_h <= area_max_.y - 8; };
    // How many of the other tiles the bar would cover (a neighbour the player reads before choosing a spot).
    auto hides_tiles = [&](ImVec2 at) {
        const float s = tile_px();
        int n = 0;
        for (int i = 0; i < g.num_placed(); ++i) {
            if (deploying && i == g.last_placed()) continue;
            const ImVec2 q = screen(g.placed()[i].x, g.placed()[i].y);
            if (q.x < at.x + bar_w * 0.5f && q.x + s > at.x - bar_w * 0.5f && q.y < at.y + bar_h && q.y + s > at.y) ++n;
        }
        return n;
    };
    p = inside(p);
    if (deploying) {
        // Below the tile, above it or beside it: where it hides no spot and no figure, and the fewest tiles.
        const PlacedTile& t = g.placed()[g.last_placed()];
        const float mid_y = screen(t.x, t.y + 0.5).y - bar_h * 0.5f;
        const ImVec2 up{p.x, above - bar_h - gap};
        const ImVec2 right{screen(t.x + 1.0, t.y).x + gap + bar_w * 0.5f, mid_y};
        const ImVec2 left{screen(t.x, t.y).x - gap - bar_w * 0.5f, mid_y};
        bool placed = false;
        int fewest = 0;
        const ImVec2 ways[] = {p, up, right, left};
        for (int k = 0; k < 4; ++k) {
            const ImVec2 at = inside(ways[k]);
            // Beside the tile only where the bar stays beside it (not pushed back over it by the board's edge).
            if (fits(at) && (k < 2 || at.x == ways[k].x) && !hides_space(at) && !hides_figure(at)) {
                const int n = hides_tiles(at);
                if (!placed || n < fewest) {
                    p = at;
                    fewest = n;
                    placed = true;
                }
                if (n == 0) break;
            }
        }
        if (!placed) {
            p.y = up.y;
            // Nowhere free in this view (a tile at the top of a phone's board): the board pans the tile down
            // until the bar fits above it, once per decision.
            if (!cam_anim_ && bar_pan_for_ != g.last_placed()) {
                bar_pan_for_ = g.last_placed();
                keep_visible({t.x, t.y}, bar_h + gap + std::max(0.0f, screen(t.x, t.y).y - above));
            }
        }
    }
    p = inside(p);
    p.y = std::clamp(p.y, area_min_.y + 70, std::max(area_min_.y + 70, area_max_.y - bar_h - 8));
    ImGui::SetNextWindowPos(p, ImGuiCond_Always, {0.5f, 0});
    ImGui::SetNextWindowBgAlpha(0.85f);
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                                   ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoMove;
    const float h = (turn_->touch_mode || display_.x < 600) ? 44.0f : 0.0f;  // a finger's size
    if (ImGui::Begin("##deploy", nullptr, flags)) {
        // The buttons in rows no wider than the board (a phone with four kinds of figure).
        const float max_w = area_max_.x - area_min_.x - 24;
        float row_w = -1;  // the row's width so far, -1 before the first button
        auto place = [&](const char* label) {
            const float w = ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2;
            if (row_w >= 0 && row_w + ImGui::GetStyle().ItemSpacing.x + w <= max_w) {
                ImGui::SameLine();
                row_w += ImGui::GetStyle().ItemSpacing.x + w;
            } else {
                row_w = w;
            }
        };
        if (deploying) {
            // Which kinds of figure can go on this tile.
            bool can[kNumFigureKinds] = {};
            int kinds = 0;
            for (const Action& a : session_->legal_deploys()) {
                const int k = int(a.figure);
                if (is_deploy(a) && !can[k]) {
                    can[k] = true;
                    ++kinds;
                }
            }
            if (kinds > 1 || (kinds == 1 && !can[0])) {
                for (int k = 0; k < kNumFigureKinds; ++k) {
                    if (!can[k]) continue;
                    const bool on = turn_->deploy_kind == carc::Figure(k);
                    if (on) ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(86, 160, 72, 255));
                    const KindTexts texts = kind_texts(carc::Figure(k));
                    // Its key in brackets (a bare "1 Follower" read as a count); none on a touch screen.
                    const std::string label = std::string(texts.label) +
                                              (turn_->touch_mode ? "" : " (" + std::to_string(k + 1) + ")") +
                                              "##kind" + std::to_string(k);
                    place(label.c_str());
                    if (ImGui::Button(label.c_str(), {0, h})) choose_kind(carc::Figure(k));
                    if (on) ImGui::PopStyleColor();
                    kind_pos_[k] = last_item_centre();
                    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", fmt(texts.tip, k + 1).c_str());
                }
            }
            row_w = -1;  // Take back and No follower on a row of their own under the kinds
            if (session_->can_take_back()) {
                place(_("Take back"));
                if (ImGui::Button(_("Take back"), {0, h})) turn_->take_back();
                undo_pos_ = last_item_centre();
            }
            // Beside the kinds of figure (a wagon chosen, say) the button that places none says so of all of them.
            // TRANSLATORS: the button that ends the turn without placing any figure (follower, wagon, mayor, ...),
            // shown beside the buttons choosing the kind of figure.
            const char* none = offers_figure_kinds(*session_) ? _("No figure") : _("No follower");
            place(none);
            if (ImGui::Button(none, {0, h})) turn_->skip_deploy();
            skip_pos_ = last_item_centre();
        } else {
            if (ImGui::Button(pass.label, {0, h})) session_->submit(pass.action);
            skip_pos_ = last_item_centre();
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", pass.tooltip);
        }
        bar_min_ = ImGui::GetWindowPos();
        bar_max_ = {bar_min_.x + ImGui::GetWindowSize().x, bar_min_.y + ImGui::GetWindowSize().y};
        bar_size_ = ImGui::GetWindowSize();
        // A click on the bar leaves the keyboard with the board (Space, Tab, Enter, 1-4 go on working).
        if (ImGui::IsWindowFocused() && !ImGui::IsAnyItemActive()) ImGui::SetWindowFocus(nullptr);
    }
    ImGui::End();
}

}  // namespace carc::ui
