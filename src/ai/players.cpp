// Random and greedy computer players.
#include "ai/players.h"

#include "ai/evaluate.h"
#include "ai/search.h"

#include <algorithm>
#include <string_view>
#include <vector>

namespace carc::ai {

Action choose_random(const Game& g, Rng& rng) {
    if (g.is_chance()) return g.sample_chance(rng.next());
    const std::vector<Action> acts = g.legal_actions();
    return acts[rng.below(static_cast<uint32_t>(acts.size()))];
}

Action choose_greedy(const Game& g, Rng& rng) {
    if (g.is_chance()) return g.sample_chance(rng.next());
    const int me = g.current_player();
    const std::vector<Action> acts = g.legal_actions();
    if (acts.size() == 1) return acts[0];
    const AiHookSet hooks = active_ai_hooks(g.rules());
    Action best = acts[0];
    int best_v = -1 << 30;
    int ties = 0;
    std::vector<Action> follow;
    auto consider = [&](const Action& a, int v) {
        if (v > best_v) {
            best_v = v;
            best = a;
            ties = 1;
        } else if (v == best_v && rng.below(static_cast<uint32_t>(++ties)) == 0) {
            best = a;
        }
    };
    Game c = g, c2 = g;  // reused: an assignment moves only the tables in use
    for (const Action& a : acts) {
        c = g;
        c.set_recording(false);
        c.play(a);
        int v;
        if (g.phase() == Phase::Place || g.phase() == Phase::TurnStart) {
            // Look one decision further: the best deployment after this placement.
            v = -1 << 30;
            if (c.phase() == Phase::Deploy) {
                c.legal_actions(follow);
                for (const Action& d : follow) {
                    c2 = c;
                    c2.play(d);
                    v = std::max(v, evaluation_margin(c2, me, hooks));
                }
            } else {
                v = evaluation_margin(c, me, hooks);
            }
        } else {
            v = evaluation_margin(c, me, hooks);
        }
        consider(a, v);
    }
    return best;
}

namespace {
constexpr const char* kLevelNames[kNumLevels] = {"random", "medium", "easy", "hard", "expert"};
}

const char* level_name(int level) { return level >= 0 && level < kNumLevels ? kLevelNames[level] : "unknown"; }

int level_from_name(const char* name) {
    for (int i = 0; i < kNumLevels; ++i)
        if (std::string_view(name) == kLevelNames[i]) return i;
    return -1;
}

Action choose_easy(const Game& g, Rng& rng) {
    if (!g.is_chance() && rng.below(3) == 0) return choose_random(g, rng);
    return choose_greedy(g, rng);
}

Action choose(const Game& g, int level, Rng& rng) {
    switch (level) {
        case kLevelRandom: return choose_random(g, rng);
        case kLevelEasy: return choose_easy(g, rng);
        case kLevelHard:
        case kLevelExpert: return choose_level_search(g, level, rng.next());
        default: return choose_greedy(g, rng);
    }
}

}  // namespace carc::ai
