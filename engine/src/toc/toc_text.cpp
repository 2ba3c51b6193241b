// Jeu de Toc: the ASCII drawing and the invariants.
#include <algorithm>

#include "toc_state.h"

namespace arbitre::engine::toc {
namespace {

std::string pile_text(const uint8_t* begin, int size) {
  std::string out;
  for (int i = 0; i < size; ++i) out += (i ? " " : "") + card_text(begin[i]);
  return out;
}

}  // namespace

// One row per section: squares 1..18 ('*' jump square, '>' entry square, pawn letters), the
// home of the section's seat (square 1 first) and the count in its waiting area.
std::string TocState::to_string() const {
  std::string status;
  if (winner() >= 0)
    status = "over, " + cfg_.side_name(winner()) + " wins";
  else if (is_terminal())
    status = "over, card limit reached";
  else if (exchange_phase_) {
    status = seat_colour(exchanger()) + " gives " + std::to_string(kExchangeSizes[deal_]) + " to " +
             seat_colour(cfg_.partner(exchanger()));
  } else
    status = seat_colour(turn_) + " to play";
  std::string out = cfg_.name() + (cfg_.teams ? " teams" : "") + " hands " +
                    (cfg_.dealt ? "dealt" : "hidden") + ": " + status + ", " +
                    std::to_string(cards_played_) + " cards played\n";
  out += "      1     7         18  home  wait\n";
  const Table table(board_, cfg_.seats);
  for (int seat = 0; seat < cfg_.seats; ++seat) {
    std::string row = "s" + std::to_string(seat + 1) + " " + seat_letter(seat) + "  ";
    for (int q = 0; q < kSectionSquares; ++q) {
      const int square = seat * kSectionSquares + q;
      const int owner = table.at(square);
      row += owner >= 0              ? seat_letter(owner)
             : q == kJumpSquare - 1  ? '*'
             : q == kEntrySquare - 1 ? '>'
                                     : '.';
    }
    row += "  ";
    for (int h = 1; h <= kHomeSquares; ++h)
      row += table.home_taken(seat, h) ? seat_letter(seat) : '.';
    out += row + "  " + std::to_string(board_.count_at(seat, kWait)) + "\n";
  }
  if (!cfg_.dealt) return out;
  out += "deal " + std::to_string(deal_ + 1) + " of 3, stock " + std::to_string(stock_.size) +
         ", discards " + std::to_string(discards_.size) + "\n";
  for (int seat = 0; seat < cfg_.seats; ++seat) {
    out += std::string(1, seat_letter(seat)) +
           " hand: " + pile_text(hands_[seat].cards.data(), hands_[seat].size);
    if (gifts_[seat].size > 0)
      out += " (gives " + pile_text(gifts_[seat].cards.data(), gifts_[seat].size) + ")";
    out += "\n";
  }
  return out;
}

namespace {

std::optional<std::string> check_board(const Config& cfg, const Board& board) {
  std::array<int, kMaxLoop> seen{};
  for (int seat = 0; seat < kMaxSeats; ++seat) {
    const auto& pawns = board.pawns[seat];
    if (!std::is_sorted(pawns.begin(), pawns.end())) return seat_colour(seat) + " pawns not sorted";
    for (int i = 0; i < kPawnsPerSeat; ++i) {
      const int l = pawns[i];
      if (seat >= cfg.seats) {
        if (l != kWait) return "a pawn of an absent seat is on the board";
        continue;
      }
      if (l != kWait && !is_home(l) && l >= cfg.loop()) return "pawn off the loop";
      if (l != kWait && i > 0 && pawns[i - 1] == l)
        return "two " + seat_colour(seat) + " pawns on one cell";
      if (l < kHome && seen[l]++ > 0) return "two pawns on " + loop_cell_id(l);
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> TocState::check_invariants() const {
  if (auto broken = check_board(cfg_, board_)) return broken;
  int finished = 0;
  for (int side = 0; side < cfg_.sides(); ++side) {
    bool done = true;
    for (int seat = 0; seat < cfg_.seats; ++seat) {
      if (cfg_.side_of(seat) == side) done = done && board_.all_home(seat);
    }
    finished += done;
  }
  if (finished > 1) return "more than one side has finished";
  if (cfg_.card_limit > 0 && cards_played_ > cfg_.card_limit)
    return "cards played beyond the limit";
  if (turn_ < 0 || turn_ >= cfg_.seats) return "turn out of range";
  if (!cfg_.dealt) {
    if (exchange_phase_ || stock_.size || discards_.size) return "cards in hidden mode";
    return std::nullopt;
  }
  if (exchange_phase_ && !cfg_.exchanges()) return "exchange phase without team play";
  std::array<int, kCardKinds> count{};
  auto add = [&](const auto& pile) {
    for (int i = 0; i < pile.size; ++i) ++count[pile.cards[i]];
  };
  for (int seat = 0; seat < cfg_.seats; ++seat) {
    if (hands_[seat].size > kMaxHand) return seat_colour(seat) + " holds too many cards";
    add(hands_[seat]);
    add(gifts_[seat]);
  }
  add(stock_);
  add(discards_);
  for (int card = 0; card < kCardKinds; ++card) {
    const int expected = cfg_.decks() * (card == kJokerCode ? 2 : 1);
    if (count[card] != expected)
      return "card " + card_text(card) + " counted " + std::to_string(count[card]) + " times";
  }
  if (!is_terminal() && !exchange_phase_ && hands_[turn_].empty())
    return "the player to move has no card";
  return std::nullopt;
}

}  // namespace arbitre::engine::toc
