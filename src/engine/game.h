// The game state and its phase machine: legal actions, apply(action), scoring. Pure rules, integers only.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "engine/action.h"
#include "engine/board_tables.h"
#include "engine/expansion.h"
#include "engine/expansions/registry.h"
#include "engine/limits.h"
#include "engine/tiles.h"

namespace carc {

enum class Edition : uint8_t { Classic = 0, First2000 = 1 };
// The base game, or a game of its own that an expansion module runs (expansions/kinds.inc).
enum class GameKind : uint8_t {
    Base = 0,
#define CARC_GAME(name, value) name = value,
#include "engine/expansions/kinds.inc"
};

// The rules of a game: the game, the scoring edition, and the expansions' options (expansions/kinds.inc).
struct Rules {
    GameKind game = GameKind::Base;
    Edition edition = Edition::Classic;
#define CARC_OPTION(type, name, init) type name = init;
#include "engine/expansions/kinds.inc"
    bool operator==(const Rules&) const = default;
};


// The turn's phases. Expansions add their own (expansions/kinds.inc).
enum class Phase : uint8_t {
    Draw = 1,        // chance step: which tile comes out of the bag
    Place = 2,       // place the drawn tile
    Deploy = 3,      // deploy a figure on the placed tile, or pass
    GameOver = 5,
#define CARC_PHASE(name, value) name = value,
#include "engine/expansions/kinds.inc"
};
// The expansions' phases, a bit (1 << value) each.
inline constexpr uint32_t kExpansionPhases = 0u
#define CARC_PHASE(name, value) | (1u << (value))
#include "engine/expansions/kinds.inc"
    ;


// What a score (or notice) event is about. Names match the scenario format's `kind`; expansions add kinds.
enum class EventKind : uint8_t {
    Road = 0,
    City = 1,
    Cloister = 2,
    Farm = 3,
    Discard = 11,
#define CARC_EVENT(name, value, text) name = value,
#include "engine/expansions/kinds.inc"
};
// How many kinds: one more than the largest value.
inline constexpr int kEventKinds = [] {
    int n = static_cast<int>(EventKind::Discard) + 1;
    const int values[] = {0,
#define CARC_EVENT(name, value, text) value,
#include "engine/expansions/kinds.inc"
    };
    for (const int v : values) n = v + 1 > n ? v + 1 : n;
    return n;
}();
const char* event_kind_name(EventKind k);

// Which rule produced the points, so the UI and the log can explain them (score_rule_text); expansions add rules.
enum class ScoreRule : uint8_t {
    RoadComplete = 0,        // completed road: 1 per tile
    RoadIncomplete = 1,      // road at game end: 1 per tile
    CityComplete = 2,        // completed city: 2 per tile and 2 per pennant
    CitySmall2000 = 3,       // first edition: completed 2-tile city, 1 per tile and 1 per pennant
    CityIncomplete = 4,      // city at game end: 1 per tile and 1 per pennant
    CloisterComplete = 5,    // surrounded cloister: 9
    CloisterIncomplete = 6,  // cloister at game end: 1 + 1 per neighbouring tile
    FarmClassic = 7,         // 3 per completed city to the farmer majority of each farm
    Farm2000 = 8,            // 4 per completed city to the majority of farmers in all farms touching it
    TileDiscarded = 12,      // a drawn tile fitted nowhere and left the game
#define CARC_RULE(name, value, text) name = value,
#include "engine/expansions/kinds.inc"
};
const char* score_rule_text(ScoreRule r);

struct ScoreEvent {
    EventKind kind = EventKind::Road;
    ScoreRule rule = ScoreRule::RoadComplete;
    bool final = false;              // from end-of-game scoring
    int16_t turn = 0;                // turn number when it happened
    uint8_t tiles = 0, pennants = 0, cities = 0;
    int16_t node = -1;               // a segment node of the scored feature (for highlighting), or -1
    int16_t x = 0, y = 0;            // a cell of the feature (the cloister / discarded tile: none)
    uint8_t tile = 0;                // Discard: the tile type
    // An expansion's piece that the event moved, as positions of that expansion's own (the Wheel of Fortune: the
    // pig's segments before and after its walk; Crown: moved_to is the segment whose crowns scored).
    uint8_t moved_from = 0, moved_to = 0;
    // Whose figure the event concerns, or the active player (the Wheel of Fortune's events; Plague: whose follower
    // went home, with `figure` its kind, `node` the segment it stood on, x/y its tile).
    uint8_t player = 0;
    // Roads and cities: bit p set when player p had the majority on the feature and so scored e.points[p], which a
    // rule may make 0 (an unfinished road with an inn).
    uint8_t majority = 0;
    Figure figure = Figure::Follower;
    std::array<int16_t, kMaxPlayers> points{};
    bool operator==(const ScoreEvent&) const = default;
};
static_assert(kMaxPlayers <= 8, "ScoreEvent::majority holds a bit per player");

// A figure on the board (or in supply when !on_board).
struct FigureSlot {
    uint8_t player = 0;
    Figure kind = Figure::Follower;
    bool on_board = false;
    uint8_t tile = 0;                // placed-tile index
    uint8_t spot = 0;                // segment index; a corner figure: corner 0..3
    uint16_t node = 0;               // segment node it stands on (a corner figure: the field at the corner)
    bool operator==(const FigureSlot&) const = default;
};

struct PlayerState {
    int16_t score = 0;
    uint8_t followers = kFollowersPerPlayer;  // in supply
    bool operator==(const PlayerState&) const = default;
};

// Room for every legal action of any position (placements: 4 per frontier cell at most).
struct ActionList {
    static constexpr int kCapacity = 4 * kMaxFrontier + 64;
    static_assert(kCapacity >= 4 * kMaxFrontier, "a placement: 4 rotations on every open cell");
    static_assert(kCapacity >= 9 * kMaxSegments + 1, "a wagon's targets: any segment of 9 tiles, or going home");
    std::array<Action, kCapacity> items;
    int size = 0;
    const Action& operator[](int i) const { return items[static_cast<size_t>(i)]; }
    const Action* begin() const { return items.data(); }
    const Action* end() const { return items.data() + size; }
};

// The board's tables are a base (board_tables.h) so that copies of a position move only what is in use.
class Game : private BoardTables {
public:
    // An empty table (for scenarios): nothing placed, full supplies, the bag full.
    Game(const Rules& rules, int num_players, bool normal_start);
    // The normal start of a game: start tile (or spring / wheel board), bag full less the start.
    Game(const Rules& rules, int num_players) : Game(rules, num_players, true) {}

