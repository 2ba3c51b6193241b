// The print's structure around a Toc square (its outline, a jump square's dot, an entry
// square's arrow and fill) compared with the frame's: colour alone cannot tell a black dot
// from a black pawn, or a square printed yellow from a yellow pawn; a pawn hides the pattern.
#include "structure.h"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

#include "arbitre/calibration/board_look.h"

#include "reader_state.h"

namespace arbitre::read::detail {
namespace {

// Fewer samples than this (a square mostly off the picture) are not compared.
constexpr std::size_t kLeastPatchSamples = 8;

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

}  // namespace

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

float look_at(const cv::Mat& look, cv::Point2d mm) {
  const double u = mm.x * calibration::kBoardLookPxPerMm - 0.5,
               v = mm.y * calibration::kBoardLookPxPerMm - 0.5;
  const int x = static_cast<int>(std::floor(u)), y = static_cast<int>(std::floor(v));
  if (x < 0 || y < 0 || x + 1 >= look.cols || y + 1 >= look.rows) return -1;
  const double fx = u - x, fy = v - y;
  float sum = 0;
  for (int dy = 0; dy < 2; ++dy) {
    for (int dx = 0; dx < 2; ++dx) {
      const uchar value = look.at<uchar>(y + dy, x + dx);
      if (value == 0) return -1;
      sum += static_cast<float>((dx ? fx : 1 - fx) * (dy ? fy : 1 - fy) * value / 255.0);
    }
  }
  return sum;
}

// The start's look at each offset, for every shift of up to look_shift_mm in whole pixels of
// the look: the calibration picture's pose may be a millimetre off where this frame's is not
// (seen on report film 3003 of toc-4, where an empty entry square matched its look at 0.77 and
// its print at 0.96: the look was a millimetre or two off there).
void add_start_looks(const ReaderState& s, PrintPatch& patch) {
  const cv::Mat& look = s.profile.board_look;
  if (look.empty()) return;
  const double pixel = 1 / calibration::kBoardLookPxPerMm;
  const int reach = static_cast<int>(std::floor(s.params.look_shift_mm / pixel + 1e-9));
  // Nearest shifts first: a match stops at the first shift that is good enough, and most
  // places match unshifted.
  std::vector<cv::Point> shifts;
  for (int j = -reach; j <= reach; ++j) {
    for (int i = -reach; i <= reach; ++i) shifts.emplace_back(i, j);
  }
  std::stable_sort(shifts.begin(), shifts.end(), [](cv::Point a, cv::Point b) {
    return a.x * a.x + a.y * a.y < b.x * b.x + b.y * b.y;
  });
  for (const cv::Point shift : shifts) {
    std::vector<float> values;
    values.reserve(patch.offsets.size());
    for (const auto& o : patch.offsets) {
      values.push_back(
          look_at(look, patch.centre + o + cv::Point2d(shift.x * pixel, shift.y * pixel)));
    }
    patch.looks.push_back(std::move(values));
  }
}

void build_print_patches(ReaderState& s) {
  // Toc's squares (pawns of the sheet's colour), Jeson Jam's intersections (pieces of the
  // intersection circles' colour, look_covered_match).
  const bool pawns = s.layout.name.rfind("toc", 0) == 0 || s.layout.name == "jeson-jam";
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
    add_start_looks(s, patch);
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

namespace {

// The normalised correlation of two series (-2 when either is too short or `b` flatter than
// least_std_b, 0 when `a` is flat); both are normalised in place.
double correlation(std::vector<float>& a, std::vector<float>& b, double least_std_b) {
  if (a.size() < kLeastPatchSamples || !normalise(b, least_std_b)) return -2;
  if (!normalise(a, 1e-3)) return 0;
  double dot = 0;
  for (std::size_t k = 0; k < a.size(); ++k) dot += a[k] * b[k];
  return dot;
}

}  // namespace

void sample_hidden_ground(const ReaderState& s, const cv::Mat& frame, const Projection& projection,
                          const PrintPatch& patch, std::size_t first_point,
                          std::vector<std::size_t>& offsets, std::vector<float>& seen) {
  // Board mm -> frame pixels near the place: the pose's local affine map.
  const cv::Point2d at = s.image_points[first_point], dx = s.image_points[first_point + 1] - at,
                    dy = s.image_points[first_point + 2] - at;
  // The ground a piece standing there hides: within its radius (and a margin) of the segment
  // from its base to where the ray through its top meets the board.
  const cv::Point2d top =
      projection.ground({patch.centre.x, patch.centre.y, -s.layout.piece.height_mm});
  const double reach = s.layout.piece.diameter_mm / 2 + s.params.patch_margin_mm;
  const cv::Rect inside(0, 0, frame.cols - 1, frame.rows - 1);
  for (std::size_t k = 0; k < patch.offsets.size(); ++k) {
    const cv::Point2d o = patch.offsets[k];
    if (distance_to_segment(patch.centre + o, patch.centre, top) > reach) continue;
    const cv::Point2d q = at + dx * o.x + dy * o.y;
    if (!inside.contains(cv::Point(static_cast<int>(q.x), static_cast<int>(q.y)))) continue;
    offsets.push_back(k);
    seen.push_back(frame_luminance(frame, q));
  }
}

void match_patches(ReaderState& s, const cv::Mat& frame, const Projection& projection,
                   std::size_t first_point) {
  s.patch_match.assign(s.patches.size(), -2);
  s.look_range.assign(s.patches.size(), {0, 0});
  s.look_offsets.clear();
  s.look_seen.clear();
  const cv::Rect on_art(0, 0, s.print_luminance.cols, s.print_luminance.rows);
  std::size_t next = first_point;
  for (std::size_t p = 0; p < s.patches.size(); ++p) {
    const auto& patch = s.patches[p];
    if (!patch.patterned) continue;
    const std::size_t begin = s.look_offsets.size();
    sample_hidden_ground(s, frame, projection, patch, next, s.look_offsets, s.look_seen);
    next += 3;
    s.patch_seen.clear();
    s.patch_print.clear();
    for (std::size_t i = begin; i < s.look_offsets.size(); ++i) {
      const cv::Point2d mm = patch.centre + patch.offsets[s.look_offsets[i]];
      // Beyond the printed sheet (a square by its edge) the frame shows the table, which the
      // print does not know: those points are left out, not the whole square.
      const cv::Point art_at(static_cast<int>(std::lround(mm.x * kArtPxPerMm)),
                             static_cast<int>(std::lround(mm.y * kArtPxPerMm)));
      if (on_art.contains(art_at)) {
        s.patch_seen.push_back(s.look_seen[i]);
        s.patch_print.push_back(s.print_luminance.at<float>(art_at));
      }
    }
    s.patch_match[p] = correlation(s.patch_seen, s.patch_print, s.params.patch_least_std);
    if (patch.looks.empty()) {  // kept for look_match only where there is a look
      s.look_offsets.resize(begin);
      s.look_seen.resize(begin);
    }
    s.look_range[p] = {begin, s.look_offsets.size()};
  }
}

double best_look_match(ReaderState& s, const PrintPatch& patch,
                       const std::vector<std::size_t>& offsets, const std::vector<float>& seen,
                       std::size_t begin, std::size_t end, double enough) {
  double best = -2;
  for (const auto& look : patch.looks) {
    s.look_pair_seen.clear();
    s.look_values.clear();
    for (std::size_t k = begin; k < end; ++k) {
      const float start = look[offsets[k]];
      if (start < 0) continue;  // the calibration picture did not show it
      s.look_pair_seen.push_back(seen[k]);
      s.look_values.push_back(start);
    }
    best = std::max(best, correlation(s.look_pair_seen, s.look_values, 1e-3));
    if (best >= enough) break;
  }
  return best;
}

double look_match(ReaderState& s, std::size_t p, double enough) {
  if (p >= s.look_range.size()) return -2;
  const auto [begin, end] = s.look_range[p];
  return best_look_match(s, s.patches[p], s.look_offsets, s.look_seen, begin, end, enough);
}

double empty_look_match(ReaderState& s, std::size_t p, double enough) {
  const double match = look_match(s, p, enough);
  return match <= -2 && !s.patch_match.empty() ? s.patch_match[p] : match;
}

}  // namespace arbitre::read::detail
