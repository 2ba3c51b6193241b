// The reconciler on the toy game (toy_game.h): settled views in, refereed events out.
#include <gtest/gtest.h>

#include "arbitre/engine/reconciler.h"
#include "engine/toy_views.h"

namespace arbitre::engine {
namespace {

using testing::kCells;
using testing::referee_from;
using testing::texts;
using testing::toy_at;
using testing::ToyState;
using testing::view_of;

// The events of `view`, read `already` times, read again as many times as a change no rule names
// must stay before it is flagged (ambiguous_views), the readings before the last giving none.
std::vector<RefereeEvent> read_until_unexplained_flag(Reconciler& referee, const TableView& view,
                                                      int already = 0) {
  for (int look = already + 1; look < ReconcileParams{}.ambiguous_views; ++look)
    EXPECT_TRUE(referee.observe(view).empty());
  return referee.observe(view);
}

TEST(Reconciler, AThrowThenALegalMoveAreRecorded) {
  auto referee = referee_from(toy_at(1, 5));
  EXPECT_EQ(texts(referee.observe(view_of(toy_at(1, 5).occupancy(), 2))),
            (std::vector<std::string>{"Amber throws 2"}));
  // The same throw read again is not a new one.
  EXPECT_TRUE(referee.observe(view_of(toy_at(1, 5).occupancy(), 2)).empty());
  const auto events = referee.observe(view_of(toy_at(3, 5).occupancy(), 2));
  EXPECT_EQ(texts(events), (std::vector<std::string>{"Amber 2 1-3 (legal)"}));
  EXPECT_EQ(events[0].to_json().at("type"), "move");
  EXPECT_EQ(events[0].to_json().at("state").at("cells"), (nlohmann::json{3, 5}));
  EXPECT_EQ(referee.state().current_player(), 1);
}

TEST(Reconciler, AThrowNotSeenIsInferredFromTheMove) {
  auto referee = referee_from(toy_at(1, 5));
  // Read once, the change might be an illegal move under sticks nobody read: read again first.
  EXPECT_TRUE(referee.observe(view_of(toy_at(4, 5).occupancy())).empty());
  const auto events = referee.observe(view_of(toy_at(4, 5).occupancy()));
  EXPECT_EQ(texts(events), (std::vector<std::string>{
                               "Amber throws 3", "Amber 3 1-4 (legal, throw not seen: inferred)"}));
}

TEST(Reconciler, TwoMovesBetweenViewsAreBothFound) {
  auto referee = referee_from(toy_at(0, 4));
  referee.observe(view_of(toy_at(0, 4).occupancy(), 2));
  // Amber moved 2, Blue threw 1 and moved before the table settled again.
  const auto events = referee.observe(view_of(toy_at(2, 5).occupancy(), 1));
  ASSERT_EQ(events.size(), 3u);
  EXPECT_EQ(events[1].to_string(), "Amber 2 0-2 (legal)");
  EXPECT_EQ(events[2].to_string(), "Blue 1 4-5 (legal)");
  EXPECT_EQ(referee.state().current_player(), 0);
}

TEST(Reconciler, TheNextPlayersThrowOnAnUnchangedTableIsAPass) {
  auto referee = referee_from(toy_at(1, 2));
  auto amber_threw = view_of(toy_at(1, 2).occupancy(), 2);
  amber_threw.chance->thrower = "A";  // sticks of Amber's colour
  referee.observe(amber_threw);
  auto blue_threw = view_of(toy_at(1, 2).occupancy(), 3);
  blue_threw.chance->thrower = "B";
  EXPECT_EQ(texts(referee.observe(blue_threw)),
            (std::vector<std::string>{"Blue throws 3", "Amber 2 pass (legal)"}));
  EXPECT_EQ(referee.state().current_player(), 1);
  // Blue's throw is still there for Blue's move.
  auto blue_moved = view_of(toy_at(1, 5).occupancy(), 3);
  blue_moved.chance->thrower = "B";
  EXPECT_EQ(texts(referee.observe(blue_moved)), (std::vector<std::string>{"Blue 3 2-5 (legal)"}));
}

// Sticks of the next player's colour showing the same count as the sure throw still to be
// played are that player's throw, not a misreading of it.
TEST(Reconciler, TheSameCountInAnotherColourIsTheNextPlayersThrow) {
  auto referee = referee_from(toy_at(1, 2));
  auto amber_threw = view_of(toy_at(1, 2).occupancy(), 2);
  amber_threw.chance->thrower = "A";
  referee.observe(amber_threw);
  auto blue_threw = amber_threw;
  blue_threw.chance->thrower = "B";
  EXPECT_EQ(texts(referee.observe(blue_threw)),
            (std::vector<std::string>{"Blue throws 2", "Amber 2 pass (legal)"}));
}

// Sticks showing no coloured face name no thrower: read after Amber's sure throw, the table as it
// was, they are Blue's throw, Amber having passed on hers (fresh film jacotte-4 6007: Red's
// illegal move after Blue's pass had been judged as Blue's).
TEST(Reconciler, ANewThrowWithoutColourAfterASureOneIsTheNextPlayers) {
  auto referee = referee_from(toy_at(1, 2));
  auto amber_threw = view_of(toy_at(1, 2).occupancy(), 2);
  amber_threw.chance->thrower = "A";
  referee.observe(amber_threw);
  const auto none_coloured = view_of(toy_at(1, 2).occupancy(), 0);
  EXPECT_EQ(texts(referee.observe(none_coloured)),
            (std::vector<std::string>{"Blue throws 0", "Amber 2 pass (legal)"}));
  EXPECT_EQ(referee.state().current_player(), 1);
  // Blue's token moved onto Amber's on the 0 is Blue's illegal move.
  const auto blue_moved = view_of({{"c1", "AB"}}, 0);
  EXPECT_TRUE(referee.observe(blue_moved).empty());  // seen once: maybe a misreading
  const auto flagged = referee.observe(blue_moved);
  ASSERT_EQ(flagged.size(), 1u);
  EXPECT_EQ(flagged[0].seat_name, "Blue");
  EXPECT_EQ(flagged[0].flag, FlagKind::kIllegal);
  EXPECT_EQ(flagged[0].breach.rule, "R1");
}

// An open flag's correction stays its own while another table, whose change no rule names, waits
// to be flagged: judging that table must not change what answering the open flag does.
TEST(Reconciler, AFlagsCorrectionOutlivesATableStillWaitedFor) {
  auto referee = referee_from(toy_at(1, 2));
  auto amber_threw = view_of(toy_at(1, 2).occupancy(), 2);
  amber_threw.chance->thrower = "A";
  referee.observe(amber_threw);
  referee.observe(view_of(toy_at(1, 2).occupancy(), 0));  // Blue's 0: Amber passed
  const auto blue_moved = view_of({{"c1", "AB"}}, 0);     // Blue's illegal move
  referee.observe(blue_moved);
  ASSERT_EQ(referee.observe(blue_moved).size(), 1u);
  auto ghost = view_of(toy_at(1, 2).occupancy(), 0);  // Blue's token back, and a piece appeared:
  ghost.places["c6"] = {true, "A", 1, 1, 0.9};        // no rule names that
  for (int look = 0; look < ReconcileParams{}.confirm_views; ++look) {
    const auto seen = texts(referee.observe(ghost));
    EXPECT_TRUE(seen.empty()) << ::testing::PrintToString(seen);
  }
  const auto answered = referee.answer(Answer::kAcceptCorrection);
  ASSERT_TRUE(answered.ok()) << answered.error().to_string();
  ASSERT_FALSE(answered->empty());
  EXPECT_EQ(answered->back().note, "correction accepted");
}

// A move only another throw than Amber's sure sticks explains is not excused as Amber's move on a
// throw nobody read followed by Blue's pass on the sticks shown: they are Amber's colour, and a
// pass shows nothing (fresh film jacotte-2 7013, three illegal moves recorded so).
TEST(Reconciler, AnIllegalMoveIsNotExcusedByTheNextPlayersPass) {
  auto referee = referee_from(toy_at(1, 5));
  auto amber_threw = view_of(toy_at(1, 5).occupancy(), 2);
  amber_threw.chance->thrower = "A";
  referee.observe(amber_threw);
  auto three_on = view_of(toy_at(4, 5).occupancy(), 2);
  three_on.chance->thrower = "A";
  std::vector<RefereeEvent> events;
  for (int view = 0; view < ReconcileParams{}.ambiguous_views; ++view) {
    for (auto& event : referee.observe(three_on)) events.push_back(event);
  }
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].kind, EventKind::kFlag);
  EXPECT_EQ(referee.state().current_player(), 0);
}

