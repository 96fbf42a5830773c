// The .mo reader, the Plural-Forms evaluator and the formatting behind i18n.h.
#include "ui/core/i18n.h"

#include <cctype>
#include <cstdint>
#include <cstring>
#include <map>
#include <memory>
#include <unordered_map>

namespace carc::i18n {

namespace {

// One compiled catalogue: its bytes, and for each msgid (with its context, "ctx\4id") the translations.
struct Catalog {
    std::string bytes;
    std::string plural = "n != 1";  // the header's plural= expression
    int nplurals = 2;
    std::unordered_map<std::string_view, std::string_view> text;  // msgid -> msgstr (plural forms \0-separated)
};

struct State {
    std::string code = "en";
    const Catalog* current = nullptr;
    // Every catalogue ever installed stays: texts returned earlier stay valid after a switch.
    std::map<std::string, std::unique_ptr<Catalog>> kept;
    unsigned generation = 0;
};
State& state() {
    static State s;
    return s;
}

uint32_t read32(const std::string& b, size_t at, bool swap) {
    uint32_t v = 0;
    std::memcpy(&v, b.data() + at, 4);
    if (swap) v = (v >> 24) | ((v >> 8) & 0xff00) | ((v << 8) & 0xff0000) | (v << 24);
    return v;
}

// Reads "nplurals=3; plural=(n==1 ? 0 : ...);" from the catalogue's header entry.
void read_plural_forms(std::string_view header, Catalog& c) {
    const size_t at = header.find("Plural-Forms:");
    if (at == std::string_view::npos) return;
    std::string_view line = header.substr(at);
    line = line.substr(0, line.find('\n'));
    const size_t np = line.find("nplurals=");
    const size_t pl = line.find("plural=", np == std::string_view::npos ? 0 : np + 9);
    if (np == std::string_view::npos || pl == std::string_view::npos) return;
    c.nplurals = std::atoi(std::string(line.substr(np + 9)).c_str());
    std::string_view expr = line.substr(pl + 7);
    expr = expr.substr(0, expr.find(';'));
    c.plural = std::string(expr);
}

bool parse_mo(Catalog& c, std::string* error) {
    const std::string& b = c.bytes;
    auto fail = [&](const char* why) {
        if (error) *error = why;
        return false;
    };
    if (b.size() < 28) return fail("the catalogue is too short to be a .mo file");
    const uint32_t magic = read32(b, 0, false);
    const bool swap = magic == 0xde120495u;
    if (magic != 0x950412deu && !swap) return fail("the catalogue is not a .mo file");
    const uint32_t n = read32(b, 8, swap), orig = read32(b, 12, swap), trans = read32(b, 16, swap);
    if (orig > b.size() || trans > b.size() || uint64_t(n) * 8 > b.size() - orig || uint64_t(n) * 8 > b.size() - trans)
        return fail("the catalogue's tables run past its end");
    auto str = [&](uint32_t table, uint32_t i, std::string_view& out) {
        const uint32_t len = read32(b, table + 8 * i, swap), off = read32(b, table + 8 * i + 4, swap);
        if (off > b.size() || len >= b.size() - off) return false;  // each string is followed by a \0
        out = std::string_view(b.data() + off, len);
        return true;
    };
    c.text.reserve(n);
    for (uint32_t i = 0; i < n; ++i) {
        std::string_view id, str_;
        if (!str(orig, i, id) || !str(trans, i, str_)) return fail("a string of the catalogue runs past its end");
        if (id.empty()) {
            read_plural_forms(str_, c);
            continue;
        }
        id = id.substr(0, id.find('\0'));  // a plural entry's key is its singular
        if (!str_.empty()) c.text.emplace(id, str_);
    }
    if (c.nplurals < 1 || c.nplurals > 6 || plural_index(c.plural, 1) < 0)
        return fail("the catalogue's Plural-Forms do not parse");
    return true;
}

const char* lookup(std::string_view key, const char* fallback) {
    const Catalog* c = state().current;
    if (!c) return fallback;
    auto it = c->text.find(key);
    if (it == c->text.end()) return fallback;
    return it->second.data();  // the first (or only) form, \0-terminated in the catalogue's bytes
}

// A Plural-Forms expression: C's operators on unsigned n (?:, ||, &&, comparisons, + - * / %, !, parentheses).
class PluralParser {
public:
    PluralParser(std::string_view s, unsigned long n) : s_(s), n_(n) {}
    bool run(unsigned long& out) {
        out = ternary();
        skip();
        return ok_ && pos_ == s_.size();
    }

private:
    std::string_view s_;
    size_t pos_ = 0;
    unsigned long n_;
    bool ok_ = true;
    int depth_ = 0;

