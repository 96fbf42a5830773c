// The panels around the board: layout (right-hand column on wide screens, bottom sheet on portrait
// phones), scoreboard, tile in hand with its buttons, tile counter and game log; the windows live in
// hud_windows.cpp and hud_new_game.cpp.
#include "ui/hud/hud.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "ai/players.h"
#include "engine/json_util.h"
#include "engine/tiles.h"
#include "imgui_internal.h"
#include "ui/hud/hud_part.h"
#include "ui/hud/hud_internal.h"
#include "ui/core/i18n.h"

namespace carc::ui {
namespace hud {
namespace {

constexpr ImGuiWindowFlags kPanelFlags =
    ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
    ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoFocusOnAppearing |
    ImGuiWindowFlags_NoNav;  // never takes the keyboard from the board


int seat_color_of(const Session& s, int p) {
    const auto& seats = s.config().seats;
    return p >= 0 && p < static_cast<int>(seats.size()) ? seats[static_cast<size_t>(p)].color : 0;
}
bool is_computer(const Session& s, int p) {
    const auto& seats = s.config().seats;
    return p >= 0 && p < static_cast<int>(seats.size()) && seats[static_cast<size_t>(p)].computer;
}

// A computer seat's level by its name ("Hard"), "" for a person.
std::string computer_level(const Session& s, int p) {
    if (!is_computer(s, p)) return {};
    switch (s.config().seats[static_cast<size_t>(p)].level) {
        // TRANSLATORS: a computer player's level, shown beside its name in the scoreboard.
        case ai::kLevelRandom: return C_("level", "Random");
        case ai::kLevelEasy: return C_("level", "Easy");
        case ai::kLevelMedium: return C_("level", "Medium");
        case ai::kLevelHard: return C_("level", "Hard");
        case ai::kLevelExpert: return C_("level", "Expert");
        default: return C_("level", "Unknown");
    }
}

int people(const Session& s) {
    int n = 0;
    for (const Seat& seat : s.config().seats) n += !seat.computer;
    return n;
}

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

// What the person at the screen should do now (or who is busy).
std::string hint_line(const Session& s, const TurnControls& turn) {
    const bool touch = turn.touch_mode;
    const int rotations_here = turn.rotations_here();
    if (!s.active()) return _("Start a new game.");
    if (s.game_over()) return _("The game is over.");
    const int p = s.deciding_player();
    if (s.replaying()) return _("Replay of a finished game: step through it with the replay bar.");
    if (s.elsewhere()) return _("This game goes on in another window; here it only shows where it was.");
    // TRANSLATORS: the hint line while a computer player decides; %s: its name.
    if (!s.human_to_move()) return ellipsis(i18n::fmt(_("%s is thinking\xE2\x80\xA6"), player_name(s, p)));
    const Game& g = s.game();
    // Several people at the screen: the line says whose turn it is.
    auto to_player = [&](const std::string& line) {
        // TRANSLATORS: the hint line when several people share the screen: %1$s the player's name, %2$s what they
        // should do (one of the hints, e.g. "Click a lit cell to place the tile (Rotate turns it).").
        return people(s) > 1 ? i18n::fmt(_("%1$s: %2$s"), player_name(s, p), line) : line;
    };
    if (g.phase() == Phase::Place) {
        if (rotations_here == 1)
            // TRANSLATORS: the hint lines say Tap on a touch screen, Click with a mouse; Rotate and No follower are
            // buttons' labels.
            return to_player(touch ? _("Only this rotation fits here. Tap the cell to place the tile.")
                                   : _("Only this rotation fits here. Click the cell to place the tile."));
        if (turn.one_rotation_anywhere())
            return to_player(touch ? _("Tap a lit cell to place the tile. It fits in only one rotation.")
                                   : _("Click a lit cell to place the tile. It fits in only one rotation."));
        const int looks = turn.looks_here();  // as the corner of the shown tile counts them
        if (looks > 1)
            return to_player(i18n::fmt(
                // TRANSLATORS: %d rotations of the tile in hand fit the cell pointed at (always more than one);
                // Rotate is the button's label.
                touch ? P_("%d rotation fits here (Rotate turns it to the next). Tap the cell to place the tile.",
                           "%d rotations fit here (Rotate turns it to the next). Tap the cell to place the tile.",
                           looks)
                      : P_("%d rotation fits here (Rotate turns it to the next). Click the cell to place the tile.",
                           "%d rotations fit here (Rotate turns it to the next). Click the cell to place the tile.",
                           looks),
                looks));
        return to_player(touch ? _("Tap a lit cell to place the tile (Rotate turns it).")
                               : _("Click a lit cell to place the tile (Rotate turns it)."));
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
        return to_player(touch ? _("Tap a circle on the tile to place a follower, or No follower.")
                               : _("Click a circle on the tile to place a follower, or No follower."));
    }
    return to_player(_("Your decision."));
}

// --- scoreboard ---------------------------------------------------------------------------------------

// Follower icons: filled = in supply, outlined = on the board.
void draw_followers(ImDrawList* dl, ImVec2 p, float h, int in_supply, ImU32 col) {
    const float w = h * 0.82f;
    for (int k = 0; k < kFollowersPerPlayer; ++k)
        draw_meeple(dl, {p.x + w * (float(k) + 0.5f), p.y + h / 2}, h * 0.9f,
                    k < in_supply ? col : IM_COL32(150, 160, 146, 150), k < in_supply);
}

// A computer is thinking: an arc that turns (the frames go on while it thinks, so it shows the page is alive).
void thinking_spinner(ImDrawList* dl, ImVec2 centre, float r) {
    const float a0 = float(ImGui::GetTime() * 6.0);
    dl->PathArcTo(centre, r, a0, a0 + 4.2f, 16);
    dl->PathStroke(kDimText, 0, std::max(1.5f, r * 0.35f));
}

// The player's status on the scoreboard ("" for none).
std::string status_of(const Session& s, int p) {
    if (s.game_over()) return {};
    if (s.deciding_player() != p || s.replaying() || s.elsewhere()) return {};
    // TRANSLATORS: the scoreboard's status of a computer player deciding its move; keep short.
    if (is_computer(s, p)) return ellipsis(C_("status", "thinking\xE2\x80\xA6"));
    // TRANSLATORS: the scoreboard's status of the person to move ("to play" when several share the screen); keep short.
    return people(s) > 1 ? C_("status", "to play") : C_("status", "your turn");
}

void scoreboard_rows(Ctx& c) {
    const Session& s = c.session;
    const Game& g = s.game();
    const State& st = c.st;
    const float em = st.em;
    const float rh = em * 2.6f;
    const float w = card_avail(st);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const std::vector<int> winners = [&] {
        std::vector<int> out;
        if (!s.game_over()) return out;
        int best = -1;
        for (int p = 0; p < g.num_players(); ++p) best = std::max<int>(best, g.player(p).score);
        for (int p = 0; p < g.num_players(); ++p)
            if (g.player(p).score == best) out.push_back(p);
        return out;
    }();
    for (int p = 0; p < g.num_players(); ++p) {
        const ImVec2 a = ImGui::GetCursorScreenPos();
        const ImVec2 b{a.x + w, a.y + rh};
        const int color = seat_color_of(s, p);
        const bool turn = !s.game_over() && s.deciding_player() == p;
        const bool winner = std::find(winners.begin(), winners.end(), p) != winners.end();
        if (turn || winner) {
            dl->AddRectFilled(a, b, winner ? IM_COL32(120, 100, 30, 120) : kTurnBg, em * 0.4f);
            dl->AddRectFilled(a, {a.x + em * 0.22f, b.y}, seat_color(c.settings, color), em * 0.4f,
                              ImDrawFlags_RoundCornersLeft);
        }
        const float tr = em * 0.72f;
        const ImVec2 tc{a.x + em * 0.5f + tr, a.y + rh / 2};
        draw_token(dl, tc, tr, color, c.settings);
        const float x = tc.x + tr + em * 0.5f;
        // Score, right-aligned and a little larger.
        char score[16];
        std::snprintf(score, sizeof score, "%d", g.player(p).score);
        const float big = ImGui::GetFontSize() * 1.3f;
        const float sw = ImGui::GetFont()->CalcTextSizeA(big, FLT_MAX, 0, score).x;
        dl->AddText(ImGui::GetFont(), big, {b.x - em * 0.5f - sw, a.y + em * 0.12f},
                    winner ? kGold : IM_COL32(245, 245, 240, 255), score);
        // Name, clipped before the score.
        const std::string name = player_name(s, p);
        const ImVec4 clip{x, a.y, b.x - em * 0.9f - sw, b.y};
        dl->AddText(ImGui::GetFont(), ImGui::GetFontSize(), {x, a.y + em * 0.2f},
                    seat_text_color(c.settings, color), name.c_str(), nullptr, 0, &clip);
        // A computer player's level, by its name, after the name (where it fits).
        const std::string level = computer_level(s, p);
        if (!level.empty())
            dl->AddText(ImGui::GetFont(), ImGui::GetFontSize(), {x + ImGui::CalcTextSize(name.c_str()).x + em * 0.4f, a.y + em * 0.2f},
                        kDimText, level.c_str(), nullptr, 0, &clip);
        // Followers in supply (smaller when the row is narrow, e.g. large text), then the status.
        const float fh = std::min(em * 0.85f, std::max(4.0f, (b.x - x - em * 0.4f) / (0.82f * kFollowersPerPlayer)));
        const float fy = a.y + em * 1.45f;
        draw_followers(dl, {x, fy}, fh, g.player(p).followers, seat_text_color(c.settings, color));
        float fx = x + fh * 0.82f * kFollowersPerPlayer + em * 0.4f;
        for (const HudPart* part : hud_parts())  // the expansions' own figures in supply
            if (part->supply_chips)
                fx = part->supply_chips(s.config().rules, g, p, dl, {fx, fy}, fh,
                                        seat_text_color(c.settings, color), em);
        // TRANSLATORS: the scoreboard's status of the winners at the game's end; keep short.
        const std::string status = winner ? C_("status", "winner") : status_of(s, p);
        if (!status.empty()) {
            const float tw = ImGui::CalcTextSize(status.c_str()).x;
            const float sx = std::max(fx, b.x - em * 0.5f - tw);
            if (!winner && is_computer(s, p)) thinking_spinner(dl, {sx - em * 0.55f, fy + fh / 2}, em * 0.3f);
            dl->AddText({sx, fy + fh / 2 - ImGui::GetFontSize() / 2},
                        winner              ? kGold
                        : is_computer(s, p) ? kDimText
                                            : IM_COL32(150, 230, 130, 255),
                        status.c_str());
        }
        char tip[96];
        std::snprintf(tip, sizeof tip, "##row%d", p);
        ImGui::InvisibleButton(tip, {w, rh});
        if (ImGui::IsItemHovered()) {
            ImGui::BeginTooltip();
            ImGui::SetWindowFontScale(st.scale);
            const int points = g.player(p).score, followers = g.player(p).followers;
            std::string line;
            if (level.empty()) {
                // TRANSLATORS: the scoreboard's tooltip on a player: %1$s the name, %2$s the colour (red, blue, ...),
                // then the score and the followers in supply of the 7 each player has.
                line = i18n::fmt(P_("%1$s (%2$s): %3$d point, %4$d of %5$d followers in supply",
                                    "%1$s (%2$s): %3$d points, %4$d of %5$d followers in supply", points),
                                 name, color_name(color), points, followers, kFollowersPerPlayer);
            } else {
                // TRANSLATORS: the scoreboard's tooltip on a computer player: %1$s the name, %2$s its level (Easy,
                // Medium, Hard, Expert), %3$s its colour, then the score and the followers in supply of the 7 it has.
                line = i18n::fmt(P_("%1$s (computer: %2$s, %3$s): %4$d point, %5$d of %6$d followers in supply",
                                    "%1$s (computer: %2$s, %3$s): %4$d points, %5$d of %6$d followers in supply",
                                    points),
                                 name, level, color_name(color), points, followers, kFollowersPerPlayer);
            }
            ImGui::TextUnformatted(line.c_str());
            for (const HudPart* part : hud_parts())
                if (part->supply_tooltip) part->supply_tooltip(s.config().rules, g, p);
            ImGui::EndTooltip();
        }
    }
}

// Phones: one chip per player in a row.
void scoreboard_chips(Ctx& c, float height) {
    const Session& s = c.session;
    const Game& g = s.game();
    const State& st = c.st;
    const float em = st.em;
    const int n = g.num_players();
    const float sp = em * 0.3f;
    const float total = ImGui::GetContentRegionAvail().x;
    const float cw = (total - sp * float(n - 1)) / float(n);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 o = ImGui::GetCursorScreenPos();
    for (int p = 0; p < n; ++p) {
        const ImVec2 a{o.x + float(p) * (cw + sp), o.y};
        const ImVec2 b{a.x + cw, a.y + height};
        const int color = seat_color_of(s, p);
        const bool turn = !s.game_over() && s.deciding_player() == p;
        dl->AddRectFilled(a, b, turn ? kTurnBg : kCardBg, em * 0.4f);
        dl->AddRect(a, b, turn ? seat_color(c.settings, color) : kCardBorder, em * 0.4f, 0,
                    turn ? 2.0f : 1.0f);
        const float tr = std::min(em * 0.6f, height * 0.25f);
        const ImVec2 tc{a.x + em * 0.3f + tr, a.y + em * 0.25f + tr};
        draw_token(dl, tc, tr, color, c.settings);
        char score[16];
        std::snprintf(score, sizeof score, "%d", g.player(p).score);
        const float big = ImGui::GetFontSize() * 1.25f;
        dl->AddText(ImGui::GetFont(), big, {tc.x + tr + em * 0.3f, tc.y - big / 2},
                    IM_COL32(245, 245, 240, 255), score);
        // Followers: one icon and the count.
        char fol[8];
        std::snprintf(fol, sizeof fol, "%d", g.player(p).followers);
        const float fw = ImGui::CalcTextSize(fol).x;
        const float fh = em * 0.8f;
        const ImVec2 fc{b.x - em * 0.35f - fw - fh * 0.5f, tc.y};
        // (Only where it leaves the score readable: a narrow chip shows the score alone.)
        const float score_end = tc.x + tr + em * 0.3f + ImGui::GetFont()->CalcTextSizeA(big, FLT_MAX, 0, score).x;
        if (fc.x - fh * 0.7f > score_end + em * 0.2f) {
            draw_meeple(dl, {fc.x - fh * 0.2f, fc.y}, fh, seat_text_color(c.settings, color), true);
            dl->AddText({b.x - em * 0.3f - fw, fc.y - ImGui::GetFontSize() / 2}, kDimText, fol);
        }
        // Name (or the status on the player's turn).
        const std::string status = status_of(s, p);
        std::string name = player_name(s, p);
        // A computer's level beside its name, where the chip has room for both ("Computer (Hard)").
        const std::string level = computer_level(s, p);
        if (!level.empty()) {
            // TRANSLATORS: a computer player on a phone's scoreboard: %1$s its name, %2$s its level (Easy, Hard, ...).
            const std::string with_level = i18n::fmt(_("%1$s (%2$s)"), name, level);
            if (ImGui::CalcTextSize(with_level.c_str()).x <= b.x - a.x - em * 0.6f) name = with_level;
        }
        const ImVec4 clip{a.x + em * 0.2f, a.y, b.x - em * 0.2f, b.y};
        const float ny = b.y - ImGui::GetFontSize() - em * 0.2f;
        dl->AddText(ImGui::GetFont(), ImGui::GetFontSize(), {a.x + em * 0.3f, ny},
                    !status.empty() ? IM_COL32(150, 230, 130, 255) : seat_text_color(c.settings, color),
                    (!status.empty() ? status : name).c_str(), nullptr, 0, &clip);
    }
    ImGui::Dummy({total, height});
}

// --- tile in hand ---------------------------------------------------------------------------------------

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
        const std::string& id = tiles().type(h.type).id;
        // TRANSLATORS: the tooltip on the tile in hand; %s is the tile's code (e.g. "BASE-D").
        const std::string tip = h.placed ? i18n::fmt(_("%s (just placed)"), id) : i18n::fmt(_("%s (in hand)"), id);
        ImGui::TextUnformatted(tip.c_str());
        ImGui::EndTooltip();
    }
}

// The tile buttons, enabled only where they do something; when disabled, the reason (shown on hover).
// Large text in a narrow panel: the tile buttons' labels get a little smaller rather than cut off.
// The font scale factor (0.4 .. 1) at which the longest label fits a button `width` wide.
float label_fit(float width) {
    float label_w = 0;
    for (const std::string& l : {std::string(_("No follower")), std::string(_("Take back")),
                                 std::string(_("Final scores")), i18n::fmt(_("Bag: %d"), "00")})  // a two-digit count
        label_w = std::max(label_w, ImGui::CalcTextSize(l.c_str()).x);
    return fit_scale(label_w, width - 2 * ImGui::GetStyle().FramePadding.x, 0.4f);
}

struct HandButtons {
    bool rotate, take_back, skip;
    std::string rotate_why, take_back_why, skip_why;
};
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
    if (btn(_("No follower"), hb.skip, hb.skip_why, 2)) c.turn.request(TurnControls::kSkipDeploy);
    if (fit < 1.0f) ImGui::SetWindowFontScale(st.scale);
}

