// The referee on Jeson Jam: check() of legal and illegal changes of the table, and the rule
// diagnose() names for each (RULINGS.md S2..S5, jeson-jam.txt).
#include <gtest/gtest.h>

#include "arbitre/engine/referee.h"
#include "engine/breach_checks.h"
#include "engine/jeson_jam/jeson_jam_test_util.h"

namespace arbitre::engine::jeson_jam::testing {
namespace {

// A readable failure when `text` lacks `part` (the tests link GoogleTest without GoogleMock).
::testing::AssertionResult contains(const std::string& text, const std::string& part) {
  if (text.find(part) != std::string::npos) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "'" << text << "' does not contain '" << part << "'";
}

using engine::testing::expect_translatable;

// check() of a change (Jeson Jam has no chance), its breach checked for its message.
Verdict judge(const State& state, const Occupancy& after) {
  return engine::testing::checked(state, Chance::none(), after);
}

// Light about to fill road T1-T3 by dropping on T3; Dark's pieces are all free.
Setup drop_completes_road() {
  return {.light = "T1 H1 M2 H2", .dark = "T4 M4 H4 M6"};
}
// Light about to fill road T2-T6 by dropping on T2; Dark's T3-T5 is an alignment, M6 free.
Setup drop_with_protected() {
  return {.light = "T6 H6 M1 H1 M3 T4", .dark = "T3 H3 M4 H4 T5 M6"};
}
// Move phase: Light about to fill road T2-T6 with H2-T2; all Dark pieces on road T3-T5.
Setup move_all_aligned() {
  return {.light = "T6 H6 M1 H1 H2 M3 T1", .dark = "T3 H3 M4 H4 T5", .captures = {4, 2}};
}

TEST(JesonJamReferee, LegalDropAndCaptureAreRecognised) {
  auto state = make_state(drop_with_protected());
  const Verdict drop = judge(*state, occupancy_after(*state, "drop H5"));
  EXPECT_TRUE(drop.legal);
  EXPECT_EQ(drop.move.text, "drop H5");
  const Verdict capture = judge(*state, occupancy_after(*state, "drop T2 x M6"));
  EXPECT_TRUE(capture.legal);
  EXPECT_EQ(capture.move.text, "drop T2 x M6");
}

// S4: "à l'exception de l'intersection centrale".
TEST(JesonJamReferee, S4_DropOnTheCentre) {
  auto state = make_state({});
  const Verdict verdict = judge(*state, changed(state->occupancy(), {{"C", "L"}, {"LH", "8"}}));
  EXPECT_FALSE(verdict.legal);
  EXPECT_EQ(verdict.breach.rule, "S4");
  EXPECT_TRUE(contains(verdict.breach.quote, "à l'exception de l'intersection centrale"));
  EXPECT_EQ(verdict.breach.explanation(),
            "dropping on the centre is not allowed in the drop phase: Light dropped a piece on C");
  EXPECT_EQ(verdict.closest.size(), 3u);
}

// jeson-jam.txt "Il est interdit, durant cette phase, de déplacer les pions." (S4)
TEST(JesonJamReferee, S4_MovingDuringTheDropPhase) {
  auto state = make_state({.light = "M1 M2", .dark = "M4 M5"});
  const Verdict verdict = judge(*state, changed(state->occupancy(), {{"M1", ""}, {"H1", "L"}}));
  EXPECT_EQ(verdict.breach.rule, "S4");
  EXPECT_EQ(verdict.breach.quote, "Il est interdit, durant cette phase, de déplacer les pions.");
  EXPECT_TRUE(contains(verdict.breach.explanation(),
                       "moving during the drop phase: Light moved a piece from M1 to H1"));
}

// S4: drops go on free intersections, one per turn, in turn ("à tour de rôle").
TEST(JesonJamReferee, S4_DropOnAnOccupiedCellTwoDropsOrOutOfTurn) {
  auto state = make_state({.light = "M1 M2", .dark = "M4 M5"});
  const auto before = state->occupancy();
  EXPECT_EQ(judge(*state, changed(before, {{"M4", "L"}, {"LH", "6"}})).breach.explanation(),
            "M4 was held by Dark: a piece is dropped on a free intersection");
  EXPECT_EQ(
      judge(*state, changed(before, {{"H1", "L"}, {"H2", "L"}, {"LH", "5"}})).breach.explanation(),
      "Light dropped 2 pieces (H1, H2): one piece is dropped per turn");
  const Verdict turn = judge(*state, changed(before, {{"H1", "D"}, {"DH", "6"}}));
  EXPECT_EQ(turn.breach.rule, "S4");
  EXPECT_EQ(turn.breach.explanation(), "it is Light's turn, yet Dark's piece on H1 appeared");
}

// jeson-jam.txt "il est interdit de passer son tour".
TEST(JesonJamReferee, S4_NoPass) {
  auto state = make_state({.light = "M1 M2", .dark = "M4 M5"});
  const Verdict verdict = judge(*state, state->occupancy());
  EXPECT_EQ(verdict.breach.rule, "S4");
  EXPECT_TRUE(contains(verdict.breach.quote, "il est interdit de passer son tour"));
  EXPECT_EQ(verdict.breach.explanation(), "no piece was dropped: Light may not pass");
}

// S5: "The capture is part of the move and is compulsory when an opposing piece can be taken."
TEST(JesonJamReferee, S5_ACaptureWasDue) {
  auto state = make_state(drop_completes_road());
  const Verdict verdict = judge(*state, changed(state->occupancy(), {{"T3", "L"}, {"LH", "4"}}));
  EXPECT_EQ(verdict.breach.rule, "S5");
  EXPECT_EQ(verdict.breach.explanation(),
            "a capture was due: the drop on T3 completes road T1-T3, so Light must take one of "
            "Dark's pieces on M4, M6, H4, T4");
  EXPECT_EQ(verdict.closest.size(), 3u);
}

// S5: "Completing two roads with one move still captures once."
TEST(JesonJamReferee, S5_TwoPiecesTakenForOneAlignment) {
  auto state = make_state(drop_completes_road());
  const Verdict verdict = judge(
      *state,
      changed(state->occupancy(), {{"T3", "L"}, {"LH", "4"}, {"M4", ""}, {"M6", ""}, {"LP", "2"}}));
  EXPECT_EQ(verdict.breach.rule, "S5");
  EXPECT_EQ(verdict.breach.explanation(),
            "two pieces were taken for one alignment (Dark's pieces on M4, M6): the drop on T3 "
            "completes road T1-T3 and captures once");
}

// S3: "Capture takes an opposing piece that is not part of an opposing alignment."
TEST(JesonJamReferee, S3_PieceOfAnAlignmentCannotBeTaken) {
  auto state = make_state(drop_with_protected());
  const Verdict verdict = judge(
      *state, changed(state->occupancy(), {{"T2", "L"}, {"LH", "2"}, {"T3", ""}, {"LP", "1"}}));
  EXPECT_EQ(verdict.breach.rule, "S3");
  EXPECT_TRUE(contains(verdict.breach.quote, "ne fasse pas partie d'un alignement de 5"));
  EXPECT_EQ(verdict.breach.explanation(),
            "that piece on T3 is part of Dark's alignment T3-T5 and cannot be taken");
}

// S3: the hand is taken only when every opposing piece on the board is aligned.
TEST(JesonJamReferee, S3_HandTakenWhileBoardPiecesAreFree) {
  auto state = make_state(drop_with_protected());
  const Verdict verdict = judge(
      *state, changed(state->occupancy(), {{"T2", "L"}, {"LH", "2"}, {"DH", "2"}, {"LP", "1"}}));
  EXPECT_EQ(verdict.breach.rule, "S3");
  EXPECT_EQ(verdict.breach.explanation(),
            "Dark still has pieces outside alignments (M6): the capture takes one of them, not "
            "a piece from Dark's hand");
}

// S3: "in the move phase, no capture is then possible".
TEST(JesonJamReferee, S3_NoCaptureInTheMovePhaseWhenAllAligned) {
  auto state = make_state(move_all_aligned());
  EXPECT_TRUE(judge(*state, occupancy_after(*state, "H2-T2")).legal);
  const Verdict verdict = judge(
      *state, changed(state->occupancy(), {{"H2", ""}, {"T2", "L"}, {"T5", ""}, {"LP", "5"}}));
  EXPECT_EQ(verdict.breach.rule, "S3");
  EXPECT_EQ(verdict.breach.explanation(),
            "that piece on T5 is part of Dark's alignment T3-T5 and cannot be taken; in the move "
            "phase, when every Dark piece is aligned, no capture is possible");
}

// S2: "Completing an alignment (by a drop or a move) allows one capture".
TEST(JesonJamReferee, S2_NoCaptureWithoutANewAlignment) {
  auto state = make_state(drop_completes_road());
  const Verdict verdict = judge(
      *state, changed(state->occupancy(), {{"H3", "L"}, {"LH", "4"}, {"M4", ""}, {"LP", "1"}}));
  EXPECT_EQ(verdict.breach.rule, "S2");
  EXPECT_EQ(verdict.breach.explanation(),
            "the drop on H3 completes no road of five for Light, so Dark's piece on M4 may not "
            "be taken");
}

// S2: "a road that stays filled does not capture again until it is broken and completed anew".
TEST(JesonJamReferee, S2_FilledRoadDoesNotCaptureAgain) {
  auto state = make_state({.light = "T6 H6 M1 H1 T2 H2 M3",
                           .dark = "T3 H3 M4 H4 M5",
                           .captures = {2, 0},
                           .options = {{"pieces", 7}}});
  const Verdict verdict =
      judge(*state, changed(state->occupancy(), {{"M3", ""}, {"C", "L"}, {"H3", ""}, {"LP", "3"}}));
  EXPECT_EQ(verdict.breach.rule, "S2");
  EXPECT_EQ(verdict.breach.explanation(),
            "Light's road T2-T6 was already complete before M3-C: a road that stays filled does "
            "not capture again, so Dark's piece on H3 may not be taken");
}

// S4: "pieces move one step along a road to an adjacent empty intersection"; jeson-jam.txt
// "Il n'est pas possible de sauter par-dessus un pion, ami ou ennemi".
TEST(JesonJamReferee, S4_StepsAreOneStepAlongARoadWithoutJumping) {
  auto state = make_state(move_all_aligned());
  const auto before = state->occupancy();
  const Verdict far = judge(*state, changed(before, {{"M1", ""}, {"M2", "L"}}));
  EXPECT_EQ(far.breach.rule, "S4");
  EXPECT_EQ(far.breach.explanation(),
            "M1 and M2 are not on one road: pieces move one step along a road to an adjacent "
            "empty intersection");
  const Verdict two = judge(*state, changed(before, {{"M3", ""}, {"M6", "L"}}));
  EXPECT_EQ(two.breach.explanation(),
            "M3 to M6 is more than one step along road T3-T6: pieces move one step along a road "
            "to an adjacent empty intersection");
  const Verdict jump = judge(*state, changed(before, {{"T1", ""}, {"C", "L"}}));
  EXPECT_EQ(jump.breach.rule, "S4");
  EXPECT_TRUE(contains(jump.breach.quote, "sauter par-dessus un pion"));
  EXPECT_EQ(jump.breach.explanation(),
            "T1 to C jumps over M1: a piece cannot jump over another piece, friend or foe");
  const Verdict onto = judge(*state, changed(before, {{"H2", ""}, {"T3", "L"}}));
  EXPECT_EQ(onto.breach.explanation(),
            "T3 was held by Dark: pieces move one step along a road to an adjacent empty "
            "intersection");
}

// S4: the move phase has no drops, and one piece moves per turn.
TEST(JesonJamReferee, S4_DropOrTwoStepsInTheMovePhase) {
  auto state = make_state(move_all_aligned());
  const auto before = state->occupancy();
  EXPECT_EQ(judge(*state, changed(before, {{"C", "L"}})).breach.explanation(),
            "Light has no piece left to drop: in the move phase a piece moves, yet one was added "
            "on C");
  EXPECT_EQ(judge(*state, changed(before, {{"M1", ""}, {"C", "L"}, {"M3", ""}, {"M2", "L"}}))
                .breach.explanation(),
            "Light's pieces left M1, M3 and appeared on C, M2: one piece moves per turn");
}

// S3: a capture takes an opposing piece, never one's own; S5: never without a move.
TEST(JesonJamReferee, S3_OwnPieceRemovedAndS5_CaptureWithoutAMove) {
  auto state = make_state(move_all_aligned());
  const auto before = state->occupancy();
  const Verdict own = judge(*state, changed(before, {{"M1", ""}}));
  EXPECT_EQ(own.breach.rule, "S3");
  EXPECT_EQ(own.breach.explanation(),
            "Light's own piece on M1 was removed: a capture takes an opposing piece");
  const Verdict lone = judge(*state, changed(before, {{"T5", ""}, {"LP", "5"}}));
  EXPECT_EQ(lone.breach.rule, "S5");
  EXPECT_EQ(lone.breach.explanation(),
            "a Dark piece was taken but Light neither dropped nor moved a piece: a capture is "
            "part of the move that completes an alignment");
}

TEST(JesonJamReferee, UnexplainedNamesWhatDiffers) {
  auto state = make_state({.light = "M1 M2", .dark = "M4 M5"});
  const Verdict zones = judge(*state, changed(state->occupancy(), {{"H3", "L"}}));
  EXPECT_EQ(zones.breach.rule, "unexplained");
  EXPECT_EQ(zones.breach.explanation(),
            "the board shows the legal move 'drop H3', but the pieces beside the board do not "
            "match: LH should hold 6 pieces, it holds 7");
  const Verdict trays = judge(*state, changed(state->occupancy(), {{"H3", "L"}, {"LP", "1"}}));
  EXPECT_EQ(trays.breach.rule, "unexplained");
  EXPECT_EQ(trays.breach.explanation(),
            "the board shows the legal move 'drop H3', but the pieces beside the board do not "
            "match: the move leaves LH=6, LP=0, the table shows LH=7, LP=1");
  const Verdict unknown = judge(*state, changed(state->occupancy(), {{"X9", "L"}}));
  EXPECT_EQ(unknown.breach.rule, "unexplained");
  EXPECT_EQ(unknown.breach.explanation(),
            "the table shows 'L' at 'X9', which Jeson Jam does not know");
}

TEST(JesonJamReferee, FinishedGameAcceptsNoMove) {
  auto state = make_state({.light = "H1 M1 H6 T4 T3",
                           .dark = "T1",
                           .captures = {4, 0},
                           .to_move = "none",
                           .result = "Light won",
                           .options = {{"pieces", 5}}});
  EXPECT_EQ(judge(*state, state->occupancy()).breach.rule, "end");
  const RuleBreach over = state->diagnose(Chance::none(), state->occupancy());
  EXPECT_EQ(over.rule, "end");
  expect_translatable(over);
}

// S5: "Completing two roads with one move still captures once", nor does the hand add one.
TEST(JesonJamReferee, S5_TwoRoadsOrTheHandStillCaptureOnce) {
  // Light's drop on T1 completes T1-T3 and T1-T5.
  auto state = make_state({.light = "H1 M2 H2 T3 T5 H5 M6 H6", .dark = "M1 M3 M4 M5 H3 H4 T2 T4"});
  const Verdict two = judge(
      *state,
      changed(state->occupancy(), {{"T1", "L"}, {"LH", "0"}, {"M1", ""}, {"M3", ""}, {"LP", "2"}}));
  EXPECT_EQ(two.breach.rule, "S5");
  EXPECT_EQ(two.breach.explanation(),
            "two pieces were taken for one alignment (Dark's pieces on M1, M3): the drop on T1 "
            "completes roads T1-T3, T1-T5 and still captures once");
  auto road = make_state(drop_completes_road());
  const Verdict hand = judge(
      *road,
      changed(road->occupancy(), {{"T3", "L"}, {"LH", "4"}, {"M4", ""}, {"DH", "4"}, {"LP", "2"}}));
  EXPECT_EQ(hand.breach.rule, "S5");
  EXPECT_EQ(hand.breach.explanation(),
            "two pieces were taken for one alignment, counting those from Dark's hand: the drop "
            "on T3 completes road T1-T3 and captures once");
}

// jeson-jam.txt "Si tous les pions de l'adversaire font partie d'un alignement, le joueur prend
// un pion non encore déposé sur le plateau."
TEST(JesonJamReferee, S3_S5_WhenEveryPieceIsAlignedTheHandIsTaken) {
  // Light's drop on T2 completes T2-T6; all of Dark's pieces are on T3-T5.
  auto state = make_state({.light = "T6 H6 M1 H1 M2", .dark = "T3 H3 M4 H4 T5"});
  const Verdict none = judge(*state, changed(state->occupancy(), {{"T2", "L"}, {"LH", "3"}}));
  EXPECT_EQ(none.breach.rule, "S5");
  EXPECT_EQ(none.breach.explanation(),
            "a capture was due: the drop on T2 completes road T2-T6, so Light must take a piece "
            "from Dark's hand");
  const Verdict aligned = judge(
      *state, changed(state->occupancy(), {{"T2", "L"}, {"LH", "3"}, {"T3", ""}, {"LP", "1"}}));
  EXPECT_EQ(aligned.breach.rule, "S3");
  EXPECT_EQ(aligned.breach.explanation(),
            "that piece on T3 is part of Dark's alignment T3-T5 and cannot be taken; every Dark "
            "piece on the board is aligned, so the capture takes one of Dark's pieces not yet "
            "dropped");
  auto free = make_state(drop_completes_road());
  const Verdict hand = judge(
      *free, changed(free->occupancy(), {{"H3", "L"}, {"LH", "4"}, {"DH", "4"}, {"LP", "1"}}));
  EXPECT_EQ(hand.breach.rule, "S2");
  EXPECT_EQ(hand.breach.explanation(),
            "the drop on H3 completes no road of five for Light, so a piece from Dark's hand may "
            "not be taken");
}

// The messages translators see are pinned: the template, and the ids, moves and seat names
// passed to it.
TEST(JesonJamReferee, BreachMessagesCarryTheirTemplateAndArguments) {
  auto state = make_state({.light = "T6 H6 M1 H1 T2 H2 M3",
                           .dark = "T3 H3 M4 H4 M5",
                           .captures = {2, 0},
                           .options = {{"pieces", 7}}});
  const Verdict kept =
      judge(*state, changed(state->occupancy(), {{"M3", ""}, {"C", "L"}, {"H3", ""}, {"LP", "3"}}));
  EXPECT_EQ(kept.breach.message,
            "%2's road %5 was already complete before %1: a road that stays filled does not "
            "capture again, so %3's piece on %4 may not be taken");
  EXPECT_EQ(kept.breach.args, (std::vector<std::string>{"M3-C", "Light", "Dark", "H3", "T2-T6"}));
  auto drop = make_state({.light = "M1 M2", .dark = "M4 M5"});
  const Verdict turn = judge(*drop, changed(drop->occupancy(), {{"H1", "D"}, {"DH", "6"}}));
  EXPECT_EQ(turn.breach.message, "it is %1's turn, yet %2's piece on %3 appeared");
  EXPECT_EQ(turn.breach.args, (std::vector<std::string>{"Light", "Dark", "H1"}));
}

}  // namespace
}  // namespace arbitre::engine::jeson_jam::testing
