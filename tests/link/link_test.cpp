// Games played by link: the byte format, whole games passed between devices, saving, and every kind of tampering.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "link/codec.h"
#include "link/link_game.h"
#include "link/qr.h"
#include "link/table.h"

namespace carc::link {
namespace {

Rules abbey_rules() { Rules r; r.abbey_mayor = true; return r; }
Rules wheel_rules() { Rules r; r.game = GameKind::WheelOfFortune; return r; }
Rules river_rules() { Rules r; r.river = true; return r; }
Rules inns_rules() { Rules r; r.inns_cathedrals = true; return r; }

TEST(LinkCodec, VarintsAndTextsRoundTrip) {
    ByteWriter w;
    const uint64_t values[] = {0, 1, 127, 128, 300, 1ull << 35, UINT64_MAX};
    for (const uint64_t v : values) w.varint(v);
    w.zigzag(-1);
    w.zigzag(-32768);
    w.text("Zoë");
    ByteReader r(w.bytes());
    for (const uint64_t v : values) {
        uint64_t got = 0;
        ASSERT_TRUE(r.varint(&got));
        EXPECT_EQ(got, v);
    }
    int64_t z = 0;
    ASSERT_TRUE(r.zigzag(&z));
    EXPECT_EQ(z, -1);
    ASSERT_TRUE(r.zigzag(&z));
    EXPECT_EQ(z, -32768);
    std::string t;
    ASSERT_TRUE(r.text(&t, 64));
    EXPECT_EQ(t, "Zoë");
    EXPECT_TRUE(r.at_end());
    uint8_t b = 0;
    EXPECT_FALSE(r.u8(&b));  // past the end
}

TEST(LinkCodec, VarintsHaveOneForm) {
    const uint8_t padded[] = {0x80, 0x00};  // 0 written in two bytes
    ByteReader r(padded);
    uint64_t v = 0;
    EXPECT_FALSE(r.varint(&v));
    const uint8_t too_long[] = {0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x02};
    ByteReader r2(too_long);
    EXPECT_FALSE(r2.varint(&v));
}

TEST(LinkCodec, Base64urlRoundTripsAndRefusesOtherText) {
    for (size_t n = 0; n < 40; ++n) {
        Bytes b(n);
        for (size_t i = 0; i < n; ++i) b[i] = static_cast<uint8_t>(i * 37 + n);
        const std::string t = base64url(b);
        EXPECT_EQ(t.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"), std::string::npos);
        EXPECT_EQ(from_base64url(t), b);
    }
    EXPECT_FALSE(from_base64url("ab+c"));
    EXPECT_FALSE(from_base64url("a"));    // no whole byte
    EXPECT_FALSE(from_base64url("AB"));   // leftover bits that are not 0
    EXPECT_TRUE(from_base64url("AA"));
}

TEST(LinkCrypto, KnownAnswers) {
    const std::string abc = "abc";
    const Hash h = sha256(std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(abc.data()), abc.size()));
    EXPECT_EQ(base64url(h), "ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0");  // FIPS 180-2's "abc"
    // RFC 8032 section 7.1, test 1: the empty message.
    Secret seed{};
    const std::string seed_hex = "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60";
    for (size_t i = 0; i < 32; ++i) seed[i] = static_cast<uint8_t>(std::stoi(seed_hex.substr(i * 2, 2), nullptr, 16));
    const PublicKey pk = public_key(seed);
    EXPECT_EQ(base64url(pk), "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo");
    const Signature sig = sign(seed, {});
    EXPECT_TRUE(verify(pk, {}, sig));
    Signature bad = sig;
    bad[10] ^= 1;
    EXPECT_FALSE(verify(pk, {}, bad));
    EXPECT_NE(random_secret(), random_secret());
}

// Plays whole games of each rule set between devices; every device ends with the same game.
struct GameCase {
    const char* name;
    Rules rules;
    int players;
};

TEST(LinkGames, WholeGamesOfEveryRuleSetAgreeOnEveryDevice) {
    const uint64_t kSeeds = getenv("LINK_SEEDS") ? std::strtoull(getenv("LINK_SEEDS"), nullptr, 10) : 2;
    const GameCase cases[] = {{"base", Rules{}, 2},          {"base 2000", Rules{Rules{}.game, Edition::First2000}, 3},
                              {"river", river_rules(), 3},    {"abbey", abbey_rules(), 5},
                              {"wheel", wheel_rules(), 4},    {"inns", inns_rules(), 6}};
    for (const GameCase& c : cases) {
        for (uint64_t seed = 1; seed <= kSeeds; ++seed) {
            SCOPED_TRACE(std::string(c.name) + " seed " + std::to_string(seed));
            LinkTable t;
            ASSERT_TRUE(t.gather(c.rules, c.players, seed)) << t.error;
            ASSERT_TRUE(t.play(seed)) << t.error;
            const Match& m0 = t.devices[0].match();
            EXPECT_TRUE(m0.game().is_over());
            for (const LinkGame& d : t.devices) {
                EXPECT_EQ(d.match().history(), m0.history());
                EXPECT_EQ(d.messages(), t.devices[0].messages());
            }
            EXPECT_EQ(t.early_draws, 0) << "a device knew a tile before its player's turn";
            EXPECT_GT(m0.game().num_tiles_laid(), 20);
        }
    }
}

TEST(LinkGames, DrawsDependOnEverySeatsSecret) {
    // The same game with one seat's secrets changed draws other tiles.
    LinkTable a, b;
    ASSERT_TRUE(a.gather(Rules{}, 3, 7)) << a.error;
    ASSERT_TRUE(b.gather(Rules{}, 3, 8)) << b.error;
    ASSERT_TRUE(a.play(1)) << a.error;
    ASSERT_TRUE(b.play(1)) << b.error;
    auto draws = [](const Match& m) {
        std::vector<int> out;
        for (const Action& x : m.history())
            if (x.kind == ActionKind::Draw) out.push_back(x.tile);
        return out;
    };
    EXPECT_NE(draws(a.devices[0].match()), draws(b.devices[0].match()));
}

TEST(LinkGames, TwoPlayerLinksStayShort) {
    for (uint64_t seed = 1; seed <= 3; ++seed) {
        LinkTable t;
        ASSERT_TRUE(t.gather(Rules{}, 2, seed)) << t.error;
        ASSERT_TRUE(t.play(seed)) << t.error;
        ASSERT_GT(t.link_chars.size(), 60u);
        const size_t longest = *std::max_element(t.link_chars.begin(), t.link_chars.end());
        EXPECT_LT(longest, 2000u);
    }
}

TEST(LinkGames, SavedGamesLoadAndPlayOn) {
    LinkTable t;
    ASSERT_TRUE(t.gather(abbey_rules(), 3, 4)) << t.error;
    // Play a while, then save every device and load it back, mid-turn for the one deciding.
    LinkTable copy = t;
    ASSERT_TRUE(copy.play(9)) << copy.error;
    for (LinkGame& d : t.devices) {
        std::string why;
        std::optional<LinkGame> back = LinkGame::from_json(d.to_json(), &why);
        ASSERT_TRUE(back) << why;
        EXPECT_EQ(back->match().history(), d.match().history());
        EXPECT_EQ(back->my_seat(), d.my_seat());
        d = std::move(*back);
    }
    ASSERT_TRUE(t.play(9)) << t.error;
    EXPECT_EQ(t.devices[0].match().history(), copy.devices[0].match().history());

    // An unsent decision survives a save.
    LinkTable u;
    ASSERT_TRUE(u.gather(Rules{}, 2, 5)) << u.error;
    LinkGame& g = u.devices[0];
    ASSERT_TRUE(g.my_decision());
    const Action first = g.legal_decisions().front();
    std::string why;
    ASSERT_TRUE(g.apply(first, &why)) << why;
    ASSERT_TRUE(g.my_decision());  // the deployment is still to come
    std::optional<LinkGame> back = LinkGame::from_json(g.to_json(), &why);
    ASSERT_TRUE(back) << why;
    EXPECT_EQ(back->match().history(), g.match().history());
    EXPECT_TRUE(back->can_undo());

    // Damaged saves are refused with a reason.
    EXPECT_FALSE(LinkGame::from_json("{}", &why));
    EXPECT_FALSE(LinkGame::from_json("not json", &why));
    std::string j = g.to_json();
    const size_t at = j.find("signing_secret\":\"") + 20;
    j[at] = j[at] == 'A' ? 'B' : 'A';
    EXPECT_FALSE(LinkGame::from_json(j, &why));
    EXPECT_NE(why.find("secrets"), std::string::npos) << why;
    std::string k = g.to_json();
    const size_t c = k.find("chain_secret\":\"") + 18;
    k[c] = k[c] == 'A' ? 'B' : 'A';
    EXPECT_FALSE(LinkGame::from_json(k, &why)) << "a chain secret that does not lead to the seat's values";
}

// ---- Tampering ----

// A table after a few moves, with the newest move's link not yet passed on.
struct Midgame {
    LinkTable t;
    int mover = -1, next = -1;
    std::string link;  // the mover's link for `next`
    Midgame() {
        EXPECT_TRUE(t.gather(Rules{}, 3, 11)) << t.error;
        Rng rng(3);
        for (int moves = 0; moves < 7; ++moves) {
            mover = -1;
            for (size_t d = 0; d < t.devices.size(); ++d)
                if (t.devices[d].my_decision()) mover = static_cast<int>(d);
            LinkGame& g = t.devices[static_cast<size_t>(mover)];
            std::string why;
            while (g.my_decision()) {
                const std::vector<Action> o = g.legal_decisions();
                EXPECT_TRUE(g.apply(o[rng.below(static_cast<uint32_t>(o.size()))], &why)) << why;
            }
            link = g.link();
            next = g.waiting_for();
            if (moves < 6) {
                EXPECT_TRUE(t.pass(link, next)) << t.error;
            }
        }
    }
    LinkGame& receiver() { return t.devices[static_cast<size_t>(next)]; }
    LinkContent content() const {
        std::string why;
        return *decode_link(link, &why);
    }
};

// Gives a link to a device: it must be refused, with a reason, and the device's game unchanged.
void expect_refused(LinkGame& g, const std::string& link, const char* kind, int* kinds) {
    SCOPED_TRACE(kind);
    const std::string before = g.to_json();
    Received got;
    std::string why;
    EXPECT_FALSE(g.receive(link, &got, &why));
    EXPECT_FALSE(why.empty());
    EXPECT_EQ(g.to_json(), before);
    ++*kinds;
}

TEST(LinkTampering, EveryKindIsRefusedAndChangesNothing) {
    Midgame mg;
    ASSERT_GE(mg.next, 0);
    int kinds = 0;
    LinkGame& r = mg.receiver();
    const LinkContent good = mg.content();
    const Message& move = good.messages.back();
    ASSERT_EQ(move.kind, MessageKind::Move);

    {  // 1. a decision changed (a byte of the last move's body)
        LinkContent c = good;
        c.messages.back().body.back() ^= 1;
        expect_refused(r, encode_link(c), "a changed move", &kinds);
    }
    {  // 2. a chain value changed
        LinkContent c = good;
        c.messages.back().body[3] ^= 0x40;
        expect_refused(r, encode_link(c), "a changed reveal", &kinds);
    }
    {  // 3. a signature changed
        LinkContent c = good;
        c.messages.back().sig[5] ^= 1;
        expect_refused(r, encode_link(c), "a changed signature", &kinds);
    }
    {  // 4. the messages' order changed
        LinkContent c = good;
        ASSERT_GE(c.messages.size(), 2u);
        std::swap(c.messages[c.messages.size() - 1], c.messages[c.messages.size() - 2]);
        expect_refused(r, encode_link(c), "messages swapped", &kinds);
    }
    {  // 5. a message left out
        LinkContent c = good;
        c.messages.erase(c.messages.end() - 2);
        expect_refused(r, encode_link(c), "a message left out", &kinds);
    }
    {  // 6. a link cut short (its text)
        const std::string cut = mg.link.substr(0, mg.link.size() - 7);
        expect_refused(r, cut, "a truncated link", &kinds);
    }
    {  // 7. a link with a character changed
        std::string bent = mg.link;
        bent[bent.size() / 2] = bent[bent.size() / 2] == 'A' ? 'B' : 'A';
        expect_refused(r, bent, "a changed character", &kinds);
    }
    {  // 8. an old message replayed at a later number
        LinkContent c = good;
        c.messages.back() = c.messages.front();
        expect_refused(r, encode_link(c), "a replayed message", &kinds);
    }
    {  // 9. a link that starts after what the device has
        LinkContent c = good;
        c.first += 1;
        c.messages.erase(c.messages.begin());
        expect_refused(r, encode_link(c), "a gap", &kinds);
    }
    {  // 10. another game's id
        LinkContent c = good;
        c.id[0] ^= 1;
        expect_refused(r, encode_link(c), "another game", &kinds);
    }
    // Messages signed with real keys, made to break the protocol:
    LinkGame base = r;  // the receiver's game: the forged message is its next one
    LinkContent prefix = good;
    prefix.messages.pop_back();
    Received pre;
    std::string pre_why;
    ASSERT_TRUE(base.receive(encode_link(prefix), &pre, &pre_why)) << pre_why;
    const int seat = mg.mover;
    // The decisions the real move made, and its reveal.
    ByteReader br(move.body);
    uint8_t flags = 0;
    uint64_t index = 0, count = 0;
    Hash value{};
    ASSERT_TRUE(br.u8(&flags) && br.varint(&index) && br.raw(&value) && br.varint(&count));
    const Bytes actions_bytes(move.body.begin() + static_cast<std::ptrdiff_t>(br.pos()), move.body.end());
    auto body_with = [&](uint8_t f, uint64_t idx, const Hash& v, const Bytes& acts, uint64_t n) {
        ByteWriter w;
        w.u8(f);
        w.varint(idx);
        w.raw(v);
        w.varint(n);
        w.raw(acts);
        return w.take();
    };
    auto forged_link = [&](const Message& m) {
        LinkContent c = good;
        c.messages.back() = m;
        return encode_link(c);
    };
    // The forger knows every seat's signing secret (the table's secrets are made from its seed).
    auto secret_of = [&](int s) {
        std::string j = mg.t.devices[static_cast<size_t>(s)].to_json();
        const size_t a = j.find("signing_secret\":\"") + 17;
        const Bytes b = *from_base64url(j.substr(a, 43));
        Secret out;
        std::copy(b.begin(), b.end(), out.begin());
        return out;
    };
    {  // 11. a forged seat: the move signed by another player
        const Message m = base.next_message(MessageKind::Move, move.body, secret_of((seat + 1) % 3));
        expect_refused(r, forged_link(m), "another seat's signature", &kinds);
    }
    {  // 12. a reveal that does not lead back to the seat's commitment, signed by the seat itself
        Hash other = value;
        other[0] ^= 1;
        const Message m = base.next_message(MessageKind::Move, body_with(flags, index, other, actions_bytes, count), secret_of(seat));
        expect_refused(r, forged_link(m), "a false reveal", &kinds);
    }
    {  // 13. too little revealed (a value further back in the chain), signed by the seat
        const Hash back = sha256(value);
        const Message m = base.next_message(MessageKind::Move, body_with(flags, index - 1, back, actions_bytes, count), secret_of(seat));
        expect_refused(r, forged_link(m), "a short reveal", &kinds);
    }
    {  // 14. an illegal decision, signed by the seat: the placement moved far away
        Bytes acts = actions_bytes;
        ByteWriter w;
        w.u8(static_cast<uint8_t>(ActionKind::Place));
        w.u8(2 | 4);
        w.zigzag(40);
        w.zigzag(40);
        const Message m = base.next_message(MessageKind::Move, body_with(flags, index, value, w.bytes(), 1), secret_of(seat));
        expect_refused(r, forged_link(m), "an illegal move", &kinds);
    }
    {  // 15. a second join for a taken seat
        ByteWriter w;
        w.u8(1);
        w.raw(public_key(secret_of(1)));
        w.raw(Hash{});
        const Message m = base.next_message(MessageKind::Join, w.take(), secret_of(1));
        expect_refused(r, forged_link(m), "a join of a taken seat", &kinds);
    }
    {  // 16. a message that stops in the middle of the player's decisions (the deployment left out)
        const Message m = base.next_message(MessageKind::Move, body_with(flags, index, value, Bytes(actions_bytes.begin(), actions_bytes.begin() + 2 + (actions_bytes.size() > 8 ? 4 : 0)), 1), secret_of(seat));
        expect_refused(r, forged_link(m), "a cut move", &kinds);
    }
    EXPECT_EQ(kinds, 16);
    std::cout << "[link] tampering kinds tried: " << kinds << ", all refused\n";

    // The real link still goes in; giving it again adds nothing (an old link).
    Received got;
    std::string why;
    ASSERT_TRUE(r.receive(mg.link, &got, &why)) << why;
    EXPECT_GT(got.added, 0);
    ASSERT_TRUE(r.receive(mg.link, &got, &why)) << why;
    EXPECT_EQ(got.added, 0);
    EXPECT_GT(got.known, 0);

    // Two different signed moves for one number: cheating, shown, and the device keeps its version.
    const Message twin = base.next_message(MessageKind::Move, body_with(flags ^ 1, index, value, actions_bytes, count), secret_of(seat));
    const std::string before = r.to_json();
    ASSERT_TRUE(r.receive(forged_link(twin), &got, &why)) << why;
    EXPECT_FALSE(got.cheat.empty());
    EXPECT_EQ(r.to_json(), before);
}

TEST(LinkTampering, OpeningAChangedInvitationIsRefused) {
    LinkTable t;
    ASSERT_TRUE(t.gather(Rules{}, 2, 3)) << t.error;
    std::string why;
    LinkContent c = *decode_link(t.devices[0].link_from(0), &why);
    c.messages[0].body[20] ^= 1;  // in the rules or a name
    EXPECT_FALSE(LinkGame::open(encode_link(c), &why));
    LinkContent j = *decode_link(t.devices[0].link_from(0), &why);
    j.messages[1].body.back() ^= 1;  // the joiner's commitment
    EXPECT_FALSE(LinkGame::open(encode_link(j), &why));
    EXPECT_FALSE(LinkGame::open("https://example.org/#play=", &why));
    EXPECT_FALSE(LinkGame::open("#play=%%%", &why));
    EXPECT_TRUE(LinkGame::open("https://example.org/carc/#play=" + t.devices[0].link_from(0), &why)) << why;
}

}  // namespace
}  // namespace carc::link

