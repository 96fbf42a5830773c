// Advice messages (JSON text) and answering them with the computer players.
#include "ai/advice.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>

#include "ai/expansion_hooks.h"
#include "ai/search.h"
#include "engine/json_util.h"
#include "engine/match.h"
#include "engine/rng.h"
#include "engine/spots.h"
#include "engine/tiles.h"

namespace carc::ai {
namespace {

using json::Json;

constexpr const char* kKindNames[] = {"move", "hint", "review"};

std::optional<AdviceKind> kind_from_name(const std::string& s) {
    for (int k = 0; k < 3; ++k)
        if (s == kKindNames[k]) return static_cast<AdviceKind>(k);
    return std::nullopt;
}

// The envelope every message shares: {"advice": version, "kind": "..."}. False with *error when it is not.
bool read_envelope(const std::optional<Json>& j, AdviceKind* kind, std::string* error) {
    if (!j || !j->is_object()) {
        *error = "an advice message must be a JSON object";
        return false;
    }
    const auto v = json::get_int(*j, "advice");
    if (!v || *v != kAdviceVersion) {
        *error = "advice message version " + (v ? std::to_string(*v) : std::string("missing")) + ", this build reads " +
                 std::to_string(kAdviceVersion);
        return false;
    }
    const auto k = json::get_string(*j, "kind");
    const auto kk = k ? kind_from_name(*k) : std::nullopt;
    if (!kk) {
        *error = "unknown advice kind " + (k ? json::quoted(*k) : std::string("(missing)"));
        return false;
    }
    *kind = *kk;
    return true;
}

// A message's JSON with its envelope read; nullopt with *error (prefixed by `what`) when it is not one.
std::optional<Json> read_message(std::string_view text, const char* what, AdviceKind* kind, std::string* error) {
    json::ParseError pe;
    auto j = json::parse(text, &pe);
    if (!j) {
        *error = what + json::parse_error_text(pe);
        return std::nullopt;
    }
    if (!read_envelope(j, kind, error)) return std::nullopt;
    return j;
}

bool read_action(const Json& v, Action* out) {
    if (!v.is_string()) return false;
    const auto a = Action::parse(v.get_ref<const std::string&>());
    if (!a) return false;
    *out = *a;
    return true;
}

struct Clock {
    std::chrono::steady_clock::time_point t0 = std::chrono::steady_clock::now();
    int ms() const {
        return static_cast<int>(
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0).count());
    }
};

// A player's move (a decision and the one right after it) in words, e.g. "the tile at 2,-1 turned 90°, a knight".
std::string describe(const Game& before, const Move& m) {
    const AiHookSet hooks = active_ai_hooks(before.rules());
    auto one = [&hooks](const Game& g, const Action& a) -> std::string {
        const std::string at = std::to_string(a.x) + "," + std::to_string(a.y);
        switch (a.kind) {
            case ActionKind::Place:
                return "the tile at " + at + (a.rot ? " turned " + std::to_string(90 * a.rot) + "\u00b0" : "");
            case ActionKind::Pass: return "no figure";
            case ActionKind::Deploy: {
                if (a.figure != Figure::Follower || g.last_placed() < 0) break;  // an expansion's figure: below
                const PlacedTile& t = g.placed()[g.last_placed()];
                const auto& segs = tiles().type(t.type).segments;
                return a.spot < segs.size() ? std::string("a ") + segment_role(segs[a.spot].kind) : "a follower";
            }
            default: break;
        }
        // An expansion's action in its words, or else the action's own text.
        std::string words;
        if (hooks.has(kAiDescribe))
            for (const AiExpansionHooks* h : hooks)
                if (h->describe && h->describe(g, a, &words)) return words;
        if (a.kind == ActionKind::Deploy) return std::string("the ") + figure_name(a.figure);
        return a.to_string();
    };
    std::string text = one(before, m.first);
    if (m.has_then) {
        Game after = before;
        after.set_recording(false);
        after.apply(m.first);
        text += ", " + one(after, m.then);
    }
    return text;
}

// The limits of one turn's analysis in a review: a third of the Hard level's, so that a whole game's review stays
// within tens of seconds.
SearchLimits review_limits() {
    SearchLimits l = level_limits(kLevelHard);
    l.iterations = std::max(1, l.iterations / 3);
    l.time_ms = l.time_ms / 3;
    return l;
}

// Goes through the game's history and analyses each turn of `player` that starts with a choice of theirs (a tile
// placement, or a choice before the draw): all of them, or the `count` of them from the `first` (counting from 0).
// Each turn's search has its own seed (from `seed` and the turn's place in the history), so a review asked for
// in parts finds what the whole one finds.
void review(const Match& m, int player, uint64_t seed, int first, int count, AdviceAnswer* out) {
    Game g(m.rules(), static_cast<int>(m.seats().size()));
    g.set_recording(false);
    const std::vector<Action>& hist = m.history();
    const SearchLimits limits = review_limits();
    int k = 0;  // the player's turns so far
    for (size_t i = 0; i < hist.size(); ++i) {
        const Phase ph = g.phase();
        if (!g.is_chance() && !g.is_over() && g.current_player() == player && (ph == Phase::Place || ph == Phase::TurnStart)) {
            const bool wanted = k >= first && (count <= 0 || k < first + count);
            ++k;
            if (wanted) {
                Move played;
                played.first = hist[i];
                Game after = g;
                after.apply(hist[i]);
                if (i + 1 < hist.size() && !after.is_chance() && !after.is_over() && after.current_player() == player) {
                    played.has_then = true;
                    played.then = hist[i + 1];
                }
                const Analysis an = analyse(g, limits, mix64(seed + i), &played);
                ++out->reviewed;
                out->iterations += an.stats.iterations;
                if (an.has_played && an.loss >= kReviewThreshold) {
                    ReviewItem item{g.turn(), static_cast<int>(i), describe(g, played), describe(g, an.best), {}, {},
                                    an.played.value, an.best_value};
                    auto moves = [](const Move& mv) {
                        std::vector<Action> acts{mv.first};
                        if (mv.has_then) acts.push_back(mv.then);
                        return acts;
                    };
                    item.played_actions = moves(played);
                    item.best_actions = moves(an.best);
                    out->review.push_back(std::move(item));
                }
            }
        }
        if (!g.apply(hist[i])) break;  // cannot happen: the record was validated when it was read
    }
    out->total = k;
}

}  // namespace