// A throw whose only move is a pass is not recorded as a pass while the game goes on (the player
// may still move, illegally); when the game stops being watched, nothing else can follow.
TEST(Reconciler, AForcedPassIsRecordedWhenTheGameEnds) {
  auto referee = referee_from(toy_at(1, 3));
  EXPECT_EQ(texts(referee.observe(view_of(toy_at(1, 3).occupancy(), 2))),
            (std::vector<std::string>{"Amber throws 2"}));  // 1-3 is Blue's: only a pass
  EXPECT_TRUE(referee.observe(view_of(toy_at(1, 3).occupancy(), 2)).empty());
  EXPECT_EQ(texts(referee.finish()), (std::vector<std::string>{"Amber 2 pass (legal)"}));
  EXPECT_EQ(referee.state().current_player(), 1);
  EXPECT_TRUE(referee.finish().empty());  // Blue has not thrown
  // A table that moved on without a throw that explains it keeps the pass unrecorded.
  auto moved = referee_from(toy_at(1, 3));
  moved.observe(view_of(toy_at(1, 3).occupancy(), 2));
  moved.observe(view_of({{"c3", "AB"}}, 2));
  EXPECT_TRUE(moved.finish().empty());
}

// A throw still to play when the recording ends, the table as it was: the player did not move.
// The pass is recorded as such, noted (fresh films jacotte-2 9002 and jacotte-4 9013 ended on a
// pass the players chose); with a place hidden (a card lying on it), only a forced one (toc-4
// 9007: a discard, the only move, a card lying on a square).
TEST(Reconciler, AThrowLeftUnplayedWhenTheRecordingEndsIsAPass) {
  auto referee = referee_from(toy_at(1, 5));
  referee.observe(view_of(toy_at(1, 5).occupancy(), 2));  // 1-3 or a pass
  referee.observe(view_of(toy_at(1, 5).occupancy(), 2));
  const auto events = referee.finish();
  EXPECT_EQ(texts(events), (std::vector<std::string>{"Amber 2 pass (legal)"}));
  ASSERT_FALSE(events.empty());
  EXPECT_EQ(events[0].note, "the recording ended with the throw not played");
  EXPECT_EQ(referee.state().current_player(), 1);

  auto covered = view_of(toy_at(1, 5).occupancy(), 2);
  covered.places["c3"].visible = false;  // the move 1-3 would end there
  auto unsure = referee_from(toy_at(1, 5));
  unsure.observe(covered);
  EXPECT_TRUE(unsure.finish().empty());
  auto forced = referee_from(toy_at(1, 3));  // 1-3 is Blue's: only a pass
  covered = view_of(toy_at(1, 3).occupancy(), 2);
  covered.places["c6"].visible = false;
  forced.observe(covered);
  const auto passed = forced.finish();
  EXPECT_EQ(texts(passed), (std::vector<std::string>{"Amber 2 pass (legal)"}));
  ASSERT_FALSE(passed.empty());
  EXPECT_EQ(passed[0].note, "");
}

