// The computer's Web Worker: a second, small wasm module (engine + computer players, no SDL or ImGui), built
// with -sBUILD_AS_WORKER=1. The page posts advice requests (ai/advice.h) through emscripten_call_worker and
// gets the answer back as text, so a search of several seconds never holds up the page's frames.
#include <emscripten.h>

#include <string>
#include <string_view>

#include "ai/advice.h"

extern "C" EMSCRIPTEN_KEEPALIVE void carc_ai_answer(char* data, int size) {
    const std::string_view request = data && size > 0 ? std::string_view(data, static_cast<size_t>(size)) : std::string_view();
    std::string answer = carc::ai::advise_text(request);
    emscripten_worker_respond(answer.data(), static_cast<int>(answer.size()));
}
