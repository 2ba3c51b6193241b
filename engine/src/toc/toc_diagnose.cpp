// Jeu de Toc: why a change seen on the table is no legal use of the card played.
//
// The change is read as physical movements (pawns entering, moving, being swapped or sent to
// their waiting area); the first rule they break is named, quoted and explained.
#include <algorithm>

#include "toc_quotes.h"
#include "toc_state.h"

namespace arbitre::engine::toc {
namespace {

namespace q = quotes;

std::string pawn_of(int colour) {
  return seat_colour(colour) + "'s pawn";
}

struct Movement {
  int colour;
  int from;
  int to;
};

class Diagnosis {
 public:
  Diagnosis(const TocState& state, const Chance& chance, const Occupancy& after)
      : state_(state),
        cfg_(state.config()),
        chance_(chance),
        after_(after),
        table_(state.board(), cfg_.seats),
        seat_(state.turn()) {}

  RuleBreach run() {
    if (state_.exchanging()) return exchange_breach();
    if (chance_.kind != ChanceKind::kCardPlayed) return unexplained("a card must be named");
    rank_ = chance_.as_card().rank;
    card_ = card_code(rank_ == kJoker ? Card{kJoker, Suit::kNone} : chance_.as_card());
    if (auto breach = read_after()) return *breach;
    if (auto breach = card_breach()) return *breach;
    diff();
    if (changed_.empty()) return discard_breach();
    for (int c = 0; c < cfg_.seats; ++c) {
      if (wait_delta_[c] < 0) return entry_breach(c);
    }
    if (auto breach = swap_breach()) return *breach;
    return movement_breach();
  }

 private:
  RuleBreach unexplained(const std::string& why) const {
    std::string cells;
    for (const auto& id : differing_cells(state_.occupancy(), after_))
      cells += (cells.empty() ? "" : ", ") + id;
    return {"unexplained", "", why + (cells.empty() ? "" : " (cells changed: " + cells + ")")};
  }

  std::string card_name() const { return card_text(card_); }
  std::string cell(int colour, int location) const { return location_cell_id(colour, location); }

  RuleBreach exchange_breach() const {
    return {"T7", q::kExchange,
            "partners are exchanging cards: no pawn may move until " +
                seat_colour(state_.current_player()) + " and the others have given their cards"};
  }

  // Reads the table: one colour letter per cell, "R3" style counts in waiting areas.
  std::optional<RuleBreach> read_after() {
    for (const auto& [id, content] : after_) {
      const CellRef ref = parse_cell_id(id, cfg_.seats);
      if (ref.kind == CellRef::Kind::kNone)
        return unexplained("'" + id + "' is not a cell of " + cfg_.name());
      if (ref.kind == CellRef::Kind::kWaitingArea) {
        if (auto breach = read_waiting(ref.seat, id, content)) return breach;
        continue;
      }
      const int colour = content.size() == 1 ? seat_from_letter(content[0], cfg_.seats) : -1;
      if (colour < 0) return unexplained("cannot read '" + content + "' on " + id);
      if (ref.kind == CellRef::Kind::kHomeSquare && ref.seat != colour) {
        return RuleBreach{"T9", q::kHomeOnly,
                          "a " + seat_colour(colour) + " pawn cannot stand on " + id + ": only " +
                              seat_colour(ref.seat) + "'s pawns enter " + seat_colour(ref.seat) +
                              "'s home"};
      }
      seen_[colour].push_back(ref.kind == CellRef::Kind::kLoop ? ref.index : kHome + ref.index);
    }
    for (int c = 0; c < cfg_.seats; ++c) {
      std::sort(seen_[c].begin(), seen_[c].end());
      const int total = static_cast<int>(seen_[c].size()) + waiting_[c];
      if (total != kPawnsPerSeat) {
        return unexplained(seat_colour(c) + " has " + std::to_string(total) +
                           " pawns on the table, not 4");
      }
    }
    return std::nullopt;
  }

  std::optional<RuleBreach> read_waiting(int owner, const std::string& id,
                                         const std::string& content) {
    std::size_t i = 0;
    while (i < content.size()) {
      const int colour = seat_from_letter(content[i], cfg_.seats);
      std::size_t end = i + 1;
      while (end < content.size() && std::isdigit(static_cast<unsigned char>(content[end]))) ++end;
      if (colour < 0 || end == i + 1 || end - i > 2)
        return unexplained("cannot read '" + content + "' on " + id);
      if (colour != owner) {
        return RuleBreach{"T5", q::kCapture,
                          "a taken " + seat_colour(colour) +
                              " pawn goes back to its owner's waiting area " +
                              wait_cell_id(colour) + ", not to " + id};
      }
      waiting_[colour] += content[i + 1] - '0';
      i = end;
    }
    return std::nullopt;
  }

