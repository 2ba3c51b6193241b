// The conformance checks every game passes (after OpenSpiel's random-sim test), reusable
// with any options: random games in which, after every move,
//   - the game's own invariants hold (pieces conserved, scores consistent),
//   - a clone and a JSON round trip give the identical state,
//   - chance outcomes have positive probabilities summing to 1,
//   - legal moves are never empty while the game goes on, sorted, with distinct codes and
//     texts, and (in the first games, where it is checked exhaustively) distinct results,
//   - every game ends.
// Failures are reported through GoogleTest with the game, seed and move.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "arbitre/engine/game.h"

namespace arbitre::engine::testing {

struct ConformanceRun {
  int games = 100;
  int exhaustive_games = 100;  // games whose every child position is compared
  int max_moves = 20000;       // a random game longer than this has not ended
  uint64_t first_seed = 1000;
  // Game-specific checks after each move: the state before, the state after, the legal
  // moves that were offered, and where ("toc-4 seed 1003 move 12") for messages.
  std::function<void(const State& before, const State& after, const std::vector<Move>& moves,
                     const std::string& at)>
      after_move;
};

struct ConformanceTally {
  int games = 0;
  long long moves = 0;
};

ConformanceTally check_random_games(const Game& game, const ConformanceRun& run);

}  // namespace arbitre::engine::testing
