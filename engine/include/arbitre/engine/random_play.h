// Random play: the chance outcome drawn by its probability, then a uniformly random legal
// move. Self-play, the conformance tests, the benchmarks and the renderer all use it.
#pragma once

#include <optional>

#include "arbitre/engine/random.h"
#include "arbitre/engine/state.h"

namespace arbitre::engine {

// Draws one of state.chance_outcomes() by its probability (an empty chance of the awaited
// kind when the state lists none, as a finished game may).
Chance sample_chance(const State& state, Random& random);

// A uniformly random legal move for `chance` (the state must not be over).
Move random_move(const State& state, const Chance& chance, Random& random);

// A table position that no legal move for `chance` produces, as a player who misread the
// dice or the card would leave it: the result of a legal move for another chance outcome.
// nullopt when no outcome gives one (a game without chance, or every result is legal).
std::optional<Occupancy> misplayed_occupancy(const State& state, const Chance& chance,
                                             Random& random);

}  // namespace arbitre::engine
