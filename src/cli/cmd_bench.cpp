// carcassonne-cli bench: the speed of random games and the rules' behaviour signature.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "cli/args.h"
#include "cli/commands.h"
#include "engine/game.h"
#include "engine/match.h"
#include "engine/rng.h"

namespace carc::cli {

namespace {

constexpr uint64_t kMaxRuns = 1000;

// One random game of `players` players, through the public API only. Returns a hash of how it went.
uint64_t random_game(const Rules& rules, int players, uint64_t seed, ActionList& acts, int* actions_out) {
    Game g(rules, players);
    g.set_recording(false);
    Rng rng(seed);
    int n = 0;
    while (!g.is_over()) {
        if (g.is_chance()) {
            g.play(g.sample_chance(rng.next()));
        } else {
            g.legal_actions(acts);
            g.play(acts[static_cast<int>(rng.below(static_cast<uint32_t>(acts.size)))]);
        }
        ++n;
    }
    *actions_out = n;
    uint64_t h = (static_cast<uint64_t>(g.player(0).score) << 32) ^ static_cast<uint64_t>(g.player(1).score) ^
                 (static_cast<uint64_t>(n) << 48);
    for (int p = 2; p < players; ++p) h = mix64(h ^ static_cast<uint64_t>(g.player(p).score));
    return mix64(h);
}

}  // namespace

int cmd_bench(int argc, char** argv) {
    uint64_t games = 20000, runs = 5, players = 2;
    std::string why;
    Rules rules;
    for (int i = 0; i < argc; ++i) {
        const std::string a = argv[i];
        if (const int r = parse_rule_option(argc, argv, &i, &rules, &why); r != 0) {
            if (r < 0) return refuse(why);
            continue;
        }
        if (a != "--games" && a != "--runs" && a != "--players")
            return refuse("bench: unknown option \"" + a.substr(0, 40) + "\" (--games --runs --players, and the rule options)");
        if (i + 1 >= argc) return refuse(a + ": needs a value");
        const char* v = argv[++i];
        if (a == "--games" && !parse_number("--games", v, 1, kMaxGames, &games, &why)) return refuse(why);
        if (a == "--runs" && !parse_number("--runs", v, 1, kMaxRuns, &runs, &why)) return refuse(why);
        if (a == "--players" && !parse_number("--players", v, 2, kMaxPlayers, &players, &why)) return refuse(why);
    }
    if (!playable(rules)) return kBadInput;
    if (!players_fit(rules, players, &why)) return refuse(why);
    const int np = static_cast<int>(players);
    static ActionList acts;
    // Signature: a fixed set of seeded games; changes only when the rules' behaviour (or action order) changes.
    uint64_t sig = 0;
    long total_actions = 0;
    for (uint64_t s = 1; s <= 1000; ++s) {
        int n = 0;
        sig = mix64(sig ^ random_game(rules, np, s, acts, &n));
        total_actions += n;
    }
    std::vector<double> rates;
    for (uint64_t r = 0; r < runs; ++r) {
        int n = 0;
        uint64_t sink = 0;
        const auto t0 = std::chrono::steady_clock::now();
        for (uint64_t gi = 0; gi < games; ++gi) sink ^= random_game(rules, np, 1000000 + r * games + gi, acts, &n);
        const double sec = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        rates.push_back(static_cast<double>(games) / sec);
        if (sink == 42) std::printf(" ");  // keep the work observable
        std::printf("run %llu: %llu games in %.3f s = %.0f games/s\n", static_cast<unsigned long long>(r + 1),
                    static_cast<unsigned long long>(games), sec, rates.back());
    }
    std::sort(rates.begin(), rates.end());
    const double median = rates[rates.size() / 2];
    std::printf("bench: random %d-player games (%s), one thread: median %.0f games/s over %llu runs\n", np,
                rules_summary(rules).c_str(), median, static_cast<unsigned long long>(runs));
    std::printf("bench: state size %zu bytes per game (sizeof Game), %.1f actions per game\n", sizeof(Game),
                static_cast<double>(total_actions) / 1000.0);
    std::printf("bench: signature %016llx\n", static_cast<unsigned long long>(sig));
    return 0;
}

}  // namespace carc::cli
