// The turn's phase machine: legal actions, chance draws, legality and apply(action), with the expansions' hooks.
#include "engine/game.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstddef>
#include <cstring>
#include <type_traits>

#include "engine/game_detail.h"

namespace carc {
namespace {

template <class Emit>
ActionSink sink_of(Emit& emit) {
    return ActionSink{&emit, [](void* ctx, const Action& a) { (*static_cast<Emit*>(ctx))(a); }};
}

// The bytes of a placement (Action::of_bytes): kind, x, y and rot; figure Follower (0), spot 0.
constexpr uint64_t kPlaceBytes =
    static_cast<uint64_t>(ActionKind::Place) | static_cast<uint64_t>(Figure::Follower) << 56;
constexpr uint16_t kZero16 = 0;

// For each set of fitting rotations (bit r): its rotations in ascending order, each as the rot byte of a placement's
// bytes (bits 48-55), the last one repeated to fill four; and how many there are.
struct RotationWords {
    std::array<std::array<uint64_t, 4>, 16> words{};
    std::array<uint8_t, 16> count{};
    constexpr RotationWords() {
        for (unsigned set = 0; set < 16; ++set) {
            int n = 0;
            for (unsigned rot = 0; rot < 4; ++rot)
                if ((set >> rot) & 1u) words[set][static_cast<size_t>(n++)] = static_cast<uint64_t>(rot) << 48;
            count[set] = static_cast<uint8_t>(n);
            for (int k = n; k < 4; ++k) words[set][static_cast<size_t>(k)] = n ? words[set][static_cast<size_t>(n - 1)] : 0;
        }
    }
};
constexpr RotationWords kRotationWords;

}  // namespace

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
    int t = type_lo_;
    if (hook_bits_ & kHookDraw) {
        for (; t < type_hi_; ++t) {
            const int w = drawable_now(t) ? bag_[static_cast<size_t>(t)] : 0;
            if (k < w) return Action::draw(t);
            k -= w;
        }
    } else {
        for (; t < type_hi_; ++t) {  // every type in the bag may come
            k -= bag_[static_cast<size_t>(t)];
            if (k < 0) return Action::draw(t);
        }
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
    if (a.figure != Figure::Follower) {
        int node = -1;
        for_each_hook([&](const ExpansionHooks& h) { if (node < 0 && h.deploy_node) node = h.deploy_node(*this, a); });
        return node;
    }
    if (players_[current_].followers == 0) return -1;
    return free_spot_node(a.spot);
}

int Game::free_spot_node(int spot) const {
    const PlacedTile& p = placed_[static_cast<size_t>(last_placed_)];
    const TileType& tt = tiles().type(p.type);
    if (spot < 0 || spot >= static_cast<int>(tt.segments.size())) return -1;
    const int node = p.node_base + spot;
    const int root = parent_[static_cast<size_t>(node)];
    if (occupancy_[static_cast<size_t>(root)] != 0 ||
        (tt.segments[static_cast<size_t>(spot)].kind == SegKind::Field && markers_[static_cast<size_t>(root)] != 0))
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
        default:  // an expansion's phase
            expansion_actions(sink_of(emit), /*deploy=*/false);
            return;
        case Phase::Place: return;  // list_placements
        case Phase::Deploy: deploy_actions(emit); return;
    }
}

void Game::legal_actions(std::vector<Action>& out) const {
    out.clear();
    if (phase_ == Phase::Place) {
        out.resize(static_cast<size_t>(4 * frontier_size_));
        out.resize(static_cast<size_t>(list_placements(out.data())));
        return;
    }
    generate([&](const Action& a) { out.push_back(a); });
}

void Game::legal_actions(ActionList& out) const {
    out.size = 0;
    if (phase_ == Phase::Place) {
        out.size = list_placements(out.items.data());
        return;
    }
    generate([&](const Action& a) { out.items[static_cast<size_t>(out.size++)] = a; });
}

