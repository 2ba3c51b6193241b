// The throws the camera reads: a new one or the same read again, whose it is, and the pass or
// discard a new card or throw shows when the table stayed as it was.
#include <algorithm>

#include "arbitre/engine/reconciler.h"
#include "arbitre/engine/referee.h"

namespace arbitre::engine {

namespace {

// The same throw read again: each die, and the throw, as surely as either reading had it.
void take_surer(ChanceView& kept, const ChanceView& again) {
  kept.confidence = std::max(kept.confidence, again.confidence);
  if (kept.die_confidence.empty() && again.die_confidence.empty()) return;
  const std::size_t dice = kept.chance.values.size();
  std::vector<double> before(dice), now(dice);
  for (std::size_t i = 0; i < dice; ++i) {
    before[i] = die_sureness(kept, i);
    now[i] = die_sureness(again, i);
  }
  // The dice of a double are not told apart: the least sure of one reading is compared with
  // the least sure of the other.
  if (kept.chance.is_double()) {
    std::sort(before.begin(), before.end());
    std::sort(now.begin(), now.end());
  }
  for (std::size_t i = 0; i < dice; ++i) before[i] = std::max(before[i], now[i]);
  kept.die_confidence = std::move(before);
}

}  // namespace

// A throw is new when the table shows another outcome (or another thrower) than the last view,
// or the same numbers where the dice did not lie (unseen film 15012: White threw the 3-2 Black
// had just played, and White's illegal move on it passed for a legal one on a 4-2 nobody read);
// reading the same dice again is not a throw.
void Reconciler::note_throw(const TableView& view, std::vector<RefereeEvent>& events) {
  const std::optional<ChanceView> shown = view.chance;
  if (read_again(view, events)) {
    last_shown_ = shown;
    return;
  }
  // The last view's dice lying where they lay, read otherwise only where this reading is unsure,
  // are those dice misread (film jacquet 20502: White's played 4-2, bumped, its 4 read at 0.59
  // then as a 5 at 0.77, was taken for Black's throw and made Black's real 5-4 an illegal move;
  // fresh film jacquet-advanced 21704: Black's played 4-1, its 4 read as a 5 at 0.38 beside the
  // 1 at 0.92, was taken for White's throw, its sure 1 made White's 6-4 illegal): not a throw,
  // and the reading they were read with before stays the one to compare the next with.
  const bool changed = shown && last_shown_ && !same_throw(*last_shown_, *shown);
  const bool misread_again =
      changed && same_dice_read_again(*shown, *last_shown_, params_.chance_trust);
  // So are the dice read otherwise only where the last view read them unsurely, no throw left to
  // play: the misreading was the last (fresh film jacquet-advanced 21704: White's 6-4, its 4 read
  // as a 2 at 0.63, its move recorded, then read as a 4 at 0.85, was taken for Black's throw, and
  // Black's real 4-2 for that throw misread); this reading is the one to compare the next with.
  // A throw still to play read so replaces its reading below.
  const bool read_better = changed && throws_.empty() &&
                           same_dice_read_again(*last_shown_, *shown, params_.chance_trust);
  const bool is_new = shown && (!last_shown_ || (changed && !misread_again && !read_better) ||
                                thrown_again(*last_shown_, *shown));
  if (shown && !misread_again) last_shown_ = shown;
  // The throw to be played read again more surely (a die first seen through a hand's shadow or
  // from a poor window): the same dice, now trusted, so a move with other numbers is illegal.
  if (shown && !throws_.empty() && same_throw(throws_.back(), *shown))
    take_surer(throws_.back(), *shown);
  if (!is_new || state_->is_terminal() || shown->chance.kind != state_->chance_kind()) return;
  if (!throws_.empty() && same_throw(throws_.back(), *shown)) return;
  // An unsure reading unlike the sure throw still to be played is most likely those dice misread
  // (a hand's shadow, a die half turned), not a new throw: it must not excuse a move that the
  // sure throw makes illegal. Sticks of another colour are another player's throw unless unsure.
  if (!throws_.empty() && trusts(throws_.back(), *state_)) {
    const ChanceView& kept = throws_.back();
    const bool misread = shown->thrower == kept.thrower
                             ? could_misread(*shown, kept.chance, params_.chance_trust)
                             : shown->confidence < params_.chance_trust;
    if (misread) return;
  } else if (!throws_.empty() && could_throw(throws_.back(), *state_) &&
             shown->thrower == throws_.back().thrower && shown->confidence < params_.chance_trust &&
             could_misread(*shown, throws_.back().chance, params_.chance_trust)) {
    // Unsure too, and the dice read surely agree with the throw still to be played (a White
    // 5-4 read once more as 6-4, the 6 at 0.43, the 4 at 0.91: unseen film 8001): the same dice
    // read again. Taken for the next player's throw, its sure die would rule their real one out.
    return;
  }
  // The unsure throw still to be played, read again surely where its dice lay, with other
  // numbers only where it was unsure: those dice misread before, not a second throw. The earlier
  // reading must not explain a move the surer one makes illegal (unseen film 16002: Black's 4-1
  // read 6-1, the 6 at 0.38, then 4-1 at 0.91 in the view that showed Black's seven points,
  // which the 6-1 recorded as legal).
  const bool read_surely_again = !throws_.empty() && !trusts(throws_.back(), *state_) &&
                                 trusts(*shown, *state_) &&
                                 same_dice_read_again(throws_.back(), *shown, params_.chance_trust);
  if (read_surely_again) throws_.pop_back();
  const bool next_players = !throws_.empty() && follows_a_sure_throw(throws_.back(), *shown);
  throws_.push_back(*shown);
  RefereeEvent event;
  event.kind = EventKind::kChance;
  event.seat = state_->current_player();
  if (next_players || !could_throw(*shown, *state_)) {
    // Sticks name their thrower by colour; a card the player to move does not hold is most
    // likely the next player's, laid after a pass or a discard.
    event.seat = (event.seat + 1) % state_->num_seats();
    for (int seat = 0; seat < state_->num_seats() && !shown->thrower.empty(); ++seat) {
      if (state_->seat_name(seat).front() == shown->thrower.front()) event.seat = seat;
    }
  }
  event.seat_name = state_->seat_name(event.seat);
  event.chance = shown->chance.to_string();
  if ((throws_.size() > 1 && !next_players) || read_surely_again)
    event.note = "replaces the throw read before (read again or thrown again)";
  events.push_back(std::move(event));
}

// A player throws once a turn: a sure throw that names no thrower (sticks showing no coloured
// face), read after the sure throw of the player to move that named them, is the next player's.
// So is a card surely read on the pile over another surely read: a card laid stays laid, and the
// player to move who holds the new one too has discarded or passed on the first (fresh film
// toc-6 21104: Black's 8H, then White's 2C, which Black also held, was taken for Black's card).
// So are dice read surely where the sure dice before them did not lie: the rules throw again only
// dice off the board, on a rail or cocked, and a die lying flat on the board read surely is none
// of these (kept film jacquet 20565: Black's 6-1, then White's 4-3 after Black's unseen j/k k/q,
// was taken for Black's throw, and the move recorded as j/n n/q on it).
bool Reconciler::follows_a_sure_throw(const ChanceView& earlier, const ChanceView& later) const {
  const bool sticks = !earlier.thrower.empty() && later.thrower.empty();
  const bool cards = earlier.chance.kind == ChanceKind::kCardPlayed &&
                     later.chance.kind == ChanceKind::kCardPlayed && earlier.chance != later.chance;
  const bool dice = earlier.chance.kind == ChanceKind::kDicePair &&
                    later.chance.kind == ChanceKind::kDicePair && thrown_again(earlier, later);
  return (sticks || cards || dice) && trusts(earlier, *state_) && trusts(later, *state_);
}

// The table as it was and the next player's throw read (follows_a_sure_throw): the player to
// move passed on their own throw; the new one is left for the next player.
std::optional<Reconciler::Explanation> Reconciler::pass_before_a_new_throw(
    const TableView& view) const {
  if (throws_.size() < 2 || !follows_a_sure_throw(throws_[throws_.size() - 2], throws_.back()))
    return std::nullopt;
  Reconciler trial(state_->clone(), cells_, params_);
  trial.throws_.assign(throws_.begin(), std::prev(throws_.end()));
  trial.overruled_ = overruled_;
  auto passed = trial.search(view, true, 0);
  if (!passed || passed->steps.size() != 1 || !passed->misread.empty()) return std::nullopt;
  return passed;
}

}  // namespace arbitre::engine
