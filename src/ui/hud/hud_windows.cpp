// The panels' windows: final score table, tiles left in the bag, help (shortcuts) and settings.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <numeric>

#include "engine/rule_options.h"
#include "engine/tiles.h"
#include "imgui_internal.h"
#include "ui/hud/hud_part.h"
#include "ui/core/final_table.h"
#include "ui/hud/hud_internal.h"
#include "ui/hud/palette.h"
#include "ui/core/i18n.h"
#include "ui/hud/shortcuts.h"

namespace carc::ui::hud {
using i18n::fmt;
namespace {

// A centred window below the menu bar, at most the screen's size.
void centre_next(const HudMetrics& st, float width, float max_h, ImGuiCond cond = ImGuiCond_Always) {
    const ImGuiIO& io = ImGui::GetIO();
    ImGui::SetNextWindowPos({io.DisplaySize.x / 2, st.top + (io.DisplaySize.y - st.top) / 2}, cond,
                            {0.5f, 0.5f});
    const float w = std::min(width, io.DisplaySize.x - 16);
    ImGui::SetNextWindowSizeConstraints({w, 0}, {w, std::min(max_h, io.DisplaySize.y - st.top - 16)});
}

float max_height(const HudMetrics& m) {
    return ImGui::GetIO().DisplaySize.y - m.top - 16;
}

constexpr ImGuiWindowFlags kFixed = ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                                    ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                                    ImGuiWindowFlags_AlwaysAutoResize;

// A number of points as the review shows it, rounded to a whole number.
std::string whole(double points) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.0f", points);
    return buf;
}

}  // namespace

