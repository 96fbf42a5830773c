// Saved games window and the continue prompt.
#include "ui/saves_window.h"

#include <ctime>

#include "imgui.h"

namespace carc::ui {
namespace {

std::string when(int64_t ms) {
    if (ms <= 0) return "-";
    const std::time_t t = static_cast<std::time_t>(ms / 1000);
    std::tm tm{};
    localtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M", &tm);
    return buf;
}

std::string players_line(const SaveInfo& i) {
    std::string s;
    for (size_t p = 0; p < i.players.size(); ++p) {
        if (p) s += ", ";
        s += i.players[p];
        if (p < i.scores.size()) s += " " + std::to_string(i.scores[p]);
    }
    return s;
}

}  // namespace

SavesRequests draw_saves_window(bool* open, SaveLibrary& lib, const Session& session, const SaveFileHooks& files,
                                int64_t now_ms, std::string* status) {
    SavesRequests req;
    if (!*open) return req;
    const ImGuiIO& io = ImGui::GetIO();
    ImGui::SetNextWindowSize({std::min(io.DisplaySize.x - 20, 640.0f), std::min(io.DisplaySize.y - 60, 460.0f)},
                             ImGuiCond_Appearing);
    ImGui::SetNextWindowPos({io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.5f}, ImGuiCond_Appearing, {0.5f, 0.5f});
    if (!ImGui::Begin("Saved games", open, ImGuiWindowFlags_NoCollapse)) {
        ImGui::End();
        return req;
    }
    if (files.take_imported) {
        std::string text;
        const int r = files.take_imported(&text);
        if (r < 0) *status = "Import failed: " + text;
        if (r > 0) {
            std::string err;
            const std::string key = lib.import_text(text, now_ms, &err);
            *status = key.empty() ? err : "Imported.";
        }
    }
    if (!lib.available()) {
        ImGui::TextWrapped("Saving is not available in this browser (private browsing, or storage is blocked). "
                           "The game goes on; export it as a file to keep it.");
    } else {
        static char name[48] = "";
        ImGui::SetNextItemWidth(220);
        ImGui::InputTextWithHint("##name", "name for this game", name, sizeof name);
        ImGui::SameLine();
        ImGui::BeginDisabled(!session.active());
        if (ImGui::Button("Save current game")) {
            std::string err;
            *status = lib.save_as(session, name, now_ms, &err).empty() ? "Not saved: " + err : "Saved.";
            name[0] = 0;
        }
        ImGui::EndDisabled();
        if (files.pick_file) {
            ImGui::SameLine();
            if (ImGui::Button("Import from file...")) files.pick_file();
        }
    }
    if (!status->empty()) ImGui::TextWrapped("%s", status->c_str());
    ImGui::Separator();
    const std::vector<SaveInfo> list = lib.list();
    if (list.empty()) ImGui::TextDisabled("No saved games yet.");
    if (ImGui::BeginTable("saves", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingStretchProp)) {
        ImGui::TableSetupColumn("Game", ImGuiTableColumnFlags_WidthStretch, 3);
        ImGui::TableSetupColumn("Players and scores", ImGuiTableColumnFlags_WidthStretch, 3);
        ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed, 190);
        for (const SaveInfo& i : list) {
            ImGui::PushID(i.key.c_str());
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(i.name.c_str());
            ImGui::TextDisabled("%s", when(i.saved_at).c_str());
            ImGui::TableNextColumn();
            if (!i.error.empty()) {
                ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 190, 170, 255));
                ImGui::TextWrapped("Cannot be loaded: %s", i.error.c_str());
                ImGui::PopStyleColor();
            } else {
                ImGui::TextWrapped("%s", players_line(i).c_str());
                ImGui::TextDisabled("%s, %s", i.rules.c_str(), i.finished ? "finished" : ("turn " + std::to_string(i.turn + 1)).c_str());
            }
            ImGui::TableNextColumn();
            ImGui::BeginDisabled(!i.error.empty());
            if (ImGui::SmallButton(i.finished ? "View" : "Load")) {
                std::string err;
                if (auto text = lib.load(i.key, &err)) {
                    req.load = true;
                    req.record = *text;
                    *open = false;
                } else {
                    *status = err;
                }
            }
            ImGui::EndDisabled();
            ImGui::SameLine();
            if (files.download && i.error.empty() && ImGui::SmallButton("Export")) {
                if (auto text = lib.load(i.key, status)) files.download(SaveLibrary::export_file_name(i), *text);
            }
            ImGui::SameLine();
            if (ImGui::SmallButton("Delete")) {
                std::string err;
                *status = lib.remove(i.key, &err) ? "Deleted." : err;
            }
            ImGui::PopID();
        }
        ImGui::EndTable();
    }
    ImGui::End();
    return req;
}

bool draw_continue_prompt(SaveLibrary& lib, bool* decided, std::string* record, ImVec2* continue_at) {
    if (*decided) return false;
    std::string err;
    const std::vector<SaveInfo> list = lib.list();
    const SaveInfo* autosave = nullptr;
    for (const SaveInfo& i : list)
        if (i.autosave && i.error.empty() && !i.finished) autosave = &i;
    if (!autosave) {
        *decided = true;
        return false;
    }
    const ImGuiIO& io = ImGui::GetIO();
    ImGui::SetNextWindowPos({io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.5f}, ImGuiCond_Always, {0.5f, 0.5f});
    bool chosen = false;
    if (ImGui::Begin("Continue?", nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse)) {
        ImGui::TextUnformatted("You have a game in progress:");
        ImGui::TextUnformatted(players_line(*autosave).c_str());
        ImGui::TextDisabled("%s, turn %d, saved %s", autosave->rules.c_str(), autosave->turn + 1, when(autosave->saved_at).c_str());
        ImGui::Spacing();
        const bool pressed = ImGui::Button("Continue", {140, 0});
        if (continue_at) {
            const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
            *continue_at = {(a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f};
        }
        if (pressed) {
            if (auto text = lib.load(kAutosaveKey, &err)) {
                *record = *text;
                chosen = true;
            }
            *decided = true;
        }
        ImGui::SameLine();
        if (ImGui::Button("New game", {140, 0})) *decided = true;
    }
    ImGui::End();
    return chosen;
}

}  // namespace carc::ui
