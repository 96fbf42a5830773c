// The search's tree (internal to src/ai): decision and chance nodes, selection, expansion and backup of the
// Monte Carlo tree search behind search.h.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "ai/expansion_hooks.h"
#include "ai/playout.h"
#include "ai/search.h"
#include "engine/game.h"
#include "engine/rng.h"

namespace carc::ai {

// ln(x) for x >= 1 from + - * / only (correctly rounded everywhere), so that a search picks the same moves
// natively and in wasm.
double portable_log(double x);

struct Edge {
    Action action;
    int32_t child = -1;
    int32_t visits = 0;
    double reward = 0;  // sum of rewards for the player who decides at the edge's node
    double margin = 0;  // sum of final margins (points) for that player
    double prior =
        0;  // ordered nodes only: a cheap evaluation of the action, or (tree_widen) its key in a guided draw
};

struct Node {
    int32_t first = 0, count = 0;  // edges [first, first + count)
    int32_t visits = 0;
    int8_t player = -1;  // who decides here; -1 = a chance step (the draw)
    bool expanded = false;
    bool ordered = false;       // edges sorted best first by prior: progressive widening applies
    bool guided_order = false;  // ordered by a guided draw (tree_widen), not by prior
};

// The tree of one search from a root position; node 0 is the root.
class Tree {
  public:
    Tree(const Game& root, const SearchConfig& cfg, uint64_t seed);

    // One iteration: down the tree (through `forced` decisions first, when given), a playout, and back up.
    void iterate(const Action* forced = nullptr, int num_forced = 0);

    int root_player() const { return nodes_[0].player; }
    // The most visited edge of a node (ties: the higher mean reward, then the earlier action), or -1.
    int best_edge(int node) const;
    const Edge& edge(int i) const { return edges_[static_cast<size_t>(i)]; }
    const Node& node(int i) const { return nodes_[static_cast<size_t>(i)]; }
    int num_nodes() const { return static_cast<int>(nodes_.size()); }
    // The edge of `node` whose action is a, or -1.
    int edge_of(int node, const Action& a) const;

  private:
    struct Step {
        int node, edge;
    };
    Game root_;
    // Positions reused by every iteration (an assignment moves only the tables in use): the one an iteration walks
    // down from the root, and order_by_prior's after a move and after its deployment.
    Game scratch_, after_, after_deploy_;
    SearchConfig cfg_;
    AiHookSet hooks_;  // the game's active expansions
    Rng rng_;
    std::vector<Node> nodes_;
    std::vector<Edge> edges_;
    std::vector<Step> path_;
    ActionList acts_;
    ActionList follow_;  // order_by_prior's deployments
    Playout playout_;
    uint64_t seed_ = 0;
    DrawStream draws_;

    void start_draws(int root_edge);
    // Adds what decision a costs its player (the active expansions' decision_cost) to *cost.
    void add_cost(const Action& a, double* cost) const;
    static Node make_node(const Game& s);
    void expand(int node, const Game& s);
    void order_guided(int node, const Game& s);
    void order_by_prior(int node, const Game& s);
    int find_edge(const Node& n, const Action& a) const;
    int chance_edge(const Node& n, const Action& a) const { return find_edge(n, a); }
    int select(const Node& n, const Game& s);
    int guided_untried(const Node& n, const Game& s);
    int edge_weights(const Node& n, const Game& s, bool untried_only, int* w) const;
    double reward(double margin) const;
};

}  // namespace carc::ai
