#include "jacotte_test_util.h"

#include <gtest/gtest.h>

namespace arbitre::engine::jacotte::testing {

std::unique_ptr<JacotteGame> game(int players, const nlohmann::json& options) {
  auto made = JacotteGame::make(players, options);
  EXPECT_TRUE(made.ok()) << (made.ok() ? "" : made.error().to_string());
  return made.ok() ? std::move(made).value() : nullptr;
}

std::unique_ptr<JacotteState> position(const JacotteGame& game, const Occupancy& table, int to_move,
                                       std::array<int, kMaxColours> passes) {
  auto made = game.position(table, to_move, passes);
  EXPECT_TRUE(made.ok()) << (made.ok() ? "" : made.error().to_string());
  return made.ok() ? std::move(made).value() : nullptr;
}

std::vector<std::string> move_texts(const State& state, int thrown) {
  std::vector<std::string> texts;
  for (const Move& move : state.legal_moves(Chance::sticks(thrown))) texts.push_back(move.text);
  return texts;
}

std::unique_ptr<State> after(const State& state, int thrown, const std::string& text) {
  auto move = state.parse_move(Chance::sticks(thrown), text);
  EXPECT_TRUE(move.ok()) << (move.ok() ? "" : move.error().to_string());
  if (!move.ok()) return state.clone();
  return state.child(Chance::sticks(thrown), *move);
}

Occupancy with_camps(const JacotteGame& game, Occupancy table) {
  // Pawns not placed elsewhere wait in their camp.
  for (int colour = 0; colour < game.config()->colours; ++colour) {
    int placed = 0;
    for (const auto& [id, content] : table) {
      if (id.starts_with("camp")) continue;
      for (char letter : content) placed += piece_of_letter(letter) == colour;
    }
    const std::string id = "camp" + std::to_string(colour + 1);
    if (!table.contains(id) && placed < kPawnsPerColour) {
      table[id] = std::string(kPawnsPerColour - placed, piece_letter(colour));
    }
  }
  return table;
}

std::unique_ptr<JacotteState> last_neutral_position(const JacotteGame& game) {
  return position(game,
                  with_camps(game, {{"L1.1", "NR"},
                                    {"L2.3", "GY"},
                                    {"loot1", "NNN"},
                                    {"loot2", "NNN"},
                                    {"loot3", "NNN"},
                                    {"loot4", "NN"}}),
                  kRed);
}

}  // namespace arbitre::engine::jacotte::testing
