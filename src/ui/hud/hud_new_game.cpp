// The new game screen: seats (people and computer players, names, colours), rule set and options, Play.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "ai/players.h"
#include "engine/match.h"
#include "engine/rule_options.h"
#include "engine/tiles.h"
#include "imgui_internal.h"
#include "ui/core/i18n.h"
#include "ui/core/rule_texts.h"
#include "ui/hud/hud_internal.h"
#include "ui/hud/palette.h"
#include "ui/hud/text_field.h"

namespace carc::ui::hud {
namespace {

// The seat kinds the menu offers, in order of strength: a person, then the computer levels (ai/players.h). The
// random player stays out of the menu; a seat that has it (a record, a test) shows it until changed. Their label and
// tip are marked for the translators (N_) and translated where shown.
struct SeatKind {
    const char* label;
    int level;  // -1: a person
    const char* tip;
};
constexpr SeatKind kSeatKinds[] = {
    // TRANSLATORS: the kinds of player a seat can be (the new game screen's menu beside each name), each with its
    // tooltip.
    {N_("Person"), -1, N_("Someone at this screen.")},
    {N_("Computer: Easy"), ai::kLevelEasy, N_("A gentle opponent: plays at once and misses chances.")},
    {N_("Computer: Medium"), ai::kLevelMedium, N_("Takes the move that gains the most right now.")},
    {N_("Computer: Hard"), ai::kLevelHard,
     N_("Looks ahead through the tiles still in the bag: about a second per move.")},
    {N_("Computer: Expert"), ai::kLevelExpert, N_("Searches longer than Hard: about three seconds per move.")},
};
constexpr int kNumSeatKinds = static_cast<int>(sizeof(kSeatKinds) / sizeof(kSeatKinds[0]));
constexpr SeatKind kRandomKind = {N_("Computer: Random"), ai::kLevelRandom,
                                  N_("Plays a random legal move (for tests).")};

const SeatKind& seat_kind(const SeatDraft& s) {
    if (!s.computer) return kSeatKinds[0];
    for (const SeatKind& k : kSeatKinds)
        if (k.level == s.level) return k;
    return kRandomKind;
}

// A name we make up, numbered n: "Computer 2" (`computer`), or "Player 3" (a person when several share the screen).
std::string made_up_name(bool computer, int n) {
    // TRANSLATORS: the default names of the computer players and of the people sharing a screen; %d numbers them.
    return i18n::fmt(computer ? _("Computer %d") : _("Player %d"), n);
}

// A name we made up (so it may be renumbered when seats change), as opposed to one the player typed: in English or in
// the language shown.
bool is_default_name(const char* name) {
    int n = 0;
    char rest = 0;
    if (name[0] == 0 || std::strcmp(name, "You") == 0 || std::strcmp(name, _("You")) == 0 ||
        std::sscanf(name, "Computer %d%c", &n, &rest) == 1 || std::sscanf(name, "Player %d%c", &n, &rest) == 1)
        return true;
    for (int k = 1; k <= kMaxPlayers; ++k)
        if (name == made_up_name(true, k) || name == made_up_name(false, k)) return true;
    return false;
}

// A name made up in English ("You", "Computer 2", "Player 3": a record's, the last set-up's) in the language shown;
// any other name as it is.
std::string in_language_shown(const std::string& name) {
    if (name == "You") return _("You");
    for (int k = 1; k <= kMaxPlayers; ++k) {
        if (name == "Computer " + std::to_string(k)) return made_up_name(true, k);
        if (name == "Player " + std::to_string(k)) return made_up_name(false, k);
    }
    return name;
}

void set_name(SeatDraft& s, const char* name) {
    std::snprintf(s.name.data(), s.name.size(), "%s", name);
}

// "You" for the only person at the screen; "Player 1", "Player 2", ... (by seat) when several people share it
// (hot-seat: "You" would not say whose turn it is); "Computer 1", "Computer 2", ...
void renumber_default_names(NewGameDraft& d) {
    const auto people = std::count_if(d.seats.begin(), d.seats.end(), [](const SeatDraft& s) { return !s.computer; });
    int computers = 0;
    for (size_t i = 0; i < d.seats.size(); ++i) {
        SeatDraft& s = d.seats[i];
        const std::string name = s.computer     ? made_up_name(true, ++computers)
                                 // TRANSLATORS: the default name of the only person at the screen (they may type
                                 // their own).
                                 : people == 1 ? std::string(_("You"))
                                               : made_up_name(false, static_cast<int>(i) + 1);
        if (s.made_up || is_default_name(s.name.data())) {
            set_name(s, name.c_str());
            s.made_up = true;
        }
    }
    d.language = i18n::generation();
}

int free_color(const NewGameDraft& d) {
    for (int c = 0; c < max_players(settled(d.rules)); ++c)
        if (std::none_of(d.seats.begin(), d.seats.end(), [c](const SeatDraft& s) { return s.color == c; }))
            return c;
    return 0;
}

// The set-up of a game that was played: the draft that would start it again (its players, rules and options).
void draft_from_config(NewGameDraft& d, const GameConfig& c) {
    d.seats.clear();
    for (const Seat& seat : c.seats) {
        SeatDraft s;
        set_name(s, in_language_shown(seat.name).c_str());
        s.made_up = is_default_name(s.name.data());
        s.color = seat.color;
        s.computer = seat.computer;
        s.level = seat.level;
        d.seats.push_back(s);
    }
    d.rules = c.rules;
    d.hide_remaining = c.hide_remaining;
    d.language = i18n::generation();
    d.initialised = true;
}

void init_draft(NewGameDraft& d) {
    d.seats.clear();
    SeatDraft you;
    you.color = 0;
    SeatDraft cpu;
    cpu.color = 1;
    cpu.computer = true;
    cpu.level = 1;
    d.seats = {you, cpu};
    renumber_default_names(d);
    d.initialised = true;
}

}  // namespace

GameConfig make_config(const NewGameDraft& d) {
    GameConfig c;
    c.rules = settled(d.rules);  // a game of its own drops what it cannot have (the Wheel: no River, classic scoring)
    c.hide_remaining = d.hide_remaining;
    c.seed = 0;
    int computers = 0;
    for (size_t i = 0; i < d.seats.size(); ++i) {
        const SeatDraft& s = d.seats[i];
        Seat seat;
        seat.name = s.name.data();
        // Trim spaces; an empty name gets a default one.
        while (!seat.name.empty() && seat.name.back() == ' ') seat.name.pop_back();
        while (!seat.name.empty() && seat.name.front() == ' ') seat.name.erase(seat.name.begin());
        if (s.computer) ++computers;
        if (seat.name.empty()) seat.name = made_up_name(s.computer, s.computer ? computers : static_cast<int>(i) + 1);
        seat.color = s.color;
        seat.computer = s.computer;
        seat.level = s.level;
        c.seats.push_back(seat);
    }
    return c;
}

namespace {

// The colour swatch of seat i: a token button that opens a popup with the five colours.
void color_picker(Ctx& c, NewGameDraft& d, size_t i, float size) {
    const State& st = c.st;
    SeatDraft& s = d.seats[i];
    const ImVec2 p = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton("##color", {size, size});
    const bool hovered = ImGui::IsItemHovered();
    draw_token(ImGui::GetWindowDrawList(), {p.x + size / 2, p.y + size / 2}, size * (hovered ? 0.46f : 0.42f),
               s.color, c.settings);
    // TRANSLATORS: the tooltip on a player's colour in the new game screen (tap on a touch screen, click with a mouse).
    tooltip(st, c.turn.touch_mode ? _("Colour: tap to choose another") : _("Colour: click to choose another"));
    if (ImGui::IsItemClicked()) ImGui::OpenPopup("##colors");
    if (ImGui::BeginPopup("##colors")) {
        const float tok = std::max(st.phone ? 44.0f : 0.0f, st.em * 2.2f);
        for (int col = 0; col < max_players(settled(d.rules)); ++col) {
            ImGui::PushID(col);
            const ImVec2 q = ImGui::GetCursorScreenPos();
            int holder = -1;
            for (size_t j = 0; j < d.seats.size(); ++j)
                if (j != i && d.seats[j].color == col) holder = static_cast<int>(j);
            char label[64];
            std::snprintf(label, sizeof label, "##pick");
            if (ImGui::Selectable(label, s.color == col, 0, {st.em * 11, tok})) {
                if (holder >= 0)
                    d.seats[static_cast<size_t>(holder)].color = s.color;  // swap: each colour once
                s.color = col;
            }
            ImDrawList* dl = ImGui::GetWindowDrawList();
            draw_token(dl, {q.x + tok / 2, q.y + tok / 2}, tok * 0.38f, col, c.settings);
            // TRANSLATORS: a colour in the new game screen's list that another player has: %1$s the colour (red,
            // blue, ...), %2$s that player's name.
            const std::string text = holder >= 0 ? i18n::fmt(_("%1$s (swap with %2$s)"), color_name(col),
                                                             d.seats[static_cast<size_t>(holder)].name.data())
                                                 : std::string(color_name(col));
            dl->AddText({q.x + tok + st.em * 0.4f, q.y + (tok - ImGui::GetFontSize()) / 2},
                        ImGui::GetColorU32(holder >= 0 ? ImGuiCol_TextDisabled : ImGuiCol_Text), text.c_str());
            ImGui::PopID();
        }
        ImGui::EndPopup();
    }
}

}  // namespace

void new_game_screen(Ctx& c) {
    State& st = c.st;
    NewGameDraft& d = st.draft;
    // As it opens with another game on the table than when the draft was made (continued from the last visit,
    // loaded, replayed, or started), the set-up of the last game the player started here (their preferences),
    // not that of the game they look at; before they have started one, the set-up of the game on the table; with
    // neither, two players: you and the computer. (An unchanged table keeps the draft as the player left it.)
    if (!st.new_game_open && c.session.active() && st.draft_generation != c.session.generation() &&
        c.session.config().seats.size() >= 2) {
        draft_from_config(d, st.remembered_setup ? *st.remembered_setup : c.session.config());
        st.draft_generation = c.session.generation();
    }
    if (!d.initialised) {
        if (st.remembered_setup) draft_from_config(d, *st.remembered_setup);
        else init_draft(d);
    }
    if (d.language != i18n::generation()) renumber_default_names(d);  // the names we made up, in the new language
    const ImGuiIO& io = ImGui::GetIO();
    const float em = st.em;
    const float avail_w = io.DisplaySize.x - 16;
    const float width = std::min(avail_w, em * 30);
    dim_background(st, "##dim_new_game");
    // Centred when it opens; from then on its top edge stays put as players are added or removed (it moves
    // up only as far as it must to stay on the screen), so the buttons do not move under the pointer.
    const ImGuiWindow* last = st.new_game_open ? ImGui::FindWindowByName("New game##screen") : nullptr;
    const float last_h = last && last->HiddenFramesCannotSkipItems == 0 ? last->Size.y : 0;
    if (!st.new_game_open) st.new_game_y = -1;
    if (st.new_game_y < 0 && last_h > 0) st.new_game_y = st.top + (io.DisplaySize.y - st.top - last_h) / 2;
    if (st.new_game_y >= 0) {
        const float lowest = std::max(st.top + 8, io.DisplaySize.y - 8 - last_h);
        ImGui::SetNextWindowPos({io.DisplaySize.x / 2, std::clamp(st.new_game_y, st.top + 8, lowest)}, ImGuiCond_Always,
                                {0.5f, 0.0f});
    } else {
        ImGui::SetNextWindowPos({io.DisplaySize.x / 2, st.top + (io.DisplaySize.y - st.top) / 2}, ImGuiCond_Always,
                                {0.5f, 0.5f});
    }
    ImGui::SetNextWindowSizeConstraints({width, 0}, {width, io.DisplaySize.y - st.top - 16});
    if (!st.new_game_open) ImGui::SetNextWindowFocus();  // keyboard focus once, when it opens
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {em * 1.0f, em * 0.9f});
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, em * 0.6f);
    // Everything above Play scrolls where the screen is too short for it (large text, a phone); Play and the
    // way back stay in view under it. (A screen too short even for that, a phone held sideways with large
    // text, scrolls the whole.)
    const float play_h = std::max(st.phone ? 52.0f : 0.0f, em * 2.6f);
    const float back_h = st.phone ? std::max(44.0f, st.em * 2.2f) : std::max(ImGui::GetFrameHeight(), st.em * 1.9f);
    const float gap = ImGui::GetStyle().ItemSpacing.y;
    const float footer = em * 0.4f + gap + play_h + (c.session.active() ? gap + back_h : 0.0f);
    const float most_h = io.DisplaySize.y - st.top - 16 - 2 * em * 0.9f - footer - gap;
    const bool pinned = most_h >= em * 6;
    const bool visible =
        begin_window(st, "New game##screen", nullptr,
                     (pinned ? ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse
                             : scrollbar_only_if_needed("New game##screen", io.DisplaySize.y - st.top - 16)) |
                         ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                         ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                         ImGuiWindowFlags_AlwaysAutoResize);
    ImGui::PopStyleVar(2);
    raise_window();
    st.new_game_top = visible ? ImGui::GetWindowPos().y : -1;
    if (!visible) {
        ImGui::End();
        return;
    }
    const float body_h = st.new_game_body < 0 ? most_h : std::min(st.new_game_body, most_h);
    if (pinned) ImGui::BeginChild("##body", {0, body_h}, false, st.new_game_body > body_h + 0.5f ? 0 : ImGuiWindowFlags_NoScrollbar);
    const float body_top = ImGui::GetCursorPosY();
    // Heading with three tiles as decoration.
    {
        ImDrawList* dl = ImGui::GetWindowDrawList();
        const ImVec2 p = ImGui::GetCursorScreenPos();
        const float t = em * 2.0f;
        // (Larger than the text, as far as the screen's width lets a long language's title be.)
        const float title_w = ImGui::CalcTextSize(_("New game")).x * 1.45f;
        ImGui::SetWindowFontScale(st.scale * 1.45f * fit_scale(title_w, ImGui::GetContentRegionAvail().x, 0.6f));
        ImGui::TextUnformatted(_("New game"));
        ImGui::SetWindowFontScale(st.scale);
        const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
        const bool room = right - t * 3 - em * 0.4f > ImGui::GetItemRectMax().x + em * 0.5f;  // never over the title
        constexpr int kDeco[3][2] = {{3, 1}, {19, 0}, {8, 3}};
        for (int k = 0; k < (room ? 3 : 0); ++k)
            draw_tile_picture(st, dl, {right - t * float(3 - k) - em * 0.2f * float(2 - k), p.y - em * 0.1f}, t,
                              kDeco[k][0] % std::max(1, tiles().size()), kDeco[k][1]);
        ImGui::Dummy({0, em * 0.2f});
    }
    ImGui::Separator();
    ImGui::PushStyleColor(ImGuiCol_Text, rgba(kDimText));
    ImGui::TextWrapped("%s", _("Players, in turn order"));  // (a long language at large text takes two lines)
    ImGui::PopStyleColor();

    // --- seats ---
    const float tok = st.phone ? 44.0f : std::max(ImGui::GetFrameHeight(), em * 1.9f);
    const float frame_h = st.phone ? 44.0f : ImGui::GetFrameHeight();
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                        {ImGui::GetStyle().FramePadding.x,
                         std::max(ImGui::GetStyle().FramePadding.y, (frame_h - ImGui::GetFontSize()) / 2)});
    const float content_w = ImGui::GetContentRegionAvail().x;
    const bool narrow = content_w < em * 24;
    int remove = -1;
    bool changed_kind = false;
    for (size_t i = 0; i < d.seats.size(); ++i) {
        SeatDraft& s = d.seats[i];
        ImGui::PushID(static_cast<int>(i));
        const float sp = ImGui::GetStyle().ItemSpacing.x;
        const float remove_w = tok;
        const float kind_w = narrow ? 0 : em * 10.5f;
        color_picker(c, d, i, tok);
        ImGui::SameLine();
        ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (tok - ImGui::GetFrameHeight()) / 2);
        float name_w = ImGui::GetContentRegionAvail().x - remove_w - sp - (narrow ? 0 : kind_w + sp);
        ImGui::SetNextItemWidth(name_w);
        // A click (or tap) selects the whole name, so that typing replaces "Player 2" at once.
        // TRANSLATORS: shown in an empty name field of the new game screen.
        if (text_field("##name", s.computer ? _("Computer name") : _("Your name"), s.name.data(), s.name.size(),
                       ImGuiInputTextFlags_AutoSelectAll))
            s.made_up = false;
        tooltip(st, _("The player's name (optional: the default is fine)"));
        const SeatKind& kind = seat_kind(s);
        auto kind_combo = [&](float w) {
            ImGui::SetNextItemWidth(w);
            // (A phone's finger-sized rows: every choice in the list without scrolling, each text in its row's middle.)
            if (ImGui::BeginCombo("##kind", i18n::tr(kind.label), st.phone ? ImGuiComboFlags_HeightLargest : 0)) {
                ImGui::PushStyleVar(ImGuiStyleVar_SelectableTextAlign, {0.0f, 0.5f});
                for (int k = 0; k < kNumSeatKinds; ++k) {
                    const SeatKind& option = kSeatKinds[k];
                    if (ImGui::Selectable(i18n::tr(option.label), &option == &kind, 0, {0, st.phone ? 44.0f : 0.0f})) {
                        changed_kind = changed_kind || (option.level >= 0) != s.computer;
                        s.computer = option.level >= 0;
                        s.level = option.level >= 0 ? option.level : ai::kLevelMedium;
                    }
                    tooltip(st, i18n::tr(option.tip));
                }
                ImGui::PopStyleVar();
                ImGui::EndCombo();
            }
            tooltip(st, i18n::tr(kind.tip));
        };
        if (!narrow) {
            ImGui::SameLine();
            kind_combo(kind_w);
        }
        ImGui::SameLine();
        ImGui::SetCursorPosY(ImGui::GetCursorPosY() - (tok - ImGui::GetFrameHeight()) / 2);
        if (d.seats.size() <= 2) ImGui::BeginDisabled();
        if (ImGui::Button("\xC3\x97", {remove_w, tok})) remove = static_cast<int>(i);
        if (d.seats.size() <= 2) ImGui::EndDisabled();
        // TRANSLATORS: the tooltip on the × button after a player in the new game screen.
        tooltip(st, d.seats.size() <= 2 ? _("A game needs at least two players") : _("Remove this player"));
        if (narrow) {
            ImGui::SetCursorPosX(ImGui::GetCursorPosX() + tok + sp);
            kind_combo(ImGui::GetContentRegionAvail().x);
            ImGui::Dummy({0, em * 0.15f});
        }
        ImGui::PopID();
    }
    if (remove >= 0) {
        d.seats.erase(d.seats.begin() + remove);
        renumber_default_names(d);
    }
    if (changed_kind) renumber_default_names(d);
    st.add_player_at = {-1, -1};
    // The most players the rules take (5; 6 with an expansion for six): a colour beyond them goes to a free one.
    const int most = max_players(settled(d.rules));
    for (SeatDraft& s : d.seats)
        if (s.color >= most && d.seats.size() <= static_cast<size_t>(most)) s.color = free_color(d);
    if (d.seats.size() < static_cast<size_t>(most)) {
        const bool add = ImGui::Button(_("+ Add player"), {0, tok});
        st.add_player_at = last_item_centre();
        if (add) {
            SeatDraft s;
            s.computer = true;
            s.level = 1;
            s.color = free_color(d);
            d.seats.push_back(s);
            renumber_default_names(d);
        }
        tooltip(st, most == 5 ? _("Up to five players; a new seat is a computer player (change it with its menu).")
                              // TRANSLATORS: the tooltip on "+ Add player" when the rules take six players.
                              : _("Up to six players; a new seat is a computer player (change it with its menu)."));
    } else if (d.seats.size() == static_cast<size_t>(most)) {
        hint_text(most == 5 ? _("Five players: the table is full.")
                            // TRANSLATORS: under the players when the rules take six and six are there.
                            : _("Six players: the table is full."));
    } else {
        // TRANSLATORS: under the players when there are six but the rules chosen take five (Inns & Cathedrals brings
        // the sixth).
        hint_text(_("These rules take five players: remove one, or choose an expansion for six."));
    }
    ImGui::PopStyleVar();

    // --- rules ---
    ImGui::Dummy({0, em * 0.2f});
    ImGui::Separator();
    ImGui::PushStyleColor(ImGuiCol_Text, rgba(kDimText));
    ImGui::TextUnformatted(_("Rules"));
    ImGui::PopStyleColor();
    // A choice whose label is set smaller where even a line of its own is too narrow (a phone, large text).
    auto radio = [](const char* label, int* v, int value) {
        const SmallerFont font(label_scale(label, ImGui::GetContentRegionAvail().x - ImGui::GetFrameHeight() -
                                                      ImGui::GetStyle().ItemInnerSpacing.x));
        ImGui::RadioButton(label, v, value);
    };
    // Two choices side by side where the second fits on the line (in every language), else one under the other.
    auto beside = [&](const char* next) {
        const float w = ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize(next).x;
        const float end = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
        if (!narrow && ImGui::GetItemRectMax().x + em * 1.5f + w <= end) ImGui::SameLine(0, em * 1.5f);
    };
    // The game: the base game, or a game of its own that an expansion brings (the Wheel of Fortune: its own tile set
    // around the wheel board), from the engine's rule options and each expansion's texts (ui/core/rule_texts.h).
    const RuleOptions* own_game = nullptr;  // the game of its own chosen, if any
    const RuleTexts* own_texts = nullptr;
    {
        int game = 0, k = 0;  // 0: the base game; k: the k-th game of its own
        for (int i = 0; i < num_expansions(); ++i) {
            const RuleOptions* o = expansion(i).options;
            if (!o || !o->own_game || !rule_texts(i)) continue;
            ++k;
            if (o->on(d.rules)) {
                own_game = o;
                own_texts = rule_texts(i);
                game = k;
            }
        }
        const int chosen = game;
        k = 0;
        // TRANSLATORS: the base game's name (the game to play: Carcassonne or the Wheel of Fortune).
        radio(_("Carcassonne"), &game, 0);
        tooltip(st, _("The base game: 72 tiles from the start tile."));
        for (int i = 0; i < num_expansions(); ++i) {
            const RuleOptions* o = expansion(i).options;
            const RuleTexts* t = rule_texts(i);
            if (!o || !o->own_game || !t) continue;
            ++k;
            ImGui::PushID(i);
            beside(i18n::tr(t->label));
            radio(i18n::tr(t->label), &game, k);
            tooltip(st, i18n::tr(t->tip));
            ImGui::PopID();
            if (game == k && chosen != k) {  // chosen now
                if (own_game) own_game->turn_off(d.rules);
                o->turn_on(d.rules);
                own_game = o;
                own_texts = t;
            }
        }
        if (game == 0) {
            if (own_game) own_game->turn_off(d.rules);
            own_game = nullptr;
            own_texts = nullptr;
        }
    }
    // The scoring: a game of its own may keep one (its settle sets the edition).
    Rules with_2000 = d.rules;
    with_2000.edition = Edition::First2000;
    const bool classic_only = settled(with_2000).edition != Edition::First2000;
    int edition = classic_only ? 0 : static_cast<int>(d.rules.edition);
    // TRANSLATORS: the rule set: the classic rules, or those of the game's first edition (2000).
    radio(_("Classic"), &edition, 0);
    const char* first_edition = _("First edition (2000)");
    beside(first_edition);
    if (classic_only) ImGui::BeginDisabled();
    radio(first_edition, &edition, 1);
    if (classic_only) ImGui::EndDisabled();
    if (classic_only && own_texts && own_texts->edition_note) tooltip(st, i18n::tr(own_texts->edition_note));
    if (!classic_only) d.rules.edition = static_cast<Edition>(edition);
    hint_text(edition == 0
                  ? _("Classic rules: each farm pays its farmer majority 3 points per completed city it touches.")
                  : _("First edition rules: a 2-tile city scores only 2 (+1 per pennant); farmers get 4 per "
                      "completed city, each city paid once."));
    checkbox_wrapped(_("Hide the remaining-tile counts"), &d.hide_remaining);
    tooltip(st, _("The panels then show only how many tiles are left in the bag, not which ones."));
    ImGui::PushStyleColor(ImGuiCol_Text, rgba(kDimText));
    ImGui::TextUnformatted(_("Expansions"));
    ImGui::PopStyleColor();
    {
        // Each expansion's checkbox, side by side while they fit; one the chosen game cannot have is shown off and
        // greyed, and says why (its tick comes back with another game).
        std::vector<const char*> hints;
        bool first = true;
        for (int i = 0; i < num_expansions(); ++i) {
            const RuleOptions* o = expansion(i).options;
            const RuleTexts* t = rule_texts(i);
            if (!o || o->own_game || !t) continue;
            Rules with = d.rules;
            o->turn_on(with);
            const bool available = o->on(settled(with)) && (!o->refusal || !o->refusal(settled(with), false));
            ImGui::PushID(i);
            if (!first) beside(i18n::tr(t->label));
            first = false;
            if (!available) ImGui::BeginDisabled();
            bool on = available && o->on(d.rules);
            const bool was = on;
            checkbox_wrapped(i18n::tr(t->label), &on);  // (a long name at large text on a phone: two lines)
            if (!available) ImGui::EndDisabled();
            tooltip(st, i18n::tr(!available && t->unavailable_tip ? t->unavailable_tip : t->tip));
            if (available && on != was) (on ? o->turn_on : o->turn_off)(d.rules);
            if (!available && t->unavailable_hint) hints.push_back(t->unavailable_hint);
            ImGui::PopID();
        }
        for (const char* h : hints) hint_text(i18n::tr(h));
        // The choices of each expansion that is on (Abbey & Mayor's wagon rule): the words before them, then the
        // choices on one line when they fit it whole (never cut at the edge).
        const ImGuiStyle& style = ImGui::GetStyle();
        auto radio_w = [&](const char* label) {
            return ImGui::GetFrameHeight() + style.ItemInnerSpacing.x + ImGui::CalcTextSize(label).x;
        };
        for (int i = 0; i < num_expansions(); ++i) {
            const RuleOptions* o = expansion(i).options;
            const RuleTexts* t = rule_texts(i);
            if (!o || !t || !o->on(settled(d.rules))) continue;
            for (size_t k = 0; k < o->choices.size() && k < t->choices.size(); ++k) {
                const RuleChoice& ch = o->choices[k];
                const RuleChoiceTexts& ct = t->choices[k];
                ImGui::PushID(i * 16 + static_cast<int>(k));
                int value = ch.get(d.rules);
                const float avail = ImGui::GetContentRegionAvail().x;
                const char* intro = i18n::tr(ct.intro);
                ImGui::TextUnformatted(intro);
                float used = ImGui::CalcTextSize(intro).x;
                // The choices beside their question where all of them fit there, else each on a line of its own
                // under it (not one beside it and the next under it).
                float line_w = used;
                for (size_t v = 0; v < ct.labels.size() && v < ch.names.size(); ++v)
                    line_w += style.ItemSpacing.x + radio_w(i18n::tr(ct.labels[v]));
                const bool one_line = !narrow && line_w <= avail;
                for (size_t v = 0; v < ct.labels.size() && v < ch.names.size(); ++v) {
                    const char* label = i18n::tr(ct.labels[v]);
                    if (!one_line || used + style.ItemSpacing.x + radio_w(label) > avail) used = 0;
                    else ImGui::SameLine();
                    radio_wrapped(label, &value, static_cast<int>(v));
                    if (v < ct.tips.size()) tooltip(st, i18n::tr(ct.tips[v]));
                    used = ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x - ImGui::GetCursorStartPos().x;
                }
                ch.set(d.rules, value);
                ImGui::PopID();
            }
        }
    }

    bool any_computer = false;
    for (const SeatDraft& s : d.seats) any_computer |= s.computer;
    // Play with friends by link: each player on their own device; the game travels as a link (docs/play-by-link.md).
    ImGui::Dummy({0, em * 0.3f});
    // TRANSLATORS: a check box on the New game screen: the players each play on their own phone or computer
    if (checkbox_wrapped(_("Play with friends by link, each on their own device"), &d.by_link) && d.by_link && any_computer) {
        // Every seat of a game by link is a person's: the computer seats become people ("Player 2", ...).
        for (SeatDraft& seat : d.seats) seat.computer = false;
        renumber_default_names(d);
        any_computer = false;
    }
    // TRANSLATORS: the tooltip of "Play with friends by link": how such a game goes
    tooltip(st, _("The game goes from player to player as a link, by any messenger or e-mail. Whoever moved sends it to "
                  "the next player. No server: the tiles are drawn fairly from secrets every device adds."));
    if (d.by_link && any_computer) {
        ImGui::PushTextWrapPos(0);
        // TRANSLATORS: under "Play with friends by link" when a seat is a computer player
        ImGui::TextDisabled("%s", _("Every seat must be a person: change the computer players to people."));
        ImGui::PopTextWrapPos();
    }
    // (the last item's spacing is not content; a list that grew or shrank sizes its window in the next frames)
    const float body = ImGui::GetCursorPosY() - body_top - gap;
    if (std::fabs(body - st.new_game_body) > 0.5f) c.req.redraw = true;
    st.new_game_body = body;
    if (pinned) ImGui::EndChild();

    // --- play ---
    ImGui::Dummy({0, em * 0.4f});
    const bool playable = d.seats.size() <= static_cast<size_t>(most) && !(d.by_link && any_computer);
    if (!playable) ImGui::BeginDisabled();
    // TRANSLATORS: the Play button of a game by link: it makes the invitation to send to the other players
    const bool play = big_button(d.by_link ? _("Make the invitation") : _("Play"), ImGui::GetContentRegionAvail().x, play_h);
    if (!playable) ImGui::EndDisabled();
    if (play) {
        (d.by_link ? c.req.start_link : c.req.start_game) = true;
        c.req.config = make_config(d);
        c.settings.show_new_game = false;
    }
    if (c.session.active() && !c.session.game_over()) {
        // (The short name where the long one would not fit the button.)
        const char* back = _("Back to the current game");
        if (ImGui::CalcTextSize(back).x + ImGui::GetStyle().FramePadding.x * 2 > ImGui::GetContentRegionAvail().x)
            back = _("Back to the game");
        if (button(st, back, -1)) c.settings.show_new_game = false;
    } else if (c.session.active()) {
        if (button(st, _("Back to the board"), -1)) c.settings.show_new_game = false;
    }
    // Enter starts the game (desktop), Escape closes the screen when there is a game to go back to.
    // (Not in the frame it opened: the Enter that chose Game > New game must not also press Play; nor the Enter
    // that ends typing a name, WantTextInput being last frame's: it closes the field only.)
    if (playable && st.new_game_open && ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows) &&
        !c.settings.show_help && !c.settings.show_settings &&
        !ImGui::IsAnyItemActive() && !ImGui::GetIO().WantTextInput &&
        ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false)) {
        (d.by_link ? c.req.start_link : c.req.start_game) = true;
        c.req.config = make_config(d);
        c.settings.show_new_game = false;
    }
    // (Escape closes Help or Settings first, when they are open over it.)
    if (st.new_game_open && c.session.active() && !c.settings.show_help && !c.settings.show_settings &&
        ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false))
        c.settings.show_new_game = false;
    ImGui::End();
}

}  // namespace carc::ui::hud
