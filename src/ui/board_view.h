// The board view: draws the placed tiles and the open cells, and turns mouse, touch and keys into camera moves.
#pragma once

#include <cstdint>
#include <unordered_map>

#include "imgui.h"
#include "ui/camera.h"

union SDL_Event;

namespace carc {
class Game;
}

namespace carc::ui {

class BoardView {
public:
    // Events the board handles itself (wheel, fingers, keys). `mouse_free`/`keys_free`: ImGui does not want
    // the mouse / keyboard. Returns true when the view changed.
    bool handle_event(const SDL_Event& e, bool mouse_free, bool keys_free);
    // Once per frame, between ImGui::NewFrame() and ImGui::Render(): mouse drags, held keys, drawing.
    // `area` is the board's screen rectangle (below the menu bar). dt in seconds.
    void frame(const Game& game, ImVec2 area_min, ImVec2 area_max, float dt);

    void fit(const Game& game);                 // "Fit board": the whole board in view
    void zoom_step(int steps);                  // +/- keys and menu: zoom about the view's middle
    void request_fit() { fit_pending_ = true; }
    // True while the view moves by itself (held arrow keys), so the app keeps rendering.
    bool animating() const { return keys_held_ != 0; }
    const Camera& camera() const { return camera_; }

private:
    Camera camera_;
    bool fit_pending_ = true;
    bool dragging_ = false;
    ImVec2 drag_last_{0, 0};                    // pointer position at the last pan step
    ImVec2 press_pos_{0, 0};                    // where the last mouse button went down
    bool touch_pointer_ = false;                // the pointer is SDL's stand-in for a finger
    unsigned keys_held_ = 0;                    // bit 0..3: left, right, up, down
    struct Finger {
        float x, y;
    };
    std::unordered_map<int64_t, Finger> fingers_;  // finger id -> position in screen pixels
    float pinch_dist_ = 0;
    ImVec2 pinch_mid_{0, 0};
    ImVec2 display_{1, 1};                      // display size in logical pixels, for finger positions
    ImVec2 area_min_{0, 0}, area_max_{1, 1};

    void pinch_update(bool apply);
};

}  // namespace carc::ui
