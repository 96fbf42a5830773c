// The panels around the board: their layout (right-hand column on wide screens, bottom sheet on portrait phones)
// and the game log; the players are in hud_scoreboard.cpp, the tile in hand with its buttons and the tile counter
// in hud_hand.cpp, the windows in hud_windows.cpp and hud_new_game.cpp.
#include "ui/hud/hud.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "engine/json_util.h"
#include "imgui_internal.h"
#include "ui/core/i18n.h"
#include "ui/hud/hud_internal.h"

namespace carc::ui {
namespace hud {
namespace {

constexpr ImGuiWindowFlags kPanelFlags =
    ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
    ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoFocusOnAppearing |
    ImGuiWindowFlags_NoNav;  // never takes the keyboard from the board

// --- log ------------------------------------------------------------------------------------------------

void log_lines(Ctx& c) {
    const Session& s = c.session;
    State& st = c.st;
    const auto& log = s.log();
    // The log follows its newest line unless the player scrolls up to read (the wheel, or the scroll bar);
    // scrolling back to the end, or the "Newest" button, follows again. (ImGui has applied this frame's wheel
    // and scroll bar by now.)
    ImGuiWindow* window = ImGui::GetCurrentWindow();
    if (s.generation() != st.log_generation) {  // a new or loaded game starts at its newest line
        st.log_generation = s.generation();
        st.log_follow = true;
    }
    st.log_tiles.clear();
    const bool wheel = ImGui::IsWindowHovered() && ImGui::GetIO().MouseWheel != 0.0f;
    const bool bar = ImGui::GetActiveID() == ImGui::GetWindowScrollbarID(window, ImGuiAxis_Y);
    if (wheel || bar) st.log_follow = ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 4;
    ImGui::PushTextWrapPos(0);
    for (const LogEntry& e : log) {
        ImU32 col = IM_COL32(225, 228, 220, 255);
        if (e.player >= 0 && e.score)
            col = seat_text_color(c.settings, seat_color_of(s, e.player));
        else if (e.player < 0)
            col = e.game_over ? kGold : kDimText;
        if (e.player >= 0) {
            // A small token before the line tells whose it is even without colour.
            const ImVec2 p = ImGui::GetCursorScreenPos();
            const float r = st.em * 0.3f;
            draw_token(ImGui::GetWindowDrawList(), {p.x + r, p.y + ImGui::GetFontSize() / 2}, r,
                       seat_color_of(s, e.player), c.settings);
        }
        ImGui::Indent(st.em * 0.8f);
        ImGui::PushStyleColor(ImGuiCol_Text, rgba(col));
        ImGui::TextUnformatted(e.text.c_str());
        ImGui::PopStyleColor();
        ImGui::Unindent(st.em * 0.8f);
        // A placement's line shows its tile on the board when chosen: a click, or a tap that did not scroll (on
        // release, so that a finger's drag scrolls the log instead). On a phone the log then closes.
        if (e.tile >= 0 && ImGui::IsItemVisible()) {  // (for the probe: lines whose middle can be clicked)
            const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
            const ImVec2 mid{(a.x + b.x) / 2, (a.y + b.y) / 2};
            if (window->ClipRect.Contains(mid)) st.log_tiles.push_back({float(e.tile), mid.x, mid.y});
        }
        if (e.tile >= 0 && s.active() && ImGui::IsItemHovered()) {
            const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
            ImGui::GetWindowDrawList()->AddRectFilled({a.x - st.em * 0.2f, a.y}, {b.x, b.y}, IM_COL32(255, 255, 255, 18), 3);
            // TRANSLATORS: the tooltip on a log line about a placed tile (Tap on a touch screen, Click with a mouse).
            tooltip(st, st.touch ? _("Tap: show this tile on the board") : _("Click: show this tile on the board"));
            if (ImGui::IsMouseReleased(0) && !ImGui::IsMouseDragPastThreshold(0) && !ImGui::IsAnyItemActive()) {
                c.req.show_tile = e.tile;
                st.phone_log_open = false;
            }
        }
    }
    ImGui::PopTextWrapPos();
    const float newest_bottom = ImGui::GetItemRectMax().y;
    st.log_lines = log.size();
    st.log_newest_shown = log.empty() || newest_bottom <= window->InnerClipRect.Max.y + 1;
    if (st.log_follow) ImGui::SetScrollHereY(1.0f);  // every frame: wrapped lines and new ones settle over frames
}

// The log's lines in a box `height` high; while the player reads older lines with newer ones below, a Newest
// button in a row of its own under the box jumps back to them (it covers no line).
void log_box(Ctx& c, float width, float height) {
    State& st = c.st;
    const bool newest = !st.log_follow && !st.log_newest_shown;  // as the last frame left the box
    const float row = newest ? ImGui::GetFrameHeightWithSpacing() : 0.0f;
    ImGui::BeginChild("##log", {width, std::max(st.em * 3, height - row)}, false);
    log_lines(c);
    ImGui::EndChild();
    st.log_newest_button = {-1, -1};
    if (!newest) return;
    // TRANSLATORS: a button under the game log, scrolled up, that goes back to its newest line; keep short.
    const char* label = _("Newest");
    const float w = ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2;
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + std::max(0.0f, width - w));
    if (ImGui::Button(label)) st.log_follow = true;
    st.log_newest_button = last_item_centre();
}

// --- layouts --------------------------------------------------------------------------------------------

void side_column(Ctx& c, ImVec2 pos, ImVec2 size) {
    State& st = c.st;
    const float em = st.em;
    ImGui::SetNextWindowPos(pos, ImGuiCond_Always);
    ImGui::SetNextWindowSize(size, ImGuiCond_Always);
    ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.08f, 0.10f, 0.08f, 0.97f));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {em * 0.6f, em * 0.5f});
    const bool visible = begin_window(st, "##side", nullptr, kPanelFlags);
    ImGui::PopStyleVar(2);
    ImGui::PopStyleColor();
    if (visible) {
        // (A window too short for these cards gets the phone's sheet instead: Hud::draw.)
        begin_card(st, _("Players"));
        scoreboard_rows(c);
        end_card(st);
        hand_card(c);
        begin_card(st);
        counter_line(c, em * 5.5f);
        final_button(c, card_avail(st));
        end_card(st);
        if (c.settings.show_log) {
            const float rest = ImGui::GetContentRegionAvail().y - em * 2.4f;
            begin_card(st, _("Game log"));
            log_box(c, card_avail(st), std::max(em * 3, rest));  // (three lines at least: the column may then scroll)
            end_card(st);
        }
    }
    ImGui::End();
}

