// The print's structure around a Toc square (its outline, a jump square's dot, an entry
// square's arrow and fill) compared with the frame's: colour alone cannot tell a black dot
// from a black pawn, or a square printed yellow from a yellow pawn; a pawn hides the pattern.
#include "structure.h"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

#include "reader_state.h"

namespace arbitre::read::detail {
namespace {

// Gamma-encoded luminance (0..1) of a linear RGB colour, as the frame's 8-bit values hold it.
float encoded_luminance(const cv::Vec3f& linear) {
  const double y = 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2];
  return static_cast<float>(std::pow(std::max(y, 0.0), 1 / 2.2));
}

// Zero mean, unit length; false when the values are flat (no pattern to compare).
bool normalise(std::vector<float>& values, double least_std) {
  double mean = 0;
  for (float v : values) mean += v;
  mean /= static_cast<double>(values.size());
  double sum = 0;
  for (float& v : values) {
    v = static_cast<float>(v - mean);
    sum += v * v;
  }
  const double std_dev = std::sqrt(sum / static_cast<double>(values.size()));
  if (std_dev < least_std) return false;
  const double norm = std::sqrt(sum);
  for (float& v : values) v = static_cast<float>(v / norm);
  return true;
}

float frame_luminance(const cv::Mat& frame, cv::Point2d at) {
  const int x = static_cast<int>(std::floor(at.x)), y = static_cast<int>(std::floor(at.y));
  const double fx = at.x - x, fy = at.y - y;
  float sum = 0;
  for (int dy = 0; dy < 2; ++dy) {
    for (int dx = 0; dx < 2; ++dx) {
      const auto& p = frame.at<cv::Vec3b>(y + dy, x + dx);
      const double w = (dx ? fx : 1 - fx) * (dy ? fy : 1 - fy);
      sum += static_cast<float>(w * (0.0722 * p[0] + 0.7152 * p[1] + 0.2126 * p[2]) / 255.0);
    }
  }
  return sum;
}

}  // namespace

void build_print_patches(ReaderState& s) {
  const bool pawns = s.layout.name.rfind("toc", 0) == 0;
  s.patches.assign(s.places.size(), {});
  if (!pawns) return;
  const double step = s.params.patch_step_mm;
  const int half = static_cast<int>(std::round(s.params.patch_half_mm / step));
  // The print as the frame's pixels blur it.
  cv::Mat blurred;
  const double sigma = s.params.patch_blur_mm * kArtPxPerMm;
  cv::GaussianBlur(s.art, blurred, cv::Size(), sigma);
  s.print_luminance.create(blurred.size(), CV_32F);
  for (int y = 0; y < blurred.rows; ++y) {
    for (int x = 0; x < blurred.cols; ++x) {
      s.print_luminance.at<float>(y, x) = encoded_luminance(blurred.at<cv::Vec3f>(y, x));
    }
  }
  for (std::size_t p = 0; p < s.places.size(); ++p) {
    const Place& place = s.places[p];
    if (place.kind != PlaceKind::kSingle || place.spots.empty()) continue;
    PrintPatch patch;
    patch.centre = {place.spots[0].x, place.spots[0].y};
    for (int j = -half; j <= half; ++j) {
      for (int i = -half; i <= half; ++i) patch.offsets.emplace_back(i * step, j * step);
    }
    patch.patterned = true;
    s.patches[p] = std::move(patch);
  }
}

namespace {

double distance_to_segment(cv::Point2d p, cv::Point2d a, cv::Point2d b) {
  const cv::Point2d ab = b - a;
  const double t = std::clamp((p - a).dot(ab) / std::max(ab.dot(ab), 1e-9), 0.0, 1.0);
  return cv::norm(p - (a + t * ab));
}

}  // namespace

void add_patch_points(const ReaderState& s, std::vector<cv::Point3d>& points) {
  for (const auto& patch : s.patches) {
    if (!patch.patterned) continue;
    points.emplace_back(patch.centre.x, patch.centre.y, 0);
    points.emplace_back(patch.centre.x + 1, patch.centre.y, 0);
    points.emplace_back(patch.centre.x, patch.centre.y + 1, 0);
  }
}

void match_patches(ReaderState& s, const cv::Mat& frame, const Projection& projection,
                   std::size_t first_point) {
  s.patch_match.assign(s.patches.size(), -2);
  const cv::Rect inside(0, 0, frame.cols - 1, frame.rows - 1);
  std::size_t next = first_point;
  std::vector<float>& seen = s.patch_seen;
  for (std::size_t p = 0; p < s.patches.size(); ++p) {
    const auto& patch = s.patches[p];
    if (!patch.patterned) continue;
    // Board mm -> frame pixels near the place: the pose's local affine map.
    const cv::Point2d at = s.image_points[next], dx = s.image_points[next + 1] - at,
                      dy = s.image_points[next + 2] - at;
    next += 3;
    // The ground a pawn standing there hides: within its radius (and a margin) of the segment
    // from its base to where the ray through its top meets the board.
    const cv::Point2d top =
        projection.ground({patch.centre.x, patch.centre.y, -s.layout.piece.height_mm});
    const double reach = s.layout.piece.diameter_mm / 2 + s.params.patch_margin_mm;
    seen.clear();
    s.patch_print.clear();
    bool all = true;
    for (const auto& o : patch.offsets) {
      const cv::Point2d mm = patch.centre + o;
      if (distance_to_segment(mm, patch.centre, top) > reach) continue;
      const cv::Point art_at(static_cast<int>(std::lround(mm.x * kArtPxPerMm)),
                             static_cast<int>(std::lround(mm.y * kArtPxPerMm)));
      const cv::Point2d q = at + dx * o.x + dy * o.y;
      if (!inside.contains(cv::Point(static_cast<int>(q.x), static_cast<int>(q.y))) ||
          !cv::Rect(0, 0, s.print_luminance.cols, s.print_luminance.rows).contains(art_at)) {
        all = false;
        break;
      }
      seen.push_back(frame_luminance(frame, q));
      s.patch_print.push_back(s.print_luminance.at<float>(art_at));
    }
    if (!all || seen.size() < 4) continue;
    if (!normalise(s.patch_print, s.params.patch_least_std)) continue;
    if (!normalise(seen, 1e-3)) {
      s.patch_match[p] = 0;
      continue;
    }
    double dot = 0;
    for (std::size_t k = 0; k < seen.size(); ++k) dot += seen[k] * s.patch_print[k];
    s.patch_match[p] = dot;
  }
}

}  // namespace arbitre::read::detail
