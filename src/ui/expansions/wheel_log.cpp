// The Wheel of Fortune in the game log: a follower on a crown, the pig's moves and their events, crown
// payouts, the Plague's returns.
#include "ui/expansions/wheel_log.h"

#include "engine/spots.h"
#include "ui/expansions/log_texts.h"
#include "ui/expansions/wheel_layout.h"

namespace carc::ui {

const char* wheel_segment_title(int segment) {
    return segment >= 0 && segment < wheel_layout::kSegments ? wheel_layout::kSegmentNames[segment] : "?";
}

bool is_wheel_event(const ScoreEvent& e) {
    return e.kind == EventKind::Fortune || e.kind == EventKind::Tax || e.kind == EventKind::Famine || e.kind == EventKind::Storm ||
           e.kind == EventKind::Inquisition || e.kind == EventKind::Plague || e.kind == EventKind::Crown;
}

bool is_pig_move(const ScoreEvent& e) { return is_wheel_event(e) && e.kind != EventKind::Crown && e.rule != ScoreRule::PlagueReturn; }

namespace {

bool decision(const Game& g, const Action& a, const LogNames& names, std::string* line) {
    if (a.kind != ActionKind::Crown) return false;
    *line = names.name(g.current_player()) + " placed a tile and a follower on a crown of " + wheel_segment_title(a.spot);
    return true;
}

bool event(const Game& g, const ScoreEvent& e, const LogNames& names, std::string* line, int* player) {
    if (!is_wheel_event(e)) return false;
    *player = e.kind == EventKind::Plague ? static_cast<int>(e.player) : -1;
    const std::string seg = wheel_segment_title(e.pig_to);
    if (e.kind == EventKind::Crown) {
        *line = "Crowns of " + seg + ": " + names.points(e) + " (" + score_rule_text(e.rule) + "); they go home";
    } else if (e.rule == ScoreRule::PlagueReturn) {
        const char* what = e.figure == Figure::Follower ? (e.node >= 0 && e.node < kMaxNodes ? segment_role(g.node_kind(e.node)) : "follower")
                                                        : figure_name(e.figure);
        *line = "Plague: " + possessive(names.name(e.player)) + " " + what + " goes home";
    } else {
        const int steps = (e.pig_to - e.pig_from + kWheelSegments) % kWheelSegments;
        // The tile just drawn moved the pig (wheel.md D3): its player's.
        *line = possessive(names.name(e.player)) + " tile moves the pig " + std::to_string(steps) +
                (steps == 1 ? " segment" : " segments") + " to " + seg + ": ";
        if (e.kind == EventKind::Plague) *line += "everyone sends a follower on a tile home, from " + names.name(e.player);
        else *line += names.points(e) + " (" + score_rule_text(e.rule) + ")";
    }
    return true;
}

}  // namespace

const LogTexts& wheel_log_texts() {
    static const LogTexts t{&decision, &event, nullptr};
    return t;
}

}  // namespace carc::ui
