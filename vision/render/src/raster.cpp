// Filling projected polygons into layers: clipping, fixed-point coordinates.
#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

#include "internal.h"

namespace arbitre::render::detail {

cv::Point3d centroid(const std::vector<cv::Point3d>& points) {
  cv::Point3d sum(0, 0, 0);
  for (const auto& p : points) sum += p;
  return sum * (1.0 / static_cast<double>(std::max<std::size_t>(points.size(), 1)));
}

cv::Rect bounding_box(const std::vector<cv::Point2f>& polygon) {
  float min_x = polygon[0].x, max_x = polygon[0].x;
  float min_y = polygon[0].y, max_y = polygon[0].y;
  for (const auto& p : polygon) {
    min_x = std::min(min_x, p.x);
    max_x = std::max(max_x, p.x);
    min_y = std::min(min_y, p.y);
    max_y = std::max(max_y, p.y);
  }
  const int left = static_cast<int>(std::floor(min_x)) - 1;
  const int top = static_cast<int>(std::floor(min_y)) - 1;
  return {left, top, static_cast<int>(std::ceil(max_x)) + 2 - left,
          static_cast<int>(std::ceil(max_y)) + 2 - top};
}

namespace {

// The part of a polygon inside a rectangle (Sutherland-Hodgman, one side at a time): far
// off-picture vertices would make the fill walk millions of empty rows.
std::vector<cv::Point2d> clip_to(const std::vector<cv::Point2d>& polygon, const cv::Rect2d& rect) {
  std::vector<cv::Point2d> current = polygon;
  for (int side = 0; side < 4 && !current.empty(); ++side) {
    auto inside = [&](const cv::Point2d& p) {
      switch (side) {
        case 0:
          return p.x >= rect.x;
        case 1:
          return p.x <= rect.x + rect.width;
        case 2:
          return p.y >= rect.y;
        default:
          return p.y <= rect.y + rect.height;
      }
    };
    auto crossing = [&](const cv::Point2d& a, const cv::Point2d& b) {
      const double t = side < 2 ? ((side == 0 ? rect.x : rect.x + rect.width) - a.x) / (b.x - a.x)
                                : ((side == 2 ? rect.y : rect.y + rect.height) - a.y) / (b.y - a.y);
      return a + (b - a) * t;
    };
    std::vector<cv::Point2d> kept;
    for (std::size_t i = 0; i < current.size(); ++i) {
      const cv::Point2d& a = current[i];
      const cv::Point2d& b = current[(i + 1) % current.size()];
      if (inside(a)) kept.push_back(a);
      if (inside(a) != inside(b)) kept.push_back(crossing(a, b));
    }
    current = std::move(kept);
  }
  return current;
}

}  // namespace

std::vector<cv::Point> to_layer(const std::vector<cv::Point2f>& polygon, cv::Point2d origin,
                                int scale, cv::Size size) {
  std::vector<cv::Point2d> layer;
  layer.reserve(polygon.size());
  for (const auto& p : polygon) {
    layer.emplace_back((p.x - origin.x + 0.5) * scale - 0.5, (p.y - origin.y + 0.5) * scale - 0.5);
  }
  layer = clip_to(layer, cv::Rect2d(-4, -4, size.width + 8, size.height + 8));
  std::vector<cv::Point> points;
  points.reserve(layer.size());
  for (const auto& p : layer) {
    points.emplace_back(cvRound(p.x * (1 << kShift)), cvRound(p.y * (1 << kShift)));
  }
  return points;
}

void fill(cv::Mat& target, const std::vector<cv::Point>& points, bool convex,
          const cv::Scalar& value) {
  if (convex) {
    cv::fillConvexPoly(target, points, value, cv::LINE_8, kShift);
  } else {
    cv::fillPoly(target, std::vector<std::vector<cv::Point>>{points}, value, cv::LINE_8, kShift);
  }
}

}  // namespace arbitre::render::detail
