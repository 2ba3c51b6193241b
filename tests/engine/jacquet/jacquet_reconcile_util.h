// The reconciler's tests on Jacquet: a position, and what the camera sees of a table.
#pragma once

#include <string>
#include <vector>

#include "arbitre/engine/reconciler.h"
#include "jacquet_helpers.h"

namespace arbitre::engine::jacquet::testing {

// Black to move (rendered film 104, tuning): Black's pile of 13 on a, a checker out on k.
inline Table black_to_move() {
  Table table;
  table.points = {{"a", "B13"}, {"h", "W1"}, {"k", "B1"}, {"m", "W12"},
                  {"p", "W1"},  {"s", "W1"}, {"v", "B1"}};
  table.to_move = "black";
  return table;
}

// The same position, White to move.
inline Table white_to_move() {
  Table table = black_to_move();
  table.to_move = "white";
  return table;
}

// What the camera sees of `table`: every place read at `confidence`, a pile of more than five
// as a full row (its count a range, as the reader says it), the dice `high`-`low` beside.
inline TableView view_of(const Occupancy& table, const std::vector<std::string>& cells, int high,
                         int low, double confidence = 0.9) {
  TableView view;
  for (const auto& cell : cells) {
    const auto it = table.find(cell);
    const std::string content = it == table.end() ? "" : it->second;
    const int count = content.empty() ? 0 : std::stoi(content.substr(1));
    PlaceView place{true, content, count, count, confidence};
    if (count > 5) place = {true, content.substr(0, 1) + "5", 5, 15, confidence};
    view.places[cell] = place;
  }
  view.chance = ChanceView{Chance::dice(high, low), "", 0.95, {}, {}};
  return view;
}

inline std::vector<std::string> texts(const std::vector<RefereeEvent>& events) {
  std::vector<std::string> out;
  for (const auto& event : events) out.push_back(event.to_string());
  return out;
}

}  // namespace arbitre::engine::jacquet::testing
