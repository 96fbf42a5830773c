// The UI's middle layer: one match being played at this screen, the seats (people and computer players),
// the current turn's interaction state, computer-player pacing, animations and the game log.
// Pure logic (no SDL, GL or ImGui): the board view and the panels read it and call its methods.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "ai/advice.h"
#include "engine/game.h"
#include "engine/match.h"
#include "engine/rng.h"
#include "link/link_game.h"
#include "ui/core/i18n.h"

namespace carc::ui {

struct GameConfig {
    Rules rules;
    std::vector<Seat> seats;      // 2..6 (the rules' max_players), in turn order; Seat::color indexes kColorNames
    uint64_t seed = 0;            // 0 = pick one from the clock
    bool hide_remaining = false;  // hide the remaining-tile counts
};

// A score that just happened, for highlighting the feature and floating the points up.
struct ScoreAnim {
    ScoreEvent event;
    double start = 0;             // seconds (Session::update time base)
};

struct LogEntry {
    int turn = 0;
    int player = -1;              // -1: not about one player (game end, ...)
    std::string text;             // in the player's language, e.g. "Anna placed a tile and a knight, 1 north of the start tile"
    bool score = false;
    int tile = -1;                // the placed tile (Game::placed index) a placement's line is about; -1: none
    bool game_over = false;       // the line that ends the game ("Game over: Anna won with 72 points")
    bool resumed = false;         // the line that marks a load ("Game resumed")
};

// The default name of the person at the screen (in English or in the language in use): a line about their things
// says "Your wagon", not "You's wagon".
inline bool is_you(const std::string& name) { return name == "You" || name == _("You"); }
// The names the game makes up, in the language in use: "You", "Computer" (a quick game's), "Computer 1" .. "Computer
// 5" and "Player 1" .. "Player 5" (hot-seat), in that order.
std::vector<std::string> made_up_names();
// "Anna's", and "Your" for a player named "You" (English only: translated lines are whole sentences).
inline std::string possessive(const std::string& name) { return is_you(name) ? "Your" : name + "'s"; }

// A turn's number as its player counts it: the game's turn 32 (from 0) of two players is each player's 17th. Turns go
// round the table one at a time, so every round of num_players turns is one turn of each player.
inline int player_turn_number(int turn, int num_players) { return turn / (num_players > 0 ? num_players : 1) + 1; }

// The rules' one-line summary in the player's language ("Classic + River"; the engine's rules_summary in English).
std::string rules_text(const Rules& r);
// A computer level by its name in the player's language ("Hard"; ai/players.h levels).
std::string level_text(int level);

class Thinker;

// A game by link's id as saves and links name it: the hex of its first 8 bytes.
std::string link_id_text(std::span<const uint8_t> id);

class Session {
public:
    // Where computer decisions, hints and reviews are worked out (not owned; null = computer decisions at once,
    // in update(), and no hints or reviews). Answers are picked up in update(); an answer to a game that has
    // changed since it was asked (a take-back, a new game, a load) is ignored.
    void set_thinker(Thinker* t) { thinker_ = t; }
    bool has_thinker() const { return thinker_ != nullptr; }

    // Starts a new game (replacing any current one).
    void start(const GameConfig& config);
    // Starts playing a game by link on this device (its seat is link.my_seat(); every other seat is a person's on
    // another device).
    void start_link(const link::LinkGame& g);
    // The game by link being played, or null.
    const link::LinkGame* link_game() const { return link_ ? &*link_ : nullptr; }
    // Reads a link into the game by link being played; the new moves are logged. False with *why (nothing changed).
    bool receive_link(std::string_view text, link::Received* got, std::string* why);
    // Takes a free seat of the game by link being played (a device that opened its invitation).
    bool join_link(int seat, std::string* why);
    // Abbey & Mayor in a game by link: this device's choice for its next turn, abbey or draw.
    void set_link_abbey_next(bool abbey);
    // Resumes a saved game record; false with *error when the record is refused. `note`: the log says "Game
    // resumed" (not when a replay of the game closes: it never left the screen).
    bool resume(const std::string& record, std::string* error, bool note = true);
    bool active() const { return match_.has_value(); }
    const GameConfig& config() const { return config_; }
    // The seats named by the game in English or in `before` (made_up_names() in the language being left) get those
    // names in the language in use; names the players gave stay. The saved record keeps the names it has.
    void rename_made_up(const std::vector<std::string>& before);
    const Match& match() const { return *match_; }
    const Game& game() const { return match_->game(); }
    // The record of the current game (docs/save-format.md); `app` is stored under "app".
    std::string record(const std::string& app_json = "") const;

    // Whose decision it is, and whether a person at this screen makes it.
    int deciding_player() const;
    bool human_to_move() const;
    bool game_over() const;

