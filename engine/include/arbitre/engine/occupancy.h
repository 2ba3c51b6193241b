// Occupancy: what physically stands where, the part of a state a camera can see.
//
// The referee compares occupancies, not whole states: the camera knows nothing of turn
// counters or hidden hands. Each game documents its cell ids (the layout ids of issue 3)
// and its content strings (docs/games/*.md). Empty cells are absent from the map.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace arbitre::engine {

using Occupancy = std::map<std::string, std::string>;

// Cells whose content differs between the two occupancies, sorted by id.
std::vector<std::string> differing_cells(const Occupancy& a, const Occupancy& b);

// The cells `after` shows otherwise than `expected`, for a message: those holding something as
// "m=W14, n=W1" (what `after` shows), and those it leaves empty as "a, b".
struct ShownChange {
  std::string shown;
  std::string emptied;
};
ShownChange shown_change(const Occupancy& expected, const Occupancy& after);

// The content of `cell`, "" for an empty cell.
std::string content_at(const Occupancy& occupancy, const std::string& cell);
// Puts `content` on `cell`; "" empties it (an empty cell is absent from the map).
void put_content(Occupancy& occupancy, const std::string& cell, const std::string& content);

}  // namespace arbitre::engine
