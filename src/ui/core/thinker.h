// Where the computer's advice (ai/advice.h) is worked out. The Session sends a request and picks the answer up
// in a later frame, so a long search never holds up drawing: in the browser a Web Worker (platform/web), on the
// desktop a thread (platform/native). InlineThinker answers at once (tests; anything without a better place).
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "ai/advice.h"

namespace carc::ui {

class Thinker {
public:
    virtual ~Thinker() = default;
    // Sends a request (ai::to_text(AdviceRequest)); its answer comes back under the same ticket.
    virtual void ask(uint64_t ticket, const std::string& request) = 0;
    // Moves the answers that arrived since the last call into *out (ticket, ai::to_text(AdviceAnswer)).
    virtual void take_answers(std::vector<std::pair<uint64_t, std::string>>* out) = 0;
    // An answer has arrived that take_answers() has not taken yet.
    virtual bool has_answers() const = 0;
    // Nothing asked so far is wanted any more (a new game): drop it, and stop working on it where possible.
    virtual void forget() {}
};

// Answers each request inside ask().
class InlineThinker : public Thinker {
public:
    void ask(uint64_t ticket, const std::string& request) override {
        answers_.emplace_back(ticket, ai::advise_text(request));
    }
    void take_answers(std::vector<std::pair<uint64_t, std::string>>* out) override {
        for (auto& a : answers_) out->push_back(std::move(a));
        answers_.clear();
    }
    bool has_answers() const override { return !answers_.empty(); }
    void forget() override { answers_.clear(); }

private:
    std::vector<std::pair<uint64_t, std::string>> answers_;
};

}  // namespace carc::ui
