// The referee core, the perft counter and random play, on the toy game (toy_game.h).
#include <gtest/gtest.h>

#include "arbitre/engine/perft.h"
#include "arbitre/engine/random_play.h"
#include "arbitre/engine/referee.h"
#include "engine/toy_game.h"

namespace arbitre::engine {
namespace {

using testing::ToyState;

ToyState position(int amber, int blue, int to_move = 0) {
  ToyState state;
  state.cells = {amber, blue};
  state.to_move = to_move;
  return state;
}

TEST(Referee, LegalChangeGivesTheMove) {
  const auto before = position(1, 5);
  const auto verdict = check(before, Chance::sticks(2), position(3, 5).occupancy());
  ASSERT_TRUE(verdict.legal);
  EXPECT_EQ(verdict.move.text, "1-3");
}

TEST(Referee, UnchangedTableIsAPassWhenPassIsLegal) {
  const auto before = position(1, 5);
  const auto verdict = check(before, Chance::sticks(2), before.occupancy());
  ASSERT_TRUE(verdict.legal);
  EXPECT_EQ(verdict.move.text, "pass");
}

TEST(Referee, IllegalChangeNamesTheRuleAndClosestMoves) {
  const auto before = position(1, 3);
  Occupancy stacked = {{"c3", "AB"}};
  const auto verdict = check(before, Chance::sticks(2), stacked);
  EXPECT_FALSE(verdict.legal);
  EXPECT_EQ(verdict.breach.rule, "R1");
  EXPECT_EQ(verdict.breach.explanation(),
            "a token cannot stop on cell 3: the other token holds it");
  ASSERT_EQ(verdict.closest.size(), 1u);  // only "pass" is legal with 2
  EXPECT_EQ(verdict.closest[0].text, "pass");
  EXPECT_EQ(verdict.differing_cells, (std::vector<std::string>{"c1", "c3"}));
}

TEST(Referee, ClosestMovesAreSortedByDistance) {
  const auto before = position(0, 6);
  // Amber token vanished and appeared at 5: the legal 0-3 differs in two cells, pass in two;
  // ties keep the legal order (pass first by code).
  const auto verdict = check(before, Chance::sticks(3), {{"c5", "A"}, {"c6", "B"}});
  EXPECT_FALSE(verdict.legal);
  ASSERT_EQ(verdict.closest.size(), 2u);
  EXPECT_EQ(verdict.closest[0].text, "pass");
  EXPECT_EQ(verdict.closest[1].text, "0-3");
}

TEST(Referee, WrongChanceKindIsRefusedAsAValue) {
  const auto verdict = check(position(0, 1), Chance::dice(6, 5), position(0, 1).occupancy());
  EXPECT_FALSE(verdict.legal);
  EXPECT_EQ(verdict.breach.rule, "chance");
  // The message a translator sees, its arguments, and the English made from them.
  EXPECT_EQ(verdict.breach.message, "this position awaits a %1, not a %2");
  EXPECT_EQ(verdict.breach.args, (std::vector<std::string>{"stick throw", "dice pair"}));
  EXPECT_EQ(verdict.breach.explanation(), "this position awaits a stick throw, not a dice pair");
}

TEST(RuleBreach, MessagesAreFilledInOnePass) {
  EXPECT_EQ(fill_message("%2 holds %1", {"13", "White"}), "White holds 13");
  // An argument's own text is not substituted again; a placeholder without its argument and a
  // lone percent sign stay as written.
  EXPECT_EQ(fill_message("%1 and %2", {"%2", "x"}), "%2 and x");
  EXPECT_EQ(fill_message("%1 of %3 at 100%", {"a"}), "a of %3 at 100%");
  const RuleBreach breach = make_breach("T6", "quote", "%1 must play", {"Red"});
  EXPECT_EQ(breach.explanation(), "Red must play");
  EXPECT_EQ(breach.message, "%1 must play");
}

TEST(Referee, FinishedGameAcceptsNoMove) {
  const auto verdict = check(position(7, 1), Chance::sticks(1), position(7, 1).occupancy());
  EXPECT_FALSE(verdict.legal);
  EXPECT_EQ(verdict.breach.rule, "end");
  EXPECT_EQ(verdict.breach.message, verdict.breach.explanation());
}

TEST(State, ApplyCheckedRefusesIllegalMoveWithTheLegalList) {
  auto state = position(1, 3);
  const auto status = state.apply_checked(Chance::sticks(2), Move{{3}, "1-3"});
  ASSERT_FALSE(status.ok());
  EXPECT_EQ(status.error().field, "move");
  EXPECT_EQ(status.error().message, "'1-3' is not a legal move for 2; legal moves: pass");
  EXPECT_EQ(state.cells[0], 1);
}

TEST(State, ParseMoveIgnoresCaseAndSpaces) {
  const auto state = position(1, 5);
  const auto move = state.parse_move(Chance::sticks(2), " 1 - 3 ");
  ASSERT_TRUE(move.ok());
  EXPECT_EQ(move->code, std::vector<int>{3});
  EXPECT_FALSE(state.parse_move(Chance::sticks(2), "1-4").ok());
}

TEST(Perft, CountsOutcomeMovePairs) {
  const auto state = position(0, 6);
  // Depth 1: throw 0 -> pass only; throws 1..4 -> pass and a move (none lands on 6).
  EXPECT_EQ(perft(state, 1), 1u + 4u * 2u);
  EXPECT_EQ(perft(state, 0), 1u);
}

TEST(RandomPlay, SampledChanceFollowsProbabilities) {
  Random random(7);
  const auto state = position(0, 6);
  int counts[5] = {};
  for (int i = 0; i < 16000; ++i) ++counts[sample_chance(state, random).coloured_faces()];
  // Binomial(4, 1/2): 1, 4, 6, 4, 1 sixteenths; 16000 draws put each near 1000 * weight.
  EXPECT_NEAR(counts[0], 1000, 150);
  EXPECT_NEAR(counts[2], 6000, 300);
  EXPECT_NEAR(counts[4], 1000, 150);
}

TEST(RandomPlay, MisplayedOccupancyIsNeverALegalResult) {
  Random random(3);
  const auto state = position(0, 6);
  for (int i = 0; i < 50; ++i) {
    const auto misplay = misplayed_occupancy(state, Chance::sticks(1), random);
    if (!misplay) continue;
    EXPECT_FALSE(check(state, Chance::sticks(1), *misplay).legal);
  }
}

}  // namespace
}  // namespace arbitre::engine
