// La Jacotte: why a change seen between two rounds is not what the rules allow (C8, C9): a
// round's final position tidied away too early, or the next round's set-up wrong.
#include "arbitre/engine/jacotte/jacotte_state.h"

namespace arbitre::engine::jacotte {
namespace {

// The French rule sentences quoted (RULINGS.md text where the French has none).
constexpr const char* kQuoteRoundEnd =
    "La partie se termine lorsque tous les pions neutres ont été capturés définitivement (les "
    "pions de couleur restant en jeu reviennent automatiquement dans leur camp de départ pour y "
    "être comptabilisés).";
constexpr const char* kQuoteRounds =
    "t'invite à faire des parties sur plusieurs manches. [...] (Mise en place) les joueurs "
    "prennent possession de leurs 4 dés et de leurs 5 pions, qu'ils placent dans leur camp "
    "respectif [...] les 12 pions neutres sont placés équitablement sur le rond central, soit 3 "
    "par cases.";
std::string content_or_nothing(const Occupancy& cells, const std::string& id) {
  const auto found = cells.find(id);
  return found == cells.end() ? ARBITRE_TRANSLATE_NOOP("RuleTerm", "nothing") : found->second;
}

// C8, by why the round ended (in RoundEnd's order) and by how far the table moved on: tidied up,
// tidied up at the match's end, set up again at the match's end, set up for the next round. %1 the
// move, %2 the round, %3 the next round.
constexpr const char* kRoundEndMessages[3][4] = {
    {ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "%1 ends round %2: its final position (the last neutral banked) stays "
                            "on the table until the referee has seen it, before the pawns in play "
                            "go back to their camps"),
     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "%1 ends round %2 and the match: its final position (the last neutral "
                            "banked) stays on the table until the referee has seen it, before the "
                            "pawns in play go back to their camps"),
     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "%1 ends round %2 and the match: its final position (the last neutral "
                            "banked) stays on the table until the referee has seen it, before the "
                            "board is set up again"),
     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "%1 ends round %2: its final position (the last neutral banked) stays "
                            "on the table until the referee has seen it, then the board is set up "
                            "for round %3")},
    {ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "%1 ends round %2: its final position (one player left) stays on the "
                            "table until the referee has seen it, before the pawns in play go back "
                            "to their camps"),
     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "%1 ends round %2 and the match: its final position (one player left) "
                            "stays on the table until the referee has seen it, before the pawns in "
                            "play go back to their camps"),
     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "%1 ends round %2 and the match: its final position (one player left) "
                            "stays on the table until the referee has seen it, before the board is "
                            "set up again"),
     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "%1 ends round %2: its final position (one player left) stays on the "
                            "table until the referee has seen it, then the board is set up for "
                            "round %3")},
    {ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "%1 ends round %2: its final position (the round move limit reached) "
                            "stays on the table until the referee has seen it, before the pawns in "
                            "play go back to their camps"),
     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "%1 ends round %2 and the match: its final position (the round move "
                            "limit reached) stays on the table until the referee has seen it, "
                            "before the pawns in play go back to their camps"),
     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "%1 ends round %2 and the match: its final position (the round move "
                            "limit reached) stays on the table until the referee has seen it, "
                            "before the board is set up again"),
     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "%1 ends round %2: its final position (the round move limit reached) "
                            "stays on the table until the referee has seen it, then the board is "
                            "set up for round %3")}};

