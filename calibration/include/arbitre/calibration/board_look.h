// The board as the calibration picture showed it: its luminance on the board plane, through
// this camera, with its blur, its lens and its print. Every Toc square is empty at the start
// and every camp and waiting area full: a piece of the print's own colour (a white pawn on the
// white sheet, a seat's pawn on its entry square, a blue stone on its blue camp) changes that
// look where colour cannot tell it apart (docs/reading.md, "the start's look").
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>

#include "arbitre/calibration/board_pose.h"
#include "arbitre/calibration/camera_file.h"
#include "arbitre/engine/result.h"

namespace arbitre::calibration {

// The look's scale: the reader's printed art is drawn at the same scale.
inline constexpr double kBoardLookPxPerMm = 2;

// The luminance (8-bit, gamma-encoded as the picture holds it; Rec. 709 weights) of the board
// plane (width_mm x height_mm, z = 0) at kBoardLookPxPerMm, sampled from `image` through `pose`
// (its rvec/tvec with `camera`, else its homography). CV_8U; 0 where the picture does not show
// the board, seen values clamped to 1..255.
cv::Mat rectify_board_look(const cv::Mat& image, double width_mm, double height_mm,
                           const BoardPose& pose, const std::optional<Intrinsics>& camera);

// Several pictures' looks (frames of one video, one pose): each pixel's mean over the looks that
// saw it. Empty when `looks` is, or when their sizes differ.
cv::Mat average_board_looks(const std::vector<cv::Mat>& looks);

// JSON of the profile: {"px_per_mm": 2, "png": "<base64>"}.
nlohmann::json board_look_to_json(const cv::Mat& look);
// Errors name the field under `path` ("board_look.png: ...").
engine::Result<cv::Mat> board_look_from_json(const nlohmann::json& json, const std::string& path);

}  // namespace arbitre::calibration
