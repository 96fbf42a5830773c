// Games played by link (docs/play-by-link.md): the invitation made from the New game screen, a link opened into the
// saved game it belongs to (its new moves replayed on the board) or taken as an invitation to join, the window with
// the link to send on (copy, the device's share sheet), and Game > Open a game link.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>

#include "engine/json_util.h"

#include "imgui.h"
#include "imgui_internal.h"
#include "ui/app/app_internal.h"
#include "ui/core/i18n.h"

namespace carc::ui::app {

namespace {

constexpr char kFragment[] = "#play=";
constexpr size_t kLongLink = 2000;  // characters: longer links are offered as a file too

// Brings a window of ours to the front as it opens (over the panels and the New game screen), then leaves the focus
// alone.
void front_when_opening(const char* name) {
    const ImGuiWindow* w = ImGui::FindWindowByName(name);
    if (!w || !w->WasActive) ImGui::SetNextWindowFocus();
}

// Begins one of the link windows, centred (where `always`: also as it grows), in front as it opens. `id` is its
// "###name"; `open` its close box.
bool begin_link_window(const char* id, const char* title, bool* open, bool always = false) {
    const ImVec2 centre{ImGui::GetIO().DisplaySize.x * 0.5f, ImGui::GetIO().DisplaySize.y * 0.5f};
    ImGui::SetNextWindowPos(centre, always ? ImGuiCond_Always : ImGuiCond_Appearing, {0.5f, 0.5f});
    front_when_opening(id);
    return ImGui::Begin((std::string(title) + id).c_str(), open, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse);
}

std::string seat_name(const link::LinkGame& g, int seat) { return g.seats()[static_cast<size_t>(seat)].name; }

}  // namespace

void LinkPlay::start(AppCore& core, GameSaves& saves, const GameConfig& config) {
    std::string why;
    // A name the game made up for this screen ("You") means nothing on the other devices: a player number instead.
    std::vector<Seat> seats = config.seats;
    for (size_t k = 0; k < seats.size(); ++k)
        if (is_you(seats[k].name)) seats[k].name = i18n::fmt(_("Player %d"), static_cast<int>(k + 1));
    std::optional<link::LinkGame> g = link::LinkGame::create(config.rules, seats, &why);
    if (!g) {
        message = why;
        return;
    }
    saves.start_link(core, *g);
    offered = -1;  // the invitation goes out at once
}

std::string LinkPlay::address(const AppCore& core) const {
    const link::LinkGame* g = core.session.link_game();
    if (!g) return {};
    const std::string page = core.hooks.page_address ? core.hooks.page_address() : std::string();
    return page + kFragment + g->link();
}

void LinkPlay::open(AppCore& core, GameSaves& saves, const std::string& text) {
    Session& session = core.session;
    saves.continue_decided = true;  // the link says which game: no "Continue?" prompt
    core.settings.show_new_game = false;
    show_share = false;  // what it said is about the game before this link
    std::string why;
    // TRANSLATORS: %s says what is wrong with the link (in English when the game has no words for it)
    auto refused = [&] { message = i18n::fmt(_("This game link cannot be opened: %s"), why.c_str()); };
    const std::optional<link::LinkContent> content = link::decode_link(text, &why);
    if (!content) return refused();
    const std::string id = link_id_text(content->id);
    // The game on the board, or its saved entry: the link's new moves go into it.
    if (session.replaying() && !saves.replay_return.empty()) saves.close_replay(core);
    const link::LinkGame* here = session.link_game();
    bool have = here && link_id_text(here->id()) == id;
    if (!have && saves.lib) {
        for (const SaveInfo& info : saves.lib->list()) {
            if (info.link_id != id || !info.autosave || !info.error.empty()) continue;
            std::optional<std::string> record = saves.lib->load(info.key, &why);
            if (!record) continue;
            saves.resume(core, *record, info.key);
            have = session.link_game() && link_id_text(session.link_game()->id()) == id;
            break;
        }
    }
    if (have) {
        const int turn_before = session.game().turn();
        link::Received got;
        if (!session.receive_link(text, &got, &why)) return refused();
        if (!got.cheat.empty()) {
            // TRANSLATORS: %s names who signed two different moves with the same number, in English
            message = i18n::fmt(_("Cheating: %s This device keeps the version it had."), got.cheat.c_str());
            return;
        }
        const link::LinkGame& g = *session.link_game();
        if (got.added == 0) {
            const int w = g.waiting_for();
            message = w < 0 ? _("This link is an old one: the game is over.")
                            // TRANSLATORS: an old game link was opened; %d is the turn the game is at, %s whose move it is
                            : i18n::fmt(_("This link is an old one: the game is at turn %d, and it is the move of %s."),
                                        player_turn_number(session.game().turn(), static_cast<int>(g.seats().size())),
                                        seat_name(g, w).c_str());
            return;
        }
        // The moves since this device last saw the game, turn by turn on the board (the replay bar's Close goes on).
        offered = g.messages();  // the device's own reveal, if its draw came at once, is offered after the replay
        if (session.game().turn() > turn_before && !session.game_over()) {
            saves.autosave(core);
            saves.replay_current(core);
            session.replay_seek(turn_before);
            auto_step = session.replay_position();
            auto_at = core.now();
        }
        core.want_frames(kFramesAfterInput);
        return;
    }
    std::optional<link::LinkGame> g = link::LinkGame::open(text, &why);
    if (!g) return refused();
    if (g->gathering()) {
        invitation = std::move(g);  // which seat is this player's: asked in draw()
        return;
    }
    // A game this device has no seat in: shown, not played.
    saves.start_link(core, *g);
    offered = g->messages();
    message = _("This device has no seat in this game: it shows the game as the link left it.");
}

void LinkPlay::draw(AppCore& core, GameSaves& saves) {
    Session& session = core.session;
    if (!to_open.empty()) {
        const std::string text = std::exchange(to_open, {});
        open(core, saves, text);
    }
    // The replay of the moves a link brought steps on by itself, a turn at a time.
    if (auto_step >= 0) {
        if (!session.replaying() || session.replay_position() != auto_step) {
            auto_step = -1;  // closed, or the player moved it: theirs from now on
        } else if (core.now() - auto_at >= std::max(0.05, session.computer_delay * 1.7)) {
            if (auto_step >= session.replay_turns()) {
                auto_step = -1;
                saves.close_replay(core);
            } else {
                session.replay_seek(auto_step + 1);
                auto_step = session.replay_position();
                auto_at = core.now();
            }
            core.want_frames(kFramesAfterInput);
        } else {
            core.want_frames(2);  // (one is used up by the frame that asks)
        }
    }
    const float em = ImGui::GetFontSize();
    const float wrap = std::min(ImGui::GetIO().DisplaySize.x - 2 * em, 30 * em);
    const float bh = em * 2.2f;

    // After this device's move (or its invitation, or its seat taken): offer the link to send on.
    const link::LinkGame* g = session.link_game();
    if (g && !session.replaying() && g->my_seat() >= 0 && g->messages() != offered) {
        const int mine = g->seats()[static_cast<size_t>(g->my_seat())].last_seq;
        if (mine == g->messages() - 1) show_share = true;
        offered = g->messages();
    }
    if (!g) show_share = false;

    copy_at = close_at = open_at = message_ok_at = {-1, -1};
    seat_at.clear();
    if (show_share && g) {
        ImGui::SetNextWindowSizeConstraints({std::min(wrap, 20 * em), 0}, {wrap + 2 * em, ImGui::GetIO().DisplaySize.y});
        // (Centred as it grows: the QR code.)
        // TRANSLATORS: the title of the window with a game's link to send to the other players
        if (begin_link_window("###linkshare", _("Send the game on"), &show_share, true)) {
            ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap);
            const int w = g->waiting_for();
            std::string say;
            if (g->gathering()) {
                int free_seats = 0;
                for (const link::LinkSeat& s : g->seats()) free_seats += s.claimed ? 0 : 1;
                // TRANSLATORS: in the window with a game's link, while seats are free; %d: how many
                say = i18n::fmt(P_("Send this invitation to a player who has not joined yet (%d seat is free). "
                                          "Whoever opens it takes a seat and sends it on.",
                                          "Send this invitation to a player who has not joined yet (%d seats are free). "
                                          "Whoever opens it takes a seat and sends it on.", free_seats),
                                free_seats);
            } else if (w < 0) {
                say = _("The game is over. Send the link to the others, so that they see the end.");
            } else {
                // TRANSLATORS: in the window with a game's link; %s is the next player, e.g. "Ben"
                say = i18n::fmt(_("Send this link to %s: it is their move. Any messenger or e-mail will do."),
                                seat_name(*g, w).c_str());
            }
            ImGui::TextUnformatted(say.c_str());
            const std::string addr = address(core);
            ImGui::Spacing();
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
            // The link itself, cut short: it is long and only the buttons need all of it.
            std::string shown = addr.size() > 90 ? addr.substr(0, 87) + "..." : addr;
            ImGui::TextUnformatted(shown.c_str());
            ImGui::PopStyleColor();
            // TRANSLATORS: the length of a game link, in characters
            ImGui::TextDisabled("%s", i18n::fmt(P_("%d character", "%d characters", static_cast<int>(addr.size())),
                                                static_cast<int>(addr.size())).c_str());
            // Some messengers cut a message of more than a couple of thousand characters: then a file says it all.
            const bool long_link = addr.size() > kLongLink;
            if (long_link)
                // TRANSLATORS: in the window with a game's link, when the link is long; %d: the length it is over
                ImGui::TextUnformatted(i18n::fmt(_("This link is over %d characters, which some messengers cut: send it as a "
                                                   "file if it arrives cut short."),
                                                 static_cast<int>(kLongLink)).c_str());
            ImGui::PopTextWrapPos();
            ImGui::Spacing();
            if (long_link && core.hooks.files.download) {
                // TRANSLATORS: a button in the window with a game's link: the link written into a text file to send
                if (ImGui::Button(_("Save it as a file"), {std::min(wrap, 14 * em), bh}))
                    core.hooks.files.download("carcassonne-link.txt", addr + "\n");
            }
            const bool copied = copied_at >= 0 && core.now() - copied_at < 2.5;
            // TRANSLATORS: a button that copies the game's link; after the press it says "Copied"
            if (ImGui::Button(copied ? _("Copied") : _("Copy the link"), {std::min(wrap, 14 * em), bh})) {
                if (core.hooks.copy_text) core.hooks.copy_text(addr.c_str());
                else SDL_SetClipboardText(addr.c_str());
                copied_at = core.now();
            }
            copy_at = last_item_centre();
            if (core.hooks.share_text) {
                ImGui::SameLine();
                // TRANSLATORS: a button that opens the device's share sheet with the game's link
                if (ImGui::Button(_("Share..."), {std::min(wrap, 10 * em), bh}))
                    core.hooks.share_text(_("Carcassonne: your move"), addr.c_str());
            }
            // TRANSLATORS: a button in the window with a game's link: its QR code, for a phone at the same table
            if (ImGui::Button(show_qr ? _("Hide the QR code") : _("Show a QR code"), {std::min(wrap, 14 * em), bh}))
                show_qr = !show_qr;
            if (show_qr) {
                if (qr_text != addr) {
                    qr = link::qr_code(addr);
                    qr_text = addr;
                }
                if (qr.width == 0) {
                    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap);
                    // TRANSLATORS: in the window with a game's link, when it is longer than a QR code can hold
                    ImGui::TextUnformatted(_("This link is too long for a QR code: copy it or share it."));
                    ImGui::PopTextWrapPos();
                } else {
                    // Dark modules on white with the quiet zone of four modules round it, in whole pixels a module.
                    const int side = qr.width + 8;
                    const float room = std::min(wrap, ImGui::GetIO().DisplaySize.y * 0.55f);
                    const float dpr = ImGui::GetIO().DisplayFramebufferScale.x > 0 ? ImGui::GetIO().DisplayFramebufferScale.x : 1.0f;
                    const float module = std::max(1.0f, std::floor(room * dpr / static_cast<float>(side))) / dpr;
                    const ImVec2 o = ImGui::GetCursorScreenPos();
                    const float size = module * static_cast<float>(side);
                    ImDrawList* dl = ImGui::GetWindowDrawList();
                    dl->AddRectFilled(o, {o.x + size, o.y + size}, IM_COL32_WHITE);
                    for (int y = 0; y < qr.width; ++y)
                        for (int x = 0; x < qr.width; ++x)
                            if (qr.at(x, y)) {
                                const ImVec2 a{o.x + module * static_cast<float>(x + 4), o.y + module * static_cast<float>(y + 4)};
                                dl->AddRectFilled(a, {a.x + module, a.y + module}, IM_COL32_BLACK);
                            }
                    ImGui::Dummy({size, size});
                }
            }
            if (ImGui::Button(_("Close"), {std::min(wrap, 14 * em), bh})) show_share = false;
            close_at = last_item_centre();
        }
        ImGui::End();
    }

    if (invitation) {
        bool open_win = true;
        // TRANSLATORS: the title of the window where a player who opened an invitation chooses their seat
        if (begin_link_window("###linkjoin", _("Join the game"), &open_win)) {
            ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap);
            // TRANSLATORS: %s is the rule set ("Classic + River"), %s the player who made the game
            ImGui::TextUnformatted(i18n::fmt(_("An invitation to a game of %s from %s. Which player are you?"),
                                             rules_text(invitation->match().rules()).c_str(),
                                             invitation->seats()[0].name.c_str()).c_str());
            ImGui::PopTextWrapPos();
            seat_at.assign(invitation->seats().size(), {-1, -1});
            int chosen = -1;
            for (size_t s = 0; s < invitation->seats().size(); ++s) {
                const link::LinkSeat& seat = invitation->seats()[s];
                if (seat.claimed) continue;
                ImGui::PushID(static_cast<int>(s));
                if (ImGui::Button(seat_name(*invitation, static_cast<int>(s)).c_str(), {std::min(wrap, 16 * em), bh}))
                    chosen = static_cast<int>(s);
                seat_at[s] = last_item_centre();
                ImGui::PopID();
            }
            if (chosen >= 0) {
                std::string why;
                link::LinkGame g2 = *invitation;
                if (g2.join(chosen, &why)) {
                    saves.start_link(core, g2);
                    offered = -1;
                } else {
                    message = why;
                }
                invitation.reset();
            }
        }
        ImGui::End();
        if (!open_win) invitation.reset();
    }

    if (show_paste) {
        // TRANSLATORS: the title of the window where a player pastes a game link they were sent
        if (begin_link_window("###linkpaste", _("Open a game link"), &show_paste)) {
            ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap);
            ImGui::TextUnformatted(_("Paste the link another player sent you:"));
            ImGui::PopTextWrapPos();
            char buf[8192];
            std::snprintf(buf, sizeof buf, "%s", paste.c_str());
            ImGui::SetNextItemWidth(wrap);
            if (ImGui::InputText("##link", buf, sizeof buf)) paste = buf;
            // TRANSLATORS: the button that opens a pasted game link
            if (ImGui::Button(_("Open"), {std::min(wrap, 10 * em), bh}) && !paste.empty()) {
                to_open = std::exchange(paste, {});
                show_paste = false;
            }
            open_at = last_item_centre();
        }
        ImGui::End();
    }

    if (!message.empty()) {
        bool open_win = true;
        // TRANSLATORS: the title of the window that says what a game link brought (or why it was refused)
        if (begin_link_window("###linkmessage", _("Game link"), &open_win)) {
            ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap);
            ImGui::TextUnformatted(message.c_str());
            ImGui::PopTextWrapPos();
            if (ImGui::Button(_("OK"), {std::min(wrap, 8 * em), bh})) open_win = false;
            message_ok_at = last_item_centre();
        }
        ImGui::End();
        if (!open_win) message.clear();
    }
}

std::string LinkPlay::probe_json(const AppCore& core) const {
    json::OrderedJson j;
    const link::LinkGame* g = core.session.link_game();
    j["game"] = g != nullptr;
    if (g) {
        j["seat"] = g->my_seat();
        j["waiting"] = g->waiting_for();
        j["gathering"] = g->gathering();
        j["messages"] = g->messages();
        j["my_decision"] = g->my_decision();
        j["address"] = address(core);
    }
    j["share"] = show_share;
    j["qr"] = show_qr ? qr.width : 0;
    j["invitation"] = invitation.has_value();
    j["message"] = message;
    auto at = [](ImVec2 p) { return json::OrderedJson::array({p.x, p.y}); };
    j["copy_at"] = at(copy_at);
    j["close_at"] = at(close_at);
    j["message_ok_at"] = at(message_ok_at);
    json::OrderedJson seats = json::OrderedJson::array();
    for (const ImVec2& p : seat_at) seats.push_back(at(p));
    j["seat_at"] = seats;
    return json::dump(j);
}

}  // namespace carc::ui::app

void carc::ui::App::open_link(const std::string& text) {
    impl_->link.to_open = text;
    impl_->core.want_frames(app::kFramesAfterInput);
}
