// Final score table: sums the score events per player and category.
#include "ui/final_table.h"

#include <algorithm>

namespace carc::ui {

const char* score_category_name(ScoreCategory c) {
    switch (c) {
        case ScoreCategory::Roads:
            return "Roads";
        case ScoreCategory::Cities:
            return "Cities";
        case ScoreCategory::Cloisters:
            return "Cloisters";
        case ScoreCategory::Farms:
            return "Farms";
        case ScoreCategory::Barns:
            return "Barns";
        case ScoreCategory::Wheel:
            return "Wheel";
        case ScoreCategory::Crowns:
            return "Crowns";
    }
    return "?";
}

ScoreCategory score_category(const ScoreEvent& e) {
    switch (e.kind) {
        case EventKind::Road:
            return ScoreCategory::Roads;
        case EventKind::City:
            return ScoreCategory::Cities;
        case EventKind::Cloister:
            return ScoreCategory::Cloisters;
        case EventKind::Farm:
            return ScoreCategory::Farms;
        case EventKind::Barn:
            return ScoreCategory::Barns;
        case EventKind::Crown:
            return ScoreCategory::Crowns;
        default:
            return ScoreCategory::Wheel;
    }
}

bool scored_unfinished(const ScoreEvent& e) {
    return e.final && (e.kind == EventKind::Road || e.kind == EventKind::City || e.kind == EventKind::Cloister);
}

bool FinalTable::any(ScoreCategory c) const {
    return std::any_of(rows.begin(), rows.end(),
                       [c](const Row& r) { return r.points[static_cast<size_t>(c)] != 0; });
}

bool FinalTable::any_unfinished() const {
    return std::any_of(rows.begin(), rows.end(), [](const Row& r) {
        return std::any_of(r.unfinished.begin(), r.unfinished.end(), [](int v) { return v != 0; });
    });
}

FinalTable final_table(const Game& game) {
    FinalTable t;
    const int n = game.num_players();
    t.rows.resize(static_cast<size_t>(n));
    for (const ScoreEvent& e : game.events()) {
        const size_t c = static_cast<size_t>(score_category(e));
        const bool unfinished = scored_unfinished(e);
        for (int p = 0; p < n; ++p) {
            FinalTable::Row& r = t.rows[static_cast<size_t>(p)];
            r.points[c] += e.points[static_cast<size_t>(p)];
            if (unfinished) r.unfinished[c] += e.points[static_cast<size_t>(p)];
        }
    }
    for (FinalTable::Row& r : t.rows)
        for (int v : r.points) r.total += v;
    t.best = n > 0 ? t.rows[0].total : 0;
    for (const FinalTable::Row& r : t.rows) t.best = std::max(t.best, r.total);
    for (int p = 0; p < n; ++p)
        if (t.rows[static_cast<size_t>(p)].total == t.best) t.winners.push_back(p);
    return t;
}

}  // namespace carc::ui