void hand_card(Ctx& c) {
    const Session& s = c.session;
    State& st = c.st;
    const float em = st.em;
    // TRANSLATORS: the title of the panel with the tile in hand (at the game's end, in a replay).
    std::string title = _("Tile in hand");
    if (!s.game_over() && !s.replaying()) {
        const std::string name = player_name(s, s.deciding_player());
        // The person at the screen, or a player named "You" (their default name): "Your tile".
        if ((s.human_to_move() && people(s) == 1) || is_you(name)) {
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
    ImGui::PopTextWrapPos();
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
    const bool beside = ImGui::CalcTextSize(line.c_str()).x + style.ItemSpacing.x + button_w <= room;
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

// --- log ------------------------------------------------------------------------------------------------

void log_lines(Ctx& c) {
    const Session& s = c.session;
    State& st = c.st;
    const auto& log = s.log();
    // The log follows its newest line unless the player scrolls up to read (the wheel, or the scroll bar);
    // scrolling back to the end, or the "Newest" button, follows again. (ImGui has applied this frame's wheel
    // and scroll bar by now.)
    ImGuiWindow* window = ImGui::GetCurrentWindow();
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
        if (e.tile >= 0 && ImGui::IsItemVisible()) {
            const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
            st.log_tiles.push_back({float(e.tile), (a.x + b.x) / 2, (a.y + b.y) / 2});
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
    st.log_newest_button = {-1, -1};
    if (st.log_follow) {
        ImGui::SetScrollHereY(1.0f);  // every frame: wrapped lines and new ones settle over several frames
    } else if (!st.log_newest_shown) {
        // Scrolled up to read, with newer lines below: a button at the bottom right jumps back to them.
        // TRANSLATORS: a button over the game log, scrolled up, that goes back to its newest line; keep short.
        const char* label = _("Newest");
        const ImVec2 text = ImGui::CalcTextSize(label), pad = ImGui::GetStyle().FramePadding;
        const ImVec2 size{text.x + pad.x * 2, text.y + pad.y * 2};
        const ImVec2 at{window->InnerClipRect.Max.x - size.x - st.em * 0.3f, window->InnerClipRect.Max.y - size.y - st.em * 0.2f};
        const ImVec2 keep = ImGui::GetCursorScreenPos();
        ImGui::SetCursorScreenPos(at);
        if (ImGui::Button(label)) st.log_follow = true;
        st.log_newest_button = last_item_centre();
        ImGui::SetCursorScreenPos(keep);
    }
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
            ImGui::BeginChild("##log", {card_avail(st), std::max(em * 6, rest)}, false);
            log_lines(c);
            ImGui::EndChild();
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
        } else if (btn(_("No follower"), hb.skip, hb.skip_why, 2)) {
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
        log_lines(c);
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
        st.board_min = layout->board_min;
        st.board_max = layout->board_max;
        tiles_left_window(c);
    }
    help_window(c);
    settings_window(c);
    const bool final_was_open = st.final_open;
    st.final_drawn = false;
    if (!settings.show_new_game) final_table_window(c);
    st.final_open = st.final_drawn;
    if (settings.show_new_game) new_game_screen(c);
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
