// What players and cameras see of a Jeson Jam position: drawing, score and occupancy.
#include <array>
#include <bit>
#include <cmath>
#include <string>

#include "arbitre/engine/jeson_jam/jeson_jam.h"

namespace arbitre::engine::jeson_jam {
namespace {

// The star's roads, drawn at 14 columns and 8 rows per board unit; the intersections are
// blank here and filled in at the cells' coordinates.
constexpr std::array<std::string_view, 17> kRoadLines = {
    R"()",
    R"(             /|\)",
    R"(            / | \)",
    R"(           /  |  \)",
    R"(   ------- --- --- -------)",
    R"(   \ \   /    |    \   / /)",
    R"(    \         |         /)",
    R"(     \ /   \  |  /   \ /)",
    R"()",
    R"(     / \   /  |  \   / \)",
    R"(    /         |         \)",
    R"(   / /   \    |    /   \ \)",
    R"(   ------- --- --- -------)",
    R"(           \  |  /)",
    R"(            \ | /)",
    R"(             \|/)",
    R"()",
};
constexpr std::size_t kDrawingWidth = 28;

int drawing_row(int cell) {
  return static_cast<int>(std::lround((1.0 - cell_point(cell).y) * 8));
}
int drawing_column(int cell) {
  return 14 + static_cast<int>(std::lround(cell_point(cell).x * 14));
}

std::array<std::string, 17> blank_drawing() {
  std::array<std::string, 17> rows;
  for (std::size_t r = 0; r < rows.size(); ++r) {
    rows[r] = std::string(kRoadLines[r]);
    rows[r].resize(kDrawingWidth, ' ');
  }
  return rows;
}

std::string trimmed(std::string line) {
  line.erase(line.find_last_not_of(' ') + 1);
  return line;
}

}  // namespace

// Left: the position ('L' Light, 'D' Dark, '.' empty); right: the intersection ids.
std::string JesonJamState::to_string() const {
  auto position = blank_drawing();
  auto ids = blank_drawing();
  for (int cell = 0; cell < kCells; ++cell) {
    const int row = drawing_row(cell);
    const int column = drawing_column(cell);
    const char content = (pieces_[kLight] & cell_bit(cell))  ? 'L'
                         : (pieces_[kDark] & cell_bit(cell)) ? 'D'
                                                             : '.';
    position[row][column] = content;
    ids[row].replace(column, cell_id(cell).size(), cell_id(cell));
  }
  std::string out = "Jeson Jam, " + outcome_text() + "\n";
  for (std::size_t r = 0; r < position.size(); ++r) {
    out += trimmed(position[r] + "    " + ids[r]) + "\n";
  }
  for (int seat = 0; seat < 2; ++seat) {
    out += seat_name(seat) + ": " + std::to_string(hand_[seat]) + " in hand, " +
           std::to_string(captures_[seat]) + " taken from " + seat_name(1 - seat) + "\n";
  }
  std::string aligned;
  for (int road = 0; road < kRoads; ++road) {
    if (!(aligned_ & (1u << road))) continue;
    const bool light = (pieces_[kLight] & road_mask(road)) == road_mask(road);
    aligned += " " + std::string(road_id(road)) + (light ? " (Light)" : " (Dark)");
  }
  out += "Aligned:" + (aligned.empty() ? std::string(" none") : aligned) + "\n";
  return out;
}

std::string JesonJamState::outcome_text() const {
  if (winner_ == kDrawn) {
    return "draw: " + std::to_string(quiet_moves_) + " moves without a capture";
  }
  if (winner_ != kNoPlayer) {
    const bool by_captures = captures_[winner_] >= options_.captures_to_win;
    return seat_name(winner_) + " wins: " +
           (by_captures ? std::to_string(captures_[winner_]) + " captures"
                        : seat_name(1 - winner_) + " cannot move");
  }
  return std::string(drop_phase() ? "drop phase" : "move phase") + ", " + seat_name(to_move_) +
         " to move";
}

Score JesonJamState::score() const {
  Score score;
  score.lines = {{"Light", captures_[kLight]}, {"Dark", captures_[kDark]}};
  score.summary = "Light " + std::to_string(captures_[kLight]) + ", Dark " +
                  std::to_string(captures_[kDark]) + " captures (first to " +
                  std::to_string(options_.captures_to_win) + ")";
  // The score says who won, never whose turn it is: it changes only when the score does.
  if (is_terminal()) score.summary += "; " + outcome_text();
  return score;
}

// Board cells hold "L" or "D"; beside the board, LH and DH hold the pieces not yet dropped
// and LP and DP the prisoners each player has taken, as counts.
Occupancy JesonJamState::occupancy() const {
  Occupancy seen;
  for (int seat = 0; seat < 2; ++seat) {
    for (CellMask left = pieces_[seat]; left; left &= left - 1) {
      seen.emplace(cell_id(std::countr_zero(left)), seat == kLight ? "L" : "D");
    }
  }
  if (hand_[kLight] > 0) seen.emplace("LH", std::to_string(hand_[kLight]));
  if (hand_[kDark] > 0) seen.emplace("DH", std::to_string(hand_[kDark]));
  if (captures_[kLight] > 0) seen.emplace("LP", std::to_string(captures_[kLight]));
  if (captures_[kDark] > 0) seen.emplace("DP", std::to_string(captures_[kDark]));
  return seen;
}

}  // namespace arbitre::engine::jeson_jam
