// Observation: what one frame shows on the table, place by place (docs/reading.md). The board
// reader (TableReader) fills the cells and the stick dice; the d6 dice and the cards are filled
// by their own readers (vision/dice, vision/cards).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "arbitre/engine/chance.h"
#include "arbitre/engine/occupancy.h"
#include "arbitre/engine/result.h"
#include "arbitre/engine/table_view.h"

namespace arbitre::read {

// A box in the picture, pixels: x, y, width, height.
using Box = std::array<double, 4>;

struct CellReading {
  std::string cell;     // the layout's (engine's) cell id
  bool visible = true;  // false: a hand, an arm or the picture's edge hides the place
  std::string content;  // the engine's occupancy text for the cell, empty when empty
  // Pieces counted on the place; count_max > count_min when a pile cannot be counted (a full
  // Jacquet row with checkers stacked on it, a Jacotte stack seen from above).
  int count_min = 0;
  int count_max = 0;
  double confidence = 0;  // 0..1: how clearly the best reading beats the next one
  // Set when count_min and count_max were settled from the other places' counts (Jacquet's 15
  // checkers a colour) rather than by the picture: the range the picture alone allows. The
  // referee compares that range, since one misread place elsewhere moves the settled count too.
  std::optional<std::array<int, 2>> seen_range;
};

struct SticksReading {
  bool present = false;  // sticks seen in the throwing zone
  int coloured = 0;      // sticks showing their coloured face
  char colour = '?';     // the coloured faces' letter ('?' when none shows)
  double confidence = 0;
  std::vector<Box> boxes;  // the coloured faces seen, one box per blob
};

struct DieReading {  // filled by vision/dice
  int value = 0;
  Box box{};
  double confidence = 0;
};

struct CardReading {  // filled by vision/cards
  std::string card;   // the engine's text ("QH", "10S", "JOKER"); the rank alone ("Q") when
                      // the suit could not be told
  Box box{};
  double confidence = 0;
  bool played = false;  // lying in the board's play zone (the card just played is on top)
};

struct Observation {
  std::string status = "found";         // the board pose's status (calibration::status_name)
  std::vector<CellReading> cells;       // every place of the layout, in layout order
  std::optional<SticksReading> sticks;  // games thrown with sticks only
  std::vector<DieReading> dice;
  std::vector<CardReading> cards;
  double board_ms = 0;  // time spent reading the board and the sticks

  bool board_found() const { return status == "found"; }
  bool all_visible() const;
  // The engine's occupancy of the cells seen; nullopt while a place is not visible.
  std::optional<engine::Occupancy> occupancy() const;
};

// The observation as the referee's reconciler takes it (plain data): every place, and the
// chance outcome the table shows for a game awaiting `kind`: exactly two dice read (an
// unreadable window beside them ignored), the sticks (their colour letter as the thrower), or
// the played card with its suit; nullopt otherwise.
engine::TableView table_view(const Observation& observation, engine::ChanceKind kind);

// Whether `reading`, a pile the picture could not count (count_min < count_max), allows the
// content `content` as the referee takes it (engine::place_agrees): a Jacquet row of one colour
// with the count within the range ("B5" of 5..15 holds "B14"), or a Jacotte stack read by its
// top letter with its height within the range and the loose neutrals counted ("R+NN" holds
// "NR+NN"). What a reading must say where the picture cannot count (the engine settles the
// count, and follows what lies under a stack's top move by move); the table evaluation scores
// such a place right (docs/reading.md).
bool range_holds(const CellReading& reading, const std::string& content);

nlohmann::json observation_to_json(const Observation& observation);
// Every field checked; errors name the field ("cells[3].content: ...").
engine::Result<Observation> observation_from_json(const nlohmann::json& json);

}  // namespace arbitre::read
