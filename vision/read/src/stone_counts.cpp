#include "stone_counts.h"

#include <algorithm>
#include <optional>
#include <string>
#include <tuple>
#include <utility>

#include "arbitre/engine/game.h"
#include "reader_state.h"

namespace arbitre::read::detail {
namespace {

bool is_stone(char c) {
  return c != '.' && c != '?';
}

// The stones of `letter` the cells show: its trays' counts and its intersections'; nullopt
// while a place is not visible.
std::optional<int> stones_shown(const ReaderState& s, const std::vector<CellReading>& cells,
                                char letter) {
  int shown = 0;
  for (std::size_t p = 0; p < s.places.size(); ++p) {
    if (!cells[p].visible) return std::nullopt;
    const Place& place = s.places[p];
    if (place.kind == PlaceKind::kCountTray && place.tray_letter == letter) {
      shown += cells[p].count_min;
    } else if (place.kind == PlaceKind::kSingle && cells[p].content == std::string(1, letter)) {
      ++shown;
    }
  }
  return shown;
}

void read_unsurely(ReaderState& s, std::size_t p, std::vector<SpotClasses>& seen,
                   std::vector<CellReading>& cells) {
  cells[p] = compose_place(s.places[p], seen[p], s.letters);
  cells[p].confidence = std::min(cells[p].confidence, s.params.own_entry_empty_confidence);
}

// `excess` of `letter`'s least sure readings read empty.
void drop_stones(ReaderState& s, char letter, int excess, const std::vector<SpotVerdict>& verdicts,
                 std::vector<SpotClasses>& seen, std::vector<CellReading>& cells) {
  std::vector<std::tuple<double, std::size_t, std::size_t>> readings;  // margin, place, spot
  for (std::size_t p = 0; p < s.places.size(); ++p) {
    const Place& place = s.places[p];
    const bool tray = place.kind == PlaceKind::kCountTray && place.tray_letter == letter;
    const bool intersection =
        place.kind == PlaceKind::kSingle && seen[p].classes == std::string(1, letter);
    if (!tray && !intersection) continue;
    const auto first = static_cast<std::size_t>(s.first_spot[p]);
    for (std::size_t k = 0; k < seen[p].classes.size(); ++k) {
      if (!is_stone(seen[p].classes[k])) continue;
      // An intersection's margin is its reading's (a covered circle's comes from its look).
      const double margin = tray ? verdicts[first + k].margin : 10.0 * cells[p].confidence;
      readings.emplace_back(margin, p, k);
    }
  }
  if (static_cast<int>(readings.size()) < excess) return;
  std::sort(readings.begin(), readings.end());
  for (int i = 0; i < excess; ++i) {
    const auto [margin, p, k] = readings[static_cast<std::size_t>(i)];
    seen[p].classes[k] = '.';
    read_unsurely(s, p, seen, cells);
  }
}

// The place of `letter`'s hand tray ("LH" holds Light's), or nullopt.
std::optional<std::size_t> hand_tray(const ReaderState& s, char letter) {
  const std::string id = std::string(1, letter) + "H";
  for (std::size_t p = 0; p < s.places.size(); ++p) {
    if (s.places[p].kind == PlaceKind::kCountTray && s.places[p].cell->id == id) return p;
  }
  return std::nullopt;
}

// `letter`'s `missing` stones counted in its hand's tray, unsurely.
void add_to_hand(ReaderState& s, std::size_t tray, int missing, std::vector<CellReading>& cells) {
  CellReading& cell = cells[tray];
  cell.count_min += missing;
  cell.count_max += missing;
  cell.content = std::to_string(cell.count_min);
  cell.confidence = std::min(cell.confidence, s.params.own_entry_empty_confidence);
}

// Up to `missing` of `letter`'s stones found on intersections read empty whose ground is unlike
// their empty look: how far its match lies from look_empty_match towards look_covered_match (0 to
// 1). One less unlike than halfway and than the hand's tray is sure of its count holds none: the
// stone is the hand's, miscounted in its tray, where stones heap up (fresh film jeson-jam 20588:
// Light's hand read two short at 0.08, and a stone's shadow over H6, matched at 0.795, became a
// stone; unseen 18016: Light's pale stones matched at 0.51 and 0.64, the tray read at 0.05-0.18;
// unseen 18204: a pale stone at 0.62 beside an empty tray read at 0.63). Stones found nowhere
// are counted in the hand's tray.
void find_stones(ReaderState& s, char letter, int missing, const std::map<char, cv::Vec3d>& learned,
                 std::vector<SpotClasses>& seen, std::vector<CellReading>& cells) {
  const auto relative = s.relative.find(letter);
  if (relative == s.relative.end()) return;
  const auto tray = hand_tray(s, letter);
  const double tray_sure = tray && cells[*tray].visible ? cells[*tray].confidence : -1;
  const double span = s.params.look_empty_match - s.params.look_covered_match;
  constexpr double kHalfwayToCovered = 0.5;            // nearer the covered look than the empty one
  std::vector<std::pair<double, std::size_t>> unlike;  // look match, place
  for (std::size_t p = 0; p < s.places.size(); ++p) {
    if (s.places[p].kind != PlaceKind::kSingle || seen[p].classes != ".") continue;
    const SpotSample& sample = s.samples[static_cast<std::size_t>(s.first_spot[p])];
    if (!sample.seen ||
        letter_distance(s, sample, letter, relative->second, learned) > s.params.unknown_delta_e)
      continue;
    const double match = empty_look_match(s, p, s.params.look_empty_match);
    const double unlike_empty = span > 0 ? (s.params.look_empty_match - match) / span : 1;
    if (match > -2 && match < s.params.look_empty_match &&
        unlike_empty > std::min(tray_sure, kHalfwayToCovered))
      unlike.emplace_back(match, p);
  }
  std::sort(unlike.begin(), unlike.end());
  const auto found = std::min(unlike.size(), static_cast<std::size_t>(missing));
  for (std::size_t i = 0; i < found; ++i) {
    const std::size_t p = unlike[i].second;
    seen[p].classes = std::string(1, letter);
    read_unsurely(s, p, seen, cells);
  }
  if (tray_sure >= 0 && static_cast<int>(found) < missing)
    add_to_hand(s, *tray, missing - static_cast<int>(found), cells);
}

}  // namespace

int stones_in_game(const calibration::Profile& profile, const vision::BoardLayout& layout) {
  if (layout.name != "jeson-jam") return -1;
  auto game = engine::make_game(profile.game, profile.options);
  if (!game) return -1;
  // At the start every stone waits in its hand's tray, a count: "LH" holds Light's.
  const auto occupancy = (*game)->new_initial_state(0)->occupancy();
  const auto hand = occupancy.find("LH");
  if (hand == occupancy.end()) return -1;
  try {
    return std::stoi(hand->second);
  } catch (const std::exception&) {
    return -1;
  }
}

void settle_stone_counts(ReaderState& s, const std::map<char, cv::Vec3d>& learned,
                         const std::vector<SpotVerdict>& verdicts, std::vector<SpotClasses>& seen,
                         std::vector<CellReading>& cells) {
  for (char letter : s.letters) {
    const auto shown = stones_shown(s, cells, letter);
    if (!shown) return;
    if (*shown > s.stones) drop_stones(s, letter, *shown - s.stones, verdicts, seen, cells);
    if (*shown < s.stones) find_stones(s, letter, s.stones - *shown, learned, seen, cells);
  }
}

}  // namespace arbitre::read::detail
