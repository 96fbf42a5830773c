// carcassonne-cli: run scenario files, self-play games (records and scenarios), replay records, benchmark.
#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <csignal>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "ai/players.h"
#include "ai/search.h"
#include "engine/game.h"
#include "engine/json_util.h"
#include "engine/match.h"
#include "engine/rng.h"
#include "engine/rules_io.h"
#include "engine/scenario.h"
#include "engine/scenario_writer.h"
#include "engine/spots.h"

using namespace carc;

namespace {

constexpr int kBadInput = 2;

int usage() {
    std::fprintf(stderr,
                 "usage:\n"
                 "  carcassonne-cli scenario FILE.json        run a scenario, print the result JSON\n"
                 "  carcassonne-cli replay FILE.json          check a game record, print its scores and what paid them\n"
                 "  carcassonne-cli selfplay [--games N] [--seed S] [--players P] [RULES]\n"
                 "                           [--levels L1,L2,..] [--out DIR] [--scenario]\n"
                 "  carcassonne-cli bench [--games N] [--runs R] [RULES]\n"
                 "  carcassonne-cli arena --a LEVEL --b LEVEL [--games N] [--players P] [--seed S] [--jobs J]\n"
                 "                        [RULES] [--json] [--progress]\n"
                 "  carcassonne-cli searchbench [--search iter:N[,...]] [--games N] [RULES]\n"
                 "  carcassonne-cli searchagree --search iter:N[,...] [--search ...] [--ref iter:N[,...]] [--games N] [RULES]\n"
                 "LEVEL: random easy medium hard expert, or iter:N[,time:MS][,cut:T][,c:X][,margin:W][,scale:S]\n"
                 "       [,playout:random|smart]\n"
                 "RULES: [--game base|wheel_of_fortune] [--edition classic|2000] [--river] [--abbey-mayor]\n"
                 "       [--wagon-move connected|adjacent]\n");
    return kBadInput;
}

// Reads a whole file of at most max_bytes; false with *why otherwise (missing, a folder, too large).
bool read_file(const char* path, size_t max_bytes, std::string* out, std::string* why) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        *why = "a folder, not a file";
        return false;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        *why = "cannot read the file";
        return false;
    }
    // Read in pieces and stop past the limit, so that a huge or endless input (/dev/zero) is refused, not
    // read into memory.
    out->clear();
    char buf[65536];
    while (in) {
        in.read(buf, sizeof buf);
        out->append(buf, static_cast<size_t>(in.gcount()));
        if (out->size() > max_bytes) {
            *why = "larger than " + std::to_string(max_bytes >> 20) + " MiB, too large to read";
            return false;
        }
    }
    if (in.bad()) {
        *why = "cannot read the file";
        return false;
    }
    return true;
}

bool write_file(const std::string& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    if (!out) return false;
    out << text;
    return static_cast<bool>(out);
}

// Single-line reason: newlines in a message would break the one-line contract.
std::string one_line(std::string s) {
    std::replace(s.begin(), s.end(), '\n', ' ');
    return s;
}

// One line on stderr naming what was refused; the exit status for bad input.
int refuse(const std::string& line) {
    std::fprintf(stderr, "%s\n", one_line(line).c_str());
    return kBadInput;
}

// The parsers refuse larger texts themselves (scenario 4 MiB, record 8 MiB); the reader stops a little above.
constexpr size_t kMaxInputBytes = 16u << 20;

int cmd_scenario(int argc, char** argv) {
    if (argc != 1) return refuse("scenario: expects exactly one FILE.json");
    std::string text, why;
    if (!read_file(argv[0], kMaxInputBytes, &text, &why)) return refuse(std::string(argv[0]) + ": " + why);
    const ScenarioResult r = run_scenario(text);
    if (!r.ok) {
        std::fprintf(stderr, "%s\n", one_line(r.error).c_str());
        return kBadInput;
    }
    std::printf("%s\n", r.output.c_str());
    return 0;
}

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

