#include "engine/conformance.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "arbitre/engine/random_play.h"

namespace arbitre::engine::testing {
namespace {

std::string where(const Game& game, uint64_t seed, int ply) {
  return game.name() + " seed " + std::to_string(seed) + " move " + std::to_string(ply);
}

void expect_round_trips(const Game& game, const State& state, bool through_text,
                        const std::string& at) {
  const nlohmann::json json = state.to_json();
  ASSERT_EQ(json.value("game", ""), game.name()) << at;
  ASSERT_EQ(state.clone()->to_json(), json) << at << ": clone differs";
  // Through text now and then; otherwise the object itself, without a copy per move.
  auto restored = through_text ? game.state_from_json(nlohmann::json::parse(json.dump()))
                               : game.state_from_json(json);
  ASSERT_TRUE(restored.ok()) << at << ": " << restored.error().to_string();
  ASSERT_EQ((*restored)->to_json(), json) << at << ": JSON round trip differs";
}

void expect_chance_outcomes_sound(const State& state, const std::string& at) {
  double total = 0;
  for (const auto& outcome : state.chance_outcomes()) {
    ASSERT_EQ(outcome.chance.kind, state.chance_kind()) << at;
    ASSERT_GT(outcome.probability, 0.0) << at << ": outcome " << outcome.chance.to_string();
    total += outcome.probability;
  }
  ASSERT_NEAR(total, 1.0, 1e-9) << at;
}

void expect_moves_sound(const State& state, const Chance& chance, const std::vector<Move>& moves,
                        bool exhaustive, const std::string& at) {
  ASSERT_FALSE(moves.empty()) << at << ": no legal move for " << chance.to_string();
  std::set<std::string> texts;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (i > 0) {
      ASSERT_LT(moves[i - 1], moves[i]) << at << ": moves not sorted or repeated";
    }
    ASSERT_TRUE(texts.insert(moves[i].text).second) << at << ": text twice: " << moves[i].text;
  }
  if (!exhaustive) return;
  std::set<std::string> results;
  for (const auto& move : moves) {
    ASSERT_TRUE(results.insert(state.child(chance, move)->to_json().dump()).second)
        << at << ": two moves reach the same position, one is " << move.text;
  }
}

void expect_state_sound(const Game& game, const State& state, bool exhaustive, int ply,
                        const std::string& at) {
  const auto broken = state.check_invariants();
  ASSERT_FALSE(broken.has_value()) << at << ": " << *broken << "\n" << state.to_string();
  ASSERT_GE(state.current_player(), 0) << at;
  ASSERT_LT(state.current_player(), state.num_seats()) << at;
  expect_round_trips(game, state, exhaustive || ply % 64 == 0, at);
  expect_chance_outcomes_sound(state, at);
}

void expect_finished_sound(const Game& game, const State& state, const std::string& at) {
  const auto broken = state.check_invariants();
  ASSERT_FALSE(broken.has_value()) << at << ": " << *broken;
  ASSERT_EQ(state.current_player(), kNoPlayer) << at;
  for (const auto& outcome : state.chance_outcomes()) {
    ASSERT_TRUE(state.legal_moves(outcome.chance).empty()) << at;
  }
  ASSERT_FALSE(state.score().lines.empty()) << at;
  expect_round_trips(game, state, true, at);
}

// Every place the table shows is one the game lists, so a board layout can place it.
void expect_cells_known(const State& state, const std::vector<std::string>& cell_ids,
                        const std::string& at) {
  for (const auto& [id, content] : state.occupancy()) {
    ASSERT_TRUE(std::binary_search(cell_ids.begin(), cell_ids.end(), id))
        << at << ": occupancy cell '" << id << "' (" << content << ") is not in cell_ids()";
  }
}

// Plays one game; returns its length, or -1 after a failure.
int check_one_game(const Game& game, const std::vector<std::string>& cell_ids, uint64_t seed,
                   bool exhaustive, const ConformanceRun& run) {
  Random random(seed);
  auto state = game.new_initial_state(seed);
  int ply = 0;
  for (; !state->is_terminal(); ++ply) {
    const std::string at = where(game, seed, ply);
    if (ply >= run.max_moves) {
      ADD_FAILURE() << at << ": the game has not ended";
      return -1;
    }
    expect_state_sound(game, *state, exhaustive, ply, at);
    expect_cells_known(*state, cell_ids, at);
    const Chance chance = sample_chance(*state, random);
    const auto moves = state->legal_moves(chance);
    expect_moves_sound(*state, chance, moves, exhaustive, at);
    if (::testing::Test::HasFatalFailure()) return -1;
    const auto before = run.after_move ? state->clone() : nullptr;
    state->apply(chance, moves[random.below(moves.size())]);
    if (run.after_move) run.after_move(*before, *state, moves, at);
    if (::testing::Test::HasFatalFailure()) return -1;
  }
  expect_finished_sound(game, *state, where(game, seed, ply));
  expect_cells_known(*state, cell_ids, where(game, seed, ply));
  return ::testing::Test::HasFatalFailure() ? -1 : ply;
}

}  // namespace

ConformanceTally check_random_games(const Game& game, const ConformanceRun& run) {
  ConformanceTally tally;
  const std::vector<std::string> cell_ids = game.cell_ids();
  EXPECT_TRUE(std::is_sorted(cell_ids.begin(), cell_ids.end())) << game.name();
  EXPECT_EQ(std::adjacent_find(cell_ids.begin(), cell_ids.end()), cell_ids.end()) << game.name();
  for (int k = 0; k < run.games; ++k) {
    const int moves = check_one_game(game, cell_ids, run.first_seed + static_cast<uint64_t>(k),
                                     k < run.exhaustive_games, run);
    if (moves < 0) break;
    ++tally.games;
    tally.moves += moves;
  }
  return tally;
}

}  // namespace arbitre::engine::testing
