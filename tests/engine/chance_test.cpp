// Chance outcomes: text forms shared by every game and the command line.
#include <gtest/gtest.h>

#include <numeric>

#include "arbitre/engine/chance.h"

namespace arbitre::engine {
namespace {

TEST(Chance, DicePairIsStoredHigherFirst) {
  const auto chance = parse_chance(ChanceKind::kDicePair, "5-6");
  ASSERT_TRUE(chance.ok());
  EXPECT_EQ(chance->values, (std::vector<int>{6, 5}));
  EXPECT_EQ(chance->to_string(), "6-5");
  EXPECT_FALSE(chance->is_double());
  EXPECT_TRUE(parse_chance(ChanceKind::kDicePair, "3-3")->is_double());
}

TEST(Chance, MalformedDiceNameTheField) {
  for (const char* text : {"7-1", "6", "6-", "a-b", "0-3", "6-5-4"}) {
    const auto chance = parse_chance(ChanceKind::kDicePair, text);
    ASSERT_FALSE(chance.ok()) << text;
    EXPECT_EQ(chance.error().field, "chance");
  }
}

TEST(Chance, StickThrowCountsColouredFaces) {
  EXPECT_EQ(parse_chance(ChanceKind::kStickThrow, "0")->coloured_faces(), 0);
  EXPECT_EQ(parse_chance(ChanceKind::kStickThrow, " 4 ")->coloured_faces(), 4);
  EXPECT_FALSE(parse_chance(ChanceKind::kStickThrow, "5").ok());
  EXPECT_FALSE(parse_chance(ChanceKind::kStickThrow, "-1").ok());
}

TEST(Chance, CardsRoundTripThroughText) {
  for (const char* text : {"AS", "2H", "10D", "JC", "QH", "KS", "JOKER"}) {
    const auto chance = parse_chance(ChanceKind::kCardPlayed, text);
    ASSERT_TRUE(chance.ok()) << text;
    EXPECT_EQ(chance->to_string(), text);
  }
  EXPECT_EQ(parse_chance(ChanceKind::kCardPlayed, "qh")->to_string(), "QH");
  EXPECT_EQ(parse_chance(ChanceKind::kCardPlayed, "TS")->to_string(), "10S");
  EXPECT_EQ(parse_card("QH")->rank, kQueen);
  EXPECT_EQ(parse_card("QH")->suit, Suit::kHearts);
}

TEST(Chance, MalformedCardsSayWhatIsWrong) {
  EXPECT_EQ(parse_card("QX").error().message, "'QX': unknown suit 'X' (expected S, H, D or C)");
  EXPECT_EQ(parse_card("1H").error().message,
            "'1H': unknown rank '1' (expected A, 2-10, J, Q or K)");
  EXPECT_FALSE(parse_card("H").ok());
  EXPECT_FALSE(parse_card("").ok());
}

TEST(Chance, NoneTakesNoText) {
  EXPECT_TRUE(parse_chance(ChanceKind::kNone, "").ok());
  EXPECT_FALSE(parse_chance(ChanceKind::kNone, "6-5").ok());
}

TEST(Chance, DiceOutcomesAreTheTwentyOneRollsSummingToOne) {
  const auto outcomes = dice_pair_outcomes();
  ASSERT_EQ(outcomes.size(), 21u);
  double total = 0;
  for (const auto& outcome : outcomes) {
    total += outcome.probability;
    EXPECT_DOUBLE_EQ(outcome.probability, outcome.chance.is_double() ? 1.0 / 36 : 2.0 / 36);
  }
  EXPECT_DOUBLE_EQ(total, 1.0);
}

TEST(Chance, StickOutcomesAreBinomial) {
  const auto outcomes = stick_throw_outcomes(0.6);
  ASSERT_EQ(outcomes.size(), 5u);
  EXPECT_NEAR(outcomes[0].probability, 0.4 * 0.4 * 0.4 * 0.4, 1e-12);
  EXPECT_NEAR(outcomes[4].probability, 0.6 * 0.6 * 0.6 * 0.6, 1e-12);
  EXPECT_NEAR(outcomes[2].probability, 6 * 0.36 * 0.16, 1e-12);
  const double total =
      std::accumulate(outcomes.begin(), outcomes.end(), 0.0,
                      [](double sum, const auto& o) { return sum + o.probability; });
  EXPECT_NEAR(total, 1.0, 1e-12);
}

}  // namespace
}  // namespace arbitre::engine
