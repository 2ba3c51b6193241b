// random_camera: a camera over the table, drawn from a seed within CameraRanges.
#include <algorithm>
#include <cmath>

#include <opencv2/calib3d.hpp>

#include "arbitre/render/camera.h"
#include "internal.h"

namespace arbitre::render {
namespace {

using detail::kPi;

// Normalised distorted radius of the picture's farthest corner from the principal point.
double corner_radius(const Camera& camera) {
  const double fx = camera.intrinsics(0, 0);
  const double cx = camera.intrinsics(0, 2);
  const double cy = camera.intrinsics(1, 2);
  const double far_x = std::max(cx, camera.resolution.width - 1 - cx);
  const double far_y = std::max(cy, camera.resolution.height - 1 - cy);
  return std::hypot(far_x, far_y) / fx;
}

// Draws a lens whose radial mapping stays one to one well beyond the picture's corners (a
// strong barrel on a wide lens would fold the corners back): shrinks it until it does.
cv::Vec<double, 5> random_distortion(const Camera& camera, double max_k1, engine::Random& random) {
  double k1 = uniform(random, -max_k1, max_k1);
  double k2 = uniform(random, -0.3, 0.3) * std::abs(k1);
  const double p1 = uniform(random, -1e-3, 1e-3);
  const double p2 = uniform(random, -1e-3, 1e-3);
  const double needed = 1.3 * corner_radius(camera);
  for (int attempt = 0; attempt < 40; ++attempt) {
    const cv::Vec<double, 5> k(k1, k2, p1, p2, 0);
    const double limit = detail::monotonic_radius(k, 0.3, 6.0);
    if (limit * detail::radial_factor(k, limit) >= needed) return k;
    k1 *= 0.8;
    k2 *= 0.8;
  }
  return {0, 0, p1, p2, 0};
}

// Undistorted normalised radius whose image lies at distorted radius `distorted`.
double undistorted_radius(const cv::Vec<double, 5>& k, double distorted) {
  double low = 0;
  double high = detail::monotonic_radius(k, 0.3, 6.0);
  for (int step = 0; step < 60; ++step) {
    const double mid = (low + high) / 2;
    (mid * detail::radial_factor(k, mid) < distorted ? low : high) = mid;
  }
  return high;
}

// Points along the board's outline: its corners and, between them, the edges that a lens
// may bow outward.
std::vector<cv::Point3d> board_outline(const vision::BoardLayout& layout) {
  const cv::Point3d corners[4] = {{0, 0, 0},
                                  {layout.width_mm, 0, 0},
                                  {layout.width_mm, layout.height_mm, 0},
                                  {0, layout.height_mm, 0}};
  constexpr int kPerEdge = 8;
  std::vector<cv::Point3d> points;
  for (int edge = 0; edge < 4; ++edge) {
    const cv::Point3d& from = corners[edge];
    const cv::Point3d& to = corners[(edge + 1) % 4];
    for (int i = 0; i < kPerEdge; ++i) points.push_back(from + (to - from) * (1.0 * i / kPerEdge));
  }
  return points;
}

// Whether every outline point lies in front of the camera, inside the lens' one-to-one
// region and inside the picture shrunk by `margin` around its centre.
bool outline_fits(const Camera& camera, const std::vector<cv::Point3d>& outline, double max_radius,
                  double margin) {
  cv::Matx33d rotation;
  cv::Rodrigues(camera.rvec, rotation);
  for (const cv::Point3d& point : outline) {
    const cv::Vec3d c = rotation * cv::Vec3d(point) + camera.tvec;
    if (c[2] <= 1.0 || std::hypot(c[0] / c[2], c[1] / c[2]) > max_radius) return false;
  }
  const double width = camera.resolution.width;
  const double height = camera.resolution.height;
  const double border_x = width / 2 * (1 - 1 / margin);
  const double border_y = height / 2 * (1 - 1 / margin);
  for (const cv::Point2d& pixel : camera.project(outline)) {
    if (pixel.x < border_x || pixel.x > width - 1 - border_x) return false;
    if (pixel.y < border_y || pixel.y > height - 1 - border_y) return false;
  }
  return true;
}

void place(Camera& camera, const cv::Matx33d& camera_to_board, const cv::Point3d& centre) {
  const cv::Matx33d board_to_camera = camera_to_board.t();
  cv::Rodrigues(board_to_camera, camera.rvec);
  camera.tvec = -(board_to_camera * cv::Vec3d(centre));
}

}  // namespace

Camera random_camera(const vision::BoardLayout& layout, const CameraRanges& ranges,
                     engine::Random& random) {
  Camera camera;
  const std::vector<cv::Size> fallback{{1280, 720}};
  const auto& sizes = ranges.resolutions.empty() ? fallback : ranges.resolutions;
  camera.resolution = sizes[random.below(sizes.size())];
  const double width = camera.resolution.width;
  const double height = camera.resolution.height;
  const double hfov = uniform(random, ranges.min_hfov_deg, ranges.max_hfov_deg) * kPi / 180;
  const double focal = width / 2 / std::tan(hfov / 2);
  const double cx = (width - 1) / 2 + uniform(random, -0.02, 0.02) * width;
  const double cy = (height - 1) / 2 + uniform(random, -0.02, 0.02) * height;
  camera.intrinsics = cv::Matx33d(focal, 0, cx, 0, focal, cy, 0, 0, 1);
  camera.distortion = random_distortion(camera, ranges.max_k1, random);

  const double tilt = uniform(random, 0, ranges.max_tilt_deg) * kPi / 180;
  const double azimuth = uniform(random, 0, 2 * kPi);
  // A camera is mounted along one side of the table or another (a quarter turn), then turned
  // a little: a board seen corner-up in a 16:9 picture would only fill half of it.
  const double quarter_turns = static_cast<double>(random.below(4));
  // The azimuth of the tilt turns the picture as much as the roll does: undo it first.
  const double roll =
      (90 * quarter_turns + uniform(random, -ranges.max_roll_deg, ranges.max_roll_deg)) * kPi /
          180 -
      azimuth;
  const cv::Matx33d camera_to_board = rotation_z(azimuth) * rotation_y(tilt) * rotation_z(roll);
  const cv::Vec3d forward = camera_to_board * cv::Vec3d(0, 0, 1);

  const cv::Point3d target(layout.width_mm * uniform(random, 0.45, 0.55),
                           layout.height_mm * uniform(random, 0.45, 0.55), 0);
  const double margin = uniform(random, ranges.min_fov_margin, ranges.max_fov_margin);
  const double max_radius = undistorted_radius(camera.distortion, corner_radius(camera));
  const std::vector<cv::Point3d> outline = board_outline(layout);
  // The nearest distance at which the outline still fits: the board as large as allowed.
  double near = 10;
  double far = 100 * std::max({layout.width_mm, layout.height_mm, 10.0});
  for (int step = 0; step < 50; ++step) {
    const double mid = (near + far) / 2;
    place(camera, camera_to_board, target - cv::Point3d(forward) * mid);
    (outline_fits(camera, outline, max_radius, margin) ? far : near) = mid;
  }
  place(camera, camera_to_board, target - cv::Point3d(forward) * far);
  return camera;
}

}  // namespace arbitre::render
