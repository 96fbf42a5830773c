// The browser's Thinker: advice requests go to the computer's Web Worker (carcassonne-ai.js, ai_worker.cpp)
// and the answers come back between frames, on the main thread.
#pragma once

#include "ui/core/thinker.h"

namespace carc::platform {

class WorkerThinker : public ui::Thinker {
public:
    explicit WorkerThinker(const char* script) : script_(script) {}
    void ask(uint64_t ticket, const std::string& request) override;
    void take_answers(std::vector<std::pair<uint64_t, std::string>>* out) override;
    bool has_answers() const override { return !answers_.empty(); }
    // Stops the worker (a long search for a game that is gone); a new one starts with the next request.
    void forget() override;

private:
    const char* script_;
    int worker_ = -1;
    int awaited_ = 0;
    std::vector<std::pair<uint64_t, std::string>> answers_;
    static void on_answer(char* data, int size, void* arg);
};

}  // namespace carc::platform