    const Rules& rules() const { return rules_; }
    int num_players() const { return num_players_; }
    Phase phase() const { return phase_; }
    bool is_chance() const { return phase_ == Phase::Draw; }
    bool is_over() const { return phase_ == Phase::GameOver; }
    // The player who decides now: in an expansion's phase, the one its hook table names (its decider).
    int current_player() const {
        return (kExpansionPhases >> static_cast<unsigned>(phase_)) & 1u ? phase_decider() : current_;
    }
    int turn_player() const { return current_; }
    int turn() const { return turn_; }
    int drawn_tile() const { return drawn_; }            // -1 when no tile is in hand
    int last_placed() const { return last_placed_; }     // placed index of this turn's tile, or -1

    // Legal actions in ascending order, without duplicates. In the Draw phase these are the tiles that
    // can come out of the bag; chance_weight() gives their weights. Empty once the game is over.
    void legal_actions(std::vector<Action>& out) const;
    std::vector<Action> legal_actions() const { std::vector<Action> v; legal_actions(v); return v; }
    // The same into a fixed buffer without allocation (for search and benchmarks).
    void legal_actions(ActionList& out) const;
    int chance_weight(const Action& a) const;
    // Sum of the chance weights, and the outcome that a uniform number r picks (r % total, in legal order).
    int chance_total() const;
    Action sample_chance(uint64_t r) const;
    // Applies a legal action. Returns false (and changes nothing) when the action is not legal;
    // *why then says what is wrong.
    bool apply(const Action& a, std::string* why = nullptr);
    bool is_legal(const Action& a, std::string* why = nullptr) const;
    // apply() for an action known to be legal here (one of legal_actions(), or one is_legal() accepted): the same
    // effect without checking it again. The search's playouts and the bench play thousands of listed actions a
    // second; anything that comes from a person, a file or a message goes through apply().
    void play(const Action& a);