  // T6, T7: the card must be held and, in dealt mode, be one that may be laid down.
  std::optional<RuleBreach> card_breach() const {
    if (!cfg_.dealt) return std::nullopt;
    const Hand& hand = state_.hand(seat_);
    if (hand.count(card_) == 0) {
      return RuleBreach{"T7", q::kDeal, seat_colour(seat_) + " does not hold " + card_name()};
    }
    if (state_.card_allowed(card_)) return std::nullopt;
    return RuleBreach{"T6", q::kMustPlay,
                      card_name() + " moves no pawn, but another card of " + seat_colour(seat_) +
                          "'s hand does: " + seat_colour(seat_) + " must play that card"};
  }

  void diff() {
    for (int c = 0; c < cfg_.seats; ++c) {
      const auto& before = state_.board().pawns[c];
      std::vector<int> was;
      for (int l : before) {
        if (l != kWait) was.push_back(l);
      }
      std::set_difference(was.begin(), was.end(), seen_[c].begin(), seen_[c].end(),
                          std::back_inserter(left_[c]));
      std::set_difference(seen_[c].begin(), seen_[c].end(), was.begin(), was.end(),
                          std::back_inserter(arrived_[c]));
      wait_delta_[c] = waiting_[c] - state_.board().count_at(c, kWait);
      if (!left_[c].empty() || !arrived_[c].empty() || wait_delta_[c] != 0) changed_.push_back(c);
    }
  }

  // T6: nothing moved, yet the card had a move.
  RuleBreach discard_breach() const {
    const auto moves = state_.legal_moves(chance_);
    if (moves.empty() || moves.front().text.rfind("discard", 0) == 0) {
      return unexplained("nothing moved");
    }
    return {"T6", q::kMustPlay,
            "discarding " + card_name() + " is illegal: it can move a pawn (for example " +
                moves.front().text + ")"};
  }

  bool movable(int colour) const { return colour == movable_colour(cfg_, state_.board(), seat_); }

  // A pawn of the player's side that the player may not move yet, or another side's pawn.
  RuleBreach ownership_breach(int colour, const std::string& what) const {
    if (cfg_.side_of(colour) == cfg_.side_of(seat_)) {
      return {"T8", q::kTeam,
              seat_colour(seat_) + " may play " + seat_colour(colour) +
                  "'s pawns only once its own four are home (" + what + ")"};
    }
    return {"T5", q::kValues,
            "a " + card_name() + " moves one of " + seat_colour(seat_) + "'s own pawns, not " +
                seat_colour(colour) + "'s (" + what + ")"};
  }

  // T5: Ace, King or Joker put one pawn on its own entry square (T1, T11).
  RuleBreach entry_breach(int c) const {
    const int entry = entry_square(c);
    const std::string what = "a " + seat_colour(c) + " pawn left " + wait_cell_id(c);
    if (wait_delta_[c] < -1)
      return {"T5", q::kEnter,
              "one card brings one pawn into play, yet " + std::to_string(-wait_delta_[c]) + " " +
                  seat_colour(c) + " pawns left " + wait_cell_id(c)};
    if (rank_ != kAce && rank_ != kKing && rank_ != kJoker) {
      return {"T5", q::kEnter,
              "only an Ace, a King or a Joker brings a pawn into play: " + what + " with " +
                  card_name()};
    }
    if (!movable(c)) return ownership_breach(c, what);
    if (table_.at(entry) == c) {
      return {"T11", q::kProtected,
              seat_colour(c) + "'s entry square " + loop_cell_id(entry) +
                  " already holds a protected " + seat_colour(c) + " pawn: no pawn can enter"};
    }
    if (std::find(arrived_[c].begin(), arrived_[c].end(), entry) == arrived_[c].end()) {
      return {"T1", q::kStart,
              "a " + seat_colour(c) + " pawn enters on its own entry square " +
                  loop_cell_id(entry) +
                  (arrived_[c].empty() ? "" : ", not on " + cell(c, arrived_[c].front()))};
    }
    return unexplained("entering a pawn is the whole use of " + card_name() +
                       "; other pawns moved too");
  }

