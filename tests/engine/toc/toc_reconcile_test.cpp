// The reconciler on Jeu de Toc, where the card on top of the pile tells what was played last and
// whose hand it came from.
#include "arbitre/engine/reconciler.h"
#include "toc_test_util.h"

namespace arbitre::engine {
namespace {

using namespace toc_test;

// Toc-4, deal 1 (seed 1) after Green's King: Blue to play. Blue's King of hearts is swapped with
// Yellow's 9 of clubs, so that Blue holds no card that moves a pawn (T6: Blue discards one).
nlohmann::json blue_to_play(bool blue_holds_the_king) {
  const std::string blue = blue_holds_the_king ? "4S KH 8D 2D 10D" : "4S 9C 8D 2D 10D";
  const std::string yellow = blue_holds_the_king ? "5S 9C KC 5D 10H" : "5S KH KC 5D 10H";
  return {{"game", "toc-4"},
          {"options", {{"card_limit", 0}, {"hands", "dealt"}, {"teams", false}}},
          {"phase", "play"},
          {"deal", 1},
          {"cards_played", 1},
          {"discards", "KD"},
          {"hands", {"AS QS 8C 10C 7D", "7S 4C 6D 2S", blue, yellow}},
          {"pawns", {"", "s2.18", "", ""}},
          {"rng", "8067c108bffa9cc0"},
          {"stock",
           "9S 8S 4D 6H QH 4H 7H JH 2H 9H KS 5H AH 5C 6C 6S JOKER 2C AD AC 3D 9D 3H JD 3C JC 10S "
           "JS JOKER 7C QD 3S QC 8H"},
          {"turn", "B"}};
}

const std::vector<std::string> kCells = {"s2.18",  "s3.18",  "s4.05",  "s4.18",
                                         "wait.R", "wait.G", "wait.B", "wait.Y"};

// What the camera would see: every place of `cells` read surely, `card` on top of the pile.
TableView view_of(const Occupancy& table, const std::string& card_text,
                  const std::vector<std::string>& cells = kCells) {
  TableView view;
  for (const auto& cell : cells) {
    const auto it = table.find(cell);
    const std::string content = it == table.end() ? "" : it->second;
    view.places[cell] = {true, content, 0, 0, 0.95};
  }
  view.chance = ChanceView{card(card_text), "", 0.95, {}, {}};
  return view;
}

std::vector<std::string> texts(const std::vector<RefereeEvent>& events) {
  std::vector<std::string> out;
  for (const auto& event : events) out.push_back(event.to_string());
  return out;
}

// Blue's pawn out of its waiting area onto `square` (s4.05 by default), not its entry square.
Occupancy blue_on_a_wrong_square(const State& start, const std::string& square = "s4.05") {
  Occupancy table = start.occupancy();
  table[square] = "B";
  table["wait.B"] = "B3";
  return table;
}

// A discard leaves the board as it was: it shows only when the next player lays a card that
// the discarding player does not hold.
TEST(TocReconcile, ADiscardIsRecordedWhenTheNextPlayerLaysACard) {
  const auto start = load(4, blue_to_play(false));
  Reconciler referee(start->clone(), kCells);
  const Occupancy board = start->occupancy();
  EXPECT_EQ(texts(referee.observe(view_of(board, "4S"))),
            (Strings{"Blue throws 4S"}));  // Blue could still play it: wait
  EXPECT_TRUE(referee.observe(view_of(board, "4S")).empty());
  const auto events = referee.observe(view_of(board, "KC"));
  EXPECT_EQ(texts(events), (Strings{"Yellow throws KC", "Blue 4S discard 4S (legal)"}));
  EXPECT_EQ(referee.state().current_player(), 3);
  const auto yellow_in = after(referee.state(), "KC", "Y enter");
  EXPECT_EQ(texts(referee.observe(view_of(yellow_in->occupancy(), "KC"))).front(),
            "Yellow KC Y enter (legal)");
}

// The same with Green's pawn on its own entry square read unsurely as the bare print (the
// reader's doubt there): the table is as it was all the same, and the discard is recorded.
TEST(TocReconcile, ADiscardIsRecordedBesideAPawnReadUnsurely) {
  const auto start = load(4, blue_to_play(false));
  Reconciler referee(start->clone(), kCells);
  auto laid = [&](const std::string& card_text) {
    auto view = view_of(start->occupancy(), card_text);
    view.places["s2.18"] = {true, "", 0, 0, 0.3};
    return view;
  };
  referee.observe(view_of(start->occupancy(), "4S"));  // read surely at first
  referee.observe(laid("4S"));
  const auto events = referee.observe(laid("KC"));
  EXPECT_EQ(texts(events),
            (Strings{"Yellow throws KC", "Blue 4S discard 4S (legal, misread s2.18)"}));
  EXPECT_EQ(referee.state().current_player(), 3);
}

// Blue enters on the wrong square with the King. Yellow's 5 could have carried Blue's pawn
// there from its entry square, but the King still lies on top of the pile: Yellow laid no 5.
TEST(TocReconcile, AMoveTheCardOnThePileRulesOutIsFlagged) {
  const auto start = load(4, blue_to_play(true));
  Reconciler referee(start->clone(), kCells);
  referee.observe(view_of(start->occupancy(), "KH"));
  const Occupancy wrong_square = blue_on_a_wrong_square(*start);
  EXPECT_TRUE(referee.observe(view_of(wrong_square, "KH")).empty());
  const auto flagged = referee.observe(view_of(wrong_square, "KH"));
  ASSERT_EQ(flagged.size(), 1u) << ::testing::PrintToString(texts(flagged));
  EXPECT_EQ(flagged[0].flag, FlagKind::kIllegal);
  EXPECT_EQ(flagged[0].breach.rule, "T1");
  EXPECT_FALSE(flagged[0].breach.message.empty()) << flagged[0].breach.explanation();
  EXPECT_EQ(flagged[0].alternatives, (Strings{"B enter"}));
  EXPECT_EQ(referee.state().current_player(), 2);
}

// Blue's pawn out of its waiting area onto Yellow's entry square s4.18, no card read (fresh film
// toc-2 25008: Green's king of spades too blurred to read, then its pawn put on s1.02). Blue's
// King is its only card that moves a pawn (T6), and under it the entry breaks T1: the flag names
// T1 under the King and offers its entry. No card carries a pawn from s3.18 to s4.18: no two
// moves explain it.
TEST(TocReconcile, AMoveThatBreaksOneRuleWhateverWasLaidIsFlaggedWithIt) {
  const auto start = load(4, blue_to_play(true));
  Reconciler referee(start->clone(), kCells);
  auto unread = view_of(blue_on_a_wrong_square(*start, "s4.18"), "KH");
  unread.chance.reset();
  EXPECT_TRUE(referee.observe(unread).empty());
  const auto flagged = referee.observe(unread);
  ASSERT_EQ(flagged.size(), 1u) << ::testing::PrintToString(texts(flagged));
  EXPECT_EQ(flagged[0].flag, FlagKind::kIllegal);
  EXPECT_EQ(flagged[0].breach.rule, "T1");
  EXPECT_EQ(flagged[0].chance, "KH");
  EXPECT_EQ(flagged[0].alternatives, (Strings{"B enter"}));
  EXPECT_EQ(flagged[0].note, kWhateverWasThrownNote);
  EXPECT_EQ(referee.state().current_player(), 2);
}

// The same entry with the hands hidden, one move sought (with two, Blue's Joker entering and then
// moving 18 squares explains it): under a King, an Ace or a Joker it breaks T1, under any other
// card T5 (it enters no pawn). Which rule was broken depends on the card nobody read: the change
// is unexplained.
TEST(TocReconcile, AChangeBreakingOtherRulesUnderOtherCardsIsUnexplained) {
  const auto start = load(4, hidden_json(4, {{"G", "s2.18"}}, "B"));
  ReconcileParams one_move;
  one_move.max_moves = 1;
  Reconciler referee(start->clone(), kCells, one_move);
  auto unread = view_of(blue_on_a_wrong_square(*start, "s4.18"), "KH");
  unread.chance.reset();
  std::vector<RefereeEvent> flagged;
  for (int view = 0; view < 6 && flagged.empty(); ++view) flagged = referee.observe(unread);
  ASSERT_EQ(flagged.size(), 1u) << ::testing::PrintToString(texts(flagged));
  EXPECT_EQ(flagged[0].flag, FlagKind::kUnexplained);
}

// The same wrong entry while another seat's waiting area is read unsurely one pawn short (a
// near-white pawn on a white sheet): judged as the record has that place, the change is still
// Blue's entry on the wrong square, flagged with its rule.
TEST(TocReconcile, AnIllegalMoveIsNamedBesideAPlaceReadUnsurely) {
  const auto start = load(4, blue_to_play(true));
  Reconciler referee(start->clone(), kCells);
  referee.observe(view_of(start->occupancy(), "KH"));
  const Occupancy wrong_square = blue_on_a_wrong_square(*start);
  auto view = view_of(wrong_square, "KH");
  view.places["wait.Y"] = {true, "Y3", 3, 3, 0.1};
  referee.observe(view);
  const auto flagged = referee.observe(view);
  ASSERT_EQ(flagged.size(), 1u) << ::testing::PrintToString(texts(flagged));
  EXPECT_EQ(flagged[0].flag, FlagKind::kIllegal);
  EXPECT_EQ(flagged[0].breach.rule, "T1");
  EXPECT_FALSE(flagged[0].breach.message.empty()) << flagged[0].breach.explanation();
  EXPECT_EQ(flagged[0].differing, (Strings{"s4.05", "wait.B", "wait.Y"}));
}

// Blue discards (no card moves a pawn), which shows nothing, then Yellow lays the King of clubs and
// puts a pawn on s4.05, not its entry square (fresh film toc-4 20521: Green's discard, then Blue's
// wrong entry, flagged as an unexplained change).
struct YellowAfterBluesDiscard {
  std::unique_ptr<State> start = load(4, blue_to_play(false));
  Reconciler referee{start->clone(), kCells};
  TableView view;  // Yellow's pawn on the wrong square, the King of clubs on the pile
  YellowAfterBluesDiscard() {
    referee.observe(view_of(start->occupancy(), "4S"));
    Occupancy wrong_square = start->occupancy();
    wrong_square["s4.05"] = "Y";
    wrong_square["wait.Y"] = "Y3";
    view = view_of(wrong_square, "KC");
  }
  // The events of the view read twice: the flag, once confirmed.
  std::vector<RefereeEvent> flagged() {
    EXPECT_EQ(texts(referee.observe(view)), (Strings{"Yellow throws KC"}));
    return referee.observe(view);
  }
};

// Judged as Blue's move under the 4 of spades it is no move; after Blue's discard it is Yellow's
// entry on the wrong square. Accepting the correction records the discard, then the entry.
TEST(TocReconcile, TheNextPlayersIllegalMoveAfterADiscardIsFlaggedWithItsRule) {
  YellowAfterBluesDiscard table;
  const auto flagged = table.flagged();
  ASSERT_EQ(flagged.size(), 1u) << ::testing::PrintToString(texts(flagged));
  EXPECT_EQ(flagged[0].flag, FlagKind::kIllegal);
  EXPECT_EQ(flagged[0].breach.rule, "T1");
  EXPECT_EQ(flagged[0].seat_name, "Yellow");
  EXPECT_EQ(flagged[0].chance, "KC");
  EXPECT_EQ(flagged[0].alternatives, (Strings{"Y enter"}));
  EXPECT_EQ(flagged[0].note, kAfterATableNeutralMoveNote);
  EXPECT_EQ(table.referee.state().current_player(), 2);  // the record is not changed by the flag

  const auto corrected = table.referee.answer(Answer::kAcceptCorrection);
  ASSERT_TRUE(corrected) << corrected.error().message;
  std::vector<std::string> moves;
  for (const auto& event : *corrected) {
    if (event.kind == EventKind::kMove) moves.push_back(event.chance + " " + event.move);
  }
  EXPECT_EQ(moves, (Strings{"4S discard 4S", "KC Y enter"}));
  EXPECT_EQ(table.referee.state().current_player(), 0);
}

// The same with a ghost read surely enough on Blue's entry square, three places differing in all:
// the table clearly moved on, and the ghost is put back as the record has it to name the rule (the
// fresh film's view read a Yellow ghost at 0.80 beside Blue's entry). The flag lists every place.
TEST(TocReconcile, AnIllegalMoveIsNamedBesideAGhostWhereTheTableMovedOn) {
  YellowAfterBluesDiscard table;
  table.view.places["s3.18"] = {true, "G", 1, 1, 0.8};
  const auto flagged = table.flagged();
  ASSERT_EQ(flagged.size(), 1u) << ::testing::PrintToString(texts(flagged));
  EXPECT_EQ(flagged[0].flag, FlagKind::kIllegal);
  EXPECT_EQ(flagged[0].breach.rule, "T1");
  EXPECT_EQ(flagged[0].seat_name, "Yellow");
  EXPECT_EQ(flagged[0].differing, (Strings{"s3.18", "s4.05", "wait.Y"}));
}

// Overruled, the table would be recorded after the discard under a card that explains it, but no
// card of Yellow's takes a pawn from its waiting area to s4.05: the referee says so, and the
// record stands.
TEST(TocReconcile, AnIllegalMoveAfterADiscardCannotBeOverruled) {
  YellowAfterBluesDiscard table;
  ASSERT_EQ(table.flagged().size(), 1u);
  EXPECT_FALSE(table.referee.answer(Answer::kOverrule));
  EXPECT_EQ(table.referee.state().current_player(), 2);
}

// A card the player to move does not hold, read unsurely, is a misreading: the change it comes
// with is not judged under it.
TEST(TocReconcile, ACardThePlayerDoesNotHoldIsNotTheRuleOfTheFlag) {
  const auto start = load(4, blue_to_play(true));
  Reconciler referee(start->clone(), kCells);
  Occupancy bumped = start->occupancy();
  bumped["s4.18"] = "G";
  auto view = view_of(bumped, "AS");
  view.chance->confidence = 0.3;
  // Flagged once the table has stayed so as long as a change no rule names must.
  std::vector<RefereeEvent> flagged;
  int looks = 0;
  for (; flagged.empty() && looks < 10; ++looks) {
    for (auto& event : referee.observe(view))
      if (event.kind == EventKind::kFlag) flagged.push_back(std::move(event));
  }
  EXPECT_EQ(looks, ReconcileParams{}.ambiguous_views);
  ASSERT_EQ(flagged.size(), 1u);
  EXPECT_EQ(flagged[0].flag, FlagKind::kUnexplained);
}

// Blue's pawn put on s4.05 instead of its entry square, both places read unsurely (unseen film
// toc-6 15011), where the board's size allows two misread places: the legal entry with both
// taken for misreadings would explain the view, but the pawn missing from its square is the one
// seen on the other: put there, flagged once the table has stayed so for ambiguous_views views
// (read unsurely alone on a board read surely, the move could be a hand's doing). Its square alone
// read empty is a misreading.
TEST(TocReconcile, APawnReadOnAnotherSquareThanItsMovesIsPutThere) {
  const auto start = load(4, blue_to_play(true));
  ReconcileParams two_misreads;
  two_misreads.misread_places = 2;
  const auto entered_unsurely = [&](const std::string& elsewhere) {
    auto view = view_of(after(*start, "KH", "B enter")->occupancy(), "KH");
    view.places["s3.18"] = {true, "", 0, 0, 0.2};
    view.places["s4.05"] = {true, elsewhere, elsewhere.empty() ? 0 : 1, elsewhere.empty() ? 0 : 1,
                            0.3};
    return view;
  };
  const auto referee = [&](const TableView& view) {
    Reconciler reconciler(start->clone(), kCells, two_misreads);
    reconciler.observe(view_of(start->occupancy(), "KH"));
    std::vector<RefereeEvent> events;
    for (int look = 0; look < ReconcileParams{}.ambiguous_views; ++look) {
      for (auto& event : reconciler.observe(view)) events.push_back(std::move(event));
    }
    return events;
  };
  const auto flagged = referee(entered_unsurely("B"));
  ASSERT_EQ(flagged.size(), 1u) << ::testing::PrintToString(texts(flagged));
  EXPECT_EQ(flagged[0].flag, FlagKind::kIllegal);
  EXPECT_EQ(flagged[0].breach.rule, "T1");
  const auto not_seen = texts(referee(entered_unsurely("")));
  ASSERT_FALSE(not_seen.empty());
  EXPECT_EQ(not_seen.front(), "Blue KH B enter (legal, misread s3.18)");
}

// Green's pawn carried from s2.18 to s4.05 on Blue's turn, both squares read unsurely, where the
// board's size allows two misread places: the pawn missing from one square is the one seen on the
// other, a pawn moved, not two misreadings (kept film toc-6 21105: Green's illegal s2.18>s3.18 on
// a 9S, both squares read at 0.30, was never flagged): flagged once the table has stayed so for
// ambiguous_views views. Another colour seen there is a misreading.
TEST(TocReconcile, APawnMissingWhereAnotherOfItsColourAppearsMoved) {
  const auto start = load(4, blue_to_play(true));
  ReconcileParams two_misreads;
  two_misreads.misread_places = 2;
  const auto referee = [&](const std::string& seen_on_s405) {
    Reconciler reconciler(start->clone(), kCells, two_misreads);
    reconciler.observe(view_of(start->occupancy(), "KH"));
    auto view = view_of(start->occupancy(), "KH");
    view.places["s2.18"] = {true, "", 0, 0, 0.3};
    view.places["s4.05"] = {true, seen_on_s405, 1, 1, 0.3};
    std::vector<RefereeEvent> events;
    for (int look = 0; look < ReconcileParams{}.ambiguous_views; ++look) {
      for (auto& event : reconciler.observe(view)) events.push_back(std::move(event));
    }
    return events;
  };
  const auto flagged = referee("G");
  ASSERT_EQ(flagged.size(), 1u) << ::testing::PrintToString(texts(flagged));
  EXPECT_EQ(flagged[0].flag, FlagKind::kIllegal);
  EXPECT_EQ(flagged[0].breach.rule, "T5");  // a King moves one of Blue's own pawns
  EXPECT_EQ(flagged[0].differing, (Strings{"s2.18", "s4.05"}));
  EXPECT_TRUE(referee("Y").empty());
}

// A card no hand holds and the pile lacks, read surely on top of the pile (fresh film toc-6
// 21103: Black's King of clubs read as the King of spades at 0.83-0.92), is a misreading: Blue's
// legal entry is recorded on the card its move needs, not flagged under the one read.
TEST(TocReconcile, ACardNoHandHoldsIsAMisreadingHoweverSurelyRead) {
  const auto start = load(4, blue_to_play(true));
  Reconciler referee(start->clone(), kCells);
  const auto entered = view_of(after(*start, "KH", "B enter")->occupancy(), "9S");
  std::vector<std::string> events;
  for (int look = 0; look < 3; ++look) {
    for (const auto& text : texts(referee.observe(entered))) events.push_back(text);
  }
  const auto entry =
      std::find(events.begin(), events.end(), "Blue KH B enter (legal, throw not seen: inferred)");
  EXPECT_NE(entry, events.end()) << ::testing::PrintToString(events);
  EXPECT_EQ(referee.state().current_player(), 3);
}

// Toc-6 with two decks (fresh film toc-6 21104, its ninth state): Black to play, whose cards move
// no pawn, and White, next, both hold the 2 of clubs.
nlohmann::json black_to_play_beside_whites_card() {
  return {
      {"game", "toc-6"},
      {"options", {{"card_limit", 0}, {"hands", "dealt"}, {"teams", false}}},
      {"phase", "play"},
      {"deal", 1},
      {"cards_played", 9},
      {"discards", "3S KS 5D 5S KH AH JD 3C 7D"},
      {"hands", {"KD 8S 8H JD", "9D QS 6C", "4C 3S 7C", "8C 6S 4H", "2C 8H 7C JS", "8S 6D QH 2C"}},
      {"pawns", {"s1.18", "", "s4.13", "", "", "s6.18"}},
      {"rng", "9bb905e6ab0c22c7"},
      {"stock",
       "3H 7S 8D 2S 2S QD 9S 9D 9C 10S 6S 4D 5H 3D 3D 9S JH 6H 4C KS 5C 8C JH 7S 10C 8D JC 2D "
       "QD 2H 7D 10C 7H 5S JOKER 9H 9C JS KD QH 10D KC 9H 7H AH 5H KH AD 10D AS 4D AC 2D 5D 4H "
       "4S JOKER 10H KC JOKER 10H JOKER QC 4S AC AD 6H 2H QS 5C AS 3C 6C 10S 6D JC 3H QC"},
      {"turn", "K"}};
}

// A card laid stays laid: Black's 8 of hearts read surely, then the 2 of clubs, which Black holds
// too, is White's card after Black's discard, not Black's 8 read anew (the film took it so and
// judged Red's later move under Black's 8).
TEST(TocReconcile, ASureCardOverASureCardIsTheNextPlayers) {
  const auto start = load(6, black_to_play_beside_whites_card());
  const std::vector<std::string> cells = {"s1.18",  "s4.13",  "s6.18",  "wait.R", "wait.G",
                                          "wait.B", "wait.Y", "wait.K", "wait.W"};
  Reconciler referee(start->clone(), cells);
  referee.observe(view_of(start->occupancy(), "8H", cells));
  EXPECT_EQ(texts(referee.observe(view_of(start->occupancy(), "2C", cells))),
            (Strings{"White throws 2C", "Black 8H discard 8H (legal)"}));
  EXPECT_EQ(start->seat_name(referee.state().current_player()), "White");
}

}  // namespace
}  // namespace arbitre::engine
