// The board view: draws the table (tiles, figures, the turn's legal cells, previews, follower markers, score
// highlights, reading aids) and turns mouse, touch and keys into camera moves and the player's decisions,
// which it submits through the Session. What an expansion adds is drawn and decided by its board layer
// (board_layer.h). Its member functions are defined by concern in board_view.cpp (attach, fit, frame, sync),
// board_input.cpp, board_turn.cpp, board_render.cpp, board_anim.cpp, board_newest.cpp, board_windows.cpp and
// board_probe.cpp.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "engine/game.h"
#include "imgui.h"
#include "ui/board/board_layer.h"
#include "ui/core/board_geom.h"
#include "ui/core/camera.h"
#include "ui/core/turn_controls.h"

union SDL_Event;

namespace carc::ui {

class BoardCache;
class Session;
struct ScoreAnim;
class TileAtlas;
struct Settings;

class BoardView {
public:
    // The session played on this board, the player's settings and the tile art (null = procedural tiles).
    // `cache` (optional) keeps the still layer in a texture.
    // `turn` (optional): the turn's controls shared with the panels (else the view keeps its own).
    void attach(Session* session, const Settings* settings, const TileAtlas* atlas, BoardCache* cache = nullptr,
                TurnControls* turn = nullptr);

    // Events the board handles itself (wheel, fingers, keys). `mouse_free`/`keys_free`: ImGui does not want
    // the mouse / keyboard. Returns true when the view changed.
    bool handle_event(const SDL_Event& e, bool mouse_free, bool keys_free);
    // Once per frame, between ImGui::NewFrame() and ImGui::Render(): pointer gestures, held keys, animations,
    // drawing. `area` is the board's screen rectangle. now and dt in seconds.
    void frame(ImVec2 area_min, ImVec2 area_max, double now, float dt);
    // A band at the bottom of the board area that a window covers (the replay bar): fits keep above it, and
    // a fit made just before it appeared or changed is made again.
    void set_bottom_inset(float px);
    // Whether the panels show the line of what to do this frame: where they do not, the turn banner always does.
    void set_panel_hint(bool shown) { panel_hint_ = shown; }

    void fit();                                 // "Fit board": the whole board in view (at once)
    void zoom_step(int steps);                  // +/- keys and menu: zoom about the view's middle
    void request_fit() { fit_pending_ = true; }
    // Brings placed tile `index` (Game::placed) to the middle of the open board and flashes a frame round it
    // for a moment (a log line chosen in the log).
    void show_tile(int index);
    // True while something on the board moves or waits on a timer (keep rendering).
    bool animating(double now) const;
    // The turn's controls the view reads and changes (the rotation in hand, the selection, the figure kind).
    TurnControls& turn() { return *turn_; }
    const TurnControls& turn() const { return *turn_; }
    const Camera& camera() const { return camera_; }
    // Read-only state for browser tests, as JSON: phase, legal cells and follower markers in screen (CSS)
    // pixels, the board's buttons, the game's progress.
    std::string probe_json() const;

private:
    struct Finger {
        float x, y;
    };
    struct Press {
        bool active = false;
        int button = 0;
        ImVec2 pos{0, 0};
        double time = 0;
        bool touch = false, moved = false, multi = false, long_fired = false;
    };
    struct ScoreHighlight {
        ScoreEvent event;
        double start = 0;
        std::vector<std::pair<int, int>> parts;  // (placed tile, segment) of every segment of the feature
    };
    struct FigureKey {
        int player, kind, tile, spot;
        bool operator==(const FigureKey&) const = default;
    };
    using Marker = BoardMarker;
    using Ghost = FigureGhost;

