// carcassonne-cli searchbench: the search's speed in iterations per CPU-second and its moves signature.
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <string>
#include <vector>

#include "ai/players.h"
#include "ai/search.h"
#include "cli/args.h"
#include "cli/commands.h"
#include "engine/match.h"
#include "engine/rng.h"

namespace carc::cli {

// Search speed: iterations per second of one search at the start, middle and end of seeded greedy games, in CPU
// time of this process (a loaded machine slows the wall clock, not the CPU time much).
int cmd_searchbench(int argc, char** argv) {
    ArenaPlayer p;
    p.name = "iter:4000";
    ai::parse_search_spec(p.name, &p.limits, &p.config, nullptr);
    uint64_t games = 3;
    Rules rules;
    std::string why;
    for (int i = 0; i < argc; ++i) {
        const std::string o = argv[i];
        if (const int r = parse_rule_option(argc, argv, &i, &rules, &why); r != 0) {
            if (r < 0) return refuse(why);
            continue;
        }
        if (o != "--search" && o != "--games") return refuse("searchbench: unknown option \"" + o.substr(0, 40) + "\" (--search --games, and the rule options)");
        if (i + 1 >= argc) return refuse(o + ": needs a value");
        const char* v = argv[++i];
        if (o == "--games" && !parse_number("--games", v, 1, 1000, &games, &why)) return refuse(why);
        if (o == "--search" && !parse_arena_player("--search", v, &p, &why)) return refuse(why);
        if (o == "--search" && !p.spec) {
            // A search level: its budget, time cap and settings (src/ai/levels.cpp).
            if (p.level != ai::kLevelHard && p.level != ai::kLevelExpert) return refuse("--search: expected hard, expert or iter:N[,...]");
            p.limits = ai::level_limits(p.level);
            p.config = ai::level_config(p.level);
        }
    }
    if (!playable(rules)) return kBadInput;
    const char* stage_names[3] = {"start", "middle", "end"};
    std::vector<double> rates[3];
    uint64_t sig = 0;  // over the searches' chosen moves: changes when the search's behaviour does
    for (uint64_t gi = 0; gi < games; ++gi) {
        Match m(rules, {Seat{"a", 0, true, 1}, Seat{"b", 1, true, 1}}, 100 + gi);
        Rng rng(gi);
        const int total = m.game().bag_size();
        bool done[3] = {false, false, false};
        while (!m.game().is_over()) {
            const Game& g = m.game();
            const int left = g.bag_size();
            const int stage = left >= total - 2 ? 0 : (left <= total / 2 && left > total / 2 - 4 ? 1 : (left <= 6 ? 2 : -1));
            if (stage >= 0 && !done[stage] && g.phase() == Phase::Place) {
                done[stage] = true;
                ai::SearchStats st;
                const std::clock_t c0 = std::clock();
                const Action chosen = ai::choose_search(g, p.limits, gi, p.config, &st);
                const double cpu = static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
                for (const char ch : chosen.to_string()) sig = mix64(sig ^ static_cast<unsigned char>(ch));
                rates[stage].push_back(st.iterations / std::max(cpu, 1e-9));
            }
            m.apply(ai::choose_greedy(g, rng));
        }
    }
    std::printf("searchbench: %s, %s, %llu games\n", p.name.c_str(), rules_summary(rules).c_str(), static_cast<unsigned long long>(games));
    for (int s = 0; s < 3; ++s) {
        std::sort(rates[s].begin(), rates[s].end());
        if (!rates[s].empty())
            std::printf("  %-6s median %.0f iterations per CPU-second (%zu searches)\n", stage_names[s], rates[s][rates[s].size() / 2], rates[s].size());
    }
    // With no time cap in the spec the moves depend only on the budget and seeds, natively and in wasm alike.
    std::printf("  moves signature %016llx%s\n", static_cast<unsigned long long>(sig),
                p.limits.time_ms > 0 ? " (a time cap was given: the moves may depend on the machine's speed)" : "");
    return 0;
}

}  // namespace carc::cli
