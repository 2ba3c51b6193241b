// TableView: what the camera saw on a settled table, as plain data. The reconciler compares
// views with the game's record; it never sees a picture, so it lives beside the rules and is
// tested without OpenCV (vision/read turns an Observation into a TableView).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "arbitre/engine/chance.h"
#include "arbitre/engine/occupancy.h"
#include "arbitre/engine/result.h"

namespace arbitre::engine {

struct PlaceView {
  bool visible = true;    // false: a hand or the picture's edge hides the place
  std::string content;    // the game's occupancy text as read; empty: an empty place
  int count_min = 0;      // pieces counted; count_max > count_min when a pile could not be
  int count_max = 0;      // counted (a full Jacquet row, a Jacotte stack seen from above)
  double confidence = 1;  // 0..1, how clearly the reading beat the next one
};

// Where a die lies in the picture: its top face's centre and side, pixels.
struct DieSpot {
  double x = 0, y = 0;
  double side = 0;
};

// The dice, the sticks or the card on top of the pile, as read.
struct ChanceView {
  Chance chance;
  std::string thrower;    // whose throw the table shows (the sticks' colour letter), else empty
  double confidence = 1;  // the least sure of the dice, sticks or card
  // kDicePair: each die's confidence, in the order of `chance.values` (the higher die first);
  // empty when only the least sure is known. A die read surely rules out every throw without
  // its number, however unsure the die beside it.
  std::vector<double> die_confidence;
  // kDicePair: where each die lies, in the order of `chance.values`; empty when not known. The
  // same numbers read where the dice did not lie before were thrown again.
  std::vector<DieSpot> dice_at;
};

// Whether `seen` may be a misreading of `other`: the same outcome, or one that differs from it
// only in dice (sticks, a card) read with a confidence under `trust`.
bool could_misread(const ChanceView& seen, const Chance& other, double trust);
// The same outcome read for the same thrower.
bool same_throw(const ChanceView& a, const ChanceView& b);
// Whether the dice of `now` lie elsewhere than those of `before` (a die farther than its side
// from every die of `before`): thrown again, even where they show the same numbers. False
// where either reading does not say where its dice lie.
bool thrown_again(const ChanceView& before, const ChanceView& now);
// Whether `die` lies where `was` lay: within the side of either.
bool lies_where(const DieSpot& die, const DieSpot& was);
// How surely `read` read its die `i`: that die's confidence, or the throw's where only the least
// sure is known.
double die_sureness(const ChanceView& read, std::size_t i);
// Whether `now` may be the dice of `before` read again where they lie: each die within its side
// of its own die of `before` (two dice matched either way), showing that die's number or another
// where `before` read that die under `trust`. A sure die showing another number was thrown
// again, however near it lies (the renderer's sample: White's 2-1 landed within a quarter of a
// side of Black's 2-2). False where either reading does not say where each die lies.
bool same_dice_read_again(const ChanceView& before, const ChanceView& now, double trust);

struct TableView {
  std::map<std::string, PlaceView> places;  // by cell id; a place missing was not seen
  std::optional<ChanceView> chance;         // nullopt: nothing thrown in view, or unreadable

  // Every place of `cells` listed and visible.
  bool complete(const std::vector<std::string>& cells) const;
  // The places of `cells` missing or hidden.
  int hidden(const std::vector<std::string>& cells) const;
};

// Whether a place seen this way can hold `expected` (the record's occupancy text; empty for an
// empty place): the same text; or, for a pile the reader could not count, the same colour and
// suffix with the record's count within [count_min, count_max] ("W14" seen as "W10".."15");
// or, for a stack read as its top letter ("R"), a record stack of letters whose top (last
// letter) is that one, with its height within the range ("GYR").
bool place_agrees(std::string_view expected, const PlaceView& seen);
// Whether a place seen otherwise than `expected` differs from it only in its count: the same
// letters and suffix, another number ("W2" read as "W1"). Counting a row is what a reading gets
// wrong most easily; a colour read where the record has none, or none where it has one, is a
// graver misreading.
bool only_count_differs(std::string_view expected, const PlaceView& seen);
// ... and counts fewer: a pile whose upper pieces the picture did not show ("B10" read as "B4").
bool counts_fewer(std::string_view expected, const PlaceView& seen);

// The places of `cells` where the view disagrees with `expected`, sorted; hidden places and
// places missing from the view are not compared.
std::vector<std::string> disagreeing_places(const Occupancy& expected, const TableView& view,
                                            const std::vector<std::string>& cells);

// The occupancy the view shows: the record's text where the view agrees with it (which settles
// what the camera cannot count), the reading elsewhere. Hidden places keep the record's text.
// A colour's only uncounted pile holds what keeps the colour's total as the record's, where
// its range allows ("W14" when a white checker moved off a full row of "W15").
Occupancy view_occupancy(const TableView& view, const Occupancy& record,
                         const std::vector<std::string>& cells);

// How many pieces of each letter a place's `text` holds: a counted pile's count ("W14"), one a
// letter elsewhere (a single piece, each piece of a stack "GYR" or of a camp "YYYY", loose
// pieces "+NN").
std::map<char, int> pieces_in(std::string_view text);
// ... and every place of `occupancy` together.
std::map<char, int> pieces_on(const Occupancy& occupancy);
// The pieces counted in places whose text names no letter: Jeson Jam's trays, a number of stones
// whose colour the tray says (a hand's its own, a prisoners' tray the other's).
int pieces_of_no_letter(const Occupancy& occupancy);

nlohmann::json table_view_to_json(const TableView& view);
// Every field checked; errors name the field ("places.a.count_min: ..."). `kind` is the chance
// kind the game awaits, to read the chance's text.
Result<TableView> table_view_from_json(const nlohmann::json& json, ChanceKind kind);

}  // namespace arbitre::engine
