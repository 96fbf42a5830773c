// The app's test probe: its state as JSON after every frame (open windows, menus, text size, the saved games
// window's buttons, the computer's requests), and the saved games' state, for the browser tests.
#include "engine/json_util.h"
#include "imgui_internal.h"  // the windows shown (tooltips) and the keyboard's window
#include "ui/app/app_internal.h"
#include "ui/app/item_probe.h"
#include "ui/core/i18n.h"
#include "ui/hud/text_field.h"

namespace carc::ui::app {
namespace {

// A tooltip is on screen.
// The tooltip on the screen: its box [x, y, w, h], or false.
json::Json tooltip_shown() {
    for (const ImGuiWindow* w : GImGui->Windows)
        if (w->Active && !w->Hidden && (w->Flags & ImGuiWindowFlags_Tooltip))
            return json::Json::array({w->Pos.x, w->Pos.y, w->Size.x, w->Size.y});
    return false;
}

// The computer's requests and answers (Session::think_stats), the hint and the review.
json::Json ai_probe(const Session& session) {
    const Session::ThinkStats& st = session.think_stats();
    json::Json hint = json::Json::array();
    for (const Action& a : session.hint()) hint.push_back(a.to_string());
    static const char* const kReview[] = {"none", "pending", "ready", "failed"};
    // The review item shown on the board: its index and both moves.
    json::Json shown = nullptr;
    if (const ai::ReviewItem* item = session.review_shown()) {
        json::Json played = json::Json::array(), best = json::Json::array();
        for (const Action& a : item->played_actions) played.push_back(a.to_string());
        for (const Action& a : item->best_actions) best.push_back(a.to_string());
        shown = {{"index", session.review_shown_index()}, {"turn", item->turn}, {"played", played}, {"best", best}};
    }
    return {{"asked", st.asked}, {"answered", st.answered}, {"thinkerMoves", st.thinker_moves},
            {"localMoves", st.local_moves}, {"stale", st.stale}, {"lastMs", st.last_ms}, {"hint", hint},
            {"awaiting", session.awaiting_computer()},
            {"hintPending", session.hint_pending()}, {"canHint", session.active() && session.can_hint()},
            {"review", kReview[static_cast<int>(session.review_state())]},
            {"reviewItems", session.review().review.size()}, {"reviewed", session.review().reviewed},
            {"reviewTotal", session.review().total}, {"reviewError", session.review().error},
            {"replaying", session.replaying()}, {"replayAt", session.replay_position()},
            {"reviewShown", shown}};
}

// The text fields on screen, [left, top, right, bottom] each, and the one being edited (its index, -1: none).
json::Json text_fields_probe() {
    const TextFields& fields = text_fields();
    json::Json boxes = json::Json::array();
    int active = -1;
    for (const TextFields::Field& f : fields.fields) {
        if (&f == fields.active()) active = int(boxes.size());
        boxes.push_back(json::Json::array({f.min.x, f.min.y, f.max.x, f.max.y}));
    }
    return {{"boxes", boxes}, {"active", active}};
}

// What the app shows (open windows, menus, text size, the saved games window's buttons).
std::string app_probe(const AppCore& core, const Menus& menus, const GameSaves& saves) {
    const Settings& settings = core.settings;
    const SavesProbe& saves_probe = saves.probe;
    const ImGuiIO& io = ImGui::GetIO();
    auto xy = [](ImVec2 v) { return json::Json::array({v.x, v.y}); };
    json::Json rows = json::Json::array();
    for (const SavesProbe::Row& r : saves_probe.rows) rows.push_back({{"key", r.key}, {"load", xy(r.load)}, {"del", xy(r.del)}, {"export", xy(r.exp)}});
    const HistoryProbe& hp = saves.history_probe;
    json::Json replays = json::Json::array(), stats = json::Json::array();
    for (const ImVec2& v : hp.replay) replays.push_back(xy(v));
    for (const HistoryProbe::Row& r : hp.stats)
        stats.push_back({{"rules", r.rules}, {"opponents", r.opponents}, {"aided", r.aided}, {"games", r.games},
                         {"wins", r.wins}, {"best", r.best}});
    json::Json j = {
        {"history",
         {{"open", hp.open}, {"tab", hp.tab}, {"listed", hp.listed}, {"gamesTab", xy(hp.games_tab)},
          {"statsTab", xy(hp.stats_tab)}, {"exportAll", xy(hp.export_all)}, {"importFile", xy(hp.import_file)},
          {"replay", replays}, {"stats", stats}, {"chartBars", hp.chart_bars}, {"status", hp.status},
          {"kept", saves.history ? int(saves.history->list().size()) : 0}}},
        {"replay",
         {{"on", core.session.active() && core.session.replaying()},
          {"position", core.session.active() ? core.session.replay_position() : 0},
          {"turns", core.session.active() ? core.session.replay_turns() : 0},
          {"slider", json::Json::array({saves.replay_slider[0].x, saves.replay_slider[0].y, saves.replay_slider[1].x,
                                        saves.replay_slider[1].y})},
          {"playOn", xy(saves.play_on_at)}}},
        {"popup", ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel)},
        {"wantKeys", io.WantCaptureKeyboard},
        {"textFields", text_fields_probe()},
        {"language", i18n::language()},
        {"fontGlyphs", core.font_glyphs.sets}, {"fontOthers", core.font_glyphs.others.size()},
        {"fontDrawn", core.font_drawn},
        {"navWindow", GImGui->NavWindow ? GImGui->NavWindow->Name : ""},
        {"activeWindow", GImGui->ActiveId && GImGui->ActiveIdWindow ? GImGui->ActiveIdWindow->Name : ""},
        {"windows",
         {{"about", menus.show_about}, {"help", settings.show_help}, {"settings", settings.show_settings},
          {"tilesLeft", settings.show_tiles_left}, {"saves", saves.show}, {"newGame", settings.show_new_game},
          {"continue", !saves.continue_decided}, {"modal", settings.modal_open}, {"history", saves.show_history}}},
        {"tooltip", tooltip_shown()},
        {"textScale", settings.text_scale},
        {"follow", settings.follow_computer},
        {"colorblind", settings.colorblind_palette},
        {"fontPx", ImGui::GetFontSize()},
        {"menuBar", menus.bar_height},
        {"display", xy(io.DisplaySize)},
        {"items", item_probe::items()},
        {"cutOff", item_probe::cut_off()},
        {"scrolls", item_probe::scrolls()},
        {"ai", ai_probe(core.session)},
        {"saves",
         {{"open", saves_probe.open}, {"rows", rows}, {"available", saves_probe.available},
          {"importFile", xy(saves_probe.import_file)}, {"status", saves_probe.status}, {"keeping", saves_probe.keeping},
          {"confirmDelete", xy(saves_probe.confirm_delete)},
          {"confirmKeep", xy(saves_probe.confirm_keep)}, {"right", saves_probe.right}}}};
    return j.dump();
}

// The saves and the game's progress, for browser tests of persistence.
std::string saves_state(const Session& session, const GameSaves& saves) {
    std::string j = "{\"available\":" + std::string(saves.lib->available() ? "true" : "false") + ",\"actions\":" +
                    std::to_string(session.active() ? session.match().history().size() : 0) +
                    ",\"continueDecided\":" + (saves.continue_decided ? "true" : "false") + ",\"continueAt\":[" +
                    std::to_string(int(saves.continue_at.x)) + "," + std::to_string(int(saves.continue_at.y)) +
                    "],\"problem\":\"" + (saves.problem.empty() ? "" : "yes") + "\",\"running\":\"" + saves.game_key +
                    "\",\"rev\":" + std::to_string(saves.game_rev) + ",\"elsewhere\":" +
                    (session.active() && session.elsewhere() ? "true" : "false") + ",\"elsewhereAt\":[" +
                    std::to_string(int(saves.elsewhere_at.x)) + "," + std::to_string(int(saves.elsewhere_at.y)) +
                    "],\"taking\":\"" + saves.taking + "\",\"notice\":" + (saves.notice.empty() ? "false" : "true") +
                    ",\"saves\":[";
    bool first = true;
    for (const SaveInfo& i : saves.lib->list()) {
        j += std::string(first ? "" : ",") + "{\"key\":\"" + i.key + "\",\"name\":" + json::Json(i.name).dump() +
             ",\"ok\":" + (i.error.empty() ? "true" : "false") +
             ",\"finished\":" + (i.finished ? "true" : "false") + ",\"entry\":" + (i.autosave ? "true" : "false") +
             ",\"turn\":" + std::to_string(i.turn) + ",\"rev\":" + std::to_string(i.rev) +
             ",\"elsewhere\":" + (i.elsewhere ? "true" : "false") + "}";
        first = false;
    }
    return j + "]}";
}

}  // namespace

