// The Jacquet state: one match of Jacquet, original or advanced rules (docs/games/jacquet.md).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "arbitre/engine/game.h"
#include "arbitre/engine/jacquet/board.h"
#include "arbitre/engine/jacquet/rules.h"
#include "arbitre/engine/state.h"

namespace arbitre::engine::jacquet {

class JacquetState final : public State {
 public:
  JacquetState(const Options& options, const Position& position)
      : options_(options), position_(position) {}

  std::unique_ptr<State> clone() const override { return std::make_unique<JacquetState>(*this); }
  std::string game_name() const override;
  int num_seats() const override { return 2; }
  std::string seat_name(int seat) const override { return player_name(seat); }
  int current_player() const override { return position_.to_move; }

  // Dice during a game; nothing between two games of a match (the "game over" phase).
  ChanceKind chance_kind() const override {
    return position_.game_over ? ChanceKind::kNone : ChanceKind::kDicePair;
  }
  std::vector<ChanceOutcome> chance_outcomes() const override;
  std::vector<Move> legal_moves(const Chance& chance) const override;
  void apply(const Chance& chance, const Move& move) override;

  bool is_terminal() const override { return position_.to_move < 0; }
  Score score() const override;
  std::string to_string() const override;
  nlohmann::json to_json() const override;
  Occupancy occupancy() const override;
  RuleBreach diagnose(const Chance& chance, const Occupancy& after) const override;
  std::optional<std::string> check_invariants() const override;

  const Options& options() const { return options_; }
  const Position& position() const { return position_; }
  // Between two games: the final position of the game just won stays on the table.
  bool game_over() const { return position_.game_over; }

  // The plays for a roll with some rules relaxed (diagnose() and tests).
  std::vector<Play> plays(const Chance& chance, const Relaxed& relaxed = {}) const;
  // The occupancy the table would show with the mover's side replaced by `side`.
  Occupancy occupancy_with(const Side& mover_side) const;

 private:
  void finish_game(int winner);

  Options options_;
  Position position_;
};

// The one move between two games: the table is set up again, 15 checkers on each talon.
inline constexpr const char* kNextGame = "next game";

// Reads a state written by JacquetState::to_json(); errors name the field.
Result<std::unique_ptr<State>> jacquet_state_from_json(bool advanced, const nlohmann::json& json);

// Who starts a match, from the seed: one die each, rolled again on a tie.
int opening_player(uint64_t seed);

}  // namespace arbitre::engine::jacquet
