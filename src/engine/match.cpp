// Match: seats, seeded draws, undo within a turn, and the versioned game record (JSON).
#include "engine/match.h"

#include <algorithm>
#include <cstdio>
#include <utility>

#include "engine/json_util.h"
#include "engine/mark.h"
#include "engine/rng.h"
#include "engine/rule_options.h"
#include "engine/rules_io.h"

namespace carc {

int color_index(std::string_view name) {
    for (int i = 0; i < kMaxPlayers; ++i)
        if (name == kColorNames[i]) return i;
    return -1;
}

std::optional<std::string> seats_refusal(const Rules& rules, const std::vector<int>& colors) {
    const int most = max_players(rules);
    const std::string allowed = "2 to " + std::to_string(most) + " players";
    if (colors.size() < 2 || colors.size() > static_cast<size_t>(most))
        return "these rules take " + allowed + (most < kMaxPlayers ? " (more only with an expansion for more players)" : "");
    for (const int c : colors)
        if (c >= most)
            return std::string("the colour ") + kColorNames[c] + " is only for games of " + std::to_string(c + 1) +
                   " players, which these rules do not allow";
    return std::nullopt;
}

namespace {

constexpr int64_t kMaxLevel = 9;  // computer strength in a record: 0 random, 1 greedy, higher when they exist

// Reads the UTF-8 code point at text[*i] and moves past it; false when the bytes there are not UTF-8
// (overlong forms, UTF-16 surrogates and values beyond U+10FFFF included).
bool next_code_point(std::string_view text, size_t* i, uint32_t* out) {
    const unsigned char b = static_cast<unsigned char>(text[*i]);
    uint32_t cp = 0;
    size_t len = 1;
    if (b < 0x80) cp = b;
    else if (b >= 0xC2 && b <= 0xDF) { cp = b & 0x1Fu; len = 2; }
    else if (b >= 0xE0 && b <= 0xEF) { cp = b & 0x0Fu; len = 3; }
    else if (b >= 0xF0 && b <= 0xF4) { cp = b & 0x07u; len = 4; }
    else return false;
    if (*i + len > text.size()) return false;
    for (size_t k = 1; k < len; ++k) {
        const unsigned char c = static_cast<unsigned char>(text[*i + k]);
        if ((c & 0xC0u) != 0x80u) return false;
        cp = (cp << 6) | (c & 0x3Fu);
    }
    if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10FFFF)) || (cp >= 0xD800 && cp <= 0xDFFF))
        return false;
    *i += len;
    *out = cp;
    return true;
}

// Control characters (C0, DEL, C1), line and paragraph separators, bidirectional embeddings and isolates.
bool unprintable(uint32_t cp) {
    return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) || cp == 0x2028 || cp == 0x2029 || (cp >= 0x202A && cp <= 0x202E) ||
           (cp >= 0x2066 && cp <= 0x2069);
}

}  // namespace

bool printable_text(std::string_view text, std::string* why) {
    size_t i = 0;
    while (i < text.size()) {
        const size_t at = i;
        uint32_t cp = 0;
        if (!next_code_point(text, &i, &cp)) {
            if (why) *why = "not valid UTF-8 (byte " + std::to_string(at + 1) + ")";
            return false;
        }
        if (unprintable(cp)) {
            char code[16];
            std::snprintf(code, sizeof code, "U+%04X", static_cast<unsigned>(cp));
            if (why) *why = std::string("a control character (") + code + ") at byte " + std::to_string(at + 1) + "; only printable text is allowed";
            return false;
        }
    }
    return true;
}

std::string printable_name(std::string_view name) {
    std::string out;
    size_t i = 0;
    while (i < name.size()) {
        const size_t at = i;
        uint32_t cp = 0;
        if (!next_code_point(name, &i, &cp)) {
            i = at + 1;  // a stray byte: dropped
            continue;
        }
        if (unprintable(cp)) continue;
        if (out.size() + (i - at) > kMaxNameBytes) break;
        out.append(name.substr(at, i - at));
    }
    return out.empty() ? std::string("Player") : out;
}

