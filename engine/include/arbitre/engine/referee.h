// The referee core: is a physical change of position the result of one legal move?
#pragma once

#include <string>
#include <vector>

#include "arbitre/engine/chance.h"
#include "arbitre/engine/diagnosis.h"
#include "arbitre/engine/move.h"
#include "arbitre/engine/occupancy.h"
#include "arbitre/engine/state.h"

namespace arbitre::engine {

struct Verdict {
  bool legal = false;
  Move move;                  // the move played, when legal
  RuleBreach breach;          // the rule broken, when illegal
  std::vector<Move> closest;  // when illegal: the legal moves nearest to what was seen
  std::vector<std::string> differing_cells;  // when illegal: where the nearest move differs

  std::string to_string() const;  // "legal: a/f f/k" or "illegal (J2): ..."
  // An illegal move with the rule it breaks, not a change no move explains or a throw misread.
  bool names_a_rule() const;
};

// How many closest legal moves an illegal verdict lists.
constexpr int kClosestMoves = 3;

// Decides whether `after` (what the table shows) follows from `before` by one legal move
// for `chance`.
Verdict check(const State& before, const Chance& chance, const Occupancy& after);

}  // namespace arbitre::engine
