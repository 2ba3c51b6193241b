#include <cmath>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include "arbitre/render/scene.h"
#include "vision/render/render_test_util.h"

namespace arbitre::render {
namespace {

using testing::flat_light;
using testing::test_layout;

constexpr double kPaper = 0.8;

// A white board texture with a black square of `side` mm centred on `mark` (mm).
BoardTexture marked_board(cv::Point2d mark, double side, double px_per_mm) {
  BoardTexture board;
  board.px_per_mm = px_per_mm;
  board.texture = cv::Mat(cvRound(277 * px_per_mm), cvRound(400 * px_per_mm), CV_32FC3,
                          cv::Scalar::all(kPaper));
  const cv::Rect square(cvRound((mark.x - side / 2) * px_per_mm),
                        cvRound((mark.y - side / 2) * px_per_mm), cvRound(side * px_per_mm),
                        cvRound(side * px_per_mm));
  board.texture(square).setTo(cv::Scalar::all(0));
  return board;
}

// Centre of the darkness (paper minus the pixel) in a window around `near`.
cv::Point2d dark_centroid(const cv::Mat& image, cv::Point2d near, int reach) {
  double sum = 0, sx = 0, sy = 0;
  for (int row = cvRound(near.y) - reach; row <= cvRound(near.y) + reach; ++row) {
    for (int col = cvRound(near.x) - reach; col <= cvRound(near.x) + reach; ++col) {
      const cv::Vec3f pixel = image.at<cv::Vec3f>(row, col);
      const double dark = std::max(0.0, kPaper - pixel[1]);
      sum += dark;
      sx += dark * col;
      sy += dark * row;
    }
  }
  return {sx / sum, sy / sum};
}

TEST(BackgroundTest, BoardPointLandsWhereTheCameraProjectsIt) {
  const cv::Point2d mark(123, 77);
  const BoardTexture board = marked_board(mark, 6, 8);
  CameraRanges ranges;
  ranges.resolutions = {{640, 480}, {1280, 720}};
  for (uint64_t seed : {1, 4, 7, 12}) {
    engine::Random random(seed);
    const Camera camera = random_camera(test_layout(), ranges, random);
    const cv::Mat image = render_background(camera, flat_light(), TableLook{}, board);
    ASSERT_EQ(image.size(), camera.resolution);
    ASSERT_EQ(image.type(), CV_32FC3);
    const cv::Point2d expected = camera.project({mark.x, mark.y, 0});
    const cv::Point2d found = dark_centroid(image, expected, 12);
    EXPECT_LT(cv::norm(found - expected), 0.3)
        << "seed " << seed << " found " << found << " expected " << expected;
    // Flat light: the paper shows exactly its own colour away from the mark.
    const cv::Point2d paper = camera.project({200, 200, 0});
    EXPECT_NEAR(image.at<cv::Vec3f>(cvRound(paper.y), cvRound(paper.x))[0], kPaper, 1e-4);
  }
}

TEST(BackgroundTest, BoardCornersAreWhereProjected) {
  engine::Random random(21);
  CameraRanges ranges;
  ranges.resolutions = {{640, 480}};
  const Camera camera = random_camera(test_layout(), ranges, random);
  BoardTexture board;
  board.px_per_mm = 2;
  board.texture = cv::Mat(554, 800, CV_32FC3, cv::Scalar::all(1.0));
  TableLook table;
  table.surface = TableLook::Surface::kLaminate;
  table.colour = {0.01f, 0.01f, 0.01f};
  const cv::Mat image = render_background(camera, flat_light(), table, board);
  // Along a line through a corner from outside to inside, the brightness crosses half way
  // at the board's edge.
  const cv::Point2d corner = camera.project({0, 0, 0});
  const cv::Point2d inside = camera.project({10, 10, 0});
  const cv::Point2d step = (inside - corner) / cv::norm(inside - corner);
  cv::Mat grey;
  cv::cvtColor(image, grey, cv::COLOR_BGR2GRAY);
  auto at = [&grey](cv::Point2d p) {
    cv::Mat patch;
    cv::getRectSubPix(grey, {1, 1}, p, patch);
    return patch.at<float>(0, 0);
  };
  EXPECT_LT(at(corner - step * 3), 0.05);
  EXPECT_GT(at(corner + step * 4), 0.95);
}

TEST(BackgroundTest, LightingShadesTheTable) {
  const Camera camera = testing::camera_above({200, 140}, 600);
  Lighting light = flat_light();
  light.ambient = 0.4;
  light.direction = cv::normalize(cv::Vec3d(0, 1, -1));  // 45 degrees up
  light.tint = {0.6, 0.8, 1.0};
  TableLook table;
  table.surface = TableLook::Surface::kLaminate;
  table.colour = {0.5f, 0.5f, 0.5f};
  const cv::Mat image = render_background(camera, light, table, BoardTexture{});
  const cv::Scalar mean = cv::mean(image);
  const double diffuse = 0.4 + 0.6 * std::sqrt(0.5);
  EXPECT_NEAR(mean[2], 0.5 * diffuse * 1.0, 0.02);
  EXPECT_NEAR(mean[0], 0.5 * diffuse * 0.6, 0.02);
}

TEST(BackgroundTest, GlossyBoardHasAHighlightWhereTheLightReflects) {
  // Camera straight above the centre, light 22.5 degrees from vertical toward +x: the light's
  // mirror image reaches the camera from the board point 400 tan(22.5) mm toward +x.
  const Camera camera = testing::camera_above({200, 138}, 400, {640, 480}, 500);
  const double angle = CV_PI / 8;
  Lighting light = flat_light();
  light.ambient = 0.5;
  light.direction = cv::Vec3d(std::sin(angle), 0, -std::cos(angle));
  TableLook table;
  table.board_specular = 0.5f;
  table.board_shininess = 40;
  BoardTexture board;
  board.px_per_mm = 1;
  board.texture = cv::Mat(277, 400, CV_32FC3, cv::Scalar::all(0.5));
  const cv::Mat image = render_background(camera, light, table, board);
  cv::Mat grey;
  cv::cvtColor(image, grey, cv::COLOR_BGR2GRAY);
  cv::Point brightest;
  cv::minMaxLoc(grey, nullptr, nullptr, nullptr, &brightest);
  const cv::Point2d expected = camera.project({200 + 400 * std::tan(angle), 138, 0});
  EXPECT_NEAR(brightest.x, expected.x, 6);
  EXPECT_NEAR(brightest.y, expected.y, 6);
  EXPECT_GT(grey.at<float>(brightest), cv::mean(grey)[0] + 0.2);
  table.board_specular = 0;
  const cv::Mat matt = render_background(camera, light, table, board);
  const cv::Point2d centre = camera.project({200, 138, 0});
  EXPECT_NEAR(matt.at<cv::Vec3f>(cvRound(centre.y), cvRound(centre.x))[1],
              0.5 * (0.5 + 0.5 * std::cos(angle)), 1e-4);
}

TEST(BackgroundTest, TableSurfacesDifferAndAreSeeded) {
  const Camera camera = testing::camera_above({200, 140}, 700);
  for (auto surface :
       {TableLook::Surface::kWood, TableLook::Surface::kCloth, TableLook::Surface::kLaminate}) {
    TableLook table;
    table.surface = surface;
    table.colour = {0.3f, 0.3f, 0.3f};
    table.texture_seed = 5;
    const cv::Mat a = render_background(camera, flat_light(), table, BoardTexture{});
    const cv::Mat b = render_background(camera, flat_light(), table, BoardTexture{});
    EXPECT_EQ(cv::norm(a, b, cv::NORM_INF), 0);
    cv::Scalar mean, deviation;
    cv::meanStdDev(a.reshape(1), mean, deviation);
    EXPECT_NEAR(mean[0], 0.3, 0.08);  // textured around its colour
    EXPECT_GT(deviation[0], 0.002);   // and not flat
    table.texture_seed = 6;
    const cv::Mat c = render_background(camera, flat_light(), table, BoardTexture{});
    EXPECT_GT(cv::norm(a, c, cv::NORM_INF), 0.01);
  }
}

TEST(BackgroundTest, RandomLooksStayInTheirRanges) {
  const vision::BoardLayout layout = test_layout();
  int glossy = 0;
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    engine::Random random(seed);
    const Lighting light = random_lighting(layout, random);
    const double elevation = std::asin(-light.direction[2]) * 180 / CV_PI;
    EXPECT_NEAR(cv::norm(light.direction), 1, 1e-9);
    EXPECT_GE(elevation, 20 - 1e-9);
    EXPECT_LE(elevation, 70 + 1e-9);
    EXPECT_GE(light.falloff, 0);
    EXPECT_LE(light.falloff, 0.6);
    for (int c = 0; c < 3; ++c) EXPECT_LE(light.tint[c], 1.0 + 1e-9);
    EXPECT_GE(light.tint[0], 0.6);  // blue never vanishes, even by a candle-warm bulb
    const TableLook table = random_table_look(random);
    if (table.board_specular > 0.1f) ++glossy;
    for (int c = 0; c < 3; ++c) {
      EXPECT_GT(table.colour[c], 0.f);
      EXPECT_LT(table.colour[c], 1.f);
    }
    EXPECT_LT(random_table_look(random, false).board_specular, 0.05f);
  }
  EXPECT_GT(glossy, 40);
  EXPECT_LT(glossy, 120);
}

}  // namespace
}  // namespace arbitre::render
