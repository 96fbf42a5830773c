// Abbey & Mayor in the game log: the abbey placed, the wagon's move or return, barns scoring like farms.
#include "engine/spots.h"
#include "ui/expansions/log_texts.h"

namespace carc::ui {
namespace {

bool decision(const Game& g, const Action& a, const LogNames& names, std::string* line) {
    const std::string who = names.name(g.current_player());
    if (a.kind == ActionKind::Abbey) {
        *line = who + " placed the abbey";
    } else if (a.kind == ActionKind::WagonMove) {
        const int t = g.tile_at(a.x, a.y);
        const char* role = t >= 0 ? segment_kind_name(tiles().type(g.placed()[t].type).segments[a.spot].kind) : "feature";
        *line = possessive(who) + " wagon moves on to a " + role;
    } else if (a.kind == ActionKind::WagonReturn) {
        *line = possessive(who) + " wagon goes home";
    } else {
        return false;
    }
    return true;
}

bool counts_cities(EventKind k) { return k == EventKind::Barn; }

}  // namespace

const LogTexts& abbey_mayor_log_texts() {
    static const LogTexts t{&decision, nullptr, &counts_cities};
    return t;
}

}  // namespace carc::ui
