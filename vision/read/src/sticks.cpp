// Stage 5 of TableReader::read: La Jacotte's four stick dice in the throwing zone, read one
// bar at a time.
#include <algorithm>
#include <array>
#include <cmath>
#include <string>

#include "arbitre/calibration/piece_colours.h"
#include "reader_state.h"

namespace arbitre::read::detail {

namespace {

constexpr int kSticks = 4;

// Chromatic distance (a*, b* only): a painted face and a piece of the same player share hue,
// not lightness or saturation exactly.
double hue_distance(const cv::Vec3d& a, const cv::Vec3d& b) {
  const double ha = std::atan2(a[2], a[1]), hb = std::atan2(b[2], b[1]);
  double d = std::abs(ha - hb);
  if (d > CV_PI) d = 2 * CV_PI - d;
  return d;
}

// The plain wood's colour in this light (CIELab): the parameter's sRGB as if printed on the
// sheet, under the zone's gain.
cv::Vec3d plain_now(const ReaderParams& params, const cv::Vec3d& gain) {
  cv::Vec3d linear;
  for (int k = 0; k < 3; ++k) {
    const double v = params.stick_plain_srgb[static_cast<std::size_t>(k)] / 255.0;
    linear[k] = v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
  }
  return calibration::lab_of_linear(linear.mul(gain));
}

// The zone's points unlike the print under them (a point off the print is no stick's), or
// nearer the plain wood or a player's colour (`letters`, the painted faces) than the print: bamboo
// on a cream sheet, a pale painted face on a small board (fresh film jacotte-2 22002: a pale green
// face with its bands, within stick_delta_e of the cream print, was no bar).
void gather_stick_points(ReaderState& s, const cv::Mat& frame, const Projection& projection,
                         std::size_t first_point, const cv::Vec3d& gain, const cv::Vec3d& plain,
                         const std::vector<cv::Vec3d>& letters) {
  auto& b = s.stick_buffers;
  b.labs.clear(), b.ground.clear(), b.pixels.clear(), b.cells.clear();
  const double w = s.params.stick_lightness_weight;
  for (std::size_t i = 0; i < s.stick_points.size(); ++i) {
    const cv::Point2d px = s.image_points[first_point + i];
    const auto seen = s.sampler.sample_bgr8(frame, px, 0.5);
    if (!seen) continue;
    const cv::Point2d ground = projection.ground(s.stick_points[i]);
    const auto print = s.sampler.sample_linear(s.art, ground * kArtPxPerMm, 0.5);
    if (!print) continue;
    const cv::Vec3d lab = calibration::lab_of_linear(*seen);
    const cv::Vec3d print_lab = calibration::lab_of_linear(s.print_now(*print, gain, s.zone_spot));
    // Unlike the print, or nearer the plain wood or a painted face than the print.
    const double from_print = weighted_delta_e(lab, print_lab, w);
    double from_stick = weighted_delta_e(lab, plain, w);
    for (const auto& letter : letters)
      from_stick = std::min(from_stick, weighted_delta_e(lab, letter, w));
    if (from_print <= s.params.stick_delta_e &&
        from_stick >= from_print - s.params.stick_plain_margin) {
      continue;
    }
    b.labs.push_back(lab);
    b.ground.emplace_back(s.stick_points[i].x, s.stick_points[i].y);
    b.pixels.push_back(px);
    b.cells.push_back(s.stick_grid_index[i]);
  }
}

// The plain wood's colour in this frame: two means over the stick points, started at its
// expected colour and at the points farthest from it; the group nearer the expected colour is
// the wood when it is within stick_paint_delta_e of it (else no plain face shows, or the light
// fools the two means: the expected colour).
cv::Vec3d learn_plain(StickBuffers& b, const cv::Vec3d& expected, const ReaderParams& params) {
  const double w = params.stick_lightness_weight;
  const std::size_t n = b.labs.size();
  if (n == 0) return expected;
  b.distances.clear();
  for (const auto& lab : b.labs) b.distances.push_back(weighted_delta_e(lab, expected, w));
  b.sorted = b.distances;
  const auto tenth = b.sorted.begin() + static_cast<std::ptrdiff_t>(n * 9 / 10);
  std::nth_element(b.sorted.begin(), tenth, b.sorted.end());
  std::array<cv::Vec3d, 2> centre{expected, {0, 0, 0}};
  int far = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (b.distances[i] < *tenth) continue;
    centre[1] += b.labs[i];
    ++far;
  }
  centre[1] /= std::max(far, 1);
  for (int round = 0; round < 8; ++round) {
    std::array<cv::Vec3d, 2> sum{};
    std::array<int, 2> count{};
    for (const auto& lab : b.labs) {
      const std::size_t k =
          weighted_delta_e(lab, centre[1], w) < weighted_delta_e(lab, centre[0], w);
      sum[k] += lab;
      ++count[k];
    }
    for (std::size_t k = 0; k < 2; ++k) {
      if (count[k] > 0) centre[k] = sum[k] / count[k];
    }
  }
  const std::size_t near =
      weighted_delta_e(centre[0], expected, w) <= weighted_delta_e(centre[1], expected, w) ? 0 : 1;
  return weighted_delta_e(centre[near], expected, w) <= params.stick_paint_delta_e ? centre[near]
                                                                                   : expected;
}

// A bar's own points (in its rectangle and in no other bar's: where bars cross, either may
// show) and its colour: the mean of the half of them farthest from the plain wood (a painted
// face's plain bands, the plain side the camera sees, are the nearer half).
struct BarFace {
  std::vector<int> own;
  cv::Vec3d colour{0, 0, 0};
};

BarFace read_face(StickBuffers& b, const std::vector<Bar>& bars, std::size_t which,
                  const cv::Vec3d& plain, const BarShape& shape, const ReaderParams& params) {
  BarFace face;
  b.distances.clear();
  for (std::size_t i = 0; i < b.labs.size(); ++i) {
    if (!bar_covers(bars[which], b.ground[i], shape, 0)) continue;
    bool other = false;
    for (std::size_t k = 0; k < bars.size() && !other; ++k) {
      other = k != which && bar_covers(bars[k], b.ground[i], shape, 0);
    }
    if (other) continue;
    face.own.push_back(static_cast<int>(i));
    b.distances.push_back(weighted_delta_e(b.labs[i], plain, params.stick_lightness_weight));
  }
  if (face.own.empty()) return face;
  b.sorted = b.distances;
  const auto half = b.sorted.begin() + static_cast<std::ptrdiff_t>(b.sorted.size() / 2);
  std::nth_element(b.sorted.begin(), half, b.sorted.end());
  int count = 0;
  for (std::size_t k = 0; k < face.own.size(); ++k) {
    if (b.distances[k] < *half) continue;
    face.colour += b.labs[static_cast<std::size_t>(face.own[k])];
    ++count;
  }
  face.colour /= std::max(count, 1);
  return face;
}

// Which bars are painted, from their colours: two groups when the bars' colours differ by
// stick_split_delta_e or more (two means over the bars, started at the two most different);
// one group otherwise, painted when nearer a player's colour than the plain wood.
std::vector<char> painted_bars(const std::vector<BarFace>& faces, const cv::Vec3d& plain,
                               const cv::Vec3d& expected, const std::vector<cv::Vec3d>& letters,
                               double w, double chroma_margin, double split_delta_e) {
  std::vector<char> painted(faces.size(), 0);
  if (faces.empty()) return painted;
  std::size_t a = 0, z = 0;
  for (std::size_t i = 0; i < faces.size(); ++i) {
    for (std::size_t j = i + 1; j < faces.size(); ++j) {
      if (weighted_delta_e(faces[i].colour, faces[j].colour, w) >
          weighted_delta_e(faces[a].colour, faces[z].colour, w)) {
        a = i, z = j;
      }
    }
  }
  if (weighted_delta_e(faces[a].colour, faces[z].colour, w) < split_delta_e) {
    cv::Vec3d mean(0, 0, 0);
    for (const auto& face : faces) mean += face.colour;
    mean /= static_cast<double>(faces.size());
    const double from_plain = weighted_delta_e(mean, plain, w);
    const bool paint = std::any_of(letters.begin(), letters.end(), [&](const cv::Vec3d& letter) {
      return weighted_delta_e(mean, letter, w) < from_plain;
    });
    painted.assign(faces.size(), paint ? 1 : 0);
    return painted;
  }
  std::array<cv::Vec3d, 2> centre{faces[a].colour, faces[z].colour};
  std::vector<char> side(faces.size(), 0);
  for (int round = 0; round < 4; ++round) {
    std::array<cv::Vec3d, 2> sum{};
    std::array<int, 2> count{};
    for (std::size_t i = 0; i < faces.size(); ++i) {
      side[i] = weighted_delta_e(faces[i].colour, centre[1], w) <
                weighted_delta_e(faces[i].colour, centre[0], w);
      sum[static_cast<std::size_t>(side[i])] += faces[i].colour;
      ++count[static_cast<std::size_t>(side[i])];
    }
    for (std::size_t k = 0; k < 2; ++k) {
      if (count[k] > 0) centre[k] = sum[k] / count[k];
    }
  }
  // The painted group: the one farther from the plain wood for its nearness to a player's
  // colour (a tinted light can carry the wood away from its expected colour). A group as near
  // the expected wood as that is plain too: a pale painted face can draw the learned wood to
  // itself (three plain sticks and a pale yellow one under a warm light).
  auto paint_score = [&](const cv::Vec3d& c) {
    double nearest = 1e9;
    for (const auto& letter : letters) nearest = std::min(nearest, weighted_delta_e(c, letter, w));
    return std::min(weighted_delta_e(c, plain, w), weighted_delta_e(c, expected, w)) - nearest;
  };
  char paint_side = paint_score(centre[1]) >= paint_score(centre[0]) ? 1 : 0;
  // Scores this close do not settle it (a pale face and the wood): the more saturated is paint.
  if (std::abs(paint_score(centre[1]) - paint_score(centre[0])) < chroma_margin) {
    const auto chroma = [](const cv::Vec3d& c) { return std::hypot(c[1], c[2]); };
    paint_side = chroma(centre[1]) > chroma(centre[0]) ? 1 : 0;
  }
  for (std::size_t i = 0; i < faces.size(); ++i) painted[i] = side[i] == paint_side;
  return painted;
}

BarShape bar_shape(const ReaderParams& params) {
  BarShape shape;
  shape.length_mm = params.stick_length_mm;
  shape.width_mm = params.stick_width_mm;
  shape.step_mm = params.stick_grid_mm;
  shape.least_share = params.stick_least_share;
  shape.angles = std::max(1, params.stick_angles);
  return shape;
}

}  // namespace

