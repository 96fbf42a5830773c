// The app's saved games: the autosave after every action, the "Continue?" prompt, loading a saved game, the
// saved games window and the replay bar of a finished game.
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <utility>

#include "engine/match.h"
#include "imgui_internal.h"  // a window still hidden while ImGui sizes it (the test probe)
#include "ui/app/app_internal.h"
#include "ui/core/i18n.h"
#include "ui/hud/hud_internal.h"

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
    ImGui::SetNextWindowBgAlpha(1.0f);
    // TRANSLATORS: the title of the bar that steps through a finished game.
    if (ImGui::Begin(i18n::fmt("%s###replay", _("Replay")).c_str(), nullptr,
                     ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove |
                         ImGuiWindowFlags_NoSavedSettings)) {
        const int pos = session.replay_position(), total = session.replay_turns();
        const uint64_t before = session.revision();
        // TRANSLATORS: the replay's buttons: to the first turn, one turn back, one turn on, to the last turn.
        const char* const first = C_("replay", "First");
        const char* const back = C_("replay", "Back");
        const char* const next = C_("replay", "Next");
        const char* const last = C_("replay", "Last");
        // TRANSLATORS: where the replay stands, counting every player's moves one after the other: at the end of
        // a game of %d moves, or at move %1$d of %2$d.
        const std::string where = pos >= total ? i18n::fmt(P_("the end (%d move)", "the end (%d moves)", total), total)
                                               : i18n::fmt(_("move %1$d of %2$d"), pos + 1, total);
        const ImGuiStyle& style = ImGui::GetStyle();
        ImVec2 b{button_width(64, {first, back, next, last}), 40};
        // On a narrow screen (a phone) where it stands goes above the four buttons, which share the width.
        const float margins = style.WindowPadding.x * 2 + 16;
        const bool narrow = b.x * 4 + style.ItemSpacing.x * 4 + ImGui::CalcTextSize(where.c_str()).x + ImGui::GetFontSize() * 2 >
                            io.DisplaySize.x - margins;
        if (narrow) {
            b.x = std::floor((io.DisplaySize.x - margins - style.ItemSpacing.x * 3) / 4);
            ImGui::TextUnformatted(where.c_str());
        }
        if (ImGui::Button(first, b) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Home))) session.replay_seek(0);
        ImGui::SameLine();
        if (ImGui::Button(back, b) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_PageUp))) session.replay_seek(pos - 1);
        ImGui::SameLine();
        if (!narrow) {
            ImGui::AlignTextToFramePadding();
            ImGui::Text("  %s  ", where.c_str());
            ImGui::SameLine();
        }
        if (ImGui::Button(next, b) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_PageDown))) session.replay_seek(pos + 1);
        ImGui::SameLine();
        if (ImGui::Button(last, b) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_End))) session.replay_seek(total);
        const float row_end = ImGui::GetItemRectMax().x;
        // The whole game on a slider: a move to any point at once.
        int at = pos;
        ImGui::SetNextItemWidth(std::max(row_end - ImGui::GetCursorScreenPos().x, ImGui::GetFontSize() * 10));
        if (ImGui::SliderInt("##replaypos", &at, 0, total, "", ImGuiSliderFlags_AlwaysClamp) && at != pos)
            session.replay_seek(at);
        saves.replay_slider[0] = ImGui::GetItemRectMin();
        saves.replay_slider[1] = ImGui::GetItemRectMax();
        // A new game from here, the people's seat (the first person's) against computers in the others.
        // (Not in a game by link: its draws come from the players' devices, not from a seed a new game could use.)
        ImGui::BeginDisabled(session.game_over() || session.link_game());
        if (ImGui::Button(_("Play on from here"), {0, b.y})) saves.play_on(core, session.play_on_record());
        ImGui::EndDisabled();
        saves.play_on_at = last_item_centre();
        // TRANSLATORS: the tooltip of the replay's "Play on from here": a new game starts at the shown move.
        hud::tooltip(core.hud.metrics(), _("Start a new game from this move: you against the computer, the rest of the "
                                           "game as it comes."));
        ImGui::SameLine();
        if (ImGui::Button(_("Close replay"), {0, b.y})) saves.close_replay(core);
        // A review item shown on the board: what the two lit moves are, and the way to the other items.
        const ai::AdviceAnswer& review = session.review();
        if (const ai::ReviewItem* item = session.review_shown()) {
            const int k = session.review_shown_index(), n = static_cast<int>(review.review.size());
            ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + std::min(io.DisplaySize.x - 48, ImGui::GetFontSize() * 30));
            char lost[32];  // the points given away, rounded as printf rounds them
            std::snprintf(lost, sizeof lost, "%.0f", item->best_value - item->played_value);
            const unsigned long points = std::strtoul(lost, nullptr, 10);
            // TRANSLATORS: a mistake found by the review of a finished game: %1$d is the turn as the player counts
            // their own turns, %2$d the points the move gave away, %3$d which of the %4$d mistakes this is.
            const std::string head = i18n::fmt(P_("Turn %1$d: about %2$d point given away (%3$d of %4$d)",
                                                  "Turn %1$d: about %2$d points given away (%3$d of %4$d)", points),
                                               player_turn_number(item->turn, session.game().num_players()), points,
                                               k + 1, n);
            ImGui::TextColored(ImVec4(1.0f, 0.82f, 0.24f, 1.0f), "%s", head.c_str());
            // TRANSLATORS: %1$s is the move played, in words; %2$s how the game was expected to end after it.
            const std::string played = i18n::fmt(_("Played, framed in the player's colour: %1$s (%2$s)"), item->played,
                                                 margin_words(item->played_value));
            // TRANSLATORS: %1$s is the better move, in words; %2$s how the game was expected to end after it.
            const std::string better = i18n::fmt(_("Better, framed in gold: %1$s (%2$s)"), item->best,
                                                 margin_words(item->best_value));
            ImGui::TextUnformatted(played.c_str());
            ImGui::TextUnformatted(better.c_str());
            ImGui::PopTextWrapPos();
            ImGui::BeginDisabled(k <= 0);
            if (ImGui::Button(_("Previous mistake"), {0, b.y})) session.show_review(k - 1);
            ImGui::EndDisabled();
            ImGui::SameLine();
            ImGui::BeginDisabled(k + 1 >= n);
            if (ImGui::Button(_("Next mistake"), {0, b.y})) session.show_review(k + 1);
            ImGui::EndDisabled();
        }
        if (session.revision() != before) core.want_frames(kFramesAfterInput);
    }
    ImGui::End();
}

}  // namespace

