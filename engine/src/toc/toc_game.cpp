#include "arbitre/engine/games.h"
namespace arbitre::engine {
Result<std::unique_ptr<Game>> make_toc_game(int, const nlohmann::json&) {
  return make_error("game", "Jeu de Toc is being written");
}
}  // namespace arbitre::engine
