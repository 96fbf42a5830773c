// carcassonne-cli evaldata: positions of self-play (the search's playouts, or with --policy greedy the greedy
// player) with each player's evaluation terms and the points it went on to score, the data
// scripts/fit_evaluation.py fits the search's evaluation to.
#include <array>
#include <cstdio>
#include <limits>
#include <string>
#include <vector>

#include "ai/estimate.h"
#include "ai/players.h"
#include "ai/search.h"
#include "cli/args.h"
#include "cli/commands.h"

namespace carc::cli {

int cmd_evaldata(int argc, char** argv) {
    uint64_t games = 100, seed = 1, players = 2;
    ArenaPlayer p;
    p.name = "hard";
    p.config = ai::fit_playout_config();
    Rules rules;
    std::string why, policy = "playout";
    for (int i = 0; i < argc; ++i) {
        const std::string a = argv[i];
        if (const int r = parse_rule_option(argc, argv, &i, &rules, &why); r != 0) {
            if (r < 0) return refuse(why);
            continue;
        }
        if (a != "--games" && a != "--seed" && a != "--players" && a != "--search" && a != "--policy")
            return refuse("evaldata: unknown option \"" + a.substr(0, 40) + "\" (--games --seed --players --search --policy, and the rule options)");
        if (i + 1 >= argc) return refuse(a + ": needs a value");
        const char* v = argv[++i];
        if (a == "--games" && !parse_number("--games", v, 1, kMaxGames, &games, &why)) return refuse(why);
        if (a == "--seed" && !parse_number("--seed", v, 0, std::numeric_limits<uint64_t>::max(), &seed, &why)) return refuse(why);
        if (a == "--players" && !parse_number("--players", v, 2, kMaxPlayers, &players, &why)) return refuse(why);
        if (a == "--search" && !parse_arena_player("--search", v, &p, &why)) return refuse(why);
        if (a == "--search" && !p.spec) return refuse("--search: expected iter:N[,...] (its playout settings are used)");
        if (a == "--policy") {
            policy = v;
            if (policy != "playout" && policy != "greedy") return refuse("--policy: expected playout or greedy, got \"" + policy.substr(0, 40) + "\"");
        }
    }
    if (!playable(rules)) return kBadInput;
    if (!players_fit(rules, players, &why)) return refuse(why);
    // One line per position and player: game, stage, player, the terms, the greedy evaluation's estimate of the
    // points still to come, and the points that came.
    std::printf("game\tstage\tplayer");
    for (int k = 0; k < ai::kEstimateTerms; ++k) std::printf("\t%s", ai::estimate_term_names()[k]);
    std::printf("\tgreedy\tgain\n");
    struct Row {
        int stage, player, score;
        ai::EstimateTerms terms;
        double greedy;
    };
    std::vector<Row> rows;
    for (uint64_t gi = 0; gi < games; ++gi) {
        rows.clear();
        auto at_turn = [&](const Game& g) {
            std::array<ai::EstimateTerms, kMaxPlayers> terms;
            ai::estimate_terms(g, &terms);
            for (int q = 0; q < g.num_players(); ++q)
                rows.push_back(Row{ai::estimate_stage(g), q, g.player(q).score, terms[static_cast<size_t>(q)],
                                   ai::evaluate(g, q) / 4.0 - g.player(q).score});
        };
        const Game end = policy == "greedy"
                             ? ai::greedy_self_play(rules, static_cast<int>(players), seed + gi, at_turn)
                             : ai::playout_self_play(rules, static_cast<int>(players), seed + gi, p.config, at_turn);
        for (const Row& r : rows) {
            std::printf("%llu\t%d\t%d", static_cast<unsigned long long>(seed + gi), r.stage, r.player);
            for (const double t : r.terms) std::printf("\t%g", t);
            std::printf("\t%g\t%d\n", r.greedy, end.player(r.player).score - r.score);
        }
    }
    return 0;
}

}  // namespace carc::cli
