// A toy game for testing the engine core without any real game: two tokens race along a
// track of 8 cells; a stick throw (0..4) moves the mover's token exactly that far, or the
// player passes. Rule "R1": a token may not stop on the cell the other token holds. Reaching
// cell 7 wins.
#pragma once

#include <array>

#include "arbitre/engine/game.h"

namespace arbitre::engine::testing {

class ToyState : public State {
 public:
  std::array<int, 2> cells = {0, 0};
  int to_move = 0;

  std::unique_ptr<State> clone() const override { return std::make_unique<ToyState>(*this); }
  std::string game_name() const override { return "toy"; }
  int num_seats() const override { return 2; }
  std::string seat_name(int seat) const override { return seat == 0 ? "Amber" : "Blue"; }
  int current_player() const override { return is_terminal() ? kNoPlayer : to_move; }
  ChanceKind chance_kind() const override { return ChanceKind::kStickThrow; }
  std::vector<ChanceOutcome> chance_outcomes() const override { return stick_throw_outcomes(0.5); }
  std::vector<Move> legal_moves(const Chance& chance) const override {
    if (is_terminal() || chance.kind != ChanceKind::kStickThrow) return {};
    std::vector<Move> moves = {{{0}, "pass"}};
    const int target = cells[to_move] + chance.coloured_faces();
    if (chance.coloured_faces() > 0 && target <= 7 && target != cells[1 - to_move]) {
      moves.push_back({{target}, std::to_string(cells[to_move]) + "-" + std::to_string(target)});
    }
    return moves;
  }
  void apply(const Chance&, const Move& move) override {
    if (move.code[0] > 0) cells[to_move] = move.code[0];
    to_move = 1 - to_move;
  }
  bool is_terminal() const override { return cells[0] == 7 || cells[1] == 7; }
  Score score() const override {
    const int winner = cells[0] == 7 ? 0 : (cells[1] == 7 ? 1 : -1);
    return {{{"Amber", winner == 0}, {"Blue", winner == 1}},
            winner < 0 ? "in play" : seat_name(winner) + " wins"};
  }
  std::string to_string() const override {
    std::string track(8, '.');
    track[cells[1]] = 'B';
    track[cells[0]] = 'A';
    return track;
  }
  nlohmann::json to_json() const override {
    return {{"game", "toy"},
            {"options", nlohmann::json::object()},
            {"cells", cells},
            {"to_move", to_move}};
  }
  Occupancy occupancy() const override {
    return {{"c" + std::to_string(cells[0]), "A"}, {"c" + std::to_string(cells[1]), "B"}};
  }
  RuleBreach diagnose(const Chance&, const Occupancy& after) const override {
    const char mover = to_move == 0 ? 'A' : 'B';
    const char other = to_move == 0 ? 'B' : 'A';
    for (const auto& [cell, content] : after) {
      if (content.find(mover) != std::string::npos && content.find(other) != std::string::npos) {
        return {"R1", "Une pièce ne s'arrête pas sur la case adverse.",
                "a token cannot stop on cell " + cell.substr(1) + ": the other token holds it"};
      }
    }
    return {"unexplained", "", "no legal move explains the change"};
  }
  std::optional<std::string> check_invariants() const override {
    if (cells[0] < 0 || cells[0] > 7 || cells[1] < 0 || cells[1] > 7) return "token off track";
    return std::nullopt;
  }
};

}  // namespace arbitre::engine::testing