void GameSaves::replay_current(AppCore& core) {
    Session& session = core.session;
    if (!session.active() || session.replaying() || session.elsewhere() || session.game_over()) return;
    const std::string record = session.record();
    const Session::Aids aids = session.aids();
    std::string err;
    if (!session.start_replay(record, &err)) {
        status = err;
        return;
    }
    replay_return = record;
    replay_aids = aids;
    core.want_frames(kFramesAfterInput);
}

void GameSaves::close_replay(AppCore& core) {
    Session& session = core.session;
    if (!replay_return.empty()) {  // back to the game that was being played, as it was
        std::string err;
        const std::string record = std::exchange(replay_return, {});
        if (session.resume(record, &err, false)) session.set_aids(replay_aids);
        else status = err;
    } else {
        session.replay_seek(session.replay_turns());
        session.stop_replay();
    }
    saved_revision = session.revision();  // only looked at: nothing new to store
    saved_generation = session.generation();
    core.want_frames(kFramesAfterInput);
}

void GameSaves::play_on(AppCore& core, const std::string& record) {
    Session& session = core.session;
    std::string err;
    if (!session.resume(record, &err)) {
        status = err;
        return;
    }
    replay_return.clear();
    if (lib && !game_key.empty()) lib->storage()->release(game_key);
    game_key.clear();  // its own entry at its first action, as a new game
    game_rev = 0;
    notice.clear();
    saved_revision = session.revision();
    saved_generation = session.generation();
    core.settings.show_new_game = false;
    core.want_frames(kFramesAfterInput);
}

void GameSaves::start(AppCore& core, const GameConfig& config) {
    replay_return.clear();
    core.session.start(config);
    new_entry(core);
}

void GameSaves::start_link(AppCore& core, const link::LinkGame& g) {
    replay_return.clear();
    core.session.start_link(g);
    new_entry(core);
    continue_decided = true;
}

void GameSaves::new_entry(AppCore& core) {
    if (lib && !game_key.empty()) lib->storage()->release(game_key);
    game_key.clear();
    game_rev = 0;
    taking.clear();
    notice.clear();
    core.board.request_fit();
}

