// The reconciler's flags, and what the players say back: answers to a flag, moves and throws
// entered by hand.
#include <algorithm>

#include "arbitre/engine/reconciler.h"
#include "arbitre/engine/referee.h"

namespace arbitre::engine {

RefereeEvent Reconciler::illegal_flag(const State& state, const Chance& chance,
                                      const Verdict& verdict) {
  RefereeEvent flag;
  flag.kind = EventKind::kFlag;
  flag.flag = FlagKind::kIllegal;
  flag.seat = state.current_player();
  flag.seat_name = state.seat_name(flag.seat);
  flag.chance = chance.to_string();
  flag.breach = verdict.breach;
  for (const auto& move : verdict.closest) flag.alternatives.push_back(move.text);
  return flag;
}

RefereeEvent Reconciler::raise_illegal(const State& state, const Chance& chance,
                                       const Verdict& verdict, std::vector<std::string> differing,
                                       std::string_view note, std::optional<Step> prefix) {
  RefereeEvent flag = illegal_flag(state, chance, verdict);
  flag.differing = std::move(differing);
  flag.note = std::string(note);
  flag_moves_ = verdict.closest;
  flag_chance_ = chance;
  flag_prefix_ = std::move(prefix);
  return flag;
}

const ChanceView* Reconciler::own_throw() const {
  for (auto it = throws_.rbegin(); it != throws_.rend(); ++it) {
    if (could_throw(*it, *state_)) return &*it;
  }
  if (last_shown_ && last_shown_->chance.kind == state_->chance_kind() &&
      could_throw(*last_shown_, *state_)) {
    return &*last_shown_;
  }
  return nullptr;
}

Verdict Reconciler::judge(const State& state, const Chance& chance, const TableView& view,
                          const Occupancy& table) const {
  const Verdict verdict = check(state, chance, table);
  if (verdict.legal || verdict.breach.rule != "unexplained") return verdict;
  // The least sure place first; a place read surely only where the table clearly moved on (as
  // the search outvotes one): beside a move's two places, a third (fresh film toc-4 20521: a
  // ghost pawn read at 0.80 beside Blue's wrong entry).
  std::vector<std::string> cells = disagreeing_;
  std::stable_sort(cells.begin(), cells.end(), [&](const std::string& a, const std::string& b) {
    return view.places.at(a).confidence < view.places.at(b).confidence;
  });
  const bool moved_on = static_cast<int>(cells.size()) >= params_.outvote_places;
  const Occupancy record = expected();
  for (const auto& cell : cells) {
    if (view.places.at(cell).confidence >= params_.misread_confidence && !moved_on) break;
    Occupancy as_recorded = table;
    put_content(as_recorded, cell, content_at(record, cell));
    Verdict without = check(state, chance, as_recorded);
    if (without.names_a_rule()) return without;
  }
  return verdict;
}

bool Reconciler::rests_on_unsure_places(const TableView& seen_view) const {
  const double sure = params_.misread_confidence;
  const auto sure_places =
      std::count_if(seen_view.places.begin(), seen_view.places.end(),
                    [&](const auto& place) { return place.second.confidence >= sure; });
  // On a board read unsurely throughout (far, blurred) an unsure place is no sign of a hand.
  if (2 * static_cast<std::size_t>(sure_places) < seen_view.places.size()) return false;
  const TableView view = past_misreadings_with_moves(seen_view);
  const Occupancy record = expected();
  Occupancy table = view_occupancy(view, record, cells_);
  bool any = false;
  for (const auto& cell : disagreeing_) {
    if (view.places.at(cell).confidence >= sure) continue;
    put_content(table, cell, content_at(record, cell));
    any = true;
  }
  if (!any) return false;
  if (table == record) return true;  // no change left: "a move was due" is no evidence
  const auto judged =
      flag_prefix_ ? state_->child(flag_prefix_->chance, flag_prefix_->move) : state_->clone();
  return !check(*judged, flag_chance_, table).names_a_rule();
}

std::optional<RefereeEvent> Reconciler::flag_after_a_neutral_move(const ChanceView& own,
                                                                  const TableView& view,
                                                                  const Occupancy& table) {
  if (!trusts(own, *state_)) return std::nullopt;
  const auto neutral = table_neutral_move(*state_, own.chance, state_->legal_moves(own.chance));
  if (!neutral) return std::nullopt;
  const auto after = state_->child(own.chance, *neutral);
  if (after->is_terminal() || after->chance_kind() == ChanceKind::kNone) return std::nullopt;
  // Only a throw read after the player's own: the next player's, the latest they can have made.
  const auto own_at =
      std::find_if(throws_.begin(), throws_.end(), [&](const ChanceView& t) { return &t == &own; });
  if (own_at == throws_.end()) return std::nullopt;
  for (auto it = throws_.rbegin(); it.base() != std::next(own_at); ++it) {
    if (it->chance.kind != after->chance_kind() || !could_throw(*it, *after)) continue;
    const Verdict verdict = judge(*after, it->chance, view, table);
    if (!verdict.names_a_rule()) return std::nullopt;
    return raise_illegal(*after, it->chance, verdict, disagreeing_, kAfterATableNeutralMoveNote,
                         Step{own.chance, *neutral, true});
  }
  return std::nullopt;
}

// A card too blurred to read, then a move no card allows: fresh film toc-2 25008, Green's king of
// spades, unread for 270 frames, and its pawn put on s1.02 instead of its entry square. Under any
// card Green can hold that entry breaks T1, yet the flag said only that the table differed from
// the record. The rule is the same whatever was thrown, so it is named; the flag is judged under
// the likeliest throw whose nearest legal move lies nearest the table (an entry card here), whose
// legal moves the players are offered.
std::optional<RefereeEvent> Reconciler::flag_whatever_was_thrown(const TableView& view,
                                                                 const Occupancy& table) {
  std::optional<std::pair<Chance, Verdict>> nearest;
  for (const auto& outcome : likeliest_first(*state_)) {
    if (outcome.probability <= 0) continue;
    Verdict verdict = judge(*state_, outcome.chance, view, table);
    if (!verdict.names_a_rule()) return std::nullopt;
    if (nearest && verdict.breach.rule != nearest->second.breach.rule) return std::nullopt;
    if (!nearest || verdict.differing_cells.size() < nearest->second.differing_cells.size())
      nearest = std::pair{outcome.chance, std::move(verdict)};
  }
  if (!nearest) return std::nullopt;
  return raise_illegal(*state_, nearest->first, nearest->second, disagreeing_,
                       kWhateverWasThrownNote);
}

// A place a recorded move took for misread and that still reads so was tolerated in every view
// since: the change is judged with it as the record says (fresh film jacquet-advanced 20903:
// Black's checker on s, read empty since the move that put it there, made Black's a/c a/e on a
// 6-5 a move of -12 points).
RefereeEvent Reconciler::make_flag(const TableView& seen_view) {
  const TableView view = past_misreadings_with_moves(seen_view);
  disagreeing_ = disagreeing_places(expected(), view, cells_);
  const Occupancy table = view_occupancy(view, expected(), cells_);
  RefereeEvent flag;
  flag.kind = EventKind::kFlag;
  flag.seat = state_->current_player();
  flag.seat_name = state_->seat_name(flag.seat);
  flag.differing = disagreeing_;
  flag_moves_.clear();
  flag_prefix_.reset();
  // The move is judged under the latest throw the player to move can have made: a card they do
  // not hold was misread, and judging under it would name a rule the players did not break.
  const ChanceView* own = own_throw();
  std::optional<Chance> chance;
  if (state_->chance_kind() == ChanceKind::kNone) {
    chance = Chance::none();
  } else if (own) {
    chance = own->chance;
  }
  // The player to move discarded or passed, which shows nothing, and a throw of the next player
  // was read since: the change is that player's move (fresh film toc-4 20521: Green's discard,
  // then Blue's entry on a wrong square, judged as Green's move it read as an unexplained change;
  // under a card that moves no pawn, any change names a rule, the wrong player's).
  if (own && state_->chance_kind() != ChanceKind::kNone) {
    if (auto illegal = flag_after_a_neutral_move(*own, view, table)) return *illegal;
  }
  if (chance) {
    const Verdict verdict = judge(*state_, *chance, view, table);
    if (verdict.names_a_rule())
      return raise_illegal(*state_, *chance, verdict, disagreeing_, kIllegalFlagNote);
    flag.chance = chance->to_string();
    flag.breach = verdict.breach;
  } else if (auto illegal = flag_whatever_was_thrown(view, table)) {
    return *illegal;
  } else {
    flag.breach =
        make_breach("unexplained", "",
                    ARBITRE_TRANSLATE_NOOP(
                        "RuleBreach", "no throw was read, and no legal move explains the change"));
  }
  flag.flag = FlagKind::kUnexplained;
  flag.breach.rule = "unexplained";
  flag.note = "the table differs from the record: put the pieces as the record says, or play on";
  return flag;
}

Result<std::vector<RefereeEvent>> Reconciler::answer(Answer answer) {
  if (!flag_) return make_error("answer", "no flag is open");
  std::vector<RefereeEvent> events;
  revisable_.reset();  // the players have spoken: the record is theirs
  RefereeEvent event;
  event.kind = EventKind::kAnswer;
  event.answer = answer;
  event.seat = flag_->seat;
  event.seat_name = flag_->seat_name;
  if (answer == Answer::kOverrule) {
    // The players say the table is right: first, another throw than the one read may explain it.
    ReconcileParams relaxed = params_;
    relaxed.chance_trust = 2;  // no reading is trusted now
    relaxed.max_moves = 1;
    relaxed.misread_places = 0;
    // The flag's move came after the previous player's discard or pass: so does the overruling.
    Reconciler trial(
        flag_prefix_ ? state_->child(flag_prefix_->chance, flag_prefix_->move) : state_->clone(),
        cells_, relaxed);
    trial.last_shown_ = last_shown_;
    if (const auto found = trial.search(flagged_view_, false, 0)) {
      event.move = found->steps.front().move.text;
      event.note = "overruled: the throw was read wrong";
      events.push_back(event);
      if (flag_prefix_) apply_step(flag_prefix_->chance, flag_prefix_->move, true, events, {}, "");
      apply_step(found->steps.front().chance, found->steps.front().move, false, events, {},
                 "overruled by the players");
      flag_.reset();
      return events;
    }
    if (flag_->flag == FlagKind::kIllegal) {
      return make_error("answer",
                        "no legal move explains the table under any throw: the rules "
                        "cannot record it; take it back or accept the correction");
    }
  }
  if (answer == Answer::kOverrule) {
    const Occupancy record = state_->occupancy();
    for (const auto& cell : flag_->differing) {
      overruled_[cell] = {content_at(record, cell), content_at(flagged_table_, cell)};
    }
    event.note = "the table stands: these places are read as the record says until they change";
    events.push_back(event);
    flag_.reset();
    return events;
  }
  if (answer == Answer::kAcceptCorrection && flag_->flag == FlagKind::kIllegal &&
      !flag_moves_.empty()) {
    event.move = flag_moves_.front().text;
    event.note = "corrected to the nearest legal move: set the table to it";
    events.push_back(event);
    if (flag_prefix_) apply_step(flag_prefix_->chance, flag_prefix_->move, true, events, {}, "");
    apply_step(flag_chance_, flag_moves_.front(), true, events, {}, "correction accepted");
  } else {
    event.note = "the record stands: put the pieces back";
    events.push_back(event);
  }
  answered_ = true;  // the flag stays open until the table agrees; its table is not flagged again
  return events;
}

Result<std::vector<RefereeEvent>> Reconciler::enter(const Chance& chance, const Move& move) {
  const auto legal = state_->legal_moves(chance);
  if (std::find(legal.begin(), legal.end(), move) == legal.end()) {
    return make_error(
        "move", "'" + move.text + "' is not a legal move for " +
                    (chance.kind == ChanceKind::kNone ? "this position" : chance.to_string()));
  }
  std::vector<RefereeEvent> events;
  revisable_.reset();
  resolve_flag("a move was entered by hand", events);
  apply_step(chance, move, true, events, {}, "entered by hand");
  return events;
}

Result<std::vector<RefereeEvent>> Reconciler::enter_throw(const Chance& chance) {
  if (state_->is_terminal()) return make_error("chance", "the game is over");
  if (chance.kind != state_->chance_kind() || chance.kind == ChanceKind::kNone ||
      !possible(chance, *state_)) {
    return make_error("chance", "'" + chance.to_string() + "' cannot be thrown by " +
                                    state_->seat_name(state_->current_player()) + " now");
  }
  const int seat = state_->current_player();
  throws_.push_back(ChanceView{chance, state_->seat_name(seat).substr(0, 1), 1.0, {}, {}});
  RefereeEvent event;
  event.kind = EventKind::kChance;
  event.seat = seat;
  event.seat_name = state_->seat_name(seat);
  event.chance = chance.to_string();
  event.note = "entered by hand";
  return std::vector<RefereeEvent>{event};
}

}  // namespace arbitre::engine
