// Jacquet move generation: every way to play one roll, judged as a whole turn (J2..J12).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include <nlohmann/json.hpp>

#include "arbitre/engine/jacquet/board.h"
#include "arbitre/engine/result.h"

namespace arbitre::engine::jacquet {

struct Options {
  bool advanced = false;
  int match_points = 1;
  bool block_needs_23_24 = true;  // original rules (J6)
  bool block_needs_23 = false;    // advanced rules (J6)
  bool simple_scoring = false;    // advanced rules: J8's 1/2 points instead of 1..5

  nlohmann::json to_json() const;
  bool operator==(const Options&) const = default;
};

// Reads the options of a variant; unknown keys and bad values name "options.KEY".
Result<Options> read_options(bool advanced, const nlohmann::json& json);

// One checker move for one die: from and to in the mover's numbering (to == kRail: off).
struct Step {
  uint8_t from = 0;
  uint8_t to = 0;
  uint8_t die = 0;
};

// A play: the steps of a turn, in the order played, and the mover's side after them.
struct Play {
  Side side;
  std::array<Step, 4> steps{};
  uint8_t count = 0;  // steps used
};

// Rules the generator may ignore: diagnose() finds the broken rule by relaxing one at a time.
struct Relaxed {
  bool rest = false;       // J2: stopping on a point the opponent holds
  bool postillon = false;  // J4: only the postillon moves until it enters
  bool bear_in = false;    // J5: bearing off before all 15 are in the last quadrant
  bool talon = false;      // J7: advanced bearing off while the opponent's talon is occupied
  bool farthest = false;   // J5/J11: a larger die bears off only the farthest checker
  bool blocks = false;     // J6/J12: forbidden blocks at the end of the turn
  bool max_dice = false;   // J3: as many dice as possible, the higher one first
};

// The plays a player may make with the roll (high >= low), one per resulting side, in the
// order of their move codes. Never empty: a pass is a play with no step.
std::vector<Play> legal_plays(const Options& options, const Side& mover, const Side& opponent,
                              int high, int low, const Relaxed& relaxed = {});

// Points won by the player who bears off his 15th checker while his opponent's checkers are
// `loser` (J8).
int game_points(const Options& options, const Side& loser);

// Whether the mover's side, at the end of a turn, holds a block the rules forbid (J6, J12).
bool has_forbidden_block(const Options& options, const Side& mover, const Side& opponent);

// The first point (in the opponent's numbering) of each block of six the mover holds along
// the opponent's circuit: bit q-1 set for a block on the opponent's points q..q+5.
uint32_t block_starts(const Side& mover);

// Applies one step to a side, moving the postillon along when it is the checker played.
void apply_step(Side& side, const Step& step);

// Move code and text of a play: [from, to, from, to, ...]; "m/q q/r", "k/off", "pass".
std::vector<int> play_code(const Play& play);
std::string play_text(int player, const Play& play);

}  // namespace arbitre::engine::jacquet