    // Board.
    const PlacedTile* placed() const { return placed_.data(); }
    int num_placed() const { return num_placed_; }
    // The tiles on the board without the cells of a fixed board printed in one piece (the Wheel of Fortune's 16):
    // the start tile and every tile drawn and placed, the number a player counts.
    int num_tiles_laid() const;
    int tile_at(int x, int y) const;  // placed index or -1
    const FrontierCell* frontier() const { return frontier_.data(); }
    int frontier_size() const { return frontier_size_; }
    // Can a tile of this type go at (x, y) turned rot (edges, rules of the current stage)?
    bool can_place(int type, int x, int y, int rot, std::string* why = nullptr) const;
    bool has_placement(int type) const;
    // Is there room in the fixed-size tables (tiles, feature nodes) for one more tile of this type?
    bool room_for(int type) const {
        return num_placed_ < kMaxPlaced && num_nodes_ + static_cast<int>(tiles().type(type).segments.size()) <= kMaxNodes;
    }
    // Can any tile still in the bag ever go into this empty cell next to the board (edges only)?
    bool fillable(int x, int y) const;
    // Do a tile of this type's edges, in some rotation, meet those around this empty cell next to the board?
    bool edges_meet(int type, int x, int y) const;
    // An empty cell next to the board that no tile left can take, by its neighbours' edges: none in the bag
    // (fillable) and not the tile in hand (edges_meet). False for any other cell.
    bool unfillable(int x, int y) const;

    // Features. node = placed_tile.node_base + segment index.
    int feature_root(int node) const { return parent_[static_cast<size_t>(node)]; }
    // The next node of the feature's circular member list (walk from a node until back at it).
    int feature_next(int node) const { return next_[static_cast<size_t>(node)]; }
    bool feature_complete(int node) const;
    // City or road: its open edges (0 = complete); other kinds 0.
    int feature_open_edges(int node) const;
    int feature_tiles(int node) const;      // distinct tiles (a tile counts once)
    int feature_pennants(int node) const { return pennants_[static_cast<size_t>(feature_root(node))]; }
    bool feature_occupied(int node) const;  // any figure or marker
    SegKind node_kind(int node) const { return static_cast<SegKind>(node_kind_[static_cast<size_t>(node)]); }
    int node_tile(int node) const { return node_tile_[static_cast<size_t>(node)]; }
    int node_segment(int node) const { return node - placed_[static_cast<size_t>(node_tile(node))].node_base; }
    // All nodes of the feature containing node.
    void feature_nodes(int node, std::vector<int>& out) const;
    int cloister_neighbours(int placed_index) const;  // placed tiles among the 8 around it

    // Players and figures.
    const PlayerState& player(int p) const { return players_[static_cast<size_t>(p)]; }
    const FigureSlot* figures() const { return figures_.data(); }
    int num_figures() const { return num_figures_; }
    int remaining(int type) const { return bag_[static_cast<size_t>(type)]; }
    int bag_size() const { return bag_total_; }
    const std::vector<ScoreEvent>& events() const { return events_; }
    // Completed cities touching the farm that contains field node `node` (each counted once).
    int farm_completed_cities(int node) const;
    // Turn off the event log (copies used by search keep scores but no history).
    void set_recording(bool on) { recording_ = on; if (!on) events_.clear(); }

    // Scenario set-up: put a tile without turn rules (edges must match). Returns false with *why.
    bool setup_tile(int type, int x, int y, int rot, std::string* why);
    bool setup_figure(int player, Figure kind, int placed_index, int spot, std::string* why);
    void setup_to_move(int player);
    // Scenarios choose every draw: any tile in the bag may be drawn (the river's "river tiles first" order is
    // not enforced; placement rules still are). Off in games.
    void set_free_draws(bool on) { free_draws_ = on; if (phase_ == Phase::Draw) update_draw_mask(); }
    // End-of-game scoring now (used by the phase machine at the end, and by scenarios). Idempotent.
    void final_scoring();
    bool final_scored() const { return final_scored_; }

    bool operator==(const Game&) const = default;

