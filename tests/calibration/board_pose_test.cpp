// Board pose from the fiducials, on stills the renderer filmed with exact truth: the board's
// corners where the truth puts them, and a clear status when the board cannot be found.
#include <gtest/gtest.h>

#include <algorithm>

#include <opencv2/aruco.hpp>
#include <opencv2/imgproc.hpp>

#include "arbitre/calibration/board_pose.h"
#include "arbitre/film/film.h"
#include "arbitre/render/camera.h"
#include "arbitre/vision/fiducials.h"
#include "calibration/rendered_film.h"

namespace arbitre::calibration {
namespace {

struct Still {
  cv::Mat image;
  nlohmann::json frame;
  render::Camera camera;
};

// The first settled still of a one-move film at 720p.
Still film_still(const std::string& variant, uint64_t seed, bool ideal_sensor) {
  auto options = testing::still_film(variant, seed);
  options.ideal_sensor = ideal_sensor;
  const auto film = testing::render_film(options);
  return {film.stills.front().image, film.stills.front().frame, film.camera};
}

Intrinsics intrinsics_of(const render::Camera& camera) {
  return {camera.intrinsics, camera.distortion, camera.resolution};
}

double worst_corner_error(const BoardPose& pose, const nlohmann::json& frame) {
  double worst = 0;
  for (int k = 0; k < 4; ++k) {
    const cv::Point2d truth(frame.at("corners")[k][0].get<double>(),
                            frame.at("corners")[k][1].get<double>());
    worst = std::max(worst, cv::norm(pose.corners_px[k] - truth));
  }
  return worst;
}

vision::BoardLayout layout_of(const std::string& name) {
  return *vision::bundled_layout(name);
}

TEST(BoardPose, CornersAreWhereTheTruthSaysThroughAnIdealSensor) {
  for (const auto& [variant, seed] :
       {std::pair<std::string, uint64_t>{"jacquet", 21}, {"toc-6", 22}}) {
    const Still still = film_still(variant, seed, true);
    const auto pose = find_board_pose(still.image, layout_of(variant), intrinsics_of(still.camera));
    ASSERT_EQ(pose.status, BoardPose::Status::kFound) << variant;
    // Pieces may hide a fiducial (the Jacquet talon's stack at a steep tilt): every one the
    // truth sees uncovered is found.
    size_t uncovered = 0;
    for (const auto& f : still.frame.at("fiducials")) uncovered += f.at("covered") ? 0 : 1;
    EXPECT_EQ(pose.fiducials.size(), uncovered) << variant;
    EXPECT_LT(worst_corner_error(pose, still.frame), 1.0) << variant;
    EXPECT_LT(pose.rms_px, 1.0);
    ASSERT_TRUE(pose.tvec.has_value());
    // The pose is the renderer's camera: the same translation within a few millimetres.
    EXPECT_LT(cv::norm(*pose.tvec - still.camera.tvec), 5.0) << variant;
  }
}

TEST(BoardPose, CornersWithinAPixelThroughARealisticSensor) {
  const Still still = film_still("jacotte-4", 23, false);
  const auto pose = find_board_pose(still.image, layout_of("jacotte"), intrinsics_of(still.camera));
  ASSERT_EQ(pose.status, BoardPose::Status::kFound);
  EXPECT_LT(worst_corner_error(pose, still.frame), 1.0);
}

TEST(BoardPose, WithoutIntrinsicsTheHomographyStillFindsTheBoard) {
  const Still still = film_still("jeson-jam", 24, true);
  const auto pose = find_board_pose(still.image, layout_of("jeson-jam"), std::nullopt);
  ASSERT_EQ(pose.status, BoardPose::Status::kFound);
  EXPECT_FALSE(pose.tvec.has_value());
  // Lens distortion is ignored then: corners within a few pixels, not exact.
  EXPECT_LT(worst_corner_error(pose, still.frame), 15.0);
}

TEST(BoardPose, AFiducialUnderAHandLeavesThreeAndTwoAreTooFew) {
  Still still = film_still("toc-4", 25, true);
  const auto layout = layout_of("toc-4");
  auto cover = [&](int index) {  // paint the fiducial's area like a sleeve over it
    std::vector<cv::Point> quad;
    for (const auto& c : still.frame.at("fiducials")[index].at("corners")) {
      quad.emplace_back(cvRound(c[0].get<double>()), cvRound(c[1].get<double>()));
    }
    const cv::Rect box = cv::boundingRect(quad);
    cv::rectangle(still.image, box + cv::Size(20, 20) - cv::Point(10, 10), cv::Scalar(60, 80, 150),
                  cv::FILLED);
  };
  cover(0);
  auto pose = find_board_pose(still.image, layout, intrinsics_of(still.camera));
  ASSERT_EQ(pose.status, BoardPose::Status::kFound);
  EXPECT_EQ(pose.fiducials.size(), 3u);
  EXPECT_LT(worst_corner_error(pose, still.frame), 1.0);
  cover(1);
  pose = find_board_pose(still.image, layout, intrinsics_of(still.camera));
  EXPECT_EQ(pose.status, BoardPose::Status::kTooFewFiducials);
  EXPECT_STREQ(status_name(pose.status), "too few fiducials");
}

// Report still toc-4 3003 (its 21st frame, 1.13 px/mm): the whole-picture search decodes two of
// the board's four markers. Where those two place the others, a search in each marker's own
// window decodes a third, and the board is found where the truth has it.
TEST(BoardPose, TwoFiducialsPlaceTheOthersForASecondLook) {
  const auto film = testing::render_film(testing::still_film("toc-4", 3003, 4));
  const auto still = std::find_if(film.stills.begin(), film.stills.end(), [](const auto& s) {
    return s.frame.at("still") == "stills/000021.jpg";
  });
  ASSERT_NE(still, film.stills.end());
  const auto layout = layout_of("toc-4");
  const auto whole_search =
      pose_from_fiducials(vision::find_fiducials(still->image), layout, film.intrinsics());
  ASSERT_EQ(whole_search.status, BoardPose::Status::kTooFewFiducials);
  ASSERT_EQ(whole_search.fiducials.size(), 2u);
  const auto pose = find_board_pose(still->image, layout, film.intrinsics());
  ASSERT_EQ(pose.status, BoardPose::Status::kFound);
  EXPECT_GE(pose.fiducials.size(), 3u);
  EXPECT_LT(worst_corner_error(pose, still->frame), 1.0);
}

// On unseen toc-6 still 20317/15 ArUco decoded a 12 px "17" on the printed track, listed before
// the real 17: the pose was fitted to it (rms 93 px), taken as found, and every place was read
// where it is not. The fiducials that agree make the pose; with the real marker missing, the
// three others do.
TEST(BoardPose, AMarkerMisdecodedOnThePrintIsLeftOut) {
  const Still still = film_still("toc-6", 22, true);
  const auto layout = layout_of("toc-6");
  const auto camera = intrinsics_of(still.camera);
  auto found = vision::find_fiducials(still.image);
  ASSERT_EQ(found.size(), 4u);
  cv::Point2d middle(0, 0);
  for (int k = 0; k < 4; ++k) {
    middle += cv::Point2d(still.frame.at("corners")[k][0].get<double>(),
                          still.frame.at("corners")[k][1].get<double>()) /
              4.0;
  }
  const int id = found[1].id;
  const vision::FoundFiducial ghost{id,
                                    {middle + cv::Point2d(6, -6), middle + cv::Point2d(7, 6),
                                     middle + cv::Point2d(-4, 6), middle + cv::Point2d(-6, -5)}};
  found.insert(found.begin(), ghost);
  auto pose = pose_from_fiducials(found, layout, camera);
  ASSERT_EQ(pose.status, BoardPose::Status::kFound);
  EXPECT_EQ(pose.fiducials.size(), 4u);
  EXPECT_LT(worst_corner_error(pose, still.frame), 1.0);

  found.erase(found.begin() + 2);  // the real one
  pose = pose_from_fiducials(found, layout, camera);
  ASSERT_EQ(pose.status, BoardPose::Status::kFound);
  EXPECT_EQ(std::count(pose.fiducials.begin(), pose.fiducials.end(), id), 0);
  EXPECT_EQ(pose.fiducials.size(), 3u);
  EXPECT_LT(worst_corner_error(pose, still.frame), 1.0);
}

// Toc-6 still 20319/42 (unseen until it was read wrong): the far fiducial is not found and two
// corners of fiducial 16 are refined 3.3 and 1.5 px off (the truth calls it uncovered; why was
// not looked into); the least-squares pose put the board's far corner 4.5 px away and six places
// were misread. A corner that stands out from the fit of the others is left out of it.
TEST(BoardPose, ACornerRefinedOffItsMarkerIsLeftOut) {
  const auto film = testing::render_film(testing::still_film("toc-6", 20319, 4));
  const auto still = std::find_if(film.stills.begin(), film.stills.end(), [](const auto& s) {
    return s.frame.at("still") == "stills/000042.jpg";
  });
  ASSERT_NE(still, film.stills.end());
  const auto pose = find_board_pose(still->image, layout_of("toc-6"), film.intrinsics());
  ASSERT_EQ(pose.status, BoardPose::Status::kFound);
  EXPECT_EQ(pose.fiducials.size(), 3u);
  EXPECT_LT(worst_corner_error(pose, still->frame), 1.0);
}

TEST(BoardPose, AnotherGamesBoardIsNamed) {
  const Still still = film_still("toc-4", 26, true);
  const auto pose = find_board_pose(still.image, layout_of("jacquet"), std::nullopt);
  EXPECT_EQ(pose.status, BoardPose::Status::kWrongBoard);
  EXPECT_EQ(pose.other_board, "toc-4");
}

TEST(BoardPose, AnEmptyTableIsNotVisible) {
  const cv::Mat table(720, 1280, CV_8UC3, cv::Scalar(40, 90, 140));
  const auto pose = find_board_pose(table, layout_of("jacquet"), std::nullopt);
  EXPECT_EQ(pose.status, BoardPose::Status::kNotVisible);
  EXPECT_STREQ(status_name(pose.status), "board not visible");
}

}  // namespace
}  // namespace arbitre::calibration

