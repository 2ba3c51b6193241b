#include <cmath>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include "arbitre/render/scene.h"
#include "vision/render/render_test_util.h"

namespace arbitre::render {
namespace {

using testing::plain_image;

// A sensor that changes nothing but the tone curve.
SensorLook ideal_sensor() {
  SensorLook sensor;
  sensor.noise_sigma = 0;
  sensor.shot_noise = 0;
  sensor.vignetting = 0;
  return sensor;
}

cv::Mat scene_like(cv::Size size) {
  cv::Mat image(size, CV_32FC3);
  cv::randu(image, 0.0, 1.0);
  cv::GaussianBlur(image, image, cv::Size(), 3);
  return image;
}

TEST(SensorTest, SrgbCurvesAreExact) {
  cv::Mat levels(1, 256, CV_8UC3);
  for (int i = 0; i < 256; ++i) levels.at<cv::Vec3b>(0, i) = cv::Vec3b(i, 255 - i, i / 2);
  const cv::Mat linear = srgb_to_linear(levels);
  ASSERT_EQ(linear.type(), CV_32FC3);
  EXPECT_EQ(cv::norm(linear_to_srgb(linear), levels, cv::NORM_INF), 0);
  // Reference points of the sRGB definition.
  EXPECT_NEAR(srgb_to_linear(cv::Vec3b(128, 10, 255))[0], 0.2158605, 1e-6);
  EXPECT_NEAR(srgb_to_linear(cv::Vec3b(128, 10, 255))[1], 10 / 255.0 / 12.92, 1e-7);
  EXPECT_NEAR(srgb_to_linear(cv::Vec3b(128, 10, 255))[2], 1.0, 1e-7);
  cv::Mat mid(1, 1, CV_32FC3, cv::Scalar(0.18, 0.0, 2.0));
  const cv::Vec3b encoded = linear_to_srgb(mid).at<cv::Vec3b>(0, 0);
  EXPECT_EQ(encoded, cv::Vec3b(118, 0, 255));  // 18% grey is sRGB 118
}

TEST(SensorTest, IdealSensorIsTheToneCurve) {
  const cv::Mat linear = scene_like({64, 48});
  engine::Random random(1);
  const cv::Mat frame = expose(linear, ideal_sensor(), {}, random);
  ASSERT_EQ(frame.type(), CV_8UC3);
  EXPECT_LE(cv::norm(frame, linear_to_srgb(linear), cv::NORM_INF), 1);
}

TEST(SensorTest, SameSeedSameFrame) {
  const cv::Mat linear = scene_like({160, 120});
  SensorLook sensor;
  sensor.noise_sigma = 0.02;
  sensor.shot_noise = 0.02;
  sensor.focus_blur_px = 0.8;
  const std::vector<MotionBlur> moving{{cv::Rect(20, 20, 50, 40), {6, 3}}};
  engine::Random first(77), second(77), other(78);
  const cv::Mat a = expose(linear, sensor, moving, first);
  const cv::Mat b = expose(linear, sensor, moving, second);
  const cv::Mat c = expose(linear, sensor, moving, other);
  EXPECT_EQ(cv::norm(a, b, cv::NORM_INF), 0);
  EXPECT_GT(cv::norm(a, c, cv::NORM_INF), 0);
}

// A film that keeps no picture of a frame skips its exposure: the next frame's noise is the same.
TEST(SensorTest, SkippingAnExposureDrawsWhatTheExposureDraws) {
  const cv::Size size(161, 121);  // 3 x 161 x 121 indices, not a whole number of draws
  engine::Random exposed(91), skipped(91);
  (void)expose(scene_like(size), SensorLook{}, {}, exposed);
  skip_exposure(size, skipped);
  EXPECT_EQ(exposed.next(), skipped.next());
}

TEST(SensorTest, NoiseSigmaIsTheSetting) {
  const cv::Mat grey = plain_image({400, 300}, 0.2f);
  for (double sigma : {0.005, 0.02}) {
    SensorLook sensor = ideal_sensor();
    sensor.noise_sigma = sigma;
    engine::Random random(3);
    const cv::Mat frame = expose(grey, sensor, {}, random);
    cv::Scalar mean, deviation;
    cv::meanStdDev(frame.reshape(1), mean, deviation);
    // Rounding to levels adds 1/12 of a level's variance.
    const double expected = std::sqrt(std::pow(sigma * 255, 2) + 1.0 / 12);
    EXPECT_NEAR(deviation[0], expected, 0.03 * expected) << "sigma " << sigma;
    EXPECT_NEAR(mean[0], 255 * (1.055 * std::pow(0.2, 1 / 2.4) - 0.055), 0.1);
  }
}

TEST(SensorTest, ShotNoiseGrowsWithLight) {
  SensorLook sensor = ideal_sensor();
  sensor.shot_noise = 0.04;
  auto deviation_at = [&sensor](float level) {
    engine::Random random(9);
    cv::Scalar mean, deviation;
    cv::meanStdDev(expose(plain_image({200, 200}, level), sensor, {}, random).reshape(1), mean,
                   deviation);
    return deviation[0];
  };
  EXPECT_GT(deviation_at(0.6f), 1.5 * deviation_at(0.05f));
}

TEST(SensorTest, VignettingDarkensTheCorners) {
  SensorLook sensor = ideal_sensor();
  sensor.vignetting = 0.4;
  engine::Random random(1);
  const cv::Mat frame = expose(plain_image({101, 81}, 0.5f), sensor, {}, random);
  const cv::Mat linear = srgb_to_linear(frame);
  EXPECT_NEAR(linear.at<cv::Vec3f>(40, 50)[1], 0.5, 0.005);
  EXPECT_NEAR(linear.at<cv::Vec3f>(0, 0)[1], 0.5 * 0.6, 0.005);
  EXPECT_NEAR(linear.at<cv::Vec3f>(80, 100)[1], 0.5 * 0.6, 0.005);
}

TEST(SensorTest, WhiteBalanceAndExposureScaleTheChannels) {
  SensorLook sensor = ideal_sensor();
  sensor.white_balance = {1.1, 1.0, 0.9};
  sensor.exposure = 1.2;
  engine::Random random(1);
  const cv::Mat frame = expose(plain_image({8, 8}, 0.25f), sensor, {}, random);
  const cv::Vec3f seen = srgb_to_linear(frame).at<cv::Vec3f>(4, 4);
  EXPECT_NEAR(seen[0], 0.25 * 1.1 * 1.2, 0.004);
  EXPECT_NEAR(seen[1], 0.25 * 1.2, 0.004);
  EXPECT_NEAR(seen[2], 0.25 * 0.9 * 1.2, 0.004);
}

TEST(SensorTest, MotionBlurSmearsAlongTheMotionInsideTheRegion) {
  cv::Mat image = plain_image({120, 80}, 0.f);
  image.at<cv::Vec3f>(40, 40) = cv::Vec3f(1, 1, 1);
  image.at<cv::Vec3f>(40, 100) = cv::Vec3f(1, 1, 1);  // outside the moving region
  engine::Random random(1);
  const std::vector<MotionBlur> moving{{cv::Rect(20, 20, 40, 40), {10, 0}}};
  const cv::Mat linear = srgb_to_linear(expose(image, ideal_sensor(), moving, random));
  auto at = [&linear](int row, int col) { return linear.at<cv::Vec3f>(row, col)[1]; };
  // Spread along x over about ten pixels, keeping its energy; nothing along y.
  float along = 0;
  for (int col = 30; col <= 50; ++col) along += at(40, col);
  EXPECT_NEAR(along, 1.0, 0.05);
  EXPECT_GT(at(40, 44), 0.05f);
  EXPECT_GT(at(40, 36), 0.05f);
  EXPECT_LT(at(40, 40), 0.2f);
  EXPECT_LT(at(43, 40), 0.01f);
  EXPECT_NEAR(at(40, 100), 1.0, 0.01);  // still: untouched
}

TEST(SensorTest, FocusBlurSoftensEdges) {
  cv::Mat image = plain_image({60, 40}, 0.f);
  image(cv::Rect(30, 0, 30, 40)).setTo(cv::Scalar::all(1));
  SensorLook sensor = ideal_sensor();
  sensor.focus_blur_px = 1.5;
  engine::Random random(1);
  const cv::Mat linear = srgb_to_linear(expose(image, sensor, {}, random));
  EXPECT_GT(linear.at<cv::Vec3f>(20, 28)[1], 0.05f);
  EXPECT_LT(linear.at<cv::Vec3f>(20, 31)[1], 0.95f);
}

TEST(SensorTest, CompressionKeepsTheFrameClose) {
  engine::Random random(1);
  const cv::Mat frame = expose(scene_like({160, 120}), ideal_sensor(), {}, random);
  const cv::Mat high = compress(frame, 95);
  const cv::Mat low = compress(frame, 60);
  ASSERT_EQ(high.size(), frame.size());
  ASSERT_EQ(high.type(), CV_8UC3);
  EXPECT_GT(cv::PSNR(high, frame), 35);
  EXPECT_GT(cv::PSNR(low, frame), 28);
  EXPECT_GT(cv::norm(low, frame, cv::NORM_L2), cv::norm(high, frame, cv::NORM_L2));
}

TEST(SensorTest, RandomSensorLooksStayInRange) {
  int blurred = 0;
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    engine::Random random(seed);
    const SensorLook sensor = random_sensor_look(random);
    EXPECT_GE(sensor.noise_sigma, 0.002);
    EXPECT_LE(sensor.noise_sigma, 0.02);
    EXPECT_LE(sensor.focus_blur_px, 1.5);
    if (sensor.focus_blur_px > 0) ++blurred;
    EXPECT_LE(sensor.vignetting, 0.5);
    EXPECT_GE(sensor.exposure, 0.8);
    EXPECT_LE(sensor.exposure, 1.2);
    for (int c = 0; c < 3; ++c) EXPECT_NEAR(sensor.white_balance[c], 1, 0.15);
    EXPECT_GE(sensor.jpeg_quality, 60);
    EXPECT_LE(sensor.jpeg_quality, 95);
  }
  EXPECT_GT(blurred, 40);
  EXPECT_LT(blurred, 120);
}

}  // namespace
}  // namespace arbitre::render
