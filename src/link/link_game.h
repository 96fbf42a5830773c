// A game played by link (docs/play-by-link.md): its signed, hash-chained messages (the invitation, the seats'
// joins, the players' moves), the fair draws worked out from the players' hash chains, and the links that carry
// the messages from device to device.
//
// Each message is signed by its seat's Ed25519 key over the game's id, its sequence number, the hash of the message
// before it and its body, so no one can change, reorder or leave out an earlier message, or write one for another
// seat. Each seat commits, on joining, to the end x0 = H^L(secret) of a chain of SHA-256 values; the value
// x_i = H^(L-i)(secret) goes with turn i-1. A tile drawn in turn t (the j-th draw of that turn) is picked by
// rejection sampling from H("carc-link-draw", game id, t, j, every seat's x_(t+1)) among the tiles the bag may give
// now, in the engine's fixed order. Each message reveals its seat's values up to its next turn (x_s on joining seat
// s; x_(t+n) at the end of its turn t), so the drawer's own value is always the last one out: no one learns a tile
// before its turn, and no one can choose one.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/match.h"
#include "link/codec.h"
#include "link/crypto.h"

namespace carc::link {

inline constexpr uint8_t kLinkFormat = 1;     // a link's first byte
inline constexpr int kChainLength = 512;      // values in each seat's hash chain: more than any game's turns
inline constexpr size_t kMaxLinkBytes = 1 << 20;

enum class MessageKind : uint8_t { Invite = 0, Join = 1, Move = 2 };

struct Message {
    MessageKind kind = MessageKind::Move;
    Bytes body;
    Signature sig{};
    bool operator==(const Message&) const = default;
};

// What a device keeps secret for its seat: its hash chain's start and its signing key's seed.
struct SeatSecrets {
    Secret chain{};
    Secret signing{};
};

struct LinkSeat {
    std::string name;
    int color = 0;
    bool claimed = false;
    PublicKey key{};
    Hash value{};          // the newest revealed chain value
    int value_index = -1;  // its index in the chain (x0 = the commitment)
    bool abbey_next = false;  // Abbey & Mayor: declared an abbey, not a draw, for its next turn
    int last_seq = -1;        // its newest message (it has seen every message before it)
};

// What a link brought to a game this device has.
struct Received {
    int added = 0;       // new messages
    int known = 0;       // messages the device had already
    std::string cheat;   // set when a seat signed two different messages with the same number: who and which
};

class LinkGame {
public:
    // A new game: the device that makes it takes seat 0, which plays first. 2 or more seats, names and colours as in
    // a Match (no computer seats). nullopt with *why when the rules or seats cannot play.
    static std::optional<LinkGame> create(const Rules& rules, const std::vector<Seat>& seats, std::string* why,
                                          const std::optional<SeatSecrets>& secrets = std::nullopt);
    // A game from a link that starts at its invitation (a device that has nothing of it yet): this device holds no
    // seat until join().
    static std::optional<LinkGame> open(std::string_view link, std::string* why);

    // Reads a link into this game. False with *why, and nothing changed, when it does not verify (a damaged or
    // shortened link, another game, a message that breaks the chain, a signature, a reveal or the rules, or a link
    // that starts after what this device has). Two different signed messages for one number: true, with out->cheat.
    bool receive(std::string_view link, Received* out, std::string* why);

    // Takes the free seat `seat` for this device with new secrets, and makes its join message.
    bool join(int seat, std::string* why, const std::optional<SeatSecrets>& secrets = std::nullopt);

    const Match& match() const { return match_; }
    const std::vector<LinkSeat>& seats() const { return seats_; }
    const Hash& id() const { return hashes_.front(); }
    int my_seat() const { return my_seat_; }
    int messages() const { return static_cast<int>(messages_.size()); }
    bool gathering() const;        // seats still unclaimed: no tile is drawn before every seat has joined
    int waiting_for() const;       // the seat whose message the game waits for (-1: none, the game is over)
    bool my_decision() const { return my_seat_ >= 0 && !gathering() && !match_.game().is_over() && waiting_for() == my_seat_; }

