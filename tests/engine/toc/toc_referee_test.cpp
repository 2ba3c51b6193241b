// The referee on Toc: check() on changes seen on the table, diagnose() naming the rule.
#include "arbitre/engine/referee.h"
#include "engine/breach_checks.h"
#include "toc_test_util.h"

namespace arbitre::engine {
namespace {

using namespace toc_test;

// The table after moving pawns: `moves` maps a cell to its new content ("" empties it).
Occupancy seen(const State& state, const std::map<std::string, std::string>& changes) {
  Occupancy cells = state.occupancy();
  for (const auto& [cell, content] : changes) {
    if (content.empty())
      cells.erase(cell);
    else
      cells[cell] = content;
  }
  return cells;
}

using testing::checked;

bool mentions(const Verdict& verdict, const std::string& text) {
  return verdict.breach.explanation().find(text) != std::string::npos;
}

TEST(TocReferee, LegalMoveIsRecognised) {
  auto state = crowded();
  const auto verdict = checked(*state, card("9S"), seen(*state, {{"s1.14", ""}, {"s2.05", "R"}}));
  EXPECT_TRUE(verdict.legal);
  EXPECT_EQ(verdict.move.text, "R s1.14>s2.05");
}

TEST(TocReferee, LegalKingWithCaptures) {
  auto state = crowded();
  const auto verdict = checked(*state, card("KS"),
                               seen(*state, {{"s1.14", ""},
                                             {"s2.01", ""},
                                             {"s2.04", ""},
                                             {"s2.07", ""},
                                             {"s2.09", "R"},
                                             {"wait.R", "R2"},
                                             {"wait.G", "G3"},
                                             {"wait.B", "B4"}}));
  EXPECT_TRUE(verdict.legal) << verdict.to_string();
}

// T3 / T11 "a pawn on its own entry square cannot be passed".
TEST(TocReferee, T11_PassingAProtectedPawn) {
  auto state = crowded();
  const auto verdict = checked(*state, card("8S"), seen(*state, {{"s2.11", ""}, {"s3.01", "R"}}));
  EXPECT_FALSE(verdict.legal);
  EXPECT_EQ(verdict.breach.rule, "T11");
  EXPECT_TRUE(mentions(verdict, "Green's pawn, protected on its entry square s2.18"))
      << verdict.breach.explanation();
  EXPECT_NE(verdict.breach.quote.find("protégée"), std::string::npos);
  EXPECT_EQ(verdict.closest.size(), 2u);
}

// T11: the Jack cannot swap a protected pawn.
TEST(TocReferee, T11_JackOnProtectedPawn) {
  auto state = crowded();
  const auto verdict = checked(*state, card("JS"), seen(*state, {{"s2.11", "G"}, {"s2.18", "R"}}));
  EXPECT_EQ(verdict.breach.rule, "T11");
  EXPECT_TRUE(mentions(verdict, "the Jack cannot swap Green's pawn"))
      << verdict.breach.explanation();
}

// T5 "the 4 moves backwards".
TEST(TocReferee, T5_FourMovedForwards) {
  auto state = crowded();
  const auto verdict = checked(*state, card("4S"), seen(*state, {{"s2.01", ""}, {"s2.05", "R"}}));
  EXPECT_EQ(verdict.breach.rule, "T5");
  EXPECT_EQ(verdict.breach.explanation(),
            "the 4 moves a pawn backwards, not forwards: Red's pawn went from s2.01 to s2.05");
  EXPECT_EQ(verdict.breach.quote, "4: Recule un de ses pions de 4 cases");
}

// toc.txt "Les déplacements se font dans le sens horaire": only the 4 goes back.
TEST(TocReferee, T5_BackwardsWithoutAFour) {
  auto state = crowded();
  const auto verdict = checked(*state, card("3S"), seen(*state, {{"s2.01", ""}, {"s1.16", "R"}}));
  EXPECT_EQ(verdict.breach.rule, "T5");
  EXPECT_TRUE(mentions(verdict, "only the 4 moves a pawn backwards"))
      << verdict.breach.explanation();
}

// T4 "a pawn enters its home only with an exact count".
TEST(TocReferee, T4_HomeNeedsExactCount) {
  auto state = crowded();
  const auto verdict =
      checked(*state, card("9S"), seen(*state, {{"s1.14", ""}, {"home.R.2", "R"}}));
  EXPECT_EQ(verdict.breach.rule, "T4");
  EXPECT_EQ(verdict.breach.explanation(),
            "a pawn enters its home only with an exact count: Red's pawn went from s1.14 to "
            "home.R.2, 4 squares, with 9S");
}

// T4: no passing a pawn inside the home.
TEST(TocReferee, T4_PassingInsideHome) {
  auto state = hidden(4, {{"R", "s1.14 home.R.1"}});
  const auto verdict =
      checked(*state, card("4S"), seen(*state, {{"s1.14", ""}, {"home.R.2", "R"}}));
  EXPECT_EQ(verdict.breach.rule, "T4");  // no entering backwards, either
  const auto passing =
      checked(*state, card("6S"), seen(*state, {{"s1.14", ""}, {"home.R.4", "R"}}));
  EXPECT_EQ(passing.breach.rule, "T4");
  EXPECT_TRUE(mentions(passing, "cannot pass or land on the pawn on home.R.1"))
      << passing.breach.explanation();
}

// T6 "discarding a card that could move a pawn".
TEST(TocReferee, T6_DiscardingAPlayableCard) {
  auto state = crowded();
  const auto verdict = checked(*state, card("9S"), state->occupancy());
  EXPECT_EQ(verdict.breach.rule, "T6");
  EXPECT_EQ(verdict.breach.explanation(),
            "discarding 9S is illegal: it can move a pawn (for example R s1.14>s2.05)");
}

// T6 in dealt mode: a card that cannot move while another card of the hand can.
TEST(TocReferee, T6_WrongCardDiscardedFromHand) {
  auto state =
      load(4, dealt_json(4, {}, {{"R", "AS 9S"}, {"G", "9H 2H"}, {"B", "9D 2D"}, {"Y", "9C 2C"}}));
  const auto verdict = checked(*state, card("9S"), state->occupancy());
  EXPECT_EQ(verdict.breach.rule, "T6");
  EXPECT_TRUE(mentions(verdict, "9S moves no pawn, but another card of Red's hand does"))
      << verdict.breach.explanation();
  const auto not_held = checked(*state, card("KS"), state->occupancy());
  EXPECT_EQ(not_held.breach.rule, "T7");
  EXPECT_EQ(not_held.breach.explanation(), "Red does not hold KS");
}

// T5 "only an Ace, a King or a Joker brings a pawn into play".
TEST(TocReferee, T5_EnteringWithAWrongCard) {
  auto state = crowded();
  const auto verdict = checked(*state, card("9S"), seen(*state, {{"wait.R", ""}, {"s1.18", "R"}}));
  EXPECT_EQ(verdict.breach.rule, "T5");
  EXPECT_EQ(
      verdict.breach.explanation(),
      "only an Ace, a King or a Joker brings a pawn into play: a Red pawn left wait.R with 9S");
  EXPECT_NE(verdict.breach.quote.find("soit un Roi soit un As ou un Joker"), std::string::npos);
}

// T1: a pawn enters on its own entry square.
TEST(TocReferee, T1_EnteringOnTheWrongSquare) {
  auto state = crowded();
  const auto verdict = checked(*state, card("AS"), seen(*state, {{"wait.R", ""}, {"s1.10", "R"}}));
  EXPECT_EQ(verdict.breach.rule, "T1");
  EXPECT_EQ(verdict.breach.explanation(),
            "a Red pawn enters on its own entry square s1.18, not on s1.10");
}

// T11: no entering onto the seat's own protected pawn.
TEST(TocReferee, T11_EnteringOntoOwnProtectedPawn) {
  auto state = hidden(4, {{"R", "s1.18"}});
  const auto verdict =
      checked(*state, card("AS"), seen(*state, {{"wait.R", "R2"}, {"s1.18", "R"}, {"s2.01", "R"}}));
  EXPECT_EQ(verdict.breach.rule, "T11");
  EXPECT_TRUE(mentions(verdict, "s1.18 already holds a protected Red pawn"))
      << verdict.breach.explanation();
}

// T5 / T12 "the 5 moves an opposing pawn".
TEST(TocReferee, T12_FiveOnOwnPawn) {
  auto state = crowded();
  const auto verdict = checked(*state, card("5S"), seen(*state, {{"s2.01", ""}, {"s2.06", "R"}}));
  EXPECT_EQ(verdict.breach.rule, "T12");
  EXPECT_EQ(
      verdict.breach.explanation(),
      "the 5 moves an opposing pawn, not one of Red's side: Red's pawn went from s2.01 to s2.06");
}

// T2: a pawn whose count ends on a square 7 goes on to the next one.
TEST(TocReferee, T2_StayingOnAJumpSquare) {
  auto state = hidden(4, {{"R", "s3.01"}});
  const auto verdict = checked(*state, card("6S"), seen(*state, {{"s3.01", ""}, {"s3.07", "R"}}));
  EXPECT_EQ(verdict.breach.rule, "T2");
  EXPECT_EQ(
      verdict.breach.explanation(),
      "Red's pawn ended its count on the jump square s3.07 and goes on to s4.07, not stay there");
}

// T5: the King takes every pawn it passes.
TEST(TocReferee, T5_KingLeavingPawnsUntaken) {
  auto state = crowded();
  const auto verdict = checked(*state, card("KS"), seen(*state, {{"s1.14", ""}, {"s2.09", "R"}}));
  EXPECT_EQ(verdict.breach.rule, "T5");
  EXPECT_EQ(verdict.breach.explanation(), "Red's pawn on s2.01 is taken and goes back to wait.R");
  EXPECT_NE(verdict.breach.quote.find("mangeant tout"), std::string::npos);
}

// T5: a taken pawn goes back to its owner's waiting area.
TEST(TocReferee, T5_TakenPawnToWrongWaitingArea) {
  auto state = hidden(4, {{"R", "s2.01"}, {"G", "s2.10"}});
  const auto verdict =
      checked(*state, card("9S"),
              seen(*state, {{"s2.01", ""}, {"s2.10", "R"}, {"wait.R", "R3G1"}, {"wait.G", "G3"}}));
  EXPECT_EQ(verdict.breach.rule, "T5");
  EXPECT_EQ(verdict.breach.explanation(),
            "a taken Green pawn goes back to its owner's waiting area wait.G, not to wait.R");
}

// toc.txt "Les pions sont déplacés en fonction des valeurs des cartes jouées."
TEST(TocReferee, T5_WrongCount) {
  auto state = crowded();
  const auto verdict = checked(*state, card("9S"), seen(*state, {{"s2.01", ""}, {"s2.09", "R"}}));
  EXPECT_EQ(verdict.breach.rule, "T5");
  EXPECT_EQ(verdict.breach.explanation(),
            "a 9S moves a pawn 9 squares: Red's pawn went from s2.01 to s2.09, 8 squares");
}

// T5: a card moves the player's own pawns, not another seat's.
TEST(TocReferee, T5_MovingAnotherSeatsPawn) {
  auto state = crowded();
  const auto verdict =
      checked(*state, card("3S"), seen(*state, {{"s2.04", ""}, {"s2.07", "G"}, {"wait.B", "B4"}}));
  EXPECT_EQ(verdict.breach.rule, "T5");
  EXPECT_TRUE(mentions(verdict, "not Green's")) << verdict.breach.explanation();
}

// T8: the partner's pawns only once one's own four are home.
TEST(TocReferee, T8_PartnersPawnsTooEarly) {
  auto state = hidden(4, {{"R", "s1.02"}, {"B", "s3.01"}}, "R", {{"teams", true}});
  const auto verdict = checked(*state, card("3S"), seen(*state, {{"s3.01", ""}, {"s3.04", "B"}}));
  EXPECT_EQ(verdict.breach.rule, "T8");
  EXPECT_EQ(verdict.breach.explanation(),
            "Red may play Blue's pawns only once its own four are home (Blue's pawn went from "
            "s3.01 to s3.04)");
}

// T9: only a pawn's own home.
TEST(TocReferee, T9_EnteringAnotherHome) {
  auto state = hidden(4, {{"G", "s1.14"}}, "G");
  const auto verdict =
      checked(*state, card("3S"), seen(*state, {{"s1.14", ""}, {"home.R.1", "G"}}));
  EXPECT_EQ(verdict.breach.rule, "T9");
  EXPECT_TRUE(mentions(verdict, "home.R.1")) << verdict.breach.explanation();
}

// T12: the two parts of a 7 add up to 7.
TEST(TocReferee, T12_SevenPartsNotSeven) {
  auto state = crowded();
  const auto verdict =
      checked(*state, card("7S"),
              seen(*state, {{"s2.01", ""}, {"s2.03", "R"}, {"s2.11", ""}, {"s2.17", "R"}}));
  EXPECT_EQ(verdict.breach.rule, "T12");
  EXPECT_TRUE(mentions(verdict, "went 2 from s2.01")) << verdict.breach.explanation();
}

// T5 / T12: only the 7 is shared between two pawns.
TEST(TocReferee, T5_TwoPawnsWithOneCard) {
  auto state = crowded();
  const auto verdict =
      checked(*state, card("9S"),
              seen(*state, {{"s2.01", ""}, {"s2.03", "R"}, {"s2.11", ""}, {"s2.17", "R"}}));
  EXPECT_EQ(verdict.breach.rule, "T5");
  EXPECT_TRUE(mentions(verdict, "only the 7 is shared")) << verdict.breach.explanation();
}

// T7: nothing moves while partners exchange cards.
TEST(TocReferee, T7_NoMoveDuringTheExchange) {
  auto state = make_game(4, {{"teams", true}})->new_initial_state(1);
  const auto verdict =
      checked(*state, Chance::none(), seen(*state, {{"wait.G", "G3"}, {"s2.18", "G"}}));
  EXPECT_EQ(verdict.breach.rule, "T7");
}

TEST(TocReferee, UnexplainedNamesTheCells) {
  auto state = crowded();
  const auto verdict = checked(*state, card("9S"), seen(*state, {{"s2.01", ""}}));
  EXPECT_EQ(verdict.breach.rule, "unexplained");
  EXPECT_EQ(verdict.breach.explanation(),
            "Red has 3 pawns on the table, not 4 (cells changed: s2.01)");
  const auto odd = checked(*state, card("9S"), seen(*state, {{"table", "R"}}));
  EXPECT_EQ(odd.breach.rule, "unexplained");
  EXPECT_TRUE(mentions(odd, "'table' is not a cell of toc-4")) << odd.breach.explanation();
}

// The message a translator sees and its arguments (colours, cells, cards, numbers), pinned so
// that the keys of app/studio/i18n/french_rules_toc.py stay those of the engine.
TEST(TocReferee, BreachesCarryTheirMessageAndArguments) {
  using Args = std::vector<std::string>;
  auto state = crowded();
  const auto count = checked(*state, card("9S"), seen(*state, {{"s2.01", ""}, {"s2.09", "R"}}));
  EXPECT_EQ(count.breach.message,
            "a %1 moves a pawn %2 squares: %3's pawn went from %4 to %5, %6 squares");
  EXPECT_EQ(count.breach.args, (Args{"9S", "9", "Red", "s2.01", "s2.09", "8"}));
  const auto ace = checked(*state, card("AS"), seen(*state, {{"s2.01", ""}, {"s2.03", "R"}}));
  EXPECT_EQ(ace.breach.message,
            "a %1 moves a pawn %2 or %3 squares: %4's pawn went from %5 to %6, %7 squares");
  EXPECT_EQ(ace.breach.args, (Args{"AS", "1", "11", "Red", "s2.01", "s2.03", "2"}));
  const auto missing = checked(*state, card("9S"), seen(*state, {{"s2.01", ""}}));
  EXPECT_EQ(missing.breach.message, "%1 has %2 pawns on the table, not 4 (cells changed: %3)");
  EXPECT_EQ(missing.breach.args, (Args{"Red", "3", "s2.01"}));

  auto teams = hidden(4, {{"R", "s1.02"}, {"B", "s3.01"}}, "R", {{"teams", true}});
  const auto partner = checked(*teams, card("3S"), seen(*teams, {{"s3.01", ""}, {"s3.04", "B"}}));
  EXPECT_EQ(partner.breach.message,
            "%1 may play %2's pawns only once its own four are home (%3's pawn went from %4 to "
            "%5)");
  EXPECT_EQ(partner.breach.args, (Args{"Red", "Blue", "Blue", "s3.01", "s3.04"}));
}

// One square, one pawn: the singular has its own message.
TEST(TocReferee, SingularCountsHaveTheirOwnMessage) {
  auto state = hidden(4, {{"R", "s1.16"}});
  const auto short_home =
      checked(*state, card("9S"), seen(*state, {{"s1.16", ""}, {"home.R.1", "R"}}));
  EXPECT_EQ(short_home.breach.rule, "T4");
  EXPECT_EQ(short_home.breach.explanation(),
            "a pawn enters its home only with an exact count: Red's pawn went from s1.16 to "
            "home.R.1, 1 square, with 9S");
  const auto lone = checked(*state, card("9S"), seen(*state, {{"wait.R", ""}}));
  EXPECT_EQ(lone.breach.explanation(),
            "Red has 1 pawn on the table, not 4 (cells changed: wait.R)");
  EXPECT_EQ(lone.breach.args, (std::vector<std::string>{"Red", "wait.R"}));
}

}  // namespace
}  // namespace arbitre::engine