bool valid_player_name(std::string_view name, std::string* why) {
    if (name.empty()) {
        if (why) *why = "empty";
        return false;
    }
    if (name.size() > kMaxNameBytes) {
        if (why) *why = "longer than " + std::to_string(kMaxNameBytes) + " bytes";
        return false;
    }
    return printable_text(name, why);
}

std::string rules_summary(const Rules& r) {
    std::string s = r.edition == Edition::First2000 ? N_("First edition (2000)") : N_("Classic"), added;
    for_each_rule_options([&](const RuleOptions& o) {
        if (!o.on(r)) return;
        if (o.own_game) s = o.summary(r);  // a game of its own has its title
        else added += o.summary(r);
    });
    return s + added;
}

int newest_record_version() {
    int v = 1;
    for_each_rule_options([&](const RuleOptions& o) { v = std::max(v, o.record_version); });
    return v;
}

int record_version_for(const Rules& rules) {
    int v = 1;
    for_each_rule_options([&](const RuleOptions& o) { if (o.on(rules)) v = std::max(v, o.record_version); });
    return v;
}

namespace {

// Where a turn's decisions begin (undo never goes further back): right after the tile draw, after each Plague
// decision (they are other players' decisions, made before the tile is placed), at an Abbey & Mayor turn start.
bool turn_point(const Action& last, Phase now) {
    if (now == Phase::TurnStart) return true;
    return (last.kind == ActionKind::Draw || last.kind == ActionKind::PlagueReturn) && (now == Phase::Place || now == Phase::Plague);
}

}  // namespace

Match::Match(const Rules& rules, std::vector<Seat> seats, uint64_t seed, Chance chance)
    : rules_(rules), seats_(std::move(seats)), seed_(seed), chance_(chance), game_(rules, static_cast<int>(seats_.size())),
      turn_start_(game_) {
    // Whatever a name field let through, the record this match writes must load again.
    for (Seat& s : seats_)
        if (!valid_player_name(s.name, nullptr)) s.name = printable_name(s.name);
    note_turn_point();
    resolve_chance();
}

void Match::note_turn_point() {
    if (history_.empty() || turn_point(history_.back(), game_.phase())) {
        undo_floor_ = static_cast<int>(history_.size());
        turn_start_ = game_;
    }
}

void Match::resolve_chance() {
    if (chance_ == Chance::Outside) return;
    while (game_.is_chance()) {
        const Action a = game_.sample_chance(draw_random(seed_, static_cast<uint64_t>(draws_)));
        ++draws_;
        game_.apply(a);
        history_.push_back(a);
        note_turn_point();
    }
}

bool Match::apply(const Action& a, std::string* why) {
    if (game_.is_chance()) resolve_chance();
    if (!game_.apply(a, why)) return false;
    history_.push_back(a);
    note_turn_point();
    resolve_chance();
    return true;
}

bool Match::can_undo() const {
    if (game_.is_over() || history_.empty()) return false;
    return undo_floor_ < static_cast<int>(history_.size());
}

bool Match::undo() {
    if (!can_undo()) return false;
    // Drop this turn's decisions back to its start; a drawn tile stays the same.
    game_ = turn_start_;
    history_.resize(static_cast<size_t>(undo_floor_));
    return true;
}

bool Match::replay(const std::vector<Action>& actions, std::string* error) {
    // The game at the last turn point is kept for undo(): copied at the turn points from the last draw on (one
    // or two), or, when the last turn point comes before the last draw, replayed up to it.
    size_t after_last_draw = 0;
    for (size_t i = 0; i < actions.size(); ++i)
        if (actions[i].kind == ActionKind::Draw) after_last_draw = i + 1;
    Game g(rules_, static_cast<int>(seats_.size()));
    std::optional<Game> start;
    int draws = 0;
    int floor = 0;
    for (size_t i = 0; i < actions.size(); ++i) {
        std::string why;
        if (!g.apply(actions[i], &why)) {
            *error = "actions[" + std::to_string(i) + "] \"" + actions[i].to_string() + "\": " + why;
            return false;
        }
        if (actions[i].kind == ActionKind::Draw) ++draws;
        if (turn_point(actions[i], g.phase())) {
            floor = static_cast<int>(i + 1);
            if (i + 1 >= after_last_draw) start = g;
        }
    }
    if (!start) {
        start.emplace(rules_, static_cast<int>(seats_.size()));
        for (int i = 0; i < floor; ++i) start->apply(actions[static_cast<size_t>(i)]);
    }
    game_ = std::move(g);
    history_ = actions;
    draws_ = draws;
    undo_floor_ = floor;
    turn_start_ = std::move(*start);
    resolve_chance();
    return true;
}

