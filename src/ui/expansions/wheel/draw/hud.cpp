// The Wheel of Fortune's part of the panels: its help tab and paragraph, the Wheel and Crowns columns of the
// final table, and the prompts of the Plague and of crowns as a place for a follower.
#include <algorithm>
#include <cmath>

#include "art/expansions/wheel/wheel_layout.h"
#include "imgui.h"
#include "ui/core/i18n.h"
#include "ui/expansions/wheel/draw/parts.h"
#include "ui/hud/hud_internal.h"
#include "ui/hud/hud_part.h"

namespace carc::ui::hud {
namespace {

void wheel_paragraph(const Rules& rules) {
    if (rules.game != GameKind::WheelOfFortune) return;
    ImGui::TextUnformatted(
        // TRANSLATORS: How to play, the Wheel of Fortune expansion's paragraph ("Wheel of Fortune" is its
        // name, as on the New game screen; "the Wheel of Fortune tab" is Help's page of that name).
        _("Wheel of Fortune: the game starts from the wheel board instead of the start tile; "
          "the Wheel of Fortune tab explains the pig, the events and the crowns."));
}

// A small picture of the wheel: the six segments in their colours and places, named.
void wheel_picture(float radius) {
    namespace L = wheel_layout;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 p = ImGui::GetCursorScreenPos();
    float label_w = 0;
    for (const char* name : L::kSegmentNames)
        label_w = std::max(label_w, ImGui::CalcTextSize(i18n::tr(name)).x);
    const ImVec2 c{p.x + label_w + radius * 1.15f, p.y + radius + ImGui::GetFontSize() * 1.2f};
    constexpr float kPi = 3.14159265f;
    for (int k = 0; k < L::kSegments; ++k) {
        const float a0 = (float(k) - 0.5f) * kPi / 3 - kPi / 2, a1 = a0 + kPi / 3;  // ImGui: 0 = right, clockwise
        dl->PathLineTo(c);
        dl->PathArcTo(c, radius, a0, a1, 16);
        dl->PathFillConvex(IM_COL32(L::kSegmentRGB[k][0], L::kSegmentRGB[k][1], L::kSegmentRGB[k][2], 255));
        const float am = (a0 + a1) * 0.5f;
        const ImVec2 dir{std::cos(am), std::sin(am)};
        const char* name = i18n::tr(L::kSegmentNames[k]);
        const ImVec2 ts = ImGui::CalcTextSize(name);
        const ImVec2 at{c.x + dir.x * (radius + 6) + (dir.x < -0.2f ? -ts.x : dir.x > 0.2f ? 0 : -ts.x * 0.5f),
                        c.y + dir.y * (radius + 6) + (dir.y < -0.2f ? -ts.y : dir.y > 0.2f ? 0 : -ts.y * 0.5f)};
        dl->AddText(at, ImGui::GetColorU32(ImGuiCol_Text), name);
    }
    for (int k = 0; k < L::kSegments; ++k) {
        const float a = (float(k) - 0.5f) * kPi / 3 - kPi / 2;
        dl->AddLine(c, {c.x + std::cos(a) * radius, c.y + std::sin(a) * radius}, IM_COL32(240, 226, 190, 255), 2);
    }
    dl->AddCircle(c, radius, IM_COL32(110, 72, 40, 255), 48, 3);
    dl->AddCircleFilled(c, radius * 0.18f, IM_COL32(150, 102, 58, 255), 20);
    ImGui::Dummy({(label_w + radius * 1.15f) * 2, (radius + ImGui::GetFontSize() * 1.2f) * 2});
}

void wheel_help(const HudMetrics& st) {
    ImGui::PushTextWrapPos(0);
    ImGui::PushStyleColor(ImGuiCol_Text, rgba(kGold));
    // TRANSLATORS: the expansion's name, heading its Help page (and the Help menu's item).
    ImGui::TextUnformatted(_("The Wheel of Fortune"));
    ImGui::PopStyleColor();
    ImGui::TextUnformatted(
        // TRANSLATORS: Help > Wheel of Fortune. "The River" and "Abbey & Mayor" are the other expansions'
        // names, as on the New game screen; "Fortune" is a segment of the wheel.
        _("The game starts from the wheel board, which fills 4 x 4 cells: tiles go against its edges like "
          "against any tile, and the roads, cities and fields on its rim score like tiles. In its middle "
          "turns the wheel, six segments round a hub, with the pig standing on one of them (on Fortune at "
          "the start). The River cannot be added: the wheel board is the start. Abbey & Mayor can."));
    ImGui::PopTextWrapPos();
    wheel_picture(st.em * 4.2f);
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(
        _("When you draw a tile with a coloured wheel on it, the pig first walks that many segments (1, 2 or "
          "3) clockwise. Only the segment where it stops counts:"));
    ImGui::PopTextWrapPos();
    struct Row {
        const char* name;
        const char* what;
    };
    const Row rows[] = {
        // TRANSLATORS: Help > Wheel of Fortune, the table of events: a segment, and what happens when the pig
        // stops on it.
        {_("Fortune"), _("the player who drew the tile scores 3.")},
        {_("Tax"),
         _("every knight pays its owner: the pennants of its city + that owner's knights in that city.")},
        {_("Famine"), _("every farmer pays its owner 1 per completed city its farm touches.")},
        {_("Storm"), _("every player scores 1 per follower still in their supply.")},
        {_("Inquisition"), _("every monk pays its owner 2.")},
        {_("Plague"),
         _("no points: one by one, from the player who drew the tile, each player sends one of their "
           "followers on a tile home (you choose which: tap or click it, or Tab + Enter).")},
    };
    if (ImGui::BeginTable("##events", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) {
        // TRANSLATORS: Help > Wheel of Fortune, the headings of the table of events.
        ImGui::TableSetupColumn(_("Segment"), ImGuiTableColumnFlags_WidthStretch, 0.35f);
        ImGui::TableSetupColumn(_("What happens"), ImGuiTableColumnFlags_WidthStretch, 1.4f);
        for (int k = 0; k < wheel_layout::kSegments; ++k) {
            ImGui::TableNextRow();
            ImGui::TableSetColumnIndex(0);
            const unsigned char* rgb = wheel_layout::kSegmentRGB[k];
            ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(std::min(255, rgb[0] + 50), std::min(255, rgb[1] + 50),
                                                          std::min(255, rgb[2] + 50), 255));
            ImGui::TextUnformatted(rows[k].name);
            ImGui::PopStyleColor();
            ImGui::TableSetColumnIndex(1);
            ImGui::TextWrapped("%s", rows[k].what);
        }
        ImGui::EndTable();
    }
    ImGui::Dummy({0, st.em * 0.2f});
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(
        // TRANSLATORS: Help > Wheel of Fortune. Fortune, Tax, Famine, Storm, Inquisition and Plague are the
        // wheel's segments.
        _("Crowns: round the wheel are 9 crown spaces, one or two beside each segment. Instead of putting a "
          "follower on the tile you placed, you may put it on any free crown space (the lit crowns; Tab + "
          "Enter works too). When the pig stops on a segment, after its event, the followers on that "
          "segment's crowns score and come home: alone on a one-crown segment 3, alone on a two-crown "
          "segment 6, two followers 3 each. Followers on crowns are not on a tile (the Plague cannot take "
          "them, Tax, Famine and Inquisition do not count them) and not in the supply (Storm does not count "
          "them); they score nothing at the end."));
    ImGui::TextUnformatted(
        _("Everything happens before the drawn tile is placed, so a follower you put down this turn is safe "
          "from this turn's event. The board shows the pig's walk, lights the segment, names the event and "
          "floats the points; the game log keeps every line."));
    ImGui::PopTextWrapPos();
}

// The Plague is decided with the wheel tile in hand, before it is placed.
HandShows hand(Phase ph) {
    return ph == Phase::Plague ? HandShows::DrawnTile : HandShows::Nothing;
}

std::string prompt(const Game& g, bool touch) {
    if (g.phase() != Phase::Plague) return "";
    return touch ? _("Plague: tap one of your lit followers on the land to send it home.")
                 : _("Plague: click one of your lit followers on the land to send it home.");
}

const char* deploy_prompt(const Session& s, bool touch) {
    const bool crowns = std::any_of(s.legal_deploys().begin(), s.legal_deploys().end(),
                                    [](const Action& a) { return a.kind == ActionKind::Crown; });
    if (!crowns) return nullptr;
    // TRANSLATORS: "No follower" is the button of that name.
    return touch ? _("Tap a circle on the tile or a lit crown on the wheel to place a follower, or No follower.")
                 : _("Click a circle on the tile or a lit crown on the wheel to place a follower, or No follower.");
}

const char* decide_first(Phase ph, bool) {
    // TRANSLATORS: why a button waits (its tooltip) while a player chooses the follower the Plague sends
    // home.
    return ph == Phase::Plague ? _("The Plague first: choose a follower to send home") : nullptr;
}

}  // namespace

extern const HudPart kWheelHud = {
    .rules_paragraph = wheel_paragraph,
    // TRANSLATORS: the expansion's name on its Help page's button.
    .help_title = N_("Wheel of Fortune"),
    // TRANSLATORS: the Help menu's item for the expansion's page.
    .help_menu = N_("The Wheel of Fortune"),
    .help_tab = wheel_help,
    .hand = hand,
    .prompt = prompt,
    .deploy_prompt = deploy_prompt,
    .decide_first = decide_first,
};

}  // namespace carc::ui::hud
