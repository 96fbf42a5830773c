// Abbey & Mayor's hooks for the computer players: what barns, mayors and the figures in supply are worth, how
// playouts weigh these figures and choose between the abbey and a draw, the wagon's decisions ordered in the
// tree, and its actions in words.
#include "ai/expansions/abbey_mayor/record.h"

#include <string>

#include "ai/evaluate.h"
#include "ai/expansion_hooks.h"

namespace carc::ai {
namespace {

// A barn pays 4 per completed city of its farm at the end; a mayor is as strong as the city's pennants (in a
// city without pennants he wins nothing). A wagon is valued as a follower.
bool figure_value(const Game& g, const FigureSlot& f, int* value) {
    if (f.kind == Figure::Barn) {
        *value = 4 * 4 * g.farm_completed_cities(f.node);
        return true;
    }
    if (f.kind != Figure::Mayor) return false;
    bool field = false;
    int worth = open_feature_worth(g, f.node, &field);
    if (g.feature_pennants(f.node) == 0) worth /= 4;
    *value = worth - (field ? 6 : 3);
    return true;
}

// Figures still in supply keep their options open; an abbey is worth little at the very end. A wagon at home
// is worth little: moving it after a scoring is a free deployment.
int supply_value(const Game& g, int p) {
    if (g.is_over()) return 0;
    const AbbeyMayorState& am = g.state<AbbeyMayorState>();
    const AbbeyMayorSupply& ps = am.supply[static_cast<size_t>(p)];
    return 4 * ps.mayor + ps.wagon + 6 * ps.barn + (am.in_abbey_round() ? 0 : 8 * ps.abbey);
}

// Playouts: a barn or a wagon weighs 3, a mayor 4 in a city with pennants and 1 without.
int figure_weight(const Game& s, const Action& a, const SearchConfig&) {
    if (a.kind != ActionKind::Deploy) return -1;
    if (a.figure == Figure::Barn || a.figure == Figure::Wagon) return 3;
    if (a.figure != Figure::Mayor) return -1;
    const int node = s.placed()[s.last_placed()].node_base + a.spot;
    if (s.node_kind(node) != SegKind::City) return -1;
    return s.feature_pennants(node) > 0 ? 4 : 1;
}

// Playouts at the turn's start: draw mostly; in the final abbey round an abbey always scores, so place one.
bool abbey_or_draw(const Game& s, const ActionList& acts, Rng& rng, Action* out) {
    if (s.phase() != Phase::TurnStart) return false;
    int abbeys = 0;
    for (const Action& a : acts) abbeys += a.kind == ActionKind::Abbey;
    const bool final_round = s.state<AbbeyMayorState>().in_abbey_round();
    if (abbeys == 0 || (!final_round && rng.below(8) != 0)) {
        for (const Action& a : acts)
            if (a.kind != ActionKind::Abbey) {
                *out = a;
                return true;
            }
    }
    int k = static_cast<int>(rng.below(static_cast<uint32_t>(abbeys)));
    for (const Action& a : acts)
        if (a.kind == ActionKind::Abbey && k-- == 0) {
            *out = a;
            return true;
        }
    *out = acts[0];
    return true;
}

// The fitted evaluation's terms: what the player's barns would score now (4 a completed city of their farm), its
// abbey in supply, the same while a hole on the board can take it, and its mayor, wagon and barn in supply.
constexpr const char* kTermNames[AiRecord<AbbeyMayorModule>::kEstimateTerms] = {"am_barn_points", "am_abbey", "am_abbey_hole",
                                                              "am_mayor", "am_wagon", "am_barn"};

void add_estimate_terms(const Game& g, int first, std::array<EstimateTerms, kMaxPlayers>* out) {
    const AbbeyMayorState& am = g.state<AbbeyMayorState>();
    for (int i = 0; i < g.num_figures(); ++i) {
        const FigureSlot& f = g.figures()[static_cast<size_t>(i)];
        if (f.on_board && f.kind == Figure::Barn)
            (*out)[f.player][static_cast<size_t>(first)] += 4 * g.farm_completed_cities(f.node);
    }
    for (int p = 0; p < g.num_players(); ++p) {
        const AbbeyMayorSupply& ps = am.supply[static_cast<size_t>(p)];
        double* t = (*out)[static_cast<size_t>(p)].data() + first;
        t[1] = ps.abbey;
        t[2] = am.holes > 0 ? ps.abbey : 0;
        t[3] = ps.mayor;
        t[4] = ps.wagon;
        t[5] = ps.barn;
    }
}

bool describe(const Game&, const Action& a, std::string* out) {
    const std::string at = std::to_string(a.x) + "," + std::to_string(a.y);
    switch (a.kind) {
        case ActionKind::Abbey:
            *out = "the abbey at " + at;
            return true;
        case ActionKind::DrawChoice:
            *out = "drawing a tile";
            return true;
        case ActionKind::WagonReturn:
            *out = "the wagon home";
            return true;
        case ActionKind::WagonMove:
            *out = "the wagon to " + at;
            return true;
        default:
            return false;
    }
}

AiExpansionHooks make_hooks() {
    AiExpansionHooks h;
    h.figure_value = &figure_value;
    h.position_value = &supply_value;
    h.estimate_terms = AiRecord<AbbeyMayorModule>::kEstimateTerms;
    h.estimate_term_names = kTermNames;
    h.add_estimate_terms = &add_estimate_terms;
    h.prior_phases = 1u << static_cast<int>(Phase::WagonMove);
    h.deploy_weight = &figure_weight;
    h.weighed_figures = (1u << static_cast<int>(Figure::Barn)) | (1u << static_cast<int>(Figure::Wagon)) |
                        (1u << static_cast<int>(Figure::Mayor));
    h.playout_choice = &abbey_or_draw;
    h.describe = &describe;
    return h;
}

}  // namespace

const AiExpansionHooks* AiRecord<AbbeyMayorModule>::hooks() {
    static const AiExpansionHooks hooks = make_hooks();
    return &hooks;
}

}  // namespace carc::ai
