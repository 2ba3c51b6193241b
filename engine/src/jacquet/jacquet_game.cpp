// The Jacquet game: options, the opening roll, and the factory of games.h.
#include <algorithm>

#include "arbitre/engine/games.h"
#include "arbitre/engine/jacquet/jacquet.h"
#include "arbitre/engine/random.h"

namespace arbitre::engine {
namespace jacquet {
namespace {

class JacquetGame final : public Game {
 public:
  explicit JacquetGame(const Options& options) : options_(options) {}

  std::string name() const override { return options_.advanced ? "jacquet-advanced" : "jacquet"; }
  nlohmann::json options() const override { return options_.to_json(); }
  int num_seats() const override { return 2; }

  std::unique_ptr<State> new_initial_state(uint64_t seed) const override {
    Position position;
    position.to_move = opening_player(seed);
    return std::make_unique<JacquetState>(options_, position);
  }

  Result<std::unique_ptr<State>> state_from_json(const nlohmann::json& json) const override {
    auto state = jacquet_state_from_json(options_.advanced, json);
    if (!state.ok()) return state.error();
    if (static_cast<const JacquetState&>(**state).options() != options_) {
      return make_error("options", "the state was saved with other options than this game's " +
                                       options_.to_json().dump());
    }
    return state;
  }

  std::vector<std::string> cell_ids() const override {
    std::vector<std::string> ids;
    for (int index = 0; index < kPoints; ++index)
      ids.emplace_back(1, static_cast<char>('a' + index));
    // J7: in the advanced rules borne-off checkers stand on the opponent's talon, not aside.
    if (!options_.advanced) ids.insert(ids.end(), {"off-white", "off-black"});
    std::sort(ids.begin(), ids.end());
    return ids;
  }

 private:
  Options options_;
};

}  // namespace

int opening_player(uint64_t seed) {
  // "chaque joueur lance un dé, celui qui a obtenu le plus de points ... commence": again on
  // a tie (jacquet-short.txt "On tire à nouveau en cas d'égalité").
  Random random(seed);
  while (true) {
    const auto white = random.below(6);
    const auto black = random.below(6);
    if (white != black) return white > black ? kWhite : kBlack;
  }
}

}  // namespace jacquet

Result<std::unique_ptr<Game>> make_jacquet_game(bool advanced, const nlohmann::json& options) {
  auto read = jacquet::read_options(advanced, options);
  if (!read.ok()) return read.error();
  return std::unique_ptr<Game>(std::make_unique<jacquet::JacquetGame>(*read));
}

}  // namespace arbitre::engine
