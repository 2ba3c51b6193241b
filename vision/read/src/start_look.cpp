#include "start_look.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "arbitre/engine/game.h"
#include "arbitre/vision/placement.h"

#include "reader_state.h"

namespace arbitre::read::detail {
namespace {

// What the start put on each spot: the letter of the piece within a millimetre of it, '.' for
// none; '-' for the spots that are not compared. Only places off the track are: where pieces
// wait or are kept side by side (camps, loots, waiting areas, trays, Jacotte's centres), and
// Jacquet's points empty at the start, their row and their tip. Elsewhere on the track a piece
// of the print's colour is rare and the print's pattern already tells, and a pile seen at the
// start (15 checkers three rows high) looks like no later count on it; on Jacquet's points a
// black checker on a dark point keeps much of the point's empty look, so there only a near
// match (look_row_empty_match) says the spot is empty.
std::vector<char> start_letters(const ReaderState& s) {
  std::vector<char> letters(s.spots.size(), '-');
  auto game = engine::make_game(s.profile.game, s.profile.options);
  if (!game) return letters;
  auto placed =
      vision::place_pieces(s.layout, s.profile.game, (*game)->new_initial_state(0)->occupancy());
  if (!placed) return letters;
  for (std::size_t p = 0; p < s.places.size(); ++p) {
    const PlaceKind kind = s.places[p].kind;
    if (kind == PlaceKind::kJacquetPoint) {
      // The points empty at the start are compared, their row and their tip, where a lone
      // checker stands as the postillon: a white checker there may look like the cream sheet's
      // tip, and a spot of the print may look like a checker (look_row_empty_match).
      const bool empty = std::none_of(placed->begin(), placed->end(), [&](const auto& piece) {
        return piece.cell == s.places[p].cell->id;
      });
      if (empty) {
        letters[static_cast<std::size_t>(s.postillon_spot[p])] = '.';
        for (std::size_t k = 0; k < s.places[p].spots.size(); ++k)
          letters[static_cast<std::size_t>(s.first_spot[p]) + k] = '.';
      }
    }
    if (kind == PlaceKind::kSingle || kind == PlaceKind::kJacquetPoint ||
        kind == PlaceKind::kJacotteLane)
      continue;
    bool stacked = false;
    for (const auto& piece : *placed) {
      stacked = stacked || (piece.cell == s.places[p].cell->id && piece.level > 0);
    }
    if (stacked) continue;
    for (std::size_t k = 0; k < s.places[p].spots.size(); ++k) {
      const cv::Point3d& spot = s.places[p].spots[k];
      char& letter = letters[static_cast<std::size_t>(s.first_spot[p]) + k];
      letter = '.';
      for (const auto& piece : *placed) {
        if (piece.cell == s.places[p].cell->id &&
            std::hypot(piece.x_mm - spot.x, piece.y_mm - spot.y) < 1)
          letter = piece.colour;
      }
    }
  }
  return letters;
}

// The standard deviation of `values`' entries that are not negative (unseen), and how many.
std::pair<double, std::size_t> spread_of(const std::vector<float>& values) {
  double sum = 0, squares = 0;
  std::size_t n = 0;
  for (float v : values) {
    if (v < 0) continue;
    sum += v;
    squares += static_cast<double>(v) * v;
    ++n;
  }
  if (n == 0) return {0, 0};
  const double mean = sum / static_cast<double>(n);
  return {std::sqrt(std::max(squares / static_cast<double>(n) - mean * mean, 0.0)), n};
}

}  // namespace

void build_spot_looks(ReaderState& s) {
  s.spot_looks.assign(s.spots.size(), {});
  if (s.profile.board_look.empty()) return;
  const auto letters = start_letters(s);
  const double step = s.params.patch_step_mm;
  // The ground a piece hides: its radius and the margin around the segment from its base to
  // where the ray through its top meets the board, which depends on the camera; the grid
  // reaches as far as a piece's height leans in any direction.
  const double reach =
      s.layout.piece.diameter_mm / 2 + s.params.patch_margin_mm + s.layout.piece.height_mm;
  const int half = static_cast<int>(std::ceil(reach / step));
  for (std::size_t i = 0; i < s.spots.size(); ++i) {
    if (letters[i] == '-') continue;
    SpotLook& look = s.spot_looks[i];
    look.start = letters[i];
    look.patch.centre = {s.spots[i].point.x, s.spots[i].point.y};
    for (int y = -half; y <= half; ++y) {
      for (int x = -half; x <= half; ++x) {
        if (std::hypot(x * step, y * step) <= reach)
          look.patch.offsets.emplace_back(x * step, y * step);
      }
    }
    look.patch.patterned = true;
    add_start_looks(s, look.patch);
  }
}

void add_spot_look_points(ReaderState& s, std::vector<cv::Point3d>& points) {
  for (auto& look : s.spot_looks) {
    if (look.patch.looks.empty()) continue;
    look.first_point = points.size();
    const cv::Point2d c = look.patch.centre;
    points.emplace_back(c.x, c.y, 0);
    points.emplace_back(c.x + 1, c.y, 0);
    points.emplace_back(c.x, c.y + 1, 0);
  }
}

double same_as_start_match(const ReaderState& s, std::size_t place) {
  return s.places[place].kind == PlaceKind::kJacquetPoint ? s.params.look_row_empty_match
                                                          : s.params.look_start_match;
}

namespace {

// Spot `index`'s ground in `frame` into s.spot_look_offsets and s.spot_look_seen; its look, or
// none where the spot has no start's look to compare.
const SpotLook* sample_spot_ground(ReaderState& s, const cv::Mat& frame,
                                   const Projection& projection, std::size_t index) {
  if (index >= s.spot_looks.size() || s.spot_looks[index].patch.looks.empty()) return nullptr;
  const SpotLook& look = s.spot_looks[index];
  s.spot_look_offsets.clear();
  s.spot_look_seen.clear();
  sample_hidden_ground(s, frame, projection, look.patch, look.first_point, s.spot_look_offsets,
                       s.spot_look_seen);
  return &look;
}

}  // namespace

double spot_look_match(ReaderState& s, const cv::Mat& frame, const Projection& projection,
                       std::size_t index, double enough) {
  const SpotLook* look = sample_spot_ground(s, frame, projection, index);
  if (look == nullptr) return -2;
  const PrintPatch& patch = look->patch;
  if (s.params.look_flat_std > 0) {
    // A flat look (look_flat_std): the ground about as flat matches it, anything else does not.
    s.look_values.clear();
    for (std::size_t offset : s.spot_look_offsets) s.look_values.push_back(patch.looks[0][offset]);
    const auto [look_spread, looked] = spread_of(s.look_values);
    constexpr std::size_t kLeastFlatSamples = 8;
    if (looked >= kLeastFlatSamples && look_spread < s.params.look_flat_std)
      return spread_of(s.spot_look_seen).first < look_spread + s.params.look_flat_std ? 1 : 0;
  }
  return best_look_match(s, patch, s.spot_look_offsets, s.spot_look_seen, 0,
                         s.spot_look_seen.size(), enough);
}

namespace {

// The least-squares fit of `seen` (at `offsets` into patch.offsets) to offset + look x gain,
// the gain linear in the offset (per 10 mm, to keep the normal equations well scaled).
ShadedMatch fit_shaded(const PrintPatch& patch, const std::vector<float>& look,
                       const std::vector<std::size_t>& offsets, const std::vector<float>& seen) {
  constexpr double kPerMm = 0.1;
  constexpr int kLeastSamples = 12;
  auto regressors = [&](std::size_t k, double value) {
    const cv::Point2d o = patch.offsets[offsets[k]] * kPerMm;
    return cv::Vec4d(1, value, value * o.x, value * o.y);
  };
  cv::Matx44d normal = cv::Matx44d::zeros();
  cv::Vec4d moment(0, 0, 0, 0);
  double sum = 0, sum_squares = 0;
  int n = 0;
  for (std::size_t k = 0; k < offsets.size(); ++k) {
    const float value = look[offsets[k]];
    if (value < 0) continue;  // the calibration picture did not show it
    const cv::Vec4d r = regressors(k, value);
    normal += r * r.t();
    moment += r * static_cast<double>(seen[k]);
    sum += seen[k], sum_squares += static_cast<double>(seen[k]) * seen[k];
    ++n;
  }
  ShadedMatch out;
  const double total = sum_squares - sum * sum / std::max(n, 1);
  cv::Vec4d w;
  if (n < kLeastSamples || total <= 1e-9 || !cv::solve(normal, moment, w, cv::DECOMP_CHOLESKY))
    return out;
  // The residual of a least-squares fit: y'y - w'(X'y).
  out.fit = std::sqrt(std::clamp(1 - (sum_squares - w.dot(moment)) / total, 0.0, 1.0));
  out.least_gain = 1e9, out.most_gain = -1e9;
  for (std::size_t k = 0; k < offsets.size(); ++k) {
    if (look[offsets[k]] < 0) continue;
    const cv::Point2d o = patch.offsets[offsets[k]] * kPerMm;
    const double gain = w[1] + w[2] * o.x + w[3] * o.y;
    out.least_gain = std::min(out.least_gain, gain), out.most_gain = std::max(out.most_gain, gain);
  }
  return out;
}

}  // namespace

ShadedMatch shaded_look_match(ReaderState& s, const cv::Mat& frame, const Projection& projection,
                              std::size_t index) {
  const SpotLook* look = sample_spot_ground(s, frame, projection, index);
  if (look == nullptr) return {};
  ShadedMatch best;
  for (const auto& shifted : look->patch.looks) {
    const ShadedMatch match =
        fit_shaded(look->patch, shifted, s.spot_look_offsets, s.spot_look_seen);
    if (match.fit > best.fit) best = match;
  }
  return best;
}

}  // namespace arbitre::read::detail
