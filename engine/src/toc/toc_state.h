// Jeu de Toc: the state, its board model and move generation (internal to arbitre_toc).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "arbitre/engine/state.h"
#include "arbitre/engine/toc/toc_board.h"

namespace arbitre::engine::toc {

// The variant and its options.
struct Config {
  int seats = 4;            // 4 or 6 colours on the board
  bool two_player = false;  // toc-2: two players with two opposite seats each (T8)
  bool teams = false;       // partners sit opposite (T1); always true for toc-2
  bool dealt = true;        // options.hands: "dealt" (true) or "hidden"
  int card_limit = 0;       // the game stops after this many cards; 0: never

  std::string name() const;
  nlohmann::json options() const;
  int loop() const { return loop_size(seats); }
  int sides() const { return teams ? seats / 2 : seats; }
  int side_of(int seat) const { return teams ? seat % (seats / 2) : seat; }
  int partner(int seat) const { return (seat + seats / 2) % seats; }
  int decks() const { return seats == 6 ? 2 : 1; }
  int deck_size() const { return 54 * decks(); }
  bool exchanges() const { return dealt && teams && !two_player; }
  std::string side_name(int side) const;
};

// Cards as one byte: rank - 1 + 13 * suit, kJokerCode for a joker.
constexpr int kJokerCode = 52;
constexpr int kCardKinds = 53;
int card_code(Card card);
// The squares a card counts for one pawn: {1, 11} for an Ace, {4, 0} for the 4 (backwards),
// {0, 0} for a Jack, else {value, 0} (Queen 12, King 13, Joker 18; the 7 whole).
std::array<int, 2> card_counts(int rank);
Card card_from_code(int code);
inline int card_rank(int code) {
  return code == kJokerCode ? kJoker : code % 13 + 1;
}
const std::string& card_text(int code);     // "QH", "10S", "JOKER"
int card_from_text(std::string_view text);  // the code of a card's canonical text, or -1

// Cards deal in rounds of 5, 4, 4 (T7); partners then exchange 2, 1, 1.
constexpr std::array<int, 3> kDealSizes = {5, 4, 4};
constexpr std::array<int, 3> kExchangeSizes = {2, 1, 1};
constexpr int kMaxHand = 5;

// A pile of cards with a fixed capacity, so states copy without heap traffic.
template <int N>
struct Pile {
  std::array<uint8_t, N> cards{};
  int size = 0;

  void push(int card) { cards[size++] = static_cast<uint8_t>(card); }
  bool empty() const { return size == 0; }
  int count(int card) const {
    int n = 0;
    for (int i = 0; i < size; ++i) n += cards[i] == card;
    return n;
  }
  bool remove(int card) {
    for (int i = 0; i < size; ++i) {
      if (cards[i] == card) {
        for (int j = i + 1; j < size; ++j) cards[j - 1] = cards[j];
        --size;
        return true;
      }
    }
    return false;
  }
  int take_front() {
    const int card = cards[0];
    for (int j = 1; j < size; ++j) cards[j - 1] = cards[j];
    --size;
    return card;
  }
};
using Hand = Pile<8>;
using Deck = Pile<108>;

// Where every pawn stands: per colour, 4 locations sorted ascending (toc_board.h). Pawns of
// one colour are alike, so sorting makes equal positions equal boards.
struct Board {
  std::array<std::array<uint8_t, kPawnsPerSeat>, kMaxSeats> pawns{};

  Board() {
    for (auto& seat : pawns) seat.fill(kWait);
  }
  bool operator==(const Board&) const = default;
  auto operator<=>(const Board&) const = default;
  int count_at(int seat, int location) const;
  bool all_home(int seat) const;
};

// A board with the lookups move generation needs.
class Table {
 public:
  Table(const Board& board, int seats);

  const Board& board() const { return board_; }
  int loop() const { return loop_; }
  int at(int square) const { return on_square_[square]; }  // colour, or -1
  bool home_taken(int seat, int h) const { return home_[seat] & (1 << h); }
  // A pawn on its own entry square (T3, T11).
  bool is_protected(int square) const {
    return on_square_[square] >= 0 && square == entry_square(on_square_[square]);
  }
  int wrap(int square) const { return ((square % loop_) + loop_) % loop_; }
  // Squares from a seat's entry square, in the direction of travel.
  int rel(int seat, int square) const { return wrap(square - entry_square(seat)); }
  // First protected square among the `steps` squares after `from` (before, if direction
  // is -1), or -1.
  int protected_on_path(int from, int steps, int direction) const;

