// Jeu de Toc board lookups and the moves of one pawn: forward (with the home and the jump
// squares), backward, entering (T2, T4, T5, T9..T11).
#include <algorithm>

#include "toc_state.h"

namespace arbitre::engine::toc {

int Board::count_at(int seat, int location) const {
  return static_cast<int>(std::count(pawns[seat].begin(), pawns[seat].end(), location));
}

bool Board::all_home(int seat) const {
  return std::all_of(pawns[seat].begin(), pawns[seat].end(), [](int l) { return is_home(l); });
}

Table::Table(const Board& board, int seats) : board_(board), loop_(loop_size(seats)) {
  on_square_.fill(-1);
  for (int seat = 0; seat < seats; ++seat) {
    for (int location : board_.pawns[seat]) {
      if (is_home(location)) {
        home_[seat] |= static_cast<uint8_t>(1 << (location - kHome));
      } else if (location != kWait) {
        on_square_[location] = static_cast<int8_t>(seat);
      }
    }
  }
}

int Table::protected_on_path(int from, int steps, int direction) const {
  for (int k = 1; k <= steps; ++k) {
    const int square = wrap(from + direction * k);
    if (is_protected(square)) return square;
  }
  return -1;
}

void Table::sort_seat(int seat) {
  auto& p = board_.pawns[seat];
  std::sort(p.begin(), p.end());
}

void Table::move(int seat, int from, int to) {
  auto& pawns = board_.pawns[seat];
  *std::find(pawns.begin(), pawns.end(), from) = static_cast<uint8_t>(to);
  if (is_home(from))
    home_[seat] &= static_cast<uint8_t>(~(1 << (from - kHome)));
  else if (from != kWait)
    on_square_[from] = -1;
  if (is_home(to))
    home_[seat] |= static_cast<uint8_t>(1 << (to - kHome));
  else if (to != kWait)
    on_square_[to] = static_cast<int8_t>(seat);
  sort_seat(seat);
}

void Table::take(int square) {
  if (on_square_[square] >= 0) move(on_square_[square], square, kWait);
}

void Table::swap(int a, int b) {
  const int seat_a = on_square_[a];
  const int seat_b = on_square_[b];
  *std::find(board_.pawns[seat_a].begin(), board_.pawns[seat_a].end(), a) = static_cast<uint8_t>(b);
  *std::find(board_.pawns[seat_b].begin(), board_.pawns[seat_b].end(), b) = static_cast<uint8_t>(a);
  on_square_[a] = static_cast<int8_t>(seat_b);
  on_square_[b] = static_cast<int8_t>(seat_a);
  sort_seat(seat_a);
  sort_seat(seat_b);
}

namespace {

std::optional<Landing> forward_in_home(const Table& table, int seat, int location, int steps) {
  const int target = location - kHome + steps;
  if (target > kHomeSquares) return std::nullopt;
  for (int h = location - kHome + 1; h <= target; ++h) {
    if (table.home_taken(seat, h)) return std::nullopt;  // T4: no passing inside the home
  }
  Landing landing{table, kHome + target};
  landing.table.move(seat, location, kHome + target);
  return landing;
}

// T4, T9: ending exactly on a free home square, passing no pawn inside.
std::optional<Landing> forward_into_home(const Table& table, int seat, int square, int steps,
                                         bool king) {
  const int to_branch = table.loop() - 2 - table.rel(seat, square);
  const int h = steps - to_branch;
  if (to_branch < 0 || h < 1 || h > kHomeSquares) return std::nullopt;
  if (table.protected_on_path(square, to_branch, +1) >= 0) return std::nullopt;
  for (int k = 1; k <= h; ++k) {
    if (table.home_taken(seat, k)) return std::nullopt;
  }
  Landing landing{table, kHome + h};
  if (king) {
    for (int k = 1; k <= to_branch; ++k) landing.table.take(table.wrap(square + k));
  }
  landing.table.move(seat, square, kHome + h);
  return landing;
}

// Round the loop; a landing on a square 7 jumps to the next one (T2, T10).
std::optional<Landing> forward_on_loop(const Table& table, int seat, int square, int steps,
                                       bool king) {
  if (table.protected_on_path(square, steps, +1) >= 0) return std::nullopt;  // T11
  int to = table.wrap(square + steps);
  Landing landing{table, to};
  if (king) {
    for (int k = 1; k < steps; ++k) landing.table.take(table.wrap(square + k));
  }
  // T2: the pawn left on the first square 7 stays; only the final square is taken.
  if (is_jump_square(to)) to = table.wrap(to + kSectionSquares);
  landing.table.take(to);
  landing.table.move(seat, square, to);
  landing.to = to;
  return landing;
}

}  // namespace

int forward(const Table& table, int seat, int location, int steps, Stride stride,
            std::array<std::optional<Landing>, 2>& out) {
  out[0].reset();
  out[1].reset();
  if (location == kWait) return 0;
  if (is_home(location)) {
    if (stride == Stride::kOpponent) return 0;  // T9
    out[0] = forward_in_home(table, seat, location, steps);
    return out[0] ? 1 : 0;
  }
  int n = 0;
  const bool king = stride == Stride::kKing;
  if (auto loop = forward_on_loop(table, seat, location, steps, king)) out[n++] = std::move(loop);
  if (stride != Stride::kOpponent) {
    if (auto home = forward_into_home(table, seat, location, steps, king)) {
      out[n++] = std::move(home);
    }
  }
  return n;
}

std::optional<Landing> backward(const Table& table, int seat, int square, int steps) {
  if (table.protected_on_path(square, steps, -1) >= 0) return std::nullopt;  // T11
  int to = table.wrap(square - steps);
  if (is_jump_square(to)) to = table.wrap(to + kSectionSquares);  // T10
  Landing landing{table, to};
  landing.table.take(to);
  landing.table.move(seat, square, to);
  return landing;
}

std::optional<Landing> enter(const Table& table, int seat) {
  if (table.board().pawns[seat][kPawnsPerSeat - 1] != kWait) return std::nullopt;
  const int entry = entry_square(seat);
  if (table.at(entry) == seat) return std::nullopt;  // own protected pawn (T11)
  Landing landing{table, entry};
  landing.table.take(entry);
  landing.table.move(seat, kWait, entry);
  return landing;
}

}  // namespace arbitre::engine::toc
