// Sound: the cues the game plays at its events, worked out from the session (CueWatcher), the cues' sounds made by
// the game itself (render_cue: tones and noise under envelopes, no sound files), and the mixer an audio device pulls
// them from (Mixer). Pure logic (no SDL): the app opens the device (app_sound.cpp).
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "engine/game.h"

namespace carc::ui {

class Session;

enum class Cue : uint8_t {
    Draw,        // a tile comes out of the bag
    Place,       // a tile is put on the board (also the abbey)
    Follower,    // a figure is deployed (a follower, the mayor, a wagon moving on, a crown)
    Score,       // a feature completed and scored during the game: value = the most points one player got
    Farm,        // a farm scored at the end: value = points
    FinalScore,  // another feature scored at the end: value = points
    PigStep,     // the pig steps onto the next segment of the wheel
    WheelEvent,  // the pig landed: value = the event's EventKind
    YourTurn,    // a person at this screen is to play, after someone else played
    GameEnd,     // the game is over (after its final scores)
};
inline constexpr int kCueKinds = int(Cue::GameEnd) + 1;
const char* cue_name(Cue c);  // "draw", "place", ... (probes and tests)

// A cue and the moment the board shows what it is about (seconds, Session::update's time base).
struct CueAt {
    Cue cue = Cue::Draw;
    int value = 0;
    double at = 0;
};

// An expansion's cues (UiRecord::kCues), for what it adds to the game.
struct ExpansionCues {
    // The cue of one of its own decisions (the abbey: Place); false when `a` is not one, or plays none.
    bool (*action)(const Action& a, Cue* cue) = nullptr;
    // Its own score events. With out == null: whether `e` is one. Otherwise appends the cues of `e`, shown from
    // `now` on (after the base game's scores of the same step when `others`, and after *busy_until, which it moves
    // to when its showing ends); `reduced`: the player asked for reduced motion (walks take no time).
    bool (*event)(const ScoreEvent& e, double now, bool others, bool reduced, std::vector<CueAt>* out,
                  double* busy_until) = nullptr;
};
// Every registered expansion's that has cues, in the order of src/expansions.inc (ui/expansions/records.cpp).
const std::vector<const ExpansionCues*>& expansion_cues();

// Watches one session from frame to frame and says which cues its changes call for.
class CueWatcher {
public:
    // The cues for what happened since the last call, in the order they are shown. A new game, a loaded one, a
    // take-back or a replay's step plays nothing: it only sets what is seen.
    std::vector<CueAt> watch(const Session& s, double now, bool reduced_motion);

private:
    int generation_ = -1;
    size_t actions_ = 0;     // the match's history seen
    size_t events_ = 0;      // the game's score events seen
    bool over_ = false;
    int mover_ = -1;         // the seat that decided last time, -1: none yet
    double finals_until_ = 0;     // when the score highlights shown so far let a final one start (as the board)
    double expansion_until_ = 0;  // when an expansion's showing (the pig's walk) ends
    void reset(const Session& s);
};

// The samples of a cue (mono, -1..1) at `rate` samples a second. `value` as in CueAt.
std::vector<float> render_cue(Cue c, int value, int rate);

// Mixes cues for an audio device: play() queues one to start `delay` seconds from the device's present, mix() fills
// the device's buffer. Not thread-safe: the app locks the device round both.
class Mixer {
public:
    explicit Mixer(int rate = 44100) : rate_(rate) {}
    int rate() const { return rate_; }
    void play(Cue c, int value, double delay);
    // Adds the playing cues into `out` (frames samples, mono), times the volume, and moves on.
    void mix(float* out, int frames, float volume);
    void clear() { voices_.clear(); }
    bool playing() const { return !voices_.empty(); }
    // Cues started so far, by kind (their first sample reached the device).
    const std::vector<int>& started() const { return started_; }

private:
    struct Voice {
        std::shared_ptr<const std::vector<float>> samples;
        int64_t wait = 0;  // samples until it starts
        size_t pos = 0;
        Cue cue = Cue::Draw;
    };
    int rate_;
    std::vector<Voice> voices_;
    std::vector<int> started_ = std::vector<int>(kCueKinds, 0);
    // The rendered cues, kept: value 0 for the kinds that do not depend on it.
    std::vector<std::pair<uint32_t, std::shared_ptr<const std::vector<float>>>> cache_;
};

}  // namespace carc::ui
