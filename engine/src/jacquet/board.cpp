#include "arbitre/engine/jacquet/board.h"

#include "arbitre/engine/diagnosis.h"

namespace arbitre::engine::jacquet {

int Side::on_board() const {
  int total = 0;
  for (int point = 1; point <= kPoints; ++point) total += count[point];
  return total;
}

int Side::outside_last_quadrant() const {
  int total = 0;
  for (int point = 1; point < kLastQuadrant; ++point) total += count[point];
  return total;
}

int Side::farthest() const {
  for (int point = 1; point <= kPoints; ++point) {
    if (count[point] > 0) return point;
  }
  return kRail;
}

uint32_t Side::held_mask() const {
  uint32_t mask = 0;
  for (int point = 1; point <= kPoints; ++point) {
    if (count[point] > 0) mask |= 1u << (point - 1);
  }
  return mask;
}

Side Side::at_start() {
  Side side;
  side.count[1] = kCheckers;
  return side;
}

std::string player_name(int player) {
  // Also a term of the breach messages (diagnose()).
  return player == kWhite ? ARBITRE_TRANSLATE_NOOP("RuleTerm", "White")
                          : ARBITRE_TRANSLATE_NOOP("RuleTerm", "Black");
}

std::string player_key(int player) {
  return player == kWhite ? "white" : "black";
}

std::string point_name(int player, int point) {
  if (point >= kRail) return "off";
  return std::string(1, letter(player, point));
}

}  // namespace arbitre::engine::jacquet
