// Scenario tests: each names the ruling (RULINGS.md C1..C15) or the jacotte.txt section it
// checks, draws the position or lists the exact legal moves.
#include <gtest/gtest.h>

#include "jacotte_test_util.h"

namespace arbitre::engine::jacotte::testing {
namespace {

using Texts = std::vector<std::string>;

// C1, C6: jacotte.txt "Mise en place": five pawns per camp, three neutrals per centre cell.
TEST(JacotteRules, C1_C6_StartPositionFourPlayers) {
  auto g = game(4);
  auto start = g->new_initial_state(1);
  const int starter = start->current_player();
  EXPECT_EQ(start->to_string(), "jacotte-4 round 1, move 0: " + colour_name(starter) +
                                    " to move, passes in a row R0 Y0 G0 B0\n"
                                    "        1 Red     2 Yellow  3 Green   4 Blue\n"
                                    "centre  +NNN      +NNN      +NNN      +NNN\n"
                                    "lat 4   .         .         .         .\n"
                                    "lat 3   .         .         .         .\n"
                                    "lat 2   .         .         .         .\n"
                                    "lat 1   .         .         .         .\n"
                                    "camp    RRRRR     YYYYY     GGGGG     BBBBB\n"
                                    "loot    -         -         -         -\n"
                                    "match points: Red 0, Yellow 0, Green 0, Blue 0\n");
  EXPECT_EQ(start->occupancy().at("C2"), "+NNN");
  EXPECT_EQ(start->occupancy().at("camp4"), "BBBBB");
}

// C6, C14: jacotte.txt "A 3 joueurs, on n'utilisera que 11 pions neutres": two in front of the
// empty seat, whose camp is closed.
TEST(JacotteRules, C14_ThreePlayerSetupWithElevenNeutrals) {
  auto g = game(3);
  auto start = g->new_initial_state(2);
  EXPECT_EQ(start->num_seats(), 3);
  const auto table = start->occupancy();
  EXPECT_EQ(table.at("C4"), "+NN");
  EXPECT_EQ(table.at("C3"), "+NNN");
  EXPECT_FALSE(table.contains("camp4"));
  EXPECT_NE(start->to_string().find("camp    RRRRR     YYYYY     GGGGG     closed"),
            std::string::npos);
}

// C9, C14: jacotte.txt "A 2 joueurs ... chacun utilisera 2 couleurs situées côte à côte": four
// seats, two sides, and a round opens with a player's first colour.
TEST(JacotteRules, C14_TwoPlayersOwnTwoAdjacentColours) {
  auto g = game(2);
  for (uint64_t seed = 0; seed < 20; ++seed) {
    auto start = g->new_initial_state(seed);
    EXPECT_EQ(start->num_seats(), 4);
    EXPECT_TRUE(start->current_player() == kRed || start->current_player() == kGreen);
  }
  auto start = g->new_initial_state(0);
  ASSERT_EQ(start->score().lines.size(), 2u);
  EXPECT_EQ(start->score().lines[0].side, "Red+Yellow");
  EXPECT_EQ(start->score().lines[1].side, "Green+Blue");
}

// C12: "a throw of n (1..4) puts a pawn on latitude n of its own lane"; C2: a throw of 0 only
// passes when every pawn is in camp.
TEST(JacotteRules, C12_LeavingTheCamp) {
  auto g = game(4);
  auto state =
      position(*g, with_camps(*g, {{"C1", "+NNN"}, {"C2", "+NNN"}, {"C3", "+NNN"}, {"C4", "+NNN"}}),
               kYellow);
  EXPECT_EQ(move_texts(*state, 0), Texts({"pass"}));
  EXPECT_EQ(move_texts(*state, 3), Texts({"pass", "Y: camp -> L2.3"}));
}

// C2, C11: jacotte.txt "Se déplacer sur la zone de jeu": vertically by the exact throw, jumping
// over occupied cells; reaching the centre needs no exact count; horizontally whatever the throw.
TEST(JacotteRules, C2_VerticalExactCountAndHorizontalAnyThrow) {
  auto g = game(4);
  auto state = position(*g,
                        with_camps(*g, {{"L1.2", "R"},
                                        {"L1.3", "G"},
                                        {"L2.2", "Y"},
                                        {"C1", "+NNN"},
                                        {"C2", "+NNN"},
                                        {"C3", "+NNN"},
                                        {"C4", "+NNN"}}),
                        kRed);
  EXPECT_EQ(move_texts(*state, 0), Texts({"pass", "R: L1.2 -> L3.2", "R: L1.2 -> L4.2"}));
  EXPECT_EQ(move_texts(*state, 2), Texts({"pass", "R: L1.2 -> L1.4", "R: L1.2 -> L3.2",
                                          "R: L1.2 -> L4.2", "R: L1.2 -> camp"}));
  // "Il n'est pas nécessaire d'obtenir le score exact aux dés pour atteindre ton camp ou le rond
  // central."
  EXPECT_EQ(move_texts(*state, 4),
            Texts({"pass", "R: L1.2 -> L3.2", "R: L1.2 -> L4.2", "R: L1.2 -> C1",
                   "R: L1.2 -> C1 +N", "R: L1.2 -> camp", "R: camp -> L1.4"}));
}

// C2, C15: jacotte.txt "Il est autorisé de passer son tour jusqu'à 3 fois CONSECUTIVES."
TEST(JacotteRules, C15_PassLimitAndForcedPass) {
  auto g = game(4);
  auto table = with_camps(
      *g, {{"L1.2", "R"}, {"C1", "+NNN"}, {"C2", "+NNN"}, {"C3", "+NNN"}, {"C4", "+NNN"}});
  auto state = position(*g, table, kRed, {3, 0, 0, 0});
  EXPECT_EQ(move_texts(*state, 0),
            Texts({"R: L1.2 -> L2.2", "R: L1.2 -> L3.2", "R: L1.2 -> L4.2"}));
  // Yellow has only its camp and throws 0: the pass is forced and still counts (C15).
  auto yellow = position(*g, table, kYellow, {0, 3, 0, 0});
  EXPECT_EQ(move_texts(*yellow, 0), Texts({"pass"}));
  auto passed = after(*yellow, 0, "pass");
  EXPECT_EQ(static_cast<const JacotteState&>(*passed).passes(kYellow), 3);
  // Three passes, then a move resets the count.
  auto red = position(*g, table, kRed, {2, 0, 0, 0});
  auto once = after(*red, 1, "pass");
  EXPECT_EQ(static_cast<const JacotteState&>(*once).passes(kRed), 3);
  auto moved = after(*red, 1, "R: L1.2 -> L1.3");
  EXPECT_EQ(static_cast<const JacotteState&>(*moved).passes(kRed), 0);
}

// C3, C11: jacotte.txt "tu n'as pas le droit de rentrer dans un camp adverse": in Green's lane,
// a throw that would reach Green's camp cannot be played.
TEST(JacotteRules, C3_NoEntryIntoAnOpponentCamp) {
  auto g = game(4);
  auto state = position(*g,
                        with_camps(*g, {{"L3.1", "R"},
                                        {"L1.1", "Y"},
                                        {"L2.1", "G"},
                                        {"L4.1", "B"},
                                        {"C1", "+NNN"},
                                        {"C2", "+NNN"},
                                        {"C3", "+NNN"},
                                        {"C4", "+NNN"}}),
                        kRed);
  EXPECT_EQ(move_texts(*state, 1), Texts({"pass", "R: L3.1 -> L3.2", "R: camp -> L1.1 xY"}));
}

// C4: jacotte.txt "Il est interdit d'avoir 2 pions d'une même couleur sur une même case": never
// on a stack topped by one's own colour, at 2 players nor by the partner's; landing on an
// opposing stack that holds one's own prisoners is allowed.
TEST(JacotteRules, C4_NoLandingOnOwnOrPartnerTop) {
  auto g2 = game(2);
  auto two = position(*g2,
                      with_camps(*g2, {{"L1.1", "R"},
                                       {"L1.2", "Y"},
                                       {"L1.3", "RG"},
                                       {"C1", "+NNN"},
                                       {"C2", "+NNN"},
                                       {"C3", "+NNN"},
                                       {"C4", "+NNN"}}),
                      kRed);
  EXPECT_EQ(move_texts(*two, 1), Texts({"pass", "R: L1.1 -> L2.1", "R: L1.1 -> L3.1",
                                        "R: L1.1 -> L4.1", "R: L1.1 -> camp"}));
  EXPECT_EQ(move_texts(*two, 2), Texts({"pass", "R: L1.1 -> L1.3 xG", "R: L1.1 -> L2.1",
                                        "R: L1.1 -> L3.1", "R: L1.1 -> L4.1", "R: L1.1 -> camp"}));
}

// C4: jacotte.txt "Un même joueur n'a également pas le droit d'avoir deux pions de sa couleur en
// même temps sur le rond central."
TEST(JacotteRules, C4_OneStackOnTheCentralRound) {
  auto g = game(4);
  auto state = position(
      *g,
      with_camps(*g,
                 {{"L1.4", "R"}, {"C2", "R+NNN"}, {"C1", "+NNN"}, {"C3", "+NNN"}, {"C4", "+NNN"}}),
      kRed);
  for (const auto& text : move_texts(*state, 1))
    EXPECT_EQ(text.find("L1.4 -> C1"), std::string::npos) << text;
}

// C5: jacotte.txt "Capturer des pions adverses": the arriving stack goes on top and the whole
// pile moves as one; a horizontal move never captures.
TEST(JacotteRules, C5_CaptureOnTopAndStackMovesAsOne) {
  auto g = game(4);
  auto table = with_camps(*g, {{"L1.1", "R"},
                               {"L1.3", "NYG"},
                               {"L2.1", "B"},
                               {"C1", "+NN"},
                               {"C2", "+NNN"},
                               {"C3", "+NNN"},
                               {"C4", "+NNN"}});
  auto state = position(*g, table, kRed);
  EXPECT_EQ(move_texts(*state, 0), Texts({"pass", "R: L1.1 -> L3.1", "R: L1.1 -> L4.1"}));
  auto captured = after(*state, 2, "R: L1.1 -> L1.3 xG");
  EXPECT_EQ(captured->occupancy().at("L1.3"), "NYGR");
  EXPECT_FALSE(captured->occupancy().contains("L1.1"));
  // Green cannot move its buried pawn; Red's stack now moves whole.
  auto red_again = position(*g, captured->occupancy(), kRed);
  auto moved = after(*red_again, 1, "R: L1.3 -> L1.4");
  EXPECT_EQ(moved->occupancy().at("L1.4"), "NYGR");
}

// C5, C13: jacotte.txt "il est interdit d'y capturer des pions adverses": no landing on a
// coloured stack of the round, horizontally or vertically.
TEST(JacotteRules, C5_NoCaptureOnTheCentralRound) {
  auto g = game(4);
  auto state = position(
      *g,
      with_camps(*g,
                 {{"L1.4", "R"}, {"C1", "Y+NNN"}, {"C2", "+NNN"}, {"C3", "+NNN"}, {"C4", "+NNN"}}),
      kRed);
  EXPECT_EQ(move_texts(*state, 1),
            Texts({"pass", "R: L1.4 -> L1.3", "R: L1.4 -> L2.4", "R: L1.4 -> L3.4",
                   "R: L1.4 -> L4.4", "R: camp -> L1.1"}));
}

// C6, C13: jacotte.txt "il a toujours le choix de laisser ou d'emmener avec lui le pion neutre":
// one neutral at most, at the bottom, and never two neutrals on one another.
TEST(JacotteRules, C6_TakeOrLeaveANeutralNeverTwoInARow) {
  auto g = game(4);
  auto state = position(
      *g, with_camps(*g, {{"C1", "R+NNN"}, {"C2", "NY+NN"}, {"C3", "+NNN"}, {"C4", "+NNN"}}), kRed);
  EXPECT_EQ(move_texts(*state, 0),
            Texts({"pass", "R: C1 -> C3", "R: C1 -> C3 +N", "R: C1 -> C4", "R: C1 -> C4 +N"}));
  auto taken = after(*state, 0, "R: C1 -> C3 +N");
  EXPECT_EQ(taken->occupancy().at("C3"), "NR+NN");
  EXPECT_EQ(taken->occupancy().at("C1"), "+NNN");
  // Yellow's stack already carries a neutral at its bottom: it may only leave them.
  auto yellow = position(*g, taken->occupancy(), kYellow);
  EXPECT_EQ(move_texts(*yellow, 0), Texts({"pass", "Y: C2 -> C1", "Y: C2 -> C4"}));
}

// C6: "si tu captures une pile adverse où le pion du dessous est un pion neutre, tu n'as pas le
// droit d'aller en capturer un nouveau" ... "capturer un pion coloré adverse entre-temps".
TEST(JacotteRules, C6_ColouredPawnInBetweenAllowsANewNeutral) {
  auto g = game(4);
  auto state = position(*g,
                        with_camps(*g, {{"L3.4", "Y"},
                                        {"L3.3", "NR"},
                                        {"C1", "+NNN"},
                                        {"C2", "+NNN"},
                                        {"C3", "+NN"},
                                        {"C4", "+NNN"}}),
                        kRed);
  auto captured = after(*state, 1, "R: L3.3 -> L3.4 xY");
  EXPECT_EQ(captured->occupancy().at("L3.4"), "YNR");
  auto red = position(*g, captured->occupancy(), kRed);
  auto entered = after(*red, 1, "R: L3.4 -> C3 +N");
  EXPECT_EQ(entered->occupancy().at("C3"), "NYNR+N");
}

// C7: jacotte.txt "Captures définitives": own pawns back to camp, prisoners and neutrals to loot.
TEST(JacotteRules, C7_BankingSplitsTheStack) {
  auto g = game(4);
  auto state = position(
      *g,
      with_camps(
          *g, {{"L1.1", "NYRGR"}, {"C1", "+NN"}, {"C2", "+NNN"}, {"C3", "+NNN"}, {"C4", "+NNN"}}),
      kRed);
  auto banked = after(*state, 1, "R: L1.1 -> camp");
  const auto table = banked->occupancy();
  EXPECT_EQ(table.at("camp1"), "RRRRR");
  EXPECT_EQ(table.at("loot1"), "NYG");
  EXPECT_EQ(banked->current_player(), kYellow);
}

// C8, C15: elimination when a colour's five pawns are banked by others; it is skipped in turn.
TEST(JacotteRules, C8_EliminatedColourIsSkipped) {
  auto g = game(4);
  auto state = position(*g,
                        with_camps(*g, {{"L1.2", "YR"},
                                        {"loot1", "YYYY"},
                                        {"C1", "+NNN"},
                                        {"C2", "+NNN"},
                                        {"C3", "+NNN"},
                                        {"C4", "+NNN"}}),
                        kRed);
  auto banked = after(*state, 2, "R: L1.2 -> camp");
  const auto& jacotte = static_cast<const JacotteState&>(*banked);
  EXPECT_TRUE(jacotte.eliminated(kYellow));
  EXPECT_EQ(banked->current_player(), kGreen);
  EXPECT_EQ(banked->occupancy().at("loot1"), "YYYYY");
}

// C9: "des négociations au sujet d'échanges de pions adverses DEFINITIVEMENT CAPTURES".
TEST(JacotteRules, C9_PrisonerExchange) {
  auto g = game(4);
  auto state = position(*g,
                        with_camps(*g, {{"loot1", "YY"},
                                        {"loot2", "R"},
                                        {"C1", "+NNN"},
                                        {"C2", "+NNN"},
                                        {"C3", "+NNN"},
                                        {"C4", "+NNN"}}),
                        kRed);
  EXPECT_EQ(state->record_exchange({1, kRed, kYellow, 3, 1}).error().field, "exchange.a_returns");
  EXPECT_EQ(state->record_exchange({1, kRed, kGreen, 1, 1}).error().field, "exchange.a_returns");
  ASSERT_TRUE(state->record_exchange({1, kRed, kYellow, 1, 1}).ok());
  EXPECT_EQ(state->occupancy().at("loot1"), "Y");
  EXPECT_FALSE(state->occupancy().contains("loot2"));
  EXPECT_EQ(state->occupancy().at("camp1"), "RRRRR");
  EXPECT_EQ(state->occupancy().at("camp2"), "YYYY");
  EXPECT_NE(state->score().summary.find("1 prisoner exchange"), std::string::npos);
  EXPECT_EQ(state->to_json()["exchanges"][0]["a_returns"], 1);
  EXPECT_FALSE(state->check_invariants().has_value());
}

// C11: a stack enters the round from lane q onto centre cell q and leaves it down lane q.
TEST(JacotteRules, C11_LanesLeadToTheirOwnCentreCell) {
  auto g = game(4);
  auto state = position(
      *g,
      with_camps(*g,
                 {{"L2.4", "R"}, {"C1", "+NNN"}, {"C2", "+NNN"}, {"C3", "+NNN"}, {"C4", "+NNN"}}),
      kRed);
  auto entered = after(*state, 3, "R: L2.4 -> C2");
  auto red = position(*g, entered->occupancy(), kRed);
  EXPECT_EQ(move_texts(*red, 2),
            Texts({"pass", "R: C2 -> L2.3", "R: C2 -> C1", "R: C2 -> C1 +N", "R: C2 -> C3",
                   "R: C2 -> C3 +N", "R: C2 -> C4", "R: C2 -> C4 +N", "R: camp -> L1.2"}));
}

}  // namespace
}  // namespace arbitre::engine::jacotte::testing
