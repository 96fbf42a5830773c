// Match: seats, seeded draws, undo within a turn, and the versioned game record (JSON).
#include "engine/match.h"

#include <algorithm>
#include <utility>

#include "engine/json_util.h"
#include "engine/rng.h"
#include "engine/rules_io.h"

namespace carc {

int color_index(std::string_view name) {
    for (int i = 0; i < kMaxPlayers; ++i)
        if (name == kColorNames[i]) return i;
    return -1;
}

std::string rules_summary(const Rules& r) {
    std::string s = r.game == GameKind::WheelOfFortune ? "Wheel of Fortune" : (r.edition == Edition::First2000 ? "First edition (2000)" : "Classic");
    if (r.river) s += " + River";
    if (r.abbey_mayor) s += r.wagon == WagonRule::Adjacent ? " + Abbey & Mayor (wagons to adjacent tiles)" : " + Abbey & Mayor";
    return s;
}

int record_version_for(const Rules& rules) { return rules.abbey_mayor ? 2 : 1; }

Match::Match(const Rules& rules, std::vector<Seat> seats, uint64_t seed)
    : rules_(rules), seats_(std::move(seats)), seed_(seed), game_(rules, static_cast<int>(seats_.size())) {
    note_turn_point();
    resolve_chance();
}

// A turn's decisions begin right after its tile draw, or at an Abbey & Mayor turn start (abbey or draw).
void Match::note_turn_point() {
    const bool after_draw = !history_.empty() && history_.back().kind == ActionKind::Draw && game_.phase() == Phase::Place;
    if (after_draw || game_.phase() == Phase::TurnStart || history_.empty()) undo_floor_ = static_cast<int>(history_.size());
}

void Match::resolve_chance() {
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
    std::vector<Action> keep(history_.begin(), history_.begin() + undo_floor_);
    Game g(rules_, static_cast<int>(seats_.size()));
    for (const Action& a : keep) g.apply(a);
    game_ = g;
    history_ = std::move(keep);
    return true;
}

bool Match::replay(const std::vector<Action>& actions, std::string* error) {
    Game g(rules_, static_cast<int>(seats_.size()));
    int draws = 0;
    int floor = 0;
    for (size_t i = 0; i < actions.size(); ++i) {
        std::string why;
        if (!g.apply(actions[i], &why)) {
            *error = "actions[" + std::to_string(i) + "] \"" + actions[i].to_string() + "\": " + why;
            return false;
        }
        if (actions[i].kind == ActionKind::Draw) ++draws;
        if ((actions[i].kind == ActionKind::Draw && g.phase() == Phase::Place) || g.phase() == Phase::TurnStart)
            floor = static_cast<int>(i + 1);
    }
    game_ = g;
    history_ = actions;
    draws_ = draws;
    undo_floor_ = floor;
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
    auto parsed = json::parse(text);
    if (!parsed) return fail("the record is not valid JSON (damaged or truncated)");
    const json::Json& j = *parsed;
    if (!j.is_object()) return fail("the record is not a JSON object");
    const auto format = json::get_string(j, "format");
    if (!format || *format != kRecordFormat) return fail("not a Carcassonne game record (format field missing or wrong)");
    const auto version = json::get_int(j, "version");
    if (!version) return fail("the record has no version number");
    if (*version > kRecordVersion)
        return fail("the record was made by a newer version of the game (record version " + std::to_string(*version) +
                    ", this game reads up to " + std::to_string(kRecordVersion) + ")");
    if (*version < 1) return fail("unknown record version " + std::to_string(*version));
    Rules rules;
    const json::Json* rj = json::field(j, "rules");
    if (!rj) return fail("the record has no rules");
    std::string why;
    if (!rules_from_json(*rj, &rules, &why)) return fail("rules: " + why);
    if (rules.game == GameKind::WheelOfFortune)
        return fail("rules: this version cannot play Wheel of Fortune games (the wheel, pig, crowns and events are not implemented)");
    if (*version < record_version_for(rules))
        return fail("rules: record version " + std::to_string(*version) +
                    " predates the complete Abbey & Mayor rules (wagon moves, barn scoring, the final abbey round); it cannot be replayed exactly");
    const json::Json* pj = json::field(j, "players");
    if (!pj || !pj->is_array()) return fail("the record has no player list");
    if (pj->size() < 2 || pj->size() > static_cast<size_t>(kMaxPlayers)) return fail("a game has 2 to 5 players");
    std::vector<Seat> seats;
    for (size_t i = 0; i < pj->size(); ++i) {
        const json::Json& p = (*pj)[i];
        const std::string where = "players[" + std::to_string(i) + "]";
        if (!p.is_object()) return fail(where + " is not an object");
        Seat s;
        const auto name = json::get_string(p, "name");
        if (!name || name->empty() || name->size() > 64) return fail(where + ": name missing or too long");
        s.name = *name;
        const auto color = json::get_string(p, "color");
        if (!color || color_index(*color) < 0) return fail(where + ": unknown colour");
        s.color = color_index(*color);
        for (const Seat& o : seats)
            if (o.color == s.color) return fail(where + ": colour " + *color + " is used twice");
        s.computer = json::get_bool(p, "computer").value_or(false);
        const auto level = json::get_int(p, "level");
        s.level = level ? static_cast<int>(std::clamp<int64_t>(*level, 0, 9)) : 1;
        seats.push_back(std::move(s));
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
        if (!act) return fail("actions[" + std::to_string(i) + "] \"" + a.get_ref<const std::string&>() + "\" is not an action");
        actions.push_back(*act);
    }
    Match m(rules, seats, seed);
    if (!m.replay(actions, &why)) return fail(why);
    if (const json::Json* fs = json::field(j, "final_scores")) {
        if (!m.game().is_over()) return fail("the record claims final scores but the game is not over");
        if (!fs->is_array() || fs->size() != seats.size()) return fail("final_scores does not match the players");
        for (size_t p = 0; p < seats.size(); ++p)
            if (!(*fs)[p].is_number_integer() || (*fs)[p].get<int>() != m.game().player(static_cast<int>(p)).score)
                return fail("final_scores do not match the replayed game (player " + std::to_string(p + 1) + ")");
    }
    return m;
}

}  // namespace carc
