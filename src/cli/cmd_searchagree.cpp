// carcassonne-cli searchagree: how much searches' placements lose by a larger reference search's estimates.
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "ai/players.h"
#include "ai/search.h"
#include "cli/args.h"
#include "cli/commands.h"
#include "engine/match.h"
#include "engine/rng.h"

namespace carc::cli {

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

}  // namespace carc::cli