namespace carc::link {
namespace {

// The QR code of a link: the size its version has, the three finder patterns in their corners, and too much text
// refused rather than cut.
TEST(LinkQr, LinksBecomeQrCodesWithFinderPatterns) {
    LinkTable t;
    ASSERT_TRUE(t.gather(Rules{}, 2, 1)) << t.error;
    const std::string address = "https://example.org/carcassonne/#play=" + t.devices[0].link_from(0);
    const QrCode q = qr_code(address);
    ASSERT_GT(q.width, 21);
    EXPECT_EQ((q.width - 17) % 4, 0) << "a QR code has 17 + 4 * version modules a side";
    auto finder_at = [&](int x0, int y0) {
        for (int y = 0; y < 7; ++y)
            for (int x = 0; x < 7; ++x) {
                const bool ring = x == 0 || y == 0 || x == 6 || y == 6;
                const bool core = x >= 2 && x <= 4 && y >= 2 && y <= 4;
                if (q.at(x0 + x, y0 + y) != (ring || core)) return false;
            }
        return true;
    };
    EXPECT_TRUE(finder_at(0, 0));
    EXPECT_TRUE(finder_at(q.width - 7, 0));
    EXPECT_TRUE(finder_at(0, q.width - 7));
    EXPECT_FALSE(finder_at(q.width - 7, q.width - 7)) << "no finder pattern in the fourth corner";
    EXPECT_EQ(qr_code(std::string(3000, 'a')).width, 0);
}

}  // namespace
}  // namespace carc::link
