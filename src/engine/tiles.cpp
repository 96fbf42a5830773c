// Parses the tile catalogue (tiles.csv notation from tiles.md) into TileType records and rotation tables.
#include "engine/tiles.h"

#include <algorithm>
#include <cstdlib>
#include <cstdio>

namespace carc {
namespace {

const char kTilesCsv[] =
#include "tiles_csv.inc"
    ;

// Splits one CSV line, honouring double quotes.
std::vector<std::string> split_csv_line(std::string_view line) {
    std::vector<std::string> out;
    std::string cur;
    bool quoted = false;
    for (char c : line) {
        if (c == '"') {
            quoted = !quoted;
        } else if (c == ',' && !quoted) {
            out.push_back(cur);
            cur.clear();
        } else {
            cur.push_back(c);
        }
    }
    out.push_back(cur);
    return out;
}

std::vector<std::string_view> split_ws(std::string_view s) {
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

#define CARC_EDGE(name, value, letter, fits_any) static_assert((value) < kNoDemand, "an edge kind must fit a demand code");
#include "engine/expansions/tiles.inc"

bool parse_edge(char c, Edge* e) {
    switch (c) {
        case 'F': *e = Edge::Field; return true;
        case 'C': *e = Edge::City; return true;
        case 'R': *e = Edge::Road; return true;
#define CARC_EDGE(name, value, letter, fits_any) \
    case letter: *e = Edge::name; return true;
#include "engine/expansions/tiles.inc"
        default: return false;
    }
}

// The road ends named in the tile data (`r{S>name}`).
struct RoadEndName {
    std::string_view name;
    RoadEnd end;
};
constexpr RoadEndName kRoadEnds[] = {
    {"crossing", RoadEnd::Crossing},
    {"city", RoadEnd::City},
    {"cloister", RoadEnd::Cloister},
    {"deadend", RoadEnd::DeadEnd},
#define CARC_ROAD_END(name, value, text) {text, RoadEnd::name},
#include "engine/expansions/tiles.inc"
};

// The tile sets named in the tile data; cells: the set's tiles are the cells of a fixed board.
struct TileSetName {
    std::string_view name;
    TileSetId id;
    bool cells;
};
constexpr TileSetName kTileSets[] = {
    {"BASE", TileSetId::Base, false},
#define CARC_TILE_SET(name, value, text, cells) {text, TileSetId::name, cells},
#include "engine/expansions/tiles.inc"
};

// The segment marks named in the tile data (`+name` after a city or road), and the columns that count them.
struct MarkName {
    std::string_view name, column;
    uint8_t bit;
};
constexpr MarkName kMarks[] = {
    {"", "", 0},
#define CARC_MARK(name, bit, text, column) {text, column, kMark##name},
#include "engine/expansions/tiles.inc"
};

// The tiles with a role (the first entry, with no id, matches none).
struct RoleTile {
    std::string_view id;
    TileRole role;
    bool in_bag;
};
constexpr RoleTile kRoleTiles[] = {
    {"", TileRole::None, true},
#define CARC_ROLE_TILE(tile_id, name, in_bag) {tile_id, TileRole::name, in_bag},
#include "engine/expansions/tiles.inc"
};

// What follows a city or road token's braces: `+N` (pennants, cities only) and `+name` (marks), in any order.
bool parse_suffixes(std::string_view rest, bool city, Segment* seg) {
    while (!rest.empty()) {
        if (rest[0] != '+') return false;
        rest.remove_prefix(1);
        const size_t end = std::min(rest.find('+'), rest.size());
        const std::string_view part = rest.substr(0, end);
        rest.remove_prefix(end);
        if (!part.empty() && part[0] >= '0' && part[0] <= '9') {
            if (!city) return false;
            seg->pennants = static_cast<uint8_t>(std::atoi(std::string(part).c_str()));
            continue;
        }
        uint8_t bit = 0;
        for (const MarkName& m : kMarks)
            if (m.bit && part == m.name) bit = m.bit;
        if (!bit) return false;
        seg->marks = static_cast<uint8_t>(seg->marks | bit);
    }
    return true;
}

int side_of(char c) {
    switch (c) {
        case 'N': return kNorth;
        case 'E': return kEast;
        case 'S': return kSouth;
        case 'W': return kWest;
        default: return -1;
    }
}

int half_of(std::string_view s) {
    for (int h = 0; h < 8; ++h)
        if (s == kHalfNames[static_cast<size_t>(h)]) return h;
    return -1;
}

// "c1{NW}+1" / "r{S>city}" / "w{EW}": the letters inside the braces as a side mask.
bool parse_side_token(std::string_view tok, uint8_t* sides, std::string_view* rest_after_brace,
                      std::string_view* end_kind) {
    const size_t open = tok.find('{');
    const size_t close = tok.find('}');
    if (open == std::string_view::npos || close == std::string_view::npos || close < open) return false;
    std::string_view inside = tok.substr(open + 1, close - open - 1);
    const size_t gt = inside.find('>');
    *end_kind = gt == std::string_view::npos ? std::string_view{} : inside.substr(gt + 1);
    if (gt != std::string_view::npos) inside = inside.substr(0, gt);
    uint8_t m = 0;
    for (char c : inside) {
        const int s = side_of(c);
        if (s < 0) return false;
        m = static_cast<uint8_t>(m | (1 << s));
    }
    *sides = m;
    *rest_after_brace = tok.substr(close + 1);
    return true;
}

}  // namespace

const TileSet* TileSet::g_instance = nullptr;

const TileSet& TileSet::load() {
    static const TileSet* set = [] {
        auto* s = new TileSet();
        std::string error;
        if (!s->parse(kTilesCsv, &error)) {
            std::fprintf(stderr, "internal error: built-in tile data: %s\n", error.c_str());
            std::abort();
        }
        return s;
    }();
    g_instance = set;
    return *set;
}

int TileSet::find(std::string_view id) const {
    for (size_t i = 0; i < types_.size(); ++i)
        if (types_[i].id == id) return static_cast<int>(i);
    return -1;
}

std::vector<int> TileSet::of_set(std::string_view set) const {
    std::vector<int> out;
    for (size_t i = 0; i < types_.size(); ++i)
        if (types_[i].set == set) out.push_back(static_cast<int>(i));
    return out;
}

bool TileSet::parse(std::string_view csv, std::string* error) {
    types_.clear();
    size_t pos = 0;
    int line_no = 0;
    std::vector<std::string> header;
    while (pos < csv.size()) {
        size_t nl = csv.find('\n', pos);
        if (nl == std::string_view::npos) nl = csv.size();
        std::string_view line = csv.substr(pos, nl - pos);
        pos = nl + 1;
        ++line_no;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (line_no == 1) header = split_csv_line(line);
        if (line_no == 1 || line.empty()) continue;
        const std::vector<std::string> f = split_csv_line(line);
        auto fail = [&](const std::string& why) {
            *error = "line " + std::to_string(line_no) + ": " + why;
            return false;
        };
        if (f.size() < 13) return fail("expected at least 13 columns");
        TileType t;
        t.set = f[0];
        bool board_cells = false;
        for (const TileSetName& n : kTileSets)
            if (t.set == n.name) {
                t.set_id = n.id;
                board_cells = n.cells;
            }
        t.id = f[1];
        t.count = std::atoi(f[2].c_str());
        if (f[3].size() != 4) return fail("edges must be 4 letters");
        for (int s = 0; s < 4; ++s)
            if (!parse_edge(f[3][static_cast<size_t>(s)], &t.edges[static_cast<size_t>(s)]))
                return fail("bad edge letter");
        // Cities first: their index on the tile is what fields refer to as c1, c2, ...
        std::vector<int> city_index;  // c<n> -> segment index
        if (f[4] != "-") {
            for (std::string_view tok : split_ws(f[4])) {
                Segment seg;
                seg.kind = SegKind::City;
                std::string_view rest, end_kind;
                if (tok.empty() || tok[0] != 'c' || !parse_side_token(tok, &seg.sides, &rest, &end_kind))
                    return fail("bad city token");
                if (!parse_suffixes(rest, /*city=*/true, &seg)) return fail("bad city suffix (+pennants or +mark)");
                city_index.push_back(static_cast<int>(t.segments.size()));
                t.segments.push_back(seg);
            }
        }
        if (f[5] != "-") {
            for (std::string_view tok : split_ws(f[5])) {
                Segment seg;
                seg.kind = SegKind::Road;
                std::string_view rest, end_kind;
                if (tok.empty() || tok[0] != 'r' || !parse_side_token(tok, &seg.sides, &rest, &end_kind))
                    return fail("bad road token");
                if (!end_kind.empty()) {
                    for (const RoadEndName& n : kRoadEnds)
                        if (end_kind == n.name) seg.road_end = n.end;
                    if (seg.road_end == RoadEnd::None) return fail("unknown road end");
                }
                if (!parse_suffixes(rest, /*city=*/false, &seg)) return fail("bad road suffix (+mark)");
                t.segments.push_back(seg);
            }
        }
        if (f[7] != "-") {
            int inner = 0;
            for (std::string_view tok : split_ws(f[7])) {
                Segment seg;
                seg.kind = SegKind::Field;
                const size_t open = tok.find('{');
                const size_t close = tok.find('}');
                if (tok.empty() || tok[0] != 'f' || open == std::string_view::npos ||
                    close == std::string_view::npos)
                    return fail("bad field token");
                std::string_view inside = tok.substr(open + 1, close - open - 1);
                if (inside == "inner") {
                    seg.inner_index = static_cast<int8_t>(++inner);
                } else {
                    size_t i = 0;
                    while (i <= inside.size()) {
                        size_t j = inside.find(',', i);
                        if (j == std::string_view::npos) j = inside.size();
                        const int h = half_of(inside.substr(i, j - i));
                        if (h < 0) return fail("bad half-edge name");
                        seg.halves = static_cast<uint8_t>(seg.halves | (1 << h));
                        i = j + 1;
                    }
                }
                std::string_view rest = tok.substr(close + 1);
                if (!rest.empty()) {
                    if (rest[0] != '>') return fail("bad field adjacency");
                    rest.remove_prefix(1);
                    size_t i = 0;
                    while (i < rest.size()) {
                        size_t j = rest.find(',', i);
                        if (j == std::string_view::npos) j = rest.size();
                        std::string_view c = rest.substr(i, j - i);
                        if (c.size() < 2 || c[0] != 'c') return fail("bad city reference");
                        const int n = std::atoi(std::string(c.substr(1)).c_str());
                        if (n < 1 || n > static_cast<int>(city_index.size())) return fail("unknown city");
                        seg.adj_cities = static_cast<uint16_t>(
                            seg.adj_cities | (1u << city_index[static_cast<size_t>(n - 1)]));
                        i = j + 1;
                    }
                }
                t.segments.push_back(seg);
            }
        }
        t.cloister = f[8] == "Y";
        if (t.cloister) {
            Segment seg;
            seg.kind = SegKind::Cloister;
            t.segments.push_back(seg);
        }
        if (t.segments.size() > static_cast<size_t>(kMaxSegments)) return fail("too many segments");
        t.closes_neighbours = std::all_of(t.edges.begin(), t.edges.end(), [](Edge e) { return edge_fits_any(e); });
        // A mark's column, where the data has it, counts the segments that carry the mark.
        for (const MarkName& m : kMarks) {
            const auto col = std::find(header.begin(), header.end(), m.column);
            if (!m.bit || col == header.end()) continue;
            const size_t c = static_cast<size_t>(col - header.begin());
            const int want = c < f.size() ? std::atoi(f[c].c_str()) : 0;
            const int have = static_cast<int>(std::count_if(t.segments.begin(), t.segments.end(),
                                                            [&](const Segment& s) { return (s.marks & m.bit) != 0; }));
            if (want != have) return fail("column " + std::string(m.column) + " says " + std::to_string(want) + ", the tile has " + std::to_string(have));
        }
        for (const RoleTile& r : kRoleTiles)
            if (t.id == r.id) {
                t.role = r.role;
                if (!r.in_bag) t.count = 0;
            }
        if (board_cells) {
            if (t.id.size() < 2) return fail("a board cell's id ends in its column and row");
            t.count = 0;
            t.board_col = t.id[t.id.size() - 2] - '0';
            t.board_row = t.id[t.id.size() - 1] - '0';
        }
        // Wheel of Fortune: split a row into the plain tile and one type per wheel number.
        const int w1 = std::atoi(f[10].c_str()), w2 = std::atoi(f[11].c_str()), w3 = std::atoi(f[12].c_str());
        if (w1 + w2 + w3 > 0) {
            const int total = t.count;
            const std::string base = t.id;
            t.count = total - w1 - w2 - w3;
            types_.push_back(t);
            const int per[3] = {w1, w2, w3};
            for (int n = 1; n <= 3; ++n) {
                if (per[n - 1] == 0) continue;
                TileType w = t;
                w.id = base + ":" + std::to_string(n);
                w.count = per[n - 1];
                w.symbol = n;
                types_.push_back(w);
            }
        } else {
            types_.push_back(t);
        }
    }
    start_ = find("BASE-D");
    roles_.fill(-1);
    for (const RoleTile& r : kRoleTiles) roles_[static_cast<size_t>(r.role)] = find(r.id);
    if (start_ < 0) {
        *error = "no BASE-D start tile";
        return false;
    }
    if (types_.size() > static_cast<size_t>(kMaxTileTypes)) {
        *error = "more than " + std::to_string(kMaxTileTypes) + " tile types";
        return false;
    }
    build_oriented();
    return true;
}

void TileSet::build_oriented() {
    oriented_.assign(types_.size() * 4, Oriented{});
    for (size_t t = 0; t < types_.size(); ++t) {
        const TileType& tt = types_[t];
        for (int rot = 0; rot < 4; ++rot) {
            Oriented& o = oriented_[t * 4 + static_cast<size_t>(rot)];
            o.side_seg.fill(-1);
            o.half_seg.fill(-1);
            for (int s = 0; s < 4; ++s) o.edges[static_cast<size_t>((s + rot) & 3)] = tt.edges[static_cast<size_t>(s)];
            for (size_t i = 0; i < tt.segments.size(); ++i) {
                const Segment& seg = tt.segments[i];
                const uint8_t sides = rotate_sides(seg.sides, rot);
                const uint8_t halves = rotate_halves(seg.halves, rot);
                o.seg_sides[i] = sides;
                o.seg_halves[i] = halves;
                if (seg.kind == SegKind::City || seg.kind == SegKind::Road)
                    for (int s = 0; s < 4; ++s)
                        if (sides & (1 << s)) o.side_seg[static_cast<size_t>(s)] = static_cast<int8_t>(i);
                if (seg.kind == SegKind::Field)
                    for (int h = 0; h < 8; ++h)
                        if (halves & (1 << h)) o.half_seg[static_cast<size_t>(h)] = static_cast<int8_t>(i);
            }
            o.edge_code = 0;
            for (int s = 0; s < 4; ++s)
                o.edge_code = static_cast<uint16_t>(o.edge_code |
                                                    (static_cast<unsigned>(o.edges[static_cast<size_t>(s)]) << (4 * s)));
        }
        // Rotations that put the same picture on the board are one placement: find each one's smallest twin.
        std::array<std::vector<std::string>, 4> sig;
        for (int rot = 0; rot < 4; ++rot) {
            const Oriented& o = oriented_[t * 4 + static_cast<size_t>(rot)];
            for (size_t i = 0; i < tt.segments.size(); ++i) {
                const Segment& seg = tt.segments[i];
                std::string d = std::to_string(static_cast<int>(seg.kind)) + "/" + std::to_string(o.seg_sides[i]) + "/" +
                                std::to_string(o.seg_halves[i]) + "/" + std::to_string(seg.pennants) + "/" +
                                std::to_string(static_cast<int>(seg.road_end)) + "/" + std::to_string(seg.inner_index) + "/";
                for (size_t c = 0; c < tt.segments.size(); ++c)
                    if (seg.adj_cities & (1u << c)) d += std::to_string(o.seg_sides[c]) + ",";
                sig[static_cast<size_t>(rot)].push_back(d);
            }
            std::sort(sig[static_cast<size_t>(rot)].begin(), sig[static_cast<size_t>(rot)].end());
        }
        for (int rot = 0; rot < 4; ++rot) {
            Oriented& o = oriented_[t * 4 + static_cast<size_t>(rot)];
            o.canon_rot = static_cast<uint8_t>(rot);
            for (int r2 = 0; r2 < rot; ++r2)
                if (sig[static_cast<size_t>(r2)] == sig[static_cast<size_t>(rot)] &&
                    oriented_[t * 4 + static_cast<size_t>(r2)].edge_code == o.edge_code) {
                    o.canon_rot = static_cast<uint8_t>(r2);
                    o.canonical = false;
                    break;
                }
        }
    }
    // fitting_rotations(type, code): AND over the sides of the rotations that show the demanded edge there
    // (kNoDemand: none), two sides per table.
    cloister_bits_ = {};
    for (size_t t = 0; t < types_.size(); ++t)
        if (types_[t].cloister) cloister_bits_[t >> 6] |= 1ull << (t & 63);
    fit_.assign(types_.size(), Fit{});
    types_north_east_ = {};
    types_south_west_ = {};
    for (size_t t = 0; t < types_.size(); ++t) {
        Fit& f = fit_[t];
        uint8_t side[4][kNoDemand + 1] = {};
        uint8_t canonical = 0;
        for (int rot = 0; rot < 4; ++rot) {
            const Oriented& o = oriented_[t * 4 + static_cast<size_t>(rot)];
            if (o.canonical) canonical = static_cast<uint8_t>(canonical | (1 << rot));
            for (int s = 0; s < 4; ++s)
                side[s][static_cast<unsigned>(o.edges[static_cast<size_t>(s)]) & kNoDemand] |= static_cast<uint8_t>(1 << rot);
        }
        for (int s = 0; s < 4; ++s) side[s][kNoDemand] = 0xF;
        for (int pair = 0; pair < kHalfCodes; ++pair) {
            const unsigned lo = static_cast<unsigned>(pair) & kNoDemand, hi = static_cast<unsigned>(pair) >> kEdgeBits;
            f.north_east[pair] = static_cast<uint8_t>(side[0][lo] & side[1][hi]);
            f.north_east_canonical[pair] = static_cast<uint8_t>(f.north_east[pair] & canonical);
            f.south_west[pair] = static_cast<uint8_t>(side[2][lo] & side[3][hi]);
            for (int rot = 0; rot < 4; ++rot) {
                const uint64_t bit = 1ull << (t & 63);
                if ((f.north_east[pair] >> rot) & 1) types_north_east_[static_cast<size_t>(pair)][static_cast<size_t>(rot)][t >> 6] |= bit;
                if ((f.south_west[pair] >> rot) & 1) types_south_west_[static_cast<size_t>(pair)][static_cast<size_t>(rot)][t >> 6] |= bit;
            }
        }
    }
}

}  // namespace carc
