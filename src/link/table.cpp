#include "link/table.h"

namespace carc::link {

namespace {
// Secrets made from a number, so that a table's game is the same every run (a real device uses random_secret).
SeatSecrets secrets_from(uint64_t seed, int seat) {
    SeatSecrets s;
    for (int k = 0; k < 2; ++k) {
        Secret& out = k == 0 ? s.chain : s.signing;
        Rng rng(mix64(seed) ^ (static_cast<uint64_t>(seat) * 2 + static_cast<uint64_t>(k) + 1) * 0x9E3779B97F4A7C15ull);
        for (size_t i = 0; i < out.size(); i += 8) {
            const uint64_t v = rng.next();
            for (size_t b = 0; b < 8; ++b) out[i + b] = static_cast<uint8_t>(v >> (8 * b));
        }
    }
    return s;
}
}  // namespace

bool LinkTable::pass(const std::string& link, int to) {
    link_chars.push_back(link.size());
    links.push_back(link);
    Received got;
    if (!devices[static_cast<size_t>(to)].receive(link, &got, &error)) {
        error = "device " + std::to_string(to) + ": " + error;
        return false;
    }
    if (!got.cheat.empty()) {
        error = "device " + std::to_string(to) + " saw cheating: " + got.cheat;
        return false;
    }
    return true;
}

bool LinkTable::gather(const Rules& rules, int players, uint64_t seed) {
    std::vector<Seat> seats;
    for (int s = 0; s < players; ++s) seats.push_back(Seat{"Player " + std::to_string(s + 1), s});
    std::optional<LinkGame> first = LinkGame::create(rules, seats, &error, secrets_from(seed, 0));
    if (!first) return false;
    devices.clear();
    devices.push_back(std::move(*first));
    std::string link = devices[0].link();
    for (int s = 1; s < players; ++s) {
        link_chars.push_back(link.size());
        links.push_back(link);
        std::optional<LinkGame> g = LinkGame::open(link, &error);
        if (!g) return false;
        if (!g->join(s, &error, secrets_from(seed, s))) return false;
        devices.push_back(std::move(*g));
        link = devices.back().link();
    }
    return pass(link, 0);
}

bool LinkTable::play(uint64_t seed, int max_messages) {
    Rng rng(seed);
    // The device that holds the newest message: after gather(), seat 0's.
    int holder = 0;
    for (int guard = 0; guard < max_messages; ++guard) {
        LinkGame& g = devices[static_cast<size_t>(holder)];
        while (g.my_decision()) {
            const std::vector<Action> options = g.legal_decisions();
            if (options.empty()) {
                error = "device " + std::to_string(holder) + " has no legal decision";
                return false;
            }
            if (g.match().rules().abbey_mayor) g.set_abbey_next(rng.below(4) == 0);
            if (!g.apply(options[rng.below(static_cast<uint32_t>(options.size()))], &error)) return false;
        }
        const std::string link = g.link();
        const int next = g.waiting_for();
        if (next < 0) {  // the game is over: every other device gets the last link
            for (size_t d = 0; d < devices.size(); ++d)
                if (static_cast<int>(d) != holder && !pass(link, static_cast<int>(d))) return false;
            return true;
        }
        if (next == holder) {
            error = "device " + std::to_string(holder) + " waits for itself";
            return false;
        }
        // The next player's draw must not be known here: the last of its values is the next player's own.
        const Game& mine = g.match().game();
        if (!g.match().history().empty() && g.match().history().back().kind == ActionKind::Draw && mine.turn_player() == next)
            ++early_draws;
        if (!pass(link, next)) return false;
        holder = next;
    }
    error = "the game did not end";
    return false;
}

}  // namespace carc::link
