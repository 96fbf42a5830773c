// A portable seeded random generator: the same numbers natively and in wasm (64-bit integer maths only).
#pragma once

#include <cstdint>

namespace carc {

// SplitMix64 finaliser: a well-mixed 64-bit value from any 64-bit input.
inline constexpr uint64_t mix64(uint64_t z) {
    z += 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// The random number for draw number n of a game with this seed: undo/redo and reloads never re-roll a tile.
inline constexpr uint64_t draw_random(uint64_t seed, uint64_t n) { return mix64(mix64(seed) ^ (n * 0xD1B54A32D192ED03ull)); }

// A small sequential generator for players and tools (xorshift-style over SplitMix64 steps).
class Rng {
public:
    explicit constexpr Rng(uint64_t seed) : state_(seed) {}
    constexpr uint64_t next() {
        state_ += 0x9E3779B97F4A7C15ull;
        return mix64(state_);
    }
    // Uniform in [0, n) for n > 0 (modulo bias is negligible for the small n used here).
    constexpr uint32_t below(uint32_t n) { return static_cast<uint32_t>(next() % n); }

private:
    uint64_t state_;
};

}  // namespace carc
