// Jeu de Toc: why a change seen on the table is no legal use of the card played.
//
// The change is read as physical movements (pawns entering, moving, being swapped or sent to
// their waiting area); the first rule they break is named, quoted and explained.
#include <algorithm>

#include "toc_breach_messages.h"
#include "toc_quotes.h"
#include "toc_state.h"

namespace arbitre::engine::toc {
namespace {

namespace q = quotes;
namespace msg = messages;
using Args = std::vector<std::string>;

std::string num(int n) {
  return std::to_string(n);
}

Args plus(Args args, const Args& more) {
  args.insert(args.end(), more.begin(), more.end());
  return args;
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
    if (chance_.kind != ChanceKind::kCardPlayed) return unexplained(msg::kNoCard);
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
  // The cells that changed are named, when there are any.
  RuleBreach unexplained(const msg::Unexplained& message, Args args = {}) const {
    const std::string cells = joined_ids(differing_cells(state_.occupancy(), after_));
    if (cells.empty()) return make_breach("unexplained", "", message.plain, std::move(args));
    args.push_back(cells);
    return make_breach("unexplained", "", message.with_cells, std::move(args));
  }

  std::string card_name() const { return card_text(card_); }
  std::string cell(int colour, int location) const { return location_cell_id(colour, location); }
  // A pawn's movement as the messages' arguments: its colour, the cells it left and reached.
  Args went(const Movement& m) const {
    return {seat_colour(m.colour), cell(m.colour, m.from), cell(m.colour, m.to)};
  }

  RuleBreach exchange_breach() const {
    return make_breach("T7", q::kExchange, msg::kExchanging,
                       {seat_colour(state_.current_player())});
  }

  // Reads the table: one colour letter per cell, "R3" style counts in waiting areas.
  std::optional<RuleBreach> read_after() {
    for (const auto& [id, content] : after_) {
      const CellRef ref = parse_cell_id(id, cfg_.seats);
      if (ref.kind == CellRef::Kind::kNone) return unexplained(msg::kNotACell, {id, cfg_.name()});
      if (ref.kind == CellRef::Kind::kWaitingArea) {
        if (auto breach = read_waiting(ref.seat, id, content)) return breach;
        continue;
      }
      const int colour = content.size() == 1 ? seat_from_letter(content[0], cfg_.seats) : -1;
      if (colour < 0) return unexplained(msg::kUnreadable, {content, id});
      if (ref.kind == CellRef::Kind::kHomeSquare && ref.seat != colour)
        return make_breach("T9", q::kHomeOnly, msg::kOtherHome,
                           {seat_colour(colour), id, seat_colour(ref.seat)});
      seen_[colour].push_back(ref.kind == CellRef::Kind::kLoop ? ref.index : kHome + ref.index);
    }
    for (int c = 0; c < cfg_.seats; ++c) {
      std::sort(seen_[c].begin(), seen_[c].end());
      const int total = static_cast<int>(seen_[c].size()) + waiting_[c];
      if (total == 1) return unexplained(msg::kOnePawn, {seat_colour(c)});
      if (total != kPawnsPerSeat) return unexplained(msg::kPawnCount, {seat_colour(c), num(total)});
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
        return unexplained(msg::kUnreadable, {content, id});
      if (colour != owner)
        return make_breach("T5", q::kCapture, msg::kTakenToOtherArea,
                           {seat_colour(colour), wait_cell_id(colour), id});
      waiting_[colour] += content[i + 1] - '0';
      i = end;
    }
    return std::nullopt;
  }

  // T6, T7: the card must be held and, in dealt mode, be one that may be laid down.
  std::optional<RuleBreach> card_breach() const {
    if (!cfg_.dealt) return std::nullopt;
    const Hand& hand = state_.hand(seat_);
    if (hand.count(card_) == 0)
      return make_breach("T7", q::kDeal, msg::kNotHeld, {seat_colour(seat_), card_name()});
    if (state_.card_allowed(card_)) return std::nullopt;
    return make_breach("T6", q::kMustPlay, msg::kOtherCardMoves, {card_name(), seat_colour(seat_)});
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
    if (moves.empty() || moves.front().text.rfind("discard", 0) == 0)
      return unexplained(msg::kNothingMoved);
    return make_breach("T6", q::kMustPlay, msg::kDiscardPlayable,
                       {card_name(), moves.front().text});
  }

  bool movable(int colour) const { return colour == movable_colour(cfg_, state_.board(), seat_); }

  // A pawn of the player's side that the player may not move yet, or another side's pawn.
  // `what` holds the arguments of `deed` (messages::Deed).
  RuleBreach ownership_breach(int colour, msg::Deed deed, const Args& what) const {
    const auto index = static_cast<std::size_t>(deed);
    const Args who = {seat_colour(seat_), seat_colour(colour)};
    if (cfg_.side_of(colour) == cfg_.side_of(seat_))
      return make_breach("T8", q::kTeam, msg::kTeamTooEarly[index], plus(who, what));
    return make_breach("T5", q::kValues, msg::kNotOwnPawn[index],
                       plus(plus({card_name()}, who), what));
  }

  // T5: Ace, King or Joker put one pawn on its own entry square (T1, T11).
  RuleBreach entry_breach(int c) const {
    const int entry = entry_square(c);
    const Args what = {seat_colour(c), wait_cell_id(c)};
    if (wait_delta_[c] < -1)
      return make_breach("T5", q::kEnter, msg::kSeveralEntered, plus({num(-wait_delta_[c])}, what));
    if (rank_ != kAce && rank_ != kKing && rank_ != kJoker)
      return make_breach("T5", q::kEnter, msg::kEnterCard, plus(what, {card_name()}));
    if (!movable(c)) return ownership_breach(c, msg::Deed::kEntered, what);
    if (table_.at(entry) == c)
      return make_breach("T11", q::kProtected, msg::kEntryHeld,
                         {seat_colour(c), loop_cell_id(entry)});
    if (std::find(arrived_[c].begin(), arrived_[c].end(), entry) == arrived_[c].end())
      return wrong_entry_breach(c, entry);
    return unexplained(msg::kEnteringAndMore, {card_name()});
  }

  // T1: a pawn entering elsewhere than on its entry square.
  RuleBreach wrong_entry_breach(int c, int entry) const {
    if (arrived_[c].empty())
      return make_breach("T1", q::kStart, msg::kEnterOnEntry,
                         {seat_colour(c), loop_cell_id(entry)});
    return make_breach("T1", q::kStart, msg::kEnterNotOn,
                       {seat_colour(c), loop_cell_id(entry), cell(c, arrived_[c].front())});
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
    const Args what = {seat_colour(a), cell(a, left_[a][0]), seat_colour(b), cell(b, left_[b][0])};
    if (rank_ != kJack)
      return make_breach("T5", q::kJack, msg::kSwapCard, plus(what, {card_name()}));
    if (!movable(a) && !movable(b))
      return ownership_breach(cfg_.side_of(a) == cfg_.side_of(seat_) ? a : b, msg::Deed::kSwapped,
                              what);
    for (int square : {left_[a][0], left_[b][0]}) {
      if (table_.is_protected(square))
        return make_breach("T11", q::kProtected, msg::kSwapProtected,
                           {seat_colour(table_.at(square)), loop_cell_id(square)});
    }
    return unexplained(msg::kJackSwapFine, what);
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
    if (moves.empty() && taken.empty()) return unexplained(msg::kNoPawnMoved);
    if (moves.empty())
      return unexplained(msg::kTakenByNone,
                         {seat_colour(taken[0].first), cell(taken[0].first, taken[0].second)});
    if (moves.size() > 2 || (moves.size() == 2 && rank_ != 7))
      return make_breach("T5", q::kSeven, msg::kOnePawnPerCard,
                         {seat_colour(moves[0].colour), seat_colour(moves[1].colour), card_name()});
    if (moves.size() == 2) return split_breach(moves);
    const Movement& m = moves[0];
    if (auto breach = move_rules(m)) return *breach;
    return count_breach(m, taken);
  }

  // Who may be moved and where, whatever the count (T5, T8, T9, T12).
  std::optional<RuleBreach> move_rules(const Movement& m) const {
    const Args what = went(m);
    if (is_home(m.from) && (!is_home(m.to) || m.to < m.from))
      return make_breach("T9", q::kHomeOnly, msg::kHomeLeft, what);
    if (rank_ == 5) return five_breach(m);
    if (!movable(m.colour)) return ownership_breach(m.colour, msg::Deed::kMoved, what);
    if (rank_ == kJack) return jack_alone_breach(m);
    if (rank_ == 4 && is_home(m.to))
      return make_breach("T4", q::kHomeBackwards, msg::kHomeBackwards, what);
    return std::nullopt;
  }

  // T9, T12: the 5 moves an opponent's pawn, never in nor into its home.
  std::optional<RuleBreach> five_breach(const Movement& m) const {
    if (cfg_.side_of(m.colour) == cfg_.side_of(seat_))
      return make_breach("T12", q::kFive, msg::kFiveOwnSide, plus({seat_colour(seat_)}, went(m)));
    if (is_home(m.from)) return make_breach("T9", q::kHomeOnly, msg::kFiveInHome, went(m));
    if (is_home(m.to)) return make_breach("T12", q::kFive, msg::kFiveIntoHome, went(m));
    return std::nullopt;
  }

  RuleBreach jack_alone_breach(const Movement& m) const {
    return make_breach("T5", q::kJack, msg::kJackAlone, went(m));
  }

  // The expected landing of a count from `from` on the loop (jumping, T2) and into the home.
  RuleBreach count_breach(const Movement& m, const std::vector<std::pair<int, int>>& taken) const {
    const int fwd = forward_distance(m.colour, m.from, m.to);
    const int back = is_home(m.from) || is_home(m.to) ? 1000 : table_.wrap(m.from - m.to);
    if (rank_ == 4) return four_breach(m, fwd, taken);
    if (back <= kSectionSquares && back < fwd)
      return make_breach("T5", q::kClockwise, msg::kBackwardsCard, plus(went(m), {card_name()}));
    for (int steps : card_counts(rank_)) {
      if (steps == 0) continue;
      if (is_home(m.to) && fwd == steps) return path_breach(m, steps, +1, taken);
      if (is_home(m.to) || is_home(m.from)) continue;
      const int landing = table_.wrap(m.from + steps);
      const int jumped = is_jump_square(landing) ? table_.wrap(landing + kSectionSquares) : landing;
      if (m.to == jumped) return path_breach(m, steps, +1, taken);
      if (m.to == landing) return jump_breach(m, landing);
    }
    if (is_home(m.to)) return inexact_home_breach(m, fwd);
    return wrong_count_breach(m, fwd);
  }

  // T5: the 4 moves a pawn exactly 4 squares back, jumping (T2).
  RuleBreach four_breach(const Movement& m, int fwd,
                         const std::vector<std::pair<int, int>>& taken) const {
    const int landing = table_.wrap(m.from - 4);
    const int jumped = is_jump_square(landing) ? table_.wrap(landing + kSectionSquares) : landing;
    if (m.to == jumped) return path_breach(m, 4, -1, taken);
    if (fwd == 4) return make_breach("T5", q::kFour, msg::kFourForwards, went(m));
    if (m.to == landing) return jump_breach(m, landing);
    return make_breach("T5", q::kFour, msg::kFourCount, went(m));
  }

  RuleBreach inexact_home_breach(const Movement& m, int fwd) const {
    if (fwd == 1)
      return make_breach("T4", q::kHomeExact, msg::kHomeInexactOne, plus(went(m), {card_name()}));
    return make_breach("T4", q::kHomeExact, msg::kHomeInexact,
                       plus(went(m), {num(fwd), card_name()}));
  }

  // T5: the card's count (both of an Ace's), against the `fwd` squares travelled.
  RuleBreach wrong_count_breach(const Movement& m, int fwd) const {
    if (rank_ == kJack) return jack_alone_breach(m);
    const auto steps = card_counts(rank_);
    Args args = {card_name(), num(steps[0])};
    if (steps[1]) args.push_back(num(steps[1]));
    args = plus(args, went(m));
    if (fwd != 1) args.push_back(num(fwd));
    return make_breach("T5", q::kValues, msg::kWrongCount[steps[1] ? 1 : 0][fwd == 1 ? 1 : 0],
                       args);
  }

  RuleBreach jump_breach(const Movement& m, int landing) const {
    return make_breach("T2", q::kJump, msg::kJumpStay,
                       {seat_colour(m.colour), loop_cell_id(landing),
                        loop_cell_id(table_.wrap(landing + kSectionSquares))});
  }

  // T11: a pawn passing or landing on a pawn protected on its entry square `blocked`.
  RuleBreach protected_breach(const Movement& m, int blocked) const {
    return make_breach(
        "T11", q::kProtected, msg::kPassProtected,
        {seat_colour(m.colour), seat_colour(table_.at(blocked)), loop_cell_id(blocked)});
  }

  // The count is right: protection (T11), the home (T4, T9) and what was taken (T5).
  RuleBreach path_breach(const Movement& m, int steps, int direction,
                         const std::vector<std::pair<int, int>>& taken) const {
    const int loop_steps = is_home(m.to) ? steps - (m.to - kHome) : steps;
    if (!is_home(m.from)) {
      const int blocked = table_.protected_on_path(m.from, loop_steps, direction);
      if (blocked >= 0) return protected_breach(m, blocked);
    }
    if (is_home(m.to)) {
      const int first = is_home(m.from) ? m.from - kHome + 1 : 1;
      for (int h = first; h <= m.to - kHome; ++h) {
        if (table_.home_taken(m.colour, h))
          return make_breach("T4", q::kHomePassing, msg::kPassInHome,
                             {seat_colour(m.colour), home_cell_id(m.colour, h)});
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
    const char* quote = rank_ == kKing ? q::kKing : q::kCapture;
    for (const auto& [colour, square] : expected) {
      if (!std::binary_search(seen.begin(), seen.end(), std::pair{colour, square}))
        return make_breach("T5", quote, msg::kTakenGoesBack,
                           {seat_colour(colour), loop_cell_id(square), wait_cell_id(colour)});
    }
    for (const auto& [colour, square] : seen) {
      if (!std::binary_search(expected.begin(), expected.end(), std::pair{colour, square}))
        return not_taken_breach(colour, square);
    }
    return unexplained(msg::kMoveNotLegal, plus(went(m), {card_name()}));
  }

  // T5: a pawn sent to its waiting area that the move did not take.
  RuleBreach not_taken_breach(int colour, int square) const {
    const Args args = {seat_colour(colour), cell(colour, square)};
    if (rank_ == kKing) return make_breach("T5", q::kKing, msg::kKingTakes, args);
    return make_breach("T5", q::kCapture, msg::kLandedTaken, args);
  }

  // T12: the 7 shared in two parts that add up to 7, on pawns the player may move.
  RuleBreach split_breach(const std::vector<Movement>& moves) const {
    int total = 0;
    for (const Movement& m : moves) {
      if (!movable(m.colour) && !(cfg_.teams && cfg_.side_of(m.colour) == cfg_.side_of(seat_)))
        return ownership_breach(m.colour, msg::Deed::kSevenPart, {seat_colour(m.colour)});
      if (auto breach = move_rules(m)) return *breach;
      total += counted(m);
    }
    if (total != 7) {
      return make_breach("T12", q::kSeven, msg::kSevenParts,
                         {seat_colour(moves[0].colour), num(counted(moves[0])),
                          cell(moves[0].colour, moves[0].from), seat_colour(moves[1].colour),
                          num(counted(moves[1])), cell(moves[1].colour, moves[1].from)});
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
        if (blocked >= 0) return protected_breach(m, blocked);
      }
    }
    return unexplained(msg::kSevenFine);
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
  if (state.is_terminal()) return make_breach("end", "", msg::kOver);
  return Diagnosis(state, chance, after).run();
}

}  // namespace arbitre::engine::toc
