// The engine's fixed sizes: players, figures, the board's tables.
#pragma once

namespace carc {

inline constexpr int kMaxPlayers = 6;        // the most any rules allow (RuleOptions::max_players)
inline constexpr int kBaseMaxPlayers = 5;    // the most without an expansion that allows more
inline constexpr int kFollowersPerPlayer = 7;
inline constexpr int kMaxPlaced = 124;       // tiles + abbeys + wheel board cells (largest: 119, River + A&M + I&C, 6 players)
inline constexpr int kMaxNodes = 512;        // feature segments on the board (largest game: < 420, River + A&M + I&C)
inline constexpr int kGridBits = 7;          // the board grid wraps at 128 cells; a board spans < 126
inline constexpr int kGridSize = 1 << kGridBits;
inline constexpr int kMaxSpan = kGridSize - 3;
inline constexpr int kMaxFigures = kMaxPlayers * (kFollowersPerPlayer + 4);  // + the expansions' figures
// Open cells next to the board: each placed tile has four neighbours, so even a set-up of scattered tiles
// never has more (the list is never cut short).
inline constexpr int kMaxFrontier = 4 * kMaxPlaced;
inline constexpr int kMaxTileTypes = 128;    // tile types in the data (the bag and the draw mask are this wide)
static_assert(kMaxTileTypes % 64 == 0 && kMaxTileTypes < 256,
              "the type masks are 64-bit words; a tile type and the end of the bag's range of types are bytes");

}  // namespace carc
