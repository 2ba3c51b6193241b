// Bars of the stick dice: greedy cover of each point group by stick-sized oriented rectangles.
#include "sticks_bars.h"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

namespace arbitre::read::detail {

namespace {

struct Fit {
  int count = -1;
  double angle = 0;
  cv::Point2d centre;  // in the rotated frame (along, across), mm
};

// The rectangle at `angle` holding the most of the group's free points: the points binned on
// a grid along and across the angle, the best box sum from the binned grid's integral.
Fit best_at_angle(const std::vector<cv::Point2d>& points, const std::vector<int>& group,
                  const std::vector<char>& taken, double angle, const BarShape& shape,
                  BarBuffers& b) {
  const double c = std::cos(angle), s = std::sin(angle);
  b.rotated.clear();
  double t0 = 1e9, n0 = 1e9, t1 = -1e9, n1 = -1e9;
  for (const int i : group) {
    if (taken[static_cast<std::size_t>(i)]) continue;
    const auto& p = points[static_cast<std::size_t>(i)];
    const cv::Point2d r(p.x * c + p.y * s, -p.x * s + p.y * c);
    t0 = std::min(t0, r.x), t1 = std::max(t1, r.x), n0 = std::min(n0, r.y), n1 = std::max(n1, r.y);
    b.rotated.push_back(r);
  }
  Fit fit;
  fit.angle = angle;
  if (b.rotated.empty()) return fit;
  const double bin = shape.step_mm;
  const int cols = static_cast<int>((t1 - t0) / bin) + 1,
            rows = static_cast<int>((n1 - n0) / bin) + 1;
  b.histogram.create(rows, cols, CV_8U);
  b.histogram.setTo(0);
  for (const auto& r : b.rotated) {
    ++b.histogram.at<uchar>(static_cast<int>((r.y - n0) / bin), static_cast<int>((r.x - t0) / bin));
  }
  cv::integral(b.histogram, b.integral, CV_32S);
  const int along = std::max(1, static_cast<int>(std::lround(shape.length_mm / bin)));
  const int across = std::max(1, static_cast<int>(std::lround(shape.width_mm / bin)));
  for (int r = 0; r < std::max(1, rows - across + 1); ++r) {
    const int r1 = std::min(rows, r + across);
    const int* top = b.integral.ptr<int>(r);
    const int* bottom = b.integral.ptr<int>(r1);
    for (int k = 0; k < std::max(1, cols - along + 1); ++k) {
      const int k1 = std::min(cols, k + along);
      const int sum = bottom[k1] - bottom[k] - top[k1] + top[k];
      if (sum > fit.count) {
        fit.count = sum;
        fit.centre = {t0 + (k + along / 2.0) * bin, n0 + (r + across / 2.0) * bin};
      }
    }
  }
  return fit;
}

// The group's free points inside the fitted rectangle (half a grid step of slack all round).
std::vector<int> members_of(const std::vector<cv::Point2d>& points, const std::vector<int>& group,
                            const std::vector<char>& taken, const Fit& fit, const BarShape& shape) {
  const double c = std::cos(fit.angle), s = std::sin(fit.angle);
  const double half_along = shape.length_mm / 2 + shape.step_mm / 2;
  const double half_across = shape.width_mm / 2 + shape.step_mm / 2;
  std::vector<int> members;
  for (const int i : group) {
    if (taken[static_cast<std::size_t>(i)]) continue;
    const auto& p = points[static_cast<std::size_t>(i)];
    const double t = p.x * c + p.y * s, n = -p.x * s + p.y * c;
    if (std::abs(t - fit.centre.x) <= half_along && std::abs(n - fit.centre.y) <= half_across) {
      members.push_back(i);
    }
  }
  return members;
}

// Groups of the chosen points that touch on the grid; gaps of `bridge` cells (a painted face's
// plain bands, a faint stripe) are bridged.
void group_points(const std::vector<int>& cells, const std::vector<int>& which, cv::Size grid,
                  int bridge, BarBuffers& b) {
  b.mask.create(grid, CV_8U);
  b.mask.setTo(0);
  for (const int i : which) b.mask.data[cells[static_cast<std::size_t>(i)]] = 255;
  if (bridge > 0) cv::dilate(b.mask, b.mask, cv::Mat(), {-1, -1}, bridge);
  const int count = cv::connectedComponentsWithStats(b.mask, b.labels, b.stats, b.centroids, 8);
  b.groups.assign(static_cast<std::size_t>(count), {});
  for (const int i : which) {
    const int label = b.labels.at<int>(cells[static_cast<std::size_t>(i)]);
    if (label > 0) b.groups[static_cast<std::size_t>(label)].push_back(i);
  }
}

}  // namespace

bool bar_covers(const Bar& bar, cv::Point2d p, const BarShape& shape, double grow_mm) {
  const cv::Point2d d = p - bar.centre;
  const double c = std::cos(bar.angle), s = std::sin(bar.angle);
  return std::abs(d.x * c + d.y * s) <= shape.length_mm / 2 + grow_mm &&
         std::abs(-d.x * s + d.y * c) <= shape.width_mm / 2 + grow_mm;
}

std::vector<Bar> find_bars(const std::vector<cv::Point2d>& points, const std::vector<int>& cells,
                           const std::vector<int>& which, cv::Size grid, const BarShape& shape,
                           BarBuffers& buffers) {
  std::vector<Bar> bars;
  if (which.empty()) return bars;
  group_points(cells, which, grid, shape.bridge_cells, buffers);
  buffers.taken.assign(points.size(), 0);
  const double full = (shape.length_mm / shape.step_mm) * (shape.width_mm / shape.step_mm);
  const double least = shape.least_share * full;
  for (const auto& group : buffers.groups) {
    auto free_points = static_cast<double>(group.size());
    while (free_points >= least) {
      Fit best;
      for (int k = 0; k < shape.angles; ++k) {
        const Fit fit =
            best_at_angle(points, group, buffers.taken, CV_PI * k / shape.angles, shape, buffers);
        if (fit.count > best.count) best = fit;
      }
      if (best.count < least) break;
      Bar bar;
      bar.members = members_of(points, group, buffers.taken, best, shape);
      if (bar.members.empty()) break;
      bar.angle = best.angle;
      const double c = std::cos(best.angle), s = std::sin(best.angle);
      bar.centre = {best.centre.x * c - best.centre.y * s, best.centre.x * s + best.centre.y * c};
      bar.share = static_cast<double>(bar.members.size()) / full;
      for (const int i : bar.members) buffers.taken[static_cast<std::size_t>(i)] = 1;
      free_points -= static_cast<double>(bar.members.size());
      bars.push_back(std::move(bar));
    }
  }
  return bars;
}

}  // namespace arbitre::read::detail
