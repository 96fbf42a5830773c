#include "ui/core/sound.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "ui/core/board_geom.h"
#include "ui/core/session.h"

namespace carc::ui {

const char* cue_name(Cue c) {
    static const char* const names[kCueKinds] = {"draw", "place", "follower", "score", "farm",
                                                 "final", "pig", "wheel", "turn", "end"};
    const int i = int(c);
    return i >= 0 && i < kCueKinds ? names[i] : "?";
}

// --- Which cues --------------------------------------------------------------------------------------------------

void CueWatcher::reset(const Session& s) {
    generation_ = s.generation();
    actions_ = s.match().history().size();
    events_ = s.game().events().size();
    over_ = s.game_over();
    mover_ = s.deciding_player();
}

std::vector<CueAt> CueWatcher::watch(const Session& s, double now, bool reduced) {
    std::vector<CueAt> out;
    if (!s.active()) {
        generation_ = -1;
        return out;
    }
    const std::vector<Action>& history = s.match().history();
    const std::vector<ScoreEvent>& events = s.game().events();
    // A new game, a load, a take-back or a replay's step: nothing is played, what is there is seen.
    if (s.generation() != generation_ || s.replaying() || history.size() < actions_ || events.size() < events_) {
        reset(s);
        return out;
    }
    const auto& expansions = expansion_cues();
    for (size_t i = actions_; i < history.size(); ++i) {
        const Action& a = history[i];
        Cue cue = Cue::Draw;
        bool plays = true;
        switch (a.kind) {
            case ActionKind::Draw: cue = Cue::Draw; break;
            case ActionKind::Place: cue = Cue::Place; break;
            case ActionKind::Deploy: cue = Cue::Follower; break;
            case ActionKind::Pass: plays = false; break;
            default:
                plays = false;
                for (const ExpansionCues* x : expansions)
                    if (!plays && x->action) plays = x->action(a, &cue);
        }
        if (plays) out.push_back({cue, 0, now});
    }
    actions_ = history.size();

    // The score events: the base game's lit at once (the final ones one after another, as the board shows them),
    // an expansion's as it shows them.
    auto is_expansions = [&](const ScoreEvent& e) {
        for (const ExpansionCues* x : expansions)
            if (x->event && x->event(e, now, false, reduced, nullptr, nullptr)) return x;
        return static_cast<const ExpansionCues*>(nullptr);
    };
    std::vector<const ScoreEvent*> base;
    std::vector<bool> finals;
    std::vector<const ExpansionCues*> owners;  // each new event's expansion (null: the base game's)
    for (size_t i = events_; i < events.size(); ++i) {
        owners.push_back(is_expansions(events[i]));
        if (!owners.back() && events[i].kind != EventKind::Discard) {
            base.push_back(&events[i]);
            finals.push_back(events[i].final);
        }
    }
    const std::vector<double> starts = stagger_starts(finals, now, finals_until_, kFinalScoreGap);
    for (size_t k = 0; k < base.size(); ++k) {
        const ScoreEvent& e = *base[k];
        int points = 0;
        for (int16_t p : e.points) points = std::max(points, int(p));
        const Cue cue = !e.final ? Cue::Score : e.kind == EventKind::Farm ? Cue::Farm : Cue::FinalScore;
        out.push_back({cue, points, starts[k]});
        finals_until_ = std::max(finals_until_, starts[k] + kFinalScoreGap);
    }
    for (size_t i = events_; i < events.size(); ++i)
        if (const ExpansionCues* x = owners[i - events_])
            x->event(events[i], now, !base.empty(), reduced, &out, &expansion_until_);
    events_ = events.size();

    // A person at this screen is to play after another seat played; the end after the last final score.
    const int mover = s.deciding_player();
    if (!s.game_over() && s.human_to_move() && mover != mover_ && mover_ >= 0)
        out.push_back({Cue::YourTurn, 0, std::max(now + 0.4, expansion_until_)});
    mover_ = mover;
    if (s.game_over() && !over_) out.push_back({Cue::GameEnd, 0, std::max(now, finals_until_) + 0.2});
    over_ = s.game_over();
    std::stable_sort(out.begin(), out.end(), [](const CueAt& a, const CueAt& b) { return a.at < b.at; });
    return out;
}

// --- The sounds ---------------------------------------------------------------------------------------------------

namespace {

constexpr double kTau = 6.283185307179586;

double midi(double note) { return 440.0 * std::pow(2.0, (note - 69.0) / 12.0); }

enum class Wave { Sine, Triangle, Bell, Reed };

// Writes tones and noise into a buffer that grows as needed.
struct Synth {
    int rate;
    std::vector<float> buf;
    uint32_t seed = 0x2545F491u;

