// Colour helpers of the reader: sRGB to linear, CIELab back to linear, a weighted colour
// distance, and the median colour of a small disc of a picture with reused buffers.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include <opencv2/core.hpp>

namespace arbitre::read::detail {

// Linear RGB (0..1, sRGB primaries) of a CIELab (D65) colour: the inverse of
// calibration::lab_of_linear.
cv::Vec3d linear_of_lab(const cv::Vec3d& lab);

// Linear RGB (0..1) of each 8-bit sRGB level: the disc samples of the frame and of the print
// (DiscSampler, the float art) go through this one table, so that the median of a disc's levels
// gives the median of their linear values.
const std::array<float, 256>& linear_of_srgb8();

// CIELab distance with the lightness difference scaled by `lightness_weight`.
double weighted_delta_e(const cv::Vec3d& a, const cv::Vec3d& b, double lightness_weight);

// Medians of small pixel sets, with buffers kept between calls.
class DiscSampler {
 public:
  DiscSampler();
  // Linear RGB median of the 8-bit BGR pixels within `radius` of `centre`; nullopt when the
  // disc leaves the picture.
  std::optional<cv::Vec3d> sample_bgr8(const cv::Mat& image, cv::Point2d centre, double radius);
  // The mean (not the median) of a linear float RGB picture's disc: the print as a blurred
  // camera sees it.
  std::optional<cv::Vec3d> mean_linear(const cv::Mat& image, cv::Point2d centre, double radius);
  // The same on a linear float RGB picture (CV_32FC3, R first).
  std::optional<cv::Vec3d> sample_linear(const cv::Mat& image, cv::Point2d centre, double radius);

 private:
  template <class Pixel>
  std::optional<cv::Vec3d> sample(const cv::Mat& image, cv::Point2d centre, double radius,
                                  Pixel pixel);
  std::array<float, 256> table_{};
  std::array<std::vector<float>, 3> channels_;
  std::array<std::array<int, 256>, 3> level_counts_{};
};

// The median of `values` (in place: the vector is reordered; the upper one of an even count).
float median_of(std::vector<float>& values);

// Per-channel median of a few colours (in place: the vector is reordered).
cv::Vec3d median_colour(std::vector<cv::Vec3d>& colours);

}  // namespace arbitre::read::detail
