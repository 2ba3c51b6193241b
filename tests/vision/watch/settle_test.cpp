// The settle detector on synthetic frames: a table of shapes seen through a noisy camera, with
// a hand, a die, a slow hand, a flickering lamp, and its parameter file.
#include <gtest/gtest.h>

#include <unistd.h>
#include <cmath>
#include <fstream>
#include <functional>

#include <opencv2/imgproc.hpp>

#include "arbitre/watch/settle.h"

namespace arbitre::watch {
namespace {

constexpr double kFps = 30;
// The first frame still for settle_s, counted from the first still frame (0): frame 5 at 30
// fps for 0.15 s (4.5 frames).
const int kSettleFrames = static_cast<int>(std::ceil(SettleParams{}.settle_s * kFps - 1e-6));

// A table seen from above at 640x360: a mid-grey cloth, and shapes of every shade on it (a
// board, pieces, cards), slightly soft as a lens draws them.
cv::Mat table_scene(uint64_t seed = 1) {
  cv::Mat scene(360, 640, CV_8UC3, cv::Scalar(95, 110, 100));
  cv::RNG random(seed);
  for (int k = 0; k < 60; ++k) {
    const cv::Scalar colour(random.uniform(30, 200), random.uniform(30, 200),
                            random.uniform(30, 200));
    const cv::Point centre(random.uniform(0, 640), random.uniform(0, 360));
    if (k % 2 == 0) {
      cv::circle(scene, centre, random.uniform(4, 20), colour, cv::FILLED, cv::LINE_AA);
    } else {
      cv::rectangle(scene, cv::Rect(centre, cv::Size(random.uniform(5, 60), random.uniform(5, 60))),
                    colour, cv::FILLED);
    }
  }
  cv::GaussianBlur(scene, scene, {0, 0}, 0.8);
  return scene;
}

// The scene through a camera: brightness times `gain`, fresh noise of `sigma` levels.
class Camera {
 public:
  explicit Camera(double sigma) : sigma_(sigma), random_(42) {}
  cv::Mat see(const cv::Mat& scene, double gain = 1) {
    cv::Mat picture;
    scene.convertTo(picture, CV_16SC3, gain);
    if (sigma_ > 0) {
      cv::Mat noise(scene.size(), CV_16SC3);
      random_.fill(noise, cv::RNG::NORMAL, 0, sigma_);
      picture += noise;
    }
    picture.convertTo(picture, CV_8UC3);
    return picture;
  }

