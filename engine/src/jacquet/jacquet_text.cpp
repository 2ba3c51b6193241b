// The ASCII drawing of a Jacquet position, laid out as the figures of jacquet.txt: points
// l..a along White's edge of the table (top), m..x along Black's edge (bottom).
#include "arbitre/engine/jacquet/jacquet.h"

namespace arbitre::engine::jacquet {
namespace {

// One point as four characters: "   .", " W15", " B1^" (the postillon on its tip).
std::string cell(const Position& position, int index) {
  std::string text;
  for (int player : {kWhite, kBlack}) {
    const Side& side = position.sides[player];
    const int point = point_of_letter(player, index);
    if (side.count[point] == 0) continue;
    text += (player == kWhite ? "W" : "B") + std::to_string(side.count[point]);
    if (side.postillon == point) text += '^';
  }
  if (text.empty()) text = ".";
  return std::string(text.size() < 4 ? 4 - text.size() : 0, ' ') + text;
}

std::string row(const Position& position, int first, int step, bool letters) {
  std::string line;
  for (int i = 0; i < 12; ++i) {
    const int index = first + step * i;
    if (i == 6) line += " |";
    line += letters ? std::string("   ") + static_cast<char>('a' + index) : cell(position, index);
  }
  return line + "\n";
}

std::string side_line(const Options& options, int player, const Side& side) {
  std::string line = player_name(player) + " (talon " + point_name(player, 1) +
                     "): " + std::to_string(side.off()) + " off";
  if (options.advanced && side.off() > 0) line += " (on " + point_name(1 - player, 1) + ")";
  if (side.postillon == kPostillonWaiting) line += ", postillon not played yet";
  if (side.postillon_in_flight())
    line += ", postillon on the tip of " + point_name(player, side.postillon);
  if (side.postillon == kPostillonEntered) line += ", postillon entered";
  return line + "\n";
}

}  // namespace

std::string JacquetState::to_string() const {
  const int target = options_.match_points;
  std::string out = game_name() + ", match to " + std::to_string(target) +
                    (target == 1 ? " point" : " points") + ": White " +
                    std::to_string(position_.score[kWhite]) + ", Black " +
                    std::to_string(position_.score[kBlack]) + "\n";
  out += row(position_, 11, -1, true);  // l .. g | f .. a
  out += row(position_, 11, -1, false);
  out += row(position_, 12, 1, false);  // m .. r | s .. x
  out += row(position_, 12, 1, true);
  out += side_line(options_, kWhite, position_.sides[kWhite]);
  out += side_line(options_, kBlack, position_.sides[kBlack]);
  if (is_terminal()) return out + score().summary + "\n";
  const std::string player = player_name(position_.to_move);
  if (position_.game_over) {
    const int points = game_points(options_, position_.sides[1 - position_.to_move]);
    return out + "Game over: " + player + " wins " + std::to_string(points) +
           (points == 1 ? " point" : " points") + " and starts the next game\n";
  }
  return out + player + " to play\n";
}

}  // namespace arbitre::engine::jacquet
