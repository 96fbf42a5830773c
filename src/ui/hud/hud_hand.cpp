// The tile in hand on the panels: which tile it shows and the hint line (what the person should do now), its
// picture and buttons (Rotate, Take back, No follower, Hint), the tile counter and the final scores' button; hud.cpp
// lays them out.
#include <algorithm>
#include <string>

#include "engine/tiles.h"
#include "ui/core/i18n.h"
#include "ui/hud/hud_internal.h"
#include "ui/hud/hud_part.h"

namespace carc::ui::hud {
namespace {

// The tile the hand panel shows: the drawn tile (in the board's preview rotation when known), or the
// tile just placed while its player decides on a follower. type -1: none.
struct HandTile {
    int type = -1, rot = 0;
    bool placed = false;
};
HandTile hand_tile(const Session& s, int hand_rot) {
    HandTile h;
    if (!s.active() || s.game_over()) return h;
    const Game& g = s.game();
    // The drawn tile while it is placed, the placed one while its follower is decided; an expansion's phases
    // say which they show.
    HandShows shows = g.phase() == Phase::Place    ? HandShows::DrawnTile
                      : g.phase() == Phase::Deploy ? HandShows::PlacedTile
                                                   : HandShows::Nothing;
    for (const HudPart* part : hud_parts())
        if (shows == HandShows::Nothing && part->hand) shows = part->hand(g.phase());
    if (shows == HandShows::DrawnTile && g.drawn_tile() >= 0) {
        h.type = g.drawn_tile();
        if (hand_rot >= 0) {
            h.rot = hand_rot & 3;
        } else {
            // Not told: the smallest rotation that fits somewhere.
            int best = 4;
            for (const Action& a : s.legal_places()) best = std::min<int>(best, a.rot);
            h.rot = best < 4 ? best : 0;
        }
    } else if (shows == HandShows::PlacedTile && g.last_placed() >= 0) {
        const PlacedTile& t = g.placed()[g.last_placed()];
        h.type = t.type;
        h.rot = t.rot;
        h.placed = true;
    }
    return h;
}

}  // namespace

namespace {

// The placing step's lines, by what the pointer is over: one rotation fits this cell, one rotation fits anywhere,
// `looks` rotations fit this cell, or none pointed at.
enum class PlaceLine { OnlyHere, OnlyOne, Looks, Plain };

std::string place_line(PlaceLine k, bool touch, int looks) {
    switch (k) {
        case PlaceLine::OnlyHere:
            // TRANSLATORS: the hint lines say Tap on a touch screen, Click with a mouse; Rotate and No follower are
            // buttons' labels.
            return touch ? _("Only this rotation fits here. Tap the cell to place the tile.")
                         : _("Only this rotation fits here. Click the cell to place the tile.");
        case PlaceLine::OnlyOne:
            return touch ? _("Tap a lit cell to place the tile. It fits in only one rotation.")
                         : _("Click a lit cell to place the tile. It fits in only one rotation.");
        case PlaceLine::Looks:
            return i18n::fmt(
                // TRANSLATORS: %d rotations of the tile in hand fit the cell pointed at (always more than one);
                // Rotate is the button's label.
                touch ? P_("%d rotation fits here (Rotate turns it to the next). Tap the cell to place the tile.",
                           "%d rotations fit here (Rotate turns it to the next). Tap the cell to place the tile.",
                           looks)
                      : P_("%d rotation fits here (Rotate turns it to the next). Click the cell to place the tile.",
                           "%d rotations fit here (Rotate turns it to the next). Click the cell to place the tile.",
                           looks),
                looks);
        case PlaceLine::Plain: break;
    }
    return touch ? _("Tap a lit cell to place the tile (Rotate turns it).")
                 : _("Click a lit cell to place the tile (Rotate turns it).");
}

// Several people at the screen: the line says whose turn it is.
std::string to_player(const Session& s, const std::string& line) {
    // TRANSLATORS: the hint line when several people share the screen: %1$s the player's name, %2$s what they
    // should do (one of the hints, e.g. "Click a lit cell to place the tile (Rotate turns it).").
    return people(s) > 1 ? i18n::fmt(_("%1$s: %2$s"), player_name(s, s.deciding_player()), line) : line;
}

}  // namespace

// What the person at the screen should do now (or who is busy).
std::string hint_line(const Session& s, const TurnControls& turn) {
    const bool touch = turn.touch_mode;
    const int rotations_here = turn.rotations_here();
    if (!s.active()) return _("Start a new game.");
    if (s.game_over()) return _("The game is over.");
    const int p = s.deciding_player();
    if (s.replaying() && s.replay_of_finished()) return _("Replay of a finished game: step through it with the replay bar.");
    // TRANSLATORS: the tile panel's line while a game still being played is replayed (Game > Replay this game).
    if (s.replaying()) return _("Replay of this game so far: step through it with the replay bar; Close replay goes back to it.");
    if (s.elsewhere()) return _("This game goes on in another window; here it only shows where it was.");
    if (const link::LinkGame* l = s.link_game(); l && !l->my_decision()) {
        // TRANSLATORS: the hint line of a game by link while players have still to join
        if (l->gathering()) return _("Waiting for the other players to join: send them the invitation (Game > Send the game on).");
        // TRANSLATORS: the hint line of a game by link while another player moves on their own device; %s: their name
        if (p >= 0) return i18n::fmt(_("%s moves next, on their own device: send them the link (Game > Send the game on)."), player_name(s, p));
    }
    // TRANSLATORS: the hint line while a computer player decides; %s: its name.
    if (!s.human_to_move()) return ellipsis(i18n::fmt(_("%s is thinking\xE2\x80\xA6"), player_name(s, p)));
    const Game& g = s.game();
    auto to_player = [&](const std::string& line) { return ui::hud::to_player(s, line); };
    if (g.phase() == Phase::Place) {
        const int looks = turn.looks_here();  // as the corner of the shown tile counts them
        return to_player(place_line(rotations_here == 1          ? PlaceLine::OnlyHere
                                    : turn.one_rotation_anywhere() ? PlaceLine::OnlyOne
                                    : looks > 1                    ? PlaceLine::Looks
                                                                   : PlaceLine::Plain,
                                    touch, looks));
    }
    for (const HudPart* part : hud_parts()) {
        if (!part->prompt) continue;
        const std::string prompt = part->prompt(g, touch);
        if (!prompt.empty()) return to_player(prompt);
    }
    if (g.phase() == Phase::Deploy) {
        if (s.legal_deploys().empty())
            return to_player(g.player(p).followers == 0
                                 ? _("No followers left: press No follower to end your turn.")
                                 : _("No follower can go on this tile: press No follower to end your turn."));
        for (const HudPart* part : hud_parts())
            if (const char* own = part->deploy_prompt ? part->deploy_prompt(s, touch) : nullptr)
                return to_player(own);
        if (offers_figure_kinds(s))
            return to_player(touch ? _("Tap a circle on the tile to place a figure, or No figure.")
                                   : _("Click a circle on the tile to place a figure, or No figure."));
        return to_player(touch ? _("Tap a circle on the tile to place a follower, or No follower.")
                               : _("Click a circle on the tile to place a follower, or No follower."));
    }
    return to_player(_("Your decision."));
}

void hand_tile_picture(Ctx& c, float size) {
    const HandTile h = hand_tile(c.session, c.turn.hand_rot);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 p = ImGui::GetCursorScreenPos();
    if (h.type >= 0) {
        draw_tile_picture(c.st, dl, p, size, h.type, h.rot);
        if (h.placed) {
            // TRANSLATORS: written across the picture of the tile just placed (in the tile-in-hand panel); keep short.
            const char* tag = _("placed");
            const ImVec2 ts = ImGui::CalcTextSize(tag);
            const ImVec2 tp{p.x + (size - ts.x) / 2, p.y + size - ts.y - 4};
            dl->AddRectFilled({tp.x - 4, tp.y - 1}, {tp.x + ts.x + 4, tp.y + ts.y + 1},
                              IM_COL32(0, 0, 0, 150), 4);
            dl->AddText(tp, IM_COL32(240, 240, 230, 255), tag);
        }
    } else {
        dl->AddRect(p, {p.x + size, p.y + size}, kCardBorder, c.st.em * 0.3f, 0, 2.0f);
        // TRANSLATORS: in the empty frame where the tile in hand would be, at the game's end; keep short.
        const char* t = c.session.game_over() ? _("bag empty") : "";
        const ImVec2 ts = ImGui::CalcTextSize(t);
        dl->AddText({p.x + (size - ts.x) / 2, p.y + (size - ts.y) / 2}, kDimText, t);
    }
    ImGui::Dummy({size, size});
    if (h.type >= 0 && ImGui::IsItemHovered()) {
        ImGui::BeginTooltip();
        ImGui::SetWindowFontScale(c.st.scale);
        // TRANSLATORS: the tooltip on the picture of the tile in hand, and of the tile just placed.
        ImGui::TextUnformatted(h.placed ? _("The tile you have just placed") : _("The tile in hand: Rotate turns it"));
        ImGui::EndTooltip();
    }
}

// Large text in a narrow panel: the tile buttons' labels get a little smaller rather than cut off.
// The font scale factor (0.4 .. 1) at which the longest label fits a button `width` wide.
float label_fit(float width) {
    float label_w = 0;
    for (const std::string& l : {std::string(_("No follower")), std::string(_("No figure")), std::string(_("Take back")),
                                 std::string(_("Final scores")), i18n::fmt(_("Bag: %d"), "00")})  // a two-digit count
        label_w = std::max(label_w, ImGui::CalcTextSize(l.c_str()).x);
    return fit_scale(label_w, width - 2 * ImGui::GetStyle().FramePadding.x, 0.4f);
}

HandButtons hand_buttons_state(const Session& s) {
    HandButtons b{};
    const bool mine = s.human_to_move();
    const Phase ph = s.game().phase();
    b.rotate = mine && ph == Phase::Place;
    b.take_back = s.can_take_back();
    b.skip = mine && ph == Phase::Deploy;
    std::string not_now;
    // TRANSLATORS: why the tile buttons (Rotate, Take back, No follower) are off, on hover.
    if (s.game_over()) not_now = _("The game is over");
    else if (s.replaying()) not_now = _("This is a replay");
    else if (s.elsewhere()) not_now = _("This game goes on in another window");
    // TRANSLATORS: why the tile buttons are off in a game by link while another player moves on their own device
    else if (!mine && s.link_game()) not_now = i18n::fmt(_("Wait: it is %s's move, on their own device"), player_name(s, s.deciding_player()));
    else if (!mine) {
        const std::string name = player_name(s, s.deciding_player());
        // TRANSLATORS: why the tile buttons are off while a computer player named "You" moves.
        not_now = is_you(name) ? _("Wait: it is Your turn")
                               // TRANSLATORS: why the tile buttons are off while a computer player moves; %s: its name.
                               : i18n::fmt(_("Wait: it is %s's turn"), name);
    }
    // An expansion's phase: what it waits for (null: not its phase).
    auto decide_first = [ph](bool no_follower) -> const char* {
        for (const HudPart* part : hud_parts())
            if (const char* why = part->decide_first ? part->decide_first(ph, no_follower) : nullptr)
                return why;
        return nullptr;
    };
    const char* rotate_first = decide_first(false);
    const char* skip_first = decide_first(true);
    // TRANSLATORS: the tile buttons' tooltips; R, Backspace and Space are their keyboard shortcuts, Take back and
    // No follower the buttons' labels.
    b.rotate_why = b.rotate           ? _("Turn the tile to its next rotation that fits (R)")
                   : !not_now.empty() ? not_now
                   : rotate_first     ? rotate_first
                                      : _("The tile is placed: Take back lifts it to turn it");
    b.take_back_why = b.take_back ? _("Lift this turn's tile to place it elsewhere (Backspace)")
                      : !not_now.empty() ? not_now
                      : ph == Phase::Place ? _("Nothing to take back: place the tile first")
                                           : _("Nothing to take back now");
    b.skip_why = b.skip             ? _("End the turn without placing a follower (Space)")
                 : !not_now.empty() ? not_now
                 : skip_first       ? skip_first
                                    : _("Place the tile first; then choose a follower or No follower");
    return b;
}

namespace {

// "Hint": the move the Hard computer would make, lit on the board (worked out by the thinker, so it may take a
// second). Only with a thinker, during a game.
void hint_button(Ctx& c, float width) {
    const Session& s = c.session;
    if (!s.has_thinker() || !s.active() || s.game_over() || s.replaying()) return;
    // A short panel (a small window, large text) leaves it out rather than push it off screen: the H key and
    // Game > Show a hint still give the hint.
    const float h = std::max(ImGui::GetFrameHeight(), c.st.phone ? 44.0f : 0.0f);
    const float bottom = ImGui::GetWindowPos().y + ImGui::GetWindowSize().y - ImGui::GetStyle().WindowPadding.y;
    if (ImGui::GetCursorScreenPos().y + h + c.st.em * 0.6f > bottom) return;
    const bool can = s.can_hint() && !s.hint_pending() && s.hint().empty();
    // TRANSLATORS: the Hint button's label: while the computer works the hint out, once it is shown, and before.
    const std::string label = s.hint_pending()     ? ellipsis(_("Hint: thinking\xE2\x80\xA6"))
                              : !s.hint().empty() ? _("Hint shown on the board")
                                                  : _("Hint");
    if (!can) ImGui::BeginDisabled();
    const bool pressed = button(c.st, (label + "##hint").c_str(), width);
    if (!can) ImGui::EndDisabled();
    c.st.buttons[3] = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), can};
    // TRANSLATORS: the Hint button's tooltip; (H) is its keyboard shortcut, Hard the computer level.
    tooltip(c.st, !s.human_to_move() ? _("A hint is for a person's turn")
            : s.hint_pending() ? _("The computer is working out its choice")
            : !s.hint().empty() ? _("Lit on the board: the tile in gold, and a ring where the figure would go")
                                : _("Light up the move the Hard computer would make, without playing it (H)"));
    if (pressed && can) c.req.hint = true;
}

