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

}  // namespace
}  // namespace arbitre::read::detail
