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
        case ScoreCategory::Incomplete:
            return "Incomplete";
        case ScoreCategory::Farms:
            return "Farms";
        case ScoreCategory::Other:
            return "Other";
    }
    return "?";
}

ScoreCategory score_category(const ScoreEvent& e) {
    switch (e.kind) {
        case EventKind::Road:
            return e.final ? ScoreCategory::Incomplete : ScoreCategory::Roads;
        case EventKind::City:
            return e.final ? ScoreCategory::Incomplete : ScoreCategory::Cities;
        case EventKind::Cloister:
            return e.final ? ScoreCategory::Incomplete : ScoreCategory::Cloisters;
        case EventKind::Farm:
        case EventKind::Barn:
            return ScoreCategory::Farms;
        default:
            return ScoreCategory::Other;
    }
}

bool FinalTable::any(ScoreCategory c) const {
    return std::any_of(rows.begin(), rows.end(),
                       [c](const Row& r) { return r.points[static_cast<size_t>(c)] != 0; });
}

FinalTable final_table(const Game& game) {
    FinalTable t;
    const int n = game.num_players();
    t.rows.resize(static_cast<size_t>(n));
    for (const ScoreEvent& e : game.events()) {
        const size_t c = static_cast<size_t>(score_category(e));
        for (int p = 0; p < n; ++p)
            t.rows[static_cast<size_t>(p)].points[c] += e.points[static_cast<size_t>(p)];
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