std::string Match::to_record(const std::string& extra_json_object) const {
    json::OrderedJson j;
    j["format"] = kRecordFormat;
    j["version"] = record_version_for(rules_);
    j["rules"] = rules_to_json(rules_);
    json::OrderedJson players = json::OrderedJson::array();
    for (const Seat& s : seats_) {
        json::OrderedJson p;
        p["name"] = s.name;
        p["color"] = kColorNames[s.color];
        p["computer"] = s.computer;
        p["level"] = s.level;
        players.push_back(p);
    }
    j["players"] = players;
    j["seed"] = std::to_string(seed_);
    if (chance_ == Chance::Outside) j["draws"] = "link";  // the draws are in the actions; none comes from the seed
    json::OrderedJson acts = json::OrderedJson::array();
    for (const Action& a : history_) acts.push_back(a.to_string());
    j["actions"] = acts;
    if (game_.is_over()) {
        json::OrderedJson scores = json::OrderedJson::array();
        for (int p = 0; p < game_.num_players(); ++p) scores.push_back(game_.player(p).score);
        j["final_scores"] = scores;
    }
    if (!extra_json_object.empty()) {
        auto extra = json::parse(extra_json_object);
        if (extra && extra->is_object()) j["app"] = *extra;
    }
    return json::dump(j, 1);
}