    // Placement (the drawn tile is game().drawn_tile()).
    const std::vector<Action>& legal_places() const { return legal_places_; }  // this turn's, sorted
    std::vector<int> rotations_at(int x, int y) const;       // legal rotations at a cell (quarter turns)
    // Deployment after placing: the legal Deploy actions of this turn (without Pass).
    const std::vector<Action>& legal_deploys() const { return legal_deploys_; }
    // In an expansion's phase: its legal actions (the board layers pick the kinds they show), else empty.
    // An expansion's alternatives to a deployment are among legal_deploys().
    const std::vector<Action>& legal_decisions() const { return legal_decisions_; }
    // A decision of the person to move, of any kind but a tile draw: place the drawn tile, deploy (on a
    // crown too), pass, place the abbey or draw instead, move the wagon or send it home, send a follower
    // home from Plague. Applies and logs it, restarts the computers' pause, queues the score animations and
    // brings the legal lists and the revision up to date. False (and nothing changes) when no person is to
    // move or the action is not legal; *why says why.
    bool submit(const Action& a, std::string* why = nullptr);
    // Take back this turn's placement (never changes the drawn tile).
    bool can_take_back() const;
    bool take_back();
    // The help people at this screen took in this game: hints asked for, placements taken back (kept in its saved
    // entry: the app sets them again on a load). The statistics count games with help apart.
    struct Aids {
        int hints = 0, take_backs = 0;
    };
    const Aids& aids() const { return aids_; }
    void set_aids(const Aids& a) { aids_ = a; }

    // Advances computer players (at a pace a person can follow: `computer_delay` seconds per decision,
    // a whole computer turn never blocks longer than one frame) and ages animations. now = seconds.
    void update(double now);
    double computer_delay = 0.7;
    // The board shows something the players should see before the game goes on (the pig's walk and its
    // event): computer players wait until `t` (seconds, update()'s time base).
    void hold_computers_until(double t) { hold_until_ = std::max(hold_until_, t); }
    bool busy(double now) const;  // a computer is thinking or an animation is running (keep rendering)
    // Busy only because the thinker has not answered yet (a computer's decision, a hint, a review): nothing on
    // the board moves until it answers, so a few frames a second keep the thinking indicator turning.
    bool only_waiting(double now) const;
    // Makes the computer's next decision now, ignoring the clock (false when a person decides or the game
    // is over). update() uses it; play_out() runs a game of computer seats to its end at once.
    bool step_computer();
    void play_out();
    // The computer player whose decision is awaited, or -1 (a person decides, or the game is over).
    int thinking_player() const;
    // Changes whenever the game changes (a new game, any decision, a take-back): for the board's caches.
    uint64_t revision() const { return revision_; }
    // Changes when a new game starts or a record is resumed.
    int generation() const { return generation_; }

    // The hint for the person to move: the placement and the figure the Hard computer would choose, worked
    // out by the thinker. request_hint() is false when there is nothing to hint (not a person's turn, no
    // thinker). hint() is empty until the answer comes, and again once the game moves on.
    bool can_hint() const;
    bool request_hint();
    bool hint_pending() const;
    const std::vector<Action>& hint() const;
    // After the game: a review of one person's turns by the search (ai::AdviceKind::Review), asked for a few
    // turns at a time, so that review() fills in while it is Pending: review().reviewed of review().total turns.
    enum class ReviewState { None, Pending, Ready, Failed };
    bool request_review(int player);
    ReviewState review_state() const { return review_state_; }
    int review_player() const { return review_player_; }
    const ai::AdviceAnswer& review() const { return review_; }  // Failed: review().error says why
    // Shows item `i` of a ready review on the board: the finished game replayed to the start of that turn
    // (start_replay; the review stays), with the played and the better move lit. False without such an item.
    bool show_review(int i);
    // The review item shown while the replay stands at its turn (else null), and its index.
    const ai::ReviewItem* review_shown() const;
    int review_shown_index() const { return review_shown_; }
    // Counts for tests and measurements: requests sent, answers received, computer decisions that came from the
    // thinker and decisions made at once (no thinker, or its answer was unusable).
    struct ThinkStats {
        int asked = 0, answered = 0, thinker_moves = 0, local_moves = 0, stale = 0;
        int last_ms = 0;
    };
    const ThinkStats& think_stats() const { return stats_; }
    // A computer's decision has been asked for and its answer has not come yet.
    bool awaiting_computer() const { return fresh(move_ask_) && !ready_move_; }

    // Replay of a game (finished, or the one being played), turn by turn: the board shows the game as it was at the start of turn
    // `replay_position()` (with that turn's tile drawn); nobody plays while replaying.
    bool start_replay(const std::string& record, std::string* error);
    bool replaying() const { return replaying_; }
    bool replay_of_finished() const { return replay_finished_; }  // the replayed game was over (else one going on)
    int replay_turns() const { return static_cast<int>(replay_cuts_.size()) - 1; }
    int replay_position() const { return replay_pos_; }
    void replay_seek(int turn);   // 0 .. replay_turns() (the last one is the finished game)
    void stop_replay() { replaying_ = false; }
    // "Play on from here": the record of the game as the replay shows it, with the first person's seat still a
    // person's and every other seat a computer's (a person's seat at Medium); "" at the end of a finished game.
    std::string play_on_record() const;
    // The game goes on in another window (tab, process): this one only shows it, and nobody plays here.
    void set_elsewhere(bool on) { elsewhere_ = on; }
    bool elsewhere() const { return elsewhere_; }

