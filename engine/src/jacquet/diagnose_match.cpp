// diagnose() around the end of a game of a match: the set-up of the next game in the "game
// over" phase, and a table set up again before the game it follows is over.
#include "diagnose.h"

namespace arbitre::engine::jacquet {
namespace {

constexpr const char* kSetUpSection = "jacquet.txt Position de départ";
constexpr const char* kGoalSection = "jacquet.txt But du jeu";

// What the table shows at the start of every game: 15 checkers on each talon (J1).
Occupancy set_up_occupancy(const Options& options) {
  return JacquetState(options, Position{}).occupancy();
}

}  // namespace

RuleBreach explain_set_up(const JacquetState& state, const Chance& chance, const Occupancy& after) {
  if (chance != Chance::none()) {
    return make_breach(kSetUpSection, quote::kSetUp,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "the game is over: the next game starts with each "
                                              "player's 15 checkers on his talon (White's on m, "
                                              "Black's on a) before %1 rolls to start it"),
                       {player_name(state.position().to_move)});
  }
  if (after == state.occupancy()) {
    return make_breach(kSetUpSection, quote::kSetUp,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "the next game starts with each player's 15 "
                                              "checkers on his talon (White's on m, Black's on "
                                              "a): the table still shows the last game's final "
                                              "position"));
  }
  const auto [shown, empty] = shown_change(set_up_occupancy(state.options()), after);
  if (empty.empty()) {
    return make_breach(kSetUpSection, quote::kSetUp,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "the next game starts with each player's 15 "
                                              "checkers on his talon (White's on m, Black's on "
                                              "a), but the table shows %1"),
                       {shown});
  }
  if (shown.empty()) {
    return make_breach(kSetUpSection, quote::kSetUp,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "the next game starts with each player's 15 "
                                              "checkers on his talon (White's on m, Black's on "
                                              "a), but the table shows nothing on %1"),
                       {empty});
  }
  return make_breach(kSetUpSection, quote::kSetUp,
                     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                            "the next game starts with each player's 15 checkers "
                                            "on his talon (White's on m, Black's on a), but the "
                                            "table shows %1, and nothing on %2"),
                     {shown, empty});
}

std::optional<RuleBreach> explain_early_reset(const JacquetState& state,
                                              const std::vector<Play>& legal,
                                              const Occupancy& after) {
  const Occupancy set_up = set_up_occupancy(state.options());
  if (after != set_up || state.occupancy() == set_up) return std::nullopt;
  const Position& position = state.position();
  const int mover = position.to_move;
  for (const Play& play : legal) {
    if (play.side.off() != kCheckers) continue;
    return make_breach(kGoalSection, quote::kGoal,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "the table was set up for the next game too early: "
                                              "%1's %2 ends this game, and its final position, "
                                              "with all 15 of %1's checkers off, must be seen "
                                              "before the checkers go back to the talons"),
                       {player_name(mover), play_text(mover, play)});
  }
  return make_breach(
      kGoalSection, quote::kGoal,
      ARBITRE_TRANSLATE_NOOP("RuleBreach",
                             "the table was set up for a new game, but this game "
                             "is not over: it ends when a player has borne off his "
                             "15 checkers (White has %1 off, Black %2)"),
      {std::to_string(position.sides[kWhite].off()), std::to_string(position.sides[kBlack].off())});
}

}  // namespace arbitre::engine::jacquet
