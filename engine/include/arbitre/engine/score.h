// The score as players see it: one line per side (player or team).
#pragma once

#include <string>
#include <vector>

namespace arbitre::engine {

struct ScoreLine {
  std::string side;  // "White", "Red", "Team 1 (Red+Blue)"
  int points = 0;    // match points, tally or captures, as the game counts
};

struct Score {
  std::vector<ScoreLine> lines;
  std::string summary;  // one line for a player: "White 2, Black 0 (match to 5 points)"
};

}  // namespace arbitre::engine