void TestProbe::publish(const AppCore& core, const Menus& menus, GameSaves& saves, GameSound& sound, const LinkPlay& link) {
    if (on && core.hooks.publish_probe) {
        std::string probe = core.board.probe_json();
        probe.pop_back();  // the board's object, with the panels', the app's and the sound's state added
        probe += ",\"hud\":" + core.hud.probe_json() + ",\"app\":" + app_probe(core, menus, saves) +
                 ",\"sound\":" + sound.probe_json(core) + ",\"link\":" + link.probe_json(core) + "}";
        core.hooks.publish_probe(probe.c_str());
    }
    if (!on || !core.hooks.publish_saves || !saves.lib) return;
    const std::string j = saves_state(core.session, saves);
    if (saves.continue_decided) saves.continue_at = {-1, -1};
    if (j != published_saves) {
        published_saves = j;
        core.hooks.publish_saves(j.c_str());
    }
}

}  // namespace carc::ui::app

namespace carc::ui {

bool App::show_window(const std::string& name) {
    Impl& m = *impl_;
    const bool saves = name == "saves", history = name == "history";
    if (!(name.empty() || name == "newGame" || name == "help" || name == "tilesLeft" || name == "settings" || saves ||
          history) ||
        ((saves || history) && !m.saves.lib))
        return false;
    Settings& s = m.core.settings;
    s.show_new_game = name == "newGame";
    s.show_help = false;
    s.help_tab = name == "help" ? 0 : -1;  // Help > How to play
    s.show_tiles_left = name == "tilesLeft";
    s.show_settings = name == "settings";
    m.saves.show = saves;
    m.saves.show_history = history;
    return true;
}

}  // namespace carc::ui
