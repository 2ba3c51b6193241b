// Building Jacquet positions for the tests, and reading their legal moves.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "arbitre/engine/games.h"
#include "arbitre/engine/jacquet/jacquet.h"
#include "arbitre/engine/referee.h"
#include "engine/breach_checks.h"

namespace arbitre::engine::jacquet::testing {

// A position as the state JSON writes it (docs/games/jacquet.md): points such as
// {{"l", "W11"}, {"a", "B15"}}, off counts, postillons ("waiting", "entered" or a point).
struct Table {
  bool advanced = false;
  nlohmann::json options = nlohmann::json::object();
  nlohmann::json points = nlohmann::json::object();
  int white_off = 0;
  int black_off = 0;
  std::string white_postillon = "entered";
  std::string black_postillon = "entered";
  std::string to_move = "white";
  std::string phase = "play";  // "game_over" between two games, "match_over" at the end
  int white_score = 0;
  int black_score = 0;
};

inline std::unique_ptr<Game> make(bool advanced, const nlohmann::json& options = {}) {
  auto game = make_jacquet_game(advanced, options.is_null() ? nlohmann::json::object() : options);
  EXPECT_TRUE(game.ok()) << game.error().to_string();
  return std::move(*game);
}

inline nlohmann::json to_json(const Table& setup) {
  nlohmann::json options = make(setup.advanced, setup.options)->options();
  return {{"game", setup.advanced ? "jacquet-advanced" : "jacquet"},
          {"options", options},
          {"points", setup.points},
          {"off", {{"white", setup.white_off}, {"black", setup.black_off}}},
          {"postillon", {{"white", setup.white_postillon}, {"black", setup.black_postillon}}},
          {"to_move", setup.to_move},
          {"phase", setup.phase},
          {"score", {{"white", setup.white_score}, {"black", setup.black_score}}}};
}

inline std::unique_ptr<State> build(const Table& setup) {
  auto state = make(setup.advanced, setup.options)->state_from_json(to_json(setup));
  EXPECT_TRUE(state.ok()) << state.error().to_string();
  if (!state.ok()) return nullptr;
  return std::move(*state);
}

inline std::vector<std::string> move_texts(const State& state, int high, int low) {
  std::vector<std::string> texts;
  for (const Move& move : state.legal_moves(Chance::dice(high, low))) texts.push_back(move.text);
  return texts;
}

// The state after playing the move whose text is `text`.
inline std::unique_ptr<State> after(const State& state, int high, int low,
                                    const std::string& text) {
  auto move = state.parse_move(Chance::dice(high, low), text);
  EXPECT_TRUE(move.ok()) << move.error().to_string();
  return state.child(Chance::dice(high, low), *move);
}

using engine::testing::checked;
using engine::testing::expect_translatable;

inline std::string joined(const std::vector<std::string>& texts) {
  std::string out;
  for (const auto& text : texts) out += (out.empty() ? "" : ", ") + text;
  return out;
}

}  // namespace arbitre::engine::jacquet::testing