  // T5, T11: the Jack swaps an own pawn with another pawn on the loop, neither protected.
  std::optional<RuleBreach> swap_breach() const {
    if (changed_.size() != 2) return std::nullopt;
    const int a = changed_[0];
    const int b = changed_[1];
    if (left_[a].size() != 1 || left_[b].size() != 1 || arrived_[a].size() != 1 ||
        arrived_[b].size() != 1 || left_[a][0] != arrived_[b][0] || left_[b][0] != arrived_[a][0] ||
        wait_delta_[a] || wait_delta_[b]) {
      return std::nullopt;
    }
    const std::string what = pawn_of(a) + " on " + cell(a, left_[a][0]) + " and " + pawn_of(b) +
                             " on " + cell(b, left_[b][0]) + " changed places";
    if (rank_ != kJack)
      return RuleBreach{"T5", q::kJack,
                        "only the Jack swaps two pawns: " + what + " with " + card_name()};
    if (!movable(a) && !movable(b))
      return ownership_breach(cfg_.side_of(a) == cfg_.side_of(seat_) ? a : b, what);
    for (int square : {left_[a][0], left_[b][0]}) {
      if (table_.is_protected(square)) {
        return RuleBreach{"T11", q::kProtected,
                          "the Jack cannot swap " + pawn_of(table_.at(square)) +
                              ", protected on its entry square " + loop_cell_id(square)};
      }
    }
    return unexplained("the Jack swap " + what + " breaks no rule found");
  }

  // Pairs each arrival with the departure of the same colour closest behind it; the other
  // departures are pawns taken.
  std::vector<Movement> movements(std::vector<std::pair<int, int>>& taken) const {
    std::vector<Movement> out;
    for (int c : changed_) {
      std::vector<int> left = left_[c];
      for (int to : arrived_[c]) {
        if (left.empty()) break;
        auto best = std::min_element(left.begin(), left.end(),
                                     [&](int x, int y) { return span(c, x, to) < span(c, y, to); });
        out.push_back({c, *best, to});
        left.erase(best);
      }
      for (int from : left) taken.push_back({c, from});
    }
    return out;
  }

  // Squares travelled forward from `from` to `to` by a pawn of `colour` (4 backwards counts
  // as its own distance for the 4).
  int span(int colour, int from, int to) const {
    if (rank_ == 4 && !is_home(from) && !is_home(to)) return table_.wrap(from - to);
    return forward_distance(colour, from, to);
  }

  int forward_distance(int colour, int from, int to) const {
    const int loop = cfg_.loop();
    if (is_home(from)) return is_home(to) ? (to > from ? to - from : 1000) : 1000;
    if (is_home(to)) {
      const int to_branch = loop - 2 - table_.rel(colour, from);
      return to_branch >= 0 ? to_branch + to - kHome : 1000;
    }
    return table_.wrap(to - from);
  }

  // The count a part used: a pawn standing on a square 7 more than a section on came by a jump.
  int counted(const Movement& m) const {
    const int distance = forward_distance(m.colour, m.from, m.to);
    const bool jumped = !is_home(m.to) && is_jump_square(m.to) && distance > kSectionSquares;
    return jumped ? distance - kSectionSquares : distance;
  }

  RuleBreach movement_breach() const {
    std::vector<std::pair<int, int>> taken;
    const auto moves = movements(taken);
    if (moves.empty()) {
      return unexplained(taken.empty() ? "no pawn moved"
                                       : pawn_of(taken[0].first) + " on " +
                                             cell(taken[0].first, taken[0].second) +
                                             " went back to its waiting area, but no pawn took it");
    }
    if (moves.size() > 2 || (moves.size() == 2 && rank_ != 7)) {
      return {"T5", q::kSeven,
              "one card moves one pawn (only the 7 is shared between two pawns): " +
                  pawn_of(moves[0].colour) + " and " + pawn_of(moves[1].colour) +
                  " both moved with " + card_name()};
    }
    if (moves.size() == 2) return split_breach(moves);
    const Movement& m = moves[0];
    if (auto breach = move_rules(m)) return *breach;
    return count_breach(m, taken);
  }

  // Who may be moved and where, whatever the count (T5, T8, T9, T12).
  std::optional<RuleBreach> move_rules(const Movement& m) const {
    const std::string what =
        pawn_of(m.colour) + " went from " + cell(m.colour, m.from) + " to " + cell(m.colour, m.to);
    if (is_home(m.from) && (!is_home(m.to) || m.to < m.from)) {
      return RuleBreach{"T9", q::kHomeOnly,
                        "a pawn in its home never leaves it nor moves back: " + what};
    }
    if (rank_ == 5) {
      if (cfg_.side_of(m.colour) == cfg_.side_of(seat_)) {
        return RuleBreach{
            "T12", q::kFive,
            "the 5 moves an opposing pawn, not one of " + seat_colour(seat_) + "'s side: " + what};
      }
      if (is_home(m.from))
        return RuleBreach{"T9", q::kHomeOnly,
                          "an opponent's 5 never moves a pawn in its home: " + what};
      if (is_home(m.to))
        return RuleBreach{"T12", q::kFive, "the 5 never moves a pawn into its home: " + what};
      return std::nullopt;
    }
    if (!movable(m.colour)) return ownership_breach(m.colour, what);
    if (rank_ == kJack)
      return RuleBreach{"T5", q::kJack, "the Jack swaps two pawns; it moves none alone: " + what};
    if (rank_ == 4 && is_home(m.to))
      return RuleBreach{"T4", q::kHomeBackwards, "no pawn enters its home backwards: " + what};
    return std::nullopt;
  }

