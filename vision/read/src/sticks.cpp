// Stage 5 of TableReader::read: La Jacotte's four stick dice in the throwing zone.
#include <algorithm>
#include <cmath>
#include <map>

#include <opencv2/imgproc.hpp>

#include "arbitre/calibration/piece_colours.h"
#include "reader_state.h"

namespace arbitre::read::detail {

namespace {

// Two means over the sticks' points (CIELab, lightness weighted `w`), the first started at the
// plain wood's colour, the second at the point farthest from it.
std::array<cv::Vec3d, 2> two_means(const std::vector<cv::Vec3d>& labs, const cv::Vec3d& plain,
                                   double w, std::vector<int>& side) {
  std::array<cv::Vec3d, 2> centre{plain, plain};
  double far = -1;
  for (const auto& lab : labs) {
    const double d = weighted_delta_e(lab, plain, w);
    if (d > far) far = d, centre[1] = lab;
  }
  side.assign(labs.size(), 0);
  for (int round = 0; round < 8; ++round) {
    std::array<cv::Vec3d, 2> sum{};
    std::array<int, 2> count{};
    for (std::size_t i = 0; i < labs.size(); ++i) {
      side[i] = weighted_delta_e(labs[i], centre[1], w) < weighted_delta_e(labs[i], centre[0], w);
      sum[static_cast<std::size_t>(side[i])] += labs[i];
      ++count[static_cast<std::size_t>(side[i])];
    }
    for (std::size_t k = 0; k < 2; ++k) {
      if (count[k] > 0) centre[k] = sum[k] / count[k];
    }
  }
  return centre;
}

// Chromatic distance (a*, b* only): a painted face and a piece of the same player share hue,
// not lightness or saturation exactly.
double hue_distance(const cv::Vec3d& a, const cv::Vec3d& b) {
  const double ha = std::atan2(a[2], a[1]), hb = std::atan2(b[2], b[1]);
  double d = std::abs(ha - hb);
  if (d > CV_PI) d = 2 * CV_PI - d;
  return d;
}

}  // namespace

// The sticks are the zone's points unlike the print under them. Their colours fall in two
// groups, the plain wood and the painted faces, learned in this frame (two means); the group
// nearer the plain wood's colour is plain. The painted share of the sticks' area, times four,
// is the count (both faces have the same area); the painted faces' hue names the thrower.
SticksReading read_sticks(ReaderState& s, const cv::Mat& frame, const Projection& projection,
                          std::size_t first_point) {
  SticksReading out;
  const cv::Vec3d gain = s.gain_from(s.zone_neighbours);
  const cv::Vec3d board_now = s.art_board.mul(gain);
  std::map<char, cv::Vec3d> letters;  // the players' colours in this light (not the neutrals')
  for (const auto& [letter, relative] : s.relative) {
    if (letter != 'N') letters[letter] = calibration::lab_of_linear(relative.mul(board_now));
  }
  const double w = s.params.stick_lightness_weight;
  cv::Vec3d plain_print;
  for (int k = 0; k < 3; ++k) {
    const double v = s.params.stick_plain_srgb[static_cast<std::size_t>(k)] / 255.0;
    plain_print[k] = v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
  }
  const cv::Vec3d plain = calibration::lab_of_linear(plain_print.mul(gain));
  std::vector<cv::Vec3d> labs;
  std::vector<std::size_t> which;  // zone point of each stick point
  for (std::size_t i = 0; i < s.stick_points.size(); ++i) {
    const auto seen = s.sampler.sample_bgr8(frame, s.image_points[first_point + i], 0.5);
    if (!seen) continue;
    const cv::Vec3d lab = calibration::lab_of_linear(*seen);
    const cv::Point2d ground = projection.ground(s.stick_points[i]);
    const auto print = s.sampler.sample_linear(s.art, ground * kArtPxPerMm, 0.5);
    const double empty =
        print ? weighted_delta_e(
                    lab, calibration::lab_of_linear(s.print_now(*print, gain, s.zone_spot)), w)
              : 1e9;
    if (empty > s.params.stick_delta_e) {
      labs.push_back(lab);
      which.push_back(i);
    }
  }
  const double point_mm2 = s.params.stick_grid_mm * s.params.stick_grid_mm;
  const double face_points = s.params.stick_face_share * s.params.stick_face_mm2 / point_mm2;
  out.present = labs.size() > 0.5 * face_points;
  if (!out.present) return out;
  std::vector<int> side;
  const auto centre = two_means(labs, plain, w, side);
  int painted_points = 0;
  std::vector<char> painted(labs.size(), 0);
  if (weighted_delta_e(centre[0], centre[1], w) >= s.params.stick_split_delta_e) {
    // The group nearer the plain wood is plain.
    const int painted_side =
        weighted_delta_e(centre[1], plain, w) > weighted_delta_e(centre[0], plain, w) ? 1 : 0;
    for (std::size_t i = 0; i < labs.size(); ++i) {
      painted[i] = side[i] == painted_side;
      painted_points += painted[i];
    }
  } else if (weighted_delta_e(centre[0], plain, w) > s.params.stick_delta_e) {
    painted.assign(labs.size(), 1);  // one group, not the wood: every stick painted
    painted_points = static_cast<int>(labs.size());
  }
  const double share = static_cast<double>(painted_points) / static_cast<double>(labs.size());
  // Both estimates: the painted share of the sticks' area (a painted face's printed marks
  // lower it) and the painted area over one face's; their mean.
  const double faces = (4 * share + painted_points / face_points) / 2;
  out.coloured = std::clamp(static_cast<int>(std::lround(faces)), 0, 4);
  out.confidence = std::clamp(1 - 2 * std::abs(faces - std::round(faces)), 0.0, 1.0);
  if (out.coloured == 0) return out;
  cv::Vec3d mean(0, 0, 0);
  for (std::size_t i = 0; i < labs.size(); ++i) {
    if (painted[i]) mean += labs[i];
  }
  mean /= std::max(painted_points, 1);
  double best = 1e9;
  for (const auto& [letter, lab] : letters) {
    const double d = hue_distance(mean, lab);
    if (d < best) best = d, out.colour = letter;
  }
  // One box per blob of painted points, in picture pixels.
  cv::Mat mask = cv::Mat::zeros(s.stick_grid, CV_8U);
  for (std::size_t i = 0; i < labs.size(); ++i) {
    if (painted[i]) mask.data[s.stick_grid_index[which[i]]] = 255;
  }
  cv::Mat labels, stats, centroids;
  const int blobs = cv::connectedComponentsWithStats(mask, labels, stats, centroids, 8);
  std::vector<cv::Rect2d> boxes(static_cast<std::size_t>(blobs));
  std::vector<int> sizes(static_cast<std::size_t>(blobs), 0);
  for (std::size_t i = 0; i < labs.size(); ++i) {
    if (!painted[i]) continue;
    const int label = labels.at<int>(s.stick_grid_index[which[i]]);
    const cv::Point2d px = s.image_points[first_point + which[i]];
    auto& box = boxes[static_cast<std::size_t>(label)];
    box = sizes[static_cast<std::size_t>(label)]++ == 0 ? cv::Rect2d(px, px)
                                                        : box | cv::Rect2d(px, px);
  }
  for (int label = 1; label < blobs; ++label) {
    if (sizes[static_cast<std::size_t>(label)] < 0.25 * face_points) continue;
    const auto& b = boxes[static_cast<std::size_t>(label)];
    out.boxes.push_back({b.x, b.y, b.width, b.height});
  }
  return out;
}

}  // namespace arbitre::read::detail