// Height the phone sheet wants.
// The phone sheet's rows: player chips, the hint (two lines), tile in hand beside a 2 x 2 grid of
// buttons, and the log's last line.
struct SheetRows {
    float pad, sp, chip, hint, bh, log;
    float total() const { return 2 * pad + chip + (hint > 0 ? sp + hint : 0) + sp + (2 * bh + sp) + (log > 0 ? sp + log : 0); }
};
// `hint`: the sheet's hint line (none where the turn banner says the same above the board).
SheetRows sheet_rows(float em, bool show_log, bool hint = true) {
    return {em * 0.45f,
            em * 0.35f,
            std::max(em * 3.0f, 52.0f),
            hint ? em * 2.0f + 4 : 0.0f,
            std::max(44.0f, em * 2.2f),
            show_log ? std::max(44.0f, em * 1.9f) : 0.0f};
}

void bottom_sheet(Ctx& c, ImVec2 pos, ImVec2 size) {
    State& st = c.st;
    const float em = st.em;
    ImGui::SetNextWindowPos(pos, ImGuiCond_Always);
    ImGui::SetNextWindowSize(size, ImGuiCond_Always);
    ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.08f, 0.10f, 0.08f, 0.97f));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, em * 0.8f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {em * 0.5f, em * 0.45f});
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, {em * 0.35f, em * 0.35f});
    const bool visible = begin_window(st, "##sheet", nullptr, kPanelFlags);
    ImGui::PopStyleVar(3);
    ImGui::PopStyleColor();
    if (visible) {
        const Session& s = c.session;
        // Where the sheet is shorter than its rows (a phone held sideways, large text): lower buttons, then no
        // hint line (the turn banner says what to do), then no log line.
        SheetRows rows = sheet_rows(em, c.settings.show_log, st.sheet_hint);
        if (rows.total() > size.y) rows.bh = std::max(44.0f, em * 1.6f);
        if (rows.total() > size.y) rows.hint = 0;
        if (rows.total() > size.y) rows.log = 0;
        st.sheet_hint_shown = rows.hint > 0;
        scoreboard_chips(c, rows.chip);
        const std::string hint = hint_line(s, c.turn);
        st.hint = hint;
        st.hand_title.clear();
        if (rows.hint > 0) {
            ImGui::BeginChild("##hint", {ImGui::GetContentRegionAvail().x, rows.hint}, false,
                              ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
            ImGui::PushStyleColor(ImGuiCol_Text,
                                  s.human_to_move() ? ImVec4(0.95f, 0.95f, 0.9f, 1) : rgba(kDimText));
            // A line longer than the row (a longer language, large text) is set a little smaller until it fits.
            const float width = ImGui::GetContentRegionAvail().x;
            float fit = 1.0f;
            while (fit > 0.65f && ImGui::CalcTextSize(hint.c_str(), nullptr, false, width / fit).y * fit > rows.hint)
                fit -= 0.05f;
            {
                const SmallerFont font(fit);
                ImGui::TextWrapped("%s", hint.c_str());
            }
            ImGui::PopStyleColor();
            ImGui::EndChild();
        }
        // Tile in hand on the left, a 2 x 2 grid of buttons on the right.
        const float sp = rows.sp;
        const float bh = rows.bh;
        const float log_h = rows.log;
        // The tile takes at most a third of the width, so the buttons keep room for their labels.
        const float tile = std::min(2 * bh + sp, ImGui::GetContentRegionAvail().x * 0.3f);
        hand_tile_picture(c, tile);
        ImGui::SameLine(0, em * 0.5f);
        ImGui::BeginGroup();
        const float rw = ImGui::GetContentRegionAvail().x;
        const HandButtons hb = hand_buttons_state(s);
        const float bw = (rw - sp) / 2;
        const bool hint_here = s.has_thinker() && s.active() && !s.game_over() && !s.replaying();
        const float half = (bw - sp) / 2;
        // The buttons' sizes are set: little side padding, so a label may use their width; a label that would
        // still not fit makes all of them a little smaller.
        const ImVec2 pad = ImGui::GetStyle().FramePadding;
        ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, {std::min(pad.x, em * 0.2f), pad.y});
        // With a thinker, the last cell holds two half buttons: the hint and the bag (its count under "Bag" where
        // one line would not fit).
        const float half_room = half - 2 * ImGui::GetStyle().FramePadding.x;
        // TRANSLATORS: the phone's Bag button (it shows the tiles left in the bag), %d: their number. "Bag: %d" fills a
        // button, "Bag %d" is half a button (beside Hint), "Bag\n%d" is on two lines where one is too wide; keep short.
        const char* bag_half = _("Bag %d");
        const bool bag_two_lines =
            hint_here && ImGui::CalcTextSize(i18n::fmt(bag_half, "00").c_str()).x * 0.6f > half_room;
        // TRANSLATORS: the Bag button's label on two lines (see "Bag %d").
        const char* bag_form = bag_two_lines ? _("Bag\n%d") : hint_here ? bag_half : _("Bag: %d");
        const std::string bag = i18n::fmt(bag_form, s.game().bag_size());
        float fit = label_fit(bw);
        if (hint_here) {
            const float half_label = std::max(ImGui::CalcTextSize(i18n::fmt(bag_form, "00").c_str()).x,
                                              ImGui::CalcTextSize(_("Hint")).x);
            fit = std::min(fit, fit_scale(half_label, half_room, 0.4f));
        }
        if (fit < 1.0f) ImGui::SetWindowFontScale(st.scale * fit);
        auto btn = [&](const char* label, bool enabled, const std::string& tip, int k, float w = 0) {
            if (!enabled) ImGui::BeginDisabled();
            const bool pressed = ImGui::Button(label, {w > 0 ? w : bw, bh});
            if (!enabled) ImGui::EndDisabled();
            if (k >= 0) st.buttons[k] = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), enabled};
            tooltip(st, tip.c_str());
            return pressed && enabled;
        };
        if (btn(_("Rotate"), hb.rotate, hb.rotate_why, 0)) c.turn.request(TurnControls::kRotate);
        ImGui::SameLine(0, sp);  // the spacing the widths above were worked out with
        if (s.game_over()) {
            if (btn(_("Final scores"), true, _("The final score table"), -1)) st.final_closed = false;
        } else if (btn(offers_figure_kinds(s) ? _("No figure") : _("No follower"), hb.skip, hb.skip_why, 2)) {
            c.turn.request(TurnControls::kSkipDeploy);
        }
        if (btn(_("Take back"), hb.take_back, hb.take_back_why, 1)) c.turn.request(TurnControls::kTakeBack);
        ImGui::SameLine(0, sp);  // the spacing the widths above were worked out with
        if (hint_here) {
            const bool can = s.can_hint() && !s.hint_pending() && s.hint().empty();
            // TRANSLATORS: the phone's Hint button (half a button), and while the computer works the hint out.
            const std::string label =
                (s.hint_pending() ? ellipsis(_("Hint\xE2\x80\xA6")) : std::string(_("Hint"))) + "##hint";
            if (btn(label.c_str(), can,
                    !s.human_to_move() ? _("A hint is for a person's turn")
                    : s.hint_pending() ? _("The computer is working out its choice")
                    : !s.hint().empty() ? _("The hint is lit on the board")
                                        : _("Light up the move the Hard computer would make, without playing it"),
                    3, half))
                c.req.hint = true;
            ImGui::SameLine(0, sp);  // the spacing the widths above were worked out with
        }
        if (btn(bag.c_str(), true, _("The tiles left in the bag"), -1, hint_here ? half : 0))
            c.settings.show_tiles_left = !c.settings.show_tiles_left;
        if (fit < 1.0f) ImGui::SetWindowFontScale(st.scale);
        ImGui::PopStyleVar();
        ImGui::EndGroup();
        // The log, collapsed to its last line; tap to open it.
        if (log_h > 0 && !s.log().empty()) {
            const LogEntry& e = s.log().back();
            const ImVec2 p = ImGui::GetCursorScreenPos();
            const float w = ImGui::GetContentRegionAvail().x;
            if (ImGui::InvisibleButton("##lastlog", {w, log_h})) st.phone_log_open = !st.phone_log_open;
            ImDrawList* dl = ImGui::GetWindowDrawList();
            dl->AddRectFilled(p, {p.x + w, p.y + log_h}, kCardBg, em * 0.3f);
            // TRANSLATORS: at the end of the phone's last log line, which opens (») or closes («) the whole log.
            const char* arrow = st.phone_log_open ? _("Log \xC2\xAB") : _("Log \xC2\xBB");
            const float aw = ImGui::CalcTextSize(arrow).x;
            const ImVec4 clip{p.x, p.y, p.x + w - aw - em * 0.8f, p.y + log_h};
            ImU32 col =
                e.score && e.player >= 0 ? seat_text_color(c.settings, seat_color_of(s, e.player)) : kDimText;
            // On two lines where they fit in the row (the end of a line says where a tile went), the last cut
            // with an ellipsis.
            const float fs = ImGui::GetFontSize();
            const std::vector<std::string> lines = fit_lines(e.text, clip.z - p.x - em * 0.4f, log_h >= 2 * fs + 4 ? 2 : 1);
            const float y0 = p.y + (log_h - fs * static_cast<float>(lines.size())) / 2;
            for (size_t k = 0; k < lines.size(); ++k)
                dl->AddText(ImGui::GetFont(), fs, {p.x + em * 0.4f, y0 + fs * static_cast<float>(k)}, col,
                            lines[k].c_str(), nullptr, 0, &clip);
            dl->AddText({p.x + w - aw - em * 0.4f, p.y + (log_h - ImGui::GetFontSize()) / 2}, kGold, arrow);
        }
    }
    ImGui::End();
}

