// Random play: the shared conformance checks (tests/engine/conformance.h: invariants, clone,
// exact JSON round trip, sorted and distinct legal moves, every match ends) with the default
// options, plus La Jacotte's own checks of the end of rounds after every move.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>

#include "arbitre/engine/random.h"
#include "arbitre/engine/random_play.h"
#include "engine/conformance.h"
#include "jacotte_test_util.h"

namespace arbitre::engine::jacotte::testing {
namespace {

struct PlayStats {
  long moves = 0;
  long rounds = 0;
  long limit_rounds = 0;
  int longest_round = 0;
};

// C8, C9: a move either goes on with the round, or ends it (the "round over" phase, or the
// match), adding one line of 100 points to the history with the table left as the move left
// it; from the phase the one move "next round" sets the board up, the next seat to open.
void check_round_step(const JacotteState& before, const JacotteState& after,
                      const std::vector<Move>& moves, const std::string& at, PlayStats& stats) {
  if (before.round_over()) {
    ASSERT_EQ(moves.size(), 1u) << at;
    ASSERT_EQ(moves[0].text, "next round") << at;
    ASSERT_EQ(after.round(), before.round() + 1) << at;
    ASSERT_TRUE(after.table() == after.set_up_table()) << at;
    ASSERT_EQ(after.current_player(), before.current_player()) << at;
    ASSERT_EQ(after.history(), before.history()) << at;
    return;
  }
  ++stats.moves;
  ASSERT_EQ(after.round(), before.round()) << at;
  ASSERT_EQ(after.moves_in_round(), before.moves_in_round() + 1) << at;
  const bool ended = after.round_over() || after.is_terminal();
  ASSERT_EQ(after.history().size(), before.history().size() + (ended ? 1 : 0)) << at;
  if (!ended) return;
  ASSERT_TRUE(after.round_end().has_value()) << at;
  const auto& points = after.history().back();
  int total = 0;
  for (int p : points) total += p;
  ASSERT_EQ(total, 100) << at;
  ++stats.rounds;
  stats.longest_round = std::max(stats.longest_round, after.moves_in_round());
  const int limit = after.config().round_move_limit;
  if (limit > 0 && after.moves_in_round() == limit) ++stats.limit_rounds;
}

PlayStats play_with_checks(const JacotteGame& game, int games, int exhaustive) {
  PlayStats stats;
  engine::testing::ConformanceRun run;
  run.games = games;
  run.exhaustive_games = exhaustive;
  run.after_move = [&stats](const State& before, const State& after, const std::vector<Move>& moves,
                            const std::string& at) {
    check_round_step(static_cast<const JacotteState&>(before),
                     static_cast<const JacotteState&>(after), moves, at, stats);
  };
  const auto tally = engine::testing::check_random_games(game, run);
  EXPECT_EQ(tally.games, games);
  return stats;
}

class JacotteRandomPlay : public ::testing::TestWithParam<int> {};

// C8, C9, C15: random matches with the default options (round move limit 400) end, keep 100
// points a round and every invariant after every move.
TEST_P(JacotteRandomPlay, C9_RandomMatchesKeepInvariantsAndEnd) {
  auto made = game(GetParam());
  const PlayStats stats = play_with_checks(*made, 40, 4);
  if (std::getenv("JACOTTE_STATS")) {
    std::printf("%s: %ld moves, %ld rounds (%.0f moves a round, longest %d, %ld at the limit)\n",
                made->name().c_str(), stats.moves, stats.rounds,
                static_cast<double>(stats.moves) / static_cast<double>(stats.rounds),
                stats.longest_round, stats.limit_rounds);
  }
  EXPECT_GT(stats.rounds, 40);
}

// The same with a short limit and a match of a fixed number of rounds (C9 "un nombre de
// manches"): the limit's own end of round, often.
TEST_P(JacotteRandomPlay, C9_ShortRoundsAndFixedRounds) {
  auto made = game(GetParam(), {{"round_move_limit", 30}, {"rounds", 3}});
  const PlayStats stats = play_with_checks(*made, 100, 10);
  EXPECT_EQ(stats.rounds, 300);
  EXPECT_GT(stats.limit_rounds, 250);
}

INSTANTIATE_TEST_SUITE_P(Players, JacotteRandomPlay, ::testing::Values(2, 3, 4));

}  // namespace
}  // namespace arbitre::engine::jacotte::testing
