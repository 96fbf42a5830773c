// The app's menus: the menu bar and its keyboard handling, Escape for the topmost window, the About box and
// the prompt shown when no game is on the table.
#include "imgui_internal.h"  // the window order (Escape closes the topmost) and keyboard-opened menus
#include "ui/app/app_internal.h"
#include "ui/core/i18n.h"
#include "ui/hud/hud_part.h"

namespace carc::ui::app {

bool Menus::take_menu_step(const SDL_Event& e) {
    if ((e.type != SDL_KEYDOWN && e.type != SDL_KEYUP) || menu_index < 0 ||
        (e.key.keysym.sym != SDLK_LEFT && e.key.keysym.sym != SDLK_RIGHT))
        return false;
    if (e.type == SDL_KEYDOWN) menu_step = e.key.keysym.sym == SDLK_LEFT ? -1 : 1;
    return true;
}

void Menus::watch_keys(const SDL_Event& e) {
    if (e.type == SDL_KEYDOWN && !e.key.repeat) {
        const SDL_Keycode k = e.key.keysym.sym;
        if (k == SDLK_F10) open_menu = true;
        alt_alone = k == SDLK_LALT || k == SDLK_RALT;
    }
    if (e.type == SDL_KEYUP && (e.key.keysym.sym == SDLK_LALT || e.key.keysym.sym == SDLK_RALT) && alt_alone) {
        alt_alone = false;
        open_menu = true;
    }
    if (e.type == SDL_MOUSEBUTTONDOWN) alt_alone = false;
}

// View > Language: every shipped language in its own words, the one in use ticked. Its title also says
// "Language" in English, for a player who does not read the language in use.
static void language_menu(Language& language) {
    std::string title = _("Language");
    if (i18n::language() != "en") title += " (Language)";
    if (!ImGui::BeginMenu((title + "###language").c_str())) return;
    for (const i18n::Language& l : i18n::languages()) {
        const bool loading = language.loading == l.code;
        const std::string label = loading ? std::string(l.name) + " ..." : std::string(l.name);
        if (ImGui::MenuItem((label + "##" + l.code).c_str(), nullptr, i18n::language() == l.code)) language.choose(l.code);
    }
    if (!language.problem.empty()) {
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 16);
        ImGui::TextDisabled("%s", language.problem.c_str());
        ImGui::PopTextWrapPos();
    }
    ImGui::EndMenu();
}

