// The panels' text fields (player names, a saved copy's name), with each one's box on screen noted for the frame:
// in the browser the page puts its own text input over the field being edited, so that a phone's keyboard, input
// methods and paste type into the page and the page hands the text to the game (web/index.html).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "imgui.h"

namespace carc::ui {

// ImGui::InputTextWithHint, noting the field's box (the part of it inside its window) in text_fields().
bool text_field(const char* label, const char* hint, char* buf, size_t size, ImGuiInputTextFlags flags = 0);

// The text fields drawn in this frame, in window coordinates, with their hints.
struct TextFields {
    struct Field {
        ImGuiID id = 0;
        ImVec2 min, max;
        std::string hint;
    };
    std::vector<Field> fields;
    // The field being edited now (ImGui's active item), or null.
    const Field* active() const;
};
// The app clears it before each frame; text_field() adds to it.
TextFields& text_fields();

}  // namespace carc::ui
