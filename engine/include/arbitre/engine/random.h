// A small deterministic random generator (SplitMix64).
//
// std::uniform_int_distribution differs between standard libraries, so a seed would not
// reproduce the same game everywhere; this generator and its helpers do.
#pragma once

#include <cstdint>

namespace arbitre::engine {

class Random {
 public:
  explicit Random(uint64_t seed) : state_(seed) {}

  uint64_t next() {
    uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }

  // Uniform integer in [0, bound), without modulo bias. bound must be positive.
  uint64_t below(uint64_t bound) {
    const uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
    uint64_t draw = next();
    while (draw >= limit) draw = next();
    return draw % bound;
  }

  // Uniform real in [0, 1) with 53 bits of precision.
  double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

  uint64_t state() const { return state_; }
  void set_state(uint64_t state) { state_ = state; }

 private:
  uint64_t state_;
};

}  // namespace arbitre::engine