    void skip() {
        while (pos_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[pos_]))) ++pos_;
    }
    bool eat(std::string_view op) {
        skip();
        if (s_.substr(pos_, op.size()) != op) return false;
        // "<" must not take the first half of "<=", "=" of "==" is never alone, "|" and "&" only doubled.
        if (op.size() == 1 && pos_ + 1 < s_.size() && s_[pos_ + 1] == '=' && (op == "<" || op == ">" || op == "!"))
            return false;
        pos_ += op.size();
        return true;
    }
    unsigned long ternary() {
        if (++depth_ > 64) ok_ = false;
        const unsigned long c = logic_or();
        if (eat("?")) {
            const unsigned long a = ternary();
            if (!eat(":")) ok_ = false;
            const unsigned long b = ternary();
            --depth_;
            return c ? a : b;
        }
        --depth_;
        return c;
    }
    unsigned long logic_or() {
        unsigned long v = logic_and();
        while (eat("||")) {
            const unsigned long r = logic_and();
            v = v || r;
        }
        return v;
    }
    unsigned long logic_and() {
        unsigned long v = equality();
        while (eat("&&")) {
            const unsigned long r = equality();
            v = v && r;
        }
        return v;
    }
    unsigned long equality() {
        unsigned long v = relation();
        for (;;) {
            if (eat("==")) v = v == relation();
            else if (eat("!=")) v = v != relation();
            else return v;
        }
    }
    unsigned long relation() {
        unsigned long v = additive();
        for (;;) {
            if (eat("<=")) v = v <= additive();
            else if (eat(">=")) v = v >= additive();
            else if (eat("<")) v = v < additive();
            else if (eat(">")) v = v > additive();
            else return v;
        }
    }
    unsigned long additive() {
        unsigned long v = term();
        for (;;) {
            if (eat("+")) v += term();
            else if (eat("-")) v -= term();
            else return v;
        }
    }
    unsigned long term() {
        unsigned long v = unary();
        for (;;) {
            const bool mul = eat("*"), div = !mul && eat("/"), mod = !mul && !div && eat("%");
            if (!mul && !div && !mod) return v;
            const unsigned long r = unary();
            if (mul) v *= r;
            else if (r == 0) ok_ = false;
            else v = div ? v / r : v % r;
        }
    }
    unsigned long unary() {
        if (eat("!")) return !unary();
        skip();
        if (eat("(")) {
            const unsigned long v = ternary();
            if (!eat(")")) ok_ = false;
            return v;
        }
        if (pos_ < s_.size() && s_[pos_] == 'n') {
            ++pos_;
            return n_;
        }
        if (pos_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[pos_]))) {
            unsigned long v = 0;
            while (pos_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[pos_]))) v = v * 10 + (s_[pos_++] - '0');
            return v;
        }
        ok_ = false;
        return 0;
    }
};

}  // namespace

const std::vector<Language>& languages() {
    static const std::vector<Language> all = {
        {"en", "English", false, false},   {"de", "Deutsch", false, false},   {"fr", "Français", false, false},
        {"es", "Español", false, false},   {"it", "Italiano", false, false},  {"nl", "Nederlands", false, false},
        {"pl", "Polski", true, false},     {"cs", "Čeština", true, false},    {"pt", "Português", false, false},
        {"ru", "Русский", false, true},
    };
    return all;
}

