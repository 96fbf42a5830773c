// The Wheel of Fortune's sounds (ui/core/sound.h): a follower on the crowns is a figure deployed; the pig's walk
// is a step a segment, then the event it lands on; the crowns' payout scores. Timed as the wheel's layer shows
// them (draw/layer.cpp, with the times of geom.h).
#include <algorithm>

#include "ui/core/sound.h"
#include "ui/expansions/wheel/record.h"
#include "ui/expansions/wheel/geom.h"
#include "ui/expansions/wheel/log.h"

namespace carc::ui {
namespace {

bool action_cue(const Action& a, Cue* cue) {
    if (a.kind != ActionKind::Crown) return false;
    *cue = Cue::Follower;
    return true;
}

bool event_cues(const ScoreEvent& e, double now, bool others, bool reduced, std::vector<CueAt>* out,
                double* busy_until) {
    if (!is_wheel_event(e)) return false;
    if (!out || e.rule == ScoreRule::PlagueReturn) return true;  // a follower sent home: its figure's fade is enough
    if (is_pig_move(e)) {
        const int steps = (e.moved_to - e.moved_from + kWheelSegments) % kWheelSegments;
        const double step = reduced ? 0 : kPigStepSeconds;
        const double start = std::max(now + (others ? kPigAfterScores : 0.0), *busy_until);
        if (!reduced)
            for (int k = 0; k < steps; ++k) out->push_back({Cue::PigStep, 0, start + step * (k + 0.5)});
        const double arrival = start + step * steps;
        out->push_back({Cue::WheelEvent, int(e.kind), arrival});
        *busy_until = arrival + (reduced ? 0.5 : kAfterWheelEvent);
    } else {  // the crowns pay after the event
        int points = 0;
        for (int16_t p : e.points) points = std::max(points, int(p));
        const double at = std::max(now, *busy_until - (reduced ? 0.5 : kAfterWheelEvent) + (reduced ? 0.2 : kCrownPayDelay));
        out->push_back({Cue::WheelEvent, int(EventKind::Crown), at});
        if (points > 0) out->push_back({Cue::Score, points, at + 0.3});
    }
    return true;
}

}  // namespace

const ExpansionCues kWheelCues{action_cue, event_cues};

}  // namespace carc::ui
