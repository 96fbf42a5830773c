// The app's frame: input events, one frame of the menus, the panels, the board and the windows, drawing it,
// and shutting down. The parts live in app_startup.cpp, app_menus.cpp, app_autosave.cpp and app_probe.cpp.
#include "ui/app/app.h"

#include <SDL.h>

#include "ui/tiles/gl.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstring>
#include <string_view>
#include <vector>

#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"
#include "imgui_internal.h"  // the windows' sizes and places (layout_hash)
#include "ui/app/app_internal.h"
#include "ui/app/item_probe.h"
#include "ui/hud/text_field.h"

namespace carc::ui {
namespace app {

float AppCore::dpr() const {
    if (hooks.device_pixel_ratio) return std::max(1.0f, hooks.device_pixel_ratio());
    int w = 0, h = 0, dw = 0, dh = 0;
    SDL_GetWindowSize(window, &w, &h);
    SDL_GL_GetDrawableSize(window, &dw, &dh);
    return w > 0 ? std::max(1.0f, float(dw) / float(w)) : 1.0f;
}

}  // namespace app

namespace {

using app::kFramesAfterInput;

// A finger leaves SDL's stand-in mouse where it lifted, so the tooltip of what was tapped (why a button is
// disabled, what a rule option means) would stay until the next tap: it goes after this many seconds.
constexpr double kTouchTooltipSeconds = 2.5;
constexpr double kDetailBudgetMs = 6;       // time a frame may spend rendering close-up tile pictures
// On a touch screen tooltips answer a long press (a finger held still this long), never a tap; the press
// then presses nothing.
constexpr double kLongPressSeconds = 0.5;

// Hides this frame's tooltips (their windows are built; they are not drawn).
void hide_tooltips() {
    for (ImGuiWindow* w : GImGui->Windows)
        if (w->Active && (w->Flags & ImGuiWindowFlags_Tooltip)) w->Hidden = true;
}

// The shown windows' sizes and places, to see whether they have settled.
uint64_t layout_hash() {
    uint64_t sizes = 0;
    for (const ImGuiWindow* w : GImGui->Windows)
        if (w->Active)
            sizes = sizes * 1000003u + uint64_t(int64_t(w->Size.x * 7919 + w->Size.y)) + uint64_t(int64_t(w->Pos.x * 31 + w->Pos.y));
    return sizes;
}

}  // namespace

App::App() : impl_(std::make_unique<Impl>()) {}
App::~App() { shutdown(); }

bool App::poll_events() {
    Impl& m = *impl_;
    app::AppCore& core = m.core;
    const ImGuiIO& io = ImGui::GetIO();
    SDL_Event e;
    // ImGui 1.86 keeps only a key's state per frame: a key pressed and released within one batch of events
    // would never look pressed to the panels, and one released and pressed again would never look released (its
    // second press lost). Such a release or press waits for the next frame, with everything after it, so keys
    // typed quickly (Down then Enter in a menu, Backspace twice) reach ImGui one frame each, in their order.
    Uint32 pressed_now[8] = {}, released_now[8] = {};
    int npressed = 0, nreleased = 0;
    const auto among = [](const Uint32* keys, int n, const SDL_Event& k) {
        return std::find(keys, keys + n, Uint32(k.key.keysym.scancode)) != keys + n;
    };
    std::vector<SDL_Event> deferred;
    bool typed = false;  // text came in this batch
    while (SDL_PollEvent(&e)) {
        if (e.type == SDL_WINDOWEVENT) m.sound.window_event(e.window.event);
        // Text typed in this batch goes into the field it was typed in: a press (mouse button or finger) or the end
        // of editing after it waits for the next frame, with everything after it. (ImGui 1.86 hands a frame's text
        // to the field active when that field is drawn, which a press on a field drawn earlier would change.)
        const bool end_text = e.type == SDL_USEREVENT && e.user.code == app::kEndTextEntry;
        if (typed && (e.type == SDL_MOUSEBUTTONDOWN || e.type == SDL_FINGERDOWN || end_text)) {
            deferred.push_back(e);
            while (SDL_PollEvent(&e)) deferred.push_back(e);
            core.frames_pending = kFramesAfterInput;
            break;
        }
        if (e.type == SDL_TEXTINPUT) {
            typed = true;
            core.typed_glyphs |= app::glyphs_of(e.text.text);
        }
        if (end_text) {
            ImGuiContext& g = *GImGui;
            if (g.ActiveId != 0 && g.ActiveId == g.InputTextState.ID) ImGui::ClearActiveID();
            core.frames_pending = kFramesAfterInput;
            continue;
        }
        // A button that goes down away from where ImGui last saw the pointer (a tap, a click without a hover
        // first) waits a frame, with everything after it: ImGui first sees the pointer there, so the item under
        // it is the hovered one. Tabs and other items that allow overlap ignore a press otherwise (the item
        // hovered the frame before wins), which took a second tap to switch Help's tabs. Each press waits once.
        const bool held_before = e.type == SDL_MOUSEBUTTONDOWN && m.held_down && m.held_down_pos.x == float(e.button.x) &&
                                 m.held_down_pos.y == float(e.button.y);
        if (e.type == SDL_MOUSEBUTTONDOWN) m.held_down = false;
        if (e.type == SDL_MOUSEBUTTONDOWN && !held_before &&
            (std::fabs(io.MousePos.x - float(e.button.x)) > 2 || std::fabs(io.MousePos.y - float(e.button.y)) > 2)) {
            deferred.push_back(e);
            while (SDL_PollEvent(&e)) deferred.push_back(e);
            core.frames_pending = kFramesAfterInput;
            break;
        }
        if ((e.type == SDL_KEYUP && among(pressed_now, npressed, e)) ||
            (e.type == SDL_KEYDOWN && among(released_now, nreleased, e))) {
            deferred.push_back(e);
            while (SDL_PollEvent(&e)) deferred.push_back(e);
            core.frames_pending = kFramesAfterInput;
            break;
        }
        if (e.type == SDL_KEYDOWN && npressed < 8) pressed_now[npressed++] = e.key.keysym.scancode;
        if (e.type == SDL_KEYUP && nreleased < 8) released_now[nreleased++] = e.key.keysym.scancode;
        if (m.menus.take_menu_step(e)) {
            core.frames_pending = kFramesAfterInput;
            continue;  // not for ImGui, not for the board
        }
        ImGui_ImplSDL2_ProcessEvent(&e);
        // Input needs a few frames for ImGui to settle; art that arrived (redraw()) changes no layout: one frame.
        core.frames_pending = e.type == SDL_USEREVENT ? std::max(core.frames_pending, 1) : kFramesAfterInput;
        if (e.type == SDL_QUIT) core.quit = true;
        if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_q && (e.key.keysym.mod & KMOD_CTRL) && core.hooks.can_quit)
            core.quit = true;
        m.menus.watch_keys(e);
        // A click (or tap) lands where the button went down, even when the pointer moves on within the same
        // frame (quick hands, automation): ImGui's backend reads the pointer's latest position.
        if (e.type == SDL_MOUSEBUTTONDOWN) {
            m.pin_pos = {float(e.button.x), float(e.button.y)};
            m.pin_frames = 1;
        } else if (e.type == SDL_MOUSEBUTTONUP && m.pin_frames == 1) {
            m.pin_frames = 2;
        }
        if (e.type == SDL_MOUSEBUTTONDOWN && e.button.which == SDL_TOUCH_MOUSEID) {
            m.finger_down = true;
            m.finger_down_at = core.now();
            m.long_press = false;
        }
        if (e.type == SDL_MOUSEBUTTONUP && e.button.which == SDL_TOUCH_MOUSEID) {
            m.finger_down = false;
            m.finger_lifted = true;
            m.finger_lifted_at = core.now();
            m.finger_gone = false;
        } else if (e.type == SDL_FINGERDOWN || e.type == SDL_MOUSEBUTTONDOWN ||
                   (e.type == SDL_MOUSEMOTION && e.motion.which != SDL_TOUCH_MOUSEID)) {
            m.finger_lifted = false;
        }
        // Nothing reaches the board behind a modal (new game, final scores, Continue?, a question).
        const bool modal = core.settings.modal_open || !m.saves.continue_decided ||
                           ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel);
        core.board.handle_event(e, !io.WantCaptureMouse && !modal, !io.WantCaptureKeyboard && !modal);
    }
    // A press that waits for the next frame (for whichever reason above) is held back there too: ImGui's back end
    // reads the buttons from SDL's state, which has the press already. Until its event is seen, ImGui sees the
    // pointer where the button went down and the buttons up (render_frame).
    const auto press = std::find_if(deferred.begin(), deferred.end(),
                                    [](const SDL_Event& d) { return d.type == SDL_MOUSEBUTTONDOWN; });
    if (press != deferred.end()) {
        m.held_down = true;
        m.held_down_frames = 0;
        m.held_down_pos = {float(press->button.x), float(press->button.y)};
    }
    for (SDL_Event& d : deferred) SDL_PushEvent(&d);  // seen after the next frame
    return !core.quit;
}

