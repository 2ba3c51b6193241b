#include <functional>

#include "arbitre/engine/game.h"
#include "arbitre/engine/games.h"

namespace arbitre::engine {
namespace {

struct Variant {
  std::string name;
  std::function<Result<std::unique_ptr<Game>>(const nlohmann::json&)> make;
};

const std::vector<Variant>& variants() {
  static const std::vector<Variant> kVariants = {
      {"jacquet", [](const auto& o) { return make_jacquet_game(false, o); }},
      {"jacquet-advanced", [](const auto& o) { return make_jacquet_game(true, o); }},
      {"jacotte-2", [](const auto& o) { return make_jacotte_game(2, o); }},
      {"jacotte-3", [](const auto& o) { return make_jacotte_game(3, o); }},
      {"jacotte-4", [](const auto& o) { return make_jacotte_game(4, o); }},
      {"jeson-jam", [](const auto& o) { return make_jeson_jam_game(o); }},
      {"toc-2", [](const auto& o) { return make_toc_game(2, o); }},
      {"toc-4", [](const auto& o) { return make_toc_game(4, o); }},
      {"toc-6", [](const auto& o) { return make_toc_game(6, o); }},
  };
  return kVariants;
}

}  // namespace

const std::vector<std::string>& game_names() {
  static const std::vector<std::string> kNames = [] {
    std::vector<std::string> names;
    for (const auto& variant : variants()) names.push_back(variant.name);
    return names;
  }();
  return kNames;
}

Result<std::unique_ptr<Game>> make_game(std::string_view name, const nlohmann::json& options) {
  for (const auto& variant : variants()) {
    if (variant.name == name) return variant.make(options);
  }
  std::string known;
  for (const auto& n : game_names()) known += (known.empty() ? "" : ", ") + n;
  return make_error("game", "unknown game '" + std::string(name) + "' (known: " + known + ")");
}

}  // namespace arbitre::engine
