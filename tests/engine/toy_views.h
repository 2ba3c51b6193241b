// The toy game's table as the camera would show it, and a reconciler refereeing it: shared by
// the reconciler's test files.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "arbitre/engine/reconciler.h"
#include "engine/toy_game.h"

namespace arbitre::engine::testing {

inline const std::vector<std::string> kCells = {"c0", "c1", "c2", "c3", "c4", "c5", "c6", "c7"};

inline ToyState toy_at(int amber, int blue, int to_move = 0) {
  ToyState state;
  state.cells = {amber, blue};
  state.to_move = to_move;
  return state;
}

// What the camera would see of `table`, every place read with `confidence`.
inline TableView view_of(const Occupancy& table, std::optional<int> sticks = std::nullopt,
                         double confidence = 0.9) {
  TableView view;
  for (const auto& cell : kCells) {
    const auto it = table.find(cell);
    const std::string content = it == table.end() ? "" : it->second;
    view.places[cell] = {true, content, content.empty() ? 0 : 1, content.empty() ? 0 : 1,
                         confidence};
  }
  if (sticks) view.chance = ChanceView{Chance::sticks(*sticks), "", 0.95, {}, {}};
  return view;
}

inline Reconciler referee_from(const ToyState& start) {
  return Reconciler(start.clone(), kCells);
}

inline std::vector<std::string> texts(const std::vector<RefereeEvent>& events) {
  std::vector<std::string> out;
  for (const auto& event : events) out.push_back(event.to_string());
  return out;
}

}  // namespace arbitre::engine::testing
