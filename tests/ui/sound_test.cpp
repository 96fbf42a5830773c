// Sound (ui/core/sound.h): each cue comes at its event (CueWatcher over whole games, step by step), the cues'
// sounds, and the mixer through a real SDL audio device (SDL's disk driver writes what it plays to a file).
#include "ui/core/sound.h"

#include <SDL.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iterator>

#include "ui/core/board_geom.h"
#include "ui/core/session.h"
#include "ui/expansions/wheel/geom.h"

namespace carc::ui {
namespace {

GameConfig config(bool first_computer, bool second_computer, uint64_t seed) {
    GameConfig c;
    c.seed = seed;
    c.seats = {Seat{"Anna", 0, first_computer, 1}, Seat{"Bert", 1, second_computer, 1}};
    return c;
}

int count(const std::vector<CueAt>& cues, Cue c) {
    return int(std::count_if(cues.begin(), cues.end(), [c](const CueAt& x) { return x.cue == c; }));
}

int most_points(const ScoreEvent& e) {
    int p = 0;
    for (int16_t x : e.points) p = std::max(p, int(x));
    return p;
}

// A whole game of two computers, one decision at a time: after each one, the cues are exactly those of what it did.
TEST(Sound, EachDecisionAndScoreHasItsCue) {
    Session s;
    s.start(config(true, true, 7));
    CueWatcher w;
    EXPECT_TRUE(w.watch(s, 0, false).empty()) << "a new game plays nothing";
    double now = 1;
    int scores = 0, farms = 0, finals = 0, ends = 0;
    while (!s.game_over()) {
        const size_t actions = s.match().history().size(), events = s.game().events().size();
        ASSERT_TRUE(s.step_computer());
        now += 1;
        const std::vector<CueAt> cues = w.watch(s, now, false);
        int draws = 0, places = 0, follows = 0;
        for (size_t i = actions; i < s.match().history().size(); ++i) {
            const ActionKind k = s.match().history()[i].kind;
            draws += k == ActionKind::Draw;
            places += k == ActionKind::Place;
            follows += k == ActionKind::Deploy;
        }
        EXPECT_EQ(count(cues, Cue::Draw), draws);
        EXPECT_EQ(count(cues, Cue::Place), places);
        EXPECT_EQ(count(cues, Cue::Follower), follows);
        EXPECT_EQ(count(cues, Cue::YourTurn), 0) << "nobody plays at this screen";
        // One cue per score event, with the most points one player got; during play at once, at the end one
        // after another, kFinalScoreGap apart, farms with their own cue.
        std::vector<const ScoreEvent*> shown;
        for (size_t i = events; i < s.game().events().size(); ++i)
            if (s.game().events()[i].kind != EventKind::Discard) shown.push_back(&s.game().events()[i]);
        std::vector<CueAt> scored;
        for (const CueAt& c : cues)
            if (c.cue == Cue::Score || c.cue == Cue::Farm || c.cue == Cue::FinalScore) scored.push_back(c);
        ASSERT_EQ(scored.size(), shown.size());
        for (size_t k = 0; k < shown.size(); ++k) {
            const ScoreEvent& e = *shown[k];
            EXPECT_EQ(scored[k].value, most_points(e));
            if (!e.final) {
                EXPECT_EQ(scored[k].cue, Cue::Score);
                EXPECT_DOUBLE_EQ(scored[k].at, now);
                ++scores;
            } else {
                EXPECT_EQ(scored[k].cue, e.kind == EventKind::Farm ? Cue::Farm : Cue::FinalScore);
                if (k > 0 && shown[k - 1]->final) {
                    EXPECT_NEAR(scored[k].at - scored[k - 1].at, kFinalScoreGap, 1e-9);
                }
                farms += e.kind == EventKind::Farm;
                finals += e.kind != EventKind::Farm;
            }
        }
        ends += count(cues, Cue::GameEnd);
        if (s.game_over()) {
            ASSERT_EQ(count(cues, Cue::GameEnd), 1);
            EXPECT_GT(cues.back().at, scored.empty() ? now : scored.back().at) << "the end after the last score";
            EXPECT_EQ(cues.back().cue, Cue::GameEnd);
        }
    }
    EXPECT_GT(scores, 5);
    EXPECT_GT(farms, 0);
    EXPECT_GT(finals, 0);
    EXPECT_EQ(ends, 1);
    EXPECT_TRUE(w.watch(s, now + 1, false).empty()) << "nothing more once it is over";
}

// Two people at one screen: "your turn" each time the turn passes to the other; nothing for a take-back, a load.
TEST(Sound, YourTurnWhenTheTurnPassesToAPerson) {
    Session s;
    s.start(config(false, false, 11));
    CueWatcher w;
    w.watch(s, 0, false);
    for (int turn = 0; turn < 6; ++turn) {
        const int mover = s.deciding_player();
        ASSERT_TRUE(s.submit(s.legal_places().front()));
        std::vector<CueAt> cues = w.watch(s, 1, false);
        ASSERT_EQ(cues.size(), 1u);
        EXPECT_EQ(cues[0].cue, Cue::Place);
        if (turn == 0) {  // a take-back is silent, and so is the same placement again
            ASSERT_TRUE(s.take_back());
            EXPECT_TRUE(w.watch(s, 1.5, false).empty());
            ASSERT_TRUE(s.submit(s.legal_places().front()));
            EXPECT_EQ(count(w.watch(s, 1.6, false), Cue::Place), 1);
        }
        ASSERT_TRUE(s.submit(Action::pass()));
        cues = w.watch(s, 2, false);
        EXPECT_NE(s.deciding_player(), mover);
        EXPECT_EQ(count(cues, Cue::Draw), 1);
        ASSERT_EQ(count(cues, Cue::YourTurn), 1);
        EXPECT_GT(cues.back().at, 2.0) << "after the tile's own sounds";
    }
    const std::string record = s.record();
    Session t;
    std::string error;
    ASSERT_TRUE(t.resume(record, &error)) << error;
    EXPECT_TRUE(w.watch(t, 3, false).empty()) << "a loaded game plays nothing";
}

// The Wheel of Fortune: a step a segment of the pig's walk, as the wheel's layer times it, then the event it lands on.
TEST(Sound, ThePigStepsAndItsEventSounds) {
    GameConfig c = config(true, true, 10);
    c.rules.game = GameKind::WheelOfFortune;
    Session s;
    s.start(c);
    CueWatcher w;
    w.watch(s, 0, false);
    double now = 0;
    int walks = 0, plagues = 0;
    while (!s.game_over()) {
        const size_t events = s.game().events().size();
        ASSERT_TRUE(s.step_computer());
        now += 100;  // each walk is over before the next step
        const std::vector<CueAt> cues = w.watch(s, now, false);
        for (size_t i = events; i < s.game().events().size(); ++i) {
            const ScoreEvent& e = s.game().events()[i];
            if (e.kind < EventKind::Fortune || e.kind > EventKind::Plague || e.kind == EventKind::Crown ||
                e.rule == ScoreRule::PlagueReturn)
                continue;
            ++walks;
            plagues += e.kind == EventKind::Plague;
            const int steps = (e.moved_to - e.moved_from + kWheelSegments) % kWheelSegments;
            std::vector<double> at;
            for (const CueAt& x : cues)
                if (x.cue == Cue::PigStep) at.push_back(x.at);
            ASSERT_EQ(int(at.size()), steps);
            for (size_t k = 1; k < at.size(); ++k) EXPECT_NEAR(at[k] - at[k - 1], kPigStepSeconds, 1e-9);
            const auto ev = std::find_if(cues.begin(), cues.end(), [](const CueAt& x) { return x.cue == Cue::WheelEvent; });
            ASSERT_NE(ev, cues.end());
            EXPECT_EQ(ev->value, int(e.kind));
            EXPECT_GE(ev->at, at.empty() ? now : at.back());
        }
    }
    EXPECT_GT(walks, 10);
    EXPECT_GT(plagues, 0);
}

TEST(Sound, CuesAreShortDistinctAndBelowTheLimit) {
    std::vector<std::vector<float>> all;
    for (int k = 0; k < kCueKinds; ++k) {
        const std::vector<float> v = render_cue(Cue(k), k == int(Cue::WheelEvent) ? int(EventKind::Fortune) : 6, 44100);
        ASSERT_FALSE(v.empty()) << cue_name(Cue(k));
        EXPECT_LE(v.size(), size_t(44100 * 2)) << cue_name(Cue(k)) << " lasts at most 2 s";
        float peak = 0;
        for (float x : v) peak = std::max(peak, std::fabs(x));
        EXPECT_GT(peak, 0.05f) << cue_name(Cue(k));
        EXPECT_LE(peak, 0.8f + 1e-6f) << cue_name(Cue(k));
        for (const auto& other : all) EXPECT_NE(other, v) << cue_name(Cue(k));
        all.push_back(v);
    }
    // More points, a longer run; every event of the wheel its own sound.
    EXPECT_GT(render_cue(Cue::Score, 20, 44100).size(), render_cue(Cue::Score, 2, 44100).size());
    std::vector<std::vector<float>> events;
    for (EventKind e : {EventKind::Fortune, EventKind::Tax, EventKind::Famine, EventKind::Storm, EventKind::Inquisition,
                        EventKind::Crown, EventKind::Plague}) {
        const std::vector<float> v = render_cue(Cue::WheelEvent, int(e), 44100);
        for (const auto& other : events) EXPECT_NE(other, v);
        events.push_back(v);
    }
}

// The mixer behind a real SDL audio device: SDL's disk driver writes what the device plays to a file. Every cue
// queued two seconds apart comes out whole, at its place, at the volume asked for.
struct Feed {
    Mixer* mixer;
    float volume;
};

void feed(void* user, Uint8* stream, int len) {
    auto* f = static_cast<Feed*>(user);
    auto* out = reinterpret_cast<float*>(stream);
    std::fill(out, out + len / int(sizeof(float)), 0.0f);
    f->mixer->mix(out, len / int(sizeof(float)), f->volume);
}

TEST(Sound, EveryCueReachesTheAudioDevice) {
    const std::string file = testing::TempDir() + "carc_sound_test.raw";
    std::remove(file.c_str());
    SDL_setenv("SDL_AUDIODRIVER", "disk", 1);
    SDL_setenv("SDL_DISKAUDIOFILE", file.c_str(), 1);
    SDL_setenv("SDL_DISKAUDIODELAY", "0", 1);  // as fast as the thread can write
    ASSERT_EQ(SDL_InitSubSystem(SDL_INIT_AUDIO), 0) << SDL_GetError();
    Mixer mixer(8000);
    Feed f{&mixer, 0.5f};
    SDL_AudioSpec want{}, have{};
    want.freq = 8000;
    want.format = AUDIO_F32SYS;
    want.channels = 1;
    want.samples = 512;
    want.callback = feed;
    want.userdata = &f;
    const SDL_AudioDeviceID dev = SDL_OpenAudioDevice(nullptr, 0, &want, &have, 0);
    ASSERT_NE(dev, 0u) << SDL_GetError();
    SDL_LockAudioDevice(dev);
    for (int k = 0; k < kCueKinds; ++k) mixer.play(Cue(k), 6, 2.0 * k);
    SDL_UnlockAudioDevice(dev);
    SDL_PauseAudioDevice(dev, 0);
    for (int i = 0; i < 2000; ++i) {
        SDL_LockAudioDevice(dev);
        const bool done = !mixer.playing();
        SDL_UnlockAudioDevice(dev);
        if (done) break;
        SDL_Delay(5);
    }
    SDL_CloseAudioDevice(dev);
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    std::ifstream in(file, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::vector<float> got(bytes.size() / sizeof(float));
    std::copy_n(bytes.data(), got.size() * sizeof(float), reinterpret_cast<char*>(got.data()));
    // A paused device plays silence: the mixer's first sample is where the first cue's first sound is.
    const std::vector<float> first = render_cue(Cue(0), 6, 8000);
    const auto sounds = [](float x) { return x != 0.0f; };
    const size_t lead = size_t(std::find_if(got.begin(), got.end(), sounds) - got.begin());
    const size_t first_lead = size_t(std::find_if(first.begin(), first.end(), sounds) - first.begin());
    ASSERT_GE(lead, first_lead);
    const size_t start = lead - first_lead;
    ASSERT_GE(got.size(), start + size_t(8000 * 2 * (kCueKinds - 1))) << "the device played every cue";
    for (int k = 0; k < kCueKinds; ++k) {
        EXPECT_EQ(mixer.started()[size_t(k)], 1) << cue_name(Cue(k));
        const std::vector<float> want_samples = render_cue(Cue(k), 6, 8000);
        const size_t at = start + size_t(8000 * 2 * k);
        ASSERT_LE(at + want_samples.size(), got.size()) << cue_name(Cue(k));
        double err = 0;
        for (size_t i = 0; i < want_samples.size(); ++i) err = std::max(err, double(std::fabs(got[at + i] - 0.5f * want_samples[i])));
        EXPECT_LT(err, 1e-6) << cue_name(Cue(k)) << " comes out as made, at its time";
    }
    std::remove(file.c_str());
}

}  // namespace
}  // namespace carc::ui
