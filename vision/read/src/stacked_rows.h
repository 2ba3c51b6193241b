// What the colours miss on Jacquet's points, found again from the count and the start's look:
// piles stacked on a full row filmed from aside, and postillons of the print's colour.
//
// Piles filmed from aside. A spot is sampled at one checker's height, where a lone checker shows
// its top; a pile three high, seen from a camera well off its axis, shows its side there instead
// (darker and more saturated than the top the calibration learned), so the whole row reads empty
// and the colour comes up short of its 15 checkers. The pile's top shows where the ray to the top's
// centre at its height meets it.
#pragma once

#include <map>
#include <vector>

#include <opencv2/core.hpp>

#include "arbitre/read/observation.h"

namespace arbitre::read::detail {

struct ReaderState;
struct Projection;
struct SpotVerdict;

inline constexpr int kCheckersPerColour = 15;

// When every place is seen and a colour shows fewer than its 15 checkers (at most), the point
// whose row spots each show that colour, at one checker's height or as a pile's top higher up
// (up to 15 checkers' worth of levels), by the widest least margin, is read as a full row of it:
// a count from 5 to 15 that settle_counts may settle. `verdicts`: every spot's, at one checker's
// height.
void find_stacked_rows(ReaderState& s, const cv::Mat& frame, const Projection& projection,
                       const std::vector<SpotVerdict>& verdicts,
                       const std::map<char, cv::Vec3d>& learned, std::vector<CellReading>& cells);

// A postillon the colours miss: a white checker on the cream sheet's tip, a black one on a
// dark point's. On a point read empty whose tip was empty at the start, a tip whose ground
// matches the start's look under look_postillon_match holds a checker: of the colour a count
// leaves short when one does, else of the nearer colour. Read unsurely
// (own_entry_empty_confidence): the look tells that a piece stands there, barely which.
void find_hidden_postillons(ReaderState& s, const cv::Mat& frame, const Projection& projection,
                            const std::vector<SpotVerdict>& verdicts,
                            const std::map<char, cv::Vec3d>& learned,
                            std::vector<CellReading>& cells);

}  // namespace arbitre::read::detail
