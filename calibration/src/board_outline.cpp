#include "arbitre/calibration/board_outline.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <sstream>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "outline_stages.h"

namespace arbitre::calibration {
namespace {

constexpr const char* kNothingStandsOut = "no quadrilateral stands out from the table";
constexpr const char* kCutOff = "outline partly out of the picture";
// Through the real camera a rectangle's sides meet at right angles: |cos| of the measured
// angle above this is no board seen through this camera.
constexpr double kMaxCosine = 0.1;
constexpr double kMinFocalShare = 0.3;  // a guessed focal length outside these shares of the
constexpr double kMaxFocalShare = 3.0;  // width is a degenerate fit: use the default instead

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point& start) {
  const auto now = Clock::now();
  const double ms = std::chrono::duration<double, std::milli>(now - start).count();
  start = now;
  return ms;
}

std::string with_detail(const char* reason, const std::string& detail) {
  return std::string(reason) + " (" + detail + ")";
}

// How a rectangle's sides compare once seen through a camera: side 0 (corner 0 to 1) over
// side 1 (corner 1 to 2), and the cosine of the angle between them on the table.
struct Measured {
  double ratio = 0;
  double cosine = 0;
};

// The homography from the unit square to the corners is K [a r1, b r2, t] up to scale, for a
// rectangle of sides a, b: K^-1 times its columns gives a / b and the angle between r1, r2.
Measured measure_through(const std::array<cv::Point2d, 4>& ideal, const cv::Matx33d& k) {
  const std::vector<cv::Point2f> square{{0, 0}, {1, 0}, {1, 1}, {0, 1}};
  std::vector<cv::Point2f> corners;
  for (const auto& p : ideal)
    corners.emplace_back(static_cast<float>(p.x), static_cast<float>(p.y));
  const cv::Matx33d h(cv::getPerspectiveTransform(square, corners));
  const cv::Matx33d k_inv = k.inv();
  const cv::Vec3d r1 = k_inv * cv::Vec3d(h(0, 0), h(1, 0), h(2, 0));
  const cv::Vec3d r2 = k_inv * cv::Vec3d(h(0, 1), h(1, 1), h(2, 1));
  return {cv::norm(r1) / cv::norm(r2), r1.dot(r2) / (cv::norm(r1) * cv::norm(r2))};
}

// No intrinsics: a centred camera with square pixels whose focal length makes the
// quadrilateral a rectangle, when that is well defined; else a common phone's.
cv::Matx33d guessed_camera(const std::array<cv::Point2d, 4>& ideal, cv::Size size,
                           const OutlineParams& params) {
  const double cx = size.width / 2.0, cy = size.height / 2.0;
  double focal = params.guessed_focal * size.width;
  const std::vector<cv::Point2f> square{{0, 0}, {1, 0}, {1, 1}, {0, 1}};
  std::vector<cv::Point2f> corners;
  for (const auto& p : ideal)
    corners.emplace_back(static_cast<float>(p.x), static_cast<float>(p.y));
  const cv::Matx33d h(cv::getPerspectiveTransform(square, corners));
  const double z = h(2, 0) * h(2, 1);
  const double xy = (h(0, 0) - cx * h(2, 0)) * (h(0, 1) - cx * h(2, 1)) +
                    (h(1, 0) - cy * h(2, 0)) * (h(1, 1) - cy * h(2, 1));
  if (std::abs(z) > 1e-12) {
    const double f2 = -xy / z;
    const double f = f2 > 0 ? std::sqrt(f2) : 0;
    if (f > kMinFocalShare * size.width && f < kMaxFocalShare * size.width) focal = f;
  }
  return {focal, 0, cx, 0, focal, cy, 0, 0, 1};
}

// The layout's corners from the quadrilateral's, clockwise from the top-left, once the long
// sides are known: of the two readings 180 degrees apart, the one whose top edge (layout
// y = 0) is higher in the picture.
std::array<cv::Point2d, 4> orient(const std::array<cv::Point2d, 4>& quad, bool side0_is_width) {
  const size_t first = side0_is_width ? 0 : 1;  // corner starting a long side
  const auto mid_y = [&](size_t k) { return quad[k % 4].y + quad[(k + 1) % 4].y; };
  const size_t top = mid_y(first) <= mid_y(first + 2) ? first : first + 2;
  std::array<cv::Point2d, 4> ordered;
  for (size_t k = 0; k < 4; ++k) ordered[k] = quad[(top + k) % 4];
  return ordered;
}

// Sums up the fitted sides into `outline` (support, edge contrast); returns the weakest
// side's support.
double summarise_sides(const outline::RefinedQuad& refined, BoardOutline& outline) {
  double support = 0, weakest = 1;
  std::vector<double> contrasts;
  for (const auto& side : refined.sides) {
    support += side.support / 4;
    weakest = std::min(weakest, side.support);
    contrasts.push_back(side.contrast);
  }
  std::sort(contrasts.begin(), contrasts.end());
  outline.support = support;
  outline.edge_contrast = (contrasts[1] + contrasts[2]) / 2;
  return weakest;
}

// Whether the quadrilateral is the board seen through the camera (or a plausible one): its
// sides' ratio the layout's, at right angles.
struct ShapeCheck {
  double aspect = 0;                    // width over height as measured
  bool side0_is_width = false;          // the side from corner 0 to 1 is one of the long sides
  std::optional<std::string> mismatch;  // what is wrong, if anything
};

ShapeCheck check_shape(const std::array<cv::Point2d, 4>& ideal, cv::Size size,
                       const vision::BoardLayout& layout, const std::optional<Intrinsics>& camera,
                       const OutlineParams& params) {
  const cv::Matx33d k = camera ? camera->matrix : guessed_camera(ideal, size, params);
  const Measured measured = measure_through(ideal, k);
  const double board_aspect = layout.width_mm / layout.height_mm;
  const double tolerance = camera ? params.aspect_tolerance : params.aspect_tolerance_guessed;
  ShapeCheck check;
  check.side0_is_width = measured.ratio >= 1;
  check.aspect = check.side0_is_width ? measured.ratio : 1 / measured.ratio;
  if (std::abs(check.aspect / board_aspect - 1) <= tolerance &&
      (!camera || std::abs(measured.cosine) <= kMaxCosine)) {
    return check;
  }
  std::ostringstream detail;
  detail.precision(2);
  detail << std::fixed << "aspect " << check.aspect << ", the board's " << board_aspect
         << ", corner angle " << std::acos(std::clamp(measured.cosine, -1.0, 1.0)) * 180 / CV_PI
         << " deg";
  check.mismatch = detail.str();
  return check;
}

double quad_area(const std::array<cv::Point2d, 4>& quad) {
  double twice = 0;
  for (size_t k = 0; k < 4; ++k) twice += quad[k].cross(quad[(k + 1) % 4]);
  return std::abs(twice) / 2;
}

void dump(const OutlineParams& params, const std::string& name, const cv::Mat& image) {
  if (params.debug_dir.empty()) return;
  std::filesystem::create_directories(params.debug_dir);
  cv::imwrite((params.debug_dir / name).string(), image);
}

void dump_quads(const OutlineParams& params, const cv::Mat& image,
                const std::array<cv::Point2d, 4>& hypothesis, const BoardOutline& outline) {
  if (params.debug_dir.empty()) return;
  cv::Mat canvas = image.clone();
  auto draw = [&](const std::array<cv::Point2d, 4>& q, const cv::Scalar& colour) {
    for (size_t k = 0; k < 4; ++k) cv::line(canvas, q[k], q[(k + 1) % 4], colour, 1, cv::LINE_AA);
  };
  draw(hypothesis, cv::Scalar(0, 200, 255));
  if (outline.found) {
    draw(outline.corners_px, cv::Scalar(0, 255, 0));
    cv::circle(canvas, outline.corners_px[0], 6, cv::Scalar(0, 0, 255), 2);  // layout top-left
  }
  dump(params, "4-quads.png", canvas);
}

}  // namespace

