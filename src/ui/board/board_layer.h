// Board layers: what an expansion adds to the board view (its own pieces drawn live, its decisions' markers
// and texts, its animations, its probe), behind a small interface the view calls once per step. The view
// holds one layer of each kind made by make_board_layers() (below).
#pragma once

#include <memory>
#include <span>
#include <string>
#include <vector>

#include "engine/game.h"
#include "imgui.h"
#include "ui/core/camera.h"
#include "ui/core/tile_geom.h"

namespace carc::ui {

class Session;
class TileAtlas;
struct ScoreAnim;
struct Settings;

// How a kind of figure an expansion brings is drawn on the board: each expansion's UiParts lists its own
// (ui/expansions/ui_parts.h, kFigureLooks); the follower is the base game's (Sprite::Follower, lying in a field as
// Sprite::Farmer).
struct FigureLook {
    carc::Figure kind = carc::Figure::Follower;
    int sprite = 0;         // its TileAtlas sprite: a Sprite, or the expansion's column of figures.png
    int field_sprite = -1;  // in a field it lies there as this sprite, as a farmer does (-1: it goes in no field)
    float scale = 1;        // its size against a follower's
};

// Every expansion's figure looks, in the order of src/expansions.inc (ui/expansions/parts.cpp).
std::span<const FigureLook> figure_looks();
// The look of a kind an expansion registers (null: the follower, or a kind none registers).
const FigureLook* find_figure_look(carc::Figure kind);

// A circle the person may click for a decision: a figure's place on the placed tile, a spot elsewhere on the
// board or a space off the tiles.
struct BoardMarker {
    Action action;
    ImVec2 pos;
    const char* role;  // the label: knight, thief, farmer, monk, ...
    carc::Figure figure = carc::Figure::Follower;
    bool farmer = false;
    const char* feature = "";  // road, city, field, cloister, corner (for the probe)
    int space = -1;            // a space off the tiles the marker stands on, -1: none
    bool ring = false;         // a figure already on the board, chosen by a ring round it
};

// A figure going home (after its feature scored, or taken off the board): it rises and fades from (bx, by).
struct FigureGhost {
    double bx = 0, by = 0;
    uint32_t colour = 0;
    bool farmer = false;
    float scale = 1;  // its size against a follower's
    int glyph = 0;
    uint32_t ink = 0;
    double start = 0;
};

// What a layer sees of the board view in one step: the session, the camera, the board's area and time, and
// the view's drawing of figures.
struct BoardScene {
    const Session* session = nullptr;
    const Settings* settings = nullptr;
    const TileAtlas* atlas = nullptr;  // null: procedural pictures
    const Camera* camera = nullptr;
    double now = 0;                         // seconds
    ImVec2 area_min{0, 0}, area_max{0, 0};  // the board's screen rectangle
    float banner_bottom = 0;                // the turn banner's lower edge on the screen
    float marker_radius = 0;
    carc::Figure deploy_kind = carc::Figure::Follower;  // the kind of figure the deploy markers offer

    const Game& game() const;
    bool reduced_motion() const;
    ImVec2 screen(double bx, double by) const;  // board units to screen pixels
    Vec2d to_board(ImVec2 p) const;
    float tile_px() const { return float(camera->scale()); }
    // The person at this screen decides now, in phase `p`.
    bool human_to_move(Phase p) const;
    std::vector<uint32_t> seat_colours() const;  // each seat's figure colour (the palette setting applied)
    // A figure of `seat` centred at `centre`; `sprite`: a TileAtlas figure sprite (Sprite, or an expansion's).
    void draw_figure(ImDrawList* dl, ImVec2 centre, float size, int seat, int sprite, float alpha) const;
    // A figure of `seat` going home from board point (bx, by), starting at `start`.
    FigureGhost ghost_of(int seat, double bx, double by, bool farmer, double start) const;
};

// A decision phase a layer owns (the engine's phases beyond Place and Deploy).
struct LayerPhase {
    const char* name = "";  // the phase as the probe names it
    bool cells = false;     // decided on lit cells (else on markers)
    bool zoom = false;      // touch screens zoom in when its markers crowd
};

// The button (and Space) that declines a layer's decision.
struct PassButton {
    Action action;
    const char* label = "";
    const char* tooltip = "";
};

// Who decides now, for the turn banner's texts.
struct TurnWho {
    std::string name;    // the deciding player's name ("" when nobody)
    int player = -1;     // the deciding player
    int humans = 0;      // people at this screen
    bool touch = false;  // say "Tap"
};

// Markers closer than their size push each other apart until none overlap, each staying on its tile where the
// zoom leaves room (spread_circles; `tile_tl`: the tile's top-left corner on screen, one per marker; `r`: the
// markers' radius; `tile`: a tile's size in pixels; markers from index `movable` on stay where they are).
void spread_markers(std::vector<BoardMarker>& markers, const std::vector<ImVec2>& tile_tl, float r,
                    float tile, size_t movable = SIZE_MAX);

class BoardLayer {
  public:
    virtual ~BoardLayer() = default;

