// GameScript: a random game told as the beats a camera films, before any picture is drawn.
// Plain engine data (no images), so the truth file and the tests can follow it move by move.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "arbitre/engine/chance.h"
#include "arbitre/engine/game.h"
#include "arbitre/engine/occupancy.h"
#include "arbitre/engine/result.h"
#include "arbitre/vision/layout.h"

namespace arbitre::film {

// One thing that happens at the table.
struct Beat {
  enum class Kind {
    kChance,    // dice or sticks thrown, or a card laid down
    kMove,      // a legal move: `before` becomes `after`
    kIllegal,   // a move the rules forbid: the table shows `after` for a while...
    kTakeBack,  // ...then the player puts the pieces back (`after` == the position before)
  };
  Kind kind = Kind::kMove;
  int seat = 0;  // who acts: the side of the table the hand comes from
  engine::Chance chance;
  std::string move;  // kMove: the move's text; kIllegal: the rule broken ("J2")
  engine::Occupancy before;
  engine::Occupancy after;
  int state = 0;  // index into GameScript::states of the position the rules hold after it
};

struct GameScript {
  std::string variant;
  nlohmann::json options;
  uint64_t seed = 0;
  std::vector<nlohmann::json> states;  // state JSON of every position, the initial one first
  std::vector<engine::Occupancy> occupancies;  // occupancy of each of those states
  std::vector<Beat> beats;
};

struct ScriptOptions {
  std::string variant;
  nlohmann::json options = nlohmann::json::object();
  uint64_t seed = 1;
  int max_moves = 0;               // 0: until the game is over
  double illegal_probability = 0;  // chance per move of an illegal move first
  // Places where a misplaced piece may be put (board cells holding one piece: points,
  // intersections, squares, lane cells), for illegal moves in games without chance.
  std::vector<std::string> playing_cells;
};

// The layout's places that hold one piece (points, intersections, squares, lane cells): where
// a misplaced piece may be put.
std::vector<std::string> playing_cells(const vision::BoardLayout& layout);

// Plays a random legal game (random_play.h) and tells it as beats. The game ends at its end
// or at its first "game over" / "round over" phase (the film is one game), or after
// max_moves. Illegal moves come from misplayed_occupancy() or, for a game without chance, a
// piece of the mover put on a place no legal move reaches; the referee confirms each.
engine::Result<GameScript> write_script(const ScriptOptions& options);

}  // namespace arbitre::film