// Reads one rule-set option at argv[*i] (advancing *i past its value). 0: not a rule option, 1: read, -1: bad
// (*why then says which values the option takes).
int parse_rule_option(int argc, char** argv, int* i, Rules* rules, std::string* why) {
    const std::string a = argv[*i];
    const char* v = *i + 1 < argc ? argv[*i + 1] : nullptr;
    auto is = [&](const char* want) { return v && std::strcmp(v, want) == 0; };
    auto bad = [&](const char* values) {
        *why = a + ": expected " + values + (v ? ", got \"" + std::string(v).substr(0, 40) + "\"" : std::string(", got nothing"));
        return -1;
    };
    if (a == "--river") { rules->river = true; return 1; }
    if (a == "--abbey-mayor") { rules->abbey_mayor = true; return 1; }
    if (a == "--game") {
        if (is("base")) rules->game = GameKind::Base;
        else if (is("wheel_of_fortune")) rules->game = GameKind::WheelOfFortune;
        else return bad("base or wheel_of_fortune");
    } else if (a == "--edition") {
        if (is("classic")) rules->edition = Edition::Classic;
        else if (is("2000")) rules->edition = Edition::First2000;
        else return bad("classic or 2000");
    } else if (a == "--wagon-move") {
        if (is("connected")) rules->wagon = WagonRule::Connected;
        else if (is("adjacent")) rules->wagon = WagonRule::Adjacent;
        else return bad("connected or adjacent");
    } else {
        return 0;
    }
    ++*i;
    return 1;
}

// The rules this build can play, or a message why not.
bool playable(const Rules& r) {
    if (r.game == GameKind::WheelOfFortune && r.river) {
        std::fprintf(stderr, "the river cannot be played with the Wheel of Fortune (the wheel board is the start)\n");
        return false;
    }
    if (r.game == GameKind::WheelOfFortune && r.edition != Edition::Classic) {
        std::fprintf(stderr, "the Wheel of Fortune is played with the classic scoring (--edition classic)\n");
        return false;
    }
    return true;
}

// A whole decimal number from lo to hi: digits only (no sign, no spaces, no hex), no wrap or clamping.
// The reason names the option and the accepted range.
bool parse_number(const char* option, const char* text, uint64_t lo, uint64_t hi, uint64_t* out, std::string* why) {
    *why = std::string(option) + ": expected a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) +
           ", got \"" + std::string(text).substr(0, 40) + "\"";
    if (!*text) return false;
    uint64_t v = 0;
    for (const char* c = text; *c; ++c) {
        if (*c < '0' || *c > '9') return false;
        const uint64_t digit = static_cast<uint64_t>(*c - '0');
        if (v > (std::numeric_limits<uint64_t>::max() - digit) / 10) return false;  // beyond 2^64-1
        v = v * 10 + digit;
    }
    if (v < lo || v > hi) return false;
    *out = v;
    return true;
}

constexpr uint64_t kMaxGames = 1000000000;  // a billion games: days of work, but never "forever"
constexpr uint64_t kMaxRuns = 1000;
constexpr uint64_t kMaxLevel = 9;

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

// One random 2-player game, through the public API only. Returns a hash of how it went.
uint64_t random_game(const Rules& rules, uint64_t seed, ActionList& acts, int* actions_out) {
    Game g(rules, 2);
    g.set_recording(false);
    Rng rng(seed);
    int n = 0;
    while (!g.is_over()) {
        if (g.is_chance()) {
            g.apply(g.sample_chance(rng.next()));
        } else {
            g.legal_actions(acts);
            g.apply(acts[static_cast<int>(rng.below(static_cast<uint32_t>(acts.size)))]);
        }
        ++n;
    }
    *actions_out = n;
    return mix64((static_cast<uint64_t>(g.player(0).score) << 32) ^ static_cast<uint64_t>(g.player(1).score) ^
                 (static_cast<uint64_t>(n) << 48));
}

