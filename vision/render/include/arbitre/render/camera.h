// Camera: a pinhole camera with lens distortion looking at the board, as OpenCV models one.
// The renderer draws through it and writes it to the truth file; calibration estimates it.
#pragma once

#include <cmath>
#include <vector>

#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>

#include "arbitre/engine/random.h"
#include "arbitre/vision/layout.h"

namespace arbitre::render {

struct Camera {
  cv::Size resolution{1280, 720};
  cv::Matx33d intrinsics = cv::Matx33d::eye();   // fx, fy, cx, cy in pixels
  cv::Vec<double, 5> distortion{0, 0, 0, 0, 0};  // k1 k2 p1 p2 k3 (OpenCV order)
  cv::Vec3d rvec{0, 0, 0};  // board frame (mm, z into the table) -> camera frame, Rodrigues
  cv::Vec3d tvec{0, 0, 0};  // mm

  // Pixel position of a board-frame point (distortion applied), as cv::projectPoints.
  cv::Point2d project(const cv::Point3d& board_point) const;
  std::vector<cv::Point2d> project(const std::vector<cv::Point3d>& board_points) const;
  // Where the camera's centre stands in the board frame (z < 0: above the table).
  cv::Point3d position() const;
  // Depth of a board-frame point along the optical axis (mm), for drawing far things first.
  double depth(const cv::Point3d& board_point) const;
  // For every pixel, the board-frame (x, y) in mm where its ray meets the table (z = 0):
  // CV_32FC2, resolution-sized; NaN where the ray misses the table plane. The lens is
  // inverted by Newton's method, to far below a hundredth of a pixel.
  cv::Mat plane_map() const;

  // {"resolution": [w, h], "intrinsics": {"fx", "fy", "cx", "cy"}, "distortion": [k1, k2,
  // p1, p2, k3], "rvec": [3], "tvec": [3]}. Errors name the field under "camera"
  // ("camera.intrinsics.fx", "camera.distortion[2]").
  nlohmann::json to_json() const;
  static engine::Result<Camera> from_json(const nlohmann::json& json);
};

// Rotations about the board frame's axes (radians), for placing cameras and objects.
inline cv::Matx33d rotation_x(double angle) {
  const double c = std::cos(angle), s = std::sin(angle);
  return {1, 0, 0, 0, c, -s, 0, s, c};
}
inline cv::Matx33d rotation_y(double angle) {
  const double c = std::cos(angle), s = std::sin(angle);
  return {c, 0, s, 0, 1, 0, -s, 0, c};
}
inline cv::Matx33d rotation_z(double angle) {
  const double c = std::cos(angle), s = std::sin(angle);
  return {c, -s, 0, s, c, 0, 0, 0, 1};
}

// A number drawn evenly between `low` and `high`.
inline double uniform(engine::Random& random, double low, double high) {
  return low + (high - low) * random.unit();
}

// What a seed may choose for the camera (the ranges a real table set-up spans).
struct CameraRanges {
  double max_tilt_deg = 35;      // angle of the optical axis from vertical
  double max_roll_deg = 25;      // about the optical axis, beyond a random quarter turn
  double min_fov_margin = 1.05;  // the whole board plus this share of margin in view...
  double max_fov_margin = 1.35;  // ...up to this share (the camera's height follows)
  double min_hfov_deg = 50;      // horizontal field of view (focal length)
  double max_hfov_deg = 85;
  double max_k1 = 0.25;  // radial distortion |k1| (barrel or pincushion)
  std::vector<cv::Size> resolutions{{640, 480}, {1280, 720}, {1920, 1080}};
};

// A camera that sees the whole board (its outline inside the image, shrunk by the margin
// factor around its centre), drawn from `random`: it looks at a point near the board's
// centre, tilted in any azimuth, rolled, from the nearest distance where the board fits. The
// lens is kept one to one well past the picture's corners (a strong barrel on a wide lens is
// weakened), so that what lies outside the picture never folds back into it.
Camera random_camera(const vision::BoardLayout& layout, const CameraRanges& ranges,
                     engine::Random& random);

}  // namespace arbitre::render
