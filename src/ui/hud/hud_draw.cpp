// Small drawings and widgets shared by the panels: player tokens and markings, meeples, cards, buttons.
#include <algorithm>
#include <cmath>

#include "imgui_internal.h"
#include "ui/core/i18n.h"
#include "ui/hud/hud_internal.h"
#include "ui/hud/palette.h"
#include "ui/tiles/tile_art.h"

namespace carc::ui {

ImVec2 last_item_centre() {
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    return {(a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f};
}

}  // namespace carc::ui

namespace carc::ui::hud {

ImU32 seat_color(const Settings& s, int color_index) {
    return player_color(color_index, s.colorblind_palette);
}

ImU32 seat_text_color(const Settings& s, int color_index) {
    // Lift dark colours (black, blue) towards white so the text stays readable on the dark panels; a light grey
    // goes nearly to white, so that it reads apart from black's lifted grey.
    ImVec4 c = rgba(seat_color(s, color_index));
    const float lum = 0.2126f * c.x + 0.7152f * c.y + 0.0722f * c.z;
    const float chroma = std::max({c.x, c.y, c.z}) - std::min({c.x, c.y, c.z});
    const float lift = lum < 0.25f ? 0.6f : lum < 0.45f ? 0.35f : chroma < 0.08f ? 0.7f : 0.1f;
    c.x += (1 - c.x) * lift;
    c.y += (1 - c.y) * lift;
    c.z += (1 - c.z) * lift;
    return ImGui::ColorConvertFloat4ToU32(c);
}

const char* color_name(int color_index) {
    switch (color_index) {
        // TRANSLATORS: the players' colours, as the new game screen lists them and in the scoreboard's tooltips.
        case 0: return C_("colour", "red");
        case 1: return C_("colour", "blue");
        case 2: return C_("colour", "green");
        case 3: return C_("colour", "yellow");
        case 5: return C_("colour", "grey");
        default: return C_("colour", "black");
    }
}

void draw_marking(ImDrawList* dl, ImVec2 c, float r, int glyph, ImU32 col) {
    switch (glyph) {
        case 0:
            dl->AddCircleFilled(c, r * 0.8f, col, 20);
            break;
        case 1:
            dl->AddRectFilled({c.x - r * 0.7f, c.y - r * 0.7f}, {c.x + r * 0.7f, c.y + r * 0.7f}, col);
            break;
        case 2:
            dl->AddTriangleFilled({c.x, c.y - r * 0.9f}, {c.x + r * 0.85f, c.y + r * 0.6f},
                                  {c.x - r * 0.85f, c.y + r * 0.6f}, col);
            break;
        case 3:
            dl->AddQuadFilled({c.x, c.y - r}, {c.x + r * 0.75f, c.y}, {c.x, c.y + r}, {c.x - r * 0.75f, c.y},
                              col);
            break;
        case 5: {
            // A cross (a plus sign): two bars.
            const float a = r * 0.85f, b = r * 0.3f;
            dl->AddRectFilled({c.x - a, c.y - b}, {c.x + a, c.y + b}, col);
            dl->AddRectFilled({c.x - b, c.y - a}, {c.x + b, c.y + a}, col);
            break;
        }
        default: {
            // Five-pointed star as a fan of triangles from the centre (it is star-shaped, not convex).
            ImVec2 pts[10];
            for (int i = 0; i < 10; ++i) {
                const float a = -IM_PI / 2 + float(i) * IM_PI / 5;
                const float rr = (i % 2 == 0 ? 1.0f : 0.42f) * r;
                pts[i] = {c.x + std::cos(a) * rr, c.y + std::sin(a) * rr + r * 0.08f};
            }
            for (int i = 0; i < 10; ++i) dl->AddTriangleFilled(c, pts[i], pts[(i + 1) % 10], col);
            break;
        }
    }
}

void draw_token(ImDrawList* dl, ImVec2 c, float r, int color_index, const Settings& s) {
    const int ci = std::clamp(color_index, 0, kNumPlayerStyles - 1);
    dl->AddCircleFilled(c, r, seat_color(s, ci), 32);
    // A light ring so the black token shows on the dark panels.
    dl->AddCircle(c, r, IM_COL32(220, 226, 214, 150), 32, std::max(1.0f, r * 0.1f));
    if (s.show_markings) draw_marking(dl, c, r * 0.5f, kPlayerStyles[ci].glyph, kPlayerStyles[ci].ink);
}

void draw_meeple(ImDrawList* dl, ImVec2 c, float h, ImU32 col, bool filled) {
    // The classic follower silhouette from convex pieces: head, arms, body, legs (with a gap between).
    const float u = h / 2;  // unit: half the height; the figure spans y in [-1, 1]
    auto P = [&](float x, float y) { return ImVec2(c.x + x * u, c.y + y * u); };
    if (!filled) {
        const float t = std::max(1.0f, h * 0.08f);
        dl->AddCircle(P(0, -0.62f), u * 0.3f, col, 12, t);
        ImVec2 outline[] = {P(-0.22f, -0.3f), P(0.22f, -0.3f),  P(0.9f, -0.1f),  P(0.9f, 0.18f),
                            P(0.36f, 0.2f),   P(0.78f, 0.95f),  P(0.14f, 0.95f), P(0, 0.62f),
                            P(-0.14f, 0.95f), P(-0.78f, 0.95f), P(-0.36f, 0.2f), P(-0.9f, 0.18f),
                            P(-0.9f, -0.1f)};
        dl->AddPolyline(outline, IM_ARRAYSIZE(outline), col, ImDrawFlags_Closed, t);
        return;
    }
    dl->AddCircleFilled(P(0, -0.62f), u * 0.32f, col, 16);
    dl->AddQuadFilled(P(-0.9f, -0.1f), P(-0.22f, -0.32f), P(-0.36f, 0.2f), P(-0.9f, 0.18f), col);
    dl->AddQuadFilled(P(0.22f, -0.32f), P(0.9f, -0.1f), P(0.9f, 0.18f), P(0.36f, 0.2f), col);
    dl->AddQuadFilled(P(-0.22f, -0.34f), P(0.22f, -0.34f), P(0.4f, 0.3f), P(-0.4f, 0.3f), col);
    dl->AddQuadFilled(P(-0.4f, 0.25f), P(0, 0.25f), P(0, 0.62f), P(-0.14f, 0.95f), col);
    dl->AddTriangleFilled(P(-0.4f, 0.25f), P(-0.14f, 0.95f), P(-0.78f, 0.95f), col);
    dl->AddQuadFilled(P(0, 0.25f), P(0.4f, 0.25f), P(0.14f, 0.95f), P(0, 0.62f), col);
    dl->AddTriangleFilled(P(0.4f, 0.25f), P(0.78f, 0.95f), P(0.14f, 0.95f), col);
}

void draw_tile_picture(const State& st, ImDrawList* dl, ImVec2 top_left, float size, int type, int rot) {
    if (type < 0) return;
    // A soft shadow and a thin frame make the tile read as a piece lying on the panel.
    const float sh = std::max(2.0f, size * 0.03f);
    dl->AddRectFilled({top_left.x + sh, top_left.y + sh}, {top_left.x + size + sh, top_left.y + size + sh},
                      IM_COL32(0, 0, 0, 90), size * 0.04f);
    if (st.tile_drawer)
        st.tile_drawer(st.tile_drawer_user, dl, top_left, size, type, rot);
    else
        draw_tile(dl, top_left, size, type, rot);
    dl->AddRect(top_left, {top_left.x + size, top_left.y + size}, IM_COL32(20, 26, 18, 200), 0, 0, 1.0f);
}

// Cards: content goes to channel 1, the background (sized once the content is known) to channel 0.
void begin_card(State& st, const char* title) {
    auto& v = st.cards;
    if (static_cast<int>(v.size()) <= st.card_depth) v.emplace_back();
    CardFrame& f = v[static_cast<size_t>(st.card_depth++)];
    ImDrawList* dl = ImGui::GetWindowDrawList();
    f.splitter.Split(dl, 2);
    f.splitter.SetCurrentChannel(dl, 1);
    const float pad = st.em * 0.5f;
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() + pad * 0.6f);
    f.start = ImGui::GetCursorScreenPos();
    ImGui::Indent(pad);
    ImGui::BeginGroup();
    if (title) {
        ImGui::PushStyleColor(ImGuiCol_Text, rgba(kDimText));
        ImGui::TextUnformatted(title);
        ImGui::PopStyleColor();
    }
}

void end_card(State& st) {
    CardFrame& f = st.cards[static_cast<size_t>(--st.card_depth)];
    ImGui::EndGroup();
    const float pad = st.em * 0.5f;
    ImGui::Unindent(pad);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    f.splitter.SetCurrentChannel(dl, 0);
    const ImVec2 max = ImGui::GetItemRectMax();
    const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    const ImVec2 a{f.start.x, f.start.y - pad * 0.6f}, b{right, max.y + pad * 0.6f};
    dl->AddRectFilled(a, b, kCardBg, pad);
    dl->AddRect(a, b, kCardBorder, pad);
    f.splitter.Merge(dl);
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() + pad * 1.2f);
}

