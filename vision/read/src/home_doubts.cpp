// A waiting spot read as its seat's pawn against its look, and the square the pawn went to
// (home_doubts.h).
#include "home_doubts.h"

#include <algorithm>
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "pawn_counts.h"
#include "reader_state.h"
#include "spot_colour.h"
#include "start_look.h"

namespace arbitre::read::detail {
namespace {

// Of the spots of home place p where the seat's pawn `own` stood at the start, the one least like
// the start's look, when the colours alone (under learn_margin) read the pawn there and its ground
// matches under look_start_match. Where another spot is less alike still, that one is the likelier
// spot a pawn left, and this a pawn in a neighbour's shade (fresh still film toc-6 22725: White's
// present pawns at 0.79-0.86, the spot left, read empty, at 0.74).
std::optional<std::size_t> home_spot_against_its_look(ReaderState& s, const cv::Mat& frame,
                                                      const Projection& projection,
                                                      const std::vector<SpotVerdict>& verdicts,
                                                      const SpotClasses& seen, std::size_t p,
                                                      char own) {
  const auto first = static_cast<std::size_t>(s.first_spot[p]);
  const auto unsure = [&](std::size_t k) {
    return seen.classes[k] == own && verdicts[first + k].margin < s.params.learn_margin;
  };
  bool any_unsure = false;
  for (std::size_t k = 0; k < seen.classes.size(); ++k) any_unsure = any_unsure || unsure(k);
  if (!any_unsure) return std::nullopt;  // a coloured seat's pawns, read by 20-40
  // A spot reaching look_start_match is neither doubted nor less alike than one under it: the
  // search over shifts may stop there.
  std::optional<std::pair<double, std::size_t>> least;  // match, spot
  for (std::size_t k = 0; k < seen.classes.size(); ++k) {
    if (s.spot_looks[first + k].start != own) continue;
    const double match =
        spot_look_match(s, frame, projection, first + k, s.params.look_start_match);
    if (match > -2 && (!least || match < least->first)) least = {match, k};
  }
  if (!least || least->first >= s.params.look_start_match) return std::nullopt;
  if (!unsure(least->second)) return std::nullopt;
  return least->second;
}

// The squares read empty that both cues give to `seat`'s pawn: a colour nearer the pawn's than
// the print's, and a ground unlike its empty look (empty_square_cues).
std::vector<std::size_t> squares_both_cues_give(ReaderState& s,
                                                const std::map<char, cv::Vec3d>& learned,
                                                const std::vector<SpotClasses>& seen, char seat) {
  std::vector<std::size_t> out;
  const auto relative = s.relative.find(seat);
  if (relative == s.relative.end()) return out;
  for (std::size_t q = 0; q < s.places.size(); ++q) {
    const auto cues = empty_square_cues(s, learned, seen, q, seat, relative->second);
    if (cues && cues->colour_nearer() && cues->unlike()) out.push_back(q);
  }
  return out;
}

}  // namespace

void move_pawns_off_home_spots_against_their_look(
    ReaderState& s, const cv::Mat& frame, const Projection& projection,
    const std::vector<SpotVerdict>& verdicts, const std::map<char, cv::Vec3d>& learned,
    std::vector<SpotClasses>& seen, std::vector<CellReading>& cells, const std::string& home_role,
    int pawns_per_seat) {
  if (s.spot_looks.empty()) return;
  for (const auto& [p, own] : home_places(s, home_role)) {
    const auto shown = pieces_shown(cells, own, true);
    if (!shown || *shown != pawns_per_seat) continue;
    const auto left = home_spot_against_its_look(s, frame, projection, verdicts, seen[p], p, own);
    if (!left) continue;
    const auto squares = squares_both_cues_give(s, learned, seen, own);
    if (squares.size() != 1) continue;
    seen[p].classes[*left] = '.';
    seen[p].confidence = std::min(seen[p].confidence, s.params.own_entry_empty_confidence);
    seen[p].maybe_another = spots_maybe_showing_another(s, projection, p, seen[p].classes);
    cells[p] = compose_place(s.places[p], seen[p], s.letters);
    const std::size_t q = squares.front();
    seen[q].classes = std::string(1, own);
    cells[q] = compose_place(s.places[q], seen[q], s.letters);
    cells[q].confidence = std::min(cells[q].confidence, s.params.own_entry_empty_confidence);
  }
}

}  // namespace arbitre::read::detail
