// Inns & Cathedrals' hooks for the computer players: what an inn road or a cathedral city is worth to the figures on
// it (variants.md F1-F4: twice or three times the value when finished, nothing when still open at the end), and the
// large follower's place in the advice's words.
#include <algorithm>
#include <array>

#include "ai/expansion_hooks.h"
#include "ai/expansions/inns_cathedrals/record.h"
#include "engine/blocked.h"
#include "engine/expansions/inns_cathedrals/inns_cathedrals.h"

namespace carc::ai {
namespace {

// The greedy evaluation's worth (points x 4): a road or city that can still be finished is worth about what it
// scores finished (2 per tile; 3 per tile and pennant), one nothing to come can finish is worth nothing.
int feature_worth(const Game& g, int node, int worth) {
    const unsigned marks = feature_marks(g, node);
    const SegKind k = g.node_kind(node);
    const bool inn = k == SegKind::Road && (marks & kMarkInn);
    const bool cathedral = k == SegKind::City && (marks & kMarkCathedral);
    if (!inn && !cathedral) return worth;
    if (feature_blocked(g, node)) return 0;
    if (inn) return 4 * 2 * g.feature_tiles(node) * 3 / 4;
    return 4 * 3 * (g.feature_tiles(node) + g.feature_pennants(node)) * 3 / 4;
}

// The fitted evaluation's terms, for the players who hold the feature (most strength on it): the tiles of the open
// inn roads that can still be finished and of those that cannot, the tiles and pennants of the open cathedral
// cities likewise, and the large follower in supply. The base terms count these roads and cities too; the fit
// weighs the difference (twice or three times the value when finished, nothing when open at the end).
constexpr const char* kTermNames[AiRecord<InnsCathedralsModule>::kEstimateTerms] = {
    "ic_inn_tiles", "ic_inn_blocked", "ic_cathedral_value", "ic_cathedral_blocked", "ic_big"};

void add_estimate_terms(const Game& g, int first, std::array<EstimateTerms, kMaxPlayers>* out) {
    std::array<HeldFeature, kMaxFigures> held;
    const int num_held = held_features(g, &held);
    for (int h = 0; h < num_held; ++h) {
        const HeldFeature& fh = held[static_cast<size_t>(h)];
        const SegKind kind = g.node_kind(fh.root);
        if (fh.most == 0 || (kind != SegKind::Road && kind != SegKind::City) || g.feature_open_edges(fh.root) == 0) continue;
        const unsigned marks = feature_marks(g, fh.root);
        const bool road = kind == SegKind::Road;
        if (!(marks & (road ? kMarkInn : kMarkCathedral))) continue;
        const bool blocked = feature_blocked(g, fh.root);
        const int value = road ? g.feature_tiles(fh.root) : g.feature_tiles(fh.root) + g.feature_pennants(fh.root);
        const int term = first + (road ? 0 : 2) + (blocked ? 1 : 0);
        for (int p = 0; p < g.num_players(); ++p)
            if (fh.strength[static_cast<size_t>(p)] == fh.most) (*out)[static_cast<size_t>(p)][static_cast<size_t>(term)] += value;
    }
    for (int p = 0; p < g.num_players(); ++p)
        (*out)[static_cast<size_t>(p)][static_cast<size_t>(first + 4)] = g.supply(p, Figure::Big);
}

bool describe(const Game&, const Action& a, std::string* out) {
    if (a.kind != ActionKind::Deploy || a.figure != Figure::Big) return false;
    *out = "the large follower";
    return true;
}

AiExpansionHooks make_hooks() {
    AiExpansionHooks h;
    h.feature_worth = &feature_worth;
    h.estimate_terms = AiRecord<InnsCathedralsModule>::kEstimateTerms;
    h.estimate_term_names = kTermNames;
    h.add_estimate_terms = &add_estimate_terms;
    h.describe = &describe;
    return h;
}

}  // namespace

const AiExpansionHooks* AiRecord<InnsCathedralsModule>::hooks() {
    static const AiExpansionHooks hooks = make_hooks();
    return &hooks;
}

}  // namespace carc::ai