int cmd_bench(int argc, char** argv) {
    uint64_t games = 20000, runs = 5;
    std::string why;
    Rules rules;
    for (int i = 0; i < argc; ++i) {
        const std::string a = argv[i];
        if (const int r = parse_rule_option(argc, argv, &i, &rules, &why); r != 0) {
            if (r < 0) return refuse(why);
            continue;
        }
        if (a != "--games" && a != "--runs") return refuse("bench: unknown option \"" + a.substr(0, 40) + "\" (--games --runs, and the rule options)");
        if (i + 1 >= argc) return refuse(a + ": needs a value");
        const char* v = argv[++i];
        if (a == "--games" && !parse_number("--games", v, 1, kMaxGames, &games, &why)) return refuse(why);
        if (a == "--runs" && !parse_number("--runs", v, 1, kMaxRuns, &runs, &why)) return refuse(why);
    }
    if (!playable(rules)) return kBadInput;
    static ActionList acts;
    // Signature: a fixed set of seeded games; changes only when the rules' behaviour (or action order) changes.
    uint64_t sig = 0;
    long total_actions = 0;
    for (uint64_t s = 1; s <= 1000; ++s) {
        int n = 0;
        sig = mix64(sig ^ random_game(rules, s, acts, &n));
        total_actions += n;
    }
    std::vector<double> rates;
    for (uint64_t r = 0; r < runs; ++r) {
        int n = 0;
        uint64_t sink = 0;
        const auto t0 = std::chrono::steady_clock::now();
        for (uint64_t gi = 0; gi < games; ++gi) sink ^= random_game(rules, 1000000 + r * games + gi, acts, &n);
        const double sec = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        rates.push_back(static_cast<double>(games) / sec);
        if (sink == 42) std::printf(" ");  // keep the work observable
        std::printf("run %llu: %llu games in %.3f s = %.0f games/s\n", static_cast<unsigned long long>(r + 1),
                    static_cast<unsigned long long>(games), sec, rates.back());
    }
    std::sort(rates.begin(), rates.end());
    const double median = rates[rates.size() / 2];
    std::printf("bench: random 2-player games (%s), one thread: median %.0f games/s over %llu runs\n",
                rules_summary(rules).c_str(), median, static_cast<unsigned long long>(runs));
    std::printf("bench: state size %zu bytes per game (sizeof Game), %.1f actions per game\n", sizeof(Game),
                static_cast<double>(total_actions) / 1000.0);
    std::printf("bench: signature %016llx\n", static_cast<unsigned long long>(sig));
    return 0;
}

// An arena player: a named level, or a search with its own budget and settings.
struct ArenaPlayer {
    std::string name;
    int level = ai::kLevelMedium;
    bool spec = false;  // true: search with limits and config below
    ai::SearchLimits limits;
    ai::SearchConfig config;
};

bool parse_arena_player(const char* option, const char* text, ArenaPlayer* out, std::string* why) {
    out->name = text;
    const int level = ai::level_from_name(text);
    if (level >= 0) {
        out->level = level;
        return true;
    }
    if (std::strncmp(text, "iter:", 5) == 0 && ai::parse_search_spec(text, &out->limits, &out->config, why)) {
        out->spec = true;
        *why = "";
        return true;
    }
    *why = std::string(option) + ": expected random, easy, medium, hard, expert or iter:N[,...] (" +
           (std::strncmp(text, "iter:", 5) == 0 ? *why : "got \"" + std::string(text).substr(0, 40) + "\"") + ")";
    return false;
}

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
        if (o == "--search" && !p.spec) return refuse("--search: expected iter:N[,...]");
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

