// Building Jeson Jam positions for tests: a Setup lists the pieces by cell id and the state
// JSON (docs/games/jeson_jam.md) is derived from it, hands conserving the pieces by default.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "arbitre/engine/games.h"
#include "arbitre/engine/jeson_jam/jeson_jam.h"

namespace arbitre::engine::jeson_jam::testing {

struct Setup {
  std::string light;  // cell ids separated by spaces: "T1 H1 M2"
  std::string dark;
  std::array<int, 2> captures{0, 0};
  std::array<int, 2> hands{-1, -1};  // -1: the pieces neither on the board nor taken
  std::string to_move = "Light";
  int quiet = 0;
  std::string result = "playing";
  nlohmann::json options = nlohmann::json::object();
};

inline CellMask cells(const std::string& ids) {
  CellMask mask = 0;
  std::istringstream in(ids);
  for (std::string id; in >> id;) mask |= cell_bit(cell_index(id));
  return mask;
}

inline nlohmann::json setup_json(const Setup& setup) {
  const Options options = read_options(setup.options).value();
  const std::array<CellMask, 2> pieces = {cells(setup.light), cells(setup.dark)};
  nlohmann::json board = nlohmann::json::object();
  const std::array<std::pair<const char*, int>, 4> rings = {
      {{"C", kCentre}, {"M", midpoint(1)}, {"H", corner(1)}, {"T", tip(1)}}};
  for (const auto& [key, first] : rings) {
    std::string row(key[0] == 'C' ? 1 : 6, '.');
    for (std::size_t k = 0; k < row.size(); ++k) {
      const CellMask bit = cell_bit(first + static_cast<int>(k));
      row[k] = (pieces[0] & bit) ? 'L' : (pieces[1] & bit) ? 'D' : '.';
    }
    board[key] = row;
  }
  nlohmann::json aligned = nlohmann::json::array();
  const uint16_t roads = complete_roads(pieces[0]) | complete_roads(pieces[1]);
  for (int road = 0; road < kRoads; ++road) {
    if (roads & (1u << road)) aligned.push_back(road_id(road));
  }
  nlohmann::json hands = nlohmann::json::array();
  for (int seat = 0; seat < 2; ++seat) {
    hands.push_back(setup.hands[seat] >= 0
                        ? setup.hands[seat]
                        : options.pieces - std::popcount(pieces[seat]) - setup.captures[1 - seat]);
  }
  return {{"game", "jeson-jam"},      {"options", options.to_json()},
          {"to_move", setup.to_move}, {"board", board},
          {"hands", hands},           {"captures", setup.captures},
          {"aligned", aligned},       {"moves_without_capture", setup.quiet},
          {"result", setup.result}};
}

inline std::unique_ptr<JesonJamState> make_state(const Setup& setup) {
  const Options options = read_options(setup.options).value();
  auto state = JesonJamState::from_json(setup_json(setup), options);
  if (!state) {
    ADD_FAILURE() << "bad setup: " << state.error().to_string();
    return std::make_unique<JesonJamState>(options, kLight);
  }
  return std::move(state.value());
}

inline std::vector<std::string> move_texts(const State& state) {
  std::vector<std::string> texts;
  for (const Move& move : state.legal_moves(Chance::none())) texts.push_back(move.text);
  return texts;
}

// Plays a move given by its text; fails the test if it is not legal.
inline void play(State& state, std::string_view text) {
  auto move = state.parse_move(Chance::none(), text);
  ASSERT_TRUE(move.ok()) << move.error().to_string();
  state.apply(Chance::none(), *move);
}

// The occupancy after a legal move, to feed the referee.
inline Occupancy occupancy_after(const State& state, std::string_view text) {
  auto next = state.clone();
  play(*next, text);
  return next->occupancy();
}

// An occupancy with some cells changed; an empty content removes the cell.
inline Occupancy changed(Occupancy occupancy,
                         const std::vector<std::pair<std::string, std::string>>& changes) {
  for (const auto& [cell, content] : changes) {
    if (content.empty()) {
      occupancy.erase(cell);
    } else {
      occupancy[cell] = content;
    }
  }
  return occupancy;
}

}  // namespace arbitre::engine::jeson_jam::testing
