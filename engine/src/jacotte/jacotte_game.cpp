#include "arbitre/engine/games.h"
namespace arbitre::engine {
Result<std::unique_ptr<Game>> make_jacotte_game(int, const nlohmann::json&) {
  return make_error("game", "La Jacotte is being written");
}
}  // namespace arbitre::engine
