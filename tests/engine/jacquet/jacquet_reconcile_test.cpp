// The reconciler on Jacquet: piles counted as ranges, dice lying on points, acceptances revised.
#include "arbitre/engine/reconciler.h"
#include "jacquet_helpers.h"

namespace arbitre::engine::jacquet {
namespace {

using testing::Table;

// Black to move (rendered film 104, tuning): Black's pile of 13 on a, a checker out on k.
Table black_to_move() {
  Table table;
  table.points = {{"a", "B13"}, {"h", "W1"}, {"k", "B1"}, {"m", "W12"},
                  {"p", "W1"},  {"s", "W1"}, {"v", "B1"}};
  table.to_move = "black";
  return table;
}

// What the camera sees of `table`: every place read at `confidence`, a pile of more than five
// as a full row (its count a range, as the reader says it), the dice `high`-`low` beside.
TableView view_of(const Occupancy& table, const std::vector<std::string>& cells, int high, int low,
                  double confidence = 0.9) {
  TableView view;
  for (const auto& cell : cells) {
    const auto it = table.find(cell);
    const std::string content = it == table.end() ? "" : it->second;
    const int count = content.empty() ? 0 : std::stoi(content.substr(1));
    PlaceView place{true, content, count, count, confidence};
    if (count > 5) place = {true, content.substr(0, 1) + "5", 5, 15, confidence};
    view.places[cell] = place;
  }
  view.chance = ChanceView{Chance::dice(high, low), "", 0.95, {}};
  return view;
}

std::vector<std::string> texts(const std::vector<RefereeEvent>& events) {
  std::vector<std::string> out;
  for (const auto& event : events) out.push_back(event.to_string());
  return out;
}

// A move accepted with a place taken for a misreading is taken back: the table shows the
// position before it again, where the pile's range hides one checker's return and the other
// place reads unsurely. The record itself with that place misread explains the table too, but
// the position before the move explains it exactly: the move is revised away, though a die
// hides another point.
TEST(JacquetReconcile, AMoveAcceptedOverAMisreadIsRevisedWhenTakenBack) {
  const auto start = testing::build(black_to_move());
  const auto cells = testing::make(false)->cell_ids();
  Reconciler referee(start->clone(), cells);
  referee.observe(view_of(start->occupancy(), cells, 6, 4));
  Occupancy moved = {{"a", "B12"}, {"h", "W1"}, {"k", "B2"}, {"m", "W12"},
                     {"p", "W1"},  {"s", "W1"}, {"v", "B1"}};
  auto ghost = view_of(moved, cells, 6, 4);
  ghost.places["f"] = {true, "B1", 1, 1, 0.3};  // an unsure checker nobody moved there
  EXPECT_EQ(texts(referee.observe(ghost)),
            (std::vector<std::string>{"Black 6-4 a/e e/k (legal, misread f)"}));
  auto back = view_of(start->occupancy(), cells, 6, 4);
  back.places["k"].confidence = 0.4;
  back.places["x"].visible = false;  // a die lying there: the places the move changed show
  EXPECT_EQ(texts(referee.observe(back)),
            (std::vector<std::string>{"REVISED: 6-4 a/e e/k taken back: the table shows the "
                                      "position before them again"}));
  EXPECT_EQ(referee.state().occupancy(), start->occupancy());
}

// A die lying on a point for the rest of the turn hides it, and its throw cannot be read: the
// move the other places show is recorded once the same table has been read three times.
TEST(JacquetReconcile, AnInferredMoveBesideAHiddenPointIsRecorded) {
  const auto start = testing::build(black_to_move());
  const auto cells = testing::make(false)->cell_ids();
  Reconciler referee(start->clone(), cells);
  Occupancy moved = {{"a", "B12"}, {"h", "W1"}, {"k", "B2"}, {"m", "W12"},
                     {"p", "W1"},  {"s", "W1"}, {"v", "B1"}};
  auto view = view_of(moved, cells, 6, 4);
  view.chance.reset();
  view.places["x"].visible = false;
  EXPECT_TRUE(referee.observe(view).empty());
  EXPECT_TRUE(referee.observe(view).empty());
  const auto events = referee.observe(view);
  ASSERT_FALSE(events.empty());
  EXPECT_EQ(events.back().to_string(), "Black 6-4 a/e e/k (legal, throw not seen: inferred)");
}

// A throw read with one die unsure and one sure (a far die, rendered film 3000): a move only a
// throw without the sure die's number explains breaks a rule; one the unsure die's misreading
// explains is recorded, the throw inferred.
TEST(JacquetReconcile, ASureDieRulesOutThrowsWithoutItsNumber) {
  const auto start = testing::build(black_to_move());
  const auto cells = testing::make(false)->cell_ids();
  const auto unsure_twos = [&](const Occupancy& table) {
    auto view = view_of(table, cells, 2, 2);
    view.chance->confidence = 0.74;
    view.chance->die_confidence = {0.74, 0.91};
    return view;
  };
  Occupancy three_one = start->occupancy();  // k/l l/o: the 1 and the 3 of a 3-1
  three_one.erase("k");
  three_one["o"] = "B1";
  Reconciler strict(start->clone(), cells);
  strict.observe(unsure_twos(start->occupancy()));
  strict.observe(unsure_twos(three_one));
  const auto flagged = strict.observe(unsure_twos(three_one));
  ASSERT_FALSE(flagged.empty());
  EXPECT_EQ(flagged.back().to_string(),
            "FLAG illegal (J2) Black 2-2: a checker cannot rest on point m, not even between two "
            "dice: White holds it; legal: a/c a/c a/c a/c, a/c a/c c/e c/e, a/c c/e e/g g/i");

  Occupancy two_one = start->occupancy();  // k/l l/n: the 1 and the 2 of a 2-1
  two_one.erase("k");
  two_one["n"] = "B1";
  Reconciler lenient(start->clone(), cells);
  lenient.observe(unsure_twos(start->occupancy()));
  EXPECT_TRUE(lenient.observe(unsure_twos(two_one)).empty());  // seen once: maybe a misreading
  EXPECT_EQ(texts(lenient.observe(unsure_twos(two_one))),
            (std::vector<std::string>{"Black throws 2-1",
                                      "Black 2-1 k/l l/n (legal, throw not seen: inferred)"}));
}

}  // namespace
}  // namespace arbitre::engine::jacquet
