// The panels' text fields and the boxes they were drawn in (text_field.h).
#include "ui/hud/text_field.h"

#include "imgui_internal.h"  // the window's clip rectangle, the active item

namespace carc::ui {

TextFields& text_fields() {
    static TextFields fields;
    return fields;
}

const TextFields::Field* TextFields::active() const {
    const ImGuiID id = ImGui::GetActiveID();
    for (const Field& f : fields)
        if (id != 0 && f.id == id) return &f;
    return nullptr;
}

bool text_field(const char* label, const char* hint, char* buf, size_t size, ImGuiInputTextFlags flags) {
    const bool changed = ImGui::InputTextWithHint(label, hint, buf, size, flags);
    // Only the part a press can reach: a field scrolled (partly) out of its window is cut to what shows.
    ImRect box(ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    box.ClipWithFull(ImGui::GetCurrentWindow()->ClipRect);
    if (ImGui::IsItemVisible() && box.GetWidth() > 0 && box.GetHeight() > 0)
        text_fields().fields.push_back({ImGui::GetItemID(), box.Min, box.Max, hint ? hint : ""});
    return changed;
}

}  // namespace carc::ui
