#include "arbitre/engine/games.h"
namespace arbitre::engine {
Result<std::unique_ptr<Game>> make_jeson_jam_game(const nlohmann::json&) {
  return make_error("game", "Jeson Jam is being written");
}
}  // namespace arbitre::engine
