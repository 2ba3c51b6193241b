// Scoring (J8, jacquet.txt "Gain de la partie") and matches.
#include "engine/jacquet/jacquet_helpers.h"

namespace arbitre::engine::jacquet::testing {
namespace {

// White bears off its last checker from l with 1-1; Black's checkers at `black`.
std::unique_ptr<State> last_checker(bool advanced, const nlohmann::json& black, int black_off,
                                    nlohmann::json options = nlohmann::json::object()) {
  Table table;
  table.advanced = advanced;
  table.options = std::move(options);
  table.points = black;
  if (black.contains("a") && black["a"] == "B15") table.black_postillon = "waiting";
  table.points["l"] = "W1";
  table.white_off = 14;
  table.black_off = black_off;
  auto state = build(table);
  EXPECT_EQ(move_texts(*state, 1, 1), std::vector<std::string>{"l/off"});
  return after(*state, 1, 1, "l/off");
}

int white_points(const State& state) {
  return state.score().lines[0].points;
}

// jacquet.txt section 1 "Gain de la partie": 1 point if the loser had borne off, else 2.
TEST(JacquetScore, J8_OriginalOneOrTwoPoints) {
  auto single = last_checker(false, {{"x", "B14"}}, 1);
  EXPECT_TRUE(single->is_terminal());
  EXPECT_EQ(white_points(*single), 1);
  EXPECT_EQ(single->score().summary, "White 1, Black 0 (match to 1 point): White wins the match");
  auto twice = last_checker(false, {{"a", "B15"}}, 0);
  EXPECT_EQ(white_points(*twice), 2);
}

// jacquet.txt section 2 "Gain de la partie": 1, else 2/3/4/5 by the loser's farthest quadrant.
TEST(JacquetScore, J8_AdvancedOneToFivePoints) {
  EXPECT_EQ(white_points(*last_checker(true, {{"x", "B14"}}, 1)), 1);
  EXPECT_EQ(white_points(*last_checker(true, {{"s", "B15"}}, 0)), 2);
  EXPECT_EQ(white_points(*last_checker(true, {{"r", "B1"}, {"s", "B14"}}, 0)), 3);
  EXPECT_EQ(white_points(*last_checker(true, {{"g", "B1"}, {"s", "B14"}}, 0)), 4);
  EXPECT_EQ(white_points(*last_checker(true, {{"b", "B1"}, {"s", "B14"}}, 0)), 5);
  // "On peut cependant s'en tenir au système initial": simple_scoring.
  EXPECT_EQ(
      white_points(*last_checker(true, {{"b", "B1"}, {"s", "B14"}}, 0, {{"simple_scoring", true}})),
      2);
}

// A match to 3 points goes on: the game ends in the "game over" phase (final position on the
// table, the score counted), and its one move sets up the next game, which the winner starts.
TEST(JacquetScore, MatchGoesOnAndTheWinnerStarts) {
  auto state = last_checker(false, {{"a", "B15"}}, 0, {{"match_points", 3}});
  EXPECT_FALSE(state->is_terminal());
  EXPECT_EQ(state->current_player(), kWhite);
  EXPECT_EQ(state->score().summary, "White 2, Black 0 (match to 3 points)");
  EXPECT_EQ(state->to_json()["points"], (nlohmann::json{{"a", "B15"}}));
  EXPECT_EQ(state->to_json()["phase"], "game_over");
  state->apply(Chance::none(), state->legal_moves(Chance::none()).at(0));
  EXPECT_EQ(state->current_player(), kWhite);
  EXPECT_EQ(state->score().summary, "White 2, Black 0 (match to 3 points)");
  EXPECT_EQ(state->to_json()["points"], (nlohmann::json{{"a", "B15"}, {"m", "W15"}}));
  EXPECT_EQ(state->to_json()["postillon"]["white"], "waiting");
  EXPECT_EQ(state->to_json()["phase"], "play");
}

}  // namespace
}  // namespace arbitre::engine::jacquet::testing
