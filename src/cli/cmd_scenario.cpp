// carcassonne-cli scenario: runs a scenario file and prints its result JSON.
#include <cstdio>
#include <string>

#include "cli/args.h"
#include "cli/commands.h"
#include "engine/scenario.h"

namespace carc::cli {

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

}  // namespace carc::cli
