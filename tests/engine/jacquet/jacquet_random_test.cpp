// Random play with the shared conformance checks (tests/engine/conformance.h), on single
// games and on matches to 5 points, which pass through the "game over" phase between games.
// On top of the shared checks, around each game's end: the final position stays on the table
// (the winner's 15 off, the loser's checkers where they stood), the phase's one move
// "next game" sets up both talons, and the winner starts.
// ARBITRE_CONFORMANCE_GAMES sets the number of matches per test, as for the shared test.
#include <cstdlib>

#include "engine/conformance.h"
#include "engine/jacquet/jacquet_helpers.h"

namespace arbitre::engine::jacquet::testing {
namespace {

constexpr int kDefaultMatches = 100;
constexpr int kExhaustiveMatches = 20;  // matches whose every child position is compared

int matches_per_test() {
  const char* text = std::getenv("ARBITRE_CONFORMANCE_GAMES");
  return text ? std::max(1, std::atoi(text)) : kDefaultMatches;
}

// The loser's checkers as the JSON lists them ("points" entries of his colour).
nlohmann::json checkers_of(const State& state, int player) {
  nlohmann::json mine = nlohmann::json::object();
  const nlohmann::json points = state.to_json()["points"];
  for (const auto& [point, content] : points.items()) {
    if (content.get<std::string>()[0] == (player == kWhite ? 'W' : 'B')) mine[point] = content;
  }
  return mine;
}

// A move ended a game: the final position stays, and the match is over or the phase waits.
void expect_game_end(const Options& options, const State& before, const State& state, int winner,
                     const std::string& at) {
  const std::string key = player_key(winner);
  const nlohmann::json json = state.to_json();
  ASSERT_EQ(json["off"][key], kCheckers) << at;
  ASSERT_EQ(checkers_of(state, 1 - winner), checkers_of(before, 1 - winner)) << at;
  ASSERT_GT(json["score"][key].get<int>(), before.to_json()["score"][key].get<int>()) << at;
  const std::string off_cell = options.advanced ? point_name(1 - winner, 1) : "off-" + key;
  ASSERT_EQ(state.occupancy().at(off_cell), std::string(winner == kWhite ? "W15" : "B15")) << at;
  if (state.is_terminal()) {
    ASSERT_EQ(json["phase"], "match_over") << at;
    return;
  }
  ASSERT_EQ(json["phase"], "game_over") << at;
  ASSERT_EQ(state.current_player(), winner) << at;
  ASSERT_EQ(state.chance_kind(), ChanceKind::kNone) << at;
}

// The phase's one move: both talons full, the winner to roll, the score kept.
void expect_next_game(const std::vector<Move>& moves, const State& before, const State& state,
                      const std::string& at) {
  ASSERT_EQ(moves.size(), 1u) << at;
  ASSERT_EQ(moves[0].text, kNextGame) << at;
  ASSERT_EQ(state.occupancy(), (Occupancy{{"a", "B15"}, {"m", "W15"}})) << at;
  ASSERT_EQ(state.current_player(), before.current_player()) << at;
  ASSERT_EQ(state.chance_kind(), ChanceKind::kDicePair) << at;
  ASSERT_EQ(state.score().summary, before.score().summary) << at;
}

struct Tally {
  int games = 0;
  int phases = 0;
};

// `match_games`: about how many games one match lasts, so that a test plays about as many
// games as ARBITRE_CONFORMANCE_GAMES says whatever the match length.
void play_random_matches(bool advanced, const nlohmann::json& options, Tally& tally,
                         int match_games = 1) {
  auto game = make(advanced, options);
  const Options rules = *read_options(advanced, options);
  engine::testing::ConformanceRun run;
  run.games = std::max(1, matches_per_test() / match_games);
  run.exhaustive_games = kExhaustiveMatches;
  run.first_seed = 0;
  run.after_move = [&](const State& before, const State& after, const std::vector<Move>& moves,
                       const std::string& at) {
    if (before.chance_kind() == ChanceKind::kNone) {
      ++tally.phases;
      expect_next_game(moves, before, after, at);
    } else if (after.is_terminal() || after.chance_kind() == ChanceKind::kNone) {
      ++tally.games;
      expect_game_end(rules, before, after, before.current_player(), at);
    }
  };
  const auto played = engine::testing::check_random_games(*game, run);
  ASSERT_EQ(played.games, run.games);
  // Every game but the last of each match ends in the phase.
  EXPECT_EQ(tally.games, tally.phases + run.games);
  std::cout << "[ " << game->name() << " " << options.dump() << " ] " << run.games << " matches, "
            << tally.games << " games, " << played.moves << " moves\n";
}

TEST(JacquetRandom, OriginalGamesEnd) {
  Tally tally;
  play_random_matches(false, nlohmann::json::object(), tally);
}
TEST(JacquetRandom, OriginalOldestRulesGamesEnd) {
  Tally tally;
  play_random_matches(false, {{"block_needs_23_24", false}}, tally);
}
TEST(JacquetRandom, AdvancedStrictBlocksGamesEnd) {
  Tally tally;
  play_random_matches(true, {{"block_needs_23", true}}, tally);
}
TEST(JacquetRandom, OriginalMatchesToFive) {
  Tally tally;
  play_random_matches(false, {{"match_points", 5}}, tally, 4);  // 5-7 games a match
  EXPECT_GT(tally.phases, 0);
}
TEST(JacquetRandom, AdvancedMatchesToFive) {
  Tally tally;
  play_random_matches(true, {{"match_points", 5}}, tally, 4);  // 5-7 games a match
  EXPECT_GT(tally.phases, 0);
}

}  // namespace
}  // namespace arbitre::engine::jacquet::testing
