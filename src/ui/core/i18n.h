// The game's words in the player's language: gettext catalogues (po/<lang>.po, compiled to <lang>.mo by msgfmt)
// read by a small reader of the .mo format, so both targets translate the same way and the language can change
// while a game runs.
//
// In the sources:
//   _("Saved games")                              a text, translated where it is shown
//   C_("menu", "Game")                            the same words meaning something else elsewhere (msgctxt)
//   N_("cloister")                                marked for the catalogue only; translated later by tr(text)
//   fmt(_("%s placed a tile"), name)              placeholders: %s and %d, or %1$s %2$d where a language
//                                                 puts them in another order (translators may reorder)
//   fmt(P_("%d tile left", "%d tiles left", n), n) plural forms as the language has them (Polish: three)
// A comment starting "TRANSLATORS:" just above a text reaches the translators (xgettext --add-comments).
// English is the sources' own text: with no catalogue loaded every call returns its argument.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/mark.h"

namespace carc::i18n {

// One language the game ships: its code (po/<code>.po), its name in its own words, the glyph ranges its texts
// need beyond Latin-1 (ImGui's ImWchar pairs, 0-terminated; empty for the Western European languages).
struct Language {
    const char* code;
    const char* name;
    bool latin_ext;  // Latin Extended-A (Polish, Czech)
    bool cyrillic;   // Russian
};
const std::vector<Language>& languages();
const Language* find_language(std::string_view code);

// The best shipped language for a list of preferred ones ("de-AT", "pl", "en-GB", ...), in order; "en" if none.
std::string pick_language(const std::vector<std::string>& preferred);

// Installs a compiled catalogue (the bytes of a .mo file) for `code`; an empty `mo` (or "en") means English.
// A damaged catalogue is refused with a message in `error`, and the language in use stays.
bool set_language(const std::string& code, const std::string& mo, std::string* error = nullptr);
const std::string& language();  // "en" until another is installed
// Counts catalogue installs, so texts kept across frames (the log) know to be made again.
unsigned generation();

const char* tr(const char* msgid);
const char* trc(const char* context, const char* msgid);
const char* trn(const char* singular, const char* plural, unsigned long n);
std::string tr(const std::string& msgid);

// printf-like formatting of a (translated) text, safe for any argument: %s takes text, %d a number, %% is a
// percent sign; %N$s and %N$d take the Nth argument. A placeholder without its argument is left as it is.
// An argument only points at its text (which lives until the end of the call's full expression): the calls stay
// small in the code, at every one of the many places that format a text.
struct Arg {
    Arg(const char* s) : text(s ? s : "") {}
    Arg(const std::string& s) : text(s) {}
    Arg(std::string_view s) : text(s) {}
    Arg(int v) : number(v), is_number(true) {}
    Arg(long v) : number(v), is_number(true) {}
    Arg(long long v) : number(v), is_number(true) {}
    Arg(unsigned v) : number(static_cast<long long>(v)), is_number(true) {}
    Arg(unsigned long v) : number(static_cast<long long>(v)), is_number(true) {}
    Arg(unsigned long long v) : number(static_cast<long long>(v)), is_number(true) {}
    std::string_view text;
    long long number = 0;
    bool is_number = false;
};
std::string format_args(std::string_view f, const Arg* args, size_t n);
template <typename... A>
std::string fmt(std::string_view f, const A&... args) {
    if constexpr (sizeof...(A) == 0) {
        return format_args(f, nullptr, 0);
    } else {
        const Arg list[] = {Arg(args)...};
        return format_args(f, list, sizeof...(A));
    }
}

// Plural forms: the index a "Plural-Forms" expression gives for n, or -1 if the expression does not parse.
int plural_index(std::string_view expression, unsigned long n);

}  // namespace carc::i18n

#define _(s) ::carc::i18n::tr(s)
#define C_(c, s) ::carc::i18n::trc(c, s)
#define P_(s, p, n) ::carc::i18n::trn(s, p, n)
