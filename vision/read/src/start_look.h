// The places full at the start (Jacotte's camps and centre neutrals, Toc's waiting areas) hold
// pieces that may be the print's own colour: a blue stone on its blue camp, a neutral on the
// wooden centre, a white pawn on the white sheet. Colour cannot tell them from the print, but
// the calibration saw them: each spot's ground is compared with the profile's board look, and
// a spot that looks as it did at the start holds what it held then.
#pragma once

#include <cstddef>
#include <vector>

#include <opencv2/core.hpp>

#include "structure.h"

namespace arbitre::read::detail {

struct ReaderState;
struct Projection;

// One spot's ground compared with the start's look, and what stood there at the start.
struct SpotLook {
  PrintPatch patch;             // around the spot's base; patch.looks empty: not compared
  char start = '.';             // the piece letter at the start, '.' for none
  std::size_t first_point = 0;  // its 3 projected points (centre, +1 mm x, +1 mm y)
};

// s.spot_looks, one per spot: for the spots of every place but Toc's squares (whose own look
// is per place, structure.h), when the profile has a board look; otherwise left without looks.
void build_spot_looks(ReaderState& s);
// How well a spot of place `place` must match its start's look to hold what it held then:
// look_start_match, or on Jacquet's points look_row_empty_match (a black checker on a dark
// point keeps much of the point's empty look: 0.93 at most on the tuning stills, the print read
// as a checker 0.95 or more).
double same_as_start_match(const ReaderState& s, std::size_t place);
// The 3 board points per compared spot, appended to `points`; each SpotLook keeps where.
void add_spot_look_points(ReaderState& s, std::vector<cv::Point3d>& points);
// Spot `index`'s ground in `frame` (the ground its piece would hide) against the start's look,
// at the best shift up to look_shift_mm; stops at the first shift reaching `enough`. -2: no
// look, or too little seen.
double spot_look_match(ReaderState& s, const cv::Mat& frame, const Projection& projection,
                       std::size_t index, double enough);
// Spot `index`'s ground against the start's look under a light that varies across the patch:
// seen = offset + look x (g0 + gx x + gy y), x and y the samples' board offsets, fitted by
// least squares at every shift up to look_shift_mm. The best fit's correlation (its R's square
// root) and its gain's least and most over the samples; fit -2: no look, or too few samples.
struct ShadedMatch {
  double fit = -2;
  double least_gain = 0;
  double most_gain = 0;
};
ShadedMatch shaded_look_match(ReaderState& s, const cv::Mat& frame, const Projection& projection,
                              std::size_t index);
// An `enough` no look reaches (a correlation is at most 1): the best over every shift is
// measured, none stops the search early.
inline constexpr double kBestOfAllShifts = 2;

}  // namespace arbitre::read::detail