void App::type_text(int erase, const char* text) {
    const Uint32 window = impl_->core.window ? SDL_GetWindowID(impl_->core.window) : 0;
    for (int i = 0; i < erase; ++i) {  // Backspace, pressed and released
        SDL_Event e{};
        e.type = SDL_KEYDOWN;
        e.key.windowID = window;
        e.key.state = SDL_PRESSED;
        e.key.keysym.scancode = SDL_SCANCODE_BACKSPACE;
        e.key.keysym.sym = SDLK_BACKSPACE;
        SDL_PushEvent(&e);
        e.type = SDL_KEYUP;
        e.key.state = SDL_RELEASED;
        SDL_PushEvent(&e);
    }
    // An SDL_TEXTINPUT event holds up to 31 bytes: longer text goes in pieces, cut between characters.
    std::string_view rest = text;
    while (!rest.empty()) {
        const size_t most = std::min(rest.size(), size_t(SDL_TEXTINPUTEVENT_TEXT_SIZE - 1));
        size_t n = most;
        while (n > 0 && n < rest.size() && (static_cast<unsigned char>(rest[n]) & 0xC0) == 0x80) --n;
        if (n == 0) n = most;
        SDL_Event e{};
        e.type = SDL_TEXTINPUT;
        e.text.windowID = window;
        std::memcpy(e.text.text, rest.data(), n);
        SDL_PushEvent(&e);
        rest.remove_prefix(n);
    }
}

