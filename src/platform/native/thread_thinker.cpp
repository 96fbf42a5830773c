// ThreadThinker: one thread, a queue of requests in, a list of answers out.
#include "platform/native/thread_thinker.h"

namespace carc::platform {

ThreadThinker::ThreadThinker() : thread_([this] { run(); }) {}

ThreadThinker::~ThreadThinker() {
    {
        std::lock_guard<std::mutex> lock(mutex_);
        stop_ = true;
        requests_.clear();
    }
    wake_.notify_all();
    thread_.join();
}

void ThreadThinker::ask(uint64_t ticket, const std::string& request) {
    {
        std::lock_guard<std::mutex> lock(mutex_);
        requests_.emplace_back(ticket, request);
    }
    wake_.notify_one();
}

void ThreadThinker::take_answers(std::vector<std::pair<uint64_t, std::string>>* out) {
    std::lock_guard<std::mutex> lock(mutex_);
    for (auto& a : answers_) out->push_back(std::move(a));
    answers_.clear();
}

bool ThreadThinker::has_answers() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return !answers_.empty();
}

void ThreadThinker::forget() {
    std::lock_guard<std::mutex> lock(mutex_);
    requests_.clear();
    answers_.clear();
}

void ThreadThinker::run() {
    while (true) {
        std::pair<uint64_t, std::string> request;
        {
            std::unique_lock<std::mutex> lock(mutex_);
            wake_.wait(lock, [this] { return stop_ || !requests_.empty(); });
            if (stop_) return;
            request = std::move(requests_.front());
            requests_.pop_front();
        }
        std::string answer = ai::advise_text(request.second);
        std::lock_guard<std::mutex> lock(mutex_);
        answers_.emplace_back(request.first, std::move(answer));
    }
}

}  // namespace carc::platform
