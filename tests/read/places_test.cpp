// The reader's place-level rules on plain readings (no picture): vision/read/src/places.h.
#include <gtest/gtest.h>

#include "places.h"

namespace arbitre::read::detail {
namespace {

CellReading reading(std::string cell, std::string content, int count, double confidence) {
  CellReading out;
  out.cell = std::move(cell);
  out.content = std::move(content);
  out.count_min = out.count_max = count;
  out.confidence = confidence;
  return out;
}

// An empty loot printed in the neutrals' colour reads as thirty neutrals, more than the twelve
// in the game: that reading is the print. A place with a possible count is left as it is.
TEST(DropImpossibleNeutrals, APlaceWithMoreNeutralsThanTheGameHasShowsThePrint) {
  std::vector<CellReading> cells{reading("loot3", std::string(30, 'N'), 30, 0.9),
                                 reading("loot1", "NNRR", 4, 0.8), reading("C1", "+NNN", 3, 0.7)};
  drop_impossible_neutrals(cells, 12);
  EXPECT_EQ(cells[0].content, "");
  EXPECT_EQ(cells[0].count_min, 0);
  EXPECT_EQ(cells[0].count_max, 0);
  EXPECT_EQ(cells[0].confidence, 0);
  EXPECT_EQ(cells[1].content, "NNRR");
  EXPECT_EQ(cells[1].confidence, 0.8);
  EXPECT_EQ(cells[2].content, "+NNN");
}

TEST(DropImpossibleNeutrals, KeepsTheOtherPiecesOfThePlace) {
  std::vector<CellReading> cells{reading("loot2", std::string(13, 'N') + "RR", 15, 0.6)};
  drop_impossible_neutrals(cells, 12);
  EXPECT_EQ(cells[0].content, "RR");
  EXPECT_EQ(cells[0].count_min, 2);
  EXPECT_EQ(cells[0].count_max, 2);
  EXPECT_EQ(cells[0].confidence, 0);
}

// Each place within the game's neutrals, the whole view over them (fresh film jacotte-3 7005:
// the loots of seats 1 and 4 read as one and four neutrals, unsurely, beside the 11 in the
// centres): the places whose neutrals make up the excess, the least sure, show the print.
TEST(DropImpossibleNeutrals, NeutralsInViewBeyondTheGamesShowThePrint) {
  std::vector<CellReading> cells{reading("C1", "+NNN", 3, 0.32), reading("C2", "+NNN", 3, 0.58),
                                 reading("C3", "+NNN", 3, 0.62), reading("C4", "+NN", 2, 0.01),
                                 reading("loot1", "N", 1, 0.0),  reading("loot4", "NNNN", 4, 0.11)};
  drop_impossible_neutrals(cells, 11);
  const std::vector<std::string> kept{"+NNN", "+NNN", "+NNN", "+NN", "", ""};
  for (std::size_t i = 0; i < cells.size(); ++i) EXPECT_EQ(cells[i].content, kept[i]) << i;
  EXPECT_EQ(cells[5].count_max, 0);
  EXPECT_EQ(cells[5].confidence, 0);
  // No set of places makes up the excess exactly: the reading is left for the referee.
  std::vector<CellReading> odd{reading("C1", "+NNN", 3, 0.3), reading("loot1", "NN", 2, 0.1)};
  drop_impossible_neutrals(odd, 4);
  EXPECT_EQ(odd[1].content, "NN");
}

// Fresh film jacotte-4 16006: three centres' stacks read unsurely on the pale board (0.09, 0.05,
// 0.03), a plain loot's print as nine neutrals at 0.45; either makes up the nine too many. The
// centres still show the start's neutrals as they were: the loot is the print.
TEST(DropImpossibleNeutrals, PlacesShowingTheStartsNeutralsAreThePrintLast) {
  const std::vector<CellReading> read{
      reading("C1", "+NNN", 3, 0.09), reading("C2", "+NNN", 3, 0.05),
      reading("C3", "+NNN", 3, 0.37), reading("C4", "+NNN", 3, 0.03),
      reading("loot4", std::string(9, 'N'), 9, 0.45)};
  auto by_margins = read;
  drop_impossible_neutrals(by_margins, 12);
  EXPECT_EQ(by_margins[0].content, "");
  EXPECT_EQ(by_margins[4].content, std::string(9, 'N'));
  auto by_start = read;
  std::vector<std::size_t> asked;
  drop_impossible_neutrals(by_start, 12, [&](std::size_t p) {
    asked.push_back(p);
    return by_start[p].cell[0] == 'C';
  });
  const std::vector<std::string> kept{"+NNN", "+NNN", "+NNN", "+NNN", ""};
  for (std::size_t i = 0; i < by_start.size(); ++i) EXPECT_EQ(by_start[i].content, kept[i]) << i;
  EXPECT_EQ(asked, (std::vector<std::size_t>{0, 1, 2, 3, 4}));
  // Without too many in view the start's look is not asked for.
  auto within = read;
  within.pop_back();
  asked.clear();
  drop_impossible_neutrals(within, 12, [&](std::size_t p) {
    asked.push_back(p);
    return true;
  });
  EXPECT_TRUE(asked.empty());
}

// A pile the picture could not count allows every count of its colour within its range, and
// nothing else: another colour, a mixed point, a count outside; a counted pile allows no range.
TEST(Observation, ARangeHoldsTheCountsOfItsColourWithinIt) {
  CellReading row;
  row.content = "B5";
  row.count_min = 5;
  row.count_max = 15;
  EXPECT_TRUE(range_holds(row, "B14"));
  EXPECT_TRUE(range_holds(row, "B5"));
  EXPECT_TRUE(range_holds(row, "B15"));
  EXPECT_FALSE(range_holds(row, "B4"));
  EXPECT_FALSE(range_holds(row, "W14"));
  EXPECT_FALSE(range_holds(row, "B1W13"));
  EXPECT_FALSE(range_holds(row, ""));
  row.count_max = 5;  // counted: only read exactly, not as a range
  EXPECT_FALSE(range_holds(row, "B5"));
}

// A Jacotte stack seen from above is read by its top letter, its height not read: it holds
// every stack with that top (the last letter) and the loose neutrals counted beside it.
TEST(Observation, AStackReadByItsTopHoldsTheStacksUnderThatTop) {
  CellReading lane;
  lane.content = "Y";
  lane.count_min = 1;
  lane.count_max = 32;
  EXPECT_TRUE(range_holds(lane, "RY"));
  EXPECT_TRUE(range_holds(lane, "Y"));
  EXPECT_FALSE(range_holds(lane, "YR"));
  EXPECT_FALSE(range_holds(lane, ""));
  CellReading centre = lane;
  centre.content = "R+NN";
  EXPECT_TRUE(range_holds(centre, "NR+NN"));
  EXPECT_FALSE(range_holds(centre, "NR+N"));
  EXPECT_FALSE(range_holds(centre, "+NN"));
  lane.count_max = 1;  // a height read: only the one pawn, exactly
  EXPECT_FALSE(range_holds(lane, "RY"));
}

// A Jacquet point's row read White at its base by 35 and Black beside it by 7 (fresh film
// jacquet-advanced 29008: White's checker's shadow on a red point): the unsure Black is the
// print. A Black read by 12, surely, stays beside the White: a checker put on the opponent's
// point is for the referee to flag.
TEST(KeepOneColour, AnUnsureCheckerOfTheOtherColourOnAPointIsThePrint) {
  std::string classes = "WB...";
  keep_one_colour(classes, {35, 7, 12, 18, 8}, 10);
  EXPECT_EQ(classes, "W....");
  std::string sure = "WB...";
  keep_one_colour(sure, {35, 12, 12, 18, 8}, 10);
  EXPECT_EQ(sure, "WB...");
  std::string black_surer = "WBB..";
  keep_one_colour(black_surer, {6, 30, 25, 18, 8}, 10);
  EXPECT_EQ(black_surer, ".BB..");
}

}  // namespace
}  // namespace arbitre::read::detail
