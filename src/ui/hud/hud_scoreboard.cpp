// The players on the panels: the seat facts the panels read, the side column's scoreboard (score, name, level,
// followers and the expansions' figures in supply, status) and the phone's chips; hud.cpp lays them out.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "ai/players.h"
#include "ui/core/i18n.h"
#include "ui/hud/hud_internal.h"
#include "ui/hud/hud_part.h"

namespace carc::ui::hud {

int seat_color_of(const Session& s, int p) {
    const auto& seats = s.config().seats;
    return p >= 0 && p < static_cast<int>(seats.size()) ? seats[static_cast<size_t>(p)].color : 0;
}

int people(const Session& s) {
    int n = 0;
    for (const Seat& seat : s.config().seats) n += !seat.computer;
    return n;
}

namespace {

bool is_computer(const Session& s, int p) {
    const auto& seats = s.config().seats;
    return p >= 0 && p < static_cast<int>(seats.size()) && seats[static_cast<size_t>(p)].computer;
}

// A computer seat's level by its name ("Hard"), "" for a person.
std::string computer_level(const Session& s, int p) {
    if (!is_computer(s, p)) return {};
    return level_text(s.config().seats[static_cast<size_t>(p)].level);
}

// Follower icons: filled = in supply, outlined = on the board.
void draw_followers(ImDrawList* dl, ImVec2 p, float h, int in_supply, ImU32 col) {
    const float w = h * 0.82f;
    for (int k = 0; k < kFollowersPerPlayer; ++k)
        draw_meeple(dl, {p.x + w * (float(k) + 0.5f), p.y + h / 2}, h * 0.9f,
                    k < in_supply ? col : IM_COL32(150, 160, 146, 150), k < in_supply);
}

// A computer is thinking: an arc that turns (the frames go on while it thinks, so it shows the page is alive).
void thinking_spinner(ImDrawList* dl, ImVec2 centre, float r) {
    const float a0 = float(ImGui::GetTime() * 6.0);
    dl->PathArcTo(centre, r, a0, a0 + 4.2f, 16);
    dl->PathStroke(kDimText, 0, std::max(1.5f, r * 0.35f));
}

// The player's status on the scoreboard ("" for none).
std::string status_of(const Session& s, int p) {
    if (s.game_over()) return {};
    if (s.deciding_player() != p || s.replaying() || s.elsewhere()) return {};
    // TRANSLATORS: the scoreboard's status of a computer player deciding its move; keep short.
    if (is_computer(s, p)) return ellipsis(C_("status", "thinking\xE2\x80\xA6"));
    // TRANSLATORS: the scoreboard's status of the person to move ("to play" when several share the screen); keep short.
    return people(s) > 1 ? C_("status", "to play") : C_("status", "your turn");
}

}  // namespace

void scoreboard_rows(Ctx& c) {
    const Session& s = c.session;
    const Game& g = s.game();
    const State& st = c.st;
    const float em = st.em;
    const float rh = em * 2.6f;
    const float w = card_avail(st);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const std::vector<int> winners = [&] {
        std::vector<int> out;
        if (!s.game_over()) return out;
        int best = -1;
        for (int p = 0; p < g.num_players(); ++p) best = std::max<int>(best, g.player(p).score);
        for (int p = 0; p < g.num_players(); ++p)
            if (g.player(p).score == best) out.push_back(p);
        return out;
    }();
    for (int p = 0; p < g.num_players(); ++p) {
        const ImVec2 a = ImGui::GetCursorScreenPos();
        const ImVec2 b{a.x + w, a.y + rh};
        const int color = seat_color_of(s, p);
        const bool turn = !s.game_over() && s.deciding_player() == p;
        const bool winner = std::find(winners.begin(), winners.end(), p) != winners.end();
        if (turn || winner) {
            dl->AddRectFilled(a, b, winner ? IM_COL32(120, 100, 30, 120) : kTurnBg, em * 0.4f);
            dl->AddRectFilled(a, {a.x + em * 0.22f, b.y}, seat_color(c.settings, color), em * 0.4f,
                              ImDrawFlags_RoundCornersLeft);
        }
        const float tr = em * 0.72f;
        const ImVec2 tc{a.x + em * 0.5f + tr, a.y + rh / 2};
        draw_token(dl, tc, tr, color, c.settings);
        const float x = tc.x + tr + em * 0.5f;
        // Score, right-aligned and a little larger.
        char score[16];
        std::snprintf(score, sizeof score, "%d", g.player(p).score);
        const float big = ImGui::GetFontSize() * 1.3f;
        const float sw = ImGui::GetFont()->CalcTextSizeA(big, FLT_MAX, 0, score).x;
        dl->AddText(ImGui::GetFont(), big, {b.x - em * 0.5f - sw, a.y + em * 0.12f},
                    winner ? kGold : IM_COL32(245, 245, 240, 255), score);
        // Name, clipped before the score.
        const std::string name = player_name(s, p);
        const ImVec4 clip{x, a.y, b.x - em * 0.9f - sw, b.y};
        dl->AddText(ImGui::GetFont(), ImGui::GetFontSize(), {x, a.y + em * 0.2f},
                    seat_text_color(c.settings, color), name.c_str(), nullptr, 0, &clip);
        // A computer player's level, by its name, after the name (where it fits).
        const std::string level = computer_level(s, p);
        if (!level.empty())
            dl->AddText(ImGui::GetFont(), ImGui::GetFontSize(), {x + ImGui::CalcTextSize(name.c_str()).x + em * 0.4f, a.y + em * 0.2f},
                        kDimText, level.c_str(), nullptr, 0, &clip);
        // Followers in supply (smaller when the row is narrow, e.g. large text), then the status.
        const float fh = std::min(em * 0.85f, std::max(4.0f, (b.x - x - em * 0.4f) / (0.82f * kFollowersPerPlayer)));
        const float fy = a.y + em * 1.45f;
        draw_followers(dl, {x, fy}, fh, g.player(p).followers, seat_text_color(c.settings, color));
        float fx = x + fh * 0.82f * kFollowersPerPlayer + em * 0.4f;
        for (const HudPart* part : hud_parts())  // the expansions' own figures in supply
            if (part->supply_chips)
                fx = part->supply_chips(s.config().rules, g, p, dl, {fx, fy}, fh,
                                        seat_text_color(c.settings, color), em);
        // TRANSLATORS: the scoreboard's status of the winners at the game's end; keep short.
        const std::string status = winner ? C_("status", "winner") : status_of(s, p);
        if (!status.empty()) {
            const float tw = ImGui::CalcTextSize(status.c_str()).x;
            const float sx = std::max(fx, b.x - em * 0.5f - tw);
            if (!winner && is_computer(s, p)) thinking_spinner(dl, {sx - em * 0.55f, fy + fh / 2}, em * 0.3f);
            dl->AddText({sx, fy + fh / 2 - ImGui::GetFontSize() / 2},
                        winner              ? kGold
                        : is_computer(s, p) ? kDimText
                                            : IM_COL32(150, 230, 130, 255),
                        status.c_str());
        }
        char tip[96];
        std::snprintf(tip, sizeof tip, "##row%d", p);
        ImGui::InvisibleButton(tip, {w, rh});
        if (ImGui::IsItemHovered()) {
            ImGui::BeginTooltip();
            ImGui::SetWindowFontScale(st.scale);
            const int points = g.player(p).score, followers = g.player(p).followers;
            std::string line;
            if (level.empty()) {
                // TRANSLATORS: the scoreboard's tooltip on a player: %1$s the name, %2$s the colour (red, blue, ...),
                // then the score and the followers in supply of the 7 each player has.
                line = i18n::fmt(P_("%1$s (%2$s): %3$d point, %4$d of %5$d followers in supply",
                                    "%1$s (%2$s): %3$d points, %4$d of %5$d followers in supply", points),
                                 name, color_name(color), points, followers, kFollowersPerPlayer);
            } else {
                // TRANSLATORS: the scoreboard's tooltip on a computer player: %1$s the name, %2$s its level (Easy,
                // Medium, Hard, Expert), %3$s its colour, then the score and the followers in supply of the 7 it has.
                line = i18n::fmt(P_("%1$s (computer: %2$s, %3$s): %4$d point, %5$d of %6$d followers in supply",
                                    "%1$s (computer: %2$s, %3$s): %4$d points, %5$d of %6$d followers in supply",
                                    points),
                                 name, level, color_name(color), points, followers, kFollowersPerPlayer);
            }
            ImGui::PushTextWrapPos(tooltip_wrap(st));
            ImGui::TextUnformatted(line.c_str());
            for (const HudPart* part : hud_parts())
                if (part->supply_tooltip) part->supply_tooltip(s.config().rules, g, p);
            ImGui::PopTextWrapPos();
            ImGui::EndTooltip();
        }
    }
}

// Phones: one chip per player in a row.
void scoreboard_chips(Ctx& c, float height) {
    const Session& s = c.session;
    const Game& g = s.game();
    const State& st = c.st;
    const float em = st.em;
    const int n = g.num_players();
    const float sp = em * 0.3f;
    const float total = ImGui::GetContentRegionAvail().x;
    const float cw = (total - sp * float(n - 1)) / float(n);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 o = ImGui::GetCursorScreenPos();
    for (int p = 0; p < n; ++p) {
        const ImVec2 a{o.x + float(p) * (cw + sp), o.y};
        const ImVec2 b{a.x + cw, a.y + height};
        const int color = seat_color_of(s, p);
        const bool turn = !s.game_over() && s.deciding_player() == p;
        dl->AddRectFilled(a, b, turn ? kTurnBg : kCardBg, em * 0.4f);
        dl->AddRect(a, b, turn ? seat_color(c.settings, color) : kCardBorder, em * 0.4f, 0,
                    turn ? 2.0f : 1.0f);
        const float tr = std::min(em * 0.6f, height * 0.25f);
        const ImVec2 tc{a.x + em * 0.3f + tr, a.y + em * 0.25f + tr};
        draw_token(dl, tc, tr, color, c.settings);
        char score[16];
        std::snprintf(score, sizeof score, "%d", g.player(p).score);
        const float big = ImGui::GetFontSize() * 1.25f;
        dl->AddText(ImGui::GetFont(), big, {tc.x + tr + em * 0.3f, tc.y - big / 2},
                    IM_COL32(245, 245, 240, 255), score);
        // Followers: one icon and the count.
        char fol[8];
        std::snprintf(fol, sizeof fol, "%d", g.player(p).followers);
        const float fw = ImGui::CalcTextSize(fol).x;
        const float fh = em * 0.8f;
        const ImVec2 fc{b.x - em * 0.35f - fw - fh * 0.5f, tc.y};
        // (Only where it leaves the score readable: a narrow chip shows the score alone.)
        const float score_end = tc.x + tr + em * 0.3f + ImGui::GetFont()->CalcTextSizeA(big, FLT_MAX, 0, score).x;
        if (fc.x - fh * 0.7f > score_end + em * 0.2f) {
            draw_meeple(dl, {fc.x - fh * 0.2f, fc.y}, fh, seat_text_color(c.settings, color), true);
            dl->AddText({b.x - em * 0.3f - fw, fc.y - ImGui::GetFontSize() / 2}, kDimText, fol);
        }
        // The name, always (the chip's border and colour say whose turn it is); a computer deciding its move turns
        // an arc around its token.
        if (!status_of(s, p).empty() && is_computer(s, p)) thinking_spinner(dl, tc, tr + em * 0.18f);
        std::string name = player_name(s, p);
        // A computer's level beside its name, where the chip has room for both ("Computer (Hard)").
        const std::string level = computer_level(s, p);
        if (!level.empty()) {
            // TRANSLATORS: a computer player on a phone's scoreboard: %1$s its name, %2$s its level (Easy, Hard, ...).
            const std::string with_level = i18n::fmt(_("%1$s (%2$s)"), name, level);
            if (ImGui::CalcTextSize(with_level.c_str()).x <= b.x - a.x - em * 0.6f) name = with_level;
        }
        const ImVec4 clip{a.x + em * 0.2f, a.y, b.x - em * 0.2f, b.y};
        // On narrow chips (five or six players) a long name gets smaller text before it is cut.
        const float room = b.x - a.x - em * 0.5f;
        const float wide = ImGui::CalcTextSize(name.c_str()).x;
        const float fs = ImGui::GetFontSize() * (wide > room ? std::max(0.75f, room / wide) : 1.0f);
        // A name still too wide at the smaller size is cut in the middle, keeping its end (fit_name).
        const std::string shown = fit_name(name, room * ImGui::GetFontSize() / fs);
        const float ny = b.y - ImGui::GetFontSize() - em * 0.2f + (ImGui::GetFontSize() - fs) * 0.5f;
        dl->AddText(ImGui::GetFont(), fs, {a.x + em * 0.3f, ny}, seat_text_color(c.settings, color), shown.c_str(),
                    nullptr, 0, &clip);
    }
    ImGui::Dummy({total, height});
}

}  // namespace carc::ui::hud
