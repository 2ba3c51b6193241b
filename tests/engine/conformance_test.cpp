// The conformance test every variant passes: conformance.h's checks over random games.
// ARBITRE_CONFORMANCE_GAMES sets the number of games per variant (default 10000); the
// sanitizer run uses fewer, since it is about memory errors, not coverage.
#include <gtest/gtest.h>

#include <cstdlib>
#include <iostream>

#include "arbitre/engine/game.h"
#include "engine/conformance.h"

namespace arbitre::engine {
namespace {

constexpr int kDefaultGames = 10000;

// Options the conformance run plays with. Random players almost never bank on purpose in La
// Jacotte, nor race home in Jeu de Toc, so their games run long (Toc: over 1,000 cards on
// average, docs/games/toc.md). Short limits keep 10,000 games within the CI budget and
// exercise the limits' own endings; the games' own tests play complete games.
nlohmann::json conformance_options(const std::string& game) {
  if (game.rfind("jacotte", 0) == 0) return {{"round_move_limit", 100}};
  if (game.rfind("toc", 0) == 0) return {{"card_limit", 200}};
  return nlohmann::json::object();
}

int games_per_variant() {
  const char* text = std::getenv("ARBITRE_CONFORMANCE_GAMES");
  return text ? std::max(1, std::atoi(text)) : kDefaultGames;
}

class Conformance : public ::testing::TestWithParam<std::string> {};

TEST_P(Conformance, RandomGamesKeepEveryInvariant) {
  auto game = make_game(GetParam(), conformance_options(GetParam()));
  ASSERT_TRUE(game.ok()) << game.error().to_string();
  testing::ConformanceRun run;
  run.games = games_per_variant();
  const auto tally = testing::check_random_games(**game, run);
  EXPECT_EQ(tally.games, run.games);
  std::cout << "[ " << GetParam() << " ] " << tally.games << " games, " << tally.moves
            << " moves\n";
}

INSTANTIATE_TEST_SUITE_P(AllVariants, Conformance, ::testing::ValuesIn(game_names()),
                         [](const auto& param_info) {
                           std::string name = param_info.param;
                           for (char& c : name) c = (c == '-') ? '_' : c;
                           return name;
                         });

TEST(Registry, UnknownGameAndOptionsAreRefusedByName) {
  auto unknown = make_game("chess");
  ASSERT_FALSE(unknown.ok());
  EXPECT_EQ(unknown.error().field, "game");
  for (const auto& name : game_names()) {
    auto game = make_game(name, {{"no_such_option", 1}});
    ASSERT_FALSE(game.ok()) << name;
    EXPECT_EQ(game.error().field, "options.no_such_option") << name;
  }
}

TEST(Registry, SameSeedGivesTheSameStart) {
  for (const auto& name : game_names()) {
    auto game = make_game(name);
    ASSERT_TRUE(game.ok()) << name << ": " << game.error().to_string();
    EXPECT_EQ((*game)->new_initial_state(42)->to_json(), (*game)->new_initial_state(42)->to_json())
        << name;
    EXPECT_EQ((*game)->name(), name);
  }
}

}  // namespace
}  // namespace arbitre::engine
