// The commands of carcassonne-cli: each takes the arguments after its name and returns the exit status.
#pragma once

namespace carc::cli {

// scenario FILE.json: runs the scenario and prints its result JSON; 2 with one line on stderr for bad input.
int cmd_scenario(int argc, char** argv);

// replay FILE.json: checks a game record and prints its rules, state and each player's points by kind.
int cmd_replay(int argc, char** argv);

// selfplay: computer players play seeded games; prints averages and wins, and with --out writes each game's
// record (and with --scenario its scenario and expected result).
int cmd_selfplay(int argc, char** argv);

// bench: random 2-player games' speed over timed runs, and the signature of a fixed set of seeded games.
int cmd_bench(int argc, char** argv);

// arena: player a against player b over seeded deals; prints wins, win rate with its 95% interval, margin and
// time per decision (and one JSON line with --json). 130 when stopped by a signal.
int cmd_arena(int argc, char** argv);

// searchbench: one search's iterations per CPU-second at the start, middle and end of seeded games, and the
// signature of the moves it chose.
int cmd_searchbench(int argc, char** argv);

// evaldata: positions of playout self-play with each player's evaluation terms and the points that followed.
int cmd_evaldata(int argc, char** argv);

// searchagree: each --search's mean loss by a reference search's estimates at positions of seeded games.
int cmd_searchagree(int argc, char** argv);

// linkplay: games played by link between simulated devices; prints the links' lengths (--links DIR: writes them).
int cmd_linkplay(int argc, char** argv);

}  // namespace carc::cli
