// The Jeson Jam game: options and the factory make_jeson_jam_game().
#include <algorithm>

#include "arbitre/engine/games.h"
#include "arbitre/engine/jeson_jam/jeson_jam.h"
#include "arbitre/engine/random.h"

namespace arbitre::engine {
namespace {

class JesonJamGame final : public Game {
 public:
  explicit JesonJamGame(const jeson_jam::Options& options) : options_(options) {}

  std::string name() const override { return "jeson-jam"; }
  nlohmann::json options() const override { return options_.to_json(); }
  int num_seats() const override { return 2; }

  // "Un tirage au sort peut être effectué pour désigner qui commence": the seed draws lots.
  std::unique_ptr<State> new_initial_state(uint64_t seed) const override {
    Random random(seed);
    return std::make_unique<jeson_jam::JesonJamState>(options_, static_cast<int>(random.below(2)));
  }

  Result<std::unique_ptr<State>> state_from_json(const nlohmann::json& json) const override {
    auto state = jeson_jam::JesonJamState::from_json(json, options_);
    if (!state) return state.error();
    return std::unique_ptr<State>(std::move(state.value()));
  }

  std::vector<std::string> cell_ids() const override {
    std::vector<std::string> ids = {"LH", "DH", "LP", "DP"};  // the trays beside the board
    for (int cell = 0; cell < jeson_jam::kCells; ++cell) {
      ids.emplace_back(jeson_jam::cell_id(cell));
    }
    std::sort(ids.begin(), ids.end());
    return ids;
  }

 private:
  jeson_jam::Options options_;
};

}  // namespace

Result<std::unique_ptr<Game>> make_jeson_jam_game(const nlohmann::json& options) {
  auto read = jeson_jam::read_options(options);
  if (!read) return read.error();
  return std::unique_ptr<Game>(std::make_unique<JesonJamGame>(*read));
}

}  // namespace arbitre::engine
