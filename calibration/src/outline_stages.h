// The stages of find_board_outline (board_outline.h), one function each, so that each can be
// timed, dumped and read on its own. Internal to the calibration library.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include <opencv2/core.hpp>

#include "arbitre/calibration/board_outline.h"

namespace arbitre::calibration::outline {

// The lens both ways: raw picture pixels <-> ideal (undistorted) pixels of the same camera
// matrix. Without intrinsics both are the identity.
class Lens {
 public:
  explicit Lens(const std::optional<Intrinsics>& camera);
  cv::Point2d undistort(const cv::Point2d& raw) const;
  cv::Point2d distort(const cv::Point2d& ideal) const;
  bool known() const { return camera_.has_value(); }
  const cv::Matx33d& matrix() const { return camera_->matrix; }

 private:
  std::optional<Intrinsics> camera_;
};

// The picture shrunk for the blob search, in Lab with L weighed down (CV_32FC3).
struct WorkImage {
  cv::Mat lab;
  double scale = 1;  // work pixel = full pixel * scale
};
WorkImage prepare_work_image(const cv::Mat& bgr, const OutlineParams& params);

// The table's colours, sampled along the picture's border.
struct TableModel {
  std::vector<cv::Vec3f> colours;  // weighted Lab cluster centres
  float spread = 0;                // how far table pixels stray from them (weighted Lab)
  float lightness_weight = 1;

  // How far a colour (BGR, 0..255) lies from the nearest table colour, in spreads.
  double distance(const cv::Vec3f& bgr) const;
};
TableModel model_table(const WorkImage& work, const OutlineParams& params);

// 255 where a work pixel is far from every table colour (opened and closed).
cv::Mat board_mask(const WorkImage& work, const TableModel& table, const OutlineParams& params);

struct Blob {
  std::vector<cv::Point> hull;  // convex hull, work pixels
  double area_share = 0;        // of the picture
  bool touches_edge = false;    // reaches the picture's border
  bool trimmed = false;         // an arm was cut off it (without_arm)
};
std::optional<Blob> largest_blob(const cv::Mat& mask, const OutlineParams& params);

// A blob reaching the picture's edge may be a board with an arm reaching in from that edge
// joined to it: a wide opening (the board is wider than an arm) cuts the arm off. The blob
// that is left when it no longer reaches the edge; nullopt when it still does (a board cut by
// the picture's edge) or nothing is left.
std::optional<Blob> without_arm(const cv::Mat& mask, const Blob& blob, const OutlineParams& params);

// The hull simplified to four corners, clockwise in the picture (y down), full-size pixels.
std::optional<std::array<cv::Point2d, 4>> quad_from_blob(const Blob& blob, double scale);

// One fitted side: a point and a unit direction in ideal pixels.
struct FittedSide {
  cv::Point2d point;
  cv::Point2d direction;
  double support = 0;   // share of the side's profiles with an edge point on the line
  double contrast = 0;  // median colour step of those edge points
};
struct RefinedQuad {
  std::array<FittedSide, 4> sides;  // side k runs from corner k to corner k+1
  std::array<cv::Point2d, 4> corners_ideal;
  bool intersect = true;  // false when two neighbouring sides are (nearly) parallel
};
// Fits each side of `quad` (raw pixels) to the colour step across it in `bgr` from the board
// to the table.
RefinedQuad refine_quad(const cv::Mat& bgr, const std::array<cv::Point2d, 4>& quad,
                        const Lens& lens, const TableModel& table, const OutlineParams& params);

}  // namespace arbitre::calibration::outline
