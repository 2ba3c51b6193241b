// The stick dice's bars among the throwing zone's points unlike the print: each connected group
// of such points is covered, greedily, by oriented rectangles of one stick's size, so sticks
// that touch or cross are told apart by their known shape (sticks.cpp reads each bar's face).
#pragma once

#include <vector>

#include <opencv2/core.hpp>

namespace arbitre::read::detail {

// One stick's footprint as the grid sees it, and how much of it must show to count as a bar.
struct BarShape {
  double length_mm = 45;
  double width_mm = 8.5;     // across, mm
  double step_mm = 1.5;      // the grid's step
  double least_share = 0.3;  // of the rectangle's grid points
  int angles = 18;           // orientations tried over half a turn
  int bridge_cells = 2;      // gaps bridged when grouping points
};

struct Bar {
  cv::Point2d centre;        // board frame, mm
  double angle = 0;          // radians, of the long axis
  std::vector<int> members;  // indices of the points inside the bar's rectangle
  double share = 0;          // members over the rectangle's grid points
};

// Buffers kept between frames.
struct BarBuffers {
  cv::Mat mask, labels, stats, centroids;
  std::vector<std::vector<int>> groups;
  std::vector<char> taken;
  cv::Mat histogram, integral;
  std::vector<cv::Point2d> rotated;
};

// `points`: the stick points' ground positions (mm); `cells`: their grid cell (row-major in a
// grid of `grid` columns x rows); `which`: the points to cover. Bars in the order found, the
// best covered first per group; members index `points`.
std::vector<Bar> find_bars(const std::vector<cv::Point2d>& points, const std::vector<int>& cells,
                           const std::vector<int>& which, cv::Size grid, const BarShape& shape,
                           BarBuffers& buffers);

// Whether `p` (mm) lies in the bar's rectangle grown by `grow_mm` on every side.
bool bar_covers(const Bar& bar, cv::Point2d p, const BarShape& shape, double grow_mm);

}  // namespace arbitre::read::detail
