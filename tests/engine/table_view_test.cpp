// TableView: how a place's reading is compared with the record, and its JSON form.
#include <gtest/gtest.h>

#include "arbitre/engine/table_view.h"

namespace arbitre::engine {
namespace {

PlaceView seen(std::string content, int least = 0, int most = 0, double confidence = 0.9) {
  return {true, std::move(content), least, most, confidence};
}

TEST(PlaceAgrees, ExactTextAgrees) {
  EXPECT_TRUE(place_agrees("W3", seen("W3", 3, 3)));
  EXPECT_FALSE(place_agrees("W3", seen("W4", 4, 4)));
  EXPECT_FALSE(place_agrees("", seen("B1", 1, 1)));
  EXPECT_FALSE(place_agrees("B1", seen("")));
}

TEST(PlaceAgrees, AnUncountedPileHoldsAnyCountInItsRange) {
  EXPECT_TRUE(place_agrees("W14", seen("W10", 10, 15)));
  EXPECT_FALSE(place_agrees("W9", seen("W10", 10, 15)));
  EXPECT_FALSE(place_agrees("B14", seen("W10", 10, 15)));
  EXPECT_FALSE(place_agrees("W12^", seen("W10", 10, 15)));  // the postillon's mark must match
}

TEST(PlaceAgrees, AStackSeenFromAboveShowsItsTop) {
  EXPECT_TRUE(place_agrees("GYR", seen("R", 1, 20)));
  EXPECT_FALSE(place_agrees("GRY", seen("R", 1, 20)));
  EXPECT_FALSE(place_agrees("GYR", seen("R", 1, 1)));  // counted as one: not a stack of three
  EXPECT_TRUE(place_agrees("NR+NN", seen("R+NN", 1, 20)));
  EXPECT_FALSE(place_agrees("NR+N", seen("R+NN", 1, 20)));
}

TEST(PlaceAgrees, AHiddenPlaceNeverDisagrees) {
  PlaceView hidden = seen("");
  hidden.visible = false;
  EXPECT_TRUE(place_agrees("W3", hidden));
}

TEST(TableView, DisagreeingPlacesAndTheViewsOccupancy) {
  TableView view;
  view.places = {{"a", seen("W10", 10, 15)}, {"b", seen("B1", 1, 1)}, {"c", seen("")}};
  const Occupancy record = {{"a", "W14"}, {"c", "B1"}};
  const std::vector<std::string> cells = {"a", "b", "c"};
  EXPECT_EQ(disagreeing_places(record, view, cells), (std::vector<std::string>{"b", "c"}));
  // The record settles what the camera could not count; the reading stands elsewhere.
  EXPECT_EQ(view_occupancy(view, record, cells), (Occupancy{{"a", "W14"}, {"b", "B1"}}));
  EXPECT_TRUE(view.complete(cells));
  view.places["b"].visible = false;
  EXPECT_FALSE(view.complete(cells));
  EXPECT_FALSE(view.complete({"a", "b", "c", "d"}));
}

// A checker moved off a full row: the row's count, which the camera cannot see, keeps the
// colour's total, so that the rules judge the move that was made.
TEST(TableView, TheOnlyUncountedPileOfAColourKeepsItsTotal) {
  const std::vector<std::string> cells = {"a", "e", "m", "s"};
  const Occupancy record = {{"a", "B15"}, {"m", "W15"}};
  TableView view;
  view.places = {{"a", seen("B5", 5, 15)},
                 {"e", seen("B1", 1, 1)},
                 {"m", seen("W5", 5, 15)},
                 {"s", seen("B1", 1, 1)}};
  EXPECT_EQ(view_occupancy(view, record, cells),
            (Occupancy{{"a", "B13"}, {"e", "B1"}, {"m", "W15"}, {"s", "B1"}}));
  view.places["a"] = seen("B5", 14, 15);  // not as low as 13: the record's count stays
  EXPECT_EQ(view_occupancy(view, record, cells).at("a"), "B15");
}

TEST(TableView, JsonRoundTrip) {
  TableView view;
  view.places = {{"a", seen("W10", 10, 15, 0.75)}, {"b", seen("")}};
  view.places["b"].visible = false;
  view.chance =
      ChanceView{Chance::dice(6, 5), "", 0.5, {0.93, 0.5}, {{412.25, 300, 22}, {450, 310.5, 21}}};
  const auto back = table_view_from_json(table_view_to_json(view), ChanceKind::kDicePair);
  ASSERT_TRUE(back.ok()) << back.error().to_string();
  EXPECT_EQ(back->places.at("a").count_max, 15);
  EXPECT_DOUBLE_EQ(back->places.at("a").confidence, 0.75);
  EXPECT_FALSE(back->places.at("b").visible);
  ASSERT_TRUE(back->chance.has_value());
  EXPECT_EQ(back->chance->chance, Chance::dice(6, 5));
  EXPECT_EQ(back->chance->die_confidence, (std::vector<double>{0.93, 0.5}));
  ASSERT_EQ(back->chance->dice_at.size(), 2u);
  EXPECT_DOUBLE_EQ(back->chance->dice_at[0].x, 412.3);  // a tenth of a pixel
  EXPECT_DOUBLE_EQ(back->chance->dice_at[1].side, 21);
}

TEST(TableView, BadJsonNamesTheField) {
  const auto bad_count = table_view_from_json(
      nlohmann::json::parse(R"({"places": {"a": {"content": "W3", "count": [5, 2]}}})"),
      ChanceKind::kDicePair);
  ASSERT_FALSE(bad_count.ok());
  EXPECT_EQ(bad_count.error().field, "places.a.count");
  const auto bad_chance = table_view_from_json(
      nlohmann::json::parse(R"({"places": {}, "chance": {"text": "9-9"}})"), ChanceKind::kDicePair);
  ASSERT_FALSE(bad_chance.ok());
  EXPECT_EQ(bad_chance.error().field, "chance.text");
  const auto one_die = table_view_from_json(
      nlohmann::json::parse(
          R"({"places": {}, "chance": {"text": "6-5", "die_confidence": [0.9]}})"),
      ChanceKind::kDicePair);
  ASSERT_FALSE(one_die.ok());
  EXPECT_EQ(one_die.error().field, "chance.die_confidence");
  const auto one_spot = table_view_from_json(
      nlohmann::json::parse(R"({"places": {}, "chance": {"text": "6-5", "dice_at": [[1, 2, 3]]}})"),
      ChanceKind::kDicePair);
  ASSERT_FALSE(one_spot.ok());
  EXPECT_EQ(one_spot.error().field, "chance.dice_at");
}

// The same dice read again lie where they lay, give or take the reading's jitter; one die
// farther than its side from both of the last reading's was thrown (or moved) again.
TEST(ChanceView, DiceThatLieElsewhereWereThrownAgain) {
  const ChanceView before{Chance::dice(3, 2), "", 1, {}, {{400, 300, 24}, {436, 306, 24}}};
  ChanceView now = before;
  now.dice_at = {{437, 305, 23}, {402, 298, 25}};  // the same spots, listed the other way
  EXPECT_FALSE(thrown_again(before, now));
  now.dice_at[0] = {470, 330, 24};
  EXPECT_TRUE(thrown_again(before, now));
  now.dice_at.clear();  // not known: never a throw of its own
  EXPECT_FALSE(thrown_again(before, now));
}

// Unseen film 16002: Black's 4-1 read 6-1, the 6 at 0.41, then 4-1 where the dice lay: the same
// dice read again. The renderer's sample: Black's 2-2 (0.64, 0.94), then White's 2-1 landing
// within a quarter of a side of it: the sure 2 shows a 1, so those dice were thrown again.
TEST(ChanceView, TheSameDiceReadAgainKeepTheirPlacesAndSureNumbers) {
  const ChanceView six_one{
      Chance::dice(6, 1), "", 0.41, {0.41, 1.0}, {{665, 292, 28}, {688, 211.5, 32}}};
  const ChanceView four_one{
      Chance::dice(4, 1), "", 0.86, {0.86, 1.0}, {{667.5, 291.5, 27}, {690, 212, 32}}};
  EXPECT_TRUE(same_dice_read_again(six_one, four_one, 0.8));
  // Matched by place, either way round: a 1-1 (listed from the other die) keeps the sure 1; a 4
  // on the sure 1's place does not.
  ChanceView crossed = four_one;
  crossed.chance = Chance::dice(1, 1);
  crossed.dice_at = {four_one.dice_at[1], four_one.dice_at[0]};
  EXPECT_TRUE(same_dice_read_again(six_one, crossed, 0.8));
  crossed.chance = Chance::dice(4, 1);
  EXPECT_FALSE(same_dice_read_again(six_one, crossed, 0.8));
  const ChanceView double_two{
      Chance::dice(2, 2), "", 0.64, {0.64, 0.94}, {{425, 317, 40}, {547.5, 334, 42}}};
  const ChanceView two_one{
      Chance::dice(2, 1), "", 0.98, {1.0, 0.98}, {{435, 321.5, 40}, {550.5, 331, 40}}};
  EXPECT_FALSE(same_dice_read_again(double_two, two_one, 0.8));
  EXPECT_TRUE(same_dice_read_again(double_two, two_one, 0.95));  // the 2 at 0.94 not trusted
  ChanceView elsewhere = four_one;
  elsewhere.dice_at[0] = {720, 330, 27};
  EXPECT_FALSE(same_dice_read_again(six_one, elsewhere, 0.8));
  elsewhere.dice_at.clear();
  EXPECT_FALSE(same_dice_read_again(six_one, elsewhere, 0.8));
}

// A die read surely keeps its number in every misreading of the throw; without each die's
// confidence, the least sure stands for both.
TEST(ChanceView, AMisreadingChangesOnlyTheUnsureDice) {
  const ChanceView read{Chance::dice(2, 2), "", 0.74, {0.74, 0.91}, {}};
  EXPECT_TRUE(could_misread(read, Chance::dice(2, 2), 0.8));
  EXPECT_TRUE(could_misread(read, Chance::dice(5, 2), 0.8));
  EXPECT_TRUE(could_misread(read, Chance::dice(2, 1), 0.8));
  EXPECT_FALSE(could_misread(read, Chance::dice(3, 1), 0.8));
  const ChanceView mixed{Chance::dice(6, 3), "", 0.6, {0.95, 0.6}, {}};
  EXPECT_TRUE(could_misread(mixed, Chance::dice(6, 1), 0.8));
  EXPECT_TRUE(could_misread(mixed, Chance::dice(6, 6), 0.8));
  EXPECT_FALSE(could_misread(mixed, Chance::dice(5, 3), 0.8));
  EXPECT_TRUE(could_misread(mixed, Chance::dice(5, 3), 0.99));  // neither die trusted
  ChanceView least_only = mixed;
  least_only.die_confidence.clear();
  EXPECT_TRUE(could_misread(least_only, Chance::dice(5, 3), 0.8));
  const ChanceView sure_card{Chance::card({kQueen, Suit::kHearts}), "", 0.9, {}, {}};
  EXPECT_FALSE(could_misread(sure_card, Chance::card({kQueen, Suit::kDiamonds}), 0.8));
  EXPECT_FALSE(could_misread(sure_card, Chance::sticks(2), 0.1));  // another kind of chance
}

}  // namespace
}  // namespace arbitre::engine
