// carcassonne-cli: run scenario files, self-play games (records and scenarios), replay records, benchmark.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

#include "ai/players.h"
#include "engine/game.h"
#include "engine/json_util.h"
#include "engine/match.h"
#include "engine/rng.h"
#include "engine/rules_io.h"
#include "engine/scenario.h"
#include "engine/spots.h"

using namespace carc;

namespace {

constexpr int kBadInput = 2;

int usage() {
    std::fprintf(stderr,
                 "usage:\n"
                 "  carcassonne-cli scenario FILE.json        run a scenario, print the result JSON\n"
                 "  carcassonne-cli replay FILE.json          check a game record, print its scores\n"
                 "  carcassonne-cli selfplay [--games N] [--seed S] [--players P] [RULES]\n"
                 "                           [--levels L1,L2,..] [--out DIR] [--scenario]\n"
                 "  carcassonne-cli bench [--games N] [--runs R] [RULES]\n"
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
    for (int p = 0; p < g.num_players(); ++p)
        std::printf("  %-8s %-12s %d\n", kColorNames[m->seats()[static_cast<size_t>(p)].color],
                    m->seats()[static_cast<size_t>(p)].name.c_str(), g.player(p).score);
    return 0;
}

// The game as a scenario file from the normal start: every move (abbeys, figures, crowns, wagon and Plague
// decisions), with final scoring. A player who declines the end-of-game abbey before another places one is
// written {"pass": true}.
std::string scenario_of(const Match& m) {
    json::OrderedJson j;
    j["format"] = "carcassonne-scenario/1";
    json::OrderedJson rules = rules_to_json(m.rules());
    j["rules"] = rules;
    json::OrderedJson players = json::OrderedJson::array();
    for (const Seat& s : m.seats()) players.push_back(kColorNames[s.color]);
    j["players"] = players;
    json::OrderedJson moves = json::OrderedJson::array();
    Game g(m.rules(), static_cast<int>(m.seats().size()));
    json::OrderedJson cur;
    int pending_passes = 0;
    for (const Action& a : m.history()) {
        switch (a.kind) {
            case ActionKind::Draw: {
                g.apply(a);
                if (g.phase() == Phase::Place || g.phase() == Phase::Plague) cur = json::OrderedJson{{"tile", tiles().type(a.tile).id}};
                else moves.push_back(json::OrderedJson{{"discard", tiles().type(a.tile).id}});
                continue;
            }
            case ActionKind::PlagueReturn: {
                const std::string colour = kColorNames[m.seats()[static_cast<size_t>(g.current_player())].color];
                const PlacedTile& p = g.placed()[g.tile_at(a.x, a.y)];
                cur["plague"][colour] = json::OrderedJson{{"at", {a.x, a.y}}, {"spot", segment_spot_name(p.type, p.rot, a.spot)}};
                g.apply(a);
                if (g.phase() != Phase::Plague && g.phase() != Phase::Place) {  // the tile fitted nowhere
                    json::OrderedJson discard{{"discard", cur["tile"]}};
                    discard["plague"] = cur["plague"];
                    moves.push_back(discard);
                }
                continue;
            }
            case ActionKind::Crown:
                cur["figure"] = json::OrderedJson{{"kind", "follower"}, {"crown", kWheelSegmentNames[a.spot % kWheelSegments]}};
                moves.push_back(cur);
                break;
            case ActionKind::Place:
                cur["at"] = {a.x, a.y};
                cur["rot"] = a.rot * 90;
                break;
            case ActionKind::Abbey:
                for (; pending_passes > 0; --pending_passes) moves.push_back(json::OrderedJson{{"pass", true}});
                cur = json::OrderedJson{{"abbey", true}, {"at", {a.x, a.y}}};
                break;
            case ActionKind::Deploy: {
                const PlacedTile& p = g.placed()[g.last_placed()];
                const std::string spot = a.figure == Figure::Barn ? std::string(kCornerNames[a.spot & 3])
                                                                  : segment_spot_name(p.type, p.rot, a.spot);
                cur["figure"] = json::OrderedJson{{"kind", figure_name(a.figure)}, {"spot", spot}};
                moves.push_back(cur);
                break;
            }
            case ActionKind::Pass:
                if (g.phase() == Phase::TurnStart) ++pending_passes;
                else moves.push_back(cur);
                break;
            case ActionKind::WagonMove:
            case ActionKind::WagonReturn: {
                const std::string colour = kColorNames[m.seats()[static_cast<size_t>(g.current_player())].color];
                if (a.kind == ActionKind::WagonReturn) {
                    moves.back()["wagon"][colour] = "return";
                } else {
                    const PlacedTile& p = g.placed()[g.tile_at(a.x, a.y)];
                    moves.back()["wagon"][colour] =
                        json::OrderedJson{{"at", {a.x, a.y}}, {"spot", segment_spot_name(p.type, p.rot, a.spot)}};
                }
                break;
            }
            default: break;
        }
        g.apply(a);
    }
    j["moves"] = moves;
    j["final_scoring"] = true;
    return json::dump(j, 1);
}

std::string expected_of(const Match& m) {
    json::OrderedJson j;
    json::OrderedJson scores;
    for (size_t p = 0; p < m.seats().size(); ++p) scores[kColorNames[m.seats()[p].color]] = m.game().player(static_cast<int>(p)).score;
    j["scores"] = scores;
    j["source"] = "carcassonne-cli selfplay, seed " + std::to_string(m.seed());
    return json::dump(j, 1);
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
            s.name = std::string(kColorNames[p]) + (s.level == 0 ? " (random)" : " (greedy)");
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
                ok = ok && write_file(base + ".expected.json", expected_of(m) + "\n");
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

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) return usage();
    const std::string cmd = argv[1];
    if (cmd == "scenario") return cmd_scenario(argc - 2, argv + 2);
    if (cmd == "replay") return cmd_replay(argc - 2, argv + 2);
    if (cmd == "selfplay") return cmd_selfplay(argc - 2, argv + 2);
    if (cmd == "bench") return cmd_bench(argc - 2, argv + 2);
    return refuse("unknown command \"" + cmd.substr(0, 40) + "\" (scenario, replay, selfplay, bench; no arguments for help)");
}