BoardOutline find_board_outline(const cv::Mat& image, const vision::BoardLayout& layout,
                                const std::optional<Intrinsics>& camera,
                                const OutlineParams& params) {
  BoardOutline outline;
  if (image.empty() || image.type() != CV_8UC3) {
    outline.reason = "not an 8-bit colour picture";
    return outline;
  }
  auto clock = Clock::now();
  const auto work = outline::prepare_work_image(image, params);
  const auto table = outline::model_table(work, params);
  outline.timing.table_ms = ms_since(clock);

  const cv::Mat mask = outline::board_mask(work, table, params);
  auto blob = outline::largest_blob(mask, params);
  if (blob && blob->touches_edge) {
    if (auto trimmed = outline::without_arm(mask, *blob, params)) blob = trimmed;
  }
  outline.timing.blob_ms = ms_since(clock);
  dump(params, "1-mask.png", mask);
  if (!blob) {
    outline.reason = with_detail(kNothingStandsOut, "no region apart from the table's colours");
    return outline;
  }

  const auto hypothesis = outline::quad_from_blob(*blob, work.scale);
  outline.timing.quad_ms = ms_since(clock);
  if (!hypothesis) {
    outline.reason =
        blob->touches_edge ? kCutOff : with_detail(kNothingStandsOut, "no four corners");
    return outline;
  }

  const outline::Lens lens(camera);
  const auto refined = outline::refine_quad(image, *hypothesis, lens, table, params);
  outline.timing.refine_ms = ms_since(clock);

  std::array<cv::Point2d, 4> raw;
  for (size_t k = 0; k < 4; ++k) raw[k] = lens.distort(refined.corners_ideal[k]);
  const double weakest = summarise_sides(refined, outline);
  const double support = outline.support;
  const cv::Rect2d inside(params.edge_margin_px, params.edge_margin_px,
                          image.cols - 1 - 2 * params.edge_margin_px,
                          image.rows - 1 - 2 * params.edge_margin_px);
  const bool corner_out = std::any_of(raw.begin(), raw.end(),
                                      [&](const cv::Point2d& p) { return !inside.contains(p); });
  // A blob reaching the picture's edge is a board cut by it, or a board with an arm or a die
  // beside it: four well-supported sides with their corners inside the picture tell which.
  const bool cut = corner_out || (blob->touches_edge && !refined.intersect);
  std::ostringstream detail;
  detail.precision(2);
  // Where the frame is near the table's colour the blob was only the field, and the sides
  // were found a frame's width outside it from their edges alone: ask more of those edges.
  const bool grown = quad_area(*hypothesis) < params.grown_area_share * quad_area(raw);
  const double min_side_support = grown ? params.grown_min_side_support : params.min_side_support;
  if (!refined.intersect || weakest < min_side_support || support < params.min_support) {
    outline.timing.check_ms = ms_since(clock);
    dump_quads(params, image, *hypothesis, outline);
    detail << "edge along " << std::fixed << 100 * weakest << "% of the weakest side";
    outline.reason =
        cut || blob->touches_edge ? kCutOff : with_detail(kNothingStandsOut, detail.str());
    return outline;
  }
  if (cut) {
    outline.timing.check_ms = ms_since(clock);
    outline.reason = kCutOff;
    return outline;
  }

  const ShapeCheck shape = check_shape(refined.corners_ideal, image.size(), layout, camera, params);
  outline.aspect = shape.aspect;
  if (shape.mismatch) {
    outline.timing.check_ms = ms_since(clock);
    outline.reason = with_detail("no quadrilateral has the board's shape", *shape.mismatch);
    dump_quads(params, image, *hypothesis, outline);
    return outline;
  }
  outline.timing.check_ms = ms_since(clock);
  outline.found = true;
  outline.corners_px = orient(raw, shape.side0_is_width);
  dump_quads(params, image, *hypothesis, outline);
  return outline;
}

}  // namespace arbitre::calibration