    Session* session_ = nullptr;
    TurnControls own_turn_;
    TurnControls* turn_ = &own_turn_;
    const Settings* settings_ = nullptr;
    const TileAtlas* atlas_ = nullptr;
    BoardCache* cache_ = nullptr;
    struct StillKey {
        double cx, cy, scale;
        float x0, y0, x1, y1, fb;
        uint64_t revision;
        int generation, flags;
        bool placing, atlas;
        int detail;  // TileDetail::generation(): a close-up tile picture became ready
        unsigned language;  // i18n::generation(): the board's words (badges) in another language
        bool operator==(const StillKey&) const = default;
    };
    StillKey still_key_{};
    float bottom_inset_ = 0;
    // The scale last chosen (by a zoom or a fit), and the board area's size then; the scale a resize left.
    double chosen_scale_ = 0, resized_scale_ = 0;
    float chosen_w_ = 0, chosen_h_ = 0;
    bool panel_hint_ = true;
    bool hint_seen_ = false;  // a hint was shown last frame
    double fit_at_ = -1e9;  // when the board was last fitted (now_)
    bool still_valid_ = false;
    std::unique_ptr<ImDrawList> still_dl_;
    int still_renders_ = 0;
    Camera camera_;
    bool fit_pending_ = true;
    bool cam_anim_ = false;
    CameraView cam_target_;
    bool dragging_ = false;
    ImVec2 drag_last_{0, 0};                    // pointer position at the last pan step
    ImVec2 press_pos_{0, 0};                    // where the last mouse button went down
    ImVec2 release_pos_{0, 0};                  // ... and where the last one went up
    bool touch_pointer_ = false;                // the pointer is SDL's stand-in for a finger
    // A mouse's motions since the last touch (their count and pixels): a touch layout gives way to the mouse's only
    // when a mouse really moves or clicks, not for one stray motion.
    int mouse_moves_ = 0;
    float mouse_travel_ = 0;
    Press press_;
    unsigned keys_held_ = 0;                    // bit 0..3: left, right, up, down
    std::unordered_map<int64_t, Finger> fingers_;  // finger id -> position in screen pixels
    float pinch_dist_ = 0;
    ImVec2 pinch_mid_{0, 0};
    ImVec2 display_{1, 1};
    ImVec2 area_min_{0, 0}, area_max_{1, 1};
    bool area_known_ = false;                   // area_ holds a real previous frame's board area
    bool refit_after_banner_ = false;           // the last fit guessed the banner's height
    int banner_frames_ = 0;                     // frames the turn banner has been drawn
    double now_ = 0;

    // The turn.
    int generation_ = -1;
    uint64_t revision_ = 0;
    int placed_count_ = 0;
    std::vector<Cell> cells_;                   // legal cells of the tile in hand (or of a layer's cell decision)
    std::vector<Action> cell_actions_;          // a layer's cell decision: its actions, one per cell
    int cell_tile_ = -1;                        // the tile shown on a layer's cells (-1: the tile in hand)
    std::vector<Cell> dead_;                    // open cells no tile left can fill
    std::vector<Marker> markers_;
    std::vector<bool> labelled_;          // per marker: its role's label was drawn at the last frame (the probe)
    std::vector<ImVec2> marker_anchors_;  // the placed tile's markers where their figures go, before spreading
    int zoomed_for_ = -1;                       // the decision the camera last zoomed in for (touch_zoom_deploy)
    ImVec2 bar_size_{200, 60};                  // the decision bar's size when it was last drawn
    int bar_pan_for_ = -1;                      // the placed tile the board last panned for to make room for the bar
    std::optional<CameraView> zoomed_from_;     // the view it zoomed in from, until that decision is over
    CameraView zoomed_to_;                      // ... and the view it zoomed in to
    void touch_zoom_deploy();
    int hover_marker_ = -1;

    // Animations and reading aids.
    std::vector<ScoreHighlight> scores_;
    std::vector<Ghost> ghosts_;
    std::vector<FigureKey> figures_seen_;
    std::vector<float> figures_seen_x_, figures_seen_y_;
    std::vector<uint8_t> figures_seen_farmer_;
    std::vector<float> figures_seen_scale_;  // their size against a follower's as they go home
    ImVec2 banner_min_{0, 0}, banner_max_{0, 0};
    ImVec2 banner_hand_min_{0, 0}, banner_hand_max_{0, 0};  // the banner's tile in hand (the one part taking clicks)
    ImVec2 bar_min_{0, 0}, bar_max_{0, 0};
    ImVec2 skip_pos_{-1, -1}, undo_pos_{-1, -1};  // No follower or a layer's decline button; Take back
    ImVec2 kind_pos_[kNumFigureKinds];            // the figure kind buttons (-1: not shown)
    int frames_drawn_ = 0;
    // The newest tile of another player (board_newest.cpp) and, when it is hidden, the pointer to it.
    struct Newest {
        int tile = -1, player = -1;
        bool hidden = false;
        ImVec2 at{-1, -1}, toward{0, 0};  // the pointer's middle, and the direction to the tile
        float r = 0;
    };
    Newest newest_;
    void locate_newest();
    bool newest_hit(ImVec2 pos) const;
    void draw_newest(ImDrawList* dl) const;
    int flash_tile_ = -1;    // show_tile's tile, framed until flash_until_ (now_)
    double flash_until_ = 0;
    void draw_flash(ImDrawList* dl) const;

