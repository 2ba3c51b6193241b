// Jeson Jam's trays and stone counts: a tray's plain print is no stone, and each colour's
// stones add up to the game's (vision/read/src/stone_counts.h).
#include "read_fixture.h"

namespace arbitre::read {
namespace {

std::vector<std::string> every_place(const vision::BoardLayout& layout) {
  std::vector<std::string> out;
  for (const auto& cell : layout.cells) out.push_back(cell.id);
  return out;
}

// Unseen still film 18017: Dark's prisoners' tray, a plain pale grey print, read as one or two
// Light stones by their colour; its ground is as flat as the start's look showed it.
TEST(TableReader, ATraysPlainPrintIsNoStone) {
  auto f = make_fixture("jeson-jam", 18017, 4);
  const auto places = every_place(f.layout);
  EXPECT_EQ(places_read_otherwise_than_the_truth(f, places), std::vector<std::string>{});
  ReaderParams correlated;
  correlated.look_flat_std = 0;  // flat looks correlated as any other: the start's noise
  f.reader = TableReader::create(testing::start_profile(f.film, "jeson-jam"), correlated).value();
  EXPECT_NE(places_read_otherwise_than_the_truth(f, places), std::vector<std::string>{});
}

// Unseen still film 18016: Light's pale stones on M1 and M5, whose circles' look matched at
// 0.51-0.64 under them (look_covered_match 0.5), read empty by their colour; Light then shows
// seven stones of nine, and the two intersections least like their empty look hold the rest.
// Unseen still film 18006: Dark's prisoners' pink tray read as three Light stones, Dark's hand
// as nine of eight: the flat look and the counts (ten Dark stones) settle both.
TEST(TableReader, EachColoursStonesAddUpToTheGames) {
  for (const uint64_t seed : {18016, 18006}) {
    auto f = make_fixture("jeson-jam", seed, 4);
    EXPECT_EQ(places_read_otherwise_than_the_truth(f, every_place(f.layout)),
              std::vector<std::string>{})
        << "seed " << seed;
  }
}

}  // namespace
}  // namespace arbitre::read