    // New scores since the last call of take_new_scores() (for the board's highlight and floating points).
    std::vector<ScoreAnim> take_new_scores();
    const std::vector<LogEntry>& log() const { return log_; }
    // The log lines added since the last call, joined by new lines ("" when none), for screen readers: what
    // the canvas shows, said in words. A resumed game's rebuilt history is not read out, only what follows it.
    std::string take_announcement();
    // Placed-tile indices of the last tile of each player (the "last tiles placed" marks), -1 if none.
    const std::vector<int>& last_tiles() const { return last_tiles_; }
    // Writes the log (and a ready review's moves) again in the language now installed: the same lines, a replay
    // at the same turn; nothing is announced again.
    void retranslate();

private:
    bool scores_showing(double now) const;  // a score animation (2 s each) is still on show
    struct Ask {                  // a request on its way: the answer counts only for the game it was asked about
        uint64_t ticket = 0;      // 0: none
        uint64_t revision = 0;
        int generation = 0;
        double at = 0;            // when it was sent (update's time base)
    };
    static constexpr double kThinkerPatience = 30.0;  // seconds before a computer decides without the thinker
    Thinker* thinker_ = nullptr;
    uint64_t next_ticket_ = 1;
    Ask move_ask_, hint_ask_, review_ask_;
    std::optional<Action> ready_move_;     // the thinker's decision, applied when the pacing allows
    uint64_t ready_revision_ = 0;
    std::vector<Action> hint_;
    uint64_t hint_revision_ = 0;
    ReviewState review_state_ = ReviewState::None;
    int review_player_ = -1;
    ai::AdviceAnswer review_;
    static constexpr int kReviewPart = 3;  // turns a review asks about at a time
    std::string review_record_;            // the finished game under review (a replay may cut match_ short)
    uint64_t review_seed_ = 0;
    int review_shown_ = -1, review_shown_pos_ = -1;
    ThinkStats stats_;
    Ask send(ai::AdviceKind kind, int level, int player);
    Ask send(const ai::AdviceRequest& r);
    void send_review_part();
    void collect_answers();
    bool fresh(const Ask& a) const { return a.ticket != 0 && a.revision == revision_ && a.generation == generation_; }
    void forget_asks();           // a new game or a loaded one: nothing asked before is wanted
    void apply_computer(const Action& a);
    bool apply(const Action& a, std::string* why);  // applies and logs a decision; notes who placed a tile
    void decide_here();
    void ask_computer();          // sends the computer's next decision to the thinker unless it is there already           // the computer's decision made at once, as the thinker's answer
    GameConfig config_;
    std::optional<Match> match_;
    std::optional<link::LinkGame> link_;   // a game by link: its messages and this device's seat; match_ follows it
    std::vector<Action> legal_places_, legal_deploys_, legal_decisions_;
    double hold_until_ = 0;
    std::vector<LogEntry> log_;
    size_t announced_ = 0;               // log lines already given to take_announcement()
    std::vector<ScoreAnim> pending_scores_;
    size_t events_seen_ = 0;
    double next_computer_time_ = 0;
    double now_ = 0;
    Rng rng_{1};
    Aids aids_;
    uint64_t revision_ = 0;
    int generation_ = 0;
    std::vector<int> last_tiles_;
    std::vector<int> placer_;            // who placed each placed tile (by placed-tile index; -1: the set-up)
    bool replaying_ = false;
    bool replay_finished_ = false;
    bool elsewhere_ = false;
    // Nobody plays here: a replay, a game played elsewhere, or another device's decision in a game by link.
    bool stopped() const { return replaying_ || elsewhere_ || (link_ && !link_->my_decision()); }
    void link_changed();          // match_ again from link_, the new moves logged
    int replay_pos_ = 0;
    std::string replay_record_;          // the finished game's record
    std::vector<size_t> replay_cuts_;    // actions shown at the start of each turn (and all of them last)
    void refresh();               // recompute legal lists, log new events
    void note_placer(const Game& after, int player, int placed_before);  // after a decision of `player` that put a tile
    void log_decision(const Game& before, const Action& a);      // "Anna placed a tile and a knight, 1 north of the start tile"
    void log_events(const Game& g, size_t from, bool animate);   // score lines of events [from, end)
    void log_game_over(const Game& g);
    void log_new_game();          // the log's first line
    void rebuild_from_history(bool with_log);  // placer_ (and the whole log) from the match's history
    // The moves of review items in words, each on the board of its turn in `record`.
    static void word_review(const std::string& record, std::vector<ai::ReviewItem>& items);
};

// The follower step offers kinds of figure to choose from (a wagon, the mayor, the large follower: more than the
// follower alone), so the button that places none says "No figure", not "No follower".
inline bool offers_figure_kinds(const Session& s) {
    unsigned kinds = 0;
    for (const Action& a : s.legal_deploys())
        if (a.kind == ActionKind::Deploy) kinds |= 1u << int(a.figure);
    return kinds != 0 && kinds != 1u << int(Figure::Follower);
}

}  // namespace carc::ui