  void move(int seat, int from, int to);  // `to` must be free
  void take(int square);                  // sends the pawn there to its waiting area
  void swap(int a, int b);

 private:
  void sort_seat(int seat);

  Board board_;
  int loop_;
  std::array<int8_t, kMaxLoop> on_square_;
  std::array<uint8_t, kMaxSeats> home_{};
};

// Forward moves of one pawn: up to two results (round the loop, into the home).
struct Landing {
  Table table;
  int to;
};
enum class Stride { kPlain, kKing, kOpponent };  // the King takes all; the 5 never goes home
int forward(const Table& table, int seat, int location, int steps, Stride stride,
            std::array<std::optional<Landing>, 2>& out);
std::optional<Landing> backward(const Table& table, int seat, int square, int steps);
std::optional<Landing> enter(const Table& table, int seat);

// One generated move: its code (see docs/games/toc.md) and the board it leaves.
struct Gen {
  std::array<int16_t, 7> code{};
  int size = 0;
  Board after;
  std::vector<int> code_vector() const { return {code.begin(), code.begin() + size}; }
};

// The colour whose pawns `seat` moves now: its own, or its partner's once its own four are
// home in team play (T8); -1 when neither has a pawn to bring home.
int movable_colour(const Config& config, const Board& board, int seat);
// Every use of a card of `rank` by `seat`, sorted by code, one per resulting board.
void card_moves(const Config& config, const Board& board, int seat, int rank,
                std::vector<Gen>& out);
// The board after a move code of card_moves(), replayed directly (the code is trusted).
std::optional<Board> replay_move(const Config& config, const Board& board, int seat, int rank,
                                 const std::vector<int>& code);
bool card_can_move(const Config& config, const Board& board, int seat, int rank);
std::string gen_text(const Gen& gen);

class TocState final : public State {
 public:
  explicit TocState(const Config& config);
  static std::unique_ptr<TocState> initial(const Config& config, uint64_t seed);
  static Result<std::unique_ptr<State>> from_json(const Config& config, const nlohmann::json& json);

  std::unique_ptr<State> clone() const override { return std::make_unique<TocState>(*this); }
  std::string game_name() const override { return cfg_.name(); }
  int num_seats() const override { return cfg_.seats; }
  std::string seat_name(int seat) const override { return seat_colour(seat); }
  int current_player() const override;
  ChanceKind chance_kind() const override;
  std::vector<ChanceOutcome> chance_outcomes() const override;
  bool chance_in_play(const Chance& chance) const override;
  std::vector<Move> legal_moves(const Chance& chance) const override;
  void apply(const Chance& chance, const Move& move) override;
  bool is_terminal() const override;
  Score score() const override;
  std::string to_string() const override;
  nlohmann::json to_json() const override;
  Occupancy occupancy() const override;
  RuleBreach diagnose(const Chance& chance, const Occupancy& after) const override;
  std::optional<std::string> check_invariants() const override;

  const Config& config() const { return cfg_; }
  const Board& board() const { return board_; }
  int turn() const { return turn_; }
  bool exchanging() const { return exchange_phase_; }
  const Hand& hand(int seat) const { return hands_[seat]; }
  // The side that brought all its pawns home, or -1.
  int winner() const;
  // Whether `card` may be laid down now (held, and T6 in dealt mode).
  bool card_allowed(int card) const;

 private:
  friend class TocJsonReader;

  int exchanger() const;
  std::vector<Move> gift_moves() const;
  void apply_gift(const Move& move);
  void finish_turn(int card, bool played_joker);
  void deal();
  void shuffle_discards_into_stock();
  void shuffle(Deck& deck);
  std::vector<int> side_ranking() const;
  int progress(int seat) const;

  Config cfg_;
  Board board_;
  int turn_ = 0;  // the seat to play; in the exchange phase, the seat that plays first after it
  int cards_played_ = 0;
  bool exchange_phase_ = false;
  int deal_ = 0;  // 0, 1, 2: which deal of the 5-4-4 cycle is being played
  std::array<Hand, kMaxSeats> hands_{};
  std::array<Hand, kMaxSeats> gifts_{};
  Deck stock_{};  // top card first
  Deck discards_{};
  uint64_t rng_ = 0;
};

// Why the table `after` is no legal use of the card (toc_diagnose.cpp).
RuleBreach diagnose_toc(const TocState& state, const Chance& chance, const Occupancy& after);

}  // namespace arbitre::engine::toc