    // ---- For the expansions' hooks (src/engine/expansions/): their state, and what they may change ----
    // The state of an expansion module (its State type, listed in expansions/registry.h).
    template <class S> const S& state() const { return std::get<S>(ext_); }
    template <class S> S& state() { return std::get<S>(ext_); }
    void set_phase(Phase p) { phase_ = p; }
    void set_turn_player(int p) { current_ = static_cast<uint8_t>(p); }
    void set_last_placed(int placed_index) { last_placed_ = static_cast<int16_t>(placed_index); }
    // The node of segment `spot` of this turn's tile when a follower may stand there (nobody occupies its feature;
    // a field without a marker), else -1; the supply is not asked.
    int free_spot_node(int spot) const;
    // Figures of a kind in a player's supply (followers: the base game's; other kinds: their expansion's), and a
    // change of that count.
    int supply(int player, Figure kind) const;
    void change_supply(int player, Figure kind, int delta);
    void add_set_to_bag(TileSetId set);      // every tile of the set into the bag
    void take_from_bag(int type);            // one copy of the type leaves the bag, if one is left
    // Puts a tile on the table without checking any rule; returns its placed index.
    int put_tile(int type, int x, int y, int rot);
    const Oriented& oriented_of(int placed_index) const;
    // Figures (not markers) on the feature of `node`, and markers (figures that stand on a feature without
    // occupying it: the barn) on it.
    int occupancy(int node) const { return occupancy_[static_cast<size_t>(parent_[static_cast<size_t>(node)])]; }
    int markers(int node) const { return markers_[static_cast<size_t>(parent_[static_cast<size_t>(node)])]; }
    // Adds the points of e to the scores, and logs it when recording.
    void add_event(const ScoreEvent& e);
    // A figure onto the board (its supply is not changed); returns its index in figures().
    int add_figure(int player, Figure kind, int placed_index, int spot, int node);
    // Figure i leaves the board and goes back to its owner's supply.
    void remove_figure(int i);
    // Figures (not markers) on the feature `root` go home, but those an expansion keeps (keep_scored_figure).
    void return_figures(int root);
    Action with_canonical_rotation(const Action& a) const;
    bool perform(const Action& a);  // apply() and play() after the check
    void end_turn();      // the next player's turn starts
    void finish_draw();   // the drawn tile goes to the Place phase, or is discarded when it fits nowhere

private:
    Rules rules_;
    uint8_t active_ = 0;             // bit i: expansion(i) is on
    uint16_t hook_bits_ = 0;         // HookBit: which kinds of hooks the active expansions have
    uint8_t num_players_ = 2;
    Phase phase_ = Phase::Draw;
    uint8_t current_ = 0;
    bool final_scored_ = false;
    bool recording_ = true;
    int16_t drawn_ = -1;
    int16_t last_placed_ = -1;
    int16_t turn_ = 0;
    int16_t bag_total_ = 0;
    uint8_t type_lo_ = 0, type_hi_ = 0;  // tile types that can be in the bag lie in [lo, hi)
    bool free_draws_ = false;
    std::array<uint64_t, kMaxTileTypes / 64> draw_mask_{};  // with expansion draw stages: the types that may be drawn now
    std::array<uint8_t, kMaxTileTypes> bag_{};  // remaining copies per tile type
    std::array<uint64_t, kMaxTileTypes / 64> in_bag_{};  // bit t: bag_[t] > 0
    std::array<PlayerState, kMaxPlayers> players_{};
    std::array<FigureSlot, kMaxFigures> figures_{};
    static_assert(kMaxFigures >= kMaxPlayers * (kFollowersPerPlayer + kNumFigureKinds - 1),
                  "every player's followers and one figure of each other kind on the board");
    int num_figures_ = 0;
    ExpansionStates ext_{};
    std::vector<ScoreEvent> events_;

