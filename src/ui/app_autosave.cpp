// The app's saved games: the autosave after every action, the "Continue?" prompt, loading a saved game, the
// saved games window and the replay bar of a finished game.
#include <chrono>

#include "engine/match.h"
#include "ui/app_internal.h"

namespace carc::ui::app {
namespace {

int64_t wall_ms() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
        .count();
}

// Stepping through a finished game: first / previous / next / last turn, and closing the replay.
void replay_bar(AppCore& core, GameSaves& saves) {
    Session& session = core.session;
    const ImGuiIO& io = ImGui::GetIO();
    ImGui::SetNextWindowPos({io.DisplaySize.x * 0.5f, io.DisplaySize.y - 16}, ImGuiCond_Always, {0.5f, 1.0f});
    ImGui::SetNextWindowBgAlpha(0.94f);
    if (ImGui::Begin("Replay", nullptr,
                     ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove |
                         ImGuiWindowFlags_NoSavedSettings)) {
        const int pos = session.replay_position(), total = session.replay_turns();
        const uint64_t before = session.revision();
        const ImVec2 b{64, 40};
        if (ImGui::Button("First", b)) session.replay_seek(0);
        ImGui::SameLine();
        if (ImGui::Button("Back", b) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_PageUp))) session.replay_seek(pos - 1);
        ImGui::SameLine();
        ImGui::AlignTextToFramePadding();
        if (pos >= total) ImGui::Text("  the end (%d turns)  ", total);
        else ImGui::Text("  turn %d of %d  ", pos + 1, total);
        ImGui::SameLine();
        if (ImGui::Button("Next", b) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_PageDown))) session.replay_seek(pos + 1);
        ImGui::SameLine();
        if (ImGui::Button("Last", b)) session.replay_seek(total);
        ImGui::SameLine();
        if (ImGui::Button("Close replay", {0, b.y})) {
            session.replay_seek(total);
            session.stop_replay();
            saves.saved_revision = session.revision();  // a finished game that was only looked at: no autosave
            saves.saved_generation = session.generation();
        }
        if (session.revision() != before) core.want_frames(kFramesAfterInput);
    }
    ImGui::End();
}

}  // namespace

void GameSaves::start(AppCore& core, const GameConfig& config) {
    core.session.start(config);
    game_key.clear();
    core.board.request_fit();
}

void GameSaves::autosave(AppCore& core) {
    const Session& session = core.session;
    if (!lib || !session.active() || !continue_decided || session.replaying()) return;
    if (session.revision() == saved_revision && session.generation() == saved_generation) return;
    saved_revision = session.revision();
    saved_generation = session.generation();
    std::string err;
    const bool has_key = !game_key.empty();
    const std::string key = has_key ? game_key : lib->new_game_key(wall_ms());
    if (lib->autosave(session, key, wall_ms(), &err)) {
        problem.clear();
        // The entry exists once something was stored under it.
        if (!has_key && core.hooks.storage->get(key)) game_key = key;
    } else {
        problem = err;
    }
}

void GameSaves::resume(AppCore& core, const std::string& record, const std::string& key) {
    Session& session = core.session;
    std::string err;
    auto m = Match::from_record(record, &err);
    // A finished game opens as a replay, turn by turn; an unfinished one goes on.
    const bool ok = m && (m->game().is_over() ? session.start_replay(record, &err) : session.resume(record, &err));
    core.want_frames(kFramesAfterInput);  // new windows need a frame to size themselves
    if (ok) {
        core.settings.show_new_game = false;
        game_key = lib && !key.empty() && lib->is_entry(key) ? key : std::string();
        saved_revision = session.revision();  // nothing new to store until the next action
        saved_generation = session.generation();
        core.board.request_fit();
    } else {
        status = "This game cannot be loaded: " + err;
        show = true;
    }
}

void GameSaves::draw(AppCore& core) {
    if (!lib) return;
    if (!continue_decided) {
        std::string record, key;
        continue_at = {-1, -1};
        switch (draw_continue_prompt(core.hud.metrics(), *lib, &record, &key, &continue_at)) {
        case ContinueChoice::None: break;
        case ContinueChoice::Continue:
            continue_decided = true;
            resume(core, record, key);
            break;
        case ContinueChoice::NewGame:
            continue_decided = true;
            core.settings.show_new_game = true;
            break;
        case ContinueChoice::SavedGames:
            continue_decided = true;
            show = true;
            break;
        }
        if (continue_decided) {
            ImGui::SetWindowFocus(nullptr);  // the keyboard goes back to the board
            core.want_frames(kFramesAfterInput);
        }
    }
    if (core.session.replaying()) replay_bar(core, *this);
    const std::string status_before = status;
    const SavesRequests r = draw_saves_window(core.hud.metrics(), &show, *lib, core.session, core.hooks.files,
                                              wall_ms(), &status, game_key, &probe);
    if (status != status_before) status_at = core.now();
    if (r.load) resume(core, r.record, r.key);
    if (core.hooks.storage) {
        const std::string late = core.hooks.storage->take_async_error();
        if (!late.empty()) problem = late;
    }
    if (!problem.empty()) {
        const ImGuiIO& io = ImGui::GetIO();
        ImGui::SetNextWindowPos({io.DisplaySize.x * 0.5f, io.DisplaySize.y - 12}, ImGuiCond_Always, {0.5f, 1.0f});
        ImGui::SetNextWindowBgAlpha(0.92f);
        if (ImGui::Begin("##saveproblem", nullptr,
                         ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoNav |
                             ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoSavedSettings)) {
            ImGui::TextColored({1.0f, 0.8f, 0.7f, 1.0f}, "The game could not be saved: %s", problem.c_str());
            ImGui::TextUnformatted("You can keep playing; export the game from Game > Saved games to keep it.");
        }
        ImGui::End();
    }
}

bool GameSaves::needs_frame(const AppCore& core, double now) const {
    // A message in the saved games window fades after a few seconds: draw until it has.
    const bool fading = !status.empty() && show && now - status_at < 7.0;
    // A picked file arrives after the click that asked for it, with no input event to wake the app.
    const bool imported = show && core.hooks.files.import_waiting && core.hooks.files.import_waiting();
    return fading || imported;
}

}  // namespace carc::ui::app