std::optional<Match> Match::from_record(std::string_view text, std::string* error) {
    auto fail = [&](const std::string& why) -> std::optional<Match> {
        *error = why;
        return std::nullopt;
    };
    if (text.size() > (8u << 20)) return fail("the record is too large to be a game");
    json::ParseError perr;
    auto parsed = json::parse(text, &perr);
    if (!parsed && perr.trailing)
        return fail("the record has data after its JSON text (byte " + std::to_string(perr.byte) + "): damaged or not a record");
    if (!parsed) return fail("the record is not valid JSON (damaged or truncated at byte " + std::to_string(perr.byte) + ")");
    const json::Json& j = *parsed;
    if (!j.is_object()) return fail("the record is not a JSON object");
    const auto format = json::get_string(j, "format");
    if (!format || *format != kRecordFormat) return fail("not a Carcassonne game record (format field missing or wrong)");
    const json::Json* vj = json::field(j, "version");
    if (!vj) return fail("the record has no version number");
    if (!vj->is_number_integer())
        return fail("the record's version is not a whole number");
    // Compared as written: a huge version is newer (never wrapped to a negative one), and versions start at 1.
    const int readable = newest_record_version();
    if (vj->is_number_unsigned() && vj->get<uint64_t>() > static_cast<uint64_t>(readable))
        return fail("the record was made by a newer version of the game (record version " + json::dump(*vj) +
                    ", this game reads up to " + std::to_string(readable) + ")");
    const auto version = json::int_in(*vj, 1, readable);
    if (!version) return fail("invalid record version " + json::dump(*vj) + " (versions start at 1)");
    Rules rules;
    const json::Json* rj = json::field(j, "rules");
    if (!rj) return fail("the record has no rules");
    std::string why;
    if (!rules_from_json(*rj, &rules, &why)) return fail("rules: " + why);
    // Too old for the rules: named after the expansion that needs the newest version.
    const RuleOptions* newest = nullptr;
    for_each_rule_options([&](const RuleOptions& o) {
        if (o.on(rules) && *version < o.record_version && (!newest || o.record_version > newest->record_version)) newest = &o;
    });
    if (newest)
        return fail("rules: record version " + std::to_string(*version) + " predates " + newest->predates +
                    "; it cannot be replayed exactly");
    const json::Json* pj = json::field(j, "players");
    if (!pj || !pj->is_array()) return fail("the record has no player list");
    if (pj->size() < 2 || pj->size() > static_cast<size_t>(kMaxPlayers))
        return fail("a game has 2 to " + std::to_string(max_players(rules)) + " players");
    std::vector<Seat> seats;
    for (size_t i = 0; i < pj->size(); ++i) {
        const json::Json& p = (*pj)[i];
        const std::string where = "players[" + std::to_string(i) + "]";
        if (!p.is_object()) return fail(where + " is not an object");
        Seat s;
        const auto name = json::get_string(p, "name");
        if (!name) return fail(where + ": name missing (or not a string)");
        if (!valid_player_name(*name, &why)) return fail(where + ": name: " + why);
        s.name = *name;
        const auto color = json::get_string(p, "color");
        if (!color || color_index(*color) < 0) return fail(where + ": unknown colour");
        s.color = color_index(*color);
        for (const Seat& o : seats)
            if (o.color == s.color) return fail(where + ": colour " + *color + " is used twice");
        if (json::field(p, "computer") && !json::get_bool(p, "computer")) return fail(where + ": computer must be true or false");
        s.computer = json::get_bool(p, "computer").value_or(false);
        if (const json::Json* lv = json::field(p, "level")) {
            const auto level = json::int_in(*lv, 0, kMaxLevel);
            if (!level) return fail(where + ": level must be a whole number from 0 to " + std::to_string(kMaxLevel));
            s.level = static_cast<int>(*level);
        }
        seats.push_back(std::move(s));
    }
    {
        std::vector<int> colors;
        for (const Seat& s : seats) colors.push_back(s.color);
        if (const auto no = seats_refusal(rules, colors)) return fail("players: " + *no);
    }
    const auto seed_text = json::get_string(j, "seed");
    if (!seed_text || seed_text->empty() || seed_text->size() > 20) return fail("the record has no valid seed");
    uint64_t seed = 0;
    for (char c : *seed_text) {
        if (c < '0' || c > '9') return fail("the seed must be a decimal number");
        const uint64_t digit = static_cast<uint64_t>(c - '0');
        if (seed > (UINT64_MAX - digit) / 10) return fail("the seed does not fit in 64 bits");
        seed = seed * 10 + digit;
    }
    const json::Json* aj = json::field(j, "actions");
    if (!aj || !aj->is_array()) return fail("the record has no action list");
    if (aj->size() > 4000) return fail("the record has more actions than any game can");
    std::vector<Action> actions;
    for (size_t i = 0; i < aj->size(); ++i) {
        const json::Json& a = (*aj)[i];
        if (!a.is_string()) return fail("actions[" + std::to_string(i) + "] is not a string");
        auto act = Action::parse(a.get_ref<const std::string&>());
        if (!act) return fail("actions[" + std::to_string(i) + "] " + json::quoted(a.get_ref<const std::string&>()) + " is not an action");
        actions.push_back(*act);
    }
    const json::Json* draws = json::field(j, "draws");
    if (draws && (!draws->is_string() || draws->get_ref<const std::string&>() != "link"))
        return fail("the record's draws must be \"link\" when given (a game played by link)");
    Match m(rules, seats, seed, draws ? Chance::Outside : Chance::Seed);
    if (!m.replay(actions, &why)) return fail(why);
    if (const json::Json* fs = json::field(j, "final_scores")) {
        if (!m.game().is_over()) return fail("the record claims final scores but the game is not over");
        if (!fs->is_array() || fs->size() != seats.size()) return fail("final_scores does not match the players");
        for (size_t p = 0; p < seats.size(); ++p) {
            // Compared exactly: a score beyond 32 (or 64) bits never wraps round to the replayed one.
            const int score = m.game().player(static_cast<int>(p)).score;
            if (!json::int_in((*fs)[p], score, score))
                return fail("final_scores do not match the replayed game (player " + std::to_string(p + 1) + ")");
        }
    }
    return m;
}

}  // namespace carc
