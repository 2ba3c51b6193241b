// A seat's count of pawns settles what the colours and looks leave open: Toc's 4 pawns a seat
// (waiting area, track, home), La Jacotte's 5 pawns a colour (camps, lanes). A seat seen with too
// many has a reading taken back, one seen with too few has its pawns found where the looks
// single them out; either guess is read unsurely (own_entry_empty_confidence) for the referee.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <opencv2/core.hpp>

#include "arbitre/vision/layout.h"
#include "places.h"

namespace arbitre::read::detail {

struct ReaderState;
struct Projection;
struct SpotVerdict;

// The piece letter of the seat `cell` belongs to, or 0 for a place of no seat.
char seat_letter(const ReaderState& s, const vision::Cell& cell);

// The letter whose pieces alone place p holds, or 0: a Toc waiting area or home square holds
// only its seat's pawns, a Jeson Jam tray only its colour's stones.
char sole_owner(const ReaderState& s, std::size_t p);

// The places of role `home_role` (Toc's waiting areas, La Jacotte's camps) that belong to a
// seat, each with the seat's letter.
std::vector<std::pair<std::size_t, char>> home_places(const ReaderState& s,
                                                      const std::string& home_role);

// The letter of the seat whose entry square `cell` is (square 18 of its seat's section, printed
// in the seat's colour), or 0 for any other place.
char entry_square_seat(const ReaderState& s, const vision::Cell& cell);

// The bar from which a ground match (the print's pattern or the start's look) says a square
// shows its ground: `usual`, or sure_colour_ground_match where the colours read the pawn by
// `colour_margin` of sure_colour_margin or more (both matches compare luminance only).
double ground_bar(const ReaderState& s, double colour_margin, double usual);

// The look match from which a Toc square looks as it did empty under `seat`'s pawn:
// look_own_entry_match on the seat's own entry square (its print a pawn of its colour changes
// little), look_empty_match on any other, or sure_colour_ground_match where the colours read
// the pawn by `colour_margin` of sure_colour_margin or more (the look compares luminance only).
double empty_look_bar(const ReaderState& s, const vision::Cell& cell, char seat,
                      double colour_margin = 0);

// What the colours and the look say of square q, read empty, for `seat`'s pawn (`relative`, its
// colour over the board's at calibration): its colour's distance from the pawn and from the
// print (weighted ΔE), and its look's match against its empty look's bar (empty_look_bar).
// None where q is no single square read empty, another seat's home, out of the picture, of a
// colour no piece of the seat may have (over unknown_delta_e), or without a look.
struct EmptySquareCues {
  double to_pawn = 0;
  double to_print = 0;
  double match = 0;
  double bar = 0;
  bool colour_nearer() const { return to_pawn < to_print; }
  bool unlike() const { return match < bar; }
};
std::optional<EmptySquareCues> empty_square_cues(ReaderState& s,
                                                 const std::map<char, cv::Vec3d>& learned,
                                                 const std::vector<SpotClasses>& seen,
                                                 std::size_t q, char seat,
                                                 const cv::Vec3d& relative);

// The spots of a spread place (a Toc waiting area) read as a piece while another spot of the
// place, read as a piece too, stands between them and the camera: the piece seen there may be
// the one in front, so the count is only sure down to the place's total less these.
int spots_maybe_showing_another(const ReaderState& s, const Projection& projection,
                                std::size_t place, const std::string& classes);

// A seat seen with more pawns than it has: one reading of its colour is wrong. First, a reading
// (home spot or square) the colours make faint beside the seat's most coloured one, under
// faint_colour_share of its margin, is taken back, the least sure by its look first, the next
// in line read unsurely (an entry square printed in the seat's colour beside waiting pawns
// standing off their spots, whose looks then say none stands there). Then a spot of its
// starting place (`home_role`: a Toc waiting area, a Jacotte camp) that its pawn left may still
// read as the pawn (the white sheet under a white pawn, a red camp under a red pawn): its spots
// read as its pawn whose ground is unlike the start's look (a pawn standing there), under
// look_start_match, are read empty, the least alike first, as many as the pawns too many. What
// remains too many is the count's guess, read unsurely (own_entry_empty_confidence) for the
// referee to weigh: the home spots nearest look_start_match (a flat print of the pawn's colour
// may keep most of that look) and, on Toc's board, the pawns on squares nearest their empty
// look's bar (add_pawns_on_squares), the least sure first. Squares are weighed as home spots are:
// on tuning toc-6 and toc-4 1-20, every seat seen a pawn too many with its home spots all at
// look_start_match or more had a ghost on a square (its own entry square, printed in its colour,
// at looks of 0.73-0.89; a square a neighbour's pawn blurs over), while on toc-6 80-99 the spot a
// pawn had left kept 0.80-0.89 of the start's look and the pawn stood on a square.
void drop_left_home_spots(ReaderState& s, const cv::Mat& frame, const Projection& projection,
                          const std::vector<SpotVerdict>& verdicts, std::vector<SpotClasses>& seen,
                          std::vector<CellReading>& cells, const std::string& home_role,
                          int pawns_per_seat);

// A seat seen with fewer pawns than it has: a pawn of the print's colour stands where the
// colours read the print (a white pawn on a white square; a seat's pawn on its own entry square,
// printed in its colour). Of the squares read empty whose colour is as near the seat's pawn as
// a piece's may be (`unknown_delta_e`), those whose ground is least like the start's look (an
// empty square) hold its pawns, the least alike first, as many as are missing: under
// look_empty_match, or look_own_entry_match on the seat's own entry square, whose print a pawn
// of its colour changes little. When more squares than the seat's own and one more are under
// their bar, the looks single out nothing: then only the squares whose colour is nearer the
// seat's pawn than their print, if no more than are missing, the nearest first, or else those of
// them as near the seat's pawn as the farthest of its pawns the colours read in the frame (unless
// the seat's own entry square, printed in its colour, is nearer but not as near). When
// those are too few and the colour singles out few squares (no more than the seat's own printed
// squares, its home squares and entry square, and one more), the squares over their bar hold the
// rest, the nearest their bar first (fresh film toc-6 10016: Red's pawn on its own entry square,
// the only square of its colour, matched the empty start at 0.915 against 0.9; a white pawn, which
// every white square fits, is not guessed so: toc-6 seed 7111 misread White's waiting area and put
// its pawns on the track). Read unsurely (own_entry_empty_confidence): a guess the count makes, for
// the referee to weigh against the record.
void find_missing_pawns(ReaderState& s, const std::vector<SpotVerdict>& verdicts,
                        const std::map<char, cv::Vec3d>& learned, std::vector<SpotClasses>& seen,
                        std::vector<CellReading>& cells, int pawns_per_seat);

// A seat still seen with fewer pawns than it has, once the squares are searched: its waiting
// spots read empty that held its pawn at the start hold the rest, those whose ground is most
// like the start's (a pawn standing there) first, unsurely (own_entry_empty_confidence). White
// pawns on White's white waiting area are told by the look alone, and a neighbour's leaving
// changes it (unseen toc-6 7111: present pawns 0.77-0.80 against look_start_match 0.8, the spot
// left 0.52-0.56), so the waiting area read one to three pawns short.
void find_missing_home_pawns(ReaderState& s, const cv::Mat& frame, const Projection& projection,
                             std::vector<SpotClasses>& seen, std::vector<CellReading>& cells,
                             const std::string& home_role, int pawns_per_seat);

}  // namespace arbitre::read::detail