const char* advice_kind_name(AdviceKind k) {
    const int i = static_cast<int>(k);
    return i >= 0 && i < 3 ? kKindNames[i] : "unknown";
}

std::string to_text(const AdviceRequest& r) {
    Json j = {{"advice", kAdviceVersion}, {"kind", advice_kind_name(r.kind)}, {"level", r.level},
              {"seed", std::to_string(r.seed)}, {"record", r.record}};
    if (r.player >= 0) j["player"] = r.player;
    if (r.kind == AdviceKind::Review && (r.first > 0 || r.count > 0)) {
        j["first"] = r.first;
        j["count"] = r.count;
    }
    return json::dump(j);
}

std::optional<AdviceRequest> request_from_text(std::string_view text, std::string* error) {
    AdviceRequest r;
    const auto j = read_message(text, "advice request: ", &r.kind, error);
    if (!j) return std::nullopt;
    const auto level = json::get_int(*j, "level");
    if (!level || *level < 0 || *level >= kNumLevels) {
        *error = "advice request: no known computer level";
        return std::nullopt;
    }
    r.level = static_cast<int>(*level);
    const auto seed = json::get_string(*j, "seed");
    if (!seed || seed->empty() || seed->size() > 20 || seed->find_first_not_of("0123456789") != std::string::npos) {
        *error = "advice request: the seed must be a decimal number in a string";
        return std::nullopt;
    }
    r.seed = std::strtoull(seed->c_str(), nullptr, 10);
    if (const Json* p = json::field(*j, "player")) {
        const auto pv = json::int_in(*p, 0, kMaxPlayers - 1);
        if (!pv) {
            *error = "advice request: player out of range";
            return std::nullopt;
        }
        r.player = static_cast<int>(*pv);
    }
    for (const auto& [name, at] : {std::pair<const char*, int*>{"first", &r.first}, {"count", &r.count}})
        if (const Json* v = json::field(*j, name)) {
            const auto n = json::int_in(*v, 0, 100000);
            if (!n) {
                *error = std::string("advice request: ") + name + " out of range";
                return std::nullopt;
            }
            *at = static_cast<int>(*n);
        }
    const auto record = json::get_string(*j, "record");
    if (!record) {
        *error = "advice request: no game record";
        return std::nullopt;
    }
    r.record = *record;
    return r;
}

std::string to_text(const AdviceAnswer& a) {
    Json j = {{"advice", kAdviceVersion}, {"kind", advice_kind_name(a.kind)}, {"ms", a.ms},
              {"iterations", a.iterations}};
    if (!a.error.empty()) j["error"] = a.error;
    Json acts = Json::array();
    for (const Action& x : a.actions) acts.push_back(x.to_string());
    j["actions"] = acts;
    if (a.kind == AdviceKind::Review) {
        Json items = Json::array();
        for (const ReviewItem& r : a.review) {
            Json played = Json::array(), best = Json::array();
            for (const Action& x : r.played_actions) played.push_back(x.to_string());
            for (const Action& x : r.best_actions) best.push_back(x.to_string());
            items.push_back({{"turn", r.turn}, {"history", r.history}, {"played", r.played}, {"best", r.best},
                             {"played_actions", played}, {"best_actions", best}, {"played_value", r.played_value},
                             {"best_value", r.best_value}});
        }
        j["review"] = items;
        j["reviewed"] = a.reviewed;
        j["total"] = a.total;
    }
    return json::dump(j);
}

