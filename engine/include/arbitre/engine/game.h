// Game: a rule set with its options, which makes states.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "arbitre/engine/result.h"
#include "arbitre/engine/state.h"

namespace arbitre::engine {

class Game {
 public:
  virtual ~Game() = default;

  // The variant's name as the CLI takes it: "jacquet-advanced", "toc-4".
  virtual std::string name() const = 0;
  // The effective options (defaults filled in), as a JSON object.
  virtual nlohmann::json options() const = 0;
  virtual int num_seats() const = 0;

  // The starting position. The seed settles what chance decides before play (who starts,
  // the shuffled deck); the same seed always gives the same state.
  virtual std::unique_ptr<State> new_initial_state(uint64_t seed) const = 0;

  // Reads a state written by State::to_json(). Errors name the offending field.
  virtual Result<std::unique_ptr<State>> state_from_json(const nlohmann::json& json) const = 0;

  // Every id State::occupancy() can ever use, trays, camps, loots, off and waiting areas
  // included, sorted. A board layout places exactly these (docs/layout.md).
  virtual std::vector<std::string> cell_ids() const = 0;
};

// The variants Arbitre knows, in the order the CLI lists them.
const std::vector<std::string>& game_names();

// Makes a game from its name and options (a JSON object; unknown keys are refused with an
// error naming "options.KEY").
Result<std::unique_ptr<Game>> make_game(std::string_view name,
                                        const nlohmann::json& options = nlohmann::json::object());

}  // namespace arbitre::engine