float card_avail(const HudMetrics& m) {
    return ImGui::GetContentRegionAvail().x - m.em * 0.5f;
}

namespace {

// A box (check box, radio button) with its label beside it, wrapped onto more lines when the line is too short
// for it: `box(label)` draws the box with that label; `toggle()` does what a tap on the label does.
template <class Box, class Toggle>
bool labelled_box_wrapped(const char* label, Box box, Toggle toggle) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float need = ImGui::GetFrameHeight() + style.ItemInnerSpacing.x + ImGui::CalcTextSize(label).x;
    if (need <= ImGui::GetContentRegionAvail().x) return box(label);
    ImGui::PushID(label);
    bool changed = box("##box");
    ImGui::SameLine(0, style.ItemInnerSpacing.x);
    ImGui::TextWrapped("%s", label);
    // The label answers like a button over it: on release, and not when a finger's drag scrolls the window.
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    ImGui::SetCursorScreenPos(a);
    if (ImGui::InvisibleButton("##label", {b.x - a.x, b.y - a.y})) {
        toggle();
        changed = true;
    }
    ImGui::PopID();
    return changed;
}

}  // namespace

bool checkbox_wrapped(const char* label, bool* v) {
    return labelled_box_wrapped(label, [&](const char* l) { return ImGui::Checkbox(l, v); }, [&] { *v = !*v; });
}

