// Board interaction helpers (see board_geom.h).
#include "ui/board_geom.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace carc::ui {

std::vector<Cell> legal_cells(const std::vector<Action>& places) {
    std::vector<Cell> out;
    for (const Action& a : places) {
        if (a.kind != ActionKind::Place && a.kind != ActionKind::Abbey) continue;
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

}  // namespace carc::ui
