// The game's counts of pieces in the reading: Jeson Jam's trays and stones (a tray's plain print
// is no stone, each colour's stones add up to the game's: vision/read/src/stone_counts.h), and a
// Toc seat's pawns found where the looks single one out or one stands apart from all the others,
// and taken back from the reading nearest its bar (classify.cpp, find_missing_pawns and
// drop_left_home_spots).
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

// Fresh film jeson-jam 21801, seen low from Dark's side: the empty ninth spot of Dark's hand of
// eight, its pale print between the stones' shadows, read as a Light stone. Counted, the tray held
// nine, and Dark's stone on T1 was read off the board for the tenth; a hand's tray holds only its
// colour's stones.
TEST(TableReader, AHandsTrayHoldsOnlyItsColoursStones) {
  auto f = make_fixture("jeson-jam", 21801, 4);
  EXPECT_EQ(places_read_otherwise_than_the_truth(f, {"DH", "T1"}), std::vector<std::string>{});
}

// Tuning still film jeson-jam 36: the spots of Light's grey hand tray its stones left read empty
// by their colours (17 ΔE from the cream stone), yet their flat print correlated with the flat
// stone tops the start showed there, and they were kept as stones: the tray counted too many and
// the stone count read real Light stones off the board for them.
TEST(TableReader, ATraySpotReadEmptyByAWideMarginHasLostItsStone) {
  auto f = make_fixture("jeson-jam", 36, 4);
  EXPECT_EQ(places_read_otherwise_than_the_truth(f, every_place(f.layout)),
            std::vector<std::string>{});
}

// The same film twenty moves on: the cream stones Dark took, lying in its grey prisoners' tray,
// read as Light's by their colours (about 20 ΔE from the print), yet the flat stone tops matched
// the flat print the start showed there, and the spots were kept empty: the tray counted one or
// none for two to four, and the count put the missing stones in Light's empty hand.
TEST(TableReader, ATraySpotReadAsAStoneByAWideMarginHoldsOne) {
  auto f = make_fixture("jeson-jam", 36, 20);
  EXPECT_EQ(places_read_otherwise_than_the_truth(f, {"DP", "LH"}), std::vector<std::string>{});
}

// Fresh film jeson-jam 20588's look, far from the camera (1.15 px/mm): Light's cream stones heaped
// in its hand's pale tray counted short in three stills (5, 5, 4 for 6), no circle's ground unlike
// its empty look: the missing stones are the hand's. (In the film, read two short at 0.08, a
// stone's shadow on H6, matched at 0.795, was taken for the missing stone, and the referee took
// Light's drop on H5 for one on H6.)
TEST(TableReader, AStoneNoCircleHidesIsInItsHandsTray) {
  auto f = make_fixture("jeson-jam", 20588, 6);
  EXPECT_EQ(places_read_otherwise_than_the_truth(f, every_place(f.layout)),
            std::vector<std::string>{});
}

// Tuning still film toc-6 9: a far, blurred board whose squares' looks match their start's under
// 0.8 on about fifty empty squares. White shows a pawn too few in four stills (its waiting area
// read one short); the least alike square, s5.10, read as that pawn, a ghost.
TEST(TableReader, NoPawnIsGuessedWhereTheLooksSingleOutNoSquare) {
  auto f = make_fixture("toc-6", 9, 4);
  EXPECT_EQ(places_read_otherwise_than_the_truth(f, {"s5.10"}), std::vector<std::string>{});
}

// Unseen still film toc-6 20701, a far board (1.31 px/mm): White shows a pawn too few, and about
// thirty empty squares match their start's look under 0.8, so the looks single out nothing. In
// stills 23 and 48 one square alone has a colour nearer White's pawn than its print (s6.18, then
// s1.05, whose looks the pawn left over their bars): the pawn stands there. In stills 36 and 50
// two squares are so (s1.05 and s1.17 for one pawn); in still 50 s1.05 alone is as near White
// as White's pawns read in the still, and holds the pawn (since session 60). In still 36 nothing
// is guessed; in still 39 no square is nearer White.
TEST(TableReader, APawnTheColoursAloneSingleOutIsFoundWhereTheLooksCannot) {
  auto f = make_fixture("toc-6", 20701, 4);
  const auto wrong = places_read_otherwise_than_the_truth(f, every_place(f.layout));
  const std::vector<std::string> left = {"stills/000036.jpg s1.05: , W",
                                         "stills/000039.jpg s1.05: , W"};
  EXPECT_EQ(wrong, left);
}

