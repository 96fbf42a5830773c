// The "History and statistics" window (Dear ImGui), over a GameHistory: the finished games newest first, filtered
// by rule set and opponents, each with Replay; export and import of the whole history; the statistics of the
// person at this screen per rule set and opponents, and a chart of their results over time.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "imgui.h"
#include "ui/core/history.h"
#include "ui/hud/saves_window.h"

namespace carc::ui {

struct HudMetrics;  // ui/hud/hud.h

struct HistoryRequests {
    bool replay = false;  // replay `record`
    std::string record;
};

// Where the window drew what tests press (-1 = not drawn), and what it shows.
struct HistoryProbe {
    bool open = false;
    int tab = 0;                      // 0 the games, 1 the statistics
    int listed = 0;                   // games listed under the filters
    ImVec2 games_tab{-1, -1}, stats_tab{-1, -1}, export_all{-1, -1}, import_file{-1, -1};
    std::vector<ImVec2> replay;       // each listed game's Replay button
    struct Row {
        std::string rules, opponents;
        bool aided = false;
        int games = 0, wins = 0, best = 0;
    };
    std::vector<Row> stats;           // the statistics' rows
    int chart_bars = 0;               // games in the chart
    std::string status;
};

// Draws the window while *open; a file picked by its Import comes back through `files` (the saves window is closed
// then: it takes imported files while it is open).
// `over_modal`: a modal screen (the final table) is up, and the window goes over it.
HistoryRequests draw_history_window(const HudMetrics& metrics, bool* open, GameHistory& history, const SaveFileHooks& files,
                                    int64_t now_ms, std::string* status, bool over_modal, HistoryProbe* probe = nullptr);

}  // namespace carc::ui
