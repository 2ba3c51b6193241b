#include "arbitre/engine/state.h"

#include <algorithm>
#include <cctype>

namespace arbitre::engine {
namespace {

// Move texts compare without case or spaces, so "A/F F/K" finds "a/f f/k".
std::string folded(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (!std::isspace(static_cast<unsigned char>(c))) {
      out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
  }
  return out;
}

std::string listed(const std::vector<Move>& moves, std::size_t limit) {
  std::string out;
  for (std::size_t i = 0; i < moves.size() && i < limit; ++i) {
    out += (i ? ", " : "") + moves[i].text;
  }
  if (moves.size() > limit) out += ", ... (" + std::to_string(moves.size()) + " in all)";
  return out;
}

}  // namespace

std::string content_at(const Occupancy& occupancy, const std::string& cell) {
  const auto it = occupancy.find(cell);
  return it == occupancy.end() ? "" : it->second;
}

void put_content(Occupancy& occupancy, const std::string& cell, const std::string& content) {
  if (content.empty()) {
    occupancy.erase(cell);
  } else {
    occupancy[cell] = content;
  }
}

ShownChange shown_change(const Occupancy& expected, const Occupancy& after) {
  ShownChange change;
  for (const auto& cell : differing_cells(expected, after)) {
    const auto found = after.find(cell);
    std::string& list = found == after.end() ? change.emptied : change.shown;
    list += (list.empty() ? "" : ", ") + cell;
    if (found != after.end()) list += "=" + found->second;
  }
  return change;
}

std::vector<std::string> differing_cells(const Occupancy& a, const Occupancy& b) {
  std::vector<std::string> cells;
  auto ia = a.begin();
  auto ib = b.begin();
  while (ia != a.end() || ib != b.end()) {
    if (ib == b.end() || (ia != a.end() && ia->first < ib->first)) {
      cells.push_back((ia++)->first);
    } else if (ia == a.end() || ib->first < ia->first) {
      cells.push_back((ib++)->first);
    } else {
      if (ia->second != ib->second) cells.push_back(ia->first);
      ++ia;
      ++ib;
    }
  }
  return cells;
}

Status State::apply_checked(const Chance& chance, const Move& move) {
  if (is_terminal()) return make_error("move", "the game is over: no move can be played");
  if (chance.kind != chance_kind()) {
    return make_error("chance", "this position awaits a " +
                                    std::string(engine::to_string(chance_kind())) + ", not a " +
                                    std::string(engine::to_string(chance.kind)));
  }
  const auto moves = legal_moves(chance);
  if (!std::binary_search(moves.begin(), moves.end(), move)) {
    return make_error("move",
                      "'" + move.text + "' is not a legal move" +
                          (chance.kind == ChanceKind::kNone ? "" : " for " + chance.to_string()) +
                          "; legal moves: " + listed(moves, 8));
  }
  apply(chance, move);
  return Ok{};
}

Result<Move> State::parse_move(const Chance& chance, std::string_view text) const {
  const auto moves = legal_moves(chance);
  const std::string wanted = folded(text);
  for (const Move& move : moves) {
    if (move.text == text || folded(move.text) == wanted) return move;
  }
  return make_error("move",
                    "'" + std::string(text) + "' is not a legal move" +
                        (chance.kind == ChanceKind::kNone ? "" : " for " + chance.to_string()) +
                        "; legal moves: " + listed(moves, 8));
}

Result<Chance> State::parse_chance(std::string_view text) const {
  return engine::parse_chance(chance_kind(), text);
}

std::unique_ptr<State> State::child(const Chance& chance, const Move& move) const {
  auto next = clone();
  next->apply(chance, move);
  return next;
}

}  // namespace arbitre::engine
