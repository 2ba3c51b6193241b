// Where the pieces of an occupancy physically stand on a layout: Jacquet checkers in rows
// from a point's base toward its tip and stacked beyond a row, the postillon at its tip,
// Jacotte stacks, Jeson Jam stones, Toc pawns, camps, trays, waiting areas. The renderer
// draws these; the reader (issue 5) expects pieces where they stand.
#pragma once

#include <string>
#include <vector>

#include "arbitre/engine/occupancy.h"
#include "arbitre/engine/result.h"
#include "arbitre/vision/layout.h"

namespace arbitre::vision {

struct PlacedPiece {
  std::string cell;   // engine id of the place it stands on
  char colour = 'W';  // the occupancy's letter: W B (Jacquet), R Y G B N (Jacotte),
                      // L D (Jeson Jam), R G B Y K W (Toc)
  enum class Shape { kDisc, kPawn };
  Shape shape = Shape::kDisc;
  double x_mm = 0;  // centre on the board
  double y_mm = 0;
  int level = 0;  // 0 on the board, 1 on the piece below, ...
  bool postillon = false;
};

// The pieces of `occupancy` (engine ids and contents of `variant`) on `layout`. Refuses, naming
// the cell, a content it cannot parse or a cell the layout lacks.
engine::Result<std::vector<PlacedPiece>> place_pieces(const BoardLayout& layout,
                                                      const std::string& variant,
                                                      const engine::Occupancy& occupancy);

}  // namespace arbitre::vision
