// A move recorded on a throw nobody read, then taken back, or on dice read unsurely, then read
// again surely: judged again under the throw read since, it may be an illegal move.
#include <algorithm>
#include <utility>

#include "arbitre/engine/reconciler.h"
#include "arbitre/engine/referee.h"

namespace arbitre::engine {

// The dice were hidden when the move was made, so it was recorded on the throw it needed (unseen
// film 14014: White's v/x x/d on an inferred 4-2). The dice read surely afterwards and still on
// the table when the move is taken back are the mover's real throw, under which the move breaks a
// rule: that is why it was taken back. One step only, and a throw unlike the inferred one: a
// misread move taken back by the view that shows the table as it was is no rule broken.
std::optional<std::pair<RefereeEvent, ChanceView>> Reconciler::taken_back_illegal() const {
  if (!revisable_ || revisable_->steps.size() != 1 || !last_shown_) return std::nullopt;
  const Step& step = revisable_->steps.front();
  if (step.seen || step.chance.kind == ChanceKind::kNone || revisable_->unsure_places)
    return std::nullopt;
  const State& before = *revisable_->before;
  const auto read = std::find_if(throws_.rbegin(), throws_.rend(), [&](const ChanceView& thrown) {
    return same_throw(thrown, *last_shown_) && trusts(thrown, before);
  });
  if (read == throws_.rend() || read->chance == step.chance) return std::nullopt;
  const Verdict verdict = check(before, read->chance, expected());
  if (!verdict.names_a_rule()) return std::nullopt;
  RefereeEvent flag = illegal_flag(before, read->chance, verdict);
  flag.differing = verdict.differing_cells;
  flag.note = std::string(kTakenBackIllegalNote);
  return std::make_pair(std::move(flag), *read);
}

bool Reconciler::read_again(const TableView& view, std::vector<RefereeEvent>& events) {
  const auto& shown = view.chance;
  if (!shown || !revisable_ || !revisable_->unsure_throw || !throws_.empty() ||
      !same_dice_read_again(*revisable_->unsure_throw, *shown, params_.chance_trust))
    return false;
  // The dice lie where they lay, their sure dice as they were: nobody threw since.
  const ChanceView judged = *revisable_->unsure_throw;
  const State& before = *revisable_->before;
  if (shown->chance == judged.chance || !trusts(*shown, before)) return true;
  // A reading hardly surer than the one it contradicts does not overturn it (fresh film jacquet
  // 21604: White's 4-3, the 4 at 0.79, read once as 3-2 at 0.81 from a smaller window, made
  // White's legal move illegal for one view; unseen film 16002's 4-1 read at 0.86 over a 6-1 at
  // 0.41 does).
  if (1 - shown->confidence > params_.read_again_doubt_share * (1 - judged.confidence)) return true;
  const Occupancy played = expected();
  const Verdict verdict = check(before, shown->chance, played);
  if (!verdict.names_a_rule()) return true;
  // Flagged as the move was played (the table may show it taken back already: then the flag
  // ends with this view), and taken back from the record.
  RefereeEvent flag =
      raise_illegal(before, shown->chance, verdict, verdict.differing_cells, kIllegalFlagNote);
  flag_ = flag;
  flagged_view_ = view;
  answered_ = false;
  events.push_back(std::move(flag));
  std::vector<ChanceView> throws = revisable_->throws;
  undo_revisable(std::string(kReadAgainNote), events);
  // What the table shows, its piles' ranges settled by the record as it is now (make_flag's).
  flagged_table_ = view_occupancy(view, expected(), cells_);
  // Those dice are the mover's throw, as surely as they read now.
  std::erase_if(throws, [&](const ChanceView& t) { return t.chance == judged.chance; });
  throws.push_back(*shown);
  throws_ = std::move(throws);
  return true;
}

}  // namespace arbitre::engine
