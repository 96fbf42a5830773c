// The texts of score events: the kind names of the scenario format and the rule behind each score (the
// expansions' texts come from their kinds.inc).
#include "engine/game.h"
#include "engine/mark.h"

namespace carc {

const char* event_kind_name(EventKind k) {
    switch (k) {
        case EventKind::Road: return "road";
        case EventKind::City: return "city";
        case EventKind::Cloister: return "cloister";
        case EventKind::Farm: return "farm";
        case EventKind::Discard: return "discard";
#define CARC_EVENT(name, value, text) \
    case EventKind::name: return text;
#include "engine/expansions/kinds.inc"
    }
    return "?";
}

const char* score_rule_text(ScoreRule r) {
    switch (r) {
        // TRANSLATORS: the rule behind a score, in brackets after the points in the game log (also the next ones)
        case ScoreRule::RoadComplete: return N_("completed road: 1 point per tile");
        case ScoreRule::RoadIncomplete: return N_("unfinished road at the end: 1 point per tile");
        case ScoreRule::CityComplete: return N_("completed city: 2 points per tile and per pennant");
        case ScoreRule::CitySmall2000: return N_("first edition: a completed 2-tile city gives 1 point per tile and per pennant");
        case ScoreRule::CityIncomplete: return N_("unfinished city at the end: 1 point per tile and per pennant");
        case ScoreRule::CloisterComplete: return N_("surrounded cloister: 9 points");
        case ScoreRule::CloisterIncomplete: return N_("unfinished cloister at the end: 1 point plus 1 per neighbouring tile");
        case ScoreRule::FarmClassic: return N_("farm: 3 points per completed city to the player(s) with most farmers");
        case ScoreRule::Farm2000: return N_("first edition: 4 points per completed city to the player(s) with most farmers around it");
        case ScoreRule::TileDiscarded: return N_("the tile fits nowhere and leaves the game");
#define CARC_RULE(name, value, text) \
    case ScoreRule::name: return text;
#include "engine/expansions/kinds.inc"
    }
    return "?";
}

}  // namespace carc
