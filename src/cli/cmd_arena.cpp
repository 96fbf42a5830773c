// carcassonne-cli arena: two computer players over many seeded games, with win rate and confidence interval.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "ai/players.h"
#include "ai/search.h"
#include "cli/args.h"
#include "cli/commands.h"
#include "engine/match.h"
#include "engine/rng.h"

namespace carc::cli {

namespace {

// Set by Ctrl-C (SIGINT) or SIGTERM during an arena: no new game starts, games under way end at their next decision,
// and the summary covers the finished games. A second signal ends the process at once (the handler resets itself).
std::atomic<bool> g_arena_stop{false};

extern "C" void arena_on_signal(int sig) {
    g_arena_stop = true;
    std::signal(sig, SIG_DFL);
}

struct ArenaGame {
    bool finished = false;  // false: stopped by a signal before its end (not counted)
    int a_score = 0, best_b = 0;
    int result = 0;  // 1: a won, -1: b won, 0: a draw at the top involving a
    double a_ms = 0, b_ms = 0;
    int a_moves = 0, b_moves = 0;
};

// Game i of an arena: deal seed + i / players, a in seat i % players, b in every other seat.
ArenaGame play_arena_game(const Rules& rules, int players, uint64_t seed, uint64_t i, const ArenaPlayer& a, const ArenaPlayer& b) {
    const uint64_t deal = seed + i / static_cast<uint64_t>(players);
    const int a_seat = static_cast<int>(i % static_cast<uint64_t>(players));
    std::vector<Seat> seats;
    for (int p = 0; p < players; ++p) {
        Seat s;
        s.color = p;
        s.computer = true;
        s.name = kColorNames[p];
        seats.push_back(s);
    }
    Match m(rules, seats, deal);
    std::vector<Rng> rngs;
    for (int p = 0; p < players; ++p) rngs.emplace_back(mix64(deal ^ (0x51ED27ull * static_cast<uint64_t>(p + 1))));
    ArenaGame out;
    while (!m.game().is_over()) {
        if (g_arena_stop) return out;
        const int p = m.game().current_player();
        const ArenaPlayer& who = p == a_seat ? a : b;
        Rng& rng = rngs[static_cast<size_t>(p)];
        const auto t0 = std::chrono::steady_clock::now();
        const Action act = who.spec ? ai::choose_search(m.game(), who.limits, rng.next(), who.config, nullptr)
                                    : ai::choose(m.game(), who.level, rng);
        const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
        (p == a_seat ? out.a_ms : out.b_ms) += ms;
        ++(p == a_seat ? out.a_moves : out.b_moves);
        std::string why;
        if (!m.apply(act, &why)) {
            std::fprintf(stderr, "internal error: %s chose an illegal action %s: %s\n", who.name.c_str(), act.to_string().c_str(), why.c_str());
            std::exit(1);
        }
    }
    out.finished = true;
    out.a_score = m.game().player(a_seat).score;
    out.best_b = -1;
    for (int p = 0; p < players; ++p)
        if (p != a_seat) out.best_b = std::max(out.best_b, static_cast<int>(m.game().player(p).score));
    out.result = out.a_score > out.best_b ? 1 : (out.a_score < out.best_b ? -1 : 0);
    return out;
}

// Wilson score interval (95%) for a proportion p observed over n trials.
void wilson(double p, double n, double* lo, double* hi) {
    const double z = 1.959963984540054, z2 = z * z;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
    *lo = std::max(0.0, centre - half);
    *hi = std::min(1.0, centre + half);
}

std::string json_string(const std::string& s) {
    std::string o = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') o += '\\';
        o += c;
    }
    return o + "\"";
}

constexpr uint64_t kMaxJobs = 64;

}  // namespace