int Game::list_placements(Action* items) const {
    // Two passes with few branches: the first marks the cells where the drawn tile fits, the second writes each
    // marked cell's placements (in row-major order, rotations ascending).
    const TileSet& ts = tiles();
    std::array<uint8_t, kMaxFrontier> rots;
    std::array<uint64_t, (kMaxFrontier + 63) / 64> marked{};
    const size_t words = static_cast<size_t>(frontier_size_ + 63) / 64;  // the words of marks the frontier fills
    for (int w = 0; w * 64 < frontier_size_; ++w) {
        // Each word's marks gather in a register (an OR into memory would wait on the previous cell's store).
        uint64_t m = 0;
        const int end = std::min(frontier_size_, w * 64 + 64);
        for (int i = w * 64; i < end; ++i) {
            const unsigned r = ts.fitting_rotations(drawn_, frontier_[static_cast<size_t>(i)].code);
            rots[static_cast<size_t>(i)] = static_cast<uint8_t>(r);
            m |= static_cast<uint64_t>(r != 0) << (i & 63);
        }
        marked[static_cast<size_t>(w)] = m;
    }
    const bool all_in_span = max_x_ - min_x_ < kMaxSpan && max_y_ - min_y_ < kMaxSpan;
    if ((hook_bits_ & kHookPlace) || !all_in_span) {  // placement rules (River) or a board at the span limit
        int n = 0;
        for (size_t w = 0; w < words; ++w)
            for (uint64_t left = marked[w]; left; left &= left - 1) {
                const size_t i = w * 64 + static_cast<size_t>(std::countr_zero(left));
                const FrontierCell& fc = frontier_[i];
                if (!in_span(fc.x(), fc.y())) continue;
                for (unsigned set = rots[i]; set; set &= set - 1) {
                    const int rot = std::countr_zero(set);
                    if (!(hook_bits_ & kHookPlace) || placement_hooks_ok(drawn_, fc.x(), fc.y(), rot))
                        items[n++] = Action::place(fc.x(), fc.y(), rot);
                }
            }
        return n;
    }
    // Action::place(x, y, rot) as its bytes (kPlaceBytes), two stores each: four placements are written, the fitting
    // rotations first (kRotationWords), and the list moves on past those that fit (it has room for four per cell).
    char* to = reinterpret_cast<char*>(items);
    for (size_t w = 0; w < words; ++w)
        for (uint64_t left = marked[w]; left; left &= left - 1) {
            const size_t i = w * 64 + static_cast<size_t>(std::countr_zero(left));
            const FrontierCell& fc = frontier_[i];
            const unsigned r = rots[i];
            // The key with its bias taken off is x and y as 16 bits each, where the action keeps them (bytes 2-5).
            const uint64_t bytes = kPlaceBytes | static_cast<uint64_t>(fc.key ^ 0x80008000u) << 16;
            const std::array<uint64_t, 4>& rot_words = kRotationWords.words[r];
            for (size_t k = 0; k < 4; ++k) {
                const uint64_t word = bytes | rot_words[k];
                std::memcpy(to + k * sizeof(Action), &word, 8);
                std::memcpy(to + k * sizeof(Action) + 8, &kZero16, 2);
            }
            to += sizeof(Action) * kRotationWords.count[r];
        }
    return static_cast<int>((to - reinterpret_cast<char*>(items)) / static_cast<std::ptrdiff_t>(sizeof(Action)));
}

bool Game::is_legal(const Action& a, std::string* why) const {
    switch (phase_) {
        case Phase::GameOver: return set_why(why, "the game is over");
        case Phase::Draw:
            if (a.kind != ActionKind::Draw) return set_why(why, "a tile must be drawn first");
            if (a.tile >= tiles().size()) return set_why(why, "unknown tile");
            if (bag_[a.tile] == 0) return set_why(why, "no " + tiles().type(a.tile).id + " is left in the bag");
            if ((hook_bits_ & kHookDraw) && !drawable_now(a.tile))
                return set_why(why, tiles().type(a.tile).id + " cannot be drawn yet (" + draw_rule() + ")");
            return true;
        default:  // an expansion's phase
            if (const ExpansionHooks* h = phase_owner()) return h->phase_legal(*this, a, why);
            return set_why(why, "not legal now");
        case Phase::Place: {
            if (a.kind != ActionKind::Place) return set_why(why, "the drawn tile must be placed first");
            if (a.rot > 3) return set_why(why, "rotation must be 0, 90, 180 or 270");
            if (!room_for(drawn_)) return set_why(why, "the table is full (" + std::to_string(kMaxPlaced) + " tiles)");
            if (const FrontierCell* fc = find_frontier(a.x, a.y)) {
                if (edges_fit(*fc, drawn_, a.rot) &&
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

void Game::refresh_hook_bits() {
    uint16_t bits = kHookDormant;
    for_each_hook([&](const ExpansionHooks& h) {
        bits = static_cast<uint16_t>(bits | (hook_kinds(h) & ~(h.dormant ? h.dormant(*this) : 0)));
    });
    hook_bits_ = bits;
}

void Game::after_draw() {
    // Start of a turn (or a redraw after a discard).
    drawn_ = -1;
    last_placed_ = -1;
    if (hook_bits_ & kHookDormant) refresh_hook_bits();
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
        for_each_hook([&](const ExpansionHooks& h) { if (h.turn_start && h.turn_start(*this)) phase_ = h.turn_phase; });
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

Action Game::with_canonical_rotation(const Action& a_in) const {
    Action a = a_in;
    if (a.kind == ActionKind::Place && phase_ == Phase::Place && a.rot <= 3 && drawn_ >= 0)
        a.rot = tiles().oriented(drawn_, a.rot).canon_rot;  // a symmetric twin is the same placement
    return a;
}

bool Game::apply(const Action& a_in, std::string* why) {
    const Action a = with_canonical_rotation(a_in);
    return is_legal(a, why) && perform(a);
}

void Game::play(const Action& a_in) {
    const Action a = with_canonical_rotation(a_in);
    assert(is_legal(a));
    perform(a);
}

bool Game::perform(const Action& a) {
    switch (a.kind) {
        case ActionKind::Draw: {
            take_from_bag(a.tile);
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

std::string Game::draw_rule() const {
    std::string rule;
    for_each_hook([&](const ExpansionHooks& h) { if (rule.empty() && h.filter_draws) rule = h.draw_rule; });
    return rule;
}

int Game::phase_decider() const {
    const ExpansionHooks* h = phase_owner();
    return h && h->decider ? h->decider(*this) : current_;
}

}  // namespace carc
