// Each spot's colours against the print and the pieces' (spot_colour.h).
#include "spot_colour.h"

#include <algorithm>

#include "arbitre/calibration/piece_colours.h"
#include "reader_state.h"

namespace arbitre::read::detail {
namespace {

// The print under the ray to `point`, lit by `gain`, in CIELab; nullopt off the sheet. A
// spot's centre is compared by its median, a ring point (a few blurred pixels) by the mean.
std::optional<cv::Vec3d> print_lab(ReaderState& s, const Projection& projection,
                                   const cv::Point3d& point, double radius_mm,
                                   const cv::Vec3d& gain, const Spot& spot, bool mean) {
  const cv::Point2d at = projection.ground(point) * kArtPxPerMm;
  const double radius = std::max(radius_mm, 0.5) * kArtPxPerMm;
  // The median from the print's 8-bit levels: the same colour as `art`'s median, counted.
  const auto print = mean ? s.sampler.mean_linear(s.art, at, radius)
                          : s.sampler.sample_bgr8(s.art_bgr8, at, radius);
  if (!print) return std::nullopt;
  return calibration::lab_of_linear(s.print_now(*print, gain, spot));
}

// How far a sampled spot is from a piece of colour `expected` (CIELab).
double piece_distance(const SpotSample& sample, const cv::Vec3d& expected, double w) {
  double ring = 0;
  for (const auto& lab : sample.ring) ring += weighted_delta_e(lab, expected, w);
  return (weighted_delta_e(sample.lab, expected, w) + ring / kRingPoints) / 2;
}

}  // namespace

void measure_spot(ReaderState& s, const cv::Mat& frame, const Projection& projection,
                  const Spot& spot, const cv::Point2d* points, SpotSample& out) {
  out.seen = false;
  out.print_contrast = 0;
  const cv::Point2d centre = points[0];
  const double radius = cv::norm(points[1] - centre);
  const auto seen = s.sampler.sample_bgr8(frame, centre, radius);
  if (!seen) return;
  out.linear = *seen;
  out.gain = s.gain_from(spot.neighbours);
  const double w = s.params.lightness_weight;
  out.lab = calibration::lab_of_linear(*seen);
  // The print is sampled at least as wide as a few of the frame's pixels: a print detail
  // smaller than that (a Toc square's dot) is blurred away in the frame.
  const double mm_per_px = spot.radius_mm / std::max(radius, 0.1);
  const auto centre_print = print_lab(
      s, projection, spot.point, std::max(spot.radius_mm, 2.0 * mm_per_px), out.gain, spot, false);
  const double empty_centre = centre_print ? weighted_delta_e(out.lab, *centre_print, w) : 1e9;
  double empty_ring = 0;
  int ring_printed = 0;  // ring points whose ray meets the sheet
  for (int k = 0; k < kRingPoints; ++k) {
    const auto ring_seen = s.sampler.sample_bgr8(frame, points[2 + k], 1.0);
    if (!ring_seen) return;
    out.ring[static_cast<std::size_t>(k)] = calibration::lab_of_linear(*ring_seen);
    const double angle = 2 * CV_PI * k / kRingPoints;
    const cv::Point3d at =
        spot.point + cv::Point3d(spot.ring_mm * std::cos(angle), spot.ring_mm * std::sin(angle), 0);
    // A small spot's ring (a Toc pawn's) lies within the pose's error of its centre: there the
    // print nearest the frame within that error is taken, so that a print detail (a dot) a
    // millimetre off is no piece. A disc's wide ring keeps the print's pattern exact.
    const double slack =
        spot.ring_mm < s.params.slack_ring_mm ? std::max(s.params.print_slack_mm, mm_per_px) : 0.0;
    std::optional<cv::Vec3d> ring_print;
    double ring_d = 1e9;
    const int tries = slack > 0 ? 5 : 1;
    const cv::Point3d offsets[] = {
        {0, 0, 0}, {slack, 0, 0}, {-slack, 0, 0}, {0, slack, 0}, {0, -slack, 0}};
    for (int t = 0; t < tries; ++t) {
      const cv::Point3d d = offsets[t];
      const auto print =
          print_lab(s, projection, at + d, std::max(1.0, 1.5 * mm_per_px), out.gain, spot, true);
      if (!print) continue;
      if (!ring_print) ring_print = print;
      ring_d = std::min(ring_d, weighted_delta_e(out.ring[static_cast<std::size_t>(k)], *print, w));
    }
    if (ring_print) {
      empty_ring += ring_d;
      ++ring_printed;
    }
    if (ring_print && centre_print) {
      out.print_contrast =
          std::max(out.print_contrast, weighted_delta_e(*ring_print, *centre_print, w));
    }
  }
  // The centre and the ring's mean weigh equally. A piece's centre stands above the board, so
  // near the sheet's far edge the ray behind it meets the ground beyond the print we know (a
  // printed sheet's paper margin, the table): there the ring alone says how empty it looks.
  if (ring_printed == 0) {
    out.empty = empty_centre;
  } else {
    const double ring_mean = empty_ring / ring_printed;
    out.empty = centre_print ? (empty_centre + ring_mean) / 2 : ring_mean;
  }
  out.seen = true;
}

double letter_distance(const ReaderState& s, const SpotSample& sample, char letter,
                       const cv::Vec3d& relative, const std::map<char, cv::Vec3d>& learned) {
  const double w = s.params.lightness_weight;
  const cv::Vec3d board_now = s.art_board.mul(sample.gain);
  double d = piece_distance(sample, calibration::lab_of_linear(relative.mul(board_now)), w);
  const auto it = learned.find(letter);
  if (it != learned.end() && sample.print_contrast > s.params.learned_contrast) {
    d = std::min(
        d, piece_distance(sample, calibration::lab_of_linear(it->second.mul(sample.gain)), w));
  }
  return d;
}

NearestLetter nearest_letter(const ReaderState& s, const SpotSample& sample,
                             const std::map<char, cv::Vec3d>& learned) {
  NearestLetter out;
  for (const auto& [letter, relative] : s.relative) {
    const double d = letter_distance(s, sample, letter, relative, learned);
    if (d < out.distance) {
      out.second = out.distance;
      out.distance = d, out.letter = letter;
    } else {
      out.second = std::min(out.second, d);
    }
  }
  return out;
}

SpotVerdict decide_spot(const ReaderState& s, const SpotSample& sample,
                        const std::map<char, cv::Vec3d>& learned) {
  if (!sample.seen) return {};
  const auto [best, best_d, second_d] = nearest_letter(s, sample, learned);
  const double empty = sample.empty;
  if (std::min(empty, best_d) > s.params.unknown_delta_e) return {'?', std::min(empty, best_d)};
  if (best_d + s.params.piece_margin < empty) {
    return {best, std::min(empty - best_d, second_d - best_d)};
  }
  return {'.', std::abs(best_d - empty)};
}

std::map<char, cv::Vec3d> learn_letters(ReaderState& s, const std::vector<SpotVerdict>& verdicts) {
  std::map<char, cv::Vec3d> learned;
  for (const auto& [letter, relative] : s.relative) {
    s.gathered.clear();
    for (std::size_t i = 0; i < verdicts.size(); ++i) {
      if (verdicts[i].cls != letter || verdicts[i].margin < s.params.learn_margin) continue;
      const auto& sample = s.samples[i];
      cv::Vec3d r;
      for (int k = 0; k < 3; ++k) r[k] = sample.linear[k] / std::max(sample.gain[k], 1e-4);
      s.gathered.push_back(r);
    }
    if (s.gathered.size() >= 3) learned[letter] = median_colour(s.gathered);
  }
  return learned;
}

}  // namespace arbitre::read::detail
