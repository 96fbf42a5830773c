// Abbey & Mayor's figures in words (ui/core/figure_words.h): the mayor, the wagon (by the feature it stands on) and
// the barn, as the board's hover text names them and as the deploy bar offers them.
#include "ui/core/i18n.h"
#include "ui/expansions/abbey_mayor/record.h"

namespace carc::ui {
namespace {

using i18n::fmt;

// TRANSLATORS: figures of one player on a feature in its hover text on the board ("Anna (2 mayors)"); one figure is
// shown by its name alone ("mayor"); also the next two
std::string mayors(int n) { return fmt(P_("%d mayor", "%d mayors", n), n); }
std::string wagons(int n) { return fmt(P_("%d wagon", "%d wagons", n), n); }
std::string barns(int n) { return fmt(P_("%d barn", "%d barns", n), n); }

// A wagon named by the feature it stands on, so that a tile's two wagon spots read apart ("road wagon", "city
// wagon"); a wagon never stands in a field.
const char* wagon_role(SegKind feature) {
    switch (feature) {
        // TRANSLATORS: a wagon named by the feature it stands on: the label of its spot on the board and its hover
        // text ("Anna (road wagon)"); also the next two
        case SegKind::Road: return N_("road wagon");
        case SegKind::City: return N_("city wagon");
        case SegKind::Cloister: return N_("cloister wagon");
        case SegKind::Field: break;
    }
    return N_("wagon");
}

}  // namespace

extern const FigureWords kAbbeyMayorFigures[3] = {
    // TRANSLATORS: the name of a figure, shown on the board and in the game log ("Plague: Anna's mayor goes
    // home"); then a button choosing the kind of figure to place, and its tooltip (%d is the button's key)
    {Figure::Mayor, N_("mayor"), &mayors, N_("Mayor"), N_("Show where the Mayor can go (key %d)")},
    // TRANSLATORS: as the mayor's: the figure's name, the button choosing it and the button's tooltip
    {Figure::Wagon, N_("wagon"), &wagons, N_("Wagon"), N_("Show where the Wagon can go (key %d)"), &wagon_role},
    // TRANSLATORS: as the mayor's: the figure's name, the button choosing it and the button's tooltip
    {Figure::Barn, N_("barn"), &barns, N_("Barn"), N_("Show where the Barn can go (key %d)")},
};

}  // namespace carc::ui
