// Inns & Cathedrals' figure in words (ui/core/figure_words.h): the large follower, as the board's hover text and the
// log name it and as the deploy bar offers it. A player has one, so it has no plural.
#include "ui/core/i18n.h"
#include "ui/expansions/inns_cathedrals/record.h"

namespace carc::ui {
namespace {

const char* large_role(SegKind feature) {
    switch (feature) {
        // TRANSLATORS: the large follower (Inns & Cathedrals) named by the feature it stands on, as a follower is
        // (knight, thief, farmer, monk): the label of its spot on the board and its hover text; also the next three
        case SegKind::City: return N_("large knight");
        case SegKind::Road: return N_("large thief");
        case SegKind::Field: return N_("large farmer");
        case SegKind::Cloister: break;
    }
    return N_("large monk");
}

}  // namespace

extern const FigureWords kInnsCathedralsFigures[1] = {
    // TRANSLATORS: the Inns & Cathedrals expansion's big figure, which counts as two followers: its name on the board
    // and in the game log ("Plague: Anna's large follower goes home"), then the button choosing it when a figure is
    // placed, and the button's tooltip (%d is the button's key)
    {Figure::Big, N_("large follower"), nullptr, N_("Large follower"),
     N_("Show where the Large follower can go: it counts as two followers (key %d)"), &large_role},
};

}  // namespace carc::ui
