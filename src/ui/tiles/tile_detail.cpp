// Close-up tile pictures rendered at run time (see tile_detail.h).
#include "ui/tiles/tile_detail.h"

#include <algorithm>
#include <chrono>

#include "ui/tiles/gl.h"

#include "art/tile_scene.h"
#include "engine/tiles.h"

namespace carc::ui {

namespace {

size_t texture_bytes(int size) { return size_t(size) * size * 4 * 4 / 3; }  // RGBA with its mip levels

double ms_since(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace

struct TileDetail::Job {
    int type = 0, size = 0;
    double asked = 0;
    int row = 0;
    std::unique_ptr<art::Scene> scene;
    std::vector<uint8_t> px;
};

TileDetail::TileDetail() = default;
TileDetail::~TileDetail() = default;  // textures belong to the GL context: the owner calls release()

int TileDetail::wanted_size(float device_px) {
    if (device_px <= kFromPx) return 0;
    // The smallest picture enlarged at most 1.5 times.
    for (int s : {256, 512}) if (s * kMaxEnlarge >= device_px) return s;
    return 1024;
}

unsigned int TileDetail::texture(int type, float device_px, double now) {
    const int want = wanted_size(device_px);
    if (want == 0 || type < 0) return 0;
    Tex* best = nullptr;
    for (Tex& t : texs_)
        if (t.type == type && (!best || t.size > best->size)) best = &t;
    if (best) best->used = now;
    if (best && best->size >= want) return best->tex;
    auto it = std::find_if(jobs_.begin(), jobs_.end(), [&](const auto& j) { return j->type == type && j->size == want; });
    if (it != jobs_.end()) {
        (*it)->asked = now;
    } else {
        auto job = std::make_unique<Job>();
        job->type = type, job->size = want, job->asked = now;
        jobs_.push_back(std::move(job));
        if (int(jobs_.size()) > kMaxJobs)
            jobs_.erase(std::min_element(jobs_.begin(), jobs_.end(), [](const auto& a, const auto& b) { return a->asked < b->asked; }));
    }
    return best ? best->tex : 0;
}

bool TileDetail::step(double budget_ms) {
    if (jobs_.empty()) return false;
    const auto t0 = std::chrono::steady_clock::now();
    // Requests much older than the newest were for a view the player has left.
    double newest = 0;
    for (const auto& j : jobs_) newest = std::max(newest, j->asked);
    jobs_.erase(std::remove_if(jobs_.begin(), jobs_.end(), [&](const auto& j) { return j->asked < newest - 5.0; }), jobs_.end());
    // The most recently asked picture first (the tiles on screen now).
    auto it = std::max_element(jobs_.begin(), jobs_.end(), [](const auto& a, const auto& b) { return a->asked < b->asked; });
    Job& job = **it;
    if (!job.scene) {
        job.scene = std::make_unique<art::Scene>(art::build_scene(carc::tiles().type(job.type)));
        job.px.assign(size_t(job.size) * job.size * 4, 0);
    }
    // 2 x 2 samples per pixel up to 512 px; a 1024 px picture is shown at about one texel per pixel.
    const int ss = job.size >= 1024 ? 1 : 2;
    const int chunk = std::max(1, 16384 / (job.size * ss * ss));
    do {
        const int end = std::min(job.size, job.row + chunk);
        art::render_rows(*job.scene, job.size, ss, job.row, end, job.px.data(), job.size * 4, 4);
        job.row = end;
    } while (job.row < job.size && ms_since(t0) < budget_ms);
    render_ms_ += ms_since(t0);
    if (job.row < job.size) return false;
    upload(job);
    jobs_.erase(it);
    return true;
}

void TileDetail::upload(Job& job) {
    const GLuint t = make_mipmapped_texture(job.size, job.size, job.px.data());
    // A smaller picture of the same tile is not needed any more.
    for (size_t i = 0; i < texs_.size();)
        if (texs_[i].type == job.type && texs_[i].size < job.size) {
            glDeleteTextures(1, &texs_[i].tex);
            bytes_ -= texture_bytes(texs_[i].size);
            texs_.erase(texs_.begin() + long(i));
        } else {
            ++i;
        }
    texs_.push_back({job.type, job.size, t, job.asked});
    bytes_ += texture_bytes(job.size);
    // Over the budget: the least recently drawn pictures go.
    while (bytes_ > kMaxBytes && texs_.size() > 1) {
        auto old = std::min_element(texs_.begin(), texs_.end() - 1, [](const Tex& a, const Tex& b) { return a.used < b.used; });
        glDeleteTextures(1, &old->tex);
        bytes_ -= texture_bytes(old->size);
        texs_.erase(old);
    }
    ++generation_;
    ++rendered_;
}

void TileDetail::release() {
    for (const Tex& t : texs_) glDeleteTextures(1, &t.tex);
    texs_.clear();
    jobs_.clear();
    bytes_ = 0;
    ++generation_;
}

TileDetail::Stats TileDetail::stats() const {
    Stats s;
    s.textures = int(texs_.size());
    s.pending = int(jobs_.size());
    s.rendered = rendered_;
    s.bytes = bytes_;
    s.render_ms = render_ms_;
    for (const Tex& t : texs_) s.largest = std::max(s.largest, t.size);
    return s;
}

}  // namespace carc::ui
