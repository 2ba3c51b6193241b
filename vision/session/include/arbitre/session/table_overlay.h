// TableOverlay: what a reading saw, placed in the picture, for a program to draw over the
// camera image (the Qt program's live table and review). Plain data and OpenCV points: the
// drawing itself is the program's.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "arbitre/calibration/board_pose.h"
#include "arbitre/read/observation.h"
#include "arbitre/vision/layout.h"

namespace arbitre::session {

struct PlaceMark {
  std::string cell;
  std::vector<cv::Point2f> outline;  // the place's shape in the picture, pixels
  cv::Point2f centre;
  bool read = false;       // the reading covered it (false: not read yet)
  bool visible = true;     // false: a hand or the picture's edge hid it
  std::string content;     // the occupancy text read ("W3", "R", empty)
  double confidence = 0;   // 0..1
  bool disagrees = false;  // the reading differs from the record here
};

struct TableOverlay {
  bool board_found = false;
  std::array<cv::Point2f, 4> board{};  // the board's outline corners
  std::vector<PlaceMark> places;       // layout order
  std::vector<read::DieReading> dice;
  std::vector<read::CardReading> cards;
  std::optional<read::SticksReading> sticks;
};

// Circles are drawn as this many-sided polygons.
inline constexpr int kCircleSides = 24;

// The overlay of `observation` (null: the board's places only) under `pose`; `disagreeing`
// lists the places where the record differs.
TableOverlay table_overlay(const vision::BoardLayout& layout, const calibration::BoardPose& pose,
                           const std::optional<calibration::Intrinsics>& camera,
                           const read::Observation* observation,
                           const std::vector<std::string>& disagreeing);

}  // namespace arbitre::session