void Menus::draw(AppCore& core, GameSaves& saves, Language& language) {
    if (!ImGui::BeginMainMenuBar()) return;
    Session& session = core.session;
    Settings& settings = core.settings;
    BoardView& board = core.board;
    // The menus' IDs, whatever their titles' language: the keyboard opens them by these.
    static const char* const kMenus[] = {"###game", "###view", "###help"};
    if (open_menu) {  // from the keyboard: the Game menu opens with its first item lit
        open_menu = false;
        ImGui::OpenPopup(kMenus[0]);
        GImGui->NavDisableHighlight = false;
        GImGui->NavDisableMouseHover = true;
    }
    // Left / Right in an open menu opens the neighbouring one, as desktop menus do (the app takes these
    // keys from ImGui 1.86, which would only light the next title).
    if (menu_step != 0 && menu_index >= 0) {
        ImGui::OpenPopup(kMenus[(menu_index + menu_step + 3) % 3]);
        GImGui->NavDisableHighlight = false;
        GImGui->NavDisableMouseHover = true;
    }
    menu_step = 0;
    menu_index = -1;
    // On a touch screen: rows a finger can hit (44 px), and no keyboard shortcuts beside them.
    const bool touch = core.turn.touch_mode;
    auto key = [touch](const char* shortcut) -> const char* { return touch ? nullptr : shortcut; };
    auto rows = [touch] {
        const ImVec2 sp = ImGui::GetStyle().ItemSpacing;
        ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing,
                            {sp.x, touch ? std::max(sp.y, 44.0f - ImGui::GetTextLineHeight()) : sp.y});
    };
    // The menu bar's titles: on a touch screen as tall as the bar and at least as wide as a finger.
    auto menu = [touch](const std::string& title) {
        if (touch) {
            const ImVec2 sp = ImGui::GetStyle().ItemSpacing;
            ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, {std::max(sp.x, 12.0f), kTouchTarget - ImGui::GetFontSize()});
        }
        const bool open = ImGui::BeginMenu(title.c_str());
        if (touch) ImGui::PopStyleVar();
        return open;
    };
    if (menu(i18n::fmt("%s###game", C_("menu", "Game")))) {
        rows();
        menu_index = 0;
        if (ImGui::MenuItem(_("New game..."))) settings.show_new_game = true;
        if (ImGui::MenuItem(_("Saved games..."), nullptr, false, saves.lib != nullptr)) saves.show = true;
        if (ImGui::MenuItem(_("History and statistics..."), nullptr, false, saves.history != nullptr)) saves.show_history = true;
        // TRANSLATORS: Game menu: paste a link of a game played by link that another player sent
        if (ImGui::MenuItem(_("Open a game link..."))) open_link_paste = true;
        // TRANSLATORS: Game menu, in a game by link: the window with the link to send to the other players
        if (ImGui::MenuItem(_("Send the game on..."), nullptr, false, session.link_game() && !session.replaying())) open_link_share = true;
        // A game by link: the turn-ahead choice of something else than a draw (the tile panel has it too).
        if (const link::LinkGame* l = session.link_game(); l && l->my_seat() >= 0 && !session.game_over() && !l->gathering())
            if (const char* label = hud::next_turn_instead_of_draw(session.game(), l->my_seat()))
                if (ImGui::MenuItem(label, nullptr, l->abbey_next())) session.set_link_abbey_next(!l->abbey_next());
        // (Its long name only where the menu has room for it: phones with large text get the short one.)
        const char* quick = _("Quick game against the computer");
        if (ImGui::CalcTextSize(quick).x + ImGui::GetFontSize() * 3 > ImGui::GetIO().DisplaySize.x) quick = _("Quick game");
        if (ImGui::MenuItem(quick)) {
            settings.show_new_game = false;
            saves.continue_decided = true;
            saves.start(core, default_game(0, false));
        }
        ImGui::Separator();
        if (ImGui::MenuItem(_("Take back the tile"), key("Backspace"), false, session.active() && session.can_take_back()))
            core.turn.take_back();
        if (ImGui::MenuItem(_("Fit the board in view"), key("F"), false, session.active())) board.request_fit();
        if (session.has_thinker() &&
            ImGui::MenuItem(_("Show a hint"), key("H"), false, session.active() && session.can_hint()))
            session.request_hint();
        if (ImGui::MenuItem(_("Replay this game"), nullptr, false,
                            session.active() && !session.replaying() && !session.elsewhere() && !session.game_over()))
            saves.replay_current(core);
        if (core.hooks.can_quit) {
            ImGui::Separator();
            if (ImGui::MenuItem(_("Quit"), key("Ctrl+Q"))) core.quit = true;
        }
        ImGui::PopStyleVar();
        ImGui::EndMenu();
    }
    if (menu(i18n::fmt("%s###view", C_("menu", "View")))) {
        rows();
        menu_index = 1;
        if (ImGui::MenuItem(_("Fit board"), key("F"))) board.request_fit();
        if (ImGui::MenuItem(_("Zoom in"), key("+"))) board.zoom_step(1);
        if (ImGui::MenuItem(_("Zoom out"), key("-"))) board.zoom_step(-1);
        ImGui::Separator();
        hud_menu_items(settings);
        ImGui::Separator();
        language_menu(language);
        ImGui::PopStyleVar();
        ImGui::EndMenu();
    }
    if (menu(i18n::fmt("%s###help", C_("menu", "Help")))) {
        rows();
        menu_index = 2;
        if (ImGui::MenuItem(_("How to play"))) settings.help_tab = 0;
        int tab = kFirstExpansionHelpTab;  // the expansions' help tabs, numbered as the help window numbers them
        for (const hud::HudPart* part : hud::hud_parts()) {
            if (!part->help_title) continue;
            if (ImGui::MenuItem(i18n::tr(part->help_menu ? part->help_menu : part->help_title))) settings.help_tab = tab;
            ++tab;
        }
        if (ImGui::MenuItem(_("Controls"))) settings.help_tab = 1;
        ImGui::Separator();
        if (ImGui::MenuItem(_("About Carcassonne"))) show_about = true;
        ImGui::PopStyleVar();
        ImGui::EndMenu();
    }
    const char* version = "Carcassonne " CARC_VERSION;
    const float w = ImGui::CalcTextSize(version).x + ImGui::GetStyle().ItemSpacing.x * 2;
    if (ImGui::GetCursorPosX() + w <= ImGui::GetWindowWidth()) {  // only where it fits (phones, large text)
        ImGui::SameLine(ImGui::GetWindowWidth() - w);
        ImGui::TextDisabled("%s", version);
    }
    ImGui::EndMainMenuBar();
}

