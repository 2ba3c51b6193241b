#include "arbitre/render/camera.h"

#include <cmath>
#include <limits>
#include <string>

#include <opencv2/calib3d.hpp>

#include "arbitre/engine/json_fields.h"
#include "internal.h"

namespace arbitre::render {
namespace {

cv::Matx33d rotation_of(const cv::Vec3d& rvec) {
  cv::Matx33d rotation;
  cv::Rodrigues(rvec, rotation);
  return rotation;
}

// The distorted point and the Jacobian of the OpenCV lens polynomial at (x, y).
void distort_with_jacobian(const cv::Vec<double, 5>& k, double x, double y, double& xd, double& yd,
                           cv::Matx22d& jacobian) {
  const double r2 = x * x + y * y;
  const double radial = 1 + r2 * (k[0] + r2 * (k[1] + r2 * k[4]));
  const double radial_slope = k[0] + r2 * (2 * k[1] + 3 * k[4] * r2);  // d radial / d r2
  const double p1 = k[2];
  const double p2 = k[3];
  xd = x * radial + 2 * p1 * x * y + p2 * (r2 + 2 * x * x);
  yd = y * radial + p1 * (r2 + 2 * y * y) + 2 * p2 * x * y;
  const double cross = 2 * x * y * radial_slope + 2 * p1 * x + 2 * p2 * y;
  jacobian = cv::Matx22d(radial + 2 * x * x * radial_slope + 2 * p1 * y + 6 * p2 * x, cross, cross,
                         radial + 2 * y * y * radial_slope + 6 * p1 * y + 2 * p2 * x);
}

// Newton's method on the lens polynomial: the undistorted point whose image is (xd, yd),
// starting from `guess`. Converges to machine precision in a few steps inside the picture.
cv::Point2d undistort(const cv::Vec<double, 5>& k, double xd, double yd, cv::Point2d guess) {
  cv::Point2d p = guess;
  for (int step = 0; step < 30; ++step) {
    double fx = 0;
    double fy = 0;
    cv::Matx22d jacobian;
    distort_with_jacobian(k, p.x, p.y, fx, fy, jacobian);
    const double det = jacobian(0, 0) * jacobian(1, 1) - jacobian(0, 1) * jacobian(1, 0);
    if (std::abs(det) < 1e-12) break;
    const double ex = fx - xd;
    const double ey = fy - yd;
    const double dx = (jacobian(1, 1) * ex - jacobian(0, 1) * ey) / det;
    const double dy = (jacobian(0, 0) * ey - jacobian(1, 0) * ex) / det;
    p.x -= dx;
    p.y -= dy;
    if (dx * dx + dy * dy < 1e-24) break;
  }
  return p;
}

nlohmann::json vector_json(const double* values, int count) {
  nlohmann::json array = nlohmann::json::array();
  for (int i = 0; i < count; ++i) array.push_back(values[i]);
  return array;
}

// Reads `count` finite numbers from the array under `key`.
void read_numbers(engine::JsonFields& fields, const char* key, int count, double* out) {
  const nlohmann::json& array = fields.array(key, count);
  if (!fields.ok()) return;
  for (int i = 0; i < count; ++i) {
    const nlohmann::json& item = array[static_cast<std::size_t>(i)];
    if (!item.is_number() || !std::isfinite(item.get<double>())) {
      fields.fail(fields.child_path(key) + "[" + std::to_string(i) + "]",
                  "expected a finite number, got " + item.dump());
      return;
    }
    out[i] = item.get<double>();
  }
}

}  // namespace

cv::Point2d Camera::project(const cv::Point3d& board_point) const {
  return project(std::vector<cv::Point3d>{board_point}).front();
}

std::vector<cv::Point2d> Camera::project(const std::vector<cv::Point3d>& board_points) const {
  std::vector<cv::Point2d> pixels;
  if (board_points.empty()) return pixels;
  cv::projectPoints(board_points, rvec, tvec, intrinsics, distortion, pixels);
  return pixels;
}

cv::Point3d Camera::position() const {
  const cv::Vec3d centre = -(rotation_of(rvec).t() * tvec);
  return {centre[0], centre[1], centre[2]};
}

double Camera::depth(const cv::Point3d& board_point) const {
  const cv::Vec3d in_camera = rotation_of(rvec) * cv::Vec3d(board_point) + tvec;
  return in_camera[2];
}

cv::Mat Camera::plane_map() const {
  const cv::Matx33d to_board = rotation_of(rvec).t();
  const cv::Point3d centre = position();
  const double fx = intrinsics(0, 0);
  const double fy = intrinsics(1, 1);
  const double cx = intrinsics(0, 2);
  const double cy = intrinsics(1, 2);
  const float nan = std::numeric_limits<float>::quiet_NaN();
  cv::Mat map(resolution, CV_32FC2);
  for (int row = 0; row < resolution.height; ++row) {
    auto* out = map.ptr<cv::Vec2f>(row);
    const double yd = (row - cy) / fy;
    cv::Point2d guess((0 - cx) / fx, yd);
    for (int col = 0; col < resolution.width; ++col) {
      const double xd = (col - cx) / fx;
      // The neighbour's answer is a close first guess, so Newton needs few steps.
      const cv::Point2d undistorted = undistort(distortion, xd, yd, guess);
      guess = undistorted;
      const cv::Vec3d ray = to_board * cv::Vec3d(undistorted.x, undistorted.y, 1.0);
      if (ray[2] <= 1e-9 || centre.z >= 0) {
        out[col] = cv::Vec2f(nan, nan);
        continue;
      }
      const double t = -centre.z / ray[2];
      out[col] = cv::Vec2f(static_cast<float>(centre.x + t * ray[0]),
                           static_cast<float>(centre.y + t * ray[1]));
    }
  }
  return map;
}

nlohmann::json Camera::to_json() const {
  nlohmann::json json;
  json["resolution"] = {resolution.width, resolution.height};
  json["intrinsics"] = {{"fx", intrinsics(0, 0)},
                        {"fy", intrinsics(1, 1)},
                        {"cx", intrinsics(0, 2)},
                        {"cy", intrinsics(1, 2)}};
  json["distortion"] = vector_json(distortion.val, 5);
  json["rvec"] = vector_json(rvec.val, 3);
  json["tvec"] = vector_json(tvec.val, 3);
  return json;
}

engine::Result<Camera> Camera::from_json(const nlohmann::json& json) {
  engine::JsonFields fields(json, "camera");
  Camera camera;
  const nlohmann::json& size = fields.array("resolution", 2);
  if (fields.ok()) {
    for (int i = 0; i < 2; ++i) {
      const nlohmann::json& item = size[static_cast<std::size_t>(i)];
      const bool good =
          item.is_number_integer() && item.get<long long>() >= 1 && item.get<long long>() <= 20000;
      if (!good) {
        fields.fail("camera.resolution[" + std::to_string(i) + "]",
                    "expected a pixel count from 1 to 20000, got " + item.dump());
      }
    }
    if (fields.ok()) camera.resolution = cv::Size(size[0].get<int>(), size[1].get<int>());
  }
  engine::JsonFields lens(fields.object("intrinsics"), fields.child_path("intrinsics"));
  if (fields.ok()) {
    camera.intrinsics(0, 0) = lens.number("fx", 1e-6, 1e9);
    camera.intrinsics(1, 1) = lens.number("fy", 1e-6, 1e9);
    camera.intrinsics(0, 2) = lens.number("cx", -1e9, 1e9);
    camera.intrinsics(1, 2) = lens.number("cy", -1e9, 1e9);
    fields.adopt(lens.error());
  }
  read_numbers(fields, "distortion", 5, camera.distortion.val);
  read_numbers(fields, "rvec", 3, camera.rvec.val);
  read_numbers(fields, "tvec", 3, camera.tvec.val);
  if (!fields.ok()) return *fields.error();
  return camera;
}

namespace detail {

double radial_factor(const cv::Vec<double, 5>& k, double r) {
  const double r2 = r * r;
  return 1 + r2 * (k[0] + r2 * (k[1] + r2 * k[4]));
}

double monotonic_radius(const cv::Vec<double, 5>& k, double min_slope, double search_to) {
  constexpr int kSteps = 400;
  for (int i = 1; i <= kSteps; ++i) {
    const double r = search_to * i / kSteps;
    const double r2 = r * r;
    // d/dr of r * radial(r) = 1 + 3 k1 r^2 + 5 k2 r^4 + 7 k3 r^6.
    const double slope = 1 + r2 * (3 * k[0] + r2 * (5 * k[1] + r2 * 7 * k[4]));
    if (slope < min_slope) return search_to * (i - 1) / kSteps;
  }
  return search_to;
}

Projector::Projector(const Camera& camera)
    : translation_(camera.tvec),
      fx_(camera.intrinsics(0, 0)),
      fy_(camera.intrinsics(1, 1)),
      cx_(camera.intrinsics(0, 2)),
      cy_(camera.intrinsics(1, 2)),
      k_(camera.distortion),
      position_(camera.position()) {
  cv::Rodrigues(camera.rvec, rotation_);
  radius_limit_ = std::max(monotonic_radius(k_, 0.3, 6.0), 0.05);
  const double r = radius_limit_;
  const double r2 = r * r;
  slope_at_limit_ = 1 + r2 * (3 * k_[0] + r2 * (5 * k_[1] + r2 * 7 * k_[4]));
}

cv::Vec3d Projector::to_camera(const cv::Point3d& p) const {
  return rotation_ * cv::Vec3d(p.x, p.y, p.z) + translation_;
}

cv::Point2d Projector::distort(const cv::Point2d& p) const {
  const double r2 = p.x * p.x + p.y * p.y;
  const double radial = 1 + r2 * (k_[0] + r2 * (k_[1] + r2 * k_[4]));
  return {p.x * radial + 2 * k_[2] * p.x * p.y + k_[3] * (r2 + 2 * p.x * p.x),
          p.y * radial + k_[2] * (r2 + 2 * p.y * p.y) + 2 * k_[3] * p.x * p.y};
}

bool Projector::project(const cv::Point3d& board_point, cv::Point2d& pixel) const {
  const cv::Vec3d c = to_camera(board_point);
  if (c[2] < 1.0) return false;
  cv::Point2d p(c[0] / c[2], c[1] / c[2]);
  cv::Point2d d;
  const double r = std::hypot(p.x, p.y);
  if (r <= radius_limit_) {
    d = distort(p);
  } else {
    // Continue the lens along its tangent beyond the limit.
    const cv::Point2d unit = p / r;
    d = distort(unit * radius_limit_) + unit * ((r - radius_limit_) * slope_at_limit_);
  }
  pixel = {fx_ * d.x + cx_, fy_ * d.y + cy_};
  return true;
}

}  // namespace detail
}  // namespace arbitre::render
