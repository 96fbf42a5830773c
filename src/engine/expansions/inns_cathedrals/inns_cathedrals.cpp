// Inns & Cathedrals (variants.md F): its tiles join the land tiles (F17); each player's large follower is deployed
// like a follower and counts as two in every majority (F5-F10, through the module's kDoubleFigures); a road with an
// inn scores 2 per tile when completed and nothing at the end (F1, F2), a city with a cathedral 3 per tile and
// pennant when completed and nothing at the end (F3, F4; first edition 2-tile city: 2 each, F14). Abbeys and the
// end-of-game abbey round complete features as in the base turn (F11-F13); farms ignore both marks (F15).
#include "engine/expansions/inns_cathedrals/inns_cathedrals.h"

#include <string>

#include "engine/expansion.h"
#include "engine/game.h"

namespace carc {

unsigned feature_marks(const Game& g, int node) {
    unsigned marks = 0;
    const int root = g.feature_root(node);
    int n = root;
    do {
        const PlacedTile& p = g.placed()[static_cast<size_t>(g.node_tile(n))];
        marks |= tiles().type(p.type).segments[static_cast<size_t>(g.node_segment(n))].marks;
        n = g.feature_next(n);
    } while (n != root);
    return marks;
}

namespace {

InnsCathedralsState& st(Game& g) { return g.state<InnsCathedralsState>(); }
const InnsCathedralsState& st(const Game& g) { return g.state<InnsCathedralsState>(); }

}  // namespace

struct InnsCathedralsRules {
    static bool enabled(const Rules& r) { return r.inns_cathedrals && r.game == GameKind::Base; }

    static void setup(Game& g) {
        g.add_set_to_bag(TileSetId::InnsCathedrals);
        for (int p = 0; p < g.num_players(); ++p) st(g).big[static_cast<size_t>(p)] = 1;
    }

    static int supply(const Game& g, int player, Figure kind) {
        return kind == Figure::Big ? st(g).big[static_cast<size_t>(player)] : -1;
    }
    static bool change_supply(Game& g, int player, Figure kind, int delta) {
        if (kind != Figure::Big) return false;
        uint8_t& n = st(g).big[static_cast<size_t>(player)];
        n = static_cast<uint8_t>(n + delta);
        return true;
    }

    // F5: the large follower goes where a follower could, instead of one.
    static void deploy_actions(const Game& g, ActionSink emit) {
        if (st(g).big[g.turn_player()] == 0) return;
        const int segments = static_cast<int>(tiles().type(g.placed()[static_cast<size_t>(g.last_placed())].type).segments.size());
        for (int i = 0; i < segments; ++i)
            if (g.free_spot_node(i) >= 0) emit(Action::deploy(Figure::Big, i));
    }
    static int deploy_node(const Game& g, const Action& a) {
        if (a.figure != Figure::Big || st(g).big[g.turn_player()] == 0) return -1;
        return g.free_spot_node(a.spot);
    }
    static bool deploy_refusal(const Game&, const Action& a, std::string* why) {
        if (a.figure != Figure::Big) return false;
        if (why) *why = "the large follower goes only where a follower could (a feature nobody occupies)";
        return true;
    }
    static int setup_figure_node(const Game& g, Figure kind, int placed_index, int spot, std::string* why, bool* known) {
        if (kind != Figure::Big) return -1;
        *known = true;
        const PlacedTile& p = g.placed()[static_cast<size_t>(placed_index)];
        if (spot < 0 || spot >= static_cast<int>(tiles().type(p.type).segments.size())) {
            if (why) *why = "no such spot on the tile";
            return -1;
        }
        return p.node_base + spot;
    }

    // F1-F4, F14: what an inn road or a cathedral city is worth.
    static bool feature_value(const Game& g, int root, bool complete, int* points, ScoreRule* rule) {
        const unsigned marks = feature_marks(g, root);
        const int tiles_n = g.feature_tiles(root);
        if (g.node_kind(root) == SegKind::Road) {
            if (!(marks & kMarkInn)) return false;
            *rule = complete ? ScoreRule::InnRoadComplete : ScoreRule::InnRoadIncomplete;
            *points = complete ? 2 * tiles_n : 0;
            return true;
        }
        if (!(marks & kMarkCathedral)) return false;
        const int units = tiles_n + g.feature_pennants(root);
        if (!complete) {
            *rule = ScoreRule::CathedralIncomplete;
            *points = 0;
        } else if (g.rules().edition == Edition::First2000 && tiles_n == 2) {
            *rule = ScoreRule::CathedralSmall2000;
            *points = 2 * units;
        } else {
            *rule = ScoreRule::CathedralComplete;
            *points = 3 * units;
        }
        return true;
    }
};

const ExpansionHooks& InnsCathedralsModule::hooks() {
    static const ExpansionHooks h = [] {
        ExpansionHooks x;
        x.name = "inns_cathedrals";
        x.options = &inns_cathedrals_options();
        x.enabled = &InnsCathedralsRules::enabled;
        x.setup = &InnsCathedralsRules::setup;
        x.supply = &InnsCathedralsRules::supply;
        x.change_supply = &InnsCathedralsRules::change_supply;
        x.deploy_actions = &InnsCathedralsRules::deploy_actions;
        x.deploy_node = &InnsCathedralsRules::deploy_node;
        x.deploy_refusal = &InnsCathedralsRules::deploy_refusal;
        x.setup_figure_node = &InnsCathedralsRules::setup_figure_node;
        x.feature_value = &InnsCathedralsRules::feature_value;
        return x;
    }();
    return h;
}

}  // namespace carc
