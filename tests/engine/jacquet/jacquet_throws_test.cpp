// The reconciler on Jacquet's dice: the same numbers thrown again, the same dice read again.
#include <algorithm>

#include "jacquet_reconcile_util.h"

namespace arbitre::engine::jacquet {
namespace {

using testing::black_to_move;
using testing::texts;
using testing::view_of;

// `table` with the dice high-low lying at `spots`, the first read at `first`, the other surely.
TableView dice_view(const Occupancy& table, const std::vector<std::string>& cells, int high,
                    int low, double first, const std::vector<DieSpot>& spots) {
  auto view = view_of(table, cells, high, low);
  view.chance->die_confidence = {first, 1.0};
  view.chance->confidence = std::min(first, 1.0);
  view.chance->dice_at = spots;
  return view;
}

// Where Black's dice lie in these tests, and where White's.
const std::vector<DieSpot> kBlacks = {{400, 300, 24}, {436, 306, 24}};
const std::vector<DieSpot> kWhites = {{520, 180, 24}, {470, 200, 24}};

// `start` after Black's checker on k went seven points, to r (k/l l/r on a 6-1).
Occupancy seven_points_from_k(const Occupancy& start) {
  Occupancy seven = start;
  seven.erase("k");
  seven["r"] = "B1";
  return seven;
}

// Black's a/c c/f on a 3-2 from `start`.
Occupancy three_two_played(const Occupancy& start) {
  Occupancy played = start;
  played["a"] = "B12";
  played["f"] = "B1";
  return played;
}

// What a referee of `start` says of `views`, in order.
std::vector<std::string> refereed(const State& start, const std::vector<std::string>& cells,
                                  const std::vector<TableView>& views) {
  Reconciler reconciler(start.clone(), cells);
  std::vector<std::string> seen;
  for (const auto& view : views) {
    for (const auto& text : texts(reconciler.observe(view))) seen.push_back(text);
  }
  return seen;
}

// Black plays a 3-2; White throws 3-2 too, and moves one checker six points (unseen film 15012).
// Read where Black's dice lay, the 3-2 is Black's, played: White's move passes for a legal one
// on a throw nobody read. Read elsewhere on the table, it is White's throw, and the move
// breaks a rule.
TEST(JacquetReconcile, TheSameNumbersWhereTheDiceDidNotLieAreAThrowOfTheirOwn) {
  const auto start = testing::build(black_to_move());
  const auto cells = testing::make(false)->cell_ids();
  const auto& blacks = kBlacks;
  const auto dice_at = [&](const Occupancy& table, const std::vector<DieSpot>& spots) {
    auto view = view_of(table, cells, 3, 2);
    view.chance->dice_at = spots;
    return view;
  };
  Occupancy black_moved = start->occupancy();  // a/c c/f
  black_moved["a"] = "B12";
  black_moved["f"] = "B1";
  Occupancy white_moved = black_moved;  // m/s: six points on a 3-2
  white_moved["m"] = "W11";
  white_moved["s"] = "W2";
  const auto referee = [&](const std::vector<DieSpot>& whites) {
    Reconciler reconciler(start->clone(), cells);
    std::vector<std::string> seen;
    const auto look = [&](const TableView& view) {
      for (const auto& text : texts(reconciler.observe(view))) seen.push_back(text);
    };
    look(dice_at(start->occupancy(), blacks));
    look(dice_at(black_moved, blacks));
    look(dice_at(black_moved, whites));
    for (int view = 0; view < 3; ++view) look(dice_at(white_moved, whites));
    return seen;
  };
  EXPECT_EQ(
      referee(blacks),
      (std::vector<std::string>{"Black throws 3-2", "Black 3-2 a/c c/f (legal)", "White throws 4-2",
                                "White 4-2 m/o o/s (legal, throw not seen: inferred)"}));
  const auto& whites = kWhites;
  EXPECT_EQ(referee(whites),
            (std::vector<std::string>{
                "Black throws 3-2", "Black 3-2 a/c c/f (legal)", "White throws 3-2",
                "FLAG illegal (jacquet.txt Déplacement des dames) White 3-2: the checkers moved 6 "
                "points in all, but 3-2 moves 5 (or 3 or 2 when one die cannot be played); legal: "
                "m/o o/r, m/o p/s, m/p s/u"}));
}

// Black's 4-1 read 6-1, the 4 at 0.41, and Black moves one checker seven points: recorded as a
// legal 6-1 (unseen film 16002). The same dice, where they lay, read 4-1 surely next: the same
// throw read again, not White's, and the move is judged again under it. Read unsurely, or once
// the dice lie elsewhere (White's throw), the record stands.
TEST(JacquetReconcile, DiceReadAgainSurelyWhereTheyLayJudgeTheMoveAgain) {
  const auto start = testing::build(black_to_move());
  const auto cells = testing::make(false)->cell_ids();
  const auto& blacks = kBlacks;
  const auto dice = [&](const Occupancy& table, int high, int low, double first,
                        const std::vector<DieSpot>& spots) {
    return dice_view(table, cells, high, low, first, spots);
  };
  const Occupancy seven = seven_points_from_k(start->occupancy());
  Occupancy legal = start->occupancy();  // a/b b/f
  legal["a"] = "B12";
  legal["f"] = "B1";
  // The throw and the move, three views of the dice read again, then (`take_back`) two of the
  // move taken back and two of a legal 4-1.
  const auto referee = [&](double again, const std::vector<DieSpot>& spots, bool take_back) {
    Reconciler reconciler(start->clone(), cells);
    std::vector<std::string> seen;
    const auto look = [&](const Occupancy& table, int high, int low, double first,
                          const std::vector<DieSpot>& at) {
      for (const auto& text : texts(reconciler.observe(dice(table, high, low, first, at))))
        seen.push_back(text);
    };
    look(start->occupancy(), 6, 1, 0.41, blacks);
    look(seven, 6, 1, 0.41, blacks);
    for (int view = 0; view < 3; ++view) look(seven, 4, 1, again, spots);
    for (int view = 0; view < 2 && take_back; ++view) look(start->occupancy(), 4, 1, again, spots);
    for (int view = 0; view < 2 && take_back; ++view) look(legal, 4, 1, again, spots);
    return seen;
  };
  const std::string flag =
      "FLAG illegal (jacquet.txt Déplacement des dames) Black 4-1: the checkers moved 7 points in "
      "all, but 4-1 moves 5 (or 4 or 1 when one die cannot be played); legal: a/b b/f, a/b k/o, "
      "a/e k/l";
  const std::string revised =
      "REVISED: 6-1 k/l l/r taken back: the same dice read again surely show another throw, "
      "under which the move is illegal";
  EXPECT_EQ(referee(0.86, blacks, true),
            (std::vector<std::string>{"Black throws 6-1", "Black 6-1 k/l l/r (legal)", flag,
                                      revised, "flag resolved: the table matches the record again",
                                      "Black 4-1 a/b b/f (legal)"}));
  // The move taken back before the dice are read again (the film): flagged, and over at once.
  Reconciler film(start->clone(), cells);
  std::vector<std::string> seen;
  for (const auto& view :
       {dice(start->occupancy(), 6, 1, 0.41, blacks), dice(seven, 6, 1, 0.41, blacks),
        dice(start->occupancy(), 4, 1, 0.86, blacks)}) {
    for (const auto& text : texts(film.observe(view))) seen.push_back(text);
  }
  EXPECT_EQ(seen, (std::vector<std::string>{"Black throws 6-1", "Black 6-1 k/l l/r (legal)", flag,
                                            revised,
                                            "flag resolved: the table matches the record again"}));
  // Read again unsurely: not White's throw; the move taken back is revised away, unflagged.
  EXPECT_EQ(referee(0.53, blacks, true),
            (std::vector<std::string>{
                "Black throws 6-1", "Black 6-1 k/l l/r (legal)",
                "REVISED: 6-1 k/l l/r taken back: the table shows the position before them again",
                "Black throws 4-1", "Black 4-1 a/b b/f (legal)"}));
  const auto& whites = kWhites;
  EXPECT_EQ(referee(0.86, whites, false),
            (std::vector<std::string>{"Black throws 6-1", "Black 6-1 k/l l/r (legal)",
                                      "White throws 4-1"}));
}

// The same with the 6 read at 0.79, nearly sure: read again as a 4 at 0.81 (fresh film jacquet
// 21604, a smaller window over White's 4 for one view), the reading is hardly surer than the one
// it contradicts and the move stands; at 0.9 its doubt is under half the first's, and it is
// judged again.
TEST(JacquetReconcile, DiceReadAgainHardlySurerLeaveTheMove) {
  const auto start = testing::build(black_to_move());
  const auto cells = testing::make(false)->cell_ids();
  const auto& blacks = kBlacks;
  const Occupancy seven = seven_points_from_k(start->occupancy());
  const auto referee = [&](double again) {
    return refereed(*start, cells,
                    {dice_view(start->occupancy(), cells, 6, 1, 0.79, blacks),
                     dice_view(seven, cells, 6, 1, 0.79, blacks),
                     dice_view(seven, cells, 4, 1, again, blacks)});
  };
  EXPECT_EQ(referee(0.81),
            (std::vector<std::string>{"Black throws 6-1", "Black 6-1 k/l l/r (legal)"}));
  const auto judged_again = referee(0.9);
  ASSERT_EQ(judged_again.size(), 4u) << ::testing::PrintToString(judged_again);
  EXPECT_EQ(judged_again[2].rfind("FLAG illegal", 0), 0u) << judged_again[2];
}

// The same dice read again surely in the view that first shows the move (unseen film 16002, as
// it was refereed at 461c455): the unsure 6-1 no longer explains Black's seven points, the 4-1
// replaces it, and the move is flagged under it. Read again unsurely, those dice are taken for
// the 6-1 misread, which still explains it.
TEST(JacquetReconcile, DiceReadAgainSurelyBeforeTheMoveReplaceTheUnsureReading) {
  const auto start = testing::build(black_to_move());
  const auto cells = testing::make(false)->cell_ids();
  const auto& blacks = kBlacks;
  const Occupancy seven = seven_points_from_k(start->occupancy());
  const auto referee = [&](double again) {
    Reconciler reconciler(start->clone(), cells);
    std::vector<std::string> seen;
    const auto look = [&](const Occupancy& table, int high, int low, double first) {
      auto view = view_of(table, cells, high, low);
      view.chance->die_confidence = {first, 1.0};
      view.chance->confidence = first;
      view.chance->dice_at = blacks;
      for (const auto& text : texts(reconciler.observe(view))) seen.push_back(text);
    };
    look(start->occupancy(), 6, 1, 0.38);
    for (int view = 0; view < 3; ++view) look(seven, 4, 1, again);
    return seen;
  };
  EXPECT_EQ(referee(0.91),
            (std::vector<std::string>{
                "Black throws 6-1", "Black throws 4-1",
                "FLAG illegal (jacquet.txt Déplacement des dames) Black 4-1: the checkers moved 7 "
                "points in all, but 4-1 moves 5 (or 4 or 1 when one die cannot be played); legal: "
                "a/b b/f, a/b k/o, a/e k/l"}));
  EXPECT_EQ(referee(0.53),
            (std::vector<std::string>{"Black throws 6-1", "Black 6-1 k/l l/r (legal)"}));
}

// The same from Black's pile, counted as a range: a/b a/g on the 6-1 read, the 4-1 read again
// surely while the table still shows the move. One flag, kept while the table stays so.
TEST(JacquetReconcile, DiceReadAgainSurelyJudgeAMoveFromAPileOnce) {
  const auto start = testing::build(black_to_move());
  const auto cells = testing::make(false)->cell_ids();
  const auto& blacks = kBlacks;
  const auto dice = [&](const Occupancy& table, int high, double first) {
    auto view = view_of(table, cells, high, 1);
    view.chance->die_confidence = {first, 1.0};
    view.chance->confidence = first;
    view.chance->dice_at = blacks;
    return view;
  };
  Occupancy played = start->occupancy();  // a/b a/g
  played["a"] = "B11";
  played["b"] = "B1";
  played["g"] = "B1";
  Reconciler reconciler(start->clone(), cells);
  std::vector<std::string> seen;
  const auto look = [&](const TableView& view) {
    for (const auto& text : texts(reconciler.observe(view))) seen.push_back(text);
  };
  look(dice(start->occupancy(), 6, 0.41));
  look(dice(played, 6, 0.41));
  for (int view = 0; view < 4; ++view) look(dice(played, 4, 0.9));
  ASSERT_EQ(seen.size(), 4u) << ::testing::PrintToString(seen);
  EXPECT_EQ(seen[1], "Black 6-1 a/b a/g (legal)");
  EXPECT_EQ(seen[2].rfind("FLAG illegal (jacquet.txt Déplacement des dames) Black 4-1:", 0), 0u)
      << seen[2];
  EXPECT_EQ(seen[3].rfind("REVISED: 6-1 a/b a/g taken back", 0), 0u) << seen[3];
  look(dice(start->occupancy(), 4, 0.9));
  EXPECT_EQ(seen.back(), "flag resolved: the table matches the record again");
}

// Black's 3-2 played, its dice still lying where they fell; the next views read its 3 unsurely,
// then as a 4, unsurely too (rendered film 20502: White's 4-2, bumped, read 5-2 and taken for
// Black's throw, under which Black's real 5-4 was flagged illegal). The same dice misread: no
// throw.
// White's throw, where Black's dice did not lie, is a throw.
TEST(JacquetReconcile, TheLastDiceReadOtherwiseOnlyWhereUnsureAreNoThrow) {
  const auto start = testing::build(black_to_move());
  const auto cells = testing::make(false)->cell_ids();
  const auto& blacks = kBlacks;
  const auto& whites = kWhites;
  const auto dice = [&](const Occupancy& table, int high, int low, double first,
                        const std::vector<DieSpot>& spots) {
    return dice_view(table, cells, high, low, first, spots);
  };
  const Occupancy black_moved = three_two_played(start->occupancy());
  const auto seen =
      refereed(*start, cells,
               {dice(start->occupancy(), 3, 2, 0.95, blacks), dice(black_moved, 3, 2, 0.95, blacks),
                dice(black_moved, 3, 2, 0.6, blacks), dice(black_moved, 4, 2, 0.7, blacks),
                dice(black_moved, 6, 5, 0.95, whites)});
  EXPECT_EQ(seen, (std::vector<std::string>{"Black throws 3-2", "Black 3-2 a/c c/f (legal)",
                                            "White throws 6-5"}));
}

// Black's sure 6-1, then a sure 4-3 where its dice did not lie, while Black's checker leaves k
// for r unseen (kept film jacquet 20565: Black's j/k k/q, q's checker dark on a red point). A
// throw read surely lying flat on the board is no throw to throw again: the 4-3 is White's, and
// Black's seven points were played on the 6-1, not on the 4-3 that reaches the same point.
TEST(JacquetReconcile, SureDiceThrownOverASureThrowAreTheNextPlayers) {
  const auto start = testing::build(black_to_move());
  const auto cells = testing::make(false)->cell_ids();
  const auto& blacks = kBlacks;
  const auto& whites = kWhites;
  const Occupancy black_moved = seven_points_from_k(start->occupancy());
  const auto unseen_on_r = [&](int high, int low, double k_sureness,
                               const std::vector<DieSpot>& spots) {
    auto view = dice_view(black_moved, cells, high, low, 1.0, spots);
    view.places["k"].confidence = k_sureness;
    view.places["r"] = {true, "", 0, 0, 0.3};
    return view;
  };
  const auto seen = refereed(
      *start, cells,
      {dice_view(start->occupancy(), cells, 6, 1, 1.0, blacks), unseen_on_r(6, 1, 0.4, blacks),
       unseen_on_r(4, 3, 0.9, whites), unseen_on_r(4, 3, 0.9, whites)});
  EXPECT_EQ(seen, (std::vector<std::string>{"Black throws 6-1", "White throws 4-3",
                                            "Black 6-1 k/l l/r (legal, misread r)"}));
}

// Black's 3-2 played, read surely; the same dice then read with the 3 as a 4 at 0.38 (fresh film
// jacquet-advanced 21704: Black's played 4-1 read 5-1, the 5 at 0.38 beside a sure 1, was taken for
// White's throw, and its sure 1 made White's 6-4 illegal). Read otherwise only where that reading
// is unsure, they are the same dice misread, whatever the sure reading before; read surely as
// they were next, they are no throw either.
TEST(JacquetReconcile, DiceReadOtherwiseOnlyWhereThisReadingIsUnsureAreNoThrow) {
  const auto start = testing::build(black_to_move());
  const auto cells = testing::make(false)->cell_ids();
  const Occupancy black_moved = three_two_played(start->occupancy());
  const auto seen = refereed(*start, cells,
                             {dice_view(start->occupancy(), cells, 3, 2, 0.95, kBlacks),
                              dice_view(black_moved, cells, 3, 2, 0.95, kBlacks),
                              dice_view(black_moved, cells, 4, 2, 0.38, kBlacks),
                              dice_view(black_moved, cells, 3, 2, 0.95, kBlacks),
                              dice_view(black_moved, cells, 6, 5, 0.95, kWhites)});
  EXPECT_EQ(seen, (std::vector<std::string>{"Black throws 3-2", "Black 3-2 a/c c/f (legal)",
                                            "White throws 6-5"}));
}

// Black's 3-2 read first with its 3 as a 4 at 0.6, played, then read surely as 3-2 where the dice
// lay (fresh film jacquet-advanced 21704: White's 6-4, its 4 read as a 2 at 0.63, then as a 4 at
// 0.85, was taken for Black's throw, and Black's real 4-2 for that throw misread). The same dice
// read right at last are no throw; White's, where Black's dice did not lie, is.
TEST(JacquetReconcile, DiceReadOtherwiseOnlyWhereTheLastReadingWasUnsureAreNoThrow) {
  const auto start = testing::build(black_to_move());
  const auto cells = testing::make(false)->cell_ids();
  const Occupancy black_moved = three_two_played(start->occupancy());
  const auto seen = refereed(*start, cells,
                             {dice_view(start->occupancy(), cells, 4, 2, 0.6, kBlacks),
                              dice_view(black_moved, cells, 4, 2, 0.6, kBlacks),
                              dice_view(black_moved, cells, 4, 2, 0.6, kBlacks),
                              dice_view(black_moved, cells, 3, 2, 0.95, kBlacks),
                              dice_view(black_moved, cells, 6, 5, 0.95, kWhites)});
  EXPECT_EQ(seen, (std::vector<std::string>{"Black throws 4-2", "Black throws 3-2",
                                            "Black 3-2 a/c c/f (legal, throw not seen: inferred)",
                                            "White throws 6-5"}));
}

}  // namespace
}  // namespace arbitre::engine::jacquet
