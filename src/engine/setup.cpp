// A game's set-up: the start position, the bag, figure supplies, and the scenario set-up calls.
#include "engine/game.h"

#include <algorithm>
#include <utility>

#include "engine/game_detail.h"

namespace carc {

uint16_t hook_kinds(const ExpansionHooks& h) {
    const std::pair<bool, uint16_t> bits[] = {
        {h.setup != nullptr, kHookSetup},       {h.place_start != nullptr, kHookStart},
        {h.turn_start != nullptr, kHookTurnStart}, {h.filter_draws != nullptr, kHookDraw},
        {h.placement_ok != nullptr, kHookPlace}, {h.tile_placed != nullptr, kHookPlaced},
        {h.deploy_actions != nullptr, kHookDeploy}, {h.keep_scored_figure != nullptr, kHookKeep},
        {h.after_scoring != nullptr, kHookScoring}, {h.before_end != nullptr, kHookEnd},
        {h.final_scoring != nullptr, kHookFinal}, {h.tile_drawn != nullptr, kHookDrawn},
        {h.deploy_alternatives != nullptr, kHookDeployAlt}, {h.feature_value != nullptr, kHookValue}};
    uint16_t kinds = 0;
    for (const auto& [has, bit] : bits)
        if (has) kinds = static_cast<uint16_t>(kinds | bit);
    return kinds;
}

Game::Game(const Rules& rules, int num_players, bool normal_start) : rules_(rules) {
    num_players_ = static_cast<uint8_t>(std::clamp(num_players, 1, kMaxPlayers));
    for (int i = 0; i < num_expansions(); ++i) {
        const ExpansionHooks& h = expansion(i);
        if (!h.enabled || !h.enabled(rules_)) continue;
        active_ = static_cast<uint8_t>(active_ | (1u << i));
        hook_bits_ = static_cast<uint16_t>(hook_bits_ | hook_kinds(h) | (h.dormant ? kHookDormant : 0));
    }
    const TileSet& ts = tiles();
    bool own_game = false;
    for_each_hook([&](const ExpansionHooks& h) { own_game = own_game || h.own_game; });
    if (!own_game) add_set_to_bag(TileSetId::Base);
    if (hook_bits_ & kHookSetup)
        for_each_hook([&](const ExpansionHooks& h) { if (h.setup) h.setup(*this); });
    if (!own_game && normal_start) {
        bool started = false;
        if (hook_bits_ & kHookStart)
            for_each_hook([&](const ExpansionHooks& h) { if (!started && h.place_start) started = h.place_start(*this); });
        if (!started) {
            take_from_bag(ts.start_type());
            put_tile(ts.start_type(), 0, 0, 0);
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
        in_bag_[static_cast<size_t>(t) >> 6] |= 1ull << (t & 63);
        bag_total_ = static_cast<int16_t>(bag_total_ + tt.count);
    }
}

bool Game::setup_tile(int type, int x, int y, int rot, std::string* why) {
    if (type < 0 || type >= tiles().size()) return set_why(why, "unknown tile");
    if (rot < 0 || rot > 3) return set_why(why, "rotation must be 0, 90, 180 or 270");
    if (tile_at(x, y) >= 0) return set_why(why, cell_text(x, y) + " is already taken");
    if (!in_span(x, y)) return set_why(why, "the board cannot be more than " + std::to_string(kMaxSpan + 1) + " cells wide or tall");
    if (num_placed_ >= kMaxPlaced || num_nodes_ + static_cast<int>(tiles().type(type).segments.size()) > kMaxNodes)
        return set_why(why, "too many tiles on the table");
    const FrontierCell fc = make_frontier_cell(x, y);
    if (!tiles().type(type).closes_neighbours && !edges_fit(fc, type, rot)) return set_why(why, edge_mismatch(fc, type, x, y, rot));
    take_from_bag(type);
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
    if (--bag_[static_cast<size_t>(type)] == 0) in_bag_[static_cast<size_t>(type) >> 6] &= ~(1ull << (type & 63));
    --bag_total_;
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