// Unseen still film toc-6 20708 (1.25 px/mm): White's pawn on the white square s1.03 keeps a
// look over its bar, as do 111 empty squares, and none stands apart; the square is the only one
// read empty whose colour is nearer White's pawn than its print. The colours single the pawn out,
// as where the looks single out nothing (before, stills 42 and 44 read it empty). Found so, it is
// read unsurely: a guess the count makes.
TEST(TableReader, APawnTheColoursSingleOutIsFoundWhereNoLookStandsApart) {
  auto f = make_fixture("toc-6", 20708, 4);
  EXPECT_EQ(places_read_otherwise_than_the_truth(f, {"s1.03", "wait.W"}),
            std::vector<std::string>{});
  for (const auto& still : f.film.stills) {
    if (still.frame.at("still").get<std::string>() != "stills/000042.jpg") continue;
    for (const auto& cell : read_still(f, still.image).cells) {
      if (cell.cell == "s1.03") {
        EXPECT_LE(cell.confidence, ReaderParams{}.own_entry_empty_confidence);
      }
    }
  }
}

// Tuning still film toc-6 23 (about 1.2 px/mm): White's pawn on the white square s1.03 seen from
// the side reaches over the ground of s1.04 beside it, whose look then matches its start the
// less (0.66 against 0.74), the only two squares under their bar. The count took s1.04 (stills
// 33 and 37); of the two, only s1.03's colour is nearer White's pawn than its print, and the
// pawn is found there.
// Tuning still film toc-4 4 likewise: Green's pawn on its entry square s2.18 was put on its home
// spot home.G.1. (The rule's clause for the seat's own entry square, where the colour cannot tell,
// changes none of these stills; fresh film toc-6 21103 is where it shows, docs/reading.md.)
TEST(TableReader, AMissingPawnIsFoundWhereTheLookAndTheColourAgree) {
  auto f = make_fixture("toc-6", 23, 4);
  EXPECT_EQ(places_read_otherwise_than_the_truth(f, {"s1.03", "s1.04"}),
            std::vector<std::string>{});
  auto entry = make_fixture("toc-4", 4, 4);
  EXPECT_EQ(places_read_otherwise_than_the_truth(entry, {"s2.18", "home.G.1"}),
            std::vector<std::string>{});
}

// Tuning still film toc-6 11: Yellow's empty entry square s4.18, printed yellow, read as its
// pawn (its look matched at 0.88-0.89, the bar 0.9), and s1.01, which White's pawn on s6.18
// blurs over, read as White's (0.72-0.73, the bar 0.8). Each seat then showed a pawn too many,
// and the count took it from the waiting area, whose spots matched the start's look at 0.92 or
// more (the bar 0.8): four stills read wrong on both. The square nearer its bar is the ghost.
// The reading next in line (here each seat's waiting area) is read unsurely too: it was nearly
// as likely the wrong one.
TEST(TableReader, APawnTooManyIsTakenFromTheReadingNearestItsBar) {
  auto f = make_fixture("toc-6", 11, 4);
  EXPECT_EQ(places_read_otherwise_than_the_truth(f, {"s1.01", "s4.18", "wait.W", "wait.Y"}),
            std::vector<std::string>{});
  const double unsure = ReaderParams{}.own_entry_empty_confidence;
  int counted = 0;
  for (const auto& still : f.film.stills) {
    if (still.frame.at("still").get<std::string>() != "stills/000042.jpg") continue;
    for (const auto& cell : read_still(f, still.image).cells) {
      if (cell.cell == "wait.W" || cell.cell == "wait.Y" || cell.cell == "s1.01" ||
          cell.cell == "s4.18") {
        EXPECT_LE(cell.confidence, unsure) << cell.cell;
        ++counted;
      }
    }
  }
  EXPECT_EQ(counted, 4);
}

// Tuning still film toc-6 12: Yellow's three waiting pawns stand bunched, one beside its spot,
// which then matches the start's look (a pawn on it) under look_start_match though its colour
// reads Yellow by 30 or more; Yellow's empty entry square s4.18, printed yellow, reads as its
// pawn by 2-6.4, its look a little under look_own_entry_match. Yellow shows a pawn too many: the
// faint reading is the ghost, not the waiting pawn (before: s4.18 read Yellow and the area one
// short in three stills). Without the rule (a share of 0) the looks alone chose the spot.
TEST(TableReader, APawnTooManyIsTheReadingItsColourMakesFaint) {
  auto f = make_fixture("toc-6", 12, 4);
  const std::vector<std::string> places = {"s4.18", "wait.Y"};
  EXPECT_EQ(places_read_otherwise_than_the_truth(f, places), std::vector<std::string>{});
  ReaderParams looks_alone;
  looks_alone.faint_colour_share = 0;
  f.reader = TableReader::create(testing::start_profile(f.film, "toc-6"), looks_alone).value();
  EXPECT_NE(places_read_otherwise_than_the_truth(f, places), std::vector<std::string>{});
}

