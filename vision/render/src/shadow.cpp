// Shadows cast on the table along the light.
#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

#include "arbitre/render/canvas.h"
#include "internal.h"

namespace arbitre::render {
namespace {

// Widest shadow blur (pixels): softer than this reads as no shadow at all.
constexpr double kMaxBlurPx = 60;

// Gaussian blur; a wide one runs on a reduced copy (a soft shadow has no fine detail).
void soften(cv::Mat& mask, double sigma) {
  if (sigma <= 0.3) return;
  const int reduction =
      std::min(static_cast<int>(std::floor(sigma / 3)), std::min(mask.cols, mask.rows) / 4);
  if (reduction < 2) {
    cv::GaussianBlur(mask, mask, cv::Size(), sigma);
    return;
  }
  cv::Mat small;
  cv::resize(mask, small, cv::Size(mask.cols / reduction, mask.rows / reduction), 0, 0,
             cv::INTER_AREA);
  cv::GaussianBlur(small, small, cv::Size(), sigma / reduction);
  cv::resize(small, mask, mask.size(), 0, 0, cv::INTER_LINEAR);
}

}  // namespace

// Pixels per millimetre on the table around the point of `ground` that is nearest to the
// middle of the picture (a long shadow's far end may lie near the horizon); 0 if none shows.
double Canvas::scale_near_view(const std::vector<cv::Point3d>& ground) const {
  const cv::Point2d middle(image_.cols / 2.0, image_.rows / 2.0);
  std::vector<cv::Point3d> candidates = ground;
  candidates.push_back(detail::centroid(ground));
  double nearest = -1;
  cv::Point3d best;
  for (const auto& point : candidates) {
    cv::Point2d pixel;
    if (!project(point, pixel)) continue;
    const double distance = cv::norm(pixel - middle);
    if (nearest < 0 || distance < nearest) {
      nearest = distance;
      best = point;
    }
  }
  cv::Point2d a, b, c;
  if (nearest < 0 || !project(best, a) || !project(best + cv::Point3d(10, 0, 0), b) ||
      !project(best + cv::Point3d(0, 10, 0), c)) {
    return 0;
  }
  return (cv::norm(b - a) + cv::norm(c - a)) / 20;
}

void Canvas::cast_shadow(const std::vector<cv::Point3d>& outline) {
  const cv::Vec3d to_light = cv::normalize(light_.direction);
  const double strength = std::clamp(light_.shadow_strength, 0.0, 0.95);
  if (outline.empty() || to_light[2] > -0.05 || strength <= 0) return;
  std::vector<cv::Point2f> on_table;
  double height = 0;
  for (const auto& p : outline) {
    const cv::Vec3d q = cv::Vec3d(p) - to_light * (p.z / to_light[2]);
    on_table.emplace_back(static_cast<float>(q[0]), static_cast<float>(q[1]));
    height = std::max(height, -p.z);
  }
  std::vector<cv::Point2f> hull;
  cv::convexHull(on_table, hull);
  if (hull.size() < 3) return;
  std::vector<cv::Point3d> ground;
  for (const auto& p : hull) ground.emplace_back(p.x, p.y, 0);
  bool convex = true;
  const std::vector<cv::Point2f> polygon = project_polygon(ground, convex);
  if (polygon.empty()) return;
  const double px_per_mm = scale_near_view(ground);
  if (px_per_mm <= 0) return;
  // The penumbra widens with the height of what casts it.
  const double sigma = std::min(
      light_.shadow_softness_mm * std::clamp(height / 20, 0.3, 4.0) * px_per_mm, kMaxBlurPx);
  const int pad = static_cast<int>(std::ceil(3 * sigma)) + 2;
  cv::Rect box = detail::bounding_box(polygon);
  box = cv::Rect(box.x - pad, box.y - pad, box.width + 2 * pad, box.height + 2 * pad) &
        cv::Rect(0, 0, image_.cols, image_.rows);
  if (box.empty()) return;
  cv::Mat mask(box.size(), CV_8U, cv::Scalar(0));
  const std::vector<cv::Point> fixed = detail::to_layer(polygon, box.tl(), 1, box.size());
  if (fixed.size() < 3) return;
  detail::fill(mask, fixed, convex, cv::Scalar(255));
  mask.convertTo(mask, CV_32F, 1.0 / 255);
  soften(mask, sigma);
  if (shadow_.empty()) shadow_ = cv::Mat(image_.size(), CV_32F, cv::Scalar(0));
  const float s = static_cast<float>(strength);
  for (int row = 0; row < box.height; ++row) {
    float* lost = shadow_.ptr<float>(box.y + row) + box.x;
    auto* out = image_.ptr<cv::Vec3f>(box.y + row) + box.x;
    const float* cover = mask.ptr<float>(row);
    for (int col = 0; col < box.width; ++col) {
      if (cover[col] <= lost[col]) continue;
      // Overlapping shadows: the darkest one wins, as under one light.
      out[col] *= (1 - s * cover[col]) / (1 - s * lost[col]);
      lost[col] = cover[col];
    }
  }
}

}  // namespace arbitre::render