// "Review my moves": the search goes through a person's turns again and lists those where its own choice was
// expected to end the game clearly better (Session::request_review, worked out by the thinker).
void review_section(Ctx& c) {
    const Session& s = c.session;
    if (!s.has_thinker()) return;
    const auto& seats = s.config().seats;
    std::vector<int> who;
    for (size_t p = 0; p < seats.size(); ++p)
        if (!seats[p].computer) who.push_back(static_cast<int>(p));
    const bool only_computers = who.empty();
    if (only_computers)  // a game of computers: any seat's moves may be reviewed
        for (size_t p = 0; p < seats.size(); ++p) who.push_back(static_cast<int>(p));
    const Session::ReviewState rs = s.review_state();
    // Whose moves the texts speak of: "my" (the one person reviewed, named You), "Your" (a player named You
    // among several) or a player's name.
    enum class Whose { Mine, Yours, Named };
    auto whose = [&](int p) {
        if (!is_you(player_name(s, p))) return Whose::Named;
        return who.size() == 1 ? Whose::Mine : Whose::Yours;
    };
    if (rs != Session::ReviewState::Pending) {
        for (int p : who) {
            if (rs == Session::ReviewState::Ready && s.review_player() == p) continue;
            const Whose w = whose(p);
            // TRANSLATORS: a button under the final scores: the computer looks at a player's turns again.
            const std::string label = (w == Whose::Mine    ? std::string(_("Review my moves"))
                                       : w == Whose::Yours ? std::string(_("Review Your moves"))
                                                           // TRANSLATORS: a button; %s is a player's name.
                                                           : fmt(_("Review %s's moves"), player_name(s, p))) +
                                      "##review" + std::to_string(p);
            if (button(c.st, label.c_str(), -1)) c.req.review_player = p;
            if (c.st.review_button.x < 0) {
                const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
                c.st.review_button = {(a.x + b.x) / 2, (a.y + b.y) / 2};
            }
            tooltip(c.st, _("The computer looks at each turn again (several seconds in all) and lists the "
                            "turns where another move was expected to end the game clearly better."));
        }
    }
    if (rs == Session::ReviewState::Pending) {
        // How far it has got, and how long it has been working: a review takes tens of seconds.
        if (c.st.review_since < 0) c.st.review_since = ImGui::GetTime();
        const ai::AdviceAnswer& r = s.review();
        const int secs = static_cast<int>(ImGui::GetTime() - c.st.review_since);
        const std::string took =
            // TRANSLATORS: the review's progress: turns looked at so far, of all, and the seconds it has taken.
            r.total > 0 ? fmt(P_("%1$d of %2$d turns (%3$d s)", "%1$d of %2$d turns (%3$d s)", r.total),
                              r.reviewed, r.total, secs)
                        // TRANSLATORS: the seconds the review has taken so far.
                        : fmt(_("%d s"), secs);
        const Whose w = whose(s.review_player());
        // TRANSLATORS: %s is the review's progress, "5 of 36 turns (12 s)".
        const std::string looking = w == Whose::Mine    ? fmt(_("Looking at my turns again: %s"), took)
                                    : w == Whose::Yours ? fmt(_("Looking at Your turns again: %s"), took)
                                                        // TRANSLATORS: %1$s is a player's name, %2$s the
                                                        // review's progress, "5 of 36 turns (12 s)".
                                                        : fmt(_("Looking at %1$s's turns again: %2$s"),
                                                              player_name(s, s.review_player()), took);
        hint_text(looking.c_str());
        ImGui::ProgressBar(r.total > 0 ? float(r.reviewed) / float(r.total) : 0.0f, {-1, c.st.em * 0.5f}, "");
        return;
    }
    c.st.review_since = -1;
    if (rs == Session::ReviewState::Failed) {
        // TRANSLATORS: %s says why.
        hint_text(fmt(_("The review could not be made: %s"), s.review().error).c_str());
        return;
    }
    if (rs != Session::ReviewState::Ready) return;
    const ai::AdviceAnswer& r = s.review();
    const Whose w = whose(s.review_player());
    const std::string head = w == Whose::Mine ? fmt(P_("Review of my moves: %d turns looked at",
                                                       "Review of my moves: %d turns looked at", r.reviewed),
                                                    r.reviewed)
                             : w == Whose::Yours
                                 ? fmt(P_("Review of Your moves: %d turns looked at",
                                          "Review of Your moves: %d turns looked at", r.reviewed),
                                       r.reviewed)
                                 // TRANSLATORS: %1$s is a player's name.
                                 : fmt(P_("Review of %1$s's moves: %2$d turns looked at",
                                          "Review of %1$s's moves: %2$d turns looked at", r.reviewed),
                                       player_name(s, s.review_player()), r.reviewed);
    ImGui::TextWrapped("%s", head.c_str());
    if (r.review.empty()) {
        const long threshold = std::lround(ai::kReviewThreshold);
        hint_text(
            fmt(P_("No turn was clearly worse than the computer's choice (by %d point or more).",
                   "No turn was clearly worse than the computer's choice (by %d points or more).", threshold),
                threshold)
                .c_str());
        return;
    }
    const float em = c.st.em;
    const float row = ImGui::GetFrameHeightWithSpacing() + ImGui::GetTextLineHeightWithSpacing() * 3 + em * 0.2f;
    ImGui::BeginChild("##review", {0, std::min(em * 14.0f, row * float(r.review.size()) + em * 0.6f)}, true);
    ImGui::PushTextWrapPos(0);
    for (size_t i = 0; i < r.review.size(); ++i) {
        const ai::ReviewItem& item = r.review[i];
        ImGui::PushID(static_cast<int>(i));
        ImGui::PushStyleColor(ImGuiCol_Text, rgba(kGold));
        const std::string lost = whole(item.best_value - item.played_value);
        ImGui::TextUnformatted(
            // TRANSLATORS: %1$d is the turn's number as the player counts their own turns, %2$s the points the move
            // played was expected to lose.
            fmt(P_("Turn %1$d: about %2$s point given away", "Turn %1$d: about %2$s points given away",
                   std::strtoul(lost.c_str(), nullptr, 10)),
                player_turn_number(item.turn, s.game().num_players()), lost)
                .c_str());
        ImGui::PopStyleColor();
        ImGui::TextUnformatted(
            // TRANSLATORS: %1$s is the move played, %2$s how the game was then expected to end ("expected to
            // end 3 points ahead").
            fmt(_("Played: %1$s (%2$s)"), item.played, margin_words(item.played_value)).c_str());
        ImGui::TextUnformatted(
            // TRANSLATORS: %1$s is the computer's better move, %2$s how the game was then expected to end.
            fmt(_("Better: %1$s (%2$s)"), item.best, margin_words(item.best_value)).c_str());
        if (!item.best_actions.empty()) {
            if (button(c.st, _("Show on the board"), 0)) c.req.review_show = static_cast<int>(i);
            tooltip(c.st, _("The board as it was at the start of that turn, with the move played and the "
                            "better one, both lit."));
        }
        ImGui::Dummy({0, em * 0.2f});
        ImGui::PopID();
    }
    ImGui::PopTextWrapPos();
    ImGui::EndChild();
}

