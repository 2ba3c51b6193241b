// The outline of a wooden board without fiducials, on stills the renderer filmed with exact
// truth: corners where the truth puts them, and no guess where there is no whole board.
#include <gtest/gtest.h>

#include "arbitre/calibration/board_outline.h"
#include "arbitre/film/film.h"
#include "arbitre/render/camera.h"
#include "arbitre/render/scene.h"
#include "calibration/rendered_film.h"

namespace arbitre::calibration {
namespace {

struct WoodenStill {
  cv::Mat image;
  std::array<cv::Point2d, 4> corners;  // truth, layout order
  Intrinsics camera;
};

// The first settled still of a one-move wooden-board film.
WoodenStill render_wooden_still(uint64_t seed, int width, int height) {
  auto options = testing::still_film("jacquet", seed, 1, width, height);
  options.wooden_board = true;
  options.wooden_allowed = true;
  const auto film = testing::render_film(options);
  return {film.stills.front().image, film.stills.front().corners(), film.intrinsics()};
}

// The worst corner's distance to the truth, for the reading returned or the one 180 degrees
// round (the outline cannot see which; the flag says so).
double outline_corner_error(const BoardOutline& outline, const std::array<cv::Point2d, 4>& truth) {
  double best = 1e9;
  for (size_t turn : {0u, 2u}) {
    double worst = 0;
    for (size_t k = 0; k < 4; ++k) {
      worst = std::max(worst, cv::norm(outline.corners_px[(k + turn) % 4] - truth[k]));
    }
    best = std::min(best, worst);
  }
  return best;
}

const vision::BoardLayout& jacquet_layout() {
  static const vision::BoardLayout layout = *vision::bundled_layout("jacquet");
  return layout;
}

TEST(BoardOutline, CornersWithinTwoPixelsOfTheTruth) {
  for (const uint64_t seed : {3u, 5u, 6u}) {
    const WoodenStill still = render_wooden_still(seed, 1280, 720);
    ASSERT_FALSE(still.image.empty());
    const auto outline = find_board_outline(still.image, jacquet_layout(), still.camera);
    ASSERT_TRUE(outline.found) << "seed " << seed << ": " << outline.reason;
    EXPECT_LT(outline_corner_error(outline, still.corners), 2.0) << "seed " << seed;
    EXPECT_TRUE(outline.orientation_assumed);
    EXPECT_GT(outline.edge_contrast, 0);
    // The top edge (layout y = 0) is the higher long side in the picture.
    const auto& c = outline.corners_px;
    EXPECT_LE(c[0].y + c[1].y, c[2].y + c[3].y) << "seed " << seed;
  }
}

TEST(BoardOutline, WithoutIntrinsicsTheBoardIsStillFoundRoughly) {
  const WoodenStill still = render_wooden_still(8, 640, 480);
  const auto outline = find_board_outline(still.image, jacquet_layout(), std::nullopt);
  ASSERT_TRUE(outline.found) << outline.reason;
  // Straight sides through a bent lens: a few pixels off near the corners.
  EXPECT_LT(outline_corner_error(outline, still.corners), 8.0);
}

TEST(BoardOutline, AnEmptyTableIsNotFound) {
  engine::Random random(41);
  const auto camera = render::random_camera(jacquet_layout(), {}, random);
  const auto light = render::random_lighting(jacquet_layout(), random);
  const auto table = render::random_table_look(random);
  const cv::Mat linear = render::render_background(camera, light, table, render::BoardTexture{});
  const cv::Mat picture = render::expose(linear, render::random_sensor_look(random), {}, random);
  const auto outline = find_board_outline(picture, jacquet_layout(), std::nullopt);
  EXPECT_FALSE(outline.found);
  EXPECT_NE(outline.reason.find("stands out from the table"), std::string::npos) << outline.reason;
}

TEST(BoardOutline, ABlankPictureIsNotFound) {
  const cv::Mat grey(480, 640, CV_8UC3, cv::Scalar(120, 130, 125));
  const auto outline = find_board_outline(grey, jacquet_layout(), std::nullopt);
  EXPECT_FALSE(outline.found);
  EXPECT_NE(outline.reason.find("stands out from the table"), std::string::npos) << outline.reason;
  const auto grey_only = find_board_outline(cv::Mat(480, 640, CV_8UC1, cv::Scalar(120)),
                                            jacquet_layout(), std::nullopt);
  EXPECT_FALSE(grey_only.found);
  EXPECT_EQ(grey_only.reason, "not an 8-bit colour picture");
}

TEST(BoardOutline, ABoardCutByThePictureEdgeIsNotGuessed) {
  const WoodenStill still = render_wooden_still(6, 1280, 720);
  double left = still.image.cols;
  for (const auto& corner : still.corners) left = std::min(left, corner.x);
  // Crop away the leftmost corner and 40 pixels beyond it.
  const int x0 = static_cast<int>(left) + 40;
  const cv::Mat cut = still.image(cv::Rect(x0, 0, still.image.cols - x0, still.image.rows));
  const auto outline = find_board_outline(cut.clone(), jacquet_layout(), std::nullopt);
  EXPECT_FALSE(outline.found);
  EXPECT_NE(outline.reason.find("out of the picture"), std::string::npos) << outline.reason;
}

}  // namespace
}  // namespace arbitre::calibration
