// carcassonne-cli replay: checks a game record and prints its scores by what paid them.
#include <array>
#include <cstdio>
#include <string>

#include "cli/args.h"
#include "cli/commands.h"
#include "engine/game.h"
#include "engine/match.h"

namespace carc::cli {

int cmd_replay(int argc, char** argv) {
    if (argc != 1) return refuse("replay: expects exactly one FILE.json");
    std::string text, why;
    if (!read_file(argv[0], kMaxInputBytes, &text, &why)) return refuse(std::string(argv[0]) + ": " + why);
    std::string error;
    auto m = Match::from_record(text, &error);
    if (!m) {
        std::fprintf(stderr, "%s: %s\n", argv[0], one_line(error).c_str());
        return kBadInput;
    }
    const Game& g = m->game();
    std::printf("%s, %zu actions, %s\n", rules_summary(m->rules()).c_str(), m->history().size(),
                g.is_over() ? "finished" : "in progress");
    // Each player's points by what paid them (the events' kinds: roads, cities, ..., crowns, the wheel's events).
    std::array<std::array<int, kEventKinds>, kMaxPlayers> by_kind{};
    for (const ScoreEvent& e : g.events())
        for (int p = 0; p < g.num_players(); ++p)
            by_kind[static_cast<size_t>(p)][static_cast<size_t>(e.kind)] += e.points[static_cast<size_t>(p)];
    for (int p = 0; p < g.num_players(); ++p) {
        std::printf("  %-8s %-12s %d", kColorNames[m->seats()[static_cast<size_t>(p)].color],
                    m->seats()[static_cast<size_t>(p)].name.c_str(), g.player(p).score);
        const char* sep = " (";
        for (int k = 0; k < kEventKinds; ++k) {
            const int pts = by_kind[static_cast<size_t>(p)][static_cast<size_t>(k)];
            if (pts == 0) continue;
            std::printf("%s%s %d", sep, event_kind_name(static_cast<EventKind>(k)), pts);
            sep = ", ";
        }
        std::printf("%s\n", *sep == ',' ? ")" : "");
    }
    return 0;
}

}  // namespace carc::cli
