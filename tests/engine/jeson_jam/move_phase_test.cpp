// Jeson Jam scenarios of the move phase and the end of the game (jeson-jam.txt "2ème phase",
// "FIN DE PARTIE", RULINGS.md S2..S5, the engine's draw option).
#include <gtest/gtest.h>

#include "engine/jeson_jam/jeson_jam_test_util.h"

namespace arbitre::engine::jeson_jam::testing {
namespace {

using Texts = std::vector<std::string>;

// Light about to fill road T2-T6 with H2-T2; Dark's five pieces all stand on road T3-T5.
Setup all_dark_aligned() {
  return {.light = "T6 H6 M1 H1 H2 M3 T1", .dark = "T3 H3 M4 H4 T5", .captures = {4, 2}};
}

// S4 and jeson-jam.txt "les joueurs déplacent à tour de rôle un de leurs pions d'une
// intersection vers une intersection libre adjacente" and "Il n'est pas possible de sauter
// par-dessus un pion": T1 is hemmed in by its own pieces, no jump is offered.
TEST(JesonJamMove, S4_OneStepToAnAdjacentEmptyIntersection) {
  auto state = make_state(all_dark_aligned());
  EXPECT_EQ(state->to_string(),
            "Jeson Jam, move phase, Light to move\n"
            "              L                               T1\n"
            "             /|\\                             /|\\\n"
            "            / | \\                           / | \\\n"
            "           /  |  \\                         /  |  \\\n"
            "  L-------L---L---L-------.       T6------H6--M1--H1------T2\n"
            "   \\ \\   /    |    \\   / /         \\ \\   /    |    \\   / /\n"
            "    \\   .     |     .   /           \\   M6    |     M2  /\n"
            "     \\ /   \\  |  /   \\ /             \\ /   \\  |  /   \\ /\n"
            "      .       .       L               H5      C       H2\n"
            "     / \\   /  |  \\   / \\             / \\   /  |  \\   / \\\n"
            "    /   .     |     L   \\           /   M5    |     M3  \\\n"
            "   / /   \\    |    /   \\ \\         / /   \\    |    /   \\ \\\n"
            "  D-------D---D---D-------D       T5------H4--M4--H3------T3\n"
            "           \\  |  /                         \\  |  /\n"
            "            \\ | /                           \\ | /\n"
            "             \\|/                             \\|/\n"
            "              .                               T4\n"
            "Light: 0 in hand, 4 taken from Dark\n"
            "Dark: 0 in hand, 2 taken from Light\n"
            "Aligned: T3-T5 (Dark)\n");
  EXPECT_EQ(move_texts(*state),
            (Texts{"M1-C", "M3-C", "H1-M2", "H1-T2", "H2-M2", "H2-T2", "H6-M6", "T6-M6", "T6-H5"}));
  EXPECT_EQ(state->legal_moves(Chance::none())[0].code,
            (std::vector<int>{midpoint(1), kCentre, kNoCapture}));
}

// S3: "in the move phase, no capture is then possible" when every opposing piece is aligned;
// S2: the new road is remembered all the same.
TEST(JesonJamMove, S3_NoCaptureWhenAllOpposingPiecesAreAligned) {
  auto state = make_state(all_dark_aligned());
  play(*state, "H2-T2");
  EXPECT_EQ(state->captures(kLight), 4);
  EXPECT_EQ(state->current_player(), kDark);
  EXPECT_EQ(state->aligned_roads(), (1u << road_index("T2-T6")) | (1u << road_index("T3-T5")));
}

// jeson-jam.txt "Lorsqu'un joueur réalise un alignement de 5 pions, il capture un pion adverse
// à condition que ce dernier ne fasse pas partie d'un alignement de 5." (S3, S5)
TEST(JesonJamMove, S3_MoveCapturesAFreePieceOnly) {
  auto setup = all_dark_aligned();
  setup.dark = "T3 H3 M4 H4 T5 M5";
  setup.captures = {3, 2};
  auto state = make_state(setup);
  EXPECT_EQ(move_texts(*state), (Texts{"M1-C", "M3-C", "H1-M2", "H1-T2", "H2-M2", "H2-T2 x M5",
                                       "H6-M6", "T6-M6", "T6-H5"}));
}

// jeson-jam.txt "La partie s'arrête lorsqu'un des joueurs a capturé 5 pions à l'adversaire.
// Ce joueur est déclaré gagnant." and "BUT DU JEU: Capturer 5 pions adverses."
TEST(JesonJamMove, FifthCaptureWins) {
  auto setup = all_dark_aligned();
  setup.dark = "T3 H3 M4 H4 M5";
  auto state = make_state(setup);
  play(*state, "H2-T2 x M5");
  EXPECT_TRUE(state->is_terminal());
  EXPECT_EQ(state->current_player(), kNoPlayer);
  EXPECT_EQ(state->winner(), kLight);
  EXPECT_TRUE(state->legal_moves(Chance::none()).empty());
  const Score score = state->score();
  ASSERT_EQ(score.lines.size(), 2u);
  EXPECT_EQ(score.lines[0].side, "Light");
  EXPECT_EQ(score.lines[0].points, 5);
  EXPECT_EQ(score.lines[1].side, "Dark");
  EXPECT_EQ(score.lines[1].points, 2);
  EXPECT_EQ(score.summary, "Light 5, Dark 2 captures (first to 5); Light wins: 5 captures");
}

// S2: "a road that stays filled does not capture again until it is broken and completed anew".
TEST(JesonJamMove, S2_FilledRoadCapturesAgainOnlyWhenCompletedAnew) {
  auto state = make_state({.light = "T6 H6 M1 H1 T2 H2 M3",
                           .dark = "T3 H3 M4 H4 M5",
                           .captures = {2, 0},
                           .options = {{"pieces", 7}}});
  EXPECT_EQ(move_texts(*state), (Texts{"M1-C", "M1-T1", "M3-C", "H1-M2", "H1-T1", "H2-M2", "H6-M6",
                                       "H6-T1", "T2-M2", "T6-M6", "T6-H5"}));
  play(*state, "T2-M2");
  EXPECT_EQ(state->aligned_roads(), 0u);
  play(*state, "M5-H5");
  EXPECT_EQ(move_texts(*state),
            (Texts{"M1-C", "M1-T1", "M2-C", "M2-T2 x M4", "M2-T2 x H3", "M2-T2 x H4", "M2-T2 x H5",
                   "M2-T2 x T3", "M3-C", "H1-T1", "H1-T2", "H2-T2 x M4", "H2-T2 x H3", "H2-T2 x H4",
                   "H2-T2 x H5", "H2-T2 x T3", "H6-M6", "H6-T1", "T6-M6"}));
}

// jeson-jam.txt "Les joueurs déposent d'abord leurs pions sur le plateau puis les déplacent";
// "Durant cette phase, il est possible de déplacer un pion sur la case centrale." and S4: the move
// phase starts when both hands are empty, with the player after the last drop.
TEST(JesonJamMove, S4_CentreOpensInTheMovePhase) {
  auto state = make_state(
      {.light = "M1 H2 T3 T5", .dark = "M4 H5 T6 T2", .hands = {1, 1}, .options = {{"pieces", 5}}});
  play(*state, "drop H1");
  play(*state, "drop M6");
  EXPECT_FALSE(state->drop_phase());
  EXPECT_EQ(state->current_player(), kLight);
  EXPECT_EQ(move_texts(*state), (Texts{"M1-C", "M1-H6", "M1-T1", "H1-M2", "H1-T1", "H2-M2", "H2-M3",
                                       "T3-M3", "T3-H3", "T5-M5", "T5-H4"}));
}

// jeson-jam.txt: "Le pion noir marqué d'un point bleu a une possibilité de déplacement,
// tandis que celui marqué d'un point vert en a 5." A hemmed piece has one step, the centre
// piece with one neighbour taken has five.
TEST(JesonJamMove, OneStepForTheBluePieceFiveForTheGreen) {
  auto state = make_state({.light = "H1 M1 T3 T5 H4",
                           .dark = "C T1 T6 T2 H3",
                           .to_move = "Dark",
                           .options = {{"pieces", 5}}});
  Texts from_centre;
  Texts from_t1;
  for (const auto& text : move_texts(*state)) {
    if (text.rfind("C-", 0) == 0) from_centre.push_back(text);
    if (text.rfind("T1-", 0) == 0) from_t1.push_back(text);
  }
  EXPECT_EQ(from_centre, (Texts{"C-M2", "C-M3", "C-M4", "C-M5", "C-M6"}));
  EXPECT_EQ(from_t1, (Texts{"T1-H6"}));
}

// S4: "No pass: a player who cannot move loses."
TEST(JesonJamMove, S4_PlayerWhoCannotMoveLoses) {
  auto state = make_state(
      {.light = "H1 M1 M6 T4 T3", .dark = "T1", .captures = {4, 0}, .options = {{"pieces", 5}}});
  EXPECT_EQ(move_texts(*state),
            (Texts{"M1-C", "M1-H6", "M6-C", "M6-H5", "M6-H6", "M6-T6", "H1-M2", "H1-T2", "T3-M3",
                   "T3-H2", "T3-H3", "T4-M4", "T4-H3", "T4-H4"}));
  play(*state, "M6-H6");
  EXPECT_TRUE(state->is_terminal());
  EXPECT_EQ(state->winner(), kLight);
  EXPECT_EQ(state->score().summary,
            "Light 4, Dark 0 captures (first to 5); Light wins: Dark cannot move");
}

// The engine's end to endless play: max_moves_without_capture steps in a row without a
// capture draw the game (docs/games/jeson_jam.md).
TEST(JesonJamMove, DrawAfterTheLimitOfMovesWithoutCapture) {
  auto setup = all_dark_aligned();
  setup.options = {{"max_moves_without_capture", 4}};
  setup.quiet = 3;
  auto state = make_state(setup);
  play(*state, "M1-C");
  EXPECT_TRUE(state->is_terminal());
  EXPECT_EQ(state->winner(), kDrawn);
  EXPECT_EQ(state->score().summary,
            "Light 4, Dark 2 captures (first to 5); draw: 4 moves without a capture");
  auto capture = make_state({.light = "T6 H6 M1 H1 H2 M3 T1",
                             .dark = "T3 H3 M4 H4 T5 M5",
                             .captures = {3, 2},
                             .quiet = 3,
                             .options = {{"max_moves_without_capture", 4}}});
  play(*capture, "H2-T2 x M5");
  EXPECT_FALSE(capture->is_terminal());
  EXPECT_EQ(capture->moves_without_capture(), 0);
}

}  // namespace
}  // namespace arbitre::engine::jeson_jam::testing
