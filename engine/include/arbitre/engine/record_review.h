// Reviewing a game record: its moves and flags as steps with the position around each, and a
// correction made in review, after which the rest of the game is refereed again from the
// table views the record kept (docs/referee.md: every reading's view is recorded).
//
// The Qt program's review and its tests use this alike; it needs no picture.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "arbitre/engine/reconciler.h"
#include "arbitre/engine/record.h"
#include "arbitre/engine/result.h"

namespace arbitre::engine {

// One step of a record. What else a step says (a flag's rule and explanation, an answer) is on
// its record line, `event`.
struct ReviewStep {
  enum class Kind {
    kMove,     // a recorded move ("move" or "turn" line)
    kFlag,     // an illegal move or an unexplained change
    kAnswer,   // the players' answer to a flag (it may change the position)
    kRevised,  // the referee took its last moves back
  };
  Kind kind = Kind::kMove;
  std::size_t event = 0;  // index in Record::events
  int frame = -1;         // the video frame it happened at; -1 when the record does not say
  double time_s = -1;
  std::string seat;       // who played or was flagged
  std::string chance;     // the throw or card ("6-5", "3", "QH"); empty for none
  std::string move;       // kMove: the engine's text
  nlohmann::json before;  // the state before the step
  nlohmann::json after;   // the state after it (the same as before for a flag)
};

// The steps of a record in order. Moves later taken back by a "revised" line stay listed (the
// revision is a step too), so the list follows the game as it was refereed. Errors name the
// record line.
Result<std::vector<ReviewStep>> review_steps(const Record& record);

// The record with the step at `event` (a move or a flag) replaced by `move` played with
// `chance` from the position before it, and every later view of the table refereed again from
// there by a fresh reconciler; the record's lines before `event` are kept as they were. An
// error when the move is not legal there or the step is not a move or a flag.
Result<Record> correct_step(const Record& record, std::size_t event, const std::string& chance,
                            const std::string& move, const ReconcileParams& params = {});

// Writes a whole record (header and events) to `path`, each line made durable.
Status write_record(const Record& record, const std::string& path);

}  // namespace arbitre::engine
