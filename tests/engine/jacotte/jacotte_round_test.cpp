// The end of a round and of the match (C8, C9, the round move limit): the "round over"
// phase keeps the final position on the table until the one move "next round" sets up the
// next round; a finished match is terminal right after its last move.
#include <gtest/gtest.h>

#include "arbitre/engine/perft.h"
#include "jacotte_test_util.h"

namespace arbitre::engine::jacotte::testing {
namespace {

using Texts = std::vector<std::string>;

// C8, C9: jacotte.txt "Fin de partie": the last neutral banked ends the round. The state
// enters the "round over" phase: the table still shows the position right after the banking
// (Green's capture on L2.3 too), the score holds the round (the unbanked capture is void:
// every pawn counts for its owner), and Yellow, who opens round 2, is to move.
TEST(JacotteRules, C8_C9_LastNeutralEndsTheRoundInTheRoundOverPhase) {
  auto g = game(4);
  auto state = last_neutral_position(*g);
  auto over = after(*state, 1, "R: L1.1 -> camp");
  const auto& jacotte = static_cast<const JacotteState&>(*over);
  EXPECT_TRUE(jacotte.round_over());
  EXPECT_FALSE(over->is_terminal());
  ASSERT_EQ(jacotte.history().size(), 1u);
  // Red 4 N + 5 pawns, Yellow 3 N + 5 (the Green capture was not banked: void), ...
  EXPECT_EQ(jacotte.history()[0], (std::array<int, 4>{30, 25, 25, 20}));
  EXPECT_EQ(jacotte.round(), 1);
  EXPECT_EQ(over->current_player(), kYellow);
  EXPECT_EQ(over->to_string(),
            "jacotte-4 round 1, move 1: round over, Yellow opens round 2\n"
            "        1 Red     2 Yellow  3 Green   4 Blue\n"
            "centre  .         .         .         .\n"
            "lat 4   .         .         .         .\n"
            "lat 3   .         GY        .         .\n"
            "lat 2   .         .         .         .\n"
            "lat 1   .         .         .         .\n"
            "camp    RRRRR     YYYY      GGGG      BBBBB\n"
            "loot    NNNN      NNN       NNN       NN\n"
            "match points: Red 30, Yellow 25, Green 25, Blue 20\n");
  EXPECT_EQ(over->score().lines[0].points, 30);
  EXPECT_EQ(over->score().summary,
            "Red 30, Yellow 25, Green 25, Blue 20 after 1 round (match to 150 points); round 1 "
            "over, Yellow opens round 2");
  EXPECT_FALSE(over->check_invariants().has_value());
}

// C9: between two rounds nothing is thrown, and the one legal move sets up the next round,
// which the next seat opens (jacotte.txt "Mise en place").
TEST(JacotteRules, C9_RoundOverPhaseHasOneMoveTheNextRound) {
  auto g = game(4);
  auto state = position(
      *g, with_camps(*g, {{"L1.1", "NR"}, {"loot2", "NNN"}, {"loot3", "NNNN"}, {"loot4", "NNNN"}}),
      kRed);
  auto over = after(*state, 1, "R: L1.1 -> camp");
  ASSERT_TRUE(static_cast<const JacotteState&>(*over).round_over());
  EXPECT_EQ(over->chance_kind(), ChanceKind::kNone);
  const auto outcomes = over->chance_outcomes();
  ASSERT_EQ(outcomes.size(), 1u);
  EXPECT_EQ(outcomes[0].chance, Chance::none());
  EXPECT_EQ(outcomes[0].probability, 1.0);
  const auto moves = over->legal_moves(Chance::none());
  ASSERT_EQ(moves.size(), 1u);
  EXPECT_EQ(moves[0].text, "next round");
  EXPECT_TRUE(over->legal_moves(Chance::sticks(2)).empty());
  EXPECT_EQ(over->parse_chance("").value(), Chance::none());
  // Nothing is played in the phase: no prisoner exchange either, the round is counted.
  EXPECT_EQ(static_cast<JacotteState&>(*over).record_exchange({1, kRed, kYellow, 1, 1}).ok(),
            false);
  auto next = over->child(Chance::none(), moves[0]);
  const auto& round2 = static_cast<const JacotteState&>(*next);
  EXPECT_FALSE(round2.round_over());
  EXPECT_EQ(round2.round(), 2);
  EXPECT_EQ(round2.moves_in_round(), 0);
  EXPECT_EQ(next->current_player(), kYellow);
  EXPECT_EQ(next->chance_kind(), ChanceKind::kStickThrow);
  EXPECT_EQ(next->occupancy(), g->new_initial_state(0)->occupancy());
  EXPECT_EQ(round2.history(), static_cast<const JacotteState&>(*over).history());
  EXPECT_EQ(move_texts(*next, 2), Texts({"pass", "Y: camp -> L2.2"}));
}

// C9, C14: at 2 players the next round opens with the other player's first colour.
TEST(JacotteRules, C9_NextRoundAtTwoPlayersOpensWithTheOtherPlayer) {
  auto g = game(2);
  auto state = position(
      *g, with_camps(*g, {{"L1.1", "NR"}, {"loot2", "NNN"}, {"loot3", "NNNN"}, {"loot4", "NNNN"}}),
      kRed);
  auto over = after(*state, 1, "R: L1.1 -> camp");
  EXPECT_EQ(over->current_player(), kGreen);
  EXPECT_EQ(over->child(Chance::none(), over->legal_moves(Chance::none())[0])->current_player(),
            kGreen);
}

// C8: "une partie peut aussi prendre fin s'il ne reste plus qu'un seul joueur en jeu. Celui-ci
// récupère alors TOUS les pions encore sur le plateau".
TEST(JacotteRules, C8_LastPlayerTakesEverything) {
  auto g = game(3);
  auto state = position(*g,
                        with_camps(*g, {{"L1.1", "GR"},
                                        {"loot1", "YYYYYGGGG"},
                                        {"C1", "+NNN"},
                                        {"C2", "+NNN"},
                                        {"C3", "+NNN"},
                                        {"C4", "+NN"}}),
                        kRed);
  auto next = after(*state, 1, "R: L1.1 -> camp");
  const auto& jacotte = static_cast<const JacotteState&>(*next);
  ASSERT_EQ(jacotte.history().size(), 1u);
  EXPECT_EQ(jacotte.history()[0], (std::array<int, 4>{100, 0, 0, 0}));
}

// C9: jacotte.txt "A 3 joueurs, tous les pions colorés valent 3 points"; at 2 players the two
// colours' scores add; "Détermine ... un nombre de manches": the match ends after them.
TEST(JacotteRules, C9_MatchOfRoundsAndSideScores) {
  auto g = game(2, {{"rounds", 1}});
  auto state = position(
      *g,
      with_camps(
          *g,
          {{"L3.1", "NG"}, {"loot1", "NNN"}, {"loot2", "NNN"}, {"loot3", "NNN"}, {"loot4", "NNR"}}),
      kGreen);
  auto over = after(*state, 1, "G: L3.1 -> camp");
  // The match is over right after the last move (no "round over" phase): the table shows it.
  EXPECT_TRUE(over->is_terminal());
  EXPECT_EQ(over->current_player(), kNoPlayer);
  EXPECT_FALSE(static_cast<const JacotteState&>(*over).round_over());
  EXPECT_EQ(over->occupancy().at("loot3"), "NNNN");
  EXPECT_EQ(over->to_string().substr(0, 34), "jacotte-2 round 1, move 1: match o");
  const auto score = over->score();
  // Red 3 N + 4 pawns, Yellow 3 N + 5; Green 4 N + 5, Blue 2 N + 5 + a Red prisoner.
  EXPECT_EQ(score.lines[0].points, 23 + 25);
  EXPECT_EQ(score.lines[1].points, 30 + 22);
  EXPECT_EQ(score.summary,
            "Red+Yellow 48, Green+Blue 52 after 1 round (match of 1 rounds); match over, "
            "Green+Blue wins");
  EXPECT_TRUE(over->legal_moves(Chance::sticks(2)).empty());
}

// The round move limit (docs/games/jacotte.md): the round ends, stacks are banked as they
// stand and loose neutrals go to the colour facing their cell; still 100 points.
TEST(JacotteRules, MoveLimitEndsTheRound) {
  auto g = game(3, {{"round_move_limit", 1}});
  auto state = position(
      *g,
      with_camps(*g,
                 {{"L1.1", "NGR"}, {"C1", "+NN"}, {"C2", "+NNN"}, {"C3", "+NNN"}, {"C4", "+NN"}}),
      kRed);
  auto next = after(*state, 0, "pass");
  const auto& jacotte = static_cast<const JacotteState&>(*next);
  ASSERT_EQ(jacotte.history().size(), 1u);
  // Red: N + G banked, C1's 2, C4's 2 (empty seat: next colour, Red); Yellow 3; Green 3.
  EXPECT_EQ(jacotte.history()[0], (std::array<int, 4>{5 * 5 + 6 * 3, 15 + 15, 15 + 4 * 3, 0}));
  // The table still shows the round as it stopped; the banking is the score's.
  EXPECT_TRUE(jacotte.round_over());
  EXPECT_EQ(next->occupancy().at("L1.1"), "NGR");
  EXPECT_EQ(next->occupancy().at("C4"), "+NN");
}

// The default round move limit is far beyond a real round: 400 moves, 100 turns a colour.
TEST(JacotteRules, MoveLimitDefaultsTo400) {
  EXPECT_EQ(game(4)->options()["round_move_limit"], 400);
  EXPECT_EQ(game(2)->config()->round_move_limit, 400);
  EXPECT_EQ(game(3, {{"round_move_limit", 0}})->config()->round_move_limit, 0);
}

// C8: the last player's final banking stays on the table too (the stacks still in play are
// his only in the score), and perft counts the phase's one move: from the phase, depth 1 is
// "next round" and depth 2 the next round's start, 1 + 2 + 2 + 2 + 2 = 9 (C12).
TEST(JacotteRules, C8_LastPlayerRoundEndAndPerftThroughThePhase) {
  auto g3 = game(3);
  auto three = position(*g3,
                        with_camps(*g3, {{"L1.1", "GR"},
                                         {"L2.2", "NR"},
                                         {"loot1", "YYYYYGGGG"},
                                         {"C1", "+NNN"},
                                         {"C2", "+NN"},
                                         {"C3", "+NNN"},
                                         {"C4", "+NN"}}),
                        kRed);
  auto over = after(*three, 1, "R: L1.1 -> camp");
  const auto& jacotte = static_cast<const JacotteState&>(*over);
  ASSERT_TRUE(jacotte.round_over());
  EXPECT_EQ(over->occupancy().at("L2.2"), "NR");
  EXPECT_EQ(over->occupancy().at("C1"), "+NNN");
  EXPECT_EQ(jacotte.history()[0], (std::array<int, 4>{100, 0, 0, 0}));
  EXPECT_EQ(perft(*over, 1), 1u);
  EXPECT_EQ(perft(*over, 2), 9u);
}

}  // namespace
}  // namespace arbitre::engine::jacotte::testing
