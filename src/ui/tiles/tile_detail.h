// Close-up tile pictures. The atlas holds each tile at 124 px, which a zoomed-in board on a high pixel-ratio
// screen enlarges up to 7.5 times (soft buildings, stepped walls). When a tile is drawn bigger than the atlas
// holds, its picture is rendered at run time, at 256, 512 or 1024 px, by the same shader that made the atlas
// (art::shade), a slice of rows per frame so that no frame waits for it, and kept in a texture of its own.
// Until it is ready the atlas is drawn. Needs a current GL context for step() and release().
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace art {
struct Scene;
}

namespace carc::ui {

class TileDetail {
public:
    static constexpr float kMaxEnlarge = 1.5f;       // a picture may be drawn up to this much bigger than it is
    static constexpr float kFromPx = 124 * kMaxEnlarge;  // drawn bigger than this (device pixels): a close-up
    static constexpr size_t kMaxBytes = 64u << 20;   // textures kept (least recently drawn go first)
    static constexpr int kMaxJobs = 48;              // pictures waiting; the oldest requests go first

    TileDetail();
    ~TileDetail();
    TileDetail(const TileDetail&) = delete;
    TileDetail& operator=(const TileDetail&) = delete;

    // The size (256, 512 or 1024) a tile drawn at `device_px` pixels wants, 0 when the atlas is enough.
    static int wanted_size(float device_px);
    // The best picture of tile type `type` done so far for a tile drawn at `device_px` pixels (a GL texture,
    // 0: none yet, draw the atlas); asks for the wanted size when it is missing. `now` orders the requests.
    unsigned int texture(int type, float device_px, double now);
    // Renders waiting pictures for about `budget_ms` milliseconds; true when a picture became ready (anything
    // cached from the old pictures, such as the board's still layer, should be drawn again).
    bool step(double budget_ms);
    bool pending() const { return !jobs_.empty(); }
    // Changes each time a picture becomes ready.
    int generation() const { return generation_; }
    void release();

    struct Stats {
        int textures = 0, pending = 0, rendered = 0;
        size_t bytes = 0;
        double render_ms = 0;  // total time spent rendering
        int largest = 0;       // the largest picture kept
    };
    Stats stats() const;

private:
    struct Tex {
        int type, size;
        unsigned int tex;
        double used;
    };
    struct Job;
    void upload(Job& job);
    std::vector<Tex> texs_;
    std::vector<std::unique_ptr<Job>> jobs_;
    int generation_ = 0, rendered_ = 0;
    size_t bytes_ = 0;
    double render_ms_ = 0;
};

}  // namespace carc::ui
