// The expansions' log texts, listed once.
#include "ui/expansions/log_texts.h"

#include "ui/i18n.h"

namespace carc::ui {

const LogTexts& abbey_mayor_log_texts();
const LogTexts& wheel_log_texts();

std::string LogNames::points(const ScoreEvent& e) const {
    std::string text;
    for (size_t p = 0; p < config->seats.size() && p < e.points.size(); ++p)
        if (e.points[p]) text += (text.empty() ? "" : ", ") + config->seats[p].name + " +" + std::to_string(e.points[p]);
    // TRANSLATORS: a score in the game log where no player has a figure on the feature
    return text.empty() ? std::string(_("nobody scores")) : text;
}

const std::vector<const LogTexts*>& log_texts() {
    static const std::vector<const LogTexts*> all = {&abbey_mayor_log_texts(), &wheel_log_texts()};
    return all;
}

}  // namespace carc::ui
