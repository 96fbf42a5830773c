// Board view windows: the turn banner at the top of the board and the decision bar under a placed tile.
#include <algorithm>
#include <cstdio>

#include "ui/board_view.h"
#include "ui/board_draw.h"
#include "ui/hud.h"
#include "ui/palette.h"
#include "ui/session.h"
#include "ui/tile_geom.h"

namespace carc::ui {

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
    } else if (human_abbey() && g.in_abbey_round()) {
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
            const bool last_round = g.in_abbey_round();  // after the last tile: place it now or never
            if (ImGui::Button(last_round ? "No abbey" : "Draw a tile", {0, h})) session_->decide(no_abbey_action());
            skip_pos_ = centre();
            if (ImGui::IsItemHovered())
                ImGui::SetTooltip("%s", last_round ? "End the game without placing your abbey (Space)"
                                                   : "Keep the abbey for later and draw a tile (Space)");
        } else {
            if (ImGui::Button("Wagon goes home", {0, h})) session_->decide(Action::wagon_return());
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

}  // namespace carc::ui
