// Inns & Cathedrals' hooks for the computer players: what an inn road or a cathedral city is worth to the figures on
// it (variants.md F1-F4: twice or three times the value when finished, nothing when still open at the end), and the
// large follower's place in the advice's words.
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

bool describe(const Game&, const Action& a, std::string* out) {
    if (a.kind != ActionKind::Deploy || a.figure != Figure::Big) return false;
    *out = "the large follower";
    return true;
}

AiExpansionHooks make_hooks() {
    AiExpansionHooks h;
    h.feature_worth = &feature_worth;
    h.describe = &describe;
    return h;
}

}  // namespace

const AiExpansionHooks* AiRecord<InnsCathedralsModule>::hooks() {
    static const AiExpansionHooks hooks = make_hooks();
    return &hooks;
}

}  // namespace carc::ai
