// Places and their occupancy text (docs/games/*.md "Occupancy").
#include "places.h"

#include <algorithm>
#include <map>
#include <optional>
#include <tuple>

#include "arbitre/vision/placement.h"

namespace arbitre::read::detail {
namespace {

// The most pieces any content can put on one place: a full Jacquet point, a Jacotte loot.
constexpr int kMostOnPlace = 32;

// The contents that fill a place the most, for each kind of place; the one place_pieces
// accepts with the most level-0 pieces gives the spots.
std::vector<std::string> probe_contents(const vision::Cell& cell) {
  if (cell.role == "point" || cell.role == "off") return {"W15", "B15"};
  if (cell.role == "centre") return {"+" + std::string(kMostOnPlace, 'N')};
  if (cell.role == "camp") return {"RRRRR", "YYYYY", "GGGGG", "BBBBB"};
  if (cell.role == "loot") return {std::string(kMostOnPlace, 'N')};
  if (cell.role == "wait") return {"R4", "G4", "B4", "Y4", "K4", "W4"};
  if (cell.role == "tray") return {"9"};
  return {"R", "L", "W", "N"};
}

PlaceKind kind_of(const vision::Cell& cell) {
  if (cell.role == "point") return PlaceKind::kJacquetPoint;
  if (cell.role == "off") return PlaceKind::kJacquetTray;
  if (cell.role == "lane") return PlaceKind::kJacotteLane;
  if (cell.role == "centre") return PlaceKind::kJacotteCentre;
  if (cell.role == "camp" || cell.role == "loot" || cell.role == "wait") return PlaceKind::kSpread;
  if (cell.role == "tray") return PlaceKind::kCountTray;
  return PlaceKind::kSingle;
}

cv::Point3d spot_of(const vision::PlacedPiece& piece, const vision::PieceSize& size,
                    double pawn_height_share) {
  const double z = piece.shape == vision::PlacedPiece::Shape::kPawn
                       ? -pawn_height_share * size.height_mm
                       : -(piece.level + 1) * size.height_mm;
  return {piece.x_mm, piece.y_mm, z};
}

std::vector<cv::Point3d> level0_spots(const vision::BoardLayout& layout, const std::string& variant,
                                      const vision::Cell& cell, const std::string& content,
                                      double pawn_height_share) {
  const auto placed = vision::place_pieces(layout, variant, {{cell.id, content}});
  std::vector<cv::Point3d> spots;
  if (!placed) return spots;
  for (const auto& piece : *placed) {
    if (piece.level == 0) spots.push_back(spot_of(piece, layout.piece, pawn_height_share));
  }
  return spots;
}

std::string counted(char letter, int count) {
  return count > 0 ? letter + std::to_string(count) : "";
}

}  // namespace

engine::Result<std::vector<Place>> build_places(const vision::BoardLayout& layout,
                                                const std::string& variant,
                                                double pawn_height_share) {
  std::vector<Place> places;
  for (const auto& cell : layout.cells) {
    Place place;
    place.cell = &cell;
    place.kind = kind_of(cell);
    for (const auto& content : probe_contents(cell)) {
      auto spots = level0_spots(layout, variant, cell, content, pawn_height_share);
      if (spots.size() > place.spots.size()) {
        place.spots = std::move(spots);
        place.tray_letter = content[0];
      }
    }
    if (place.kind == PlaceKind::kCountTray) {
      place.tray_letter = (cell.id == "LH" || cell.id == "DP") ? 'L' : 'D';
    }
    if (place.kind == PlaceKind::kJacquetPoint) {
      const auto tip = level0_spots(layout, variant, cell, "W1^", pawn_height_share);
      if (tip.size() != 1) return engine::make_error(cell.id, "no postillon spot on the point");
      place.postillon = tip[0];
    }
    if (place.spots.empty()) {
      return engine::make_error(cell.id, "no piece of " + variant + " fits on the place");
    }
    places.push_back(std::move(place));
  }
  return places;
}

CellReading compose_place(const Place& place, const SpotClasses& seen, const std::string& letters) {
  CellReading out;
  out.cell = place.cell->id;
  out.confidence = seen.confidence;
  const bool unknown = seen.classes.find('?') != std::string::npos;
  std::map<char, int> counts;
  for (char c : seen.classes) {
    if (c != '.' && c != '?') ++counts[c];
  }
  int total = 0;
  for (const auto& [letter, n] : counts) total += n;
  const bool full = total == static_cast<int>(place.spots.size());
  out.count_min = out.count_max = total;
  auto in_order = [&](const std::string& order) {
    std::string text;
    for (char letter : order) text += counted(letter, counts.count(letter) ? counts[letter] : 0);
    return text;
  };
  switch (place.kind) {
    case PlaceKind::kJacquetPoint: {
      // A row fills from the base: one checker alone at the row's far end is the postillon
      // (its spot at the tip lies where the row's last one does on a full-length point).
      const std::size_t last = seen.classes.size() - 1;
      const bool tip_only = total == 1 && last > 0 && counts.count(seen.classes[last]) > 0;
      if (tip_only || (total == 0 && seen.postillon != '.' && seen.postillon != '?')) {
        out.content = std::string(1, tip_only ? seen.classes[last] : seen.postillon) + "1^";
        out.count_min = out.count_max = 1;
      } else {
        out.content = in_order("WB");
      }
      if (full) out.count_max = 15;  // more may stand on the row
      break;
    }
    case PlaceKind::kJacquetTray:
      out.content = counted(place.tray_letter, total);
      if (full) out.count_max = 15;
      break;
    case PlaceKind::kJacotteLane:
      out.content =
          seen.classes[0] == '.' || seen.classes[0] == '?' ? "" : seen.classes.substr(0, 1);
      if (!out.content.empty()) out.count_max = kMostOnPlace;  // the stack's height is not read
      break;
    case PlaceKind::kJacotteCentre: {
      const char middle = seen.classes[0];
      const int neutrals = counts.count('N') ? counts['N'] : 0;
      if (middle != '.' && middle != '?' && middle != 'N') {
        out.content =
            std::string(1, middle) + (neutrals > 0 ? "+" + std::string(neutrals, 'N') : "");
        out.count_min = 1;  // the stack's height, as on a lane, is not read
        out.count_max = kMostOnPlace;
      } else if (neutrals > 0) {
        out.content = "+" + std::string(neutrals, 'N');
      }
      break;
    }
    case PlaceKind::kSpread:
      out.count_min = std::max(0, total - seen.maybe_another);
      if (place.cell->role == "wait") {
        out.content = in_order(letters);
      } else {
        for (char letter : "N" + letters) {
          if (letter != 'N' || place.cell->role == "loot") {
            out.content += std::string(counts.count(letter) ? counts[letter] : 0, letter);
          }
        }
      }
      break;
    case PlaceKind::kCountTray:
      out.content = total > 0 ? std::to_string(total) : "";
      break;
    case PlaceKind::kSingle:
      out.content = total > 0 ? in_order(letters) : "";
      if (out.content.size() == 2 && out.content[1] == '1') out.content.resize(1);
      break;
  }
  out.visible = !unknown;
  if (!out.visible) {
    out.content.clear();
    out.count_min = out.count_max = 0;
  }
  return out;
}

namespace {

int neutrals_of(const CellReading& cell) {
  return static_cast<int>(std::count(cell.content.begin(), cell.content.end(), 'N'));
}

void drop_neutrals(CellReading& cell) {
  const int seen = neutrals_of(cell);
  std::erase(cell.content, 'N');
  if (cell.content == "+") cell.content.clear();  // a centre's loose neutrals, all dropped
  cell.count_min = std::max(0, cell.count_min - seen);
  cell.count_max = std::max(cell.count_min, cell.count_max - seen);
  cell.confidence = 0;
}

}  // namespace

void drop_impossible_neutrals(std::vector<CellReading>& cells, int neutrals,
                              const std::function<bool(std::size_t)>& as_at_the_start) {
  for (auto& cell : cells) {
    if (neutrals_of(cell) > neutrals) drop_neutrals(cell);
  }
  // More neutrals in view than the game has, each place within it (a loot's print read as a
  // few): the places whose neutrals add up to the excess exactly, the least sure together,
  // show the print. A stack carries neutrals out of sight, never more into view. The spots'
  // margins on a pale board say little (fresh film jacotte-4 16006: the centres' stacks at
  // 0.03-0.09, a plain loot's print read as nine at 0.45), so places that still show the
  // start's neutrals as they were come last, whatever their margins.
  std::vector<std::pair<std::size_t, int>> holding;  // cell, its neutrals
  int shown = 0;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const int seen = cells[i].visible ? neutrals_of(cells[i]) : 0;
    shown += seen;
    if (seen > 0) holding.emplace_back(i, seen);
  }
  const int excess = shown - neutrals;
  if (excess <= 0 || holding.size() > 16) return;
  std::vector<bool> as_at_start(holding.size(), false);
  for (std::size_t k = 0; k < holding.size() && as_at_the_start; ++k)
    as_at_start[k] = as_at_the_start(holding[k].first);
  // Per subset of `holding`: how many places as at the start, their summed confidence.
  std::optional<std::tuple<int, double, unsigned>> best;
  for (unsigned subset = 1; subset < (1u << holding.size()); ++subset) {
    int sum = 0;
    int at_start = 0;
    double sureness = 0;
    for (std::size_t k = 0; k < holding.size(); ++k) {
      if ((subset >> k & 1u) == 0) continue;
      sum += holding[k].second;
      at_start += as_at_start[k] ? 1 : 0;
      sureness += cells[holding[k].first].confidence;
    }
    if (sum == excess && (!best || std::pair(at_start, sureness) <
                                       std::pair(std::get<0>(*best), std::get<1>(*best))))
      best = {at_start, sureness, subset};
  }
  if (!best) return;
  for (std::size_t k = 0; k < holding.size(); ++k) {
    if (std::get<2>(*best) >> k & 1u) drop_neutrals(cells[holding[k].first]);
  }
}