std::optional<AdviceAnswer> answer_from_text(std::string_view text, std::string* error) {
    AdviceAnswer a;
    const auto j = read_message(text, "advice answer: ", &a.kind, error);
    if (!j) return std::nullopt;
    if (const auto e = json::get_string(*j, "error")) a.error = *e;
    if (const auto ms = json::get_int(*j, "ms")) a.ms = static_cast<int>(*ms);
    if (const auto it = json::get_int(*j, "iterations")) a.iterations = *it;
    const Json* acts = json::field(*j, "actions");
    if (!acts || !acts->is_array()) {
        *error = "advice answer: no action list";
        return std::nullopt;
    }
    for (const Json& v : *acts) {
        Action x;
        if (!read_action(v, &x)) {
            *error = "advice answer: an action that does not read";
            return std::nullopt;
        }
        a.actions.push_back(x);
    }
    if (a.kind == AdviceKind::Review) {
        const Json* items = json::field(*j, "review");
        if (!items || !items->is_array()) {
            *error = "advice answer: a review without its list";
            return std::nullopt;
        }
        for (const Json& v : *items) {
            ReviewItem r;
            const Json *pv = json::field(v, "played_value"), *bv = json::field(v, "best_value");
            const auto turn = json::get_int(v, "turn");
            const auto pl = json::get_string(v, "played"), be = json::get_string(v, "best");
            if (!turn || !pv || !bv || !pv->is_number() || !bv->is_number() || !pl || !be) {
                *error = "advice answer: a review item that does not read";
                return std::nullopt;
            }
            r.turn = static_cast<int>(*turn);
            r.played = *pl;
            r.best = *be;
            r.played_value = pv->get<double>();
            r.best_value = bv->get<double>();
            if (const auto h = json::get_int(v, "history")) r.history = static_cast<int>(*h);
            for (const auto& [name, moves] : {std::pair<const char*, std::vector<Action>*>{"played_actions", &r.played_actions},
                                              {"best_actions", &r.best_actions}})
                if (const Json* list = json::field(v, name)) {
                    if (!list->is_array()) {
                        *error = "advice answer: a review item's moves that do not read";
                        return std::nullopt;
                    }
                    for (const Json& x : *list) {
                        Action act;
                        if (!read_action(x, &act)) {
                            *error = "advice answer: a review item's moves that do not read";
                            return std::nullopt;
                        }
                        moves->push_back(act);
                    }
                }
            a.review.push_back(r);
        }
        if (const auto n = json::get_int(*j, "reviewed")) a.reviewed = static_cast<int>(*n);
        if (const auto n = json::get_int(*j, "total")) a.total = static_cast<int>(*n);
    }
    return a;
}

AdviceAnswer advise(const AdviceRequest& r) {
    const Clock clock;
    AdviceAnswer a;
    a.kind = r.kind;
    std::string why;
    const auto match = Match::from_record(r.record, &why);
    if (!match) {
        a.error = "the game record was refused: " + why;
        return a;
    }
    const Game& g = match->game();
    Rng rng(mix64(r.seed ^ 0xAD71CEull));
    switch (r.kind) {
        case AdviceKind::Move:
        case AdviceKind::Hint: {
            if (g.is_over()) {
                a.error = "the game is over: there is no decision to make";
                return a;
            }
            if (r.kind == AdviceKind::Hint) {  // the move the level's search rates best, and its figure
                const SearchLimits hint_limits = level_limits(r.level);
                const Analysis an = analyse(g, hint_limits.iterations > 0 ? hint_limits : level_limits(kLevelHard), rng.next());
                a.iterations = an.stats.iterations;
                if (an.player < 0) {
                    a.error = "nobody decides now";
                    return a;
                }
                a.actions.push_back(an.best.first);
                if (an.best.has_then) a.actions.push_back(an.best.then);
                break;
            }
            if (level_limits(r.level).iterations > 0 && !g.is_chance()) {  // a searching level, as choose(), with its count
                SearchStats stats;
                a.actions.push_back(choose_level_search(g, r.level, rng.next(), &stats));
                a.iterations = stats.iterations;
            } else {
                a.actions.push_back(choose(g, r.level, rng));
            }
            break;
        }
        case AdviceKind::Review:
            if (!g.is_over()) {
                a.error = "a review is for a finished game";
                return a;
            }
            if (r.player < 0 || r.player >= g.num_players()) {
                a.error = "a review needs one of the game's players";
                return a;
            }
            review(*match, r.player, r.seed, r.first, r.count, &a);
            break;
    }
    a.ms = clock.ms();
    return a;
}

std::string advise_text(std::string_view request_text) {
    std::string why;
    const auto r = request_from_text(request_text, &why);
    if (!r) {
        AdviceAnswer a;
        a.error = why;
        // Answer in the kind that was asked when it can be read, so the asker files the refusal correctly.
        const auto j = json::parse(request_text);
        AdviceKind k;
        std::string ignored;
        if (read_envelope(j, &k, &ignored)) a.kind = k;
        return to_text(a);
    }
    return to_text(advise(*r));
}

}  // namespace carc::ai
