// Referee tests: check() on what the table shows after a throw; illegal changes name the rule
// broken and the cells or colours involved.
#include <gtest/gtest.h>

#include "arbitre/engine/referee.h"
#include "engine/breach_checks.h"
#include "jacotte_test_util.h"

namespace arbitre::engine::jacotte::testing {
namespace {

const Occupancy kFullCentre = {{"C1", "+NNN"}, {"C2", "+NNN"}, {"C3", "+NNN"}, {"C4", "+NNN"}};

Occupancy table_with(Occupancy base, const Occupancy& changes) {
  for (const auto& [id, content] : changes) {
    if (content.empty()) {
      base.erase(id);
    } else {
      base[id] = content;
    }
  }
  return base;
}

using engine::testing::checked;
using engine::testing::expect_translatable;

Occupancy centre_and(const Occupancy& cells) {
  Occupancy table = kFullCentre;
  for (const auto& [id, content] : cells) table[id] = content;
  return table;
}

struct Fixture {
  std::unique_ptr<JacotteGame> g = game(4);
  std::unique_ptr<JacotteState> state;
  Occupancy before;
  Fixture(const Occupancy& cells, int to_move, std::array<int, 4> passes = {}) {
    state = position(*g, with_camps(*g, centre_and(cells)), to_move, passes);
    before = state->occupancy();
  }
  Verdict check_after(int thrown, const Occupancy& changes) const {
    return checked(*state, Chance::sticks(thrown), table_with(before, changes));
  }
};

bool mentions(const Verdict& verdict, const std::string& words) {
  return verdict.breach.explanation().find(words) != std::string::npos;
}

// C12: a pawn out of the camp with the exact throw is a legal move.
TEST(JacotteReferee, C12_LegalExitFromCamp) {
  Fixture f({}, kRed);
  const auto verdict = f.check_after(2, {{"camp1", "RRRR"}, {"L1.2", "R"}});
  EXPECT_TRUE(verdict.legal);
  EXPECT_EQ(verdict.move.text, "R: camp -> L1.2");
}

// C12: a throw of 0 cannot bring a pawn out.
TEST(JacotteReferee, C12_ZeroCannotLeaveTheCamp) {
  Fixture f({}, kRed);
  const auto verdict = f.check_after(0, {{"camp1", "RRRR"}, {"L1.1", "R"}});
  EXPECT_EQ(verdict.breach.rule, "C12");
  EXPECT_TRUE(mentions(verdict, "a throw of 0 cannot bring a pawn out of camp1"));
}

// C2: "1 face de ta couleur égale 1 case".
TEST(JacotteReferee, C2_ExactCount) {
  Fixture f({{"L1.1", "R"}}, kRed);
  const auto verdict = f.check_after(2, {{"L1.1", ""}, {"L1.4", "R"}});
  EXPECT_FALSE(verdict.legal);
  EXPECT_EQ(verdict.breach.rule, "C2");
  EXPECT_TRUE(
      mentions(verdict, "a throw of 2 moves exactly 2 cells: from L1.1 it reaches L1.3, not L1.4"));
  EXPECT_FALSE(verdict.closest.empty());
}

// C3: "zones inaccessibles pour tout pion adverse".
TEST(JacotteReferee, C3_NoEntryIntoAnotherCamp) {
  Fixture f({{"L2.1", "R"}}, kRed);
  const auto verdict = f.check_after(1, {{"L2.1", ""}, {"camp2", "YYYYYR"}});
  EXPECT_EQ(verdict.breach.rule, "C3");
  EXPECT_TRUE(mentions(verdict, "a pawn cannot enter Yellow's camp (camp2)"));
}

// C4: never on a stack topped by one's own colour.
TEST(JacotteReferee, C4_OwnTop) {
  Fixture f({{"L1.1", "R"}, {"L1.3", "R"}}, kRed);
  const auto verdict = f.check_after(2, {{"L1.1", ""}, {"L1.3", "RR"}});
  EXPECT_EQ(verdict.breach.rule, "C4");
  EXPECT_TRUE(mentions(verdict, "L1.3 is topped by Red"));
}

// C4: one stack per player on the central round.
TEST(JacotteReferee, C4_AlreadyOnTheRound) {
  Fixture f({{"L1.2", "R"}, {"C2", "R+NNN"}}, kRed);
  const auto verdict = f.check_after(3, {{"L1.2", ""}, {"C1", "R+NNN"}});
  EXPECT_EQ(verdict.breach.rule, "C4");
  EXPECT_TRUE(mentions(verdict, "Red already controls a stack on the central round (on C2)"));
}

// C5: a horizontal move only goes to an empty lane cell.
TEST(JacotteReferee, C5_HorizontalCapture) {
  Fixture f({{"L1.2", "R"}, {"L2.2", "B"}}, kRed);
  const auto verdict = f.check_after(3, {{"L1.2", ""}, {"L2.2", "BR"}});
  EXPECT_EQ(verdict.breach.rule, "C5");
  EXPECT_TRUE(mentions(verdict, "a horizontal move only goes to an empty lane cell: L2.2"));
}

// C5: no capture on the central round.
TEST(JacotteReferee, C5_NoCaptureOnTheRound) {
  Fixture f({{"L2.4", "R"}, {"C2", "B+NNN"}}, kRed);
  const auto verdict = f.check_after(1, {{"L2.4", ""}, {"C2", "BR+NNN"}});
  EXPECT_EQ(verdict.breach.rule, "C5");
  EXPECT_TRUE(mentions(verdict, "no capture on the central round: C2"));
}

// C5: the stack moves as one, with the pawns under its top.
TEST(JacotteReferee, C5_StackMovesWhole) {
  Fixture f({{"L1.1", "GR"}}, kRed);
  const auto verdict = f.check_after(1, {{"L1.1", "G"}, {"L1.2", "R"}});
  EXPECT_EQ(verdict.breach.rule, "C5");
  EXPECT_TRUE(mentions(verdict, "Red left G behind on L1.1"));
}

// C6: "il est interdit de capturer et/ou d'empiler consécutivement 2 pions neutres".
TEST(JacotteReferee, C6_TwoNeutrals) {
  Fixture f({{"L1.4", "NR"}, {"C1", "+NN"}}, kRed);
  const auto verdict = f.check_after(1, {{"L1.4", ""}, {"C1", "NNR+N"}});
  EXPECT_EQ(verdict.breach.rule, "C6");
  EXPECT_TRUE(mentions(verdict, "two neutrals may not lie on one another"));
}

// C13: the neutral comes from the cell where the move ends.
TEST(JacotteReferee, C13_NeutralFromTheArrivalCell) {
  Fixture f({{"C2", "R+NNN"}}, kRed);
  const auto verdict = f.check_after(0, {{"C2", "+NN"}, {"C3", "NR+NNN"}});
  EXPECT_EQ(verdict.breach.rule, "C13");
  EXPECT_TRUE(mentions(verdict, "C3"));
}

// C11: from lane 3 a stack enters the round on C3 only.
TEST(JacotteReferee, C11_WrongCentreCell) {
  Fixture f({{"L3.4", "R"}}, kRed);
  const auto verdict = f.check_after(1, {{"L3.4", ""}, {"C1", "R+NNN"}});
  EXPECT_EQ(verdict.breach.rule, "C11");
  EXPECT_TRUE(mentions(verdict, "from lane 3 a stack enters the round on C3, not C1"));
}

// C7: banking sorts the stack: own pawns to the camp, prisoners and neutrals to the loot.
TEST(JacotteReferee, C7_WrongBanking) {
  Fixture f({{"L1.1", "YR"}}, kRed);
  EXPECT_TRUE(f.check_after(1, {{"L1.1", ""}, {"camp1", "RRRRR"}, {"loot1", "Y"}}).legal);
  const auto verdict = f.check_after(1, {{"L1.1", ""}, {"loot1", "YR"}});
  EXPECT_EQ(verdict.breach.rule, "C7") << verdict.to_string();
  EXPECT_TRUE(mentions(verdict, "own pawns go back to camp1"));
}

// C2, C11: a stack goes home down its own lane, with a throw that reaches the camp.
TEST(JacotteReferee, C2_C11_TheWayHome) {
  Fixture short_throw({{"L1.3", "R"}}, kRed);
  const auto verdict = short_throw.check_after(1, {{"L1.3", ""}, {"camp1", "RRRRR"}});
  EXPECT_EQ(verdict.breach.rule, "C2");
  EXPECT_TRUE(mentions(verdict, "a throw of 1 does not bring the stack on L1.3 home to camp1"));
  Fixture other_lane({{"L2.1", "R"}}, kRed);
  const auto across = other_lane.check_after(1, {{"L2.1", ""}, {"camp1", "RRRRR"}});
  EXPECT_EQ(across.breach.rule, "C11");
  EXPECT_TRUE(mentions(across, "Red's camp is reached only down lane 1, not from L2.1"));
}

// C2, C14: only the colour whose turn it is moves.
TEST(JacotteReferee, C2_NotYourTurn) {
  Fixture f({{"L2.1", "Y"}}, kRed);
  const auto verdict = f.check_after(1, {{"L2.1", ""}, {"L2.2", "Y"}});
  EXPECT_EQ(verdict.breach.rule, "C2");
  EXPECT_TRUE(mentions(verdict, "it is Red's turn: the stack on L2.1 is topped by Yellow"));
}

// C2: one pawn per turn.
TEST(JacotteReferee, C2_TwoPawnsMoved) {
  Fixture f({{"L1.1", "R"}}, kRed);
  const auto verdict =
      f.check_after(1, {{"L1.1", ""}, {"L1.2", "R"}, {"camp1", "RRR"}, {"L1.1", "R"}});
  EXPECT_EQ(verdict.breach.rule, "C2");
}

// C15: "jusqu'à 3 fois CONSECUTIVES": a fourth pass is refused when a move exists.
TEST(JacotteReferee, C15_FourthPass) {
  Fixture f({{"L1.1", "R"}}, kRed, {3, 0, 0, 0});
  const auto verdict = f.check_after(2, {});
  EXPECT_EQ(verdict.breach.rule, "C15");
  EXPECT_TRUE(mentions(verdict, "a fourth pass in a row: Red has passed three times"));
  Fixture g({{"L1.1", "R"}}, kRed, {2, 0, 0, 0});
  EXPECT_TRUE(g.check_after(2, {}).legal);
}

// C8: the move that banks the last neutral ends the round. What the camera sees first is the
// position right after it (Green's unbanked capture still on L2.3); a table already set up for
// round 2, or tidied up with every pawn home, comes too early.
TEST(JacotteReferee, C8_RoundEndShowsTheFinalPositionFirst) {
  auto g = game(4);
  auto state = last_neutral_position(*g);
  const auto banked =
      table_with(state->occupancy(), {{"L1.1", ""}, {"camp1", "RRRRR"}, {"loot1", "NNNN"}});
  const auto legal = checked(*state, Chance::sticks(1), banked);
  EXPECT_TRUE(legal.legal) << legal.to_string();
  EXPECT_EQ(legal.move.text, "R: L1.1 -> camp");
  const auto early = checked(*state, Chance::sticks(1), g->new_initial_state(0)->occupancy());
  EXPECT_EQ(early.breach.rule, "C8");
  EXPECT_TRUE(mentions(early, "R: L1.1 -> camp ends round 1"));
  EXPECT_TRUE(mentions(early, "then the board is set up for round 2"));
  const auto tidied =
      checked(*state, Chance::sticks(1),
              table_with(banked, {{"L2.3", ""}, {"camp2", "YYYYY"}, {"camp3", "GGGGG"}}));
  EXPECT_EQ(tidied.breach.rule, "C8");
  EXPECT_TRUE(mentions(tidied, "before the pawns in play go back to their camps"));
}

// C9: in the "round over" phase the one legal change is the next round's set-up; anything else
// is explained cell by cell, and a throw waits for the set-up.
TEST(JacotteReferee, C9_NextRoundSetUp) {
  auto g = game(3);
  auto state = position(
      *g, with_camps(*g, {{"L1.1", "NR"}, {"L2.2", "GY"}, {"loot2", "NNNNN"}, {"loot3", "NNNNN"}}),
      kRed);
  auto over = after(*state, 1, "R: L1.1 -> camp");
  ASSERT_TRUE(static_cast<const JacotteState&>(*over).round_over());
  const Occupancy set_up = g->new_initial_state(5)->occupancy();
  const auto legal = checked(*over, Chance::none(), set_up);
  EXPECT_TRUE(legal.legal) << legal.to_string();
  EXPECT_EQ(legal.move.text, "next round");
  const auto short_neutral = checked(*over, Chance::none(), table_with(set_up, {{"C4", "+NNN"}}));
  EXPECT_FALSE(short_neutral.legal);
  EXPECT_EQ(short_neutral.breach.rule, "C9");
  EXPECT_TRUE(mentions(short_neutral, "round 2 starts from the set-up"));
  EXPECT_TRUE(mentions(short_neutral, "C4 shows +NNN instead of +NN"));
  const auto loot_left = checked(*over, Chance::none(), table_with(set_up, {{"loot2", "NNNNN"}}));
  EXPECT_TRUE(mentions(loot_left, "loot2 shows NNNNN instead of nothing"));
  const auto untouched = checked(*over, Chance::none(), over->occupancy());
  EXPECT_EQ(untouched.breach.rule, "C9");
  EXPECT_TRUE(mentions(untouched, "still shows the last round's final position"));
  EXPECT_EQ(checked(*over, Chance::sticks(2), set_up).breach.rule, "chance");
  const auto thrown = over->diagnose(Chance::sticks(2), set_up);
  expect_translatable(thrown);
  EXPECT_EQ(thrown.rule, "C9");
  EXPECT_NE(thrown.explanation().find("before Yellow throws to open it"), std::string::npos);
}

// Nothing explains a pawn that vanished.
TEST(JacotteReferee, UnexplainedChange) {
  Fixture f({{"L1.1", "R"}}, kRed);
  const auto verdict = f.check_after(1, {{"L1.1", ""}});
  EXPECT_EQ(verdict.breach.rule, "unexplained");
  EXPECT_TRUE(mentions(verdict, "L1.1"));
  const auto stray = f.check_after(1, {{"X9", "R"}});
  EXPECT_EQ(stray.breach.rule, "unexplained");
  EXPECT_TRUE(mentions(stray, "X9"));
}

// The messages translators see are pinned: the template, and the ids, numbers and colour
// names passed to it.
TEST(JacotteReferee, BreachMessagesCarryTheirTemplateAndArguments) {
  Fixture f({{"L1.1", "R"}, {"L2.1", "R"}}, kRed);
  const auto count = f.check_after(2, {{"L1.1", ""}, {"L1.4", "R"}});
  EXPECT_EQ(count.breach.message,
            "a throw of %1 moves exactly %1 cells: from %2 it reaches %3, not %4");
  EXPECT_EQ(count.breach.args, (std::vector<std::string>{"2", "L1.1", "L1.3", "L1.4"}));
  const auto one = f.check_after(1, {{"L1.1", ""}, {"L1.3", "R"}});
  EXPECT_EQ(one.breach.message, "a throw of 1 moves exactly 1 cell: from %1 it reaches %2, not %3");
  EXPECT_EQ(one.breach.explanation(),
            "a throw of 1 moves exactly 1 cell: from L1.1 it reaches L1.2, not L1.3");
  const auto camp = f.check_after(1, {{"L2.1", ""}, {"camp2", "YYYYYR"}});
  EXPECT_EQ(camp.breach.message, "a pawn cannot enter %1's camp (%2)");
  EXPECT_EQ(camp.breach.args, (std::vector<std::string>{"Yellow", "camp2"}));
}

// C9: several places off the set-up are named together.
TEST(JacotteReferee, C9_SeveralPlacesOffTheSetUp) {
  auto g = game(4);
  auto state = last_neutral_position(*g);
  auto over = after(*state, 1, "R: L1.1 -> camp");
  ASSERT_TRUE(static_cast<const JacotteState&>(*over).round_over());
  const Occupancy set_up = g->new_initial_state(0)->occupancy();
  const auto verdict =
      checked(*over, Chance::none(), table_with(set_up, {{"C1", "+NN"}, {"L2.3", "Y"}}));
  EXPECT_EQ(verdict.breach.rule, "C9");
  EXPECT_EQ(verdict.breach.args, (std::vector<std::string>{"2", "2", "C1, L2.3"}));
  EXPECT_TRUE(mentions(verdict, "three neutrals on each centre cell"));
  EXPECT_TRUE(mentions(verdict, "but 2 places differ from it: C1, L2.3"));
}

}  // namespace
}  // namespace arbitre::engine::jacotte::testing
