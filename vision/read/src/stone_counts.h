// Jeson Jam's stones never leave the table: each colour's stand on the intersections, wait in
// its hand's tray or lie in the other player's prisoners' tray, as many as the game gave each.
// A count over or under that names a misreading colour alone cannot see: a tray's flat print
// near a stone's colour read as stones (unseen stills 18006 and 18017: Dark's prisoners' tray,
// printed pink or grey, read as one to three pale Light stones), a pale stone on its pale
// intersection circle read empty (18016, the circles' look matched at 0.51-0.64 under it).
#pragma once

#include <map>
#include <vector>

#include <opencv2/core.hpp>

#include "arbitre/calibration/profile.h"
#include "arbitre/vision/layout.h"
#include "places.h"
#include "spot_colour.h"

namespace arbitre::read::detail {

struct ReaderState;

// Each colour's stones in the game, counted in the profile's starting position (the option
// `pieces`, 9 by default); -1 on another board.
int stones_in_game(const calibration::Profile& profile, const vision::BoardLayout& layout);

// Where a colour shows more stones than s.stones, its least sure readings give way: the tray
// spots read as stones and the intersections read as its stone, the smallest margin first, as
// many as are too many (read empty). Where it shows fewer, the intersections read empty whose
// colour is as near its stone as a piece's may be (unknown_delta_e) and whose ground is least
// like their empty look, under look_empty_match, hold the missing stones, the least alike
// first, but for a circle nearer its empty look than its covered one where the colour's hand
// tray is read surer than the circle is unlike: the rest are counted in that tray. Either way
// the places changed are read unsurely (own_entry_empty_confidence): a guess the count makes,
// for the referee to weigh. Nothing changes while a place is not visible.
// `verdicts` per spot, `seen` per place: the spots' classes as read_places decided them.
void settle_stone_counts(ReaderState& s, const std::map<char, cv::Vec3d>& learned,
                         const std::vector<SpotVerdict>& verdicts, std::vector<SpotClasses>& seen,
                         std::vector<CellReading>& cells);

}  // namespace arbitre::read::detail
