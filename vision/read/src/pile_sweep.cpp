// The search for the top card (pile_top.h): for each likely orientation of its sides, every
// card-sized rectangle whose centre lies in the zone, scored by its weakest side.
#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

#include "arbitre/read/pile_top.h"

namespace arbitre::read {
namespace {

constexpr double kRightAngle = CV_PI / 2;

// `angle` folded into [0, 90 degrees): a rectangle's sides have normals at angle and angle + 90.
double folded(double angle) {
  double a = std::fmod(angle, kRightAngle);
  return a < 0 ? a + kRightAngle : a;
}

bool near_angle(double a, double b, double tolerance) {
  const double d = std::abs(folded(a) - folded(b));
  return std::min(d, kRightAngle - d) < tolerance;
}

// The strongest orientations of the zone's gradient (normals folded into a quarter turn),
// weighted by magnitude, in half-degree bins smoothed over three: a card's sides give a peak
// even where no single side is long enough for a Hough line.
std::vector<double> gradient_peaks(const cv::Mat& gx, const cv::Mat& gy, const cv::Mat& magnitude,
                                   int most, cv::Mat& degrees) {  // degrees: a reused buffer
  constexpr int kBins = 180;  // half-degree bins over 90 degrees
  std::vector<double> histogram(kBins, 0);
  // OpenCV's vectorised arctangent (within 0.3 degrees; the bins are smoothed over 1.5) costs a
  // fraction of one std::atan2 per pixel.
  cv::phase(gx, gy, degrees, true);
  for (int y = 0; y < gx.rows; ++y) {
    const float* angle = degrees.ptr<float>(y);
    const float* m = magnitude.ptr<float>(y);
    for (int x = 0; x < gx.cols; ++x) {
      if (m[x] < 1) continue;
      // Folded into a quarter turn by the bin's index: angle * 2 is exact in floats, so this
      // is the bin of fmod(angle, 90) without fmod's cost per pixel.
      histogram[static_cast<int>(angle[x] * (kBins / 90.0f)) % kBins] += m[x];
    }
  }
  std::vector<double> smooth(kBins);
  for (int i = 0; i < kBins; ++i) {
    smooth[i] = histogram[(i + kBins - 1) % kBins] + histogram[i] + histogram[(i + 1) % kBins];
  }
  std::vector<double> peaks;
  for (int taken = 0; taken < most; ++taken) {
    const int top =
        static_cast<int>(std::max_element(smooth.begin(), smooth.end()) - smooth.begin());
    if (smooth[top] <= 0) break;
    peaks.push_back((top + 0.5) * kRightAngle / kBins);
    for (int d = -6; d <= 6; ++d) smooth[(top + d + kBins) % kBins] = 0;  // 3 degrees around
  }
  return peaks;
}

}  // namespace

std::vector<double> PileTopFinder::side_angles() {
  const double tolerance = params_.angle_tolerance_deg * CV_PI / 180;
  std::vector<double> angles;
  auto add = [&](double angle) {
    const bool known = std::any_of(angles.begin(), angles.end(),
                                   [&](double a) { return near_angle(a, angle, tolerance); });
    if (!known) angles.push_back(folded(angle));
  };
  for (const cv::Vec2f& line : lines_) {  // Hough's order: most votes first
    if (static_cast<int>(angles.size()) >= params_.line_angles) break;
    add(line[1]);
  }
  for (double angle : gradient_peaks(gx_, gy_, magnitude_, params_.gradient_angles, degrees_))
    add(angle);
  return angles;
}

// For sides at `angle` (the normal of one pair; the other pair's is a quarter turn on): the
// gradient across each pair is turned into a frame (u, v) where the sides run along the axes,
// widened by a pixel either way, and summed (integral images), so that each rectangle's four
// side means cost four lookups each.
std::optional<PileTopFinder::Rectangle> PileTopFinder::sweep(double angle) {
  const float c = float(std::cos(angle)), s = float(std::sin(angle));
  const float level = static_cast<float>(edge_min_);
  across_u_.create(gx_.size(), CV_32F);
  across_v_.create(gx_.size(), CV_32F);
  for (int y = 0; y < gx_.rows; ++y) {
    const float* dx = gx_.ptr<float>(y);
    const float* dy = gy_.ptr<float>(y);
    float* u = across_u_.ptr<float>(y);
    float* v = across_v_.ptr<float>(y);
    for (int x = 0; x < gx_.cols; ++x) {
      // Saturated at the edge level: a side scores the share of its length along which an
      // edge runs, and a few crossings of strong print (a pip, an index) cannot make up for
      // a stretch without an edge.
      u[x] = std::min(std::abs(dx[x] * c + dy[x] * s), level) / level;
      v[x] = std::min(std::abs(-dx[x] * s + dy[x] * c), level) / level;
    }
  }
  // The turned frame covers only what a card centred in the zone can reach: the zone's box
  // turned, grown by the largest card's half diagonal.
  const double px = params_.px_per_mm;
  const double reach = 0.5 * px *
                           std::hypot(std::max(params_.short_mm, params_.narrow_short_mm),
                                      std::max(params_.long_mm, params_.narrow_long_mm)) +
                       2;
  double u_min = 1e9, u_max = -1e9, v_min = 1e9, v_max = -1e9;
  for (const cv::Point2d corner :
       {zone_px_.tl(), zone_px_.br(), cv::Point(zone_px_.x, zone_px_.y + zone_px_.height),
        cv::Point(zone_px_.x + zone_px_.width, zone_px_.y)}) {
    const double u = c * corner.x + s * corner.y, v = -s * corner.x + c * corner.y;
    u_min = std::min(u_min, u), u_max = std::max(u_max, u);
    v_min = std::min(v_min, v), v_max = std::max(v_max, v);
  }
  const cv::Size turned_size(static_cast<int>(std::ceil(u_max - u_min + 2 * reach)),
                             static_cast<int>(std::ceil(v_max - v_min + 2 * reach)));
  const cv::Matx23d to_turned(c, s, reach - u_min, -s, c, reach - v_min);
  // Nearest pixel: the maps are widened by a pixel across the sides next.
  cv::warpAffine(across_u_, turned_u_, to_turned, turned_size, cv::INTER_NEAREST);
  cv::warpAffine(across_v_, turned_v_, to_turned, turned_size, cv::INTER_NEAREST);
  cv::dilate(turned_u_, turned_u_, cv::getStructuringElement(cv::MORPH_RECT, {3, 1}));
  cv::dilate(turned_v_, turned_v_, cv::getStructuringElement(cv::MORPH_RECT, {1, 3}));
  cv::integral(turned_u_, sum_u_, CV_64F);
  cv::integral(turned_v_, sum_v_, CV_64F);
  // Mean of a column (u fixed, v0..v1) of turned_u_, of a row (v fixed, u0..u1) of turned_v_.
  auto column = [&](int u, int v0, int v1) {
    return (sum_u_.at<double>(v1, u + 1) - sum_u_.at<double>(v0, u + 1) - sum_u_.at<double>(v1, u) +
            sum_u_.at<double>(v0, u)) /
           (v1 - v0);
  };
  auto row = [&](int v, int u0, int u1) {
    return (sum_v_.at<double>(v + 1, u1) - sum_v_.at<double>(v, u1) - sum_v_.at<double>(v + 1, u0) +
            sum_v_.at<double>(v, u0)) /
           (u1 - u0);
  };
  const int inset = static_cast<int>(std::lround(params_.corner_mm * px));
  const int step = std::max(1, static_cast<int>(std::lround(params_.sweep_step_mm * px)));
  std::optional<Rectangle> best;
  for (const auto& [short_mm, long_mm] :
       {std::pair{params_.short_mm, params_.long_mm},
        std::pair{params_.narrow_short_mm, params_.narrow_long_mm}}) {
    for (const bool short_along_u : {true, false}) {
      const int width = static_cast<int>(std::lround((short_along_u ? short_mm : long_mm) * px));
      const int height = static_cast<int>(std::lround((short_along_u ? long_mm : short_mm) * px));
      for (int y = zone_px_.y; y < zone_px_.y + zone_px_.height; y += step) {
        for (int x = zone_px_.x; x < zone_px_.x + zone_px_.width; x += step) {
          const double u = to_turned(0, 0) * x + to_turned(0, 1) * y + to_turned(0, 2);
          const double v = to_turned(1, 0) * x + to_turned(1, 1) * y + to_turned(1, 2);
          const int u0 = static_cast<int>(std::lround(u - width / 2.0)), u1 = u0 + width;
          const int v0 = static_cast<int>(std::lround(v - height / 2.0)), v1 = v0 + height;
          if (u0 < 0 || v0 < 0 || u1 >= turned_size.width || v1 >= turned_size.height) continue;
          // Side by side, leaving at the first no stronger than the best so far: most
          // rectangles are beaten by their first side (sides score 0..1, so -1 beats none).
          const double to_beat = best ? best->weakest : -1;
          double weakest = column(u0, v0 + inset, v1 - inset);
          if (weakest <= to_beat) continue;
          weakest = std::min(weakest, column(u1, v0 + inset, v1 - inset));
          if (weakest <= to_beat) continue;
          weakest = std::min(weakest, row(v0, u0 + inset, u1 - inset));
          if (weakest <= to_beat) continue;
          weakest = std::min(weakest, row(v1, u0 + inset, u1 - inset));
          if (weakest <= to_beat) continue;
          Rectangle found;
          found.centre = {double(x), double(y)};
          found.across = short_along_u ? cv::Point2d(c, s) : cv::Point2d(-s, c);
          found.short_px = short_mm * px;
          found.long_px = long_mm * px;
          found.weakest = weakest;
          best = found;
        }
      }
    }
  }
  return best;
}

}  // namespace arbitre::read
