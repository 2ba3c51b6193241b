// Perft: counting legal moves from fixed positions, as chess engines guard their move
// generators. Over chance events every outcome is expanded once (probabilities ignored), so
// the count is the number of (outcome, move) leaves of the game tree to the given depth.
#pragma once

#include <cstdint>

#include "arbitre/engine/state.h"

namespace arbitre::engine {

// Number of (chance outcome, legal move) pairs at depth 1, their children at depth 2, ...
// A finished game counts as one leaf.
uint64_t perft(const State& state, int depth);

}  // namespace arbitre::engine