    // The game changed (new_game: another game was started or loaded).
    virtual void on_change(const BoardScene&, bool /*new_game*/) {}
    // Takes this layer's own events out of `fresh` (the session's new scores) to show them itself; followers
    // it sends home go into `ghosts`.
    virtual void take_events(const BoardScene&, std::vector<ScoreAnim>& /*fresh*/,
                             std::vector<FigureGhost>& /*ghosts*/) {}
    // Computer players wait until this time (seconds), so that what the layer shows can be seen; 0: no wait.
    virtual double busy_until() const { return 0; }
    // True while something of the layer moves or waits on a timer.
    virtual bool animating(const BoardScene&) const { return false; }

    // The phase `p` when this layer owns it (false: not this layer's).
    virtual bool phase(Phase /*p*/, LayerPhase* /*out*/) const { return false; }
    // The actions of a cell decision in the layer's phase, one per lit cell.
    virtual std::vector<Action> cell_actions(const BoardScene&) const { return {}; }
    // The tile type a cell action of this layer puts on the board (-1: not this layer's).
    virtual int cell_tile(const Action& /*a*/) const { return -1; }
    // Markers of the person's decision now, after the ones already in `out`.
    virtual void add_markers(const BoardScene&, std::vector<BoardMarker>& /*out*/) const {}
    // True when `a` puts a figure of kind a.figure on the board in the deploy step (besides
    // ActionKind::Deploy).
    virtual bool deploys(const Action& /*a*/) const { return false; }
    // True when `a` moves a figure already on the board to spot a.spot of the tile at (a.x, a.y).
    virtual bool moves_figure(const Action& /*a*/) const { return false; }
    // Where a figure of `kind` stands when the layer places it itself (not on its segment's anchor): a point
    // in tile units from the tile's top-left corner. Such figures belong to no feature.
    virtual bool figure_point(carc::Figure /*kind*/, int /*spot*/, P2* /*at*/) const { return false; }
    // The decline button of the layer's phase (false: none).
    virtual bool pass(const BoardScene&, PassButton* /*out*/) const { return false; }

    // The turn banner's title and hint while the person decides in the layer's phase.
    virtual bool human_text(const BoardScene&, const TurnWho&, std::string* /*title*/,
                            std::string* /*hint*/) const {
        return false;
    }
    // The banner's title while nobody at this screen decides (the layer shows something, or names the wait).
    virtual bool wait_text(const BoardScene&, const TurnWho&, std::string* /*title*/) const { return false; }
    // The deploy step's title and hint, changed where the layer adds figures or places.
    virtual void deploy_text(const BoardScene&, const std::vector<BoardMarker>&, bool /*touch*/,
                             const char** /*title*/, const char** /*hint*/) const {}

    // Drawing, in this order within a frame: over the tiles and score highlights, under the turn's cells;
    // over the figures; over the markers with the points; the layer's banner on top.
    virtual void draw_live(const BoardScene&, ImDrawList*) const {}
    virtual void draw_over_figures(const BoardScene&, ImDrawList*) const {}
    virtual void draw_effects(const BoardScene&, ImDrawList*) const {}
    virtual void draw_banner(const BoardScene&, ImDrawList*) const {}
    // A tooltip for the layer's own pieces under the mouse (true: shown).
    virtual bool tooltip(const BoardScene&, ImVec2 /*mouse*/) const { return false; }

    // The layer's key in the board's probe (nullptr: none) and its JSON value there.
    virtual const char* probe_key() const { return nullptr; }
    virtual std::string probe(const BoardScene&, const std::vector<BoardMarker>&) const { return "null"; }
};

// One layer of each expansion that draws on the board, in drawing order: each one's UiParts
// (ui/expansions/parts.cpp).
std::vector<std::unique_ptr<BoardLayer>> make_board_layers();

}  // namespace carc::ui