    void pinch_update(bool apply);
    void pan_held_keys(float dt);
    void animate_camera(float dt);
    void track_figures(double now, bool new_game);
    void take_scores(double now);
    CameraView fit_view(int x0, int y0, int x1, int y1, double margin);
    void sync(double now);
    void on_game_change(double now);
    void pointer(double now);
    void click(int button, ImVec2 pos);
    void long_press(ImVec2 pos);
    bool human_placing() const;
    bool human_deploying() const;
    bool lit_phase() const;                     // lit cells to choose from (the tile in hand, a layer's cells)
    bool marker_phase() const;                  // markers to choose from (the placed tile's figures, a layer's)
    bool choose_kind(carc::Figure f);           // the figure kind the markers offer (false: none of that kind)
    bool place_at(Cell c);
    void move_cursor(int dx, int dy);
    // Pans (animated, the zoom kept) just enough that cell c, and `above` pixels over it (a label), lie in the
    // board's open part: inside the area, below the turn banner. Measured on the view the camera is moving to.
    void keep_visible(Cell c, float above = 0);
    // The camera as it will be when the pan under way ends (as it is, with none).
    Camera heading() const;
    // At the start of a person's turn, when none of the lit cells lies in the open part, the one nearest its
    // middle is brought there (a River game's only cell can lie under the banner).
    void show_lit_cells();
    int lit_turn_ = -1;  // the turn whose lit cells were last checked
    void stop_following() {  // the player moves the view: no animated move goes on, no late re-fit
        cam_anim_ = false;
        refit_after_banner_ = false;
    }
    // The banner's size is known once it has been drawn twice (an auto-sized window's first frame is not).
    bool banner_measured() const { return banner_frames_ >= 2 && banner_max_.y > area_min_.y; }
    void compute_markers();
    float marker_radius() const;
    float tile_px() const { return float(camera_.scale()); }
    ImVec2 screen(double bx, double by) const;

    void draw_board(ImDrawList* dl);
    void draw_still(ImDrawList* dl);
    void draw_tile_pic(ImDrawList* dl, ImVec2 top_left, float size, int type, int rot) const;
    void draw_feature(ImDrawList* dl, const std::vector<std::pair<int, int>>& parts, ImU32 fill, ImU32 line) const;
    std::vector<std::pair<int, int>> feature_parts(int node) const;
    std::string feature_text(int node) const;
    void draw_hint(ImDrawList* dl);
    void draw_review(ImDrawList* dl);
    void draw_suggestion(ImDrawList* dl, const std::vector<Action>& acts, ImU32 colour, const char* label,
                         ImVec2 at = {0, 0}, float size = 0, bool picture = true) const;
    void draw_score_highlights(ImDrawList* dl) const;
    void draw_ghosts(ImDrawList* dl, float fsize) const;
    void draw_score_points(ImDrawList* dl) const;
    void draw_overlays(ImDrawList* dl);
    void banner();
    void deploy_bar();

    // The layers (one per expansion that draws on the board) and what they see of the view.
    std::vector<std::unique_ptr<BoardLayer>> layers_ = make_board_layers();
    BoardScene scene() const;
    // The layer whose phase the person at this screen decides now (nullptr: none), with the phase.
    const BoardLayer* human_layer(LayerPhase* phase = nullptr) const;
    bool pass_button(PassButton* out) const;    // the decline button of the layer's decision now (false: none)
    bool placed_apart(carc::Figure kind, int spot, P2* at) const;  // a layer's own place for the figure
    // Where a figure on the board stands, in tile units from its tile's corner: a layer's own place (*apart), else
    // its segment's anchor; and how big figures are drawn (pixels).
    P2 figure_anchor(const FigureSlot& f, bool* apart = nullptr) const;
    float figure_px() const { return std::max(14.0f, tile_px() * 0.36f); }
    bool is_deploy(const Action& a) const;      // `a` puts a figure of kind a.figure on the placed tile
    int sprite_of(carc::Figure kind, bool on_field, float* scale = nullptr) const;  // TileAtlas figure, its size
};

}  // namespace carc::ui