// Sticks read unsurely, then taken up with the table as it was (unseen film 13014: White's 6-1
// read once at 0.70, then gone, the film ending on the forced pass): the player passed on what
// lay there. Recorded at the end only when the pass was all that reading allowed, and only once
// the sticks are gone; noted as resting on an unsure reading.
TEST(Reconciler, AnUnsureThrowTakenUpWithoutAMoveIsAForcedPassAtTheEnd) {
  const auto unsure_sticks = [](const ToyState& table) {
    auto view = view_of(table.occupancy(), 2);
    view.chance->confidence = 0.7;
    return view;
  };
  auto referee = referee_from(toy_at(1, 3));  // 1-3 is Blue's: only a pass
  EXPECT_EQ(texts(referee.observe(unsure_sticks(toy_at(1, 3)))),
            (std::vector<std::string>{"Amber throws 2"}));
  auto still_there = referee_from(toy_at(1, 3));
  still_there.observe(unsure_sticks(toy_at(1, 3)));
  EXPECT_TRUE(still_there.finish().empty());  // unsure, and the sticks may yet be read again
  EXPECT_TRUE(referee.observe(view_of(toy_at(1, 3).occupancy())).empty());
  const auto events = referee.finish();
  EXPECT_EQ(texts(events), (std::vector<std::string>{"Amber 2 pass (legal)"}));
  ASSERT_FALSE(events.empty());
  EXPECT_EQ(events[0].note, kUnsurePassNote);
  EXPECT_EQ(referee.state().current_player(), 1);
  // Where the unsure reading allowed a move too, taking the sticks up tells nothing sure.
  auto voluntary = referee_from(toy_at(1, 5));
  voluntary.observe(unsure_sticks(toy_at(1, 5)));
  voluntary.observe(view_of(toy_at(1, 5).occupancy()));
  EXPECT_TRUE(voluntary.finish().empty());
}

