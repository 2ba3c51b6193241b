// Jacquet board geometry and the position of one game (rulings J1, J9).
//
// The 24 points are the letters a..x of jacquet.txt. Each player numbers them along his own
// circuit (RULINGS.md): 1 is his talon, 24 the last point before the rail, 25 the rail
// (borne-off checkers). Black: a=1 .. l=12, m=13 .. x=24. White: m=1 .. x=12, a=13 .. l=24.
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace arbitre::engine::jacquet {

constexpr int kWhite = 0;
constexpr int kBlack = 1;
constexpr int kCheckers = 15;
constexpr int kPoints = 24;
constexpr int kRail = 25;          // bearing off: the rail seen as a 25th point (J5)
constexpr int kLastQuadrant = 19;  // first point of the last quadrant (J1: 19..24)

// Postillon status (J4, J9, J10): not yet played, on the tip of point 2..18, or entered.
constexpr int8_t kPostillonWaiting = 0;
constexpr int8_t kPostillonEntered = -1;

// The same physical point in the other player's numbering (1..24 -> 1..24).
constexpr int mirror(int point) {
  return point > 12 ? point - 12 : point + 12;
}

// Letter index (0 = a .. 23 = x) of a player's point 1..24.
constexpr int letter_index(int player, int point) {
  return player == kBlack ? point - 1 : (point + 11) % kPoints;
}
// A player's point 1..24 for a letter index 0..23.
constexpr int point_of_letter(int player, int letter) {
  return player == kBlack ? letter + 1 : (letter + 12) % kPoints + 1;
}
constexpr char letter(int player, int point) {
  return static_cast<char>('a' + letter_index(player, point));
}

// One player's checkers, numbered along his own circuit.
struct Side {
  std::array<uint8_t, 26> count{};  // [1..24] points, [25] borne off; [0] unused
  int8_t postillon = kPostillonWaiting;

  bool operator==(const Side&) const = default;

  int on_board() const;
  int off() const { return count[kRail]; }
  // Checkers on points 1..18 (outside the last quadrant).
  int outside_last_quadrant() const;
  // The occupied point farthest from the rail, or kRail when none is on the board.
  int farthest() const;
  bool postillon_in_flight() const { return postillon > 0; }
  // Bit p-1 set when point p holds a checker.
  uint32_t held_mask() const;
  static Side at_start();
};

// Who owns what in one game, plus the match around it.
struct Position {
  std::array<Side, 2> sides{Side::at_start(), Side::at_start()};
  int to_move = kWhite;  // kWhite, kBlack, or -1 when the match is over
  std::array<int, 2> score{0, 0};
  // Between two games of a match: the game just ended and its final position is still on the
  // table; to_move is its winner, who starts the next game (its only move, "next game").
  bool game_over = false;

  bool operator==(const Position&) const = default;
};

std::string player_name(int player);            // "White", "Black"
std::string player_key(int player);             // "white", "black" (JSON)
std::string point_name(int player, int point);  // "m".."l", or "off" for the rail

}  // namespace arbitre::engine::jacquet
