// carcassonne-session-bench: times a take-back and a placement with the session's refresh late in seeded
// 2-player games (Classic and Wheel of Fortune), as median microseconds over many repetitions.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "ai/players.h"
#include "engine/match.h"
#include "engine/rng.h"
#include "ui/core/session.h"

namespace {

using carc::Action;
using carc::ui::Session;
using Clock = std::chrono::steady_clock;

constexpr int kTurn = 60;     // the late position: the person's first turn from this one on
constexpr int kReps = 501;    // timed repetitions of each measurement

// A person's decision through the session.
bool act(Session& s, const Action& a) { return s.submit(a); }

double micros(Clock::time_point from, Clock::time_point to) {
    return std::chrono::duration<double, std::micro>(to - from).count();
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

// Plays greedy decisions for both seats (the first one a person's seat, played through act()) until the person
// is to place a tile at turn kTurn or later. False if the game ends first.
bool reach_late_turn(Session& s, uint64_t seed) {
    carc::Rng rng(seed);
    while (!s.game_over()) {
        if (!s.human_to_move()) {
            s.step_computer();
            continue;
        }
        if (s.game().phase() == carc::Phase::Place && s.game().turn() >= kTurn) return true;
        if (!act(s, carc::ai::choose(s.game(), 1, rng))) return false;
    }
    return false;
}

// Times, at the late position: a placement through the session (the match's apply and the session's refresh),
// the take-back of it through the session, and the match's undo alone.
void run(const char* name, const carc::Rules& rules, uint64_t seed) {
    carc::ui::GameConfig config;
    config.rules = rules;
    config.seed = seed;
    config.seats = {carc::Seat{"You", 0, false, 1}, carc::Seat{"Bert", 1, true, 1}};
    Session s;
    s.computer_delay = 0;
    s.start(config);
    if (!reach_late_turn(s, seed)) {
        std::fprintf(stderr, "%s: the game ended before turn %d\n", name, kTurn);
        std::exit(1);
    }
    const Action place = s.legal_places()[s.legal_places().size() / 2];
    std::vector<double> placed, taken_back, undone;
    for (int i = 0; i < kReps; ++i) {
        const auto t0 = Clock::now();
        if (!act(s, place)) std::exit(1);
        const auto t1 = Clock::now();
        if (!s.take_back()) std::exit(1);
        const auto t2 = Clock::now();
        placed.push_back(micros(t0, t1));
        taken_back.push_back(micros(t1, t2));
    }
    carc::Match m = s.match();
    for (int i = 0; i < kReps; ++i) {
        if (!m.apply(place)) std::exit(1);
        const auto t0 = Clock::now();
        if (!m.undo()) std::exit(1);
        undone.push_back(micros(t0, Clock::now()));
    }
    std::printf("%-8s turn %d, %zu actions: take-back %.1f us, placement + refresh %.1f us, Match::undo %.1f us "
                "(medians of %d)\n",
                name, s.game().turn(), s.match().history().size(), median(taken_back), median(placed),
                median(undone), kReps);
}

}  // namespace

int main() {
    carc::Rules base;
    run("classic", base, 20260);
    carc::Rules wheel;
    wheel.game = carc::GameKind::WheelOfFortune;
    run("wheel", wheel, 20261);
    return 0;
}