int cmd_arena(int argc, char** argv) {
    uint64_t games = 100, seed = 1, players = 2, jobs = 1;
    Rules rules;
    ArenaPlayer a, b;
    bool have_a = false, have_b = false, want_json = false, progress = false;
    std::string why;
    for (int i = 0; i < argc; ++i) {
        const std::string o = argv[i];
        if (o == "--json" || o == "--progress") {
            (o == "--json" ? want_json : progress) = true;
            continue;
        }
        if (const int r = parse_rule_option(argc, argv, &i, &rules, &why); r != 0) {
            if (r < 0) return refuse(why);
            continue;
        }
        const bool takes_value = o == "--a" || o == "--b" || o == "--games" || o == "--players" || o == "--seed" || o == "--jobs";
        if (!takes_value)
            return refuse("arena: unknown option \"" + o.substr(0, 40) +
                          "\" (--a --b --games --players --seed --jobs --json --progress, and the rule options)");
        if (i + 1 >= argc) return refuse(o + ": needs a value");
        const char* v = argv[++i];
        bool ok = true;
        if (o == "--a") ok = have_a = parse_arena_player("--a", v, &a, &why);
        else if (o == "--b") ok = have_b = parse_arena_player("--b", v, &b, &why);
        else if (o == "--games") ok = parse_number("--games", v, 1, kMaxGames, &games, &why);
        else if (o == "--players") ok = parse_number("--players", v, 2, kMaxPlayers, &players, &why);
        else if (o == "--seed") ok = parse_number("--seed", v, 0, std::numeric_limits<uint64_t>::max(), &seed, &why);
        else if (o == "--jobs") ok = parse_number("--jobs", v, 1, kMaxJobs, &jobs, &why);
        if (!ok) return refuse(why);
    }
    if (!have_a || !have_b) return refuse("arena: needs --a LEVEL and --b LEVEL");
    if (games / players > std::numeric_limits<uint64_t>::max() - seed)
        return refuse("--seed: with --games " + std::to_string(games) + " the deals would go past 18446744073709551615");
    if (!playable(rules)) return kBadInput;
    if (!players_fit(rules, players, &why)) return refuse(why);
#ifdef __EMSCRIPTEN__
    jobs = 1;  // no threads in this build
#endif
    std::vector<ArenaGame> results(games);
    std::atomic<uint64_t> next{0};
    std::mutex mu;
    int finished = 0, a_w = 0, b_w = 0;
    g_arena_stop = false;
    std::signal(SIGINT, arena_on_signal);
    std::signal(SIGTERM, arena_on_signal);
    auto worker = [&] {
        for (uint64_t i = next++; i < games && !g_arena_stop; i = next++) {
            results[i] = play_arena_game(rules, static_cast<int>(players), seed, i, a, b);
            if (progress && results[i].finished) {
                std::lock_guard<std::mutex> lock(mu);
                ++finished;
                a_w += results[i].result > 0;
                b_w += results[i].result < 0;
                std::fprintf(stderr, "arena: %d/%llu games, a %d wins, b %d wins\n", finished, static_cast<unsigned long long>(games), a_w, b_w);
            }
        }
    };
    std::vector<std::thread> threads;
    for (uint64_t j = 1; j < std::min(jobs, games); ++j) threads.emplace_back(worker);
    worker();
    for (std::thread& t : threads) t.join();
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);

    long a_wins = 0, b_wins = 0, draws = 0;
    double margin = 0, a_ms = 0, b_ms = 0;
    long a_moves = 0, b_moves = 0;
    uint64_t played = 0, last_game = 0;
    for (uint64_t i = 0; i < results.size(); ++i) {
        const ArenaGame& r = results[i];
        if (!r.finished) continue;
        ++played;
        last_game = i;
        a_wins += r.result > 0;
        b_wins += r.result < 0;
        draws += r.result == 0;
        margin += r.a_score - r.best_b;
        a_ms += r.a_ms;
        b_ms += r.b_ms;
        a_moves += r.a_moves;
        b_moves += r.b_moves;
    }
    const bool stopped = played < games;
    if (stopped) {
        std::fprintf(stderr, "arena: stopped after %llu of %llu games; the summary covers the finished ones\n",
                     static_cast<unsigned long long>(played), static_cast<unsigned long long>(games));
        if (played == 0) return 130;
        games = played;
    }
    // The highest deal a finished game used: a stopped run's games all lie in the deals seed..last_deal.
    const uint64_t last_deal = seed + last_game / players;
    const double n = static_cast<double>(games);
    const double rate = (static_cast<double>(a_wins) + 0.5 * static_cast<double>(draws)) / n;
    double lo = 0, hi = 0;
    wilson(rate, n, &lo, &hi);
    const double mean_margin = margin / n;
    const double a_per = a_moves ? a_ms / static_cast<double>(a_moves) : 0, b_per = b_moves ? b_ms / static_cast<double>(b_moves) : 0;
    std::printf("arena: %s (a) vs %s (b), %s, %llu players, %llu games, deals from seed %llu\n", a.name.c_str(), b.name.c_str(),
                rules_summary(rules).c_str(), static_cast<unsigned long long>(players), static_cast<unsigned long long>(games),
                static_cast<unsigned long long>(seed));
    std::printf("  a wins %ld, b wins %ld, draws %ld\n", a_wins, b_wins, draws);
    std::printf("  a's win rate %.1f%% (draws count half), 95%% CI %.1f%% to %.1f%% (Wilson)\n", 100 * rate, 100 * lo, 100 * hi);
    std::printf("  mean margin %+.1f points (a's score less the best other score)\n", mean_margin);
    std::printf("  time per decision: a %.1f ms, b %.1f ms\n", a_per, b_per);
    if (want_json) {
        char buf[512];
        std::snprintf(buf, sizeof buf,
                      "\"games\": %llu, \"players\": %llu, \"seed\": %llu, \"a_wins\": %ld, \"b_wins\": %ld, \"draws\": %ld, "
                      "\"a_win_rate\": %.4f, \"ci95\": [%.4f, %.4f], \"mean_margin\": %.2f, \"ms_per_decision\": {\"a\": %.2f, \"b\": %.2f}, "
                      "\"last_deal\": %llu%s",
                      static_cast<unsigned long long>(games), static_cast<unsigned long long>(players),
                      static_cast<unsigned long long>(seed), a_wins, b_wins, draws, rate, lo, hi, mean_margin, a_per, b_per,
                      static_cast<unsigned long long>(last_deal), stopped ? ", \"stopped\": true" : "");
        std::printf("{\"a\": %s, \"b\": %s, \"rules\": %s, %s}\n", json_string(a.name).c_str(), json_string(b.name).c_str(),
                    json_string(rules_summary(rules)).c_str(), buf);
    }
    return stopped ? 130 : 0;
}

}  // namespace carc::cli
