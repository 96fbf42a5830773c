// Board interaction helpers (see board_geom.h).
#include "ui/core/board_geom.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>

#include "engine/expansions/registry.h"
#include "engine/game.h"
#include "engine/spots.h"
#include "ui/core/figure_words.h"
#include "ui/core/i18n.h"

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
    return step_cursor_from(cells, from.x + 0.5, from.y + 0.5, dx, dy);
}

int step_cursor_from(const std::vector<Cell>& cells, double bx, double by, int dx, int dy) {
    int best = -1;
    double best_score = 0;
    for (size_t i = 0; i < cells.size(); ++i) {
        const double ox = cells[i].x + 0.5 - bx, oy = cells[i].y + 0.5 - by;
        const double ahead = ox * dx + oy * dy;  // distance in the key's direction
        if (ahead < 0.5) continue;
        const double side = std::fabs(ox * dy - oy * dx);  // distance across it
        // Straight ahead beats one step aside (2 ahead: 4 against 1 + 4), a cell two aside one ahead (17) beats
        // one straight ahead five away across the board (25).
        const double score = ahead * ahead + 4 * side * side;
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

using i18n::fmt;

// The feature's kind at the head of its hover text.
const char* kind_word(SegKind k) {
    switch (k) {
        // TRANSLATORS: a feature's kind at the head of its hover text on the board ("City, 2 tiles, 1 pennant, open
        // — Anna (knight)"); also the next three
        case SegKind::City: return C_("feature", "City");
        case SegKind::Road: return C_("feature", "Road");
        case SegKind::Field: return C_("feature", "Field");
        case SegKind::Cloister: break;
    }
    return C_("feature", "Cloister");
}

// One player's figures of a kind on a feature of kind `feature`: "knight", or "2 knights" for more than one; an
// expansion's kind in the words it registers ("mayor", "2 mayors").
std::string figures_words(carc::Figure f, SegKind feature, int n) {
    if (n == 1) return i18n::tr(figure_role(f, feature));
    if (f != carc::Figure::Follower) {
        const FigureWords* w = find_figure_words(f);
        // (A kind a player has one of is named alone: n == 1 above.)
        return w && w->count ? w->count(n) : fmt("%d %s", n, i18n::tr(figure_word(f)));
    }
    switch (feature) {
        // TRANSLATORS: figures of one player on a feature in its hover text on the board ("Anna (2
        // knights)"); one figure is shown by its name alone ("knight"); also the next three
        case SegKind::City: return fmt(P_("%d knight", "%d knights", n), n);
        case SegKind::Road: return fmt(P_("%d thief", "%d thieves", n), n);
        case SegKind::Field: return fmt(P_("%d farmer", "%d farmers", n), n);
        case SegKind::Cloister: break;
    }
    return fmt(P_("%d monk", "%d monks", n), n);
}

// The first kind of figure a player has on a feature (h: how many of each kind).
int first_kind(const std::array<int, kNumFigureKinds>& h) {
    for (int k = 0; k < kNumFigureKinds; ++k)
        if (h[size_t(k)]) return k;
    return 0;
}

}  // namespace

std::string describe_feature(const Game& g, const std::vector<std::string>& names, int node) {
    const SegKind kind = g.node_kind(node);
    std::string text = kind_word(kind);
    if (kind == SegKind::Cloister) {
        const int n = g.cloister_neighbours(g.node_tile(node));
        // TRANSLATORS: in a cloister's hover text on the board ("Cloister, 3 of 8 neighbours"): the tiles around it
        text += ", " + fmt(P_("%d of 8 neighbours", "%d of 8 neighbours", n), n);
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
        const int tiles_n = g.feature_tiles(node), cities = int(roots.size());
        // TRANSLATORS: in a feature's hover text on the board ("Field, 3 tiles, 1 completed city")
        text += ", " + fmt(P_("%d tile", "%d tiles", tiles_n), tiles_n);
        // TRANSLATORS: in a field's hover text on the board ("Field, 3 tiles, 1 completed city"): the completed
        // cities its farmers score for
        text += ", " + fmt(P_("%d completed city", "%d completed cities", cities), cities);
    } else {
        const int tiles_n = g.feature_tiles(node), pennants = g.feature_pennants(node);
        // TRANSLATORS: in a feature's hover text on the board ("City, 2 tiles, 1 pennant, open")
        text += ", " + fmt(P_("%d tile", "%d tiles", tiles_n), tiles_n);
        // TRANSLATORS: in a city's hover text on the board ("City, 2 tiles, 1 pennant, open")
        if (kind == SegKind::City && pennants) text += ", " + fmt(P_("%d pennant", "%d pennants", pennants), pennants);
        // TRANSLATORS: at the end of a road's or city's first words in its hover text ("City, 2 tiles, complete"):
        // finished; the next one: not finished yet
        text += std::string(", ") + (g.feature_complete(node) ? C_("feature", "complete") : C_("feature", "open"));
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
        int kinds = 0, strength = 0, figures = 0;
        for (int k = 0; k < kNumFigureKinds; ++k) {
            kinds += h[size_t(k)] > 0;
            figures += h[size_t(k)];
            const carc::Figure f = carc::Figure(k);
            strength += h[size_t(k)] * (is_pennant_figure(f) ? pennants : figure_weight(f));
        }
        if (!kinds) continue;
        std::string parts;
        auto part = [&](const std::string& t) { parts += (parts.empty() ? "" : ", ") + t; };
        for (int k = 0; k < kNumFigureKinds; ++k) {
            const int n = h[size_t(k)];
            if (!n) continue;
            const carc::Figure f = carc::Figure(k);
            // TRANSLATORS: a figure whose strength is its city's pennants, in a city's hover text on the board
            // ("Anna (mayor, strength 2)"): %1$s is the figure ("mayor"), %2$d its strength
            if (is_pennant_figure(f)) part(fmt(_("%1$s, strength %2$d"), i18n::tr(figure_word(f)), pennants * n));
            else part(figures_words(f, kind, n));
        }
        const std::string name = size_t(p) < names.size() ? names[size_t(p)] : std::string("?");
        if (!who.empty()) who += ", ";
        // Its strength where it is not the count: figures of several kinds, or one that counts as two.
        const bool weighed = kinds == 1 && strength != figures && !is_pennant_figure(carc::Figure(first_kind(h)));
        if (kinds > 1 || weighed)
            // TRANSLATORS: a player holding a feature with figures of several kinds, in its hover text on the board:
            // %1$s is the name, %2$s the figures, %3$d their strength ("Anna (knight, mayor, strength 2; strength 3)")
            who += fmt(_("%1$s (%2$s; strength %3$d)"), name, parts, strength);
        else
            // TRANSLATORS: a player holding a feature, in its hover text on the board: %1$s is the name, %2$s the
            // figures ("Anna (knight)", "Ben (2 knights)")
            who += fmt(_("%1$s (%2$s)"), name, parts);
    }
    text += " \xE2\x80\x94 ";  // em dash
    // TRANSLATORS: in a feature's hover text on the board when no player has a figure on it ("Road, 2 tiles, open
    // — nobody")
    text += who.empty() ? std::string(C_("holders", "nobody")) : who;
    return text;
}

}  // namespace carc::ui