// Phones: the whole log over the board (above the sheet, or beside it held sideways), when opened from its
// last line.
void phone_log(Ctx& c, ImVec2 pos, ImVec2 size) {
    State& st = c.st;
    if (!c.settings.show_log || !st.phone_log_open) return;
    ImGui::SetNextWindowPos(pos, ImGuiCond_Always);
    ImGui::SetNextWindowSize(size, ImGuiCond_Always);
    bool open = true;
    if (begin_window(st, (std::string(_("Game log")) + "###phonelog").c_str(), &open,
                     ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                         ImGuiWindowFlags_NoSavedSettings)) {
        log_box(c, ImGui::GetContentRegionAvail().x, ImGui::GetContentRegionAvail().y);
    }
    ImGui::End();
    if (!open) st.phone_log_open = false;
}

}  // namespace
}  // namespace hud

Hud::Hud() : state_(std::make_unique<hud::State>()) {}
Hud::~Hud() = default;

const HudMetrics& Hud::metrics() const { return *state_; }

void Hud::remember_setup(const GameConfig& setup) { state_->remembered_setup = setup; }

void Hud::set_tile_drawer(HudTileDrawer drawer, void* user) {
    state_->tile_drawer = drawer;
    state_->tile_drawer_user = user;
}

HudRequests Hud::draw(const Session& session, Settings& settings, float top, HudLayout* layout, TurnControls& turn) {
    using namespace hud;
    HudRequests req;
    State& st = *state_;
    const ImGuiIO& io = ImGui::GetIO();
    settings.text_scale = std::clamp(settings.text_scale, 1.0f, 2.0f);
    st.scale = settings.text_scale / std::max(0.5f, settings.font_scale_applied);
    st.em = ImGui::GetFont()->FontSize * io.FontGlobalScale * st.scale;
    st.top = top;
    const float W = io.DisplaySize.x, H = io.DisplaySize.y;
    const bool portrait = H > W;
    // Held sideways (or any window too short for the side column's cards): the phone's sheet at the side.
    const bool sideways = !portrait && H - top < st.em * 24;
    st.phone = portrait || W < 560 || sideways;
    st.touch = turn.touch_mode;
    layout->portrait = portrait;
    layout->board_min = {0, top};
    layout->board_max = {W, H};
    Ctx c{st, session, settings, req, turn};
    for (State::Shown& b : st.buttons) b = {};
    st.review_button = {-1, -1};
    st.hint.clear();
    st.hand_title.clear();

    if (session.active()) {
        if (portrait) {
            // Where the board is tall enough for the turn banner's hint line (BoardView::banner), the sheet has
            // none: one instruction, not two.
            const float board_h = H - top - std::min(sheet_rows(st.em, settings.show_log).total(), (H - top) * 0.6f);
            st.sheet_hint = board_h <= ImGui::GetFontSize() * 22;
            const float sh = std::min(sheet_rows(st.em, settings.show_log, st.sheet_hint).total(), (H - top) * 0.6f);
            layout->board_max = {W, H - sh};
            bottom_sheet(c, {0, H - sh}, {W, sh});
            const float lh = std::min(H - sh - top - 16, (H - top) * 0.4f);
            phone_log(c, {8, H - sh - 8 - lh}, {W - 16, lh});
        } else if (sideways) {
            st.sheet_hint = true;  // the banner is short of room for its hint line here
            const float col = std::clamp(st.em * 20.0f, 280.0f, std::max(280.0f, W * 0.45f));
            layout->board_max = {W - col, H};
            bottom_sheet(c, {W - col, top}, {col, H - top});
            phone_log(c, {8, top + 8}, {W - col - 16, H - top - 16});
        } else {
            const float col = std::clamp(st.em * 19.0f, 260.0f, std::max(260.0f, W * 0.45f));
            layout->board_max = {W - col, H};
            side_column(c, {W - col, top}, {col, H - top});
        }
        layout->says_hint = !st.phone || st.sheet_hint_shown;
        st.board_min = layout->board_min;
        st.board_max = layout->board_max;
        tiles_left_window(c);
    }
    const bool final_was_open = st.final_open;
    st.final_drawn = false;
    if (!settings.show_new_game) final_table_window(c);
    st.final_open = st.final_drawn;
    if (settings.show_new_game) new_game_screen(c);
    // Help and Settings over the new game screen (a first visit reads the rules before its first game).
    help_window(c);
    settings_window(c);
    settings.modal_open = settings.show_new_game || st.final_drawn;
    // A modal just closed: give the keyboard back to the board (R, arrows, Enter) at once.
    if ((st.new_game_open && !settings.show_new_game) || (final_was_open && !st.final_open))
        ImGui::FocusWindow(nullptr);
    st.new_game_open = settings.show_new_game;
    // A new game starts with its final table not yet seen.
    if (req.start_game) st.final_closed = false;
    return req;
}

