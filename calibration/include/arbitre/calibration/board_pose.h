// BoardPose: where the board lies in a picture, from the fiducials printed on it. Gives the
// homography from the (undistorted) image to board millimetres, the board's corners in the
// picture and, with the camera's intrinsics, its 3-D pose. A frame where the board cannot be
// found gets a status saying why, never a guess.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "arbitre/vision/layout.h"

namespace arbitre::calibration {

// A camera's intrinsics (OpenCV model). Without them Arbitre works undistorted.
struct Intrinsics {
  cv::Matx33d matrix = cv::Matx33d::eye();
  cv::Vec<double, 5> distortion{0, 0, 0, 0, 0};
};

struct BoardPose {
  enum class Status {
    kFound,            // three fiducials or more of this board: the pose below holds
    kNotVisible,       // no fiducial at all
    kTooFewFiducials,  // one or two of this board's fiducials (hands, framing)
    kWrongBoard,       // fiducials of another board and none of this one
  };
  Status status = Status::kNotVisible;
  std::string other_board;     // kWrongBoard: the board the fiducials name
  std::vector<int> fiducials;  // ids used, sorted
  // Undistorted pixel -> board mm (with intrinsics; else raw pixel -> board mm).
  cv::Matx33d image_to_board = cv::Matx33d::eye();
  std::array<cv::Point2d, 4> corners_px;  // the board's outline corners in the picture
  double rms_px = 0;                      // fiducial corners' reprojection error
  // With intrinsics: board frame -> camera frame (Rodrigues rotation, mm).
  std::optional<cv::Vec3d> rvec;
  std::optional<cv::Vec3d> tvec;

  bool found() const { return status == Status::kFound; }
};

const char* status_name(BoardPose::Status status);

// Finds `layout`'s fiducials in `image` (vision::find_fiducials) and fits the pose to their
// 16 corners or fewer: a plane-to-image homography, and with intrinsics a planar PnP whose
// projection gives the corners (lens distortion included).
BoardPose find_board_pose(const cv::Mat& image, const vision::BoardLayout& layout,
                          const std::optional<Intrinsics>& camera);

}  // namespace arbitre::calibration
