// The one interface between the base turn and each expansion (expansions/<name>/): a table of hooks.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "engine/action.h"
#include "engine/expansions/registry.h"

namespace carc {

class Game;
struct Rules;
struct FigureSlot;
struct ScenarioHooks;
struct RuleOptions;
enum class Phase : uint8_t;
enum class ScoreRule : uint8_t;

// Where an expansion's actions go. Type-erased because expansion phases are never on a base game's hot path.
struct ActionSink {
    void* ctx = nullptr;
    void (*fn)(void*, const Action&) = nullptr;
    void operator()(const Action& a) const { fn(ctx, a); }
};

// What an expansion adds to the base turn. Every pointer may be null ("nothing to add"). The base game calls
// a kind of hook only when some active expansion has one (Game keeps a bit per kind), so a base game pays
// nothing for expansions that are off.
//
// The turn, and where the hooks come in:
//   set-up:    setup (tiles into the bag, figures into the supplies), place_start (the first tile)
//   TurnStart: turn_start says whether the player to move gets a choice before drawing (phase_* hooks)
//   Draw:      filter_draws says which tiles may come out of the bag now (the weights follow); tile_drawn runs
//              after a tile came out, before it is placed or discarded, and may open a phase first (the phase
//              then ends with Game::finish_draw)
//   Place:     placement_ok adds a rule besides matching edges; tile_placed follows every placement
//   Deploy:    deploy_actions / deploy_node: figures other than followers; deploy_alternatives: actions of other
//              kinds instead of a deployment (they sort after Pass), then the scoring step runs as after one
//   scoring:   feature_value (what a road or city is worth), keep_scored_figure (a figure the expansion keeps when its feature scored), after_scoring (more
//              scoring, and decisions that open one of the expansion's phases)
//   end:       before_end may add a round when the bag is empty; final_scoring adds end-of-game scores
// An expansion's own phases (phase bits in `phases`) get their actions, legality and effect from phase_*.
struct ExpansionHooks {
    const char* name = "";  // the rules' name ("river", "abbey_mayor", "wheel_of_fortune")
    bool (*enabled)(const Rules&) = nullptr;
    uint32_t phases = 0;    // bit (1 << Phase) for each phase this expansion runs

    void (*setup)(Game&) = nullptr;
    // A game of its own: its setup puts its tiles in the bag and its start on the table (also when a scenario
    // sets the table up), instead of the base tiles and the start tile.
    bool own_game = false;
    bool (*place_start)(Game&) = nullptr;  // true: it put the first tile (the base start tile stays out)

    bool (*turn_start)(const Game&) = nullptr;
    Phase turn_phase{};  // the phase a turn starts in when turn_start says yes
    // Clears the bits (type t = bit t % 64 of word t / 64) of tiles in the bag that may not be drawn now.
    void (*filter_draws)(const Game&, std::array<uint64_t, 2>& drawable) = nullptr;
    const char* draw_rule = "";  // what filter_draws demands, for refusals
    // True: it opened one of its phases (the draw goes on when that phase ends).
    bool (*tile_drawn)(Game&, int type) = nullptr;
    bool (*placement_ok)(const Game&, int type, int x, int y, int rot) = nullptr;
    const char* placement_rule = "";  // what placement_ok demands, for refusals
    // An empty cell next to the board that no tile in the bag or in hand fits (blocked.h no_tile_fits): may the
    // expansion still fill it with a piece of its own?
    bool (*fills_dead_cell)(const Game&, int x, int y) = nullptr;
    void (*tile_placed)(Game&, int placed_index, bool in_play) = nullptr;

    void (*deploy_actions)(const Game&, ActionSink) = nullptr;
    // The node a figure of a kind other than Follower would stand on for this Deploy action, or -1 if illegal.
    int (*deploy_node)(const Game&, const Action&) = nullptr;
    // Why a Deploy action of the expansion's figure kinds is refused (true: *why is set), for refusals only.
    bool (*deploy_refusal)(const Game&, const Action&, std::string* why) = nullptr;
    // Scenario set-up of a figure of the expansion's kinds: the node it would stand on (-1 with *why), and
    // *known = true when the kind is the expansion's.
    int (*setup_figure_node)(const Game&, Figure kind, int placed_index, int spot, std::string* why, bool* known) = nullptr;
    void (*deploy_alternatives)(const Game&, ActionSink) = nullptr;
    bool (*deploy_alternative_legal)(const Game&, const Action&, std::string* why) = nullptr;
    void (*deploy_alternative_apply)(Game&, const Action&) = nullptr;

    // The points of a road or city (root) that scores now, when the expansion changes them (true: *points and
    // *rule set); complete: it is finished (else it scores at the end of the game).
    bool (*feature_value)(const Game&, int root, bool complete, int* points, ScoreRule* rule) = nullptr;
    bool (*keep_scored_figure)(Game&, const FigureSlot&, int root) = nullptr;
    void (*after_scoring)(Game&) = nullptr;  // may open one of the expansion's phases

    int (*decider)(const Game&) = nullptr;  // who decides in the expansion's phases (null: the turn's player)
    void (*phase_actions)(const Game&, ActionSink) = nullptr;
    bool (*phase_legal)(const Game&, const Action&, std::string* why) = nullptr;
    void (*phase_apply)(Game&, const Action&) = nullptr;

    // Figure kinds of the expansion in a player's supply: the count (-1: not a kind of this expansion), and a
    // change of it (false: not a kind of this expansion).
    int (*supply)(const Game&, int player, Figure kind) = nullptr;
    bool (*change_supply)(Game&, int player, Figure kind, int delta) = nullptr;

    bool (*before_end)(Game&) = nullptr;  // true: the game goes on (the hook set the phase)
    void (*final_scoring)(Game&) = nullptr;

    // The kinds of its hooks (HookBit) that can no longer change anything in this game (the River's, once the
    // bag holds no river tile). Asked at the start of each turn; the game then skips those kinds unless another
    // active expansion has hooks of them. Hooks of a kind left out must keep working whenever they are called.
    uint16_t (*dormant)(const Game&) = nullptr;

    const ScenarioHooks* scenario = nullptr;  // its keys in scenario files (scenario_hooks.h)
    const RuleOptions* options = nullptr;     // how the set-up names it (rule_options.h)
};

// Which kinds of hooks the active expansions have (Game::hook_bits_).
enum HookBit : uint16_t {
    kHookSetup = 1 << 0,
    kHookStart = 1 << 1,
    kHookTurnStart = 1 << 2,
    kHookDraw = 1 << 3,
    kHookPlace = 1 << 4,
    kHookPlaced = 1 << 5,
    kHookDeploy = 1 << 6,
    kHookKeep = 1 << 7,
    kHookScoring = 1 << 8,
    kHookEnd = 1 << 9,
    kHookFinal = 1 << 10,
    kHookDrawn = 1 << 11,
    kHookDeployAlt = 1 << 12,
    kHookDormant = 1 << 13,  // some active expansion's hooks can go dormant: the bits are refreshed each turn
    kHookValue = 1 << 14,
};

// The kinds of hooks an expansion has (HookBit, without kHookDormant).
uint16_t hook_kinds(const ExpansionHooks& h);

// The hook table of registered expansion i (0 <= i < kNumExpansions, in the order of expansions/registry.h).
inline constexpr int num_expansions() { return kNumExpansions; }
const ExpansionHooks& expansion(int i);

}  // namespace carc
