#include "arbitre/vision/fiducials.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include <opencv2/aruco.hpp>
#include <opencv2/imgproc.hpp>

namespace arbitre::vision {
namespace {

constexpr double kProfileStepPx = 0.25;  // sampling step across an edge
constexpr int kMinEdgels = 5;            // edge points needed to trust a fitted side

double sample(const cv::Mat& gray, const cv::Point2d& p) {
  const int x0 = static_cast<int>(std::floor(p.x));
  const int y0 = static_cast<int>(std::floor(p.y));
  if (x0 < 0 || y0 < 0 || x0 + 1 >= gray.cols || y0 + 1 >= gray.rows) return NAN;
  const double fx = p.x - x0, fy = p.y - y0;
  const float* row0 = gray.ptr<float>(y0);
  const float* row1 = gray.ptr<float>(y0 + 1);
  return (row0[x0] * (1 - fx) + row0[x0 + 1] * fx) * (1 - fy) +
         (row1[x0] * (1 - fx) + row1[x0 + 1] * fx) * fy;
}

// Where, along `inward` through `point`, the picture steps down the most (white quiet zone to
// black border), within `reach` pixels; sub-sample by a parabola through the steepest step.
std::optional<cv::Point2d> edgel(const cv::Mat& gray, const cv::Point2d& point,
                                 const cv::Point2d& inward, double reach) {
  const int steps = static_cast<int>(2 * reach / kProfileStepPx);
  std::vector<double> profile;
  for (int i = 0; i <= steps; ++i) {
    const double v = sample(gray, point + inward * (-reach + i * kProfileStepPx));
    if (std::isnan(v)) return std::nullopt;
    profile.push_back(v);
  }
  int best = -1;
  double steepest = 0;
  for (int i = 1; i + 1 < static_cast<int>(profile.size()); ++i) {
    const double slope = profile[i + 1] - profile[i - 1];
    if (slope < steepest) steepest = slope, best = i;
  }
  if (best < 2 || best + 2 >= static_cast<int>(profile.size())) return std::nullopt;
  const double a = profile[best] - profile[best - 2];
  const double b = profile[best + 1] - profile[best - 1];
  const double c = profile[best + 2] - profile[best];
  const double denominator = a - 2 * b + c;
  const double shift = std::abs(denominator) > 1e-9 ? 0.5 * (a - c) / denominator : 0;
  const double along = -reach + (best + std::clamp(shift, -1.0, 1.0)) * kProfileStepPx;
  return point + inward * along;
}

// The line (point, direction) of the border side from `from` to `to`.
std::optional<cv::Vec4f> side_line(const cv::Mat& gray, const cv::Point2d& from,
                                   const cv::Point2d& to, const cv::Point2d& centre) {
  const cv::Point2d along = to - from;
  const double length = std::hypot(along.x, along.y);
  if (length < 8) return std::nullopt;
  cv::Point2d inward(-along.y / length, along.x / length);
  const cv::Point2d middle = (from + to) * 0.5;
  if (inward.dot(centre - middle) < 0) inward = -inward;
  // Half a module either way: the marker is 6 modules wide, and the next edge inside the
  // border (black to white) steps the other way.
  const double reach = std::clamp(length / 6 * 0.8, 1.5, 6.0);
  std::vector<cv::Point2f> points;
  const int samples = std::max(kMinEdgels, static_cast<int>(length / 2));
  for (int i = 0; i < samples; ++i) {
    const double t = 0.15 + 0.7 * i / std::max(1, samples - 1);  // away from the corners
    if (auto p = edgel(gray, from + along * t, inward, reach)) points.emplace_back(*p);
  }
  if (static_cast<int>(points.size()) < kMinEdgels) return std::nullopt;
  cv::Vec4f line;
  cv::fitLine(points, line, cv::DIST_HUBER, 0, 0.01, 0.01);
  return line;
}

std::optional<cv::Point2d> intersect(const cv::Vec4f& a, const cv::Vec4f& b) {
  const cv::Point2d da(a[0], a[1]), pa(a[2], a[3]), db(b[0], b[1]), pb(b[2], b[3]);
  const double cross = da.x * db.y - da.y * db.x;
  if (std::abs(cross) < 1e-6) return std::nullopt;
  const cv::Point2d w = pb - pa;
  const double t = (w.x * db.y - w.y * db.x) / cross;
  return pa + da * t;
}

}  // namespace

std::array<cv::Point2d, 4> refine_marker_corners(const cv::Mat& gray_any,
                                                 const std::array<cv::Point2d, 4>& corners) {
  cv::Mat gray = gray_any;
  if (gray.type() != CV_32F) gray_any.convertTo(gray, CV_32F);
  cv::Point2d centre(0, 0);
  for (const auto& c : corners) centre += c * 0.25;
  std::array<std::optional<cv::Vec4f>, 4> sides;  // side k runs from corner k to corner k+1
  for (int k = 0; k < 4; ++k) sides[k] = side_line(gray, corners[k], corners[(k + 1) % 4], centre);
  std::array<cv::Point2d, 4> refined = corners;
  for (int k = 0; k < 4; ++k) {
    const auto& before = sides[(k + 3) % 4];
    const auto& after = sides[k];
    if (!before || !after) continue;
    const auto meeting = intersect(*before, *after);
    // A refinement that moves a corner further than a module is a failed measurement.
    if (meeting && cv::norm(*meeting - corners[k]) < 0.25 * cv::norm(corners[k] - centre)) {
      refined[k] = *meeting;
    }
  }
  return refined;
}

namespace {

// ArUco's candidates in `gray`, corners scaled by `scale` back to the full picture.
// `side_px`, when known (a marker looked for where it was), bounds the candidates' size to
// half to twice that side in `gray`'s pixels: in a small window ArUco's default bounds, a
// share of the window, would let every speck of noise through to be decoded.
void detect(const cv::Mat& gray, double scale, std::vector<int>& ids,
            std::vector<std::vector<cv::Point2f>>& corners, double side_px = 0) {
  const auto dictionary = cv::aruco::getPredefinedDictionary(cv::aruco::DICT_4X4_50);
  auto parameters = cv::aruco::DetectorParameters::create();
  // Blurred small markers (a phone's focus, 640x480): larger thresholding windows keep the
  // border closed, and reading each bit from the middle of its cell keeps blur from mixing
  // neighbours. Measured on rendered stills: 1-2 of 4 markers found with the defaults, 4 with
  // these.
  parameters->adaptiveThreshWinSizeMax = 53;
  parameters->adaptiveThreshWinSizeStep = 8;
  parameters->perspectiveRemoveIgnoredMarginPerCell = 0.3;
  if (side_px > 0) {
    const double window = std::max(gray.cols, gray.rows);
    parameters->minMarkerPerimeterRate = 4 * 0.5 * side_px / window;
    parameters->maxMarkerPerimeterRate = 4 * 2.0 * side_px / window;
    // Thresholding windows from a third of the marker to a little more than the marker:
    // three passes instead of seven, the ones that keep a marker of this size whole.
    auto odd = [](double v) { return std::max(3, static_cast<int>(v) | 1); };
    parameters->adaptiveThreshWinSizeMin = odd(side_px * 0.35);
    parameters->adaptiveThreshWinSizeMax = odd(side_px * 1.3);
    parameters->adaptiveThreshWinSizeStep = std::max(
        2, (parameters->adaptiveThreshWinSizeMax - parameters->adaptiveThreshWinSizeMin) / 2);
  }
  cv::aruco::detectMarkers(gray, dictionary, corners, ids, parameters);
  for (auto& quad : corners) {
    for (auto& p : quad)
      p = (p + cv::Point2f(0.5f, 0.5f)) * static_cast<float>(scale) - cv::Point2f(0.5f, 0.5f);
  }
}

cv::Mat gray_of(const cv::Mat& image) {
  cv::Mat gray = image;
  if (image.channels() == 3) cv::cvtColor(image, gray, cv::COLOR_BGR2GRAY);
  if (gray.depth() != CV_8U) gray.convertTo(gray, CV_8U);
  return gray;
}

// Each candidate's corners refined on the full picture. Edges are located in linear light:
// lens blur mixes light linearly, and the camera's tone curve applied after it would pull a
// blurred edge toward the white side. Only the markers' surroundings are converted.
std::vector<FoundFiducial> refined(const cv::Mat& gray8, const std::vector<int>& ids,
                                   const std::vector<std::vector<cv::Point2f>>& corners) {
  static const cv::Mat kToLinear = [] {
    cv::Mat lut(1, 256, CV_32F);
    for (int v = 0; v < 256; ++v) {
      const double c = v / 255.0;
      lut.at<float>(v) =
          static_cast<float>(c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4));
    }
    return lut;
  }();
  std::vector<FoundFiducial> found;
  for (size_t i = 0; i < ids.size(); ++i) {
    const cv::Rect area = (cv::boundingRect(corners[i]) + cv::Size(24, 24) - cv::Point(12, 12)) &
                          cv::Rect(0, 0, gray8.cols, gray8.rows);
    cv::Mat linear;
    cv::LUT(gray8(area), kToLinear, linear);
    std::array<cv::Point2d, 4> rough;
    for (int k = 0; k < 4; ++k) rough[k] = cv::Point2d(corners[i][k]) - cv::Point2d(area.tl());
    // Twice: the edge profiles are laid across the sides from the corners given, so a second
    // pass from the refined corners no longer depends on how rough the first ones were.
    auto corners_px = refine_marker_corners(linear, refine_marker_corners(linear, rough));
    for (auto& p : corners_px) p += cv::Point2d(area.tl());
    found.push_back({ids[i], corners_px});
  }
  return found;
}

}  // namespace

