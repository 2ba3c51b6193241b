// What every game's referee tests check of a rule breach besides its rule: it carries the
// message a translator sees (its English explanation is that message filled, by construction).
#pragma once

#include <gtest/gtest.h>

#include "arbitre/engine/diagnosis.h"
#include "arbitre/engine/referee.h"

namespace arbitre::engine::testing {

inline void expect_translatable(const RuleBreach& breach) {
  EXPECT_FALSE(breach.message.empty()) << breach.rule;
}

// check(), with the breach of an illegal change checked by expect_translatable.
inline Verdict checked(const State& state, const Chance& chance, const Occupancy& after) {
  Verdict verdict = check(state, chance, after);
  if (!verdict.legal) expect_translatable(verdict.breach);
  return verdict;
}

}  // namespace arbitre::engine::testing
