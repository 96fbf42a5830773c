// carcassonne-cli linkplay: games played by link between simulated devices (src/link/table.h), each device its own
// copy of the game, links passed from the device that moved to the one whose move it is; prints how long the links
// were, and with --links writes each link's bytes (the fuzz target's seeds).
#include <algorithm>
#include <cstdio>
#include <limits>
#include <string>
#include <vector>

#include "cli/args.h"
#include "cli/commands.h"
#include "link/table.h"

namespace carc::cli {

int cmd_linkplay(int argc, char** argv) {
    uint64_t games = 1, seed = 1, players = 2;
    Rules rules;
    std::string links_dir;
    std::string why;
    for (int i = 0; i < argc; ++i) {
        const std::string a = argv[i];
        if (const int r = parse_rule_option(argc, argv, &i, &rules, &why); r != 0) {
            if (r < 0) return refuse(why);
            continue;
        }
        const bool takes_value = a == "--games" || a == "--seed" || a == "--players" || a == "--links";
        if (!takes_value)
            return refuse("linkplay: unknown option \"" + a.substr(0, 40) + "\" (--games --seed --players --links, and the rule options)");
        if (i + 1 >= argc) return refuse(a + ": needs a value");
        const char* v = argv[++i];
        if (a == "--games") {
            if (!parse_number("--games", v, 1, 100000, &games, &why)) return refuse(why);
        } else if (a == "--seed") {
            if (!parse_number("--seed", v, 0, std::numeric_limits<uint64_t>::max() - 100000, &seed, &why)) return refuse(why);
        } else if (a == "--players") {
            if (!parse_number("--players", v, 2, kMaxPlayers, &players, &why)) return refuse(why);
        } else {
            links_dir = v;
        }
    }
    if (!playable(rules)) return kBadInput;
    if (!players_fit(rules, players, &why)) return refuse(why);
    std::printf("linkplay: %llu games, %s, %llu players, random legal decisions, seeds %llu..%llu\n",
                static_cast<unsigned long long>(games), rules_summary(rules).c_str(),
                static_cast<unsigned long long>(players), static_cast<unsigned long long>(seed),
                static_cast<unsigned long long>(seed + games - 1));
    std::vector<size_t> all;
    for (uint64_t gi = 0; gi < games; ++gi) {
        link::LinkTable t;
        if (!t.gather(rules, static_cast<int>(players), seed + gi) || !t.play(seed + gi)) {
            std::fprintf(stderr, "linkplay: seed %llu: %s\n", static_cast<unsigned long long>(seed + gi), t.error.c_str());
            return 1;
        }
        const std::vector<size_t>& n = t.link_chars;
        std::printf("  seed %llu: %d messages, %zu links passed; the last five (characters):",
                    static_cast<unsigned long long>(seed + gi), t.devices[0].messages(), n.size());
        // The game's last link goes to every other device: count it once.
        const size_t end = n.size() - (players - 2);
        for (size_t k = end >= 5 ? end - 5 : 0; k < end; ++k) std::printf(" %zu", n[k]);
        std::printf("; longest %zu\n", *std::max_element(n.begin(), n.end()));
        all.insert(all.end(), n.begin(), n.end());
        if (!links_dir.empty()) {
            for (size_t k = 0; k < t.links.size(); k += std::max<size_t>(1, t.links.size() / 8)) {
                const std::string path = links_dir + "/link-" + std::to_string(seed + gi) + "-" + std::to_string(k) + ".txt";
                if (!write_file(path, t.links[k])) {
                    std::fprintf(stderr, "%s: cannot write (does the folder exist?)\n", links_dir.c_str());
                    return kBadInput;
                }
            }
        }
    }
    std::sort(all.begin(), all.end());
    std::printf("  links: %zu, median %zu characters, 95th percentile %zu, longest %zu\n", all.size(), all[all.size() / 2],
                all[all.size() * 95 / 100], all.back());
    return 0;
}

}  // namespace carc::cli
