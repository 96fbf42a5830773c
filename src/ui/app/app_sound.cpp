// The game's sounds through SDL's audio: the device is opened when the player turns sound on (in the browser an
// AudioContext, resumed by the page on the next tap or key), paused while the window is hidden, and fed by the
// mixer from its callback (the desktop: SDL's audio thread; the browser: the page's audio processing).
#include <cstdio>

#include "engine/json_util.h"
#include "ui/app/app_internal.h"

namespace carc::ui::app {

void GameSound::callback(void* user, Uint8* stream, int len) {
    auto* self = static_cast<GameSound*>(user);
    auto* out = reinterpret_cast<float*>(stream);
    const int frames = len / int(sizeof(float));
    for (int i = 0; i < frames; ++i) out[i] = 0;
    self->mixer.mix(out, frames, self->volume);
}

void GameSound::open() {
    if (SDL_WasInit(SDL_INIT_AUDIO) == 0 && SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        std::fprintf(stderr, "carcassonne: no sound: %s\n", SDL_GetError());
        failed = true;
        return;
    }
    SDL_AudioSpec want{}, have{};
    want.freq = 44100;
    want.format = AUDIO_F32SYS;
    want.channels = 1;
    // About 46 ms a buffer: cues start within a frame or two, and a busy frame of the page's does not starve it.
    want.samples = 2048;
    want.callback = &GameSound::callback;
    want.userdata = this;
    device = SDL_OpenAudioDevice(nullptr, 0, &want, &have, SDL_AUDIO_ALLOW_FREQUENCY_CHANGE);
    if (device == 0) {
        std::fprintf(stderr, "carcassonne: no sound: %s\n", SDL_GetError());
        failed = true;
        return;
    }
    mixer = Mixer(have.freq);
    SDL_PauseAudioDevice(device, hidden ? 1 : 0);
}

void GameSound::close() {
    if (device == 0) return;
    SDL_CloseAudioDevice(device);
    device = 0;
    mixer.clear();
}

void GameSound::window_event(Uint8 event) {
    const bool was = hidden;
    if (event == SDL_WINDOWEVENT_HIDDEN || event == SDL_WINDOWEVENT_MINIMIZED) hidden = true;
    if (event == SDL_WINDOWEVENT_SHOWN || event == SDL_WINDOWEVENT_RESTORED) hidden = false;
    if (device == 0 || was == hidden) return;
    SDL_LockAudioDevice(device);
    mixer.clear();  // what happened while hidden is not played on return
    SDL_UnlockAudioDevice(device);
    SDL_PauseAudioDevice(device, hidden ? 1 : 0);
}

void GameSound::frame(AppCore& core) {
    const double now = core.now();
    const std::vector<CueAt> cues = watcher.watch(core.session, now, core.settings.reduced_motion);
    if (!core.settings.sound) {
        close();
        failed = false;  // turned on again: try again
        return;
    }
    if (device == 0 && !failed) open();
    if (device == 0) return;
    SDL_LockAudioDevice(device);
    volume = std::clamp(core.settings.volume, 0.0f, 1.0f);
    if (!hidden)
        for (const CueAt& c : cues) {
            mixer.play(c.cue, c.value, c.at - now);
            ++queued[size_t(c.cue)];
        }
    SDL_UnlockAudioDevice(device);
}

std::string GameSound::probe_json(const AppCore& core) const {
    json::Json q = json::Json::object(), s = json::Json::object();
    std::vector<int> started(kCueKinds, 0);
    if (device != 0) {
        SDL_LockAudioDevice(device);
        started = mixer.started();
        SDL_UnlockAudioDevice(device);
    }
    for (int k = 0; k < kCueKinds; ++k) {
        q[cue_name(Cue(k))] = queued[size_t(k)];
        s[cue_name(Cue(k))] = started[size_t(k)];
    }
    const json::Json j = {{"on", core.settings.sound}, {"volume", core.settings.volume}, {"open", device != 0},
                          {"hidden", hidden}, {"queued", q}, {"started", s}};
    return j.dump();
}

}  // namespace carc::ui::app