// The side column's Rotate / Take back / No follower, beside the tile in hand, `bw` wide and `tile` tall in all.
void hand_buttons(Ctx& c, float bw, float tile) {
    const Session& s = c.session;
    State& st = c.st;
    const HandButtons hb = hand_buttons_state(s);
    const float bh = (tile - 2 * ImGui::GetStyle().ItemSpacing.y) / 3;
    auto btn = [&](const char* label, bool enabled, const std::string& tip, int k) {
        if (!enabled) ImGui::BeginDisabled();
        const bool pressed = ImGui::Button(label, {bw, std::max(bh, ImGui::GetFrameHeight())});
        if (!enabled) ImGui::EndDisabled();
        st.buttons[k] = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), enabled};
        tooltip(st, tip.c_str());
        return pressed && enabled;
    };
    const float fit = label_fit(bw);
    if (fit < 1.0f) ImGui::SetWindowFontScale(st.scale * fit);
    if (btn(_("Rotate"), hb.rotate, hb.rotate_why, 0)) c.turn.request(TurnControls::kRotate);
    if (btn(_("Take back"), hb.take_back, hb.take_back_why, 1)) c.turn.request(TurnControls::kTakeBack);
    if (btn(offers_figure_kinds(s) ? _("No figure") : _("No follower"), hb.skip, hb.skip_why, 2))
        c.turn.request(TurnControls::kSkipDeploy);
    if (fit < 1.0f) ImGui::SetWindowFontScale(st.scale);
}

}  // namespace