    float& at(size_t i) {
        if (i >= buf.size()) buf.resize(i + 1, 0.0f);
        return buf[i];
    }
    // A tone from t0 for dur seconds, its pitch gliding from f0 to f1; it rises over `attack` seconds, then dies
    // away at `decay` (1/s), and fades out over its last 6 ms (no click).
    void tone(double t0, double dur, double f0, double f1, double amp, Wave w, double attack = 0.004, double decay = 8) {
        const size_t start = size_t(t0 * rate), n = size_t(dur * rate);
        double phase = 0;
        for (size_t i = 0; i < n; ++i) {
            const double t = double(i) / rate, u = double(i) / double(n);
            const double f = f0 + (f1 - f0) * u;
            phase += kTau * f / rate;
            double v = 0;
            switch (w) {
                case Wave::Sine: v = std::sin(phase); break;
                case Wave::Triangle: v = 2.0 / 3.14159265 * std::asin(std::sin(phase)); break;
                case Wave::Bell: v = std::sin(phase) + 0.3 * std::sin(2 * phase) * std::exp(-t * 12) + 0.12 * std::sin(3.01 * phase); break;
                case Wave::Reed: v = std::sin(phase) + 0.33 * std::sin(3 * phase) + 0.2 * std::sin(5 * phase); break;
            }
            double env = (t < attack ? t / attack : 1.0) * std::exp(-std::max(0.0, t - attack) * decay);
            const double tail = (dur - t) / 0.006;
            if (tail < 1) env *= std::max(0.0, tail);
            at(start + i) += float(amp * env * v);
        }
    }
    // Noise from t0 for dur seconds through a one-pole low-pass (`bright` 0..1), dying away at `decay` (1/s).
    void noise(double t0, double dur, double amp, double bright, double decay, double attack = 0.002) {
        const size_t start = size_t(t0 * rate), n = size_t(dur * rate);
        double low = 0;
        for (size_t i = 0; i < n; ++i) {
            seed = seed * 1664525u + 1013904223u;
            const double white = double(seed >> 8) / double(1u << 24) * 2 - 1;
            low += bright * (white - low);
            const double t = double(i) / rate;
            double env = (t < attack ? t / attack : 1.0) * std::exp(-std::max(0.0, t - attack) * decay);
            const double tail = (dur - t) / 0.006;
            if (tail < 1) env *= std::max(0.0, tail);
            at(start + i) += float(amp * env * low);
        }
    }
    void note(double t0, double dur, double m, double amp, Wave w, double decay = 8) {
        tone(t0, dur, midi(m), midi(m), amp, w, 0.004, decay);
    }
};

}  // namespace

std::vector<float> render_cue(Cue c, int value, int rate) {
    Synth s{std::max(rate, 8000), {}};
    const int v = std::max(0, value);
    switch (c) {
        case Cue::Draw:  // a card slid from the stack
            s.noise(0, 0.09, 0.5, 0.35, 30, 0.02);
            s.tone(0.01, 0.06, 900, 1500, 0.04, Wave::Sine, 0.01, 30);
            break;
        case Cue::Place:  // a wooden tile set down
            s.tone(0, 0.16, 190, 95, 0.6, Wave::Sine, 0.002, 22);
            s.noise(0, 0.03, 0.45, 0.5, 120);
            break;
        case Cue::Follower:  // a figure popped onto its spot
            s.note(0, 0.1, 74, 0.28, Wave::Triangle, 20);
            s.note(0.06, 0.16, 81, 0.3, Wave::Triangle, 16);
            break;
        case Cue::Score: {  // a rising run: more and higher notes for more points
            static const int steps[] = {0, 2, 4, 7, 9, 12, 14, 16};
            const int notes = std::clamp(2 + v / 4, 2, 8);
            const double base = 72 + std::min(v, 24) / 6.0;
            for (int k = 0; k < notes; ++k)
                s.note(0.07 * k, k + 1 == notes ? 0.6 : 0.3, base + steps[k], 0.22, Wave::Bell, k + 1 == notes ? 5 : 9);
            break;
        }
        case Cue::Farm: {  // a low, warm chord, longer for more points
            const double dur = 0.55 + std::min(v, 30) / 50.0;
            for (const double m : {48.0, 55.0, 60.0, 64.0}) s.tone(0, dur, midi(m), midi(m), 0.14, Wave::Triangle, 0.06, 3);
            break;
        }
        case Cue::FinalScore: {  // two (or three) reed notes
            s.note(0, 0.22, 60, 0.16, Wave::Reed, 7);
            s.note(0.11, v >= 10 ? 0.22 : 0.4, 67, 0.16, Wave::Reed, 6);
            if (v >= 10) s.note(0.22, 0.4, 72, 0.16, Wave::Reed, 5);
            break;
        }
        case Cue::PigStep:  // a trotter on the wheel
            s.tone(0, 0.08, 150, 90, 0.4, Wave::Sine, 0.002, 30);
            s.noise(0, 0.03, 0.2, 0.2, 80);
            break;
        case Cue::WheelEvent:
            switch (EventKind(v)) {
                case EventKind::Tax:  // coins
                    s.note(0, 0.25, 88, 0.18, Wave::Bell, 14);
                    s.note(0.09, 0.35, 91, 0.18, Wave::Bell, 10);
                    s.note(0.18, 0.4, 88, 0.14, Wave::Bell, 10);
                    break;
                case EventKind::Famine:  // falling, minor
                    for (int k = 0; k < 3; ++k) s.note(0.16 * k, 0.4, std::array{64, 60, 57}[size_t(k)], 0.2, Wave::Triangle, 5);
                    break;
                case EventKind::Storm:  // wind rising and falling
                    s.noise(0, 0.8, 0.7, 0.08, 3, 0.3);
                    s.tone(0, 0.8, 70, 55, 0.12, Wave::Sine, 0.3, 3);
                    break;
                case EventKind::Inquisition:  // two low, close notes
                    s.note(0, 0.32, 45, 0.22, Wave::Reed, 5);
                    s.note(0.2, 0.45, 46, 0.22, Wave::Reed, 4);
                    break;
                case EventKind::Plague:  // a tritone, held
                    s.tone(0, 0.7, midi(52), midi(52), 0.18, Wave::Triangle, 0.05, 3);
                    s.tone(0, 0.7, midi(58), midi(58), 0.18, Wave::Triangle, 0.05, 3);
                    break;
                case EventKind::Crown:  // a fanfare
                    for (int k = 0; k < 3; ++k) s.note(0.1 * k, k == 2 ? 0.5 : 0.16, std::array{67, 72, 76}[size_t(k)], 0.15, Wave::Reed, 5);
                    break;
                default:  // Fortune: a bright run up
                    for (int k = 0; k < 4; ++k) s.note(0.06 * k, 0.35, std::array{72, 76, 79, 84}[size_t(k)], 0.18, Wave::Bell, 8);
            }
            break;
        case Cue::YourTurn:  // a gentle two-note chime
            s.note(0, 0.5, 76, 0.26, Wave::Bell, 6);
            s.note(0.13, 0.7, 81, 0.26, Wave::Bell, 5);
            break;
        case Cue::GameEnd:  // a closing cadence
            for (int k = 0; k < 4; ++k)
                s.note(0.16 * k, k == 3 ? 1.1 : 0.4, std::array{60, 64, 67, 72}[size_t(k)], 0.2, k == 3 ? Wave::Bell : Wave::Triangle, k == 3 ? 3 : 6);
            s.tone(0.48, 1.1, midi(48), midi(48), 0.12, Wave::Triangle, 0.02, 3);
            break;
    }
    // Each cue peaks at 0.8, so that a few at once stay under the limiter.
    float peak = 0;
    for (float x : s.buf) peak = std::max(peak, std::fabs(x));
    if (peak > 0.8f)
        for (float& x : s.buf) x *= 0.8f / peak;
    return s.buf;
}

// --- The mixer ----------------------------------------------------------------------------------------------------

void Mixer::play(Cue c, int value, double delay) {
    // The cues whose sound depends on the value are kept per value (points over 40 sound as 40).
    const bool valued = c == Cue::Score || c == Cue::Farm || c == Cue::FinalScore || c == Cue::WheelEvent;
    const int v = valued ? std::clamp(value, 0, 40) : 0;
    const uint32_t key = uint32_t(c) << 8 | uint32_t(v);
    std::shared_ptr<const std::vector<float>> samples;
    for (const auto& [k, s] : cache_)
        if (k == key) samples = s;
    if (!samples) {
        samples = std::make_shared<const std::vector<float>>(render_cue(c, v, rate_));
        cache_.emplace_back(key, samples);
    }
    if (voices_.size() >= 16) voices_.erase(voices_.begin());  // never a pile-up
    voices_.push_back({samples, int64_t(std::max(0.0, delay) * rate_), 0, c});
}

void Mixer::mix(float* out, int frames, float volume) {
    for (Voice& v : voices_) {
        int i = 0;
        if (v.wait >= frames) {
            v.wait -= frames;
            continue;
        }
        i = int(v.wait);
        v.wait = 0;
        if (v.pos == 0 && i < frames) ++started_[size_t(v.cue)];
        for (; i < frames && v.pos < v.samples->size(); ++i) out[i] += (*v.samples)[v.pos++] * volume;
    }
    voices_.erase(std::remove_if(voices_.begin(), voices_.end(),
                                 [](const Voice& v) { return v.wait == 0 && v.pos >= v.samples->size(); }),
                  voices_.end());
    // A soft limit above 0.8: cues that meet stay clean.
    for (int i = 0; i < frames; ++i) {
        const float a = std::fabs(out[i]);
        if (a > 0.8f) out[i] = std::copysign(0.8f + 0.2f * std::tanh((a - 0.8f) / 0.2f), out[i]);
    }
}

}  // namespace carc::ui
