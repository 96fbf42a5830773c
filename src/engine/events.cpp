// The texts of score events: the kind names of the scenario format and the rule behind each score.
#include "engine/game.h"

namespace carc {

const char* event_kind_name(EventKind k) {
    switch (k) {
        case EventKind::Road: return "road";
        case EventKind::City: return "city";
        case EventKind::Cloister: return "cloister";
        case EventKind::Farm: return "farm";
        case EventKind::Barn: return "barn";
        case EventKind::Fortune: return "fortune";
        case EventKind::Tax: return "tax";
        case EventKind::Famine: return "famine";
        case EventKind::Storm: return "storm";
        case EventKind::Inquisition: return "inquisition";
        case EventKind::Crown: return "crown";
        case EventKind::Discard: return "discard";
        case EventKind::Plague: return "plague";
    }
    return "?";
}

const char* score_rule_text(ScoreRule r) {
    switch (r) {
        case ScoreRule::RoadComplete: return "completed road: 1 point per tile";
        case ScoreRule::RoadIncomplete: return "unfinished road at the end: 1 point per tile";
        case ScoreRule::CityComplete: return "completed city: 2 points per tile and per pennant";
        case ScoreRule::CitySmall2000: return "first edition: a completed 2-tile city gives 1 point per tile and per pennant";
        case ScoreRule::CityIncomplete: return "unfinished city at the end: 1 point per tile and per pennant";
        case ScoreRule::CloisterComplete: return "surrounded cloister: 9 points";
        case ScoreRule::CloisterIncomplete: return "unfinished cloister at the end: 1 point plus 1 per neighbouring tile";
        case ScoreRule::FarmClassic: return "farm: 3 points per completed city to the player(s) with most farmers";
        case ScoreRule::Farm2000: return "first edition: 4 points per completed city to the player(s) with most farmers around it";
        case ScoreRule::BarnPlaced: return "barn placed: 3 points per completed city to the farmer majority";
        case ScoreRule::BarnJoined: return "farm joined to a barn: 1 point per completed city to the farmer majority";
        case ScoreRule::BarnFinal: return "barn at the end: 4 points per completed city of its farm";
        case ScoreRule::TileDiscarded: return "the tile fits nowhere and leaves the game";
        case ScoreRule::WheelFortune: return "Fortune: the active player scores 3 points";
        case ScoreRule::WheelTax: return "Tax: each knight scores the pennants of its city plus its owner's knights there";
        case ScoreRule::WheelFamine: return "Famine: each farmer scores 1 point per completed city of its farm";
        case ScoreRule::WheelStorm: return "Storm: each player scores 1 point per follower in supply";
        case ScoreRule::WheelInquisition: return "Inquisition: each monk scores 2 points";
        case ScoreRule::WheelPlague: return "Plague: each player sends one follower on a land tile home";
        case ScoreRule::CrownAlone: return "crown: a follower alone on the segment scores 3 per crown space";
        case ScoreRule::CrownShared: return "crown: two followers on the segment score 3 each";
        case ScoreRule::PlagueReturn: return "Plague: a follower goes home without scoring";
    }
    return "?";
}

}  // namespace carc