void GameSaves::autosave(AppCore& core) {
    const Session& session = core.session;
    if (!lib || !session.active() || !continue_decided || session.replaying() || session.elsewhere()) return;
    if (session.revision() == saved_revision && session.generation() == saved_generation) return;
    saved_revision = session.revision();
    saved_generation = session.generation();
    std::string err;
    const bool has_key = !game_key.empty();
    const std::string key = has_key ? game_key : lib->new_game_key(wall_ms());
    if (!has_key) lib->storage()->claim(key);  // a new entry: no other window can hold it yet
    bool written = false, stale = false;
    if (lib->autosave(session, key, game_rev, wall_ms(), &written, &stale, &err)) {
        problem.clear();
        if (!written) {
            if (!has_key) lib->storage()->release(key);
            return;
        }
        ++game_rev;
        game_key = key;  // the entry exists once something was stored under it
        notice.clear();  // the player has moved on from the reloaded position
        // A game several turns long is worth keeping: ask the browser (once) not to clear the store.
        if (session.game().turn() >= 3) lib->storage()->ask_to_keep();
        // A game that has just ended here goes into the history (once: its entry's key names it there).
        if (session.game_over() && history && !history->has(key) && !history->add(session, key, wall_ms(), &err))
            problem = err;
    } else if (stale) {
        reload_newer(core, key);
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
        replay_return.clear();
        session.set_aids(SaveLibrary::read_aids(record));
        core.settings.show_new_game = false;
        const std::string entry = lib && !key.empty() && lib->is_entry(key) ? key : std::string();
        if (lib && !game_key.empty() && game_key != entry) lib->storage()->release(game_key);
        game_key = entry;
        game_rev = entry.empty() ? 0 : record_revision(record);
        notice.clear();
        // One window plays a game at a time: if another holds it, this one only shows it.
        if (!entry.empty() && !m->game().is_over() && !lib->storage()->claim(entry)) session.set_elsewhere(true);
        saved_revision = session.revision();  // nothing new to store until the next action
        saved_generation = session.generation();
        core.board.request_fit();
    } else {
        // TRANSLATORS: %s says why.
        status = i18n::fmt(_("This game cannot be loaded: %s"), err);
        show = true;
    }
}

void GameSaves::reload_newer(AppCore& core, const std::string& key) {
    if (auto newer = lib->storage()->get(key)) {
        resume(core, *newer, key);
        notice = N_("This game was played on in another window: here is its newest position.");
    }
}

void GameSaves::take_over(AppCore& core, const std::string& key) {
    if (!lib) return;
    taking = key;
    lib->storage()->take_over(key);
    core.want_frames(kFramesAfterInput);
}

void GameSaves::storage_events(AppCore& core) {
    if (!lib) return;
    for (const StorageEvent& e : lib->storage()->take_events()) {
        lib->invalidate();
        core.want_frames(kFramesAfterInput);
        using Kind = StorageEvent::Kind;
        if (e.kind == Kind::Lost && e.key == game_key && core.session.active()) {
            core.session.set_elsewhere(true);
        } else if (e.kind == Kind::Stale && e.key == game_key) {
            reload_newer(core, e.key);
        } else if (e.kind == Kind::Taken && e.key == taking) {
            taking.clear();
            std::string err;
            if (auto text = lib->load(e.key, &err)) {
                resume(core, *text, e.key);
            } else {
                lib->storage()->release(e.key);
                // TRANSLATORS: %s says why.
                status = i18n::fmt(_("This game cannot be loaded: %s"), err);
                show = true;
            }
        }
    }
}

namespace {

// A note about the saves at the bottom of the screen, over the board; false (and nothing to end) when hidden.
bool begin_bottom_note(const char* id) {
    const ImGuiIO& io = ImGui::GetIO();
    ImGui::SetNextWindowPos({io.DisplaySize.x * 0.5f, io.DisplaySize.y - 12}, ImGuiCond_Always, {0.5f, 1.0f});
    ImGui::SetNextWindowBgAlpha(0.92f);
    if (ImGui::Begin(id, nullptr,
                     ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoNav |
                         ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoSavedSettings))
        return true;
    ImGui::End();
    return false;
}

// While the game on the board goes on in another window: says so, and offers to play it here again.
void elsewhere_banner(AppCore& core, GameSaves& saves) {
    const ImGuiIO& io = ImGui::GetIO();
    const float em = ImGui::GetFontSize();
    ImGui::SetNextWindowPos({io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.5f}, ImGuiCond_Always, {0.5f, 0.5f});
    ImGui::SetNextWindowSizeConstraints({0, 0}, {io.DisplaySize.x - 16, io.DisplaySize.y - 16});
    ImGui::SetNextWindowBgAlpha(0.96f);
    if (ImGui::Begin(i18n::fmt("%s###elsewhere", _("Continued in another window")).c_str(), nullptr,
                     ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove |
                         ImGuiWindowFlags_NoSavedSettings)) {
        ImGui::PushTextWrapPos(std::min(io.DisplaySize.x - 48, em * 24));
        ImGui::TextWrapped("%s", _("This game is being played in another window (or tab), so this one stopped saving it. "
                                   "The board here shows where it was."));
        ImGui::PopTextWrapPos();
        const char* const taking = _("Taking it...");
        const char* const here = _("Play it here");
        const char* const fresh = _("New game");
        const float bw = button_width(em * 7.5f, {taking, here, fresh}),
                    bh = std::max(em * 1.9f, io.DisplaySize.x < 560 ? 44.0f : 0.0f);
        const bool waiting = !saves.taking.empty();
        ImGui::BeginDisabled(waiting);
        if (ImGui::Button(waiting ? taking : here, {bw, bh})) saves.take_over(core, saves.game_key);
        ImGui::EndDisabled();
        // (For tests: only once the auto-sized window has been measured and stays where it is.)
        if (!ImGui::IsWindowAppearing() && ImGui::GetCurrentWindow()->HiddenFramesCannotSkipItems == 0)
            saves.elsewhere_at = last_item_centre();
        ImGui::SameLine();
        if (ImGui::Button(fresh, {bw, bh})) core.settings.show_new_game = true;
    }
    ImGui::End();
}

}  // namespace

