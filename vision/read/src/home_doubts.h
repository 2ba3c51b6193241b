// A seat seen with all its pawns, one of them read on a home spot by the colours alone where
// the ground says none stands, and one square read empty that the colours and the look both give
// to its pawn: the pawn left the spot for the square.
#pragma once

#include <map>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "places.h"

namespace arbitre::read::detail {

struct ReaderState;
struct Projection;
struct SpotVerdict;

// For each seat seen with exactly `pawns_per_seat` pawns: the spot of its home place
// (`home_role`, Toc's waiting areas) least like the start's look of those where its pawns stood
// then, read as its pawn by the colours by less than learn_margin while its ground matches that
// look under look_start_match, is the print where a pawn left (the white sheet, in the other
// pawns' shade, read as a white pawn) when exactly one square read empty is given to the seat's
// pawn by both cues (a colour nearer the pawn's than the print's, a ground under its empty look's
// bar, empty_look_bar): that square holds the pawn, and the spot is empty, both read unsurely
// (own_entry_empty_confidence). Otherwise the reading stands: a pawn may stand on a spot its
// neighbours' shade darkens, and a white square's look or colour may stray on its own.
// Tuning still films toc-6 21603 (the pawn on s1.06: spot 0.42 against its neighbours' 0.96-1.0,
// the square 0.70 and nearer White), 21101 (on its entry square s6.18, 0.49 against 0.9; the spot
// 0.75 against 0.93), 22415 (s1.05: 0.69; the spot 0.63 against 0.92-0.98).
void move_pawns_off_home_spots_against_their_look(ReaderState& s, const cv::Mat& frame,
                                                  const Projection& projection,
                                                  const std::vector<SpotVerdict>& verdicts,
                                                  const std::map<char, cv::Vec3d>& learned,
                                                  std::vector<SpotClasses>& seen,
                                                  std::vector<CellReading>& cells,
                                                  const std::string& home_role, int pawns_per_seat);

}  // namespace arbitre::read::detail
