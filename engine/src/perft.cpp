#include "arbitre/engine/perft.h"

namespace arbitre::engine {

uint64_t perft(const State& state, int depth) {
  if (depth <= 0 || state.is_terminal()) return 1;
  uint64_t leaves = 0;
  for (const ChanceOutcome& outcome : state.chance_outcomes()) {
    const auto moves = state.legal_moves(outcome.chance);
    if (depth == 1) {
      leaves += moves.size();
      continue;
    }
    for (const Move& move : moves) leaves += perft(*state.child(outcome.chance, move), depth - 1);
  }
  return leaves;
}

}  // namespace arbitre::engine