const Language* find_language(std::string_view code) {
    for (const Language& l : languages())
        if (code == l.code) return &l;
    return nullptr;
}

std::string pick_language(const std::vector<std::string>& preferred) {
    for (const std::string& p : preferred) {
        std::string base;
        for (char ch : p) {
            if (ch == '-' || ch == '_' || ch == '.' || ch == '@') break;
            base += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
        }
        if (find_language(base)) return base;
    }
    return "en";
}

bool set_language(const std::string& code, const std::string& mo, std::string* error) {
    State& s = state();
    if (code == "en" || mo.empty()) {
        if (code != "en" && error) *error = "no catalogue for " + code;
        if (code != "en") return false;
        s.code = "en";
        s.current = nullptr;
        ++s.generation;
        return true;
    }
    auto c = std::make_unique<Catalog>();
    c->bytes = mo;
    if (!parse_mo(*c, error)) return false;
    s.code = code;
    s.current = c.get();
    s.kept[code + "\n" + std::to_string(s.kept.size())] = std::move(c);
    ++s.generation;
    return true;
}

const std::string& language() { return state().code; }
unsigned generation() { return state().generation; }

const char* tr(const char* msgid) { return msgid && *msgid ? lookup(msgid, msgid) : msgid; }

std::string tr(const std::string& msgid) { return msgid.empty() ? msgid : std::string(lookup(msgid, msgid.c_str())); }

const char* trc(const char* context, const char* msgid) {
    if (!state().current) return msgid;
    std::string key = std::string(context) + '\4' + msgid;
    return lookup(key, msgid);
}

const char* trn(const char* singular, const char* plural, unsigned long n) {
    const Catalog* c = state().current;
    const char* english = n == 1 ? singular : plural;
    if (!c) return english;
    auto it = c->text.find(singular);
    if (it == c->text.end()) return english;
    int k = plural_index(c->plural, n);
    if (k < 0 || k >= c->nplurals) k = n == 1 ? 0 : 1;
    std::string_view forms = it->second;
    const char* at = forms.data();
    for (int i = 0; i < k; ++i) {
        const size_t len = std::strlen(at);
        if (at + len >= forms.data() + forms.size()) return english;  // fewer forms than the index
        at += len + 1;
    }
    return *at ? at : english;
}

int plural_index(std::string_view expression, unsigned long n) {
    PluralParser p(expression, n);
    unsigned long v = 0;
    if (!p.run(v)) return -1;
    return static_cast<int>(v);
}

std::string format_args(std::string_view f, const Arg* args, size_t n) {
    std::string out;
    out.reserve(f.size() + 16);
    size_t next = 0;
    for (size_t i = 0; i < f.size(); ++i) {
        if (f[i] != '%' || i + 1 >= f.size()) {
            out += f[i];
            continue;
        }
        if (f[i + 1] == '%') {
            out += '%';
            ++i;
            continue;
        }
        // %N$s / %N$d, or %s / %d taking the next argument.
        size_t j = i + 1, index = 0;
        while (j < f.size() && std::isdigit(static_cast<unsigned char>(f[j]))) index = index * 10 + size_t(f[j++] - '0');
        bool positional = false;
        if (j > i + 1) {
            if (j < f.size() && f[j] == '$' && index > 0) {
                positional = true;
                ++j;
            } else {
                out += f[i];
                continue;
            }
        }
        if (j >= f.size() || (f[j] != 's' && f[j] != 'd' && f[j] != 'i' && f[j] != 'u')) {
            out += f[i];
            continue;
        }
        const size_t k = positional ? index - 1 : next++;
        if (k >= n) out.append(f.substr(i, j + 1 - i));
        else if (args[k].is_number) out += std::to_string(args[k].number);
        else out += args[k].text;
        i = j;
    }
    return out;
}

}  // namespace carc::i18n
