// The Abbey & Mayor board layer: the abbey placed on a lit hole instead of drawing (or declined), the wagon's
// moves after its feature scored (markers across the board, or home), and where barns stand (a tile's corner);
// how its figures look is its parts.h's kAbbeyMayorLooks.
#include <algorithm>
#include <string>

#include "engine/spots.h"
#include "ui/board/board_layer.h"
#include "ui/core/i18n.h"
#include "ui/core/session.h"
#include "ui/core/tile_geom.h"
#include "ui/expansions/abbey_mayor/draw/parts.h"

namespace carc::ui {
namespace {

class AbbeyMayorLayer : public BoardLayer {
  public:
    bool phase(Phase p, LayerPhase* out) const override {
        if (p == Phase::TurnStart)
            *out = {"abbey", true, false};  // place the abbey or draw
        else if (p == Phase::WagonMove)
            *out = {"wagon", false, true};  // where a wagon goes after its feature scored
        else
            return false;
        return true;
    }

    std::vector<Action> cell_actions(const BoardScene& sc) const override {
        std::vector<Action> holes;  // the player's abbey may go into these holes (or they draw a tile instead)
        if (sc.human_to_move(Phase::TurnStart))
            for (const Action& a : sc.session->legal_decisions())
                if (a.kind == ActionKind::Abbey) holes.push_back(a);
        return holes;
    }

    int cell_tile(const Action& a) const override {
        return a.kind == ActionKind::Abbey ? tiles().role_type(TileRole::Abbey) : -1;
    }

    // Where the wagon may go: a marker on every unoccupied feature it can reach, across the board.
    void add_markers(const BoardScene& sc, std::vector<BoardMarker>& out) const override {
        if (!sc.human_to_move(Phase::WagonMove)) return;
        const Game& g = sc.game();
        std::vector<BoardMarker> wagon;
        std::vector<ImVec2> tiles_tl;
        for (const Action& a : sc.session->legal_decisions()) {
            if (a.kind != ActionKind::WagonMove) continue;  // (the wagon can always go home instead)
            const int ti = g.tile_at(a.x, a.y);
            if (ti < 0) continue;
            const PlacedTile& t = g.placed()[ti];
            const TileType& tt = tiles().type(t.type);
            if (a.spot >= tt.segments.size()) continue;
            const P2 p = segment_anchor(t.type, t.rot, a.spot);
            // TRANSLATORS: the label of a spot the wagon may move to, on the board.
            wagon.push_back({a, sc.screen(t.x + p.x, t.y + p.y), N_("wagon"), carc::Figure::Wagon, false,
                             segment_kind_name(tt.segments[a.spot].kind)});
            tiles_tl.push_back(sc.screen(t.x, t.y));
        }
        spread_markers(wagon, tiles_tl, sc.marker_radius, sc.tile_px());  // two destinations on one tile
        out.insert(out.end(), wagon.begin(), wagon.end());
    }

    bool moves_figure(const Action& a) const override { return a.kind == ActionKind::WagonMove; }

    // Barns stand on a tile corner: 0..3 = NE, SE, SW, NW.
    bool figure_point(carc::Figure kind, int spot, P2* at) const override {
        if (kind != carc::Figure::Barn) return false;
        static const float kCorner[4][2] = {{1, 0}, {1, 1}, {0, 1}, {0, 0}};
        const int c = std::clamp(spot, 0, 3);
        *at = {kCorner[c][0], kCorner[c][1]};
        return true;
    }

    bool pass(const BoardScene& sc, PassButton* out) const override {
        if (sc.human_to_move(Phase::TurnStart)) {
            const bool last_round = sc.game().state<AbbeyMayorState>().in_abbey_round();  // after the last tile: place it now or never
            *out = {last_round ? Action::pass() : Action::of(ActionKind::DrawChoice),
                    // TRANSLATORS: the buttons declining the abbey, and their tooltips.
                    last_round ? _("No abbey") : _("Draw a tile"),
                    last_round ? _("End the game without placing your abbey (Space)")
                               : _("Keep the abbey for later and draw a tile (Space)")};
            return true;
        }
        if (sc.human_to_move(Phase::WagonMove)) {
            // TRANSLATORS: the button sending the wagon home instead of moving it on, and its tooltip.
            *out = {Action::of(ActionKind::WagonReturn), _("Wagon goes home"),
                    _("The wagon goes back to your supply (Space)")};
            return true;
        }
        return false;
    }

    bool human_text(const BoardScene& sc, const TurnWho& who, std::string* title,
                    std::string* hint) const override {
        const bool one = who.humans == 1;
        if (sc.human_to_move(Phase::TurnStart) && sc.game().state<AbbeyMayorState>().in_abbey_round()) {
            *title = one ? _("Last chance: place your abbey?")
                         // TRANSLATORS: %s is a player's name.
                         : i18n::fmt(_("%s: last chance for the abbey"), who.name);
            // TRANSLATORS: No abbey, Draw a tile and Wagon goes home are the buttons of those names.
            *hint = who.touch ? _("Tap a lit hole for the abbey, or No abbey.")
                              : _("Click a lit hole to put your abbey there, or No abbey (Space).");
        } else if (sc.human_to_move(Phase::TurnStart)) {
            *title = one ? _("Your turn: place your abbey?")
                         // TRANSLATORS: %s is a player's name.
                         : i18n::fmt(_("%s: place your abbey?"), who.name);
            *hint = who.touch ? _("Tap a lit hole for the abbey, or Draw a tile.")
                              : _("Click a lit hole to put your abbey there, or Draw a tile (Space).");
        } else if (sc.human_to_move(Phase::WagonMove)) {
            *title = one                ? _("Move your wagon?")
                     : is_you(who.name) ? _("Your wagon: move it?")
                                        // TRANSLATORS: %s is a player's name.
                                        : i18n::fmt(_("%s's wagon: move it?"), who.name);
            *hint =
                who.touch
                    ? _("Tap a lit spot for the wagon, or Wagon goes home.")
                    : _("Click a lit spot to move the wagon there (Tab + Enter), or send it home (Space).");
        } else {
            return false;
        }
        return true;
    }

    // With the mayor, the wagon and the barn in the game, a tile that takes nothing takes no figure of any kind
    // (and names the player when several people play at this screen, as the board's own title does). (Where
    // kinds are offered, the board's title says "Place a figure?" itself.)
    void deploy_text(const BoardScene& sc, const std::vector<BoardMarker>& markers, bool, const char** title,
                     const char**) const override {
        if (!sc.session->config().rules.abbey_mayor || !markers.empty()) return;
        const auto& seats = sc.session->config().seats;
        if (std::count_if(seats.begin(), seats.end(), [](const Seat& s) { return !s.computer; }) > 1) {
            const int p = sc.session->deciding_player();
            const std::string name = p >= 0 && p < int(seats.size()) ? seats[size_t(p)].name : "";
            // TRANSLATORS: %s is the name of the player whose tile takes no figure (a follower, the mayor, the
            // wagon or the barn).
            deploy_title_ = i18n::fmt(_("%s: no figure can go on this tile"), name);
            *title = deploy_title_.c_str();
        } else {
            // TRANSLATORS: the turn banner when the tile takes no figure (a follower, the mayor, the wagon or the
            // barn).
            *title = _("No figure can go on this tile");
        }
    }

  private:
    mutable std::string deploy_title_;  // deploy_text's title with a name (it hands out a pointer into it)
};

}  // namespace

std::unique_ptr<BoardLayer> make_abbey_mayor_layer() {
    return std::make_unique<AbbeyMayorLayer>();
}

}  // namespace carc::ui
