#include "arbitre/render/objects.h"

#include <cmath>

#include <gtest/gtest.h>
#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include "vision/render/render_test_util.h"

namespace arbitre::render {
namespace {

using testing::camera_above;
using testing::flat_light;
using testing::plain_image;

Material colour(float b, float g, float r) {
  Material material;
  material.colour = {b, g, r};
  return material;
}

// Share of each pixel an object covers: drawn once over black and once over white.
cv::Mat coverage(const Camera& camera, const SceneObject& object) {
  Canvas black(camera, flat_light(), plain_image(camera.resolution, 0));
  Canvas white(camera, flat_light(), plain_image(camera.resolution, 1));
  object.draw(black);
  object.draw(white);
  cv::Mat difference = white.image() - black.image();
  cv::Mat channel;
  cv::extractChannel(difference, channel, 1);
  return 1 - channel;
}

int dark_blobs(const cv::Mat& image, cv::Rect where, float below) {
  cv::Mat grey;
  cv::extractChannel(image(where), grey, 1);
  cv::Mat dark = grey < below;
  cv::Mat labels;
  return cv::connectedComponents(dark, labels, 8) - 1;
}

TEST(ObjectsTest, DieFromAboveShowsItsPips) {
  const Camera camera = camera_above({100, 100}, 160, {320, 240}, 600);
  for (int value = 1; value <= 6; ++value) {
    for (double yaw : {0.0, 0.4, 2.0}) {
      Die die;
      die.center_mm = {100, 100, -8};
      die.rotation = die_rotation_showing(value, yaw);
      die.body = colour(0.8f, 0.8f, 0.8f);
      die.pips = colour(0.02f, 0.02f, 0.02f);
      Canvas canvas(camera, flat_light(), plain_image(camera.resolution, 0.5f));
      make_die(die)->draw(canvas);
      const cv::Point2d centre = camera.project(die.center_mm);
      const cv::Rect top(cvRound(centre.x) - 40, cvRound(centre.y) - 40, 81, 81);
      EXPECT_EQ(dark_blobs(canvas.image(), top, 0.25f), value) << "value " << value;
    }
  }
}

TEST(ObjectsTest, RotationShowingAgreesWithValueUp) {
  for (int value = 1; value <= 6; ++value) {
    for (int step = 0; step < 16; ++step) {
      Die die;
      die.rotation = die_rotation_showing(value, step * CV_PI / 8);
      EXPECT_EQ(die.value_up(), value);
      EXPECT_NEAR(die.tilt_deg(), 0, 1e-6);
      EXPECT_NEAR(cv::determinant(die.rotation), 1, 1e-12);
      const cv::Matx33d identity = die.rotation.t() * die.rotation;
      EXPECT_LT(cv::norm(identity - cv::Matx33d::eye()), 1e-12);
    }
  }
  // Cocked 20 degrees on an edge: still the same face up, and the tilt says so.
  Die cocked;
  cv::Matx33d lean;
  cv::Rodrigues(cv::Vec3d(20 * CV_PI / 180, 0, 0), lean);
  cocked.rotation = lean * die_rotation_showing(4, 0.3);
  EXPECT_EQ(cocked.value_up(), 4);
  EXPECT_NEAR(cocked.tilt_deg(), 20, 1e-6);
}

TEST(ObjectsTest, OppositeFacesAddToSeven) {
  for (int value = 1; value <= 6; ++value) {
    Die upside_down;
    cv::Matx33d flip;
    cv::Rodrigues(cv::Vec3d(CV_PI, 0, 0), flip);
    upside_down.rotation = flip * die_rotation_showing(value, 0);
    EXPECT_EQ(upside_down.value_up(), 7 - value);
  }
}

TEST(ObjectsTest, SticksOverlapWhereTheirFootprintsMeet) {
  Stick a;  // 60 x 10 mm along x
  Stick b = a;
  b.center_mm = {0, 12, 0};  // side by side, 2 mm apart
  EXPECT_FALSE(sticks_overlap(a, b));
  EXPECT_TRUE(sticks_overlap(a, b, 3));
  b.center_mm = {50, 0, 0};  // end to end, overlapping by 10 mm
  EXPECT_TRUE(sticks_overlap(a, b));
  b.center_mm = {0, 30, 0};
  b.yaw = CV_PI / 2;  // across a, its end 5 mm into a's width
  EXPECT_TRUE(sticks_overlap(a, b));
  b.yaw = CV_PI / 4;  // slanting past a's end, 1.8 mm from its corner
  b.center_mm = {55, 25, 0};
  EXPECT_FALSE(sticks_overlap(a, b));
  EXPECT_TRUE(sticks_overlap(b, a, 4));
}

TEST(ObjectsTest, StickShowsItsColouredFaceWhenRolledOver) {
  Stick stick;
  EXPECT_FALSE(stick.coloured_up());
  stick.roll = CV_PI;
  EXPECT_TRUE(stick.coloured_up());
  stick.roll = CV_PI / 2 + 0.1;
  EXPECT_TRUE(stick.coloured_up());
  stick.roll = CV_PI / 2 - 0.1;
  EXPECT_FALSE(stick.coloured_up());
  stick.roll = -CV_PI;
  EXPECT_TRUE(stick.coloured_up());

  const Camera camera = camera_above({0, 0}, 200, {320, 240}, 400);
  stick.plain = colour(0.3f, 0.5f, 0.6f);
  stick.coloured = colour(0.05f, 0.05f, 0.7f);
  stick.center_mm = {0, 0, -2.5};
  for (double roll : {0.0, CV_PI}) {
    stick.roll = roll;
    Canvas canvas(camera, flat_light(), plain_image(camera.resolution, 0));
    make_stick(stick)->draw(canvas);
    // Between the painted bands of the pattern.
    const cv::Point2d at = camera.project({stick.length_mm * 0.13, 0, -5});
    const cv::Vec3f seen = canvas.image().at<cv::Vec3f>(cvRound(at.y), cvRound(at.x));
    const cv::Vec3f expected = stick.coloured_up() ? stick.coloured.colour : stick.plain.colour;
    EXPECT_LT(cv::norm(seen - expected), 1e-3) << "roll " << roll;
  }
}

TEST(ObjectsTest, DiscFromAboveCoversItsCircle) {
  const Camera camera = camera_above({50.3, 40.7}, 300, {320, 240}, 700);
  DiscPiece disc;
  disc.center_mm = {50.3 + 3.1, 40.7 - 2.2};
  disc.material = colour(0.2f, 0.6f, 0.9f);
  const cv::Mat cover = coverage(camera, *make_disc(disc));
  // The silhouette is the bevel's outer rim, 28 sides, seen 300 - 6 + 0.8 mm away.
  const double radius_px = 11.0 * 700 / (300 - disc.height_mm + 0.8);
  const double expected = 14 * radius_px * radius_px * std::sin(2 * CV_PI / 28);
  EXPECT_NEAR(cv::sum(cover)[0], expected, 0.01 * expected);
  const cv::Moments moments = cv::moments(cover);
  const cv::Point2d centre(moments.m10 / moments.m00, moments.m01 / moments.m00);
  const cv::Point2d projected = camera.project({disc.center_mm.x, disc.center_mm.y, -6});
  EXPECT_LT(cv::norm(centre - projected), 0.1);
  // Edge pixels are partly covered (anti-aliased), inside fully.
  int partial = 0;
  for (int row = 0; row < cover.rows; ++row) {
    for (int col = 0; col < cover.cols; ++col) {
      const float share = cover.at<float>(row, col);
      EXPECT_GE(share, -1e-5);
      EXPECT_LE(share, 1 + 1e-5);
      if (share > 0.05f && share < 0.95f) ++partial;
    }
  }
  EXPECT_GT(partial, 2 * CV_PI * radius_px * 0.6);
  EXPECT_NEAR(cover.at<float>(cvRound(projected.y), cvRound(projected.x)), 1, 1e-5);
}

TEST(ObjectsTest, BackFacesAreCulled) {
  const Camera camera = camera_above({0, 0}, 200, {320, 240}, 500);
  Canvas canvas(camera, flat_light(), plain_image(camera.resolution, 0));
  // A 20 mm cube on the table, each face its own colour, faces clockwise seen from outside.
  const double h = 10;
  auto p = [h](double x, double y, double z) { return cv::Point3d(x * h, y * h, z * h - h); };
  const std::vector<std::vector<cv::Point3d>> faces{
      {p(-1, -1, -1), p(1, -1, -1), p(1, 1, -1), p(-1, 1, -1)},   // top (z = -20)
      {p(-1, 1, 1), p(1, 1, 1), p(1, -1, 1), p(-1, -1, 1)},       // bottom
      {p(1, -1, -1), p(1, -1, 1), p(1, 1, 1), p(1, 1, -1)},       // +x
      {p(-1, 1, -1), p(-1, 1, 1), p(-1, -1, 1), p(-1, -1, -1)},   // -x
      {p(1, 1, -1), p(1, 1, 1), p(-1, 1, 1), p(-1, 1, -1)},       // +y
      {p(-1, -1, -1), p(-1, -1, 1), p(1, -1, 1), p(1, -1, -1)}};  // -y
  canvas.begin_object();
  for (std::size_t i = 0; i < faces.size(); ++i) {
    canvas.fill_face(faces[i], colour(0.1f * (i + 1), 0.f, 0.f));
  }
  canvas.end_object();
  std::vector<int> count(7, 0);
  for (int row = 0; row < canvas.image().rows; ++row) {
    for (int col = 0; col < canvas.image().cols; ++col) {
      const float b = canvas.image().at<cv::Vec3f>(row, col)[0];
      const int index = cvRound(b * 10);
      if (std::abs(b * 10 - index) < 0.01 && index >= 1 && index <= 6) ++count[index];
    }
  }
  const double side_px = 20.0 * 500 / 180;
  EXPECT_NEAR(count[1], side_px * side_px, 2 * 2 * side_px);
  for (int index = 2; index <= 6; ++index) EXPECT_EQ(count[index], 0) << "face " << index;
}

TEST(ObjectsTest, LargeFacesAreDrawnWholeWithSmoothEdges) {
  const Camera camera = camera_above({0, 0}, 200, {640, 480}, 500);
  // A 200 x 120 mm sheet 10 mm above the table: 526 x 316 pixels, a layer too large to
  // supersample.
  const std::vector<cv::Point3d> sheet{
      {-100.3, -60.2, -10}, {99.7, -60.2, -10}, {99.7, 59.8, -10}, {-100.3, 59.8, -10}};
  class Sheet : public SceneObject {
   public:
    explicit Sheet(std::vector<cv::Point3d> corners) : corners_(std::move(corners)) {}
    void draw_shadow(Canvas&) const override {}
    void draw(Canvas& canvas) const override {
      canvas.begin_object();
      canvas.fill_face(corners_, colour(0.5f, 0.5f, 0.5f));
      canvas.end_object();
    }
    cv::Point3d anchor() const override { return {0, 0, -10}; }

   private:
    std::vector<cv::Point3d> corners_;
  };
  const cv::Mat cover = coverage(camera, Sheet(sheet));
  const double scale = 500.0 / 190;
  EXPECT_NEAR(cv::sum(cover)[0], 200 * 120 * scale * scale, 0.005 * 200 * 120 * scale * scale);
  const cv::Point2d left = camera.project(sheet[0]);
  // The left edge falls 0.3 mm * scale into its column: that share of the pixel is covered.
  const int column = cvRound(left.x);
  const double share = column + 0.5 - left.x;
  EXPECT_NEAR(cover.at<float>(240, column), share, 0.1);
  EXPECT_NEAR(cover.at<float>(240, column + 1), 1, 1e-5);
  EXPECT_NEAR(cover.at<float>(240, column - 1), 0, 1e-5);
}

TEST(ObjectsTest, FacesReachingPastTheCameraAreClipped) {
  const Camera camera = camera_above({0, 0}, 100, {320, 240}, 300);
  Canvas canvas(camera, flat_light(), plain_image(camera.resolution, 0));
  // A ramp from the table at y = 20 up past the camera's height toward -y.
  canvas.fill_face({{-30, -200, -150}, {30, -200, -150}, {30, 20, 0}, {-30, 20, 0}},
                   colour(0.4f, 0.4f, 0.4f));
  const cv::Point2d foot = camera.project({0, 15, -1});
  EXPECT_NEAR(canvas.image().at<cv::Vec3f>(cvRound(foot.y), cvRound(foot.x))[0], 0.4f, 1e-4);
  const cv::Point2d beside = camera.project({60, 15, 0});
  EXPECT_EQ(canvas.image().at<cv::Vec3f>(cvRound(beside.y), cvRound(beside.x))[0], 0.f);
  // Above the camera the ramp fills the top of the picture.
  EXPECT_NEAR(canvas.image().at<cv::Vec3f>(2, 160)[0], 0.4f, 1e-4);
}

TEST(ObjectsTest, ShadowsFallAwayFromTheLight) {
  const Camera camera = camera_above({0, 0}, 300, {320, 240}, 500);
  Lighting light = flat_light();
  light.direction = cv::normalize(cv::Vec3d(1, 0, -1));  // the lamp stands toward +x
  light.shadow_strength = 0.6;
  light.shadow_softness_mm = 1;
  Canvas canvas(camera, light, plain_image(camera.resolution, 0.5f));
  DiscPiece tall;
  tall.height_mm = 20;
  tall.material = colour(0.9f, 0.9f, 0.9f);
  const auto piece = make_disc(tall);
  draw_objects(canvas, {piece.get()});
  // The shadow reaches 20 mm toward -x from the foot of the piece.
  auto darkness = [&](double x_mm) {
    const cv::Point2d at = camera.project({x_mm, 0, 0});
    return 0.5f - canvas.image().at<cv::Vec3f>(cvRound(at.y), cvRound(at.x))[1];
  };
  EXPECT_GT(darkness(-15), 0.25);
  EXPECT_GT(darkness(-25), 0.25);
  EXPECT_NEAR(darkness(-40), 0, 1e-3);
  EXPECT_NEAR(darkness(15), 0, 1e-3);
  EXPECT_NEAR(0.5f - darkness(0.0), 0.9f, 1e-3);  // the piece is drawn over its shadow
}

TEST(ObjectsTest, OverlappingShadowsDarkenAsOne) {
  const Camera camera = camera_above({0, 0}, 300, {320, 240}, 500);
  Lighting light = flat_light();
  light.shadow_strength = 0.5;
  light.shadow_softness_mm = 0.5;
  light.direction = cv::normalize(cv::Vec3d(1, 0, -1));
  Canvas canvas(camera, light, plain_image(camera.resolution, 0.8f));
  const std::vector<cv::Point3d> square{{-10, -10, -5}, {10, -10, -5}, {10, 10, -5}, {-10, 10, -5}};
  canvas.cast_shadow(square);
  canvas.cast_shadow(square);
  const cv::Point2d middle = camera.project({-5, 0, 0});
  EXPECT_NEAR(canvas.image().at<cv::Vec3f>(cvRound(middle.y), cvRound(middle.x))[0], 0.4, 1e-3);
}

TEST(ObjectsTest, StackedDiscsShowTheTopOne) {
  engine::Random random(8);
  CameraRanges ranges;
  ranges.resolutions = {{640, 480}};
  const Camera camera = random_camera(testing::test_layout(), ranges, random);
  DiscPiece bottom;
  bottom.center_mm = {200, 140};
  bottom.material = colour(0.f, 0.f, 0.9f);
  DiscPiece top = bottom;
  top.base_mm = bottom.height_mm;
  top.material = colour(0.f, 0.9f, 0.f);
  const auto lower = make_disc(bottom);
  const auto upper = make_disc(top);
  Canvas canvas(camera, flat_light(), plain_image(camera.resolution, 0));
  draw_objects(canvas, {upper.get(), lower.get()});
  const cv::Point2d at = camera.project({200, 140, -2 * bottom.height_mm});
  const cv::Vec3f seen = canvas.image().at<cv::Vec3f>(cvRound(at.y), cvRound(at.x));
  EXPECT_NEAR(seen[1], 0.9f, 1e-3);
  EXPECT_NEAR(seen[2], 0.f, 1e-3);
}

TEST(ObjectsTest, CardTextureKeepsItsOrientation) {
  const Camera camera = camera_above({0, 0}, 250, {320, 240}, 400);
  CardObject card;
  card.face = cv::Mat(88, 63, CV_32FC3, cv::Scalar::all(0.9));
  card.face(cv::Rect(5, 5, 15, 20)).setTo(cv::Scalar(0, 0, 0.9));  // red top-left index
  card.center_mm = {0, 0, -0.3};
  for (double yaw : {0.0, CV_PI / 2}) {
    card.yaw = yaw;
    Canvas canvas(camera, flat_light(), plain_image(camera.resolution, 0));
    make_card(card)->draw(canvas);
    // The index's centre (12.5, 15) mm from the card's top-left corner, turned with the card.
    const double x = 12.5 - 31.5;
    const double y = 15 - 44;
    const cv::Point3d index(std::cos(yaw) * x - std::sin(yaw) * y,
                            std::sin(yaw) * x + std::cos(yaw) * y, -0.3);
    const cv::Point2d at = camera.project(index);
    const cv::Vec3f red = canvas.image().at<cv::Vec3f>(cvRound(at.y), cvRound(at.x));
    EXPECT_NEAR(red[2], 0.9f, 0.02f);
    EXPECT_NEAR(red[1], 0.f, 0.02f);
    // The card's sharp corner is cut round: background shows there.
    const cv::Point3d corner(std::cos(yaw) * -31.4 - std::sin(yaw) * -43.9,
                             std::sin(yaw) * -31.4 + std::cos(yaw) * -43.9, -0.3);
    const cv::Point2d c = camera.project(corner);
    EXPECT_LT(canvas.image().at<cv::Vec3f>(cvRound(c.y), cvRound(c.x))[1], 0.3f);
  }
}

TEST(ObjectsTest, HandCoversItsFingertipsAndIsDrawnLast) {
  engine::Random random(5);
  const Camera camera = camera_above({0, 0}, 600, {640, 480}, 500);
  Hand hand = random_hand_look(random);
  hand.fingertips_mm = {0, 0, -10};
  hand.from_mm = {0, 500};
  const auto object = make_hand(hand);
  EXPECT_EQ(object->layer(), 1);
  const cv::Mat cover = coverage(camera, *object);
  const cv::Point2d tip = camera.project({0, 4, -12});
  EXPECT_GT(cover.at<float>(cvRound(tip.y), cvRound(tip.x)), 0.99f);
  const cv::Point2d ahead = camera.project({0, -30, 0});
  EXPECT_LT(cover.at<float>(cvRound(ahead.y), cvRound(ahead.x)), 0.01f);
  // The forearm runs out of the picture toward where it comes from.
  EXPECT_GT(cover.at<float>(camera.resolution.height - 1, 319), 0.99f);
}

TEST(ObjectsTest, HandLooksSpanSkinTones) {
  double lightest = 0;
  double darkest = 1;
  for (uint64_t seed = 1; seed <= 60; ++seed) {
    engine::Random random(seed);
    const Hand hand = random_hand_look(random);
    const double luminance = cv::sum(hand.skin.colour)[0] / 3;
    lightest = std::max(lightest, luminance);
    darkest = std::min(darkest, luminance);
    // Skin is redder than it is blue, in any tone.
    EXPECT_GT(hand.skin.colour[2], hand.skin.colour[0]);
  }
  EXPECT_GT(lightest, 0.45);
  EXPECT_LT(darkest, 0.05);
}

}  // namespace
}  // namespace arbitre::render
