// carcassonne-cli: run scenario files, self-play games (records and scenarios), replay records, benchmark.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
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

bool read_file(const char* path, std::string* out) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream ss;
    ss << in.rdbuf();
    *out = ss.str();
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

int cmd_scenario(int argc, char** argv) {
    if (argc != 1) return usage();
    std::string text;
    if (!read_file(argv[0], &text)) {
        std::fprintf(stderr, "%s: cannot read the file\n", argv[0]);
        return kBadInput;
    }
    const ScenarioResult r = run_scenario(text);
    if (!r.ok) {
        std::fprintf(stderr, "%s\n", one_line(r.error).c_str());
        return kBadInput;
    }
    std::printf("%s\n", r.output.c_str());
    return 0;
}

int cmd_replay(int argc, char** argv) {
    if (argc != 1) return usage();
    std::string text;
    if (!read_file(argv[0], &text)) {
        std::fprintf(stderr, "%s: cannot read the file\n", argv[0]);
        return kBadInput;
    }
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

// The game as a scenario file from the normal start: every move (abbeys, figures, wagon decisions), with final
// scoring. A player who declines the end-of-game abbey before another places one is written {"pass": true}.
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
                if (g.phase() != Phase::Place) moves.push_back(json::OrderedJson{{"discard", tiles().type(a.tile).id}});
                else cur = json::OrderedJson{{"tile", tiles().type(a.tile).id}};
                continue;
            }
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

// Reads one rule-set option at argv[*i] (advancing *i past its value). 0: not a rule option, 1: read, -1: bad.
int parse_rule_option(int argc, char** argv, int* i, Rules* rules) {
    const std::string a = argv[*i];
    const char* v = *i + 1 < argc ? argv[*i + 1] : nullptr;
    auto is = [&](const char* want) { return v && std::strcmp(v, want) == 0; };
    if (a == "--river") { rules->river = true; return 1; }
    if (a == "--abbey-mayor") { rules->abbey_mayor = true; return 1; }
    if (a == "--game") {
        if (is("base")) rules->game = GameKind::Base;
        else if (is("wheel_of_fortune")) rules->game = GameKind::WheelOfFortune;
        else return -1;
    } else if (a == "--edition") {
        if (is("classic")) rules->edition = Edition::Classic;
        else if (is("2000")) rules->edition = Edition::First2000;
        else return -1;
    } else if (a == "--wagon-move") {
        if (is("connected")) rules->wagon = WagonRule::Connected;
        else if (is("adjacent")) rules->wagon = WagonRule::Adjacent;
        else return -1;
    } else {
        return 0;
    }
    ++*i;
    return 1;
}

// The rules this build can play, or a message why not.
bool playable(const Rules& r) {
    if (r.game == GameKind::WheelOfFortune) {
        std::fprintf(stderr, "the Wheel of Fortune rules (wheel, pig, crowns, events) are not implemented yet\n");
        return false;
    }
    return true;
}

bool parse_u64(const char* s, uint64_t* out) {
    char* end = nullptr;
    const unsigned long long v = std::strtoull(s, &end, 10);
    if (!*s || *end) return false;
    *out = v;
    return true;
}

int cmd_selfplay(int argc, char** argv) {
    uint64_t games = 10, seed = 1, players = 2;
    Rules rules;
    std::vector<int> levels = {1, 1};
    bool levels_given = false;
    std::string out_dir;
    bool want_scenario = false;
    for (int i = 0; i < argc; ++i) {
        const std::string a = argv[i];
        const bool has_value = i + 1 < argc;
        if (a == "--games" && has_value && parse_u64(argv[i + 1], &games)) ++i;
        else if (a == "--seed" && has_value && parse_u64(argv[i + 1], &seed)) ++i;
        else if (a == "--players" && has_value && parse_u64(argv[i + 1], &players) && players >= 2 && players <= 5) ++i;
        else if (const int r = parse_rule_option(argc, argv, &i, &rules); r != 0) {
            if (r < 0) return usage();
        } else if (a == "--levels" && has_value) {
            levels.clear();
            std::stringstream ss(argv[++i]);
            std::string item;
            while (std::getline(ss, item, ',')) levels.push_back(std::atoi(item.c_str()));
            levels_given = true;
        } else if (a == "--out" && has_value) out_dir = argv[++i];
        else if (a == "--scenario") want_scenario = true;
        else return usage();
    }
    if (!levels_given) levels.assign(players, 1);
    if (levels.empty()) return usage();
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
            std::string why;
            if (!m.apply(a, &why)) {
                std::fprintf(stderr, "internal error: player chose an illegal action %s: %s\n", a.to_string().c_str(), why.c_str());
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
    Rules rules;
    for (int i = 0; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--games" && i + 1 < argc && parse_u64(argv[i + 1], &games) && games > 0) ++i;
        else if (a == "--runs" && i + 1 < argc && parse_u64(argv[i + 1], &runs) && runs > 0) ++i;
        else if (parse_rule_option(argc, argv, &i, &rules) != 1) return usage();
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
    return usage();
}