namespace arbitre::calibration {
namespace {

// Four markers of 4 px a cell on a plain sheet, under heavy sensor noise (sigma 45 levels):
// the noise breaks the markers' borders in ArUco's threshold, and the search looks again at
// the picture smoothed. Every picture of six noise draws gives at least three of them, the
// pose's need.
TEST(FindFiducials, SmallMarkersUnderHeavyNoiseAreFoundInASmoothedLook) {
  const auto dictionary = cv::aruco::getPredefinedDictionary(cv::aruco::DICT_4X4_50);
  const cv::Point where[] = {{100, 100}, {500, 100}, {100, 350}, {500, 350}};
  for (int draw = 0; draw < 6; ++draw) {
    cv::Mat sheet(480, 640, CV_8UC1, cv::Scalar(200));
    for (int id = 0; id < 4; ++id) {
      cv::Mat marker;
      cv::aruco::drawMarker(dictionary, id, 24, marker);
      marker.copyTo(sheet(cv::Rect(where[id], cv::Size(24, 24))));
    }
    cv::Mat noise(sheet.size(), CV_32F);
    cv::RNG(100 + draw).fill(noise, cv::RNG::NORMAL, 0, 45);
    cv::Mat noisy;
    sheet.convertTo(noisy, CV_32F);
    noisy += noise;
    noisy.convertTo(noisy, CV_8U);  // saturates
    const auto found = vision::find_fiducials(noisy);
    EXPECT_GE(found.size(), 3u) << "noise draw " << draw;
    for (const auto& fiducial : found) {
      ASSERT_GE(fiducial.id, 0);
      ASSERT_LT(fiducial.id, 4);
      const cv::Point2d truth(where[fiducial.id]);
      EXPECT_LT(cv::norm(fiducial.corners[0] - (truth - cv::Point2d(0.5, 0.5))), 1.5)
          << "marker " << fiducial.id << ", noise draw " << draw;
    }
  }
}

}  // namespace
}  // namespace arbitre::calibration
