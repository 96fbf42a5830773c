// Final score table: sums the score events per player and column.
#include "ui/core/final_table.h"

#include <algorithm>

#include "engine/mark.h"

namespace carc::ui {

namespace {

// The headings and tips are translated where they are shown (i18n::tr).
constexpr ScoreColumn kBaseColumns[] = {
    // TRANSLATORS: a column of the final score table (the next one: its tooltip)
    {N_("Roads"), N_("Roads: completed ones during the game, unfinished ones (in brackets) at the end"),
     [](EventKind k) { return k == EventKind::Road; }},
    // TRANSLATORS: a column of the final score table (the next one: its tooltip)
    {N_("Cities"), N_("Cities: completed ones during the game, unfinished ones (in brackets) at the end"),
     [](EventKind k) { return k == EventKind::City; }},
    // TRANSLATORS: a column of the final score table (the next one: its tooltip)
    {N_("Cloisters"), N_("Cloisters: surrounded ones during the game, unfinished ones (in brackets) at the end"),
     // TRANSLATORS: the Cloisters column's heading on a narrow screen: keep it as short as "Roads"
     [](EventKind k) { return k == EventKind::Cloister; }, N_("Clois.")},
    // TRANSLATORS: a column of the final score table (the next one: its tooltip)
    {N_("Farms"), N_("Farmers, scored at the end for the completed cities their farms touch"),
     [](EventKind k) { return k == EventKind::Farm; }},
};

}  // namespace

std::span<const ScoreColumn> base_score_columns() {
    return kBaseColumns;
}

int score_column(std::span<const ScoreColumn> columns, const ScoreEvent& e) {
    for (size_t c = 0; c < columns.size(); ++c)
        if (columns[c].collects(e.kind)) return static_cast<int>(c);
    return -1;
}

bool scored_unfinished(const ScoreEvent& e) {
    return e.final && (e.kind == EventKind::Road || e.kind == EventKind::City || e.kind == EventKind::Cloister);
}

bool FinalTable::any(int column) const {
    return std::any_of(rows.begin(), rows.end(),
                       [column](const Row& r) { return r.points[static_cast<size_t>(column)] != 0; });
}

bool FinalTable::any_unfinished() const {
    return std::any_of(rows.begin(), rows.end(), [](const Row& r) {
        return std::any_of(r.unfinished.begin(), r.unfinished.end(), [](int v) { return v != 0; });
    });
}

FinalTable final_table(const Game& game, std::span<const ScoreColumn> columns) {
    FinalTable t;
    const int n = game.num_players();
    t.rows.resize(static_cast<size_t>(n));
    for (FinalTable::Row& r : t.rows) {
        r.points.assign(columns.size(), 0);
        r.unfinished.assign(columns.size(), 0);
    }
    for (const ScoreEvent& e : game.events()) {
        const int column = score_column(columns, e);
        const bool unfinished = scored_unfinished(e);
        for (int p = 0; p < n; ++p) {
            FinalTable::Row& r = t.rows[static_cast<size_t>(p)];
            const int v = e.points[static_cast<size_t>(p)];
            r.total += v;  // every point counts, whichever column shows it
            if (column < 0) continue;
            r.points[static_cast<size_t>(column)] += v;
            if (unfinished) r.unfinished[static_cast<size_t>(column)] += v;
        }
    }
    t.best = n > 0 ? t.rows[0].total : 0;
    for (const FinalTable::Row& r : t.rows) t.best = std::max(t.best, r.total);
    for (int p = 0; p < n; ++p)
        if (t.rows[static_cast<size_t>(p)].total == t.best) t.winners.push_back(p);
    return t;
}

}  // namespace carc::ui
