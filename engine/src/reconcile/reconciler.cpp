#include "arbitre/engine/reconciler.h"

#include <algorithm>
#include <tuple>

#include "arbitre/engine/referee.h"

namespace arbitre::engine {

Reconciler::Reconciler(std::unique_ptr<State> start, std::vector<std::string> cells,
                       ReconcileParams params)
    : state_(std::move(start)), cells_(std::move(cells)), params_(params) {
  std::sort(cells_.begin(), cells_.end());
  last_score_ = state_->score().summary;
}

namespace {

// Whether `table` holds fewer pieces of some letter than `record`, but for places read under
// `sure`: a piece the record has there may be one the reader missed. Where trays count pieces
// without naming their letter (Jeson Jam's: a hand's stones its own, a prisoners' the other's),
// a letter's pieces are missing only while the table holds fewer pieces in all: a stone taken lies
// in a prisoners' tray (fresh film jeson-jam 22303: Dark's drop on the centre that took M5, read
// surely for five views, was waited on as a hand holding a stone, and went unflagged).
bool fewer_pieces(const TableView& view, const Occupancy& table, const Occupancy& record,
                  double sure) {
  auto now = pieces_on(table);
  for (const auto& [cell, seen] : view.places) {
    if (seen.confidence >= sure) continue;
    const auto shown = pieces_in(content_at(table, cell));
    for (const auto& [letter, count] : pieces_in(content_at(record, cell))) {
      const auto there = shown.find(letter);
      now[letter] += std::max(0, count - (there == shown.end() ? 0 : there->second));
    }
  }
  const int unnamed_now = pieces_of_no_letter(table), unnamed_before = pieces_of_no_letter(record);
  int missing = 0, more = unnamed_now - unnamed_before;
  for (const auto& [letter, count] : pieces_on(record)) {
    missing += std::max(0, count - now[letter]);
    more += std::max(0, now[letter] - count);
  }
  return missing > (unnamed_now + unnamed_before > 0 ? more : 0);
}

}  // namespace

Occupancy Reconciler::expected() const {
  return with_overrules(state_->occupancy());
}

// A place with a known misreading (at the start, or across a recorded move) that still shows it,
// while no move has changed the place, is read as the record says: the misreading may come and go
// with the light and the noise, and neither its showing nor its going is a change of the table.
// `shown`: how many places showed their misreading.
TableView Reconciler::past_known_misreadings(const TableView& view, int& shown) {
  shown = 0;
  TableView out = view;
  const Occupancy record = expected();
  for (auto it = known_misread_.begin(); it != known_misread_.end();) {
    const std::string& at_start = it->second.first;
    if (content_at(record, it->first) != at_start) {
      it = known_misread_.erase(it);  // a move changed the place: read it as it shows
      continue;
    }
    const auto seen = out.places.find(it->first);
    if (seen != out.places.end() && seen->second.visible &&
        seen->second.content == it->second.second) {
      seen->second.content = at_start;
      seen->second.count_min = seen->second.count_max = 0;
      ++shown;
    }
    ++it;
  }
  return out;
}

std::vector<RefereeEvent> Reconciler::observe(const TableView& seen_view) {
  std::vector<RefereeEvent> events;
  table_as_it_was_ = as_it_was_where_seen_ = false;
  no_throw_shown_ = !seen_view.chance;
  if (revisable_) ++revisable_->looks;
  if (state_->is_terminal()) return events;
  note_throw(seen_view, events);
  if (seen_view.hidden(cells_) == 0 && !baseline_taken_) take_baseline(seen_view);
  int misreadings_shown = 0;
  const TableView view = past_known_misreadings(seen_view, misreadings_shown);
  const int hidden = view.hidden(cells_);
  if (hidden > params_.hidden_places) return events;  // a hand over the board: wait
  const Occupancy record = expected();
  disagreeing_ = disagreeing_places(record, view, cells_);
  // A die or a card lying on a place hides it: a table that agrees where it shows may still
  // differ there, so neither a pass nor the end of a flag is decided.
  if (hidden > 0 && disagreeing_.empty()) {
    as_it_was_where_seen_ = true;
    return events;
  }
  // The table as it was, but for a place read unsurely otherwise (a pawn on its own entry square
  // read as the print): a pass or a discard leaves it so too.
  const bool as_it_was = disagreeing_.empty() || (hidden == 0 && tolerable_as_recorded(view));
  table_as_it_was_ = as_it_was;
  if (as_it_was && !throws_.empty() && !could_throw(throws_.back(), *state_)) {
    // The next player threw (their sticks' colour, a card only they hold) while the table stayed
    // as it was: the player to move passed or discarded.
    if (const auto passed = search(view, false, 0)) {
      record_steps(*passed, events);
      return events;
    }
  }
  if (as_it_was) {
    if (const auto passed = pass_before_a_new_throw(view)) {
      record_steps(*passed, events);
      return events;
    }
  }
  if (disagreeing_.empty()) {
    pending_views_ = 0;
    resolve_flag("the table matches the record again", events);
    return events;
  }
  const Occupancy table = view_occupancy(view, record, cells_);
  bool ambiguous = false;
  auto found = explain(view, &ambiguous);
  // A place showing its known misreading may hold that piece for real: a move can end there.
  if (!found && misreadings_shown > 0) {
    auto as_shown = explain(seen_view);
    if (as_shown && !as_shown->steps.empty() && !as_shown->outvoted) found = std::move(as_shown);
  }
  // An explanation that needs a misread place loses to a revision the table shows exactly: the
  // last unsure acceptance taken back, or another continuation from before it.
  if (found && !found->misread.empty()) {
    if (const auto revised = revision(view)) {
      revise(*revised, events);
      return events;
    }
  }
  // A move explained by a throw nobody read could be an illegal move under the throw the table
  // shows: recorded once the same table has been read again without a readable throw (twice
  // again with a place hidden). So is one that outvotes a surely read place. A move read with its
  // throw that the visible places tell apart from every other (explain() wants it alone) is
  // recorded at once, beside a hidden place too; a view no legal continuation explains where it
  // shows is flagged, since no hidden place can change that.
  const bool inferred = found && found->inferred();
  // A die lying on a place may stay there the whole turn, its throw unreadable: waiting for
  // every place in view could wait for ever, so the same table read once more settles it.
  const int views_needed = params_.confirm_views + (hidden > 0 ? 1 : 0);
  const bool confirmed = table == pending_table_ && pending_views_ + 1 >= views_needed;
  if (found && (!inferred || confirmed)) {
    const Occupancy before = expected();
    // A move read off an unsure place (a loose neutral unseen beside a pawn on Jacotte's centre,
    // fresh film jacotte-3 10002: taken for the move that takes one) stays open to revision
    // while the next views show another continuation exactly.
    const bool unsure_places =
        std::any_of(disagreeing_.begin(), disagreeing_.end(), [&](const std::string& cell) {
          return view.places.at(cell).confidence < params_.misread_confidence;
        });
    record_steps(*found, events, "", unsure_places);
    if (found->steps.empty()) return events;  // no move: an unsure misreading, tolerated
    const auto persistent = note_persistent_misreadings(*found, before, view);
    if (revisable_) revisable_->persistent = persistent;
    if (found->outvoted && !persistent.empty() && !events.empty() &&
        events.back().kind == EventKind::kMove)
      events.back().note = std::string(kKnownMisreadingNote);
    return events;
  }
  if (flag_ && table == flagged_table_) return events;  // flagged already: waiting
  if (table == pending_table_) {
    ++pending_views_;
  } else {
    pending_table_ = table;
    pending_views_ = 1;
  }
  if (found || pending_views_ < params_.confirm_views) return events;
  if (const auto revised = revision(view)) {
    revise(*revised, events);
    return events;
  }
  // Legal continuations explain the table but for a misread place each (a checker moved where
  // the camera reads an empty point): the players may have broken no rule; the referee waits
  // for a view that tells them apart, longer than for a misreading (a piece knocked off the
  // board reads so too, and is flagged then).
  if (ambiguous && pending_views_ < params_.ambiguous_views) return events;
  // Fewer pieces of a colour read surely on the table than in the record: a player's hand most
  // likely holds one, the move under way, held still over a board the reader took for bare or
  // misread (fresh films toc-2 20580 and jacotte-2 20585, flagged as the pawn was carried): waited
  // for as long.
  if (pending_views_ < params_.ambiguous_views &&
      fewer_pieces(view, table, record, params_.misread_confidence))
    return events;
  // make_flag() sets what answering its flag does and the places that differ: while the flag it
  // makes waits (below), the flag still open and the view's places keep theirs.
  auto kept = std::make_tuple(flag_moves_, flag_chance_, flag_prefix_, disagreeing_);
  RefereeEvent flag = make_flag(view);
  // A change that no rule names is most often no move at all: a hand held still over the board,
  // its palm read as pieces (fresh film jacotte-4 21702: three neutrals read at 1.0 on lane 2
  // under the hand for 0.3 s, flagged). It is flagged once the table has stayed so as long.
  // So is a broken rule that places read unsurely alone show where most are read surely: a hand
  // held still over the board hides pieces and is read as others (fresh films jacotte-4 21701:
  // Green's camp read empty at 0.33 under a palm, flagged as four pawns leaving it; toc-4 21803: a
  // finger over s2.15 read as Green's pawn at 0.30, flagged as the Jack moving two pawns). On a
  // board read unsurely throughout (kept films jacquet 20911 and toc-6 21103, half the places
  // under 0.25) the table seldom stays the same so long: the illegal moves went unflagged.
  const bool names_no_rule = flag.flag == FlagKind::kUnexplained;
  const bool unsure = flag.flag == FlagKind::kIllegal && rests_on_unsure_places(view);
  if ((names_no_rule || unsure) && pending_views_ < params_.ambiguous_views) {
    std::tie(flag_moves_, flag_chance_, flag_prefix_, disagreeing_) = std::move(kept);
    return events;
  }
  flag_ = std::move(flag);
  flagged_table_ = table;
  flagged_view_ = view;
  answered_ = false;
  events.push_back(*flag_);
  return events;
}

std::optional<Reconciler::Explanation> Reconciler::revision(const TableView& view) const {
  if (!revisable_) return std::nullopt;
  Reconciler trial(revisable_->before->clone(), cells_, params_);
  trial.throws_ = revisable_->throws;
  trial.last_shown_ = last_shown_;
  trial.overruled_ = overruled_;
  const Occupancy before = trial.expected();
  // Only a view that shows every place the revisable moves changed can tell the record from the
  // position before them; a die may hide any other place (for the rest of the turn: a wrong
  // move must not stay for that).
  if (view.hidden(differing_cells(before, expected())) > 0) return std::nullopt;
  if (disagreeing_places(before, view, cells_).empty()) return Explanation{};  // taken back
  auto found = trial.explain(view);
  if (!found || found->steps.empty() || !found->misread.empty() || found->outvoted)
    return std::nullopt;
  const Step& recorded = revisable_->steps.front();
  const bool same_start =
      found->steps.front().chance == recorded.chance && found->steps.front().move == recorded.move;
  if (same_start) return std::nullopt;
  // A move recorded on a throw read surely is not revised into one on a throw nobody read: the
  // reading says what was thrown (fresh film jacquet 21305: Black's 6-3 a/g t/w, g's checker read
  // empty and a's pile a range, revised into a 2-1 t/u u/w once White's 6-2 was read; every later
  // move of Black's was judged on that wrong record).
  if (recorded.seen && !found->steps.front().seen) {
    const auto& throws = revisable_->throws;
    const auto read = std::find_if(throws.begin(), throws.end(), [&](const ChanceView& thrown) {
      return thrown.chance == recorded.chance;
    });
    if (read != throws.end() && trusts(*read, *revisable_->before)) return std::nullopt;
  }
  return found;
}

// The last unsure acceptance was wrong: its moves are taken back and the table's continuation
// from before them is recorded instead, so one misreading does not derail the rest of the game.
void Reconciler::revise(const Explanation& found, std::vector<RefereeEvent>& events) {
  // A move taken back that the dice read since make illegal: flagged, and resolved below (the
  // table shows the position before it); those dice are the mover's throw, still to play.
  std::optional<ChanceView> mover_throw;
  if (found.steps.empty()) {
    if (auto illegal = taken_back_illegal()) {
      flag_ = illegal->first;
      answered_ = false;
      events.push_back(std::move(illegal->first));
      mover_throw = std::move(illegal->second);
    }
  }
  undo_revisable(found.steps.empty() ? "the table shows the position before them again"
                                     : "the table shows another legal continuation",
                 events);
  if (mover_throw) throws_.push_back(std::move(*mover_throw));
  if (found.steps.empty()) {
    disagreeing_.clear();
    resolve_flag("the table matches the record again", events);
    return;
  }
  record_steps(found, events);
}

void Reconciler::undo_revisable(const std::string& note, std::vector<RefereeEvent>& events) {
  RefereeEvent event;
  event.kind = EventKind::kRevised;
  event.undone = static_cast<int>(revisable_->steps.size());
  for (const auto& step : revisable_->steps) {
    event.differing.push_back(
        (step.chance.kind == ChanceKind::kNone ? "" : step.chance.to_string() + " ") +
        step.move.text);
  }
  event.note = note;
  state_ = std::move(revisable_->before);
  throws_ = std::move(revisable_->throws);
  for (const auto& cell : revisable_->persistent) known_misread_.erase(cell);
  revisable_.reset();
  pending_views_ = 0;
  event.state = state_->to_json();
  event.score = state_->score().summary;
  events.push_back(std::move(event));
  note_score(events);
}

// The first view in full shows the starting position: a place read there unsurely otherwise than
// the record says is a misreading this board and light cause (a checker's lit side beside its
// pile): read as the record says whenever it shows again, until a move changes the place
// (past_start_misreadings). A place read surely otherwise is a setting-up to flag.
void Reconciler::take_baseline(const TableView& view) {
  baseline_taken_ = true;
  const Occupancy record = expected();
  for (const auto& cell : disagreeing_places(record, view, cells_)) {
    const PlaceView& seen = view.places.at(cell);
    if (seen.confidence >= params_.misread_confidence) continue;
    known_misread_[cell] = {content_at(record, cell), seen.content};
    baseline_.push_back(cell);
  }
}

// A move recorded although a place disagrees (read unsurely, or surely where the table clearly
// moved on and only that continuation explains the rest) leaves the place disagreeing as it did
// before the move, in every view since the confirmation: left so, it would raise an unexplained
// change after every move until the next one outvotes it again, and an unsure misreading read a
// little more surely in a later view would too (referee film toc-6 20501: a pawn's shadow on
// s1.01 read as White's pawn at 0.47 when White's move was recorded, at 0.61-0.71 once Red's
// card was on the pile, flagged). A place the move changed is no known misreading: the table
// may show that the move was another one (a revision). It is noted apart, in misread_with_move_,
// where tolerable() keeps it a misreading while it reads the same (still_misread).
std::vector<std::string> Reconciler::note_persistent_misreadings(const Explanation& found,
                                                                 const Occupancy& before,
                                                                 const TableView& view) {
  std::vector<std::string> noted;
  const Occupancy after = expected();
  std::erase_if(misread_with_move_, [&](const auto& entry) {
    return content_at(after, entry.first) != entry.second.first;
  });
  for (const auto& cell : found.misread) {
    const auto seen = view.places.find(cell);
    if (seen == view.places.end() || !seen->second.visible) continue;
    const std::pair<std::string, std::string> texts{content_at(after, cell), seen->second.content};
    if (content_at(before, cell) != content_at(after, cell)) {
      misread_with_move_[cell] = texts;
      continue;
    }
    known_misread_[cell] = texts;
    noted.push_back(cell);
  }
  return noted;
}

bool Reconciler::still_misread(const Occupancy& occupancy, const std::string& cell,
                               const PlaceView& seen) const {
  const auto noted = misread_with_move_.find(cell);
  return noted != misread_with_move_.end() &&
         reads_as_with_its_move(noted->second, content_at(occupancy, cell), seen);
}

bool Reconciler::reads_as_with_its_move(const std::pair<std::string, std::string>& texts,
                                        const std::string& recorded, const PlaceView& seen) const {
  return seen.confidence < params_.misread_kept_confidence && texts.first == recorded &&
         texts.second == seen.content;
}

TableView Reconciler::past_misreadings_with_moves(const TableView& view) const {
  TableView out = view;
  const Occupancy record = expected();
  for (const auto& [cell, texts] : misread_with_move_) {
    const auto seen = out.places.find(cell);
    if (seen == out.places.end() || !seen->second.visible ||
        !reads_as_with_its_move(texts, content_at(record, cell), seen->second))
      continue;
    seen->second.content = texts.first;
    seen->second.count_min = seen->second.count_max = 0;
  }
  return out;
}

std::vector<std::string> Reconciler::known_misreadings() const {
  std::vector<std::string> out;
  const Occupancy record = expected();
  for (const auto& [cell, texts] : known_misread_) {
    if (content_at(record, cell) == texts.first) out.push_back(cell);  // no move changed it
  }
  return out;
}

void Reconciler::resolve_flag(const std::string& why, std::vector<RefereeEvent>& events) {
  if (!flag_) return;
  RefereeEvent resolved;
  resolved.kind = EventKind::kResolved;
  resolved.note = why;
  events.push_back(std::move(resolved));
  flag_.reset();
  answered_ = false;
}

// A player whose sure throw allows only a pass (or a discard) may still move, illegally: the pass
// waits for the next player's throw while the game goes on. When it ends there, nothing more
// can show, and the pass is the only continuation.
std::vector<RefereeEvent> Reconciler::finish() {
  std::vector<RefereeEvent> events;
  if (flag_ || !(table_as_it_was_ || as_it_was_where_seen_)) return events;
  const bool forced = !table_as_it_was_;
  bool unsure = false;
  auto passed = pass_on_the_last_throw(forced, &unsure);
  if (!passed) return events;
  passed->misread = disagreeing_;
  const bool voluntary = state_->legal_moves(passed->steps.front().chance).size() > 1;
  record_steps(*passed, events,
               voluntary ? std::string(kUnplayedAtEndNote)
               : unsure  ? std::string(kUnsurePassNote)
                         : "");
  return events;
}

void Reconciler::record_steps(const Explanation& found, std::vector<RefereeEvent>& events,
                              const std::string& note, bool unsure_places) {
  pending_views_ = 0;
  if (found.steps.empty()) {  // the record itself, with a place misread
    disagreeing_ = found.misread;
    return;
  }
  resolve_flag("a legal move followed", events);
  revisable_.reset();
  // A single move on dice read unsurely (unseen film 16002: Black's 4-1 read 6-1, the 4 at 0.41,
  // and Black's illegal seven points recorded as a legal 6-1) is judged again when the same dice
  // are read surely (read_again).
  std::optional<ChanceView> unsure_throw;
  if (found.steps.size() == 1 && found.steps.front().seen) {
    const auto read = std::find_if(throws_.begin(), throws_.end(), [&](const ChanceView& t) {
      return t.chance == found.steps.front().chance;
    });
    if (read != throws_.end() && read->confidence < params_.chance_trust && !read->dice_at.empty())
      unsure_throw = *read;
  }
  if (found.inferred() || !found.misread.empty() || unsure_places || unsure_throw) {
    revisable_ = Revisable{state_->clone(), throws_, found.steps, {}, unsure_places, unsure_throw};
  }
  for (std::size_t i = 0; i < found.steps.size(); ++i) {
    const auto& step = found.steps[i];
    const bool last = i + 1 == found.steps.size();
    apply_step(step.chance, step.move, step.seen, events,
               last ? found.misread : std::vector<std::string>{}, last ? note : "");
  }
  disagreeing_ = found.misread;
}

void Reconciler::apply_step(const Chance& chance, const Move& move, bool seen,
                            std::vector<RefereeEvent>& events,
                            const std::vector<std::string>& misread, const std::string& note) {
  const int seat = state_->current_player();
  const auto thrown = std::find_if(throws_.begin(), throws_.end(),
                                   [&](const ChanceView& t) { return t.chance == chance; });
  if (chance.kind != ChanceKind::kNone && thrown == throws_.end()) {
    RefereeEvent event;
    event.kind = EventKind::kChance;
    event.seat = seat;
    event.seat_name = state_->seat_name(seat);
    event.chance = chance.to_string();
    event.note = seen ? "read with the move" : "not seen: inferred from the move";
    events.push_back(std::move(event));
  }
  // The throws up to this one are used; a later one is the next player's.
  if (thrown != throws_.end()) {
    throws_.erase(throws_.begin(), thrown + 1);
  } else {
    throws_.clear();
  }
  const Occupancy before = state_->occupancy();
  state_->apply(chance, move);
  const Occupancy after = state_->occupancy();
  for (auto it = overruled_.begin(); it != overruled_.end();) {
    const auto was = before.find(it->first);
    const auto now = after.find(it->first);
    const bool changed = (was == before.end()) != (now == after.end()) ||
                         (was != before.end() && was->second != now->second);
    it = changed ? overruled_.erase(it) : std::next(it);
  }
  RefereeEvent event;
  event.kind = EventKind::kMove;
  event.seat = seat;
  event.seat_name = state_->seat_name(seat);
  event.chance = chance.to_string();
  event.chance_seen = seen;
  event.move = move.text;
  event.differing = misread;
  event.note = note;
  event.score = state_->score().summary;
  event.state = state_->to_json();
  events.push_back(std::move(event));
  note_score(events);
}

void Reconciler::note_score(std::vector<RefereeEvent>& events) {
  const std::string now = state_->score().summary;
  if (now == last_score_) return;
  RefereeEvent score;
  score.kind = EventKind::kScore;
  score.score = last_score_ = now;
  events.push_back(std::move(score));
}

}  // namespace arbitre::engine
