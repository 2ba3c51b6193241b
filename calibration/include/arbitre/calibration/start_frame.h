// One picture of the starting position, as board calibration takes it: the board found by its
// fiducials, by four corners given by the player, or by its outline (boards without
// fiducials), and the pieces read through that pose. `arbitre calibrate board` and the Qt
// program's calibration wizard use it alike.
#pragma once

#include <array>
#include <optional>
#include <string>

#include <opencv2/core.hpp>

#include "arbitre/calibration/board_pose.h"
#include "arbitre/calibration/piece_colours.h"
#include "arbitre/calibration/profile.h"
#include "arbitre/engine/occupancy.h"
#include "arbitre/vision/layout.h"

namespace arbitre::calibration {

struct StartFrame {
  BoardMethod method = BoardMethod::kFiducials;
  BoardPose pose;
  StartReading reading;
  // Empty when the frame can calibrate; else why not, in words that name the likely cause
  // (too few fiducials, another game's board, the pieces not at their start).
  std::string failure;
};

// `corners`: the board's outline corners clicked by the player (layout order), else found.
StartFrame read_start_frame(const cv::Mat& frame, const vision::BoardLayout& layout,
                            const std::string& variant, const engine::Occupancy& start,
                            const std::optional<Intrinsics>& camera,
                            const std::optional<std::array<cv::Point2d, 4>>& corners);

// A player's reading of a failure status: what to do about it.
std::string failure_advice(const BoardPose& pose);

}  // namespace arbitre::calibration
