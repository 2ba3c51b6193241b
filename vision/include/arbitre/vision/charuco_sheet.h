// The ChArUco calibration sheet (`arbitre print-board --charuco`), defined in this one place:
// the printer draws it, the renderer films it, `arbitre calibrate camera` detects it.
//
// A chessboard of squares_x x squares_y squares, the top-left square black, with an ArUco
// marker (DICT_4X4_50) centred in every white square. Markers are numbered row by row, left
// to right, over the white squares, as OpenCV's cv::aruco::CharucoBoard numbers them, and
// carry ids kCharucoFirstId + k, so that a sheet is never taken for a game board (ids 0..19).
// Inner corners (where four squares meet) are numbered row by row too: corner k sits at
// ((k % (squares_x - 1) + 1) * square_mm, (k / (squares_x - 1) + 1) * square_mm) in the
// grid frame (origin at the grid's top-left corner, x right, y down, millimetres).
//
// The A4 sheet is the A3 sheet scaled by 0.7: the same pattern and the same marker-to-square
// ratio, so that one detector finds both and intrinsics, which do not depend on the sheet's
// scale, come out the same.
#pragma once

#include <string>
#include <utility>

#include "arbitre/vision/layout.h"

namespace arbitre::vision {

struct CharucoSheet {
  std::string paper = "A3";  // "A3" or "A4", landscape
  double paper_width_mm = 420;
  double paper_height_mm = 297;
  int squares_x = 10;
  int squares_y = 6;
  double square_mm = 38;
  double marker_mm = 28;     // side of a marker's black square, border included
  PointMm origin{20, 34.5};  // the grid's top-left corner on the paper (centred)

  int markers() const { return squares_x * squares_y / 2; }
  int corners() const { return (squares_x - 1) * (squares_y - 1); }
  int first_id() const { return kCharucoFirstId; }
  double grid_width_mm() const { return squares_x * square_mm; }
  double grid_height_mm() const { return squares_y * square_mm; }

  // The square (column, row) holding marker k (0 <= k < markers()): the k-th white square
  // in reading order; a square is white when column + row is odd.
  std::pair<int, int> marker_square(int k) const {
    for (int row = 0, seen = 0; row < squares_y; ++row) {
      for (int column = 0; column < squares_x; ++column) {
        if ((column + row) % 2 == 1 && seen++ == k) return {column, row};
      }
    }
    return {-1, -1};
  }
  // Inner corner k in the grid frame, and on the paper.
  PointMm corner_in_grid(int k) const {
    return {(k % (squares_x - 1) + 1) * square_mm, (k / (squares_x - 1) + 1) * square_mm};
  }
  PointMm corner_on_paper(int k) const {
    const PointMm c = corner_in_grid(k);
    return {origin.x + c.x, origin.y + c.y};
  }
};

enum class CharucoPaper { kA3, kA4 };

// A3 landscape: 10 x 6 squares of 38 mm (380 x 228 mm, inside the 400 x 277 mm a printer
// reaches with 10 mm margins), 30 markers of 28 mm (ids 20..49, all DICT_4X4_50 has left),
// 45 inner corners. A4 landscape: the same scaled by 0.7 (squares of 26.6 mm).
inline CharucoSheet charuco_sheet(CharucoPaper paper = CharucoPaper::kA3) {
  CharucoSheet sheet;
  if (paper == CharucoPaper::kA4) {
    sheet.paper = "A4";
    sheet.paper_width_mm = 297;
    sheet.paper_height_mm = 210;
    sheet.square_mm = 38 * 0.7;
    sheet.marker_mm = 28 * 0.7;
  }
  sheet.origin = {(sheet.paper_width_mm - sheet.grid_width_mm()) / 2,
                  (sheet.paper_height_mm - sheet.grid_height_mm()) / 2};
  return sheet;
}

}  // namespace arbitre::vision