// A move read off a place read unsurely is recorded at once but stays open to revision: the
// next views show the table as before it, surely, and the move is taken back (fresh film
// jacotte-3 10002: a loose neutral unseen in one view made a pawn's move the one that takes it).
// Read surely, the same move is not revised: the table going back is a flag's business.
TEST(Reconciler, AMoveReadOffAnUnsurePlaceIsRevisedByTheNextViews) {
  auto moved_on = view_of(toy_at(3, 5).occupancy(), 2);
  moved_on.places["c3"].confidence = 0.3;
  const auto as_before = view_of(toy_at(1, 5).occupancy(), 2);
  auto referee = referee_from(toy_at(1, 5));
  referee.observe(as_before);
  EXPECT_EQ(texts(referee.observe(moved_on)), (std::vector<std::string>{"Amber 2 1-3 (legal)"}));
  EXPECT_TRUE(referee.wants_another_look());
  EXPECT_TRUE(referee.observe(as_before).empty());  // read once: maybe a misreading
  EXPECT_TRUE(referee.wants_another_look());
  const auto revised = referee.observe(as_before);
  ASSERT_FALSE(revised.empty());
  EXPECT_EQ(revised[0].kind, EventKind::kRevised);
  EXPECT_EQ(referee.state().current_player(), 0);

  auto sure = referee_from(toy_at(1, 5));
  sure.observe(as_before);
  EXPECT_EQ(texts(sure.observe(view_of(toy_at(3, 5).occupancy(), 2))),
            (std::vector<std::string>{"Amber 2 1-3 (legal)"}));
  EXPECT_FALSE(sure.wants_another_look());
  for (int view = 0; view < 2; ++view) {
    for (const auto& event : sure.observe(as_before)) EXPECT_NE(event.kind, EventKind::kRevised);
  }
  EXPECT_EQ(sure.state().current_player(), 1);
}

TEST(Reconciler, AnIllegalMoveIsFlaggedOnceConfirmedAndWaitsForATakeBack) {
  auto referee = referee_from(toy_at(1, 3));
  referee.observe(view_of(toy_at(1, 3).occupancy(), 2));
  const Occupancy stacked = {{"c3", "AB"}};
  EXPECT_TRUE(referee.observe(view_of(stacked, 2)).empty());  // seen once: maybe a misreading
  const auto flagged = referee.observe(view_of(stacked, 2));
  ASSERT_EQ(flagged.size(), 1u);
  EXPECT_EQ(flagged[0].flag, FlagKind::kIllegal);
  EXPECT_EQ(flagged[0].breach.rule, "R1");
  EXPECT_EQ(flagged[0].alternatives, (std::vector<std::string>{"pass"}));
  EXPECT_EQ(flagged[0].to_json().at("rule"), "R1");
  EXPECT_TRUE(referee.observe(view_of(stacked, 2)).empty());  // flagged once, not again
  EXPECT_EQ(referee.state().current_player(), 0);             // the record did not move
  EXPECT_EQ(texts(referee.observe(view_of(toy_at(1, 3).occupancy(), 2))),
            (std::vector<std::string>{"flag resolved: the table matches the record again"}));
  EXPECT_FALSE(referee.open_flag().has_value());
}

// An acceptance that rested on an inferred throw is revised when the table shows another legal
// move from before it: one misreading does not derail the rest of the game.
TEST(Reconciler, AnInferredMoveIsRevisedWhenTheTableShowsAnother) {
  auto referee = referee_from(toy_at(0, 4));
  referee.observe(view_of(toy_at(0, 4).occupancy()));
  referee.observe(view_of(toy_at(2, 4).occupancy()));
  EXPECT_EQ(texts(referee.observe(view_of(toy_at(2, 4).occupancy()))).back(),
            "Amber 2 0-2 (legal, throw not seen: inferred)");
  // Tokens never go back: from the record, nothing explains Amber's token on cell 1.
  EXPECT_TRUE(referee.observe(view_of(toy_at(1, 4).occupancy())).empty());  // read once
  const auto events = referee.observe(view_of(toy_at(1, 4).occupancy()));
  EXPECT_EQ(texts(events), (std::vector<std::string>{
                               "REVISED: 2 0-2 taken back: the table shows another legal "
                               "continuation",
                               "Amber throws 1", "Amber 1 0-1 (legal, throw not seen: inferred)"}));
  EXPECT_EQ(events[0].to_json().at("undone"), 1);
  EXPECT_EQ(referee.state().current_player(), 1);
  EXPECT_FALSE(referee.open_flag().has_value());
}

