// La Jacotte: options, the factory and the start of a match.
#include "arbitre/engine/jacotte/jacotte_game.h"

#include <algorithm>

#include "arbitre/engine/games.h"
#include "arbitre/engine/json_fields.h"
#include "arbitre/engine/random.h"

namespace arbitre::engine {
namespace jacotte {

// Random rounds last several hundred moves (docs/games/jacotte.md); the limit ends a round that
// random play drags on without end, far beyond any round played at a real table.
constexpr int kDefaultRoundMoveLimit = 400;

Result<std::unique_ptr<JacotteGame>> JacotteGame::make(int players, const nlohmann::json& options) {
  if (players < 2 || players > 4) {
    return make_error("players", "La Jacotte is played by 2, 3 or 4 players");
  }
  auto config = std::make_shared<JacotteConfig>();
  config->name = "jacotte-" + std::to_string(players);
  config->players = players;
  config->colours = players == 3 ? 3 : 4;
  config->neutrals = players == 3 ? 11 : 12;
  config->pawn_value = players == 3 ? 3 : 2;
  OptionReader reader(options);
  config->target = reader.integer("target", players == 4 ? 150 : 200, 1, 100000);
  config->rounds = reader.integer("rounds", 0, 0, 1000);
  config->coloured_probability = reader.number("stick_coloured_probability", 0.55, 0.0, 1.0);
  config->round_move_limit = reader.integer("round_move_limit", kDefaultRoundMoveLimit, 0, 1000000);
  auto status = reader.status();
  if (!status) return status.error();
  config->effective_options = options_json(*config);
  config->throw_outcomes = stick_throw_outcomes(config->coloured_probability);
  return std::make_unique<JacotteGame>(std::move(config));
}

nlohmann::json JacotteGame::options() const {
  return config_->effective_options;
}

std::unique_ptr<State> JacotteGame::new_initial_state(uint64_t seed) const {
  Random random(seed);
  // At 2 players a player's turn starts with his first colour (Red or Green).
  const int starter = config_->players == 2 ? 2 * static_cast<int>(random.below(2))
                                            : static_cast<int>(random.below(config_->colours));
  return std::make_unique<JacotteState>(config_, starter);
}

Result<std::unique_ptr<State>> JacotteGame::state_from_json(const nlohmann::json& json) const {
  if (json.is_object()) {
    const auto options = json.find("options");
    if (options != json.end() && *options != config_->effective_options) {
      return make_error("options", "the state's options " + options->dump() +
                                       " differ from this game's " +
                                       config_->effective_options.dump());
    }
  }
  auto state = JacotteState::from_json(config_, json);
  if (!state) return state.error();
  return std::unique_ptr<State>(std::move(state).value());
}

std::vector<std::string> JacotteGame::cell_ids() const {
  std::vector<std::string> ids;
  for (int cell = 0; cell < kCells; ++cell) ids.push_back(cell_id(cell));
  for (int colour = 0; colour < config_->colours; ++colour) {
    ids.push_back("camp" + std::to_string(colour + 1));
    ids.push_back("loot" + std::to_string(colour + 1));
  }
  std::sort(ids.begin(), ids.end());
  return ids;
}

Result<std::unique_ptr<JacotteState>> JacotteGame::position(
    const Occupancy& table, int to_move, std::array<int, kMaxColours> passes) const {
  return JacotteState::from_table(config_, table, to_move, passes);
}

}  // namespace jacotte

Result<std::unique_ptr<Game>> make_jacotte_game(int players, const nlohmann::json& options) {
  auto game = jacotte::JacotteGame::make(players, options);
  if (!game) return game.error();
  return std::unique_ptr<Game>(std::move(game).value());
}

}  // namespace arbitre::engine
