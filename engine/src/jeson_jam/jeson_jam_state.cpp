// Jeson Jam rules: drops, steps, captures, turn order and the end of the game.
#include <bit>

#include "arbitre/engine/jeson_jam/jeson_jam.h"

namespace arbitre::engine::jeson_jam {
namespace {

int popcount(CellMask mask) {
  return std::popcount(mask);
}

std::string move_text(int from, int to, int capture) {
  std::string text = from == kDrop ? "drop " + std::string(cell_id(to))
                                   : std::string(cell_id(from)) + "-" + std::string(cell_id(to));
  if (capture == kFromHand) {
    text += " x hand";
  } else if (capture != kNoCapture) {
    text += " x ";
    text += cell_id(capture);
  }
  return text;
}

}  // namespace

uint16_t complete_roads(CellMask cells) {
  uint16_t roads = 0;
  for (int road = 0; road < kRoads; ++road) {
    if ((cells & road_mask(road)) == road_mask(road)) roads |= static_cast<uint16_t>(1u << road);
  }
  return roads;
}

CellMask cells_of_roads(uint16_t roads) {
  CellMask cells = 0;
  for (int road = 0; road < kRoads; ++road) {
    if (roads & (1u << road)) cells |= road_mask(road);
  }
  return cells;
}

JesonJamState::JesonJamState(const Options& options, int first_player)
    : options_(options), to_move_(first_player) {
  hand_ = {options.pieces, options.pieces};
}

std::unique_ptr<State> JesonJamState::clone() const {
  return std::make_unique<JesonJamState>(*this);
}

std::string JesonJamState::seat_name(int seat) const {
  // The names are words of the breach messages: marked for the translators.
  return seat == kLight  ? ARBITRE_TRANSLATE_NOOP("RuleTerm", "Light")
         : seat == kDark ? ARBITRE_TRANSLATE_NOOP("RuleTerm", "Dark")
                         : "nobody";
}

std::vector<ChanceOutcome> JesonJamState::chance_outcomes() const {
  return {ChanceOutcome{Chance::none(), 1.0}};
}

CellMask JesonJamState::capturable(int player) const {
  const int opponent = 1 - player;
  return pieces_[opponent] & ~cells_of_roads(complete_roads(pieces_[opponent]));
}

bool JesonJamState::capture_from_hand(int player) const {
  return drop_phase() && capturable(player) == 0 && hand_[1 - player] > 0;
}

bool JesonJamState::can_step(int player) const {
  const CellMask empty = kAllCells & ~(pieces_[0] | pieces_[1]);
  for (CellMask left = pieces_[player]; left; left &= left - 1) {
    if (neighbours(std::countr_zero(left)) & empty) return true;
  }
  return false;
}

void JesonJamState::add_moves(int from, int to, std::vector<Move>& moves) const {
  const int player = to_move_;
  CellMask after = pieces_[player] | cell_bit(to);
  if (from != kDrop) after &= ~cell_bit(from);
  // S2: only a road that was not already filled captures; S5: once, however many roads.
  const bool completes = (complete_roads(after) & ~aligned_ & roads_through(to)) != 0;
  const CellMask targets = completes ? capturable(player) : 0;
  if (!completes || (targets == 0 && !capture_from_hand(player))) {
    moves.push_back(Move{{from, to, kNoCapture}, move_text(from, to, kNoCapture)});
    return;
  }
  // S5: the capture is compulsory when an opposing piece can be taken.
  for (CellMask left = targets; left; left &= left - 1) {
    const int target = std::countr_zero(left);
    moves.push_back(Move{{from, to, target}, move_text(from, to, target)});
  }
  if (targets == 0) moves.push_back(Move{{from, to, kFromHand}, move_text(from, to, kFromHand)});
}

std::vector<Move> JesonJamState::legal_moves(const Chance& chance) const {
  std::vector<Move> moves;
  if (is_terminal() || chance.kind != ChanceKind::kNone) return moves;
  const CellMask empty = kAllCells & ~(pieces_[0] | pieces_[1]);
  if (drop_phase()) {
    // S4: drops go on any empty intersection but the centre.
    for (CellMask left = empty & ~cell_bit(kCentre); left; left &= left - 1) {
      add_moves(kDrop, std::countr_zero(left), moves);
    }
    return moves;
  }
  for (CellMask from = pieces_[to_move_]; from; from &= from - 1) {
    const int cell = std::countr_zero(from);
    for (CellMask to = neighbours(cell) & empty; to; to &= to - 1) {
      add_moves(cell, std::countr_zero(to), moves);
    }
  }
  return moves;
}

void JesonJamState::apply(const Chance& /*chance*/, const Move& move) {
  const int player = to_move_;
  const int from = move.code.at(0);
  const int to = move.code.at(1);
  const int capture = move.code.at(2);
  if (from == kDrop) {
    --hand_[player];
  } else {
    pieces_[player] &= ~cell_bit(from);
  }
  pieces_[player] |= cell_bit(to);
  if (capture == kFromHand) {
    --hand_[1 - player];
  } else if (capture != kNoCapture) {
    pieces_[1 - player] &= ~cell_bit(capture);
  }
  if (capture != kNoCapture) ++captures_[player];
  if (from != kDrop) quiet_moves_ = capture == kNoCapture ? quiet_moves_ + 1 : 0;
  aligned_ = complete_roads(pieces_[0]) | complete_roads(pieces_[1]);
  finish_turn(player, capture != kNoCapture);
}

void JesonJamState::finish_turn(int mover, bool captured) {
  const int opponent = 1 - mover;
  if (captured && captures_[mover] >= options_.captures_to_win) {
    winner_ = mover;  // "a capturé 5 pions"
  } else if (drop_phase()) {
    // S5: a player whose hand was emptied by captures is skipped until the move phase.
    to_move_ = hand_[opponent] > 0 ? opponent : mover;
    return;
  } else if (!can_step(opponent)) {
    winner_ = mover;  // S4: a player who cannot move loses
  } else if (options_.max_moves_without_capture > 0 &&
             quiet_moves_ >= options_.max_moves_without_capture) {
    winner_ = kDrawn;  // the engine's end to endless play (docs/games/jeson_jam.md)
  } else {
    to_move_ = opponent;
    return;
  }
  to_move_ = kNoPlayer;
}

std::optional<Error> JesonJamState::turn_inconsistency() const {
  if (is_terminal() != (to_move_ == kNoPlayer)) {
    return Error{"to_move", "must be \"none\" exactly when the game is over"};
  }
  if (winner_ == kDrawn) {
    if (options_.max_moves_without_capture == 0 ||
        quiet_moves_ != options_.max_moves_without_capture) {
      return Error{"result", "a draw needs moves_without_capture at the limit"};
    }
  } else if (winner_ != kNoPlayer) {
    const int loser = 1 - winner_;
    if (captures_[winner_] < options_.captures_to_win && (drop_phase() || can_step(loser))) {
      return Error{"result", seat_name(winner_) + " won without enough captures and " +
                                 seat_name(loser) + " can still move"};
    }
  } else if (drop_phase()) {
    if (hand_[to_move_] == 0) {
      return Error{"to_move", seat_name(to_move_) + " is to drop with an empty hand"};
    }
  } else if (!can_step(to_move_)) {
    return Error{"to_move", seat_name(to_move_) + " cannot move but the game goes on"};
  }
  return std::nullopt;
}

std::optional<Error> JesonJamState::inconsistency() const {
  if ((pieces_[0] & pieces_[1]) || ((pieces_[0] | pieces_[1]) & ~kAllCells)) {
    return Error{"board", "a cell holds both colours or lies outside the board"};
  }
  for (int seat = 0; seat < 2; ++seat) {
    const int total = popcount(pieces_[seat]) + hand_[seat] + captures_[1 - seat];
    if (hand_[seat] < 0 || total != options_.pieces) {
      return Error{"hands[" + std::to_string(seat) + "]",
                   seat_name(seat) + " has " + std::to_string(popcount(pieces_[seat])) +
                       " on the board + " + std::to_string(hand_[seat]) + " in hand + " +
                       std::to_string(captures_[1 - seat]) + " taken = " + std::to_string(total) +
                       " pieces, not " + std::to_string(options_.pieces)};
    }
    if (captures_[seat] < 0 || captures_[seat] > options_.captures_to_win) {
      return Error{"captures[" + std::to_string(seat) + "]", "out of range"};
    }
    if (captures_[seat] == options_.captures_to_win && winner_ != seat) {
      return Error{"result", seat_name(seat) + " has the winning captures but has not won"};
    }
  }
  if (drop_phase() && ((pieces_[0] | pieces_[1]) & cell_bit(kCentre))) {
    return Error{"board.C", "the centre stays empty while pieces are dropped (S4)"};
  }
  if (aligned_ != (complete_roads(pieces_[0]) | complete_roads(pieces_[1]))) {
    return Error{"aligned", "must list exactly the roads filled by one player"};
  }
  if (quiet_moves_ < 0 || (drop_phase() && quiet_moves_ != 0) ||
      (options_.max_moves_without_capture > 0 &&
       quiet_moves_ > options_.max_moves_without_capture)) {
    return Error{"moves_without_capture", "must be 0 in the drop phase and at most the limit"};
  }
  return turn_inconsistency();
}

std::optional<std::string> JesonJamState::check_invariants() const {
  if (auto error = inconsistency()) return error->to_string();
  return std::nullopt;
}

}  // namespace arbitre::engine::jeson_jam