std::vector<FoundFiducial> find_fiducials(const cv::Mat& image) {
  const cv::Mat gray = gray_of(image);
  // Large pictures are searched at half size (four times fewer pixels to threshold); the
  // corners are refined on the full picture anyway. Back to full size if that finds fewer
  // than three markers (small or far boards).
  std::vector<int> ids;
  std::vector<std::vector<cv::Point2f>> corners;
  if (gray.cols >= 1200) {
    cv::Mat half;
    cv::pyrDown(gray, half);
    detect(half, 2.0, ids, corners);
  }
  if (ids.size() < 3) detect(gray, 1.0, ids, corners);
  // A second look, smoothed, when fewer than three markers are found (the pose needs three):
  // sensor noise on small markers (under 6 px a cell) breaks their borders apart in the
  // adaptive threshold or flips a bit. The markers found by either look are kept, each once.
  // (Doubling the picture instead found no more on rendered stills: eval read --seeds 1-50.)
  if (ids.size() < 3) {
    cv::Mat smooth;
    cv::GaussianBlur(gray, smooth, {0, 0}, 1.0);
    std::vector<int> more_ids;
    std::vector<std::vector<cv::Point2f>> more_corners;
    detect(smooth, 1.0, more_ids, more_corners);
    for (std::size_t i = 0; i < more_ids.size(); ++i) {
      if (std::find(ids.begin(), ids.end(), more_ids[i]) != ids.end()) continue;
      ids.push_back(more_ids[i]);
      corners.push_back(more_corners[i]);
    }
  }
  return refined(gray, ids, corners);
}

