// Text form of actions: printing and parsing (used by saves, the CLI and logs).
#include "engine/action.h"

#include <cstdlib>

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

}  // namespace

const char* figure_name(Figure f) {
    switch (f) {
        case Figure::Follower: return "follower";
        case Figure::Mayor: return "mayor";
        case Figure::Wagon: return "wagon";
        case Figure::Barn: return "barn";
    }
    return "?";
}

std::string Action::to_string() const {
    const std::string cell = std::to_string(x) + "," + std::to_string(y);
    switch (kind) {
        case ActionKind::Draw: return "draw " + (tile < tiles().size() ? tiles().type(tile).id : std::string("?"));
        case ActionKind::Place: return "place " + cell + " r" + std::to_string(rot * 90);
        case ActionKind::Abbey: return "abbey " + cell;
        case ActionKind::DrawChoice: return "draw-choice";
        case ActionKind::Deploy:
            if (figure == Figure::Barn) return std::string("deploy barn ") + kCornerNames[spot & 3];
            return std::string("deploy ") + figure_name(figure) + " " + std::to_string(spot);
        case ActionKind::Pass: return "pass";
        case ActionKind::WagonMove: return "wagon " + cell + " " + std::to_string(spot);
        case ActionKind::WagonReturn: return "wagon return";
        case ActionKind::Crown: return std::string("crown ") + (spot < 6 ? kWheelSegmentNames[spot] : "?");
        case ActionKind::PlagueReturn: return "plague " + cell + " " + std::to_string(spot);
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
    if (w[0] == "abbey" && w.size() == 2 && parse_cell(w[1], &x, &y)) return Action::abbey(x, y);
    if (w[0] == "draw-choice" && w.size() == 1) return Action::draw_choice();
    if (w[0] == "pass" && w.size() == 1) return Action::pass();
    if (w[0] == "deploy" && w.size() == 3) {
        if (w[1] == "barn") {
            for (int c = 0; c < 4; ++c)
                if (w[2] == kCornerNames[static_cast<size_t>(c)]) return Action::deploy(Figure::Barn, c);
            return std::nullopt;
        }
        for (int f = 0; f < 3; ++f)
            if (w[1] == figure_name(static_cast<Figure>(f)) && parse_int(w[2], &n) && n >= 0 && n < kMaxSegments)
                return Action::deploy(static_cast<Figure>(f), n);
        return std::nullopt;
    }
    if (w[0] == "wagon" && w.size() == 2 && w[1] == "return") return Action::wagon_return();
    if (w[0] == "wagon" && w.size() == 3 && parse_cell(w[1], &x, &y) && parse_int(w[2], &n) && n >= 0 &&
        n < kMaxSegments)
        return Action::wagon_move(x, y, n);
    if (w[0] == "crown" && w.size() == 2)
        for (int seg = 0; seg < 6; ++seg)
            if (w[1] == kWheelSegmentNames[seg]) return Action::crown(seg);
    if (w[0] == "plague" && w.size() == 3 && parse_cell(w[1], &x, &y) && parse_int(w[2], &n) && n >= 0 &&
        n < kMaxSegments)
        return Action::plague_return(x, y, n);
    return std::nullopt;
}

}  // namespace carc
