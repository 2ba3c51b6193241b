// What each card does (toc.txt "Valeur des cartes", "Cases spéciales", "Entrée d'un pion dans sa
// maison"; RULINGS.md T2..T5, T9..T12): exact legal move lists on set-up positions.
#include "toc_test_util.h"

namespace arbitre::engine {
namespace {

using namespace toc_test;

// toc.txt "As: Permet de mettre un pion en jeu, ou avance de 11 ou 1"; T2: s1.14 +11 ends on
// s2.07 and jumps to s3.07, leaving Blue's pawn on s2.07 where it is.
TEST(TocCards, T5_AceEntersOrMovesOneOrEleven) {
  EXPECT_EQ(moves(*crowded(), "AS"), (Strings{"R enter", "R s1.14>s1.15", "R s1.14>s3.07",
                                              "R s2.01>s2.02", "R s2.01>s2.12", "R s2.11>s2.12"}));
}

// toc.txt "Les pions sont déplacés en fonction des valeurs des cartes jouées." "2: Avance de 2
// cases", "3: Avance de 3 cases", "6: Avance de 6 cases", "10: Avance de 10 cases", "Dame:
// Avance de 12 cases" (8 and 9: TocJump.T10_OwnSquareSevenSkipsHome, PawnsJumpOverEachOther).
// T4/T9: 3 and 6 can take s1.14 into the home (home.R.1, home.R.4) or on round the loop.
TEST(TocCards, T5_NumberCardsMoveTheirValue) {
  auto state = crowded();
  EXPECT_EQ(moves(*state, "3S"),
            (Strings{"R s1.14>s1.17", "R s1.14>home.R.1", "R s2.01>s2.04", "R s2.11>s2.14"}));
  EXPECT_EQ(moves(*state, "6S"),
            (Strings{"R s1.14>s2.02", "R s1.14>home.R.4", "R s2.01>s3.07", "R s2.11>s2.17"}));
  // s2.11 cannot pass Green's protected pawn on s2.18 (T11).
  EXPECT_EQ(moves(*state, "QS"), (Strings{"R s1.14>s2.08", "R s2.01>s2.13"}));
  EXPECT_EQ(moves(*state, "10S"), (Strings{"R s1.14>s2.06", "R s2.01>s2.11"}));
}

// toc.txt "4: Recule un de ses pions de 4 cases"; T10: s2.11 -4 ends on s2.07 and jumps.
TEST(TocCards, T5_FourMovesOwnPawnBackwards) {
  EXPECT_EQ(moves(*crowded(), "4S"), (Strings{"R s1.14>s1.10", "R s2.01>s1.15", "R s2.11>s3.07"}));
}

// toc.txt "5: Avance de 5 cases un pion à l'adversaire"; T12: any opposing pawn on the loop,
// Green's protected pawn included (it may move, T11).
TEST(TocCards, T12_FiveMovesAnOpposingPawn) {
  EXPECT_EQ(moves(*crowded(), "5S"), (Strings{"G s2.04>s2.09", "G s2.18>s3.05", "B s2.07>s2.12"}));
}

// toc.txt "7: Carte pouvant être partagée"; T12: whole on one pawn, or two parts of at least 1
// on two different pawns, in the order chosen; each part may take (even the other part's
// pawn), jump or enter the home.
TEST(TocCards, T12_SevenWholeOrSplit) {
  auto state = hidden(4, {{"R", "s1.12 s1.15 home.R.4"}});
  EXPECT_EQ(state->to_string(),
            "toc-4 hands hidden: Red to play, 0 cards played\n"
            "      1     7         18  home  wait\n"
            "s1 R  ......*....R..R..>  ...R  1\n"
            "s2 G  ......*..........>  ....  4\n"
            "s3 B  ......*..........>  ....  4\n"
            "s4 Y  ......*..........>  ....  4\n");
  EXPECT_EQ(moves(*state, "7S"),
            (Strings{"R s1.12>s2.01", "R s1.12>home.R.3", "R s1.15>s2.04",
                     "R s1.12>s1.13, R s1.15>s2.03", "R s1.12>s1.14, R s1.15>s2.02",
                     "R s1.12>s1.16, R s1.15>s1.18", "R s1.12>s1.16, R s1.15>home.R.2",
                     "R s1.12>s1.17, R s1.15>s1.17", "R s1.12>s1.17, R s1.15>home.R.1"}));
}

// T12: two ways to the same position count once ("R s1.03>s1.08, R s1.01>s1.03" is the whole 7
// on s1.01); a part ending on a square 7 jumps (T10).
TEST(TocCards, T12_SevenDeduplicatedAndJumping) {
  auto state = hidden(4, {{"R", "s1.01 s1.03"}});
  EXPECT_EQ(moves(*state, "7S"),
            (Strings{"R s1.01>s1.08", "R s1.03>s1.10", "R s1.01>s1.02, R s1.03>s1.09",
                     "R s1.01>s1.04, R s1.03>s2.07", "R s1.01>s1.05, R s1.03>s1.06"}));
}

// toc.txt "Valet: Échange un de ses pions avec un autre n'importe où sur le plateau sauf sur la
// case d'entrée." T11: not Green's protected pawn on s2.18.
TEST(TocCards, T5_JackSwapsOwnPawnWithAnother) {
  EXPECT_EQ(moves(*crowded(), "JS"),
            (Strings{"R s1.14<>G s2.04", "R s1.14<>B s2.07", "R s2.01<>G s2.04", "R s2.01<>B s2.07",
                     "R s2.11<>G s2.04", "R s2.11<>B s2.07"}));
  auto swapped = after(*crowded(), "JS", "R s2.11<>B s2.07");
  EXPECT_EQ(swapped->occupancy().at("s2.07"), "R");  // no jump after a swap (T10)
  EXPECT_EQ(swapped->occupancy().at("s2.11"), "B");
}

// toc.txt "Roi: ... avance de 13 en mangeant tout sur son passage, même ses propres pions".
TEST(TocCards, T5_KingTakesEverythingPassed) {
  auto state = crowded();
  EXPECT_EQ(moves(*state, "KS"), (Strings{"R enter", "R s1.14>s2.09", "R s2.01>s2.14"}));
  auto next = after(*state, "KS", "R s1.14>s2.09");
  EXPECT_EQ(next->occupancy(), (Occupancy{{"s2.09", "R"},
                                          {"s2.11", "R"},
                                          {"s2.18", "G"},
                                          {"wait.R", "R2"},
                                          {"wait.G", "G3"},
                                          {"wait.B", "B4"},
                                          {"wait.Y", "Y4"}}));
}

// T5: the King from s1.16 takes Yellow's pawn standing on Red's entry square (not protected,
// T11) and lands on s2.11; the Queen moves 12.
TEST(TocCards, T11_PawnOnAnotherSeatsEntryIsOrdinary) {
  auto state = hidden(4, {{"R", "s1.16"}, {"G", "s1.09 s1.13"}, {"Y", "s1.18"}});
  EXPECT_EQ(moves(*state, "KS"), (Strings{"R enter", "R s1.16>s2.11"}));
  EXPECT_EQ(moves(*state, "QS"), (Strings{"R s1.16>s2.10"}));
  EXPECT_EQ(after(*state, "KS", "R s1.16>s2.11")->occupancy().at("wait.Y"), "Y4");
}

// toc.txt "Joker: Permet de mettre un pion en jeu ou avance de 18. Le joueur jouant le joker
// devra piocher et rejouer dans la foulée."
TEST(TocCards, T5_JokerEntersOrMovesEighteenThenPlaysAgain) {
  auto state = crowded();
  EXPECT_EQ(moves(*state, "JOKER"), (Strings{"R enter", "R s1.14>s2.14"}));
  auto next = after(*state, "JOKER", "R enter");
  EXPECT_EQ(next->current_player(), 0);  // Red plays again
  EXPECT_EQ(after(*state, "9S", "R s1.14>s2.05")->current_player(), 1);
}

// T5 "A pawn landing on another takes it"; toc.txt "Un pion est pris lorsqu'un autre pion tombe
// sur sa case, il retourne alors sur ses cases d'entrée." "Il peut arriver qu'un joueur prenne
// ses propres pions puisqu'il est toujours obligé de jouer."
TEST(TocCards, T5_LandingTakesEvenOwnPawn) {
  auto state = hidden(4, {{"R", "s4.15 s4.17"}, {"Y", "s4.03"}});
  EXPECT_EQ(moves(*state, "2S"), (Strings{"R s4.15>s4.17", "R s4.17>s1.01"}));
  EXPECT_EQ(after(*state, "2S", "R s4.15>s4.17")->occupancy().at("wait.R"), "R3");
}

// toc.txt "Lors des déplacements les pions peuvent se sauter par dessus, sauf sur la case
// maison"; "9: Avance de 9 cases": 9 from s1.14 passes Red's own s2.01 and Green's s2.04.
TEST(TocCards, PawnsJumpOverEachOther) {
  EXPECT_EQ(moves(*crowded(), "9S"), (Strings{"R s1.14>s2.05", "R s2.01>s2.10"}));
}

// toc.txt "Les déplacements se font dans le sens horaire": from s4.17 forward is s4.18, s1.01.
TEST(TocCards, MovesGoClockwise) {
  auto state = hidden(4, {{"R", "s4.15 s4.17"}, {"Y", "s4.03"}});
  EXPECT_EQ(moves(*state, "9S"), (Strings{"R s4.15>s1.06", "R s4.17>s1.08"}));
  EXPECT_EQ(moves(*state, "4S"), (Strings{"R s4.15>s4.11", "R s4.17>s4.13"}));
}

// T2 / toc.txt "La case numéro 7 marquée d'un point noir sur le plateau est une case de saut, un
// pion tombant sur cette case se retrouve à la case 7 suivante.": the pawn goes on to the next
// square 7 and takes what is there; the pawn on the first square 7 stays.
TEST(TocJump, T2_LandingOnSquareSevenJumps) {
  auto state = hidden(4, {{"R", "s2.01"}, {"G", "s2.07 s3.07"}});
  EXPECT_EQ(moves(*state, "6S"), (Strings{"R s2.01>s3.07"}));
  EXPECT_EQ(after(*state, "6S", "R s2.01>s3.07")->occupancy(), (Occupancy{{"s2.07", "G"},
                                                                          {"s3.07", "R"},
                                                                          {"wait.R", "R3"},
                                                                          {"wait.G", "G3"},
                                                                          {"wait.B", "B4"},
                                                                          {"wait.Y", "Y4"}}));
}

// T10: a pawn landing on its own section's square 7 jumps past its home (toc.txt "8: Avance de 8
// cases": s4.17 +8 -> s1.07 -> s2.07, taking Green there).
TEST(TocJump, T10_OwnSquareSevenSkipsHome) {
  auto state = hidden(4, {{"R", "s4.17"}, {"G", "s2.07"}});
  EXPECT_EQ(moves(*state, "8S"), (Strings{"R s4.17>s2.07"}));
  EXPECT_EQ(after(*state, "8S", "R s4.17>s2.07")->occupancy().at("wait.G"), "G4");
}

// T10: the opponent's 5 jumps too (s1.02 +5 = s1.07 -> s2.07); entering never jumps.
TEST(TocJump, T10_FiveJumps) {
  auto state = hidden(4, {{"G", "s1.02"}});
  EXPECT_EQ(moves(*state, "5S"), (Strings{"G s1.02>s2.07"}));
}

// T3, T11 / toc.txt "La case d'entrée ... est protégée, ce qui signifie que si, un pion s'y
// trouve, il ne peut ni être dépassé, ni être échangé ou mangé."; the cards that would are
// discarded (T6, toc.txt "A chaque tour il est obligé de poser une carte, même désavantageuse
// ou sans déplacement si les pions sont bloqués.").
TEST(TocProtection, T3_ProtectedEntrySquare) {
  auto state = hidden(4, {{"R", "s2.10"}, {"G", "s2.18"}, {"Y", "s4.18"}});
  EXPECT_EQ(moves(*state, "8S"), (Strings{"discard 8S"}));
  EXPECT_EQ(moves(*state, "9S"), (Strings{"discard 9S"}));
  EXPECT_EQ(moves(*state, "JS"), (Strings{"discard JS"}));
  EXPECT_EQ(moves(*state, "7S"), (Strings{"R s2.10>s2.17"}));
  EXPECT_EQ(moves(*state, "4S"), (Strings{"R s2.10>s2.06"}));
}

// T11: the protected pawn itself may move; a pawn of its own seat cannot enter onto it.
TEST(TocProtection, T11_ProtectedPawnMovesButBlocksEntry) {
  auto state = hidden(4, {{"R", "s1.18"}});
  EXPECT_EQ(moves(*state, "AS"), (Strings{"R s1.18>s2.01", "R s1.18>s2.11"}));
  EXPECT_EQ(moves(*state, "KS"), (Strings{"R s1.18>s2.13"}));
  EXPECT_EQ(moves(*state, "JOKER"), (Strings{"R s1.18>s2.18"}));
  EXPECT_EQ(moves(*state, "4S"), (Strings{"R s1.18>s1.14"}));
}

// T11: the 4 backwards cannot pass a protected pawn either.
TEST(TocProtection, T11_FourCannotPassProtectedPawn) {
  auto state = hidden(4, {{"R", "s3.02"}, {"G", "s2.18"}});
  EXPECT_EQ(moves(*state, "4S"), (Strings{"discard 4S"}));
}

// T5: entering puts the pawn on its own entry square and takes a pawn of another seat there.
TEST(TocEntry, T5_EnterTakesOtherSeatOnEntry) {
  auto state = hidden(4, {{"G", "s1.18"}});
  EXPECT_EQ(moves(*state, "AS"), (Strings{"R enter"}));
  EXPECT_EQ(after(*state, "AS", "R enter")->occupancy().at("s1.18"), "R");
  EXPECT_EQ(after(*state, "AS", "R enter")->occupancy().at("wait.G"), "G4");
}

// toc.txt "tant que le joueur n'en dispose pas, il ne peut pas jouer et se défausse d'une carte".
TEST(TocEntry, T5_OnlyAceKingJokerEnter) {
  auto state = hidden(4, {});
  EXPECT_EQ(moves(*state, "AS"), (Strings{"R enter"}));
  EXPECT_EQ(moves(*state, "KH"), (Strings{"R enter"}));
  EXPECT_EQ(moves(*state, "JOKER"), (Strings{"R enter"}));
  EXPECT_EQ(moves(*state, "QS"), (Strings{"discard QS"}));
  EXPECT_EQ(moves(*state, "7D"), (Strings{"discard 7D"}));
}

// T4, T9: exact count onto a free home square (toc.txt "Le joueur doit tomber directement sur
// ces cases pour rentrer un pion."), or on round the loop; toc.txt "Si la carte jouée
// ne permet pas de faire rentrer un pion dans sa maison, il doit alors la dépasser et refaire un
// tour." (9 from s1.14 passes the home).
TEST(TocHome, T4_ExactCountOrGoRound) {
  auto state = hidden(4, {{"R", "s1.14"}});
  EXPECT_EQ(moves(*state, "2S"), (Strings{"R s1.14>s1.16"}));
  EXPECT_EQ(moves(*state, "3S"), (Strings{"R s1.14>s1.17", "R s1.14>home.R.1"}));
  EXPECT_EQ(moves(*state, "6S"), (Strings{"R s1.14>s2.02", "R s1.14>home.R.4"}));
  EXPECT_EQ(moves(*state, "9S"), (Strings{"R s1.14>s2.05"}));
}

// toc.txt "Il est aussi impossible de passer par dessus un autre pion dans sa maison, si un pion
// est sur la première case, il doit donc se déplacer au fond via un 3 ou un 7 à partager".
TEST(TocHome, T4_NoPassingInsideHome) {
  auto state = hidden(4, {{"R", "s1.14 home.R.1"}, {"G", "s1.03 s2.18"}});
  EXPECT_EQ(moves(*state, "3S"), (Strings{"R s1.14>s1.17", "R home.R.1>home.R.4"}));
  EXPECT_EQ(moves(*state, "2S"), (Strings{"R s1.14>s1.16", "R home.R.1>home.R.3"}));
  EXPECT_EQ(moves(*state, "AS"),
            (Strings{"R enter", "R s1.14>s1.15", "R s1.14>s3.07", "R home.R.1>home.R.2"}));
}

// toc.txt "Il est impossible de rentrer dans sa maison en reculant"; T9: home pawns never move
// backwards.
TEST(TocHome, T4_NoEnteringBackwards) {
  auto state = hidden(4, {{"R", "s2.01 home.R.2"}});
  EXPECT_EQ(moves(*state, "4S"), (Strings{"R s2.01>s1.15"}));
}

// T9: the 5 never moves a pawn in a home nor into it; only a pawn's own home is entered
// (toc.txt "Les maisons sont les cases marquées d'une flèche sortant du plateau.": Green passes
// Red's home branch at s1.16).
TEST(TocHome, T9_HomesBelongToTheirSeat) {
  auto state = hidden(4, {{"R", "s1.10 home.R.1"}, {"G", "s1.14"}}, "G");
  EXPECT_EQ(moves(*state, "5S"), (Strings{"R s1.10>s1.15"}));
  EXPECT_EQ(moves(*state, "3S"), (Strings{"G s1.14>s1.17"}));
  auto red = hidden(4, {{"R", "s1.14"}}, "G");
  EXPECT_EQ(moves(*red, "5S"), (Strings{"R s1.14>s2.01"}));  // not into home.R.3
}

// T8, T12 with teams: Red's four are home, so Red plays Blue's pawns; the 5 moves only the
// other team's pawns.
TEST(TocTeams, T8_FinishedPlayerMovesPartnersPawns) {
  auto state = hidden(
      4, {{"R", "home.R.1 home.R.2 home.R.3 home.R.4"}, {"B", "s1.05 s3.18"}, {"G", "s1.10"}}, "R",
      {{"teams", true}});
  EXPECT_EQ(state->to_string(),
            "toc-4 teams hands hidden: Red to play, 0 cards played\n"
            "      1     7         18  home  wait\n"
            "s1 R  ....B.*..G.......>  RRRR  0\n"
            "s2 G  ......*..........>  ....  3\n"
            "s3 B  ......*..........B  ....  2\n"
            "s4 Y  ......*..........>  ....  4\n");
  EXPECT_EQ(moves(*state, "5S"), (Strings{"G s1.10>s1.15"}));
  EXPECT_EQ(moves(*state, "3S"), (Strings{"B s1.05>s1.08", "B s3.18>s4.03"}));
  EXPECT_EQ(moves(*state, "JS"), (Strings{"B s1.05<>G s1.10"}));
  EXPECT_EQ(moves(*state, "AS"),
            (Strings{"B s1.05>s1.06", "B s1.05>s1.16", "B s3.18>s4.01", "B s3.18>s4.11"}));
}

// T12 + T8: the first part of a 7 brings Red's last pawn home, the second moves Blue's.
TEST(TocTeams, T12_SevenSecondPartOnPartnerOnceHome) {
  auto state = hidden(4, {{"R", "s1.15 home.R.2 home.R.3 home.R.4"}, {"B", "s1.01"}}, "R",
                      {{"teams", true}});
  EXPECT_EQ(moves(*state, "7S"), (Strings{"R s1.15>s2.04", "R s1.15>home.R.1, B s1.01>s1.06"}));
}

// T12: the 5 moves a pawn of another team, never a team-mate's.
TEST(TocTeams, T12_FiveNotOnTeamMate) {
  auto state = hidden(4, {{"R", "s1.01"}, {"B", "s1.05"}}, "R", {{"teams", true}});
  EXPECT_EQ(moves(*state, "5S"), (Strings{"discard 5S"}));
}

}  // namespace
}  // namespace arbitre::engine
