// Actions: the small values that change a game. They compare, sort, print and parse.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace carc {

// Figures a player can deploy. The abbey is a tile, placed with ActionKind::Abbey.
enum class Figure : uint8_t { Follower = 0, Mayor = 1, Wagon = 2, Barn = 3 };
inline constexpr int kNumFigureKinds = 4;
const char* figure_name(Figure f);

enum class ActionKind : uint8_t {
    Draw = 1,         // chance: tile `tile` comes out of the bag
    Place = 2,        // put the drawn tile at (x, y) turned `rot` quarter turns clockwise
    Abbey = 3,        // place the player's abbey at (x, y) instead of drawing
    DrawChoice = 4,   // choose to draw (when placing the abbey is also possible)
    Deploy = 5,       // deploy `figure` on segment `spot` of the placed tile (barn: corner 0..3 = NE SE SW NW)
    Pass = 6,         // deploy nothing
    WagonMove = 7,    // the deciding player's wagon goes to segment `spot` of the tile at (x, y)
    WagonReturn = 8,  // the wagon goes back to supply
    Crown = 9,        // wheel of fortune, instead of a deployment: a follower on the next empty crown space of segment `spot`
    PlagueReturn = 10,  // wheel of fortune, Plague: the deciding player's follower on segment `spot` of the tile at (x, y) goes home
};

// The wheel's segments clockwise from Fortune (the pig's positions, and the crown segments of ActionKind::Crown).
inline constexpr const char* kWheelSegmentNames[6] = {"fortune", "tax", "famine", "storm", "inquisition", "plague"};

struct Action {
    ActionKind kind = ActionKind::Pass;
    uint8_t tile = 0;   // Draw: tile type index
    int16_t x = 0, y = 0;
    uint8_t rot = 0;
    Figure figure = Figure::Follower;
    uint8_t spot = 0;

    static Action draw(int tile_type) { Action a; a.kind = ActionKind::Draw; a.tile = static_cast<uint8_t>(tile_type); return a; }
    static Action place(int px, int py, int r) {
        Action a; a.kind = ActionKind::Place; a.x = static_cast<int16_t>(px); a.y = static_cast<int16_t>(py);
        a.rot = static_cast<uint8_t>(r); return a;
    }
    static Action abbey(int px, int py) {
        Action a; a.kind = ActionKind::Abbey; a.x = static_cast<int16_t>(px); a.y = static_cast<int16_t>(py); return a;
    }
    static Action draw_choice() { Action a; a.kind = ActionKind::DrawChoice; return a; }
    static Action deploy(Figure f, int s) { Action a; a.kind = ActionKind::Deploy; a.figure = f; a.spot = static_cast<uint8_t>(s); return a; }
    static Action pass() { return Action{}; }
    static Action wagon_move(int px, int py, int s) {
        Action a; a.kind = ActionKind::WagonMove; a.x = static_cast<int16_t>(px); a.y = static_cast<int16_t>(py);
        a.spot = static_cast<uint8_t>(s); return a;
    }
    static Action wagon_return() { Action a; a.kind = ActionKind::WagonReturn; return a; }
    static Action crown(int segment) { Action a; a.kind = ActionKind::Crown; a.spot = static_cast<uint8_t>(segment); return a; }
    static Action plague_return(int px, int py, int s) {
        Action a; a.kind = ActionKind::PlagueReturn; a.x = static_cast<int16_t>(px); a.y = static_cast<int16_t>(py);
        a.spot = static_cast<uint8_t>(s); return a;
    }

    // A total order: kind, then y, x (row-major board order), rot, figure, spot, tile.
    uint64_t key() const {
        return (static_cast<uint64_t>(kind) << 56) | (static_cast<uint64_t>(static_cast<uint16_t>(y + 32768)) << 40) |
               (static_cast<uint64_t>(static_cast<uint16_t>(x + 32768)) << 24) | (static_cast<uint64_t>(rot) << 20) |
               (static_cast<uint64_t>(figure) << 16) | (static_cast<uint64_t>(spot) << 8) | tile;
    }
    bool operator==(const Action& o) const { return key() == o.key(); }
    bool operator<(const Action& o) const { return key() < o.key(); }

    // Text form, e.g. "draw BASE-D", "place 1,-2 r90", "deploy follower 3", "deploy barn NE", "pass",
    // "abbey 1,0", "draw-choice", "wagon 2,0 5", "wagon return", "crown tax", "plague 1,0 3". parse() accepts
    // exactly what to_string() writes.
    std::string to_string() const;
    static std::optional<Action> parse(std::string_view text);
};

}  // namespace carc