    // This device's legal decisions now: the match's, less a turn start that breaks the seat's declaration.
    std::vector<Action> legal_decisions() const;
    // A decision of this device's seat. When the next decision is another seat's (or the game ends), the seat's
    // message is sealed: the decisions since its last message, and its chain value for what comes next.
    bool apply(const Action& a, std::string* why);
    bool can_undo() const;         // decisions of this turn not yet sealed in a message
    bool undo();
    // Abbey & Mayor: this seat's choice, for its next turn, between drawing and placing its abbey (the draw's
    // values are out before that turn begins, so the choice is made before them). Goes into its next message.
    void set_abbey_next(bool abbey) { my_abbey_next_ = abbey; }
    bool abbey_next() const { return my_abbey_next_; }

    // The link to send: the messages after the newest one every seat has seen (all of them while a seat is free).
    std::string link() const;
    std::string link_from(int first_seq) const;
    int link_start() const;

    // A message of this game's next number, signed with `signing` (this device's seat's, or, in the tests, a forger's).
    Message next_message(MessageKind kind, Bytes body, const Secret& signing) const;
    const std::vector<Message>& message_list() const { return messages_; }

    // The saved form (JSON): the messages, this device's seat and secrets, and its decisions not yet sealed.
    std::string to_json() const;
    static std::optional<LinkGame> from_json(std::string_view text, std::string* why);

private:
    LinkGame(const Rules& rules, std::vector<Seat> seats);
    // Checks and takes one message (seq = messages()). False with *why, this game left half-changed: callers work
    // on a copy.
    bool take(const Message& m, std::string* why);
    static std::optional<LinkGame> from_messages(const std::vector<Message>& messages,
                                                 const std::optional<std::pair<int, SeatSecrets>>& mine, std::string* why);
    bool turn_start_ok(int seat, const Action& a, std::string* why) const;
    Bytes signed_bytes(int seq, const Message& m) const;
    Hash message_hash(int seq, const Message& m) const;
    void append(const Message& m);
    // Applies the draws the revealed values allow (only_for >= 0: only while that seat is the one to draw).
    void draw_what_can_be_drawn(int only_for = -1);
    bool chain_value(int seat, int index, Hash* out) const;
    int reveal_index(int seat) const;      // the chain index a message of this seat sealed now reveals
    bool reveal(int seat, int index, const Hash& value, std::string* why);
    Hash my_value(int index) const;
    void seal_if_done();

    Rules rules_;
    Match match_;
    std::vector<LinkSeat> seats_;
    std::vector<Message> messages_;
    std::vector<Hash> hashes_;        // each message's hash; hashes_[0] is the game's id
    int my_seat_ = -1;
    SeatSecrets secrets_{};
    bool my_abbey_next_ = false;
    size_t block_start_ = 0;          // match history index where this seat's unsealed decisions begin
    int draw_turn_ = -1, draw_count_ = 0;  // the turn of the newest draw, and how many draws it had
};

// A link's content: the game's id (its first 8 bytes), the number of its first message, the messages.
struct LinkContent {
    std::array<uint8_t, 8> id{};
    int first = 0;
    std::vector<Message> messages;
};
// The link text (base64url of: format byte, id, first, count, messages, then 4 bytes of SHA-256 of all that).
std::string encode_link(const LinkContent& c);
// The content of a link text: a whole address with "#play=", that part, or the text alone. nullopt with *why
// (a player's words) when it does not read.
std::optional<LinkContent> decode_link(std::string_view text, std::string* why);

// The text of one message (its kind, body and signature), as saves keep them.
std::string message_text(const Message& m);
std::optional<Message> message_from_text(std::string_view text);

}  // namespace carc::link
