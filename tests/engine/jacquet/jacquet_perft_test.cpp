// Perft-style regression: the number of legal moves (distinct end-of-turn positions) for each
// of the 21 rolls, from fixed positions, for both rule sets. The counts come from the
// generator after hand checks: the start (one postillon play per roll), the postillon
// position's 1-1 (4), 2-1 (2) and 2-2 (6), and the book's bearing-off examples (3-2: 6,
// 6-5: 2, 1-1: 25, 6-6: 1). Rolls in dice_pair_outcomes() order: 1-1, 2-1, 2-2, 3-1, ...
#include "arbitre/engine/perft.h"
#include "engine/jacquet/jacquet_helpers.h"

namespace arbitre::engine::jacquet::testing {
namespace {

using Counts = std::vector<std::size_t>;

Table start() {
  Table table;
  table.points = {{"m", "W15"}, {"a", "B15"}};
  table.white_postillon = "waiting";
  table.black_postillon = "waiting";
  return table;
}

// J4, J10: White's postillon on e, Black's on r.
Table postillon_in_flight() {
  Table table;
  table.points = {{"m", "W14"}, {"e", "W1"}, {"a", "B14"}, {"r", "B1"}};
  table.white_postillon = "e";
  table.black_postillon = "r";
  return table;
}

// J6: White one point short of m..r, without k and l.
Table near_block() {
  Table table;
  table.points = {{"m", "W6"}, {"n", "W2"}, {"o", "W2"}, {"p", "W2"},
                  {"q", "W2"}, {"g", "W1"}, {"a", "B15"}};
  table.black_postillon = "waiting";
  return table;
}

// J5, J11: jacquet.txt's bearing-off figure.
Table bearing_off() {
  Table table;
  table.points = {{"l", "W11"}, {"k", "W1"}, {"i", "W1"}, {"h", "W1"}, {"f", "W1"}, {"x", "B15"}};
  return table;
}

Counts counts(Table table, bool advanced) {
  table.advanced = advanced;
  auto state = build(table);
  Counts result;
  for (const auto& outcome : state->chance_outcomes()) {
    result.push_back(state->legal_moves(outcome.chance).size());
  }
  return result;
}

TEST(JacquetPerft, Original) {
  EXPECT_EQ(counts(start(), false), Counts(21, 1));
  EXPECT_EQ(counts(postillon_in_flight(), false),
            (Counts{4, 2, 6, 2, 3, 5, 2, 3, 3, 2, 2, 2, 1, 1, 1, 2, 2, 2, 2, 1, 1}));
  EXPECT_EQ(counts(near_block(), false), (Counts{106, 26, 124, 27,  27, 134, 27, 27, 28, 139, 22,
                                                 23,  23, 24,  121, 27, 27,  28, 29, 24, 136}));
  EXPECT_EQ(counts(bearing_off(), false),
            (Counts{25, 11, 7, 9, 6, 1, 9, 6, 5, 1, 5, 3, 3, 3, 1, 4, 4, 3, 3, 2, 1}));
}

TEST(JacquetPerft, Advanced) {
  EXPECT_EQ(counts(start(), true), Counts(21, 1));
  EXPECT_EQ(counts(postillon_in_flight(), true),
            (Counts{4, 2, 6, 2, 3, 5, 2, 3, 3, 2, 2, 2, 1, 1, 1, 2, 2, 2, 2, 1, 1}));
  // No k/l rule here: only the first-quadrant block m..r is refused (J6 advanced).
  EXPECT_EQ(counts(near_block(), true), (Counts{106, 26, 124, 27,  28, 134, 28, 27, 28, 140, 27,
                                                28,  28, 29,  158, 27, 27,  28, 29, 29, 136}));
  EXPECT_EQ(counts(bearing_off(), true),
            (Counts{25, 11, 7, 9, 6, 1, 9, 6, 5, 1, 5, 3, 3, 3, 1, 4, 4, 3, 3, 2, 1}));
}

// Depth 2 from the start: each postillon play leaves Black's postillon one play per roll.
TEST(JacquetPerft, StartDepthTwoAndThree) {
  for (bool advanced : {false, true}) {
    Table table = start();
    table.advanced = advanced;
    auto state = build(table);
    EXPECT_EQ(perft(*state, 2), 441u);
    EXPECT_EQ(perft(*state, 3), 10897u);
  }
}

}  // namespace
}  // namespace arbitre::engine::jacquet::testing
