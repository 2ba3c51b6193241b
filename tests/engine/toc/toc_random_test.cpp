// Random play of every Toc variant: invariants, clone, JSON round trip and sorted distinct
// legal moves after every move; every game ends (the card limit, docs/games/toc.md).
#include <gtest/gtest.h>

#include <algorithm>

#include "arbitre/engine/games.h"
#include "arbitre/engine/random.h"
#include "arbitre/engine/referee.h"
#include "arbitre/engine/toc/toc_board.h"
#include "engine/breach_checks.h"

namespace arbitre::engine {
namespace {

struct Played {
  int cards = 0;
  bool won = false;
};

const ChanceOutcome& sample(const std::vector<ChanceOutcome>& outcomes, Random& random) {
  double u = random.unit();
  for (const auto& outcome : outcomes) {
    if (u < outcome.probability) return outcome;
    u -= outcome.probability;
  }
  return outcomes.back();
}

// Plays one random game; with `check` on, verifies everything after every move.
Played play(const Game& game, uint64_t seed, bool check) {
  auto state = game.new_initial_state(seed);
  Random random(seed * 7919 + 1);
  Played played;
  while (!state->is_terminal()) {
    const auto outcomes = state->chance_outcomes();
    EXPECT_FALSE(outcomes.empty());
    if (outcomes.empty()) break;
    const Chance chance = sample(outcomes, random).chance;
    const auto moves = state->legal_moves(chance);
    EXPECT_FALSE(moves.empty()) << state->to_string() << chance.to_string();
    if (moves.empty()) break;
    if (check) {
      EXPECT_TRUE(std::is_sorted(moves.begin(), moves.end()));
      EXPECT_TRUE(std::adjacent_find(moves.begin(), moves.end()) == moves.end());
    }
    state->apply(chance, moves[random.below(moves.size())]);
    if (chance.kind == ChanceKind::kCardPlayed) ++played.cards;
    if (!check) continue;
    const auto broken = state->check_invariants();
    EXPECT_FALSE(broken.has_value()) << *broken << "\n" << state->to_string();
    if (broken) break;
    const auto json = state->to_json();
    auto back = game.state_from_json(json);
    EXPECT_TRUE(back.ok()) << back.error().to_string() << "\n" << json.dump();
    if (!back.ok()) break;
    EXPECT_EQ((*back)->to_json(), json);
    EXPECT_EQ(state->clone()->to_json(), json);
  }
  played.won = state->score().summary.find("wins") != std::string::npos;
  return played;
}

// Plays `games` random games; every one must end (at the latest at the card limit). Without
// a limit (the default) random games run over 1,000 cards, so the counts below stay small;
// the shared conformance test plays 10,000 games of each variant with a limit.
void play_many(int players, int games, const nlohmann::json& options) {
  auto game = make_toc_game(players, options);
  ASSERT_TRUE(game.ok()) << game.error().to_string();
  const int limit = (*game)->options()["card_limit"];
  for (int seed = 0; seed < games; ++seed) {
    const Played played = play(**game, seed, true);
    EXPECT_TRUE(played.won || played.cards == limit) << "seed " << seed;
    if (::testing::Test::HasFailure()) return;
  }
}

TEST(TocRandomPlay, Toc2Dealt) {
  play_many(2, 50, nlohmann::json::object());
}
TEST(TocRandomPlay, Toc4Dealt) {
  play_many(4, 50, nlohmann::json::object());
}
TEST(TocRandomPlay, Toc4TeamsDealt) {
  play_many(4, 40, {{"teams", true}});
}
TEST(TocRandomPlay, Toc6Dealt) {
  play_many(6, 30, nlohmann::json::object());
}
TEST(TocRandomPlay, Toc6TeamsDealt) {
  play_many(6, 25, {{"teams", true}});
}
// Longer games reach the end game: homes filling, partners' pawns played (T8).
TEST(TocRandomPlay, Toc4TeamsLong) {
  play_many(4, 10, {{"teams", true}, {"card_limit", 3000}});
}
TEST(TocRandomPlay, Toc4HiddenLong) {
  play_many(4, 10, {{"hands", "hidden"}, {"card_limit", 3000}});
}
TEST(TocRandomPlay, Toc6HiddenTeams) {
  play_many(6, 20, {{"hands", "hidden"}, {"teams", true}, {"card_limit", 400}});
}

// The referee on random positions: each legal move's table is recognised as that move, and
// a table with one pawn put elsewhere is refused with a rule and an explanation.
TEST(TocRandomPlay, RefereeOnRandomPositions) {
  auto game = make_toc_game(4, {{"hands", "hidden"}, {"card_limit", 300}});
  ASSERT_TRUE(game.ok());
  const auto cells = toc::cell_ids(4);
  for (int seed = 0; seed < 10; ++seed) {
    auto state = (*game)->new_initial_state(seed);
    Random random(seed + 5);
    while (!state->is_terminal()) {
      const Chance chance = sample(state->chance_outcomes(), random).chance;
      const auto moves = state->legal_moves(chance);
      const Move& move = moves[random.below(moves.size())];
      const Occupancy seen = state->child(chance, move)->occupancy();
      const Verdict verdict = check(*state, chance, seen);
      ASSERT_TRUE(verdict.legal) << verdict.to_string();
      ASSERT_EQ(verdict.move.text, move.text);
      Occupancy wrong = seen;
      const auto pawn = std::next(wrong.begin(), static_cast<long>(random.below(wrong.size())));
      if (pawn->first.rfind("wait", 0) != 0) {
        const std::string colour = pawn->second;
        wrong.erase(pawn);
        wrong[cells[random.below(72)]] = colour;
        const Verdict refused = check(*state, chance, wrong);
        if (!refused.legal) {
          EXPECT_FALSE(refused.breach.rule.empty());
          EXPECT_FALSE(refused.breach.explanation().empty()) << refused.breach.rule;
          testing::expect_translatable(refused.breach);
        }
      }
      state->apply(chance, move);
    }
  }
}

}  // namespace
}  // namespace arbitre::engine