void final_table_window(Ctx& c) {
    State& st = c.st;
    const Session& s = c.session;
    // (A replay's end shows the board and its bar: the table comes when the replay is closed.)
    if (!s.game_over() || s.replaying()) return;
    if (st.final_closed && st.final_closed_seed == s.config().seed) return;
    const Game& g = s.game();
    const std::span<const ScoreColumn> columns = score_columns();
    const FinalTable t = final_table(g, columns);
    const float em = st.em;
    const bool narrow = ImGui::GetIO().DisplaySize.x < em * 34;
    dim_background(st, "##dim_final");
    centre_next(st, narrow ? 10000.0f : em * 34, 10000.0f);
    if (!st.final_open) ImGui::SetNextWindowFocus();
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {em * 1.0f, em * 0.9f});
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, em * 0.6f);
    const float max_h = ImGui::GetIO().DisplaySize.y - st.top - 16;
    const bool visible = begin_window(
        st, "Final scores##final", nullptr,
        kFixed | ImGuiWindowFlags_NoTitleBar | scrollbar_only_if_needed("Final scores##final", max_h));
    ImGui::PopStyleVar(2);
    raise_window();
    st.final_drawn = true;
    if (!visible) {
        ImGui::End();
        return;
    }
    // Heading: the winner(s).
    std::string head;
    if (t.winners.size() == 1) {
        const std::string name = player_name(s, t.winners[0]);
        head = is_you(name) ? _("You win!")
                            // TRANSLATORS: %s is the winner's name.
                            : fmt(_("%s wins!"), name);
    } else {
        // TRANSLATORS: joins the last two names of a list, "Anna, Ben and Carl".
        const char* last_sep = _(" and ");
        // TRANSLATORS: between the names of a list, "Anna, Ben and Carl".
        const char* sep = _(", ");
        std::string names;
        for (size_t i = 0; i < t.winners.size(); ++i)
            names += (i == 0 ? "" : i + 1 == t.winners.size() ? last_sep : sep) + player_name(s, t.winners[i]);
        // TRANSLATORS: %s is the names of the players who tie, "Anna, Ben and Carl".
        head = fmt(_("A tie: %s share the win!"), names);
    }
    ImGui::SetWindowFontScale(st.scale * 1.45f);
    ImGui::PushStyleColor(ImGuiCol_Text, rgba(kGold));
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(head.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
    ImGui::SetWindowFontScale(st.scale);
    // TRANSLATORS: %1$d is the winner's points, %2$d the tiles placed (the plural form follows the tiles).
    const int laid = g.num_tiles_laid();
    hint_text(fmt(P_("%1$d points after %2$d tiles. The game is over.",
                     "%1$d points after %2$d tiles. The game is over.", laid),
                  t.best, laid)
                  .c_str());
    ImGui::Dummy({0, em * 0.3f});

    // The table: one row per player (best first), one column per kind of feature (always the base game's
    // four, the expansions' when they scored); under a number, in brackets, the part that unfinished
    // features scored at the end.
    std::vector<int> cats;
    for (int k = 0; k < static_cast<int>(columns.size()); ++k)
        if (k < static_cast<int>(base_score_columns().size()) || t.any(k)) cats.push_back(k);
    const bool unfinished = t.any_unfinished();
    std::vector<int> order(t.rows.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return t.rows[static_cast<size_t>(a)].total > t.rows[static_cast<size_t>(b)].total;
    });
    const float small = ImGui::GetFontSize() * 0.78f;
    const float row_h = std::max(st.phone ? 36.0f : 0.0f, em * 1.9f) + (unfinished ? small * 0.9f : 0.0f);
    ImGui::PushStyleVar(ImGuiStyleVar_CellPadding, {em * (narrow ? 0.2f : 0.4f), em * 0.25f});
    const ImGuiTableFlags tf = ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_RowBg |
                               ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_PadOuterX;
    // One number right-aligned in its cell, with the unfinished part below it when there is one.
    auto number = [&](int v, int part, ImU32 colour) {
        char buf[16];
        std::snprintf(buf, sizeof buf, "%d", v);
        const float x = ImGui::GetCursorPosX(), avail = ImGui::GetContentRegionAvail().x;
        const float y = ImGui::GetCursorPosY() + (row_h - ImGui::GetFontSize() - (unfinished ? small : 0)) / 2 - em * 0.25f;
        ImGui::SetCursorPos({x + avail - ImGui::CalcTextSize(buf).x, y});
        ImGui::PushStyleColor(ImGuiCol_Text, v == 0 ? ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled) : rgba(colour));
        ImGui::TextUnformatted(buf);
        ImGui::PopStyleColor();
        if (part != 0) {
            std::snprintf(buf, sizeof buf, "(%d)", part);
            const ImVec2 at = ImGui::GetCursorScreenPos();
            const float w = ImGui::GetFont()->CalcTextSizeA(small, FLT_MAX, 0, buf).x;
            ImGui::GetWindowDrawList()->AddText(ImGui::GetFont(), small, {at.x + avail - w, at.y - em * 0.1f}, kDimText, buf);
        }
    };
    if (ImGui::BeginTable("##scores", 2 + static_cast<int>(cats.size()), tf)) {
        // TRANSLATORS: a column heading of the final score table.
        ImGui::TableSetupColumn(_("Player"), ImGuiTableColumnFlags_WidthStretch);
        for (int cat : cats) {
            const ScoreColumn& column = columns[static_cast<size_t>(cat)];
            const char* name = i18n::tr(narrow && column.narrow_name ? column.narrow_name : column.name);
            ImGui::TableSetupColumn(name, ImGuiTableColumnFlags_WidthFixed,
                                    std::max(ImGui::CalcTextSize(name).x, ImGui::CalcTextSize("000").x));
        }
        // TRANSLATORS: a column heading of the final score table: each player's total points.
        const char* total = _("Total");
        ImGui::TableSetupColumn(total, ImGuiTableColumnFlags_WidthFixed,
                                std::max(ImGui::CalcTextSize(total).x, ImGui::CalcTextSize("000").x));
        ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
        for (int col = 0; col < 2 + static_cast<int>(cats.size()); ++col) {
            ImGui::TableSetColumnIndex(col);
            ImGui::PushStyleColor(ImGuiCol_Text, rgba(kDimText));
            ImGui::TextUnformatted(ImGui::TableGetColumnName(col));
            ImGui::PopStyleColor();
            if (col > 0 && col <= static_cast<int>(cats.size()))
                tooltip(st, i18n::tr(columns[static_cast<size_t>(cats[static_cast<size_t>(col - 1)])].tip));
        }
        for (int p : order) {
            const FinalTable::Row& r = t.rows[static_cast<size_t>(p)];
            const bool winner = std::find(t.winners.begin(), t.winners.end(), p) != t.winners.end();
            ImGui::TableNextRow(0, row_h);
            if (winner) ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1, IM_COL32(120, 100, 30, 110));
            ImGui::TableSetColumnIndex(0);
            const int color = s.config().seats[static_cast<size_t>(p)].color;
            const ImVec2 pos = ImGui::GetCursorScreenPos();
            const float tr = em * 0.55f;
            draw_token(ImGui::GetWindowDrawList(), {pos.x + tr, pos.y + row_h / 2 - em * 0.25f}, tr, color,
                       c.settings);
            ImGui::SetCursorScreenPos(
                {pos.x + tr * 2 + em * 0.35f, pos.y + (row_h - ImGui::GetFontSize()) / 2 - em * 0.25f});
            ImGui::PushStyleColor(ImGuiCol_Text, rgba(winner ? kGold : seat_text_color(c.settings, color)));
            const std::string name = player_name(s, p), shown = fit_name(name, ImGui::GetContentRegionAvail().x);
            ImGui::TextUnformatted(shown.c_str());
            ImGui::PopStyleColor();
            if (shown != name) tooltip(st, name.c_str());
            for (size_t k = 0; k < cats.size(); ++k) {
                ImGui::TableSetColumnIndex(static_cast<int>(k) + 1);
                const size_t i = static_cast<size_t>(cats[k]);
                number(r.points[i], r.unfinished[i], IM_COL32(230, 232, 225, 255));
            }
            ImGui::TableSetColumnIndex(static_cast<int>(cats.size()) + 1);
            number(r.total, 0, winner ? kGold : IM_COL32(240, 240, 235, 255));
        }
        ImGui::EndTable();
    }
    ImGui::PopStyleVar();
    // TRANSLATORS: under the final score table, whose numbers may have a smaller number in brackets under
    // them.
    if (unfinished) hint_text(_("(n): of which unfinished roads, cities and cloisters scored at the end."));
    ImGui::Dummy({0, em * 0.4f});
    review_section(c);
    const float sp = ImGui::GetStyle().ItemSpacing.x;
    const float bw = (ImGui::GetContentRegionAvail().x - sp) / 2;
    const float bh = std::max(st.phone ? 48.0f : 0.0f, em * 2.3f);
    if (big_button(_("New game"), bw, bh)) {
        c.settings.show_new_game = true;
        st.final_closed = true;
        st.final_closed_seed = s.config().seed;
    }
    ImGui::SameLine();
    if (fitted_button(_("Close"), {bw, bh}) ||
        ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
        st.final_closed = true;
        st.final_closed_seed = s.config().seed;
    }
    tooltip(st, _("Look at the board; the side panel can open this table again."));
    ImGui::End();
}

