// Scoring: completed features after a placement, and the end-of-game scoring (roads, cities, cloisters, farms).
#include "engine/game.h"

#include <algorithm>
#include <bit>

#include "engine/game_detail.h"

namespace carc {

void Game::add_event(const ScoreEvent& e) {
    for (int p = 0; p < num_players_; ++p)
        players_[static_cast<size_t>(p)].score = static_cast<int16_t>(players_[static_cast<size_t>(p)].score + e.points[static_cast<size_t>(p)]);
    if (recording_) events_.push_back(e);
}

std::array<int, kMaxPlayers> Game::strengths(int root, bool count_pennants, bool* any) const {
    std::array<int, kMaxPlayers> strength{};
    *any = false;
    for (int i = 0; i < num_figures_; ++i) {
        const FigureSlot& f = figures_[static_cast<size_t>(i)];
        if (is_marker_figure(f.kind) || parent_[f.node] != root) continue;
        *any = true;
        strength[f.player] += count_pennants && is_pennant_figure(f.kind) ? pennants_[static_cast<size_t>(root)] : figure_weight(f.kind);
    }
    return strength;
}

void Game::score_feature(int root, bool final) {
    bool any = false;
    const std::array<int, kMaxPlayers> strength = strengths(root, /*count_pennants=*/true, &any);
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
    if (hook_bits_ & kHookValue)
        for_each_hook([&](const ExpansionHooks& h) {
            if (h.feature_value) h.feature_value(*this, root, complete, &points, &e.rule);
        });
    const int best = *std::max_element(strength.begin(), strength.end());
    if (best > 0)
        for (int p = 0; p < num_players_; ++p)
            if (strength[static_cast<size_t>(p)] == best) {
                e.points[static_cast<size_t>(p)] = static_cast<int16_t>(points);
                e.majority = static_cast<uint8_t>(e.majority | (1u << p));
            }
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
    bool any = false;
    const std::array<int, kMaxPlayers> strength = strengths(root, /*count_pennants=*/false, &any);
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
    const TileSet& ts = tiles();
    const TileType& tt = ts.type(p.type);
    // Roads and cities: those of the placed tile, or (a tile that closes its neighbours: the abbey) of its neighbours.
    int roots[16];
    int nroots = 0;
    auto consider = [&](int node) {
        const int root = parent_[static_cast<size_t>(node)];
        if (open_[static_cast<size_t>(root)] != 0) return;
        for (int i = 0; i < nroots; ++i)
            if (roots[i] == root) return;
        roots[nroots++] = root;
    };
    if (tt.closes_neighbours) {
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
            if (n < 0 || !ts.is_cloister(placed_[static_cast<size_t>(n)].type)) continue;
            if (cloister_neighbours(n) == 8) score_cloister(n, false);
        }
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
        if (is_marker_figure(f.kind) || node_kind(root) != SegKind::Field) continue;
        auto it = std::find_if(farms.begin(), farms.end(), [&](const Farm& fm) { return fm.root == root; });
        if (it == farms.end()) {
            farms.push_back(Farm{root, {}, {}});
            it = farms.end() - 1;
        }
        it->strength[f.player] += figure_weight(f.kind);
    }
    const TileSet& ts = tiles();
    auto completed_cities = [&](int root) {
        std::vector<int> out;
        int n = root;
        do {
            const PlacedTile& p = placed_[node_tile_[static_cast<size_t>(n)]];
            const Segment& seg = ts.type(p.type).segments[static_cast<size_t>(n - p.node_base)];
            for (unsigned bits = seg.adj_cities; bits; bits &= bits - 1) {
                const int c = std::countr_zero(bits);
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
        if (is_marker_figure(f.kind)) continue;
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

}  // namespace carc
