#include "arbitre/engine/jacquet/jacquet.h"

#include <algorithm>

#include "validation.h"

namespace arbitre::engine::jacquet {
namespace {

bool valid_dice(const Chance& chance) {
  if (chance.kind != ChanceKind::kDicePair || chance.values.size() != 2) return false;
  return std::all_of(chance.values.begin(), chance.values.end(),
                     [](int v) { return v >= 1 && v <= 6; });
}

std::string content(char colour, int count, bool postillon) {
  if (count == 0) return "";
  return colour + std::to_string(count) + (postillon ? "^" : "");
}

}  // namespace

std::string JacquetState::game_name() const {
  return options_.advanced ? "jacquet-advanced" : "jacquet";
}

std::vector<ChanceOutcome> JacquetState::chance_outcomes() const {
  if (position_.game_over) return {ChanceOutcome{Chance::none(), 1.0}};
  static const std::vector<ChanceOutcome> kOutcomes = dice_pair_outcomes();
  return kOutcomes;
}

std::vector<Play> JacquetState::plays(const Chance& chance, const Relaxed& relaxed) const {
  if (is_terminal() || position_.game_over || !valid_dice(chance)) return {};
  const int mover = position_.to_move;
  const int high = std::max(chance.values[0], chance.values[1]);
  const int low = std::min(chance.values[0], chance.values[1]);
  return legal_plays(options_, position_.sides[mover], position_.sides[1 - mover], high, low,
                     relaxed);
}

std::vector<Move> JacquetState::legal_moves(const Chance& chance) const {
  if (position_.game_over) {
    // Between two games the only move is setting up the next one (code [0]: no point).
    if (chance != Chance::none()) return {};
    return {Move{{0}, kNextGame}};
  }
  std::vector<Move> moves;
  const auto found = plays(chance);
  moves.reserve(found.size());
  for (const Play& play : found) {
    moves.push_back(Move{play_code(play), play_text(position_.to_move, play)});
  }
  return moves;
}

void JacquetState::apply(const Chance&, const Move& move) {
  if (position_.game_over) {
    // "next game": fresh talons, postillons waiting; the winner, to_move already, starts.
    position_.sides = {Side::at_start(), Side::at_start()};
    position_.game_over = false;
    return;
  }
  const int mover = position_.to_move;
  Side& side = position_.sides[mover];
  for (std::size_t i = 0; i + 1 < move.code.size(); i += 2) {
    apply_step(side,
               Step{static_cast<uint8_t>(move.code[i]), static_cast<uint8_t>(move.code[i + 1]), 0});
  }
  if (side.off() == kCheckers) {
    finish_game(mover);
  } else {
    position_.to_move = 1 - mover;
  }
}

void JacquetState::finish_game(int winner) {
  position_.score[winner] += game_points(options_, position_.sides[1 - winner]);
  // The final position stays on the table: the match is over, or the "game over" phase
  // waits for the next game's set-up, which the winner starts.
  position_.to_move = position_.score[winner] >= options_.match_points ? kNoPlayer : winner;
  position_.game_over = position_.to_move == winner;
}

Score JacquetState::score() const {
  Score result;
  for (int player : {kWhite, kBlack}) {
    result.lines.push_back({player_name(player), position_.score[player]});
  }
  const int target = options_.match_points;
  result.summary = "White " + std::to_string(position_.score[kWhite]) + ", Black " +
                   std::to_string(position_.score[kBlack]) + " (match to " +
                   std::to_string(target) + (target == 1 ? " point)" : " points)");
  if (is_terminal()) {
    const int winner = position_.score[kWhite] >= target ? kWhite : kBlack;
    result.summary += ": " + player_name(winner) + " wins the match";
  }
  return result;
}

Occupancy JacquetState::occupancy() const {
  const int mover = is_terminal() ? kWhite : position_.to_move;
  return occupancy_with(position_.sides[mover]);
}

Occupancy JacquetState::occupancy_with(const Side& mover_side) const {
  std::array<Side, 2> sides = position_.sides;
  sides[is_terminal() ? kWhite : position_.to_move] = mover_side;
  Occupancy cells;
  for (int index = 0; index < kPoints; ++index) {
    std::array<int, 2> counts{};
    std::array<bool, 2> tip{};
    for (int player : {kWhite, kBlack}) {
      const int point = point_of_letter(player, index);
      counts[player] = sides[player].count[point];
      tip[player] = sides[player].postillon == point;
      // J7: in the advanced rules the borne-off checkers stand on the opponent's talon.
      if (options_.advanced && mirror(point) == 1) counts[player] += sides[player].off();
    }
    std::string text =
        content('W', counts[kWhite], tip[kWhite]) + content('B', counts[kBlack], tip[kBlack]);
    if (!text.empty()) cells[std::string(1, static_cast<char>('a' + index))] = text;
  }
  if (!options_.advanced) {
    if (sides[kWhite].off() > 0) cells["off-white"] = content('W', sides[kWhite].off(), false);
    if (sides[kBlack].off() > 0) cells["off-black"] = content('B', sides[kBlack].off(), false);
  }
  return cells;
}

std::optional<std::string> JacquetState::check_invariants() const {
  const auto error = validate_position(options_, position_);
  if (error) return error->to_string();
  return std::nullopt;
}

}  // namespace arbitre::engine::jacquet
