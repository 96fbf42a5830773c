// Abbey & Mayor in the tile pictures: the abbey tile's buildings (see abbey_art.h).
#include "art/expansions/abbey_mayor/abbey_art.h"

#include "art/tile_style.h"

namespace art {

bool abbey_at(V p, RGB* out) {
    // church (north) and cloister quad (south), drawn over plain field
    const V church_c{0.5, 0.27}, quad_c{0.5, 0.62};
    auto building = [&](V q, RGB* o) {
        // church nave with transept
        const double nave = box_sd(q - church_c, {0.1, 0.2}, 0.008);
        const double tran = box_sd(q - (church_c + V{0, -0.04}), {0.2, 0.07}, 0.008);
        const double ch = std::min(nave, tran);
        const V e = q - church_c;
        if (len(q - (church_c + V{0, -0.04})) < 0.06) {
            const V f = q - (church_c + V{0, -0.04});
            if (len(f) > 0.052) return *o = kRoofEdge, true;
            if (len(f) < 0.015) return *o = rgb(240, 200, 80), true;
            return *o = f.x < 0 ? rgb(120, 130, 150) : rgb(84, 92, 110), true;  // slate dome
        }
        if (ch < 0) {
            if (ch > -0.009) return *o = kRoofEdge, true;
            const bool in_tran = tran < nave;
            const double along = in_tran ? (q.y - church_c.y + 0.04) : e.x;
            if (std::fabs(along) < 0.004) return *o = rgb(120, 40, 30), true;
            return *o = along < 0 ? rgb(214, 86, 60) : rgb(164, 56, 42), true;
        }
        // cloister quad: roofed ring round a courtyard
        const double outer = box_sd(q - quad_c, {0.26, 0.2}, 0.01);
        const double inner = box_sd(q - quad_c, {0.16, 0.1}, 0.004);
        if (outer < 0 && inner > 0) {
            if (outer > -0.009 || inner < 0.008) return *o = kRoofEdge, true;
            const V f = q - quad_c;
            // ridge runs in the middle of the ring
            const double ring_mid = (std::fabs(f.x) - 0.21) / 0.05 > (std::fabs(f.y) - 0.15) / 0.05
                                        ? std::fabs(f.x) - 0.21
                                        : std::fabs(f.y) - 0.15;
            if (std::fabs(ring_mid) < 0.004) return *o = rgb(120, 40, 30), true;
            return *o = ring_mid < 0 ? rgb(196, 76, 54) : rgb(224, 100, 72), true;
        }
        if (inner <= 0) {
            const V f = q - quad_c;
            if (len(f) < 0.035) return *o = len(f) < 0.022 ? kWater : rgb(150, 150, 150), true;
            if (std::fabs(f.x) < 0.012 || std::fabs(f.y) < 0.012) return *o = kStoneLight, true;
            return *o = kLawn, true;
        }
        return false;
    };
    if (building(p, out)) return true;
    RGB dummy;
    if (building(p - V{0.02, 0.02}, &dummy)) return *out = rgb(0, 0, 0), true;  // shadow marker
    return false;
}

}  // namespace art
