// WorkerThinker: emscripten's worker calls (web-platform.md 5); no threads, no SharedArrayBuffer.
#include "platform/web/worker_thinker.h"

#include <emscripten.h>

#include <cstdint>

namespace carc::platform {
namespace {

WorkerThinker* g_thinker = nullptr;  // the answers' callback finds its thinker here (one per page)

// The probe counters for browser tests and measurements: requests posted to the worker, answers received,
// workers started, and the number of the newest worker that has answered (`loaded` == `started`: its script
// and wasm are in, so closing or reloading the page cuts no download short).
EM_JS(void, carc_count_worker, (int asked, int answered), {
    window['carcWorker'] = window['carcWorker'] || {'asked': 0, 'answered': 0, 'started': 0, 'loaded': 0};
    window['carcWorker']['asked'] += asked;
    window['carcWorker']['answered'] += answered;
    if (answered) window['carcWorker']['loaded'] = window['carcWorker']['started'];
});
EM_JS(void, carc_count_worker_start, (), {
    window['carcWorker'] = window['carcWorker'] || {'asked': 0, 'answered': 0, 'started': 0, 'loaded': 0};
    window['carcWorker']['started'] += 1;
});

}  // namespace

void WorkerThinker::ask(uint64_t ticket, const std::string& request) {
    g_thinker = this;
    if (worker_ < 0) {
        worker_ = emscripten_create_worker(script_);
        carc_count_worker_start();
    }
    ++awaited_;
    carc_count_worker(1, 0);
    // The ticket travels as the callback's argument (tickets count up from 1: they fit a pointer for years).
    emscripten_call_worker(worker_, "carc_ai_answer", const_cast<char*>(request.data()), static_cast<int>(request.size()),
                           on_answer, reinterpret_cast<void*>(static_cast<uintptr_t>(ticket)));
}

void WorkerThinker::on_answer(char* data, int size, void* arg) {
    if (!g_thinker) return;
    --g_thinker->awaited_;
    carc_count_worker(0, 1);
    const auto ticket = static_cast<uint64_t>(reinterpret_cast<uintptr_t>(arg));
    g_thinker->answers_.emplace_back(ticket, data && size > 0 ? std::string(data, static_cast<size_t>(size)) : std::string());
}

void WorkerThinker::take_answers(std::vector<std::pair<uint64_t, std::string>>* out) {
    for (auto& a : answers_) out->push_back(std::move(a));
    answers_.clear();
}

void WorkerThinker::forget() {
    answers_.clear();
    if (worker_ >= 0 && awaited_ > 0) {  // still busy with the old game: stop it rather than wait for it
        emscripten_destroy_worker(worker_);
        worker_ = -1;
        awaited_ = 0;
    }
}

}  // namespace carc::platform