  // The expected landing of a count from `from` on the loop (jumping, T2) and into the home.
  RuleBreach count_breach(const Movement& m, const std::vector<std::pair<int, int>>& taken) const {
    const int fwd = forward_distance(m.colour, m.from, m.to);
    const int back = is_home(m.from) || is_home(m.to) ? 1000 : table_.wrap(m.from - m.to);
    const std::string what =
        pawn_of(m.colour) + " went from " + cell(m.colour, m.from) + " to " + cell(m.colour, m.to);
    if (rank_ == 4) {
      const int landing = table_.wrap(m.from - 4);
      const int jumped = is_jump_square(landing) ? table_.wrap(landing + kSectionSquares) : landing;
      if (m.to == jumped) return path_breach(m, 4, -1, taken);
      if (fwd == 4) return {"T5", q::kFour, "the 4 moves a pawn backwards, not forwards: " + what};
      if (m.to == landing) return jump_breach(m, landing);
      return {"T5", q::kFour, "the 4 moves a pawn exactly 4 squares back: " + what};
    }
    if (back <= kSectionSquares && back < fwd) {
      return {"T5", q::kClockwise,
              "only the 4 moves a pawn backwards: " + what + " with " + card_name()};
    }
    for (int steps : card_counts(rank_)) {
      if (steps == 0) continue;
      if (is_home(m.to) && fwd == steps) return path_breach(m, steps, +1, taken);
      if (is_home(m.to) || is_home(m.from)) continue;
      const int landing = table_.wrap(m.from + steps);
      const int jumped = is_jump_square(landing) ? table_.wrap(landing + kSectionSquares) : landing;
      if (m.to == jumped) return path_breach(m, steps, +1, taken);
      if (m.to == landing) return jump_breach(m, landing);
    }
    if (is_home(m.to)) {
      return {"T4", q::kHomeExact,
              "a pawn enters its home only with an exact count: " + what + ", " +
                  std::to_string(fwd) + " squares, with " + card_name()};
    }
    return {"T5", q::kValues,
            "a " + card_name() + " moves a pawn " + steps_text() + " squares: " + what + ", " +
                std::to_string(fwd) + " squares"};
  }

  std::string steps_text() const {
    const auto steps = card_counts(rank_);
    if (rank_ == kJack) return "no";
    return steps[1] ? std::to_string(steps[0]) + " or " + std::to_string(steps[1])
                    : std::to_string(steps[0]);
  }

  RuleBreach jump_breach(const Movement& m, int landing) const {
    return {"T2", q::kJump,
            pawn_of(m.colour) + " ended its count on the jump square " + loop_cell_id(landing) +
                " and goes on to " + loop_cell_id(table_.wrap(landing + kSectionSquares)) +
                ", not stay there"};
  }

  // The count is right: protection (T11), the home (T4, T9) and what was taken (T5).
  RuleBreach path_breach(const Movement& m, int steps, int direction,
                         const std::vector<std::pair<int, int>>& taken) const {
    const int loop_steps = is_home(m.to) ? steps - (m.to - kHome) : steps;
    if (!is_home(m.from)) {
      const int blocked = table_.protected_on_path(m.from, loop_steps, direction);
      if (blocked >= 0) {
        return {"T11", q::kProtected,
                pawn_of(m.colour) + " cannot pass or land on " + pawn_of(table_.at(blocked)) +
                    ", protected on its entry square " + loop_cell_id(blocked)};
      }
    }
    if (is_home(m.to)) {
      const int first = is_home(m.from) ? m.from - kHome + 1 : 1;
      for (int h = first; h <= m.to - kHome; ++h) {
        if (table_.home_taken(m.colour, h)) {
          return {"T4", q::kHomePassing,
                  pawn_of(m.colour) + " cannot pass or land on the pawn on " +
                      home_cell_id(m.colour, h)};
        }
      }
    }
    return capture_breach(m, loop_steps, direction, taken);
  }

