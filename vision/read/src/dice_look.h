// Dice pips against the start's look: on a board, most pip-like spots the dice reader finds are
// the print's own marks (fiducials, ticks, the dashed bar, the points' tips) or the checkers
// stacked where they started, and the calibration saw them all. A spot the start's look shows
// too, as dark or as light, is no die's pip: left out, it makes no window for the network.
#pragma once

#include <optional>

#include <opencv2/core.hpp>

#include "arbitre/calibration/board_pose.h"
#include "arbitre/calibration/camera_file.h"

namespace arbitre::read::detail {

// Whether the spot (`centre_px`, `diameter_px` wide, darker than around it when `dark`) in the
// 8-bit BGR `frame` is in the start's look (calibration/board_look.h) too: the look, at the same
// board points, shows a spot of the same polarity there with at least `share` of the frame's
// contrast (spot against a ring one diameter out), at the best shift of up to 1 mm (the pose's
// jitter against thin printed lines), and the ring as light as the look's within a factor of
// 1.6 (a die's body there would differ). False where the look does not cover the ring (off the
// board, unseen at the start) or the frame shows no contrast there.
bool spot_in_start_look(const cv::Mat& frame, const cv::Point2d& centre_px, double diameter_px,
                        bool dark, const calibration::BoardPose& pose,
                        const std::optional<calibration::Intrinsics>& camera, const cv::Mat& look,
                        double share);

}  // namespace arbitre::read::detail