bool radio_wrapped(const char* label, int* v, int value) {
    return labelled_box_wrapped(label, [&](const char* l) { return ImGui::RadioButton(l, v, value); }, [&] { *v = value; });
}

bool begin_window(const HudMetrics& m, const char* name, bool* open, ImGuiWindowFlags flags) {
    // On a phone the windows are sized to the screen: no resize grip (a corner too small for a finger).
    if (m.phone) flags |= ImGuiWindowFlags_NoResize;
    const bool visible = ImGui::Begin(name, open, flags);
    ImGui::SetWindowFontScale(m.scale);
    return visible;
}

void raise_window() {
    // Not while a popup (combo, colour choice) is open: it would go behind.
    if (!ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel))
        ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
}

ImGuiWindowFlags scrollbar_only_if_needed(const char* window_name, float max_height) {
    const ImGuiWindow* w = ImGui::FindWindowByName(window_name);
    if (!w) return ImGuiWindowFlags_NoScrollbar;
    const float need = w->ContentSizeIdeal.y + w->WindowPadding.y * 2 + w->TitleBarHeight();
    return need <= max_height + 1 ? ImGuiWindowFlags_NoScrollbar : 0;
}

void dim_background(const HudMetrics& m, const char* id) {
    const ImGuiIO& io = ImGui::GetIO();
    const float top = m.top;
    ImGui::SetNextWindowPos({0, top}, ImGuiCond_Always);
    ImGui::SetNextWindowSize({io.DisplaySize.x, io.DisplaySize.y - top}, ImGuiCond_Always);
    ImGui::SetNextWindowBgAlpha(0.45f);
    ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.02f, 0.04f, 0.02f, 1.0f));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0);
    ImGui::Begin(id, nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoFocusOnAppearing |
                     ImGuiWindowFlags_NoNav);
    raise_window();
    ImGui::End();
    ImGui::PopStyleVar(2);
    ImGui::PopStyleColor();
}

float fit_scale(float text_w, float room, float lowest) {
    // (0.95: a scaled font's glyphs round to whole pixels, a little wider than the scale says.)
    return std::clamp(0.95f * room / std::max(1.0f, text_w), lowest, 1.0f);
}