// How much a search's placements give away by a larger search's own estimates: in greedy self-play deals
// (700, 701, ...), every sixth placement from the fourth is searched by the reference and by each --search; a
// search's loss is the reference's value of its best move less that of the search's placement (with the
// reference's best figure after it), never below 0. Cheaper than an arena for telling whether a budget or a
// selection rule changes the moves at all; blind to what the reference itself gets wrong.
int cmd_searchagree(int argc, char** argv) {
    ArenaPlayer ref;
    std::string why;
    parse_arena_player("--ref", "iter:150000,gn:4,go:8", &ref, &why);
    std::vector<ArenaPlayer> searches;
    uint64_t games = 2;
    Rules rules;
    for (int i = 0; i < argc; ++i) {
        const std::string o = argv[i];
        if (const int r = parse_rule_option(argc, argv, &i, &rules, &why); r != 0) {
            if (r < 0) return refuse(why);
            continue;
        }
        if (o != "--ref" && o != "--search" && o != "--games")
            return refuse("searchagree: unknown option \"" + o.substr(0, 40) + "\" (--ref --search --games, and the rule options)");
        if (i + 1 >= argc) return refuse(o + ": needs a value");
        const char* v = argv[++i];
        if (o == "--games" && !parse_number("--games", v, 1, 1000, &games, &why)) return refuse(why);
        if (o == "--ref" || o == "--search") {
            ArenaPlayer p;
            if (!parse_arena_player(o.c_str(), v, &p, &why)) return refuse(why);
            if (!p.spec) return refuse(o + ": expected iter:N[,...]");
            if (o == "--ref") ref = p;
            else searches.push_back(p);
        }
    }
    if (searches.empty()) return refuse("searchagree: needs at least one --search iter:N[,...]");
    if (!playable(rules)) return kBadInput;
    const size_t n = searches.size();
    std::vector<double> loss(n, 0.0);
    std::vector<int> same_ref(n, 0), same_first(n, 0);
    int positions = 0;
    std::printf("searchagree: reference %s, %s, %llu games\n", ref.name.c_str(), rules_summary(rules).c_str(), static_cast<unsigned long long>(games));
    for (uint64_t gi = 0; gi < games; ++gi) {
        Match m(rules, {Seat{"a", 0, true, 1}, Seat{"b", 1, true, 1}}, 700 + gi);
        Rng rng(gi);
        int placements = 0;
        while (!m.game().is_over()) {
            const Game& g = m.game();
            if (g.phase() == Phase::Place && placements++ % 6 == 3) {
                const uint64_t ref_seed = mix64(gi * 1000 + static_cast<uint64_t>(placements));
                const ai::Analysis best = ai::analyse(g, ref.limits, ref_seed, nullptr, ref.config);
                std::printf("  game %llu, placement %d, %d tiles left: reference %s (%+.2f)\n", static_cast<unsigned long long>(gi),
                            placements, g.bag_size(), best.best.to_string().c_str(), best.best_value);
                std::vector<std::pair<Action, double>> judged;  // moves already judged at this position
                Action first_move;
                for (size_t k = 0; k < n; ++k) {
                    const Action a = ai::choose_search(g, searches[k].limits, mix64(ref_seed + 1 + k), searches[k].config, nullptr);
                    double l = -1;
                    if (a == best.best.first) l = 0;
                    for (const auto& [ja, jl] : judged)
                        if (ja == a) l = jl;
                    if (l < 0) {
                        ai::Move played;
                        played.first = a;
                        l = ai::analyse(g, ref.limits, ref_seed, &played, ref.config).loss;
                        judged.push_back({a, l});
                    }
                    if (k == 0) first_move = a;
                    loss[k] += l;
                    same_ref[k] += a == best.best.first;
                    same_first[k] += a == first_move;
                    std::printf("    %-36s %-18s loss %.2f\n", searches[k].name.c_str(), a.to_string().c_str(), l);
                }
                ++positions;
                std::fflush(stdout);
            }
            m.apply(ai::choose_greedy(g, rng));
        }
    }
    std::printf("%d positions\n", positions);
    for (size_t k = 0; k < n; ++k)
        std::printf("  %-36s mean loss %.3f points a placement; the reference's move %d, the first search's %d of %d\n",
                    searches[k].name.c_str(), positions > 0 ? loss[k] / positions : 0.0, same_ref[k], same_first[k], positions);
    return 0;
}

constexpr uint64_t kMaxJobs = 64;

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
    uint64_t played = 0;
    for (const ArenaGame& r : results) {
        if (!r.finished) continue;
        ++played;
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
                      "\"a_win_rate\": %.4f, \"ci95\": [%.4f, %.4f], \"mean_margin\": %.2f, \"ms_per_decision\": {\"a\": %.2f, \"b\": %.2f}%s",
                      static_cast<unsigned long long>(games), static_cast<unsigned long long>(players),
                      static_cast<unsigned long long>(seed), a_wins, b_wins, draws, rate, lo, hi, mean_margin, a_per, b_per,
                      stopped ? ", \"stopped\": true" : "");
        std::printf("{\"a\": %s, \"b\": %s, \"rules\": %s, %s}\n", json_string(a.name).c_str(), json_string(b.name).c_str(),
                    json_string(rules_summary(rules)).c_str(), buf);
    }
    return stopped ? 130 : 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) return usage();
    const std::string cmd = argv[1];
    if (cmd == "scenario") return cmd_scenario(argc - 2, argv + 2);
    if (cmd == "replay") return cmd_replay(argc - 2, argv + 2);
    if (cmd == "selfplay") return cmd_selfplay(argc - 2, argv + 2);
    if (cmd == "bench") return cmd_bench(argc - 2, argv + 2);
    if (cmd == "arena") return cmd_arena(argc - 2, argv + 2);
    if (cmd == "searchbench") return cmd_searchbench(argc - 2, argv + 2);
    if (cmd == "searchagree") return cmd_searchagree(argc - 2, argv + 2);
    return refuse("unknown command \"" + cmd.substr(0, 40) + "\" (scenario, replay, selfplay, bench, arena, searchbench, searchagree; no arguments for help)");
}
