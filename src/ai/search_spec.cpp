// The arena's search specs: "iter:N,gn:4,..." read into SearchLimits and SearchConfig (parse_search_spec).
#include "ai/search_spec.h"

#include <string>

#include "ai/expansion_hooks.h"
#include "ai/search.h"

namespace carc::ai {
namespace {

// A key of an expansion's (expansion_hooks.h spec_item): true when one of them knows it, with *ok.
bool expansion_item(std::string_view key, std::string_view v, SearchConfig* c, bool* ok) {
    for (int i = 0; i < kNumAiExpansions; ++i) {
        const AiExpansionHooks& h = ai_expansion(i);
        if (h.spec_item && h.spec_item(key, v, c, ok)) return true;
    }
    return false;
}

}  // namespace

bool parse_spec_int(std::string_view v, int lo, int hi, int* out) {
    if (v.empty() || v.size() > 9) return false;
    int x = 0;
    for (char ch : v) {
        if (ch < '0' || ch > '9') return false;
        x = x * 10 + (ch - '0');
    }
    if (x < lo || x > hi) return false;
    *out = x;
    return true;
}

bool parse_spec_decimal(std::string_view v, double lo, double hi, double* out) {
    const bool minus = !v.empty() && v[0] == '-';
    if (minus && lo >= 0) return false;  // not even "-0" where the range has no negative numbers
    if (minus) v.remove_prefix(1);
    if (v.empty() || v.size() > 12) return false;
    double x = 0, scale = 0;
    for (char ch : v) {
        if (ch == '.') {
            if (scale != 0) return false;
            scale = 1;
            continue;
        }
        if (ch < '0' || ch > '9') return false;
        if (scale != 0) {
            scale /= 10;
            x += (ch - '0') * scale;
        } else {
            x = x * 10 + (ch - '0');
        }
    }
    if (minus) x = -x;
    if (v == "." || x < lo || x > hi) return false;
    *out = x;
    return true;
}

bool parse_spec_switch(std::string_view v, std::string_view yes, std::string_view no, bool* out) {
    if (v != yes && v != no) return false;
    *out = v == yes;
    return true;
}

bool parse_search_spec(std::string_view text, SearchLimits* limits, SearchConfig* config, std::string* why) {
    SearchLimits l;
    SearchConfig c;
    bool have_iter = false, ok_all = true;
    std::string_view rest = text;
    while (!rest.empty()) {
        const size_t comma = rest.find(',');
        const std::string_view item = rest.substr(0, comma);
        rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
        if (comma != std::string_view::npos && rest.empty()) break;  // a trailing comma: refused below
        const size_t colon = item.find(':');
        const std::string_view key = item.substr(0, colon), v = colon == std::string_view::npos
                                                                    ? std::string_view()
                                                                    : item.substr(colon + 1);
        bool ok = colon != std::string_view::npos;
        if (!ok) {
        } else if (key == "iter") {
            ok = parse_spec_int(v, 1, 10000000, &l.iterations);
        } else if (key == "time") {
            ok = parse_spec_int(v, 0, 3600000, &l.time_ms);
        } else if (key == "fig") {
            ok = parse_spec_decimal(v, 0.001, 1, &l.follow_share);
        } else if (key == "cut") {
            ok = parse_spec_int(v, 0, 1000, &c.cutoff_turns);
        } else if (key == "ev") {
            // gfit: the fitted evaluation with the weights fitted to the greedy player's self-play
            c.greedy_fit = v == "gfit";
            ok = parse_spec_switch(c.greedy_fit ? "fit" : v, "fit", "greedy", &c.fitted_eval);
        } else if (key == "mix") {
            ok = parse_spec_decimal(v, 0, 1, &c.leaf_mix);
        } else if (key == "rootev") {
            ok = parse_spec_switch(v, "fit", "greedy", &c.fitted_prior);
        } else if (key == "c") {
            ok = parse_spec_decimal(v, 0, 100, &c.explore);
        } else if (key == "margin") {
            ok = parse_spec_decimal(v, 0, 1, &c.margin_weight);
        } else if (key == "scale") {
            ok = parse_spec_decimal(v, 0.001, 10000, &c.margin_scale);
        } else if (key == "prior") {
            ok = parse_spec_switch(v, "on", "off", &c.prior);
        } else if (key == "crn") {
            ok = parse_spec_switch(v, "on", "off", &c.common_draws);
        } else if (key == "pk") {
            ok = parse_spec_int(v, 0, 64, &c.playout_candidates);
        } else if (key == "gn") {
            ok = parse_spec_int(v, 0, 1000, &c.guide_near);
        } else if (key == "go") {
            ok = parse_spec_int(v, 0, 1000, &c.guide_own);
        } else if (key == "fp") {
            ok = parse_spec_switch(v, "on", "off", &c.fast_place);
        } else if (expansion_item(key, v, &c, &ok)) {
        } else if (key == "farm") {
            ok = parse_spec_int(v, 0, 1000, &c.farmer_weight);
        } else if (key == "pass") {
            ok = parse_spec_int(v, 0, 1000, &c.pass_weight);
        } else if (key == "farmend") {
            ok = parse_spec_int(v, -1, 1000, &c.farm_end);
        } else if (key == "farmendw") {
            ok = parse_spec_int(v, 0, 1000, &c.farm_end_weight);
        } else if (key == "open") {
            ok = parse_spec_switch(v, "on", "off", &c.open_figures);
        } else if (key == "tg") {
            ok = parse_spec_switch(v, "on", "off", &c.tree_guided);
        } else if (key == "tw") {
            ok = parse_spec_decimal(v, 0, 1000, &c.tree_widen);
        } else if (key == "td") {
            ok = parse_spec_int(v, 0, 1000, &c.tree_draws);
        } else if (key == "widen") {
            ok = parse_spec_decimal(v, 0, 1000, &c.widen);
        } else if (key == "playout") {
            ok = parse_spec_switch(v, "smart", "random", &c.smart_playouts);
        } else {
            ok = false;
        }
        ok_all = ok;
        if (!ok) break;
        have_iter = have_iter || key == "iter";
    }
    if (!ok_all || !have_iter || (!text.empty() && text.back() == ',')) {
        if (why) {
            // The expansions' keys come after the placement keys, in registry order.
            *why =
                "expected iter:N with optional ,time:MS ,fig:SHARE ,cut:TURNS ,ev:fit|gfit|greedy ,rootev:fit|greedy ,mix:L ,c:X ,margin:W ,scale:S "
                ",playout:random|smart ,prior:on|off ,widen:K ,pk:N ,crn:on|off ,gn:N ,go:N ,fp:on|off";
            for (int i = 0; i < kNumAiExpansions; ++i) *why += ai_expansion(i).spec_help;
            *why +=
                " ,farm:N ,pass:N ,farmend:TILES ,farmendw:N ,open:on|off ,td:K ,tg:on|off ,tw:K; got \"" +
                std::string(text.substr(0, 60)) + "\"";
        }
        return false;
    }
    *limits = l;
    *config = c;
    return true;
}

}  // namespace carc::ai