// A game by link: this device's choice for its next turn, something else than a draw (Abbey & Mayor: the abbey),
// made a turn ahead (docs/play-by-link.md). Shown while the seat holds such a piece and the game goes on.
void link_next_turn_box(Ctx& c) {
    const Session& s = c.session;
    const link::LinkGame* l = s.link_game();
    if (!l || l->my_seat() < 0 || s.replaying() || s.game_over() || l->gathering()) return;
    const char* label = next_turn_instead_of_draw(s.game(), l->my_seat());
    if (!label) return;
    bool on = l->abbey_next();
    if (checkbox_wrapped(label, &on)) c.req.link_next_turn = on ? 1 : 0;
}

void hand_card(Ctx& c) {
    const Session& s = c.session;
    State& st = c.st;
    const float em = st.em;
    // TRANSLATORS: the title of the panel with the tile in hand (at the game's end, in a replay).
    std::string title = _("Tile in hand");
    if (!s.game_over() && !s.replaying()) {
        // The tile is the turn's player's, also while another player decides something about it (whose follower
        // the Plague sends home).
        const int owner = s.game().turn_player();
        const std::string name = player_name(s, owner);
        const auto& seats = s.config().seats;
        const bool person = owner >= 0 && size_t(owner) < seats.size() && !seats[size_t(owner)].computer;
        // The person at the screen, or a player named "You" (their default name): "Your tile".
        if ((person && people(s) == 1) || is_you(name)) {
            title = _("Your tile");
        } else {
            // TRANSLATORS: the title of the panel with the tile in hand; %s: the name of the player whose tile it is.
            title = i18n::fmt(_("%s's tile"), name);
        }
    }
    begin_card(st, title.c_str());
    st.hand_title = title;
    const float avail = card_avail(st);
    const float tile = std::min(em * 6.6f, avail * 0.48f);
    hand_tile_picture(c, tile);
    ImGui::SameLine(0, em * 0.7f);
    ImGui::BeginGroup();
    const float bw = avail - tile - em * 0.7f;
    // Nobody at this screen can move here (a replay, a game played in another window, computers only): the card
    // says so where the buttons would be, and offers none; the line below says why.
    // TRANSLATORS: in the tile-in-hand panel, where the buttons would be, when nobody at this screen can move.
    const char* watching = !s.active() || s.game_over() ? nullptr
                           : s.replaying()             ? _("Watching a replay")
                           : s.elsewhere()             ? _("Watching only")
                           : people(s) == 0            ? _("Watching the computers play")
                                                       : nullptr;
    if (watching) {
        ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + bw);
        ImGui::PushStyleColor(ImGuiCol_Text, rgba(kDimText));
        ImGui::TextWrapped("%s", watching);
        ImGui::PopStyleColor();
        ImGui::PopTextWrapPos();
        ImGui::Dummy({bw, std::max(0.0f, tile - (ImGui::GetItemRectMax().y - ImGui::GetItemRectMin().y) -
                                             ImGui::GetStyle().ItemSpacing.y)});
    } else {
        hand_buttons(c, bw, tile);
    }
    ImGui::EndGroup();
    ImGui::Dummy({0, em * 0.1f});
    const std::string hint = hint_line(s, c.turn);
    st.hint = hint;
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + avail);
    ImGui::PushStyleColor(ImGuiCol_Text, s.human_to_move() ? ImVec4(0.95f, 0.95f, 0.9f, 1) : rgba(kDimText));
    ImGui::TextWrapped("%s", hint.c_str());
    ImGui::PopStyleColor();
    // While a person places a tile the line changes with the cell pointed at: the card keeps room for the tallest
    // of those lines, so the Hint button under it stays where it is.
    if (s.human_to_move() && !s.replaying() && s.game().phase() == Phase::Place) {
        float tallest = 0;
        for (const PlaceLine k : {PlaceLine::OnlyHere, PlaceLine::OnlyOne, PlaceLine::Looks, PlaceLine::Plain})
            for (const int looks : {2, 4})
                tallest = std::max(tallest, ImGui::CalcTextSize(to_player(s, place_line(k, c.turn.touch_mode, looks)).c_str(),
                                                                nullptr, false, avail)
                                                .y);
        const float top = ImGui::GetItemRectMin().y;
        if (tallest > ImGui::GetItemRectSize().y)
            ImGui::SetCursorScreenPos({ImGui::GetCursorScreenPos().x, top + tallest + ImGui::GetStyle().ItemSpacing.y});
    }
    ImGui::PopTextWrapPos();
    link_next_turn_box(c);
    if (!watching) hint_button(c, avail);
    end_card(st);
}