// Tuning still film toc-6 98: White's pawn on the white square s1.09, whose look matched the
// empty start's at 0.82, over look_empty_match, read empty in two stills. The empty squares of
// White's colour matched at 0.98 at the median, 0.94 at the least: the pawn's stands apart.
TEST(TableReader, APawnWhoseSquareLooksUnlikeEveryOtherIsFound) {
  auto f = make_fixture("toc-6", 98, 4);
  EXPECT_EQ(places_read_otherwise_than_the_truth(f, {"s1.09", "wait.W"}),
            std::vector<std::string>{});
  ReaderParams params;
  params.look_outlier_mads = 1e9;  // no square stands apart
  f.reader = TableReader::create(testing::start_profile(f.film, "toc-6"), params).value();
  EXPECT_EQ(places_read_otherwise_than_the_truth(f, {"s1.09"}).size(), 2U);
  // The pawn's square lies 20-21 deviations out, the next beyond its neighbours 5: not 10 times.
  params = ReaderParams{};
  params.look_outlier_apart = 10;
  f.reader = TableReader::create(testing::start_profile(f.film, "toc-6"), params).value();
  EXPECT_EQ(places_read_otherwise_than_the_truth(f, {"s1.09"}).size(), 2U) << "apart";
}

// Still film toc-6 7111 (rendered for the unseen set, since tuned on): White's white pawns on its
// white waiting area, told from the empty print by the look alone. Once a pawn left, the others
// matched the start's look at 0.77-0.80 (look_start_match 0.8): the area read one to three pawns
// short in 8 of 10 stills. The spots most like the start hold the pawns the count misses.
TEST(TableReader, WaitingPawnsTheCountMissesStandWhereTheStartsLookIsKept) {
  auto f = make_fixture("toc-6", 7111, 4);
  EXPECT_EQ(places_read_otherwise_than_the_truth(f, {"wait.W"}), std::vector<std::string>{});
}

// Tuning still film toc-6 21102 (1.24 px/mm): White's pawn on its own entry square s6.18, white
// on the white print, read empty by the colours (margin 0.1) in 12 stills. Its look matched the
// empty start's at 0.38-0.41, 23-27 median deviations under the board's median, but ten squares
// matched under 0.8 and the next (s4.15, s5.06) at 0.66-0.69, not half as far: no look stood
// apart by the usual test. The seat's own entry square, where the colours cannot tell, is the
// pawn's when it is the least alike of all by look_outlier_mads.
TEST(TableReader, APawnOnItsOwnEntrySquareLeastLikeItsStartIsFound) {
  auto f = make_fixture("toc-6", 21102, 12);
  EXPECT_EQ(places_read_otherwise_than_the_truth(f, {"s6.18"}), std::vector<std::string>{});
}

// Tuning still film toc-6 21603 (1.59 px/mm): White's pawn entered s1.06, a white pawn on a pale
// square, read empty by the colours (margin 1.7); the waiting spot it left, white sheet in the
// other pawns' shade, still read as White by 6.4 though its ground matched the start's look at
// 0.42 where the three pawns there matched 0.96-1.0. White counted its 4 pawns and nothing was
// searched: the square both cues gave to White (its colour nearer White than the print, its look
// 0.70 under 0.8) holds the pawn, and the spot is empty.
TEST(TableReader, AWaitingSpotReadAgainstItsLookGivesItsPawnToTheSquareBothCuesPoint) {
  auto f = make_fixture("toc-6", 21603, 12);
  EXPECT_EQ(places_read_otherwise_than_the_truth(f, {"s1.06"}), std::vector<std::string>{});
}

// Fresh still film toc-6 22732 (1.28 px/mm): White's pawn on s1.08, read White by the colours
// (2.0-2.2 from White, as its waiting pawns' 1.6-3.4) and vetoed by a look of 0.84-0.89 over the
// bar; with nine squares under their bar the looks single out nothing, and three squares had a
// colour nearer White than their print (Green's washed-out entry square 11-13 from White). The
// one as near White as White's pawns read in the frame holds the pawn: 14 stills wrong before,
// 2 left here (in the rendered stills the eval writes as JPEG, none).
TEST(TableReader, AMissingPawnIsOnTheOneSquareAsNearItsColourAsItsPawnsRead) {
  auto f = make_fixture("toc-6", 22732, 12);
  const std::vector<std::string> left = {"stills/000069.jpg s1.08: , W",
                                         "stills/000116.jpg s1.08: , W"};
  EXPECT_EQ(places_read_otherwise_than_the_truth(f, {"s1.08"}), left);
}

}  // namespace
}  // namespace arbitre::read
