// Readers of a scenario file's entries that the base and the expansions' scenario sections share
// (scenario.cpp defines them): cells, rotations, figure kinds and spots, players, decision targets.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/json_util.h"

namespace carc::scenario_read {

// "(x,y)", as the scenario runner's messages name a cell.
std::string cell_text(int x, int y);
// The entry's "at": [x, y]; false with *why when missing or out of range.
bool read_cell(const json::Json& entry, int* x, int* y, std::string* why);
// The entry's "rot" (0, 90, 180, 270; default 0) in quarter turns.
bool read_rot(const json::Json& entry, int* rot, std::string* why);
// A figure's "kind" (default: follower).
bool read_kind(const json::Json& fig, Figure* kind, std::string* why);
// The spot of a figure on the tile at placed index idx: a segment, or (a corner figure) a corner.
bool resolve_spot(const Game& g, int idx, Figure kind, const json::Json& fig, int* spot, std::string* why);
// The index of a player colour in the scenario's player list, -1 if it is none of them.
int player_of(const std::vector<std::string>& players, const json::Json& v);
// A decision's target {"at": [x, y], "spot": S} in the entry `label` of a move's decision map ("wagon.red"):
// the cell of a tile on the table and the segment (or corner) the spot names there.
bool read_target(const Game& game, const json::Json& d, Figure kind, const std::string& label, const std::string& shape,
                 int* x, int* y, int* spot, std::string* why);
// The first player named in a decision map who had no decision to make (not in `used`), if any.
std::optional<std::string> unused_entry(const json::Json* map, const std::vector<std::string>& used);

}  // namespace carc::scenario_read
