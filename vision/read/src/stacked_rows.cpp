// Jacquet's piles stacked on a full row, filmed from aside (stacked_rows.h).
#include "stacked_rows.h"

#include <algorithm>
#include <optional>
#include <string>

#include "reader_state.h"
#include "spot_colour.h"
#include "start_look.h"

namespace arbitre::read::detail {
namespace {

// Whether `spot` shows a top of `letter`'s pile at `level` pieces high or one lower: the ray to
// the top's centre at that height meets that pile's top (a pile one lower is met just beyond,
// within its radius); a neighbour's pile, never higher, shows it at most its side there.
std::optional<double> pile_top_margin(ReaderState& s, const cv::Mat& frame,
                                      const Projection& projection, const Spot& spot, int level,
                                      char letter, const std::map<char, cv::Vec3d>& learned) {
  Spot raised = spot;
  raised.point.z = -level * s.layout.piece.height_mm;
  s.raised_object_points.clear();
  add_spot_points(raised, s.raised_object_points);
  projection.project(s.raised_object_points, s.raised_points);
  SpotSample sample;
  measure_spot(s, frame, projection, raised, s.raised_points.data(), sample);
  const SpotVerdict verdict = decide_spot(s, sample, learned);
  if (verdict.cls != letter) return std::nullopt;
  return verdict.margin;
}

// The least margin by which every spot of point `p`'s row shows `letter`: read so at one
// piece's height, or showing a pile's top higher up. Nullopt when a spot shows neither.
std::optional<double> stacked_row_margin(ReaderState& s, const cv::Mat& frame,
                                         const Projection& projection, std::size_t p,
                                         const std::vector<SpotVerdict>& verdicts, char letter,
                                         const std::map<char, cv::Vec3d>& learned) {
  const Place& place = s.places[p];
  const int row = static_cast<int>(place.spots.size());
  const int highest = (kCheckersPerColour + row - 1) / row;
  double least = 1e9;
  for (int k = 0; k < row; ++k) {
    const std::size_t index = static_cast<std::size_t>(s.first_spot[p] + k);
    std::optional<double> margin;
    if (verdicts[index].cls == letter) margin = verdicts[index].margin;
    for (int level = 2; level <= highest && !margin; ++level) {
      margin = pile_top_margin(s, frame, projection, s.spots[index], level, letter, learned);
    }
    if (!margin) return std::nullopt;
    least = std::min(least, *margin);
  }
  return least;
}

}  // namespace

void find_stacked_rows(ReaderState& s, const cv::Mat& frame, const Projection& projection,
                       const std::vector<SpotVerdict>& verdicts,
                       const std::map<char, cv::Vec3d>& learned, std::vector<CellReading>& cells) {
  for (const char letter : std::string("WB")) {
    const auto most = pieces_shown(cells, letter, true);
    if (!most || *most >= kCheckersPerColour) continue;
    std::optional<std::pair<double, std::size_t>> best;  // margin, place
    for (std::size_t p = 0; p < s.places.size(); ++p) {
      const CellReading& cell = cells[p];
      if (s.places[p].kind != PlaceKind::kJacquetPoint || cell.count_max > cell.count_min ||
          (!cell.content.empty() && cell.content[0] != letter) ||
          cell.content.find(letter == 'W' ? 'B' : 'W') != std::string::npos) {
        continue;
      }
      const auto margin = stacked_row_margin(s, frame, projection, p, verdicts, letter, learned);
      if (margin && (!best || *margin > best->first)) best = std::pair{*margin, p};
    }
    if (!best) continue;
    const std::size_t p = best->second;
    SpotClasses seen;
    seen.classes.assign(s.places[p].spots.size(), letter);
    seen.confidence = std::clamp(best->first / 10.0, 0.0, 1.0);
    cells[p] = compose_place(s.places[p], seen, s.letters);
  }
}

void find_hidden_postillons(ReaderState& s, const cv::Mat& frame, const Projection& projection,
                            const std::vector<SpotVerdict>& verdicts,
                            const std::map<char, cv::Vec3d>& learned,
                            std::vector<CellReading>& cells) {
  const auto white = s.relative.find('W'), black = s.relative.find('B');
  if (white == s.relative.end() || black == s.relative.end()) return;
  // The colour a count leaves short, when one is; else the nearer.
  const auto white_shown = pieces_shown(cells, 'W', true);
  const auto black_shown = pieces_shown(cells, 'B', true);
  const bool white_short = white_shown && *white_shown < kCheckersPerColour;
  const bool black_short = black_shown && *black_shown < kCheckersPerColour;
  for (std::size_t p = 0; p < s.places.size(); ++p) {
    const int tip = s.postillon_spot[p];
    if (s.places[p].kind != PlaceKind::kJacquetPoint || tip < 0 || !cells[p].content.empty()) {
      continue;
    }
    const auto spot = static_cast<std::size_t>(tip);
    if (verdicts[spot].cls != '.' || !s.samples[spot].seen) continue;
    const double match = spot_look_match(s, frame, projection, spot, s.params.look_postillon_match);
    if (match <= -2 || match >= s.params.look_postillon_match) continue;
    char letter = 0;
    if (white_short != black_short) {
      letter = white_short ? 'W' : 'B';
    } else {
      const double to_white = letter_distance(s, s.samples[spot], 'W', white->second, learned);
      const double to_black = letter_distance(s, s.samples[spot], 'B', black->second, learned);
      letter = to_white <= to_black ? 'W' : 'B';
    }
    SpotClasses seen;
    seen.classes.assign(s.places[p].spots.size(), '.');
    seen.postillon = letter;
    seen.confidence = s.params.own_entry_empty_confidence;
    cells[p] = compose_place(s.places[p], seen, s.letters);
  }
}

}  // namespace arbitre::read::detail
