// Panels around the board (placeholder until the panels land): the board gets the whole window.
#include "ui/hud.h"

namespace carc::ui {

HudRequests draw_hud(const Session& session, Settings& settings, float top, HudLayout* layout) {
    (void)session;
    (void)settings;
    const ImGuiIO& io = ImGui::GetIO();
    layout->board_min = {0, top};
    layout->board_max = io.DisplaySize;
    layout->portrait = io.DisplaySize.y > io.DisplaySize.x;
    return {};
}

}  // namespace carc::ui
