// Jeson Jam scenarios of the drop phase (jeson-jam.txt "1ère phase", RULINGS.md S2..S5).
#include <gtest/gtest.h>

#include <set>

#include "arbitre/engine/games.h"
#include "engine/jeson_jam/jeson_jam_test_util.h"

namespace arbitre::engine::jeson_jam::testing {
namespace {

using Texts = std::vector<std::string>;

// jeson-jam.txt "Le plateau de jeu, vide au début du jeu" and "9 pions clairs, 9 pions
// foncés"; "Nombre de joueurs : 2".
TEST(JesonJamDrop, EmptyBoardAndNinePiecesEach) {
  auto game = make_jeson_jam_game({}).value();
  EXPECT_EQ(game->name(), "jeson-jam");
  EXPECT_EQ(game->num_seats(), 2);
  auto state = game->new_initial_state(7);
  EXPECT_EQ(state->seat_name(0), "Light");
  EXPECT_EQ(state->seat_name(1), "Dark");
  EXPECT_EQ(state->chance_kind(), ChanceKind::kNone);
  ASSERT_EQ(state->chance_outcomes().size(), 1u);
  EXPECT_EQ(state->chance_outcomes()[0].chance, Chance::none());
  EXPECT_EQ(state->chance_outcomes()[0].probability, 1.0);
  EXPECT_EQ(state->occupancy(), (Occupancy{{"DH", "9"}, {"LH", "9"}}));
  const auto& jam = static_cast<const JesonJamState&>(*state);
  EXPECT_EQ(jam.hand(kLight), 9);
  EXPECT_EQ(jam.hand(kDark), 9);
  EXPECT_EQ(jam.pieces(kLight) | jam.pieces(kDark), 0u);
}

// jeson-jam.txt "Un tirage au sort peut être effectué pour désigner qui commence": the seed
// draws lots, the same seed always the same way.
TEST(JesonJamDrop, SeedDrawsWhoStarts) {
  auto game = make_jeson_jam_game({}).value();
  std::set<int> starters;
  for (uint64_t seed = 0; seed < 16; ++seed) {
    starters.insert(game->new_initial_state(seed)->current_player());
    EXPECT_EQ(game->new_initial_state(seed)->current_player(),
              game->new_initial_state(seed)->current_player());
  }
  EXPECT_EQ(starters, (std::set<int>{kLight, kDark}));
}

// S4 and jeson-jam.txt "sur une des intersections libres du plateau, à l'exception de
// l'intersection centrale": 18 drops, none on C.
TEST(JesonJamDrop, S4_DropsEverywhereButTheCentre) {
  auto state = make_state({});
  EXPECT_EQ(state->to_string(),
            "Jeson Jam, drop phase, Light to move\n"
            "              .                               T1\n"
            "             /|\\                             /|\\\n"
            "            / | \\                           / | \\\n"
            "           /  |  \\                         /  |  \\\n"
            "  .-------.---.---.-------.       T6------H6--M1--H1------T2\n"
            "   \\ \\   /    |    \\   / /         \\ \\   /    |    \\   / /\n"
            "    \\   .     |     .   /           \\   M6    |     M2  /\n"
            "     \\ /   \\  |  /   \\ /             \\ /   \\  |  /   \\ /\n"
            "      .       .       .               H5      C       H2\n"
            "     / \\   /  |  \\   / \\             / \\   /  |  \\   / \\\n"
            "    /   .     |     .   \\           /   M5    |     M3  \\\n"
            "   / /   \\    |    /   \\ \\         / /   \\    |    /   \\ \\\n"
            "  .-------.---.---.-------.       T5------H4--M4--H3------T3\n"
            "           \\  |  /                         \\  |  /\n"
            "            \\ | /                           \\ | /\n"
            "             \\|/                             \\|/\n"
            "              .                               T4\n"
            "Light: 9 in hand, 0 taken from Dark\n"
            "Dark: 9 in hand, 0 taken from Light\n"
            "Aligned: none\n");
  EXPECT_EQ(move_texts(*state),
            (Texts{"drop M1", "drop M2", "drop M3", "drop M4", "drop M5", "drop M6", "drop H1",
                   "drop H2", "drop H3", "drop H4", "drop H5", "drop H6", "drop T1", "drop T2",
                   "drop T3", "drop T4", "drop T5", "drop T6"}));
  const auto moves = state->legal_moves(Chance::none());
  EXPECT_EQ(moves.front().code, (std::vector<int>{kDrop, midpoint(1), kNoCapture}));
  EXPECT_FALSE(state->parse_move(Chance::none(), "drop C").ok());
}

// S2 and jeson-jam.txt "Si un joueur parvient, durant cette phase, à aligner 5 de ses pions,
// il peut retirer un des pions adverses du plateau"; "réaliser un alignement, bien que
// conseillé, n'est pas obligatoire": the other drops stay legal.
TEST(JesonJamDrop, S2_CompletingARoadTakesAPiece) {
  auto state = make_state({.light = "T1 H1 M2 H2", .dark = "T4 M4 H4 M6"});
  EXPECT_EQ(move_texts(*state), (Texts{"drop M1", "drop M3", "drop M5", "drop H3", "drop H5",
                                       "drop H6", "drop T2", "drop T3 x M4", "drop T3 x M6",
                                       "drop T3 x H4", "drop T3 x T4", "drop T5", "drop T6"}));
  play(*state, "drop T3 x M6");
  EXPECT_EQ(state->occupancy(), (Occupancy{{"DH", "5"},
                                           {"H1", "L"},
                                           {"H2", "L"},
                                           {"H4", "D"},
                                           {"LH", "4"},
                                           {"LP", "1"},
                                           {"M2", "L"},
                                           {"M4", "D"},
                                           {"T1", "L"},
                                           {"T3", "L"},
                                           {"T4", "D"}}));
  EXPECT_EQ(state->current_player(), kDark);
  EXPECT_EQ(state->score().lines[0].points, 1);
  EXPECT_EQ(state->aligned_roads(), 1u << road_index("T1-T3"));
}

// S5: "Completing two roads with one move still captures once."; S5 "compulsory": no drop
// on T1 without a capture.
TEST(JesonJamDrop, S5_TwoRoadsCaptureOnceAndCaptureIsCompulsory) {
  auto state = make_state({.light = "H1 M2 H2 T3 T5 H5 M6 H6", .dark = "M1 M3 M4 M5 H4 T2 T4 T6"});
  EXPECT_EQ(move_texts(*state),
            (Texts{"drop H3", "drop T1 x M1", "drop T1 x M3", "drop T1 x M4", "drop T1 x M5",
                   "drop T1 x H4", "drop T1 x T2", "drop T1 x T4", "drop T1 x T6"}));
  play(*state, "drop T1 x T6");
  EXPECT_EQ(state->captures(kLight), 1);
  EXPECT_EQ(state->hand(kDark), 1);
  EXPECT_EQ(state->aligned_roads(), (1u << road_index("T1-T3")) | (1u << road_index("T1-T5")));
}

// S3 and jeson-jam.txt "à condition que le pion en question ne fasse pas partie d'un
// alignement de 5 pions de l'adversaire": Dark's road T3-T5 is safe, M6 is not.
TEST(JesonJamDrop, S3_PiecesInAnAlignmentCannotBeTaken) {
  auto state = make_state({.light = "T6 H6 M1 H1 M3 T4", .dark = "T3 H3 M4 H4 T5 M6"});
  EXPECT_EQ(move_texts(*state),
            (Texts{"drop M2", "drop M5", "drop H2", "drop H5", "drop T1", "drop T2 x M6"}));
}

// S3 and jeson-jam.txt "Si tous les pions de l'adversaire font partie d'un alignement, le
// joueur prend un pion non encore déposé sur le plateau."
TEST(JesonJamDrop, S3_AllAlignedTakesFromTheHand) {
  auto state =
      make_state({.light = "T6 H6 M1 H1 M3 T4", .dark = "T3 H3 M4 H4 T5", .captures = {1, 0}});
  EXPECT_EQ(state->hand(kDark), 3);
  EXPECT_EQ(move_texts(*state), (Texts{"drop M2", "drop M5", "drop M6", "drop H2", "drop H5",
                                       "drop T1", "drop T2 x hand"}));
  const auto moves = state->legal_moves(Chance::none());
  EXPECT_EQ(moves.back().code, (std::vector<int>{kDrop, tip(2), kFromHand}));
  play(*state, "drop T2 x hand");
  EXPECT_EQ(state->hand(kDark), 2);
  EXPECT_EQ(state->captures(kLight), 2);
  EXPECT_EQ(state->occupancy().at("DH"), "2");
  EXPECT_EQ(state->occupancy().at("LP"), "2");
}

// S5: "a player whose hand is empty (pieces taken from the hand) is skipped until the move
// phase"; S4: the move phase begins with the other player once both hands are empty.
TEST(JesonJamDrop, S5_EmptyHandIsSkippedUntilTheMovePhase) {
  auto state =
      make_state({.light = "T6 H6 M1 H1 M3 T4", .dark = "T3 H3 M4 H4 T5", .captures = {3, 0}});
  ASSERT_EQ(state->hand(kDark), 1);
  play(*state, "drop T2 x hand");
  EXPECT_EQ(state->hand(kDark), 0);
  EXPECT_EQ(state->current_player(), kLight);
  play(*state, "drop M2");
  EXPECT_EQ(state->current_player(), kLight);
  EXPECT_TRUE(state->drop_phase());
  play(*state, "drop M5");
  EXPECT_FALSE(state->drop_phase());
  EXPECT_EQ(state->current_player(), kDark);
  EXPECT_EQ(move_texts(*state), (Texts{"M4-C", "T3-H2", "T5-H5"}));
}

// jeson-jam.txt "Il est interdit, durant cette phase, de déplacer les pions."
TEST(JesonJamDrop, NoStepDuringTheDropPhase) {
  auto state = make_state({.light = "M1 M2", .dark = "M4 M5"});
  for (const auto& text : move_texts(*state)) EXPECT_EQ(text.rfind("drop ", 0), 0u) << text;
  EXPECT_FALSE(state->parse_move(Chance::none(), "M1-C").ok());
}

}  // namespace
}  // namespace arbitre::engine::jeson_jam::testing
