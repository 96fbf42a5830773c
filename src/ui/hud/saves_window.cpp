// Saved games window and the continue prompt.
#include "ui/hud/saves_window.h"

#include <algorithm>
#include <ctime>

#include "imgui.h"
#include "imgui_internal.h"  // a window still hidden while ImGui sizes it (the Continue button's probe)
#include "ui/core/i18n.h"
#include "ui/hud/hud_internal.h"
#include "ui/hud/text_field.h"

namespace carc::ui {
namespace {

std::string players_line(const SaveInfo& i) {
    std::string s;
    for (size_t p = 0; p < i.players.size(); ++p) {
        // TRANSLATORS: between the players of a saved game ("Anna: 12, Ben: 10").
        if (p) s += _(", ");
        // TRANSLATORS: a player of a saved game and their score ("Anna: 12").
        s += p < i.scores.size() ? i18n::fmt(_("%1$s: %2$d"), i.players[p], i.scores[p]) : i.players[p];
    }
    return s;
}

std::string state_line(const SaveInfo& i) {
    // TRANSLATORS: a saved game's state; %s is its rules ("Classic", "Classic + River", ...).
    if (i.finished) return i18n::fmt(_("%s, finished"), rules_text(i.rule_set));
    // TRANSLATORS: a saved game's state; %1$s is its rules ("Classic + River", ...), %2$d the turn it has come to
    // as each player counts their own turns.
    return i18n::fmt(_("%1$s, turn %2$d"), rules_text(i.rule_set),
                     player_turn_number(i.turn, static_cast<int>(i.players.size())));
}

constexpr double kStatusSeconds = 5.0;  // how long a message ("Deleted.") stays

// The confirmation before a save is deleted: names the game, Delete or Keep (Escape keeps).
struct PendingDelete {
    std::string key, what;
};

}  // namespace

std::string local_time_text(int64_t ms) {
    if (ms <= 0) return "-";
    const std::time_t t = static_cast<std::time_t>(ms / 1000);
    std::tm tm{};
    localtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M", &tm);
    return buf;
}

void fade_status(std::string* status, std::string* shown, double* since) {
    const double now = ImGui::GetTime();
    if (*status != *shown) {
        *shown = *status;
        *since = now;
    } else if (!status->empty() && now - *since > kStatusSeconds) {
        status->clear();
        shown->clear();
    }
}

bool begin_list_window(const HudMetrics& metrics, const char* title_id, bool* open, float width_em, float height_em,
                       bool* narrow) {
    const ImGuiIO& io = ImGui::GetIO();
    const float em = ImGui::GetFontSize();
    const float top = metrics.top;
    *narrow = io.DisplaySize.x < em * 36;
    const float w = *narrow ? io.DisplaySize.x - 16 : std::min(io.DisplaySize.x - 20, em * width_em);
    // Narrow screens: the whole screen below the menu bar (the list gets every row left under the buttons);
    // wide ones: centred, movable.
    const float h = *narrow ? io.DisplaySize.y - top - 16 : std::min(io.DisplaySize.y - top - 16, em * height_em);
    ImGui::SetNextWindowSize({w, h}, *narrow ? ImGuiCond_Always : ImGuiCond_Appearing);
    ImGui::SetNextWindowPos({io.DisplaySize.x * 0.5f, top + (io.DisplaySize.y - top) * 0.5f},
                            *narrow ? ImGuiCond_Always : ImGuiCond_Appearing, {0.5f, 0.5f});
    ImGui::SetNextWindowBgAlpha(1.0f);  // opaque: the board must not show through the list
    // (On a phone no resize grip either: a corner too small for a finger.)
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                                   (*narrow ? ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize : 0) |
                                   (metrics.phone ? ImGuiWindowFlags_NoResize : 0);
    return ImGui::Begin(title_id, open, flags);
}

float button_width(float least, std::initializer_list<const char*> labels) {
    float w = least;
    for (const char* label : labels)
        w = std::max(w, ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2);
    return w;
}

SavesRequests draw_saves_window(const HudMetrics& metrics, bool* open, SaveLibrary& lib, const Session& session,
                                const SaveFileHooks& files, int64_t now_ms, std::string* status, const std::string& running_key,
                                SavesProbe* probe) {
    SavesRequests req;
    SavesProbe local;
    SavesProbe& pr = probe ? *probe : local;
    pr = {};
    auto edge = [&] { pr.right = std::max(pr.right, ImGui::GetItemRectMax().x); };
    static std::string shown_status;
    static double status_since = 0;
    static PendingDelete pending;
    if (!*open) {
        pending = {};
        return req;
    }
    fade_status(status, &shown_status, &status_since);
    const ImGuiIO& io = ImGui::GetIO();
    const float em = ImGui::GetFontSize();
    bool narrow = false;
    if (!begin_list_window(metrics, i18n::fmt("%s###saves", _("Saved games")).c_str(), open, 42, 30, &narrow)) {
        ImGui::End();
        return req;
    }
    pr.open = true;
    if (files.take_imported) {
        std::string text;
        const int r = files.take_imported(&text);
        // TRANSLATORS: %s says why.
        if (r < 0) *status = i18n::fmt(_("Import failed: %s"), text);
        if (r > 0) {
            std::string err;
            const std::string key = lib.import_text(text, now_ms, &err);
            *status = key.empty() ? i18n::fmt(_("Import failed: %s"), err) : _("Imported.");
        }
    }
    const float bh = narrow ? std::max(44.0f, em * 2.0f) : 0.0f;  // touch-sized buttons on phones
    if (!lib.available()) {
        ImGui::TextWrapped("%s", _("Saving is not available in this browser (private browsing, or storage is blocked). "
                                   "The game goes on; export it as a file to keep it."));
    } else {
        static char name[48] = "";
        ImGui::SetNextItemWidth(narrow ? -1.0f : em * 13);
        text_field("##name", _("name for a copy of this game"), name, sizeof name);
        if (!narrow) ImGui::SameLine();
        ImGui::BeginDisabled(!session.active() || session.replaying());
        if (ImGui::Button(_("Save a copy"), {narrow ? -1.0f : 0.0f, bh})) {
            std::string err;
            // TRANSLATORS: %s says why.
            *status = lib.save_as(session, name, now_ms, &err).empty() ? i18n::fmt(_("Not saved: %s"), err) : _("Copy saved.");
            name[0] = 0;
        }
        ImGui::EndDisabled();
        hud::tooltip(metrics, session.active() ? _("Keep this moment of the game under a name (the game itself is saved anyway)")
                                               : _("There is no game on the board to copy"));
        if (files.pick_file) {
            if (!narrow) ImGui::SameLine();
            if (ImGui::Button(_("Import from file..."), {narrow ? -1.0f : 0.0f, bh})) files.pick_file();
            pr.import_file = last_item_centre();
            edge();
        }
    }
    pr.available = lib.available();
    pr.status = *status;
    if (lib.available()) {
        // Whether the browser may clear the games under storage pressure.
        switch (lib.storage()->keeping()) {
        case SaveStorage::Keeping::Kept:
            ImGui::TextDisabled("%s", _("This browser keeps these games until you delete them."));
            break;
        case SaveStorage::Keeping::Evictable:
            ImGui::TextWrapped("%s", _("This browser may clear these games if it runs short of space (it has not agreed to "
                                       "keep them; installing the game usually changes that). Export a game to keep a copy of it."));
            break;
        case SaveStorage::Keeping::Unknown: break;
        }
        pr.keeping = lib.storage()->keeping() == SaveStorage::Keeping::Kept ? "kept"
                     : lib.storage()->keeping() == SaveStorage::Keeping::Evictable ? "evictable" : "unknown";
    }
    ImGui::Separator();
    const float footer = ImGui::GetTextLineHeightWithSpacing() * (narrow ? 3 : 2);  // the message's place
    const std::vector<SaveInfo> list = lib.list();
    if (list.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
        ImGui::TextWrapped("%s", _("No saved games yet: every game you play is kept here as you play it."));
        ImGui::PopStyleColor();
    }
    // Unfinished games first (newest first), then finished games and copies.
    std::vector<const SaveInfo*> rows;
    for (const SaveInfo& i : list)
        if (i.autosave && !i.finished && i.error.empty()) rows.push_back(&i);
    for (const SaveInfo& i : list)
        if (!(i.autosave && !i.finished && i.error.empty())) rows.push_back(&i);

    bool ask = false;  // a Delete was pressed: ask first (the question opens at the window's level)
    // Phones: three buttons share the width.
    const float row_bw = narrow ? (ImGui::GetContentRegionAvail().x - 2 * ImGui::GetStyle().ItemSpacing.x) / 3 : 0.0f;
    auto actions = [&](const SaveInfo& i) {
        const bool running = !running_key.empty() && i.key == running_key;
        SavesProbe::Row row;
        row.key = i.key;
        // Played in another window: "Play it here" takes it over (also the game on this board, shown read-only).
        const bool there = i.elsewhere && (!running || session.elsewhere());
        ImGui::BeginDisabled(!i.error.empty() || (running && !there));
        const char* load_label = _("Play it here");
        if (!there && i.finished) {
            // TRANSLATORS: the button of a finished game in Saved games: step through it.
            load_label = _("View");
        } else if (!there) {
            // TRANSLATORS: the button of an unfinished game in Saved games: go on with it.
            load_label = _("Load");
        }
        const bool load = ImGui::Button(i18n::fmt("%s###load", load_label).c_str(), {row_bw, bh});
        row.load = last_item_centre();
        edge();
        if (load && there) {
            req.take_over = true;
            req.key = i.key;
            *open = false;
        } else if (load) {
            std::string err;
            if (auto text = lib.load(i.key, &err)) {
                req.load = true;
                req.record = *text;
                req.key = i.key;
                *open = false;
            } else {
                *status = err;
            }
        }
        ImGui::EndDisabled();
        hud::tooltip(metrics, there ? _("Another window plays this game: take it over and go on with it here")
                     : running ? _("This is the game on the board") : !i.error.empty() ? _("This save cannot be loaded")
                     : i.finished ? _("Step through the finished game")
                                  : _("Go on with this game"));
        if (files.download && i.error.empty()) {
            ImGui::SameLine();
            if (ImGui::Button(i18n::fmt("%s###export", _("Export")).c_str(), {row_bw, bh})) {
                if (auto text = lib.load(i.key, status)) {
                    const std::string file = SaveLibrary::export_file_name(i);
                    files.download(file, *text);
                    // TRANSLATORS: %s is a file name.
                    *status = files.saved_where ? files.saved_where(file) : i18n::fmt(_("Exported as %s."), file);
                    // TRANSLATORS: after exporting a game played by link: the file holds this device's seat's secrets
                    if (i.link_seat >= 0) *status += std::string(" ") + _("It holds your seat's secrets: whoever has the file can play your seat.");
                }
            }
            row.exp = last_item_centre();
        }
        ImGui::SameLine();
        ImGui::BeginDisabled(running || there);
        const bool del = ImGui::Button(i18n::fmt("%s###delete", _("Delete")).c_str(), {row_bw, bh});
        row.del = last_item_centre();
        edge();
        pr.rows.push_back(row);
        if (del) {
            pending.key = i.key;
            // TRANSLATORS: the game the question to delete names: %1$s its name, %2$s its players and scores.
            pending.what = i.error.empty() ? i18n::fmt(_("%1$s: %2$s"), i.shown_name(), players_line(i)) : i.shown_name();
            ask = true;
        }
        ImGui::EndDisabled();
        if (running) hud::tooltip(metrics, _("This game is on the board: start or load another one to delete it"));
        else if (there) hud::tooltip(metrics, _("Another window plays this game: it cannot be deleted from here"));
    };
    auto label = [&](const SaveInfo& i) {
        const bool running = !running_key.empty() && i.key == running_key;
        ImGui::TextUnformatted(i.shown_name().c_str());
        if (running && !session.elsewhere()) {
            if (!narrow) ImGui::SameLine();
            ImGui::TextColored({0.6f, 0.9f, 0.5f, 1.0f}, "%s", _("(playing now)"));
        } else if (i.elsewhere) {
            // On a line of its own: longer than the column is wide.
            ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(242, 204, 115, 255));
            ImGui::TextWrapped("%s", running ? _("Continued in another window") : _("Open in another window"));
            ImGui::PopStyleColor();
        }
        ImGui::TextDisabled("%s", local_time_text(i.saved_at).c_str());
    };
    auto details = [&](const SaveInfo& i) {
        if (!i.error.empty()) {
            ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 190, 170, 255));
            // TRANSLATORS: %s says why (the record is damaged, or from a newer version).
            ImGui::TextWrapped("%s", i18n::fmt(_("Cannot be loaded: %s"), i.error).c_str());
            ImGui::PopStyleColor();
        } else {
            ImGui::TextWrapped("%s", players_line(i).c_str());
            ImGui::TextDisabled("%s", state_line(i).c_str());
            if (!i.link_id.empty() && !i.finished) {
                const std::string who = i.link_waiting >= 0 && i.link_waiting < static_cast<int>(i.players.size())
                                            ? i.players[static_cast<size_t>(i.link_waiting)] : std::string();
                // TRANSLATORS: Saved games, a game played by link: whose move it is (%s: the player waited for)
                ImGui::TextColored({0.6f, 0.9f, 0.5f, 1.0f}, "%s",
                                   i.link_seat >= 0 && i.link_waiting == i.link_seat ? _("By link: your move")
                                   : who.empty() ? _("By link: waiting for the players to join")
                                                 : i18n::fmt(_("By link: waiting for %s"), who).c_str());
            }
        }
    };
    if (narrow) {
        // Phones: one card per game, the buttons on their own line.
        ImGui::BeginChild("##list", {0, -footer}, false);
        for (const SaveInfo* i : rows) {
            ImGui::PushID(i->key.c_str());
            label(*i);
            details(*i);
            actions(*i);
            ImGui::Separator();
            ImGui::PopID();
        }
        ImGui::EndChild();
    } else if (!rows.empty() &&
               ImGui::BeginTable("saves", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingStretchProp,
                                 {0, -footer})) {
        ImGui::TableSetupColumn("Game", ImGuiTableColumnFlags_WidthStretch, 2.2f);
        ImGui::TableSetupColumn("Players and scores", ImGuiTableColumnFlags_WidthStretch, 3);
        // The buttons' column: as wide as a row's three buttons need in any language.
        const float actions_w = button_width(0, {_("View"), _("Load")}) + button_width(0, {_("Export")}) +
                                button_width(0, {_("Delete")}) + 2 * ImGui::GetStyle().ItemSpacing.x;
        ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed, std::max(em * 11.5f, actions_w));
        for (const SaveInfo* i : rows) {
            ImGui::PushID(i->key.c_str());
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            label(*i);
            ImGui::TableNextColumn();
            details(*i);
            ImGui::TableNextColumn();
            actions(*i);
            ImGui::PopID();
        }
        ImGui::EndTable();
    }
    // The window's message, in a place of its own below the list: it never pushes the rows (and their buttons)
    // down between two clicks.
    if (ImGui::GetCursorPosY() < ImGui::GetWindowHeight() - footer - ImGui::GetStyle().WindowPadding.y)
        ImGui::SetCursorPosY(ImGui::GetWindowHeight() - footer - ImGui::GetStyle().WindowPadding.y);
    if (!status->empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(240, 200, 90, 255));
        ImGui::TextWrapped("%s", status->c_str());
        ImGui::PopStyleColor();
    }
    // The confirmation: nothing is deleted by a single click.
    if (ask) ImGui::OpenPopup("###delete_game");
    ImGui::SetNextWindowPos({io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.5f}, ImGuiCond_Always, {0.5f, 0.5f});
    ImGui::SetNextWindowSizeConstraints({0, 0}, {io.DisplaySize.x - 24, io.DisplaySize.y - 24});
    if (ImGui::BeginPopupModal(i18n::fmt("%s###delete_game", _("Delete this game?")).c_str(), nullptr,
                               ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings)) {
        ImGui::PushTextWrapPos(std::min(io.DisplaySize.x - 48, em * 24));
        ImGui::TextWrapped("%s", pending.what.c_str());
        ImGui::TextWrapped("%s", _("It will be gone for good (export it first to keep a file)."));
        ImGui::PopTextWrapPos();
        // TRANSLATORS: the buttons of the question "Delete this game?".
        const char* const yes_label = _("Delete");
        const char* const keep_label = _("Keep it");
        const float bw = button_width(em * 7, {yes_label, keep_label});
        ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(150, 50, 40, 220));
        ImGui::PushStyleColor(ImGuiCol_ButtonHovered, IM_COL32(185, 65, 50, 255));
        const bool yes = ImGui::Button(yes_label, {bw, std::max(bh, em * 1.8f)});
        pr.confirm_delete = last_item_centre();
        if (yes) {
            std::string err;
            if (lib.remove(pending.key, &err)) {
                *status = _("Deleted.");
            } else {
                // TRANSLATORS: %s says why.
                *status = i18n::fmt(_("Not deleted: %s"), err);
            }
            pending = {};
            ImGui::CloseCurrentPopup();
        }
        ImGui::PopStyleColor(2);
        ImGui::SameLine();
        const bool keep = ImGui::Button(keep_label, {bw, std::max(bh, em * 1.8f)});
        pr.confirm_keep = last_item_centre();
        if (keep || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
            pending = {};
            ImGui::CloseCurrentPopup();
        }
        ImGui::EndPopup();
    }
    ImGui::End();
    return req;
}

