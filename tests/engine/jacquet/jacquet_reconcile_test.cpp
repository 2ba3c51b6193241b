// The reconciler on Jacquet: piles counted as ranges, dice lying on points, acceptances revised.
#include "arbitre/engine/random.h"
#include "arbitre/engine/random_play.h"
#include "jacquet_reconcile_util.h"

namespace arbitre::engine::jacquet {
namespace {

using testing::black_to_move;
using testing::Table;
using testing::texts;
using testing::view_of;
using testing::white_to_move;

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

// A pile read unsurely with fewer checkers (its upper ones not seen) is no misread piece: beside
// one place misread otherwise (the checker a move brought there, read empty), the move is
// recorded. Fresh film jacquet 21302: Black's a/c w/x, a's 10 read as 4 at 0.04, c empty at
// 0.15, was flagged as an illegal move. More checkers than the record's, or another colour, are
// misreadings of their own: two misread places, as many as the record itself would need.
TEST(JacquetReconcile, APileReadShortUsesNoneOfTheMisreadAllowance) {
  const auto start = testing::build(black_to_move());
  const auto cells = testing::make(false)->cell_ids();
  Occupancy moved = start->occupancy();  // a/e a/g
  moved["a"] = "B11";
  moved["e"] = "B1";
  moved["g"] = "B1";
  for (const std::string pile : {"B4", "B13", "W4"}) {
    Reconciler referee(start->clone(), cells);
    referee.observe(view_of(start->occupancy(), cells, 6, 4));
    auto view = view_of(moved, cells, 6, 4);
    view.places["e"] = {true, "", 0, 0, 0.15};  // Black's checker there, unseen
    const int count = std::stoi(pile.substr(1));
    view.places["a"] = {true, pile, count, count, 0.04};
    std::vector<std::string> seen;
    for (int i = 0; i < 2; ++i) {
      for (const auto& text : texts(referee.observe(view))) seen.push_back(text);
    }
    if (pile == "B4") {
      EXPECT_EQ(seen, (std::vector<std::string>{"Black 6-4 a/e a/g (legal, misread a, e)"}));
    } else {
      EXPECT_EQ(referee.state().occupancy(), start->occupancy())
          << pile << ": " << ::testing::PrintToString(seen);
    }
  }
}

// A move recorded on a throw read surely, beside a misread place, is not revised into a move on a
// throw nobody read when the next views show the next player's move: the reading says what was
// thrown. Fresh film jacquet 21305: Black's 6-3 a/g t/w, g's checker read empty and a's pile a
// range, was revised into a 2-1 t/u u/w once White's 6-2 was read, and Black's later moves were
// judged on that wrong record.
TEST(JacquetReconcile, AMoveOnASureThrowIsNotRevisedIntoOneOnAThrowNobodyRead) {
  const auto start = testing::build(black_to_move());
  const auto cells = testing::make(false)->cell_ids();
  Reconciler referee(start->clone(), cells);
  referee.observe(view_of(start->occupancy(), cells, 6, 3));
  Occupancy black_moved = start->occupancy();  // a/g k/n
  black_moved["a"] = "B12";
  black_moved["g"] = "B1";
  black_moved.erase("k");
  black_moved["n"] = "B1";
  auto view = view_of(black_moved, cells, 6, 3);
  view.places["g"] = {true, "", 0, 0, 0.3};  // Black's checker there, unseen
  std::vector<std::string> seen;
  for (int i = 0; i < 2; ++i) {
    for (const auto& text : texts(referee.observe(view))) seen.push_back(text);
  }
  EXPECT_EQ(seen, (std::vector<std::string>{"Black 6-3 a/g k/n (legal, misread g)"}));
  Occupancy white_moved = black_moved;  // m/s m/o
  white_moved["m"] = "W10";
  white_moved["s"] = "W2";
  white_moved["o"] = "W1";
  view = view_of(white_moved, cells, 6, 2);
  view.places["g"] = {true, "", 0, 0, 0.3};
  seen.clear();
  for (int i = 0; i < 3; ++i) {
    for (const auto& text : texts(referee.observe(view))) seen.push_back(text);
  }
  EXPECT_EQ(seen,
            (std::vector<std::string>{"White throws 6-2", "White 6-2 m/o m/s (legal, misread g)"}));
  EXPECT_EQ(referee.state().occupancy(), white_moved);
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

// Black's 6-4 read, then White's move played and White's dice picked up before the table settled
// (rendered film 6003): White's checker leaves a pile whose count is a range and lands on r,
// read unsurely. Black's move alone explains the table but for r; Black's and White's moves
// explain all of it, on a throw nobody read, once the same table is read again.
TEST(JacquetReconcile, TheNextPlayersMoveExplainsWhatWouldBeAMisreadPlace) {
  const auto start = testing::build(black_to_move());
  const auto cells = testing::make(false)->cell_ids();
  Reconciler referee(start->clone(), cells);
  referee.observe(view_of(start->occupancy(), cells, 6, 4));
  Occupancy both = {{"a", "B12"}, {"h", "W1"}, {"k", "B2"}, {"m", "W11"},
                    {"p", "W1"},  {"r", "W1"}, {"s", "W1"}, {"v", "B1"}};
  auto view = view_of(both, cells, 6, 4);
  view.chance.reset();  // White's dice, thrown, played and picked up
  view.places["r"].confidence = 0.38;
  EXPECT_TRUE(referee.observe(view).empty());  // a throw nobody read: seen once, not yet
  EXPECT_EQ(texts(referee.observe(view)),
            (std::vector<std::string>{"Black 6-4 a/e e/k (legal)", "White throws 3-2",
                                      "White 3-2 m/o o/r (legal, throw not seen: inferred)"}));
  EXPECT_EQ(referee.state().occupancy(), both);
}

// White's checker gone from p, its throw unread and every other point read unsurely (rendered
// film 6003, x read empty at 0.18 for a second): many legal moves explain the table but for the
// point it went to, so the referee waits for a view that reads it rather than flag at once; a
// table that stays so (the checker knocked off the board) is flagged a second later.
TEST(JacquetReconcile, ACheckerGoneWhereNoPointShowsItWaitsForTheNextViews) {
  const auto start = testing::build(white_to_move());
  const auto cells = testing::make(false)->cell_ids();
  Occupancy gone = start->occupancy();
  gone.erase("p");
  auto view = view_of(gone, cells, 6, 4, 0.3);
  view.chance.reset();
  view.places["p"].confidence = 0.9;  // surely empty: not a misreading of the record
  Reconciler knocked(start->clone(), cells);
  for (int i = 1; i < ReconcileParams{}.ambiguous_views; ++i)
    EXPECT_TRUE(knocked.observe(view).empty()) << "view " << i;
  const auto flagged = knocked.observe(view);
  ASSERT_EQ(flagged.size(), 1u);
  EXPECT_EQ(flagged[0].kind, EventKind::kFlag);

  Reconciler moved(start->clone(), cells);
  EXPECT_TRUE(moved.observe(view).empty());
  EXPECT_TRUE(moved.observe(view).empty());
  EXPECT_TRUE(moved.observe(view).empty());  // read twice alike: a misreading would be flagged
  Occupancy on_u = gone;
  on_u["u"] = "W1";
  auto read_u = view_of(on_u, cells, 6, 4, 0.3);
  read_u.chance.reset();
  read_u.places["p"].confidence = 0.9;
  moved.observe(read_u);
  const auto recorded = moved.observe(read_u);
  ASSERT_FALSE(recorded.empty());
  EXPECT_EQ(recorded.back().kind, EventKind::kMove);
  EXPECT_EQ(moved.state().occupancy(), on_u);
}

// White's 1-1 played from a full row (unseen film jacquet-advanced 11017): m/n m/n n/o n/o
// leaves two checkers on o, read as one and unsurely, and a die hides q. The record (o empty)
// explains that view but for o; so does m/n n/o o/p p/q (o empty, a checker on the hidden q).
// The move whose only misreading is o's count is the one played.
TEST(JacquetReconcile, AMoveFromAFullRowReadWithACountWrongIsRecorded) {
  const auto start = testing::build(white_to_move());
  const auto cells = testing::make(false)->cell_ids();
  Reconciler referee(start->clone(), cells);
  EXPECT_EQ(texts(referee.observe(view_of(start->occupancy(), cells, 1, 1))),
            (std::vector<std::string>{"White throws 1-1"}));
  Occupancy moved = start->occupancy();
  moved["m"] = "W10";
  moved["o"] = "W2";
  auto view = view_of(moved, cells, 1, 1);
  view.places["o"] = {true, "W1", 1, 1, 0.01};
  view.places["q"].visible = false;
  EXPECT_EQ(texts(referee.observe(view)),
            (std::vector<std::string>{"White 1-1 m/n m/n n/o n/o (legal, misread o)"}));
  // Read so without the throw's move, the record stands: an empty place read as a checker is no
  // count misread.
  Reconciler waiting(start->clone(), cells);
  waiting.observe(view_of(start->occupancy(), cells, 1, 1));
  auto ghost = view_of(start->occupancy(), cells, 1, 1);
  ghost.places["f"] = {true, "W1", 1, 1, 0.01};
  EXPECT_TRUE(waiting.observe(ghost).empty());
  EXPECT_EQ(waiting.state().occupancy(), start->occupancy());
}

// A board read unsurely throughout (fresh film jacquet 25011: every place at 0.03-0.47, every one
// right): Black's 6-6 a/g a/g a/g a/g, the pile on a uncounted, g's four checkers read at 0.4.
// The record explains the view but for g, which it takes for a misreading; the 6-6 read on the
// table explains every place: the move is recorded, open to another look.
TEST(JacquetReconcile, AMoveTheThrowReadExplainsExactlyWinsOverTheRecordWithAMisread) {
  const auto start = testing::build(black_to_move());
  const auto cells = testing::make(false)->cell_ids();
  Reconciler referee(start->clone(), cells);
  auto thrown = view_of(start->occupancy(), cells, 6, 6, 0.3);
  thrown.chance->confidence = 0.56;  // under chance_trust: read, not trusted
  EXPECT_EQ(texts(referee.observe(thrown)), (std::vector<std::string>{"Black throws 6-6"}));
  Occupancy moved = start->occupancy();
  moved["a"] = "B9";
  moved["g"] = "B4";
  auto view = view_of(moved, cells, 6, 6, 0.3);
  view.chance->confidence = 0.56;
  view.places["g"].confidence = 0.4;
  EXPECT_EQ(texts(referee.observe(view)),
            (std::vector<std::string>{"Black 6-6 a/g a/g a/g a/g (legal)"}));
  EXPECT_TRUE(referee.wants_another_look());
  // Without the throw's move, a place read unsurely is still a misreading: no throw explains a
  // lone checker on g exactly (a's pile still reads as a full row).
  Reconciler waiting(start->clone(), cells);
  waiting.observe(thrown);
  auto ghost = view_of(start->occupancy(), cells, 6, 6, 0.3);
  ghost.chance->confidence = 0.56;
  ghost.places["g"] = {true, "W1", 1, 1, 0.4};
  EXPECT_TRUE(waiting.observe(ghost).empty());
  EXPECT_EQ(waiting.state().occupancy(), start->occupancy());
}

// Two moves between settled views, the first on a throw nobody read and late in the search's
// order of throws (White's 6-5), the second read with its throw (Black's 6-4, read surely): the
// sure reading rules out White's throw only for a move alone, and the search, which stops after
// max_search_positions, takes the positions nearest the view deeper first. The same when the
// dice are gone from the next view (unseen film jacquet-advanced 11008): the throw read once is
// still the reading the second move plays, not an illegal move of Black's on White's turn.
TEST(JacquetReconcile, TwoMovesTheFirstOnAnUnreadThrowAreFound) {
  const auto start = testing::build(white_to_move());
  const auto cells = testing::make(false)->cell_ids();
  const Occupancy both = {{"a", "B12"}, {"c", "W1"}, {"h", "W1"}, {"k", "B2"},
                          {"m", "W12"}, {"s", "W1"}, {"v", "B1"}};
  for (const bool dice_gone : {false, true}) {
    Reconciler referee(start->clone(), cells);
    auto before = view_of(start->occupancy(), cells, 6, 4);
    before.chance.reset();
    EXPECT_TRUE(referee.observe(before).empty());
    // The dice read are taken for White's at first; a move on a throw nobody read waits a view.
    EXPECT_EQ(texts(referee.observe(view_of(both, cells, 6, 4))),
              (std::vector<std::string>{"White throws 6-4"}));
    auto again = view_of(both, cells, 6, 4);
    if (dice_gone) again.chance.reset();
    EXPECT_EQ(texts(referee.observe(again)),
              (std::vector<std::string>{"White throws 6-5",
                                        "White 6-5 p/u u/c (legal, throw not seen: inferred)",
                                        "Black throws 6-4", "Black 6-4 a/e e/k (legal)"}))
        << (dice_gone ? "dice gone" : "dice seen");
  }
}

// White's 3-3 read surely leaves White no move; Black throws 6-3 and plays before the table is
// read again (film jacquet-advanced 8002): White passed on the 3-3, not on the 6-3 read last,
// which leaves the same table.
TEST(JacquetReconcile, APassAndTheNextMoveArePlayedOnTheThrowsInTheOrderRead) {
  Table blocked;
  blocked.points = {{"a", "B13"}, {"m", "W15"}, {"p", "B1"}, {"s", "B1"}};
  blocked.white_postillon = "waiting";
  const auto start = testing::build(blocked);
  const auto cells = testing::make(false)->cell_ids();
  ASSERT_EQ(start->legal_moves(Chance::dice(3, 3)).size(), 1u);
  ASSERT_EQ(start->legal_moves(Chance::dice(3, 3)).front().text, "pass");
  Reconciler referee(start->clone(), cells);
  EXPECT_EQ(texts(referee.observe(view_of(start->occupancy(), cells, 3, 3))),
            (std::vector<std::string>{"White throws 3-3"}));
  Occupancy moved = start->occupancy();
  moved["a"] = "B12";
  moved["j"] = "B1";
  EXPECT_EQ(texts(referee.observe(view_of(moved, cells, 6, 3))),
            (std::vector<std::string>{"White throws 6-3", "White 3-3 pass (legal)",
                                      "Black 6-3 a/d d/j (legal)"}));
}

// The same in games well under way (random games, 40 moves in, where each throw has many moves):
// White moves on the last throw the search tries (6-5), Black on a sure 6-4 read on the table;
// each pair whose position no other pair gives is recorded.
TEST(JacquetReconcile, TwoMovesInGamesUnderWayAreFound) {
  const auto game = testing::make(false);
  const auto cells = game->cell_ids();
  int pairs = 0, recorded = 0;
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    engine::Random random(seed);
    auto state = game->new_initial_state(seed);
    for (int i = 0; i < 40 && !state->is_terminal(); ++i) {
      const Chance chance = sample_chance(*state, random);
      state->apply(chance, random_move(*state, chance, random));
    }
    if (state->is_terminal() || state->seat_name(state->current_player()) != "White") {
      const Chance chance = sample_chance(*state, random);
      if (!state->is_terminal()) state->apply(chance, random_move(*state, chance, random));
    }
    if (state->is_terminal()) continue;
    auto both = state->child(Chance::dice(6, 5), random_move(*state, Chance::dice(6, 5), random));
    if (both->is_terminal()) continue;
    both = both->child(Chance::dice(6, 4), random_move(*both, Chance::dice(6, 4), random));
    ++pairs;
    Reconciler referee(state->clone(), cells);
    auto before = view_of(state->occupancy(), cells, 6, 4);
    before.chance.reset();
    referee.observe(before);
    for (int view = 0; view < 3; ++view) referee.observe(view_of(both->occupancy(), cells, 6, 4));
    recorded += referee.state().occupancy() == both->occupancy();
  }
  EXPECT_GE(pairs, 6);
  EXPECT_EQ(recorded, pairs);
}

// Black's 6-4 read unsurely, then the same dice read once more as 5-4, the 5 unsure and the 4 sure
// (unseen film 8001): the same dice, not White's throw, whose sure 4 would rule out White's real
// throw (a 3-2, its dice picked up before the table settled) and flag White's legal move.
TEST(JacquetReconcile, AnUnsureReadingOfTheSameDiceIsNotTheNextThrow) {
  const auto start = testing::build(black_to_move());
  const auto cells = testing::make(false)->cell_ids();
  Reconciler referee(start->clone(), cells);
  auto first = view_of(start->occupancy(), cells, 6, 4);
  first.chance->confidence = 0.6;
  first.chance->die_confidence = {0.6, 0.9};
  referee.observe(first);
  const Occupancy black_moved = {{"a", "B12"}, {"h", "W1"}, {"k", "B2"}, {"m", "W12"},
                                 {"p", "W1"},  {"s", "W1"}, {"v", "B1"}};
  auto again = view_of(black_moved, cells, 5, 4);
  again.chance->confidence = 0.43;
  again.chance->die_confidence = {0.43, 0.91};
  EXPECT_EQ(texts(referee.observe(again)), (std::vector<std::string>{"Black 6-4 a/e e/k (legal)"}));
  Occupancy white_moved = black_moved;
  white_moved["m"] = "W11";
  white_moved["r"] = "W1";
  auto picked_up = view_of(white_moved, cells, 6, 4);
  picked_up.chance.reset();
  std::vector<RefereeEvent> events;
  for (int view = 0; view < 3; ++view) {
    for (auto& event : referee.observe(picked_up)) events.push_back(event);
  }
  for (const auto& event : events) EXPECT_NE(event.kind, EventKind::kFlag) << event.to_string();
  EXPECT_EQ(referee.state().occupancy(), white_moved);
}

// Black's 6-4 read surely, then in the view of Black's move the same dice read surely as 5-4
// (unseen film 8001: a 6-1, then 5-1 at 0.86): kept as a throw still to play. White's dice,
// read 6-3 with the 6 unsure, replace it: only the latest reading of the dice rules throws out,
// so White's 3-2 (m/r, its 3 read surely) is recorded, not flagged as played on the 5-4 that no
// longer lies there.
TEST(JacquetReconcile, OnlyTheLatestReadingOfTheDiceRulesThrowsOut) {
  const auto start = testing::build(black_to_move());
  const auto cells = testing::make(false)->cell_ids();
  Reconciler referee(start->clone(), cells);
  referee.observe(view_of(start->occupancy(), cells, 6, 4));
  const Occupancy black_moved = {{"a", "B12"}, {"h", "W1"}, {"k", "B2"}, {"m", "W12"},
                                 {"p", "W1"},  {"s", "W1"}, {"v", "B1"}};
  auto misread = view_of(black_moved, cells, 5, 4);
  misread.chance->confidence = 0.86;
  misread.chance->die_confidence = {0.86, 0.95};
  const auto black = referee.observe(misread);
  ASSERT_FALSE(black.empty());
  EXPECT_EQ(black.back().to_string(), "Black 6-4 a/e e/k (legal)");
  Occupancy white_moved = black_moved;
  white_moved["m"] = "W11";
  white_moved["r"] = "W1";
  const auto white_dice = [&](const Occupancy& table) {
    auto view = view_of(table, cells, 6, 3);
    view.chance->confidence = 0.77;
    view.chance->die_confidence = {0.77, 1.0};
    return view;
  };
  EXPECT_EQ(texts(referee.observe(white_dice(black_moved))),
            (std::vector<std::string>{"White throws 6-3"}));
  std::vector<RefereeEvent> events;
  for (int view = 0; view < 3; ++view) {
    for (auto& event : referee.observe(white_dice(white_moved))) events.push_back(event);
  }
  for (const auto& event : events) EXPECT_NE(event.kind, EventKind::kFlag) << event.to_string();
  EXPECT_EQ(referee.state().occupancy(), white_moved);
}

// Black's 6-4 made while a hand hid the dice is recorded on the inferred throw; the dice then read
// surely show 2-1, and Black takes the move back (unseen film 14014): it was an illegal move on
// that 2-1, flagged with the rule, and the 2-1 is Black's throw still to play.
TEST(JacquetReconcile, AMoveOnAnInferredThrowTakenBackUnderTheDiceReadSinceIsIllegal) {
  const auto start = testing::build(black_to_move());
  const auto cells = testing::make(false)->cell_ids();
  Reconciler referee(start->clone(), cells);
  auto hidden_dice = view_of(start->occupancy(), cells, 1, 1);
  hidden_dice.chance.reset();
  referee.observe(hidden_dice);
  const Occupancy black_moved = {{"a", "B12"}, {"h", "W1"}, {"k", "B2"}, {"m", "W12"},
                                 {"p", "W1"},  {"s", "W1"}, {"v", "B1"}};
  auto moved = view_of(black_moved, cells, 1, 1);
  moved.chance.reset();
  std::vector<std::string> seen;
  for (int view = 0; view < 3; ++view) {
    for (const auto& text : texts(referee.observe(moved))) seen.push_back(text);
  }
  EXPECT_EQ(seen, (std::vector<std::string>{
                      "Black throws 6-4", "Black 6-4 a/e e/k (legal, throw not seen: inferred)"}));
  referee.observe(view_of(black_moved, cells, 2, 1));
  std::vector<RefereeEvent> taken_back;
  for (int view = 0; view < 2; ++view) {
    for (auto& event : referee.observe(view_of(start->occupancy(), cells, 2, 1)))
      taken_back.push_back(event);
  }
  ASSERT_FALSE(taken_back.empty());
  EXPECT_EQ(taken_back.front().kind, EventKind::kFlag);
  EXPECT_EQ(taken_back.front().flag, FlagKind::kIllegal);
  EXPECT_EQ(taken_back.front().chance, "2-1");
  EXPECT_EQ(taken_back.front().seat_name, "Black");
  EXPECT_EQ(referee.state().occupancy(), start->occupancy());
  Occupancy black_plays = start->occupancy();
  black_plays["a"] = "B12";
  black_plays["d"] = "B1";
  const auto played = texts(referee.observe(view_of(black_plays, cells, 2, 1)));
  ASSERT_FALSE(played.empty());
  EXPECT_EQ(played.back(), "Black 2-1 a/b b/d (legal)");
}

}  // namespace
}  // namespace arbitre::engine::jacquet
