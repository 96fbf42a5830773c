// The session's words: the game log's lines (decisions, scores, the game's end), rebuilt from the history in the
// language in use, a review's moves in words, and the names the game makes up; session.cpp holds the seats, the
// turn and the computer players' pacing.
#include "ui/core/session.h"

#include <algorithm>
#include <optional>

#include "ai/players.h"
#include "engine/rule_options.h"
#include "engine/spots.h"
#include "ui/core/i18n.h"
#include "ui/core/log_texts.h"

namespace carc::ui {
namespace {

using i18n::fmt;

std::string seat_name(const GameConfig& c, int p) { return LogNames{&c}.name(p); }

// Where cell (x, y) lies, in words a player can find on the board: how many cells north or south and east
// or west of the table's first piece, e.g. "2 north and 3 east of the start tile"; an expansion whose piece
// comes first says it its own way (LogTexts::where: the River's spring, the Wheel of Fortune's board).
std::string where_cell(const Game& g, int x, int y) {
    std::string words;
    for (const LogTexts* t : log_texts())
        if (t->where && t->where(g, x, y, &words)) return words;
    const PlacedTile& first = g.placed()[0];
    const std::string off = distance_words(x - first.x, y - first.y);
    // TRANSLATORS: a place in the game log: on the game's first tile
    if (off.empty()) return _("on the start tile");
    // TRANSLATORS: a place in the game log: %s is a distance such as "2 north" or "2 north and 3 east"
    return fmt(_("%s of the start tile"), off);
}

}  // namespace

std::string distance_words(int dx, int dy) {
    // TRANSLATORS: a distance on the board in the game log, counted in cells (tiles), so with plural forms: "2
    // north" in "2 north of the start tile" or in "2 north and 3 east of the start tile" (also the next three)
    const std::string ns = dy < 0   ? fmt(P_("%d north", "%d north", -dy), -dy)
                           : dy > 0 ? fmt(P_("%d south", "%d south", dy), dy)
                                    : "";
    const std::string ew = dx < 0   ? fmt(P_("%d west", "%d west", -dx), -dx)
                           : dx > 0 ? fmt(P_("%d east", "%d east", dx), dx)
                                    : "";
    // TRANSLATORS: two distances on the board in the game log: "2 north" and "3 east" in "2 north and 3 east of the
    // start tile"
    return ns.empty() ? ew : ew.empty() ? ns : fmt(C_("place", "%1$s and %2$s"), ns, ew);
}

namespace {

std::string whereabouts(const Game& g, int i) { return where_cell(g, g.placed()[i].x, g.placed()[i].y); }

// "Anna placed a tile and a knight, 1 north of the start tile": a follower on the tile just placed, named by the
// feature it stands on.
std::string follower_line(const std::string& who, SegKind kind, const std::string& where) {
    switch (kind) {
        // TRANSLATORS: a line of the game log: %1$s is a player's name, %2$s where the tile went ("1 north of the
        // start tile"); also the next three (thief: on a road, farmer: in a field, monk: in a cloister)
        case SegKind::City: return fmt(_("%1$s placed a tile and a knight, %2$s"), who, where);
        case SegKind::Road: return fmt(_("%1$s placed a tile and a thief, %2$s"), who, where);
        case SegKind::Field: return fmt(_("%1$s placed a tile and a farmer, %2$s"), who, where);
        case SegKind::Cloister: break;
    }
    return fmt(_("%1$s placed a tile and a monk, %2$s"), who, where);
}

// A follower as a review names it: "a knight" .. "a monk" by the feature it stands on.
std::string follower_words(SegKind kind) {
    switch (kind) {
        // TRANSLATORS: a figure as a move in the after-game review ("Played: the tile 1 north of the start tile, a
        // knight"); also the next three
        case SegKind::City: return _("a knight");
        case SegKind::Road: return _("a thief");
        case SegKind::Field: return _("a farmer");
        case SegKind::Cloister: break;
    }
    return _("a monk");
}

// One action of a review's move in the player's language; false for an action it does not know.
bool action_words(const Game& g, const Action& a, std::string* out) {
    if (a.kind == ActionKind::Place) {
        const std::string where = where_cell(g, a.x, a.y);
        // TRANSLATORS: a tile placement as a move in the after-game review: %1$s is where ("1 north of the start
        // tile"), %2$d the angle in degrees; the next one: not turned
        *out = a.rot ? fmt(_("the tile %1$s turned %2$d\u00b0"), where, 90 * a.rot) : fmt(_("the tile %s"), where);
    } else if (a.kind == ActionKind::Pass) {
        // TRANSLATORS: a move in the after-game review: no figure placed on the tile
        *out = _("no figure");
    } else if (a.kind == ActionKind::Deploy && a.figure == Figure::Follower && g.last_placed() >= 0) {
        const auto& segs = tiles().type(g.placed()[g.last_placed()].type).segments;
        // TRANSLATORS: a figure as a move in the after-game review, when it is not known where it stands
        *out = a.spot < segs.size() ? follower_words(segs[a.spot].kind) : _("a follower");
    } else {
        for (const LogTexts* t : log_texts())
            if (t->move && t->move(g, a, out)) return true;
        return false;
    }
    return true;
}

// A review's move (a placement or choice, then the figure) in words a player finds on the board, e.g. "the tile
// 1 east of the start tile turned 90°, a knight" (counted on the board as it was before the move); `text` (the
// search's own words) for a move of an unknown kind.
std::string review_words(const Game& before, const std::vector<Action>& acts, const std::string& text) {
    if (acts.empty()) return text;
    std::string words, then;
    if (!action_words(before, acts.front(), &words)) return text;
    if (acts.size() < 2) return words;
    Game after = before;
    after.set_recording(false);
    if (!after.apply(acts.front()) || !action_words(after, acts[1], &then)) return text;
    // TRANSLATORS: a move in the after-game review: a placement or choice, then the figure ("the tile 1 north of
    // the start tile", "a knight")
    return fmt(C_("review", "%1$s, %2$s"), words, then);
}

// The points of a score in the log's base line: "Anna +10, Ben +4" (a majority that a rule pays nothing: "Anna +0"),
// or "nobody scores".
std::string score_points(const GameConfig& c, const ScoreEvent& e) {
    std::string text;
    for (size_t p = 0; p < c.seats.size(); ++p)
        if (e.points[p] || ((e.majority >> p) & 1u)) text += (text.empty() ? "" : ", ") + c.seats[p].name + " +" + std::to_string(e.points[p]);
    // TRANSLATORS: a score in the game log where no player has a figure on the feature
    return text.empty() ? std::string(_("nobody scores")) : text;
}

// The feature a score is about, in words: "road of 3 tiles", "city of 4 tiles and 1 pennant", "cloister with
// 8 neighbours", "farm with 2 completed cities", or an expansion's words.
std::string feature_words(const ScoreEvent& e) {
    switch (e.kind) {
        // TRANSLATORS: a scored feature in the game log, before its points ("road of 3 tiles: Anna +3 (...)")
        case EventKind::Road: return fmt(P_("road of %d tiles", "road of %d tiles", e.tiles), e.tiles);
        case EventKind::City: {
            // TRANSLATORS: a scored city in the game log, before its points ("city of 4 tiles: Anna +8 (...)")
            const std::string city = fmt(P_("city of %d tiles", "city of %d tiles", e.tiles), e.tiles);
            if (!e.pennants) return city;
            // TRANSLATORS: a scored city in the game log with its pennants: %1$s is "city of 4 tiles"
            return fmt(P_("%1$s and %2$d pennant", "%1$s and %2$d pennants", e.pennants), city, e.pennants);
        }
        case EventKind::Cloister:
            // TRANSLATORS: a scored cloister in the game log, before its points; the neighbours are the tiles around it
            return fmt(P_("cloister with %d neighbours", "cloister with %d neighbours", e.tiles - 1), e.tiles - 1);
        case EventKind::Farm:
            // TRANSLATORS: a farm scored at the end in the game log, before its points
            return fmt(P_("farm with %d completed city", "farm with %d completed cities", e.cities), e.cities);
        default: break;
    }
    std::string words;
    for (const LogTexts* t : log_texts())
        if (t->feature && t->feature(e, &words)) return words;
    return event_kind_name(e.kind);
}

// The sentence of a tile that fits nowhere: whoever drew it draws again (the rule's words: it leaves the game).
std::string discard_line(const std::string& who, const TileType& t) {
    bool city = false, road = false;
    for (const Segment& seg : t.segments) {
        city = city || seg.kind == SegKind::City;
        road = road || seg.kind == SegKind::Road;
    }
    const char* text =
        // TRANSLATORS: a line of the game log: %1$s is a player's name (twice); a drawn tile with a cloister and a
        // road fits nowhere on the table (also the next five: other kinds of tile)
        t.cloister && road ? _("%1$s drew a cloister and road tile that fits nowhere: it leaves the game, and %1$s draws again")
        : t.cloister       ? _("%1$s drew a cloister tile that fits nowhere: it leaves the game, and %1$s draws again")
        : city && road     ? _("%1$s drew a city and road tile that fits nowhere: it leaves the game, and %1$s draws again")
        : city             ? _("%1$s drew a city tile that fits nowhere: it leaves the game, and %1$s draws again")
        : road             ? _("%1$s drew a road tile that fits nowhere: it leaves the game, and %1$s draws again")
                           : _("%1$s drew a field tile that fits nowhere: it leaves the game, and %1$s draws again");
    return fmt(text, who);
}

}  // namespace

// Puts the moves of review items in words (see review_words), each on the board of its turn in `record`.
void Session::word_review(const std::string& record, std::vector<ai::ReviewItem>& items) {
    std::string why;
    auto m = items.empty() ? std::nullopt : Match::from_record(record, &why);
    if (!m) return;
    Game g(m->rules(), static_cast<int>(m->seats().size()));
    g.set_recording(false);
    size_t done = 0;
    for (ai::ReviewItem& item : items) {
        while (done < m->history().size() && static_cast<int>(done) < item.history) g.apply(m->history()[done++]);
        item.played = review_words(g, item.played_actions, item.played);
        item.best = review_words(g, item.best_actions, item.best);
    }
}

std::string LogNames::points(const ScoreEvent& e) const {
    std::string text;
    for (size_t p = 0; p < config->seats.size() && p < e.points.size(); ++p)
        if (e.points[p]) text += (text.empty() ? "" : ", ") + config->seats[p].name + " +" + std::to_string(e.points[p]);
    // TRANSLATORS: a score in the game log where no player has a figure on the feature
    return text.empty() ? std::string(_("nobody scores")) : text;
}

std::string level_text(int level) {
    switch (level) {
        // TRANSLATORS: a computer player's level, shown beside its name in the scoreboard.
        case ai::kLevelRandom: return C_("level", "Random");
        case ai::kLevelEasy: return C_("level", "Easy");
        case ai::kLevelMedium: return C_("level", "Medium");
        case ai::kLevelHard: return C_("level", "Hard");
        case ai::kLevelExpert: return C_("level", "Expert");
        default: return C_("level", "Unknown");
    }
}

std::string rules_text(const Rules& r) {
    // TRANSLATORS: the game's title in the rules' summary ("Classic + River"): the first edition's scoring; the
    // next one: the classic scoring
    std::string s = r.edition == Edition::First2000 ? _("First edition (2000)") : _("Classic"), added;
    for_each_rule_options([&](const RuleOptions& o) {
        if (!o.on(r)) return;
        if (o.own_game) s = i18n::tr(o.summary(r));  // a game of its own has its title
        else added += i18n::tr(o.summary(r));
    });
    return s + added;
}

void Session::log_new_game() {
    const size_t n = config_.seats.size();
    // TRANSLATORS: the game log's first line: %1$s is the rules ("Classic + River"), %2$d the number of players
    log_.push_back({0, -1, fmt(P_("New game: %1$s, %2$d player", "New game: %1$s, %2$d players", n), rules_text(config_.rules), n),
                    false});
}

// Who placed each tile and, with `with_log`, the log of the game so far (the same lines as when it was
// played), rebuilt from the match's history.
void Session::rebuild_from_history(bool with_log) {
    placer_.clear();
    if (with_log) {
        log_.clear();
        log_new_game();
    }
    Game g(config_.rules, static_cast<int>(config_.seats.size()));
    for (const Action& a : match_->history()) {
        if (with_log) log_decision(g, a);
        const size_t before = g.events().size();
        const int player = g.turn_player(), placed = g.num_placed();
        if (!g.apply(a)) break;  // cannot happen: the record was validated by Match::from_record
        note_placer(g, player, placed);
        if (with_log) log_events(g, before, false);
    }
    if (!with_log) return;
    log_game_over(g);
    announced_ = log_.size();  // the history is on screen in the log window; only what follows is said
}

std::vector<std::string> made_up_names() {
    std::vector<std::string> out = {_("You"), _("Computer")};
    for (int k = 1; k <= 5; ++k) out.push_back(fmt(_("Computer %d"), k));
    for (int k = 1; k <= 5; ++k) out.push_back(fmt(_("Player %d"), k));
    return out;
}

void Session::rename_made_up(const std::vector<std::string>& before) {
    std::vector<std::string> english = {"You", "Computer"};
    for (int k = 1; k <= 5; ++k) english.push_back("Computer " + std::to_string(k));
    for (int k = 1; k <= 5; ++k) english.push_back("Player " + std::to_string(k));
    const std::vector<std::string> now = made_up_names();
    for (Seat& s : config_.seats)
        for (size_t i = 0; i < now.size(); ++i)
            if (s.name == english[i] || (i < before.size() && s.name == before[i])) {
                s.name = now[i];
                break;
            }
}

void Session::retranslate() {
    if (!match_) return;
    // "Game resumed" is not in the history: it goes back where it was, after the same lines.
    const auto resumed = std::find_if(log_.begin(), log_.end(), [](const LogEntry& e) { return e.resumed; });
    const std::optional<LogEntry> mark = resumed == log_.end() ? std::nullopt : std::optional<LogEntry>(*resumed);
    const size_t at = static_cast<size_t>(resumed - log_.begin());
    rebuild_from_history(true);
    if (mark) {
        LogEntry e = *mark;
        e.text = _("Game resumed");
        log_.insert(log_.begin() + static_cast<std::ptrdiff_t>(std::min(at, log_.size())), e);
        announced_ = log_.size();
    }
    word_review(review_record_, review_.review);
}

std::string Session::take_announcement() {
    announced_ = std::min(announced_, log_.size());  // a take-back may have shortened the log
    std::string text;
    for (; announced_ < log_.size(); ++announced_) text += (text.empty() ? "" : "\n") + log_[announced_].text;
    return text;
}

void Session::log_decision(const Game& g, const Action& a) {
    // The decision after a placement names where the tile went (and shows that tile when its line is chosen).
    const bool placed = g.phase() == Phase::Deploy && g.last_placed() >= 0;
    const std::string where = placed ? whereabouts(g, g.last_placed()) : std::string();
    const int p = g.current_player();
    const LogNames names{&config_};
    const std::string who = names.name(p);
    std::string line;
    if (a.kind == ActionKind::Deploy && a.figure == Figure::Follower) {
        line = follower_line(who, tiles().type(g.placed()[g.last_placed()].type).segments[a.spot].kind, where);
    } else if (a.kind == ActionKind::Pass) {
        // TRANSLATORS: a line of the game log: %1$s is a player's name, %2$s where the tile went ("1 north of the
        // start tile"); the next one: without a place
        line = placed ? fmt(_("%1$s placed a tile, %2$s"), who, where) : fmt(_("%s placed a tile"), who);
    } else {
        for (const LogTexts* t : log_texts())
            if (t->decision && t->decision(g, a, names, where, &line)) break;
    }
    if (!line.empty()) log_.push_back({g.turn(), p, line, false, placed ? g.last_placed() : -1});
}

void Session::log_events(const Game& g, size_t from, bool animate) {
    const std::vector<ScoreEvent>& ev = g.events();
    for (size_t i = from; i < ev.size(); ++i) {
        const ScoreEvent& e = ev[i];
        if (e.kind == EventKind::Discard) {
            const int who = g.turn_player();
            log_.push_back({e.turn, who, discard_line(seat_name(config_, who), tiles().type(e.tile)), false});
            continue;
        }
        if (e.kind == EventKind::Farm && e.cities == 0) continue;  // a farm next to no completed city: nothing to say
        const LogNames names{&config_};
        std::string line;
        int line_player = -1;
        bool own = false;
        for (const LogTexts* t : log_texts()) own = own || (t->event && t->event(g, e, names, &line, &line_player));
        if (own) {
            log_.push_back({e.turn, line_player, line, true});
            if (animate) pending_scores_.push_back({e, now_});
            continue;
        }
        const std::string feature = feature_words(e), points = score_points(config_, e);
        const std::string rule = i18n::tr(score_rule_text(e.rule));
        std::string text;
        if (e.final)
            // TRANSLATORS: a score at the end in the game log: %1$s is the feature ("city of 4 tiles and 1 pennant"),
            // %2$s the points ("Anna +10 Ben +4"), %3$s the rule that scored it ("unfinished city at the end: ...")
            text = fmt(_("Final scoring, %1$s: %2$s (%3$s)"), feature, points, rule);
        else
            // TRANSLATORS: a score in the game log: %1$s is the feature ("city of 4 tiles and 1 pennant"), %2$s the
            // points ("Anna +10 Ben +4"), %3$s the rule that scored it ("completed city: 2 points per tile and ...")
            text = fmt(_("%1$s: %2$s (%3$s)"), feature, points, rule);
        int who = -1;
        for (size_t p = 0; p < config_.seats.size(); ++p)
            if (e.points[p]) who = static_cast<int>(p);
        log_.push_back({e.turn, who, text, true});
        if (animate) pending_scores_.push_back({e, now_});
    }
}

void Session::log_game_over(const Game& g) {
    if (!g.is_over() || (!log_.empty() && log_.back().game_over)) return;
    int best = -1;
    for (int p = 0; p < g.num_players(); ++p) best = std::max<int>(best, g.player(p).score);
    std::vector<std::string> winners;
    for (int p = 0; p < g.num_players(); ++p)
        if (g.player(p).score == best) winners.push_back(seat_name(config_, p));
    std::string text;
    if (winners.size() == 1) {
        // TRANSLATORS: the game log's last line: %1$s is the winner's name, %2$d their points
        text = fmt(P_("Game over: %1$s won with %2$d points", "Game over: %1$s won with %2$d points", best), winners[0], best);
    } else {
        std::string first = winners[0];
        // TRANSLATORS: between the names of players who share the win ("Anna and Ben and Carl")
        for (size_t k = 1; k + 1 < winners.size(); ++k) first += _(" and ") + winners[k];
        // TRANSLATORS: the game log's last line when players share the win: %1$s is one or more names ("Anna",
        // "Anna and Ben"), %2$s the last one, %3$d their points
        text = fmt(P_("Game over: %1$s and %2$s won with %3$d points", "Game over: %1$s and %2$s won with %3$d points", best),
                   first, winners.back(), best);
    }
    log_.push_back({g.turn(), -1, text, false, -1, true});
}

}  // namespace carc::ui
