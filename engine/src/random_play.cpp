#include "arbitre/engine/random_play.h"

#include <set>

namespace arbitre::engine {

Chance sample_chance(const State& state, Random& random) {
  const auto outcomes = state.chance_outcomes();
  if (outcomes.empty()) return Chance{state.chance_kind(), {}};  // a finished game awaits none
  double draw = random.unit();
  for (const auto& outcome : outcomes) {
    draw -= outcome.probability;
    if (draw < 0) return outcome.chance;
  }
  return outcomes.back().chance;  // rounding left a sliver past the last outcome
}

Move random_move(const State& state, const Chance& chance, Random& random) {
  const auto moves = state.legal_moves(chance);
  return moves[random.below(moves.size())];
}

std::optional<Occupancy> misplayed_occupancy(const State& state, const Chance& chance,
                                             Random& random) {
  std::set<Occupancy> legal_results;
  for (const Move& move : state.legal_moves(chance)) {
    legal_results.insert(state.child(chance, move)->occupancy());
  }
  const auto outcomes = state.chance_outcomes();
  // A few tries at random outcomes keep this cheap; misplays are rare events in a game.
  for (int attempt = 0; attempt < 8; ++attempt) {
    const Chance other = outcomes[random.below(outcomes.size())].chance;
    if (other == chance) continue;
    const auto moves = state.legal_moves(other);
    if (moves.empty()) continue;
    auto result = state.child(other, moves[random.below(moves.size())])->occupancy();
    if (!legal_results.contains(result) && result != state.occupancy()) return result;
  }
  return std::nullopt;
}

}  // namespace arbitre::engine
