#include "link/link_game.h"

#include <algorithm>
#include <cstring>

#include "engine/rules_io.h"

namespace carc::link {

namespace {

constexpr char kDomain[] = "carc-link-1";          // begins every signed text: a signature means nothing elsewhere
constexpr char kDrawDomain[] = "carc-link-draw-1";  // begins every draw's hash
constexpr char kFragmentKey[] = "#play=";
constexpr int kMaxActionsPerMessage = 64;
constexpr int kMaxMessages = 4096;

std::span<const uint8_t> as_bytes(std::string_view s) { return {reinterpret_cast<const uint8_t*>(s.data()), s.size()}; }

// An action as bytes: its kind, a byte saying which of its fields are not 0, and those fields.
void put_action(ByteWriter& w, const Action& a) {
    w.u8(static_cast<uint8_t>(a.kind));
    const uint8_t flags = static_cast<uint8_t>((a.tile ? 1 : 0) | (a.x ? 2 : 0) | (a.y ? 4 : 0) | (a.rot ? 8 : 0) |
                                               (a.figure != Figure::Follower ? 16 : 0) | (a.spot ? 32 : 0));
    w.u8(flags);
    if (flags & 1) w.u8(a.tile);
    if (flags & 2) w.zigzag(a.x);
    if (flags & 4) w.zigzag(a.y);
    if (flags & 8) w.u8(a.rot);
    if (flags & 16) w.u8(static_cast<uint8_t>(a.figure));
    if (flags & 32) w.u8(a.spot);
}

bool get_action(ByteReader& r, Action* a) {
    uint8_t kind = 0, flags = 0;
    if (!r.u8(&kind) || !r.u8(&flags) || flags > 63) return false;
    Action out;
    out.kind = static_cast<ActionKind>(kind);
    uint8_t b = 0;
    int64_t v = 0;
    if (flags & 1) { if (!r.u8(&b) || b == 0) return false; out.tile = b; }
    if (flags & 2) { if (!r.zigzag(&v) || v == 0 || v < INT16_MIN || v > INT16_MAX) return false; out.x = static_cast<int16_t>(v); }
    if (flags & 4) { if (!r.zigzag(&v) || v == 0 || v < INT16_MIN || v > INT16_MAX) return false; out.y = static_cast<int16_t>(v); }
    if (flags & 8) { if (!r.u8(&b) || b == 0) return false; out.rot = b; }
    if (flags & 16) { if (!r.u8(&b) || b == 0) return false; out.figure = static_cast<Figure>(b); }
    if (flags & 32) { if (!r.u8(&b) || b == 0) return false; out.spot = b; }
    *a = out;
    return true;
}

void put_message(ByteWriter& w, const Message& m) {
    w.u8(static_cast<uint8_t>(m.kind));
    w.varint(m.body.size());
    w.raw(m.body);
    w.raw(m.sig);
}

bool get_message(ByteReader& r, Message* m) {
    uint8_t kind = 0;
    uint64_t len = 0;
    if (!r.u8(&kind) || kind > static_cast<uint8_t>(MessageKind::Move) || !r.varint(&len, r.left())) return false;
    m->kind = static_cast<MessageKind>(kind);
    return r.bytes(&m->body, static_cast<size_t>(len)) && r.raw(&m->sig);
}

// The uniform pick of one of `total` outcomes from a hash: 64-bit words of it (then of its hash, and so on), each
// taken when it falls below the largest multiple of total (no modulo bias).
uint64_t pick(Hash h, uint64_t total) {
    const uint64_t reject_below = (0 - total) % total;  // 2^64 mod total
    for (;;) {
        for (size_t i = 0; i < 4; ++i) {
            uint64_t v = 0;
            for (size_t k = 0; k < 8; ++k) v |= static_cast<uint64_t>(h[i * 8 + k]) << (8 * k);
            if (v >= reject_below) return v % total;
        }
        h = sha256(h);
    }
}

std::string_view link_payload(std::string_view text) {
    // A whole address, or the part after its "#play=", or the payload alone; spaces and line breaks around it (as a
    // pasted text may have) do not count.
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    const size_t at = text.find(kFragmentKey);
    if (at != std::string_view::npos) text.remove_prefix(at + std::strlen(kFragmentKey));
    return text;
}

}  // namespace

std::optional<LinkContent> decode_link(std::string_view text, std::string* why) {
    text = link_payload(text);
    if (text.empty()) {
        *why = "The link holds no game.";
        return std::nullopt;
    }
    if (text.size() > kMaxLinkBytes * 4 / 3 + 4) {
        *why = "The link is too long to be a game link.";
        return std::nullopt;
    }
    const std::optional<Bytes> bytes = from_base64url(text);
    if (!bytes) {
        *why = "This is not a game link: it has characters a game link never has.";
        return std::nullopt;
    }
    if (bytes->size() < 1 + 8 + 2 + 4) {
        *why = "The link is cut short. Copy all of it, or ask for it again.";
        return std::nullopt;
    }
    const size_t body = bytes->size() - 4;
    const Hash check = sha256(std::span<const uint8_t>(bytes->data(), body));
    if (!std::equal(check.begin(), check.begin() + 4, bytes->begin() + static_cast<std::ptrdiff_t>(body))) {
        *why = "The link is damaged or cut short: its check sum does not match. Copy all of it, or ask for it again.";
        return std::nullopt;
    }
    ByteReader r(std::span<const uint8_t>(bytes->data(), body));
    uint8_t format = 0;
    r.u8(&format);
    if (format != kLinkFormat) {
        *why = format > kLinkFormat ? "The link was made by a newer version of the game: reload the page to update it."
                                    : "This is not a game link.";
        return std::nullopt;
    }
    LinkContent out;
    uint64_t first = 0, count = 0;
    if (!r.raw(&out.id) || !r.varint(&first, kMaxMessages) || !r.varint(&count, kMaxMessages) || count == 0) {
        *why = "The link is damaged: its header does not read.";
        return std::nullopt;
    }
    out.first = static_cast<int>(first);
    for (uint64_t i = 0; i < count; ++i) {
        Message m;
        if (!get_message(r, &m)) {
            *why = "The link is damaged: message " + std::to_string(first + i + 1) + " does not read.";
            return std::nullopt;
        }
        out.messages.push_back(std::move(m));
    }
    if (!r.at_end()) {
        *why = "The link is damaged: it goes on after its last message.";
        return std::nullopt;
    }
    return out;
}

std::string encode_link(const LinkContent& c) {
    ByteWriter w;
    w.u8(kLinkFormat);
    w.raw(c.id);
    w.varint(static_cast<uint64_t>(c.first));
    w.varint(c.messages.size());
    for (const Message& m : c.messages) put_message(w, m);
    Bytes b = w.take();
    const Hash check = sha256(b);
    b.insert(b.end(), check.begin(), check.begin() + 4);
    return base64url(b);
}

namespace {

std::string seat_word(const std::vector<LinkSeat>& seats, int s) {
    if (s < 0 || s >= static_cast<int>(seats.size())) return "a seat";
    return seats[static_cast<size_t>(s)].name + " (" + kColorNames[seats[static_cast<size_t>(s)].color] + ")";
}

}  // namespace

std::string message_text(const Message& m) {
    ByteWriter w;
    put_message(w, m);
    return base64url(w.bytes());
}

std::optional<Message> message_from_text(std::string_view text) {
    const std::optional<Bytes> b = from_base64url(text);
    if (!b) return std::nullopt;
    ByteReader r(*b);
    Message m;
    if (!get_message(r, &m) || !r.at_end()) return std::nullopt;
    return m;
}

// ---- The game ----

LinkGame::LinkGame(const Rules& rules, std::vector<Seat> seats)
    : rules_(rules), match_(rules, seats, 0, Chance::Outside) {
    for (const Seat& s : match_.seats()) seats_.push_back(LinkSeat{s.name, s.color});
}

bool LinkGame::gathering() const {
    return std::any_of(seats_.begin(), seats_.end(), [](const LinkSeat& s) { return !s.claimed; });
}

int LinkGame::waiting_for() const {
    const Game& g = match_.game();
    if (g.is_over()) return -1;
    return g.is_chance() ? g.turn_player() : g.current_player();
}

Bytes LinkGame::signed_bytes(int seq, const Message& m) const {
    ByteWriter w;
    w.raw(as_bytes(kDomain));
    if (seq == 0) {
        w.raw(Hash{});  // the invitation makes the id
    } else {
        w.raw(hashes_.front());
    }
    w.varint(static_cast<uint64_t>(seq));
    w.raw(seq == 0 ? Hash{} : hashes_[static_cast<size_t>(seq - 1)]);
    w.u8(static_cast<uint8_t>(m.kind));
    w.raw(m.body);
    return w.take();
}

Hash LinkGame::message_hash(int seq, const Message& m) const {
    Bytes b = signed_bytes(seq, m);
    b.insert(b.end(), m.sig.begin(), m.sig.end());
    return sha256(b);
}

void LinkGame::append(const Message& m) {
    hashes_.push_back(message_hash(static_cast<int>(messages_.size()), m));
    messages_.push_back(m);
}

Message LinkGame::next_message(MessageKind kind, Bytes body, const Secret& signing) const {
    Message m;
    m.kind = kind;
    m.body = std::move(body);
    m.sig = sign(signing, signed_bytes(static_cast<int>(messages_.size()), m));
    return m;
}

Hash LinkGame::my_value(int index) const { return sha256_times(secrets_.chain, kChainLength - index); }

bool LinkGame::chain_value(int seat, int index, Hash* out) const {
    const LinkSeat& s = seats_[static_cast<size_t>(seat)];
    if (s.value_index >= index) {
        *out = sha256_times(s.value, s.value_index - index);
        return true;
    }
    if (seat == my_seat_) {
        *out = my_value(index);
        return true;
    }
    return false;
}

bool LinkGame::reveal(int seat, int index, const Hash& value, std::string* why) {
    LinkSeat& s = seats_[static_cast<size_t>(seat)];
    if (index < s.value_index || index > kChainLength) {
        *why = "its chain value's number is out of order";
        return false;
    }
    if (s.value_index >= 0 && sha256_times(value, index - s.value_index) != s.value) {
        *why = "its chain value does not lead back to the one " + seat_word(seats_, seat) + " gave before";
        return false;
    }
    s.value = value;
    s.value_index = index;
    return true;
}

int LinkGame::reveal_index(int seat) const {
    const Game& g = match_.game();
    const int cur = seats_[static_cast<size_t>(seat)].value_index;
    if (g.is_over()) return std::min(kChainLength, std::max(cur, g.turn() + 1));  // up to the last turn's draw
    const int n = static_cast<int>(seats_.size());
    const int d = ((seat - g.turn_player()) % n + n) % n;
    const int next_turn = g.turn() + (d == 0 ? n : d);  // the seat's next turn (turns count from 0)
    return std::min(kChainLength, std::max(cur, next_turn));  // values for the turns before it: x_1 .. x_next_turn
}

void LinkGame::draw_what_can_be_drawn(int only_for) {
    while (match_.game().is_chance() && !gathering()) {
        const Game& g = match_.game();
        if (only_for >= 0 && g.turn_player() != only_for) return;
        const int turn = g.turn();
        const int index = turn + 1;
        ByteWriter w;
        w.raw(as_bytes(kDrawDomain));
        w.raw(id());
        w.varint(static_cast<uint64_t>(turn));
        const int j = draw_turn_ == turn ? draw_count_ : 0;
        w.varint(static_cast<uint64_t>(j));
        for (int s = 0; s < static_cast<int>(seats_.size()); ++s) {
            Hash v;
            if (!chain_value(s, index, &v)) return;  // a seat has not revealed its value for this turn yet
            w.raw(v);
        }
        const int total = g.chance_total();
        const Action a = g.sample_chance(total > 0 ? pick(sha256(w.bytes()), static_cast<uint64_t>(total)) : 0);
        std::string why;
        if (!match_.apply(a, &why)) return;  // cannot happen: sample_chance gives a legal draw
        draw_turn_ = turn;
        draw_count_ = j + 1;
    }
}

namespace {

struct Invite {
    Rules rules;
    std::vector<Seat> seats;
    PublicKey key{};
    Hash value{};
};

std::optional<Invite> read_invite(const Message& m, std::string* why) {
    if (m.kind != MessageKind::Invite) {
        *why = "The link does not start with the game's invitation.";
        return std::nullopt;
    }
    ByteReader r(m.body);
    uint64_t version = 0, n = 0;
    std::array<uint8_t, 16> nonce{};
    std::string rules_text;
    if (!r.varint(&version) || version != 1 || !r.raw(&nonce) || !r.text(&rules_text, 4096) ||
        !r.varint(&n, kMaxPlayers)) {
        *why = "The invitation does not read.";
        return std::nullopt;
    }
    Invite inv;
    const std::optional<json::Json> rj = json::parse(rules_text);
    if (!rj || !rules_from_json(*rj, &inv.rules, why)) {
        if (!rj) *why = "its rules do not read";
        *why = "The invitation's rules do not read: " + *why;
        return std::nullopt;
    }
    std::vector<int> colors;
    for (uint64_t i = 0; i < n; ++i) {
        Seat s;
        uint8_t color = 0;
        if (!r.text(&s.name, kMaxNameBytes) || !r.u8(&color) || color >= kMaxPlayers) {
            *why = "The invitation's seats do not read.";
            return std::nullopt;
        }
        std::string name_why;
        if (!valid_player_name(s.name, &name_why)) {
            *why = "The invitation's player name " + std::to_string(i + 1) + " is not valid: " + name_why;
            return std::nullopt;
        }
        s.color = color;
        colors.push_back(color);
        inv.seats.push_back(std::move(s));
    }
    if (n < 2) {
        *why = "The invitation has fewer than two seats.";
        return std::nullopt;
    }
    if (const std::optional<std::string> no = seats_refusal(inv.rules, colors)) {
        *why = "The invitation's seats cannot play: " + *no;
        return std::nullopt;
    }
    if (!r.raw(&inv.key) || !r.raw(&inv.value) || !r.at_end()) {
        *why = "The invitation does not read.";
        return std::nullopt;
    }
    return inv;
}

}  // namespace

std::optional<LinkGame> LinkGame::create(const Rules& rules, const std::vector<Seat>& seats, std::string* why,
                                         const std::optional<SeatSecrets>& secrets) {
    std::vector<int> colors;
    for (const Seat& s : seats) {
        if (s.computer) {
            *why = "A game by link is for people only: every seat is played on its own player's device.";
            return std::nullopt;
        }
        colors.push_back(s.color);
    }
    if (seats.size() < 2) {
        *why = "A game by link needs at least two players.";
        return std::nullopt;
    }
    if (const std::optional<std::string> no = seats_refusal(rules, colors)) {
        *why = *no;
        return std::nullopt;
    }
    const SeatSecrets mine = secrets ? *secrets : SeatSecrets{random_secret(), random_secret()};
    ByteWriter w;
    w.varint(1);
    // The nonce makes each game's id its own; from given secrets (a test's table) it follows from them.
    const Secret nonce = secrets ? sha256(mine.chain) : random_secret();
    w.raw(std::span<const uint8_t>(nonce.data(), 16));
    w.text(json::dump(rules_to_json(rules)));
    w.varint(seats.size());
    for (const Seat& s : seats) {
        w.text(printable_name(s.name));
        w.u8(static_cast<uint8_t>(s.color));
    }
    w.raw(public_key(mine.signing));
    w.raw(sha256_times(mine.chain, kChainLength));  // x0: the commitment
    const LinkGame blank(rules, seats);
    const Message m = blank.next_message(MessageKind::Invite, w.take(), mine.signing);
    return from_messages({m}, std::make_pair(0, mine), why);
}

std::optional<LinkGame> LinkGame::from_messages(const std::vector<Message>& messages,
                                                const std::optional<std::pair<int, SeatSecrets>>& mine,
                                                std::string* why) {
    const Message& m = messages.front();
    const std::optional<Invite> inv = read_invite(m, why);
    if (!inv) return std::nullopt;
    LinkGame g(inv->rules, inv->seats);
    if (!verify(inv->key, g.signed_bytes(0, m), m.sig)) {
        *why = "The invitation's signature does not verify: the link was changed.";
        return std::nullopt;
    }
    g.append(m);
    LinkSeat& s0 = g.seats_[0];
    s0.claimed = true;
    s0.key = inv->key;
    s0.value = inv->value;
    s0.value_index = 0;
    s0.last_seq = 0;
    if (mine) {
        if (mine->first < 0 || mine->first >= static_cast<int>(g.seats_.size())) {
            *why = "The saved seat is not one of the game's.";
            return std::nullopt;
        }
        g.my_seat_ = mine->first;
        g.secrets_ = mine->second;
    }
    for (size_t i = 1; i < messages.size(); ++i) {
        if (!g.take(messages[i], why)) {
            *why = "Message " + std::to_string(i + 1) + " is refused: " + *why + ".";
            return std::nullopt;
        }
    }
    if (mine) {
        const LinkSeat& me = g.seats_[static_cast<size_t>(g.my_seat_)];
        if (!me.claimed || me.key != public_key(g.secrets_.signing) || g.my_value(me.value_index) != me.value) {
            *why = "The saved secrets are not those of the saved seat.";
            return std::nullopt;
        }
    }
    return g;
}

std::optional<LinkGame> LinkGame::open(std::string_view link, std::string* why) {
    const std::optional<LinkContent> d = decode_link(link, why);
    if (!d) return std::nullopt;
    if (d->first != 0) {
        *why = "This link carries the newest moves of a game this device does not have. Ask for a link to the whole "
               "game (Share, on the device of a player in it).";
        return std::nullopt;
    }
    std::optional<LinkGame> g = from_messages(d->messages, std::nullopt, why);
    if (!g) return std::nullopt;
    if (!std::equal(d->id.begin(), d->id.end(), g->id().begin())) {
        *why = "The link's game id does not match its invitation: the link was changed.";
        return std::nullopt;
    }
    return g;
}

bool LinkGame::take(const Message& m, std::string* why) {
    const int seq = static_cast<int>(messages_.size());
    if (seq >= kMaxMessages) {
        *why = "the game has more messages than any game can";
        return false;
    }
    const Bytes signed_text = signed_bytes(seq, m);
    ByteReader r(m.body);
    if (m.kind == MessageKind::Invite) {
        *why = "a game has one invitation, at its start";
        return false;
    }
    if (m.kind == MessageKind::Join) {
        uint8_t seat = 0;
        PublicKey key{};
        Hash value{};
        if (!r.u8(&seat) || !r.raw(&key) || !r.raw(&value) || !r.at_end()) {
            *why = "a seat's join does not read";
            return false;
        }
        if (!gathering()) {
            *why = "every seat is taken already";
            return false;
        }
        if (seat >= seats_.size() || seats_[seat].claimed) {
            *why = seat >= seats_.size() ? "it joins a seat the game does not have"
                                         : "it joins the seat of " + seat_word(seats_, seat) + ", which is taken already";
            return false;
        }
        if (!verify(key, signed_text, m.sig)) {
            *why = "its signature does not verify";
            return false;
        }
        LinkSeat& s = seats_[seat];
        s.claimed = true;
        s.key = key;
        s.value = value;        // x_seat: the values of the turns before the seat's first (the commitment is H^seat of it)
        s.value_index = seat;
        s.last_seq = seq;
        append(m);
        block_start_ = match_.history().size();
        draw_what_can_be_drawn();  // the first tile, when this device plays seat 0
        return true;
    }
    // A move: the decisions of the seat the game waits for, up to where another seat decides.
    if (gathering()) {
        *why = "a move comes before every seat has joined";
        return false;
    }
    const int seat = waiting_for();
    if (seat < 0) {
        *why = "the game is over";
        return false;
    }
    uint8_t flags = 0;
    uint64_t index = 0, count = 0;
    Hash value{};
    if (!r.u8(&flags) || flags > 1 || !r.varint(&index, kChainLength) || !r.raw(&value) ||
        !r.varint(&count, kMaxActionsPerMessage)) {
        *why = "a move does not read";
        return false;
    }
    std::vector<Action> actions;
    for (uint64_t i = 0; i < count; ++i) {
        Action a;
        if (!get_action(r, &a)) {
            *why = "a move's decision does not read";
            return false;
        }
        actions.push_back(a);
    }
    if (!r.at_end()) {
        *why = "a move goes on after its decisions";
        return false;
    }
    LinkSeat& s = seats_[static_cast<size_t>(seat)];
    if (!verify(s.key, signed_text, m.sig)) {
        *why = "its signature is not that of " + seat_word(seats_, seat) + ", whose move it must be";
        return false;
    }
    if (!reveal(seat, static_cast<int>(index), value, why)) return false;
    const size_t history_before = match_.history().size();
    for (size_t i = 0; i < actions.size(); ++i) {
        draw_what_can_be_drawn();
        if (match_.game().is_chance() || waiting_for() != seat) {
            *why = match_.game().is_chance() ? "it needs a draw that the revealed values do not give yet"
                                             : "it goes on after the decisions of " + seat_word(seats_, seat);
            return false;
        }
        if (!turn_start_ok(seat, actions[i], why)) return false;
        std::string illegal;
        if (!match_.apply(actions[i], &illegal)) {
            *why = "\"" + actions[i].to_string() + "\" is not a legal move there: " + illegal;
            return false;
        }
    }
    draw_what_can_be_drawn(seat);  // the draws this seat's value completes (its own, before other seats decide)
    if (actions.empty() && match_.history().size() == history_before) {
        *why = "it has neither a decision nor a draw";
        return false;
    }
    if (waiting_for() == seat) {
        *why = "it stops before the decisions of " + seat_word(seats_, seat) + " are over";
        return false;
    }
    if (static_cast<int>(index) != reveal_index(seat)) {
        *why = "it reveals the chain value " + std::to_string(index) + " where the protocol wants " +
               std::to_string(reveal_index(seat));
        return false;
    }
    s.abbey_next = flags & 1;
    s.last_seq = seq;
    append(m);
    block_start_ = match_.history().size();
    draw_what_can_be_drawn();  // this device's own draw, when the next turn is its seat's
    return true;
}

// A turn's first decision, made before its draw (Abbey & Mayor: place the abbey, or draw): it must keep to what the
// seat declared at the end of its previous turn, since by now it could work out the draw.
bool LinkGame::turn_start_ok(int seat, const Action& a, std::string* why) const {
    const Game& g = match_.game();
    if (g.is_chance() || g.turn_player() != seat || g.current_player() != seat || g.drawn_tile() >= 0 ||
        g.last_placed() >= 0 || g.bag_size() == 0)
        return true;  // not a decision before the turn's draw
    Game after = g;
    if (!after.apply(a, nullptr)) return true;  // the caller refuses it as illegal
    const bool draws = after.is_chance();
    const bool declared_abbey = seats_[static_cast<size_t>(seat)].abbey_next;
    if (draws == !declared_abbey) return true;
    *why = declared_abbey ? "this turn was declared for the abbey, not a draw"
                          : "this turn was declared for a draw, not the abbey";
    return false;
}

bool LinkGame::join(int seat, std::string* why, const std::optional<SeatSecrets>& secrets) {
    if (my_seat_ >= 0) {
        *why = "This device plays " + seat_word(seats_, my_seat_) + " in this game already.";
        return false;
    }
    if (seat < 0 || seat >= static_cast<int>(seats_.size()) || seats_[static_cast<size_t>(seat)].claimed) {
        *why = "That seat is taken.";
        return false;
    }
    LinkGame next = *this;
    next.secrets_ = secrets ? *secrets : SeatSecrets{random_secret(), random_secret()};
    next.my_seat_ = seat;
    ByteWriter w;
    w.u8(static_cast<uint8_t>(seat));
    w.raw(public_key(next.secrets_.signing));
    w.raw(next.my_value(seat));
    const Message m = next.next_message(MessageKind::Join, w.take(), next.secrets_.signing);
    if (!next.take(m, why)) return false;
    *this = std::move(next);
    return true;
}

std::vector<Action> LinkGame::legal_decisions() const {
    std::vector<Action> out;
    if (!my_decision()) return out;
    std::string why;
    for (const Action& a : match_.game().legal_actions())
        if (turn_start_ok(my_seat_, a, &why)) out.push_back(a);
    return out;
}

bool LinkGame::apply(const Action& a, std::string* why) {
    if (!my_decision()) {
        *why = "It is not this device's decision.";
        return false;
    }
    if (!turn_start_ok(my_seat_, a, why)) return false;
    if (!match_.apply(a, why)) return false;
    seal_if_done();
    return true;
}

void LinkGame::seal_if_done() {
    draw_what_can_be_drawn();
    if (!match_.game().is_over() && waiting_for() == my_seat_) return;
    const std::vector<Action>& h = match_.history();
    if (h.size() <= block_start_) return;
    const int index = reveal_index(my_seat_);
    ByteWriter w;
    w.u8(my_abbey_next_ ? 1 : 0);
    w.varint(static_cast<uint64_t>(index));
    w.raw(my_value(index));
    std::vector<Action> decisions;
    for (size_t i = block_start_; i < h.size(); ++i)
        if (h[i].kind != ActionKind::Draw) decisions.push_back(h[i]);
    w.varint(decisions.size());
    for (const Action& a : decisions) put_action(w, a);
    const Message m = next_message(MessageKind::Move, w.take(), secrets_.signing);
    LinkSeat& s = seats_[static_cast<size_t>(my_seat_)];
    s.value = my_value(index);
    s.value_index = index;
    s.abbey_next = my_abbey_next_;
    s.last_seq = static_cast<int>(messages_.size());
    append(m);
    block_start_ = h.size();
}

bool LinkGame::can_undo() const { return my_decision() && match_.can_undo() && match_.history().size() > block_start_; }

bool LinkGame::undo() {
    if (!can_undo()) return false;
    Match before = match_;
    match_.undo();
    if (match_.history().size() < block_start_) {  // never back into another seat's message
        match_ = std::move(before);
        return false;
    }
    return true;
}

int LinkGame::link_start() const {
    int from = static_cast<int>(messages_.size());
    for (const LinkSeat& s : seats_) from = std::min(from, s.claimed ? s.last_seq + 1 : 0);
    return std::min(from, static_cast<int>(messages_.size()) - 1);  // a link carries one message at least
}

std::string LinkGame::link() const { return link_from(link_start()); }

std::string LinkGame::link_from(int first_seq) const {
    first_seq = std::clamp(first_seq, 0, static_cast<int>(messages_.size()) - 1);
    LinkContent c;
    std::copy(id().begin(), id().begin() + 8, c.id.begin());
    c.first = first_seq;
    c.messages.assign(messages_.begin() + first_seq, messages_.end());
    return encode_link(c);
}

bool LinkGame::receive(std::string_view link, Received* out, std::string* why) {
    *out = Received{};
    const std::optional<LinkContent> d = decode_link(link, why);
    if (!d) return false;
    if (!std::equal(d->id.begin(), d->id.end(), id().begin())) {
        *why = "This link belongs to another game.";
        return false;
    }
    if (d->first > messages()) {
        *why = "This link starts at message " + std::to_string(d->first + 1) + ", and this device has " +
               std::to_string(messages()) + " of the game's messages: a link in between is missing. Ask for a newer "
               "link (Share, on the device of the player who moved last).";
        return false;
    }
    LinkGame next = *this;
    for (size_t i = 0; i < d->messages.size(); ++i) {
        const int seq = d->first + static_cast<int>(i);
        const Message& m = d->messages[i];
        if (seq < next.messages()) {
            if (m == next.messages_[static_cast<size_t>(seq)]) {
                ++out->known;
                continue;
            }
            // A different message for a number this device has: a second signed message of the same seat is cheating;
            // anything else is a changed link.
            const Message& had = next.messages_[static_cast<size_t>(seq)];
            int signer = -1;
            if (had.kind == MessageKind::Invite) signer = 0;
            else if (had.kind == MessageKind::Join && !had.body.empty()) signer = had.body[0];
            else
                for (int s = 0; s < static_cast<int>(next.seats_.size()); ++s)
                    if (verify(next.seats_[static_cast<size_t>(s)].key, next.signed_bytes(seq, had), had.sig)) signer = s;
            if (signer >= 0 && seq > 0 && m.kind == had.kind && m.kind != MessageKind::Join &&
                verify(next.seats_[static_cast<size_t>(signer)].key, next.signed_bytes(seq, m), m.sig)) {
                out->cheat = seat_word(next.seats_, signer) + " signed two different versions of message " +
                             std::to_string(seq + 1) + ".";
                return true;  // nothing taken: the device keeps the version it had
            }
            *why = "Message " + std::to_string(seq + 1) + " of the link differs from this device's copy and does not "
                   "verify: the link was changed.";
            return false;
        }
        if (!next.take(m, why)) {
            *why = "Message " + std::to_string(seq + 1) + " of the link is refused: " + *why + ".";
            return false;
        }
        ++out->added;
    }
    // This device's draw may pass the decision straight to another seat (the Wheel's events): its value goes out
    // in a message of no decisions.
    if (next.my_seat_ >= 0) next.seal_if_done();
    *this = std::move(next);
    return true;
}

// ---- Saving ----

std::string LinkGame::to_json() const {
    json::OrderedJson j;
    j["format"] = "carcassonne-link-game";
    j["version"] = 1;
    json::OrderedJson msgs = json::OrderedJson::array();
    for (const Message& m : messages_) msgs.push_back(message_text(m));
    j["messages"] = std::move(msgs);
    if (my_seat_ >= 0) {
        j["seat"] = my_seat_;
        j["chain_secret"] = base64url(secrets_.chain);
        j["signing_secret"] = base64url(secrets_.signing);
        j["abbey_next"] = my_abbey_next_;
        json::OrderedJson unsent = json::OrderedJson::array();
        const std::vector<Action>& h = match_.history();
        for (size_t i = block_start_; i < h.size(); ++i)
            if (h[i].kind != ActionKind::Draw) unsent.push_back(h[i].to_string());
        j["unsent"] = std::move(unsent);
    }
    return json::dump(j);
}

std::optional<LinkGame> LinkGame::from_json(std::string_view text, std::string* why) {
    const std::optional<json::Json> j = json::parse(text);
    if (!j || json::get_string(*j, "format") != "carcassonne-link-game") {
        *why = "This is not a saved game by link.";
        return std::nullopt;
    }
    if (json::get_int(*j, "version") != 1) {
        *why = "This saved game by link was made by a newer version of the game.";
        return std::nullopt;
    }
    const json::Json* msgs = json::field(*j, "messages");
    if (!msgs || !msgs->is_array() || msgs->empty() || msgs->size() > static_cast<size_t>(kMaxMessages)) {
        *why = "The saved game by link has no messages.";
        return std::nullopt;
    }
    std::vector<Message> all;
    for (const json::Json& t : *msgs) {
        std::optional<Message> m = t.is_string() ? message_from_text(t.get<std::string>()) : std::nullopt;
        if (!m) {
            *why = "Message " + std::to_string(all.size() + 1) + " of the saved game does not read.";
            return std::nullopt;
        }
        all.push_back(std::move(*m));
    }
    std::optional<std::pair<int, SeatSecrets>> mine;
    if (json::field(*j, "seat")) {
        const std::optional<int64_t> seat = json::get_int(*j, "seat");
        const std::optional<std::string> chain = json::get_string(*j, "chain_secret");
        const std::optional<std::string> signing = json::get_string(*j, "signing_secret");
        std::optional<Bytes> c = chain ? from_base64url(*chain) : std::nullopt;
        std::optional<Bytes> k = signing ? from_base64url(*signing) : std::nullopt;
        if (!seat || *seat < 0 || *seat >= kMaxPlayers || !c || !k || c->size() != 32 || k->size() != 32) {
            *why = "The saved game's seat or secrets do not read.";
            return std::nullopt;
        }
        SeatSecrets sec;
        std::copy(c->begin(), c->end(), sec.chain.begin());
        std::copy(k->begin(), k->end(), sec.signing.begin());
        mine.emplace(static_cast<int>(*seat), sec);
    }
    std::optional<LinkGame> g = from_messages(all, mine, why);
    if (!g) return std::nullopt;
    if (mine) {
        g->my_abbey_next_ = json::get_bool(*j, "abbey_next").value_or(false);
        const json::Json* unsent = json::field(*j, "unsent");
        if (unsent && unsent->is_array())
            for (const json::Json& t : *unsent) {
                const std::optional<Action> a = t.is_string() ? Action::parse(t.get<std::string>()) : std::nullopt;
                std::string ignored;
                // Decisions not yet sent that no longer apply are dropped: the player makes them again.
                if (!a || !g->apply(*a, &ignored)) break;
            }
    }
    return g;
}

}  // namespace carc::link