void tiles_left_window(Ctx& c) {
    if (!c.settings.show_tiles_left || !c.session.active()) return;
    const State& st = c.st;
    const Game& g = c.session.game();
    const float em = st.em;
    const ImGuiIO& io = ImGui::GetIO();
    const bool hidden = c.session.config().hide_remaining;
    if (st.phone) {
        ImGui::SetNextWindowPos({8, st.top + 8}, ImGuiCond_Always);
        ImGui::SetNextWindowSize({io.DisplaySize.x - 16, (io.DisplaySize.y - st.top) * 0.6f},
                                 ImGuiCond_Always);
    } else {
        // Over the board, clear of the side column.
        const ImVec2 a = st.board_min, b = st.board_max;
        ImGui::SetNextWindowPos({(a.x + b.x) / 2, (a.y + b.y) / 2}, ImGuiCond_Appearing, {0.5f, 0.5f});
        ImGui::SetNextWindowSize({std::min(em * 36, b.x - a.x - 24), hidden ? 0 : (b.y - a.y) * 0.75f},
                                 ImGuiCond_Appearing);
    }
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse |
                                   (hidden ? ImGuiWindowFlags_AlwaysAutoResize : 0);
    // TRANSLATORS: a window's title (View > Tiles left).
    const std::string title = std::string(_("Tiles left")) + "###tiles_left";
    if (begin_window(st, title.c_str(), &c.settings.show_tiles_left, flags)) {
        const int left = g.bag_size();
        if (hidden) {
            ImGui::TextUnformatted(
                fmt(P_("%d tile left in the bag.", "%d tiles left in the bag.", left), left).c_str());
            hint_text(_("This game hides which tiles are left."));
        } else {
            int kinds = 0;
            for (int i = 0; i < tiles().size(); ++i) kinds += g.remaining(i) > 0;
            const std::string bag =
                // TRANSLATORS: above the pictures of the tiles left; %2$s is the number of kinds of tile, "3
                // kinds".
                fmt(P_("%1$d tile left in the bag, %2$s:", "%1$d tiles left in the bag, %2$s:", left), left,
                    fmt(P_("%d kind", "%d kinds", kinds), kinds));
            ImGui::TextWrapped("%s", bag.c_str());
            ImGui::Dummy({0, em * 0.2f});
            const float cell = std::max(em * 3.4f, 48.0f), pad = ImGui::GetStyle().ItemSpacing.x;
            const int per_row = std::max(1, int((ImGui::GetContentRegionAvail().x + pad) / (cell + pad)));
            int shown = 0;
            for (int i = 0; i < tiles().size(); ++i) {
                const int n = g.remaining(i);
                if (n <= 0) continue;
                if (shown++ % per_row != 0) ImGui::SameLine();
                ImGui::BeginGroup();
                const ImVec2 p = ImGui::GetCursorScreenPos();
                draw_tile_picture(st, ImGui::GetWindowDrawList(), p, cell, i, 0);
                ImGui::Dummy({cell, cell});
                char buf[16];
                std::snprintf(buf, sizeof buf, "\xC3\x97%d", n);
                ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (cell - ImGui::CalcTextSize(buf).x) / 2);
                ImGui::TextUnformatted(buf);
                ImGui::EndGroup();
            }
            if (shown == 0) ImGui::TextUnformatted(_("The bag is empty."));
        }
    }
    ImGui::End();
}

