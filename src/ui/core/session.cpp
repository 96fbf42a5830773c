// Session: seats, turn interaction, computer pacing and score animations, over carc::Match; the log and the
// session's other words are in session_log.cpp.
#include "ui/core/session.h"

#include <algorithm>
#include <chrono>

#include "ai/players.h"
#include "engine/json_util.h"
#include "ui/core/i18n.h"
#include "ui/core/thinker.h"

namespace carc::ui {

void Session::start(const GameConfig& config) {
    link_.reset();
    replaying_ = false;
    elsewhere_ = false;
    config_ = config;
    if (config_.seed == 0)
        config_.seed = static_cast<uint64_t>(std::chrono::system_clock::now().time_since_epoch().count()) | 1u;
    match_.emplace(config_.rules, config_.seats, config_.seed);
    aids_ = {};
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

std::string link_id_text(std::span<const uint8_t> id) {
    static const char kHex[] = "0123456789abcdef";
    std::string out;
    for (size_t i = 0; i < 8 && i < id.size(); ++i) {
        out += kHex[id[i] >> 4];
        out += kHex[id[i] & 15];
    }
    return out;
}

void Session::start_link(const link::LinkGame& g) {
    GameConfig c;
    c.rules = g.match().rules();
    c.seats = g.match().seats();
    c.seed = 1;
    start(c);
    link_ = g;
    match_ = link_->match();
    rebuild_from_history(true);
    events_seen_ = game().events().size();
    refresh();
}

bool Session::receive_link(std::string_view text, link::Received* got, std::string* why) {
    if (!link_) {
        *why = "No game by link is being played.";
        return false;
    }
    if (!link_->receive(text, got, why)) return false;
    if (got->added > 0) link_changed();
    return true;
}

bool Session::join_link(int seat, std::string* why) {
    if (!link_ || !link_->join(seat, why)) return false;
    link_changed();
    return true;
}

void Session::set_link_abbey_next(bool abbey) {
    if (link_) link_->set_abbey_next(abbey);
}

void Session::link_changed() {
    // The other devices' decisions, logged as this screen logs its own: replayed from where this match stands.
    const std::vector<Action>& had = match_->history();
    const std::vector<Action>& now = link_->match().history();
    const bool extends = now.size() >= had.size() && std::equal(had.begin(), had.end(), now.begin());
    if (!extends) {
        match_ = link_->match();
        rebuild_from_history(true);
        events_seen_ = game().events().size();
    } else {
        for (size_t i = had.size(); i < now.size(); ++i) {
            const int player = game().turn_player(), placed = game().num_placed();
            if (now[i].kind != ActionKind::Place && now[i].kind != ActionKind::Draw) log_decision(game(), now[i]);
            match_->apply(now[i]);
            note_placer(game(), player, placed);
        }
    }
    ++generation_;
    forget_asks();
    refresh();
}

bool Session::resume(const std::string& record, std::string* error, bool note) {
    if (const auto j = json::parse(record)) {
        // A game by link keeps its messages and this device's secrets in the record's "app" object.
        const json::Json* app = json::field(*j, "app");
        const json::Json* link = app ? json::field(*app, "link") : nullptr;
        if (link) {
            std::optional<link::LinkGame> g = link::LinkGame::from_json(json::dump(*link), error);
            if (!g) return false;
            start_link(*g);
            // TRANSLATORS: a line of the game log: the game was saved and is now loaded again
            if (note && !game().is_over()) log_.push_back({game().turn(), -1, _("Game resumed"), false, -1, false, true});
            return true;
        }
    }
    link_.reset();
    auto m = Match::from_record(record, error);
    if (!m) return false;
    replaying_ = false;
    elsewhere_ = false;
    config_.rules = m->rules();
    config_.seats = m->seats();
    rename_made_up({});
    config_.seed = m->seed();
    match_ = std::move(m);
    aids_ = {};
    rng_ = Rng(mix64(config_.seed ^ 0x5EA7ull ^ static_cast<uint64_t>(match_->history().size())));
    pending_scores_.clear();
    rebuild_from_history(true);
    // TRANSLATORS: a line of the game log: the game was saved and is now loaded again
    if (note && !game().is_over()) log_.push_back({game().turn(), -1, _("Game resumed"), false, -1, false, true});
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
    replay_finished_ = game().is_over();
    replaying_ = true;
    replay_pos_ = replay_turns();
    return true;
}

std::string Session::play_on_record() const {
    if (!match_ || game().is_over()) return {};
    auto j = json::parse(match_->to_record());
    if (!j || !j->is_object() || !j->contains("players") || !(*j)["players"].is_array()) return {};
    bool person = false;
    for (const Seat& s : config_.seats) person |= !s.computer;
    bool first = true;  // the first person's seat (or the first seat, with no person) is still to come
    int k = 0;
    for (json::Json& seat : (*j)["players"]) {
        const bool was_computer = config_.seats[size_t(k)].computer;
        const bool you = first && (!person || !was_computer);
        first = first && !you;
        seat["computer"] = !you;
        if (!you && !was_computer) seat["level"] = ai::kLevelMedium;
        ++k;
    }
    return json::dump(*j);
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

std::string Session::record(const std::string& app_json) const {
    if (!match_) return {};
    if (!link_) return match_->to_record(app_json);
    // A game by link: its messages and secrets go into the app object (the match there is the one they make).
    std::optional<json::Json> app = app_json.empty() ? std::optional<json::Json>(json::Json::object()) : json::parse(app_json);
    if (!app || !app->is_object()) app = json::Json::object();
    if (std::optional<json::Json> l = json::parse(link_->to_json())) (*app)["link"] = std::move(*l);
    (*app)["link_id"] = link_id_text(link_->id());
    return link_->match().to_record(json::dump(*app));
}

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

bool Session::apply(const Action& a, std::string* why) {
    const int player = game().turn_player(), placed = game().num_placed();
    if (link_) {
        // A game by link: the decision goes into this device's next message, and the match follows.
        if (a.kind != ActionKind::Place && !game().is_legal(a, why)) return false;
        const Game before = game();
        if (!link_->apply(a, why)) return false;
        if (a.kind != ActionKind::Place) log_decision(before, a);
        match_ = link_->match();
        note_placer(game(), player, placed);
        return true;
    }
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
    // A placement where the hint said: the rest of the hint (its figure) stays shown for the next step.
    const std::vector<Action>& shown = hint();
    const std::vector<Action> rest = shown.size() > 1 && shown.front() == a
                                         ? std::vector<Action>(shown.begin() + 1, shown.end())
                                         : std::vector<Action>{};
    if (!apply(a, why)) return false;
    next_computer_time_ = now_ + computer_delay;
    refresh();
    if (!rest.empty() && human_to_move()) {
        hint_ = rest;
        hint_revision_ = revision_;
    }
    return true;
}

bool Session::can_take_back() const { return human_to_move() && (link_ ? link_->can_undo() : match_->can_undo()); }

bool Session::take_back() {
    if (!can_take_back()) return false;
    if (link_) {
        link_->undo();
        match_ = link_->match();
    } else {
        match_->undo();
    }
    ++aids_.take_backs;
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
                word_review(review_record_, ans->review);
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
    ++aids_.hints;
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
    return now < hold_until_ || scores_showing(now);
}

bool Session::scores_showing(double now) const {
    for (const ScoreAnim& s : pending_scores_)
        if (now - s.start < 2.0) return true;
    return false;
}

bool Session::only_waiting(double now) const {
    if (!thinker_ || thinker_->has_answers() || now < hold_until_ || scores_showing(now)) return false;
    if (hint_pending() || review_state_ == ReviewState::Pending) return true;
    // A computer to move whose decision has not come (one that has waits for its pace at the full frame rate).
    return match_ && !game().is_over() && !human_to_move() && !stopped() && !ready_move_;
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
    if (link_ && !replaying_ && link_->my_decision() && !legal_decisions_.empty()) {
        // A game by link: a turn's start keeps to what the seat declared the turn before (abbey or draw).
        const std::vector<Action> allowed = link_->legal_decisions();
        legal_decisions_.erase(std::remove_if(legal_decisions_.begin(), legal_decisions_.end(),
                                              [&](const Action& a) { return std::find(allowed.begin(), allowed.end(), a) == allowed.end(); }),
                               legal_decisions_.end());
    }
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

}  // namespace carc::ui