float label_scale(const char* label, float room) {
    const float text = ImGui::CalcTextSize(label, nullptr, true).x;
    return text <= room ? 1.0f : fit_scale(text, room, 0.5f);
}

SmallerFont::SmallerFont(float fit) : old_(ImGui::GetCurrentWindow()->FontWindowScale), on_(fit < 1.0f) {
    if (on_) ImGui::SetWindowFontScale(old_ * fit);
}
SmallerFont::~SmallerFont() {
    if (on_) ImGui::SetWindowFontScale(old_);
}

bool fitted_button(const char* label, ImVec2 size) {
    // (Width 0: the button takes the label's width.)
    const SmallerFont font(size.x > 0 ? label_scale(label, size.x - 2 * ImGui::GetStyle().FramePadding.x) : 1.0f);
    return ImGui::Button(label, size);
}

bool button(const HudMetrics& st, const char* label, float width, bool enabled) {
    const float h =
        st.phone ? std::max(44.0f, st.em * 2.2f) : std::max(ImGui::GetFrameHeight(), st.em * 1.9f);
    if (!enabled) ImGui::BeginDisabled();
    const bool pressed = fitted_button(label, {width < 0 ? ImGui::GetContentRegionAvail().x : width, h});
    if (!enabled) ImGui::EndDisabled();
    return pressed && enabled;
}

bool big_button(const char* label, float width, float height) {
    ImGui::PushStyleColor(ImGuiCol_Button, rgba(kAccent));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, rgba(kAccentHover));
    ImGui::PushStyleColor(ImGuiCol_ButtonActive, rgba(kAccentActive));
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 1, 1, 1));
    ImGui::PushStyleVar(ImGuiStyleVar_FrameRounding, height * 0.25f);
    const float old = ImGui::GetCurrentWindow()->FontWindowScale;
    ImGui::SetWindowFontScale(old * 1.25f);
    const bool pressed = fitted_button(label, {width, height});
    ImGui::SetWindowFontScale(old);
    ImGui::PopStyleVar();
    ImGui::PopStyleColor(4);
    return pressed;
}

void hint_text(const char* text) {
    ImGui::PushStyleColor(ImGuiCol_Text, rgba(kDimText));
    ImGui::TextWrapped("%s", text);
    ImGui::PopStyleColor();
}

bool font_has_ellipsis() { return ImGui::GetFont()->FindGlyphNoFallback(0x2026) != nullptr; }

std::string ellipsis(std::string text) {
    if (font_has_ellipsis()) return text;
    for (size_t at = text.find("\xE2\x80\xA6"); at != std::string::npos; at = text.find("\xE2\x80\xA6", at + 3))
        text.replace(at, 3, "...");
    return text;
}

std::string fit_text(const std::string& text, float width) {
    if (ImGui::CalcTextSize(text.c_str()).x <= width) return text;
    const char* dots = font_has_ellipsis() ? "\xE2\x80\xA6" : "...";
    std::string cut = text;
    while (!cut.empty()) {
        // drop one whole UTF-8 character: its continuation bytes, then its first byte
        while (!cut.empty()) {
            const unsigned char b = static_cast<unsigned char>(cut.back());
            cut.pop_back();
            if ((b & 0xC0) != 0x80) break;
        }
        if (ImGui::CalcTextSize((cut + dots).c_str()).x <= width) break;
    }
    return cut + dots;
}

std::string fit_name(const std::string& name, float width) {
    if (ImGui::CalcTextSize(name.c_str()).x <= width) return name;
    // The start of the last three characters (UTF-8: a character starts at a byte that is not a continuation).
    size_t tail = name.size();
    for (int k = 0; k < 3 && tail > 0;) {
        --tail;
        if ((static_cast<unsigned char>(name[tail]) & 0xC0) != 0x80) ++k;
    }
    const std::string end = name.substr(tail);
    const char* dots = font_has_ellipsis() ? "\xE2\x80\xA6" : "...";
    std::string head = name.substr(0, tail);
    while (!head.empty() && ImGui::CalcTextSize((head + dots + end).c_str()).x > width) {
        while (!head.empty()) {  // drop one whole UTF-8 character
            const unsigned char b = static_cast<unsigned char>(head.back());
            head.pop_back();
            if ((b & 0xC0) != 0x80) break;
        }
    }
    // Trailing spaces before the ellipsis say nothing.
    while (!head.empty() && head.back() == ' ') head.pop_back();
    return head.empty() ? fit_text(name, width) : head + dots + end;
}

