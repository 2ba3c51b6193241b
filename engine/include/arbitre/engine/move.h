// A move: one complete decision of a player after the chance event.
//
// Each game encodes its moves as a short vector of integers (its own convention, documented
// with the game) and gives a canonical text form. Legal move lists are sorted by code and
// hold one move per distinct resulting position.
#pragma once

#include <compare>
#include <string>
#include <vector>

namespace arbitre::engine {

struct Move {
  std::vector<int> code;  // game-specific encoding; orders moves
  std::string text;       // canonical text form, e.g. "a/f f/k" or "pass"

  bool operator==(const Move& other) const { return code == other.code; }
  auto operator<=>(const Move& other) const { return code <=> other.code; }
};

}  // namespace arbitre::engine
