// Text form of actions: printing and parsing (used by saves, the CLI and logs).
#include "engine/action.h"

#include <algorithm>
#include <cstddef>
#include <cstdlib>

#include "engine/expansions/registry.h"
#include "engine/mark.h"
#include "engine/tiles.h"

namespace carc {
namespace {

bool parse_int(std::string_view s, int* out) {
    if (s.empty() || s.size() > 7) return false;
    size_t i = 0;
    bool neg = false;
    if (s[0] == '-') {
        neg = true;
        i = 1;
        if (s.size() == 1) return false;
    }
    int v = 0;
    for (; i < s.size(); ++i) {
        if (s[i] < '0' || s[i] > '9') return false;
        v = v * 10 + (s[i] - '0');
    }
    *out = neg ? -v : v;
    return true;
}

// "x,y"
bool parse_cell(std::string_view s, int* x, int* y) {
    const size_t comma = s.find(',');
    if (comma == std::string_view::npos) return false;
    return parse_int(s.substr(0, comma), x) && parse_int(s.substr(comma + 1), y) && *x >= -30000 && *x <= 30000 &&
           *y >= -30000 && *y <= 30000;
}

std::vector<std::string_view> words(std::string_view s) {
    std::vector<std::string_view> out;
    size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && s[i] == ' ') ++i;
        size_t j = i;
        while (j < s.size() && s[j] != ' ') ++j;
        if (j > i) out.push_back(s.substr(i, j - i));
        i = j;
    }
    return out;
}

// The expansions' action kinds and figure kinds with their texts (expansions/kinds.inc).
struct NameList {
    const char* const* names = nullptr;
    int size = 0;
};
constexpr NameList names_of(std::nullptr_t) { return {}; }
template <size_t N>
constexpr NameList names_of(const char* const (&names)[N]) { return {names, static_cast<int>(N)}; }

struct KindText {
    ActionKind kind;
    const char* keyword;
    ActionShape shape;
    NameList names;
};
constexpr KindText kActionTexts[] = {
    {ActionKind::Pass, "pass", ActionShape::Bare, {}},
#define CARC_ACTION(name, value, keyword, shape, names) {ActionKind::name, keyword, ActionShape::shape, names_of(names)},
#include "engine/expansions/kinds.inc"
};

struct FigureText {
    Figure kind;
    const char* name;
};
constexpr FigureText kFigureTexts[] = {
    // TRANSLATORS: the name of a figure, shown in the game log ("Plague: Anna's follower goes home")
    {Figure::Follower, N_("follower")},
#define CARC_FIGURE(name, value, text) {Figure::name, text},
#include "engine/expansions/kinds.inc"
};

}  // namespace

ActionShape action_shape(ActionKind k) {
    if (k == ActionKind::Place) return ActionShape::Cell;
    for (const KindText& t : kActionTexts)
        if (t.kind == k) return t.shape;
    return ActionShape::Bare;
}

const char* figure_name(Figure f) {
    for (const FigureText& t : kFigureTexts)
        if (t.kind == f) return t.name;
    return "?";
}

std::string Action::to_string() const {
    const std::string cell = std::to_string(x) + "," + std::to_string(y);
    switch (kind) {
        case ActionKind::Draw: return "draw " + (tile < tiles().size() ? tiles().type(tile).id : std::string("?"));
        case ActionKind::Place: return "place " + cell + " r" + std::to_string(rot * 90);
        case ActionKind::Deploy:
            if (is_corner_figure(figure)) return std::string("deploy ") + figure_name(figure) + " " + kCornerNames[spot & 3];
            return std::string("deploy ") + figure_name(figure) + " " + std::to_string(spot);
        default: break;
    }
    for (const KindText& t : kActionTexts) {
        if (t.kind != kind) continue;
        switch (t.shape) {
            case ActionShape::Bare: return t.keyword;
            case ActionShape::Cell: return std::string(t.keyword) + " " + cell;
            case ActionShape::CellSpot: return std::string(t.keyword) + " " + cell + " " + std::to_string(spot);
            case ActionShape::Segment:
                return std::string(t.keyword) + " " + (spot < t.names.size ? t.names.names[spot] : "?");
        }
    }
    return "?";
}

std::optional<Action> Action::parse(std::string_view text) {
    const std::vector<std::string_view> w = words(text);
    if (w.empty()) return std::nullopt;
    int x = 0, y = 0, n = 0;
    if (w[0] == "draw" && w.size() == 2) {
        const int t = tiles().find(w[1]);
        if (t < 0) return std::nullopt;
        return Action::draw(t);
    }
    if (w[0] == "place" && w.size() == 3 && parse_cell(w[1], &x, &y) && w[2].size() > 1 && w[2][0] == 'r' &&
        parse_int(w[2].substr(1), &n) && (n == 0 || n == 90 || n == 180 || n == 270))
        return Action::place(x, y, n / 90);
    if (w[0] == "deploy" && w.size() == 3) {
        for (const FigureText& f : kFigureTexts) {
            if (w[1] != f.name) continue;
            if (is_corner_figure(f.kind)) {
                for (int c = 0; c < 4; ++c)
                    if (w[2] == kCornerNames[static_cast<size_t>(c)]) return Action::deploy(f.kind, c);
                return std::nullopt;
            }
            if (parse_int(w[2], &n) && n >= 0 && n < kMaxSegments) return Action::deploy(f.kind, n);
        }
        return std::nullopt;
    }
    for (const KindText& t : kActionTexts) {
        // A keyword of two words ("wagon return") is matched word by word.
        const std::vector<std::string_view> kw = words(t.keyword);
        if (w.size() < kw.size() || !std::equal(kw.begin(), kw.end(), w.begin())) continue;
        const size_t k = kw.size();
        switch (t.shape) {
            case ActionShape::Bare:
                if (w.size() == k) return Action::of(t.kind);
                break;
            case ActionShape::Cell:
                if (w.size() == k + 1 && parse_cell(w[k], &x, &y)) return Action::at(t.kind, x, y);
                break;
            case ActionShape::CellSpot:
                if (w.size() == k + 2 && parse_cell(w[k], &x, &y) && parse_int(w[k + 1], &n) && n >= 0 && n < kMaxSegments)
                    return Action::at_spot(t.kind, x, y, n);
                break;
            case ActionShape::Segment:
                if (w.size() == k + 1)
                    for (int seg = 0; seg < t.names.size; ++seg)
                        if (w[k] == t.names.names[seg]) return Action::segment(t.kind, seg);
                break;
        }
    }
    return std::nullopt;
}

}  // namespace carc