    static int cell(int x, int y) { return ((y & (kGridSize - 1)) << kGridBits) | (x & (kGridSize - 1)); }
    void update_frontier_after(int x, int y);
    const FrontierCell* find_frontier(int x, int y) const;
    int frontier_pos(uint32_t key) const;
    int frontier_pos_from(uint32_t key, int hint) const;  // the same, found by a walk from a nearby position
    static uint32_t cell_key(int x, int y) {
        return (static_cast<uint32_t>(y + 32768) << 16) | static_cast<uint32_t>(x + 32768);
    }
    int at_near(int x, int y) const;
    FrontierCell make_frontier_cell(int x, int y) const;
    void unite(int a, int b);
    static bool edges_fit(const FrontierCell& fc, int type, int rot) { return (tiles().fits_edges(type, fc.code) >> rot) & 1u; }
    bool placement_hooks_ok(int type, int x, int y, int rot) const;
    void refresh_hook_bits();  // hook_bits_ without the kinds the expansions say are dormant now
    template <class F> void for_each_hook(F&& f) const {
        for (int i = 0; i < num_expansions(); ++i)
            if (active_ & (1u << i)) f(expansion(i));
    }
    std::string edge_mismatch(const FrontierCell& fc, int type, int x, int y, int rot) const;  // which edge clashes
    bool in_span(int x, int y) const;
    bool bag_fits(unsigned code) const;  // does some type in the bag meet these demands (FrontierCell::code)?
    template <class Emit> void generate(Emit&& emit) const;  // every phase's actions but placements
    // The Place phase's actions into items (room for 4 per frontier cell), in legal_actions' order; returns how many.
    int list_placements(Action* items) const;
    template <class Emit> void deploy_actions(Emit&& emit) const;
    template <class Emit> void draw_actions(Emit&& emit) const;
    bool drawable_now(int type) const {  // may the type come out of the bag now (expansion draw stages)
        return (draw_mask_[static_cast<size_t>(type) >> 6] >> (type & 63)) & 1u;
    }
    void update_draw_mask();
    int deploy_node(const Action& a) const;  // where a Deploy action's figure would stand, -1 if illegal
    const ExpansionHooks* phase_owner() const;
    const ExpansionHooks* deploy_alternative_owner() const;
    void deploy_alternative_actions(ActionSink sink) const;
    void expansion_actions(ActionSink sink, bool deploy) const;  // deploy: extra figures; else the phase's actions
    void finish_scoring_step();  // expansions' scoring, then the next turn unless a decision is pending
    void score_after_placement();
    // Each player's strength on the feature `root` (figures, not markers; with count_pennants, a pennant figure
    // counts the feature's pennants); *any: some figure stands there.
    std::array<int, kMaxPlayers> strengths(int root, bool count_pennants, bool* any) const;
    void score_feature(int root, bool final);
    void score_cloister(int placed_index, bool final);
    void score_farms_final();
    void after_draw();
    int phase_decider() const;  // who decides in an expansion's phase
    std::string draw_rule() const;  // what the active expansions' draw stages demand, for refusals
};

// Small board queries on the hot path, inline so that every rule file can use them at full speed.
inline int Game::tile_at(int x, int y) const {
    if (num_placed_ == 0) return -1;
    if (x < max_x_ - kMaxSpan || x > min_x_ + kMaxSpan || y < max_y_ - kMaxSpan || y > min_y_ + kMaxSpan) return -1;
    return static_cast<int>(grid_[static_cast<size_t>(cell(x, y))]) - 1;
}

inline bool Game::in_span(int x, int y) const {
    if (num_placed_ == 0) return true;
    return std::max<int>(max_x_, x) - std::min<int>(min_x_, x) <= kMaxSpan &&
           std::max<int>(max_y_, y) - std::min<int>(min_y_, y) <= kMaxSpan;
}

inline int Game::at_near(int x, int y) const {
    // Only for cells next to the board: the board spans at most kMaxSpan cells, so they never wrap.
    return static_cast<int>(grid_[static_cast<size_t>(cell(x, y))]) - 1;
}

inline int Game::frontier_pos(uint32_t key) const {
    // The first cell not before key: a binary search whose steps move by a conditional move, not a branch.
    int n = frontier_size_;
    if (n == 0) return 0;
    int lo = 0;
    while (n > 1) {
        const int half = n >> 1;
        lo = frontier_[static_cast<size_t>(lo + half - 1)].key < key ? lo + half : lo;
        n -= half;
    }
    return lo + static_cast<int>(frontier_[static_cast<size_t>(lo)].key < key);
}

inline const FrontierCell* Game::find_frontier(int x, int y) const {
    const uint32_t key = cell_key(x, y);
    const int pos = frontier_pos(key);
    if (pos < frontier_size_ && frontier_[static_cast<size_t>(pos)].key == key) return &frontier_[static_cast<size_t>(pos)];
    return nullptr;
}

}  // namespace carc
