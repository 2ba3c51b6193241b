#include "arbitre/engine/games.h"
namespace arbitre::engine {
Result<std::unique_ptr<Game>> make_jacquet_game(bool, const nlohmann::json&) {
  return make_error("game", "Jacquet is being written");
}
}  // namespace arbitre::engine
