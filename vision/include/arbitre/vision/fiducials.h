// Finding the boards' ArUco fiducials in a picture, with corners refined to a small fraction
// of a pixel: the board pose (issue 4) and the renderer's tests start from them.
#pragma once

#include <array>
#include <vector>

#include <opencv2/core.hpp>

namespace arbitre::vision {

struct FoundFiducial {
  int id = 0;
  // ArUco order: the marker's printed top-left, top-right, bottom-right, bottom-left corner
  // (outer corners of the black border), in pixels.
  std::array<cv::Point2d, 4> corners;
};

// Every DICT_4X4_50 marker in a BGR or grey picture. ArUco finds and decodes them; each
// corner is then the meeting point of two border edges located along their whole length
// (edgels at the steepest white-to-black step, lines fitted), which is unbiased under blur,
// unlike a corner detector at the tip of an L-shaped corner.
std::vector<FoundFiducial> find_fiducials(const cv::Mat& image);

// Video: only around where each marker was last seen (`expected`, ids and corners), which
// costs a fraction of a whole search. A marker is looked for within its own size plus
// `reach_px` of its last place; markers not found there are simply missing from the result
// (the caller searches the whole picture when too few are found).
std::vector<FoundFiducial> find_fiducials_near(const cv::Mat& image,
                                               const std::vector<FoundFiducial>& expected,
                                               double reach_px = 32);

// The refinement alone, for corners found by other means. Corners whose edges cannot be
// measured (too small, off the picture) are left as given.
std::array<cv::Point2d, 4> refine_marker_corners(const cv::Mat& gray,
                                                 const std::array<cv::Point2d, 4>& corners);

}  // namespace arbitre::vision
