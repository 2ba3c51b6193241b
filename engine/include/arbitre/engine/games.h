// The factories of the four games; make_game() in game.h is the usual entry point.
#pragma once

#include <memory>

#include <nlohmann/json.hpp>

#include "arbitre/engine/game.h"

namespace arbitre::engine {

// Jacquet: advanced == false for the original rules ("jacquet"), true for "jacquet-advanced".
Result<std::unique_ptr<Game>> make_jacquet_game(bool advanced, const nlohmann::json& options);
// La Jacotte for 2, 3 or 4 players ("jacotte-2" .. "jacotte-4").
Result<std::unique_ptr<Game>> make_jacotte_game(int players, const nlohmann::json& options);
// Jeson Jam ("jeson-jam").
Result<std::unique_ptr<Game>> make_jeson_jam_game(const nlohmann::json& options);
// Jeu de Toc for 2, 4 or 6 players ("toc-2", "toc-4", "toc-6"); options.teams for team play.
Result<std::unique_ptr<Game>> make_toc_game(int players, const nlohmann::json& options);

}  // namespace arbitre::engine
