// Legal-move generation speed per variant (Google Benchmark).
//
// Positions come from random games with fixed seeds, so every run measures the same work:
// the first 200 positions of games seeded 1, 2, 3, ..., each with a chance outcome drawn
// from a fixed generator. items_per_second is legal moves generated per second;
// positions_per_second is calls to legal_moves() per second.
#include <benchmark/benchmark.h>

#include "arbitre/engine/game.h"
#include "arbitre/engine/random_play.h"

namespace arbitre::engine {
namespace {

struct Position {
  std::unique_ptr<State> state;
  Chance chance;
};

std::vector<Position> fixed_positions(const Game& game, std::size_t count) {
  std::vector<Position> positions;
  Random random(12345);
  for (uint64_t seed = 1; positions.size() < count; ++seed) {
    auto state = game.new_initial_state(seed);
    while (!state->is_terminal() && positions.size() < count) {
      const Chance chance = sample_chance(*state, random);
      positions.push_back({state->clone(), chance});
      state->apply(chance, random_move(*state, chance, random));
    }
  }
  return positions;
}

void BM_LegalMoves(benchmark::State& bench, const std::string& name) {
  auto game = make_game(name);
  if (!game.ok()) {
    bench.SkipWithError(game.error().to_string().c_str());
    return;
  }
  const auto positions = fixed_positions(**game, 200);
  int64_t moves = 0;
  int64_t calls = 0;
  for (auto _ : bench) {
    for (const auto& position : positions) {
      auto list = position.state->legal_moves(position.chance);
      moves += static_cast<int64_t>(list.size());
      benchmark::DoNotOptimize(list.data());
    }
    calls += static_cast<int64_t>(positions.size());
  }
  bench.SetItemsProcessed(moves);
  bench.counters["positions_per_second"] =
      benchmark::Counter(static_cast<double>(calls), benchmark::Counter::kIsRate);
}

void register_all() {
  for (const auto& name : game_names()) {
    benchmark::RegisterBenchmark(("LegalMoves/" + name).c_str(), BM_LegalMoves, name)
        ->Unit(benchmark::kMicrosecond);
  }
}

}  // namespace
}  // namespace arbitre::engine

int main(int argc, char** argv) {
  arbitre::engine::register_all();
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
