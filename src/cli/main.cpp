// carcassonne-cli: the usage text and the dispatch to its commands (commands.h).
#include <cstdio>
#include <string>

#include "cli/args.h"
#include "cli/commands.h"

using namespace carc::cli;

namespace {

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
                 "  carcassonne-cli linkplay [--games N] [--seed S] [--players P] [RULES] [--links DIR]\n"
                 "  carcassonne-cli evaldata [--games N] [--seed S] [--players P] [--search iter:N[,...]] [--policy playout|greedy] [RULES]\n"
                 "LEVEL: random easy medium hard expert, or iter:N[,time:MS][,cut:T][,c:X][,margin:W][,scale:S]\n"
                 "       [,playout:random|smart]\n");
    std::fputs(rule_flags_usage().c_str(), stderr);
    return kBadInput;
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
    if (cmd == "evaldata") return cmd_evaldata(argc - 2, argv + 2);
    if (cmd == "searchagree") return cmd_searchagree(argc - 2, argv + 2);
    if (cmd == "linkplay") return cmd_linkplay(argc - 2, argv + 2);
    return refuse("unknown command \"" + cmd.substr(0, 40) + "\" (scenario, replay, selfplay, bench, arena, searchbench, searchagree, evaldata, linkplay; no arguments for help)");
}
