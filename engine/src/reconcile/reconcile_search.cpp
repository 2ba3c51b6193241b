// The reconciler's search for the legal continuation that explains a view.
#include <algorithm>
#include <set>

#include "arbitre/engine/reconciler.h"
#include "arbitre/engine/referee.h"

namespace arbitre::engine {
namespace {

struct Node {
  std::unique_ptr<State> state;
  std::vector<std::pair<Chance, Move>> path;
  std::vector<bool> seen;
  std::size_t differing = 0;  // places where the view disagrees with the node's position
  bool ruled_out = false;     // the first step's throw, unless the reading was the next player's
};

}  // namespace

// The outcomes worth trying for the next step of `state`: those read on the table first (the
// latest first), then, unless `seen_only`, every other outcome, the likeliest first. On the first
// step an outcome that the latest reading possible there cannot be a misreading of comes last,
// marked `ruled_out`: a sure card, sure sticks, or a die read surely beside an unsure one rule it
// out for the player to move, unless that reading is the next player's throw (two moves between
// views).
std::vector<Reconciler::ChanceToTry> Reconciler::chances_to_try(const State& state, bool first_step,
                                                                bool seen_only) const {
  std::vector<ChanceToTry> out;
  const auto add = [&](const Chance& chance, bool seen, bool ruled_out) {
    for (const auto& tried : out)
      if (tried.chance == chance) return;
    out.push_back({chance, seen, ruled_out});
  };
  if (state.chance_kind() == ChanceKind::kNone) return {{Chance::none(), true, false}};
  const ChanceView* binding = nullptr;  // the reading that rules outcomes out
  // The sure throw of the player to move, with the next player's read over it: played first, so
  // of two continuations that reach the same position the one on it is recorded.
  if (first_step && throws_.size() >= 2) {
    const ChanceView& earlier = throws_[throws_.size() - 2];
    if (earlier.chance.kind == state.chance_kind() && could_throw(earlier, state) &&
        follows_a_sure_throw(earlier, throws_.back()))
      add(earlier.chance, true, false);
  }
  for (auto it = throws_.rbegin(); it != throws_.rend(); ++it) {
    if (it->chance.kind != state.chance_kind() || !thrown_by(*it, state)) continue;
    add(it->chance, true, false);
    // Only the latest reading the player could have thrown: a throw read before it and replaced
    // (the dice thrown again, or read again otherwise) says nothing sure of what lies there now
    // (unseen film 8001: a 5-1 misread surely in the view of Black's 6-1, kept as White's, ruled
    // out White's 3-2 read as 6-3, the 6 unsure, and flagged its legal move).
    if (first_step && !binding && could_throw(*it, state)) binding = &*it;
  }
  if (seen_only) return out;
  const auto ruled_out = [&](const Chance& chance) {
    return binding && !could_misread(*binding, chance, params_.chance_trust);
  };
  if (last_shown_ && last_shown_->chance.kind == state.chance_kind() &&
      !ruled_out(last_shown_->chance)) {
    add(last_shown_->chance, true, false);
  }
  const auto outcomes = likeliest_first(state);
  for (const auto& outcome : outcomes) {
    if (!ruled_out(outcome.chance)) add(outcome.chance, false, false);
  }
  for (const auto& outcome : outcomes) {
    if (ruled_out(outcome.chance)) add(outcome.chance, false, true);
  }
  return out;
}

std::vector<ChanceOutcome> Reconciler::likeliest_first(const State& state) {
  auto outcomes = state.chance_outcomes();
  std::stable_sort(
      outcomes.begin(), outcomes.end(),
      [](const ChanceOutcome& a, const ChanceOutcome& b) { return a.probability > b.probability; });
  return outcomes;
}

bool Reconciler::possible(const Chance& chance, const State& state) {
  const auto outcomes = state.chance_outcomes();
  return std::any_of(outcomes.begin(), outcomes.end(), [&](const ChanceOutcome& outcome) {
    return outcome.chance == chance && outcome.probability > 0;
  });
}

bool Reconciler::could_throw(const ChanceView& thrown, const State& state) {
  return thrown_by(thrown, state) &&
         (thrown.chance.kind != state.chance_kind() || possible(thrown.chance, state));
}

bool Reconciler::trusts(const ChanceView& thrown, const State& state) const {
  return thrown.confidence >= params_.chance_trust && thrown.chance.kind == state.chance_kind() &&
         could_throw(thrown, state);
}

// A surely read throw on the table is the last one the continuation used, or the next player's
// throw, not played yet: a continuation whose last throw is another would have left other dice
// (another card on top of the pile) on the table. A card that no hand holds and the pile lacks
// is no card laid, however surely read: a misreading (fresh film toc-6 21103, Black's KC read as
// KS at 0.83-0.92, a card of no hand, flagged Black's entry as illegal).
bool Reconciler::fits_shown_throw(const TableView& view, const std::vector<Step>& steps,
                                  const State& before, const State& after) const {
  if (!view.chance) return true;
  const auto last = std::find_if(steps.rbegin(), steps.rend(), [](const Step& step) {
    return step.chance.kind != ChanceKind::kNone;
  });
  if (last == steps.rend() || last->chance.kind != view.chance->chance.kind) return true;
  if (could_misread(*view.chance, last->chance, params_.chance_trust)) return true;
  if (!before.chance_in_play(view.chance->chance)) return true;
  // An earlier step's throw still on the table: the later throw would have replaced it.
  const bool earlier = std::any_of(std::next(last), steps.rend(), [&](const Step& step) {
    return step.chance == view.chance->chance;
  });
  return !earlier && !after.is_terminal() && view.chance->chance.kind == after.chance_kind() &&
         could_throw(*view.chance, after);
}

// Sticks show whose throw it is by their colour, the letter that starts the seat's name (La
// Jacotte's Red, Yellow, Green, Blue); a throw without a thrower may be anyone's.
bool Reconciler::thrown_by(const ChanceView& thrown, const State& state) {
  if (thrown.thrower.empty() || state.current_player() == kNoPlayer) return true;
  const std::string seat = state.seat_name(state.current_player());
  return !seat.empty() && seat.front() == thrown.thrower.front();
}

std::optional<std::vector<std::string>> Reconciler::tolerable(const Occupancy& occupancy,
                                                              const TableView& view,
                                                              bool sure_too) const {
  auto differing = disagreeing_places(occupancy, view, cells_);
  if (differing.empty()) return differing;
  const int share = std::max(1, static_cast<int>(cells_.size()) / params_.places_per_misread);
  const int allowed = params_.misread_places * share;
  // A pile read unsurely with the right pieces but fewer of them is a pile whose upper pieces the
  // picture did not show, not a misread piece: it uses none of the allowance (fresh film jacquet
  // 21302: Black's a/c w/x, a's 10 checkers read as 4 at 0.04 and c empty at 0.15, was flagged).
  // More pieces than the record holds are no such pile: ghosts, or an illegal move's (film
  // jacquet 20911: Black's c/h e/h on a 4-1 read with h's three checkers at 0.07).
  const auto uncounted = std::count_if(differing.begin(), differing.end(), [&](const auto& cell) {
    const PlaceView& seen = view.places.at(cell);
    return seen.confidence < params_.misread_confidence &&
           counts_fewer(content_at(occupancy, cell), seen);
  });
  if (static_cast<int>(differing.size()) - static_cast<int>(uncounted) > allowed)
    return std::nullopt;
  if (sure_too) return differing;
  for (const auto& cell : differing) {
    const PlaceView& seen = view.places.at(cell);
    if (seen.confidence >= params_.misread_confidence && !still_misread(occupancy, cell, seen))
      return std::nullopt;
  }
  return differing;
}

std::optional<Reconciler::Explanation> Reconciler::pass_on_the_last_throw(bool forced,
                                                                          bool* unsure) const {
  if (throws_.empty()) return std::nullopt;
  const ChanceView& thrown = throws_.back();
  // Dice read unsurely, then taken up with the table as it was (13014: White's 6-1 read once at
  // 0.70, then gone): the player passed on the throw that was there. The reading is the best
  // guess of it, and a pass is all it allowed: recorded, noted as unsure.
  const bool sure = trusts(thrown, *state_);
  const bool taken_up = !sure && no_throw_shown_ && thrown.chance.kind == state_->chance_kind() &&
                        could_throw(thrown, *state_);
  if (!sure && !taken_up) return std::nullopt;
  if (unsure) *unsure = taken_up;
  const Chance& chance = thrown.chance;
  const auto moves = state_->legal_moves(chance);
  if ((forced || taken_up) && moves.size() != 1) return std::nullopt;
  if (const auto neutral = table_neutral_move(*state_, chance, moves))
    return Explanation{{{chance, *neutral, true}}, {}};
  return std::nullopt;
}

std::optional<Move> Reconciler::table_neutral_move(const State& state, const Chance& chance,
                                                   const std::vector<Move>& moves) {
  const Occupancy now = state.occupancy();
  for (const Move& move : moves) {
    if (state.child(chance, move)->occupancy() == now) return move;
  }
  return std::nullopt;
}

Occupancy Reconciler::with_overrules(Occupancy occupancy) const {
  for (const auto& [cell, texts] : overruled_) {
    if (content_at(occupancy, cell) == texts.first) put_content(occupancy, cell, texts.second);
  }
  return occupancy;
}

std::optional<Reconciler::Explanation> Reconciler::explain(const TableView& view,
                                                           bool* ambiguous) const {
  if (auto misread = tolerable_as_recorded(view)) {
    Explanation as_recorded{{}, *misread};
    if (auto played = played_from_a_row(view, as_recorded)) return played;
    if (auto played = played_exactly(view, as_recorded)) return played;
    return as_recorded;
  }
  const auto moved = disagreeing_places(expected(), view, cells_).size();
  if (auto seen = search(view, true, moved, false, ambiguous)) {
    // The throws read explain the table but for a misread place, which the next player's move
    // on a throw nobody read (taken off the table before it settled) may explain exactly: the
    // whole table agreeing wins over a place taken for a misreading.
    if (!seen->misread.empty()) {
      auto deeper = search(view, false, moved, true);
      if (deeper && extends(*deeper, *seen)) return deeper;
    }
    return seen;
  }
  return search(view, false, moved, false, ambiguous);
}

// Unseen film jacquet-advanced 11017: White's 1-1 played m/n m/n n/o n/o from a full row read
// as 5 to 15 left o with two checkers, read as one, unsurely; the record (o empty) explained
// that view but for o too, and was kept until the film ended.
std::optional<Reconciler::Explanation> Reconciler::played_from_a_row(
    const TableView& view, const Explanation& as_recorded) const {
  if (throws_.empty() || !trusts(throws_.back(), *state_)) return std::nullopt;
  if (counts_only(expected(), view, as_recorded.misread)) return std::nullopt;
  auto played = search(view, true, as_recorded.misread.size());
  if (!played || played->steps.empty() || played->inferred() || !played->counts_only)
    return std::nullopt;
  return played;
}

// Fresh film jacquet 25011: Black's 6-6 a/g a/g a/g a/g on a board read unsurely throughout
// (places at 0.03-0.47, every one right), g's four checkers read at 0.38-0.41 and a's pile
// uncounted; the record explained that view but for g, taken for a misreading, while the 6-6
// read on the table explained every place. The move is recorded open to revision (its place
// was read unsurely), as any move read off an unsure place.
std::optional<Reconciler::Explanation> Reconciler::played_exactly(
    const TableView& view, const Explanation& as_recorded) const {
  if (as_recorded.misread.empty()) return std::nullopt;
  auto played = search(view, /*seen_only=*/true, as_recorded.misread.size(), /*exact_only=*/true);
  if (!played || played->steps.empty() || !played->misread.empty() || played->inferred())
    return std::nullopt;
  return played;
}

// Unseen film toc-6 15011: Yellow's pawn entered on s1.05, not on its own start s4.18, both read
// unsurely (0.3, 0.15); the legal entry with both places taken for misreadings had explained it.
bool Reconciler::put_elsewhere(const Occupancy& before, const Occupancy& after,
                               const TableView& view, const std::vector<std::string>& misread) {
  for (const auto& filled : misread) {
    const std::string piece = content_at(after, filled);
    if (piece.empty() || content_at(before, filled) == piece ||
        !view.places.at(filled).content.empty()) {
      continue;
    }
    for (const auto& other : misread) {
      if (content_at(after, other).empty() && view.places.at(other).content == piece) return true;
    }
  }
  return false;
}

bool Reconciler::moved_unsurely(const Occupancy& record, const TableView& view,
                                const std::vector<std::string>& misread) const {
  std::set<char> left, came;  // letters of which a place reads one piece fewer, one more
  for (const auto& cell : misread) {
    const PlaceView& seen = view.places.at(cell);
    // A pile not counted, or a reading that says too little.
    if (seen.count_min < seen.count_max || seen.confidence < params_.moved_piece_confidence)
      continue;
    const auto recorded = pieces_in(content_at(record, cell));
    auto shown = pieces_in(seen.content);
    for (const auto& [letter, count] : recorded) shown[letter] -= count;
    for (const auto& [letter, more] : shown) {
      if (more == -1) left.insert(letter);
      if (more == 1) came.insert(letter);
    }
  }
  return std::any_of(left.begin(), left.end(), [&](char letter) { return came.count(letter); });
}

std::optional<std::vector<std::string>> Reconciler::tolerable_as_recorded(
    const TableView& view) const {
  const Occupancy record = expected();
  auto misread = tolerable(record, view);
  if (misread && moved_unsurely(record, view, *misread)) return std::nullopt;
  return misread;
}

bool Reconciler::counts_only(const Occupancy& occupancy, const TableView& view,
                             const std::vector<std::string>& misread) {
  return std::all_of(misread.begin(), misread.end(), [&](const std::string& cell) {
    return only_count_differs(content_at(occupancy, cell), view.places.at(cell));
  });
}

// Two players' moves between two views were played on two throws, the earlier first: film
// jacquet-advanced 8002, White's 3-3 read surely (no move: a pass), then Black's 6-3, was
// recorded as White passing on 6-3, the same table.
bool Reconciler::same_readings(const Explanation& a, const Explanation& b) {
  return a.steps.size() == b.steps.size() &&
         std::equal(a.steps.begin(), a.steps.end(), b.steps.begin(),
                    [](const Step& x, const Step& y) { return x.seen == y.seen; });
}

bool Reconciler::reads_in_order(const Explanation& found) const {
  std::size_t next = 0;
  for (const Step& step : found.steps) {
    if (!step.seen || step.chance.kind == ChanceKind::kNone) continue;
    while (next < throws_.size() && throws_[next].chance != step.chance) ++next;
    if (next == throws_.size()) return false;
    ++next;
  }
  return true;
}

// A continuation whose first throw a reading ruled out explains the view only as the next
// player's move on that reading: the last step, exact, on the throw the table shows, theirs
// (sticks of their colour), and a move that changed the board (a pass would let any illegal move
// pass for a legal one on another throw).
bool Reconciler::plays_the_reading(const TableView& view, const State& before, const State& after,
                                   bool seen, bool exact) const {
  // Dice taken up or hidden by a hand before the table settles: the last throw read is the
  // reading (unseen film jacquet-advanced 11008, Black's 3-1 read once, then views without dice
  // flagged White's move and Black's as an illegal move of Black's checkers).
  const ChanceView* reading =
      view.chance ? &*view.chance : (throws_.empty() ? nullptr : &throws_.back());
  return exact && seen && reading != nullptr && thrown_by(*reading, before) &&
         before.occupancy() != after.occupancy();
}

bool Reconciler::extends(const Explanation& longer, const Explanation& shorter) {
  if (longer.steps.size() <= shorter.steps.size()) return false;
  for (std::size_t i = 0; i < shorter.steps.size(); ++i) {
    if (longer.steps[i].chance != shorter.steps[i].chance ||
        longer.steps[i].move != shorter.steps[i].move) {
      return false;
    }
  }
  return true;
}

// Breadth first over the legal continuations, one move deeper each round; at each depth an
// exact agreement wins over one with misread places, which must be the only one of its kind.
std::optional<Reconciler::Explanation> Reconciler::search(const TableView& view, bool seen_only,
                                                          std::size_t moved, bool exact_only,
                                                          bool* ambiguous) const {
  const Occupancy record = expected();
  std::vector<Node> level;
  level.push_back({state_->clone(), {}, {}});
  int examined = 0;
  for (int depth = 1; depth <= params_.max_moves && !level.empty(); ++depth) {
    std::vector<Node> next;
    std::set<std::string> visited;
    std::optional<Explanation> exact;
    std::vector<Explanation> near, near_counts, outvoted;
    std::set<Occupancy> exact_positions, near_positions, near_count_positions, outvoted_positions;
    for (const auto& node : level) {
      if (node.state->is_terminal()) continue;
      for (const auto& [chance, seen, ruled_out] :
           chances_to_try(*node.state, depth == 1, seen_only)) {
        const bool after_a_reading = node.ruled_out || ruled_out;
        for (const auto& move : node.state->legal_moves(chance)) {
          if (++examined > params_.max_search_positions) break;
          auto child = node.state->child(chance, move);
          const Occupancy occupancy = with_overrules(child->occupancy());
          std::optional<std::vector<std::string>> misread = tolerable(occupancy, view, true);
          Explanation found;
          if (misread) {
            for (std::size_t i = 0; i < node.path.size(); ++i) {
              found.steps.push_back({node.path[i].first, node.path[i].second, node.seen[i]});
            }
            found.steps.push_back({chance, move, seen});
            found.misread = *misread;
            found.counts_only = counts_only(occupancy, view, found.misread);
            if (!fits_shown_throw(view, found.steps, *node.state, *child)) misread.reset();
            if (put_elsewhere(record, occupancy, view, found.misread)) misread.reset();
            if (after_a_reading &&
                !plays_the_reading(view, *node.state, *child, seen, found.misread.empty())) {
              misread.reset();
            }
          }
          if (misread) {
            if (misread->empty()) {
              exact_positions.insert(occupancy);
              if (!exact || (same_readings(*exact, found) && !reads_in_order(*exact) &&
                             reads_in_order(found)))
                exact = std::move(found);
            } else if (tolerable(occupancy, view)) {
              near_positions.insert(occupancy);
              if (found.counts_only) {
                near_count_positions.insert(occupancy);
                near_counts.push_back(found);
              }
              near.push_back(std::move(found));
            } else {
              found.outvoted = true;
              outvoted_positions.insert(occupancy);
              outvoted.push_back(std::move(found));
            }
          }
          if (depth == params_.max_moves) continue;
          // The throws read that led there are part of the key: a pass on either of two throws
          // leaves the same state, and reads_in_order tells them apart.
          std::string key = std::to_string(child->current_player()) + child->to_json().dump();
          for (std::size_t i = 0; i < node.path.size(); ++i)
            if (node.seen[i]) key += " " + node.path[i].first.to_string();
          if (seen) key += " " + chance.to_string();
          if (!visited.insert(key).second) continue;
          Node deeper{std::move(child), node.path, node.seen,
                      disagreeing_places(occupancy, view, cells_).size(), after_a_reading};
          deeper.path.emplace_back(chance, move);
          deeper.seen.push_back(seen);
          next.push_back(std::move(deeper));
        }
      }
    }
    // The positions nearest the view are taken deeper first: the search stops after
    // max_search_positions, and a move the table shows (the first of two, on a throw nobody
    // read) would otherwise wait behind every move of every likelier throw.
    std::stable_sort(next.begin(), next.end(),
                     [](const Node& a, const Node& b) { return a.differing < b.differing; });
    // Positions the view cannot tell apart (a hidden place, an uncounted pile): none is chosen.
    if (exact_positions.size() > 1) return std::nullopt;
    if (exact) return exact;
    if (exact_only) {
      level = std::move(next);
      continue;
    }
    if (near_positions.size() == 1) return near.front();
    // Of several, the only one whose misread places are read with their count only wrong: a
    // reading tells a colour from an empty place better than it counts a row.
    if (near_count_positions.size() == 1) return near_counts.front();
    if (near_positions.size() > 1 && ambiguous) *ambiguous = true;
    // A surely read place that disagrees is outvoted only by a table that clearly moved on.
    if (near_positions.empty() && outvoted_positions.size() == 1 &&
        moved >= static_cast<std::size_t>(params_.outvote_places)) {
      return outvoted.front();
    }
    level = std::move(next);
  }
  return std::nullopt;
}

}  // namespace arbitre::engine
