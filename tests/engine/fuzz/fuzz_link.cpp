// libFuzzer target: links of games played by link (carc::link::decode_link, LinkGame::open and receive: what a
// device reads from an address). The input is read as a link's text; and, so that the fuzzer gets past the check
// sum, its bytes (base64url-decoded when they are link text) with the check sum made right. A refusal is one line
// and leaves the game as it was; an opened game saves and loads to the same game; never a crash.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz_check.h"
#include "link/link_game.h"
#include "link/table.h"

namespace {

// A game a few moves in, on the device whose move comes next (built once).
const carc::link::LinkGame& midgame() {
    static const carc::link::LinkGame g = [] {
        carc::link::LinkTable t;
        carc::fuzz::require(t.gather(carc::Rules{}, 2, 5), "the table does not gather:", t.error);
        return t.devices[1];
    }();
    return g;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace carc::link;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::string why;
    if (!decode_link(text, &why)) carc::fuzz::require_one_line(why);

    // The bytes with a right check sum.
    std::optional<Bytes> bytes = from_base64url(text);
    if (!bytes) bytes = Bytes(data, data + size);
    else if (bytes->size() >= 4) bytes->resize(bytes->size() - 4);
    const Hash check = sha256(*bytes);
    bytes->insert(bytes->end(), check.begin(), check.begin() + 4);
    const std::string link = base64url(*bytes);

    why.clear();
    if (std::optional<LinkGame> g = LinkGame::open(link, &why)) {
        std::string again_why;
        const std::optional<LinkGame> again = LinkGame::from_json(g->to_json(), &again_why);
        carc::fuzz::require(again.has_value(), "an opened game does not load after saving:", again_why);
        carc::fuzz::require(again->match().history() == g->match().history(), "saving changed the game");
        const std::optional<LinkGame> relinked = LinkGame::open(g->link_from(0), &again_why);
        carc::fuzz::require(relinked.has_value() && relinked->messages() == g->messages(), "a game's own link does not open:", again_why);
    } else {
        carc::fuzz::require_one_line(why);
    }

    LinkGame mine = midgame();
    const std::string before = mine.to_json();
    Received got;
    why.clear();
    if (!mine.receive(link, &got, &why)) {
        carc::fuzz::require_one_line(why);
        carc::fuzz::require(mine.to_json() == before, "a refused link changed the game");
    }
    return 0;
}
