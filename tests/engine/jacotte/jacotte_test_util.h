// Helpers shared by the La Jacotte tests.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "arbitre/engine/jacotte/jacotte_game.h"

namespace arbitre::engine::jacotte::testing {

// The game for 2, 3 or 4 players; fails the test when the options are refused.
std::unique_ptr<JacotteGame> game(int players,
                                  const nlohmann::json& options = nlohmann::json::object());

// A position set up from table contents (occupancy ids); fails the test when refused.
std::unique_ptr<JacotteState> position(const JacotteGame& game, const Occupancy& table, int to_move,
                                       std::array<int, kMaxColours> passes = {});

// The texts of the legal moves for a throw, in legal_moves() order.
std::vector<std::string> move_texts(const State& state, int thrown);

// The state after the move with this text (fails the test when it is not legal).
std::unique_ptr<State> after(const State& state, int thrown, const std::string& text);

// The starting camps of every colour of the game.
Occupancy with_camps(const JacotteGame& game, Occupancy table);

// Four players, Red to move, the last neutral on the board in Red's stack on L1.1 (Yellow's
// stack on L2.3, 11 neutrals banked): Red banking it ends the round (C8).
std::unique_ptr<JacotteState> last_neutral_position(const JacotteGame& game);

}  // namespace arbitre::engine::jacotte::testing
