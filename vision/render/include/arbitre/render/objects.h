// The things the renderer draws on the table, as SceneObjects with their physical sizes.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "arbitre/engine/chance.h"
#include "arbitre/render/canvas.h"

namespace arbitre::render {

// A round piece: a cylinder (Jacquet checker, Jacotte pawn, Jeson Jam stone) standing on
// z = -base_mm. Stacks are cylinders one on another.
struct DiscPiece {
  cv::Point2d center_mm;
  double base_mm = 0;  // height of its bottom above the board
  double diameter_mm = 22;
  double height_mm = 6;
  Material material;
};
std::unique_ptr<SceneObject> make_disc(const DiscPiece& disc);

// A Toc pawn: a rounded cone with a ball head.
struct PawnPiece {
  cv::Point2d center_mm;
  double diameter_mm = 14;
  double height_mm = 22;
  Material material;
};
std::unique_ptr<SceneObject> make_pawn(const PawnPiece& pawn);

// A six-sided die with pips, opposite faces adding to 7. `rotation` turns die axes into board
// axes; value_up() is the face whose outward normal points up (-z) most.
struct Die {
  cv::Point3d center_mm;  // centre of the cube (z = -size/2 when resting)
  cv::Matx33d rotation = cv::Matx33d::eye();
  double size_mm = 16;
  Material body;
  Material pips;
  int value_up() const;
  // How far the die is from lying flat, in degrees (0: resting on a face; > 10: cocked).
  double tilt_deg() const;
};
// A rotation showing `value` on top, turned by `yaw` (radians) about the vertical.
cv::Matx33d die_rotation_showing(int value, double yaw);
std::unique_ptr<SceneObject> make_die(const Die& die);

// A two-faced stick die: a flat bar, one face plain, the other coloured.
struct Stick {
  cv::Point3d center_mm;
  double yaw = 0;   // radians, about the vertical
  double roll = 0;  // radians about its long axis: 0 plain face up, pi coloured face up
  double length_mm = 60;
  double width_mm = 10;
  double thickness_mm = 5;
  Material plain;
  Material coloured;
  bool coloured_up() const;
};
std::unique_ptr<SceneObject> make_stick(const Stick& stick);
// Whether two sticks' footprints on the table (their length by their width, turned by their
// yaws) come within `margin_mm` of each other: real sticks rest apart or one on the other,
// never through each other.
bool sticks_overlap(const Stick& a, const Stick& b, double margin_mm = 0);

// A playing card lying on the table (or held above it), face up or down.
struct CardObject {
  engine::Card card;
  cv::Point3d center_mm;
  double yaw = 0;
  bool face_up = true;
  double width_mm = 63;
  double height_mm = 88;
  cv::Mat face;  // linear BGR texture of the face (card_art.h), shared between frames
  cv::Mat back;
};
std::unique_ptr<SceneObject> make_card(const CardObject& card);

// A hand and forearm reaching over the table from outside the picture. The middle finger
// ends at the fingertips (pinching: the index and the thumb meet there); the arm runs back
// over from_mm, rising, far enough to leave any picture of the board. Drawn in layer 1,
// over every piece.
struct Hand {
  cv::Point3d fingertips_mm;    // where the fingers are (z < 0: above the board)
  cv::Point2d from_mm;          // where the forearm comes from (beyond the board's edge)
  double width_mm = 85;         // palm width
  bool pinching = false;        // holding a piece between the fingers
  double sleeve_start_mm = 70;  // from the wrist along the forearm to the sleeve's cuff
  Material skin;
  Material sleeve;
};
std::unique_ptr<SceneObject> make_hand(const Hand& hand);

// A realistic spread of skin tones and sleeve colours.
Hand random_hand_look(engine::Random& random);

}  // namespace arbitre::render
