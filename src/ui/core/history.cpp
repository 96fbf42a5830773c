#include "ui/core/history.h"

#include <algorithm>
#include <ctime>
#include <map>
#include <tuple>

#include "ai/players.h"
#include "engine/json_util.h"
#include "engine/match.h"
#include "ui/core/i18n.h"

namespace carc::ui {
namespace {

constexpr const char* kFormat = "carcassonne-history";
constexpr const char* kExportFormat = "carcassonne-history-export";
constexpr int64_t kLastTimeMs = 253402300799999;  // the end of the year 9999

// Strength order of the levels (the numbers are the records', not an order).
int strength(int level) {
    switch (level) {
        case ai::kLevelRandom: return 0;
        case ai::kLevelEasy: return 1;
        case ai::kLevelMedium: return 2;
        case ai::kLevelHard: return 3;
        default: return 4;
    }
}

PointKind point_kind(EventKind k) {
    switch (k) {
        case EventKind::Road: return PointKind::Road;
        case EventKind::City: return PointKind::City;
        case EventKind::Cloister: return PointKind::Cloister;
        case EventKind::Farm: return PointKind::Farm;
        default: return PointKind::Other;
    }
}

// What the finished game says of the one person at this screen.
void fill_you(HistoryGame& h, const Game& g) {
    int people = 0;
    for (size_t i = 0; i < h.seats.size(); ++i)
        if (!h.seats[i].computer) {
            ++people;
            h.you = int(i);
        }
    if (people != 1) {
        h.you = -1;
        return;
    }
    const size_t you = size_t(h.you);
    int best_other = -1;
    for (size_t i = 0; i < h.scores.size(); ++i)
        if (i != you) best_other = std::max(best_other, h.scores[i]);
    h.margin = h.scores[you] - std::max(best_other, 0);
    h.won = h.scores[you] >= best_other;
    for (const ScoreEvent& e : g.events()) {
        h.points[size_t(point_kind(e.kind))] += std::max(0, int(e.points[you]));
        const bool mine = (e.majority >> you) & 1u;
        if (mine && e.rule == ScoreRule::RoadComplete) h.longest_road = std::max(h.longest_road, int(e.tiles));
        if (mine && (e.rule == ScoreRule::CityComplete || e.rule == ScoreRule::CitySmall2000))
            h.biggest_city = std::max(h.biggest_city, int(e.tiles));
    }
}

}  // namespace

std::string opponents_text(const std::vector<Seat>& seats) {
    std::vector<int> levels;
    for (const Seat& s : seats)
        if (s.computer) levels.push_back(s.level);
    std::sort(levels.begin(), levels.end(), [](int a, int b) { return strength(a) > strength(b); });
    std::string out;
    for (int l : levels) out += (out.empty() ? "" : " + ") + level_text(l);
    return out;
}

std::string history_record(const Session& s, int64_t now_ms) {
    json::OrderedJson j;
    j["format"] = kFormat;
    j["version"] = 1;
    j["finished_at"] = now_ms;
    j["hints"] = s.aids().hints;
    j["take_backs"] = s.aids().take_backs;
    j["game"] = json::OrderedJson::parse(s.record());
    return json::dump(j);
}

std::optional<HistoryGame> read_history(const std::string& key, std::string_view text, std::string* why) {
    auto fail = [why](const std::string& w) -> std::optional<HistoryGame> {
        if (why) *why = w;
        return std::nullopt;
    };
    const auto j = json::parse(text);
    if (!j || !j->is_object()) return fail("not a JSON object");
    if (json::get_string(*j, "format") != std::optional<std::string>(kFormat)) return fail("not a finished game's record");
    const json::Json* version = json::field(*j, "version");
    if (!version || json::int_in(*version, 1, 1000) != std::optional<int64_t>(1))
        return fail("made by a newer version of the game");
    HistoryGame h;
    h.key = key;
    if (const json::Json* t = json::field(*j, "finished_at")) h.finished_at = json::int_in(*t, 0, kLastTimeMs).value_or(0);
    if (const json::Json* n = json::field(*j, "hints")) h.aids.hints = int(json::int_in(*n, 0, 1000000).value_or(0));
    if (const json::Json* n = json::field(*j, "take_backs")) h.aids.take_backs = int(json::int_in(*n, 0, 1000000).value_or(0));
    const json::Json* game = json::field(*j, "game");
    if (!game || !game->is_object()) return fail("no game");
    h.record = json::dump(*game);
    std::string error;
    const auto m = Match::from_record(h.record, &error);
    if (!m) return fail(error);
    if (!m->game().is_over()) return fail("the game is not finished");
    h.rules = m->rules();
    h.seats = m->seats();
    const Game& g = m->game();
    for (int p = 0; p < g.num_players(); ++p) h.scores.push_back(g.player(p).score);
    for (const Action& a : m->history()) h.turns += a.kind == ActionKind::Place;
    h.opponents = opponents_text(h.seats);
    fill_you(h, g);
    return h;
}

bool GameHistory::add(const Session& s, const std::string& id, int64_t now_ms, std::string* error) {
    if (!storage_ || !storage_->available()) {
        if (error) *error = _("saving is not available in this browser (private mode?)");
        return false;
    }
    if (!s.active() || !s.game_over()) return false;
    valid_ = false;
    return storage_->put(kHistoryPrefix + id, history_record(s, now_ms), error);
}

bool GameHistory::has(const std::string& id) const {
    return storage_ && storage_->available() && storage_->get(kHistoryPrefix + id).has_value();
}

const std::vector<HistoryGame>& GameHistory::list(int* damaged) const {
    if (!valid_) {
        valid_ = true;
        list_.clear();
        damaged_ = 0;
        if (storage_ && storage_->available())
            for (const std::string& key : storage_->keys()) {
                if (!is_history_key(key)) continue;
                const std::optional<std::string> text = storage_->get(key);
                if (!text) continue;
                if (auto h = read_history(key, *text, nullptr)) list_.push_back(std::move(*h));
                else ++damaged_;
            }
        std::stable_sort(list_.begin(), list_.end(), [](const HistoryGame& a, const HistoryGame& b) {
            return std::tie(a.finished_at, a.key) > std::tie(b.finished_at, b.key);
        });
    }
    if (damaged) *damaged = damaged_;
    return list_;
}

std::string GameHistory::export_text(int64_t now_ms) const {
    json::OrderedJson j;
    j["format"] = kExportFormat;
    j["version"] = 1;
    j["exported_at"] = now_ms;
    json::OrderedJson games = json::OrderedJson::array();
    for (const HistoryGame& h : list()) {
        if (!storage_) break;
        if (const std::optional<std::string> text = storage_->get(h.key)) {
            json::OrderedJson one;
            one["key"] = h.key;
            one["record"] = json::OrderedJson::parse(*text);
            games.push_back(std::move(one));
        }
    }
    j["games"] = std::move(games);
    return json::dump(j);
}

int GameHistory::import_text(std::string_view text, std::string* error) {
    auto fail = [error](const std::string& w) {
        if (error) *error = w;
        return -1;
    };
    const auto j = json::parse(text);
    if (!j || !j->is_object() || json::get_string(*j, "format") != std::optional<std::string>(kExportFormat))
        return fail(_("this file is not a history of games"));
    const json::Json* games = json::field(*j, "games");
    if (!games || !games->is_array()) return fail(_("this file is not a history of games"));
    if (!storage_ || !storage_->available()) return fail(_("saving is not available in this browser (private mode?)"));
    int added = 0;
    for (const json::Json& one : *games) {
        const std::optional<std::string> key = one.is_object() ? json::get_string(one, "key") : std::nullopt;
        const json::Json* record = one.is_object() ? json::field(one, "record") : nullptr;
        if (!key || !is_history_key(*key) || !record) continue;
        const std::string body = json::dump(*record);
        if (!read_history(*key, body, nullptr)) continue;     // a damaged game is skipped, the others come in
        if (storage_->get(*key)) continue;                    // kept already
        if (!storage_->put(*key, body, error)) {
            valid_ = false;
            return -1;  // storage full: the games added so far stay
        }
        ++added;
    }
    valid_ = false;
    return added;
}

std::string GameHistory::export_file_name(int64_t now_ms) {
    const std::time_t t = std::time_t(now_ms / 1000);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[64];
    std::strftime(buf, sizeof buf, "carcassonne-history-%Y-%m-%d.json", &tm);
    return buf;
}

std::vector<StatsRow> statistics(const std::vector<const HistoryGame*>& games) {
    std::map<std::tuple<std::string, std::string, bool>, StatsRow> rows;
    for (const HistoryGame* game : games) {
        const HistoryGame& h = *game;
        if (h.you < 0) continue;
        const bool aided = h.aids.hints > 0 || h.aids.take_backs > 0;
        StatsRow& r = rows[{rules_text(h.rules), h.opponents, aided}];
        r.rules = rules_text(h.rules);
        r.opponents = h.opponents;
        r.aided = aided;
        const int score = h.scores[size_t(h.you)];
        r.average_score = (r.average_score * r.games + score) / (r.games + 1);
        r.average_margin = (r.average_margin * r.games + h.margin) / (r.games + 1);
        ++r.games;
        r.wins += h.won;
        r.best_score = std::max(r.best_score, score);
        r.longest_road = std::max(r.longest_road, h.longest_road);
        r.biggest_city = std::max(r.biggest_city, h.biggest_city);
        for (int k = 0; k < kPointKinds; ++k) r.points[size_t(k)] += h.points[size_t(k)];
    }
    std::vector<StatsRow> out;
    for (auto& [k, r] : rows) out.push_back(r);
    return out;
}

}  // namespace carc::ui
