// carcassonne-cli selfplay: computer players play seeded games; optionally writes records and scenarios.
#include <algorithm>
#include <cstdio>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

#include "ai/players.h"
#include "cli/args.h"
#include "cli/commands.h"
#include "engine/match.h"
#include "engine/rng.h"
#include "engine/scenario_writer.h"

namespace carc::cli {

namespace {

constexpr uint64_t kMaxLevel = 9;

}  // namespace

int cmd_selfplay(int argc, char** argv) {
    uint64_t games = 10, seed = 1, players = 2;
    Rules rules;
    std::vector<int> levels = {1, 1};
    bool levels_given = false;
    std::string out_dir;
    bool want_scenario = false;
    std::string why;
    for (int i = 0; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--scenario") {
            want_scenario = true;
            continue;
        }
        if (const int r = parse_rule_option(argc, argv, &i, &rules, &why); r != 0) {
            if (r < 0) return refuse(why);
            continue;
        }
        const bool takes_value = a == "--games" || a == "--seed" || a == "--players" || a == "--levels" || a == "--out";
        if (!takes_value)
            return refuse("selfplay: unknown option \"" + a.substr(0, 40) +
                          "\" (--games --seed --players --levels --out --scenario, and the rule options)");
        if (i + 1 >= argc) return refuse(a + ": needs a value");
        const char* v = argv[++i];
        if (a == "--games") {
            if (!parse_number("--games", v, 1, kMaxGames, &games, &why)) return refuse(why);
        } else if (a == "--seed") {
            if (!parse_number("--seed", v, 0, std::numeric_limits<uint64_t>::max(), &seed, &why)) return refuse(why);
        } else if (a == "--players") {
            if (!parse_number("--players", v, 2, kMaxPlayers, &players, &why)) return refuse(why);
        } else if (a == "--levels") {
            levels.clear();
            std::stringstream ss(v);
            std::string item;
            while (std::getline(ss, item, ',')) {
                uint64_t level = 0;
                if (!parse_number("--levels", item.c_str(), 0, kMaxLevel, &level, &why)) return refuse(why);
                levels.push_back(static_cast<int>(level));
            }
            if (levels.empty() || (!std::string(v).empty() && std::string(v).back() == ','))
                return refuse("--levels: expected levels 0 to 9 separated by commas, got \"" + std::string(v).substr(0, 40) + "\"");
            levels_given = true;
        } else if (a == "--out") {
            out_dir = v;
        }
    }
    // Game seeds are seed, seed + 1, ...: the last one must still be a 64-bit number.
    if (games - 1 > std::numeric_limits<uint64_t>::max() - seed)
        return refuse("--seed: with --games " + std::to_string(games) + " the seeds would go past 18446744073709551615");
    if (!levels_given) levels.assign(players, 1);
    if (!playable(rules)) return kBadInput;
    if (!players_fit(rules, players, &why)) return refuse(why);
    std::vector<long> totals(players, 0);
    std::vector<int> wins(players, 0);
    for (uint64_t gi = 0; gi < games; ++gi) {
        std::vector<Seat> seats;
        for (uint64_t p = 0; p < players; ++p) {
            Seat s;
            s.color = static_cast<int>(p);
            s.computer = true;
            s.level = levels[p % levels.size()];
            s.name = std::string(kColorNames[p]) + " (" + ai::level_name(s.level) + ")";
            seats.push_back(s);
        }
        const uint64_t game_seed = seed + gi;
        Match m(rules, seats, game_seed);
        Rng rng(mix64(game_seed ^ 0xA5A5A5A5ull));
        while (!m.game().is_over()) {
            const int p = m.game().current_player();
            const Action a = ai::choose(m.game(), seats[static_cast<size_t>(p)].level, rng);
            std::string illegal;
            if (!m.apply(a, &illegal)) {
                std::fprintf(stderr, "internal error: player chose an illegal action %s: %s\n", a.to_string().c_str(), illegal.c_str());
                return 1;
            }
        }
        int best = -1;
        for (uint64_t p = 0; p < players; ++p) {
            totals[p] += m.game().player(static_cast<int>(p)).score;
            best = std::max(best, static_cast<int>(m.game().player(static_cast<int>(p)).score));
        }
        for (uint64_t p = 0; p < players; ++p)
            if (m.game().player(static_cast<int>(p)).score == best) ++wins[p];
        if (!out_dir.empty()) {
            const std::string base = out_dir + "/game-" + std::to_string(game_seed);
            bool ok = write_file(base + ".record.json", m.to_record() + "\n");
            if (want_scenario) {
                ok = ok && write_file(base + ".scenario.json", scenario_of(m) + "\n");
                ok = ok && write_file(base + ".expected.json", expected_of(m, "carcassonne-cli selfplay, seed " + std::to_string(m.seed())) + "\n");
            }
            if (!ok) {
                std::fprintf(stderr, "%s: cannot write (does the folder exist?)\n", out_dir.c_str());
                return kBadInput;
            }
        }
    }
    std::printf("selfplay: %llu games, %s, seeds %llu..%llu\n", static_cast<unsigned long long>(games),
                rules_summary(rules).c_str(), static_cast<unsigned long long>(seed),
                static_cast<unsigned long long>(seed + games - 1));
    for (uint64_t p = 0; p < players; ++p)
        std::printf("  %-7s level %d: average %.1f points, %d wins (ties count for each)\n", kColorNames[p],
                    levels[p % levels.size()], games ? static_cast<double>(totals[p]) / static_cast<double>(games) : 0.0, wins[p]);
    return 0;
}

}  // namespace carc::cli
