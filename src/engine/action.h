// Actions: the small values that change a game. They compare, sort, print and parse.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

namespace carc {

// Figures a player can deploy: the follower, and the expansions' kinds (expansions/kinds.inc).
enum class Figure : uint8_t {
    Follower = 0,
#define CARC_FIGURE(name, value, text) name = value,
#include "engine/expansions/kinds.inc"
};
// How many kinds: one more than the largest value.
inline constexpr int kNumFigureKinds = [] {
    int n = 1;
    const int values[] = {0,
#define CARC_FIGURE(name, value, text) value,
#include "engine/expansions/kinds.inc"
    };
    for (const int v : values) n = v + 1 > n ? v + 1 : n;
    return n;
}();
const char* figure_name(Figure f);

// The text form of an expansion's action kind: its keyword alone (Bare), with a cell "x,y" (Cell), with a cell and
// a segment "x,y n" (CellSpot), or with one of a list of names in `spot` (Segment).
enum class ActionShape : uint8_t { Bare, Cell, CellSpot, Segment };

// What an action does. Expansions add their kinds, each with a text form of one of the shapes of ActionShape.
enum class ActionKind : uint8_t {
    Draw = 1,         // chance: tile `tile` comes out of the bag
    Place = 2,        // put the drawn tile at (x, y) turned `rot` quarter turns clockwise
    Deploy = 5,       // deploy `figure` on segment `spot` of the placed tile (a corner figure: corner 0..3 = NE SE SW NW)
    Pass = 6,         // deploy nothing
#define CARC_ACTION(name, value, keyword, shape, names) name = value,
#include "engine/expansions/kinds.inc"
};

struct Action {
    ActionKind kind = ActionKind::Pass;
    uint8_t tile = 0;   // Draw: tile type index
    int16_t x = 0, y = 0;
    uint8_t rot = 0;
    Figure figure = Figure::Follower;
    uint8_t spot = 0;

    // The hot constructors assemble the bytes in registers (field by field they went through the stack and stalled
    // the load that returned them).
    static Action draw(int tile_type) {
        return of_bytes(static_cast<uint64_t>(ActionKind::Draw) | static_cast<uint64_t>(static_cast<uint8_t>(tile_type)) << 8, 0);
    }
    static Action place(int px, int py, int r) {
        return of_bytes(static_cast<uint64_t>(ActionKind::Place) | static_cast<uint64_t>(static_cast<uint16_t>(px)) << 16 |
                            static_cast<uint64_t>(static_cast<uint16_t>(py)) << 32 | static_cast<uint64_t>(static_cast<uint8_t>(r)) << 48,
                        0);
    }
    static Action deploy(Figure f, int s) {
        return of_bytes(static_cast<uint64_t>(ActionKind::Deploy) | static_cast<uint64_t>(f) << 56, static_cast<uint8_t>(s));
    }
    static Action pass() { return Action{}; }
    // An expansion's action of each shape: the kind alone, at a cell, at a cell and segment, or on a segment.
    static Action of(ActionKind k) { Action a; a.kind = k; return a; }
    static Action at(ActionKind k, int px, int py) {
        Action a; a.kind = k; a.x = static_cast<int16_t>(px); a.y = static_cast<int16_t>(py); return a;
    }
    static Action at_spot(ActionKind k, int px, int py, int s) {
        Action a = at(k, px, py); a.spot = static_cast<uint8_t>(s); return a;
    }
    static Action segment(ActionKind k, int s) { Action a; a.kind = k; a.spot = static_cast<uint8_t>(s); return a; }

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

    // An action from its bytes: kind, tile, x, y, rot, figure (the first 8, lowest first), then spot and a zero byte.
    static Action of_bytes(uint64_t low, uint16_t high) {
        Action a;
        std::memcpy(static_cast<void*>(&a), &low, 8);
        std::memcpy(reinterpret_cast<char*>(&a) + 8, &high, 2);
        return a;
    }
};
static_assert(std::endian::native == std::endian::little && sizeof(Action) == 10 && offsetof(Action, tile) == 1 &&
              offsetof(Action, x) == 2 && offsetof(Action, y) == 4 && offsetof(Action, rot) == 6 &&
              offsetof(Action, figure) == 7 && offsetof(Action, spot) == 8 && std::is_trivially_copyable_v<Action>,
              "Action::of_bytes writes this layout");

// The shape of an action kind: an expansion's kinds have their registered shapes, Place is at a cell (Cell), the
// other base kinds count as Bare.
ActionShape action_shape(ActionKind k);

}  // namespace carc
