// The rules: placement legality, the phase machine, feature tracking (union-find) and scoring.
#include "engine/game.h"

#include <algorithm>
#include <bit>
#include <type_traits>
#include <utility>

namespace carc {
namespace {

constexpr int kPopcount4[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
constexpr int kDx[4] = {0, 1, 0, -1};
constexpr int kDy[4] = {-1, 0, 1, 0};

bool set_why(std::string* why, const std::string& text) {
    if (why) *why = text;
    return false;
}

constexpr const char* kSideWords[4] = {"north", "east", "south", "west"};

std::string cell_text(int x, int y) { return "(" + std::to_string(x) + "," + std::to_string(y) + ")"; }

char edge_letter(Edge e) {
    switch (e) {
        case Edge::Field: return 'F';
        case Edge::City: return 'C';
        case Edge::Road: return 'R';
        case Edge::River: return 'I';
        case Edge::Abbey: return 'A';
        case Edge::Wheel: return 'W';
        case Edge::Half: return 'H';
    }
    return '?';
}

template <class Emit>
ActionSink sink_of(Emit& emit) {
    return ActionSink{&emit, [](void* ctx, const Action& a) { (*static_cast<Emit*>(ctx))(a); }};
}

}  // namespace

const char* event_kind_name(EventKind k) {
    switch (k) {
        case EventKind::Road: return "road";
        case EventKind::City: return "city";
        case EventKind::Cloister: return "cloister";
        case EventKind::Farm: return "farm";
        case EventKind::Barn: return "barn";
        case EventKind::Fortune: return "fortune";
        case EventKind::Tax: return "tax";
        case EventKind::Famine: return "famine";
        case EventKind::Storm: return "storm";
        case EventKind::Inquisition: return "inquisition";
        case EventKind::Crown: return "crown";
        case EventKind::Discard: return "discard";
        case EventKind::Plague: return "plague";
    }
    return "?";
}

const char* score_rule_text(ScoreRule r) {
    switch (r) {
        case ScoreRule::RoadComplete: return "completed road: 1 point per tile";
        case ScoreRule::RoadIncomplete: return "unfinished road at the end: 1 point per tile";
        case ScoreRule::CityComplete: return "completed city: 2 points per tile and per pennant";
        case ScoreRule::CitySmall2000: return "first edition: a completed 2-tile city gives 1 point per tile and per pennant";
        case ScoreRule::CityIncomplete: return "unfinished city at the end: 1 point per tile and per pennant";
        case ScoreRule::CloisterComplete: return "surrounded cloister: 9 points";
        case ScoreRule::CloisterIncomplete: return "unfinished cloister at the end: 1 point plus 1 per neighbouring tile";
        case ScoreRule::FarmClassic: return "farm: 3 points per completed city to the player(s) with most farmers";
        case ScoreRule::Farm2000: return "first edition: 4 points per completed city to the player(s) with most farmers around it";
        case ScoreRule::BarnPlaced: return "barn placed: 3 points per completed city to the farmer majority";
        case ScoreRule::BarnJoined: return "farm joined to a barn: 1 point per completed city to the farmer majority";
        case ScoreRule::BarnFinal: return "barn at the end: 4 points per completed city of its farm";
        case ScoreRule::TileDiscarded: return "the tile fits nowhere and leaves the game";
        case ScoreRule::WheelFortune: return "Fortune: the active player scores 3 points";
        case ScoreRule::WheelTax: return "Tax: each knight scores the pennants of its city plus its owner's knights there";
        case ScoreRule::WheelFamine: return "Famine: each farmer scores 1 point per completed city of its farm";
        case ScoreRule::WheelStorm: return "Storm: each player scores 1 point per follower in supply";
        case ScoreRule::WheelInquisition: return "Inquisition: each monk scores 2 points";
        case ScoreRule::WheelPlague: return "Plague: each player sends one follower on a land tile home";
        case ScoreRule::CrownAlone: return "crown: a follower alone on the segment scores 3 per crown space";
        case ScoreRule::CrownShared: return "crown: two followers on the segment score 3 each";
        case ScoreRule::PlagueReturn: return "Plague: a follower goes home without scoring";
    }
    return "?";
}

Game::Game(const Rules& rules, int num_players, bool normal_start) : rules_(rules) {
    num_players_ = static_cast<uint8_t>(std::clamp(num_players, 1, kMaxPlayers));
    for (int i = 0; i < num_expansions(); ++i) {
        const ExpansionHooks& h = expansion(i);
        if (!h.enabled || !h.enabled(rules_)) continue;
        active_ = static_cast<uint8_t>(active_ | (1u << i));
        const std::pair<bool, uint16_t> bits[] = {
            {h.setup != nullptr, kHookSetup},       {h.place_start != nullptr, kHookStart},
            {h.turn_start != nullptr, kHookTurnStart}, {h.filter_draws != nullptr, kHookDraw},
            {h.placement_ok != nullptr, kHookPlace}, {h.tile_placed != nullptr, kHookPlaced},
            {h.deploy_actions != nullptr, kHookDeploy}, {h.keep_scored_figure != nullptr, kHookKeep},
            {h.after_scoring != nullptr, kHookScoring}, {h.before_end != nullptr, kHookEnd},
            {h.final_scoring != nullptr, kHookFinal}, {h.tile_drawn != nullptr, kHookDrawn},
            {h.deploy_alternatives != nullptr, kHookDeployAlt}};
        for (const auto& [has, bit] : bits)
            if (has) hook_bits_ = static_cast<uint16_t>(hook_bits_ | bit);
    }
    const TileSet& ts = tiles();
    add_set_to_bag(rules_.game == GameKind::WheelOfFortune ? TileSetId::WheelOfFortune : TileSetId::Base);
    if (hook_bits_ & kHookSetup)
        for_each_hook([&](const ExpansionHooks& h) { if (h.setup) h.setup(*this); });
    if (rules_.game == GameKind::WheelOfFortune) {
        for (int t = 0; t < ts.size(); ++t)
            if (ts.type(t).board_col >= 0) put_tile(t, ts.type(t).board_col, ts.type(t).board_row, 0);
    } else if (normal_start) {
        bool started = false;
        if (hook_bits_ & kHookStart)
            for_each_hook([&](const ExpansionHooks& h) { if (!started && h.place_start) started = h.place_start(*this); });
        if (!started) {
            const int start = ts.start_type();
            --bag_[static_cast<size_t>(start)];
            --bag_total_;
            put_tile(start, 0, 0, 0);
        }
    }
    turn_ = 0;
    current_ = 0;
    phase_ = Phase::Draw;
    after_draw();
}

void Game::add_set_to_bag(TileSetId set) {
    const TileSet& ts = tiles();
    for (int t = 0; t < ts.size(); ++t) {
        const TileType& tt = ts.type(t);
        if (tt.set_id != set || tt.count <= 0 || bag_[static_cast<size_t>(t)] != 0) continue;
        if (bag_total_ == 0 || t < type_lo_) type_lo_ = static_cast<uint8_t>(t);
        type_hi_ = static_cast<uint8_t>(std::max<int>(type_hi_, t + 1));
        bag_[static_cast<size_t>(t)] = static_cast<uint8_t>(tt.count);
        bag_total_ = static_cast<int16_t>(bag_total_ + tt.count);
    }
}

const Oriented& Game::oriented_of(int placed_index) const {
    const PlacedTile& p = placed_[static_cast<size_t>(placed_index)];
    return tiles().oriented(p.type, p.rot);
}

int Game::tile_at(int x, int y) const {
    if (num_placed_ == 0) return -1;
    if (x < max_x_ - kMaxSpan || x > min_x_ + kMaxSpan || y < max_y_ - kMaxSpan || y > min_y_ + kMaxSpan) return -1;
    return static_cast<int>(grid_[static_cast<size_t>(cell(x, y))]) - 1;
}

SegKind Game::node_kind(int node) const {
    const PlacedTile& p = placed_[static_cast<size_t>(node_tile(node))];
    return tiles().type(p.type).segments[static_cast<size_t>(node - p.node_base)].kind;
}

bool Game::in_span(int x, int y) const {
    if (num_placed_ == 0) return true;
    return std::max<int>(max_x_, x) - std::min<int>(min_x_, x) <= kMaxSpan &&
           std::max<int>(max_y_, y) - std::min<int>(min_y_, y) <= kMaxSpan;
}

int Game::at_near(int x, int y) const {
    // Only for cells next to the board: the board spans at most kMaxSpan cells, so they never wrap.
    return static_cast<int>(grid_[static_cast<size_t>(cell(x, y))]) - 1;
}

FrontierCell Game::make_frontier_cell(int x, int y) const {
    FrontierCell fc;
    fc.key = cell_key(x, y);
    fc.x = static_cast<int16_t>(x);
    fc.y = static_cast<int16_t>(y);
    fc.code = 0xFFF;
    const bool near = x >= min_x_ - 1 && x <= max_x_ + 1 && y >= min_y_ - 1 && y <= max_y_ + 1;
    for (int s = 0; s < 4; ++s) {
        const int n = near ? at_near(x + kDx[s], y + kDy[s]) : tile_at(x + kDx[s], y + kDy[s]);
        if (n < 0) continue;
        const Edge e = oriented_of(n).edges[static_cast<size_t>(opposite_side(s))];
        if (e == Edge::Abbey) continue;  // an abbey edge fits anything
        fc.req = static_cast<uint16_t>(fc.req | (static_cast<unsigned>(e) << (4 * s)));
        fc.mask = static_cast<uint16_t>(fc.mask | (0xFu << (4 * s)));
        fc.code = static_cast<uint16_t>((fc.code & ~(7u << (3 * s))) | (static_cast<unsigned>(e) << (3 * s)));
    }
    return fc;
}

int Game::frontier_pos(uint32_t key) const {
    int lo = 0, hi = frontier_size_;
    while (lo < hi) {
        const int mid = (lo + hi) >> 1;
        if (frontier_[static_cast<size_t>(mid)].key < key) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

const FrontierCell* Game::find_frontier(int x, int y) const {
    const uint32_t key = cell_key(x, y);
    const int pos = frontier_pos(key);
    if (pos < frontier_size_ && frontier_[static_cast<size_t>(pos)].key == key) return &frontier_[static_cast<size_t>(pos)];
    return nullptr;
}

void Game::update_frontier_after(int x, int y) {
    // Remove the cell just filled.
    int pos = frontier_pos(cell_key(x, y));
    if (pos < frontier_size_ && frontier_[static_cast<size_t>(pos)].key == cell_key(x, y)) {
        std::copy(frontier_.begin() + pos + 1, frontier_.begin() + frontier_size_, frontier_.begin() + pos);
        --frontier_size_;
        frontier_[static_cast<size_t>(frontier_size_)] = FrontierCell{};
    }
    // Add or refresh the empty neighbours: only their side facing (x, y) changes.
    const int here = at_near(x, y);
    for (int s = 0; s < 4; ++s) {
        const int nx = x + kDx[s], ny = y + kDy[s];
        if (at_near(nx, ny) >= 0) continue;
        const int side = opposite_side(s);  // the neighbour's side that faces the new tile
        const Edge e = oriented_of(here).edges[static_cast<size_t>(s)];
        const uint32_t key = cell_key(nx, ny);
        pos = frontier_pos(key);
        const bool present = pos < frontier_size_ && frontier_[static_cast<size_t>(pos)].key == key;
        if (!present) {
            if (frontier_size_ >= static_cast<int>(frontier_.size())) continue;  // never: kMaxFrontier = 4 * kMaxPlaced
            std::copy_backward(frontier_.begin() + pos, frontier_.begin() + frontier_size_,
                               frontier_.begin() + frontier_size_ + 1);
            ++frontier_size_;
            FrontierCell fresh;
            fresh.key = key;
            fresh.x = static_cast<int16_t>(nx);
            fresh.y = static_cast<int16_t>(ny);
            frontier_[static_cast<size_t>(pos)] = fresh;
        }
        if (e == Edge::Abbey) continue;  // an abbey edge fits anything
        FrontierCell& fc = frontier_[static_cast<size_t>(pos)];
        fc.req = static_cast<uint16_t>(fc.req | (static_cast<unsigned>(e) << (4 * side)));
        fc.mask = static_cast<uint16_t>(fc.mask | (0xFu << (4 * side)));
        fc.code = static_cast<uint16_t>((fc.code & ~(7u << (3 * side))) | (static_cast<unsigned>(e) << (3 * side)));
    }
}

void Game::unite(int a, int b) {
    int ra = parent_[static_cast<size_t>(a)], rb = parent_[static_cast<size_t>(b)];
    if (ra == rb) return;
    if (size_[static_cast<size_t>(ra)] < size_[static_cast<size_t>(rb)]) std::swap(ra, rb);
    // Relabel the smaller set so that parent_ always names the root.
    int n = rb;
    do {
        parent_[static_cast<size_t>(n)] = static_cast<int16_t>(ra);
        n = next_[static_cast<size_t>(n)];
    } while (n != rb);
    std::swap(next_[static_cast<size_t>(ra)], next_[static_cast<size_t>(rb)]);
    size_[static_cast<size_t>(ra)] = static_cast<int16_t>(size_[static_cast<size_t>(ra)] + size_[static_cast<size_t>(rb)]);
    open_[static_cast<size_t>(ra)] = static_cast<int16_t>(open_[static_cast<size_t>(ra)] + open_[static_cast<size_t>(rb)]);
    pennants_[static_cast<size_t>(ra)] = static_cast<uint8_t>(pennants_[static_cast<size_t>(ra)] + pennants_[static_cast<size_t>(rb)]);
    occupancy_[static_cast<size_t>(ra)] = static_cast<uint8_t>(occupancy_[static_cast<size_t>(ra)] + occupancy_[static_cast<size_t>(rb)]);
    markers_[static_cast<size_t>(ra)] = static_cast<uint8_t>(markers_[static_cast<size_t>(ra)] + markers_[static_cast<size_t>(rb)]);
}

int Game::put_tile(int type, int x, int y, int rot) {
    const int idx = num_placed_++;
    PlacedTile& p = placed_[static_cast<size_t>(idx)];
    p.x = static_cast<int16_t>(x);
    p.y = static_cast<int16_t>(y);
    p.type = static_cast<uint8_t>(type);
    p.rot = static_cast<uint8_t>(rot);
    p.node_base = static_cast<uint16_t>(num_nodes_);
    if (idx == 0) {
        min_x_ = max_x_ = static_cast<int16_t>(x);
        min_y_ = max_y_ = static_cast<int16_t>(y);
    } else {
        min_x_ = static_cast<int16_t>(std::min<int>(min_x_, x));
        max_x_ = static_cast<int16_t>(std::max<int>(max_x_, x));
        min_y_ = static_cast<int16_t>(std::min<int>(min_y_, y));
        max_y_ = static_cast<int16_t>(std::max<int>(max_y_, y));
    }
    grid_[static_cast<size_t>(cell(x, y))] = static_cast<uint8_t>(idx + 1);
    const TileType& tt = tiles().type(type);
    const Oriented& o = tiles().oriented(type, rot);
    for (size_t i = 0; i < tt.segments.size(); ++i) {
        const int n = num_nodes_++;
        const size_t un = static_cast<size_t>(n);
        parent_[un] = static_cast<int16_t>(n);
        next_[un] = static_cast<int16_t>(n);
        size_[un] = 1;
        const SegKind k = tt.segments[i].kind;
        open_[un] = (k == SegKind::City || k == SegKind::Road) ? static_cast<int16_t>(kPopcount4[o.seg_sides[i] & 0xF]) : 0;
        pennants_[un] = tt.segments[i].pennants;
        occupancy_[un] = 0;
        markers_[un] = 0;
        node_tile_[un] = static_cast<uint8_t>(idx);
    }
    for (int s = 0; s < 4; ++s) {
        const int nidx = at_near(x + kDx[s], y + kDy[s]);
        if (nidx < 0) continue;
        const PlacedTile& np = placed_[static_cast<size_t>(nidx)];
        const Oriented& no = oriented_of(nidx);
        const int os = opposite_side(s);
        const int my_seg = o.side_seg[static_cast<size_t>(s)];
        const int their_seg = no.side_seg[static_cast<size_t>(os)];
        if (tt.abbey) {  // the abbey closes what touches it and joins nothing
            if (their_seg >= 0) --open_[static_cast<size_t>(parent_[np.node_base + static_cast<size_t>(their_seg)])];
            continue;
        }
        if (tiles().type(np.type).abbey) {
            if (my_seg >= 0) --open_[static_cast<size_t>(parent_[p.node_base + static_cast<size_t>(my_seg)])];
            continue;
        }
        if (my_seg >= 0 && their_seg >= 0) {
            const int a = p.node_base + my_seg, b = np.node_base + their_seg;
            unite(a, b);
            open_[static_cast<size_t>(parent_[static_cast<size_t>(a)])] -= 2;
        }
        for (int h = 2 * s; h < 2 * s + 2; ++h) {
            const int mf = o.half_seg[static_cast<size_t>(h)];
            const int tf = no.half_seg[static_cast<size_t>(opposite_half(h))];
            if (mf >= 0 && tf >= 0) unite(p.node_base + mf, np.node_base + tf);
        }
    }
    update_frontier_after(x, y);
    return idx;
}

bool Game::edges_fit(const FrontierCell& fc, int type, int rot) const {
    return ((tiles().oriented(type, rot).edge_code ^ fc.req) & fc.mask) == 0;
}

bool Game::placement_hooks_ok(int type, int x, int y, int rot) const {
    bool ok = true;
    for_each_hook([&](const ExpansionHooks& h) {
        if (ok && h.placement_ok && !h.placement_ok(*this, type, x, y, rot)) ok = false;
    });
    return ok;
}

std::string Game::edge_mismatch(const FrontierCell& fc, int type, int x, int y, int rot) const {
    const Oriented& o = tiles().oriented(type, rot);
    for (int s = 0; s < 4; ++s) {
        if (!(fc.mask & (0xF << (4 * s)))) continue;
        const Edge want = static_cast<Edge>((fc.req >> (4 * s)) & 0xF);
        const Edge have = o.edges[static_cast<size_t>(s)];
        if (have != want)
            return std::string(kSideWords[s]) + " edge " + edge_letter(have) + " does not match " +
                   kSideWords[opposite_side(s)] + " edge " + edge_letter(want) + " of " + cell_text(x + kDx[s], y + kDy[s]);
    }
    return "the edges do not match";
}

bool Game::can_place(int type, int x, int y, int rot, std::string* why) const {
    if (type < 0 || type >= tiles().size()) return set_why(why, "unknown tile");
    if (rot < 0 || rot > 3) return set_why(why, "rotation must be 0, 90, 180 or 270");
    if (!in_span(x, y)) return set_why(why, "the board cannot be more than " + std::to_string(kMaxSpan + 1) + " cells wide or tall");
    if (tile_at(x, y) >= 0) return set_why(why, cell_text(x, y) + " is already taken");
    const FrontierCell fc = make_frontier_cell(x, y);
    bool has_neighbour = false;
    for (int s = 0; s < 4; ++s) has_neighbour = has_neighbour || tile_at(x + kDx[s], y + kDy[s]) >= 0;
    if (!has_neighbour) return set_why(why, cell_text(x, y) + " does not touch any tile");
    if (!edges_fit(fc, type, rot)) return set_why(why, edge_mismatch(fc, type, x, y, rot));
    if (hook_bits_ & kHookPlace) {
        std::string rule;
        for_each_hook([&](const ExpansionHooks& h) {
            if (rule.empty() && h.placement_ok && !h.placement_ok(*this, type, x, y, rot)) rule = h.placement_rule;
        });
        if (!rule.empty()) return set_why(why, rule);
    }
    return true;
}

bool Game::has_placement(int type) const {
    if (!room_for(type)) return false;  // a full table takes nothing more (only oversized scenario set-ups get here)
    const TileSet& ts = tiles();
    const bool hooked = (hook_bits_ & kHookPlace) != 0;
    for (int i = 0; i < frontier_size_; ++i) {
        const FrontierCell& fc = frontier_[static_cast<size_t>(i)];
        const unsigned rots = ts.fitting_rotations(type, fc.code);
        if (!rots || !in_span(fc.x, fc.y)) continue;
        if (!hooked) return true;
        for (int rot = 0; rot < 4; ++rot)
            if ((rots & (1u << rot)) && placement_hooks_ok(type, fc.x, fc.y, rot)) return true;
    }
    return false;
}

bool Game::fillable(int x, int y) const {
    const FrontierCell* fc = find_frontier(x, y);
    if (!fc) return false;
    for (int t = type_lo_; t < type_hi_; ++t)
        if (bag_[static_cast<size_t>(t)] > 0 && tiles().fitting_rotations(t, fc->code) != 0) return true;
    return false;
}

void Game::update_draw_mask() {
    // Computed once per draw step (the bag changes only by drawing), not once per tile type and call.
    draw_mask_ = {};
    for (int t = type_lo_; t < type_hi_; ++t)
        if (bag_[static_cast<size_t>(t)]) draw_mask_[static_cast<size_t>(t) >> 6] |= 1ull << (t & 63);
    if (free_draws_) return;
    for_each_hook([&](const ExpansionHooks& h) { if (h.filter_draws) h.filter_draws(*this, draw_mask_); });
}

template <class Emit>
void Game::draw_actions(Emit&& emit) const {
    const bool staged = (hook_bits_ & kHookDraw) != 0;
    for (int t = type_lo_; t < type_hi_; ++t)
        if (bag_[static_cast<size_t>(t)] > 0 && (!staged || drawable_now(t))) emit(Action::draw(t));
}

int Game::chance_weight(const Action& a) const {
    if (phase_ != Phase::Draw || a.kind != ActionKind::Draw) return 0;
    if ((hook_bits_ & kHookDraw) && !drawable_now(a.tile)) return 0;
    return bag_[a.tile];
}

int Game::chance_total() const {
    if (phase_ != Phase::Draw) return 0;
    if (!(hook_bits_ & kHookDraw)) return bag_total_;
    int total = 0;
    for (int t = type_lo_; t < type_hi_; ++t)
        if (bag_[static_cast<size_t>(t)] && drawable_now(t)) total += bag_[static_cast<size_t>(t)];
    return total;
}

Action Game::sample_chance(uint64_t r) const {
    const int total = chance_total();
    if (total <= 0) return Action::draw(0);
    int k = static_cast<int>(r % static_cast<uint64_t>(total));
    const bool staged = (hook_bits_ & kHookDraw) != 0;
    for (int t = type_lo_; t < type_hi_; ++t) {
        const int w = staged && !drawable_now(t) ? 0 : bag_[static_cast<size_t>(t)];
        if (k < w) return Action::draw(t);
        k -= w;
    }
    return Action::draw(type_hi_ - 1);
}

template <class Emit>
void Game::deploy_actions(Emit&& emit) const {
    const PlacedTile& p = placed_[static_cast<size_t>(last_placed_)];
    const TileType& tt = tiles().type(p.type);
    const size_t nseg = tt.segments.size();
    if (players_[current_].followers > 0)
        for (size_t i = 0; i < nseg; ++i) {
            const int root = parent_[p.node_base + i];
            if (occupancy_[static_cast<size_t>(root)] == 0 &&
                (tt.segments[i].kind != SegKind::Field || markers_[static_cast<size_t>(root)] == 0))
                emit(Action::deploy(Figure::Follower, static_cast<int>(i)));
        }
    if (hook_bits_ & kHookDeploy) expansion_actions(sink_of(emit), /*deploy=*/true);
    emit(Action::pass());
    if (hook_bits_ & kHookDeployAlt) deploy_alternative_actions(sink_of(emit));
}

int Game::deploy_node(const Action& a) const {
    const PlacedTile& p = placed_[static_cast<size_t>(last_placed_)];
    if (a.figure != Figure::Follower) {
        int node = -1;
        for_each_hook([&](const ExpansionHooks& h) { if (node < 0 && h.deploy_node) node = h.deploy_node(*this, a); });
        return node;
    }
    const TileType& tt = tiles().type(p.type);
    if (players_[current_].followers == 0 || a.spot >= tt.segments.size()) return -1;
    const int node = p.node_base + a.spot;
    const int root = parent_[static_cast<size_t>(node)];
    if (occupancy_[static_cast<size_t>(root)] != 0 ||
        (tt.segments[a.spot].kind == SegKind::Field && markers_[static_cast<size_t>(root)] != 0))
        return -1;
    return node;
}

// Kept out of line so that the base game's action generation stays small.
[[gnu::noinline]] void Game::expansion_actions(ActionSink sink, bool deploy) const {
    if (deploy) {
        for_each_hook([&](const ExpansionHooks& h) { if (h.deploy_actions) h.deploy_actions(*this, sink); });
    } else if (const ExpansionHooks* h = phase_owner()) {
        h->phase_actions(*this, sink);
    }
}

[[gnu::noinline]] void Game::deploy_alternative_actions(ActionSink sink) const {
    for_each_hook([&](const ExpansionHooks& h) { if (h.deploy_alternatives) h.deploy_alternatives(*this, sink); });
}

const ExpansionHooks* Game::deploy_alternative_owner() const {
    const ExpansionHooks* owner = nullptr;
    for_each_hook([&](const ExpansionHooks& h) { if (!owner && h.deploy_alternatives) owner = &h; });
    return owner;
}

const ExpansionHooks* Game::phase_owner() const {
    const ExpansionHooks* owner = nullptr;
    for_each_hook([&](const ExpansionHooks& h) {
        if (!owner && (h.phases & (1u << static_cast<unsigned>(phase_)))) owner = &h;
    });
    return owner;
}

template <class Emit>
void Game::generate(Emit&& emit) const {
    switch (phase_) {
        case Phase::GameOver: return;
        case Phase::Draw: draw_actions(emit); return;
        case Phase::TurnStart:
        case Phase::WagonMove:
        case Phase::Plague:
            expansion_actions(sink_of(emit), /*deploy=*/false);
            return;
        case Phase::Place: {
            // Two copies of the loop, so that a game without placement rules of an expansion tests nothing more.
            auto placements = [&](auto hooked_tag) {
                constexpr bool hooked = decltype(hooked_tag)::value;
                const TileSet& ts = tiles();
                const bool all_in_span = max_x_ - min_x_ < kMaxSpan && max_y_ - min_y_ < kMaxSpan;
                for (int i = 0; i < frontier_size_; ++i) {
                    const FrontierCell& fc = frontier_[static_cast<size_t>(i)];
                    const unsigned rots = ts.fitting_rotations(drawn_, fc.code);
                    if (rots == 0) continue;
                    if (!all_in_span && !in_span(fc.x, fc.y)) continue;
                    unsigned left = rots;
                    do {
                        const int rot = std::countr_zero(left);
                        left &= left - 1;
                        if (!hooked || placement_hooks_ok(drawn_, fc.x, fc.y, rot)) emit(Action::place(fc.x, fc.y, rot));
                    } while (left);
                }
            };
            if (hook_bits_ & kHookPlace) placements(std::true_type{});
            else placements(std::false_type{});
            return;
        }
        case Phase::Deploy: deploy_actions(emit); return;
    }
}

void Game::legal_actions(std::vector<Action>& out) const {
    out.clear();
    generate([&](const Action& a) { out.push_back(a); });
}

void Game::legal_actions(ActionList& out) const {
    out.size = 0;
    generate([&](const Action& a) { out.items[static_cast<size_t>(out.size++)] = a; });
}

bool Game::is_legal(const Action& a, std::string* why) const {
    switch (phase_) {
        case Phase::GameOver: return set_why(why, "the game is over");
        case Phase::Draw:
            if (a.kind != ActionKind::Draw) return set_why(why, "a tile must be drawn first");
            if (a.tile >= tiles().size()) return set_why(why, "unknown tile");
            if (bag_[a.tile] == 0) return set_why(why, "no " + tiles().type(a.tile).id + " is left in the bag");
            if ((hook_bits_ & kHookDraw) && !drawable_now(a.tile))
                return set_why(why, tiles().type(a.tile).id + " cannot be drawn yet (the river comes first)");
            return true;
        case Phase::TurnStart:
        case Phase::WagonMove:
        case Phase::Plague:
            if (const ExpansionHooks* h = phase_owner()) return h->phase_legal(*this, a, why);
            return set_why(why, "not legal now");
        case Phase::Place: {
            if (a.kind != ActionKind::Place) return set_why(why, "the drawn tile must be placed first");
            if (a.rot > 3) return set_why(why, "rotation must be 0, 90, 180 or 270");
            if (!room_for(drawn_)) return set_why(why, "the table is full (" + std::to_string(kMaxPlaced) + " tiles)");
            if (const FrontierCell* fc = find_frontier(a.x, a.y)) {
                if (((tiles().oriented(drawn_, a.rot).edge_code ^ fc->req) & fc->mask) == 0 &&
                    (!(hook_bits_ & kHookPlace) || placement_hooks_ok(drawn_, a.x, a.y, a.rot)) && in_span(a.x, a.y))
                    return true;
            }
            return can_place(drawn_, a.x, a.y, a.rot, why);  // not legal: let it say why
        }
        case Phase::Deploy: {
            if (a.kind == ActionKind::Pass) return true;
            if (a.kind != ActionKind::Deploy && (hook_bits_ & kHookDeployAlt))
                if (const ExpansionHooks* h = deploy_alternative_owner()) return h->deploy_alternative_legal(*this, a, why);
            if (a.kind != ActionKind::Deploy) return set_why(why, "deploy a figure or pass");
            if (deploy_node(a) >= 0) return true;
            if (supply(current_, a.figure) <= 0) return set_why(why, std::string("no ") + figure_name(a.figure) + " left in supply");
            for (int i = 0; i < num_expansions(); ++i)
                if (expansion(i).deploy_refusal && expansion(i).deploy_refusal(*this, a, why)) return false;
            const PlacedTile& p = placed_[static_cast<size_t>(last_placed_)];
            if (a.spot >= tiles().type(p.type).segments.size()) return set_why(why, "no such spot on the tile");
            return set_why(why, "that feature is already occupied or does not take this figure");
        }
    }
    return set_why(why, "not legal now");
}

void Game::add_event(const ScoreEvent& e) {
    for (int p = 0; p < num_players_; ++p)
        players_[static_cast<size_t>(p)].score = static_cast<int16_t>(players_[static_cast<size_t>(p)].score + e.points[static_cast<size_t>(p)]);
    if (recording_) events_.push_back(e);
}

int Game::add_figure(int player, Figure kind, int placed_index, int spot, int node) {
    FigureSlot& f = figures_[static_cast<size_t>(num_figures_++)];
    f.player = static_cast<uint8_t>(player);
    f.kind = kind;
    f.on_board = true;
    f.tile = static_cast<uint8_t>(placed_index);
    f.spot = static_cast<uint8_t>(spot);
    f.node = static_cast<uint16_t>(node);
    const size_t root = static_cast<size_t>(parent_[static_cast<size_t>(node)]);
    if (is_marker(kind)) ++markers_[root];
    else ++occupancy_[root];
    return num_figures_ - 1;
}

void Game::return_figures(int root) {
    int w = 0;
    for (int i = 0; i < num_figures_; ++i) {
        const FigureSlot f = figures_[static_cast<size_t>(i)];
        if (!is_marker(f.kind) && parent_[f.node] == root) {
            --occupancy_[static_cast<size_t>(root)];
            if (f.kind != Figure::Follower && (hook_bits_ & kHookKeep)) {
                bool kept = false;
                for_each_hook([&](const ExpansionHooks& h) { if (!kept && h.keep_scored_figure) kept = h.keep_scored_figure(*this, f, root); });
                if (kept) continue;
            }
            if (f.kind == Figure::Follower) ++players_[f.player].followers;
            else change_supply(f.player, f.kind, 1);
            continue;
        }
        figures_[static_cast<size_t>(w++)] = f;
    }
    for (int i = w; i < num_figures_; ++i) figures_[static_cast<size_t>(i)] = FigureSlot{};
    num_figures_ = w;
}

int Game::feature_tiles(int node) const {
    const int root = parent_[static_cast<size_t>(node)];
    uint64_t seen[2] = {0, 0};
    int count = 0;
    int n = root;
    do {
        const int t = node_tile_[static_cast<size_t>(n)];
        const uint64_t bit = 1ull << (t & 63);
        if (!(seen[t >> 6] & bit)) {
            seen[t >> 6] |= bit;
            ++count;
        }
        n = next_[static_cast<size_t>(n)];
    } while (n != root);
    return count;
}

void Game::feature_nodes(int node, std::vector<int>& out) const {
    out.clear();
    const int root = parent_[static_cast<size_t>(node)];
    int n = root;
    do {
        out.push_back(n);
        n = next_[static_cast<size_t>(n)];
    } while (n != root);
    std::sort(out.begin(), out.end());
}

bool Game::feature_complete(int node) const {
    const SegKind k = node_kind(node);
    if (k == SegKind::Cloister) return cloister_neighbours(node_tile(node)) == 8;
    if (k == SegKind::Field) return false;
    return open_[static_cast<size_t>(parent_[static_cast<size_t>(node)])] == 0;
}

int Game::feature_open_edges(int node) const {
    const SegKind k = node_kind(node);
    if (k != SegKind::City && k != SegKind::Road) return 0;
    return open_[static_cast<size_t>(parent_[static_cast<size_t>(node)])];
}

bool Game::feature_occupied(int node) const {
    const size_t root = static_cast<size_t>(parent_[static_cast<size_t>(node)]);
    return occupancy_[root] > 0 || markers_[root] > 0;
}

int Game::cloister_neighbours(int placed_index) const {
    const PlacedTile& p = placed_[static_cast<size_t>(placed_index)];
    int n = 0;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
            if ((dx || dy) && at_near(p.x + dx, p.y + dy) >= 0) ++n;
    return n;
}

void Game::score_feature(int root, bool final) {
    std::array<int, kMaxPlayers> strength{};
    bool any = false;
    for (int i = 0; i < num_figures_; ++i) {
        const FigureSlot& f = figures_[static_cast<size_t>(i)];
        if (is_marker(f.kind) || parent_[f.node] != root) continue;
        any = true;
        strength[f.player] += (kPennantFigures >> static_cast<unsigned>(f.kind)) & 1u ? pennants_[static_cast<size_t>(root)] : 1;
    }
    if (!any) return;
    const SegKind kind = node_kind(root);
    ScoreEvent e;
    e.final = final;
    e.turn = turn_;
    e.node = static_cast<int16_t>(root);
    const PlacedTile& at = placed_[node_tile_[static_cast<size_t>(root)]];
    e.x = at.x;
    e.y = at.y;
    const int tiles_n = feature_tiles(root);
    const int pennants = pennants_[static_cast<size_t>(root)];
    const bool complete = open_[static_cast<size_t>(root)] == 0;
    e.tiles = static_cast<uint8_t>(tiles_n);
    int points = 0;
    if (kind == SegKind::City) {
        e.kind = EventKind::City;
        e.pennants = static_cast<uint8_t>(pennants);
        if (!complete) {
            e.rule = ScoreRule::CityIncomplete;
            points = tiles_n + pennants;
        } else if (rules_.edition == Edition::First2000 && tiles_n == 2) {
            e.rule = ScoreRule::CitySmall2000;
            points = tiles_n + pennants;
        } else {
            e.rule = ScoreRule::CityComplete;
            points = 2 * (tiles_n + pennants);
        }
    } else {
        e.kind = EventKind::Road;
        e.rule = complete ? ScoreRule::RoadComplete : ScoreRule::RoadIncomplete;
        points = tiles_n;
    }
    const int best = *std::max_element(strength.begin(), strength.end());
    if (best > 0)
        for (int p = 0; p < num_players_; ++p)
            if (strength[static_cast<size_t>(p)] == best) e.points[static_cast<size_t>(p)] = static_cast<int16_t>(points);
    add_event(e);
    if (!final) return_figures(root);
}

void Game::score_cloister(int placed_index, bool final) {
    const PlacedTile& p = placed_[static_cast<size_t>(placed_index)];
    const TileType& tt = tiles().type(p.type);
    int seg = -1;
    for (size_t i = 0; i < tt.segments.size(); ++i)
        if (tt.segments[i].kind == SegKind::Cloister) seg = static_cast<int>(i);
    if (seg < 0) return;
    const int root = parent_[p.node_base + static_cast<size_t>(seg)];
    std::array<int, kMaxPlayers> strength{};
    bool any = false;
    for (int i = 0; i < num_figures_; ++i) {
        const FigureSlot& f = figures_[static_cast<size_t>(i)];
        if (is_marker(f.kind) || parent_[f.node] != root) continue;
        any = true;
        ++strength[f.player];
    }
    if (!any) return;
    const int neighbours = cloister_neighbours(placed_index);
    ScoreEvent e;
    e.kind = EventKind::Cloister;
    e.final = final;
    e.turn = turn_;
    e.node = static_cast<int16_t>(root);
    e.x = p.x;
    e.y = p.y;
    e.tiles = static_cast<uint8_t>(neighbours + 1);
    e.rule = neighbours == 8 ? ScoreRule::CloisterComplete : ScoreRule::CloisterIncomplete;
    const int points = neighbours + 1;
    const int best = *std::max_element(strength.begin(), strength.end());
    for (int q = 0; q < num_players_; ++q)
        if (best > 0 && strength[static_cast<size_t>(q)] == best) e.points[static_cast<size_t>(q)] = static_cast<int16_t>(points);
    add_event(e);
    if (!final) return_figures(root);
}

void Game::score_after_placement() {
    const int t = last_placed_;
    const PlacedTile& p = placed_[static_cast<size_t>(t)];
    const TileType& tt = tiles().type(p.type);
    // Roads and cities: those of the placed tile, or (abbey) of its neighbours.
    int roots[16];
    int nroots = 0;
    auto consider = [&](int node) {
        const int root = parent_[static_cast<size_t>(node)];
        if (open_[static_cast<size_t>(root)] != 0) return;
        for (int i = 0; i < nroots; ++i)
            if (roots[i] == root) return;
        roots[nroots++] = root;
    };
    if (tt.abbey) {
        for (int s = 0; s < 4; ++s) {
            const int n = tile_at(p.x + kDx[s], p.y + kDy[s]);
            if (n < 0) continue;
            const int seg = oriented_of(n).side_seg[static_cast<size_t>(opposite_side(s))];
            if (seg >= 0) consider(placed_[static_cast<size_t>(n)].node_base + seg);
        }
    } else {
        for (size_t i = 0; i < tt.segments.size(); ++i)
            if (tt.segments[i].kind == SegKind::City || tt.segments[i].kind == SegKind::Road)
                consider(p.node_base + static_cast<int>(i));
    }
    // Score in a fixed order: roads, then cities (each in node order).
    std::sort(roots, roots + nroots);
    for (int pass = 0; pass < 2; ++pass)
        for (int i = 0; i < nroots; ++i) {
            const SegKind k = node_kind(roots[i]);
            if ((pass == 0) == (k == SegKind::Road)) score_feature(roots[i], false);
        }
    // Cloisters completed by this tile: the tile itself and its 8 neighbours.
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
            const int n = at_near(p.x + dx, p.y + dy);
            if (n < 0 || !tiles().type(placed_[static_cast<size_t>(n)].type).cloister) continue;
            if (cloister_neighbours(n) == 8) score_cloister(n, false);
        }
}

int Game::farm_completed_cities(int node) const {
    const int root = parent_[static_cast<size_t>(node)];
    int found[kMaxNodes / 2];
    int count = 0;
    int n = root;
    do {
        const PlacedTile& p = placed_[node_tile_[static_cast<size_t>(n)]];
        const Segment& seg = tiles().type(p.type).segments[static_cast<size_t>(n - p.node_base)];
        for (int c = 0; seg.adj_cities >> c; ++c) {
            if (!(seg.adj_cities & (1u << c))) continue;
            const int city = parent_[p.node_base + static_cast<size_t>(c)];
            if (open_[static_cast<size_t>(city)] == 0 && std::find(found, found + count, city) == found + count &&
                count < kMaxNodes / 2)
                found[count++] = city;
        }
        n = next_[static_cast<size_t>(n)];
    } while (n != root);
    return count;
}

void Game::score_farms_final() {
    // Farms with farmers: their strengths and the completed cities they touch.
    struct Farm {
        int root;
        std::array<int, kMaxPlayers> strength;
        std::vector<int> cities;  // completed city roots
    };
    std::vector<Farm> farms;
    for (int i = 0; i < num_figures_; ++i) {
        const FigureSlot& f = figures_[static_cast<size_t>(i)];
        const int root = parent_[f.node];
        if (is_marker(f.kind) || node_kind(root) != SegKind::Field) continue;
        auto it = std::find_if(farms.begin(), farms.end(), [&](const Farm& fm) { return fm.root == root; });
        if (it == farms.end()) {
            farms.push_back(Farm{root, {}, {}});
            it = farms.end() - 1;
        }
        ++it->strength[f.player];
    }
    auto completed_cities = [&](int root) {
        std::vector<int> out;
        int n = root;
        do {
            const PlacedTile& p = placed_[node_tile_[static_cast<size_t>(n)]];
            const Segment& seg = tiles().type(p.type).segments[static_cast<size_t>(n - p.node_base)];
            for (int c = 0; c < kMaxSegments; ++c) {
                if (!(seg.adj_cities & (1u << c))) continue;
                const int city = parent_[p.node_base + static_cast<size_t>(c)];
                if (open_[static_cast<size_t>(city)] == 0 && std::find(out.begin(), out.end(), city) == out.end())
                    out.push_back(city);
            }
            n = next_[static_cast<size_t>(n)];
        } while (n != root);
        std::sort(out.begin(), out.end());
        return out;
    };
    std::sort(farms.begin(), farms.end(), [](const Farm& a, const Farm& b) { return a.root < b.root; });
    for (Farm& fm : farms) fm.cities = completed_cities(fm.root);
    if (rules_.edition == Edition::First2000) {
        // Each completed city once: 4 points to the majority of farmers in all farms touching it.
        std::vector<int> cities;
        for (const Farm& fm : farms)
            for (int c : fm.cities)
                if (std::find(cities.begin(), cities.end(), c) == cities.end()) cities.push_back(c);
        std::sort(cities.begin(), cities.end());
        for (int c : cities) {
            std::array<int, kMaxPlayers> strength{};
            for (const Farm& fm : farms)
                if (std::find(fm.cities.begin(), fm.cities.end(), c) != fm.cities.end())
                    for (int q = 0; q < kMaxPlayers; ++q) strength[static_cast<size_t>(q)] += fm.strength[static_cast<size_t>(q)];
            const int best = *std::max_element(strength.begin(), strength.end());
            ScoreEvent e;
            e.kind = EventKind::Farm;
            e.rule = ScoreRule::Farm2000;
            e.final = true;
            e.turn = turn_;
            e.node = static_cast<int16_t>(c);
            e.cities = 1;
            e.tiles = static_cast<uint8_t>(feature_tiles(c));
            const PlacedTile& at = placed_[node_tile_[static_cast<size_t>(c)]];
            e.x = at.x;
            e.y = at.y;
            for (int q = 0; q < num_players_; ++q)
                if (best > 0 && strength[static_cast<size_t>(q)] == best) e.points[static_cast<size_t>(q)] = 4;
            add_event(e);
        }
    } else {
        for (const Farm& fm : farms) {
            const int best = *std::max_element(fm.strength.begin(), fm.strength.end());
            ScoreEvent e;
            e.kind = EventKind::Farm;
            e.rule = ScoreRule::FarmClassic;
            e.final = true;
            e.turn = turn_;
            e.node = static_cast<int16_t>(fm.root);
            e.cities = static_cast<uint8_t>(fm.cities.size());
            e.tiles = static_cast<uint8_t>(feature_tiles(fm.root));
            const PlacedTile& at = placed_[node_tile_[static_cast<size_t>(fm.root)]];
            e.x = at.x;
            e.y = at.y;
            const int points = 3 * static_cast<int>(fm.cities.size());
            for (int q = 0; q < num_players_; ++q)
                if (best > 0 && fm.strength[static_cast<size_t>(q)] == best) e.points[static_cast<size_t>(q)] = static_cast<int16_t>(points);
            add_event(e);
        }
    }
}

void Game::final_scoring() {
    if (final_scored_) return;
    final_scored_ = true;
    // Each occupied road, city and cloister once, in a fixed order: roads, cities, cloisters.
    std::vector<int> roots[3];
    std::vector<int> cloister_tiles;
    for (int i = 0; i < num_figures_; ++i) {
        const FigureSlot& f = figures_[static_cast<size_t>(i)];
        if (is_marker(f.kind)) continue;
        const int root = parent_[f.node];
        const SegKind k = node_kind(root);
        if (k == SegKind::Road || k == SegKind::City) {
            auto& v = roots[k == SegKind::Road ? 0 : 1];
            if (std::find(v.begin(), v.end(), root) == v.end()) v.push_back(root);
        } else if (k == SegKind::Cloister) {
            if (std::find(cloister_tiles.begin(), cloister_tiles.end(), node_tile(root)) == cloister_tiles.end())
                cloister_tiles.push_back(node_tile(root));
        }
    }
    for (auto& v : roots) {
        std::sort(v.begin(), v.end());
        for (int r : v) score_feature(r, true);
    }
    std::sort(cloister_tiles.begin(), cloister_tiles.end());
    for (int t : cloister_tiles) score_cloister(t, true);
    score_farms_final();
    if (hook_bits_ & kHookFinal)
        for_each_hook([&](const ExpansionHooks& h) { if (h.final_scoring) h.final_scoring(*this); });
}

void Game::after_draw() {
    // Start of a turn (or a redraw after a discard).
    drawn_ = -1;
    last_placed_ = -1;
    if (bag_total_ == 0) {
        if (hook_bits_ & kHookEnd) {
            bool goes_on = false;
            for_each_hook([&](const ExpansionHooks& h) { if (!goes_on && h.before_end) goes_on = h.before_end(*this); });
            if (goes_on) return;
        }
        final_scoring();
        phase_ = Phase::GameOver;
        return;
    }
    phase_ = Phase::Draw;
    if (hook_bits_ & kHookDraw) update_draw_mask();
    if (hook_bits_ & kHookTurnStart)
        for_each_hook([&](const ExpansionHooks& h) { if (h.turn_start && h.turn_start(*this)) phase_ = Phase::TurnStart; });
}

void Game::finish_draw() {
    if (!has_placement(drawn_)) {
        ScoreEvent e;
        e.kind = EventKind::Discard;
        e.rule = ScoreRule::TileDiscarded;
        e.turn = turn_;
        e.tile = static_cast<uint8_t>(drawn_);
        if (recording_) events_.push_back(e);
        after_draw();  // the same player draws again
        return;
    }
    phase_ = Phase::Place;
}

void Game::finish_scoring_step() {
    if (hook_bits_ & kHookScoring)
        for_each_hook([&](const ExpansionHooks& h) { if (h.after_scoring) h.after_scoring(*this); });
    if (phase_ == Phase::Deploy) end_turn();  // no expansion opened a decision
}

void Game::end_turn() {
    current_ = static_cast<uint8_t>((current_ + 1) % num_players_);
    ++turn_;
    after_draw();
}

bool Game::apply(const Action& a_in, std::string* why) {
    Action a = a_in;
    if (a.kind == ActionKind::Place && phase_ == Phase::Place && a.rot <= 3 && drawn_ >= 0)
        a.rot = tiles().oriented(drawn_, a.rot).canon_rot;  // a symmetric twin is the same placement
    if (!is_legal(a, why)) return false;
    switch (a.kind) {
        case ActionKind::Draw: {
            --bag_[a.tile];
            --bag_total_;
            drawn_ = a.tile;
            if (hook_bits_ & kHookDrawn) {
                bool waits = false;
                for_each_hook([&](const ExpansionHooks& h) { if (!waits && h.tile_drawn) waits = h.tile_drawn(*this, a.tile); });
                if (waits) return true;  // the expansion's phase ends with finish_draw()
            }
            finish_draw();
            return true;
        }
        case ActionKind::Place: {
            const int idx = put_tile(drawn_, a.x, a.y, a.rot);
            last_placed_ = static_cast<int16_t>(idx);
            drawn_ = -1;
            if (hook_bits_ & kHookPlaced)
                for_each_hook([&](const ExpansionHooks& h) { if (h.tile_placed) h.tile_placed(*this, idx, true); });
            phase_ = Phase::Deploy;
            return true;
        }
        case ActionKind::Deploy: {
            const int node = deploy_node(a);
            if (a.figure == Figure::Follower) --players_[current_].followers;
            else change_supply(current_, a.figure, -1);
            add_figure(current_, a.figure, last_placed_, a.spot, node);
            score_after_placement();
            finish_scoring_step();
            return true;
        }
        case ActionKind::Pass:
            if (phase_ != Phase::Deploy) break;
            score_after_placement();
            finish_scoring_step();
            return true;
        default:
            if (phase_ == Phase::Deploy && (hook_bits_ & kHookDeployAlt)) {
                // An expansion's alternative to a deployment (a follower on a crown), then the turn's scoring.
                deploy_alternative_owner()->deploy_alternative_apply(*this, a);
                score_after_placement();
                finish_scoring_step();
                return true;
            }
            break;
    }
    // The expansions' own actions (abbey, draw choice, wagon moves, passing in their phases).
    if (const ExpansionHooks* h = phase_owner()) {
        h->phase_apply(*this, a);
        return true;
    }
    return false;
}

bool Game::setup_tile(int type, int x, int y, int rot, std::string* why) {
    if (type < 0 || type >= tiles().size()) return set_why(why, "unknown tile");
    if (rot < 0 || rot > 3) return set_why(why, "rotation must be 0, 90, 180 or 270");
    if (tile_at(x, y) >= 0) return set_why(why, cell_text(x, y) + " is already taken");
    if (!in_span(x, y)) return set_why(why, "the board cannot be more than " + std::to_string(kMaxSpan + 1) + " cells wide or tall");
    if (num_placed_ >= kMaxPlaced || num_nodes_ + static_cast<int>(tiles().type(type).segments.size()) > kMaxNodes)
        return set_why(why, "too many tiles on the table");
    const FrontierCell fc = make_frontier_cell(x, y);
    if (!tiles().type(type).abbey && !edges_fit(fc, type, rot)) return set_why(why, edge_mismatch(fc, type, x, y, rot));
    if (bag_[static_cast<size_t>(type)] > 0) {
        --bag_[static_cast<size_t>(type)];
        --bag_total_;
    }
    const int idx = put_tile(type, x, y, rot);
    if (hook_bits_ & kHookPlaced)
        for_each_hook([&](const ExpansionHooks& h) { if (h.tile_placed) h.tile_placed(*this, idx, false); });
    return true;
}

int Game::supply(int player, Figure kind) const {
    if (kind == Figure::Follower) return players_[static_cast<size_t>(player)].followers;
    for (int i = 0; i < num_expansions(); ++i)
        if (expansion(i).supply)
            if (const int n = expansion(i).supply(*this, player, kind); n >= 0) return n;
    return 0;
}

void Game::change_supply(int player, Figure kind, int delta) {
    if (kind == Figure::Follower) {
        PlayerState& ps = players_[static_cast<size_t>(player)];
        ps.followers = static_cast<uint8_t>(ps.followers + delta);
        return;
    }
    for (int i = 0; i < num_expansions(); ++i)
        if (expansion(i).change_supply && expansion(i).change_supply(*this, player, kind, delta)) return;
}

void Game::take_from_bag(int type) {
    if (bag_[static_cast<size_t>(type)] == 0) return;
    --bag_[static_cast<size_t>(type)];
    --bag_total_;
}

void Game::remove_figure(int i) {
    const FigureSlot f = figures_[static_cast<size_t>(i)];
    const size_t root = static_cast<size_t>(parent_[f.node]);
    if (is_marker(f.kind)) --markers_[root];
    else --occupancy_[root];
    change_supply(f.player, f.kind, 1);
    for (int k = i + 1; k < num_figures_; ++k) figures_[static_cast<size_t>(k - 1)] = figures_[static_cast<size_t>(k)];
    figures_[static_cast<size_t>(--num_figures_)] = FigureSlot{};
}

int Game::phase_decider() const {
    const ExpansionHooks* h = phase_owner();
    return h && h->decider ? h->decider(*this) : current_;
}

bool Game::setup_figure(int player, Figure kind, int placed_index, int spot, std::string* why) {
    if (player < 0 || player >= num_players_) return set_why(why, "unknown player");
    if (placed_index < 0 || placed_index >= num_placed_) return set_why(why, "no such tile");
    const PlacedTile& p = placed_[static_cast<size_t>(placed_index)];
    const TileType& tt = tiles().type(p.type);
    int node = -1;
    if (kind != Figure::Follower) {
        bool known = false;
        for (int i = 0; i < num_expansions() && !known; ++i) {
            const ExpansionHooks& h = expansion(i);
            if (h.setup_figure_node) node = h.setup_figure_node(*this, kind, placed_index, spot, why, &known);
        }
        if (!known) return set_why(why, std::string(figure_name(kind)) + " figures belong to an expansion that is not in play");
        if (node < 0) return false;
    } else {
        if (spot < 0 || spot >= static_cast<int>(tt.segments.size())) return set_why(why, "no such spot on the tile");
        node = p.node_base + spot;
    }
    if (supply(player, kind) <= 0) return set_why(why, std::string("no ") + figure_name(kind) + " left in supply");
    change_supply(player, kind, -1);
    add_figure(player, kind, placed_index, spot, node);
    return true;
}

void Game::setup_to_move(int player) {
    current_ = static_cast<uint8_t>(std::clamp(player, 0, num_players_ - 1));
    if (bag_total_ == 0) {
        // A set-up that used the whole bag: what follows the last tile (the end-of-game abbey round) may
        // still be played, but a set-up never scores (a scenario asks for final scoring itself).
        drawn_ = -1;
        last_placed_ = -1;
        if (hook_bits_ & kHookEnd) {
            bool goes_on = false;
            for_each_hook([&](const ExpansionHooks& h) { if (!goes_on && h.before_end) goes_on = h.before_end(*this); });
            if (goes_on) return;
        }
        phase_ = Phase::GameOver;
        return;
    }
    after_draw();
}

}  // namespace carc
