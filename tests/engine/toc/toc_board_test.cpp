// The Toc board: cell ids, geometry, the drawing and occupancy (T1, T2, T10).
#include "toc_test_util.h"

namespace arbitre::engine {
namespace {

using namespace toc_test;

// T1: 18 squares a seat, sections s1..s4 (s1..s6 at 6 seats), 4 home squares, a waiting area.
TEST(TocBoard, T1_CellIdsOfFourAndSixSeats) {
  const auto four = toc::cell_ids(4);
  ASSERT_EQ(four.size(), 72u + 16u + 4u);
  EXPECT_EQ(four.front(), "s1.01");
  EXPECT_EQ(four[17], "s1.18");
  EXPECT_EQ(four[71], "s4.18");
  EXPECT_EQ(four[72], "home.R.1");
  EXPECT_EQ(four[87], "home.Y.4");
  EXPECT_EQ(four.back(), "wait.Y");
  const auto six = toc::cell_ids(6);
  ASSERT_EQ(six.size(), 108u + 24u + 6u);
  EXPECT_EQ(six[107], "s6.18");
  EXPECT_EQ(six.back(), "wait.W");
}

// T1: square 18 of a seat's section is its entry square; square 7 of every section jumps.
TEST(TocBoard, T1_EntryAndJumpSquares) {
  EXPECT_EQ(toc::loop_cell_id(toc::entry_square(0)), "s1.18");
  EXPECT_EQ(toc::loop_cell_id(toc::entry_square(3)), "s4.18");
  EXPECT_EQ(toc::loop_cell_id(toc::entry_square(5)), "s6.18");
  EXPECT_TRUE(toc::is_jump_square(6));
  EXPECT_TRUE(toc::is_jump_square(24));
  EXPECT_FALSE(toc::is_jump_square(7));
  EXPECT_EQ(toc::seat_colour(4), "Black");
  EXPECT_EQ(toc::seat_letter(5), 'W');
}

TEST(TocBoard, T1_ParseCellIds) {
  using Kind = toc::CellRef::Kind;
  EXPECT_EQ(toc::parse_cell_id("s2.07", 4).index, 24);
  EXPECT_EQ(toc::parse_cell_id("home.G.3", 4).kind, Kind::kHomeSquare);
  EXPECT_EQ(toc::parse_cell_id("home.G.3", 4).index, 3);
  EXPECT_EQ(toc::parse_cell_id("wait.Y", 4).seat, 3);
  EXPECT_EQ(toc::parse_cell_id("wait.K", 4).kind, Kind::kNone);  // Black sits only at 6
  EXPECT_EQ(toc::parse_cell_id("s5.01", 4).kind, Kind::kNone);
  EXPECT_EQ(toc::parse_cell_id("s1.19", 4).kind, Kind::kNone);
  EXPECT_EQ(toc::parse_cell_id("s1.7", 4).kind, Kind::kNone);
  EXPECT_EQ(toc::parse_cell_id("home.R.5", 4).kind, Kind::kNone);
}

// toc.txt "Au début du jeu tous les pions se trouvent hors du parcours devant leur entrée
// respective."
TEST(TocBoard, StartAllPawnsWaiting) {
  auto state = make_game(4, {{"hands", "hidden"}})->new_initial_state(3);
  EXPECT_EQ(state->to_string(),
            "toc-4 hands hidden: Green to play, 0 cards played\n"
            "      1     7         18  home  wait\n"
            "s1 R  ......*..........>  ....  4\n"
            "s2 G  ......*..........>  ....  4\n"
            "s3 B  ......*..........>  ....  4\n"
            "s4 Y  ......*..........>  ....  4\n");
  EXPECT_EQ(state->occupancy(),
            (Occupancy{{"wait.R", "R4"}, {"wait.G", "G4"}, {"wait.B", "B4"}, {"wait.Y", "Y4"}}));
}

TEST(TocBoard, DrawingAndOccupancyOfAPosition) {
  auto state = hidden(4, {{"R", "s1.14 s2.01 home.R.2"}, {"G", "s2.04 s2.18"}, {"B", "s2.07"}});
  EXPECT_EQ(state->to_string(),
            "toc-4 hands hidden: Red to play, 0 cards played\n"
            "      1     7         18  home  wait\n"
            "s1 R  ......*......R...>  .R..  1\n"
            "s2 G  R..G..B..........G  ....  2\n"
            "s3 B  ......*..........>  ....  3\n"
            "s4 Y  ......*..........>  ....  4\n");
  EXPECT_EQ(state->occupancy(), (Occupancy{{"s1.14", "R"},
                                           {"s2.01", "R"},
                                           {"home.R.2", "R"},
                                           {"s2.04", "G"},
                                           {"s2.18", "G"},
                                           {"s2.07", "B"},
                                           {"wait.R", "R1"},
                                           {"wait.G", "G2"},
                                           {"wait.B", "B3"},
                                           {"wait.Y", "Y4"}}));
}

// T1: six seats, 108 squares; seat names clockwise.
TEST(TocBoard, T1_SixSeats) {
  auto state = hidden(6, {{"W", "s6.18"}, {"K", "s1.02"}}, "W");
  EXPECT_EQ(state->num_seats(), 6);
  EXPECT_EQ(state->seat_name(4), "Black");
  EXPECT_EQ(state->to_string(),
            "toc-6 hands hidden: White to play, 0 cards played\n"
            "      1     7         18  home  wait\n"
            "s1 R  .K....*..........>  ....  4\n"
            "s2 G  ......*..........>  ....  4\n"
            "s3 B  ......*..........>  ....  4\n"
            "s4 Y  ......*..........>  ....  4\n"
            "s5 K  ......*..........>  ....  3\n"
            "s6 W  ......*..........W  ....  3\n");
  // White's pawn goes on clockwise from s6.18 into s1.01: the loop closes.
  EXPECT_EQ(moves(*state, "3S"), (Strings{"W s6.18>s1.03"}));
}

}  // namespace
}  // namespace arbitre::engine