void GameSaves::draw(AppCore& core) {
    if (!lib) return;
    storage_events(core);
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
        case ContinueChoice::TakeOver:
            continue_decided = true;
            take_over(core, key);
            break;
        }
        if (continue_decided) {
            ImGui::SetWindowFocus(nullptr);  // the keyboard goes back to the board
            core.want_frames(kFramesAfterInput);
        }
    }
    replay_slider[0] = replay_slider[1] = play_on_at = {-1, -1};
    if (core.session.replaying()) replay_bar(core, *this);
    elsewhere_at = {-1, -1};
    if (core.session.active() && core.session.elsewhere() && !core.settings.show_new_game && !show)
        elsewhere_banner(core, *this);
    const std::string status_before = status;
    const SavesRequests r = draw_saves_window(core.hud.metrics(), &show, *lib, core.session, core.hooks.files,
                                              wall_ms(), &status, game_key, &probe);
    if (status != status_before) status_at = core.now();
    if (r.load) resume(core, r.record, r.key);
    if (r.take_over) take_over(core, r.key);
    if (history) {
        // (A picked file goes to the saved games while their window is open, else to the history.)
        SaveFileHooks files = core.hooks.files;
        if (show) files.take_imported = nullptr;
        const HistoryRequests h =
            draw_history_window(core.hud.metrics(), &show_history, *history, files, wall_ms(), &history_status,
                                core.settings.modal_open, &history_probe);
        if (h.replay) resume(core, h.record, "");
    }
    if (core.hooks.storage) {
        const std::string late = core.hooks.storage->take_async_error();
        if (!late.empty()) problem = late;
    }
    if (!notice.empty() && !problem.empty()) notice.clear();
    if (!notice.empty() && core.session.active() && !core.session.elsewhere() && begin_bottom_note("##savenotice")) {
        ImGui::TextColored({0.95f, 0.85f, 0.55f, 1.0f}, "%s", i18n::tr(notice.c_str()));
        const char* const ok = _("OK");
        if (ImGui::Button(ok, {button_width(ImGui::GetFontSize() * 4, {ok}), 0})) notice.clear();
        ImGui::End();
    }
    if (!problem.empty() && begin_bottom_note("##saveproblem")) {
        // TRANSLATORS: %s says why.
        ImGui::TextColored({1.0f, 0.8f, 0.7f, 1.0f}, "%s", i18n::fmt(_("The game could not be saved: %s"), problem).c_str());
        // TRANSLATORS: "Game > Saved games" is the menu and its item: write them as they are translated.
        ImGui::TextUnformatted(_("You can keep playing; export the game from Game > Saved games to keep it."));
        ImGui::End();
    }
}

bool GameSaves::needs_frame(const AppCore& core, double now) const {
    // A message in the saved games window fades after a few seconds: draw until it has.
    const bool fading = !status.empty() && show && now - status_at < 7.0;
    // A picked file arrives after the click that asked for it, with no input event to wake the app.
    const bool imported = show && core.hooks.files.import_waiting && core.hooks.files.import_waiting();
    // Another window took the game, let it go, or stored one.
    const bool others = lib && lib->storage()->events_waiting();
    return fading || imported || others;
}

}  // namespace carc::ui::app
