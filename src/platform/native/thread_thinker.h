// The desktop's Thinker: advice requests are answered one after another on a thread of their own, so the
// window keeps drawing while the computer searches.
#pragma once

#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>

#include "ui/core/thinker.h"

namespace carc::platform {

class ThreadThinker : public ui::Thinker {
public:
    ThreadThinker();
    ~ThreadThinker() override;  // waits for the request in work (a search ends within its time limit)
    void ask(uint64_t ticket, const std::string& request) override;
    void take_answers(std::vector<std::pair<uint64_t, std::string>>* out) override;
    bool has_answers() const override;
    void forget() override;     // drops the requests not started yet and the answers not taken

private:
    mutable std::mutex mutex_;
    std::condition_variable wake_;
    std::deque<std::pair<uint64_t, std::string>> requests_;
    std::vector<std::pair<uint64_t, std::string>> answers_;
    bool stop_ = false;
    std::thread thread_;
    void run();
};

}  // namespace carc::platform
