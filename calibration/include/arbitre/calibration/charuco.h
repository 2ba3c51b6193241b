// Finding the ChArUco calibration sheet (vision/charuco_sheet.h) in a picture: its markers,
// then its inner corners to a fraction of a pixel.
#pragma once

#include <vector>

#include <opencv2/aruco/charuco.hpp>
#include <opencv2/core.hpp>

#include "arbitre/vision/charuco_sheet.h"

namespace arbitre::calibration {

// OpenCV's board for the sheet, in the grid frame (mm), its markers' ids from
// kCharucoFirstId. The sheet's scale does not matter for intrinsics; the A3 sheet is used
// unless another is given.
cv::Ptr<cv::aruco::CharucoBoard> charuco_board(
    const vision::CharucoSheet& sheet = vision::charuco_sheet());

// The sheet's inner corners found in one picture.
struct CharucoCorners {
  std::vector<cv::Point2f> corners;  // pixels
  std::vector<int> ids;              // corner ids, as vision::CharucoSheet numbers them
  int markers = 0;                   // sheet markers found
  bool empty() const { return ids.empty(); }
};

// Markers of the sheet (other ids, a game board's fiducials, are ignored), then the inner
// corners between them, refined to subpixel. Colour or grey pictures.
CharucoCorners find_charuco(const cv::Mat& image, const cv::Ptr<cv::aruco::CharucoBoard>& board);

}  // namespace arbitre::calibration
