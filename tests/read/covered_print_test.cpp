// A piece of the print's colour on a place the colours read empty, found by the ground it hides;
// a square the colours cannot place, seen empty by the ground it shows.
#include <utility>

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

// The least and the highest confidence of the places in `places` read as `content`, over
// every still of `f`.
std::pair<double, double> confidence_range(ReadFixture& f, const std::vector<std::string>& places,
                                           const std::string& content) {
  std::pair<double, double> range{1, 0};
  for (const auto& still : f.film.stills) {
    for (const auto& cell : read_still(f, still.image).cells) {
      if (cell.content != content ||
          std::find(places.begin(), places.end(), cell.cell) == places.end())
        continue;
      range = {std::min(range.first, cell.confidence), std::max(range.second, cell.confidence)};
    }
  }
  return range;
}

// Unseen film 17015's look: Light's pieces (#dbd5d5) on the white intersection circles of a
// white printed sheet, the camera close and blurred. The colours read every intersection empty
// (0.01-0.17), those under Light's pieces too; their ground does not show the empty print, and
// they are read at the confidence it gives. Without the look, Light's count of stones finds
// them (stone_counts.h), only unsurely.
TEST(TableReader, APieceOfThePrintsColourHidesTheIntersectionsPrint) {
  auto f = make_fixture("jeson-jam", 17015, 6);
  const auto places = intersections(f.layout);
  ASSERT_GT(places.size(), 15u);
  EXPECT_EQ(places_read_otherwise_than_the_truth(f, places), std::vector<std::string>{});
  const ReaderParams defaults;
  EXPECT_GT(confidence_range(f, places, "L").first, defaults.own_entry_empty_confidence);
  ReaderParams colours_only;
  colours_only.look_covered_match =
      0;  // under Light's (0.38-0.42): the colours and the count alone
  f.reader = TableReader::create(testing::start_profile(f.film, "jeson-jam"), colours_only).value();
  EXPECT_EQ(places_read_otherwise_than_the_truth(f, places), std::vector<std::string>{});
  EXPECT_LE(confidence_range(f, places, "L").first, defaults.own_entry_empty_confidence);
}

// Fresh film jeson-jam 20588's look: Light's cream stones (#f3ece1) on a pale printed sheet, far
// from the camera (1.15 px/mm). The colours read every place right but Light's stones by a margin
// of 4-5.5 (0.43-0.55) and many empty circles under 0.5, where the referee takes a place for
// misread (ReconcileParams::misread_confidence); their ground tells a stone (empty look matched
// at 0.22-0.44) from none (0.93-0.99), and gives them its confidence.
TEST(TableReader, AStoneOnAPaleSheetIsAsSureAsTheGroundItHides) {
  constexpr double kReadSurely = 0.5;  // the referee's misread_confidence
  auto f = make_fixture("jeson-jam", 20588, 6);
  const auto places = intersections(f.layout);
  EXPECT_EQ(places_read_otherwise_than_the_truth(f, places), std::vector<std::string>{});
  EXPECT_GE(confidence_range(f, places, "L").first, kReadSurely);
  EXPECT_GE(confidence_range(f, places, "").first, kReadSurely);
  ReaderParams colours_only;
  colours_only.look_covered_match = -3;  // never under
  colours_only.look_empty_match = 2;     // never over
  f.reader = TableReader::create(testing::start_profile(f.film, "jeson-jam"), colours_only).value();
  EXPECT_LT(confidence_range(f, places, "L").first, kReadSurely);
  EXPECT_LT(confidence_range(f, places, "").first, kReadSurely);
}

// Unseen still film toc-4 20619: Red's entry square s1.18 and s1.01 beside it, both empty, read
// 28-36 ΔE from their print's colour and from every pawn's (unknown_delta_e 28), as a hand would
// be: not visible, in every still. Their ground looks as it did empty (0.91-0.96): no hand hides
// the print's pattern. (s1.01's look matches at 0.68 in two stills: still not visible there.)
TEST(TableReader, ASquareThatLooksEmptyIsSeenWhateverItsColour) {
  auto f = make_fixture("toc-4", 20619, 4);
  EXPECT_EQ(places_read_otherwise_than_the_truth(f, {"s1.18"}), std::vector<std::string>{});
  ReaderParams no_look;
  no_look.look_empty_match = 2;  // no square looks empty
  f.reader = TableReader::create(testing::start_profile(f.film, "toc-4"), no_look).value();
  EXPECT_EQ(places_read_otherwise_than_the_truth(f, {"s1.18"}).size(), f.film.stills.size());
}

// Black's checker at the base of its dark teal point e (still film jacquet 20906, after its 11th
// move): its ground's luminance matches the empty start's at 0.94 in the stills, at 0.952 in the
// fresh film's video frames, against look_row_empty_match 0.95, while the colours read it by a
// margin of 31-33. A spot read as a checker by learn_margin or more keeps it whatever the look
// (the film read e one short, a one over: Black's 4-1 looked half played and was flagged). Here
// the bar at 0.93 puts the still's look over it, as the video's was.
TEST(TableReader, ACheckerTheColoursReadSurelyIsKeptWhereItsGroundLooksEmpty) {
  auto f = make_fixture("jacquet", 20906, 11);
  ReaderParams video_like;
  video_like.look_row_empty_match = 0.93;
  f.reader = TableReader::create(testing::start_profile(f.film, "jacquet"), video_like).value();
  EXPECT_EQ(places_read_otherwise_than_the_truth(f, {"a", "e"}), std::vector<std::string>{});
}

// Fresh film jacotte-4 22300 (30 moves): Blue's pawn came onto centre C4 beside its three
// neutrals, and one of them lay on the spot empty at the start. The colours read it by a margin
// of 10-12, yet its flat top matched the empty spot's flat look, and the spot was kept empty: C4
// read B+NN, which the record took for the pawn taking a neutral (B: L4.2 -> C4 +N), and every
// move of that stack after was flagged (17 false flags). A spot read as any piece by learn_margin
// keeps it.
TEST(TableReader, ANeutralTheColoursReadSurelyOnASpotEmptyAtTheStartIsKept) {
  auto f = make_fixture("jacotte-4", 22300, 8);
  EXPECT_EQ(places_read_otherwise_than_the_truth(f, {"C4"}), std::vector<std::string>{});
}

// Fresh film jacquet 27011 (1.8 px/mm, the light low and in front): the dice, thrown across the
// middle, cast long shadows over the tips of the points facing them, which the colours read as
// postillons, dark ones black and grey ones white, by margins of 0.1-2.9, in 7 stills of 10 (and
// the start rows one short each). Their ground is the start's look under a light falling off
// across the tip (look_shadow_match).
TEST(TableReader, ADiesShadowOverATipIsNoPostillon) {
  auto f = make_fixture("jacquet", 27011, 4);
  EXPECT_EQ(places_read_otherwise_than_the_truth(f, {"a", "m", "o", "p", "q", "u", "v", "x"}),
            std::vector<std::string>{});
}

}  // namespace
}  // namespace arbitre::read