std::string Hud::probe_json() const {
    const hud::State& st = *state_;
    std::string out = "{\"buttons\":{";
    const char* names[4] = {"rotate", "takeBack", "noFollower", "hint"};
    char buf[400];
    for (int k = 0; k < 4; ++k) {
        const hud::State::Shown& b = st.buttons[k];
        std::snprintf(buf, sizeof buf, "%s\"%s\":{\"shown\":%s,\"enabled\":%s,\"rect\":[%.1f,%.1f,%.1f,%.1f]}",
                      k ? "," : "", names[k], b.min.x >= 0 ? "true" : "false", b.enabled ? "true" : "false", b.min.x,
                      b.min.y, b.max.x, b.max.y);
        out += buf;
    }
    json::Json texts = {{"title", st.hand_title}, {"hint", st.hint}, {"helpPage", st.help_page}};
    json::Json log_tiles = json::Json::array();
    for (const auto& t : st.log_tiles) log_tiles.push_back({int(t[0]), std::round(t[1]), std::round(t[2])});
    std::snprintf(buf, sizeof buf,
                  "},\"em\":%.2f,\"phone\":%s,\"review\":[%.1f,%.1f],\"log\":{\"lines\":%zu,\"follow\":%s,"
                  "\"newestShown\":%s,\"newest\":[%.1f,%.1f]},\"helpClose\":[%.1f,%.1f],\"newGameTop\":%.1f,"
                  "\"addPlayer\":[%.1f,%.1f],\"textSlider\":[%.1f,%.1f,%.1f,%.1f],",
                  st.em, st.phone ? "true" : "false", st.review_button.x, st.review_button.y, st.log_lines,
                  st.log_follow ? "true" : "false", st.log_newest_shown ? "true" : "false", st.log_newest_button.x,
                  st.log_newest_button.y, st.help_close.x, st.help_close.y, st.new_game_top, st.add_player_at.x,
                  st.add_player_at.y, st.text_slider[0].x, st.text_slider[0].y, st.text_slider[1].x, st.text_slider[1].y);
    return out + buf + "\"logTiles\":" + log_tiles.dump() + ",\"texts\":" + texts.dump() + "}";
}

void hud_menu_items(Settings& settings) {
    ImGui::MenuItem(_("Game log"), nullptr, &settings.show_log);
    ImGui::MenuItem(_("Tiles left"), nullptr, &settings.show_tiles_left);
    ImGui::MenuItem(_("Settings"), nullptr, &settings.show_settings);
}

}  // namespace carc::ui
