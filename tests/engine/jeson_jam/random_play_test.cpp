// Random play: every Jeson Jam game ends, and after every move the invariants, the clone,
// the JSON round trip, the legal-move order and the referee's view of the move all hold.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "arbitre/engine/random.h"
#include "arbitre/engine/referee.h"
#include "engine/breach_checks.h"
#include "engine/jeson_jam/jeson_jam_test_util.h"

namespace arbitre::engine::jeson_jam::testing {
namespace {

constexpr int kMaxPlies = 5000;

// Checks one position; returns false (after reporting) at the first failure.
bool position_holds(const Game& game, const State& state, const std::vector<Move>& moves) {
  if (auto broken = state.check_invariants()) {
    ADD_FAILURE() << *broken << "\n" << state.to_string();
    return false;
  }
  const auto copy = state.clone();
  EXPECT_EQ(static_cast<const JesonJamState&>(*copy), static_cast<const JesonJamState&>(state));
  const nlohmann::json json = state.to_json();
  auto back = game.state_from_json(json);
  if (!back.ok() || (*back)->to_json() != json) {
    ADD_FAILURE() << "JSON round trip failed: " << json.dump()
                  << (back.ok() ? "" : " " + back.error().to_string());
    return false;
  }
  if (!std::is_sorted(moves.begin(), moves.end()) ||
      std::adjacent_find(moves.begin(), moves.end()) != moves.end()) {
    ADD_FAILURE() << "legal moves not sorted and distinct\n" << state.to_string();
    return false;
  }
  // jeson-jam.txt "il est interdit de passer son tour": never a pass, never no move.
  if (moves.empty() != state.is_terminal()) {
    ADD_FAILURE() << "moves and the end of the game disagree\n" << state.to_string();
    return false;
  }
  std::set<Occupancy> seen;
  for (const Move& move : moves) {
    EXPECT_NE(move.text, "pass");
    seen.insert(state.child(Chance::none(), move)->occupancy());
  }
  EXPECT_EQ(seen.size(), moves.size()) << "two moves look alike on the table";
  return true;
}

// Spoils the table after a legal move (a piece added, removed or recoloured, a count beside
// the board changed) and expects the referee to name a rule of the game for it.
void expect_spoiled_move_diagnosed(const State& state, const Occupancy& legal, Random& random) {
  Occupancy spoiled = legal;
  const int cell = static_cast<int>(random.below(kCells + 4));
  const std::string id = cell < kCells
                             ? std::string(cell_id(cell))
                             : std::array<std::string, 4>{"LH", "DH", "LP", "DP"}[cell - kCells];
  const auto it = spoiled.find(id);
  if (cell >= kCells) {
    spoiled[id] = std::to_string((it == spoiled.end() ? 0 : std::stoi(it->second)) + 1);
  } else if (it == spoiled.end()) {
    spoiled[id] = random.below(2) ? "L" : "D";
  } else if (random.below(2)) {
    spoiled.erase(it);
  } else {
    it->second = it->second == "L" ? "D" : "L";
  }
  const Verdict verdict = check(state, Chance::none(), spoiled);
  if (verdict.legal) return;  // the spoiled table may show another legal move
  static const std::set<std::string> kRules = {"S2", "S3", "S4", "S5", "unexplained"};
  EXPECT_TRUE(kRules.contains(verdict.breach.rule)) << verdict.to_string();
  EXPECT_FALSE(verdict.breach.explanation().empty()) << verdict.to_string();
  engine::testing::expect_translatable(verdict.breach);
  EXPECT_EQ(verdict.breach.quote.empty(), verdict.breach.rule == "unexplained")
      << verdict.to_string();
}

// Plays `games` random games; returns how many ended by captures, blockade and draw.
std::array<int, 3> play_random_games(const nlohmann::json& options, int games, uint64_t seed) {
  auto game = make_jeson_jam_game(options).value();
  Random random(seed);
  std::array<int, 3> endings{};
  for (int g = 0; g < games; ++g) {
    auto state = game->new_initial_state(random.next());
    int plies = 0;
    for (; !state->is_terminal() && plies < kMaxPlies; ++plies) {
      const auto moves = state->legal_moves(Chance::none());
      if (!position_holds(*game, *state, moves)) return endings;
      const Move& move = moves[random.below(moves.size())];
      const Occupancy after = state->child(Chance::none(), move)->occupancy();
      const Verdict verdict = check(*state, Chance::none(), after);
      EXPECT_TRUE(verdict.legal && verdict.move == move) << verdict.to_string();
      expect_spoiled_move_diagnosed(*state, after, random);
      state->apply(Chance::none(), move);
    }
    EXPECT_TRUE(state->is_terminal()) << "game " << g << " did not end";
    if (!position_holds(*game, *state, {})) return endings;
    const auto& jam = static_cast<const JesonJamState&>(*state);
    const int winner = jam.winner();
    endings[winner == kDrawn ? 2 : jam.captures(winner) >= jam.options().captures_to_win ? 0 : 1]++;
  }
  return endings;
}

TEST(JesonJamRandomPlay, DefaultGamesEndAndStayConsistent) {
  const auto endings = play_random_games(nlohmann::json::object(), 200, 1);
  EXPECT_EQ(endings[0] + endings[1] + endings[2], 200);
  EXPECT_GT(endings[0], 0);  // some games are won by the fifth capture
  EXPECT_GT(endings[1], 0);  // some by a blockade (S4)
}

TEST(JesonJamRandomPlay, SmallVariantsEndAndStayConsistent) {
  const auto endings = play_random_games(
      {{"pieces", 5}, {"captures_to_win", 2}, {"max_moves_without_capture", 30}}, 100, 2);
  EXPECT_EQ(endings[0] + endings[1] + endings[2], 100);
  EXPECT_GT(endings[2], 0);  // the short limit draws some games
}

}  // namespace
}  // namespace arbitre::engine::jeson_jam::testing
