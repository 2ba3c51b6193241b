// Camera calibration from views of the ChArUco sheet: the bundled sample's lens recovered,
// each refusal with its named reason, views chosen from a video, and camera.json.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <vector>

#include <unistd.h>

#include <opencv2/videoio.hpp>

#include "arbitre/calibration/camera_calibration.h"
#include "arbitre/film/charuco_views.h"
#include "arbitre/render/camera.h"
#include "calibration/rendered_film.h"

namespace arbitre::calibration {
namespace {

namespace fs = std::filesystem;

const fs::path kCharucoSample = fs::path(ARBITRE_SAMPLES_DIR) / "calibration" / "charuco";

render::Camera true_lens(const fs::path& dir) {
  std::ifstream in(dir / "truth.json");
  const auto truth = nlohmann::json::parse(in);
  auto camera = render::Camera::from_json(truth.at("camera"));
  EXPECT_TRUE(camera.ok());
  return camera.ok() ? *camera : render::Camera{};
}

// The sample's views, found once for every test of this file.
const ViewSet& sample_views() {
  static const ViewSet views = [] {
    auto found = views_from_images(kCharucoSample / "stills");
    EXPECT_TRUE(found.ok()) << found.error().to_string();
    return found.ok() ? *found : ViewSet{};
  }();
  return views;
}

TEST(CameraCalibrationTest, SampleGivesTheRenderersLens) {
  const auto& views = sample_views();
  const auto result = calibrate_camera(views);
  ASSERT_TRUE(result.trusted()) << result.reason;
  const auto truth = true_lens(kCharucoSample);
  const auto& k = result.camera.intrinsics.matrix;
  EXPECT_NEAR(k(0, 0) / truth.intrinsics(0, 0), 1, 0.02);
  EXPECT_NEAR(k(1, 1) / truth.intrinsics(1, 1), 1, 0.02);
  EXPECT_NEAR(k(0, 2), truth.intrinsics(0, 2), 10);
  EXPECT_NEAR(k(1, 2), truth.intrinsics(1, 2), 10);
  EXPECT_NEAR(result.camera.intrinsics.distortion[0], truth.distortion[0], 0.02);
  EXPECT_LT(result.rms_px, 1.0);
  EXPECT_EQ(result.camera.intrinsics.image_size, truth.resolution);
  EXPECT_EQ(result.views_used, static_cast<int>(result.view_errors_px.size()));
  EXPECT_GE(result.views_used, CameraCalibrationParams{}.min_views);
}

TEST(CameraCalibrationTest, ThreeViewsAreTooFew) {
  ViewSet three = sample_views();
  three.views.resize(3);
  const auto result = calibrate_camera(three);
  EXPECT_EQ(result.refusal, Refusal::kTooFewViews);
  EXPECT_NE(result.reason.find("3 found, 10 needed"), std::string::npos) << result.reason;
}

TEST(CameraCalibrationTest, ViewsInOneCornerCoverTooLittle) {
  // The same corners in a picture four times as large: they fill its top-left quarter only.
  ViewSet quarter = sample_views();
  quarter.image_size = quarter.image_size * 2;
  const auto result = calibrate_camera(quarter);
  EXPECT_EQ(result.refusal, Refusal::kPoorCoverage);
  EXPECT_NE(result.reason.find("cover too little"), std::string::npos) << result.reason;
}

TEST(CameraCalibrationTest, CornersTwoPixelsOffGiveTooHighAnError) {
  ViewSet shaken = sample_views();
  cv::RNG rng(5);
  for (auto& view : shaken.views) {
    for (auto& corner : view.found.corners) {
      corner +=
          cv::Point2f(static_cast<float>(rng.gaussian(2)), static_cast<float>(rng.gaussian(2)));
    }
  }
  const auto result = calibrate_camera(shaken);
  EXPECT_EQ(result.refusal, Refusal::kHighRms);
  EXPECT_GT(result.rms_px, 1.0);
  EXPECT_NE(result.reason.find("RMS reprojection error too high"), std::string::npos);
}

// Views filmed by one camera, in a fresh folder.
fs::path film_views(const std::string& name, film::CharucoViewsOptions options) {
  // One folder a process, removed when it ends: CTest runs each test in its own, several at
  // once, and two filming the same sheet into one folder read each other's half-written video.
  struct Folders {
    std::vector<fs::path> paths;
    ~Folders() {
      std::error_code ignored;
      for (const auto& path : paths) fs::remove_all(path, ignored);
    }
  };
  static Folders filmed;
  const auto dir =
      fs::temp_directory_path() / ("arbitre-camera-" + name + "-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  filmed.paths.push_back(dir);
  options.width = 640;
  options.height = 360;
  const auto report = film::film_charuco_views(options, dir);
  EXPECT_TRUE(report.ok()) << report.error().to_string();
  return dir;
}

// The held sheet's video (testing::held_sheet_video), filmed once for the tests that read it.
const fs::path& held_sheet_dir() {
  static const fs::path dir = film_views("held-sheet", testing::held_sheet_video());
  return dir;
}

TEST(CameraCalibrationTest, SheetAlwaysFacingTheCameraLeavesTheFocalUncertain) {
  film::CharucoViewsOptions options;
  options.seed = 41;
  options.views = 12;
  options.max_tilt_deg = 2;
  const auto dir = film_views("frontal", options);
  const auto views = views_from_images(dir / "stills");
  ASSERT_TRUE(views.ok()) << views.error().to_string();
  const auto result = calibrate_camera(*views);
  EXPECT_EQ(result.refusal, Refusal::kUncertainFocal) << result.reason;
  EXPECT_NE(result.reason.find("focal length too uncertain"), std::string::npos);
}

TEST(CameraCalibrationTest, VideoFramesAreChosenStillAndDifferent) {
  const auto options = testing::held_sheet_video();
  const auto& dir = held_sheet_dir();
  const auto views = views_from_video(dir / "video.mp4");
  ASSERT_TRUE(views.ok()) << views.error().to_string();
  EXPECT_GT(views->seen, 3 * options.views);  // held and moving frames were searched
  EXPECT_LE(static_cast<int>(views->views.size()), options.views);  // one per pose at most
  const auto result = calibrate_camera(*views);
  ASSERT_TRUE(result.trusted()) << result.reason;
  const auto truth = true_lens(dir);
  EXPECT_NEAR(result.camera.intrinsics.matrix(0, 0) / truth.intrinsics(0, 0), 1, 0.02);
  EXPECT_LT(result.rms_px, 1.0);
}

// A live camera's frames, one at a time: each held pose gives one view, moving frames none.
TEST(CameraViewsTest, ACollectorKeepsOneStillViewPerPose) {
  const auto options = testing::held_sheet_video();
  const auto& dir = held_sheet_dir();
  cv::VideoCapture video((dir / "video.mp4").string());
  ASSERT_TRUE(video.isOpened());
  ViewCollector collector;
  cv::Mat frame;
  int kept = 0;
  for (int index = 0; video.read(frame); ++index) {
    kept += collector.offer(frame, "frame " + std::to_string(index));
  }
  EXPECT_EQ(kept, static_cast<int>(collector.views().views.size()));
  EXPECT_LE(kept, options.views);
  EXPECT_GE(kept, CameraCalibrationParams{}.min_views);
  const auto result = calibrate_camera(collector.views());
  ASSERT_TRUE(result.trusted()) << result.reason;
  EXPECT_NEAR(result.camera.intrinsics.matrix(0, 0) / true_lens(dir).intrinsics(0, 0), 1, 0.02);
}

TEST(CameraViewsTest, BadInputNamesTheFileOrFolder) {
  const auto missing = views_from_images("/nonexistent/arbitre-views");
  ASSERT_FALSE(missing.ok());
  EXPECT_NE(missing.error().to_string().find("/nonexistent/arbitre-views"), std::string::npos);
  const auto empty_dir = fs::temp_directory_path() / "arbitre-camera-empty";
  fs::create_directories(empty_dir);
  const auto empty = views_from_images(empty_dir);
  ASSERT_FALSE(empty.ok());
  EXPECT_NE(empty.error().to_string().find("no picture"), std::string::npos);
  std::ofstream(empty_dir / "broken.jpg") << "not a picture";
  const auto broken = views_from_images(empty_dir);
  ASSERT_FALSE(broken.ok());
  EXPECT_NE(broken.error().to_string().find("broken.jpg"), std::string::npos);
  const auto video = views_from_video(empty_dir / "broken.jpg");
  EXPECT_FALSE(video.ok());
  fs::remove_all(empty_dir);
}

TEST(CameraFileTest, RoundTripAndAMalformedFieldNamed) {
  const auto result = calibrate_camera(sample_views());
  ASSERT_TRUE(result.trusted()) << result.reason;
  const auto path = fs::temp_directory_path() / "arbitre-camera.json";
  ASSERT_TRUE(save_camera(result.camera, path));
  const auto loaded = load_camera(path);
  ASSERT_TRUE(loaded.ok()) << loaded.error().to_string();
  EXPECT_EQ(loaded->intrinsics.image_size, result.camera.intrinsics.image_size);
  EXPECT_DOUBLE_EQ(loaded->intrinsics.matrix(0, 0), result.camera.intrinsics.matrix(0, 0));
  EXPECT_DOUBLE_EQ(loaded->intrinsics.distortion[1], result.camera.intrinsics.distortion[1]);
  EXPECT_EQ(loaded->views, result.views_used);
  auto json = camera_to_json(result.camera);
  json["fy"] = "wide";
  const auto bad = camera_from_json(json, "camera.json");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().field.find("camera.json"), std::string::npos);
  EXPECT_NE(bad.error().to_string().find("fy"), std::string::npos);
}

}  // namespace
}  // namespace arbitre::calibration
