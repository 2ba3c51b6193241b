// The reader's disc medians (vision/read/src/colour.h): an 8-bit disc's median is counted from
// its levels, a linear float disc's is sorted; both must give the median of the same pixels.
#include <gtest/gtest.h>

#include <random>

#include "colour.h"

namespace arbitre::read::detail {
namespace {

// The pixels within `radius` of `centre` (at least 0.7, as the sampler takes them), linearised.
std::array<std::vector<float>, 3> disc_pixels(const cv::Mat& bgr8, cv::Point2d centre,
                                              double radius) {
  const double r = std::max(radius, 0.7);
  std::array<std::vector<float>, 3> channels;
  for (int y = 0; y < bgr8.rows; ++y) {
    for (int x = 0; x < bgr8.cols; ++x) {
      if ((x - centre.x) * (x - centre.x) + (y - centre.y) * (y - centre.y) > r * r) continue;
      const cv::Vec3b p = bgr8.at<cv::Vec3b>(y, x);
      for (int k = 0; k < 3; ++k) channels[k].push_back(linear_of_srgb8()[p[2 - k]]);
    }
  }
  return channels;
}

TEST(DiscSampler, AnEightBitDiscsMedianIsItsPixelsMedianAtEveryRadius) {
  std::mt19937 random(5);
  cv::Mat noisy(80, 80, CV_8UC3), few_levels(80, 80, CV_8UC3);
  cv::randu(noisy, 0, 256);
  cv::randu(few_levels, 100, 103);  // many equal levels: ties at the median
  std::uniform_real_distribution<double> at(20, 60), radius(0, 15);
  DiscSampler sampler;
  for (const cv::Mat* image : {&noisy, &few_levels}) {
    for (int trial = 0; trial < 400; ++trial) {
      const cv::Point2d centre(at(random), at(random));
      const double r = radius(random);
      auto channels = disc_pixels(*image, centre, r);
      ASSERT_FALSE(channels[0].empty());
      const auto counted = sampler.sample_bgr8(*image, centre, r);
      ASSERT_TRUE(counted);
      for (int k = 0; k < 3; ++k) {
        EXPECT_EQ((*counted)[k], median_of(channels[k])) << "radius " << r << " channel " << k;
      }
    }
  }
}

TEST(DiscSampler, ALinearDiscAndItsEightBitLevelsGiveOneMedian) {
  cv::Mat levels(40, 40, CV_8UC3);
  cv::randu(levels, 0, 256);
  cv::Mat linear(levels.size(), CV_32FC3);
  for (int y = 0; y < levels.rows; ++y) {
    for (int x = 0; x < levels.cols; ++x) {
      const cv::Vec3b p = levels.at<cv::Vec3b>(y, x);
      const auto& table = linear_of_srgb8();
      linear.at<cv::Vec3f>(y, x) = {table[p[2]], table[p[1]], table[p[0]]};
    }
  }
  DiscSampler sampler;
  for (double r : {0.5, 1.0, 2.0, 3.5, 8.0, 12.0}) {
    const cv::Point2d centre(19.3, 20.6);
    EXPECT_EQ(sampler.sample_bgr8(levels, centre, r), sampler.sample_linear(linear, centre, r))
        << "radius " << r;
  }
}

TEST(DiscSampler, ADiscLeavingThePictureIsNotSampled) {
  const cv::Mat image(20, 20, CV_8UC3, cv::Scalar(10, 20, 30));
  DiscSampler sampler;
  EXPECT_FALSE(sampler.sample_bgr8(image, {3, 10}, 5));
  EXPECT_TRUE(sampler.sample_bgr8(image, {10, 10}, 5));
}

}  // namespace
}  // namespace arbitre::read::detail