TEST(Reconciler, AnInferredMoveTakenBackIsRevisedAway) {
  auto referee = referee_from(toy_at(0, 4));
  referee.observe(view_of(toy_at(0, 4).occupancy()));
  referee.observe(view_of(toy_at(2, 4).occupancy()));
  referee.observe(view_of(toy_at(2, 4).occupancy()));
  EXPECT_EQ(referee.state().current_player(), 1);
  EXPECT_TRUE(referee.observe(view_of(toy_at(0, 4).occupancy())).empty());
  EXPECT_EQ(texts(referee.observe(view_of(toy_at(0, 4).occupancy()))),
            (std::vector<std::string>{"REVISED: 2 0-2 taken back: the table shows the position "
                                      "before them again"}));
  EXPECT_EQ(referee.state().current_player(), 0);
  // A move read with its throw is sure: what no continuation explains after it is flagged.
  referee.observe(view_of(toy_at(0, 4).occupancy(), 1));
  referee.observe(view_of(toy_at(1, 4).occupancy(), 1));
  const auto flagged = read_until_unexplained_flag(referee, view_of(toy_at(0, 4).occupancy(), 1));
  ASSERT_FALSE(flagged.empty());
  EXPECT_EQ(flagged.back().kind, EventKind::kFlag);
}

TEST(Reconciler, ASureUnexplainedChangeIsFlaggedAndCanBeOverruled) {
  auto referee = referee_from(toy_at(1, 5));
  Occupancy bumped = toy_at(1, 5).occupancy();
  bumped["c6"] = "B";  // a piece appeared: not a move
  referee.observe(view_of(bumped, 2));
  const auto flagged = read_until_unexplained_flag(referee, view_of(bumped, 2), 1);
  ASSERT_EQ(flagged.size(), 1u);
  EXPECT_EQ(flagged[0].flag, FlagKind::kUnexplained);
  EXPECT_EQ(flagged[0].differing, (std::vector<std::string>{"c6"}));
  const auto answered = referee.answer(Answer::kOverrule);
  ASSERT_TRUE(answered.ok());
  EXPECT_FALSE(referee.open_flag().has_value());
  // The place now reads as the table shows it: the table agrees, and play goes on.
  EXPECT_TRUE(referee.observe(view_of(bumped, 2)).empty());
  EXPECT_TRUE(referee.disagreeing().empty());
  Occupancy moved = bumped;
  moved.erase("c1");
  moved["c3"] = "A";
  EXPECT_EQ(texts(referee.observe(view_of(moved, 2))),
            (std::vector<std::string>{"Amber 2 1-3 (legal)"}));
}

TEST(Reconciler, AcceptingTheCorrectionRecordsTheNearestLegalMove) {
  auto referee = referee_from(toy_at(1, 3));
  const Occupancy stacked = {{"c3", "AB"}};
  referee.observe(view_of(stacked, 2));
  referee.observe(view_of(stacked, 2));
  ASSERT_TRUE(referee.open_flag().has_value());
  const auto answered = referee.answer(Answer::kAcceptCorrection);
  ASSERT_TRUE(answered.ok());
  EXPECT_EQ(answered->at(0).to_json().at("answer"), "accept");
  EXPECT_EQ(answered->at(1).move, "pass");
  EXPECT_EQ(referee.state().current_player(), 1);
  EXPECT_TRUE(referee.observe(view_of(stacked, 2)).empty());  // waiting for the table
  EXPECT_EQ(texts(referee.observe(view_of(toy_at(1, 3).occupancy(), 2))),
            (std::vector<std::string>{"flag resolved: the table matches the record again"}));
}

