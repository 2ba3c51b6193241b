// Jeu de Toc move generation: what each card does to the pawns (T2..T5, T9..T12).
#include <algorithm>
#include <string_view>

#include "toc_state.h"

namespace arbitre::engine::toc {

int movable_colour(const Config& config, const Board& board, int seat) {
  if (!board.all_home(seat)) return seat;
  if (config.teams && !board.all_home(config.partner(seat))) return config.partner(seat);
  return -1;
}

namespace {

class Generator {
 public:
  // With `first_only`, generation stops at the first move (enough to know a card can move).
  Generator(const Config& config, const Board& board, int seat, std::vector<Gen>& out,
            bool first_only = false)
      : config_(config),
        table_(board, config.seats),
        seat_(seat),
        out_(out),
        first_only_(first_only) {}

  void run(int rank) {
    const int colour = movable_colour(config_, table_.board(), seat_);
    if (colour < 0) return;
    switch (rank) {
      case kAce:
        add_enter(colour), add_forward(colour, 1), add_forward(colour, 11);
        break;
      case kKing:
        add_enter(colour), add_forward(colour, 13, Stride::kKing);
        break;
      case kJoker:
        add_enter(colour), add_forward(colour, 18);
        break;
      case 4:
        add_backward(colour);
        break;
      case 5:
        add_opponent_five();
        break;
      case 7:
        add_forward(colour, 7), add_splits(colour);
        break;
      case kJack:
        add_swaps(colour);
        break;
      case kQueen:
        add_forward(colour, 12);
        break;
      default:
        add_forward(colour, rank);
        break;
    }
  }

 private:
  bool done() const { return first_only_ && !out_.empty(); }

  void push(std::initializer_list<int> code, const Board& after) {
    if (done()) return;
    Gen gen;
    for (int value : code) gen.code[gen.size++] = static_cast<int16_t>(value);
    gen.after = after;
    out_.push_back(gen);
  }

  void add_enter(int colour) {
    if (auto landing = enter(table_, colour)) push({1, colour}, landing->table.board());
  }

  void add_forward(int colour, int steps, Stride stride = Stride::kPlain) {
    std::array<std::optional<Landing>, 2> landings;
    for (int from : pawn_locations(table_, colour)) {
      const int n = forward(table_, colour, from, steps, stride, landings);
      for (int i = 0; i < n; ++i)
        push({2, colour, from, landings[i]->to}, landings[i]->table.board());
    }
  }

  void add_backward(int colour) {
    for (int from : pawn_locations(table_, colour)) {
      if (is_home(from)) continue;  // T9: never backwards in a home
      if (auto landing = backward(table_, colour, from, 4)) {
        push({2, colour, from, landing->to}, landing->table.board());
      }
    }
  }

  // T12: any pawn of another seat (another team) standing on the loop, never into its home.
  void add_opponent_five() {
    std::array<std::optional<Landing>, 2> landings;
    for (int colour = 0; colour < config_.seats; ++colour) {
      if (config_.side_of(colour) == config_.side_of(seat_)) continue;
      for (int from : pawn_locations(table_, colour)) {
        if (forward(table_, colour, from, 5, Stride::kOpponent, landings) == 1) {
          push({2, colour, from, landings[0]->to}, landings[0]->table.board());
        }
      }
    }
  }

  // T12: two parts of at least 1 on two different pawns, in either order; each part a complete
  // forward move. The second part may move the partner's pawns once the first brought the
  // player's fourth pawn home (T8).
  void add_splits(int colour) {
    std::array<std::optional<Landing>, 2> first;
    std::array<std::optional<Landing>, 2> second;
    for (int a = 1; a < 7 && !done(); ++a) {
      for (int from1 : pawn_locations(table_, colour)) {
        const int n1 = forward(table_, colour, from1, a, Stride::kPlain, first);
        for (int i = 0; i < n1; ++i) {
          const Table& mid = first[i]->table;
          const int colour2 = movable_colour(config_, mid.board(), seat_);
          if (colour2 < 0) continue;
          for (int from2 : pawn_locations(mid, colour2)) {
            if (colour2 == colour && from2 == first[i]->to) continue;
            const int n2 = forward(mid, colour2, from2, 7 - a, Stride::kPlain, second);
            for (int j = 0; j < n2; ++j) {
              push({3, colour, from1, first[i]->to, colour2, from2, second[j]->to},
                   second[j]->table.board());
            }
          }
        }
      }
    }
  }

  // T5, T11: one own pawn with any pawn of another colour on the loop, neither protected.
  void add_swaps(int colour) {
    for (int a : pawn_locations(table_, colour)) {
      if (is_home(a) || table_.is_protected(a) || done()) continue;
      for (int b = 0; b < table_.loop(); ++b) {
        const int other = table_.at(b);
        if (other < 0 || other == colour || table_.is_protected(b)) continue;
        Table swapped = table_;
        swapped.swap(a, b);
        push({4, colour, a, other, b}, swapped.board());
      }
    }
  }

  // Distinct locations of a colour's pawns on the loop or in its home.
  struct Locations {
    std::array<int, kPawnsPerSeat> at{};
    int size = 0;
    const int* begin() const { return at.data(); }
    const int* end() const { return at.data() + size; }
  };
  static Locations pawn_locations(const Table& table, int colour) {
    Locations out;
    for (int location : table.board().pawns[colour]) {
      if (location != kWait) out.at[out.size++] = location;
    }
    return out;
  }

