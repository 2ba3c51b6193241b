#include "validation.h"

#include <string>

namespace arbitre::engine::jacquet {
namespace {

std::string talon_of(int player) {
  return point_name(player, 1);
}

std::optional<Error> validate_postillon(int player, const Side& side) {
  const std::string field = "postillon." + player_key(player);
  const std::string name = player_name(player);
  if (side.postillon == kPostillonWaiting) {
    if (side.count[1] != kCheckers) {
      return make_error(
          field, "'waiting', but " + name + "'s checkers have left the talon " + talon_of(player));
    }
    return std::nullopt;
  }
  if (side.postillon == kPostillonEntered) {
    bool in_last_quadrant = side.off() > 0;
    for (int point = kLastQuadrant; point <= kPoints; ++point) {
      in_last_quadrant = in_last_quadrant || side.count[point] > 0;
    }
    if (!in_last_quadrant) {
      return make_error(field, "'entered', but " + name + " has no checker in the last quadrant");
    }
    return std::nullopt;
  }
  const int point = side.postillon;
  if (point < 2 || point >= kLastQuadrant) {
    return make_error(field,
                      "a postillon on its tip stands on " + name + "'s points 2..18 (J4, J9)");
  }
  if (side.count[point] != 1 || side.count[1] != kCheckers - 1) {
    return make_error(field, "while the postillon is on " + point_name(player, point) +
                                 ", it stands alone there and the other 14 checkers stay on the "
                                 "talon " +
                                 talon_of(player) + " (J4)");
  }
  return std::nullopt;
}

std::optional<Error> validate_side(const Options& options, int player, const Position& position) {
  const Side& side = position.sides[player];
  const Side& other = position.sides[1 - player];
  const std::string key = player_key(player);
  const std::string name = player_name(player);
  if (side.on_board() + side.off() != kCheckers) {
    return make_error("points", name + " has " + std::to_string(side.on_board()) +
                                    " checkers on the points and " + std::to_string(side.off()) +
                                    " off: expected 15 in all");
  }
  for (int point = 1; point <= kPoints; ++point) {
    if (side.count[point] > 0 && other.count[mirror(point)] > 0) {
      return make_error("points." + point_name(player, point), "holds checkers of both players");
    }
  }
  if (side.off() > 0 && side.outside_last_quadrant() > 0) {
    return make_error("off." + key, name +
                                        " has borne off while checkers remain outside the "
                                        "last quadrant (J5)");
  }
  if (options.advanced && side.off() > 0 && other.count[1] > 0) {
    return make_error("off." + key, name + "'s borne-off checkers go on " +
                                        point_name(1 - player, 1) +
                                        ", which still holds the opponent's talon (J7)");
  }
  return validate_postillon(player, side);
}

// The game just won, in the "game over" phase or at the end of the match: the winner has
// all 15 off, the loser not, and the winner's score holds at least the points of that game.
std::optional<Error> validate_finished_game(const Options& options, const Position& position,
                                            int winner) {
  const int loser = 1 - winner;
  const std::string name = player_name(winner);
  if (position.sides[winner].off() != kCheckers) {
    return make_error(position.game_over ? "phase" : "to_move",
                      "the game is over only when " + name + " has borne off his 15th checker");
  }
  if (position.sides[loser].off() == kCheckers) {
    return make_error("off." + player_key(loser), "only the winner has all 15 off");
  }
  const int points = game_points(options, position.sides[loser]);
  if (position.score[winner] < points) {
    return make_error("score." + player_key(winner), name + " has just won a game worth " +
                                                         std::to_string(points) +
                                                         " points (J8), but the score shows " +
                                                         std::to_string(position.score[winner]));
  }
  return std::nullopt;
}

std::optional<Error> validate_match(const Options& options, const Position& position) {
  const int target = options.match_points;
  for (int player : {kWhite, kBlack}) {
    const int points = position.score[player];
    if (points < 0 || points > target + 4) {
      return make_error(
          "score." + player_key(player),
          std::to_string(points) + " is out of range 0.." + std::to_string(target + 4));
    }
  }
  const bool over = position.to_move == kNoPlayer;
  if (over && position.game_over) {
    return make_error("phase", "the match is over: no game follows");
  }
  for (int player : {kWhite, kBlack}) {
    const bool reached = position.score[player] >= target;
    const bool all_off = position.sides[player].off() == kCheckers;
    const std::string key = player_key(player);
    if (!over && reached) {
      return make_error("score." + key, "reaches the match target, but the match goes on");
    }
    if (!over && !position.game_over && all_off) {
      return make_error("off." + key, "all 15 are off, but the game goes on");
    }
    if (over && reached != all_off) {
      return make_error("to_move",
                        "the match ends when the winner bears off his 15th checker "
                        "and reaches " +
                            std::to_string(target) + " points");
    }
  }
  if (over && position.score[kWhite] >= target && position.score[kBlack] >= target) {
    return make_error("score", "both players cannot reach the match target");
  }
  if (over && position.score[kWhite] < target && position.score[kBlack] < target) {
    return make_error("to_move", "the match is over, but nobody reached the target");
  }
  if (over) {
    return validate_finished_game(options, position,
                                  position.score[kWhite] >= target ? kWhite : kBlack);
  }
  if (position.game_over) return validate_finished_game(options, position, position.to_move);
  return std::nullopt;
}

}  // namespace

std::optional<Error> validate_position(const Options& options, const Position& position) {
  if (position.to_move < kNoPlayer || position.to_move > kBlack) {
    return make_error("to_move", "not a player");
  }
  for (int player : {kWhite, kBlack}) {
    if (auto error = validate_side(options, player, position)) return error;
  }
  return validate_match(options, position);
}

}  // namespace arbitre::engine::jacquet
