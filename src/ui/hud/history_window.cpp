// The history of finished games, their replay and the statistics.
#include "ui/hud/history_window.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "imgui.h"
#include "ui/core/i18n.h"
#include "ui/hud/hud_internal.h"
#include "ui/hud/palette.h"

namespace carc::ui {
namespace {

using hud::hint_text;

constexpr int kChartGames = 40;  // the chart shows the newest games

// "You 87, Computer 65" with the winner's name first marked.
std::string players_line(const HistoryGame& h) {
    const int top = h.scores.empty() ? 0 : *std::max_element(h.scores.begin(), h.scores.end());
    std::string s;
    for (size_t p = 0; p < h.seats.size() && p < h.scores.size(); ++p) {
        if (p) s += _(", ");
        // TRANSLATORS: a player of a finished game and their score ("Anna: 72"); the next: the winner's.
        s += i18n::fmt(h.scores[p] == top ? _("%1$s: %2$d (won)") : _("%1$s: %2$d"), h.seats[p].name, h.scores[p]);
    }
    return s;
}

// A combo box over "all" and the values seen. *chosen is "" for all, else "=" and the value ("" shows as none_text).
void filter_combo(const char* id, const char* all, const std::vector<std::string>& values, std::string* chosen,
                  const char* none_text, float width) {
    auto label = [none_text](const std::string& v) { return v.empty() ? std::string(none_text) : v; };
    const std::string shown = chosen->empty() ? std::string(all) : label(chosen->substr(1));
    ImGui::SetNextItemWidth(width);
    if (ImGui::BeginCombo(id, shown.c_str(), ImGuiComboFlags_HeightLargest)) {
        if (ImGui::Selectable(all, chosen->empty())) chosen->clear();
        for (const std::string& v : values)
            if (ImGui::Selectable(label(v).c_str(), *chosen == "=" + v)) *chosen = "=" + v;
        ImGui::EndCombo();
    }
}

// A margin with its sign: "+12", "-5", "0".
std::string signed_text(long v) { return (v > 0 ? "+" : "") + std::to_string(v); }

bool passes(const std::string& chosen, const std::string& value) { return chosen.empty() || chosen == "=" + value; }

// The person's results, oldest to newest: a bar per game, up for a win, down for a loss, as long as the margin.
int draw_chart(const std::vector<const HistoryGame*>& games, float em) {
    std::vector<const HistoryGame*> mine;
    for (const HistoryGame* h : games)
        if (h->you >= 0 && int(mine.size()) < kChartGames) mine.push_back(h);
    std::reverse(mine.begin(), mine.end());
    // TRANSLATORS: the title of the statistics' chart: the person's score less the best other score, game by game.
    ImGui::TextUnformatted(_("Your margin, game by game (newest on the right)"));
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float w = std::max(ImGui::GetContentRegionAvail().x, em * 8), h = em * 6;
    ImGui::Dummy({w, h});
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(p, {p.x + w, p.y + h}, IM_COL32(20, 26, 20, 255), 4);
    const float mid = p.y + h * 0.5f;
    dl->AddLine({p.x, mid}, {p.x + w, mid}, IM_COL32(160, 160, 150, 160));
    if (mine.empty()) return 0;
    int most = 10;
    for (const HistoryGame* g : mine) most = std::max(most, std::abs(g->margin));
    const float slot = w / float(std::max<size_t>(mine.size(), 10)), bar = std::max(2.0f, slot * 0.7f);
    for (size_t i = 0; i < mine.size(); ++i) {
        const float x = p.x + slot * (float(i) + 0.5f);
        const float len = float(mine[i]->margin) / float(most) * (h * 0.5f - 3);
        const ImU32 c = mine[i]->won ? IM_COL32(90, 190, 90, 255) : IM_COL32(210, 90, 80, 255);
        dl->AddRectFilled({x - bar / 2, std::min(mid, mid - len)}, {x + bar / 2, std::max(mid, mid - len) + 1}, c, 1);
        if (ImGui::IsMouseHoveringRect({x - slot / 2, p.y}, {x + slot / 2, p.y + h}))
            // TRANSLATORS: a bar of the chart: the game's date and rules, then the margin in points (+12, -5).
            ImGui::SetTooltip("%s", i18n::fmt(_("%1$s, %2$s: %3$s"), local_time_text(mine[i]->finished_at), rules_text(mine[i]->rules),
                                              signed_text(mine[i]->margin)).c_str());
    }
    return int(mine.size());
}

}  // namespace

HistoryRequests draw_history_window(const HudMetrics& metrics, bool* open, GameHistory& history, const SaveFileHooks& files,
                                    int64_t now_ms, std::string* status, bool over_modal, HistoryProbe* probe) {
    HistoryRequests req;
    HistoryProbe local;
    HistoryProbe& pr = probe ? *probe : local;
    pr = {};
    static std::string shown_status, rules_filter, opponents_filter;
    static double status_since = 0;
    static int tab = 0, want_tab = -1;
    if (!*open) return req;
    fade_status(status, &shown_status, &status_since);
    const float em = ImGui::GetFontSize();
    bool narrow = false;
    // TRANSLATORS: a window's title (Game > History and statistics).
    if (!begin_list_window(metrics, i18n::fmt("%s###history", _("History and statistics")).c_str(), open, 44, 32, &narrow)) {
        ImGui::End();
        return req;
    }
    pr.open = true;
    if (over_modal) hud::raise_window();
    if (files.take_imported) {
        std::string text;
        const int r = files.take_imported(&text);
        if (r < 0) *status = i18n::fmt(_("Import failed: %s"), text);
        if (r > 0) {
            std::string err;
            const int added = history.import_text(text, &err);
            // TRANSLATORS: after importing a history file: how many of its games were new here.
            *status = added < 0 ? i18n::fmt(_("Import failed: %s"), err)
                                : i18n::fmt(P_("Imported %d game.", "Imported %d games.", added), added);
        }
    }
    int damaged = 0;
    const std::vector<HistoryGame>& games = history.list(&damaged);
    const float bh = narrow ? std::max(44.0f, em * 2.0f) : 0.0f;

    // The tabs, as two buttons (a finger hits them; the keyboard reaches them).
    const float tw = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2;
    if (want_tab >= 0) tab = std::exchange(want_tab, -1);
    for (int t = 0; t < 2; ++t) {
        if (t) ImGui::SameLine();
        const bool on = tab == t;
        if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
        // TRANSLATORS: the history window's two tabs: the finished games, and the statistics drawn from them.
        if (ImGui::Button(t == 0 ? _("Games") : _("Statistics"), {tw, bh})) want_tab = t;
        if (on) ImGui::PopStyleColor();
        (t == 0 ? pr.games_tab : pr.stats_tab) = last_item_centre();
    }
    pr.tab = tab;

    // The filters: rule set and opponents.
    std::set<std::string> rule_set, opponent_set;
    for (const HistoryGame& g : games) {
        rule_set.insert(rules_text(g.rules));
        opponent_set.insert(g.opponents);
    }
    const std::vector<std::string> rules(rule_set.begin(), rule_set.end()), opponents(opponent_set.begin(), opponent_set.end());
    // A filter whose value no game has any more shows all.
    if (!rules_filter.empty() && !rule_set.count(rules_filter.substr(1))) rules_filter.clear();
    if (!opponents_filter.empty() && !opponent_set.count(opponents_filter.substr(1))) opponents_filter.clear();
    const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2;
    filter_combo("##rules", _("All rule sets"), rules, &rules_filter, "", half);
    ImGui::SameLine();
    // TRANSLATORS: the history's filter: games against any computer level; the next: games of people only.
    filter_combo("##opponents", _("All opponents"), opponents, &opponents_filter, _("People only"), half);
    std::vector<const HistoryGame*> shown;
    for (const HistoryGame& g : games)
        if (passes(rules_filter, rules_text(g.rules)) && passes(opponents_filter, g.opponents))
            shown.push_back(&g);
    pr.listed = int(shown.size());

    // (On a phone Close has a row of its own under Export and Import.)
    const float footer = ImGui::GetFrameHeightWithSpacing() + std::max(bh, ImGui::GetFrameHeight()) * (narrow ? 2 : 1) +
                         (status->empty() ? 0.0f : ImGui::GetTextLineHeightWithSpacing() * 2);
    ImGui::BeginChild("##historybody", {0, -footer}, true);
    if (games.empty()) {
        hint_text(_("No finished games yet. Each game you finish is kept here, with its replay."));
    } else if (tab == 0) {
        for (size_t i = 0; i < shown.size(); ++i) {
            const HistoryGame& g = *shown[i];
            ImGui::PushID(g.key.c_str());
            ImGui::TextUnformatted(local_time_text(g.finished_at).c_str());
            ImGui::SameLine();
            const std::string against = g.opponents.empty() ? std::string(_("People only")) : g.opponents;
            hint_text(i18n::fmt(_("%1$s, against %2$s"), rules_text(g.rules), against).c_str());
            ImGui::TextWrapped("%s", players_line(g).c_str());
            if (g.aids.hints > 0 || g.aids.take_backs > 0)
                // TRANSLATORS: a finished game in the history: the help taken (hints asked for, moves taken back).
                hint_text(i18n::fmt(_("Hints: %1$d, take-backs: %2$d"), g.aids.hints, g.aids.take_backs).c_str());
            if (ImGui::Button(_("Replay"), {narrow ? -1.0f : 0.0f, bh})) {
                req.replay = true;
                req.record = g.record;
                *open = false;
            }
            pr.replay.push_back(last_item_centre());
            ImGui::Separator();
            ImGui::PopID();
        }
        if (shown.empty()) hint_text(_("No finished game matches these filters."));
    } else {
        for (const StatsRow& r : statistics(shown)) {
            pr.stats.push_back({r.rules, r.opponents, r.aided, r.games, r.wins, r.best_score});
            const std::string against = r.opponents.empty() ? std::string(_("People only")) : r.opponents;
            ImGui::TextWrapped("%s", i18n::fmt(_("%1$s, against %2$s"), r.rules, against).c_str());
            if (r.aided) {
                ImGui::SameLine();
                // TRANSLATORS: a row of the statistics for the games in which hints or take-backs were used.
                hint_text(_("(with hints or take-backs)"));
            }
            ImGui::Indent(em);
            // TRANSLATORS: statistics: games played, won, and the share won.
            ImGui::TextWrapped("%s", i18n::fmt(_("Games: %1$d, won: %2$d (%3$d%%)"), r.games, r.wins,
                                               int(std::lround(100.0 * r.wins / std::max(1, r.games)))).c_str());
            // TRANSLATORS: statistics: the average score, the average margin over the best other player (+12, -5),
            // and the best score.
            ImGui::TextWrapped("%s", i18n::fmt(_("Average score %1$d, margin %2$s, best %3$d"),
                                               int(std::lround(r.average_score)), signed_text(std::lround(r.average_margin)),
                                               r.best_score).c_str());
            // TRANSLATORS: statistics: the longest road and the biggest city the player completed, in tiles.
            ImGui::TextWrapped("%s", i18n::fmt(_("Longest road: %1$d tiles, biggest city: %2$d tiles"), r.longest_road,
                                               r.biggest_city).c_str());
            // TRANSLATORS: statistics: the points scored with each kind of feature, all games together.
            ImGui::TextWrapped("%s", i18n::fmt(_("Points from roads %1$d, cities %2$d, cloisters %3$d, farms %4$d, other %5$d"),
                                               r.points[0], r.points[1], r.points[2], r.points[3], r.points[4]).c_str());
            ImGui::Unindent(em);
            ImGui::Separator();
        }
        pr.chart_bars = draw_chart(shown, em);
        // TRANSLATORS: under the statistics: which games they count.
        hint_text(_("Only games with one person at this screen count; games with hints or take-backs are counted apart."));
    }
    if (damaged > 0)
        // TRANSLATORS: the history holds records that cannot be read (damaged, or from a newer version).
        hint_text(i18n::fmt(P_("%d record could not be read.", "%d records could not be read.", damaged), damaged).c_str());
    ImGui::EndChild();
    if (!status->empty()) ImGui::TextWrapped("%s", status->c_str());
    pr.status = *status;
    if (files.download) {
        ImGui::BeginDisabled(games.empty());
        // TRANSLATORS: the history window's buttons: the whole history into one file; a history file added.
        if (ImGui::Button(_("Export all"), {narrow ? half : 0.0f, bh})) {
            const std::string file = GameHistory::export_file_name(now_ms);
            files.download(file, history.export_text(now_ms));
            if (files.saved_where) *status = files.saved_where(file);
        }
        pr.export_all = last_item_centre();
        ImGui::EndDisabled();
        ImGui::SameLine();
    }
    if (files.pick_file) {
        if (ImGui::Button(_("Import history..."), {narrow ? half : 0.0f, bh})) files.pick_file();
        pr.import_file = last_item_centre();
        if (!narrow) ImGui::SameLine();
    }
    if (ImGui::Button(_("Close"), {narrow ? -1.0f : 0.0f, bh})) *open = false;
    ImGui::End();
    return req;
}

}  // namespace carc::ui
