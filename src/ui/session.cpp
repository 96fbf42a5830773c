// Session: seats, turn interaction, computer pacing, score animations and the log, over carc::Match.
#include "ui/session.h"

#include <algorithm>
#include <chrono>

#include "ai/players.h"
#include "engine/json_util.h"
#include "engine/spots.h"
#include "ui/thinker.h"
#include "ui/expansions/log_texts.h"

namespace carc::ui {
namespace {

std::string seat_name(const GameConfig& c, int p) { return LogNames{&c}.name(p); }

// Where cell (x, y) lies, in words a player can find on the board: how many cells north or south and east
// or west of the table's first piece (the start tile, the River's spring, the Wheel of Fortune's board), e.g.
// "2 north and 3 east of the start tile". Cells beside the wheel board count from its edge, and one straight
// above, below or beside it says which of its columns or rows ("1 north of the wheel's 2nd column from the west").
std::string where_cell(const Game& g, int x, int y) {
    const PlacedTile* p = g.placed();
    int x0 = p[0].x, x1 = p[0].x, y0 = p[0].y, y1 = p[0].y;
    bool wheel = false;
    for (int k = 0; k < g.num_placed(); ++k)
        if (tiles().type(p[k].type).board_col >= 0) {
            if (!wheel) x0 = x1 = p[k].x, y0 = y1 = p[k].y;
            wheel = true;
            x0 = std::min<int>(x0, p[k].x), x1 = std::max<int>(x1, p[k].x);
            y0 = std::min<int>(y0, p[k].y), y1 = std::max<int>(y1, p[k].y);
        }
    const int dx = x < x0 ? x - x0 : x > x1 ? x - x1 : 0, dy = y < y0 ? y - y0 : y > y1 ? y - y1 : 0;
    const char* start = wheel ? "the wheel" : tiles().type(p[0].type).is_spring ? "the spring" : "the start tile";
    std::string text;
    if (dy) text = std::to_string(std::abs(dy)) + (dy < 0 ? " north" : " south");
    if (dx) text += (text.empty() ? "" : " and ") + std::to_string(std::abs(dx)) + (dx < 0 ? " west" : " east");
    if (text.empty()) return std::string("on ") + start;
    // Straight above, below or beside the wheel board, which is 4 cells wide: which of its columns or rows.
    if (wheel && (dx == 0) != (dy == 0)) {
        static const char* const kNth[] = {"1st", "2nd", "3rd", "4th"};
        const int k = dx == 0 ? x - x0 : y - y0;
        if (k >= 0 && k < 4)
            return text + " of the wheel's " + kNth[k] + (dx == 0 ? " column from the west" : " row from the north");
    }
    return text + " of " + start;
}

std::string whereabouts(const Game& g, int i) { return where_cell(g, g.placed()[i].x, g.placed()[i].y); }

// A review's move in words a player finds on the board: "the tile at 2,-1 ..." becomes "the tile 1 east of the
// start tile ..." (counted on the board as it was before the move).
std::string review_words(const Game& before, const std::vector<Action>& acts, std::string text) {
    if (acts.empty() || acts.front().kind != ActionKind::Place || before.num_placed() == 0) return text;
    const Action& a = acts.front();
    const std::string at = "at " + std::to_string(a.x) + "," + std::to_string(a.y);
    const size_t k = text.find(at);
    if (k != std::string::npos) text.replace(k, at.size(), where_cell(before, a.x, a.y));
    return text;
}

}  // namespace

void Session::start(const GameConfig& config) {
    replaying_ = false;
    elsewhere_ = false;
    config_ = config;
    if (config_.seed == 0)
        config_.seed = static_cast<uint64_t>(std::chrono::system_clock::now().time_since_epoch().count()) | 1u;
    match_.emplace(config_.rules, config_.seats, config_.seed);
    placer_.clear();
    rng_ = Rng(mix64(config_.seed ^ 0x5EA7ull));
    log_.clear();
    announced_ = 0;
    pending_scores_.clear();
    events_seen_ = 0;
    next_computer_time_ = now_ + computer_delay;
    ++generation_;
    forget_asks();
    log_new_game();
    refresh();
}

bool Session::resume(const std::string& record, std::string* error) {
    auto m = Match::from_record(record, error);
    if (!m) return false;
    replaying_ = false;
    elsewhere_ = false;
    config_.rules = m->rules();
    config_.seats = m->seats();
    config_.seed = m->seed();
    match_ = std::move(m);
    rng_ = Rng(mix64(config_.seed ^ 0x5EA7ull ^ static_cast<uint64_t>(match_->history().size())));
    pending_scores_.clear();
    rebuild_from_history(true);
    if (!game().is_over()) log_.push_back({game().turn(), -1, "Game resumed", false});
    events_seen_ = game().events().size();  // old scores are not animated again
    next_computer_time_ = now_ + computer_delay;
    ++generation_;
    forget_asks();
    refresh();
    return true;
}

bool Session::start_replay(const std::string& record, std::string* error) {
    if (!resume(record, error)) return false;
    // Where each turn starts: after the previous turn's last decision, with this turn's draws included
    // (so the tile in hand is the one that was drawn).
    const std::vector<Action> all = match_->history();
    replay_cuts_.clear();
    Game g(config_.rules, static_cast<int>(config_.seats.size()));
    size_t i = 0;
    while (true) {
        size_t cut = i;
        while (cut < all.size() && all[cut].kind == ActionKind::Draw) g.apply(all[cut++]);
        replay_cuts_.push_back(cut);
        if (cut >= all.size()) break;
        const int turn = g.turn();
        i = cut;
        while (i < all.size() && g.turn() == turn && !g.is_over()) g.apply(all[i++]);
        if (i >= all.size()) {
            replay_cuts_.push_back(all.size());
            break;
        }
    }
    if (replay_cuts_.back() != all.size()) replay_cuts_.push_back(all.size());
    replay_record_ = record;
    replaying_ = true;
    replay_pos_ = replay_turns();
    return true;
}

void Session::replay_seek(int turn) {
    if (!replaying_) return;
    turn = std::clamp(turn, 0, replay_turns());
    if (turn == replay_pos_) return;
    // The record cut after that many actions, replayed with full validation like any saved game.
    auto j = json::parse(replay_record_);
    if (!j || !j->is_object() || !j->contains("actions")) return;
    json::Json& acts = (*j)["actions"];
    const size_t keep = replay_cuts_[static_cast<size_t>(turn)];
    if (!acts.is_array() || keep > acts.size()) return;
    acts.erase(acts.begin() + static_cast<std::ptrdiff_t>(keep), acts.end());
    j->erase("final_scores");
    std::string error;
    auto m = Match::from_record(json::dump(*j), &error);
    if (!m) return;
    match_ = std::move(m);
    rebuild_from_history(true);  // the log as it stood at that turn
    replay_pos_ = turn;
    events_seen_ = game().events().size();
    pending_scores_.clear();
    ++generation_;
    refresh();
}

std::string Session::record(const std::string& app_json) const { return match_ ? match_->to_record(app_json) : std::string(); }

int Session::deciding_player() const { return match_ ? game().current_player() : -1; }

bool Session::human_to_move() const {
    if (!match_ || game().is_over() || stopped()) return false;
    const int p = game().current_player();
    return !config_.seats[static_cast<size_t>(p)].computer;
}

bool Session::game_over() const { return match_ && game().is_over(); }

std::vector<int> Session::rotations_at(int x, int y) const {
    std::vector<int> out;
    for (const Action& a : legal_places_)
        if (a.x == x && a.y == y) out.push_back(a.rot);
    return out;
}

void Session::log_new_game() {
    log_.push_back({0, -1, "New game: " + rules_summary(config_.rules) + ", " + std::to_string(config_.seats.size()) + " players", false});
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

std::string Session::take_announcement() {
    announced_ = std::min(announced_, log_.size());  // a take-back may have shortened the log
    std::string text;
    for (; announced_ < log_.size(); ++announced_) text += (text.empty() ? "" : "\n") + log_[announced_].text;
    return text;
}

void Session::log_decision(const Game& g, const Action& a) {
    const size_t lines = log_.size();
    log_decision_line(g, a);
    // The decision after a placement names where the tile went.
    if (log_.size() > lines && g.phase() == Phase::Deploy && g.last_placed() >= 0) {
        log_.back().text += ", " + whereabouts(g, g.last_placed());
        log_.back().tile = g.last_placed();
    }
}

void Session::log_decision_line(const Game& g, const Action& a) {
    const int p = g.current_player();
    const std::string who = seat_name(config_, p);
    if (a.kind == ActionKind::Deploy) {
        const PlacedTile& t = g.placed()[g.last_placed()];
        std::string what;
        if (a.figure == Figure::Follower) what = std::string("a ") + segment_role(tiles().type(t.type).segments[a.spot].kind);
        else what = std::string("the ") + figure_name(a.figure);
        log_.push_back({g.turn(), p, who + " placed a tile and " + what, false});
    } else if (a.kind == ActionKind::Pass) {
        log_.push_back({g.turn(), p, who + " placed a tile", false});
    } else {
        const LogNames names{&config_};
        std::string line;
        for (const LogTexts* t : log_texts())
            if (t->decision && t->decision(g, a, names, &line)) {
                log_.push_back({g.turn(), p, line, false});
                break;
            }
    }
}

bool Session::apply(const Action& a, std::string* why) {
    const int player = game().turn_player(), placed = game().num_placed();
    if (a.kind == ActionKind::Place) {
        // Game::apply checks it (a rotation may be a symmetric twin of a legal one); the log names the
        // placement with the figure decision that follows it.
        if (!match_->apply(a, why)) return false;
    } else {
        if (!game().is_legal(a, why)) return false;
        log_decision(game(), a);
        match_->apply(a, why);
    }
    note_placer(game(), player, placed);
    return true;
}

void Session::note_placer(const Game& after, int player, int placed_before) {
    if (after.num_placed() <= placed_before) return;
    placer_.resize(static_cast<size_t>(after.num_placed() - 1), -1);
    placer_.push_back(player);
}

bool Session::submit(const Action& a, std::string* why) {
    if (!human_to_move() || a.kind == ActionKind::Draw) {
        if (why) *why = a.kind == ActionKind::Place ? "it is not your turn to place a tile"
                                                    : "it is not your decision now";
        return false;
    }
    if (!apply(a, why)) return false;
    next_computer_time_ = now_ + computer_delay;
    refresh();
    return true;
}

bool Session::can_take_back() const { return human_to_move() && match_->can_undo(); }

bool Session::take_back() {
    if (!can_take_back()) return false;
    match_->undo();
    refresh();
    return true;
}

void Session::update(double now) {
    now_ = now;
    collect_answers();
    if (!match_ || game().is_over() || human_to_move() || stopped()) return;
    if (thinker_) {
        // The thinker works while the previous decision is still on show; its answer waits for the pace.
        if (ready_move_ && ready_revision_ != revision_) ready_move_.reset();
        ask_computer();
        // A thinker that never answers (its worker did not load): decide here rather than wait for ever.
        if (!ready_move_ && now - move_ask_.at > kThinkerPatience) {
            move_ask_ = {};
            decide_here();
        }
        if (!ready_move_ || now < next_computer_time_ || now < hold_until_) return;
        const bool was_place = game().phase() == Phase::Place;
        const Action a = *ready_move_;
        ready_move_.reset();
        apply_computer(a);
        next_computer_time_ = now + (was_place ? computer_delay * 0.6 : computer_delay);
        ask_computer();  // the next decision is thought about while this one is on show
        return;
    }
    if (now < next_computer_time_ || now < hold_until_) return;
    const bool was_place = game().phase() == Phase::Place;
    step_computer();
    // The placement is shown for a moment before the figure goes on it.
    next_computer_time_ = now + (was_place ? computer_delay * 0.6 : computer_delay);
}

void Session::ask_computer() {
    if (!match_ || game().is_over() || human_to_move() || stopped() || ready_move_ || fresh(move_ask_)) return;
    const Seat& seat = config_.seats[static_cast<size_t>(game().current_player())];
    move_ask_ = send(ai::AdviceKind::Move, seat.level, game().current_player());
}

Session::Ask Session::send(ai::AdviceKind kind, int level, int player) {
    ai::AdviceRequest r;
    r.kind = kind;
    r.level = level;
    r.seed = rng_.next();
    r.player = player;
    r.record = match_->to_record();
    return send(r);
}

Session::Ask Session::send(const ai::AdviceRequest& r) {
    Ask a{next_ticket_++, revision_, generation_, now_};
    ++stats_.asked;
    thinker_->ask(a.ticket, ai::to_text(r));
    return a;
}

void Session::collect_answers() {
    if (!thinker_) return;
    std::vector<std::pair<uint64_t, std::string>> answers;
    thinker_->take_answers(&answers);
    for (const auto& [ticket, text] : answers) {
        ++stats_.answered;
        std::string why;
        auto ans = ai::answer_from_text(text, &why);
        if (ans && ans->error.empty() && ans->actions.empty() && ans->kind != ai::AdviceKind::Review)
            why = "an answer without a decision";
        // (A replay's steps do not make a review's answer stale: it is about the finished game, review_record_.)
        if (ticket == review_ask_.ticket) {
            review_ask_ = {};
            if (ans && ans->error.empty()) {
                if (!ans->review.empty())
                    if (auto m = Match::from_record(review_record_, &why)) {
                        Game g(m->rules(), static_cast<int>(m->seats().size()));
                        g.set_recording(false);
                        size_t done = 0;
                        for (ai::ReviewItem& item : ans->review) {
                            while (done < m->history().size() && static_cast<int>(done) < item.history) g.apply(m->history()[done++]);
                            item.played = review_words(g, item.played_actions, item.played);
                            item.best = review_words(g, item.best_actions, item.best);
                        }
                    }
                for (ai::ReviewItem& item : ans->review) review_.review.push_back(std::move(item));
                review_.reviewed += ans->reviewed;
                review_.total = ans->total;
                review_.iterations += ans->iterations;
                review_.ms += ans->ms;
                if (ans->reviewed > 0 && review_.reviewed < review_.total) send_review_part();
                else review_state_ = ReviewState::Ready;
            } else {
                review_ = ai::AdviceAnswer{};
                review_.error = ans ? ans->error : why;
                review_state_ = ReviewState::Failed;
            }
            continue;
        }
        const bool move = ticket == move_ask_.ticket, hint = ticket == hint_ask_.ticket;
        if ((!move && !hint) || !fresh(move ? move_ask_ : hint_ask_)) {
            ++stats_.stale;  // asked about a game that has changed since
            continue;
        }
        (move ? move_ask_ : hint_ask_) = {};
        if (move) {
            // An unusable answer (an error, an illegal decision): the computer decides here, so the game goes on.
            if (!ans || !ans->error.empty() || ans->actions.empty() || !game().is_legal(ans->actions.front())) {
                decide_here();
                continue;
            }
            stats_.last_ms = ans->ms;
            ready_move_ = ans->actions.front();
            ready_revision_ = revision_;
            ++stats_.thinker_moves;
        } else if (ans && ans->error.empty()) {
            hint_ = ans->actions;
            hint_revision_ = revision_;
        }
    }
}

void Session::decide_here() {
    const Seat& seat = config_.seats[static_cast<size_t>(game().current_player())];
    ready_move_ = ai::choose(game(), seat.level, rng_);
    ready_revision_ = revision_;
    ++stats_.local_moves;
}

void Session::forget_asks() {
    move_ask_ = hint_ask_ = review_ask_ = {};
    ready_move_.reset();
    hint_.clear();
    review_state_ = ReviewState::None;
    review_player_ = -1;
    if (thinker_) thinker_->forget();
}

void Session::apply_computer(const Action& a) {
    apply(a, nullptr);
    refresh();
}

bool Session::can_hint() const { return thinker_ && human_to_move(); }

bool Session::request_hint() {
    if (!can_hint()) return false;
    if (hint_pending() || !hint().empty()) return true;
    hint_ask_ = send(ai::AdviceKind::Hint, ai::kLevelHard, game().current_player());
    return true;
}

bool Session::hint_pending() const { return fresh(hint_ask_); }

const std::vector<Action>& Session::hint() const {
    static const std::vector<Action> kNone;
    return hint_revision_ == revision_ && !hint_.empty() && human_to_move() ? hint_ : kNone;
}

bool Session::request_review(int player) {
    if (!thinker_ || !game_over() || player < 0 || player >= static_cast<int>(config_.seats.size())) return false;
    if (review_state_ == ReviewState::Pending && review_player_ == player) return true;
    review_state_ = ReviewState::Pending;
    review_player_ = player;
    review_ = ai::AdviceAnswer{};
    review_.kind = ai::AdviceKind::Review;
    review_record_ = match_->to_record();
    review_seed_ = rng_.next();
    review_shown_ = -1;
    send_review_part();
    return true;
}

// The next few of the player's turns (from review().reviewed on), with the review's own seed: each turn's search
// depends only on it and the turn, so the parts add up to the whole review.
void Session::send_review_part() {
    ai::AdviceRequest r;
    r.kind = ai::AdviceKind::Review;
    r.level = ai::kLevelHard;
    r.seed = review_seed_;
    r.player = review_player_;
    r.first = review_.reviewed;
    r.count = kReviewPart;
    r.record = review_record_;
    review_ask_ = send(r);
}

bool Session::show_review(int i) {
    if (review_state_ != ReviewState::Ready || i < 0 || i >= static_cast<int>(review_.review.size())) return false;
    if (!replaying_) {
        if (!match_ || !game_over()) return false;
        // start_replay() forgets what was asked about the game: the review is kept.
        const ai::AdviceAnswer kept = review_;
        const int who = review_player_;
        std::string error;
        if (!start_replay(review_record_, &error)) return false;
        review_ = kept;
        review_player_ = who;
        review_state_ = ReviewState::Ready;
    }
    // The replay's turn whose decisions include the reviewed one.
    const size_t at = static_cast<size_t>(std::max(0, review_.review[static_cast<size_t>(i)].history));
    int turn = 0;
    for (int k = 0; k < replay_turns(); ++k)
        if (replay_cuts_[static_cast<size_t>(k)] <= at) turn = k;
    replay_seek(turn);
    review_shown_ = i;
    review_shown_pos_ = turn;
    return true;
}

const ai::ReviewItem* Session::review_shown() const {
    if (!replaying_ || review_state_ != ReviewState::Ready || review_shown_ < 0 ||
        review_shown_ >= static_cast<int>(review_.review.size()) || replay_pos_ != review_shown_pos_)
        return nullptr;
    return &review_.review[static_cast<size_t>(review_shown_)];
}

bool Session::step_computer() {
    if (!match_ || game().is_over() || human_to_move() || stopped()) return false;
    const int p = game().current_player();
    const Seat& seat = config_.seats[static_cast<size_t>(p)];
    apply_computer(ai::choose(game(), seat.level, rng_));
    ++stats_.local_moves;
    return true;
}

void Session::play_out() {
    while (step_computer()) {
    }
}

int Session::thinking_player() const {
    if (!match_ || game().is_over() || human_to_move() || stopped()) return -1;
    return game().current_player();
}

bool Session::busy(double now) const {
    if (hint_pending() || review_state_ == ReviewState::Pending) return true;  // an answer is awaited
    if (!match_) return false;
    if (!game().is_over() && !human_to_move() && !stopped()) return true;
    if (now < hold_until_) return true;
    for (const ScoreAnim& s : pending_scores_)
        if (now - s.start < 2.0) return true;
    return false;
}

std::vector<ScoreAnim> Session::take_new_scores() {
    std::vector<ScoreAnim> out;
    out.swap(pending_scores_);
    return out;
}

void Session::refresh() {
    ++revision_;
    legal_places_.clear();
    legal_deploys_.clear();
    const Game& g = game();
    legal_decisions_.clear();
    if (g.phase() == Phase::Place) g.legal_actions(legal_places_);
    if ((kExpansionPhases >> static_cast<unsigned>(g.phase())) & 1u) g.legal_actions(legal_decisions_);
    if (g.phase() == Phase::Deploy) {
        g.legal_actions(legal_deploys_);
        legal_deploys_.erase(std::remove_if(legal_deploys_.begin(), legal_deploys_.end(),
                                            [](const Action& a) { return a.kind == ActionKind::Pass; }),
                             legal_deploys_.end());
    }
    // New events: log them and queue their animations.
    if (events_seen_ > g.events().size()) events_seen_ = g.events().size();  // after a take-back
    log_events(g, events_seen_, true);
    events_seen_ = g.events().size();
    // The last tile of each player (a take-back has removed the tiles past num_placed()).
    placer_.resize(static_cast<size_t>(g.num_placed()), -1);
    last_tiles_.assign(config_.seats.size(), -1);
    for (size_t i = 0; i < placer_.size(); ++i)
        if (placer_[i] >= 0) last_tiles_[static_cast<size_t>(placer_[i])] = static_cast<int>(i);
    log_game_over(g);
}

void Session::log_events(const Game& g, size_t from, bool animate) {
    const std::vector<ScoreEvent>& ev = g.events();
    for (size_t i = from; i < ev.size(); ++i) {
        const ScoreEvent& e = ev[i];
        if (e.kind == EventKind::Discard) {
            // Whoever drew it draws again (the rule's words: the tile fits nowhere and leaves the game).
            const TileType& t = tiles().type(e.tile);
            bool city = false, road = false;
            for (const Segment& seg : t.segments) {
                city = city || seg.kind == SegKind::City;
                road = road || seg.kind == SegKind::Road;
            }
            const char* what = t.cloister ? (road ? "cloister and road" : "cloister")
                               : city && road ? "city and road" : city ? "city" : road ? "road" : "field";
            const int who = g.turn_player();
            log_.push_back({e.turn, who, seat_name(config_, who) + " drew a " + what +
                                             " tile that fits nowhere: it leaves the game, and " +
                                             seat_name(config_, who) + " draws again", false});
            continue;
        }
        if (e.kind == EventKind::Farm && e.cities == 0) continue;  // a farm next to no completed city: nothing to say
        const LogNames names{&config_};
        std::string line;
        int line_player = -1;
        bool own = false;
        bool counts_cities = e.kind == EventKind::Farm;
        for (const LogTexts* t : log_texts()) {
            own = own || (t->event && t->event(g, e, names, &line, &line_player));
            counts_cities = counts_cities || (t->counts_cities && t->counts_cities(e.kind));
        }
        if (own) {
            log_.push_back({e.turn, line_player, line, true});
            if (animate) pending_scores_.push_back({e, now_});
            continue;
        }
        std::string text = e.final ? "Final scoring, " : "";
        text += event_kind_name(e.kind);
        if (counts_cities)
            text += " with " + std::to_string(e.cities) + (e.cities == 1 ? " completed city" : " completed cities");
        else if (e.kind == EventKind::Cloister) text += " with " + std::to_string(e.tiles - 1) + " neighbours";
        else text += " of " + std::to_string(e.tiles) + " tiles";
        if (e.kind == EventKind::City && e.pennants) text += " and " + std::to_string(e.pennants) + (e.pennants == 1 ? " pennant" : " pennants");
        text += ":";
        bool any = false;
        for (size_t p = 0; p < config_.seats.size(); ++p)
            if (e.points[p]) {
                text += " " + config_.seats[p].name + " +" + std::to_string(e.points[p]);
                any = true;
            }
        if (!any) text += " nobody scores";
        text += " (" + std::string(score_rule_text(e.rule)) + ")";
        int who = -1;
        for (size_t p = 0; p < config_.seats.size(); ++p)
            if (e.points[p]) who = static_cast<int>(p);
        log_.push_back({e.turn, who, text, true});
        if (animate) pending_scores_.push_back({e, now_});
    }
}

void Session::log_game_over(const Game& g) {
    if (g.is_over() && (log_.empty() || log_.back().text.rfind("Game over", 0) != 0)) {
        int best = -1;
        for (int p = 0; p < g.num_players(); ++p) best = std::max<int>(best, g.player(p).score);
        std::string winners;
        for (int p = 0; p < g.num_players(); ++p)
            if (g.player(p).score == best) winners += (winners.empty() ? "" : " and ") + seat_name(config_, p);
        log_.push_back({g.turn(), -1, "Game over: " + winners + " won with " + std::to_string(best) + " points", false});
    }
}

}  // namespace carc::ui
