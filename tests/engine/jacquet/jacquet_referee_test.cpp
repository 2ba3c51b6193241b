// Referee tests: check() on what the table shows after a roll, and diagnose()'s rule, quote
// and explanation for illegal changes.
#include "arbitre/engine/referee.h"
#include "engine/jacquet/jacquet_helpers.h"

namespace arbitre::engine::jacquet::testing {
namespace {

Table postillon_on_p() {
  Table table;
  table.points = {{"m", "W14"}, {"p", "W1"}, {"a", "B12"}, {"s", "B1"}, {"u", "B1"}, {"c", "B1"}};
  table.white_postillon = "p";
  return table;
}

Table book_bear_off() {
  Table table;
  table.points = {{"l", "W11"}, {"k", "W1"}, {"i", "W1"}, {"h", "W1"}, {"f", "W1"}, {"x", "B15"}};
  return table;
}

// The occupancy of `state` with some cells changed ("" empties a cell).
Occupancy changed(const State& state, const std::map<std::string, std::string>& cells) {
  Occupancy occupancy = state.occupancy();
  for (const auto& [id, text] : cells) {
    if (text.empty()) {
      occupancy.erase(id);
    } else {
      occupancy[id] = text;
    }
  }
  return occupancy;
}

Verdict verdict(const State& state, int high, int low,
                const std::map<std::string, std::string>& cells) {
  return checked(state, Chance::dice(high, low), changed(state, cells));
}

TEST(JacquetReferee, LegalChangeGivesTheMove) {
  auto state = make(false)->new_initial_state(1);
  const auto seen = verdict(*state, 6, 5, {{"m", "W14"}, {"x", "W1^"}});
  ASSERT_TRUE(seen.legal) << seen.to_string();
  EXPECT_EQ(seen.move.text, "m/r r/x");
}

// J2: the intermediate rest is not visible, so p/q q/t is legal for 3-1.
TEST(JacquetReferee, J2_LegalWhenOneOrderOfTheDiceWorks) {
  auto state = build(postillon_on_p());
  const auto seen = verdict(*state, 3, 1, {{"p", ""}, {"t", "W1^"}});
  ASSERT_TRUE(seen.legal) << seen.to_string();
  EXPECT_EQ(seen.move.text, "p/q q/t");
}

TEST(JacquetReferee, J2_StoppingOnAnOpposingPoint) {
  auto state = build(postillon_on_p());
  const auto seen = verdict(*state, 2, 1, {{"p", ""}, {"s", "W1B1"}});
  ASSERT_FALSE(seen.legal);
  EXPECT_EQ(seen.breach.rule, "J2");
  EXPECT_EQ(seen.breach.explanation(), "a checker cannot rest on point s: Black holds it");
  EXPECT_NE(seen.breach.quote.find("ne peut s'arrêter ni même se reposer"), std::string::npos);
  EXPECT_EQ(seen.closest.front().text, "p/r");
}

TEST(JacquetReferee, J2_RestingBetweenTwoDiceOnAnOpposingPoint) {
  auto state = build(postillon_on_p());
  const auto seen = verdict(*state, 3, 3, {{"p", ""}, {"v", "W1^"}});
  ASSERT_FALSE(seen.legal);
  EXPECT_EQ(seen.breach.rule, "J2");
  EXPECT_EQ(seen.breach.explanation(),
            "a checker cannot rest on point s, not even between two dice: Black holds it");
}

// The translators' keys: the template is the English literal marked in the engine, and the
// arguments are ids, numbers and terms ("Black", "ace").
TEST(JacquetReferee, BreachMessagesAreTemplatesWithArguments) {
  auto state = build(postillon_on_p());
  auto seen = verdict(*state, 2, 1, {{"p", ""}, {"s", "W1B1"}});
  ASSERT_FALSE(seen.legal);
  EXPECT_EQ(seen.breach.message, "a checker cannot rest on point %1: %2 holds it");
  EXPECT_EQ(seen.breach.args, (std::vector<std::string>{"s", "Black"}));
  seen = verdict(*state, 2, 1, {{"p", ""}, {"q", "W1^"}});
  ASSERT_FALSE(seen.legal);
  EXPECT_EQ(seen.breach.message,
            "the higher die must be played: the %1 can be played, but the %2 was");
  EXPECT_EQ(seen.breach.args, (std::vector<std::string>{"2", "ace"}));
}

TEST(JacquetReferee, J3_TheHigherDieMustBePlayed) {
  auto state = build(postillon_on_p());
  const auto seen = verdict(*state, 2, 1, {{"p", ""}, {"q", "W1^"}});
  ASSERT_FALSE(seen.legal);
  EXPECT_EQ(seen.breach.rule, "J3");
  EXPECT_EQ(seen.breach.explanation(),
            "the higher die must be played: the 2 can be played, but the ace was");
}

TEST(JacquetReferee, J3_BothDiceMustBePlayed) {
  auto state = make(false)->new_initial_state(1);
  const auto seen = verdict(*state, 6, 5, {{"m", "W14"}, {"s", "W1^"}});
  ASSERT_FALSE(seen.legal);
  EXPECT_EQ(seen.breach.rule, "J3");
  EXPECT_EQ(seen.breach.explanation(),
            "both dice must be played when possible: only the 6 was played");
}

TEST(JacquetReferee, J3_PassingWhenAMoveExists) {
  auto state = make(false)->new_initial_state(1);
  const auto seen = verdict(*state, 6, 5, {});
  ASSERT_FALSE(seen.legal);
  EXPECT_EQ(seen.breach.rule, "J3");
  EXPECT_EQ(seen.breach.explanation(),
            "a die that can be played must be played: White can play both dice");
}

TEST(JacquetReferee, J4_OnlyThePostillonMoves) {
  auto state = build(postillon_on_p());
  const auto seen = verdict(*state, 5, 1, {{"m", "W13"}, {"r", "W1"}, {"p", ""}, {"q", "W1^"}});
  ASSERT_FALSE(seen.legal);
  EXPECT_EQ(seen.breach.rule, "J4");
  EXPECT_EQ(seen.breach.explanation(),
            "only the postillon may move until it reaches the last quadrant (g..l): White's "
            "postillon is on p, but a checker moved from m");
}

TEST(JacquetReferee, J9_PostillonShownAtTheBase) {
  auto state = build(postillon_on_p());
  const auto seen = verdict(*state, 5, 1, {{"p", ""}, {"v", "W1"}});
  ASSERT_FALSE(seen.legal);
  EXPECT_EQ(seen.breach.rule, "J9");
  EXPECT_EQ(
      seen.breach.explanation(),
      "White's postillon stands on the tip of point v until it reaches the last quadrant (g..l)");
}

TEST(JacquetReferee, J5_BearingOffBeforeAllAreIn) {
  auto state = build(book_bear_off());
  const auto seen =
      verdict(*state, 3, 2, {{"i", ""}, {"l", "W12"}, {"k", ""}, {"off-white", "W1"}});
  ASSERT_FALSE(seen.legal);
  EXPECT_EQ(seen.breach.rule, "J5");
  EXPECT_EQ(seen.breach.explanation(),
            "bearing off before all 15 checkers are in the last quadrant (g..l): White still has "
            "a checker on f");
}

TEST(JacquetReferee, J11_OnlyTheFarthestGoesOffWithALargerDie) {
  auto state = build(book_bear_off());
  // Sonnés: f/l, then three off from l instead of h, i and k.
  const auto seen = verdict(*state, 6, 6, {{"f", ""}, {"l", "W9"}, {"off-white", "W3"}});
  ASSERT_FALSE(seen.legal);
  EXPECT_EQ(seen.breach.rule, "J11");
  EXPECT_EQ(seen.breach.explanation(),
            "only the checker farthest from the rail (on h) may go off with a 6, not the one on l");
}

TEST(JacquetReferee, J7_NoBearingOffOntoAnOccupiedTalon) {
  Table table = book_bear_off();
  table.advanced = true;
  table.points = {{"l", "W11"}, {"k", "W1"}, {"i", "W1"}, {"h", "W1"},
                  {"f", "W1"},  {"a", "B1"}, {"x", "B14"}};
  auto state = build(table);
  const auto seen = verdict(*state, 6, 5, {{"f", ""}, {"l", "W12"}, {"h", ""}, {"a", "W1B1"}});
  ASSERT_FALSE(seen.legal);
  EXPECT_EQ(seen.breach.rule, "J7");
  EXPECT_EQ(seen.breach.explanation(),
            "no checker can be borne off while Black keeps a checker on its talon a, where "
            "White's borne-off checkers go");
}

TEST(JacquetReferee, J6_ForbiddenBlock) {
  Table table;
  table.points = {{"m", "W6"}, {"n", "W2"}, {"o", "W2"}, {"p", "W2"},
                  {"q", "W2"}, {"g", "W1"}, {"a", "B15"}};
  table.black_postillon = "waiting";
  auto state = build(table);
  const auto seen = verdict(*state, 5, 1, {{"m", "W4"}, {"n", "W3"}, {"r", "W1"}});
  ASSERT_FALSE(seen.legal);
  EXPECT_EQ(seen.breach.rule, "J6");
  EXPECT_EQ(seen.breach.explanation(),
            "that block of six is not allowed: White holds m..r before holding its points 23 and "
            "24 (k and l)");
}

TEST(JacquetReferee, J6_AdvancedBlockBarringThePostillon) {
  Table table;
  table.advanced = true;
  table.points = {{"m", "W5"}, {"b", "W1"}, {"h", "W2"},  {"i", "W2"}, {"j", "W2"},
                  {"k", "W2"}, {"l", "W1"}, {"a", "B14"}, {"f", "B1"}};
  table.black_postillon = "f";
  auto state = build(table);
  const auto seen = verdict(*state, 2, 1, {{"m", "W3"}, {"n", "W1"}, {"o", "W1"}});
  ASSERT_FALSE(seen.legal);
  EXPECT_EQ(seen.breach.rule, "J6");
  EXPECT_EQ(seen.breach.explanation(),
            "that block of six is not allowed: White holds h..m and fully bars Black's postillon "
            "on the tip of f");
}

TEST(JacquetReferee, OpponentsCheckersMustNotMove) {
  auto state = make(false)->new_initial_state(1);
  const auto seen = verdict(*state, 6, 5, {{"m", "W14"}, {"x", "W1^"}, {"a", "B14"}, {"b", "B1"}});
  ASSERT_FALSE(seen.legal);
  EXPECT_EQ(seen.breach.rule, "jacquet.txt Déplacement des dames");
  EXPECT_EQ(seen.breach.explanation(),
            "it is White's turn: Black's checkers must not move (they changed on a, b)");
}

TEST(JacquetReferee, J1_CheckersMoveOnlyForward) {
  auto state = build(book_bear_off());
  const auto seen = verdict(*state, 3, 2, {{"h", ""}, {"e", "W1"}});
  ASSERT_FALSE(seen.legal);
  EXPECT_EQ(seen.breach.rule, "J1");
  EXPECT_EQ(seen.breach.explanation(),
            "checkers only move forward along White's circuit (m..x, then a..l): a checker "
            "arrived on e, behind every point that lost one");
}

TEST(JacquetReferee, WrongDistanceForTheDice) {
  auto state = make(false)->new_initial_state(1);
  const auto seen = verdict(*state, 6, 5, {{"m", "W14"}, {"n", "W1^"}});
  ASSERT_FALSE(seen.legal);
  EXPECT_EQ(seen.breach.rule, "jacquet.txt Déplacement des dames");
  EXPECT_EQ(seen.breach.explanation(),
            "the checkers moved 1 point in all, but 6-5 moves 11 (or 6 or 5 when one die cannot "
            "be played)");
}

TEST(JacquetReferee, MissingCheckerIsUnexplained) {
  auto state = make(false)->new_initial_state(1);
  const auto seen = verdict(*state, 6, 5, {{"m", "W13"}, {"x", "W1^"}});
  ASSERT_FALSE(seen.legal);
  EXPECT_EQ(seen.breach.rule, "unexplained");
  EXPECT_EQ(seen.breach.explanation(),
            "White has 14 checkers on the table instead of 15 (changed cells: m, x)");
}

TEST(JacquetReferee, UnknownCellIsUnexplained) {
  auto state = make(false)->new_initial_state(1);
  const auto seen = verdict(*state, 6, 5, {{"z9", "W1"}});
  ASSERT_FALSE(seen.legal);
  EXPECT_EQ(seen.breach.rule, "unexplained");
  EXPECT_EQ(seen.breach.explanation(),
            "cell 'z9' is no cell of the Jacquet board (changed cells: z9)");
}

}  // namespace
}  // namespace arbitre::engine::jacquet::testing
