// The translations' reader (src/ui/core/i18n.cpp): a catalogue compiled by msgfmt from tests/data/i18n/sample_pl.po,
// plural forms, contexts, reordered placeholders, damaged catalogues, and the choice of a language.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "ui/core/i18n.h"

using namespace carc::i18n;

namespace {

std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

class I18n : public ::testing::Test {
protected:
    void TearDown() override { set_language("en", ""); }
};

}  // namespace

TEST_F(I18n, EnglishIsTheSourcesOwnText) {
    EXPECT_STREQ(_("Saved games"), "Saved games");
    EXPECT_STREQ(C_("menu", "Game"), "Game");
    EXPECT_STREQ(P_("%d tile left", "%d tiles left", 1), "%d tile left");
    EXPECT_STREQ(P_("%d tile left", "%d tiles left", 0), "%d tiles left");
    EXPECT_EQ(language(), "en");
}

TEST_F(I18n, ReadsACompiledCatalogue) {
    const std::string mo = read_file(CARC_SAMPLE_MO);
    ASSERT_FALSE(mo.empty()) << CARC_SAMPLE_MO;
    const unsigned before = generation();
    std::string error;
    ASSERT_TRUE(set_language("pl", mo, &error)) << error;
    EXPECT_EQ(language(), "pl");
    EXPECT_GT(generation(), before);
    EXPECT_STREQ(_("Saved games"), "Zapisane gry");
    EXPECT_STREQ(C_("menu", "Game"), "Gra");
    EXPECT_STREQ(_("Game"), "Partia");
    EXPECT_STREQ(_("Not yet translated"), "Not yet translated");
    EXPECT_STREQ(_("Not in the catalogue"), "Not in the catalogue");
    EXPECT_EQ(tr(std::string("Saved games")), "Zapisane gry");
    // Polish: 1 płytka, 2-4 płytki, 5-21 płytek, 22-24 płytki, 25 płytek, 112 płytek.
    auto left = [](unsigned long n) { return fmt(P_("%d tile left", "%d tiles left", n), n); };
    EXPECT_EQ(left(1), "została 1 płytka");
    EXPECT_EQ(left(3), "zostały 3 płytki");
    EXPECT_EQ(left(5), "zostało 5 płytek");
    EXPECT_EQ(left(12), "zostało 12 płytek");
    EXPECT_EQ(left(22), "zostały 22 płytki");
    EXPECT_EQ(left(112), "zostało 112 płytek");
    EXPECT_EQ(fmt(_("%1$s gives %2$d points to %3$s"), "Anna", 7, "Ben"), "Ben dostaje 7 punktów od Anna");
}

TEST_F(I18n, TextsGivenOutStayValidAfterASwitch) {
    ASSERT_TRUE(set_language("pl", read_file(CARC_SAMPLE_MO)));
    const char* kept = _("Saved games");
    ASSERT_TRUE(set_language("en", ""));
    ASSERT_TRUE(set_language("pl", read_file(CARC_SAMPLE_MO)));
    EXPECT_STREQ(kept, "Zapisane gry");
}

TEST_F(I18n, ADamagedCatalogueIsRefusedAndTheLanguageStays) {
    const std::string mo = read_file(CARC_SAMPLE_MO);
    ASSERT_TRUE(set_language("pl", mo));
    std::string error;
    EXPECT_FALSE(set_language("de", "not a catalogue at all, just text", &error));
    EXPECT_NE(error, "");
    EXPECT_FALSE(set_language("de", mo.substr(0, mo.size() / 2), &error));
    EXPECT_NE(error, "");
    std::string bad = mo;
    bad[16] = '\x7f';  // the translations' table far past the end
    EXPECT_FALSE(set_language("de", bad, &error));
    EXPECT_FALSE(set_language("de", "", &error));  // no catalogue for a language other than English
    EXPECT_EQ(language(), "pl");
    EXPECT_STREQ(_("Saved games"), "Zapisane gry");
}

TEST(I18nFormat, PlaceholdersInAnyOrder) {
    EXPECT_EQ(fmt("%s placed a tile", "Anna"), "Anna placed a tile");
    EXPECT_EQ(fmt("%s +%d", std::string("Ben"), 12), "Ben +12");
    EXPECT_EQ(fmt("%2$s, %1$s", "a", "b"), "b, a");
    EXPECT_EQ(fmt("100%% of %d", 3), "100% of 3");
    EXPECT_EQ(fmt("%s and %s", "one"), "one and %s");  // a missing argument leaves its placeholder
    EXPECT_EQ(fmt("50% off, %q", 1), "50% off, %q");     // not a placeholder: kept as written
    EXPECT_EQ(fmt("%", 1), "%");
}

TEST(I18nPlural, TheShippedLanguagesRules) {
    const char* ru = "(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)";
    const int ru_expected[][2] = {{1, 0}, {2, 1}, {4, 1}, {5, 2}, {11, 2}, {12, 2}, {21, 0}, {22, 1}, {25, 2}, {111, 2}, {0, 2}};
    for (const auto& e : ru_expected) EXPECT_EQ(plural_index(ru, unsigned(e[0])), e[1]) << "ru " << e[0];
    const char* cs = "(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2";
    const int cs_expected[][2] = {{1, 0}, {2, 1}, {4, 1}, {5, 2}, {0, 2}, {22, 2}};
    for (const auto& e : cs_expected) EXPECT_EQ(plural_index(cs, unsigned(e[0])), e[1]) << "cs " << e[0];
    EXPECT_EQ(plural_index("n != 1", 1), 0);
    EXPECT_EQ(plural_index("n != 1", 0), 1);
    EXPECT_EQ(plural_index("n > 1", 0), 0);  // French: 0 and 1 are singular
    EXPECT_EQ(plural_index("0", 7), 0);
    EXPECT_EQ(plural_index("n <= 1 ? 0 : 1", 2), 1);
    EXPECT_EQ(plural_index("!(n == 1)", 1), 0);
    EXPECT_EQ(plural_index("n % 0", 3), -1);  // no division by zero
    EXPECT_EQ(plural_index("n ==", 1), -1);
    EXPECT_EQ(plural_index("(n == 1", 1), -1);
    EXPECT_EQ(plural_index("n = 1", 1), -1);
    EXPECT_EQ(plural_index("n ? 1", 1), -1);
    EXPECT_EQ(plural_index(std::string(200, '('), 1), -1);
}

TEST(I18nLanguages, ThePreferredOneThatShips) {
    EXPECT_EQ(pick_language({"de-AT", "en"}), "de");
    EXPECT_EQ(pick_language({"ja", "pt-BR", "en"}), "pt");
    EXPECT_EQ(pick_language({"PL"}), "pl");
    EXPECT_EQ(pick_language({"cs_CZ.UTF-8"}), "cs");
    EXPECT_EQ(pick_language({"ja", "zh-Hant"}), "en");
    EXPECT_EQ(pick_language({}), "en");
    EXPECT_EQ(languages().size(), 10u);
    ASSERT_NE(find_language("ru"), nullptr);
    EXPECT_TRUE(find_language("ru")->cyrillic);
    EXPECT_TRUE(find_language("cs")->latin_ext);
    EXPECT_EQ(find_language("xx"), nullptr);
}