void counter_line(Ctx& c, float button_w) {
    const Session& s = c.session;
    const int left = s.game().bag_size();
    const std::string line = i18n::fmt(P_("%d tile left in the bag", "%d tiles left in the bag", left), left);
    // TRANSLATORS: the button beside "%d tiles left in the bag" that opens or closes the list of the tiles left.
    const char* show = _("Show list");
    const char* hide = _("Hide list");
    // The button as wide as its longer label needs; under the line when both do not fit side by side.
    const ImGuiStyle& style = ImGui::GetStyle();
    button_w = std::max(button_w, std::max(ImGui::CalcTextSize(show).x, ImGui::CalcTextSize(hide).x) + style.FramePadding.x * 2);
    const float room = ImGui::GetContentRegionAvail().x;
    // Side by side or not is decided for the widest the line gets in a game (its counts and their plural forms),
    // so the button does not jump to a line of its own as the count goes down.
    float widest = ImGui::CalcTextSize(line.c_str()).x;
    for (const int n : {1, 2, 5, 21, 22, 25, 88, 99})
        widest = std::max(widest, ImGui::CalcTextSize(
                                      i18n::fmt(P_("%d tile left in the bag", "%d tiles left in the bag", n), n).c_str())
                                      .x);
    const bool beside = widest + style.ItemSpacing.x + button_w <= room;
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(line.c_str());
    if (beside) ImGui::SameLine();
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + std::max(0.0f, ImGui::GetContentRegionAvail().x - button_w -
                                                                    (beside ? c.st.em * 0.5f : 0.0f)));
    if (ImGui::Button(c.settings.show_tiles_left ? hide : show, {button_w, 0}))
        c.settings.show_tiles_left = !c.settings.show_tiles_left;
    tooltip(c.st, s.config().hide_remaining ? _("This game hides which tiles are left")
                                      : _("Every tile left, with counts"));
}

void final_button(Ctx& c, float width) {
    State& st = c.st;
    if (!c.session.game_over() || !(st.final_closed && st.final_closed_seed == c.session.config().seed))
        return;
    if (big_button(_("Final scores"), width, std::max(st.phone ? 44.0f : 0.0f, st.em * 2.0f)))
        st.final_closed = false;
}

}  // namespace carc::ui::hud