  RuleBreach capture_breach(const Movement& m, int loop_steps, int direction,
                            const std::vector<std::pair<int, int>>& taken) const {
    std::vector<std::pair<int, int>> expected;  // (colour, square) of the pawns to be taken
    if (!is_home(m.from)) {
      for (int k = 1; k <= loop_steps; ++k) {
        const int square = table_.wrap(m.from + direction * k);
        const bool passed = k < loop_steps || is_home(m.to);
        if (table_.at(square) >= 0 && passed && rank_ == kKing)
          expected.push_back({table_.at(square), square});
      }
    }
    if (!is_home(m.to) && table_.at(m.to) >= 0) expected.push_back({table_.at(m.to), m.to});
    std::sort(expected.begin(), expected.end());
    auto seen = taken;
    std::sort(seen.begin(), seen.end());
    for (const auto& [colour, square] : expected) {
      if (!std::binary_search(seen.begin(), seen.end(), std::pair{colour, square})) {
        return {"T5", rank_ == kKing ? q::kKing : q::kCapture,
                pawn_of(colour) + " on " + loop_cell_id(square) + " is taken and goes back to " +
                    wait_cell_id(colour)};
      }
    }
    for (const auto& [colour, square] : seen) {
      if (!std::binary_search(expected.begin(), expected.end(), std::pair{colour, square})) {
        return {"T5", rank_ == kKing ? q::kKing : q::kCapture,
                pawn_of(colour) + " on " + cell(colour, square) + " was not taken: " +
                    (rank_ == kKing ? "the King takes only the pawns it passes or lands on"
                                    : "only the pawn landed on is taken")};
      }
    }
    return unexplained(pawn_of(m.colour) + " went from " + cell(m.colour, m.from) + " to " +
                       cell(m.colour, m.to) + " as " + card_name() +
                       " allows, yet it is no legal move");
  }

  // T12: the 7 shared in two parts that add up to 7, on pawns the player may move.
  RuleBreach split_breach(const std::vector<Movement>& moves) const {
    int total = 0;
    for (const Movement& m : moves) {
      if (!movable(m.colour) && !(cfg_.teams && cfg_.side_of(m.colour) == cfg_.side_of(seat_))) {
        return ownership_breach(m.colour, pawn_of(m.colour) + " moved with the 7");
      }
      if (auto breach = move_rules(m)) return *breach;
      total += counted(m);
    }
    if (total != 7) {
      return {"T12", q::kSeven,
              "the two parts of a 7 add up to 7: " + pawn_of(moves[0].colour) + " went " +
                  std::to_string(counted(moves[0])) + " from " +
                  cell(moves[0].colour, moves[0].from) + " and " + pawn_of(moves[1].colour) + " " +
                  std::to_string(counted(moves[1])) + " from " +
                  cell(moves[1].colour, moves[1].from)};
    }
    for (const Movement& m : moves) {
      const int steps = counted(m);
      if (!is_home(m.to) && is_jump_square(m.to) &&
          steps == forward_distance(m.colour, m.from, m.to)) {
        return jump_breach(m, m.to);
      }
      if (!is_home(m.from)) {
        const int loop_steps = is_home(m.to) ? steps - (m.to - kHome) : steps;
        const int blocked = table_.protected_on_path(m.from, loop_steps, +1);
        if (blocked >= 0) {
          return {"T11", q::kProtected,
                  pawn_of(m.colour) + " cannot pass or land on " + pawn_of(table_.at(blocked)) +
                      ", protected on its entry square " + loop_cell_id(blocked)};
        }
      }
    }
    return unexplained("the 7 shared as seen breaks no rule found");
  }

  const TocState& state_;
  const Config& cfg_;
  const Chance& chance_;
  const Occupancy& after_;
  Table table_;
  int seat_;
  int rank_ = 0;
  int card_ = 0;
  std::array<std::vector<int>, kMaxSeats> seen_;
  std::array<int, kMaxSeats> waiting_{};
  std::array<std::vector<int>, kMaxSeats> left_;
  std::array<std::vector<int>, kMaxSeats> arrived_;
  std::array<int, kMaxSeats> wait_delta_{};
  std::vector<int> changed_;
};

}  // namespace

RuleBreach TocState::diagnose(const Chance& chance, const Occupancy& after) const {
  return diagnose_toc(*this, chance, after);
}

RuleBreach diagnose_toc(const TocState& state, const Chance& chance, const Occupancy& after) {
  if (state.is_terminal()) return {"end", "", "the game is over"};
  return Diagnosis(state, chance, after).run();
}

}  // namespace arbitre::engine::toc
