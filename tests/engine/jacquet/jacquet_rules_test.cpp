// Scenario tests: a position, its drawing, and the exact legal moves of a roll. Each test
// names the rule it checks (RULINGS.md J1..J12, or the sentence of jacquet.txt /
// jacquet-short.txt).
#include "engine/jacquet/jacquet_helpers.h"

namespace arbitre::engine::jacquet::testing {
namespace {

using Texts = std::vector<std::string>;

// jacquet.txt "Sortie des dames": White after bringing in f; Black far away on x.
Table book_bear_off(bool advanced) {
  Table table;
  table.advanced = advanced;
  table.points = {{"l", "W11"}, {"k", "W1"}, {"i", "W1"}, {"h", "W1"}, {"f", "W1"}, {"x", "B15"}};
  return table;
}

// J1 and jacquet.txt "Position de départ": 15 checkers on each talon, White m, Black a.
TEST(JacquetRules, J1_StartPositionDrawing) {
  auto state = make(false)->new_initial_state(1);
  EXPECT_EQ(state->to_string(),
            "jacquet, match to 1 point: White 0, Black 0\n"
            "   l   k   j   i   h   g |   f   e   d   c   b   a\n"
            "   .   .   .   .   .   . |   .   .   .   .   . B15\n"
            " W15   .   .   .   .   . |   .   .   .   .   .   .\n"
            "   m   n   o   p   q   r |   s   t   u   v   w   x\n"
            "White (talon m): 0 off, postillon not played yet\n"
            "Black (talon a): 0 off, postillon not played yet\n"
            "White to play\n");
}

// J1: "Pour les Noirs : de « a » vers « l » puis en continuant de « m » vers « x »".
TEST(JacquetRules, J1_CircuitsAndNumbering) {
  EXPECT_EQ(letter(kBlack, 1), 'a');
  EXPECT_EQ(letter(kBlack, 13), 'm');
  EXPECT_EQ(letter(kBlack, 24), 'x');
  EXPECT_EQ(letter(kWhite, 1), 'm');
  EXPECT_EQ(letter(kWhite, 12), 'x');
  EXPECT_EQ(letter(kWhite, 13), 'a');
  EXPECT_EQ(letter(kWhite, 19), 'g');
  EXPECT_EQ(letter(kWhite, 24), 'l');
  EXPECT_EQ(mirror(1), 13);
  EXPECT_EQ(mirror(19), 7);
}

// jacquet.txt "Priorité des dés": the seed settles who starts; both happen.
TEST(JacquetRules, OpeningRollDecidesWhoStarts) {
  int white = 0;
  for (uint64_t seed = 0; seed < 100; ++seed) white += opening_player(seed) == kWhite;
  EXPECT_GT(white, 30);
  EXPECT_LT(white, 70);
  EXPECT_EQ(make(false)->new_initial_state(7)->current_player(), opening_player(7));
}

// J4 and jacquet.txt "Déplacement de la première des quinze dames": only the postillon moves
// at the start, so each roll has one play. jacquet-short.txt: "au premier coup le double 3 ne
// donne que 9 points puisque la douzième case, occupée par le talon de l'adversaire, est
// interdite" and "Seul le double 5 permet d'atteindre ce jan en un coup".
TEST(JacquetRules, ShortText_FirstRollDouble3GivesOnly9AndDouble5Enters) {
  Table table;
  table.points = {{"m", "W15"}, {"a", "B15"}};
  table.white_postillon = "waiting";
  table.black_postillon = "waiting";
  auto state = build(table);
  EXPECT_EQ(move_texts(*state, 3, 3), Texts{"m/p p/s s/v"});
  EXPECT_EQ(move_texts(*state, 5, 5), Texts{"m/r r/w w/d d/i"});
  EXPECT_EQ(move_texts(*state, 6, 6), Texts{"m/s"});
  EXPECT_EQ(move_texts(*state, 4, 4), Texts{"m/q q/u"});
  EXPECT_EQ(move_texts(*state, 6, 5), Texts{"m/r r/x"});
  EXPECT_EQ(move_texts(*state, 2, 1), Texts{"m/n n/p"});
  // Only 5-5 reaches the last quadrant (g..l) in one roll: the postillon there has entered.
  const auto entered = after(*state, 5, 5, "m/r r/w w/d d/i");
  EXPECT_EQ(entered->to_json()["postillon"]["white"], "entered");
}

// J9: the postillon on the tip of its point, shown with "^" in the drawing and occupancy.
TEST(JacquetRules, J9_PostillonOnTheTip) {
  Table table;
  table.points = {{"m", "W14"}, {"p", "W1"}, {"a", "B12"}, {"s", "B1"}, {"u", "B1"}, {"c", "B1"}};
  table.white_postillon = "p";
  auto state = build(table);
  EXPECT_EQ(state->to_string(),
            "jacquet, match to 1 point: White 0, Black 0\n"
            "   l   k   j   i   h   g |   f   e   d   c   b   a\n"
            "   .   .   .   .   .   . |   .   .   .  B1   . B12\n"
            " W14   .   . W1^   .   . |  B1   .  B1   .   .   .\n"
            "   m   n   o   p   q   r |   s   t   u   v   w   x\n"
            "White (talon m): 0 off, postillon on the tip of p\n"
            "Black (talon a): 0 off, postillon entered\n"
            "White to play\n");
  EXPECT_EQ(state->occupancy().at("p"), "W1^");
  EXPECT_EQ(state->occupancy().at("m"), "W14");
}

// J2 "Restriction au déplacement des dames": no rest, even between the dice, on a point the
// opponent holds; the single checker rests on the intermediate point, legal if one order of
// the dice allows it (3-1: q then t, since s is Black's). J3: with 2-1 only one die can be
// played (s is Black's), and it must be the higher; 3-3 cannot be played at all.
TEST(JacquetRules, J2_J3_J4_PostillonMeetsBlackPoints) {
  Table table;
  table.points = {{"m", "W14"}, {"p", "W1"}, {"a", "B12"}, {"s", "B1"}, {"u", "B1"}, {"c", "B1"}};
  table.white_postillon = "p";
  auto state = build(table);
  EXPECT_EQ(move_texts(*state, 3, 1), Texts{"p/q q/t"});
  EXPECT_EQ(move_texts(*state, 2, 1), Texts{"p/r"});
  EXPECT_EQ(move_texts(*state, 3, 3), Texts{"pass"});
  EXPECT_EQ(move_texts(*state, 5, 1), Texts{"p/q q/v"});
}

// J10: the postillon counts as entered the moment it reaches g..l; the dice left may move
// other checkers (r is Black's postillon, so the 5 cannot go m/r).
TEST(JacquetRules, J10_PostillonEntersMidTurn) {
  Table table;
  table.points = {{"m", "W14"}, {"e", "W1"}, {"a", "B14"}, {"r", "B1"}};
  table.white_postillon = "e";
  table.black_postillon = "r";
  auto state = build(table);
  EXPECT_EQ(move_texts(*state, 2, 1), (Texts{"e/f f/h", "e/g m/n"}));
  EXPECT_EQ(move_texts(*state, 6, 6), Texts{"e/k m/s m/s m/s"});
  EXPECT_EQ(move_texts(*state, 6, 5), Texts{"e/j m/s"});
}

// jacquet.txt "Sortie des dames", example "3 et 2" (J5): f/i then k off; h and i without
// bearing off; f/h and then the 3 must be played inside.
TEST(JacquetRules, J5_BookExample_3And2) {
  auto state = build(book_bear_off(false));
  EXPECT_EQ(state->to_string(),
            "jacquet, match to 1 point: White 0, Black 0\n"
            "   l   k   j   i   h   g |   f   e   d   c   b   a\n"
            " W11  W1   .  W1  W1   . |  W1   .   .   .   .   .\n"
            "   .   .   .   .   .   . |   .   .   .   .   . B15\n"
            "   m   n   o   p   q   r |   s   t   u   v   w   x\n"
            "White (talon m): 0 off, postillon entered\n"
            "Black (talon a): 0 off, postillon entered\n"
            "White to play\n");
  EXPECT_EQ(move_texts(*state, 3, 2),
            (Texts{"f/h h/k", "f/h i/l", "f/i h/j", "f/i k/off", "h/j i/l", "h/k i/k"}));
}

// jacquet.txt example "6 et 5" (J5, J11): f/l and h off for the 5, or f/k and h off for the
// 6, which cannot be played inside.
TEST(JacquetRules, J11_BookExample_6And5) {
  auto state = build(book_bear_off(false));
  EXPECT_EQ(move_texts(*state, 6, 5), (Texts{"f/k h/off", "f/l h/off"}));
}

// jacquet.txt example "Bezas": three checkers off in one roll (jacquet.txt wins over
// jacquet-short.txt's "pas possible de sortir plus de deux dames en un coup").
TEST(JacquetRules, J5_BookExample_Bezas) {
  auto state = build(book_bear_off(false));
  const auto moves = move_texts(*state, 1, 1);
  EXPECT_EQ(moves.size(), 25u);
  EXPECT_EQ(moves.front(), "f/g g/h h/i h/i");
  EXPECT_NE(std::find(moves.begin(), moves.end(), "f/g l/off l/off l/off"), moves.end());
  EXPECT_NE(std::find(moves.begin(), moves.end(), "f/g k/l l/off l/off"), moves.end());
  EXPECT_EQ(moves.back(), "i/j j/k k/l k/l");
}

// jacquet.txt example "Sonnés": f/l, then h, i and k off, the only play.
TEST(JacquetRules, J11_BookExample_Sonnes) {
  auto state = build(book_bear_off(false));
  EXPECT_EQ(move_texts(*state, 6, 6), Texts{"f/l h/off i/off k/off"});
}

// J11: a larger die bears off only the farthest checker, and not while the die can be played
// inside; a farther checker that cannot move (h, barred by Black on l) lets no nearer one go.
TEST(JacquetRules, J11_FarthestCheckerOnly) {
  Table table;
  table.points = {{"g", "W1"}, {"k", "W2"}, {"l", "W12"}, {"a", "B15"}};
  table.black_postillon = "waiting";
  auto state = build(table);
  EXPECT_EQ(move_texts(*state, 6, 5), (Texts{"g/l k/off", "g/off k/off"}));
  EXPECT_EQ(move_texts(*state, 5, 4), (Texts{"g/k k/off", "g/l k/off"}));
  EXPECT_EQ(move_texts(*state, 4, 4), Texts{"g/k k/off k/off k/off"});
  Table barred;
  barred.points = {{"h", "W1"}, {"k", "W14"}, {"l", "B1"}, {"a", "B13"}, {"s", "B1"}};
  auto blocked = build(barred);
  EXPECT_EQ(move_texts(*blocked, 4, 4), Texts{"pass"});
  EXPECT_EQ(move_texts(*blocked, 6, 4), Texts{"h/off k/off"});
}

// J7 and jacquet.txt section 2 "Sortie des dames": while Black keeps a checker on a, White
// bears nothing off ("Les Blancs ne peuvent pas jouer plus loin que la flèche « l »") and
// loses the dice it cannot play.
TEST(JacquetRules, J7_AdvancedNoBearingOffWhileTalonHeld) {
  Table table = book_bear_off(true);
  table.points = {{"l", "W11"}, {"k", "W1"}, {"i", "W1"}, {"h", "W1"},
                  {"f", "W1"},  {"a", "B1"}, {"x", "B14"}};
  auto state = build(table);
  EXPECT_EQ(move_texts(*state, 3, 2),
            (Texts{"f/h h/k", "f/h i/l", "f/i h/j", "h/j i/l", "h/k i/k"}));
  EXPECT_EQ(move_texts(*state, 6, 5), Texts{"f/l"});
  table.points = {{"l", "W13"}, {"k", "W2"}, {"a", "B1"}, {"x", "B14"}};
  auto stuck = build(table);
  EXPECT_EQ(move_texts(*stuck, 6, 5), Texts{"pass"});
  EXPECT_EQ(move_texts(*stuck, 1, 1), Texts{"k/l k/l"});
}

// J7: borne-off checkers stand on the opponent's talon (a for White) once it is empty.
TEST(JacquetRules, J7_AdvancedOffCheckersStandOnTheOpponentsTalon) {
  Table table;
  table.advanced = true;
  table.points = {{"l", "W10"}, {"k", "W1"}, {"b", "B1"}, {"x", "B14"}};
  table.white_off = 4;
  auto state = build(table);
  EXPECT_EQ(state->to_string(),
            "jacquet-advanced, match to 1 point: White 0, Black 0\n"
            "   l   k   j   i   h   g |   f   e   d   c   b   a\n"
            " W10  W1   .   .   .   . |   .   .   .   .  B1   .\n"
            "   .   .   .   .   .   . |   .   .   .   .   . B14\n"
            "   m   n   o   p   q   r |   s   t   u   v   w   x\n"
            "White (talon m): 4 off (on a), postillon entered\n"
            "Black (talon a): 0 off, postillon entered\n"
            "White to play\n");
  EXPECT_EQ(state->occupancy().at("a"), "W4");
  EXPECT_EQ(move_texts(*state, 6, 5), Texts{"k/off l/off"});
  EXPECT_EQ(after(*state, 6, 5, "k/off l/off")->occupancy().at("a"), "W6");
}

// J6 (original) and jacquet-short.txt "il n'est autorisé à le faire que s'il a déjà pris
// possession de sa vingt-troisième et de sa vingt-quatrième cases": m/r would close m..r, and
// m/n g/l would close l..q (l, m follow each other on Black's circuit, J12).
TEST(JacquetRules, J6_OriginalBlockNeeds23And24) {
  Table table;
  table.points = {{"m", "W6"}, {"n", "W2"}, {"o", "W2"}, {"p", "W2"},
                  {"q", "W2"}, {"g", "W1"}, {"a", "B15"}};
  table.black_postillon = "waiting";
  auto state = build(table);
  const auto moves = move_texts(*state, 5, 1);
  EXPECT_EQ(moves.size(), 22u);
  EXPECT_EQ(std::find(moves.begin(), moves.end(), "m/n m/r"), moves.end());
  EXPECT_EQ(std::find(moves.begin(), moves.end(), "m/n g/l"), moves.end());
  // J12: a block made and broken within the turn is allowed (q/r r/w rests on r).
  EXPECT_NE(std::find(moves.begin(), moves.end(), "q/r r/w"), moves.end());
  // jacquet.txt "il n'est mentionné aucune interdiction de bouchage": the option off.
  table.options = {{"block_needs_23_24", false}};
  const auto free_moves = move_texts(*build(table), 5, 1);
  EXPECT_EQ(free_moves.size(), 36u);
  EXPECT_NE(std::find(free_moves.begin(), free_moves.end(), "m/n m/r"), free_moves.end());
}

// J12: the obligation to play as many dice as possible counts only the plays that end without
// a forbidden block: every second 6 (w/e) would close e..j, so White plays one 6.
TEST(JacquetRules, J12_MaximumCountsOnlyPlaysWithoutForbiddenBlock) {
  Table table;
  table.points = {{"a", "B3"}, {"c", "B1"}, {"f", "W1"}, {"g", "W2"}, {"h", "W2"}, {"i", "W1"},
                  {"j", "W2"}, {"l", "B1"}, {"m", "B1"}, {"p", "B1"}, {"q", "W1"}, {"r", "W3"},
                  {"s", "W1"}, {"t", "B4"}, {"u", "B1"}, {"v", "B1"}, {"w", "W2"}, {"x", "B2"}};
  auto state = build(table);
  EXPECT_EQ(move_texts(*state, 6, 6), Texts{"q/w"});
}

// J6 (advanced) and jacquet.txt "On n'a, en aucune manière, le droit de boucher complètement
// le passage du postillon tant qu'il est sur la pointe d'une flèche": h..m bars Black's
// postillon on f, so White must open it.
TEST(JacquetRules, J6_AdvancedNeverBarThePostillon) {
  Table table;
  table.advanced = true;
  table.points = {{"m", "W5"}, {"b", "W1"}, {"h", "W2"},  {"i", "W2"}, {"j", "W2"},
                  {"k", "W2"}, {"l", "W1"}, {"a", "B14"}, {"f", "B1"}};
  table.black_postillon = "f";
  auto state = build(table);
  EXPECT_EQ(move_texts(*state, 2, 1), (Texts{"h/i h/j", "i/j i/k", "j/k j/l"}));
}

// J6 (advanced) and jacquet.txt "en occupant les six cases du premier quadrant, talon inclus,
// tant que l'on n'a pas réussi à amener au moins une de ses dames sur la dernière flèche":
// m/r fills m..r only once l is held, and with block_needs_23 also k.
TEST(JacquetRules, J6_AdvancedFirstQuadrantBlock) {
  Table table;
  table.advanced = true;
  table.black_postillon = "waiting";
  table.points = {{"m", "W5"}, {"n", "W2"}, {"o", "W2"}, {"p", "W2"},
                  {"q", "W2"}, {"g", "W2"}, {"a", "B15"}};
  auto no_l = move_texts(*build(table), 5, 1);
  EXPECT_EQ(std::find(no_l.begin(), no_l.end(), "m/n m/r"), no_l.end());
  table.points = {{"m", "W5"}, {"n", "W2"}, {"o", "W2"}, {"p", "W2"},
                  {"q", "W1"}, {"l", "W1"}, {"g", "W2"}, {"a", "B15"}};
  auto with_l = move_texts(*build(table), 5, 1);
  EXPECT_NE(std::find(with_l.begin(), with_l.end(), "m/n m/r"), with_l.end());
  table.options = {{"block_needs_23", true}};
  auto needs_k = move_texts(*build(table), 5, 1);
  EXPECT_EQ(std::find(needs_k.begin(), needs_k.end(), "m/n m/r"), needs_k.end());
  EXPECT_NE(std::find(needs_k.begin(), needs_k.end(), "m/r q/r"), needs_k.end());
  // jacquet.txt: "les Noirs ayant vidé leur talon sont en droit d'aligner six dames de « b » à
  // « g »": a block beside the first quadrant is allowed.
  EXPECT_EQ(needs_k.size(), 31u);
}

// jacquet.txt section 2: "les Noirs ayant vidé leur talon sont en droit d'aligner six dames de
// « b » à « g » pour fermer le passage aux dames blanches, même s'ils n'ont pas encore installé
// une de leurs dames sur la dernière flèche du dernier quadrant".
TEST(JacquetRules, J6_AdvancedBlockOutsideTheFirstQuadrantAllowed) {
  Table table;
  table.advanced = true;
  table.to_move = "black";
  table.points = {{"b", "B3"}, {"c", "B3"}, {"d", "B3"}, {"e", "B3"},
                  {"f", "B2"}, {"s", "B1"}, {"m", "W15"}};
  table.white_postillon = "waiting";
  auto state = build(table);
  const auto moves = move_texts(*state, 2, 1);
  ASSERT_NE(std::find(moves.begin(), moves.end(), "e/g f/g"), moves.end());
  EXPECT_EQ(after(*state, 2, 1, "e/g f/g")->occupancy().at("g"), "B2");
}

// jacquet.txt section 2, with the option: "si l'on souhaite vider l'avant-dernière case de sa
// ou ses dames, ... on ne pourra le faire que si auparavant un passage a été laissé libre, ou a
// été ouvert, dans le premier quadrant": emptying k keeps m..r full only if it opens it.
TEST(JacquetRules, J6_AdvancedEmptyingPoint23OpensTheFirstQuadrant) {
  Table table;
  table.advanced = true;
  table.options = {{"block_needs_23", true}};
  table.points = {{"m", "W2"}, {"n", "W2"}, {"o", "W2"}, {"p", "W2"}, {"q", "W2"},
                  {"r", "W2"}, {"k", "W1"}, {"l", "W2"}, {"a", "B15"}};
  table.black_postillon = "waiting";
  auto state = build(table);
  int emptying_k = 0;
  for (const Move& move : state->legal_moves(Chance::dice(1, 1))) {
    const auto points = state->child(Chance::dice(1, 1), move)->to_json()["points"];
    if (points.contains("k")) continue;
    ++emptying_k;
    bool first_quadrant_open = false;
    for (const char* point : {"m", "n", "o", "p", "q", "r"})
      first_quadrant_open |= !points.contains(point);
    EXPECT_TRUE(first_quadrant_open) << move.text;
  }
  EXPECT_GT(emptying_k, 0);
  EXPECT_EQ(move_texts(*state, 1, 1).front(), "m/n m/n n/o n/o");
}

}  // namespace
}  // namespace arbitre::engine::jacquet::testing