TEST(Reconciler, AnIllegalMoveNoThrowExplainsCannotBeOverruled) {
  auto referee = referee_from(toy_at(1, 3));
  const Occupancy stacked = {{"c3", "AB"}};
  referee.observe(view_of(stacked, 2));
  referee.observe(view_of(stacked, 2));
  const auto answered = referee.answer(Answer::kOverrule);
  ASSERT_FALSE(answered.ok());
  EXPECT_EQ(answered.error().field, "answer");
  EXPECT_TRUE(referee.answer(Answer::kTakeBack).ok());  // the flag is still open
}

TEST(Reconciler, AMoveWithTheWrongNumbersIsIllegalWhenTheThrowWasReadSurely) {
  auto referee = referee_from(toy_at(1, 5));
  referee.observe(view_of(toy_at(1, 5).occupancy(), 2));  // read at 0.95: trusted
  const auto moved = toy_at(4, 5).occupancy();            // moved 3
  referee.observe(view_of(moved, 2));
  const auto flagged = read_until_unexplained_flag(referee, view_of(moved, 2), 1);
  ASSERT_EQ(flagged.size(), 1u);
  EXPECT_EQ(referee.state().current_player(), 0);
  // The toy's rules name no rule for the wrong numbers: the change is unexplained.
  EXPECT_EQ(flagged[0].flag, FlagKind::kUnexplained);
  // Overruled: the players say the sticks showed 3, and 1-4 is legal then.
  const auto answered = referee.answer(Answer::kOverrule);
  ASSERT_TRUE(answered.ok()) << answered.error().to_string();
  EXPECT_EQ(answered->back().move, "1-4");
  EXPECT_FALSE(answered->back().chance_seen);
  EXPECT_EQ(referee.state().current_player(), 1);
}

// Sticks read surely as 2, then unsurely as 3 where nobody threw again: the unsure reading is
// those sticks misread, not a new throw, and does not excuse a move of 3.
TEST(Reconciler, AnUnsureReadingDoesNotReplaceASureThrow) {
  auto referee = referee_from(toy_at(1, 5));
  EXPECT_EQ(texts(referee.observe(view_of(toy_at(1, 5).occupancy(), 2))),
            (std::vector<std::string>{"Amber throws 2"}));
  auto moved = view_of(toy_at(4, 5).occupancy(), 3);
  moved.chance->confidence = 0.3;
  const auto flagged = read_until_unexplained_flag(referee, moved);
  ASSERT_EQ(flagged.size(), 1u) << ::testing::PrintToString(texts(flagged));
  EXPECT_EQ(flagged[0].kind, EventKind::kFlag);
  EXPECT_EQ(referee.state().current_player(), 0);
}

// Sticks first read unsurely as 2, then surely as 2 again: the throw is now trusted, and a move
// of 3 is illegal rather than explained by a throw of 3 nobody read.
TEST(Reconciler, AThrowReadAgainSurelyBecomesTrusted) {
  auto referee = referee_from(toy_at(1, 5));
  auto unsure = view_of(toy_at(1, 5).occupancy(), 2);
  unsure.chance->confidence = 0.6;
  EXPECT_EQ(texts(referee.observe(unsure)), (std::vector<std::string>{"Amber throws 2"}));
  EXPECT_TRUE(referee.observe(view_of(toy_at(1, 5).occupancy(), 2)).empty());
  const auto moved = view_of(toy_at(4, 5).occupancy(), 2);
  const auto flagged = read_until_unexplained_flag(referee, moved);
  ASSERT_EQ(flagged.size(), 1u) << ::testing::PrintToString(texts(flagged));
  EXPECT_EQ(flagged[0].kind, EventKind::kFlag);
  EXPECT_EQ(referee.state().current_player(), 0);
}

TEST(Reconciler, AHandOverTheBoardDefersTheDecision) {
  auto referee = referee_from(toy_at(1, 5));
  auto view = view_of(toy_at(3, 5).occupancy(), 2);
  for (const auto* cell : {"c0", "c6", "c7"}) view.places[cell].visible = false;
  EXPECT_EQ(texts(referee.observe(view)), (std::vector<std::string>{"Amber throws 2"}));
  EXPECT_EQ(referee.state().current_player(), 0);
}

// A die lying on a place hides it: the move the visible places tell apart is recorded.
TEST(Reconciler, AMoveIsRecordedBesideAPlaceADieHides) {
  auto referee = referee_from(toy_at(1, 5));
  auto view = view_of(toy_at(3, 5).occupancy(), 2);
  view.places["c0"].visible = false;
  EXPECT_EQ(texts(referee.observe(view)),
            (std::vector<std::string>{"Amber throws 2", "Amber 2 1-3 (legal)"}));
}

