// Where the reader looks on each place of a layout, and how a place's spots become the engine's
// occupancy text. Spots come from vision::place_pieces (the same placing rules the renderer
// and the calibration use), so the reader expects pieces exactly where they stand.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "arbitre/engine/result.h"
#include "arbitre/read/observation.h"
#include "arbitre/vision/layout.h"

namespace arbitre::read::detail {

enum class PlaceKind {
  kJacquetPoint,   // a row from the base, stacked beyond it; the postillon at the tip
  kJacquetTray,    // off-white, off-black: spread, one colour
  kJacotteLane,    // one stack
  kJacotteCentre,  // a stack in the middle slot, loose neutrals around
  kSpread,         // camps, loots, Toc waiting areas: pieces side by side
  kCountTray,      // Jeson Jam's trays: a count of stones
  kSingle,         // one piece: an intersection, a track or home square
};

struct Place {
  const vision::Cell* cell = nullptr;
  PlaceKind kind = PlaceKind::kSingle;
  std::vector<cv::Point3d> spots;  // sampling points on level-0 piece tops, fill order
  cv::Point3d postillon;           // kJacquetPoint: the tip's spot
  char tray_letter = '?';          // kJacquetTray: whose; kCountTray: L or D
};

// The reader's places for `variant` on `layout`, sampled at `disc_top_share` of a piece's
// height for discs (1: the top face), `pawn_height_share` for Toc pawns.
engine::Result<std::vector<Place>> build_places(const vision::BoardLayout& layout,
                                                const std::string& variant,
                                                double pawn_height_share);

// What each spot of a place showed: a piece letter, '.' empty, '?' unknown.
struct SpotClasses {
  std::string classes;       // one per spot
  char postillon = '.';      // kJacquetPoint
  double confidence = 1;     // the least margin of the spots that decided, 0..1
  double colour_margin = 0;  // that margin as the colours gave it (weighted ΔE)
  int maybe_another = 0;     // kSpread: spots read as a piece that may show the piece in front
};

// The reading of one place from its spots. `letters`: the variant's piece letters, in the
// order the occupancy writes them (seat order; N first for Jacotte loots).
CellReading compose_place(const Place& place, const SpotClasses& seen, const std::string& letters);

// A place read with more neutrals than the game has (`neutrals`) shows the print's colour, not
// pieces: a loot printed like them reads as thirty. Its neutrals are dropped and the reading
// marked unsure (confidence 0), for the referee to take as a misreading. So are those of the
// least sure places whose neutrals make up exactly what the whole view shows too many; a place
// whose neutrals stand where the start's stood and look as they did (`as_at_the_start`, asked
// of a place index only when the view shows too many) is taken for the print last.
void drop_impossible_neutrals(std::vector<CellReading>& cells, int neutrals,
                              const std::function<bool(std::size_t)>& as_at_the_start = {});

// Where each of `colours` has `pieces_per_colour` pieces (Jacquet's 15 checkers, Toc's 4 pawns)
// and every place is seen: a place whose count is a range (a full Jacquet row, a Toc waiting
// area with pawns behind others) takes what the other places leave of its colour, when it is
// the only such place of that colour. The picture's range stays in `seen_range`.
void settle_counts(std::vector<CellReading>& cells, const std::string& colours,
                   int pieces_per_colour);

// The pieces of `letter` the cells show, at least or (`most`) at most: a place's count where its
// content is a letter and a count (a Jacquet point's "B3", a Toc waiting area's "W3"), one for a
// single piece, else the letter's own share of the content (a Jacotte camp's "YYYY"; a stack seen
// from above, "Y" at 1-32, shows one of them). Nullopt where a place is hidden (a hand may hold
// or cover a piece).
std::optional<int> pieces_shown(const std::vector<CellReading>& cells, char letter, bool most);

// A Jacquet point holds checkers of one colour (no hitting): in a point's row `classes` ('W',
// 'B', '.', '?'), each spot of the other colour than the surest checker (widest of `margins`,
// one per spot) read by under `least_margin` is empty: that checker's shadow or side over the
// print. Spots of both colours read surely stay: a checker put on the opponent's point is an
// illegal move the referee must see.
void keep_one_colour(std::string& classes, const std::vector<double>& margins, double least_margin);

}  // namespace arbitre::read::detail
