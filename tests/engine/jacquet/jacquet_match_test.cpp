// Matches: the "game over" phase between two games (docs/games/jacquet.md, "Matches"). The
// move that bears off a player's 15th checker leaves its final position on the table (J8
// counts the game); the one move "next game" sets up jacquet.txt's "Position de départ"
// again, and the winner starts.
#include "arbitre/engine/perft.h"
#include "arbitre/engine/referee.h"
#include "engine/jacquet/jacquet_helpers.h"

namespace arbitre::engine::jacquet::testing {
namespace {

const Occupancy kSetUp = {{"a", "B15"}, {"m", "W15"}};

// White to bear off its last checker from l. Black: postillon on c, 14 on the talon a; in the
// advanced rules (J7: White's borne-off checkers stand on a) one on b and 14 on s.
Table before_last_checker(bool advanced, int match_points) {
  Table table;
  table.advanced = advanced;
  table.options = {{"match_points", match_points}};
  table.points = {{"l", "W1"}, {"a", "B14"}, {"c", "B1"}};
  table.black_postillon = "c";
  if (advanced) {
    table.points = {{"l", "W1"}, {"b", "B1"}, {"s", "B14"}};
    table.black_postillon = "entered";
  }
  table.white_off = 14;
  return table;
}

// The state right after White's l/off with 1-1.
std::unique_ptr<State> game_won(bool advanced, int match_points = 3) {
  auto state = build(before_last_checker(advanced, match_points));
  return after(*state, 1, 1, "l/off");
}

// jacquet.txt "Gain de la partie" (2 points: Black had borne off nothing) and "Position de
// départ": the final position stays until the table is set up again.
TEST(JacquetMatch, FinalMoveLeadsToTheGameOverPhase) {
  auto state = game_won(false);
  ASSERT_FALSE(state->is_terminal());
  EXPECT_EQ(state->current_player(), kWhite);  // the winner starts the next game
  EXPECT_EQ(state->chance_kind(), ChanceKind::kNone);
  const auto outcomes = state->chance_outcomes();
  ASSERT_EQ(outcomes.size(), 1u);
  EXPECT_EQ(outcomes[0].chance, Chance::none());
  EXPECT_EQ(outcomes[0].probability, 1.0);
  EXPECT_EQ(state->score().summary, "White 2, Black 0 (match to 3 points)");
  EXPECT_EQ(state->occupancy(), (Occupancy{{"a", "B14"}, {"c", "B1^"}, {"off-white", "W15"}}));
  EXPECT_EQ(state->to_string(),
            "jacquet, match to 3 points: White 2, Black 0\n"
            "   l   k   j   i   h   g |   f   e   d   c   b   a\n"
            "   .   .   .   .   .   . |   .   .   . B1^   . B14\n"
            "   .   .   .   .   .   . |   .   .   .   .   .   .\n"
            "   m   n   o   p   q   r |   s   t   u   v   w   x\n"
            "White (talon m): 15 off, postillon entered\n"
            "Black (talon a): 0 off, postillon on the tip of c\n"
            "Game over: White wins 2 points and starts the next game\n");
  EXPECT_FALSE(state->check_invariants().has_value());
}

// J7: in the advanced rules the winner's 15 stand on the loser's talon; J8: 5 points, Black
// still has checkers in his first quadrant.
TEST(JacquetMatch, AdvancedFinalPositionShowsTheCheckersOnTheLosersTalon) {
  auto state = game_won(true, 7);
  EXPECT_EQ(state->occupancy(), (Occupancy{{"a", "W15"}, {"b", "B1"}, {"s", "B14"}}));
  EXPECT_EQ(state->score().summary, "White 5, Black 0 (match to 7 points)");
  EXPECT_EQ(state->chance_kind(), ChanceKind::kNone);
}

// The phase's one move sets up the next game: 15 on each talon, postillons waiting, White
// (the winner) to roll.
TEST(JacquetMatch, TheOneMoveSetsUpTheNextGame) {
  auto state = game_won(false);
  const auto moves = state->legal_moves(Chance::none());
  ASSERT_EQ(moves.size(), 1u);
  EXPECT_EQ(moves[0].text, "next game");
  EXPECT_EQ(moves[0].code, std::vector<int>{0});
  EXPECT_TRUE(state->legal_moves(Chance::dice(6, 5)).empty());
  auto next = state->child(Chance::none(), moves[0]);
  EXPECT_EQ(next->occupancy(), kSetUp);
  EXPECT_EQ(next->current_player(), kWhite);
  EXPECT_EQ(next->chance_kind(), ChanceKind::kDicePair);
  EXPECT_EQ(next->score().summary, "White 2, Black 0 (match to 3 points)");
  Table fresh;
  fresh.options = {{"match_points", 3}};
  fresh.points = {{"m", "W15"}, {"a", "B15"}};
  fresh.white_postillon = "waiting";
  fresh.black_postillon = "waiting";
  fresh.white_score = 2;
  EXPECT_EQ(next->to_json(), to_json(fresh));
  EXPECT_TRUE(next->legal_moves(Chance::none()).empty());
  EXPECT_EQ(move_texts(*next, 6, 5), std::vector<std::string>{"m/r r/x"});
  // parse_move reads the text as players type it.
  EXPECT_TRUE(state->parse_move(Chance::none(), "Next Game").ok());
}

// The match is over with its last game: no phase, the final position stays (terminal).
TEST(JacquetMatch, MatchOverIsTerminalAtOnce) {
  auto state = game_won(false, 2);
  EXPECT_TRUE(state->is_terminal());
  EXPECT_EQ(state->current_player(), kNoPlayer);
  EXPECT_EQ(state->to_json()["phase"], "match_over");
  EXPECT_EQ(state->occupancy(), (Occupancy{{"a", "B14"}, {"c", "B1^"}, {"off-white", "W15"}}));
  EXPECT_TRUE(state->legal_moves(Chance::none()).empty());
  EXPECT_TRUE(state->legal_moves(Chance::dice(6, 5)).empty());
  EXPECT_EQ(state->score().summary, "White 2, Black 0 (match to 2 points): White wins the match");
}

TEST(JacquetMatch, JsonRoundTripInThePhase) {
  auto game = make(true, {{"match_points", 7}});
  auto state = game_won(true, 7);
  const auto json = state->to_json();
  EXPECT_EQ(json["phase"], "game_over");
  EXPECT_EQ(json["to_move"], "white");
  auto back = game->state_from_json(nlohmann::json::parse(json.dump()));
  ASSERT_TRUE(back.ok()) << back.error().to_string();
  EXPECT_EQ((*back)->to_json(), json);
  EXPECT_EQ((*back)->chance_kind(), ChanceKind::kNone);
  EXPECT_EQ(state->clone()->to_json(), json);
}

// jacquet.txt "Position de départ": the referee accepts the set-up of the next game.
TEST(JacquetMatch, RefereeAcceptsTheSetUp) {
  auto state = game_won(false);
  const auto seen = checked(*state, Chance::none(), kSetUp);
  ASSERT_TRUE(seen.legal) << seen.to_string();
  EXPECT_EQ(seen.move.text, "next game");
  // The final position itself was the legal result of the last roll.
  auto before = build(before_last_checker(false, 3));
  const auto last = checked(*before, Chance::dice(1, 1), state->occupancy());
  ASSERT_TRUE(last.legal) << last.to_string();
  EXPECT_EQ(last.move.text, "l/off");
}

TEST(JacquetMatch, RefereeExplainsAWrongSetUp) {
  auto state = game_won(false);
  auto seen = checked(*state, Chance::none(), {{"a", "B15"}, {"m", "W14"}, {"n", "W1"}});
  ASSERT_FALSE(seen.legal);
  EXPECT_EQ(seen.breach.rule, "jacquet.txt Position de départ");
  EXPECT_NE(seen.breach.quote.find("Le talon des Blancs se trouve en « m »"), std::string::npos);
  EXPECT_EQ(seen.breach.explanation(),
            "the next game starts with each player's 15 checkers on his talon (White's on m, "
            "Black's on a), but the table shows m=W14, n=W1");
  EXPECT_EQ(seen.closest.front().text, "next game");
  seen = checked(*state, Chance::none(), {{"a", "B15"}, {"n", "W15"}});
  ASSERT_FALSE(seen.legal);
  EXPECT_EQ(seen.breach.explanation(),
            "the next game starts with each player's 15 checkers on his talon (White's on m, "
            "Black's on a), but the table shows n=W15, and nothing on m");
  seen = checked(*state, Chance::none(), state->occupancy());
  ASSERT_FALSE(seen.legal);
  EXPECT_EQ(seen.breach.explanation(),
            "the next game starts with each player's 15 checkers on his talon (White's on m, "
            "Black's on a): the table still shows the last game's final position");
  // A roll before the set-up: the phase awaits no dice.
  seen = checked(*state, Chance::dice(6, 5), kSetUp);
  ASSERT_FALSE(seen.legal);
  EXPECT_EQ(seen.breach.rule, "chance");
  expect_translatable(state->diagnose(Chance::dice(6, 5), kSetUp));
  EXPECT_EQ(state->diagnose(Chance::dice(6, 5), kSetUp).explanation(),
            "the game is over: the next game starts with each player's 15 checkers on his talon "
            "(White's on m, Black's on a) before White rolls to start it");
}

// jacquet.txt "But du jeu": a table set up again before the final position was seen, or
// while the game goes on.
TEST(JacquetMatch, RefereeRecognisesATableResetTooEarly) {
  auto before = build(before_last_checker(false, 3));
  auto seen = checked(*before, Chance::dice(1, 1), kSetUp);
  ASSERT_FALSE(seen.legal);
  EXPECT_EQ(seen.breach.rule, "jacquet.txt But du jeu");
  EXPECT_EQ(seen.breach.explanation(),
            "the table was set up for the next game too early: White's l/off ends this game, and "
            "its final position, with all 15 of White's checkers off, must be seen before the "
            "checkers go back to the talons");
  Table table = before_last_checker(false, 3);
  table.points = {{"g", "W3"}, {"a", "B14"}, {"c", "B1"}};
  table.white_off = 12;
  auto not_over = build(table);
  seen = checked(*not_over, Chance::dice(2, 1), kSetUp);
  ASSERT_FALSE(seen.legal);
  EXPECT_EQ(seen.breach.rule, "jacquet.txt But du jeu");
  EXPECT_EQ(seen.breach.explanation(),
            "the table was set up for a new game, but this game is not over: it ends when a "
            "player has borne off his 15 checkers (White has 12 off, Black 0)");
}

// Perft through the phase: 21 rolls bear off the last checker, each game-over phase has one
// move, and each next game starts with one postillon play per roll.
TEST(JacquetMatch, PerftThroughThePhase) {
  for (bool advanced : {false, true}) {
    auto state = build(before_last_checker(advanced, 7));
    EXPECT_EQ(perft(*state, 1), 21u);
    EXPECT_EQ(perft(*state, 2), 21u);
    EXPECT_EQ(perft(*state, 3), 441u);
  }
}

}  // namespace
}  // namespace arbitre::engine::jacquet::testing
