// Small helpers the choreography shares: easing curves, zones, where pieces rest.
#pragma once

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "arbitre/engine/random.h"
#include "arbitre/vision/layout.h"
#include "arbitre/vision/placement.h"

namespace arbitre::film {

// Smooth start and stop (a hand), and a throw that slows down as it lands.
inline double ease(double t) {
  return t * t * (3 - 2 * t);
}
inline double ease_out(double t) {
  return 1 - (1 - t) * (1 - t);
}

inline double piece_height(const vision::BoardLayout& layout, const vision::PlacedPiece& piece) {
  return piece.shape == vision::PlacedPiece::Shape::kPawn ? 1.6 * layout.piece.diameter_mm
                                                          : layout.piece.height_mm;
}

// Centre of a piece's bottom where the rules put it: z = -(height above the board).
inline cv::Point3d resting_position(const vision::BoardLayout& layout,
                                    const vision::PlacedPiece& piece) {
  return {piece.x_mm, piece.y_mm, -piece.level * layout.piece.height_mm};
}

// The occupancy letter of a seat's colour (the hand's sticks, for instance).
inline char seat_letter(const std::string& variant, int seat) {
  if (variant.rfind("jacotte", 0) == 0) return "RYGB"[std::clamp(seat, 0, 3)];
  if (variant.rfind("toc", 0) == 0) return "RGBYKW"[std::clamp(seat, 0, 5)];
  return seat == 0 ? 'W' : 'B';
}

cv::Point2d zone_centre(const vision::Zone& zone);
// A point drawn uniformly inside the zone, at least `clearance` mm from its edges if it can.
cv::Point2d random_point_in(const vision::Zone& zone, double clearance, engine::Random& random);
// Resting places for `count` objects in a zone, `spacing` mm apart when they fit.
std::vector<cv::Point2d> resting_places(const vision::Zone& zone, int count, double clearance,
                                        double spacing, engine::Random& random);

}  // namespace arbitre::film
