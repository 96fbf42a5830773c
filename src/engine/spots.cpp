// Spot names <-> segments, in the board's frame after rotation.
#include "engine/spots.h"

#include "engine/mark.h"

namespace carc {

int corner_index(std::string_view spot) {
    for (int c = 0; c < 4; ++c)
        if (spot == kCornerNames[static_cast<size_t>(c)]) return c;
    return -1;
}

int spot_segment(int type, int rot, std::string_view spot) {
    if (type < 0 || type >= tiles().size() || rot < 0 || rot > 3) return -1;
    const TileType& tt = tiles().type(type);
    const Oriented& o = tiles().oriented(type, rot);
    for (int s = 0; s < 4; ++s)
        if (spot == kSideNames[static_cast<size_t>(s)]) return o.side_seg[static_cast<size_t>(s)];
    for (int h = 0; h < 8; ++h)
        if (spot == kHalfNames[static_cast<size_t>(h)]) return o.half_seg[static_cast<size_t>(h)];
    if (spot == "inner1" || spot == "inner2") {
        const int want = spot == "inner1" ? 1 : 2;
        for (size_t i = 0; i < tt.segments.size(); ++i)
            if (tt.segments[i].kind == SegKind::Field && tt.segments[i].inner_index == want) return static_cast<int>(i);
        return -1;
    }
    if (spot == "C") {
        for (size_t i = 0; i < tt.segments.size(); ++i)
            if (tt.segments[i].kind == SegKind::Cloister) return static_cast<int>(i);
    }
    return -1;
}

std::string segment_spot_name(int type, int rot, int seg) {
    const TileType& tt = tiles().type(type);
    if (seg < 0 || seg >= static_cast<int>(tt.segments.size())) return "?";
    const Segment& s = tt.segments[static_cast<size_t>(seg)];
    const Oriented& o = tiles().oriented(type, rot);
    switch (s.kind) {
        case SegKind::Cloister: return "C";
        case SegKind::City:
        case SegKind::Road:
            for (int d = 0; d < 4; ++d)
                if (o.seg_sides[static_cast<size_t>(seg)] & (1 << d)) return kSideNames[static_cast<size_t>(d)];
            return "?";
        case SegKind::Field:
            if (s.inner_index) return "inner" + std::to_string(s.inner_index);
            for (int h = 0; h < 8; ++h)
                if (o.seg_halves[static_cast<size_t>(seg)] & (1 << h)) return kHalfNames[static_cast<size_t>(h)];
            return "?";
    }
    return "?";
}

const char* segment_role(SegKind k) {
    switch (k) {
        // TRANSLATORS: a follower named by the feature it stands on (a knight in a city, a thief on a road, a farmer
        // in a field, a monk in a cloister), on the board and in the game log ("Plague: Anna's knight goes home")
        case SegKind::City: return N_("knight");
        case SegKind::Road: return N_("thief");
        case SegKind::Field: return N_("farmer");
        case SegKind::Cloister: return N_("monk");
    }
    return "?";
}

const char* segment_kind_name(SegKind k) {
    switch (k) {
        case SegKind::City: return "city";
        case SegKind::Road: return "road";
        case SegKind::Field: return "field";
        case SegKind::Cloister: return "cloister";
    }
    return "feature";
}

}  // namespace carc