ContinueChoice draw_continue_prompt(const HudMetrics& metrics, SaveLibrary& lib, std::string* record, std::string* key, ImVec2* continue_at) {
    const SaveInfo* game = lib.newest_unfinished();
    if (!game) return ContinueChoice::NewGame;
    int unfinished = 0;
    for (const SaveInfo& i : lib.list()) unfinished += i.autosave && !i.finished && i.error.empty();
    hud::dim_background(metrics, "##dim_continue");
    const ImGuiIO& io = ImGui::GetIO();
    const float em = ImGui::GetFontSize();
    ImGui::SetNextWindowPos({io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.5f}, ImGuiCond_Always, {0.5f, 0.5f});
    ImGui::SetNextWindowSizeConstraints({0, 0}, {io.DisplaySize.x - 16, io.DisplaySize.y - 16});
    ImGui::SetNextWindowFocus();
    ContinueChoice choice = ContinueChoice::None;
    // TRANSLATORS: the title of the question at start whether to go on with the unfinished game.
    if (ImGui::Begin(i18n::fmt("%s###continue", _("Continue?")).c_str(), nullptr,
                     ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove |
                         ImGuiWindowFlags_NoSavedSettings)) {
        hud::raise_window();
        ImGui::TextUnformatted(unfinished > 1 ? _("Your latest unfinished game:") : _("You have a game in progress:"));
        ImGui::PushTextWrapPos(std::min(io.DisplaySize.x - 48, em * 26));
        ImGui::TextWrapped("%s", players_line(*game).c_str());
        // TRANSLATORS: %1$s is the game's state ("Classic, turn 12"), %2$s when it was saved (a date and a time of day).
        ImGui::TextDisabled("%s", i18n::fmt(_("%1$s, saved %2$s"), state_line(*game), local_time_text(game->saved_at)).c_str());
        if (game->elsewhere)
            ImGui::TextColored({0.95f, 0.8f, 0.45f, 1.0f}, "%s", _("It is open in another window: playing it here closes it there."));
        ImGui::PopTextWrapPos();
        ImGui::Spacing();
        const char* const go = game->elsewhere ? _("Play it here") : _("Continue");
        const char* const fresh = _("New game");
        const char* const all = _("All saved games...");
        // (The third button is as wide as the first two and the space between them.)
        const float spacing = ImGui::GetStyle().ItemSpacing.x;
        const float bw = std::max(button_width(em * 7.5f, {go, fresh}), (button_width(0, {all}) - spacing) / 2),
                    bh = std::max(em * 1.9f, io.DisplaySize.x < 560 ? 44.0f : 0.0f);
        const bool pressed = ImGui::Button(go, {bw, bh}) ||
                             ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false);
        // (For tests: only once the window is on screen where it stays. In its first frames an auto-sized window
        // is hidden while ImGui measures it, and the button is not where it will be.)
        if (continue_at && !ImGui::IsWindowAppearing() && ImGui::GetCurrentWindow()->HiddenFramesCannotSkipItems == 0) {
            *continue_at = last_item_centre();
        }
        if (pressed && game->elsewhere) {
            *key = game->key;
            choice = ContinueChoice::TakeOver;
        } else if (pressed) {
            std::string err;
            if (auto text = lib.load(game->key, &err)) {
                *record = *text;
                *key = game->key;
                choice = ContinueChoice::Continue;
            } else {
                choice = ContinueChoice::SavedGames;  // the list says why
            }
        }
        ImGui::SameLine();
        if (ImGui::Button(fresh, {bw, bh})) choice = ContinueChoice::NewGame;
        if (unfinished > 1) {
            if (ImGui::Button(all, {bw * 2 + spacing, bh})) choice = ContinueChoice::SavedGames;
            hud::tooltip(metrics,
                         i18n::fmt(P_("%d unfinished game is kept", "%d unfinished games are kept", unfinished), unfinished).c_str());
        }
    }
    ImGui::End();
    return choice;
}

}  // namespace carc::ui
