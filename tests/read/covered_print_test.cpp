// A piece of the print's colour on a place the colours read empty, found by the ground it hides.
#include "read_fixture.h"

namespace arbitre::read {
namespace {

std::vector<std::string> intersections(const vision::BoardLayout& layout) {
  std::vector<std::string> out;
  for (const auto& cell : layout.cells) {
    if (cell.role != "tray") out.push_back(cell.id);
  }
  return out;
}

// Unseen film 17015's look: Light's pieces (#dbd5d5) on the white intersection circles of a
// white printed sheet, the camera close and blurred. The colours read every intersection empty
// (0.01-0.17), those under Light's pieces too; their ground does not show the empty print.
TEST(TableReader, APieceOfThePrintsColourHidesTheIntersectionsPrint) {
  auto f = make_fixture("jeson-jam", 17015, 6);
  const auto places = intersections(f.layout);
  ASSERT_GT(places.size(), 15u);
  EXPECT_EQ(places_read_otherwise_than_the_truth(f, places), std::vector<std::string>{});
  ReaderParams colours_only;
  colours_only.look_covered_match = -3;  // never under: the colours alone
  f.reader = TableReader::create(testing::start_profile(f.film, "jeson-jam"), colours_only).value();
  EXPECT_NE(places_read_otherwise_than_the_truth(f, places), std::vector<std::string>{});
}

}  // namespace
}  // namespace arbitre::read