// The rules in short, with the point values of the rule set in play (or chosen on the new game screen).
void rules_summary(const Ctx& c) {
    const bool ed2000 = c.session.active() ? c.session.config().rules.edition == Edition::First2000
                                           : settled(c.st.draft.rules).edition == Edition::First2000;
    const State& st = c.st;
    ImGui::PushStyleColor(ImGuiCol_Text, rgba(kGold));
    ImGui::TextUnformatted(ed2000 ? _("First edition (2000) rules") : _("Classic rules"));
    ImGui::PopStyleColor();
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(
        _("On your turn: place the tile you drew so that every edge matches its neighbours (roads to roads, "
          "cities to cities, fields to fields). Then you may put one follower on a part of that tile, if "
          "nobody already holds the road, city or farm it joins. You have 7 followers."));
    ImGui::PopTextWrapPos();
    ImGui::Dummy({0, st.em * 0.2f});
    struct Row {
        const char* what;
        const char* during;
        const char* end;
    };
    const Row rows[] = {
        // TRANSLATORS: How to play, the table of points: a feature (the figure on it), its points during the
        // game, its points at the end.
        {_("Road (thief)"), _("completed: 1 per tile"), _("unfinished: 1 per tile")},
        {_("City (knight)"),
         ed2000 ? _("completed: 2 per tile and per pennant; a 2-tile city only 1 per tile and per pennant")
                : _("completed: 2 per tile and per pennant"),
         _("unfinished: 1 per tile and per pennant")},
        {_("Cloister (monk)"), _("surrounded by 8 tiles: 9"), _("1 + 1 per neighbouring tile")},
        {_("Farm (farmer)"), _("stays on the board all game"),
         ed2000 ? _("each completed city: 4 to the player with most farmers in all the farms touching it")
                : _("each farm: 3 per completed city it touches, to the player with most farmers in it")},
    };
    if (ImGui::BeginTable("##points", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) {
        // TRANSLATORS: How to play, the headings of the table of points.
        ImGui::TableSetupColumn(_("Feature"), ImGuiTableColumnFlags_WidthStretch, 0.7f);
        ImGui::TableSetupColumn(_("During the game"), ImGuiTableColumnFlags_WidthStretch, 1.2f);
        ImGui::TableSetupColumn(_("At the end"), ImGuiTableColumnFlags_WidthStretch, 1.2f);
        // The column titles as a header row of plain text (ImGui's header cells are buttons for sorting).
        ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
        for (int col = 0; col < 3; ++col) {
            ImGui::TableSetColumnIndex(col);
            ImGui::TextUnformatted(ImGui::TableGetColumnName(col));
        }
        for (const Row& r : rows) {
            ImGui::TableNextRow();
            ImGui::TableSetColumnIndex(0);
            ImGui::TextWrapped("%s", r.what);
            ImGui::TableSetColumnIndex(1);
            ImGui::TextWrapped("%s", r.during);
            ImGui::TableSetColumnIndex(2);
            ImGui::TextWrapped("%s", r.end);
        }
        ImGui::EndTable();
    }
    ImGui::Dummy({0, st.em * 0.2f});
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(
        _("A feature scores as soon as it is completed; its followers come home. When several players hold "
          "one feature, the one with most followers on it scores (all who tie score in full). Whatever is "
          "unfinished scores at the end of the game, after the last tile, and so do the farms. The highest "
          "score wins."));
    ImGui::TextUnformatted(
        _("On the board, an open cell crossed out with a faint X is one that no tile left in the bag can "
          "fill: a road or city ending there stays unfinished (Settings can hide the marks)."));
    // The expansions' paragraphs, for the rules in play (or those the new game screen would start).
    const Rules rules = c.session.active() ? c.session.config().rules : make_config(st.draft).rules;
    for (const HudPart* part : hud_parts())
        if (part->rules_paragraph) part->rules_paragraph(rules);
    ImGui::PopTextWrapPos();
}

// Help > Controls: every key, click and touch, in a table.
// The controls: on a touch screen those a finger has, else the keyboard's and the mouse's.
void controls_page(bool touch) {
    if (!ImGui::BeginTable("##keys", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) return;
    // TRANSLATORS: Help > Controls, the headings of its two columns.
    ImGui::TableSetupColumn(touch ? _("Touch") : _("Keys"), ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn(_("Action"), ImGuiTableColumnFlags_WidthStretch, 1.1f);
    for (const Shortcut& k : shortcuts()) {
        const char* how = touch ? k.touch : k.keys;
        if (!how) continue;
        ImGui::TableNextRow();
        ImGui::TableSetColumnIndex(0);
        ImGui::PushStyleColor(ImGuiCol_Text, rgba(kGold));
        ImGui::TextWrapped("%s", how);
        ImGui::PopStyleColor();
        ImGui::TableSetColumnIndex(1);
        ImGui::TextWrapped("%s", k.action);
    }
    ImGui::EndTable();
}

void help_window(Ctx& c) {
    c.st.help_close = {-1, -1};
    c.st.help_page.clear();
    if (!c.settings.show_help) c.st.help_scrolled_for = -1;
    if (!c.settings.show_help) {
        if (c.settings.help_tab < 0) return;
        c.settings.show_help = true;  // a menu asked for a tab
    }
    State& st = c.st;
    // A fixed frame that fits the screen: the tabs at the top, the text scrolling between them and Close, so
    // Close is always in view however long the page (the Wheel of Fortune's runs past a 768 px screen).
    const ImGuiIO& io = ImGui::GetIO();
    const float w = std::min(st.em * 36, io.DisplaySize.x - 16), h = std::min(max_height(st), st.em * 44);
    ImGui::SetNextWindowPos({io.DisplaySize.x / 2, st.top + (io.DisplaySize.y - st.top) / 2},
                            st.phone ? ImGuiCond_Always : ImGuiCond_Appearing, {0.5f, 0.5f});
    ImGui::SetNextWindowSize({w, h}, ImGuiCond_Always);
    ImGui::SetNextWindowBgAlpha(1.0f);  // opaque: the board does not show through the text
    const int want_tab = c.settings.help_tab;
    c.settings.help_tab = -1;
    if (want_tab >= 0) ImGui::SetNextWindowFocus();
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                                   ImGuiWindowFlags_NoScrollbar | (st.phone ? ImGuiWindowFlags_NoMove : 0);
    // TRANSLATORS: a window's title (the Help menu's pages).
    const std::string title = std::string(_("Help")) + "###help";
    if (begin_window(st, title.c_str(), &c.settings.show_help, flags)) {
        if (c.settings.modal_open) raise_window();  // above the new game screen or the final table
        const float close_h = st.phone ? std::max(44.0f, st.em * 2.2f) : std::max(ImGui::GetFrameHeight(), st.em * 1.9f);
        const float footer = close_h + ImGui::GetStyle().ItemSpacing.y * 2 + st.em * 0.3f;
        // The pages, each with the number a menu asks for it by (Settings::help_tab).
        struct Page {
            int id;
            const char* title;  // in English (the probe's name of the page), translated on its button
            std::function<void()> draw;
        };
        std::vector<Page> pages;
        pages.push_back({0, N_("How to play"), [&] { rules_summary(c); }});
        int tab = kFirstExpansionHelpTab;  // the expansions' pages, numbered in the order of their list
        for (const HudPart* part : hud_parts()) {
            if (!part->help_title) continue;
            pages.push_back({tab++, part->help_title, [&st, part] { part->help_tab(st); }});
        }
        pages.push_back({1, N_("Controls"), [&] { controls_page(st.touch); }});
        if (want_tab >= 0) st.help_shown = want_tab;
        const auto shown = std::find_if(pages.begin(), pages.end(), [&](const Page& pg) { return pg.id == st.help_shown; });
        const Page& current = shown != pages.end() ? *shown : pages.front();
        // The page buttons, in rows as wide as the window (a tab bar would shorten the titles on a phone).
        const float right = ImGui::GetWindowContentRegionMax().x;
        for (size_t i = 0; i < pages.size(); ++i) {
            const Page& pg = pages[i];
            const char* label = i18n::tr(pg.title);
            const float bw = ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2;
            if (i > 0) {
                ImGui::SameLine();
                if (ImGui::GetCursorPosX() + bw > right) ImGui::NewLine();
            }
            const bool on = pg.id == current.id;
            if (on) {
                ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_TabActive));
                ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImGui::GetStyleColorVec4(ImGuiCol_TabActive));
            }
            if (button(st, label, std::min(bw, right - ImGui::GetCursorPosX()))) st.help_shown = pg.id;
            if (on) ImGui::PopStyleColor(2);
        }
        st.help_page = current.title;
        ImGui::Separator();
        ImGui::BeginChild("##helppage", {0, -footer}, false);
        if (st.help_scrolled_for != current.id) ImGui::SetScrollY(0);  // a page opens at its top
        st.help_scrolled_for = current.id;
        current.draw();
        ImGui::EndChild();
        ImGui::Dummy({0, st.em * 0.3f});
        if (button(st, _("Close"), -1)) c.settings.show_help = false;
        st.help_close = last_item_centre();
    }
    ImGui::End();
}

