// BoardTracker on synthetic frames: the printed board warped into a 1280x720 picture by known
// homographies (exact truth), fiducials hidden by grey squares as a hand would, the board
// pushed between frames.
#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>

#include "arbitre/art/art.h"
#include "arbitre/calibration/board_tracker.h"
#include "arbitre/render/camera.h"
#include "arbitre/render/canvas.h"
#include "arbitre/render/scene.h"

namespace arbitre::calibration {
namespace {

constexpr double kTexturePxPerMm = 4;

// The toc-4 board on a table, seen by a fixed 1280x720 camera without lens distortion, drawn
// by the renderer: exact truth for every corner.
struct Scene {
  vision::BoardLayout layout = *vision::bundled_layout("toc-4");
  render::Camera camera;
  render::Lighting light;
  render::TableLook table;
  render::BoardTexture board;

  Scene() {
    render::CameraRanges ranges;
    ranges.max_k1 = 0;
    ranges.resolutions = {{1280, 720}};
    ranges.max_tilt_deg = 25;
    engine::Random random(5);
    camera = render::random_camera(layout, ranges, random);
    table = render::random_table_look(random, false);
    board = {render::srgb_to_linear(
                 art::board_image(layout, art::BoardStyle::kPrinted, kTexturePxPerMm)),
             kTexturePxPerMm};
  }
};

const Scene& scene() {
  static const Scene s;
  return s;
}

// Where the board lies: pushed on the table by `offset_mm` and turned by `turn_deg`.
render::BoardOnTable at(cv::Point2d offset_mm, double turn_deg) {
  return {offset_mm, turn_deg};
}

cv::Point2d project(const render::BoardOnTable& placement, double x_mm, double y_mm) {
  return placement.camera_over(scene().camera).project(cv::Point3d(x_mm, y_mm, 0));
}

// The frame with the board placed so, and the fiducials listed in `hidden` painted over as a
// hand would hide them.
cv::Mat picture(const render::BoardOnTable& placement, const std::vector<int>& hidden) {
  const auto camera = placement.camera_over(scene().camera);
  const cv::Mat linear = render::render_background(camera, placement.light_over(scene().light),
                                                   scene().table, scene().board, placement);
  cv::Mat out = render::linear_to_srgb(linear);
  for (int id : hidden) {
    for (const auto& f : scene().layout.fiducials) {
      if (f.id != id) continue;
      std::vector<cv::Point> quad;
      for (const auto& c : f.corners()) {
        const auto p = project(placement, c.x, c.y);
        quad.emplace_back(cvRound(p.x), cvRound(p.y));
      }
      const cv::Rect box = cv::boundingRect(quad);
      cv::rectangle(out, box - cv::Point(6, 6) + cv::Size(12, 12), cv::Scalar(90, 110, 150),
                    cv::FILLED);
    }
  }
  return out;
}

double worst_corner_error(const BoardPose& pose, const render::BoardOnTable& placement) {
  double worst = 0;
  const auto outline = scene().layout.corners();
  for (int k = 0; k < 4; ++k) {
    worst = std::max(worst,
                     cv::norm(pose.corners_px[k] - project(placement, outline[k].x, outline[k].y)));
  }
  return worst;
}

// Where a fiducial's corner lies in the picture.
cv::Point2d fiducial_corner(const render::BoardOnTable& placement, int id, int k) {
  for (const auto& f : scene().layout.fiducials) {
    if (f.id == id) {
      const auto c = f.corners()[static_cast<size_t>(k)];
      return project(placement, c.x, c.y);
    }
  }
  return {NAN, NAN};
}

TEST(FiducialsNear, FindTheMarkersTheWholeSearchFindsWhereTheyAre) {
  const auto here = at({0, 0}, 0);
  const cv::Mat frame = picture(here, {});
  const auto everywhere = vision::find_fiducials(frame);
  ASSERT_EQ(everywhere.size(), 4u);
  const auto near = vision::find_fiducials_near(frame, everywhere);
  ASSERT_EQ(near.size(), 4u);
  for (size_t i = 0; i < near.size(); ++i) {
    EXPECT_EQ(near[i].id, everywhere[i].id);
    for (int k = 0; k < 4; ++k) {
      const auto truth = fiducial_corner(here, near[i].id, k);
      EXPECT_LT(cv::norm(near[i].corners[k] - truth), 0.75) << near[i].id << " corner " << k;
      EXPECT_LT(cv::norm(everywhere[i].corners[k] - truth), 0.75) << near[i].id << " corner " << k;
    }
  }
}

TEST(BoardTracker, KeepsTheBoardUnderAHandAndFollowsABump) {
  const auto& camera = scene().camera;
  BoardTracker tracker(scene().layout,
                       Intrinsics{camera.intrinsics, camera.distortion, camera.resolution});
  const auto here = at({0, 0}, 0);
  const auto there = at({6, -4}, 1.5);
  const int first = scene().layout.fiducials[0].id;
  auto ids = [&](int from, int count) {
    std::vector<int> out;
    for (int i = from; i < from + count; ++i) out.push_back(scene().layout.fiducials[i].id);
    return out;
  };

  BoardPose pose = tracker.track(picture(here, {}));
  ASSERT_TRUE(pose.found());
  EXPECT_FALSE(pose.tracked);
  EXPECT_LT(worst_corner_error(pose, here), 0.5);

  // A hand over one: three fiducials still give the pose, and since they have not moved the
  // pose fitted to all four is kept, to the last digit (what is read must not shift).
  const BoardPose all_four = pose;
  pose = tracker.track(picture(here, {first}));
  ASSERT_TRUE(pose.found());
  EXPECT_FALSE(pose.moved);
  EXPECT_EQ(pose.fiducials.size(), 3u);
  for (int k = 0; k < 4; ++k) EXPECT_EQ(pose.corners_px[k], all_four.corners_px[k]);

  // A hand over two fiducials: the two still seen have not moved, the pose is kept.
  pose = tracker.track(picture(here, ids(0, 2)));
  ASSERT_TRUE(pose.found());
  EXPECT_TRUE(pose.tracked);
  EXPECT_FALSE(pose.moved);
  EXPECT_EQ(pose.fiducials.size(), 2u);
  EXPECT_LT(worst_corner_error(pose, here), 0.5);

  // Bumped while three are covered: the one in view moved, and alone it cannot say where to.
  pose = tracker.track(picture(there, ids(0, 3)));
  EXPECT_EQ(pose.status, BoardPose::Status::kTooFewFiducials);

  // The hand gone: found where it now lies, and flagged as moved since it was last seen.
  pose = tracker.track(picture(there, {}));
  ASSERT_TRUE(pose.found());
  EXPECT_LT(worst_corner_error(pose, there), 0.5);
  EXPECT_FALSE(pose.moved) << "the last pose was forgotten when the board was lost";

  // Pushed again with everything in view: found there at once, and marked as moved.
  const auto further = at({-3, 5}, -1.0);
  pose = tracker.track(picture(further, {first}));
  ASSERT_TRUE(pose.found());
  EXPECT_TRUE(pose.moved);
  EXPECT_FALSE(pose.tracked);
  // Three fiducials' corners, each within a few tenths of a pixel, extrapolated to the far
  // corner of the board.
  EXPECT_LT(worst_corner_error(pose, further), 1.0);

  // Pushed while a hand covers two: the two in view moved, and their eight corners carry the
  // pose to where the board slid.
  const auto pushed = at({2, 8}, -0.5);
  pose = tracker.track(picture(pushed, ids(0, 2)));
  ASSERT_TRUE(pose.found());
  EXPECT_TRUE(pose.tracked);
  EXPECT_TRUE(pose.moved);
  // The board slid on the table: its tilt and distance are the last pose's, and the two
  // fiducials' eight corners pin the slide and the turn.
  EXPECT_LT(worst_corner_error(pose, pushed), 1.0);

  // No fiducial at all (an arm across the board): not found, never guessed; the last pose is
  // still there for the next frame.
  pose = tracker.track(picture(pushed, ids(0, 4)));
  EXPECT_EQ(pose.status, BoardPose::Status::kNotVisible);
  pose = tracker.track(picture(pushed, ids(0, 3)));  // the one left was seen at the push
  ASSERT_TRUE(pose.found());
  EXPECT_TRUE(pose.tracked);
  EXPECT_FALSE(pose.moved);
  EXPECT_LT(worst_corner_error(pose, pushed), 1.0);
}

// Without the camera's intrinsics the pose is a homography; a slide of the board is followed
// through it all the same.
TEST(BoardTracker, FollowsASlideWithoutIntrinsics) {
  BoardTracker tracker(scene().layout, std::nullopt);
  ASSERT_TRUE(tracker.track(picture(at({0, 0}, 0), {})).found());
  const auto pushed = at({-5, 3}, 1.2);
  const auto pose = tracker.track(
      picture(pushed, {scene().layout.fiducials[0].id, scene().layout.fiducials[1].id}));
  ASSERT_TRUE(pose.found());
  EXPECT_TRUE(pose.tracked);
  EXPECT_TRUE(pose.moved);
  EXPECT_LT(worst_corner_error(pose, pushed), 1.0);
}

// One picture read through a calibration's pose (`arbitre read STILL --calibration`): with two
// fiducials under a hand the search alone finds too few, and the two in view, unmoved, keep the
// calibration's pose; a board pushed since, with one fiducial in view, is not guessed.
TEST(FindBoardPoseSince, KeepsTheCalibrationsPoseWhereTheFiducialsInViewHaveNotMoved) {
  const auto& camera = scene().camera;
  const Intrinsics lens{camera.intrinsics, camera.distortion, camera.resolution};
  const auto here = at({0, 0}, 0);
  const BoardPose calibrated = find_board_pose(picture(here, {}), scene().layout, lens);
  ASSERT_TRUE(calibrated.found());
  const std::vector<int> two = {scene().layout.fiducials[0].id, scene().layout.fiducials[1].id};

  const cv::Mat covered = picture(here, two);
  EXPECT_EQ(find_board_pose(covered, scene().layout, lens).status,
            BoardPose::Status::kTooFewFiducials);
  const BoardPose pose = find_board_pose_since(covered, scene().layout, lens, calibrated);
  ASSERT_TRUE(pose.found());
  EXPECT_TRUE(pose.tracked);
  EXPECT_FALSE(pose.moved);
  for (int k = 0; k < 4; ++k) EXPECT_EQ(pose.corners_px[k], calibrated.corners_px[k]);

  std::vector<int> three = two;
  three.push_back(scene().layout.fiducials[2].id);
  const BoardPose pushed =
      find_board_pose_since(picture(at({6, -4}, 1.5), three), scene().layout, lens, calibrated);
  EXPECT_EQ(pushed.status, BoardPose::Status::kTooFewFiducials);
}

}  // namespace
}  // namespace arbitre::calibration
