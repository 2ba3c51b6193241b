// Cards and turns: dealing and exchanging (T7), forced play and discards (T6), team play and
// toc-2 (T8), the end of the game and the score; options.
#include "toc_test_util.h"

namespace arbitre::engine {
namespace {

using namespace toc_test;

// T7 / toc.txt "Un donneur de carte est désigné, il s'empare du jeu de carte et distribue",
// "tour 1, le donneur distribue 5 cartes": 5 cards each, the rest in the stock.
TEST(TocDeal, T7_FirstDealFiveCards) {
  auto state = make_game(4)->new_initial_state(1);
  EXPECT_EQ(state->to_string(),
            "toc-4 hands dealt: Green to play, 0 cards played\n"
            "      1     7         18  home  wait\n"
            "s1 R  ......*..........>  ....  4\n"
            "s2 G  ......*..........>  ....  4\n"
            "s3 B  ......*..........>  ....  4\n"
            "s4 Y  ......*..........>  ....  4\n"
            "deal 1 of 3, stock 34, discards 0\n"
            "R hand: AS QS 8C 10C 7D\n"
            "G hand: 7S 4C 6D KD 2S\n"
            "B hand: 4S KH 8D 2D 10D\n"
            "Y hand: 5S 9C KC 5D 10H\n");
  const auto json = state->to_json();
  EXPECT_EQ(json["deal"], 1);
  EXPECT_EQ(json["hands"][0], "AS QS 8C 10C 7D");
  EXPECT_EQ(json["hands"][1], "7S 4C 6D KD 2S");
  EXPECT_EQ(words(json["stock"]).size(), 34u);
  EXPECT_EQ(state->current_player(), 1);
  // T6: Green holds one card that can move a pawn, the King: only it can be laid down.
  EXPECT_EQ(outcome_texts(*state), (Strings{"KD"}));
  EXPECT_EQ(state->chance_outcomes()[0].probability, 1.0);
  EXPECT_EQ(moves(*state, "KD"), (Strings{"G enter"}));
  EXPECT_TRUE(moves(*state, "7S").empty());
  EXPECT_TRUE(moves(*state, "QH").empty());  // not in Green's hand
}

// T7: two decks at 6 seats, 13 cards a seat in a cycle.
TEST(TocDeal, T7_SixSeatsTwoDecks) {
  auto json = make_game(6)->new_initial_state(5)->to_json();
  EXPECT_EQ(words(json["stock"]).size(), 108u - 30u);
  EXPECT_EQ(words(json["hands"][5]).size(), 5u);
}

// toc.txt "Pour passer d'un tour à l'autre l'ensemble des cartes du tour précédent doivent être
// jouées ou défaussées", "tour 2, le donneur distribue 4 cartes".
TEST(TocDeal, T7_NextDealWhenAllCardsPlayed) {
  auto state = load(4, dealt_json(4, {}, {{"R", "9S"}, {"G", "9H"}, {"B", "9D"}, {"Y", "9C"}}, "R",
                                  1, {}, "AS 2S 3S 4S 5S 6S 7S 8S 10S JS QS KS AH 2H 3H 4H"));
  for (std::string c : {"9S", "9H", "9D", "9C"})
    state->apply(card(c), state->legal_moves(card(c)).at(0));
  const auto json = state->to_json();
  EXPECT_EQ(json["deal"], 2);
  EXPECT_EQ(json["turn"], "R");
  for (int seat = 0; seat < 4; ++seat) EXPECT_EQ(words(json["hands"][seat]).size(), 4u);
  EXPECT_EQ(words(json["discards"]).size(), 20u);
  EXPECT_EQ(words(json["stock"]).size(), 54u - 20u - 16u);
}

// toc.txt "Tour 3, le donneur distribue 4 cartes, ( dans le cadre d'un jeu en équipe les deux
// coéquipier doivent s'échanger 1 carte)."
TEST(TocDeal, T7_ThirdDealFourCardsExchangeOne) {
  auto json = dealt_json(4, {}, {{"R", "9S"}, {"G", "9H"}, {"B", "9D"}, {"Y", "9C"}}, "R", 2,
                         {{"teams", true}});
  auto state = load(4, json);
  for (std::string c : {"9S", "9H", "9D", "9C"})
    state->apply(card(c), state->legal_moves(card(c)).at(0));
  const auto next = state->to_json();
  EXPECT_EQ(next["deal"], 3);
  EXPECT_EQ(next["phase"], "exchange");
  EXPECT_EQ(words(next["hands"][0]).size(), 4u);
  const auto gifts = state->legal_moves(Chance::none());
  ASSERT_EQ(gifts.size(), 4u);  // one card of four
  EXPECT_EQ(gifts[0].code.size(), 2u);
}

// toc.txt "Le paquet est ainsi terminé, la défausse est mélangé pour recommencer l'opération."
TEST(TocDeal, T7_NewCycleShufflesTheDiscards) {
  auto state =
      load(4, dealt_json(4, {}, {{"R", "9S"}, {"G", "9H"}, {"B", "9D"}, {"Y", "9C"}}, "G", 3));
  for (std::string c : {"9H", "9D", "9C", "9S"})
    state->apply(card(c), state->legal_moves(card(c)).at(0));
  const auto json = state->to_json();
  EXPECT_EQ(json["deal"], 1);
  EXPECT_EQ(json["discards"], "");
  EXPECT_EQ(words(json["stock"]).size(), 54u - 20u);
  EXPECT_EQ(words(json["hands"][1]).size(), 5u);
  EXPECT_FALSE(state->check_invariants().has_value());
}

// T7: "A joker's extra card comes from the stock": Red keeps 2 cards and plays again.
TEST(TocDeal, T7_JokerDrawsFromTheStock) {
  auto state = load(
      4, dealt_json(4, {}, {{"R", "JOKER 9S"}, {"G", "9H 2H"}, {"B", "9D 2D"}, {"Y", "9C 2C"}}));
  EXPECT_EQ(outcome_texts(*state), (Strings{"JOKER"}));
  state->apply(card("JOKER"), state->legal_moves(card("JOKER")).at(0));
  const auto json = state->to_json();
  EXPECT_EQ(json["hands"][0], "9S AS");  // AS was the top of the stock
  EXPECT_EQ(state->current_player(), 0);
  EXPECT_EQ(json["pawns"][0], "s1.18");
}

// T7 / toc.txt "dans le cadre d'un jeu en équipe les deux coéquipier doivent s'échanger deux
// cartes": an exchange phase without chance, each seat in turn choosing 2 cards.
TEST(TocDeal, T7_TeamExchangeBeforePlay) {
  auto state = make_game(4, {{"teams", true}})->new_initial_state(1);
  EXPECT_EQ(state->chance_kind(), ChanceKind::kNone);
  EXPECT_EQ(state->current_player(), 1);
  const auto gifts = state->legal_moves(Chance::none());
  EXPECT_EQ(gifts.size(), 10u);
  EXPECT_EQ(gifts.front().text, "give 2S 7S");
  for (int i = 0; i < 4; ++i)
    state->apply(Chance::none(), state->legal_moves(Chance::none()).front());
  const auto json = state->to_json();
  EXPECT_EQ(json["phase"], "play");
  EXPECT_EQ(json["hands"][1], "4C 6D KD 5S 10H");  // Yellow gave 5S 10H, its first choice
  EXPECT_EQ(json["hands"][3], "9C KC 5D 2S 7S");
  EXPECT_EQ(state->chance_kind(), ChanceKind::kCardPlayed);
  EXPECT_EQ(state->current_player(), 1);
}

// T6: only cards that can move a pawn may be laid down, with their share of the hand.
TEST(TocForcedPlay, T6_OnlyMovingCardsCanBePlayed) {
  auto state = load(
      4, dealt_json(4, {},
                    {{"R", "AS KS 9S"}, {"G", "9H 2H 3H"}, {"B", "9D 2D 3D"}, {"Y", "9C 2C 3C"}}));
  const auto outcomes = state->chance_outcomes();
  ASSERT_EQ(outcome_texts(*state), (Strings{"AS", "KS"}));
  EXPECT_DOUBLE_EQ(outcomes[0].probability, 0.5);
  EXPECT_TRUE(moves(*state, "9S").empty());
}

// T6 / toc.txt "il ne peut pas jouer et se défausse d'une carte à chaque tour": no card moves,
// so every card is a discard.
TEST(TocForcedPlay, T6_DiscardWhenNoCardMoves) {
  auto state = load(
      4, dealt_json(4, {},
                    {{"R", "9S 2S 3S"}, {"G", "9H 2H 3H"}, {"B", "9D 2D 3D"}, {"Y", "9C 2C 3C"}}));
  EXPECT_EQ(outcome_texts(*state), (Strings{"2S", "3S", "9S"}));
  EXPECT_EQ(moves(*state, "9S"), (Strings{"discard 9S"}));
  state->apply(card("9S"), state->legal_moves(card("9S")).at(0));
  EXPECT_EQ(state->to_json()["discards"], "9S");
  EXPECT_EQ(state->current_player(), 1);
}

// T8 / toc.txt "jeu à 2: Sur le plateau 4 joueurs, 2 couleurs pour chaque joueurs".
TEST(TocTwoPlayers, T8_TwoPlayersTwoSeatsEach) {
  auto game = make_game(2);
  EXPECT_EQ(game->name(), "toc-2");
  EXPECT_EQ(game->num_seats(), 4);
  EXPECT_EQ(game->options()["teams"], true);
  EXPECT_FALSE(make_toc_game(2, {{"teams", false}}).ok());
  auto state =
      load(2, hidden_json(2, {{"R", "home.R.1 home.R.2 home.R.3 home.R.4"}, {"B", "s3.18"}}));
  EXPECT_EQ(moves(*state, "3S"), (Strings{"B s3.18>s4.03"}));
  const auto score = state->score();
  ASSERT_EQ(score.lines.size(), 2u);
  EXPECT_EQ(score.lines[0].side, "Player 1 (Red+Blue)");
  EXPECT_EQ(score.lines[0].points, 4);
  EXPECT_EQ(score.lines[1].side, "Player 2 (Green+Yellow)");
}

// toc.txt "Le but du jeu est de rentrer en premier tous ses pions dans sa maison." "Lorsque les 4
// pions sont rentrés le joueur à gagné."
TEST(TocEnd, FourPawnsHomeWins) {
  auto state = hidden(4, {{"R", "s1.15 home.R.2 home.R.3 home.R.4"}, {"G", "home.G.4"}});
  auto won = after(*state, "2S", "R s1.15>home.R.1");
  EXPECT_TRUE(won->is_terminal());
  EXPECT_EQ(won->current_player(), kNoPlayer);
  EXPECT_TRUE(won->legal_moves(card("2S")).empty());
  const auto score = won->score();
  EXPECT_EQ(
      score.summary,
      "Red wins. Order: 1. Red (4 home), 2. Green (1 home), 3. Blue (0 home), 4. Yellow (0 home)");
  EXPECT_EQ(score.lines[0].points, 4);
  EXPECT_EQ(score.lines[1].points, 1);
}

// toc.txt "Les joueurs peuvent former des équipes de deux ou jouer individuellement."
// T8 / toc.txt "En jeu par équipe le premier qui finit de rentrer ses pions devra aider son
// coéquipier à rentrer les siens": the team wins with its eight pawns home.
TEST(TocEnd, T8_TeamNeedsEightPawnsHome) {
  const std::string red_home = "home.R.1 home.R.2 home.R.3 home.R.4";
  auto state = hidden(4, {{"R", red_home}, {"B", "s3.15 home.B.2 home.B.3 home.B.4"}}, "R",
                      {{"teams", true}});
  EXPECT_FALSE(state->is_terminal());
  auto won = after(*state, "2S", "B s3.15>home.B.1");
  EXPECT_TRUE(won->is_terminal());
  EXPECT_EQ(won->score().summary,
            "Red+Blue wins. Order: 1. Red+Blue (8 home), 2. Green+Yellow (0 home)");
}

// The card limit (docs/games/toc.md) ends a game that random play would drag on.
TEST(TocEnd, CardLimitEndsTheGame) {
  auto json = hidden_json(4, {{"R", "s1.02"}, {"G", "s2.05 home.G.4"}}, "R", {{"card_limit", 10}});
  json["cards_played"] = 9;
  auto state = load(4, json);
  auto over = after(*state, "2S", "R s1.02>s1.04");
  EXPECT_TRUE(over->is_terminal());
  EXPECT_EQ(over->score().summary,
            "Card limit of 10 reached, no winner. Order: 1. Green (1 home), 2. Red (0 home), 3. "
            "Blue (0 home), "
            "4. Yellow (0 home)");
}

// toc.txt "il peut se jouer à deux, quatre ou 6 joueurs, en équipe ou non."
TEST(TocOptions, DefaultsAndErrors) {
  EXPECT_EQ(make_game(4)->options(),
            (nlohmann::json{{"teams", false}, {"hands", "dealt"}, {"card_limit", 0}}));
  EXPECT_EQ(make_game(6, {{"teams", true}})->name(), "toc-6");
  EXPECT_EQ(make_toc_game(3, {}).error().field, "players");
  EXPECT_EQ(make_toc_game(4, {{"hands", "open"}}).error().field, "options.hands");
  EXPECT_EQ(make_toc_game(4, {{"colour", 1}}).error().field, "options.colour");
  EXPECT_EQ(make_toc_game(4, {{"card_limit", -1}}).error().field, "options.card_limit");
}

// Hidden hands: every card kind can be laid down, weighted by the deck (2 jokers in 54).
TEST(TocHidden, OutcomesFollowTheDeck) {
  auto state = hidden(4, {});
  const auto outcomes = state->chance_outcomes();
  ASSERT_EQ(outcomes.size(), 53u);
  EXPECT_EQ(outcomes.back().chance.to_string(), "JOKER");
  EXPECT_DOUBLE_EQ(outcomes.back().probability, 2.0 / 54);
  EXPECT_DOUBLE_EQ(outcomes.front().probability, 1.0 / 54);
}

// What the camera may see on the pile: with dealt hands, a card some hand holds (the player's
// to move or another's) or one laid before, never one still in the stock; with hidden hands, any.
TEST(TocCardsInPlay, ACardInTheStockCannotShow) {
  auto state = make_game(4)->new_initial_state(1);
  EXPECT_TRUE(state->chance_in_play(card("AS")));   // Green to play; Red holds it
  EXPECT_TRUE(state->chance_in_play(card("KD")));   // Green's own
  EXPECT_FALSE(state->chance_in_play(card("9S")));  // in the stock
  ASSERT_TRUE(state->apply_checked(card("KD"), state->parse_move(card("KD"), "G enter").value()));
  EXPECT_TRUE(state->chance_in_play(card("KD")));  // laid: on the pile now
  EXPECT_TRUE(hidden(4, {})->chance_in_play(card("9S")));
}

}  // namespace
}  // namespace arbitre::engine