void App::end_text_entry() {
    SDL_Event e{};
    e.type = SDL_USEREVENT;
    e.user.code = app::kEndTextEntry;
    SDL_PushEvent(&e);
}

bool App::needs_frame() const {
    const Impl& m = *impl_;
    const app::AppCore& core = m.core;
    const double now = core.now();
    const bool tip_goes = m.finger_lifted && !m.finger_gone && now - m.finger_lifted_at >= kTouchTooltipSeconds;
    const bool long_press_due = m.finger_down && !m.long_press;
    if (tip_goes || long_press_due || core.frames_pending > 0 || core.board.animating(now) ||
        m.saves.needs_frame(core, now) || core.atlas.detail().pending())
        return true;
    if (!core.session.busy(now)) return false;
    return !core.session.only_waiting(now) || now - m.last_frame_at >= app::kWaitingFrameSeconds;
}

int App::idle_wait_ms() const {
    // Busy but nothing to draw yet: look again soon (an answer, the next indicator frame); else wait for input.
    return impl_->core.session.busy(impl_->core.now()) ? 10 : 1000;
}

void App::render_frame() {
    Impl& m = *impl_;
    app::AppCore& core = m.core;
    const Uint64 now = SDL_GetPerformanceCounter();
    const float dt = float(double(now - m.last_ticks) / double(SDL_GetPerformanceFrequency()));
    m.last_ticks = now;
    const float dpr = core.dpr();
    // Moved to another screen, browser zoom, or a new text size.
    const float text_scale = std::clamp(core.settings.text_scale, 1.0f, 2.0f);
    if (std::fabs(dpr * text_scale - core.font_dpr) > 0.01f || core.font_glyphs != app::glyphs_needed(core))
        app::load_fonts(core, dpr, text_scale);

    const double t = core.now();
    m.last_frame_at = t;
    core.session.update(t);

    item_probe::new_frame();
    text_fields().fields.clear();
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    if (m.pin_frames > 0) {
        ImGui::GetIO().MousePos = m.pin_pos;
        --m.pin_frames;
    }
    if (m.held_down) {  // a press held back (poll_events): ImGui sees the pointer there, the buttons still up
        ImGuiIO& io = ImGui::GetIO();
        io.MousePos = m.held_down_pos;
        for (bool& b : io.MouseDown) b = false;
        if (++m.held_down_frames > 2) m.held_down = false;  // its event was lost: the buttons are never held up
    }
    {
        // Dear ImGui 1.86 activates a menu item with Space only; players expect Enter too (menus and
        // questions: a popup is open). After the backend's NewFrame, which clears the nav inputs.
        ImGuiIO& io = ImGui::GetIO();
        const int enter = io.KeyMap[ImGuiKey_Enter], pad_enter = io.KeyMap[ImGuiKey_KeyPadEnter];
        const bool down = (enter >= 0 && io.KeysDown[enter]) || (pad_enter >= 0 && io.KeysDown[pad_enter]);
        if (down && ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel))
            io.NavInputs[ImGuiNavInput_Activate] = 1.0f;
        // A while after a finger lifted, nothing is under the pointer any more (the backend sets it every frame).
        if (m.finger_lifted && !io.MouseDown[0] && t - m.finger_lifted_at >= kTouchTooltipSeconds) {
            io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
            m.finger_gone = true;
        }
    }
    ImGui::NewFrame();
    app::touch_style(core.turn.touch_mode);
    app::touch_scroll(core.turn.touch_mode, m.touch_drag);
    if (m.finger_down && !m.long_press && t - m.finger_down_at >= kLongPressSeconds) {
        const ImVec2 d = ImGui::GetMouseDragDelta(0, 0.0f);
        if (ImGui::IsMouseDown(0) && d.x * d.x + d.y * d.y < 100.0f) {
            m.long_press = true;
            if (ImGui::GetIO().WantCaptureMouse) ImGui::ClearActiveID();  // the panel's button is not pressed
        }
    }
    m.menus.escape_closes_topmost(core, m.saves);
    m.menus.draw(core, m.saves, m.language);
    if (std::exchange(m.menus.open_link_paste, false)) m.link.show_paste = true;
    if (std::exchange(m.menus.open_link_share, false)) m.link.show_share = true;
    const float top = ImGui::GetFrameHeight();  // the main menu bar's height
    m.menus.bar_height = top;
    HudLayout layout;
    const HudRequests req = core.hud.draw(core.session, core.settings, top, &layout, core.turn);
    const bool turn_asked = core.turn.run_requests();
    if (layout.board_max.x <= layout.board_min.x || layout.board_max.y <= layout.board_min.y) {
        layout.board_min = {0, top};
        layout.board_max = ImGui::GetIO().DisplaySize;
    }
    // The replay bar sits over the board's bottom: a fit of the board keeps above it (its place last frame).
    float inset = 0;
    if (core.session.replaying())
        if (const ImGuiWindow* bar = ImGui::FindWindowByName("###replay"); bar && bar->WasActive && bar->Size.y > 0)
            inset = std::max(0.0f, layout.board_max.y - bar->Pos.y + 8);
    core.board.set_bottom_inset(inset);
    core.board.set_panel_hint(layout.says_hint);
    core.board.frame(layout.board_min, layout.board_max, t, dt);
    m.menus.link_window = m.link.window_open();
    m.menus.windows(core, m.saves);
    m.saves.draw(core);
    m.link.draw(core, m.saves);
    if (core.turn.touch_mode && !m.long_press) hide_tooltips();
    // The keyboard goes back to the board (R, F, +, arrows, Enter) when the focused window has closed, or when a
    // panel without a title (the side column, the phone's sheet, the turn banner: "##" names) took the focus
    // from the pointer, by a click on it or because a window above it closed. Keyboard navigation keeps it.
    if (const ImGuiWindow* nav = GImGui->NavWindow; nav && nav->RootWindow) {
        const ImGuiWindow* root = nav->RootWindow;
        const bool panel = std::string_view(root->Name).starts_with("##") && root != ImGui::FindWindowByName("##MainMenuBar") &&
                           GImGui->NavDisableHighlight;
        if ((!root->Active || panel) && !ImGui::IsAnyItemActive() &&
            !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel))
            ImGui::FocusWindow(nullptr);
    }
    ImGui::Render();
    // The panels' requests.
    if (req.start_game) {
        core.settings.show_new_game = false;
        m.saves.start(core, req.config);
        m.prefs.started(core, req.config);
    }
    if (req.start_link) {
        core.settings.show_new_game = false;
        m.link.start(core, m.saves, req.config);
        m.prefs.started(core, req.config);
    }
    if (req.link_next_turn >= 0) core.session.set_link_abbey_next(req.link_next_turn == 1);
    if (req.fit_board) core.board.request_fit();
    if (req.hint) core.session.request_hint();
    if (req.review_player >= 0) core.session.request_review(req.review_player);
    if (req.review_show >= 0) core.session.show_review(req.review_show);
    if (req.show_tile >= 0) core.board.show_tile(req.show_tile);
    if (req.start_game || req.start_link || turn_asked || req.fit_board || req.hint || req.review_player >= 0 || req.review_show >= 0 ||
        req.show_tile >= 0 || req.redraw)
        core.frames_pending = kFramesAfterInput;
    if (req.start_game) m.saves.continue_decided = true;
    m.saves.autosave(core);
    m.prefs.watch(core);
    m.sound.frame(core);
    if (m.layout_pass) {
        m.last_layout = layout_hash();
        return;
    }

    int fw = 0, fh = 0;
    SDL_GL_GetDrawableSize(core.window, &fw, &fh);
    glViewport(0, 0, fw, fh);
    glClearColor(0.15f, 0.2f, 0.15f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    if (m.capture) {
        m.capture_w = fw;
        m.capture_h = fh;
        m.capture->assign(size_t(fw) * size_t(fh) * 3, '\0');
        glPixelStorei(GL_PACK_ALIGNMENT, 1);
        glReadPixels(0, 0, fw, fh, GL_RGB, GL_UNSIGNED_BYTE, m.capture->data());
    }
    SDL_GL_SwapWindow(core.window);

    if (core.frames_pending > 0) --core.frames_pending;
    // A window still settling its size (an auto-sized one after its content changed): draw until it has,
    // so nothing stays clipped until the next mouse move.
    const uint64_t sizes = layout_hash();
    if (sizes != m.last_layout) core.want_frames(2);
    m.last_layout = sizes;
    // Keep drawing a couple of frames after the last animation step, so its final state is on screen.
    if (core.board.animating(t) || (core.session.busy(t) && !core.session.only_waiting(t))) core.want_frames(2);
    // Close-up tile pictures, a few milliseconds a frame after the first; a finished one is drawn next frame.
    if (m.first_frame_done && core.atlas.step_detail(kDetailBudgetMs)) core.want_frames(1);
    if (!m.first_frame_done) {
        m.first_frame_done = true;
        if (core.hooks.first_frame) core.hooks.first_frame();
    }
    if (core.hooks.announce) {
        const std::string said = core.session.take_announcement();
        if (!said.empty()) core.hooks.announce(said.c_str());
    }
    m.probe.publish(core, m.menus, m.saves, m.sound, m.link);
    if (core.hooks.text_fields) {  // the text fields on screen, for the page's text input
        const TextFields& fields = text_fields();
        const TextFields::Field* editing = fields.active();
        std::vector<float> boxes;
        int active = -1;
        for (const TextFields::Field& f : fields.fields) {
            if (&f == editing) active = int(boxes.size() / 4);
            boxes.insert(boxes.end(), {f.min.x, f.min.y, f.max.x, f.max.y});
        }
        core.hooks.text_fields(boxes.data(), int(boxes.size() / 4), active, editing ? editing->hint.c_str() : "");
    }
}

void App::force_frames(int n) {
    for (int i = 0; i < n; ++i) render_frame();
    glFinish();
}

bool App::read_pixels(int* w, int* h, std::string* rgb) {
    Impl& m = *impl_;
    if (!m.core.window) return false;
    // Draw one more frame and read it back before it is swapped away.
    m.capture = rgb;
    render_frame();
    m.capture = nullptr;
    *w = m.capture_w;
    *h = m.capture_h;
    return !rgb->empty();
}

std::string App::sound_state() const { return impl_->sound.probe_json(impl_->core); }

void App::shutdown() {
    app::AppCore& core = impl_->core;
    if (!core.window) return;
    impl_->sound.close();
    if (ImGui::GetCurrentContext()) {
        core.atlas.release();
        core.board_cache.release();
        ImGui_ImplOpenGL3_Shutdown();
        ImGui_ImplSDL2_Shutdown();
        ImGui::DestroyContext();
    }
    if (core.gl) SDL_GL_DeleteContext(core.gl);
    SDL_DestroyWindow(core.window);
    core.window = nullptr;
    core.gl = nullptr;
    SDL_Quit();
}

}  // namespace carc::ui