// What the hidden place could change waits for it: the end of a flag; an inferred throw for
// one view more than with every place in view (the die hiding it may lie there all the turn).
// What no legal move explains where the table shows is flagged all the same.
TEST(Reconciler, AHiddenPlaceDefersOnlyWhatItCouldChange) {
  auto inferred = referee_from(toy_at(1, 5));
  auto unseen_throw = view_of(toy_at(4, 5).occupancy());
  unseen_throw.places["c7"].visible = false;
  EXPECT_TRUE(inferred.observe(unseen_throw).empty());
  EXPECT_TRUE(inferred.observe(unseen_throw).empty());
  EXPECT_EQ(inferred.state().current_player(), 0);
  EXPECT_EQ(texts(inferred.observe(unseen_throw)),
            (std::vector<std::string>{"Amber throws 3",
                                      "Amber 3 1-4 (legal, throw not seen: inferred)"}));
  auto referee = referee_from(toy_at(1, 5));
  auto stacked = view_of({{"c5", "AB"}}, 2);
  stacked.places["c7"].visible = false;
  EXPECT_EQ(referee.observe(stacked).size(), 1u);  // the throw alone
  const auto flagged = referee.observe(stacked);
  ASSERT_EQ(flagged.size(), 1u);
  EXPECT_EQ(flagged[0].breach.rule, "R1");
  auto back = view_of(toy_at(1, 5).occupancy(), 2);
  back.places["c7"].visible = false;
  EXPECT_TRUE(referee.observe(back).empty());  // c7 might still hold the token
  back.places["c7"].visible = true;
  EXPECT_EQ(texts(referee.observe(back)),
            (std::vector<std::string>{"flag resolved: the table matches the record again"}));
}

TEST(Reconciler, TheWinningMoveChangesTheScoreAndEndsTheGame) {
  auto referee = referee_from(toy_at(5, 2));
  const auto events = referee.observe(view_of(toy_at(7, 2).occupancy(), 2));
  ASSERT_EQ(events.size(), 3u);
  EXPECT_EQ(events[2].to_string(), "score: Amber wins");
  EXPECT_TRUE(referee.state().is_terminal());
  EXPECT_TRUE(referee.observe(view_of(toy_at(7, 3).occupancy(), 1)).empty());
}

TEST(Reconciler, AMoveEnteredByHandMustBeLegal) {
  auto referee = referee_from(toy_at(1, 5));
  EXPECT_FALSE(referee.enter(Chance::sticks(2), {{4}, "1-4"}).ok());
  const auto entered = referee.enter(Chance::sticks(2), {{3}, "1-3"});
  ASSERT_TRUE(entered.ok());
  EXPECT_EQ(entered->back().note, "entered by hand");
}

TEST(Reconciler, AThrowEnteredByHandJudgesTheMoveTheCameraSees) {
  auto referee = referee_from(toy_at(1, 5));
  EXPECT_FALSE(referee.enter_throw(Chance::sticks(7)).ok());  // no such throw
  EXPECT_FALSE(referee.enter_throw(Chance::none()).ok());
  const auto entered = referee.enter_throw(Chance::sticks(2));
  ASSERT_TRUE(entered.ok()) << entered.error().to_string();
  EXPECT_EQ(texts(*entered), (std::vector<std::string>{"Amber throws 2"}));
  EXPECT_EQ(entered->front().note, "entered by hand");
  // The move it explains is recorded at once, as played with a throw seen.
  EXPECT_EQ(texts(referee.observe(view_of(toy_at(3, 5).occupancy()))),
            (std::vector<std::string>{"Amber 2 1-3 (legal)"}));

  // A move of three after a two entered by hand is flagged, judged under the two (the toy game
  // names no rule for it), not recorded as a three nobody read.
  auto strict = referee_from(toy_at(1, 5));
  ASSERT_TRUE(strict.enter_throw(Chance::sticks(2)).ok());
  const auto flagged = read_until_unexplained_flag(strict, view_of(toy_at(4, 5).occupancy()));
  ASSERT_EQ(flagged.size(), 1u);
  EXPECT_EQ(flagged[0].kind, EventKind::kFlag);
  EXPECT_EQ(flagged[0].chance, "2");
  EXPECT_EQ(strict.state().current_player(), 0);
}

}  // namespace
}  // namespace arbitre::engine
