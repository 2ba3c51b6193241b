// La Jacotte as a Game: the variants "jacotte-2", "jacotte-3" and "jacotte-4" with options.
#pragma once

#include <memory>

#include "arbitre/engine/game.h"
#include "arbitre/engine/jacotte/jacotte_state.h"

namespace arbitre::engine::jacotte {

class JacotteGame : public Game {
 public:
  explicit JacotteGame(std::shared_ptr<const JacotteConfig> config) : config_(std::move(config)) {}

  // Reads the options (docs/games/jacotte.md) for 2, 3 or 4 players.
  static Result<std::unique_ptr<JacotteGame>> make(int players, const nlohmann::json& options);

  std::string name() const override { return config_->name; }
  nlohmann::json options() const override;
  int num_seats() const override { return config_->colours; }
  std::unique_ptr<State> new_initial_state(uint64_t seed) const override;
  Result<std::unique_ptr<State>> state_from_json(const nlohmann::json& json) const override;
  // At 3 players Blue's camp and loot stay empty (its seat is), so they are not listed.
  std::vector<std::string> cell_ids() const override;

  // A position set up from a table (occupancy ids and contents), for tests and tools.
  Result<std::unique_ptr<JacotteState>> position(const Occupancy& table, int to_move,
                                                 std::array<int, kMaxColours> passes = {}) const;
  const std::shared_ptr<const JacotteConfig>& config() const { return config_; }

 private:
  std::shared_ptr<const JacotteConfig> config_;
};

}  // namespace arbitre::engine::jacotte