// C9, by what the table shows (a throw: %1 the round over, %2 the next, %3 the colour; no
// change: %1 the next round; one place wrong: %1 the next round, %2 the place, %3 what it
// shows, %4 the set-up's; several: %1 the next round, %2 how many, %3 the places), for four
// colours and for three.
constexpr const char* kSetUpMessages[4][2] = {
    {ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "round %1 is over: round %2 starts from the set-up: five pawns in each "
                            "camp, three neutrals on each centre cell, nothing on the lanes and "
                            "the loots counted and put aside before %3 throws to open it"),
     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "round %1 is over: round %2 starts from the set-up: five pawns in each "
                            "camp, three neutrals on C1, C2 and C3 and two on C4, nothing on the "
                            "lanes and the loots counted and put aside before %3 throws to open "
                            "it")},
    {ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "round %1 starts from the set-up: five pawns in each camp, three "
                            "neutrals on each centre cell, nothing on the lanes and the loots "
                            "counted and put aside: the table still shows the last round's final "
                            "position"),
     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "round %1 starts from the set-up: five pawns in each camp, three "
                            "neutrals on C1, C2 and C3 and two on C4, nothing on the lanes and the "
                            "loots counted and put aside: the table still shows the last round's "
                            "final position")},
    {ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "round %1 starts from the set-up: five pawns in each camp, three "
                            "neutrals on each centre cell, nothing on the lanes and the loots "
                            "counted and put aside, but %2 shows %3 instead of %4"),
     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "round %1 starts from the set-up: five pawns in each camp, three "
                            "neutrals on C1, C2 and C3 and two on C4, nothing on the lanes and the "
                            "loots counted and put aside, but %2 shows %3 instead of %4")},
    {ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "round %1 starts from the set-up: five pawns in each camp, three "
                            "neutrals on each centre cell, nothing on the lanes and the loots "
                            "counted and put aside, but %2 places differ from it: %3"),
     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "round %1 starts from the set-up: five pawns in each camp, three "
                            "neutrals on C1, C2 and C3 and two on C4, nothing on the lanes and the "
                            "loots counted and put aside, but %2 places differ from it: %3")}};

}  // namespace

// A move that ends the round or the match leaves its final position on the table (the
// "round over" phase): a table already tidied up or set up for the next round is too early.
std::optional<RuleBreach> JacotteState::round_end_breach(const Chance& chance,
                                                         const Occupancy& after) const {
  const Occupancy set_up = write_table(*config_, set_up_table());
  for (const Step& step : legal_steps(chance.coloured_faces())) {
    JacotteState next(*this);
    const bool banked = next.play_step(step);
    ++next.moves_in_round_;
    next.finish_turn(banked);
    if (!next.is_terminal() && next.phase_ == Phase::kPlay) continue;
    const auto why = next.round_end();
    if (!why) continue;
    const bool tidied = after == write_table(*config_, next.settled_table(*why, to_move_));
    if (!tidied && after != set_up) continue;
    const bool last = next.is_terminal();
    const int moved_on = tidied ? (last ? 1 : 0) : (last ? 2 : 3);
    return make_breach("C8", kQuoteRoundEnd, kRoundEndMessages[static_cast<int>(*why)][moved_on],
                       {step_text(step), std::to_string(round_), std::to_string(round_ + 1)});
  }
  return std::nullopt;
}

// Between two rounds: the one legal change is the next round's set-up.
RuleBreach JacotteState::set_up_breach(const Chance& chance, const Occupancy& after) const {
  const int three = config_->colours == 3 ? 1 : 0;
  const std::string next_round = std::to_string(round_ + 1);
  if (chance != Chance::none()) {
    return make_breach("C9", kQuoteRounds, kSetUpMessages[0][three],
                       {std::to_string(round_), next_round, colour_name(to_move_)});
  }
  if (after == occupancy())
    return make_breach("C9", kQuoteRounds, kSetUpMessages[1][three], {next_round});
  const Occupancy set_up = write_table(*config_, set_up_table());
  const std::vector<std::string> wrong = differing_cells(set_up, after);
  if (wrong.size() == 1) {
    return make_breach("C9", kQuoteRounds, kSetUpMessages[2][three],
                       {next_round, wrong.front(), content_or_nothing(after, wrong.front()),
                        content_or_nothing(set_up, wrong.front())});
  }
  return make_breach("C9", kQuoteRounds, kSetUpMessages[3][three],
                     {next_round, std::to_string(wrong.size()), joined_ids(wrong)});
}

}  // namespace arbitre::engine::jacotte
