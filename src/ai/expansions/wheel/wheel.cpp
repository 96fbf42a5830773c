// The Wheel of Fortune's hooks for the computer players: what crown followers are worth by the pig's reach,
// how playouts weigh sending a follower to a crown space, what a crown costs in the tree, and the crown spec
// keys.
#include "ai/expansions/wheel/record.h"

#include <algorithm>
#include <array>

#include "ai/expansion_hooks.h"
#include "ai/search_spec.h"
#include "engine/expansions/wheel/wheel.h"
#include "engine/tiles.h"

namespace carc::ai {
namespace {

// The wheel tiles still in the bag by their wheel number (1-3; [0] unused).
std::array<int, 4> wheel_numbers_left(const Game& g) {
    std::array<int, 4> by_number{};
    const TileSet& ts = tiles();
    for (int t = 0; t < ts.size(); ++t)
        if (ts.type(t).symbol > 0) by_number[static_cast<size_t>(ts.type(t).symbol)] += g.remaining(t);
    return by_number;
}

// How likely (in thousandths) the pig pays segment `seg`'s crowns. The next move comes from the wheel tiles
// still in the bag (their numbers 1-3 say which segments it can reach next); each later move is taken to land
// on any segment alike (1 in 6), and a landing after the next one counts half (the follower is away from the
// table until then, and others may share the segment meanwhile). Against the same player ignoring crowns,
// weights 1/2 for later landings and a cost of 10 per crown follower did better than full weight and a cost
// of 3 in 2- and 3-player self-play (which lost in 3-player games).
int crown_landing_permille(const Game& g, int seg) {
    const std::array<int, 4> by_number = wheel_numbers_left(g);
    const int moves = by_number[1] + by_number[2] + by_number[3];
    if (moves == 0) return 0;
    const int step = (seg - g.state<WheelState>().pig_at() + kWheelSegments) % kWheelSegments;
    const int next = step >= 1 && step <= 3 ? 1000 * by_number[static_cast<size_t>(step)] / moves : 0;
    int miss_later = 1000;  // (5/6) ^ (moves - 1)
    for (int i = 1; i < moves && miss_later > 0; ++i) miss_later = miss_later * 5 / 6;
    return next + (1000 - next) * (1000 - miss_later) / 2000;
}

// Expected worth (points x 4) of player p's followers on crown spaces: the segment's payout (3 alone on one
// crown, 6 alone on two, 3 when shared) times the chance the pig gets there, less a follower's absence.
int crowns_worth(const Game& g, int p) {
    int v = 0;
    for (int seg = 0; seg < kWheelSegments; ++seg) {
        int mine = 0, taken = 0;
        for (int s = kCrownFirst[seg]; s < kCrownFirst[seg] + kCrownCount[seg]; ++s) {
            mine += g.state<WheelState>().crown_player(s) == p;
            taken += g.state<WheelState>().crown_player(s) >= 0;
        }
        if (mine == 0) continue;
        const int payout = taken == 1 ? 3 * kCrownCount[seg] : 3 * mine;
        v += 4 * payout * crown_landing_permille(g, seg) / 1000 - 10 * mine;
    }
    return v;
}

// The fitted evaluation's terms: the crowns' expected payout (crowns_worth without the absence, in points), the
// player's followers on crown spaces, what Tax and the Inquisition would pay it now, and what the pig's next move
// is expected to pay it (by the wheel numbers left in the bag: Tax, Famine, Storm or the Inquisition where it
// lands; Fortune pays whoever draws, the Plague takes a follower).
constexpr const char* kTermNames[AiRecord<WheelModule>::kEstimateTerms] = {"wheel_crowns", "wheel_crown_followers", "wheel_tax",
                                                         "wheel_monks", "wheel_next_event"};

void add_estimate_terms(const Game& g, int first, std::array<EstimateTerms, kMaxPlayers>* out) {
    const WheelState& ws = g.state<WheelState>();
    // What each event would pay now (segments 1-4; Fortune and the Plague pay nothing here).
    std::array<std::array<int, kMaxPlayers>, kWheelSegments> pays{};
    for (int seg = 1; seg <= 4; ++seg) wheel_event_points(g, seg, &pays[static_cast<size_t>(seg)]);
    const std::array<int, 4> by_number = wheel_numbers_left(g);
    const int moves = by_number[1] + by_number[2] + by_number[3];
    for (int p = 0; p < g.num_players(); ++p) {
        double* t = (*out)[static_cast<size_t>(p)].data() + first;
        t[1] = ws.crown_followers(p);
        t[0] = (crowns_worth(g, p) + 10 * t[1]) / 4.0;  // crowns_worth less 10 a crown follower for its absence
        t[2] = pays[1][static_cast<size_t>(p)];
        t[3] = pays[4][static_cast<size_t>(p)] / 2;  // the Inquisition pays 2 a monk
        if (moves == 0) continue;
        double next = 0;
        for (int step = 1; step <= 3; ++step) {
            const size_t seg = static_cast<size_t>((ws.pig_at() + step) % kWheelSegments);
            next += static_cast<double>(pays[seg][static_cast<size_t>(p)]) * by_number[static_cast<size_t>(step)] / moves;
        }
        t[4] = next;
    }
}

// A follower the tree sends to a crown space costs crown_cost.
bool crown_cost(const SearchConfig& cfg, const Action& a, double* cost) {
    if (a.kind != ActionKind::Crown) return false;
    *cost = cfg.crown_cost;
    return true;
}

// Playouts: a crown space weighs crown_weight, or by the pig (crown_pig).
int crown_weight(const Game& s, const Action& a, const SearchConfig& cfg) {
    if (a.kind != ActionKind::Crown) return -1;
    if (!cfg.crown_pig) return cfg.crown_weight;
    // The pig's next move goes 1-3 segments on: a segment within reach can pay soon, the others wait for two
    // moves; a two-crown segment with a follower on it already pays 3 instead of 6 alone.
    const int step = (a.spot - s.state<WheelState>().pig_at() + kWheelSegments) % kWheelSegments;
    int w = step >= 1 && step <= 3 ? 2 * cfg.crown_weight : std::max(1, cfg.crown_weight / 3);
    if (kCrownCount[a.spot] == 2 && s.state<WheelState>().crown_player(kCrownFirst[a.spot]) >= 0) w = std::max(1, w / 2);
    return w;
}

// crown_split: the crown spaces on offer together weigh crown_weight (each of the other choices is scaled up
// by their number instead).
bool split_crown_weights(const ActionList& acts, const SearchConfig& cfg, int* w) {
    if (!cfg.crown_split) return false;
    int crowns = 0;
    for (const Action& a : acts) crowns += a.kind == ActionKind::Crown;
    if (crowns <= 1) return false;
    for (int i = 0; i < acts.size; ++i)
        if (acts[i].kind != ActionKind::Crown) w[i] *= crowns;
    return true;
}

bool spec_item(std::string_view key, std::string_view v, SearchConfig* c, bool* ok) {
    if (key == "crown") {
        *ok = parse_spec_int(v, 0, 1000, &c->crown_weight);
    } else if (key == "crownsplit") {
        *ok = parse_spec_switch(v, "on", "off", &c->crown_split);
    } else if (key == "crownpig") {
        *ok = parse_spec_switch(v, "on", "off", &c->crown_pig);
    } else if (key == "crowncost") {
        *ok = parse_spec_decimal(v, -1000, 1000, &c->crown_cost);
    } else {
        return false;
    }
    return true;
}

AiExpansionHooks make_hooks() {
    AiExpansionHooks h;
    h.position_value = &crowns_worth;
    h.estimate_terms = AiRecord<WheelModule>::kEstimateTerms;
    h.estimate_term_names = kTermNames;
    h.add_estimate_terms = &add_estimate_terms;
    h.decision_cost = &crown_cost;
    h.deploy_weight = &crown_weight;
    h.weighed_kinds = 1u << static_cast<int>(ActionKind::Crown);
    h.scale_deploy_weights = &split_crown_weights;
    h.spec_item = &spec_item;
    h.spec_help = " ,crown:N ,crownsplit:on|off ,crownpig:on|off ,crowncost:X";
    return h;
}

}  // namespace

const AiExpansionHooks* AiRecord<WheelModule>::hooks() {
    static const AiExpansionHooks hooks = make_hooks();
    return &hooks;
}

}  // namespace carc::ai