  const Config& config_;
  Table table_;
  int seat_;
  std::vector<Gen>& out_;
  bool first_only_;
};

bool code_less(const Gen& a, const Gen& b) {
  return std::lexicographical_compare(a.code.begin(), a.code.begin() + a.size, b.code.begin(),
                                      b.code.begin() + b.size);
}

// Keeps the smallest code of each resulting board, then orders by code.
void deduplicate(std::vector<Gen>& gens) {
  std::sort(gens.begin(), gens.end(), [](const Gen& a, const Gen& b) {
    if (a.after != b.after) return a.after < b.after;
    return code_less(a, b);
  });
  gens.erase(std::unique(gens.begin(), gens.end(),
                         [](const Gen& a, const Gen& b) { return a.after == b.after; }),
             gens.end());
  std::sort(gens.begin(), gens.end(), code_less);
}

}  // namespace

void card_moves(const Config& config, const Board& board, int seat, int rank,
                std::vector<Gen>& out) {
  out.clear();
  Generator(config, board, seat, out).run(rank);
  deduplicate(out);
}

bool card_can_move(const Config& config, const Board& board, int seat, int rank) {
  thread_local std::vector<Gen> gens;  // reused: this runs for every card of every hand
  gens.clear();
  Generator(config, board, seat, gens, true).run(rank);
  return !gens.empty();
}

namespace {

// The forward count of a card for one pawn (the 7 whole); 0 when it has none: the 4 counts
// backwards.
std::array<int, 2> card_steps(int rank) {
  return rank == 4 ? std::array<int, 2>{0, 0} : card_counts(rank);
}

// The landing of a forward part that ends on `to`, if any.
std::optional<Landing> forward_to(const Table& table, int colour, int from, int steps,
                                  Stride stride, int to) {
  std::array<std::optional<Landing>, 2> landings;
  const int n = forward(table, colour, from, steps, stride, landings);
  for (int i = 0; i < n; ++i) {
    if (landings[i]->to == to) return std::move(landings[i]);
  }
  return std::nullopt;
}

std::optional<Landing> replay_step(const Table& table, int seat, int rank,
                                   const std::vector<int>& c) {
  if (rank == 4) return backward(table, c[1], c[2], 4);
  if (rank == 5) return forward_to(table, c[1], c[2], 5, Stride::kOpponent, c[3]);
  const Stride stride = rank == kKing ? Stride::kKing : Stride::kPlain;
  for (int steps : card_steps(rank)) {
    if (steps == 0) continue;
    if (auto landing = forward_to(table, c[1], c[2], steps, stride, c[3])) return landing;
  }
  (void)seat;
  return std::nullopt;
}

std::optional<Board> replay_split(const Table& table, const std::vector<int>& c) {
  for (int a = 1; a < 7; ++a) {
    auto first = forward_to(table, c[1], c[2], a, Stride::kPlain, c[3]);
    if (!first) continue;
    if (auto second = forward_to(first->table, c[4], c[5], 7 - a, Stride::kPlain, c[6])) {
      return second->table.board();
    }
  }
  return std::nullopt;
}

}  // namespace

// Replays a move code from card_moves() without generating the others.
std::optional<Board> replay_move(const Config& config, const Board& board, int seat, int rank,
                                 const std::vector<int>& code) {
  const Table table(board, config.seats);
  std::optional<Landing> landing;
  switch (code.at(0)) {
    case 1:
      landing = enter(table, code.at(1));
      break;
    case 2:
      if (code.size() == 4) landing = replay_step(table, seat, rank, code);
      break;
    case 3:
      return code.size() == 7 ? replay_split(table, code) : std::nullopt;
    case 4: {
      if (code.size() != 5) return std::nullopt;
      Table swapped = table;
      swapped.swap(code[2], code[4]);
      return swapped.board();
    }
    default:
      break;
  }
  if (!landing) return std::nullopt;
  return landing->table.board();
}

namespace {

void append_part(std::string& out, int colour, int from, int to) {
  out += seat_letter(colour);
  out += ' ';
  append_cell_id(out, colour, from);
  out += '>';
  append_cell_id(out, colour, to);
}

}  // namespace

std::string gen_text(const Gen& gen) {
  const auto& c = gen.code;
  std::string text;
  switch (c[0]) {
    case 0:
      return "discard " + card_text(c[1]);
    case 1:
      return std::string(1, seat_letter(c[1])) + " enter";
    case 2:
      append_part(text, c[1], c[2], c[3]);
      return text;
    case 3:
      append_part(text, c[1], c[2], c[3]);
      text += ", ";
      append_part(text, c[4], c[5], c[6]);
      return text;
    case 4:
      text = std::string(1, seat_letter(c[1])) + " ";
      append_cell_id(text, c[1], c[2]);
      text += "<>";
      text += seat_letter(c[3]);
      text += ' ';
      append_cell_id(text, c[3], c[4]);
      return text;
    default:
      text = "give";
      for (int i = 1; i < gen.size; ++i) text += " " + card_text(c[i]);
      return text;
  }
}

}  // namespace arbitre::engine::toc
