#include "arbitre/calibration/charuco.h"

#include <opencv2/imgproc.hpp>

namespace arbitre::calibration {

cv::Ptr<cv::aruco::CharucoBoard> charuco_board(const vision::CharucoSheet& sheet) {
  const auto dictionary = cv::aruco::getPredefinedDictionary(cv::aruco::DICT_4X4_50);
  auto board = cv::aruco::CharucoBoard::create(sheet.squares_x, sheet.squares_y,
                                               static_cast<float>(sheet.square_mm),
                                               static_cast<float>(sheet.marker_mm), dictionary);
  // OpenCV numbers the markers 0..n-1 in the sheet's order; the sheet's ids start further on.
  for (size_t k = 0; k < board->ids.size(); ++k) {
    board->ids[k] = sheet.first_id() + static_cast<int>(k);
  }
  return board;
}

CharucoCorners find_charuco(const cv::Mat& image, const cv::Ptr<cv::aruco::CharucoBoard>& board) {
  cv::Mat gray = image;
  if (image.channels() == 3) cv::cvtColor(image, gray, cv::COLOR_BGR2GRAY);
  if (image.channels() == 4) cv::cvtColor(image, gray, cv::COLOR_BGRA2GRAY);
  std::vector<std::vector<cv::Point2f>> found, rejected;
  std::vector<int> found_ids;
  const auto parameters = cv::aruco::DetectorParameters::create();
  cv::aruco::detectMarkers(gray, board->dictionary, found, found_ids, parameters, rejected);
  std::vector<std::vector<cv::Point2f>> markers;
  std::vector<int> ids;
  const int first = board->ids.front(), last = board->ids.back();
  for (size_t k = 0; k < found_ids.size(); ++k) {
    if (found_ids[k] < first || found_ids[k] > last) continue;
    markers.push_back(found[k]);
    ids.push_back(found_ids[k]);
  }
  CharucoCorners result;
  result.markers = static_cast<int>(ids.size());
  if (ids.empty()) return result;
  cv::aruco::interpolateCornersCharuco(markers, ids, gray, board, result.corners, result.ids);
  // OpenCV 4.6 refines the corners with cornerSubPix and then adds half a pixel to them
  // (opencv/opencv issue 25539): undone here, so that corners are in OpenCV's own pixel
  // convention (pixel centres at integers). charuco_test checks this on a drawn sheet.
  for (auto& corner : result.corners) corner -= cv::Point2f(0.5f, 0.5f);
  return result;
}

}  // namespace arbitre::calibration