std::vector<std::string> fit_lines(const std::string& text, float width, int lines) {
    std::vector<std::string> out;
    std::string rest = text;
    while (static_cast<int>(out.size()) + 1 < lines && ImGui::CalcTextSize(rest.c_str()).x > width) {
        // The longest run of whole words that fits (a single word too long for the line is cut by fit_text).
        size_t cut = std::string::npos;
        for (size_t sp = rest.find(' '); sp != std::string::npos; sp = rest.find(' ', sp + 1)) {
            if (ImGui::CalcTextSize(rest.c_str(), rest.c_str() + sp).x > width) break;
            cut = sp;
        }
        if (cut == std::string::npos) break;
        out.push_back(rest.substr(0, cut));
        rest = rest.substr(cut + 1);
    }
    out.push_back(fit_text(rest, width));
    return out;
}

float tooltip_wrap(const HudMetrics& m) {
    const float pad = ImGui::GetStyle().WindowPadding.x;
    return std::max(m.em * 6, std::min(m.em * 22, ImGui::GetIO().DisplaySize.x - 2 * pad - 8));
}

void tooltip(const HudMetrics& m, const char* text) {
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
        if (m.touch) {
            // Under a finger the tooltip goes above the pressed control (below it near the top of the screen),
            // not on it: the finger and the words would hide it.
            const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
            const ImGuiIO& io = ImGui::GetIO();
            const ImVec2 size = ImGui::CalcTextSize(text, nullptr, false, tooltip_wrap(m));
            const float pad = ImGui::GetStyle().WindowPadding.x, half = std::min(size.x * 0.5f + pad, io.DisplaySize.x * 0.5f);
            const float x = std::clamp((a.x + b.x) * 0.5f, half + 2, io.DisplaySize.x - half - 2);
            const bool up = a.y - size.y - 2 * pad - 6 > m.top;
            ImGui::SetNextWindowPos({x, up ? a.y - 6 : b.y + 6}, ImGuiCond_Always, {0.5f, up ? 1.0f : 0.0f});
        } else {
            // By the pointer, wholly on the screen from its first frame (ImGui would place a new or changed tooltip
            // by its size of the frame before, and may leave it cut at the edge until the next frame is drawn).
            const ImGuiIO& io = ImGui::GetIO();
            const ImGuiStyle& style = ImGui::GetStyle();
            const ImVec2 size = ImGui::CalcTextSize(text, nullptr, false, tooltip_wrap(m));
            const float w = size.x + 2 * style.WindowPadding.x, h = size.y + 2 * style.WindowPadding.y;
            const ImVec2 at = io.MousePos;
            const float x = std::clamp(at.x + 16, 2.0f, std::max(2.0f, io.DisplaySize.x - w - 2));
            const float y = at.y + 22 + h <= io.DisplaySize.y - 2 ? at.y + 22 : std::max(2.0f, at.y - h - 6);
            ImGui::SetNextWindowPos({x, y}, ImGuiCond_Always);
        }
        ImGui::BeginTooltip();
        ImGui::SetWindowFontScale(m.scale);
        ImGui::PushTextWrapPos(tooltip_wrap(m));
        ImGui::TextUnformatted(text);
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
    }
}

std::string player_name(const Session& s, int p) {
    if (p < 0 || p >= static_cast<int>(s.config().seats.size())) return "?";
    return s.config().seats[static_cast<size_t>(p)].name;
}

}  // namespace carc::ui::hud

namespace carc::ui {

std::string margin_words(double margin) {
    const long n = std::lround(std::fabs(margin));
    // TRANSLATORS: a review's expected final margin, in brackets after a move: "Played: ... (expected to end level)".
    if (n == 0) return _("expected to end level");
    // TRANSLATORS: a review's expected final margin, in brackets after a move; %d: points.
    if (margin > 0) return i18n::fmt(P_("expected to end %d point ahead", "expected to end %d points ahead", n), n);
    // TRANSLATORS: a review's expected final margin, in brackets after a move; %d: points.
    return i18n::fmt(P_("expected to end %d point behind", "expected to end %d points behind", n), n);
}

}  // namespace carc::ui
