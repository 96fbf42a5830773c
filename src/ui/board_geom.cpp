// Board interaction helpers (see board_geom.h).
#include "ui/board_geom.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "engine/game.h"
#include "engine/spots.h"

namespace carc::ui {

std::vector<Cell> legal_cells(const std::vector<Action>& places) {
    std::vector<Cell> out;
    for (const Action& a : places) {
        if (action_shape(a.kind) != ActionShape::Cell) continue;
        const Cell c{a.x, a.y};
        if (std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
    }
    return out;
}

std::vector<int> rotations_at(const std::vector<Action>& places, Cell c) {
    std::vector<int> out;
    for (const Action& a : places)
        if (a.kind == ActionKind::Place && a.x == c.x && a.y == c.y) out.push_back(a.rot);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::vector<int> hand_rotations(const std::vector<Action>& places) {
    bool seen[4] = {false, false, false, false};
    for (const Action& a : places)
        if (a.kind == ActionKind::Place) seen[a.rot & 3] = true;
    std::vector<int> out;
    for (int r = 0; r < 4; ++r)
        if (seen[r]) out.push_back(r);
    return out;
}

int pick_rotation(const std::vector<int>& legal, int wanted) {
    if (legal.empty()) return -1;
    for (int k = 0; k < 4; ++k) {
        const int r = (wanted + k) & 3;
        if (std::find(legal.begin(), legal.end(), r) != legal.end()) return r;
    }
    return legal.front();
}

int next_rotation(const std::vector<int>& legal, int current) {
    if (legal.empty()) return -1;
    return pick_rotation(legal, (current + 1) & 3);
}

int step_cursor(const std::vector<Cell>& cells, Cell from, int dx, int dy) {
    int best = -1;
    long best_score = 0;
    for (size_t i = 0; i < cells.size(); ++i) {
        const int ox = cells[i].x - from.x, oy = cells[i].y - from.y;
        const int ahead = ox * dx + oy * dy;  // distance in the key's direction
        if (ahead <= 0) continue;
        const int side = std::abs(ox * dy - oy * dx);  // distance across it
        const long score = long(ahead) + 3L * side;
        if (best < 0 || score < best_score) {
            best = int(i);
            best_score = score;
        }
    }
    return best;
}

int nearest_cell(const std::vector<Cell>& cells, double bx, double by) {
    int best = -1;
    double best_d = 0;
    for (size_t i = 0; i < cells.size(); ++i) {
        const double ex = cells[i].x + 0.5 - bx, ey = cells[i].y + 0.5 - by;
        const double d = ex * ex + ey * ey;
        if (best < 0 || d < best_d) {
            best = int(i);
            best_d = d;
        }
    }
    return best;
}

int hit_circle(const std::vector<float>& cx, const std::vector<float>& cy, float r, float px, float py) {
    int best = -1;
    float best_d = r * r;
    for (size_t i = 0; i < cx.size() && i < cy.size(); ++i) {
        const float d = (cx[i] - px) * (cx[i] - px) + (cy[i] - py) * (cy[i] - py);
        if (d <= best_d) {
            best = int(i);
            best_d = d;
        }
    }
    return best;
}

std::vector<double> stagger_starts(const std::vector<bool>& is_final, double now, double busy_until, double gap) {
    std::vector<double> out;
    double t = std::max(now, busy_until);
    bool any_final = false;
    for (bool f : is_final) {
        if (!f) {
            out.push_back(now);
            continue;
        }
        // The first final score waits for the highlights of the last turn to finish.
        if (!any_final) {
            for (size_t k = 0; k < out.size(); ++k) t = std::max(t, now + gap);
            any_final = true;
        }
        out.push_back(t);
        t += gap;
    }
    return out;
}

namespace {
const char* kind_word(SegKind k) {
    switch (k) {
    case SegKind::City: return "City";
    case SegKind::Road: return "Road";
    case SegKind::Field: return "Field";
    case SegKind::Cloister: return "Cloister";
    }
    return "";
}
}  // namespace

std::string describe_feature(const Game& g, const std::vector<std::string>& names, int node) {
    const SegKind kind = g.node_kind(node);
    char buf[160];
    std::string text = kind_word(kind);
    if (kind == SegKind::Cloister) {
        std::snprintf(buf, sizeof buf, ", %d of 8 neighbours", g.cloister_neighbours(g.node_tile(node)));
        text += buf;
    } else if (kind == SegKind::Field) {
        // Completed cities this field touches (what a farmer scores for).
        std::vector<int> nodes, roots;
        g.feature_nodes(node, nodes);
        for (int n : nodes) {
            const PlacedTile& t = g.placed()[g.node_tile(n)];
            const Segment& seg = tiles().type(t.type).segments[size_t(g.node_segment(n))];
            for (int c = 0; c < kMaxSegments; ++c) {
                if (!(seg.adj_cities & (1u << c))) continue;
                const int cn = int(t.node_base) + c;
                if (g.feature_complete(cn) && std::find(roots.begin(), roots.end(), g.feature_root(cn)) == roots.end())
                    roots.push_back(g.feature_root(cn));
            }
        }
        std::snprintf(buf, sizeof buf, ", %d %s, %d completed %s", g.feature_tiles(node),
                      g.feature_tiles(node) == 1 ? "tile" : "tiles", int(roots.size()),
                      roots.size() == 1 ? "city" : "cities");
        text += buf;
    } else {
        std::snprintf(buf, sizeof buf, ", %d %s", g.feature_tiles(node), g.feature_tiles(node) == 1 ? "tile" : "tiles");
        text += buf;
        if (kind == SegKind::City && g.feature_pennants(node)) {
            std::snprintf(buf, sizeof buf, ", %d %s", g.feature_pennants(node),
                          g.feature_pennants(node) == 1 ? "pennant" : "pennants");
            text += buf;
        }
        text += g.feature_complete(node) ? ", complete" : ", open";
    }
    // Who holds it, and how strong each holder is: followers count one each, and so do figures of other kinds,
    // except those whose strength is the city's pennants (is_pennant_figure); markers hold nothing.
    const int root = g.feature_root(node);
    std::vector<std::array<int, kNumFigureKinds>> holders(size_t(g.num_players()));
    for (int i = 0; i < g.num_figures(); ++i) {
        const FigureSlot& f = g.figures()[i];
        if (!f.on_board || is_marker_figure(f.kind) || g.feature_root(f.node) != root) continue;
        holders[f.player][size_t(f.kind)] += 1;
    }
    const int pennants = kind == SegKind::City ? g.feature_pennants(node) : 0;
    std::string who;
    for (int p = 0; p < g.num_players(); ++p) {
        const std::array<int, kNumFigureKinds>& h = holders[size_t(p)];
        int kinds = 0, strength = 0;
        for (int k = 0; k < kNumFigureKinds; ++k) {
            kinds += h[size_t(k)] > 0;
            strength += h[size_t(k)] * (is_pennant_figure(carc::Figure(k)) ? pennants : 1);
        }
        if (!kinds) continue;
        if (!who.empty()) who += ", ";
        who += (size_t(p) < names.size() ? names[size_t(p)] : std::string("?"));
        who += " (";
        std::string parts;
        auto part = [&](const std::string& t) { parts += (parts.empty() ? "" : ", ") + t; };
        for (int k = 0; k < kNumFigureKinds; ++k) {
            const int n = h[size_t(k)];
            if (!n) continue;
            const carc::Figure f = carc::Figure(k);
            const std::string name = f == carc::Figure::Follower ? std::string(segment_role(kind)) : figure_name(f);
            if (is_pennant_figure(f)) part(name + ", strength " + std::to_string(pennants * n));
            else part(n > 1 ? std::to_string(n) + " " + name + "s" : name);
        }
        who += parts;
        if (kinds > 1) who += "; strength " + std::to_string(strength);
        who += ")";
    }
    text += " \xE2\x80\x94 ";  // em dash
    text += who.empty() ? "nobody" : who;
    return text;
}

}  // namespace carc::ui
