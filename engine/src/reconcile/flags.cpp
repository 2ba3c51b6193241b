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

RefereeEvent Reconciler::make_flag(const TableView& view) {
  const Occupancy table = view_occupancy(view, expected(), cells_);
  RefereeEvent flag;
  flag.kind = EventKind::kFlag;
  flag.seat = state_->current_player();
  flag.seat_name = state_->seat_name(flag.seat);
  flag.differing = disagreeing_;
  flag_moves_.clear();
  // The move is judged under the latest throw the player to move can have made: a card they do
  // not hold was misread, and judging under it would name a rule the players did not break.
  std::optional<Chance> chance;
  if (state_->chance_kind() == ChanceKind::kNone) chance = Chance::none();
  for (auto it = throws_.rbegin(); !chance && it != throws_.rend(); ++it) {
    if (could_throw(*it, *state_)) chance = it->chance;
  }
  if (!chance && last_shown_ && last_shown_->chance.kind == state_->chance_kind() &&
      could_throw(*last_shown_, *state_)) {
    chance = last_shown_->chance;
  }
  if (chance) {
    Verdict verdict = check(*state_, *chance, table);
    if (!verdict.legal && verdict.breach.rule == "unexplained") {
      // One place read unsurely may be all that keeps the change from reading as a move: judged
      // as the record has it, the rest may be a move that breaks a rule.
      const Occupancy record = expected();
      for (const auto& cell : disagreeing_) {
        if (view.places.at(cell).confidence >= params_.misread_confidence) continue;
        Occupancy as_recorded = table;
        put_content(as_recorded, cell, content_at(record, cell));
        const Verdict without = check(*state_, *chance, as_recorded);
        if (without.names_a_rule()) {
          verdict = without;
          break;
        }
      }
    }
    if (verdict.names_a_rule()) {
      RefereeEvent illegal = illegal_flag(*state_, *chance, verdict);
      illegal.differing = disagreeing_;
      illegal.note = std::string(kIllegalFlagNote);
      flag_moves_ = verdict.closest;
      flag_chance_ = *chance;
      return illegal;
    }
    flag.chance = chance->to_string();
    flag.breach = verdict.breach;
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
    Reconciler trial(state_->clone(), cells_, relaxed);
    trial.last_shown_ = last_shown_;
    if (const auto found = trial.search(flagged_view_, false, 0)) {
      event.move = found->steps.front().move.text;
      event.note = "overruled: the throw was read wrong";
      events.push_back(event);
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
