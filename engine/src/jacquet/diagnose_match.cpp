// diagnose() around the end of a game of a match: the set-up of the next game in the "game
// over" phase, and a table set up again before the game it follows is over.
#include "diagnose.h"

namespace arbitre::engine::jacquet {
namespace {

constexpr const char* kSetUpSection = "jacquet.txt Position de départ";
constexpr const char* kGoalSection = "jacquet.txt But du jeu";
constexpr const char* kSetUpRule =
    "the next game starts with each player's 15 checkers on his talon (White's on m, Black's "
    "on a)";

// What the table shows at the start of every game: 15 checkers on each talon (J1).
Occupancy set_up_occupancy(const Options& options) {
  return JacquetState(options, Position{}).occupancy();
}

std::string content_or_nothing(const Occupancy& cells, const std::string& id) {
  const auto found = cells.find(id);
  return found == cells.end() ? "nothing" : found->second;
}

}  // namespace

RuleBreach explain_set_up(const JacquetState& state, const Chance& chance, const Occupancy& after) {
  const std::string winner = player_name(state.position().to_move);
  if (chance != Chance::none()) {
    return {kSetUpSection, quote::kSetUp,
            "the game is over: " + std::string(kSetUpRule) + " before " + winner +
                " rolls to start it"};
  }
  if (after == state.occupancy()) {
    return {kSetUpSection, quote::kSetUp,
            std::string(kSetUpRule) + ": the table still shows the last game's final position"};
  }
  const Occupancy set_up = set_up_occupancy(state.options());
  std::string wrong;
  for (const auto& cell : differing_cells(set_up, after)) {
    wrong += (wrong.empty() ? "" : ", ") + cell + " shows " + content_or_nothing(after, cell) +
             " instead of " + content_or_nothing(set_up, cell);
  }
  return {kSetUpSection, quote::kSetUp, std::string(kSetUpRule) + ", but " + wrong};
}

std::optional<RuleBreach> explain_early_reset(const JacquetState& state,
                                              const std::vector<Play>& legal,
                                              const Occupancy& after) {
  const Occupancy set_up = set_up_occupancy(state.options());
  if (after != set_up || state.occupancy() == set_up) return std::nullopt;
  const Position& position = state.position();
  const int mover = position.to_move;
  const std::string name = player_name(mover);
  for (const Play& play : legal) {
    if (play.side.off() != kCheckers) continue;
    return RuleBreach{kGoalSection, quote::kGoal,
                      "the table was set up for the next game too early: " + name + "'s " +
                          play_text(mover, play) +
                          " ends this game, and its final position, with all 15 of " + name +
                          "'s checkers off, must be seen before the checkers go back to the "
                          "talons"};
  }
  return RuleBreach{
      kGoalSection, quote::kGoal,
      "the table was set up for a new game, but this game is not over: it ends when a player has "
      "borne off his 15 checkers (White has " +
          std::to_string(position.sides[kWhite].off()) + " off, Black " +
          std::to_string(position.sides[kBlack].off()) + ")"};
}

}  // namespace arbitre::engine::jacquet