void settle_counts(std::vector<CellReading>& cells, const std::string& colours,
                   int pieces_per_colour) {
  for (char colour : colours) {
    int exact = 0;
    double least_sure = 1;  // a settled count is only as sure as the counts it comes from
    CellReading* open = nullptr;
    int open_places = 0;
    bool all_visible = true;
    for (auto& cell : cells) {
      all_visible = all_visible && cell.visible;
      if (cell.content.empty() || cell.content[0] != colour) continue;
      if (cell.count_max > cell.count_min) {
        open = &cell;
        ++open_places;
      } else {
        exact += cell.count_min;
        least_sure = std::min(least_sure, cell.confidence);
      }
    }
    if (!all_visible || open_places != 1) continue;
    const int rest = pieces_per_colour - exact;
    if (rest >= open->count_min && rest <= open->count_max) {
      open->seen_range = std::array{open->count_min, open->count_max};
      open->count_min = open->count_max = rest;
      open->confidence = std::min(open->confidence, least_sure);
      open->content = colour + std::to_string(rest);
    }
  }
}

namespace {

// How many of `letter`'s pieces `cell` shows, at least or (`most`) at most: its count where the
// content is a letter and a count (a Toc waiting area's "W3"), one for a single piece, else the
// letter's own share of the content (a Jacotte camp's "YYYY"; a stack seen from above, "Y" at
// 1-32, shows one of them).
int pieces_of(const CellReading& cell, char letter, bool most) {
  if (cell.content.empty() || cell.content[0] != letter) return 0;
  if (cell.content.size() == 1) return 1;
  if (std::isdigit(static_cast<unsigned char>(cell.content[1]))) {
    return most ? cell.count_max : cell.count_min;
  }
  return static_cast<int>(std::count(cell.content.begin(), cell.content.end(), letter));
}

}  // namespace

std::optional<int> pieces_shown(const std::vector<CellReading>& cells, char letter, bool most) {
  int shown = 0;
  for (const auto& cell : cells) {
    if (!cell.visible) return std::nullopt;
    shown += pieces_of(cell, letter, most);
  }
  return shown;
}

// Fresh film jacquet-advanced 29008: White's checker at the base of the red point i, its shadow
// on the spot beside it read as one of Black's dark red checkers by a margin of 7 (`W1B1`, the
// base's White by 35); White's 5-5 was flagged as Black's checkers moved, and every move after
// it (0 of 6 moves recorded, 8 false flags).
void keep_one_colour(std::string& classes, const std::vector<double>& margins,
                     double least_margin) {
  auto is_checker = [](char c) { return c == 'W' || c == 'B'; };
  char surest = 0;
  double widest = -1;
  for (std::size_t k = 0; k < classes.size(); ++k) {
    if (is_checker(classes[k]) && margins[k] > widest) surest = classes[k], widest = margins[k];
  }
  for (std::size_t k = 0; k < classes.size(); ++k) {
    if (is_checker(classes[k]) && classes[k] != surest && margins[k] < least_margin)
      classes[k] = '.';
  }
}

}  // namespace arbitre::read::detail
