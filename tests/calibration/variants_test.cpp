// Which variants a board's calibration can referee: those of its board whose pieces all have a
// colour it learned; and the profile made for one of them.
#include <gtest/gtest.h>

#include "arbitre/calibration/variants.h"

namespace arbitre::calibration::variants_tests {
namespace {

using Names = std::vector<std::string>;

// A profile for `game` that learned the colours of `letters` (the colours' statistics do not
// matter here, only which letters have one).
Profile learned(const std::string& game, const std::string& letters) {
  Profile profile;
  profile.game = game;
  for (char letter : letters) profile.colours.pieces[letter] = ColourStats{};
  return profile;
}

TEST(PlayableVariants, AJacquetBoardPlaysBothRuleSets) {
  EXPECT_EQ(playable_variants(learned("jacquet", "WB")), (Names{"jacquet", "jacquet-advanced"}));
  EXPECT_EQ(playable_variants(learned("jacquet-advanced", "WB")),
            (Names{"jacquet", "jacquet-advanced"}));
}

// Two players of La Jacotte play two colours each: a profile from three players' start never
// saw the fourth colour (B).
TEST(PlayableVariants, OnlyVariantsWhosePiecesWereLearned) {
  EXPECT_EQ(playable_variants(learned("jacotte-4", "RYGBN")),
            (Names{"jacotte-2", "jacotte-3", "jacotte-4"}));
  EXPECT_EQ(playable_variants(learned("jacotte-3", "RYGN")), (Names{"jacotte-3"}));
  EXPECT_EQ(playable_variants(learned("jeson-jam", "LD")), (Names{"jeson-jam"}));
  // The profile's own game always, even with colours missing (its reader says what it lacks).
  EXPECT_EQ(playable_variants(learned("toc-4", "")), (Names{"toc-4"}));
}

TEST(ProfileForVariant, TakesTheVariantsGameAndDefaults) {
  Profile jacotte = learned("jacotte-4", "RYGBN");
  jacotte.options = {{"target", 150}, {"rounds", 3}};
  const auto two = profile_for_variant(jacotte, "jacotte-2");
  ASSERT_TRUE(two.ok()) << two.error().to_string();
  EXPECT_EQ(two->game, "jacotte-2");
  EXPECT_EQ(two->options.at("target"), 200);  // two players' default, not four players'
  EXPECT_EQ(two->options.at("rounds"), 0);
  EXPECT_EQ(two->colours.pieces.size(), 5u);
  // Its own game: the profile as it is, options included.
  const auto same = profile_for_variant(jacotte, "jacotte-4");
  ASSERT_TRUE(same.ok());
  EXPECT_EQ(same->options.at("rounds"), 3);
}

TEST(ProfileForVariant, RefusesAVariantItCannotReadNamingThoseItCan) {
  const auto four = profile_for_variant(learned("jacotte-3", "RYGN"), "jacotte-4");
  ASSERT_FALSE(four.ok());
  EXPECT_EQ(four.error().to_string(),
            "game: a calibration made for jacotte-3 can referee jacotte-3 (the pieces whose "
            "colours it learned), not jacotte-4");
  EXPECT_FALSE(profile_for_variant(learned("jacquet", "WB"), "toc-4").ok());
}

}  // namespace
}  // namespace arbitre::calibration::variants_tests
