// The conformance test every game passes (after OpenSpiel's random-sim test): random games
// of every variant, checking after every move that
//   - the game's own invariants hold (pieces conserved, scores consistent),
//   - a clone and a JSON round trip give the identical state,
//   - chance outcomes have positive probabilities summing to 1,
//   - legal moves are never empty while the game goes on, sorted, with distinct codes and
//     texts, and (in the first games, where it is checked exhaustively) distinct results,
//   - every game ends.
// ARBITRE_CONFORMANCE_GAMES sets the number of games per variant (default 10000); the
// sanitizer run uses fewer, since it is about memory errors, not coverage.
#include <gtest/gtest.h>

#include <cstdlib>
#include <set>

#include "arbitre/engine/game.h"
#include "arbitre/engine/random_play.h"

namespace arbitre::engine {
namespace {

constexpr int kDefaultGames = 10000;
constexpr int kExhaustiveGames = 100;  // games whose every child position is compared
constexpr int kMaxMoves = 20000;       // a random game longer than this has not ended

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

std::string where(const std::string& game, uint64_t seed, int ply) {
  return game + " seed " + std::to_string(seed) + " move " + std::to_string(ply);
}

void expect_round_trips(const Game& game, const State& state, bool through_text,
                        const std::string& at) {
  const nlohmann::json json = state.to_json();
  ASSERT_EQ(json.value("game", ""), game.name()) << at;
  ASSERT_EQ(state.clone()->to_json(), json) << at << ": clone differs";
  const nlohmann::json reread = through_text ? nlohmann::json::parse(json.dump()) : json;
  auto restored = game.state_from_json(reread);
  ASSERT_TRUE(restored.ok()) << at << ": " << restored.error().to_string();
  ASSERT_EQ((*restored)->to_json(), json) << at << ": JSON round trip differs";
}

void expect_chance_outcomes_sound(const State& state, const std::string& at) {
  double total = 0;
  for (const auto& outcome : state.chance_outcomes()) {
    ASSERT_EQ(outcome.chance.kind, state.chance_kind()) << at;
    ASSERT_GT(outcome.probability, 0.0) << at << ": outcome " << outcome.chance.to_string();
    total += outcome.probability;
  }
  ASSERT_NEAR(total, 1.0, 1e-9) << at;
}

void expect_moves_sound(const State& state, const Chance& chance, const std::vector<Move>& moves,
                        bool exhaustive, const std::string& at) {
  ASSERT_FALSE(moves.empty()) << at << ": no legal move for " << chance.to_string();
  std::set<std::string> texts;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (i > 0) {
      ASSERT_LT(moves[i - 1], moves[i]) << at << ": moves not sorted or repeated";
    }
    ASSERT_TRUE(texts.insert(moves[i].text).second) << at << ": text twice: " << moves[i].text;
  }
  if (!exhaustive) return;
  std::set<std::string> results;
  for (const auto& move : moves) {
    ASSERT_TRUE(results.insert(state.child(chance, move)->to_json().dump()).second)
        << at << ": two moves reach the same position, one is " << move.text;
  }
}

class Conformance : public ::testing::TestWithParam<std::string> {};

TEST_P(Conformance, RandomGamesKeepEveryInvariant) {
  auto game = make_game(GetParam(), conformance_options(GetParam()));
  ASSERT_TRUE(game.ok()) << game.error().to_string();
  const int games = games_per_variant();
  long long total_moves = 0;
  for (int k = 0; k < games; ++k) {
    const uint64_t seed = 1000 + static_cast<uint64_t>(k);
    Random random(seed);
    auto state = (*game)->new_initial_state(seed);
    const bool exhaustive = k < kExhaustiveGames;
    int ply = 0;
    for (; !state->is_terminal(); ++ply) {
      const std::string at = where(GetParam(), seed, ply);
      ASSERT_LT(ply, kMaxMoves) << at << ": the game has not ended";
      const auto broken = state->check_invariants();
      ASSERT_FALSE(broken.has_value()) << at << ": " << *broken << "\n" << state->to_string();
      ASSERT_GE(state->current_player(), 0) << at;
      ASSERT_LT(state->current_player(), state->num_seats()) << at;
      expect_round_trips(**game, *state, exhaustive || ply % 64 == 0, at);
      expect_chance_outcomes_sound(*state, at);
      const Chance chance = sample_chance(*state, random);
      const auto moves = state->legal_moves(chance);
      expect_moves_sound(*state, chance, moves, exhaustive, at);
      if (::testing::Test::HasFatalFailure()) return;
      state->apply(chance, moves[random.below(moves.size())]);
    }
    const std::string at = where(GetParam(), seed, ply);
    ASSERT_FALSE(state->check_invariants().has_value()) << at << ": " << *state->check_invariants();
    ASSERT_EQ(state->current_player(), kNoPlayer) << at;
    for (const auto& outcome : state->chance_outcomes()) {
      ASSERT_TRUE(state->legal_moves(outcome.chance).empty()) << at;
    }
    ASSERT_FALSE(state->score().lines.empty()) << at;
    expect_round_trips(**game, *state, true, at);
    if (::testing::Test::HasFatalFailure()) return;
    total_moves += ply;
  }
  RecordProperty("games", games);
  RecordProperty("moves", std::to_string(total_moves));
  std::cout << "[ " << GetParam() << " ] " << games << " games, " << total_moves << " moves\n";
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
