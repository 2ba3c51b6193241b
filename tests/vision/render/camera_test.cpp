#include "arbitre/render/camera.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <set>
#include <string>

#include <gtest/gtest.h>
#include <opencv2/calib3d.hpp>

#include "arbitre/render/canvas.h"
#include "vision/render/render_test_util.h"

namespace arbitre::render {
namespace {

using testing::camera_above;
using testing::test_layout;

CameraRanges small_frames() {
  CameraRanges ranges;
  ranges.resolutions = {{640, 480}};
  return ranges;
}

double tilt_deg(const Camera& camera) {
  cv::Matx33d rotation;
  cv::Rodrigues(camera.rvec, rotation);
  // The optical axis in the board frame is the rotation's third row; vertical is +z.
  return std::acos(std::clamp(rotation(2, 2), -1.0, 1.0)) * 180 / CV_PI;
}

TEST(CameraTest, ProjectEqualsProjectPoints) {
  engine::Random random(3);
  const Camera camera = random_camera(test_layout(), CameraRanges{}, random);
  std::vector<cv::Point3d> points;
  for (int i = 0; i < 50; ++i) {
    points.emplace_back(400 * random.unit(), 277 * random.unit(), -40 * random.unit());
  }
  std::vector<cv::Point2d> expected;
  cv::projectPoints(points, camera.rvec, camera.tvec, camera.intrinsics, camera.distortion,
                    expected);
  const std::vector<cv::Point2d> many = camera.project(points);
  for (std::size_t i = 0; i < points.size(); ++i) {
    EXPECT_EQ(camera.project(points[i]), expected[i]);
    EXPECT_EQ(many[i], expected[i]);
  }
}

TEST(CameraTest, CanvasProjectionMatchesInsideThePicture) {
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    engine::Random random(seed);
    const Camera camera = random_camera(test_layout(), CameraRanges{}, random);
    const Canvas canvas(camera, Lighting{}, cv::Mat());
    for (int i = 0; i < 40; ++i) {
      const cv::Point3d point(400 * random.unit(), 277 * random.unit(), -30 * random.unit());
      cv::Point2d pixel;
      ASSERT_TRUE(canvas.project(point, pixel));
      EXPECT_LT(cv::norm(pixel - camera.project(point)), 1e-6) << "seed " << seed;
    }
  }
}

TEST(CameraTest, PositionAndDepth) {
  const Camera camera = camera_above({100, 50}, 500);
  EXPECT_NEAR(cv::norm(camera.position() - cv::Point3d(100, 50, -500)), 0, 1e-9);
  EXPECT_NEAR(camera.depth({100, 50, 0}), 500, 1e-9);
  EXPECT_NEAR(camera.depth({0, 0, -20}), 480, 1e-9);
  // Undistorted and straight down: the pinhole by hand.
  const cv::Point2d pixel = camera.project({130, 20, 0});
  EXPECT_NEAR(pixel.x, 319.5 + 800 * 30.0 / 500, 1e-9);
  EXPECT_NEAR(pixel.y, 239.5 - 800 * 30.0 / 500, 1e-9);
}

TEST(CameraTest, PlaneMapInvertsProjectForDistortedLenses) {
  for (uint64_t seed : {2, 5, 9}) {
    engine::Random random(seed);
    CameraRanges ranges = small_frames();
    Camera camera = random_camera(test_layout(), ranges, random);
    camera.distortion[0] = seed % 2 ? -0.2 : 0.25;  // strong barrel or pincushion
    camera.distortion[1] = 0.04;
    const cv::Mat map = camera.plane_map();
    ASSERT_EQ(map.size(), camera.resolution);
    ASSERT_EQ(map.type(), CV_32FC2);
    double worst = 0;
    int checked = 0;
    for (int row = 0; row < map.rows; row += 13) {
      for (int col = 0; col < map.cols; col += 11) {
        const cv::Vec2f at = map.at<cv::Vec2f>(row, col);
        ASSERT_TRUE(std::isfinite(at[0]) && std::isfinite(at[1]));
        const cv::Point2d back = camera.project(cv::Point3d(at[0], at[1], 0));
        worst = std::max(worst, cv::norm(back - cv::Point2d(col, row)));
        ++checked;
      }
    }
    EXPECT_GT(checked, 2000);
    EXPECT_LT(worst, 0.05) << "seed " << seed;
  }
}

TEST(CameraTest, PlaneMapIsNanWhereTheRayMissesTheTable) {
  Camera camera = camera_above({200, 140}, 300);
  // Tilted 80 degrees: the top of the picture looks above the horizon.
  camera.rvec = cv::Vec3d(80 * CV_PI / 180, 0, 0);
  cv::Matx33d rotation;
  cv::Rodrigues(camera.rvec, rotation);
  camera.tvec = -(rotation * cv::Vec3d(200, 140, -300));
  const cv::Mat map = camera.plane_map();
  int missing = 0;
  for (int row = 0; row < map.rows; ++row) {
    if (std::isnan(map.at<cv::Vec2f>(row, 320)[0])) ++missing;
  }
  EXPECT_GT(missing, 0);
  EXPECT_LT(missing, map.rows);
}

TEST(CameraTest, RandomCamerasSeeTheWholeBoardWithinRanges) {
  const vision::BoardLayout layout = test_layout();
  const CameraRanges ranges;
  const std::vector<cv::Point3d> corners{{0, 0, 0}, {400, 0, 0}, {400, 277, 0}, {0, 277, 0}};
  int tilted = 0;
  std::set<int> widths;
  for (uint64_t seed = 1; seed <= 300; ++seed) {
    engine::Random random(seed);
    const Camera camera = random_camera(layout, ranges, random);
    const double tilt = tilt_deg(camera);
    EXPECT_LE(tilt, 35 + 1e-9) << "seed " << seed;
    if (tilt > 25) ++tilted;
    EXPECT_NE(std::find(ranges.resolutions.begin(), ranges.resolutions.end(), camera.resolution),
              ranges.resolutions.end());
    widths.insert(camera.resolution.width);
    EXPECT_EQ(camera.intrinsics(0, 0), camera.intrinsics(1, 1));
    EXPECT_LE(std::abs(camera.intrinsics(0, 2) - camera.resolution.width / 2.0),
              0.03 * camera.resolution.width);
    EXPECT_LE(std::abs(camera.distortion[0]), ranges.max_k1);
    EXPECT_LT(camera.position().z, -100);
    for (const cv::Point2d& pixel : camera.project(corners)) {
      EXPECT_GE(pixel.x, 0) << "seed " << seed;
      EXPECT_LE(pixel.x, camera.resolution.width - 1) << "seed " << seed;
      EXPECT_GE(pixel.y, 0) << "seed " << seed;
      EXPECT_LE(pixel.y, camera.resolution.height - 1) << "seed " << seed;
    }
  }
  EXPECT_GT(tilted, 40);  // the range is used, not only near-vertical views
  EXPECT_EQ(widths.size(), 3u);
}

TEST(CameraTest, SameSeedSameCamera) {
  engine::Random first(42);
  engine::Random second(42);
  const Camera a = random_camera(test_layout(), CameraRanges{}, first);
  const Camera b = random_camera(test_layout(), CameraRanges{}, second);
  EXPECT_EQ(a.to_json(), b.to_json());
}

TEST(CameraTest, JsonRoundTrip) {
  engine::Random random(11);
  const Camera camera = random_camera(test_layout(), CameraRanges{}, random);
  const nlohmann::json json = nlohmann::json::parse(camera.to_json().dump());
  EXPECT_EQ(json["resolution"],
            nlohmann::json::array({camera.resolution.width, camera.resolution.height}));
  EXPECT_EQ(json["intrinsics"]["fx"].get<double>(), camera.intrinsics(0, 0));
  const auto back = Camera::from_json(json);
  ASSERT_TRUE(back.ok()) << back.error().to_string();
  EXPECT_EQ(back->resolution, camera.resolution);
  EXPECT_EQ(back->intrinsics, camera.intrinsics);
  EXPECT_EQ(back->distortion, camera.distortion);
  EXPECT_EQ(back->rvec, camera.rvec);
  EXPECT_EQ(back->tvec, camera.tvec);
}

TEST(CameraTest, FromJsonNamesTheBadField) {
  const nlohmann::json good = camera_above({0, 0}, 300).to_json();
  auto broken = [&good](const std::function<void(nlohmann::json&)>& edit) {
    nlohmann::json json = good;
    edit(json);
    const auto result = Camera::from_json(json);
    return result.ok() ? std::string("ok") : result.error().field;
  };
  EXPECT_EQ(broken([](auto&) {}), "ok");
  EXPECT_EQ(broken([](auto& j) { j["intrinsics"].erase("fx"); }), "camera.intrinsics.fx");
  EXPECT_EQ(broken([](auto& j) { j["intrinsics"]["cy"] = "middle"; }), "camera.intrinsics.cy");
  EXPECT_EQ(broken([](auto& j) { j["distortion"][2] = "x"; }), "camera.distortion[2]");
  EXPECT_EQ(broken([](auto& j) { j["distortion"] = {0, 0}; }), "camera.distortion");
  EXPECT_EQ(broken([](auto& j) { j["resolution"] = {640, -1}; }), "camera.resolution[1]");
  EXPECT_EQ(broken([](auto& j) { j.erase("tvec"); }), "camera.tvec");
  EXPECT_EQ(broken([](auto& j) { j["rvec"] = 3; }), "camera.rvec");
  const auto not_object = Camera::from_json(nlohmann::json::array());
  ASSERT_FALSE(not_object.ok());
  EXPECT_EQ(not_object.error().field, "camera");
}

}  // namespace
}  // namespace arbitre::render
