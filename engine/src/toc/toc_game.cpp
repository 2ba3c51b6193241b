// Jeu de Toc: the game (variants toc-2, toc-4, toc-6) and its options.
#include <algorithm>

#include "arbitre/engine/games.h"
#include "arbitre/engine/json_fields.h"
#include "toc_state.h"

namespace arbitre::engine {
namespace toc {
namespace {

class TocGame final : public Game {
 public:
  explicit TocGame(const Config& config) : cfg_(config) {}

  std::string name() const override { return cfg_.name(); }
  nlohmann::json options() const override { return cfg_.options(); }
  int num_seats() const override { return cfg_.seats; }
  std::unique_ptr<State> new_initial_state(uint64_t seed) const override {
    return TocState::initial(cfg_, seed);
  }
  Result<std::unique_ptr<State>> state_from_json(const nlohmann::json& json) const override {
    return TocState::from_json(cfg_, json);
  }
  std::vector<std::string> cell_ids() const override {
    std::vector<std::string> ids = toc::cell_ids(cfg_.seats);
    std::sort(ids.begin(), ids.end());
    return ids;
  }

 private:
  Config cfg_;
};

}  // namespace
}  // namespace toc

Result<std::unique_ptr<Game>> make_toc_game(int players, const nlohmann::json& options) {
  if (players != 2 && players != 4 && players != 6) {
    return make_error("players", "Jeu de Toc is played by 2, 4 or 6 players");
  }
  OptionReader reader(options);
  toc::Config config;
  config.seats = players == 6 ? 6 : 4;
  config.two_player = players == 2;
  config.teams = reader.boolean("teams", config.two_player);
  config.dealt = reader.choice("hands", "dealt", {"dealt", "hidden"}) == "dealt";
  config.card_limit = reader.integer("card_limit", 0, 0, 1000000);
  if (auto status = reader.status(); !status) return status.error();
  if (config.two_player && !config.teams) {
    return make_error("options.teams", "toc-2 is always two players with two seats each (T8)");
  }
  return std::unique_ptr<Game>(std::make_unique<toc::TocGame>(config));
}

}  // namespace arbitre::engine