void settings_window(Ctx& c) {
    c.st.text_slider[0] = c.st.text_slider[1] = {-1, -1};
    if (!c.settings.show_settings) return;
    State& st = c.st;
    Settings& s = c.settings;
    centre_next(st, st.em * 24, 10000.0f, ImGuiCond_Appearing);
    // TRANSLATORS: a window's title (View > Settings).
    const std::string title = std::string(_("Settings")) + "###settings";
    if (begin_window(
            st, title.c_str(), &s.show_settings,
            (kFixed & ~ImGuiWindowFlags_NoMove) | scrollbar_only_if_needed("###settings", max_height(st)))) {
        if (s.modal_open) raise_window();  // above the new game screen or the final table
        ImGui::TextUnformatted(_("Text size"));
        // The new size applies when the slider is let go: applied while dragging, the whole window (and the
        // slider under the finger) would rescale at every step.
        static float dragged_pct = -1;  // the value being dragged, -1 when the slider is not held
        float pct = dragged_pct >= 0 ? dragged_pct : s.text_scale * 100;
        ImGui::SetNextItemWidth(-1);
        ImGui::SliderFloat("##text", &pct, 100, 200, "%.0f%%", ImGuiSliderFlags_AlwaysClamp);
        st.text_slider[0] = ImGui::GetItemRectMin();
        st.text_slider[1] = ImGui::GetItemRectMax();
        const float snapped = std::clamp(std::round(pct / 5) * 5 / 100, 1.0f, 2.0f);
        if (ImGui::IsItemActive()) {
            dragged_pct = pct;
        } else {
            if (dragged_pct >= 0 || ImGui::IsItemDeactivatedAfterEdit()) s.text_scale = snapped;
            dragged_pct = -1;
        }
        ImGui::Separator();
        checkbox_wrapped(_("Colour-blind-safe colours"), &s.colorblind_palette);
        tooltip(st, _("Player colours that stay distinct for every kind of colour blindness."));
        checkbox_wrapped(_("Markings on figures"), &s.show_markings);
        tooltip(st, _("Each player's figures also carry a shape (circle, square, triangle, diamond, star)."));
        checkbox_wrapped(_("Reduced motion"), &s.reduced_motion);
        // TRANSLATORS: "floating points": the points a feature scores rise from it on the board.
        tooltip(st, _("No floating points and no sliding pieces."));
        checkbox_wrapped(_("Mark cells no tile can fill"), &s.show_dead_cells);
        tooltip(st, _("Empty cells next to the board that no tile left in the bag fits get a cross."));
        checkbox_wrapped(_("Show the game log"), &s.show_log);
        checkbox_wrapped(_("Follow the computer's moves"), &s.follow_computer);
        tooltip(st, _("Move the view to each tile a computer player places. Off: the view moves only when "
                      "you move it."));
        ImGui::Dummy({0, st.em * 0.2f});
        // Preview of the player tokens with the current choices.
        const ImVec2 p = ImGui::GetCursorScreenPos();
        const float r = st.em * 0.7f;
        for (int k = 0; k < kNumPlayerStyles; ++k)
            draw_token(ImGui::GetWindowDrawList(), {p.x + r + float(k) * r * 2.6f, p.y + r}, r, k, s);
        ImGui::Dummy({r * 2.6f * kNumPlayerStyles, r * 2});
        // TRANSLATORS: the tooltip on Settings' row of the players' colours (a preview, not buttons).
        tooltip(st, _("The players' colours and marks as the two settings above make them"));
        ImGui::Dummy({0, st.em * 0.2f});
        ImGui::Separator();
        // TRANSLATORS: Settings: the game's sounds on or off.
        checkbox_wrapped(_("Sound"), &s.sound);
        tooltip(st, _("Short sounds when a tile is drawn and placed, a figure is placed, a feature scores, and when "
                      "it is your turn."));
        ImGui::BeginDisabled(!s.sound);
        ImGui::TextUnformatted(_("Volume"));
        float volume_pct = s.volume * 100;
        ImGui::SetNextItemWidth(-1);
        if (ImGui::SliderFloat("##volume", &volume_pct, 0, 100, "%.0f%%", ImGuiSliderFlags_AlwaysClamp))
            s.volume = std::clamp(std::round(volume_pct / 5) * 5 / 100, 0.0f, 1.0f);
        ImGui::EndDisabled();
        ImGui::Dummy({0, st.em * 0.2f});
        if (button(st, _("Close"), -1)) s.show_settings = false;
    }
    ImGui::End();
}

}  // namespace carc::ui::hud