std::vector<FoundFiducial> find_fiducials_near(const cv::Mat& image,
                                               const std::vector<FoundFiducial>& expected,
                                               double reach_px) {
  const cv::Mat gray = gray_of(image);
  const cv::Rect picture(0, 0, gray.cols, gray.rows);
  std::vector<int> ids;
  std::vector<std::vector<cv::Point2f>> corners;
  for (const auto& last : expected) {
    std::vector<cv::Point2f> quad(last.corners.begin(), last.corners.end());
    const cv::Rect box = cv::boundingRect(quad);
    const int side = std::max(box.width, box.height);
    // Half the marker again around it (ArUco needs the quiet zone and a little table), plus
    // how far it may have moved.
    const int margin = static_cast<int>(side / 2 + reach_px);
    const cv::Rect area =
        (box + cv::Size(2 * margin, 2 * margin) - cv::Point(margin, margin)) & picture;
    if (area.width < 16 || area.height < 16) continue;
    std::vector<int> area_ids;
    std::vector<std::vector<cv::Point2f>> area_corners;
    // A marker over 48 px wide is found as well at half size, four times cheaper; the corners
    // are refined at full size below.
    if (side > 48) {
      cv::Mat half;
      cv::pyrDown(gray(area), half);
      detect(half, 2.0, area_ids, area_corners, side / 2.0);
    } else {
      detect(gray(area), 1.0, area_ids, area_corners, side);
    }
    for (size_t i = 0; i < area_ids.size(); ++i) {
      if (area_ids[i] != last.id) continue;
      for (auto& p : area_corners[i]) p += cv::Point2f(area.tl());
      ids.push_back(area_ids[i]);
      corners.push_back(area_corners[i]);
      break;
    }
  }
  return refined(gray, ids, corners);
}

}  // namespace arbitre::vision
