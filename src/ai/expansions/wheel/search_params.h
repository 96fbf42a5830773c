// The Wheel of Fortune's search settings (a base of SearchConfig through its record, record.h).
#pragma once

namespace carc::ai {

// How the search treats crown spaces (parse_search_spec: crown, crownsplit, crownpig, crowncost).
struct WheelSearchParams {
    // Playouts: the weight of a follower sent to a crown space (other choices weigh 1-14), for each crown
    // space on offer, or for all of them together when crown_split (a turn can offer up to six).
    int crown_weight = 3;
    bool crown_split = false;
    // ... and by the pig: twice crown_weight for a segment its next move can reach (1-3 on), a third of it
    // for the others, halved where a two-crown segment already has a follower (it then pays 3, not 6).
    bool crown_pig = false;
    // A follower the tree sends to a crown space costs its player this many points of final score (the
    // playouts' own crowns cost nothing): a crown must look that much better than the other choices to be
    // played. 0 = off; below 0 a bonus.
    double crown_cost = 0;
};

}  // namespace carc::ai