bool in_stick_area(const ReaderState& s, const vision::Zone& zone, cv::Point2d p) {
  const vision::CellShape area{vision::CellShape::Kind::kPolygon, {}, 0, zone.polygon};
  if (vision::shape_contains(area, {p.x, p.y})) return true;
  double nearest = 1e9;
  for (std::size_t k = 0; k < zone.polygon.size(); ++k) {
    const cv::Point2d a(zone.polygon[k].x, zone.polygon[k].y);
    const auto& next = zone.polygon[(k + 1) % zone.polygon.size()];
    const cv::Point2d ab = cv::Point2d(next.x, next.y) - a;
    const double t = std::clamp((p - a).dot(ab) / std::max(ab.dot(ab), 1e-9), 0.0, 1.0);
    nearest = std::min(nearest, cv::norm(p - (a + t * ab)));
  }
  if (nearest > s.params.stick_margin_mm) return false;
  return std::none_of(s.layout.cells.begin(), s.layout.cells.end(), [&](const vision::Cell& cell) {
    return vision::shape_contains(cell.shape, {p.x, p.y});
  });
}

// The sticks are the zone's points unlike the print under them, covered by stick-sized
// rectangles (sticks_bars.h), at most four. Each bar's colour puts it with the plain or the
// painted ones; the count is the painted bars, their hue names the thrower. Fewer than four
// bars found: the count is a lower bound and the confidence low.
SticksReading read_sticks(ReaderState& s, const cv::Mat& frame, const Projection& projection,
                          std::size_t first_point) {
  SticksReading out;
  const ReaderParams& params = s.params;
  const cv::Vec3d gain = s.gain_from(s.zone_neighbours);
  const cv::Vec3d expected = plain_now(params, gain);
  const cv::Vec3d board_now = s.art_board.mul(gain);
  std::vector<cv::Vec3d> letter_labs;
  std::string letter_names;
  for (const auto& [letter, relative] : s.relative) {
    if (letter == 'N') continue;  // the neutrals are no player's
    letter_labs.push_back(calibration::lab_of_linear(relative.mul(board_now)));
    letter_names.push_back(letter);
  }
  gather_stick_points(s, frame, projection, first_point, gain, expected, letter_labs);
  auto& b = s.stick_buffers;
  const cv::Vec3d plain = learn_plain(b, expected, params);
  const BarShape shape = bar_shape(params);
  b.which.resize(b.labs.size());
  for (std::size_t i = 0; i < b.labs.size(); ++i) b.which[i] = static_cast<int>(i);
  auto bars = find_bars(b.ground, b.cells, b.which, s.stick_grid, shape, b.bars);
  // More bars than sticks: the best covered ones are the sticks.
  std::stable_sort(bars.begin(), bars.end(),
                   [](const Bar& l, const Bar& r) { return l.share > r.share; });
  if (bars.size() > kSticks) bars.resize(kSticks);
  out.present = !bars.empty();
  std::vector<BarFace> faces;
  for (std::size_t k = 0; k < bars.size(); ++k)
    faces.push_back(read_face(b, bars, k, plain, shape, params));
  const auto painted =
      painted_bars(faces, plain, expected, letter_labs, params.stick_lightness_weight,
                   params.stick_chroma_margin, params.stick_split_delta_e);
  cv::Vec3d mean(0, 0, 0);
  for (std::size_t k = 0; k < bars.size(); ++k) {
    if (!painted[k]) continue;
    ++out.coloured;
    mean += faces[k].colour;
    double x0 = 1e9, y0 = 1e9, x1 = -1e9, y1 = -1e9;
    for (const int i : faces[k].own) {
      const auto u = static_cast<std::size_t>(i);
      x0 = std::min(x0, b.pixels[u].x), y0 = std::min(y0, b.pixels[u].y);
      x1 = std::max(x1, b.pixels[u].x), y1 = std::max(y1, b.pixels[u].y);
    }
    out.boxes.push_back({x0, y0, x1 - x0, y1 - y0});
  }
  // A stick not found leaves the count a lower bound: say so by a low confidence.
  out.confidence = bars.size() == kSticks ? 1.0 : 0.25 * static_cast<double>(bars.size()) / kSticks;
  if (out.coloured == 0) return out;
  mean /= out.coloured;
  double best = 1e9;
  for (std::size_t k = 0; k < letter_labs.size(); ++k) {
    const double d = hue_distance(mean, letter_labs[k]);
    if (d < best) best = d, out.colour = letter_names[k];
  }
  return out;
}

}  // namespace arbitre::read::detail