void Menus::escape_closes_topmost(AppCore& core, GameSaves& saves) {
    if (!ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) return;
    Settings& settings = core.settings;
    if (!saves.continue_decided || ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel))
        return;
    // Over a modal screen (new game, final table) only Help, Settings and the history are drawn, and Escape closes
    // them first.
    if (settings.modal_open && !settings.show_help && !settings.show_settings && !saves.show_history) return;
    struct Closable {
        const char* name;
        bool* open;
    };
    // (By the windows' IDs: their titles are in the player's language.)
    const Closable list[] = {{"###about", &show_about},
                             {"###help", &settings.show_help},
                             {"###settings", &settings.show_settings},
                             {"###tiles_left", &settings.show_tiles_left},
                             {"###saves", &saves.show},
                             {"###history", &saves.show_history}};
    bool* top = nullptr;
    int top_order = -1;
    for (const Closable& c : list) {
        if (!*c.open) continue;
        ImGuiWindow* w = ImGui::FindWindowByName(c.name);
        if (!w || !w->WasActive) continue;
        // Windows are kept in display order, back to front.
        for (int i = 0; i < GImGui->Windows.Size; ++i)
            if (GImGui->Windows[i] == w && i > top_order) {
                top_order = i;
                top = c.open;
            }
    }
    if (top) {
        *top = false;
        ImGui::FocusWindow(nullptr);  // the keyboard goes back to the board
    }
}

void Menus::windows(AppCore& core, GameSaves& saves) {
    Settings& settings = core.settings;
    const ImVec2 centre{ImGui::GetIO().DisplaySize.x * 0.5f, ImGui::GetIO().DisplaySize.y * 0.5f};
    if (show_about) {
        ImGui::SetNextWindowPos(centre, ImGuiCond_Appearing, {0.5f, 0.5f});
        // TRANSLATORS: the title of the About window.
        const std::string title = i18n::fmt("%s###about", _("About"));
        if (ImGui::Begin(title.c_str(), &show_about, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse)) {
            // TRANSLATORS: %s is the version number (0.2.0).
            ImGui::TextUnformatted(i18n::fmt(_("Carcassonne for the browser, version %s"), CARC_VERSION).c_str());
            ImGui::Separator();
            ImGui::TextUnformatted(_("A fan implementation of the tile-laying game, for the desktop and the web."));
            ImGui::TextUnformatted(_("Built with SDL2, Dear ImGui and the Open Sans font."));
        }
        ImGui::End();
    }
    // No game yet and nothing asked: say how to start one.
    if (!core.session.active() && !settings.show_new_game && saves.continue_decided && !saves.show && saves.taking.empty() &&
        !link_window) {
        ImGui::SetNextWindowPos(centre, ImGuiCond_Always, {0.5f, 0.5f});
        if (ImGui::Begin("##nogame", nullptr,
                         ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                             ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove)) {
            ImGui::TextUnformatted(_("No game on the table."));
            const char* const fresh = _("New game");
            const char* const saved = _("Saved games");
            const float bw = button_width(ImGui::GetFontSize() * 7, {fresh, saved}), bh = ImGui::GetFontSize() * 2.0f;
            if (ImGui::Button(fresh, {bw, bh})) settings.show_new_game = true;
            ImGui::SameLine();
            if (ImGui::Button(saved, {bw, bh})) saves.show = true;
        }
        ImGui::End();
    }
}

}  // namespace carc::ui::app
