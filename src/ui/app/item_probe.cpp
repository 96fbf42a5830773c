// The test probe's record of the widgets (item_probe.h), fed by Dear ImGui's test engine hooks.
#include "ui/app/item_probe.h"

#include <cmath>
#include <string>
#include <vector>

#include "imgui_internal.h"

namespace carc::ui::item_probe {
namespace {

struct Item {
    ImGuiID id = 0;
    ImRect bb;
    std::string label;
    std::string window;
    float text_w = 0;  // the label's width in the item's font
    float room = 0;    // the width the label has inside the item (less the frame's padding or the check box)
    bool outside = false;  // the box runs past its window's left or right edge (cut off)
    bool checked = false;  // a check box or radio button that is on
};

bool g_on = false;
std::vector<Item> g_items;
// Information that came before its item (a tab reports it before ItemAdd): applied when the item comes.
struct Info {
    ImGuiID id;
    std::string label;
    ImGuiItemStatusFlags flags;
};
std::vector<Info> g_early;

// A label as the player reads it: without the "##id" part.
std::string shown_label(const char* label) {
    std::string s = label ? label : "";
    const size_t hash = s.find("##");
    return hash == std::string::npos ? s : s.substr(0, hash);
}

// An item's label, whether it is checked, and the room its label has.
void apply_info(ImGuiContext* ctx, Item& item, const char* label, ImGuiItemStatusFlags flags) {
    const ImGuiStyle& style = ctx->Style;
    const ImGuiWindow* w = ctx->CurrentWindow;
    item.label = shown_label(label);
    item.text_w = ImGui::CalcTextSize(item.label.c_str()).x;
    item.checked = (flags & ImGuiItemStatusFlags_Checked) != 0;
    // Where the label goes: beside a check box or radio button; on a menu's row (a menu grows to fit its rows,
    // up to the screen's edge); else inside a frame, less its padding on both sides.
    // (ImGui marks menu rows checkable too.)
    item.room = item.bb.GetWidth();
    if (w && (w->Flags & ImGuiWindowFlags_Popup))
        item.room = ctx->IO.DisplaySize.x - item.bb.Min.x - style.WindowPadding.x;
    else if (flags & ImGuiItemStatusFlags_Checkable)
        item.room -= ImGui::GetFrameHeight() + style.ItemInnerSpacing.x;
    else if (!(w && w->DC.MenuBarAppending))
        item.room -= 2 * style.FramePadding.x;
}

// A window's name as the tests know it: the shown title of each part, without its fixed identity ("Help###help/
// ##helppage" is "Help/##helppage"), so that the probe reads the same in every language's layout.
std::string window_name(const char* name) {
    std::string out = name;
    for (size_t at = out.find("###"); at != std::string::npos; at = out.find("###", at)) {
        const size_t end = out.find('/', at);
        out.erase(at, end == std::string::npos ? std::string::npos : end - at);
    }
    return out;
}

// The names of the windows shown whose content is wider (or taller) than the window and cannot scroll to it:
// text cut off at the window's edge.
json::Json clipped_windows() {
    json::Json out = json::Json::array();
    for (const ImGuiWindow* w : GImGui->Windows) {
        if (!w->Active || w->Hidden || w->Collapsed || w->SkipItems) continue;
        if (w->Flags & (ImGuiWindowFlags_Tooltip | ImGuiWindowFlags_AlwaysAutoResize)) continue;
        const float inner_w = w->InnerRect.GetWidth(), inner_h = w->InnerRect.GetHeight();
        const bool wide = w->ContentSize.x > inner_w + 1 && !w->ScrollbarX;
        const bool tall = w->ContentSize.y > inner_h + 1 && !w->ScrollbarY;
        if (wide || tall) out.push_back(window_name(w->Name));
    }
    return out;
}

}  // namespace

void set_on(bool on) { g_on = on; }

void new_frame() {
    g_items.clear();
    g_early.clear();
    if (GImGui) GImGui->TestEngineHookItems = g_on;
}

json::Json items() {
    json::Json out = json::Json::array();
    for (const Item& i : g_items)
        out.push_back(json::Json::array({i.label, i.bb.Min.x, i.bb.Min.y, i.bb.GetWidth(), i.bb.GetHeight(), i.window, i.text_w, i.outside, i.room, i.checked}));
    return out;
}

json::Json cut_off() {
    json::Json out = json::Json::array();
    for (const Item& i : g_items) {
        std::string label = i.label;
        for (char& c : label)
            if (c == '\n') c = ' ';
        if (i.outside)
            out.push_back(label + ": past the side of " + i.window);
        else if (i.text_w > 0 && i.text_w > i.room + 0.5f)
            out.push_back(label + ": " + std::to_string(std::lround(i.text_w)) + " px of text in " +
                          std::to_string(std::lround(i.room)) + " px");
    }
    for (const json::Json& w : clipped_windows()) out.push_back("window " + w.get<std::string>() + " cuts its text off");
    return out;
}

json::Json scrolls() {
    json::Json out = json::Json::object();
    for (const ImGuiWindow* w : GImGui->Windows)
        if (w->Active && !w->Hidden && w->ScrollMax.y > 0) out[window_name(w->Name)] = json::Json::array({w->Scroll.y, w->ScrollMax.y});
    return out;
}

}  // namespace carc::ui::item_probe

// Dear ImGui's hooks (imgui_internal.h, IMGUI_ENABLE_TEST_ENGINE): called only while TestEngineHookItems.
void ImGuiTestEngineHook_ItemAdd(ImGuiContext* ctx, const ImRect& bb, ImGuiID id) {
    ImGuiWindow* w = ctx->CurrentWindow;
    if (!w || w->IsFallbackWindow || !bb.Overlaps(w->ClipRect)) return;  // scrolled out of its window, or no window
    using carc::ui::item_probe::g_items;
    // A window's own parts, named as such (they call no ItemInfo).
    std::string label;
    if (id == ImGui::GetWindowScrollbarID(w, ImGuiAxis_X) || id == ImGui::GetWindowScrollbarID(w, ImGuiAxis_Y)) label = "(scroll bar)";
    for (int n = 0; n < 4; ++n)
        if (id == ImGui::GetWindowResizeCornerID(w, n)) label = "(resize grip)";
    for (int d = 0; d < 4; ++d)
        if (id == ImGui::GetWindowResizeBorderID(w, ImGuiDir(d))) label = "(resize border)";
    const bool outside = bb.Min.x < w->ClipRect.Min.x - 0.5f || bb.Max.x > w->ClipRect.Max.x + 0.5f;
    g_items.push_back({id, bb, label, carc::ui::item_probe::window_name(w->Name), 0, 0, outside});
    using carc::ui::item_probe::g_early;
    for (size_t i = 0; i < g_early.size(); ++i)
        if (g_early[i].id == id) {
            carc::ui::item_probe::apply_info(ctx, g_items.back(), g_early[i].label.c_str(), g_early[i].flags);
            g_early.erase(g_early.begin() + long(i));
            break;
        }
}

void ImGuiTestEngineHook_ItemInfo(ImGuiContext* ctx, ImGuiID id, const char* label, ImGuiItemStatusFlags flags) {
    using namespace carc::ui::item_probe;
    for (auto it = g_items.rbegin(); it != g_items.rend(); ++it)
        if (it->id == id) {
            apply_info(ctx, *it, label, flags);
            return;
        }
    g_early.push_back({id, label ? label : "", flags});
}

void ImGuiTestEngineHook_Log(ImGuiContext*, const char*, ...) {}

const char* ImGuiTestEngine_FindItemDebugLabel(ImGuiContext*, ImGuiID) { return nullptr; }
