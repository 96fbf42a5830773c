// Shared pieces of the panels (hud*.cpp): the panels' own UI state, sizes, colours and small drawings
// (player tokens with their markings, meeples, cards). Not for use outside the hud files.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "imgui.h"
#include "ui/hud/hud.h"

namespace carc::ui::hud {

// The new game screen's draft: kept between openings so "New game" offers the last set-up again.
struct SeatDraft {
    std::array<char, 32> name{};
    bool made_up = false;  // a name we made up ("You", "Computer 2"), not typed: renamed as seats and language change
    int color = 0;
    bool computer = false;
    int level = 1;
};
struct NewGameDraft {
    bool initialised = false;
    unsigned language = 0;  // the catalogue the made-up names are in (i18n::generation)
    std::vector<SeatDraft> seats;
    // The game, the scoring and the expansions as ticked (a game of its own drops what it cannot have only when the
    // game starts, settled(), so that ticks come back when the game is changed back).
    Rules rules;
    bool hide_remaining = false;
    bool by_link = false;  // play with friends by link: every seat a person on their own device
};

// A card being drawn (begin_card ... end_card): content goes to channel 1, the background to channel 0.
struct CardFrame {
    ImDrawListSplitter splitter;
    ImVec2 start;
};

// Panel state that is not a setting and not part of the game (owned by Hud), with this frame's measures.
struct State : HudMetrics {
    NewGameDraft draft;
    std::optional<GameConfig> remembered_setup;  // Hud::remember_setup
    int draft_generation = -1;  // the session's game the draft was last set from (Session::generation)
    uint64_t final_closed_seed = 0;  // the game whose final table the player closed (its seed)
    bool final_closed = false;
    bool new_game_open = false;  // the new game screen / final table were up last frame
    float new_game_y = -1;       // the new game screen's top edge since it opened (-1: not measured yet)
    float new_game_top = -1;     // where it was drawn this frame (test probe)
    float new_game_body = -1;    // the height of its content above Play, last frame (-1: not measured yet)
    ImVec2 add_player_at{-1, -1};  // its "+ Add player" button's centre (test probe)
    bool final_open = false;
    bool final_drawn = false;     // this frame
    bool phone_log_open = false;  // phones: the log is collapsed to its last line by default
    bool log_follow = true;       // the log stays at its newest line (until the player scrolls up to read)
    int log_generation = -1;      // the session's game the log was last drawn for (a new one follows again)
    bool log_newest_shown = true; // the newest line was in view at the last frame (test probe)
    ImVec2 log_newest_button{-1, -1};  // the "Newest" button's centre, -1 when not shown (test probe)
    size_t log_lines = 0;         // lines in the log at the last frame (test probe)
    int help_scrolled_for = -1;   // the Help page whose scroll was last reset (a page opens at its top)
    bool sheet_hint = true;       // the phone sheet has its hint line (not where the turn banner has one)
    bool sheet_hint_shown = true; // it had room for it this frame
    std::vector<std::array<float, 3>> log_tiles;  // the placement lines in view: tile, centre x, y (test probe)
    ImVec2 board_min{0, 0}, board_max{0, 0};  // this frame's board area (floating windows go over it)
    // What the tile buttons showed this frame (the browser tests' probe): Rotate, Take back, No follower, Hint.
    struct Shown {
        ImVec2 min{-1, -1}, max{-1, -1};
        bool enabled = false;
    };
    Shown buttons[4];
    ImVec2 text_slider[2] = {{-1, -1}, {-1, -1}};  // the Settings window's text size slider (test probe)
    ImVec2 help_close{-1, -1};     // the Help window's Close button's centre (-1: not shown; test probe)
    std::string help_page;         // the Help window's page shown ("": the window is closed)
    int help_shown = 0;            // ...by its number (Settings::help_tab)
    ImVec2 review_button{-1, -1};  // the final table's first "Review ... moves" button (-1: not shown)
    double review_since = -1;      // ImGui time when the review shown as pending was first drawn (-1: none)
    std::string hand_title, hint;
    std::vector<CardFrame> cards;  // the cards being drawn, outermost first (reused between frames)
    int card_depth = 0;            // how many of them are open
    HudTileDrawer tile_drawer = nullptr;  // null: draw_tile from tile_art.h
    void* tile_drawer_user = nullptr;
};

// Frame-wide context the panel functions need.
struct Ctx {
    State& st;
    const Session& session;
    Settings& settings;
    HudRequests& req;
    TurnControls& turn;
};

// --- drawing helpers (hud_draw.cpp) ---
ImU32 seat_color(const Settings& s, int color_index);       // the player's colour
ImU32 seat_text_color(const Settings& s, int color_index);  // readable on the dark panels
const char* color_name(int color_index);                    // "red", "blue", ... (translated)
// A round token in the player's colour with the player's marking (when markings are on).
void draw_token(ImDrawList* dl, ImVec2 centre, float radius, int color_index, const Settings& s);
// The marking glyph alone (circle, square, triangle, diamond, star) centred at `centre`.
void draw_marking(ImDrawList* dl, ImVec2 centre, float radius, int glyph, ImU32 col);
// A small follower figure; `filled` = in supply, else an outline (on the board).
void draw_meeple(ImDrawList* dl, ImVec2 centre, float height, ImU32 col, bool filled);
// The tile picture used everywhere in the panels (tile_art by default, Hud::set_tile_drawer to change).
void draw_tile_picture(const State& st, ImDrawList* dl, ImVec2 top_left, float size, int type, int rot);

// A "card": a rounded panel background behind a group of widgets. begin_card() ... end_card().
void begin_card(State& st, const char* title = nullptr);
void end_card(State& st);
// The width left for widgets inside the current card (keeps its right padding).
float card_avail(const HudMetrics& m);

// Begins a panel window with the panel text scale applied.
bool begin_window(const HudMetrics& m, const char* name, bool* open, ImGuiWindowFlags flags);
// ImGuiWindowFlags_NoScrollbar when the (auto-sized) window's content fitted into max_height last frame.
ImGuiWindowFlags scrollbar_only_if_needed(const char* window_name, float max_height);
// Puts the current window in front of all others (modals over the panels, whatever their age).
void raise_window();
// A dimmed full-screen layer below `top` that keeps clicks off the board while a modal is up.
void dim_background(const HudMetrics& m, const char* id);
// Text that would not fit the room it has is set smaller rather than cut off (a longer language, large text on a
// phone). The font scale at which text `text_w` wide fits `room`: 0.95 room / text_w, from `lowest` to 1.
float fit_scale(float text_w, float room, float lowest);
// The font scale at which a label (up to "##") fits `room` pixels of text: 1 where it fits, else down to 0.5.
float label_scale(const char* label, float room);
// The window's font set smaller by `fit` (where it is under 1) while this lives.
class SmallerFont {
public:
    explicit SmallerFont(float fit);
    ~SmallerFont();
    SmallerFont(const SmallerFont&) = delete;
    SmallerFont& operator=(const SmallerFont&) = delete;

private:
    float old_;
    bool on_;
};
// ImGui::Button whose label is set smaller (down to 0.5) where it would not fit the button's width (> 0).
bool fitted_button(const char* label, ImVec2 size);
// Button with at least the touch-friendly height on phones. `width` 0 = fit the label, -1 = fill.
bool button(const HudMetrics& m, const char* label, float width = 0, bool enabled = true);
// The accent ("Play") button.
bool big_button(const char* label, float width, float height);
// Text in a dimmer colour / with wrapping.
void hint_text(const char* text);
// A check box whose label wraps onto more lines where the line is too short for it (a tap on the label
// toggles it too). True when it changed.
bool checkbox_wrapped(const char* label, bool* v);
// The same for a radio button: *v becomes `value` when chosen.
bool radio_wrapped(const char* label, int* v, int value);
// Tooltip that also works on disabled items.
void tooltip(const HudMetrics& m, const char* text);
// The width a tooltip's text wraps at: 22 em, or less where the screen is narrower (a phone, large text).
float tooltip_wrap(const HudMetrics& m);
// Does the UI font have the ellipsis character "…" (else three dots are written)?
bool font_has_ellipsis();
// `text` with its ellipsis "…" written as three dots where the font has no ellipsis character.
std::string ellipsis(std::string text);
// `text` cut on a character boundary and ended with an ellipsis so that it fits `width` (unchanged if it fits).
std::string fit_text(const std::string& text, float width);
// A player's name cut in the middle to fit `width`, keeping its last three characters, so that names differing only
// at the end ("Computer 2", "Computer 3") stay apart: "Comp…r 2" (unchanged if it fits).
std::string fit_name(const std::string& name, float width);
// `text` on at most `lines` lines of `width`: broken between words, the last line cut with an ellipsis (fit_text).
std::vector<std::string> fit_lines(const std::string& text, float width, int lines);

inline ImVec4 rgba(ImU32 c) {
    return ImGui::ColorConvertU32ToFloat4(c);
}

// Panel colours (the app's green-dark style).
inline constexpr ImU32 kCardBg = IM_COL32(30, 38, 30, 235);
inline constexpr ImU32 kCardBorder = IM_COL32(70, 96, 66, 255);
inline constexpr ImU32 kAccent = IM_COL32(86, 160, 72, 255);
inline constexpr ImU32 kAccentHover = IM_COL32(104, 186, 88, 255);
inline constexpr ImU32 kAccentActive = IM_COL32(70, 138, 58, 255);
inline constexpr ImU32 kGold = IM_COL32(240, 200, 90, 255);
inline constexpr ImU32 kDimText = IM_COL32(170, 182, 166, 255);
inline constexpr ImU32 kTurnBg = IM_COL32(66, 104, 58, 200);

// --- panels ---
void new_game_screen(Ctx& c);     // hud_new_game.cpp
GameConfig make_config(const NewGameDraft& d);  // hud_new_game.cpp: the game the draft sets up
void final_table_window(Ctx& c);  // hud_windows.cpp
void tiles_left_window(Ctx& c);
void help_window(Ctx& c);
void settings_window(Ctx& c);
// Player names as the panels show them.
std::string player_name(const Session& s, int p);

// --- the parts of the side column and the phone's sheet (hud.cpp lays them out) ---
// The players (hud_scoreboard.cpp): a seat's colour index (0 for no such seat), how many people play at this screen,
// the side column's scoreboard rows and the phone's row of chips `height` high.
int seat_color_of(const Session& s, int p);
int people(const Session& s);
void scoreboard_rows(Ctx& c);
void scoreboard_chips(Ctx& c, float height);
// The tile in hand (hud_hand.cpp). What the person at the screen should do now (or who is busy).
std::string hint_line(const Session& s, const TurnControls& turn);
// The tile in hand (or the one just placed), `size` square.
void hand_tile_picture(Ctx& c, float size);
// The font scale factor (0.4 .. 1) at which the longest tile button label fits a button `width` wide.
float label_fit(float width);
// The tile buttons, enabled only where they do something; when disabled, the reason (shown on hover).
struct HandButtons {
    bool rotate, take_back, skip;
    std::string rotate_why, take_back_why, skip_why;
};
HandButtons hand_buttons_state(const Session& s);
// The side column's card of the tile in hand, with its buttons, the hint line and the Hint button.
void hand_card(Ctx& c);
// "N tiles left in the bag" with the button that shows their list (at least `button_w` wide).
void counter_line(Ctx& c, float button_w);
// Final scores, when the game is over and its table was closed.
void final_button(Ctx& c, float width);

}  // namespace carc::ui::hud