 private:
  double sigma_;
  cv::RNG random_;
};

// Frames k = first..last-1 at 30 fps: `draw(k)` gives the scene, the camera sees it; returns
// the detector's answers.
std::vector<SettleUpdate> run_frames(SettleDetector& detector, Camera& camera, int first, int last,
                                     const std::function<cv::Mat(int)>& draw,
                                     const std::function<double(int)>& gain = {},
                                     cv::Rect region = {}) {
  std::vector<SettleUpdate> out;
  for (int k = first; k < last; ++k) {
    const cv::Mat picture = camera.see(draw(k), gain ? gain(k) : 1.0);
    out.push_back(detector.update(picture, k / kFps, region));
  }
  return out;
}

int count_just_settled(const std::vector<SettleUpdate>& updates) {
  int count = 0;
  for (const auto& u : updates) count += u.just_settled ? 1 : 0;
  return count;
}

// The index of the first update with just_settled, or -1.
int first_settle(const std::vector<SettleUpdate>& updates) {
  for (size_t k = 0; k < updates.size(); ++k) {
    if (updates[k].just_settled) return static_cast<int>(k);
  }
  return -1;
}

TEST(SettleDetector, CleanStillTableSettlesAfterSettleS) {
  SettleDetector detector;
  Camera camera(0);
  const cv::Mat scene = table_scene();
  const auto updates = run_frames(detector, camera, 0, 30, [&](int) { return scene; });
  ASSERT_GT(kSettleFrames, 0);
  for (int k = 0; k < kSettleFrames; ++k) {
    EXPECT_EQ(updates[k].motion, TableMotion::kSettling) << "frame " << k;
    EXPECT_NEAR(updates[k].still_for_s, k / kFps, 1e-9);
  }
  EXPECT_EQ(updates[kSettleFrames].motion, TableMotion::kSettled);
  EXPECT_TRUE(updates[kSettleFrames].just_settled);
  for (int k = kSettleFrames + 1; k < 30; ++k) EXPECT_EQ(updates[k].motion, TableMotion::kSettled);
  EXPECT_EQ(count_just_settled(updates), 1);
}

// Sensor noise is not motion, however strong: the threshold follows it.
TEST(SettleDetector, NoisyCamerasSettleAndStaySettled) {
  for (const double sigma : {2.0, 5.0, 10.0}) {
    SettleDetector detector;
    Camera camera(sigma);
    const cv::Mat scene = table_scene();
    const auto updates = run_frames(detector, camera, 0, 120, [&](int) { return scene; });
    const int settled = first_settle(updates);
    EXPECT_GE(settled, 0) << "noise " << sigma;
    EXPECT_LE(settled, 15) << "noise " << sigma;
    EXPECT_EQ(count_just_settled(updates), 1) << "noise " << sigma;
    EXPECT_GT(updates.back().threshold, 0);
  }
}

// A hand (a skin-coloured arm) comes in from the side, stays over the table moving, and goes.
TEST(SettleDetector, AHandIsMotionAndTheTableSettlesAfterIt) {
  SettleDetector detector;
  Camera camera(3);
  const cv::Mat scene = table_scene();
  auto arm = [&](int k) {  // frames 30-59: in and out again, 20 px a frame
    cv::Mat picture = scene.clone();
    const int reach = k < 45 ? (k - 30) * 20 : (60 - k) * 20;  // its tip at x = reach + 10
    cv::ellipse(picture, cv::Point(reach - 100, 180), cv::Size(110, 35), 0, 0, 360,
                cv::Scalar(120, 150, 200), cv::FILLED, cv::LINE_AA);
    return picture;
  };
  run_frames(detector, camera, 0, 30, [&](int) { return scene; });
  const auto with_hand = run_frames(detector, camera, 30, 60, arm);
  for (int k = 0; k < 30; ++k) {
    EXPECT_EQ(with_hand[k].motion, TableMotion::kMoving) << "frame " << 30 + k;
  }
  const auto after = run_frames(detector, camera, 60, 90, [&](int) { return scene; });
  EXPECT_EQ(first_settle(after), kSettleFrames);  // the arm's last frame was 59
  EXPECT_EQ(count_just_settled(after), 1);
}

// A small die (a 16 px cube, 4 px once shrunk) rolls across the table, then rests.
TEST(SettleDetector, ARollingDieIsMotion) {
  SettleDetector detector;
  Camera camera(3);
  const cv::Mat scene = table_scene();
  auto die = [&](int k) {
    cv::Mat picture = scene.clone();
    const int x = 200 + 3 * std::min(k - 30, 24);  // rolls 3 px a frame for 24 frames
    cv::rectangle(picture, cv::Rect(x, 150, 16, 16), cv::Scalar(235, 235, 235), cv::FILLED);
    cv::circle(picture, cv::Point(x + 8, 158), 2, cv::Scalar(20, 20, 20), cv::FILLED);
    return picture;
  };
  run_frames(detector, camera, 0, 30, [&](int) { return scene; });
  const auto updates = run_frames(detector, camera, 30, 90, die);
  for (int k = 0; k <= 24; ++k) {
    EXPECT_NE(updates[k].motion, TableMotion::kSettled) << "frame " << 30 + k;
  }
  EXPECT_EQ(first_settle(updates), 24 + kSettleFrames);
}

// A hand creeping too slowly for any frame-to-frame threshold: against the picture at the start
// of the still period, its change adds up.
TEST(SettleDetector, ASlowHandIsCaughtAgainstTheStillStart) {
  SettleDetector detector;
  Camera camera(2);
  const cv::Mat scene = table_scene();
  auto creeping = [&](int k) {  // 0.25 px a frame (a sixteenth of a pixel once shrunk)
    cv::Mat picture = scene.clone();
    const double x = 120 + 0.25 * std::max(0, k - 30);
    constexpr int kShift = 4;  // sub-pixel drawing: coordinates in sixteenths of a pixel
    cv::ellipse(picture, cv::Point(static_cast<int>(x * 16), 200 * 16), cv::Size(90 * 16, 40 * 16),
                0, 0, 360, cv::Scalar(40, 50, 70), cv::FILLED, cv::LINE_AA, kShift);
    return picture;
  };
  run_frames(detector, camera, 0, 30, creeping);
  const auto updates = run_frames(detector, camera, 30, 150, creeping);
  int frame_to_frame_sees_it = 0;
  for (size_t k = 0; k < updates.size(); ++k) {
    frame_to_frame_sees_it += updates[k].noise_level > updates[k].threshold ? 1 : 0;
    if (k >= 15) {
      EXPECT_NE(updates[k].motion, TableMotion::kSettled) << "frame " << 30 + k;
    }
  }
  // The previous frame alone would have let the table settle.
  EXPECT_LT(frame_to_frame_sees_it, static_cast<int>(updates.size()) / 4);
}

// A flickering lamp (each frame 5% brighter or darker at random), an auto exposure drifting
// down by 30% over a second, a lamp dimmed at once: no motion.
TEST(SettleDetector, GlobalBrightnessChangesAreNotMotion) {
  const cv::Mat scene = table_scene();
  cv::RNG lamp(5);
  const std::vector<std::pair<std::string, std::function<double(int)>>> lights = {
      {"flicker", [&](int) { return 1 + lamp.uniform(-0.05, 0.05); }},
      {"exposure drift", [](int k) { return k < 30 ? 1.0 : std::max(0.7, 1.0 - 0.01 * (k - 30)); }},
      {"step", [](int k) { return k < 45 ? 1.0 : 0.8; }},
  };
  for (const auto& [name, gain] : lights) {
    SettleDetector detector;
    Camera camera(2);
    const auto updates = run_frames(
        detector, camera, 0, 120, [&](int) { return scene; }, gain);
    const int settled = first_settle(updates);
    EXPECT_GE(settled, 0) << name;
    EXPECT_LE(settled, 15) << name;
    EXPECT_EQ(count_just_settled(updates), 1) << name;
  }
}

TEST(SettleDetector, WatchesOnlyItsRegionAndResetsWhenItChanges) {
  SettleDetector detector;
  Camera camera(2);
  const cv::Mat scene = table_scene();
  auto busy_right_side = [&](int k) {  // something moves at x > 400 all the time
    cv::Mat picture = scene.clone();
    cv::circle(picture, cv::Point(450 + (k % 10) * 15, 100), 25, cv::Scalar(200, 200, 255),
               cv::FILLED);
    return picture;
  };
  const cv::Rect left(0, 0, 380, 360);
  const auto updates = run_frames(detector, camera, 0, 40, busy_right_side, {}, left);
  EXPECT_EQ(count_just_settled(updates), 1);
  EXPECT_EQ(updates.back().motion, TableMotion::kSettled);
  // A new region: the detector starts over.
  const cv::Rect board(20, 20, 300, 300);
  const auto moved = run_frames(detector, camera, 40, 60, busy_right_side, {}, board);
  EXPECT_EQ(moved.front().motion, TableMotion::kSettling);
  EXPECT_EQ(moved.front().still_for_s, 0);
  // settle_s, and a frame or two to learn the camera's noise again.
  EXPECT_GE(first_settle(moved), kSettleFrames);
  EXPECT_LE(first_settle(moved), kSettleFrames + 3);
  // The whole picture sees the motion on the right.
  const auto whole = run_frames(detector, camera, 60, 90, busy_right_side);
  EXPECT_EQ(count_just_settled(whole), 0);
}

TEST(SettleDetector, FramesItCannotMeasureAreMotion) {
  SettleDetector detector;
  const cv::Mat scene = table_scene();
  for (int k = 0; k < 10; ++k) detector.update(scene, k / kFps);
  EXPECT_EQ(detector.update(cv::Mat(), 10 / kFps).motion, TableMotion::kMoving);
  const cv::Mat floats(360, 640, CV_32FC3, cv::Scalar::all(0.5));
  EXPECT_EQ(detector.update(floats, 11 / kFps).motion, TableMotion::kMoving);
  EXPECT_EQ(detector.update(scene, 12 / kFps, cv::Rect(700, 0, 50, 50)).motion,
            TableMotion::kMoving);
  // Grey and BGRA frames are measured.
  cv::Mat grey, bgra;
  cv::cvtColor(scene, grey, cv::COLOR_BGR2GRAY);
  cv::cvtColor(scene, bgra, cv::COLOR_BGR2BGRA);
  SettleDetector grey_detector, bgra_detector;
  for (int k = 0; k <= kSettleFrames; ++k) {
    const auto g = grey_detector.update(grey, k / kFps);
    const auto c = bgra_detector.update(bgra, k / kFps);
    EXPECT_EQ(g.just_settled, k == kSettleFrames);
    EXPECT_EQ(c.just_settled, k == kSettleFrames);
  }
  // Time going back (another video) starts over.
  EXPECT_EQ(grey_detector.update(grey, 0).still_for_s, 0);
}

// ---- Parameters ----

TEST(SettleParams, JsonRoundTripAndErrorsNameTheField) {
  SettleParams params;
  params.settle_s = 0.35;
  params.gate_width = 200;
  params.noise_factor = 2.5;
  auto back = SettleParams::from_json(params.to_json());
  ASSERT_TRUE(back) << back.error().to_string();
  EXPECT_EQ(back->to_json(), params.to_json());
  EXPECT_EQ(back->gate_width, 200);

  auto partial = SettleParams::from_json({{"settle_s", 0.5}});
  ASSERT_TRUE(partial);
  EXPECT_EQ(partial->settle_s, 0.5);
  EXPECT_EQ(partial->gate_width, SettleParams().gate_width);

  EXPECT_EQ(SettleParams::from_json({{"settle_time", 1}}).error().field, "settle_time");
  EXPECT_EQ(SettleParams::from_json({{"gate_width", 100.5}}).error().field, "gate_width");
  EXPECT_EQ(SettleParams::from_json({{"noise_factor", 0}}).error().field, "noise_factor");
  EXPECT_EQ(SettleParams::from_json({{"settle_s", "long"}}).error().field, "settle_s");
  EXPECT_EQ(SettleParams::from_json({{"moved_share", 1}}).error().field, "moved_share");
  EXPECT_EQ(SettleParams::from_json({{"min_change", 10}, {"max_change", 5}}).error().field,
            "max_change");
  EXPECT_FALSE(SettleParams::from_json(nlohmann::json::array()));
}

TEST(SettleParams, FilesSaveLoadAndErrorsNameTheFile) {
  const auto dir = std::filesystem::temp_directory_path() /
                   ("arbitre-settle-params-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  SettleParams params;
  params.max_change = 12;
  ASSERT_TRUE(save_settle_params(params, dir / "settle.json"));
  auto loaded = load_settle_params(dir / "settle.json");
  ASSERT_TRUE(loaded) << loaded.error().to_string();
  EXPECT_EQ(loaded->max_change, 12);

  std::ofstream(dir / "bad.json") << R"({"settle_s": -1})";
  auto bad = load_settle_params(dir / "bad.json");
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().field, (dir / "bad.json").string() + ": settle_s");
  std::ofstream(dir / "broken.json") << "{";
  EXPECT_EQ(load_settle_params(dir / "broken.json").error().field, (dir / "broken.json").string());
  EXPECT_EQ(load_settle_params(dir / "missing.json").error().message, "cannot be read");
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace arbitre::watch
